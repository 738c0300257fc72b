import { useEffect, useId, useRef, type ReactNode } from 'react';
import { formatDateTime, invoiceRows, planById, SITE, type PaymentOrder } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { siteConfig } from '../../../lib/site-config';
import { planTexts } from './plan-texts';
import { StatusBadge } from './status-badge';
import { CloseButton } from '../../../components/close-button';

/**
 * A payment's receipt, drawn from the order as the server reported it: reference, plan, amount,
 * dates, transaction and the support address. Printing prints only the receipt (index.css).
 */
export function ReceiptDialog({ order, onClose }: { order: PaymentOrder | undefined; onClose(): void }) {
  const { t, locale, date, rupees } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (order && d && !d.open) d.showModal();
    if (!order && d?.open) d.close();
  }, [order]);

  const plan = order ? planById(order.planId) : undefined;
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={titleId}
      className="print-receipt m-auto w-[min(34rem,calc(100vw-1.5rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/50"
    >
      {order && (
        <div className="p-5 sm:p-7">
          <div className="flex items-start justify-between gap-3">
            <p lang="en" className="font-display text-2xl font-bold text-maroon-700">
              {SITE.name}
            </p>
            <CloseButton onClick={onClose} className="print:hidden" />
          </div>
          <h2 id={titleId} className="mt-4 text-2xl font-semibold text-maroon-800">
            {order.invoice?.supplierGstin ? t('invoice.title') : t('receipt.title')}
          </h2>
          <p className="mt-1 text-xs text-ink-soft">
            <span lang="en">{SITE.legalName}</span>, {t('site.address')}
          </p>
          {order.invoice && !order.invoice.supplierGstin && (
            <p className="mt-2 rounded-lg bg-gold-100 p-2 text-xs text-maroon-900">{t('invoice.notTaxInvoice')}</p>
          )}
          <dl className="mt-5 divide-y divide-maroon-100 text-sm">
            <Row label={t('purchase.reference')}>{order.reference}</Row>
            <Row label={t('purchase.plan')}>{plan ? `${t(planTexts(plan).name)} (${t(planTexts(plan).validity)})` : ''}</Row>
            <Row label={t('purchase.amount')}>{rupees(order.amount)}</Row>
            <Row label={t('paymentStatus.status')}>
              <StatusBadge status={order.status} />
            </Row>
            {order.completedAt && <Row label={t('receipt.paidOn')}>{formatDateTime(order.completedAt, locale)}</Row>}
            {order.validFrom && <Row label={t('receipt.validFrom')}>{date(order.validFrom)}</Row>}
            {order.validUntil && <Row label={t('plans.validTill')}>{date(order.validUntil)}</Row>}
            {order.extraDays > 0 && <Row label={t('receipt.extraDays')}>{t.plural('purchase.days', order.extraDays)}</Row>}
            <Row label={t('paymentStatus.mode')}>{order.paymentMode ?? t('paymentStatus.unknown')}</Row>
            <Row label={t('paymentStatus.transactionId')}>{order.transactionId ?? t('paymentStatus.unknown')}</Row>
          </dl>
          {order.invoice && plan && (
            <dl className="mt-5 divide-y divide-maroon-100 border-t-2 border-maroon-100 text-sm" data-testid="tax-invoice">
              {invoiceRows(t, order.invoice, t(planTexts(plan).name)).map((row) => (
                <Row key={row.label} label={row.label} strong={row.strong}>
                  {row.value}
                </Row>
              ))}
            </dl>
          )}
          <p className="mt-5 text-sm break-words text-ink-soft">{t('receipt.support', { email: siteConfig.supportEmail })}</p>
          <div className="mt-6 flex justify-end print:hidden">
            <button type="button" className="btn-primary" onClick={() => window.print()}>
              {t('receipt.print')}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}

function Row({ label, strong, children }: { label: string; strong?: boolean | undefined; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-ink-soft">{label}</dt>
      <dd className={`min-w-0 break-words text-ink ${strong ? 'font-bold' : 'font-medium'}`}>{children}</dd>
    </div>
  );
}
