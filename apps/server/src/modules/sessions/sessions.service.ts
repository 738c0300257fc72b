import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ChatHub } from '../../lib/chat-hub.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import type { UserRow } from '../users/users.repository.js';
import { noteActivity, noteActivityOf } from '../users/users.service.js';
import {
  findSessionUser,
  insertSession,
  sessionStanding,
  standingOf,
  type SessionManager,
  type SessionStanding,
} from './sessions.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A remembered session lasts 30 days; otherwise one day (the browser forgets it sooner anyway). */
export const SESSION_LIFETIME_MS = { remembered: 30 * DAY_MS, browser: DAY_MS };

/**
 * Opens a session for a member and returns its token (only its hash is stored). Every way of
 * signing in comes here, so a sign-in counts as activity: a member away long enough to have left
 * the lists is back in them at once (docs/decisions/0052).
 */
export async function openSession(
  ctx: { db: Kysely<Database> },
  userId: number,
  remember: boolean,
  managerId: number | null = null,
): Promise<string> {
  const token = newToken();
  const now = new Date();
  const lifetime = remember ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.browser;
  // A co-manager's session acts for the profile: its activity is the profile's too.
  await insertSession(ctx.db, userId, sha256(token), now, new Date(now.getTime() + lifetime), managerId);
  await noteActivityOf(ctx, userId, now);
  return token;
}

/** A member as their session token shows them. */
export interface SessionMember {
  sessionId: number;
  /** When the session ends by itself (ISO time). */
  expiresAt: string;
  user: UserRow;
  /** A co-manager's session: the login and what the holder allows it (docs/decisions/0073-family-co-managers.md). */
  manager?: SessionManager;
  /**
   * What the session allows now: `live`, or `leaving` for a member who asked for their account
   * to be deleted (signed in, to keep it, but not to chat).
   */
  standing: Exclude<SessionStanding, 'ended'>;
}

/**
 * The one session look-up, for every caller that holds a token (the HTTP hook, the chat socket's
 * hello, search's searchers, a grievance filed by a visitor or a member): the member behind an
 * unrevoked, unexpired session whose own standing has not ended, or undefined. Only the token's
 * hash is looked up, as only it is stored. A member in standing is recorded as active today: a
 * write on their first request of the India day, nothing on the others (noteActivity).
 */
export async function sessionOf(
  ctx: { db: Kysely<Database> },
  token: string,
  now: Date = new Date(),
): Promise<SessionMember | undefined> {
  const found = await findSessionUser(ctx.db, sha256(token), now);
  if (!found) return undefined;
  const { suspended_at, erased_at, deletion_requested_at } = found.user;
  // The look-up admitted only an unrevoked, unexpired session: what is left is the member's own
  // standing. A suspension revokes every session, but a sign-in that checked the member just
  // before it can still store a new one after: that session is refused here, on every channel.
  const standing = standingOf(
    { revoked_at: null, expires_at: found.expiresAt, suspended_at, erased_at, deletion_requested_at },
    now,
  );
  if (standing === 'ended') return undefined;
  if (await noteActivity(ctx, found.user, now)) {
    found.user.last_active_at = now.toISOString();
    found.user.inactive_mail_at = null;
  }
  return { ...found, standing };
}

/**
 * The standing of a session already admitted, by its id: a chat socket asks it before every
 * frame that acts as its member (two primary-key look-ups).
 */
export function standingOfSession(
  ctx: { db: Kysely<Database> },
  sessionId: number,
  now: Date = new Date(),
): Promise<SessionStanding> {
  return sessionStanding(ctx.db, sessionId, now);
}

/**
 * After a write that ended sessions of a member (or made them leaving): every instance has the
 * member's sockets check their session, and those that no longer stand close. Delivery falls
 * back to this instance when Redis is away, as every event's does; a socket elsewhere that
 * misses it still refuses its next frame (each one checks) and closes when its session expires.
 */
export function closeEndedChatSockets(ctx: { chat: ChatHub }, memberId: number): Promise<void> {
  return ctx.chat.publish({ type: 'session-ended', members: [memberId] });
}

export type { SessionManager, SessionStanding };
