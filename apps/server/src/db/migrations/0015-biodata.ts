import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';
import { SOURCES, statements, type Source } from './0014-search-change-triggers.js';

/**
 * The Tamil biodata (docs/design.md, "The Tamil biodata"): family, community, lifestyle and residence on the profile,
 * and the matching partner preferences. Every column is optional (null when not said).
 */
const DETAILS_TEXT = [
  'fathers_occupation',
  'mothers_occupation',
  'family_type',
  'family_status',
  'family_values',
  'native_place',
  'family_deity',
  'kulam',
  'diet',
  'smoking',
  'drinking',
  'physical_status',
  'physical_status_note',
  'education_level',
  'residence_country',
  'residency_status',
];
const DETAILS_COUNTS = ['brothers', 'brothers_married', 'sisters', 'sisters_married'];
const PREFERENCES = ['diet', 'smoking', 'drinking', 'physical_status', 'family_values', 'residence', 'education_level'];

/** The columns search and Matches now read besides the earlier ones: their updates must be recorded. */
export const SEARCHED_DETAILS = [
  'diet',
  'smoking',
  'drinking',
  'physical_status',
  'family_values',
  'education_level',
  'residence_country',
];

/** The update trigger of a search source, re-made with more columns (the triggers name them). */
export async function widenUpdateTrigger(db: Kysely<any>, engine: Engine, table: string, more: string[]): Promise<void> {
  const before = SOURCES.find((s) => s.table === table);
  if (!before?.columns) throw new Error(`no search trigger source for ${table}`);
  const name = `search_change_${table}_update`;
  if (engine === 'sqlite') await sql.raw(`drop trigger ${name}`).execute(db);
  else {
    await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
    await sql.raw(`drop function ${name}()`).execute(db);
  }
  const widened: Source = { table, members: before.members, columns: [...before.columns, ...more] };
  for (const statement of statements(widened, engine)) await sql.raw(statement).execute(db);
}

export const biodata: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    for (const column of DETAILS_TEXT) await db.schema.alterTable('user_details').addColumn(column, 'text').execute();
    for (const column of DETAILS_COUNTS) await db.schema.alterTable('user_details').addColumn(column, 'integer').execute();
    for (const column of PREFERENCES) await db.schema.alterTable('partner_preferences').addColumn(column, 'text').execute();
    await widenUpdateTrigger(db, engine, 'user_details', SEARCHED_DETAILS);
    await widenUpdateTrigger(db, engine, 'partner_preferences', PREFERENCES);
  },
};
