import type { PublicUser } from '@inai/shared';
import { MemberCard } from '../../../components/member-page';
import { useI18n } from '../../../lib/i18n';
import { FamilyActivityList } from './family-activity';
import { CoManagerView } from './family-co-manager-view';
import { HolderFamily } from './family-holder-view';

/**
 * Settings → Family (docs/decisions/0073-family-co-managers.md): the holder sees and manages the
 * co-managers and invitations; a co-manager sees whose profile it is and what they may do. Both
 * see the family's activity (docs/decisions/0074-family-acts-activity-and-mails.md).
 */
export function FamilyCard({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  return (
    <MemberCard title={t('family.card.title')} id="family">
      <div className="space-y-8">
        {user.acting?.kind === 'manager' ? <CoManagerView user={user} acting={user.acting} /> : <HolderFamily />}
        <FamilyActivityList />
      </div>
    </MemberCard>
  );
}
