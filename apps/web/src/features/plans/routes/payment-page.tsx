import { Link, useSearchParams } from 'react-router';
import { planById, ROUTES, SITE } from '@inai/shared';
import { PageLoading } from '../../../components/page-loading';
import { PageMeta } from '../../../components/page-meta';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { usePaymentOptions } from '../api/plans';
import { PurchasePanel } from '../components/purchase-panel';

/**
 * /PaymentPage?plan=1|2|3 (the specification only says it exists): the chosen plan's order
 * summary and Pay Now, the purchase panel on a page of its own.
 */
export default function PaymentPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const plan = planById(Number(params.get('plan')));
  const { status } = useMe();
  const { upiEnabled } = usePaymentOptions();
  return (
    <div className="container-page py-10 sm:py-14">
      <PageMeta
        title={`${t('paymentPage.title')} | ${SITE.name}`}
        description={t('pricing.metaDescription', { brand: SITE.name })}
      />
      <div className="mx-auto max-w-lg rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100 sm:p-8">
        <h1 className="section-title">{t('paymentPage.title')}</h1>
        <div className="mt-6">
          {status === 'checking' ? <PageLoading /> : <PurchasePanel plan={plan} upiEnabled={upiEnabled} />}
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to={ROUTES.pricing} className="font-semibold text-maroon-700 hover:underline">
            {t('paymentPage.seePlans')}
          </Link>
        </p>
      </div>
    </div>
  );
}
