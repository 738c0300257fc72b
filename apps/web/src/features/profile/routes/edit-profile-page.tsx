import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import { profileDetailsPath } from '@inai/shared';
import { MemberPage } from '../../../components/member-page';
import { WhatToAddNext } from '../../../components/what-to-add-next';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { BasicSection } from '../components/basic-section';
import { FamilySection } from '../components/family-section';
import { JobSection } from '../components/job-section';
import { LifestyleSection } from '../components/lifestyle-section';
import { ReligionSection } from '../components/religion-section';
import { SocialSection } from '../components/social-section';

/** Edit my profile: the specification's four sections and our Family and Lifestyle & residence, each saved on its own. */
export default function EditProfilePage() {
  const { t } = useI18n();
  const { user } = useMe();
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
