/**
 * The one key every cache built on a search uses: the kept totals and pages here, the compiled
 * predicates, and the visitors' kept answers (visitor-answers.ts). Keys are built from normalized
 * criteria, so two ways of asking the same search share what was kept for it.
 */
import type { Filter, IndexCriteria } from './criteria.js';

const normalFilter = (f: Filter) =>
  f.op === 'eq'
    ? [f.field, 'eq', f.value, !!f.unknownPasses]
    : f.op === 'in'
      ? [f.field, 'in', [...new Set(f.values)].sort(), !!f.unknownPasses]
      : [f.field, 'range', f.min, f.max, !!f.unknownPasses];

/** One filter's part of a key: the same for the same condition, whatever the order of its values. */
export const filterKey = (f: Filter) => JSON.stringify(normalFilter(f));
const sortedFilters = (filters: readonly Filter[] | undefined) => (filters ?? []).map(filterKey).sort();

/**
 * The one key of every cache built on a search: the kept totals (criteria alone), the kept
 * pages (with the page and the searcher) and the visitors' kept answers (with the page).
 * Two criteria that must answer the same get the same key, whatever the order of their filters.
 */
export function cacheKey(
  criteria: IndexCriteria,
  page?: { offset: number; limit: number; excludeUserId?: number | undefined },
  filterKeys = sortedFilters(criteria.filters),
  scoreKeys = sortedFilters(criteria.score),
): string {
  const base = JSON.stringify([
    criteria.gender,
    criteria.dobFrom,
    criteria.dobTo,
    filterKeys,
    scoreKeys.length ? scoreKeys : null,
  ]);
  return page ? pageKeyOf(base, page) : base;
}

/** A prepared criteria's key with a page (and the searcher) added: the same as `cacheKey` with that page. */
export function pageKeyOf(base: string, page: { offset: number; limit: number; excludeUserId?: number | undefined }): string {
  return `${base}|${page.offset}|${page.limit}|${page.excludeUserId ?? -1}`;
}
