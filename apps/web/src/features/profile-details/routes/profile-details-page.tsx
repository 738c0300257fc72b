import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { decodeProfileId, ROUTES, SITE } from '@inai/shared';
import { PageLoading } from '../../../components/page-loading';
import { PageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useProfileDetails } from '../api/profile-details';
import { ProfileDetailsView } from '../components/profile-details-view';

/** How long the refusals stay before returning to All profiles (specification section 9). */
export const RETURN_AFTER_MS = { 401: 2000, 402: 3000 } as const;

/** The 402 that means "no plan" (as opposed to a plan whose monthly views ran out). */
const isPlanRequired = (error: ApiError) => error.code === 'plan_required';

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
  const navigate = useNavigate();

  const query = useProfileDetails(userId, status !== 'checking');

  const error = query.error;
  useEffect(() => {
    if (!error) return;
    if (!(error instanceof ApiError) || error.status === 0) {
      console.error(error);
      notify.error(translate('search.tryAgain'));
      return;
    }
    if (error.status === 404) return;
    if (error.status !== 401 && error.status !== 402) {
      notify.error(translate('search.tryAgain'));
      return;
    }
    const text =
      error.status === 401
        ? translate('search.authRequired')
        : isPlanRequired(error)
          ? translate('profileDetails.purchasePlan')
          : failureMessage(error, 'profileDetails.purchasePlan');
    notify.error(text, `${error.status}-${error.code ?? ''}`);
    const timer = window.setTimeout(() => void navigate(ROUTES.allProfiles), RETURN_AFTER_MS[error.status]);
    return () => window.clearTimeout(timer);
  }, [error, navigate]);

  const name = query.data?.user.name;
  return (
    <div className="container-page py-8 sm:py-12">
      <PageMeta
        title={`${name ?? t('profileDetails.heading')} | ${SITE.name}`}
        description={t('profileDetails.metaDescription')}
      />
      {userId === null || (error instanceof ApiError && error.status === 404) ? (
        <Notice text={t('profileDetails.notFound')} />
      ) : error instanceof ApiError && (error.status === 401 || error.status === 402) ? (
        <Restricted
          text={
            error.status === 402 && !isPlanRequired(error)
              ? failureMessage(error, 'profileDetails.restricted')
              : t('profileDetails.restricted')
          }
        />
      ) : error ? (
        <Notice text={t('search.tryAgain')} />
      ) : query.data ? (
        <ProfileDetailsView answer={query.data} />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}

function Notice({ text }: { text: string }) {
  return <p className="rounded-2xl bg-cream p-8 text-center text-ink-soft">{text}</p>;
}

/** The specification's restricted screen (or the server's reason, when a plan's views ran out). */
function Restricted({ text }: { text: string }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-maroon-100">
      <ShieldAlert className="mx-auto size-12 text-maroon-700" aria-hidden="true" />
      <p className="mt-4 font-medium text-ink">{text}</p>
      <Link to={ROUTES.pricing} className="btn-primary mt-6">
        {t('search.purchaseButton')}
      </Link>
    </div>
  );
}
