import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import { profileDetailsPath } from '@inai/shared';
import { FamilyInviteOffer } from '../../../components/family-invite-offer';
import { MemberPage } from '../../../components/member-page';
import { WhatToAddNext } from '../../../components/what-to-add-next';
import { useMe } from '../../../lib/api/me';
import { useActing } from '../../../lib/hooks/use-acting';
import { useI18n } from '../../../lib/i18n';
import { BasicSection } from '../components/basic-section';
import { FamilySection } from '../components/family-section';
import { JobSection } from '../components/job-section';
import { LifestyleSection } from '../components/lifestyle-section';
import { ReligionSection } from '../components/religion-section';
import { SocialSection } from '../components/social-section';

/**
 * Edit my profile: the specification's four sections and our Family and Lifestyle & residence,
 * each saved on its own. A profile a relative created is offered to invite the candidate or a
 * parent; a co-manager who may not edit is told so first (docs/decisions/0073-family-co-managers.md).
 */
export default function EditProfilePage() {
  const { t } = useI18n();
  const { user } = useMe();
  const refusal = useActing().refusal('edit');
  if (!user) return null;
  return (
    <MemberPage
      title={t('editProfile.title')}
      intro={t('editProfile.intro')}
      actions={
        <Link to={profileDetailsPath(user.id)} className="btn-outline" data-testid="own-view-link">
          <Eye className="size-4" aria-hidden="true" />
          {t('ownView.link')}
        </Link>
      }
    >
      {refusal && (
        <p role="note" className="rounded-2xl bg-gold-100/60 p-4 text-sm font-medium text-maroon-900 ring-1 ring-gold-200">
          {refusal}
        </p>
      )}
      <FamilyInviteOffer user={user} />
      <WhatToAddNext />
      <BasicSection user={user} />
      <JobSection user={user} />
      <ReligionSection user={user} />
      <SocialSection user={user} />
      <FamilySection user={user} />
      <LifestyleSection user={user} />
    </MemberPage>
  );
}
