import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, CalendarHeart, Sparkles } from 'lucide-react';
import {
  planById,
  planEnd,
  purchaseKind,
  ROUTES,
  type ActivePlanInfo,
  type PaymentMethod,
  type Plan,
  type UpgradeOffer,
} from '@inai/shared';
import { RichText } from '../../../components/rich-text';
import { Spinner } from '../../../components/spinner';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { familyRefusal } from '../../../lib/hooks/use-acting';
import { useStartPayment } from '../api/payments';
import { LoginLink } from './login-link';
import { planNameByPrice, planTexts } from './plan-texts';
import { UpiPayment } from './upi-payment';

const DAY_MS = 86_400_000;

interface PurchasePanelProps {
  /** The chosen plan; undefined shows 'No plan selected.'. */
  plan: Plan | undefined;
  /** Whether the UPI QR may be offered beside the gateway. */
  upiEnabled: boolean;
}

/**
 * The purchase panel of specification section 2: the chosen plan's name, price and validity;
 * for a member whose plan is the same or higher, 'You already have an active plan' with its
 * price and expiry date; for a higher plan, the upgrade offer with its extra days (the same
 * arithmetic the server applies); the order reference once the order exists; Pay Now.
 */
export function PurchasePanel({ plan, upiEnabled }: PurchasePanelProps) {
  const { t } = useI18n();
  const { user } = useMe();
  const [now] = useState(() => new Date());
  const [method, setMethod] = useState<PaymentMethod>('gateway');
  const payment = useStartPayment();
  // A co-manager the holder did not allow to buy plans (docs/decisions/0073-family-co-managers.md).
  const refusal = familyRefusal(user?.acting, 'plans');

  if (!plan) return <p className="rounded-xl bg-cream p-4 text-center text-ink-soft">{t('payment.noPlanSelected')}</p>;

  const purchase = user ? purchaseKind(user.active_plan, plan, now) : undefined;
  const order = payment.order;
  const canPay = user?.is_verified === 1 && purchase !== undefined && purchase.kind !== 'refused';

  return (
    <div className="space-y-4">
      <PlanSummary plan={plan} />
      {!user ? (
        <Note>
          <RichText
            k="purchase.loginFirst"
            tags={{
              link: (text) => <LoginLink>{text}</LoginLink>,
            }}
          />
        </Note>
      ) : user.is_verified !== 1 ? (
        <Note>
          <RichText
            k="purchase.verifyFirst"
            tags={{
              link: (text) => (
                <Link to={ROUTES.verifyOtp} className="font-semibold text-maroon-700 underline">
                  {text}
                </Link>
              ),
            }}
          />
        </Note>
      ) : purchase?.kind === 'refused' && user.active_plan ? (
        <ActivePlanNotice current={user.active_plan} />
      ) : purchase?.kind === 'upgrade' && user.active_plan ? (
        <UpgradeNotice offer={purchase.offer} current={user.active_plan} plan={plan} now={now} />
      ) : (
        <p className="flex items-start gap-2 text-sm text-ink-soft">
          <CalendarHeart className="mt-0.5 size-4 shrink-0 text-maroon-700" aria-hidden="true" />
          <NewEnd plan={plan} now={now} extraDays={0} />
        </p>
      )}

      {order && (
        <p className="rounded-xl bg-maroon-50 px-4 py-2 text-sm text-ink" data-testid="order-reference">
          {t('purchase.reference')}: <strong className="font-semibold">{order.reference}</strong>
        </p>
      )}

      {canPay && upiEnabled && !order && <MethodChoice method={method} onChange={setMethod} />}

      {order?.upi ? (
        <UpiPayment order={order} upi={order.upi} />
      ) : (
        canPay && (
          <div className="space-y-2">
            <button
              type="button"
              className="btn-primary w-full"
              disabled={payment.busy || refusal !== undefined}
              aria-describedby={refusal ? 'pay-refusal' : undefined}
              aria-busy={payment.busy}
              onClick={() => payment.start(plan, upiEnabled ? method : 'gateway')}
            >
              {payment.busy && <Spinner />}
              {t('purchase.payNow')}
            </button>
            {refusal && (
              <p id="pay-refusal" className="text-center text-xs text-ink-soft" data-testid="family-refusal">
                {refusal}
              </p>
            )}
            {payment.busy && method === 'gateway' && (
              <p role="status" className="text-center text-xs text-ink-soft">
                {t('purchase.redirecting')}
              </p>
            )}
          </div>
        )
      )}
    </div>
  );
}

