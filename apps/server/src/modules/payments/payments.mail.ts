import { formatDate, formatRupees, invoiceRows, PLAN_NAME_KEYS, SITE, type Locale, type Plan } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { renderMail } from '../../lib/mail/mail-template.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { AppConfig } from '../../config.js';
import { aboutProfile } from '../family-acts/family-recipients.js';
import type { MemberPlanRow } from '../plans/plans.repository.js';
import { presentInvoice } from './payments.presenter.js';
import type { PaymentOrderRow } from './payments.repository.js';
import type { TaxInvoiceRow } from './tax-invoices.repository.js';

export function planName(planId: number, locale: Locale): string {
  return translatorFor(locale)(PLAN_NAME_KEYS[planId as Plan['id']] ?? PLAN_NAME_KEYS[1]);
}

/** 'NET_BANKING' → 'NET BANKING': the gateway's instrument names, readable. */
const readable = (mode: string) => mode.replace(/_/g, ' ');

/**
 * The receipt after a payment activated a plan, in `locale`: order reference, plan, amount in
 * rupees, how and when it was paid, the validity dates, and the support address. A co-manager's
 * copy opens naming the profile (`about`).
 */
export function receiptMail(
  config: Pick<AppConfig, 'supportEmail' | 'publicUrl'>,
  to: { name: string; email: string; about?: string | null },
  order: PaymentOrderRow,
  plan: MemberPlanRow,
  invoice: TaxInvoiceRow,
  locale: Locale,
): MailMessage {
  const t = translatorFor(locale);
  const name = planName(order.plan_id, locale);
  const startsLater = new Date(plan.starts_at).getTime() > new Date(order.completed_at ?? plan.created_at).getTime();
  const paragraphs = [
    ...aboutProfile(t, to),
    startsLater
      ? t('mail.receipt.greetingLater', { name: to.name, plan: name, date: formatDate(plan.starts_at, locale) })
      : t('mail.receipt.greeting', { name: to.name, plan: name }),
    ...(order.extra_days > 0 ? [t.plural('mail.receipt.extraDays', order.extra_days)] : []),
    t('mail.receipt.keep', { email: config.supportEmail }),
  ];
  const details = [
    { label: t('mail.receipt.reference'), value: order.reference },
    { label: t('mail.receipt.plan'), value: name },
    { label: t('mail.receipt.amount'), value: formatRupees(order.amount, locale) },
    { label: t('mail.receipt.paidOn'), value: formatDate(order.completed_at ?? plan.created_at, locale) },
    ...(order.payment_mode ? [{ label: t('mail.receipt.paymentMode'), value: readable(order.payment_mode) }] : []),
    ...(order.transaction_id ? [{ label: t('mail.receipt.transactionId'), value: order.transaction_id }] : []),
    { label: t('mail.receipt.validFrom'), value: formatDate(plan.starts_at, locale) },
    { label: t('mail.receipt.validUntil'), value: formatDate(plan.expires_at, locale) },
  ];
  const issued = presentInvoice(invoice);
  // The tax invoice, as the receipt page shows it: who issues it, then its lines.
  const supplier = `${SITE.legalName}, ${t('site.address')}`;
  const body = renderMail(
    {
      heading: t('mail.receipt.heading'),
      paragraphs,
      details,
      sections: [
        {
          heading: t('invoice.title'),
          details: [
            { label: t('invoice.supplier'), value: supplier },
            ...invoiceRows(t, issued, name).map(({ label, value }) => ({ label, value })),
            ...(issued.supplierGstin ? [] : [{ label: t('invoice.title'), value: t('invoice.notTaxInvoice') }]),
          ],
          link: { label: t('invoice.view'), url: `${config.publicUrl}/userplan` },
        },
      ],
      action: { label: t('mail.receipt.action'), url: `${config.publicUrl}/userplan` },
    },
    { supportEmail: config.supportEmail, publicUrl: config.publicUrl },
    locale,
  );
  return { to: to.email, subject: t('mail.receipt.subject', { brand: SITE.name, reference: order.reference }), ...body };
}
