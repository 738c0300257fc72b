import type { AppContext } from '../../types.js';
import { activePlanOf } from '../plans/plans.service.js';
import { entitlementsOf, type Entitlements } from './entitlements.policy.js';

/** The entitlements of a signed-in member, from their verification and their plan as it is now. */
export async function entitlementsFor(ctx: AppContext, member: { id: number; is_verified: number }): Promise<Entitlements> {
  const active = await activePlanOf(ctx, member.id);
  return entitlementsOf({ verified: member.is_verified === 1 }, active?.plan);
}
