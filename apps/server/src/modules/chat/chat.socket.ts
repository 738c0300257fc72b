import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  callClientFrameSchemas,
  CHAT_CLOSE,
  chatSendSchema,
  chatSeenSchema,
  type CallClientFrame,
  type ChatServerFrame,
  type Translator,
} from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sessionOf, standingOfSession, type SessionStanding } from '../sessions/sessions.service.js';
import type { UserRow } from '../users/users.repository.js';
import { errorAnswer, sendNotFound } from '../../plugins/errors.js';
import type { AppContext } from '../../types.js';
import type { ChatEvent } from '../../lib/chat-hub.js';
import { presentMessage, type ChatViewer } from './chat.presenter.js';
import { messagesSince, readMarks, unreadTotal, type MessageRow } from './chat.repository.js';
import { separatedFrom } from '../entitlements/entitlements.service.js';
import { familyRefusal, type Actor } from '../entitlements/family.policy.js';
import { actorOf } from '../../plugins/authenticate.js';
import { chatViewer, markSeen, sendMessage } from './chat.service.js';
import { callAt, repeatWithin } from './chat.timers.js';

/** How long a socket may stay without its hello before it is closed. */
export const HELLO_TIMEOUT_MS = 10_000;
/** Missed messages a reconnect receives at most (older ones are in the history). */
const MISSED_LIMIT = 500;
/** Close codes: the first frame was not a valid hello. */
export const CLOSE_UNAUTHENTICATED = CHAT_CLOSE.helloInvalid;
/** The socket's session ended: the client signs in again and does not reconnect. */
export const CLOSE_SESSION_ENDED = CHAT_CLOSE.sessionEnded;
/** The socket's member asked for their account to be deleted: the client stays signed in, away from chat. */
export const CLOSE_LEAVING = CHAT_CLOSE.leaving;
/**
 * How long a look that found the session standing vouches for the frames written after it:
 * a busy conversation costs one look per 5 s, not one per frame, and a session ended without
 * the news reaching this instance gets nothing written for it more than 5 s later.
 */
export const STANDING_KEEP_MS = 5_000;
/** Each socket looks at its session at least this often, even when nothing is written or said on it. */
export const RECHECK_EVERY_MS = 60_000;
/** After a break in the hub's subscription, the sockets' looks are spread over this long. */
export const AFTER_BREAK_SPREAD_MS = 1_000;

/** What app.ts (or a test) may set on the chat socket's routes. */
export interface ChatSocketOptions {
  /** How often each socket looks at its session when nothing else made it look (RECHECK_EVERY_MS). */
  recheckEveryMs?: number;
  /**
   * Makes each socket's calls (docs/decisions/0077-calls-signalled-over-chat.md). The calls ride
   * this socket but are their own feature, which app.ts hands in; without it, call frames are refused.
   */
  calls?: ((socket: CallSocket) => SocketCalls) | undefined;
}

/** What a socket's calls need of the socket. */
export interface CallSocket {
  ctx: AppContext;
  user: UserRow;
  actor: Actor;
  log: FastifyBaseLogger;
  send(frame: ChatServerFrame): void;
  /** Whether the socket's session still stands (it closes the socket when not). */
  stands(): Promise<boolean>;
  /** Runs `work` in the socket's order of frames. */
  inOrder(work: () => Promise<void>): void;
}

/** A socket's calls, as the socket drives them. */
export interface SocketCalls {
  /** A call frame from the client, after the session was found standing. */
  receive(frame: CallClientFrame): Promise<void>;
  /** A call event of the hub for this member. */
  hear(event: Extract<ChatEvent, { type: 'call' }>): void;
  /** The member and `otherId` are now separated by a block. */
  heardBlock(otherId: number): void;
  /** The socket closed: because its session ended (`unavailable`) or its connection went. */
  closed(reason: 'unavailable' | 'connection_lost'): void;
}

