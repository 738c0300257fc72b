import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsPattern, lowerLike } from '../../db/like.js';

export interface QueueFilter {
  /** A REPORT_STATUSES value, or undefined for every status. */
  status: string | undefined;
  kind: 'report' | 'grievance' | undefined;
  q: string | undefined;
  offset: number;
  limit: number;
}

function queueQuery(db: Kysely<Database>, filter: QueueFilter) {
  let query = db
    .selectFrom('reports as r')
    .leftJoin('users as reported', 'reported.id', 'r.reported_id')
    .leftJoin('users as reporter', 'reporter.id', 'r.reporter_id');
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.kind) query = query.where('r.kind', '=', filter.kind);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        lowerLike('r.reference', pattern),
        lowerLike('reported.name', pattern),
        lowerLike('reported.email', pattern),
        lowerLike('reporter.name', pattern),
        lowerLike('reporter.email', pattern),
        lowerLike('r.contact_name', pattern),
        lowerLike('r.contact_email', pattern),
      ]),
    );
  }
  return query;
}

/**
 * One page of reports and grievances, oldest first, with the reported member (and their profile
 * picture), the reporter and the reporter's history: how many they filed, how many were dismissed.
 */
export async function listQueue(db: Kysely<Database>, filter: QueueFilter) {
  const [rows, count] = await Promise.all([
    queueQuery(db, filter)
      .leftJoin('users as decider', 'decider.id', 'r.decided_by')
      .leftJoin('user_images as avatar', (join) =>
        join.onRef('avatar.user_id', '=', 'r.reported_id').on('avatar.is_profile_picture', '=', 1),
      )
      .select((eb) => [
        'r.id',
        'r.reference',
        'r.kind',
        'r.status',
        'r.reason',
        'r.note',
        'r.evidence_key',
        'r.contact_name',
        'r.contact_email',
        'r.outcome_note',
        'r.decided_at',
        'r.created_at',
        'r.reported_id',
        'reported.name as reported_name',
        'reported.suspended_at as reported_suspended_at',
        'avatar.id as reported_avatar_id',
        'r.reporter_id',
        'reporter.name as reporter_name',
        'reporter.email as reporter_email',
        'decider.name as decider_name',
        eb
          .selectFrom('reports as h')
          .select((h) => h.fn.countAll<number | string>().as('n'))
          .whereRef('h.reporter_id', '=', 'r.reporter_id')
          .as('reports_filed'),
        eb
          .selectFrom('reports as h')
          .select((h) => h.fn.countAll<number | string>().as('n'))
          .whereRef('h.reporter_id', '=', 'r.reporter_id')
          .where('h.status', '=', 'dismissed')
          .as('reports_dismissed'),
      ])
      .orderBy('r.created_at', 'asc')
      .orderBy('r.id', 'asc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    queueQuery(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type QueueRow = Awaited<ReturnType<typeof listQueue>>['rows'][number];

export function findReport(db: Kysely<Database>, id: number) {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Decides an open report; false when it was decided already (by another operator, meanwhile). */
export async function decideReport(
  db: Kysely<Database>,
  id: number,
  decision: { status: string; outcomeNote: string | null; decidedBy: number },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set({
      status: decision.status,
      outcome_note: decision.outcomeNote,
      decided_by: decision.decidedBy,
      decided_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Suspends a member (true) or reinstates one (false); false when they already were so. */
export async function setSuspension(
  db: Kysely<Database>,
  userId: number,
  suspension: { reason: string } | null,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      suspended_at: suspension ? now.toISOString() : null,
      suspension_reason: suspension?.reason ?? null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .where('suspended_at', suspension ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setRole(db: Kysely<Database>, userId: number, role: 'member' | 'operator', now: Date): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: now.toISOString() }).where('id', '=', userId).execute();
}

/** Members whose id, name, e-mail or phone matches, newest first, with the reports against them. */
export function searchMembers(db: Kysely<Database>, q: string, limit: number) {
  const pattern = containsPattern(q);
  const id = /^\d{1,9}$/.test(q) ? Number(q) : undefined;
  // A number typed as it is written ('+44 7911 123456', '+91 98400 11111') finds the stored one
  // (E.164, or an Indian number's ten digits) by its last ten digits.
  const digits = q.replace(/[\s()+.-]/g, '');
  const phoneDigits = /^\d{7,}$/.test(digits) && digits !== q ? containsPattern(digits.slice(-10)) : undefined;
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.name',
      'u.email',
      'u.phone',
      'u.is_verified',
      'u.role',
      'u.suspended_at',
      'u.suspension_reason',
      'u.created_at',
      eb
        .selectFrom('reports as r')
        .select((r) => r.fn.countAll<number | string>().as('n'))
        .whereRef('r.reported_id', '=', 'u.id')
        .where('r.kind', '=', 'report')
        .as('report_count'),
    ])
    .where('u.erased_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(id !== undefined ? [eb('u.id', '=', id)] : []),
        lowerLike('u.name', pattern),
        lowerLike('u.email', pattern),
        lowerLike('u.phone', pattern),
        ...(phoneDigits ? [lowerLike('u.phone', phoneDigits)] : []),
      ]),
    )
    .orderBy('u.id', 'desc')
    .limit(limit)
    .execute();
}

export type MemberSearchRow = Awaited<ReturnType<typeof searchMembers>>[number];

/** Every operator, oldest account first (the command line's `admin -- list`). */
export function listOperators(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'suspended_at'])
    .where('role', '=', 'operator')
    .where('erased_at', 'is', null)
    .orderBy('id', 'asc')
    .execute();
}
