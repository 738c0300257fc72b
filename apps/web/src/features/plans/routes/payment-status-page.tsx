import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarHeart, Heart } from 'lucide-react';
import { formatDateTime, planById, ROUTES, SITE, type PaymentStatusAnswer } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { RichText } from '../../../components/rich-text';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { usePaymentStatus } from '../api/payments';
import { LoginLink } from '../components/login-link';
import { planTexts } from '../components/plan-texts';
import { StatusBadge } from '../components/status-badge';

/**
 * Payment status (/payment-status?orderId=…), where the gateway sends the member back: status,
 * amount, payment mode, transaction id, time and message; 'Checking payment status...' while it
 * loads and the answer refreshed every few seconds while PENDING; 'Retry Payment' after a
 * failure; 'No status available.' when there is nothing to show.
 */
export default function PaymentStatusPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() || null;
  const { status: session } = useMe();
  const { answer, loading } = usePaymentStatus(orderId);

  return (
    <div className="container-page py-10 sm:py-14">
      <PageMeta
        title={`${t('paymentStatus.title')} | ${SITE.name}`}
        description={t('paymentStatus.metaDescription', { brand: SITE.name })}
      />
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-maroon-100 sm:p-8">
        <h1 className="section-title text-center">{t('paymentStatus.title')}</h1>
        <div className="mt-6" aria-live="polite">
          {orderId !== null && session === 'signedOut' ? (
            <Empty>
              {t('payment.noStatus')}{' '}
              <RichText
                k="paymentStatus.loginToSee"
                tags={{
                  link: (text) => <LoginLink>{text}</LoginLink>,
                }}
              />
            </Empty>
          ) : loading ? (
            <p role="status" className="flex items-center justify-center gap-3 p-6 text-ink-soft">
              <span
                className="size-5 animate-spin rounded-full border-2 border-maroon-100 border-t-maroon-700"
                aria-hidden="true"
              />
              {t('payment.checking')}
            </p>
          ) : answer ? (
            <StatusDetails answer={answer} />
          ) : (
            <Empty>{t('payment.noStatus')}</Empty>
          )}
        </div>
      </div>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-cream p-6 text-center text-ink-soft">{children}</p>;
}

function StatusDetails({ answer }: { answer: PaymentStatusAnswer }) {
  const { t, locale, rupees } = useI18n();
  const plan = planById(answer.order.planId);
  const unknown = t('paymentStatus.unknown');
  const rows: [string, ReactNode][] = [
    [t('paymentStatus.status'), <StatusBadge key="status" status={answer.status} />],
    [t('purchase.plan'), plan ? t(planTexts(plan).name) : unknown],
    [t('purchase.reference'), answer.order.reference],
    [t('purchase.amount'), rupees(answer.amount)],
    [t('paymentStatus.mode'), answer.paymentMode ?? unknown],
    [t('paymentStatus.transactionId'), answer.transactionId ?? unknown],
    [t('paymentStatus.time'), formatDateTime(answer.timestamp, locale)],
    [
      t('paymentStatus.message'),
      <span key="message" data-testid="payment-message">
        {answer.message}
      </span>,
    ],
  ];
  return (
    <div className="space-y-6">
      <dl className="divide-y divide-maroon-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="min-w-0 font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {answer.status === 'PENDING' && (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-gold-100 p-4 text-sm text-ink">
          <span
            className="mt-0.5 size-4 shrink-0 animate-spin rounded-full border-2 border-gold-200 border-t-maroon-700"
            aria-hidden="true"
          />
          {t('paymentStatus.stillPending')}
        </p>
      )}
      {answer.status === 'COMPLETED' && (
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={ROUTES.userPlan} className="btn-primary">
            <CalendarHeart className="size-4" aria-hidden="true" />
            {t('paymentStatus.myPlan')}
          </Link>
          <Link to={ROUTES.matches} className="btn-outline">
            <Heart className="size-4" aria-hidden="true" />
            {t('paymentStatus.findMatches')}
          </Link>
        </div>
      )}
      {(answer.status === 'FAILED' || answer.status === 'EXPIRED') && (
        <div className="flex justify-center">
          <Link to={ROUTES.pricing} className="btn-primary">
            {t('paymentStatus.retry')}
          </Link>
        </div>
      )}
    </div>
  );
}