/** Without calls: every call frame is refused, and nothing else happens. */
const NO_CALLS: SocketCalls = {
  receive: async () => {
    throw new AppError(404, 'call_not_found');
  },
  hear: () => undefined,
  heardBlock: () => undefined,
  closed: () => undefined,
};

const id = z.coerce.number().int().positive();
const helloFrame = z.object({
  type: z.literal('hello'),
  token: z.string().min(1),
  since: z.coerce.number().int().min(0).optional(),
});
const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), conversation_id: id }).extend(chatSendSchema.shape),
  z.object({ type: z.literal('seen'), conversation_id: id }).extend(chatSeenSchema.shape),
  z.object({ type: z.literal('ping') }),
  ...callClientFrameSchemas,
]);

const isCallFrame = (frame: { type: string }): frame is CallClientFrame => frame.type.startsWith('call.');

/** The error a socket whose session no longer stands is told before it closes, and its close code. */
function endingOf(standing: Exclude<SessionStanding, 'live'>): { error: AppError; code: number } {
  return standing === 'leaving'
    ? { error: new AppError(403, 'account_leaving'), code: CLOSE_LEAVING }
    : { error: new AppError(401, 'auth_required'), code: CLOSE_SESSION_ENDED };
}

function parseFrame(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
}

/**
 * One member's socket after its hello: what they may read, who is blocked, and the order of
 * what they are sent. Events that arrive while the missed messages are still being replayed
 * wait, and a message already replayed is not sent twice. It lives as long as the session its
 * hello named: every frame the member sends is checked against the session first, every frame
 * written to them after a look at most STANDING_KEEP_MS old, and the socket looks by itself at
 * least every RECHECK_EVERY_MS and after a break in the hub's subscription, so news of an ended
 * session that never arrived costs at most that long. It closes when the session ends, expires
 * or its member starts leaving.
 */
class ChatSession {
  private lastSent = 0;
  private replaying = true;
  private waiting: ChatEvent[] = [];
  private queue: Promise<void> = Promise.resolve();
  private ended = false;
  /** When the last look that found the session standing began (ms since the epoch). */
  private stoodAt = Number.NEGATIVE_INFINITY;
  private readonly endsAt: number;
  private readonly stopTimers: () => void;
  private afterBreak: NodeJS.Timeout | undefined;
  /** The socket's calls (docs/decisions/0077-calls-signalled-over-chat.md). */
  private readonly calls: SocketCalls;

  constructor(
    private readonly ctx: AppContext,
    private readonly socket: WebSocket,
    private readonly sessionId: number,
    expiresAt: string,
    private readonly user: UserRow,
    /** Who writes through this socket: the holder, or a co-manager allowed to chat. */
    private readonly actor: Actor,
    private readonly viewer: ChatViewer,
    private readonly blocked: Set<number>,
    private readonly t: Translator,
    private readonly log: FastifyBaseLogger,
    recheckEveryMs: number,
    makeCalls: ((socket: CallSocket) => SocketCalls) | undefined,
  ) {
    this.endsAt = Date.parse(expiresAt);
    this.calls = (makeCalls ?? (() => NO_CALLS))({
      ctx,
      user,
      actor,
      log,
      send: (frame) => this.send(frame),
      stands: () => this.stands(),
      inOrder: (work) => this.inOrder(work),
    });
    // The session's end is fixed when it is made; a check at that moment would only confirm it.
    const stopExpiry = callAt(this.endsAt, () => this.end('ended'));
    // Anything else that ends it (a revocation, a suspension) is news, and news can be lost.
    const stopRechecks = repeatWithin(recheckEveryMs, () => this.recheck());
    this.stopTimers = () => {
      stopExpiry();
      stopRechecks();
      clearTimeout(this.afterBreak);
    };
  }

