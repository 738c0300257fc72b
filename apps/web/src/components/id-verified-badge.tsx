import { BadgeCheck } from 'lucide-react';
import { useI18n } from '../lib/i18n';
import { VerifiedBadge } from './verified-badge';

/** The 'ID verified' badge: an operator approved a government ID of this member. */
export function IdVerifiedBadge({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <VerifiedBadge
      icon={BadgeCheck}
      text={t('idVerification.badge')}
      title={t('idVerification.badgeTitle')}
      tone="bg-emerald-50 text-emerald-800 ring-emerald-200"
      testId="id-verified-badge"
      className={className}
    />
  );
}
