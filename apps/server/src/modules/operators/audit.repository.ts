import type { Kysely } from 'kysely';
import { containsPattern, lowerLike } from '../../db/like.js';
import type { Database } from '../../db/schema.js';

export interface NewAuditEntry {
  /** The operator; null when the command line acted. */
  actorId: number | null;
  action: string;
  targetUserId?: number | null;
  targetRef?: string | null;
  reason: string;
  details?: Record<string, unknown> | null;
}

export async function insertAudit(db: Kysely<Database>, entry: NewAuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_user_id: entry.targetUserId ?? null,
      target_ref: entry.targetRef ?? null,
      reason: entry.reason,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: now.toISOString(),
    })
    .execute();
}

function auditQuery(db: Kysely<Database>, q: string | undefined) {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as actor', 'actor.id', 'a.actor_id')
    .leftJoin('users as target', 'target.id', 'a.target_user_id');
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        lowerLike('a.action', pattern),
        lowerLike('a.reason', pattern),
        lowerLike('a.target_ref', pattern),
        lowerLike('actor.name', pattern),
        lowerLike('target.name', pattern),
        lowerLike('target.email', pattern),
      ]),
    );
  }
  return query;
}

/** One page of the audit log, newest first, with the names of the actor and of the member acted on. */
export async function listAudit(db: Kysely<Database>, filter: { q?: string; offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    auditQuery(db, filter.q)
      .select([
        'a.id',
        'a.action',
        'a.actor_id',
        'actor.name as actor_name',
        'a.target_user_id',
        'target.name as target_name',
        'a.target_ref',
        'a.reason',
        'a.created_at',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    auditQuery(db, filter.q)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];
