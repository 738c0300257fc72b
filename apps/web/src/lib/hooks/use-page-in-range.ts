import { useEffect } from 'react';

/**
 * A page past the last one (an old link, or results that shrank since) moves to the last page,
 * replacing the address rather than adding to the history.
 */
export function usePageInRange(page: number, pages: number, settled: boolean, moveTo: (page: number) => void) {
  useEffect(() => {
    if (settled && pages > 0 && page > pages) moveTo(pages);
  }, [page, pages, settled, moveTo]);
}
