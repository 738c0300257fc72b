import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function insertPasswordReset(
  db: Kysely<Database>,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
}

/**
 * Uses a reset link: atomically marks it used if it is unused and unexpired, and returns its
 * member's id; undefined for a bad, used or expired link. Other open links of the member are
 * retired with it.
 */
export async function usePasswordReset(db: Kysely<Database>, tokenHash: string, now: Date): Promise<number | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', row.user_id)
    .where('used_at', 'is', null)
    .execute();
  return row.user_id;
}

/** A reset link for a co-manager's login (docs/decisions/0076-manager-login-resets.md). */
export async function insertManagerPasswordReset(
  db: Kysely<Database>,
  managerId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('manager_password_resets')
    .values({ manager_id: managerId, token_hash: tokenHash, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
}

/**
 * usePasswordReset for a login's link: marks it used if it is unused and unexpired, retires the
 * login's other open links, and returns the login's id; undefined for a bad, used or expired link.
 * A member's link is never found here, nor a login's by usePasswordReset.
 */
export async function useManagerPasswordReset(db: Kysely<Database>, tokenHash: string, now: Date): Promise<number | undefined> {
  const row = await db
    .updateTable('manager_password_resets')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('manager_id')
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable('manager_password_resets')
    .set({ used_at: now.toISOString() })
    .where('manager_id', '=', row.manager_id)
    .where('used_at', 'is', null)
    .execute();
  return row.manager_id;
}
