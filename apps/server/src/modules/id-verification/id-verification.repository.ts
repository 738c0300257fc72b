import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertAudit, type NewAuditEntry } from '../operators/audit.repository.js';
import { containsPattern, lowerLike } from '../../db/like.js';

/** ID verification (docs/decisions/0023): every query of the id_verifications table. */

export function findSubmission(db: Kysely<Database>, id: number) {
  return db.selectFrom('id_verifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member's latest submission (the state the page shows). */
export function latestSubmission(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('id_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function hasPending(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('id_verifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewSubmission {
  user_id: number;
  document_type: string;
  storage_key: string;
  mime_type: string;
  created_at: string;
}

/**
 * Stores a submission unless one is already pending for the member: the check and the insert
 * in one transaction, so two uploads at once cannot both wait in the queue. False when refused.
 */
export async function insertSubmission(db: Kysely<Database>, row: NewSubmission): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Taking the member's row first serialises two uploads of the same member on PostgreSQL.
    await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', row.user_id)
      .execute();
    if (await hasPending(trx, row.user_id)) return false;
    await trx
      .insertInto('id_verifications')
      .values({ ...row, status: 'pending' })
      .execute();
    return true;
  });
}

/** The console's list: pending oldest first (a queue); decided ones newest decision first. */
export async function listSubmissions(
  db: Kysely<Database>,
  status: string,
  q: string | undefined,
  offset: number,
  limit: number,
) {
  let base = db.selectFrom('id_verifications as v').innerJoin('users as u', 'u.id', 'v.user_id').where('v.status', '=', status);
  if (q) {
    const pattern = containsPattern(q);
    base = base.where((eb) => eb.or([lowerLike('u.name', pattern), lowerLike('u.email', pattern)]));
  }
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  let query = base
    .leftJoin('user_images as i', (join) => join.onRef('i.user_id', '=', 'u.id').on('i.is_profile_picture', '=', 1))
    .leftJoin('users as op', 'op.id', 'v.decided_by')
    .select([
      'v.id',
      'v.status',
      'v.document_type',
      'v.mime_type',
      'v.storage_key',
      'v.created_at',
      'v.decided_at',
      'v.decision_reason',
      'op.name as decided_by_name',
      'u.id as user_id',
      'u.name',
      'u.id_verified_at',
      'i.id as avatar_id',
    ]);
  query =
    status === 'pending'
      ? query.orderBy('v.created_at', 'asc').orderBy('v.id', 'asc')
      : query.orderBy('v.decided_at', 'desc').orderBy('v.id', 'desc');
  const rows = await query.offset(offset).limit(limit).execute();
  return { total: Number(total.n), rows };
}
export type AdminIdRow = Awaited<ReturnType<typeof listSubmissions>>['rows'][number];

/**
 * Records a decision on a pending submission, with the badge (on approval) and the audit entry
 * in the same transaction. Undefined when it was no longer pending (decided meanwhile).
 */
export async function recordDecision(
  db: Kysely<Database>,
  decision: { id: number; userId: number; approve: boolean; reason: string; operatorId: number },
  audit: NewAuditEntry,
  now: Date,
): Promise<{ storageKey: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('id_verifications')
      .select('storage_key')
      .where('id', '=', decision.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const updated = await trx
      .updateTable('id_verifications')
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        decision_reason: decision.reason,
        decided_by: decision.operatorId,
        decided_at: now.toISOString(),
        storage_key: null,
      })
      .where('id', '=', decision.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!row || Number(updated.numUpdatedRows) === 0) return undefined;
    if (decision.approve)
      await trx.updateTable('users').set({ id_verified_at: now.toISOString() }).where('id', '=', decision.userId).execute();
    await insertAudit(trx, audit, now);
    return { storageKey: row.storage_key };
  });
}
