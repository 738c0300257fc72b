import { Link } from 'react-router';
import { Phone } from 'lucide-react';
import type { PaymentInitiateAnswer } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { statusPath } from './status-path';

/**
 * A UPI order: its QR code (drawn by our server as SVG and shown as a data: image, which the
 * Content-Security-Policy allows), the amount and reference the payer will see, a link that opens
 * a UPI app on a phone, and the order's status page. An operator confirms such a payment.
 */
export function UpiPayment({ order, upi }: { order: PaymentInitiateAnswer; upi: NonNullable<PaymentInitiateAnswer['upi']> }) {
  const { t, rupees } = useI18n();
  const amount = rupees(order.amount);
  return (
    <section aria-label={t('purchase.upiTitle')} className="space-y-3 rounded-xl bg-white p-4 text-center ring-1 ring-maroon-100">
      <h3 className="font-semibold text-maroon-800">{t('purchase.upiTitle')}</h3>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(upi.qrSvg)}`}
        alt={t('purchase.upiQr', { amount, reference: order.reference })}
        className="mx-auto aspect-square w-full max-w-56 bg-white"
        data-testid="upi-qr"
      />
      <p className="text-lg font-semibold text-ink">{amount}</p>
      <p className="text-sm text-ink-soft">{t('purchase.upiNote')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <a href={upi.uri} className="btn-outline">
          <Phone className="size-4" aria-hidden="true" />
          {t('purchase.upiOpenApp')}
        </a>
        <Link to={statusPath(order.orderId)} className="btn-primary">
          {t('purchase.checkStatus')}
        </Link>
      </div>
    </section>
  );
}
