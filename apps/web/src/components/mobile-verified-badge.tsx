import { Smartphone } from 'lucide-react';
import { useI18n } from '../lib/i18n';

/** The 'Mobile verified' badge: the member entered a code texted to their number (as IdVerifiedBadge, in its own colour). */
export function MobileVerifiedBadge({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-200 ${className}`}
      title={t('mobile.badgeTitle')}
      data-testid="mobile-verified-badge"
    >
      <Smartphone className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="break-words">{t('mobile.badge')}</span>
    </span>
  );
}
