import type { AppContext } from '../../types.js';
import { blockedBetween, blockedWith } from '../blocks/blocks.repository.js';
import { activePlanOf } from '../plans/plans.service.js';
import { entitlementsOf, type Entitlements } from './entitlements.policy.js';
import { acceptedBetween, acceptedPartnersAmong, acceptedPartnersOfMember } from './partners.repository.js';

/** The entitlements of a signed-in member, from their verification and their plan as it is now. */
export async function entitlementsFor(ctx: AppContext, member: { id: number; is_verified: number }): Promise<Entitlements> {
  const active = await activePlanOf(ctx, member.id);
  return entitlementsOf({ verified: member.is_verified === 1 }, active?.plan);
}

/**
 * The entitlements of a signed-in member with the moment they may next change by themselves (the
 * plan's end): for a caller that keeps them a while (search's searchers.ts).
 */
export async function entitlementsUntil(
  ctx: AppContext,
  member: { id: number; is_verified: number },
): Promise<{ entitlements: Entitlements; until: number }> {
  const active = await activePlanOf(ctx, member.id);
  return {
    entitlements: entitlementsOf({ verified: member.is_verified === 1 }, active?.plan),
    until: active ? Date.parse(active.record.expires_at) : Number.POSITIVE_INFINITY,
  };
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

/** All of the member's accepted partners: for a caller that keeps them a while (search's searchers.ts). */
export function allAcceptedPartners(ctx: AppContext, memberId: number): Promise<Set<number>> {
  return acceptedPartnersOfMember(ctx.db, memberId);
}

/**
 * Among other members shown to the viewer, those whose locked photos the viewer still sees (their
 * accepted partners). Asked of the database only when one of them locked their photos: the only
 * case in which being a partner changes a picture.
 */
export async function partnersAmongLocked(
  ctx: AppContext,
  viewerId: number,
  others: readonly { id: number; photosLocked: boolean }[],
): Promise<Set<number>> {
  const locked = others.filter((o) => o.photosLocked).map((o) => o.id);
  return locked.length > 0 ? acceptedPartnersOf(ctx, viewerId, locked) : new Set<number>();
}

/** Whether a block (either way) separates two members: then neither may reach or see the other anywhere (DESIGN.md §4.9). */
export function separatedByBlock(ctx: AppContext, a: number, b: number): Promise<boolean> {
  return blockedBetween(ctx.db, a, b);
}

/** Everyone a block (either way) separates from this member: who must not appear to them anywhere. */
export function separatedFrom(ctx: AppContext, memberId: number): Promise<Set<number>> {
  return blockedWith(ctx.db, memberId);
}
