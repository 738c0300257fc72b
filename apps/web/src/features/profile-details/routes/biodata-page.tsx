import { useParams } from 'react-router';
import { decodeProfileId, PLANNED_ROUTES, profileDetailsPath, SITE } from '@inai/shared';
import { PageLoading } from '../../../components/page-loading';
import { PageMeta } from '../../../components/page-meta';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { useBiodata } from '../api/biodata';
import { BiodataActions } from '../components/biodata-actions';
import { BiodataSheet } from '../components/biodata-sheet';
import { DetailsRefusal } from '../components/details-refusal';
import { useRefusalToasts } from '../hooks/use-refusal-toasts';

/**
 * The printable biodata (/biodata/{base64 user_id}, docs/decisions/0042): the member's own, or
 * another's for a viewer who may open full profiles. The server refuses as it does for profile
 * details, and this page answers the refusals as the details page does.
 */
export default function BiodataPage() {
  const { t } = useI18n();
  const { encodedId = '' } = useParams();
  const userId = decodeProfileId(encodedId);
  const { status } = useMe();

  const query = useBiodata(userId, status !== 'checking');
  useRefusalToasts(query.error);

  const answer = query.data;
  return (
    <div className="biodata-page container-page max-w-4xl py-6 sm:py-10">
      <PageMeta
        title={`${answer ? t('biodataSheet.pageTitle', { name: answer.user.name }) : t('biodataSheet.heading')} | ${SITE.name}`}
        description={t('biodataSheet.metaDescription')}
      />
      {userId === null || query.error ? (
        <DetailsRefusal error={query.error} />
      ) : answer ? (
        <>
          <BiodataActions
            name={answer.user.name}
            back={answer.own ? PLANNED_ROUTES.userProfile : profileDetailsPath(answer.user.id)}
          />
          {answer.own && <p className="biodata-no-print mb-4 text-sm text-ink-soft print:hidden">{t('biodataSheet.ownNote')}</p>}
          <BiodataSheet answer={answer} />
        </>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
