import { useNavigate, useSearchParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { planById, PLANS, ROUTES, SITE, type Plan } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { useMe } from '../../../lib/api/me';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePaymentOptions } from '../api/plans';
import { PlanCard } from '../components/plan-card';
import { PurchaseDialog } from '../components/purchase-dialog';

/** `?plan=2`: the plan whose purchase panel is open. */
const PLAN_PARAM = 'plan';

/**
 * Pricing (/pricing): the three plan cards and the purchase panel in a modal. A member's own plan
 * shows 'Selected Plan'; Get Started opens the panel for that plan. A visitor's Get Started goes
 * to /login and comes back here with the chosen plan's panel open.
 */
export default function PricingPage() {
  const { t } = useI18n();
  const { user, status } = useMe();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { upiEnabled } = usePaymentOptions();
  // The chosen plan lives in the address (?plan=2), so the panel a visitor asked for before
  // signing in opens again when the login screen brings them back.
  const selectedPlan = planById(Number(params.get(PLAN_PARAM)));
  const isModalOpen = selectedPlan !== undefined && status === 'signedIn';

  const getStarted = (plan: Plan) => {
    // A member whose session is still being confirmed (a slow phone, just signed in) keeps the
    // plan chosen: the panel opens as soon as the session is known, instead of a trip to /login.
    if (!user && status !== 'checking') {
      notify.error(translate('redirect.loginRequired'), 'redirect.loginRequired');
      return void navigate(ROUTES.login, { state: { from: `${ROUTES.pricing}?${PLAN_PARAM}=${plan.id}` } });
    }
    setParams({ [PLAN_PARAM]: String(plan.id) }, { replace: true });
  };

  const current = user?.active_plan;
  return (
    <>
      <PageMeta
        title={t('pricing.metaTitle', { brand: SITE.name })}
        description={t('pricing.metaDescription', { brand: SITE.name })}
        canonicalPath={ROUTES.pricing}
      />
      <section className="bg-cream py-12 sm:py-16">
        <div className="container-page">
          <header className="mx-auto max-w-2xl text-center">
            <p className="section-eyebrow">{t('home.premiumPlans')}</p>
            <h1 className="section-title mt-2">{t('pricing.title')}</h1>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-leaf shadow-sm ring-1 ring-leaf/30">
              <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
              {t('pricing.noCard')}
            </p>
            <p className="mt-4 text-ink-soft">{t('pricing.intro')}</p>
          </header>
          <div className="mt-12 grid gap-8 md:grid-cols-3 md:gap-6">
            {PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                selectedUntil={current && current.plan_price === plan.price ? current.expiry_date : undefined}
                onGetStarted={getStarted}
              />
            ))}
          </div>
        </div>
      </section>
      <PurchaseDialog
        plan={selectedPlan}
        open={isModalOpen}
        onClose={() => setParams({}, { replace: true })}
        upiEnabled={upiEnabled}
      />
    </>
  );
}
