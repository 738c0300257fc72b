import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type ProcessRole = 'web' | 'worker';

export interface ProcessRecord {
  id: string;
  role: ProcessRole;
  host: string;
  pid: number;
}

/** Writes the process's row at start, or its beat when the row is there (a beat after the row was deleted writes it again). */
export async function beat(db: Kysely<Database>, process: ProcessRecord, now: Date, startedAt: Date): Promise<void> {
  const beatAt = now.toISOString();
  const updated = await db.updateTable('processes').set({ beat_at: beatAt }).where('id', '=', process.id).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('processes')
    .values({ ...process, started_at: startedAt.toISOString(), beat_at: beatAt, stopping_at: null })
    .onConflict((oc) => oc.column('id').doUpdateSet({ beat_at: beatAt }))
    .execute();
}

/** Marks the process as stopping: it finishes the work in hand and takes no more. */
export async function markStopping(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db.updateTable('processes').set({ stopping_at: now.toISOString() }).where('id', '=', id).execute();
}

/** Deletes the rows of processes silent since `before` (stopped or killed long ago). How many went. */
export async function deleteSilentProcesses(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('processes').where('beat_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The workers that beat since `since` and are not stopping: how many, and the oldest beat among them. */
export async function aliveWorkers(db: Kysely<Database>, since: Date): Promise<{ alive: number; oldestBeat: string | null }> {
  const row = await db
    .selectFrom('processes')
    .select((eb) => [eb.fn.countAll<number | string>().as('alive'), eb.fn.min('beat_at').as('oldest')])
    .where('role', '=', 'worker')
    .where('beat_at', '>=', since.toISOString())
    .where('stopping_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { alive: Number(row.alive), oldestBeat: (row.oldest as string | null) ?? null };
}

/** One process's row, for the tests and the operator's look. */
export async function processRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('processes').selectAll().where('id', '=', id).executeTakeFirst();
}
