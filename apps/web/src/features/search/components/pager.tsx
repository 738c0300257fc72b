import { ChevronLeft, ChevronRight } from 'lucide-react';
import { MESSAGES } from '@inai/shared';

/** Previous, 'Page X of Y', Next (specification section 4: Previous is off on page 1, Next on the last). */
export function Pager({
  page,
  pages,
  onPage,
  busy,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  if (pages <= 0) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-4 pt-2">
      <button type="button" className="btn-primary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      <span className="text-sm font-medium text-ink" aria-live="polite">
        {MESSAGES.search.pageOf(page, pages)}
      </span>
      <button type="button" className="btn-primary" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
