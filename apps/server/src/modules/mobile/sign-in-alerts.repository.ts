import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What a sign-in alert tells of: a sign-in, or a new password, by texted code. */
export type SignInAlertKind = 'sign_in' | 'reset';

/**
 * Records an alert whose "Not you?" link works until `expiresAt`, and drops the member's alerts
 * whose links no longer work (the table keeps a week of them at most). Its id, for the link.
 */
export async function insertSignInAlert(
  db: Kysely<Database>,
  userId: number,
  kind: SignInAlertKind,
  now: Date,
  expiresAt: Date,
): Promise<number> {
  await db.deleteFrom('sign_in_alerts').where('user_id', '=', userId).where('expires_at', '<=', now.toISOString()).execute();
  const row = await db
    .insertInto('sign_in_alerts')
    .values({ user_id: userId, kind, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Uses an alert's link, once: `used` for the one request that does it, with the alert's member;
 * `spent` when it was used before; `missing` when there is no such alert (or it has gone).
 */
export async function useSignInAlert(
  db: Kysely<Database>,
  alertId: number,
  now: Date,
): Promise<{ outcome: 'used'; userId: number } | { outcome: 'spent' } | { outcome: 'missing' }> {
  const used = await db
    .updateTable('sign_in_alerts')
    .set({ used_at: now.toISOString() })
    .where('id', '=', alertId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  if (used) return { outcome: 'used', userId: used.user_id };
  const seen = await db.selectFrom('sign_in_alerts').select('used_at').where('id', '=', alertId).executeTakeFirst();
  return seen?.used_at ? { outcome: 'spent' } : { outcome: 'missing' };
}
