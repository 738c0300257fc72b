import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROUTES, SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { useMe } from '../../../lib/api/me';
import { t as translate, useI18n } from '../../../lib/i18n';
import { useDecryptResponse } from '../api/payments';
import { statusPath } from '../components/status-path';

/**
 * The gateway's return address (/payment-response?encResponse=…): only a heading while the
 * encrypted answer goes to decryptResponse, which names the order; then on to its status page.
 */
export default function PaymentResponsePage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const encResponse = params.get('encResponse')?.trim() || null;
  const { status: session } = useMe();
  const navigate = useNavigate();
  const decrypt = useDecryptResponse((orderId) => void navigate(statusPath(orderId), { replace: true }));
  const { mutate } = decrypt;

  // Once per return address, also when React runs effects twice in development.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!encResponse || session === 'checking' || sent.current === encResponse) return;
    sent.current = encResponse;
    mutate(encResponse);
  }, [encResponse, session, mutate]);

  const failed = !encResponse || decrypt.isError;
  return (
    <div className="container-page py-10 sm:py-14">
      <PageMeta
        title={`${translate('paymentResponse.title')} | ${SITE.name}`}
        description={t('paymentStatus.metaDescription', { brand: SITE.name })}
      />
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-maroon-100 sm:p-8">
        <h1 className="section-title">{t('paymentResponse.title')}</h1>
        {failed ? (
          <div className="mt-6 space-y-4">
            <p className="rounded-xl bg-cream p-6 text-ink-soft">{t('payment.noStatus')}</p>
            <Link to={ROUTES.pricing} className="btn-outline">
              {t('paymentCancel.back')}
            </Link>
          </div>
        ) : (
          <p role="status" className="mt-6 flex items-center justify-center gap-3 text-ink-soft">
            <span
              className="size-5 animate-spin rounded-full border-2 border-maroon-100 border-t-maroon-700"
              aria-hidden="true"
            />
            {t('paymentResponse.wait')}
          </p>
        )}
      </div>
    </div>
  );
}
