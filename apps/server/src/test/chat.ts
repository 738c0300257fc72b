import { addDays, latestBirthDate, todayInIndia, type ChatClientFrame, type ChatServerFrame } from '@inai/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { backgroundSettled } from '../lib/background.js';
import { givePlan, memberWithProfile, postAs, type Registered } from './members.js';

const dob = addDays(latestBirthDate(todayInIndia(), 27), -10);

/**
 * Two members with plans (0 is none) and, with `accepted`, an interest from a to b that b
 * accepted (set in the database: the interest routes have their own tests).
 */
export async function chatPair(app: FastifyInstance, plans: [0 | 1 | 2 | 3, 0 | 1 | 2 | 3] = [3, 3], accepted = true) {
  const a = await memberWithProfile(app, { name: 'Karthik', gender: 'Male', dob });
  const b = await memberWithProfile(app, { name: 'Divya', gender: 'Female', dob });
  if (plans[0]) await givePlan(app, a.userId, plans[0]);
  if (plans[1]) await givePlan(app, b.userId, plans[1]);
  const sent = await postAs(app, a.token, '/api/sendInterest', { user_id: a.userId, partner_id: b.userId, status: 'Requested' });
  expect(sent.statusCode, sent.body).toBe(201);
  await backgroundSettled();
  if (accepted) {
    await app.ctx.db
      .updateTable('interests')
      .set({ status: 'Accepted' })
      .where('user_id', '=', a.userId)
      .where('partner_id', '=', b.userId)
      .execute();
  }
  return { a, b };
}

/** The conversation of two members, opened by `a` through the API. */
export async function openChat(app: FastifyInstance, a: Registered, b: Registered): Promise<number> {
  const r = await postAs(app, a.token, '/api/chat/open', { user_id: b.userId });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().conversation.id as number;
}

/** A real WebSocket client of /api/chat/ws that keeps every frame it receives. */
export class ChatClient {
  readonly frames: ChatServerFrame[] = [];
  closeCode: number | undefined;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ChatServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Connects to the app listening at `base` (http://127.0.0.1:port). */
  static async connect(base: string): Promise<ChatClient> {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/chat/ws`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new ChatClient(socket);
  }

  /** Connects and says hello; resolves with the `ready` frame. */
  static async signIn(base: string, token: string, since?: number): Promise<ChatClient> {
    const client = await ChatClient.connect(base);
    client.send({ type: 'hello', token, ...(since !== undefined ? { since } : {}) });
    await client.next((f) => f.type === 'ready');
    return client;
  }

  send(frame: ChatClientFrame | Record<string, unknown>) {
    this.socket.send(JSON.stringify(frame));
  }

  /** The first frame (from `from` on) that matches, waiting up to `timeoutMs`. */
  async next<F extends ChatServerFrame>(match: (f: ChatServerFrame) => f is F, from?: number, timeoutMs?: number): Promise<F>;
  async next(match: (f: ChatServerFrame) => boolean, from?: number, timeoutMs?: number): Promise<ChatServerFrame>;
  async next(match: (f: ChatServerFrame) => boolean, from = 0, timeoutMs = 5000): Promise<ChatServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (this.closeCode !== undefined) throw new Error(`socket closed (${this.closeCode}) before the frame came`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The close code, once the server closed the socket (within `timeoutMs`). */
  async closed(timeoutMs = 5000) {
    await expect.poll(() => this.closeCode, { timeout: timeoutMs, interval: 10 }).toBeDefined();
    return this.closeCode;
  }

  /** Still open and still served: a ping is answered. */
  async answersPing() {
    const from = this.frames.length;
    this.send({ type: 'ping' });
    return (await this.next((f) => f.type === 'pong', from)).type === 'pong';
  }

  /** The message frames received so far. */
  messages() {
    return this.frames.flatMap((f) => (f.type === 'message' ? [f.message] : []));
  }

  /** Waits until `count` message frames have come. */
  async messageCount(count: number, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.messages().length < count) {
      if (Date.now() > deadline) throw new Error(`only ${this.messages().length} of ${count} messages came`);
      await this.next(() => true, this.frames.length, Math.max(1, deadline - Date.now())).catch(() => undefined);
    }
    return this.messages();
  }

  async close() {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
