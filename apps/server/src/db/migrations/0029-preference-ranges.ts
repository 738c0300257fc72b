import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import type { EngineMigration } from './helpers.js';
import { SOURCES } from './0014-search-change-triggers.js';
import { widenUpdateTrigger } from './0015-biodata.js';
import { watchedNow } from './0024-last-active-in-search.js';

/** The specification's age bands and the range each means ('no_preference': none). */
const AGE_BANDS: [string, number | null, number | null][] = [
  ['no_preference', null, null],
  ['18 to 25', 18, 25],
  ['25 to 30', 25, 30],
  ['30 to 35', 30, 35],
  ['35 to 40', 35, 40],
  ['40 to 45', 40, 45],
  ['45 to 50', 45, 50],
  ['50 to 55', 50, 55],
];

/** The specification's income bands and the floor each gives (its lower end; none for the lowest). */
const INCOME_BANDS: [string, number | null][] = [
  ['no_preference', null],
  ['Less than 20,000', null],
  ['20,000-30,000', 20_000],
  ['30,000-40,000', 30_000],
  ['40,000-50,000', 40_000],
  ['50,000-75,000', 50_000],
  ['75,000-1,00,000', 75_000],
  ['1,00,000-1,50,000', 100_000],
  ['1,50,000-2,00,000', 150_000],
  ['More than 2,00,000', 200_000],
];

/** The columns a search trigger watches now, with these added (each once; those of earlier migrations kept). */
async function widenWatch(db: Kysely<any>, engine: Engine, table: string, added: string[]): Promise<void> {
  const original = SOURCES.find((s) => s.table === table)!.columns!;
  const since = (await watchedNow(db, engine, table)).filter((c) => !original.includes(c));
  await widenUpdateTrigger(
    db,
    engine,
    table,
    [...since, ...added].filter((c, i, all) => all.indexOf(c) === i),
  );
}

/**
 * Partner preferences as ranges and lists (docs/decisions/0066).
 *
 * - `age_min`, `age_max`: the age range in years, from the old band ('25 to 30' → 25, 30); the
 *   band column is then cleared, so a row has one truth. 'no_preference' leaves both null.
 * - `caste` keeps its column: one caste is a list of one, and several are joined by commas.
 * - `stars`: 'no_preference', or stars and 'compatible' joined by commas.
 * - `income_floor`: rupees a month, the lower end of the old band ('20,000-30,000' → 20000;
 *   'Less than 20,000' and 'no_preference' have none); the band column is cleared.
 * - Search hears of the new columns, and of a member's salary, which the floor is held against.
 *
 * Each band is one update, the same statement on both engines. The bands are written out here,
 * as they were when this ran, so that a later change of the option lists changes no migration.
 */
export const preferenceRanges: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await db.schema.alterTable('partner_preferences').addColumn('age_min', 'integer').execute();
    await db.schema.alterTable('partner_preferences').addColumn('age_max', 'integer').execute();
    await db.schema.alterTable('partner_preferences').addColumn('stars', 'text').execute();
    await db.schema.alterTable('partner_preferences').addColumn('income_floor', 'integer').execute();

    for (const [band, min, max] of AGE_BANDS) {
      await db
        .updateTable('partner_preferences')
        .set({ age_min: min, age_max: max, age: null })
        .where('age', '=', band)
        .execute();
    }
    for (const [band, floor] of INCOME_BANDS) {
      await db
        .updateTable('partner_preferences')
        .set({ income_floor: floor, monthly_income: null })
        .where('monthly_income', '=', band)
        .execute();
    }

    // The old income band too: Matches still read it where a row has no floor (an older server's write).
    await widenWatch(db, engine, 'partner_preferences', ['age_min', 'age_max', 'stars', 'income_floor', 'monthly_income']);
    await widenWatch(db, engine, 'user_details', ['salary']);
  },
};
