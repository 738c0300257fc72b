import { useNavigate } from 'react-router';
import { X } from 'lucide-react';
import { ROUTES, SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { useI18n } from '../../../lib/i18n';

/** Payment cancel (/payment-cancel): 'Payment Canceled' and a 'Return to Pricing' button. */
export default function PaymentCancelPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <div className="container-page py-10 sm:py-14">
      <PageMeta title={`${t('payment.canceled')} | ${SITE.name}`} description={t('paymentCancel.text')} />
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-maroon-100 sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-maroon-50 ring-2 ring-maroon-200">
          <X className="size-8 text-maroon-700" aria-hidden="true" />
        </span>
        <h1 className="section-title mt-4">{t('payment.canceled')}</h1>
        <p className="mt-3 text-ink-soft">{t('paymentCancel.text')}</p>
        <button type="button" className="btn-primary mt-6" onClick={() => void navigate(ROUTES.pricing)}>
          {t('paymentCancel.back')}
        </button>
      </div>
    </div>
  );
}