  /** Closes the socket for a session that no longer stands; `clientId` names the frame refused. */
  end(standing: Exclude<SessionStanding, 'live'>, clientId?: string) {
    if (this.ended) return;
    this.ended = true;
    this.stopTimers();
    // A call of this socket ends with it, for the other side too, within the look that found it.
    this.calls.closed('unavailable');
    const { error, code } = endingOf(standing);
    const { body } = errorAnswer(error, this.t);
    const frame: ChatServerFrame = {
      type: 'error',
      code: body.code,
      message: body.message,
      ...(clientId !== undefined ? { client_id: clientId } : {}),
    };
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
    this.socket.close(code, body.code);
  }

  /** Whether the session still stands, looked up now (by its id); if not, the socket closes. */
  async stands(clientId?: string): Promise<boolean> {
    if (this.ended) return false;
    // Timed from before the look: what it vouches for is never older than the keep time.
    const at = Date.now();
    const standing = await standingOfSession(this.ctx, this.sessionId);
    if (standing !== 'live') {
      this.end(standing, clientId);
      return false;
    }
    this.stoodAt = Math.max(this.stoodAt, at);
    return !this.ended;
  }

  /** Before writing to the member: a look younger than STANDING_KEEP_MS will do; otherwise a new one. */
  private async mayWrite(): Promise<boolean> {
    if (this.ended) return false;
    const now = Date.now();
    if (now - this.stoodAt < STANDING_KEEP_MS && now < this.endsAt) return true;
    return this.stands();
  }

  /** Looks at the session after everything already queued on this socket. */
  private recheck() {
    this.inOrder(async () => {
      await this.stands();
    });
  }

  /**
   * The hub's subscription broke and stands again: news of this session may have been lost
   * meanwhile. Each socket looks within AFTER_BREAK_SPREAD_MS, not all in the same instant.
   */
  heardBreak() {
    if (this.ended || this.afterBreak) return;
    this.afterBreak = setTimeout(() => {
      this.afterBreak = undefined;
      this.recheck();
    }, Math.random() * AFTER_BREAK_SPREAD_MS);
    this.afterBreak.unref();
  }

  /** The socket closed, whatever closed it. */
  closed() {
    this.ended = true;
    this.stopTimers();
    this.calls.closed('connection_lost');
  }

