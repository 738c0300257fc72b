import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useI18n } from '../lib/i18n';

/**
 * Previous, 'Page X of Y', Next under every paged list (specification section 4: Previous is off on
 * page 1, Next on the last; a disabled one says why).
 */
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
  const { t } = useI18n();
  if (pages <= 0) return null;
  return (
    <nav aria-label={t('search.pages')} className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 pt-2">
      <button
        type="button"
        className="btn-primary"
        disabled={page <= 1 || busy}
        title={page <= 1 ? t('search.firstPage') : undefined}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('search.previous')}
      </button>
      <span className="text-sm font-medium text-ink" aria-live="polite">
        {t('search.pageOf', { page, pages })}
      </span>
      <button
        type="button"
        className="btn-primary"
        disabled={page >= pages || busy}
        title={page >= pages ? t('search.lastPage') : undefined}
        onClick={() => onPage(page + 1)}
      >
        {t('search.next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
