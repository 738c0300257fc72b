import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Members due the absence mail: verified, with a profile search could show, in good standing,
 * last active before `cutoff` (ISO) and not told since. Read through `users_absence_due_idx`,
 * which holds only members not yet told. Oldest absence first.
 */
export async function membersDueAbsenceMail(db: Kysely<Database>, cutoff: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_details as d', 'd.user_id', 'u.id')
    .select('u.id')
    .where('u.inactive_mail_at', 'is', null)
    .where('u.is_verified', '=', 1)
    .where('u.last_active_at', '<', cutoff)
    .where('u.suspended_at', 'is', null)
    .where('u.deletion_requested_at', 'is', null)
    .where('u.erased_at', 'is', null)
    .where('d.gender', 'in', ['Male', 'Female'])
    .where('d.dob', 'is not', null)
    .orderBy('u.last_active_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims the absence mail of one member: true for the one caller (of any instance) that set
 * `inactive_mail_at`, while the member is still away since before `cutoff` and not yet told.
 */
export async function claimAbsenceMail(db: Kysely<Database>, userId: number, cutoff: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ inactive_mail_at: now.toISOString() })
    .where('id', '=', userId)
    .where('inactive_mail_at', 'is', null)
    .where('last_active_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives a claim back when its mail could not be queued, so a later pass tries again. */
export async function releaseAbsenceMail(db: Kysely<Database>, userId: number, claimedAt: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ inactive_mail_at: null })
    .where('id', '=', userId)
    .where('inactive_mail_at', '=', claimedAt.toISOString())
    .execute();
}
