import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { ROUTES } from '@inai/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';

/** The 402 that means "no plan" (as opposed to a plan whose monthly views ran out). */
export const isPlanRequired = (error: ApiError) => error.code === 'plan_required';

/** What stands in place of the profile: not found, the restricted screen, or 'try again'. */
export function DetailsRefusal({ error }: { error: Error | null }) {
  const { t } = useI18n();
  if (!error || (error instanceof ApiError && error.status === 404)) return <Notice text={t('profileDetails.notFound')} />;
  if (error instanceof ApiError && (error.status === 401 || error.status === 402))
    return (
      <Restricted
        text={
          error.status === 402 && !isPlanRequired(error)
            ? failureMessage(error, 'profileDetails.restricted')
            : t('profileDetails.restricted')
        }
      />
    );
  return <Notice text={t('search.tryAgain')} />;
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
