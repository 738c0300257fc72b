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
