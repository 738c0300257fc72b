import { AddressPrivacyCard } from '../../../components/address-privacy-card';
import { MemberCard, MemberPage } from '../../../components/member-page';
import { useMe, useMeFreshOnReturn } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { BlockedMembers } from '../components/blocked-members';
import { ChangePasswordForm } from '../components/change-password-form';
import { DailyPicksSwitches } from '../components/daily-picks-switches';
import { DeleteAccountCard } from '../components/delete-account';
import { FamilyCard } from '../components/family-card';
import { LanguageChoice } from '../components/language-choice';
import { LastActiveCard } from '../components/last-active-card';
import { MyDataCard } from '../components/my-data-download';
import { MobileNumberCard } from '../components/mobile-number-card';
import { MyReportsCard } from '../components/my-reports';
import { NotificationSwitches } from '../components/notification-switches';
import { SavedSearchesCard } from '../components/saved-searches-card';

/**
 * Settings (/settings, ours): the e-mail notifications, the last-active and street-address switches,
 * today's matches (their e-mail and stars), the language (the top bar's choice, kept on the account),
 * the mobile number, the password and the blocked members. Every change is saved at once, with
 * 'Settings updated successfully!'. Coming back to the tab shows what another tab changed (a number
 * verified there). Family shows the co-managers; a co-manager, who may not change the account's
 * own things (docs/decisions/0073-family-co-managers.md), sees a note in their place.
 */
export default function SettingsPage() {
  const { t } = useI18n();
  const { user } = useMe();
  useMeFreshOnReturn();
  if (!user) return null;
  const holder = user.acting?.kind !== 'manager';
  return (
    <MemberPage title={t('memberMenu.settings')} intro={t('settings.intro')}>
      <MemberCard title={t('settings.notifications')} id="notifications">
        <NotificationSwitches user={user} />
      </MemberCard>
      <LastActiveCard user={user} />
      <AddressPrivacyCard user={user} />
      <MemberCard title={t('dailyPicks.title')} id="todays-matches">
        <DailyPicksSwitches user={user} />
      </MemberCard>
      <MemberCard title={t('language.label')} id="language">
        <LanguageChoice />
      </MemberCard>
      <FamilyCard user={user} />
      {holder && (
        <>
          <MemberCard title={t('mobile.title')} id="mobile">
            <MobileNumberCard user={user} />
          </MemberCard>
          <MemberCard title={t('settings.passwordTitle')} id="password">
            <ChangePasswordForm />
          </MemberCard>
        </>
      )}
      <MemberCard title={t('chat.blockedTitle')} id="blocked">
        <BlockedMembers />
      </MemberCard>
      <SavedSearchesCard />
      {holder ? (
        <>
          <MyDataCard />
          <DeleteAccountCard />
        </>
      ) : (
        <p role="note" className="rounded-2xl bg-cream p-4 text-sm text-ink-soft ring-1 ring-maroon-100">
          {t('family.managed.holderOnly')}
        </p>
      )}
      <MyReportsCard />
    </MemberPage>
  );
}
