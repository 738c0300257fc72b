import type { PublicUser } from '@inai/shared';
import { AccountFlagSwitch } from './account-flag-switch';
import { MemberCard } from './member-page';
import { useI18n } from '../lib/i18n';

/**
 * 'Hide address from everyone' (docs/decisions/0060): strangers never see a street address; this
 * switch hides it from accepted partners too. Free for every verified member, so it is never
 * locked, and it sits in Settings and, beside the mobile number's switch, on Premium User
 * Benefits, where `sayFree` tells it apart from the switches that need Gold or Platinum.
 */
export function AddressPrivacyCard({ user, sayFree = false }: { user: PublicUser; sayFree?: boolean }) {
  const { t } = useI18n();
  return (
    <MemberCard title={t('streetAddress.title')} id="street-address">
      {sayFree && (
        <p className="inline-flex rounded-xl bg-leaf/10 px-3 py-1 text-sm font-semibold text-leaf">{t('streetAddress.free')}</p>
      )}
      <AccountFlagSwitch user={user} field="address_visibility" label="streetAddress.hide" help="streetAddress.hideHelp" />
    </MemberCard>
  );
}
