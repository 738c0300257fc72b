import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useMe } from '../../../lib/session/use-session';
import { usePageInRange } from './use-page-in-range';

/** The page in the address: a whole number from 1, else 1. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A member's paged list of cards (Shortlisted, Who viewed me): the page lives in the address, so
 * back, forward and reload keep it; a page past the end (after removals) moves to the last one;
 * the previous page stays on screen while the next loads.
 */
export function usePagedList<T extends { total: number }>(options: {
  queryKey: (page: number) => QueryKey;
  fetch: (page: number, pageSize: number) => Promise<T>;
  pageSize: number;
  /** How many pages the answer has; by default from its total. */
  pagesOf?: (answer: T) => number;
}) {
  const { user } = useMe();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const query = useQuery({
    queryKey: options.queryKey(page),
    queryFn: () => options.fetch(page, options.pageSize),
    enabled: user !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const answer = query.data;
  const pages = answer ? (options.pagesOf?.(answer) ?? Math.ceil(answer.total / options.pageSize)) : 0;
  usePageInRange(page, pages, !query.isPlaceholderData, (last) => setParams({ page: String(last) }, { replace: true }));
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return { page, query, answer, pages, goTo };
}
