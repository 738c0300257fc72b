import { useId } from 'react';
import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { ROUTES, type PlainKey } from '@inai/shared';
import { AccountFlagSwitch } from '../../../components/account-flag-switch';
import { AddressPrivacyCard } from '../../../components/address-privacy-card';
import { MemberCard, MemberPage } from '../../../components/member-page';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { useViewerPlan } from '../../../lib/session/use-viewer-plan';

type PrivacyFlag = 'mobile_number_visibility' | 'photos_visibility' | 'horoscope_visibility';

/** The specification's three switches, in its order; 1 hides (section 9: 0 visible, 1 hidden). */
const SWITCHES: readonly { field: PrivacyFlag; label: PlainKey; help: PlainKey }[] = [
  { field: 'mobile_number_visibility', label: 'privacy.hidePhone', help: 'privacy.hidePhoneHelp' },
  { field: 'photos_visibility', label: 'privacy.hidePhotos', help: 'privacy.hidePhotosHelp' },
  { field: 'horoscope_visibility', label: 'privacy.hideHoroscope', help: 'privacy.hideHoroscopeHelp' },
];

/**
 * Premium User Benefits (/premiumuserbenefits): the privacy switches, each saved the moment it
 * is turned. They come with Gold and Platinum (docs/design.md, "Entitlements"). A member without a plan reads
 * 'This feature is available only for paid members.' and UPGRADE; a Silver member is told that
 * the switches come with Gold and Platinum. Either way the switches show their state, disabled
 * and described by that notice. The server decides again on every change. Below them, the street
 * address's switch, which every member may use (docs/decisions/0060), says so and is never locked.
 */
export default function PremiumBenefitsPage() {
  const { t } = useI18n();
  const { user } = useMe();
  const plan = useViewerPlan();
  const noticeId = useId();
  if (!user) return null;
  const allowed = plan?.premiumBenefits === true;

  return (
    <MemberPage title={t('memberMenu.premiumUserBenefits')} intro={t('privacy.intro')}>
      {!allowed && (
        <div
          role="note"
          className="flex flex-col items-center gap-3 rounded-2xl bg-gold-100 p-4 text-center ring-1 ring-gold-200 sm:flex-row sm:text-left"
        >
          <Crown className="size-8 shrink-0 text-gold-600" aria-hidden="true" />
          <p id={noticeId} className="min-w-0 flex-1 text-sm font-medium text-ink">
            {plan ? t('privacy.needsGold') : t('privacySettings.paidOnly')}
          </p>
          <Link to={ROUTES.pricing} className="btn-primary">
            {t('privacy.upgrade')}
          </Link>
        </div>
      )}
      <MemberCard title={t('privacy.title')} id="privacy-switches">
        <div className="divide-y divide-maroon-100">
          {SWITCHES.map((s) => (
            <AccountFlagSwitch key={s.field} user={user} {...s} lockedBy={allowed ? undefined : noticeId} />
          ))}
        </div>
      </MemberCard>
      <AddressPrivacyCard user={user} sayFree />
    </MemberPage>
  );
}
