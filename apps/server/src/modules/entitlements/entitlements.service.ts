import type { AppContext } from '../../types.js';
import { activePlanOf } from '../plans/plans.service.js';
import { entitlementsOf, type Entitlements } from './entitlements.policy.js';
import { acceptedBetween, acceptedPartnersAmong } from './partners.repository.js';

/** The entitlements of a signed-in member, from their verification and their plan as it is now. */
export async function entitlementsFor(ctx: AppContext, member: { id: number; is_verified: number }): Promise<Entitlements> {
  const active = await activePlanOf(ctx, member.id);
  return entitlementsOf({ verified: member.is_verified === 1 }, active?.plan);
}

/** Whether two members have an accepted interest (either direction): the exception to the privacy switches. */
export function areAcceptedPartners(ctx: AppContext, a: number, b: number): Promise<boolean> {
  if (a === b) return Promise.resolve(false);
  return acceptedBetween(ctx.db, a, b);
}

/** Which of `others` are the member's accepted partners; asked only for owners who hide something. */
export function acceptedPartnersOf(ctx: AppContext, memberId: number, others: Iterable<number>): Promise<Set<number>> {
  return acceptedPartnersAmong(ctx.db, memberId, [...new Set(others)]);
}
