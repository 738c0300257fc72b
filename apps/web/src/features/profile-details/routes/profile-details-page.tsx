import { useParams } from 'react-router';
import { decodeProfileId, SITE } from '@inai/shared';
import { PageLoading } from '../../../components/page-loading';
import { PageMeta } from '../../../components/page-meta';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { useProfileDetails } from '../../../lib/api/profile-details';
import { DetailsRefusal } from '../components/details-refusal';
import { useRefusalToasts } from '../hooks/use-refusal-toasts';
import { ProfileDetailsView } from '../components/profile-details-view';

/**
 * Profile details (/profiledetails/{base64 user_id}). The server decides what may be seen: 401
 * without a session, 402 without a plan or beyond its monthly views; both return to All
 * profiles after a moment, with the specification's toasts.
 */
export default function ProfileDetailsPage() {
  const { t } = useI18n();
  const { encodedId = '' } = useParams();
  const userId = decodeProfileId(encodedId);
  const { status } = useMe();

  const query = useProfileDetails(userId, status !== 'checking');
  useRefusalToasts(query.error);

  const name = query.data?.user.name;
  return (
    <div className="container-page py-8 sm:py-12">
      <PageMeta
        title={`${name ?? t('profileDetails.heading')} | ${SITE.name}`}
        description={t('profileDetails.metaDescription')}
      />
      {userId === null || query.error ? (
        <DetailsRefusal error={query.error} />
      ) : query.data ? (
        <ProfileDetailsView answer={query.data} />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
