import { useSearchParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { planById, ROUTES, SITE } from '@inai/shared';
import { Island } from '../../../components/island';
import { PageMeta } from '../../../components/page-meta';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { usePaymentOptions } from '../api/plans';
import { PricingPlans } from '../components/pricing-plans';
import { PurchaseDialog } from '../components/purchase-dialog';
import { PLAN_PARAM } from '../utils/plan-param';

/**
 * Pricing (/pricing): the three plan cards and the purchase panel in a modal. For a visitor only
 * the cards are hydrated (their Get Started); the panel is a member's, opened from the address.
 */
export default function PricingPage() {
  const { t } = useI18n();
  const { status } = useMe();
  const [params, setParams] = useSearchParams();
  const { upiEnabled } = usePaymentOptions();
  const selectedPlan = planById(Number(params.get(PLAN_PARAM)));
  const isModalOpen = selectedPlan !== undefined && status === 'signedIn';

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
          <Island name="pricing-plans">
            <PricingPlans />
          </Island>
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
