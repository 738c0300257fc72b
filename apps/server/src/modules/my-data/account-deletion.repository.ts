import type { Kysely } from 'kysely';
import type { DeletionReason } from '@inai/shared';
import type { Database } from '../../db/schema.js';

/** Marks the member's account for deletion at `now`, unless it already is (the first date holds). */
export async function markForDeletion(
  db: Kysely<Database>,
  userId: number,
  reason: DeletionReason | null,
  now: Date,
): Promise<string | null> {
  await db
    .updateTable('users')
    .set({ deletion_requested_at: now.toISOString(), deletion_reason: reason, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .where('deletion_requested_at', 'is', null)
    .where('erased_at', 'is', null)
    .execute();
  const row = await db.selectFrom('users').select('deletion_requested_at').where('id', '=', userId).executeTakeFirst();
  return row?.deletion_requested_at ?? null;
}

/** Hides the member's profile (from search, Matches and today's matches) or shows it again. */
export async function setProfileHidden(db: Kysely<Database>, userId: number, hidden: boolean, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ profile_hidden_at: hidden ? now.toISOString() : null, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Cancels a pending deletion; true when one was pending (and the account not yet erased). */
export async function clearDeletion(db: Kysely<Database>, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ deletion_requested_at: null, deletion_reason: null, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .where('deletion_requested_at', 'is not', null)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Members whose grace period ended before `dueBefore` and who are not erased yet, oldest first. */
export async function membersDueForErasure(db: Kysely<Database>, dueBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('deletion_requested_at', '<=', dueBefore.toISOString())
    .where('erased_at', 'is', null)
    .orderBy('deletion_requested_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** What law makes us keep of an erased member, and why (recorded in the audit log). */
export interface KeptRecords {
  paymentOrders: number;
  memberPlans: number;
  reportsFiled: number;
  reportsAbout: number;
}

/**
 * Erases a member whose grace period ended before `dueBefore`, in one transaction: the users row
 * is claimed first (anonymised, `erased_at` set) under the condition that the deletion is still
 * pending and due, so a member who logged in meanwhile, or another instance that got there
 * first, leaves it alone (undefined). Then every row that is the member's goes; what law keeps
 * (payment orders, plans, reports) stays, pointing at the anonymised row. Returns the storage
 * keys of the member's photos and horoscopes, whose files the caller removes after the commit.
 */
export async function eraseMember(
  db: Kysely<Database>,
  userId: number,
  dueBefore: Date,
  now: Date,
  audit: (kept: KeptRecords) => { reason: string; details: string },
): Promise<{ storageKeys: string[]; idFileKeys: string[]; kept: KeptRecords } | undefined> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('users')
      .set({
        name: 'Deleted member',
        // Unique non-addresses (the .invalid domain can never receive mail), so the same person may register again.
        email: `erased-${userId}@erased.invalid`,
        phone: `erased-${userId}`,
        phone_verified_at: null,
        // Not an argon2 hash: no password can ever match it.
        password_hash: '!erased',
        is_verified: 0,
        locale: null,
        notify_interest_received: 0,
        notify_interest_accepted: 0,
        notify_chat_message: 0,
        notify_daily_picks: 0,
        chat_mail_at: null,
        interest_mail_at: null,
        saved_search_mail_on: null,
        profile_created_by: null,
        suspension_reason: null,
        signup_ip: null,
        signup_ip_until: null,
        last_active_at: null,
        inactive_mail_at: null,
        erased_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', userId)
      .where('deletion_requested_at', '<=', dueBefore.toISOString())
      .where('erased_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return undefined;

    const images = await trx.selectFrom('user_images').select('storage_key').where('user_id', '=', userId).execute();
    const horoscopes = await trx.selectFrom('user_horoscopes').select('storage_key').where('user_id', '=', userId).execute();
    // ID submissions (the document type and decision) and any file still waiting.
    const idFiles = await trx
      .selectFrom('id_verifications')
      .select('storage_key')
      .where('user_id', '=', userId)
      .where('storage_key', 'is not', null)
      .execute();
    await trx.deleteFrom('id_verifications').where('user_id', '=', userId).execute();

    // Tax invoices stay (CGST Act s.36), without the name: below ₹50,000 an unregistered buyer's
    // name is no required particular of a tax invoice (CGST Rules, rule 46(f)), and we promise
    // that payment records stay without it.
    await trx
      .updateTable('tax_invoices')
      .set({ buyer_name: 'Deleted member' })
      .where('payment_id', 'in', trx.selectFrom('payment_orders').select('id').where('user_id', '=', userId))
      .execute();
    await trx.deleteFrom('user_details').where('user_id', '=', userId).execute();
    await trx.deleteFrom('birth_details').where('user_id', '=', userId).execute();
    await trx.deleteFrom('partner_preferences').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_images').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_horoscopes').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('interests')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('partner_id', '=', userId)]))
      .execute();
    await trx
      .deleteFrom('shortlists')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('profile_id', '=', userId)]))
      .execute();
    // Their saved searches (what those found goes with them), and their place in others' searches.
    await trx.deleteFrom('saved_searches').where('user_id', '=', userId).execute();
    await trx.deleteFrom('saved_search_seen').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('daily_picks')
      .where((eb) => eb.or([eb('member_id', '=', userId), eb('profile_id', '=', userId)]))
      .execute();
    await trx
      .deleteFrom('blocks')
      .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
      .execute();
    // Their messages and read marks go with the conversations (on delete cascade).
    await trx
      .deleteFrom('conversations')
      .where((eb) => eb.or([eb('member_a', '=', userId), eb('member_b', '=', userId)]))
      .execute();
    await trx
      .deleteFrom('profile_views')
      .where((eb) => eb.or([eb('viewer_id', '=', userId), eb('viewed_id', '=', userId)]))
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    // The family's links and invitations name the profile; the co-managers' own logins stay theirs
    // (docs/decisions/0073-family-co-managers.md).
    await trx.deleteFrom('family_managers').where('profile_id', '=', userId).execute();
    await trx.deleteFrom('family_invitations').where('profile_id', '=', userId).execute();
    await trx.deleteFrom('family_activity').where('profile_id', '=', userId).execute();
    await trx.deleteFrom('family_handovers').where('profile_id', '=', userId).execute();
    await trx.deleteFrom('family_takeover_asks').where('profile_id', '=', userId).execute();
    await trx.deleteFrom('otp_codes').where('user_id', '=', userId).execute();
    // Texted codes name the numbers they were sent to, the old and the tried ones too.
    await trx.deleteFrom('mobile_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('email_step_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sign_in_alerts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();

    const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
    const kept: KeptRecords = {
      paymentOrders: await count(
        trx
          .selectFrom('payment_orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
      memberPlans: await count(
        trx
          .selectFrom('member_plans')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
      reportsFiled: await count(
        trx
          .selectFrom('reports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('reporter_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
      reportsAbout: await count(
        trx
          .selectFrom('reports')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('reported_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
    };
    const record = audit(kept);
    await trx
      .insertInto('audit_log')
      .values({
        actor_id: null,
        action: 'account_erased',
        target_user_id: userId,
        target_ref: null,
        reason: record.reason,
        details: record.details,
        created_at: now.toISOString(),
      })
      .execute();
    return {
      storageKeys: [...images, ...horoscopes].map((r) => r.storage_key),
      idFileKeys: idFiles.map((r) => r.storage_key!),
      kept,
    };
  });
}
