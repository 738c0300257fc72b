import type { PublicUser } from '@inai/shared';
import { AccountFlagSwitch } from '../../../components/account-flag-switch';
import { MemberCard } from '../../../components/member-page';
import { useI18n } from '../../../lib/i18n';

/**
 * 'Show when I was last active' (docs/decisions/0052): free for every member, on by default.
 * Off, others see no band of this member, and this member sees none of theirs.
 */
export function LastActiveCard({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  return (
    <MemberCard title={t('lastActive.settingsTitle')} id="last-active">
      <AccountFlagSwitch user={user} field="show_last_active" label="lastActive.show" help="lastActive.showHelp" />
    </MemberCard>
  );
}
