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

/** When the audit log recorded `action` on a member since `since`, oldest first. */
export async function auditTimesOf(
  db: Kysely<Database>,
  entry: { action: string; targetUserId: number; since: Date },
): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('created_at')
    .where('target_user_id', '=', entry.targetUserId)
    .where('action', '=', entry.action)
    .where('created_at', '>', entry.since.toISOString())
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.created_at);
}

/** How a search's details name its list and its term's digest (search-audit.service.ts writes them in this form). */
const detailsHave = (key: 'list' | 'digest', value: string) => `%"${key}":"${value}"%`;

/**
 * Whether the operator made this search (its list and digest) since `since`. The log's time index
 * narrows it to a few minutes of entries.
 */
export async function findRecentSearch(
  db: Kysely<Database>,
  search: { actorId: number; list: string; digest: string; since: Date },
): Promise<boolean> {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('created_at', '>', search.since.toISOString())
    .where('actor_id', '=', search.actorId)
    .where('action', '=', 'member_searched')
    .where('details', 'like', detailsHave('list', search.list))
    .where('details', 'like', detailsHave('digest', search.digest))
    .executeTakeFirst();
  return row !== undefined;
}

/** `digest`: the typed term's digest, so that searches for that very term are found too. */
function auditQuery(db: Kysely<Database>, q: string | undefined, digest: string | undefined) {
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
        ...(digest ? [eb('a.details', 'like', detailsHave('digest', digest))] : []),
      ]),
    );
  }
  return query;
}

/** One page of the audit log, newest first, with the names of the actor and of the member acted on. */
export async function listAudit(db: Kysely<Database>, filter: { q?: string; digest?: string; offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    auditQuery(db, filter.q, filter.digest)
      .select([
        'a.id',
        'a.action',
        'a.actor_id',
        'actor.name as actor_name',
        'a.target_user_id',
        'target.name as target_name',
        'a.target_ref',
        'a.reason',
        'a.details',
        'a.created_at',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    auditQuery(db, filter.q, filter.digest)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];
