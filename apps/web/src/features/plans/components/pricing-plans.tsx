import { useNavigate, useSearchParams } from 'react-router';
import { PLANS, ROUTES, type Plan } from '@inai/shared';
import { useMe } from '../../../lib/api/me';
import type { SentHere } from '../../../lib/hooks/use-arrival-notice';
import { PLAN_PARAM } from '../utils/plan-param';
import { PlanCard } from './plan-card';

/**
 * The three plan cards of the pricing screen. A member's own plan shows 'Selected Plan'; Get
 * Started opens the purchase panel for that plan (`?plan=2`). A visitor's Get Started goes to
 * /login, saying why there, and comes back here with the chosen plan's panel open.
 */
export function PricingPlans() {
  const { user, status } = useMe();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();

  const getStarted = (plan: Plan) => {
    // A member whose session is still being confirmed (a slow phone, just signed in) keeps the
    // plan chosen: the panel opens as soon as the session is known, instead of a trip to /login.
    if (!user && status !== 'checking') {
      const sentHere: SentHere = { from: `${ROUTES.pricing}?${PLAN_PARAM}=${plan.id}`, notice: 'redirect.loginRequired' };
      return void navigate(ROUTES.login, { state: sentHere });
    }
    setParams({ [PLAN_PARAM]: String(plan.id) }, { replace: true });
  };

  const current = user?.active_plan;
  return (
    <div className="mt-12 grid gap-8 md:grid-cols-3 md:gap-6">
      {PLANS.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          selectedUntil={current && current.plan_price === plan.price ? current.expiry_date : undefined}
          onGetStarted={getStarted}
        />
      ))}
    </div>
  );
}
