// When the benchmarks' members were last active (bench:picks, bench:mornings): the search
// benchmark's base has everyone active at its build; these spread the times over two years.
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../src/db/engine.js';
import type { Database } from '../src/db/schema.js';

const DAY_S = 24 * 60 * 60;
/**
 * When members were last active, as shares of the base: most within the last weeks, a share
 * away more than the 180 days after which they leave the lists and the walk. [share, from, to]
 * in days before the clock.
 */
const ACTIVITY_BANDS: readonly (readonly [number, number, number])[] = [
  [0.3, 0, 1],
  [0.25, 1, 7],
  [0.2, 7, 30],
  [0.12, 30, 180],
  [0.13, 180, 730],
];

/**
 * Spreads `last_active_at` over ACTIVITY_BANDS in one statement: two fractions drawn from each
 * id (Weyl sequences of the golden ratio and √2, evenly spread and independent of the gender,
 * which the base drew at random) choose the band and the moment in it; every time ends at least
 * a minute before the clock, which is itself in the past (a time after the activity order's read
 * would count as a change at every choice).
 */
export async function spreadActivity(db: Kysely<Database>, engine: Engine, clock: Date): Promise<void> {
  const frac = (k: number) =>
    engine === 'postgres' ? `(id::float8 * ${k} - floor(id::float8 * ${k}))` : `(id * ${k} - cast(id * ${k} as integer))`;
  const band = frac(0.6180339887498949);
  const within = frac(0.41421356237309515);
  let upTo = 0;
  const cases = ACTIVITY_BANDS.map(([share, from, to]) => {
    upTo += share;
    return `when ${band} < ${upTo.toFixed(4)} then ${from} + ${within} * ${to - from}`;
  }).join(' ');
  const secondsAgo = `(60 + (case ${cases} else ${ACTIVITY_BANDS.at(-1)![2]} end) * ${DAY_S})`;
  const at = clock.getTime() / 1000;
  const stamp =
    engine === 'postgres'
      ? `to_char(to_timestamp(${at}::float8 - ${secondsAgo}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', ${at} - ${secondsAgo}, 'unixepoch')`;
  await sql`update users set last_active_at = ${sql.raw(stamp)}`.execute(db);
  // The trigger recorded every member as a search change; a live site's log holds the last hour only.
  await db.deleteFrom('search_changes').execute();
  await sql.raw(engine === 'postgres' ? 'vacuum analyze users' : 'analyze').execute(db);
}
