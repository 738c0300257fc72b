import type { PublicFigures } from '@inai/shared';

/**
 * The figures the home and about pages show (docs/decisions/0059), counted now and then rather
 * than per page view. The web app's pages read them (plugins/web-app.ts); the public-figures
 * module counts them.
 */
export interface PublicFiguresSource {
  /** The figures as they may be shown now, rounded down; null while any is under the operator's floor. */
  shown(): PublicFigures | null;
  /** Counts again now (the pages otherwise recount at most once an hour, when asked). */
  refresh(): Promise<void>;
}
