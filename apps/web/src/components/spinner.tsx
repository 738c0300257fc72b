import { useI18n } from '../lib/i18n';

/** A small turning circle inside a button while its request runs. */
export function Spinner() {
  const { t } = useI18n();
  return (
    <span
      className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
      role="status"
      aria-label={t('generic.loading')}
    />
  );
}
