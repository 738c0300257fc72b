import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Everything that is the member's own, for the data download (DPDP Act 2023 s.11). Of other
 * members only what identifies them on our site (id and name): never their contact details or
 * profile.
 */
export async function readOwnData(db: Kysely<Database>, userId: number) {
  const account = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'phone',
      // When the number was verified, and last proven by a texted code (docs/decisions/0055).
      'phone_verified_at',
      'phone_proven_at',
      'locale',
      'is_verified',
      'profile_created_by',
      'mobile_number_visibility',
      'photos_visibility',
      'horoscope_visibility',
      'address_visibility',
      'notify_interest_received',
      'notify_interest_accepted',
      'notify_chat_message',
      'last_active_at',
      'hide_last_active',
      'notify_daily_picks',
      'daily_picks_compatible',
      'signup_ip',
      'signup_ip_until',
      'suspended_at',
      'suspension_reason',
      'deletion_requested_at',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account) return undefined;
  const [details, birth, preferences, photos, horoscopes] = await Promise.all([
    db.selectFrom('user_details').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('birth_details').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('partner_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('user_images')
      .select(['id', 'storage_key', 'file_name', 'width', 'height', 'is_profile_picture', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('user_horoscopes')
      .select(['id', 'storage_key', 'file_name', 'width', 'height', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  const [sent, received, shortlist, blocks] = await Promise.all([
    db
      .selectFrom('interests as i')
      .innerJoin('users as u', 'u.id', 'i.partner_id')
      .select([
        'i.id',
        'i.partner_id as to_user_id',
        'u.name as to_name',
        'i.status',
        'i.requested_on',
        'i.updated_on',
        'u.hide_last_active as other_hides',
        'i.sent_by_relation',
      ])
      .where('i.user_id', '=', userId)
      .orderBy('i.id')
      .execute(),
    db
      .selectFrom('interests as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select([
        'i.id',
        'i.user_id as from_user_id',
        'u.name as from_name',
        'i.status',
        'i.requested_on',
        'i.updated_on',
        'u.hide_last_active as other_hides',
        'i.answered_by_relation',
      ])
      .where('i.partner_id', '=', userId)
      .orderBy('i.id')
      .execute(),
    db
      .selectFrom('shortlists as s')
      .innerJoin('users as u', 'u.id', 's.profile_id')
      .select(['s.profile_id as user_id', 'u.name', 's.created_at'])
      .where('s.user_id', '=', userId)
      .orderBy('s.created_at')
      .execute(),
    db
      .selectFrom('blocks as b')
      .innerJoin('users as u', 'u.id', 'b.blocked_id')
      .select(['b.blocked_id as user_id', 'u.name', 'b.blocked_at'])
      .where('b.blocker_id', '=', userId)
      .orderBy('b.id')
      .execute(),
  ]);
  const [plans, payments, messages, reports, views, idChecks] = await Promise.all([
    db
      .selectFrom('member_plans')
      .select(['id', 'plan_id', 'plan_price', 'status', 'starts_at', 'expires_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payment_orders')
      .select([
        'order_id',
        'reference',
        'plan_id',
        'amount',
        'method',
        'provider',
        'status',
        'payment_mode',
        'transaction_id',
        'created_at',
        'completed_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    // Only what the member wrote: the other side's messages are theirs.
    db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.id', 'm.conversation_id', 'c.member_a', 'c.member_b', 'm.text', 'm.sent_at', 'm.sent_by_relation'])
      .where('m.sender_id', '=', userId)
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('reports')
      .select(['reference', 'kind', 'reason', 'note', 'reported_id', 'status', 'outcome_note', 'created_at', 'decided_at'])
      .where('reporter_id', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('profile_views')
      .select(['viewed_id as user_id', 'month', 'viewed_at'])
      .where('viewer_id', '=', userId)
      .orderBy('viewed_at')
      .execute(),
    // The ID submissions: type, status and dates, never the file or its key.
    db
      .selectFrom('id_verifications')
      .select(['document_type', 'status', 'created_at as submitted_at', 'decided_at', 'decision_reason'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
  ]);
  const others = [...new Set(messages.map((m) => (m.member_a === userId ? m.member_b : m.member_a)))];
  const names = new Map(
    others.length
      ? (await db.selectFrom('users').select(['id', 'name']).where('id', 'in', others).execute()).map((u) => [u.id, u.name])
      : [],
  );
  const written = messages.map((m) => {
    const to = m.member_a === userId ? m.member_b : m.member_a;
    return {
      id: m.id,
      conversation_id: m.conversation_id,
      to_user_id: to,
      to_name: names.get(to) ?? null,
      text: m.text,
      sent_at: m.sent_at,
      sent_by_relation: m.sent_by_relation,
    };
  });
  return {
    account,
    details,
    birth,
    preferences,
    photos,
    horoscopes,
    sent,
    received,
    shortlist,
    blocks,
    plans,
    payments,
    messages: written,
    reports,
    views,
    idChecks,
  };
}
