import { useSearchParams } from 'react-router';

/** The page in the address: a whole number from 1, else 1. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The page of a member's paged list of cards (Shortlisted, Who viewed me), kept in the address so
 * back, forward and reload keep it. `goTo` adds a step to the history and scrolls to the top;
 * `moveTo` replaces the address (a page past the end, after removals, moves to the last one).
 */
export function useAddressPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const moveTo = (last: number) => setParams({ page: String(last) }, { replace: true });
  return { page, goTo, moveTo };
}
