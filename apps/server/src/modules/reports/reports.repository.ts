import type { Insertable, Kysely } from 'kysely';
import type { Engine } from '../../db/engine.js';
import { couldBeRowId } from '../../db/row-id.js';
import type { Database, ReportTable } from '../../db/schema.js';

export type NewReport = Omit<Insertable<ReportTable>, 'id' | 'status' | 'outcome_note' | 'decided_by' | 'decided_at'>;

/** A window of the per-member report limit: at most `max` reports in `windowMs`. */
export interface ReportWindow {
  name: 'hour' | 'day';
  max: number;
  windowMs: number;
}

/** Why a report was not stored: an open report on the same member, or a limit reached. */
export type FileRefusal = { refused: 'open'; reference: string } | { refused: ReportWindow['name']; retryAt: Date };

/**
 * Stores a member's report unless they already have an open one about the same member or have
 * reached a window's limit. The reporter's row is locked first (PostgreSQL; SQLite runs one
 * write transaction at a time), so two reports sent at once cannot both slip past the checks.
 */
export async function fileReport(
  db: Kysely<Database>,
  engine: Engine,
  report: NewReport & { reporter_id: number; reported_id: number },
  windows: readonly ReportWindow[],
  now: Date,
): Promise<{ id: number } | FileRefusal> {
  return db.transaction().execute(async (trx) => {
    const lock = trx.selectFrom('users').select('id').where('id', '=', report.reporter_id);
    await (engine === 'postgres' ? lock.forUpdate() : lock).executeTakeFirst();
    const open = await trx
      .selectFrom('reports')
      .select('reference')
      .where('reporter_id', '=', report.reporter_id)
      .where('reported_id', '=', report.reported_id)
      .where('kind', '=', 'report')
      .where('status', '=', 'open')
      .orderBy('id')
      .executeTakeFirst();
    if (open) return { refused: 'open', reference: open.reference };
    for (const window of windows) {
      const since = new Date(now.getTime() - window.windowMs).toISOString();
      const row = await trx
        .selectFrom('reports')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('reporter_id', '=', report.reporter_id)
        .where('kind', '=', 'report')
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= window.max && row.oldest) {
        return { refused: window.name, retryAt: new Date(new Date(String(row.oldest)).getTime() + window.windowMs) };
      }
    }
    const inserted = await trx.insertInto('reports').values(report).returning('id').executeTakeFirstOrThrow();
    return { id: inserted.id };
  });
}

/** Stores a grievance (no limit here: the route limits grievances per address). */
export async function insertGrievance(db: Kysely<Database>, grievance: NewReport): Promise<number> {
  const row = await db.insertInto('reports').values(grievance).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A member's own reports and grievances, newest first, with the reported member's name while
 * that member is still there (an erased member's row keeps no name).
 */
export function listOwnReports(db: Kysely<Database>, reporterId: number, limit = 200) {
  return db
    .selectFrom('reports as r')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'r.reported_id').on('u.erased_at', 'is', null))
    .select([
      'r.reference',
      'r.kind',
      'r.reason',
      'u.name as reported_name',
      'r.status',
      'r.outcome_note',
      'r.created_at',
      'r.decided_at',
    ])
    .where('r.reporter_id', '=', reporterId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export type OwnReportRow = Awaited<ReturnType<typeof listOwnReports>>[number];

/** A member who can be reported: one that exists and has not been erased. */
export async function reportableMember(db: Kysely<Database>, id: number): Promise<{ id: number; name: string } | undefined> {
  if (!couldBeRowId(id)) return undefined;
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', id).where('erased_at', 'is', null).executeTakeFirst();
}

/** A report or grievance by its reference (tests and housekeeping). */
export function findReportByReference(db: Kysely<Database>, reference: string) {
  return db.selectFrom('reports').selectAll().where('reference', '=', reference).executeTakeFirst();
}
