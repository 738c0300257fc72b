import { planById, type Plan } from '@inai/shared';
import { useMe } from '../api/me';

/**
 * The signed-in member's active plan, as the server last reported it (undefined without one).
 * It only decides what the screens offer; the server enforces every plan feature itself.
 */
export function useViewerPlan(): Plan | undefined {
  const { user } = useMe();
  if (user?.premium_user !== 1) return undefined;
  return planById(Number(user.active_plan?.plan_id));
}
