import { useState } from 'react';
import { Link } from 'react-router';
import { Crown, ScrollText, Sparkles } from 'lucide-react';
import { planById, PLANS, ROUTES, type PaymentOrder, type PublicUser } from '@inai/shared';
import { MemberCard, MemberPage } from '../../../components/member-page';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { usePaymentList } from '../api/payments';
import { planNameByPrice, planTexts } from '../components/plan-texts';
import { ReceiptDialog } from '../components/receipt-dialog';
import { StatusBadge } from '../components/status-badge';

/**
 * The member's plan (/userplan): the current plan's name, price, 'Valid till' and 'Upgrade now';
 * the banner that invites an upgrade or says how long the benefits last; the 'All Plans' table;
 * and the member's payments, each with its status and, once paid, its receipt.
 */
export default function UserPlanPage() {
  const { t } = useI18n();
  const { user } = useMe();
  if (!user) return null;
  return (
    <MemberPage title={t('userPlan.title')} intro={t('userPlan.intro')}>
      <PlanBanner user={user} />
      <CurrentPlan user={user} />
      <AllPlans />
      <Payments />
    </MemberPage>
  );
}

function PlanBanner({ user }: { user: PublicUser }) {
  const { t, date } = useI18n();
  const plan = user.active_plan;
  return plan ? (
    <p
      role="note"
      className="flex items-start gap-3 rounded-2xl bg-leaf/10 p-4 text-sm font-medium text-leaf ring-1 ring-leaf/30"
    >
      <Sparkles className="size-5 shrink-0" aria-hidden="true" />
      {t('userPlan.bannerActive', { date: date(plan.expiry_date) })}
    </p>
  ) : (
    <div role="note" className="flex flex-wrap items-center gap-3 rounded-2xl bg-gold-100 p-4 text-sm ring-1 ring-gold-200">
      <Crown className="size-6 shrink-0 text-gold-600" aria-hidden="true" />
      <p className="min-w-0 flex-1 font-medium text-ink">{t('userPlan.bannerUpgrade')}</p>
      <Link to={ROUTES.pricing} className="btn-gold">
        {t('paymentPage.seePlans')}
      </Link>
    </div>
  );
}

function CurrentPlan({ user }: { user: PublicUser }) {
  const { t, date, rupees } = useI18n();
  const plan = user.active_plan;
  return (
    <MemberCard title={t('userPlan.current')} id="current-plan">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-ink-soft">{t('purchase.plan')}</dt>
          <dd className="text-lg font-semibold text-maroon-800">{planNameByPrice(t, plan?.plan_price)}</dd>
          {plan && (
            <>
              <dt className="text-ink-soft">{t('purchase.price')}</dt>
              <dd className="font-semibold text-ink">{rupees(plan.plan_price)}</dd>
              <dt className="text-ink-soft">{t('plans.validTill')}</dt>
              <dd className="font-semibold text-ink">{date(plan.expiry_date)}</dd>
            </>
          )}
        </dl>
        <Link to={ROUTES.pricing} className="btn-primary">
          <Crown className="size-4" aria-hidden="true" />
          {t('userPlan.upgradeNow')}
        </Link>
      </div>
    </MemberCard>
  );
}

/** The specification's 'All Plans' table: Silver 1 Month ₹1499, Gold 6 Months ₹4999, Platinum 12 Months ₹9999. */
function AllPlans() {
  const { t, rupees } = useI18n();
  return (
    <MemberCard title={t('userPlan.allPlans')} id="all-plans">
      <table className="w-full text-left text-sm">
        <thead className="text-ink-soft">
          <tr className="border-b border-maroon-100">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('purchase.plan')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('purchase.validity')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('purchase.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {PLANS.map((plan) => (
            <tr key={plan.id} className="border-b border-maroon-50 last:border-0">
              <th scope="row" className="py-2.5 pr-3 font-semibold text-maroon-800">
                {t(planTexts(plan).name)}
              </th>
              <td className="py-2.5 pr-3">{t(planTexts(plan).validity)}</td>
              <td className="py-2.5 text-right font-semibold">{rupees(plan.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </MemberCard>
  );
}

/** The member's orders, newest first, each with its status and a receipt once it is paid. */
function Payments() {
  const { t, date, rupees } = useI18n();
  const query = usePaymentList();
  const [receipt, setReceipt] = useState<PaymentOrder>();
  const orders = query.data?.data;
  return (
    <MemberCard title={t('userPlan.payments')} id="payments">
      {query.isError ? (
        <p className="text-sm text-ink-soft">{t('generic.tryAgain')}</p>
      ) : !orders ? (
        <p role="status" className="text-sm text-ink-soft">
          {t('generic.loading')}
        </p>
      ) : orders.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('userPlan.noPayments')}</p>
      ) : (
        <ul className="divide-y divide-maroon-100">
          {orders.map((order) => {
            const plan = planById(order.planId);
            return (
              <li
                key={order.orderId}
                aria-label={order.reference}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 text-sm"
                data-testid="payment"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {plan ? t(planTexts(plan).name) : ''} · {rupees(order.amount)}
                  </p>
                  <p className="text-xs text-ink-soft">
                    {order.reference} · {date(order.createdAt)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <StatusBadge status={order.status} />
                  {order.status === 'COMPLETED' && (
                    <button
                      type="button"
                      className="btn-outline px-3 py-1.5"
                      aria-label={t('userPlan.receiptFor', { reference: order.reference })}
                      onClick={() => setReceipt(order)}
                    >
                      <ScrollText className="size-4" aria-hidden="true" />
                      {t('userPlan.receipt')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ReceiptDialog order={receipt} onClose={() => setReceipt(undefined)} />
    </MemberCard>
  );
}
