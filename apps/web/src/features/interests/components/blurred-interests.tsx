import { Link } from 'react-router';
import { Crown, Heart } from 'lucide-react';
import { ROUTES } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';

/**
 * What a member without a plan sees on the Interests screen (specification section 2): a blurred
 * impression of the screen under 'You must upgrade to a premium membership to view and interact
 * with interests.' and 'Upgrade Now'. Nothing real is behind the blur (the server would refuse the
 * lists anyway); only the number of interests waiting, which the member's own account carries.
 */
export function BlurredInterests({ waiting }: { waiting: number }) {
  const { t } = useI18n();
  return (
    <div className="relative min-h-96 overflow-hidden rounded-2xl" data-testid="interests-blurred">
      <div aria-hidden="true" inert className="pointer-events-none space-y-4 blur-sm select-none">
        <div className="flex gap-1 border-b border-maroon-100">
          <span className="flex-1 border-b-2 border-maroon-700 px-3 py-3 text-center text-sm font-semibold text-maroon-800 sm:flex-none sm:px-5">
            {t('interests.sentTab')}
          </span>
          <span className="flex-1 px-3 py-3 text-center text-sm font-semibold text-ink-soft sm:flex-none sm:px-5">
            {t('interests.incomingTab')}
          </span>
        </div>
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-maroon-100">
            <div className="size-20 shrink-0 rounded-xl bg-maroon-100" />
            <div className="flex-1 space-y-2 py-1">
              <div className="h-4 w-2/5 rounded bg-maroon-200" />
              <div className="h-3 w-1/4 rounded bg-gold-200" />
              <div className="h-3 w-3/5 rounded bg-maroon-100" />
              <div className="h-3 w-1/2 rounded bg-maroon-100" />
            </div>
          </div>
        ))}
      </div>
      <div className="absolute inset-0 flex items-center justify-center bg-jasmine/40 p-4">
        <div role="note" className="max-w-md rounded-2xl bg-white p-6 text-center shadow-xl ring-1 ring-gold-200">
          <Crown className="mx-auto size-10 text-gold-600" aria-hidden="true" />
          <p className="mt-3 font-medium text-ink">{t('interests.upgrade')}</p>
          {waiting > 0 && (
            <p className="mt-2 flex items-start justify-center gap-2 text-sm text-maroon-800">
              <Heart className="mt-0.5 size-4 shrink-0 fill-current" aria-hidden="true" />
              <span>{t.plural('interests.waiting', waiting)}</span>
            </p>
          )}
          <Link to={ROUTES.pricing} className="btn-primary mt-5">
            {t('interests.upgradeNow')}
          </Link>
        </div>
      </div>
    </div>
  );
}
