import { BadgeCheck } from 'lucide-react';
import { useI18n } from '../lib/i18n';

/** The 'ID verified' badge: an operator approved a government ID of this member. */
export function IdVerifiedBadge({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 ${className}`}
      title={t('idVerification.badgeTitle')}
      data-testid="id-verified-badge"
    >
      <BadgeCheck className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="break-words">{t('idVerification.badge')}</span>
    </span>
  );
}
