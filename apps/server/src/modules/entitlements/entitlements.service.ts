import type { AppContext } from '../../types.js';
import { activePlanOf } from '../plans/plans.service.js';
import { entitlementsOf, type Entitlements } from './entitlements.policy.js';
import { acceptedBetween, acceptedPartnersAmong, acceptedPartnersOfMember } from './partners.repository.js';
import { blockedBetween, blockedWith, reachableBetween } from './reach.repository.js';

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

/**
 * Whether two members may reach and see each other at all (docs/design.md, "Contact grows with consent"): both in good standing
 * (not suspended, not asking for deletion, not erased) and no block between them, either way.
 * Every channel that takes one member to another asks this (interests, their mails, chat,
 * the shortlist, profile details, the media route); lists ask the same rule as a SQL condition
 * (`reachableBy` in reach.repository.ts). Where it says no, the other member is as absent as
 * one who does not exist.
 */
export function mayReach(ctx: AppContext, a: number, b: number): Promise<boolean> {
  return reachableBetween(ctx.db, a, b);
}

/**
 * Why two members may not reach each other, for chat alone: its members see a block end their
 * conversation (the socket tells them), so chat names it; anything else is 'absent'. Undefined
 * when they may.
 */
export async function barrierBetween(ctx: AppContext, a: number, b: number): Promise<'blocked' | 'absent' | undefined> {
  if (await reachableBetween(ctx.db, a, b)) return undefined;
  return (await blockedBetween(ctx.db, a, b)) ? 'blocked' : 'absent';
}

/**
 * Everyone a block (either way) separates from this member: for callers that keep the answer a
 * while and filter in memory (search's searchers.ts, the chat socket). Members out of good
 * standing are dropped there by other means: the search index leaves them out, and the chat's
 * queries ask `reachableBy`.
 */
export function separatedFrom(ctx: AppContext, memberId: number): Promise<Set<number>> {
  return blockedWith(ctx.db, memberId);
}
