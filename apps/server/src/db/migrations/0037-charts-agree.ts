import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';
import { SOURCES, statements, type Source } from './0014-search-change-triggers.js';
import { widenUpdateTrigger } from './0015-biodata.js';
import { watchedNow } from './0024-last-active-in-search.js';

/** The birth details' search trigger: a chart's agreement values saved, changed or removed. */
export const BIRTH_DETAILS_SOURCE: Source = {
  table: 'birth_details',
  members: ['user_id'],
  rows: ['insert', 'delete'],
  columns: ['chart_chevvai', 'chart_papa'],
};

/**
 * What Matches' "charts agree" needs of a member's chart (docs/decisions/0079), kept beside the
 * birth details that give it: whether the chart has chevvai dosham (1 or 0) and its papa samyam
 * total. Both are null without a birth time (no chart), so a missing chart never disagrees. They
 * are worked out by the chart engine, which a migration does not import: the server fills the
 * rows that have a birth time but no values yet at start (`fillChartAgreement`), so this one
 * only adds the columns.
 *
 * Search hears of them from the birth details' own trigger (insertions and deletions too: the
 * row is removed with the birth place), and of the horoscope switch from the users table's, since
 * a member who hides their horoscope takes no part in "charts agree".
 */
export const chartsAgree: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    // SQLite's REAL is already a double; PostgreSQL's `real` would keep only six digits.
    const total = engine === 'postgres' ? 'double precision' : 'real';
    await db.schema.alterTable('birth_details').addColumn('chart_chevvai', 'integer').execute();
    await db.schema.alterTable('birth_details').addColumn('chart_papa', total).execute();
    // Start-up's fill looks for rows with a time and no values: few, once filled.
    await sql`create index birth_details_chart_unfilled_idx on birth_details (user_id)
      where birth_time is not null and chart_chevvai is null`.execute(db);
    for (const statement of statements(BIRTH_DETAILS_SOURCE, engine)) await sql.raw(statement).execute(db);
    const original = SOURCES.find((s) => s.table === 'users')!.columns!;
    const since = (await watchedNow(db, engine, 'users')).filter((c) => !original.includes(c));
    await widenUpdateTrigger(
      db,
      engine,
      'users',
      [...since, 'horoscope_visibility'].filter((c, i, all) => all.indexOf(c) === i),
    );
  },
};