  /** Writes a frame; nothing is written once the session was found ended, or the socket closed. */
  send(frame: ChatServerFrame) {
    if (this.ended) return;
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  /** Runs `work` after everything before it on this socket, so frames keep their order. */
  inOrder(work: () => Promise<void>) {
    this.queue = this.queue.then(work).catch((err: unknown) => this.log.warn({ err }, 'a chat frame failed'));
  }

  private messageFrame(row: MessageRow, marks: Parameters<typeof presentMessage>[3]) {
    const other = row.sender_id === this.user.id ? undefined : row.sender_id;
    if (other !== undefined && this.blocked.has(other)) return;
    if (row.id <= this.lastSent) return;
    this.lastSent = row.id;
    // The recipient of a message this member sent is the other member of the conversation; it is
    // only needed for `seen_at`, which a new message does not have.
    this.send({ type: 'message', message: presentMessage(row, this.viewer, other === undefined ? -1 : this.user.id, marks) });
  }

  /** The messages after `since`, in order, then whatever arrived meanwhile. */
  async replay(since: number) {
    const missed = since > 0 ? await messagesSince(this.ctx.db, this.user.id, since, MISSED_LIMIT) : [];
    const marks = new Map<number, Awaited<ReturnType<typeof readMarks>>>();
    for (const row of missed) {
      if (!marks.has(row.conversation_id)) marks.set(row.conversation_id, await readMarks(this.ctx.db, row.conversation_id));
    }
    if (missed.length > 0 && !(await this.mayWrite())) return;
    for (const row of missed) {
      const conversationMarks = marks.get(row.conversation_id)!;
      const recipient = row.sender_id === this.user.id ? otherReader(conversationMarks, this.user.id) : this.user.id;
      if (row.sender_id !== this.user.id && this.blocked.has(row.sender_id)) continue;
      if (row.id <= this.lastSent) continue;
      this.lastSent = row.id;
      this.send({ type: 'message', message: presentMessage(row, this.viewer, recipient, conversationMarks) });
    }
    this.lastSent = Math.max(this.lastSent, since);
    this.replaying = false;
    const waiting = this.waiting;
    this.waiting = [];
    for (const event of waiting) this.hear(event);
  }

  /** An event of the hub that concerns this member. */
  hear(event: ChatEvent) {
    if (this.replaying) {
      this.waiting.push(event);
      return;
    }
    this.inOrder(async () => {
      if (event.type === 'session-ended') {
        await this.stands();
        return;
      }
      if (!(await this.mayWrite())) return;
      if (event.type === 'message') {
        this.messageFrame(event.message, new Map());
        if (event.message.sender_id !== this.user.id && !this.blocked.has(event.message.sender_id)) await this.sendUnread();
      } else if (event.type === 'call') {
        this.calls.hear(event);
      } else if (event.type === 'seen') {
        if (event.reader === this.user.id) await this.sendUnread();
        else this.send({ type: 'seen', conversation_id: event.conversation_id, up_to: event.up_to, seen_at: event.seen_at });
      } else {
        const other = event.members[0] === this.user.id ? event.members[1] : event.members[0];
        this.blocked.add(other);
        this.calls.heardBlock(other);
        this.send({ type: 'blocked', user_id: other });
        await this.sendUnread();
      }
    });
  }

  async sendUnread() {
    const total = await unreadTotal(this.ctx.db, this.user.id);
    this.send({ type: 'unread', unread_total: total });
  }

  /** A frame from the client after the hello. */
  receive(data: unknown) {
    this.inOrder(async () => {
      if (this.ended) return;
      const parsed = clientFrame.safeParse(parseFrame(data));
      const raw = parseFrame(data) as { client_id?: unknown; call_id?: unknown } | undefined;
      const clientId = raw?.client_id;
      const callId = typeof raw?.call_id === 'string' && raw.call_id.length <= 64 ? raw.call_id : undefined;
      try {
        // Looked up afresh for every frame the member sends, not only when told: a socket on an
        // instance that missed the news (Redis away) never acts as a member whose session is
        // gone, and even a frame it cannot read is answered only while the session stands.
        if (!(await this.stands(typeof clientId === 'string' ? clientId : undefined))) return;
        if (!parsed.success) throw parsed.error;
        const frame = parsed.data;
        if (frame.type === 'ping') this.send({ type: 'pong' });
        else if (isCallFrame(frame)) await this.calls.receive(frame);
        else if (frame.type === 'send') {
          await sendMessage(
            this.ctx,
            this.user,
            frame.conversation_id,
            { text: frame.text, client_id: frame.client_id },
            this.actor,
          );
        } else await markSeen(this.ctx, this.user, frame.conversation_id, frame.up_to);
      } catch (error) {
        const { status, body } = errorAnswer(error as Error, this.t);
        if (status >= 500) this.log.error({ err: error }, 'a chat frame failed');
        this.send({
          type: 'error',
          code: body.code,
          message: body.message,
          ...(typeof clientId === 'string' ? { client_id: clientId } : {}),
          ...(callId !== undefined ? { call_id: callId } : {}),
        });
      }
    });
  }
}

/** For a message the member sent: the other member, whose read mark gives `seen_at` (none yet: nobody). */
function otherReader(marks: ReadonlyMap<number, unknown>, memberId: number): number {
  for (const reader of marks.keys()) if (reader !== memberId) return reader;
  return -1;
}

/**
 * The chat WebSocket at /api/chat/ws (docs/decisions/0016-chat-over-websocket.md). The first
 * frame must be `hello` with the session token (a browser cannot set headers on a WebSocket,
 * and a token in the URL would be logged); the answer is `ready`, then the messages after
 * `since`, in order, then live events. Sending goes through the same service as REST.
 */
export async function chatSocketRoutes(app: FastifyInstance, options: ChatSocketOptions = {}) {
  const ctx = app.ctx;
  const recheckEveryMs = options.recheckEveryMs ?? RECHECK_EVERY_MS;
  const makeCalls = options.calls;
  app.get(
    '/chat/ws',
    {
      websocket: true,
      schema: {
        tags: ['chat'],
        summary: 'Live chat (WebSocket): the first frame is `hello` with the session token, answered `ready`',
        response: { 101: { description: 'Switching Protocols: the socket is open' } },
      },
      // A plain GET (no upgrade) gets our JSON 404 rather than the WebSocket plugin's empty one.
      onRequest: async (request, reply) => {
        if (!request.ws) return sendNotFound(reply);
      },
    },
    (socket: WebSocket, request: FastifyRequest) => {
      let session: ChatSession | undefined;
      let stopListening: (() => void) | undefined;
      const timer = setTimeout(() => socket.close(CLOSE_UNAUTHENTICATED, 'hello expected'), HELLO_TIMEOUT_MS);
      timer.unref();
      const refuse = (t: Translator, error: AppError, code: number = CLOSE_UNAUTHENTICATED) => {
        const { body } = errorAnswer(error, t);
        socket.send(JSON.stringify({ type: 'error', code: body.code, message: body.message } satisfies ChatServerFrame));
        socket.close(code, body.code);
      };
      let greeting: Promise<void> | undefined;
      let closed = false;
      socket.on('message', (data) => {
        if (session) return session.receive(data);
        if (greeting) return; // frames before `ready` are not expected; the client waits for it
        greeting = (async () => {
          clearTimeout(timer);
          const hello = helloFrame.safeParse(parseFrame(data));
          const t = translatorFor(request.locale());
          if (!hello.success) return refuse(t, new AppError(401, 'auth_required'));
          const now = new Date();
          const found = await sessionOf(ctx, hello.data.token, now);
          // A token that names no live session is a session that ended (perhaps while this client
          // was away and missed the close, or its member was suspended): the client signs in
          // again rather than retrying.
          if (!found) return refuse(t, endingOf('ended').error, CLOSE_SESSION_ENDED);
          if (found.standing === 'leaving') {
            const { error, code } = endingOf(found.standing);
            return refuse(translatorFor(found.user.locale ?? request.locale()), error, code);
          }
          if (found.user.is_verified !== 1) return refuse(t, new AppError(403, 'verification_required'));
          // A co-manager chats only when the holder allows it (docs/decisions/0073-family-co-managers.md).
          if (found.manager && !found.manager.permissions.chat) return refuse(t, familyRefusal('chat'));
          const [viewer, blocked, unread] = await Promise.all([
            chatViewer(ctx, found.user),
            separatedFrom(ctx, found.user.id),
            unreadTotal(ctx.db, found.user.id),
          ]);
          const memberT = translatorFor(found.user.locale ?? request.locale());
          session = new ChatSession(
            ctx,
            socket,
            found.sessionId,
            found.expiresAt,
            found.user,
            actorOf(found),
            viewer,
            blocked,
            memberT,
            request.log,
            recheckEveryMs,
            makeCalls,
          );
          const current = session;
          // Listening starts before the replay's query, so nothing falls between the two.
          const stopEvents = ctx.chat.listen(found.user.id, (event) => current.hear(event));
          const stopBreaks = ctx.chat.onResubscribe(() => current.heardBreak());
          stopListening = () => {
            stopEvents();
            stopBreaks();
          };
          if (closed) {
            current.closed();
            return stopListening(); // closed while the hello was being checked
          }
          // A session that ended after the lookup above, before the listening began, was told to
          // no one here: one more look, now that the news cannot be missed.
          if (!(await current.stands())) return;
          current.send({ type: 'ready', unread_total: unread });
          await current.replay(hello.data.since ?? 0);
        })().catch((err: unknown) => {
          request.log.warn({ err }, 'a chat hello failed');
          socket.close(1011, 'internal_error');
        });
      });
      socket.on('close', () => {
        closed = true;
        clearTimeout(timer);
        session?.closed();
        stopListening?.();
      });
    },
  );
}
