import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRow } from '../users/users.repository.js';

export async function insertSession(
  db: Kysely<Database>,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
}

/** The member behind an unrevoked, unexpired session, with the session's id and end. */
export async function findSessionUser(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: number; expiresAt: string; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_expires_at, ...user } = row;
  return { sessionId: session_id, expiresAt: session_expires_at, user };
}

/**
 * What a session still allows: `live`; `ended` when it was revoked or has expired, or its member
 * is suspended or erased (whose sessions are revoked or deleted too; this holds if that write
 * raced a sign-in or a check); `leaving` when its member asked for their account to be deleted
 * (still signed in, to keep it, but not to chat: docs/decisions/0016-chat-over-websocket.md).
 */
export type SessionStanding = 'live' | 'ended' | 'leaving';

export function standingOf(
  row: {
    revoked_at: string | null;
    expires_at: string;
    suspended_at: string | null;
    erased_at: string | null;
    deletion_requested_at: string | null;
  },
  now: Date,
): SessionStanding {
  if (row.revoked_at !== null || row.expires_at <= now.toISOString()) return 'ended';
  if (row.suspended_at !== null || row.erased_at !== null) return 'ended';
  return row.deletion_requested_at !== null ? 'leaving' : 'live';
}

/**
 * The standing of one session, looked up by its id (the primary keys of sessions and users):
 * cheap enough for a chat socket to ask before every frame that acts as its member.
 */
export async function sessionStanding(db: Kysely<Database>, sessionId: number, now: Date): Promise<SessionStanding> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.revoked_at',
      'sessions.expires_at',
      'users.suspended_at',
      'users.erased_at',
      'users.deletion_requested_at',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row ? standingOf(row, now) : 'ended';
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member but one (after a password change: the one that made it). */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, keepSessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member (after a password reset). */
export async function revokeAllSessions(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
