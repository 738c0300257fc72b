import { Smartphone } from 'lucide-react';
import { useI18n } from '../lib/i18n';
import { VerifiedBadge } from './verified-badge';

/** The 'Mobile verified' badge: the member entered a code texted to their number. */
export function MobileVerifiedBadge({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <VerifiedBadge
      icon={Smartphone}
      text={t('mobile.badge')}
      title={t('mobile.badgeTitle')}
      tone="bg-sky-50 text-sky-900 ring-sky-200"
      testId="mobile-verified-badge"
      className={className}
    />
  );
}
