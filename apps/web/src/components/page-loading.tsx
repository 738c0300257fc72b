import { useI18n } from '../lib/i18n';

/** Shown in the page area while a page's code loads (usually a few milliseconds). */
export function PageLoading() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-maroon-100 border-t-maroon-700" />
      <span className="sr-only">{t('generic.loading')}</span>
    </div>
  );
}
