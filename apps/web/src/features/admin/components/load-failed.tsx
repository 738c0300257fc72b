import { useI18n } from '../../../lib/i18n';

/** A list that could not be loaded: say so, and offer to try again. */
export function LoadFailed({ retry }: { retry(): void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
      <p>{t('admin.loadFailed')}</p>
      <button type="button" className="btn-outline mt-3" onClick={retry}>
        {t('admin.retry')}
      </button>
    </div>
  );
}
