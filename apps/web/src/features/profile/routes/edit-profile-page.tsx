import { MemberPage } from '../../../components/member-page';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { BasicSection } from '../components/basic-section';
import { JobSection } from '../components/job-section';
import { ReligionSection } from '../components/religion-section';
import { SocialSection } from '../components/social-section';

/** Edit my profile: four sections, each saved on its own. */
export default function EditProfilePage() {
  const { t } = useI18n();
  const { user } = useMe();
  if (!user) return null;
  return (
    <MemberPage title={t('editProfile.title')} intro={t('editProfile.intro')}>
      <BasicSection user={user} />
      <JobSection user={user} />
      <ReligionSection user={user} />
      <SocialSection user={user} />
    </MemberPage>
  );
}
