import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PublicFigures } from '@inai/shared';
import type { Database } from '../../db/schema.js';
import { inBackground } from '../../lib/background.js';
import type { PublicFiguresSource } from '../../lib/public-figures.js';
import { shownFigures } from './public-figures.policy.js';
import { countPublicFigures } from './public-figures.repository.js';

/**
 * How old the figures may grow before a page view asks for a recount (in the background). Rounded
 * to two digits they change slowly, and a count reads every member and accepted interest: at
 * 135,000 members and 600,000 interests it took 0.4–0.8 s (docs/decisions/0059), which on
 * SQLite holds the process, so once an hour.
 */
export const FIGURES_MAX_AGE_MS = 60 * 60_000;

/**
 * Counts the public figures now and keeps them: a page view reads them from memory, and one
 * that finds them older than FIGURES_MAX_AGE_MS starts a recount without waiting for it. A
 * recount that fails (the database away) keeps the last figures, is logged, and is tried again
 * after the same time.
 */
export async function startPublicFigures(
  db: Kysely<Database>,
  floor: number,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): Promise<PublicFiguresSource> {
  let shown: PublicFigures | null = null;
  // When the last count began: a failed one is not retried at every page view either.
  let askedAt = 0;
  let counting: Promise<void> | undefined;
  const refresh = () => {
    askedAt = now();
    return (counting ??= countPublicFigures(db)
      .then((counts) => {
        shown = shownFigures(counts, floor);
      })
      .finally(() => (counting = undefined)));
  };
  await refresh().catch((err: unknown) => log.error({ err }, 'could not count the public figures; the pages show none for now'));
  return {
    shown() {
      if (!counting && now() - askedAt > FIGURES_MAX_AGE_MS) inBackground(refresh(), log, 'could not recount the public figures');
      return shown;
    },
    refresh,
  };
}
