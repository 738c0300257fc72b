import { useI18n } from '../lib/i18n';

/** A small turning circle inside a button while its request runs: light on filled buttons, dark on outlined ones. */
export function Spinner({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useI18n();
  return (
    <span
      className={`size-4 animate-spin rounded-full border-2 ${tone === 'light' ? 'border-white/40 border-t-white' : 'border-current/30 border-t-current'}`}
      role="status"
      aria-label={t('generic.loading')}
    />
  );
}
