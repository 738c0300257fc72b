import { useAuth } from '../../auth/session/auth-context';
import { MemberPage } from '../../member/components/member-page';
import { BasicSection } from '../components/basic-section';
import { JobSection } from '../components/job-section';
import { ReligionSection } from '../components/religion-section';
import { SocialSection } from '../components/social-section';

/** Edit my profile: four sections, each saved on its own. */
export default function EditProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <MemberPage
      title="Edit my profile"
      intro="Families read every detail: the more complete your profile, the better your matches."
    >
      <BasicSection user={user} />
      <JobSection user={user} />
      <ReligionSection user={user} />
      <SocialSection user={user} />
    </MemberPage>
  );
}