/** The chosen plan: name, price, validity. */
function PlanSummary({ plan }: { plan: Plan }) {
  const { t, rupees } = useI18n();
  const texts = planTexts(plan);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-cream p-4 text-sm">
      <dt className="text-ink-soft">{t('purchase.plan')}</dt>
      <dd className="font-semibold text-maroon-800">{t(texts.name)}</dd>
      <dt className="text-ink-soft">{t('purchase.price')}</dt>
      <dd className="font-semibold text-ink">{rupees(plan.price)}</dd>
      <dt className="text-ink-soft">{t('purchase.validity')}</dt>
      <dd className="text-ink">{t(texts.validity)}</dd>
    </dl>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="rounded-xl bg-gold-100 p-4 text-sm text-ink ring-1 ring-gold-200">
      {children}
    </p>
  );
}

/** The same or a lower plan while one is active: the specification's refusal, with the plan's price and end. */
function ActivePlanNotice({ current }: { current: ActivePlanInfo }) {
  const { t, rupees, date } = useI18n();
  const currentPlan = planById(current.plan_id);
  return (
    <div role="alert" className="rounded-xl bg-gold-100 p-4 text-sm text-ink ring-1 ring-gold-200">
      <p className="flex items-center gap-2 font-semibold text-maroon-800">
        <BadgeCheck className="size-5 shrink-0" aria-hidden="true" />
        {t('payment.activePlan')}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-ink-soft">{t('purchase.planPrice')}</dt>
        <dd className="font-semibold">
          {rupees(current.plan_price)} ({planNameByPrice(t, current.plan_price)})
        </dd>
        <dt className="text-ink-soft">{t('purchase.expiryDate')}</dt>
        <dd className="font-semibold">{date(current.expiry_date)}</dd>
      </dl>
      {currentPlan && currentPlan.id < 3 && <p className="mt-2 text-ink-soft">{t('purchase.chooseHigher')}</p>}
    </div>
  );
}

/** A higher plan while one is active: what the unused days become, and when the new plan ends. */
function UpgradeNotice({ offer, current, plan, now }: { offer: UpgradeOffer; current: ActivePlanInfo; plan: Plan; now: Date }) {
  const { t } = useI18n();
  const unusedDays = Math.max(1, Math.ceil((Date.parse(current.expiry_date) - now.getTime()) / DAY_MS));
  return (
    <div className="rounded-xl bg-leaf/10 p-4 text-sm text-ink ring-1 ring-leaf/30" data-testid="upgrade-offer">
      <p className="flex items-center gap-2 font-semibold text-leaf">
        <Sparkles className="size-5 shrink-0" aria-hidden="true" />
        {t('purchase.upgradeTitle')}
      </p>
      <p className="mt-2">
        {t('purchase.upgradeOffer', {
          days: t.plural('purchase.days', unusedDays),
          current: planNameByPrice(t, current.plan_price),
          extra: t.plural('purchase.extraDays', offer.extraDays),
          plan: t(planTexts(plan).name),
        })}
      </p>
      <p className="mt-1 font-medium">
        <NewEnd plan={plan} now={now} extraDays={offer.extraDays} />
      </p>
    </div>
  );
}

function NewEnd({ plan, now, extraDays }: { plan: Plan; now: Date; extraDays: number }) {
  const { t, date } = useI18n();
  return <span>{t('purchase.newEnd', { plan: t(planTexts(plan).name), date: date(planEnd(plan, now, extraDays)) })}</span>;
}

/** The gateway or a UPI QR code (offered only where the operator set a UPI payee). */
function MethodChoice({ method, onChange }: { method: PaymentMethod; onChange(method: PaymentMethod): void }) {
  const { t } = useI18n();
  const name = useId();
  const choices: { value: PaymentMethod; label: string }[] = [
    { value: 'gateway', label: t('purchase.methodGateway') },
    { value: 'upi', label: t('purchase.methodUpi') },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="field-label">{t('purchase.method')}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-center gap-3 rounded-xl border border-maroon-100 px-3 py-2 text-sm has-[:checked]:border-maroon-500 has-[:checked]:bg-maroon-50"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={method === choice.value}
            onChange={() => onChange(choice.value)}
            className="accent-maroon-700"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
