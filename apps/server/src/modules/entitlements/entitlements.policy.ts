import { PLANS, type AddressWithheld, type ChatAccess, type Plan } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * What a member may do (docs/decisions/0014;
 * docs/architecture.md, "Where each kind of rule lives"), decided in one place from the plan
 * feature matrix of `packages/shared/src/plans.ts` and the member's state. Routes, services and
 * presenters ask this; none of them repeats a rule. Pure, so every rule is tested without a database.
 */
export interface Entitlements {
  /** The active plan, if any. */
  plan: Plan | undefined;
  /** Other members' photos unblurred, and the links that open them (any active plan). */
  clearPhotos: boolean;
  /** Opening another member's full profile (any active plan)… */
  viewProfiles: boolean;
  /** …up to this many distinct profiles a month; null is unlimited. */
  monthlyProfileViews: number | null;
  /** Phone and e-mail on a full profile (the owner's hidden phone stays hidden). */
  contactDetails: boolean;
  /** Other members' horoscopes (Gold and Platinum). */
  horoscopes: boolean;
  /** The privacy switches, 'Premium User Benefits' (Gold and Platinum). */
  privacySwitches: boolean;
  /** The interests screen: the incoming list, accept and reject (any active plan). */
  interestsScreen: boolean;
  /** Sending an interest and reading one's own sent list (any verified member). */
  sendInterest: boolean;
  /** Chat (Platinum; with a member whose interest is accepted, checked where chat lives). */
  chat: boolean;
  /** Support answers this member first (Gold and Platinum). */
  prioritySupport: boolean;
  /** Who viewed me: the members who opened one's full profile (any active plan; without one, only how many). */
  seeViewers: boolean;
}

/** The entitlements of a member with this verification state and active plan. */
export function entitlementsOf(member: { verified: boolean }, plan: Plan | undefined): Entitlements {
  const paid = member.verified && plan !== undefined;
  const has = (feature: boolean | undefined) => paid && feature === true;
  return {
    plan: paid ? plan : undefined,
    clearPhotos: paid,
    viewProfiles: paid,
    monthlyProfileViews: paid ? plan.monthlyProfileViews : 0,
    contactDetails: has(plan?.contactDetails),
    horoscopes: has(plan?.horoscopeView),
    privacySwitches: has(plan?.premiumBenefits),
    interestsScreen: paid,
    // Free verified members may send interests (specification section 6); a plan without the
    // feature would take it away.
    sendInterest: member.verified && (plan === undefined || plan.sendInterest),
    chat: has(plan?.chat),
    prioritySupport: has(plan?.prioritySupport),
    seeViewers: paid,
  };
}

/**
 * Whether a viewer may chat with another member now, and why not
 * (docs/decisions/0014-entitlements-policy.md): 'plan' while their plan does not include chat,
 * 'interest' while no accepted interest joins the two (either direction), 'open' otherwise. Blocks are asked elsewhere: a blocked member is not shown at all.
 */
export function chatAccess(viewer: Pick<Entitlements, 'chat'>, acceptedPartner: boolean): ChatAccess {
  if (!viewer.chat) return 'plan';
  return acceptedPartner ? 'open' : 'interest';
}

/** The plan that lets a member read and answer messages: the cheapest whose matrix includes chat. */
export function readingPlan(): Plan {
  return [...PLANS].filter((p) => p.chat).sort((a, b) => a.price - b.price)[0]!;
}

/** What a visitor (no session) may do: nothing a plan gives. */
export const VISITOR: Entitlements = entitlementsOf({ verified: false }, undefined);

/** The questions `demand` answers with a refusal. */
export type Demandable = 'viewProfiles' | 'privacySwitches' | 'interestsScreen';

/**
 * Refuses, with the specification's answer, what the member's entitlements do not include: 402
 * for what any plan gives (profiles, the interests screen), 403 for the privacy switches, whose
 * text for a Silver member says that they come with Gold and Platinum (buying "a premium
 * membership" again would not help them).
 */
export function demand(entitlements: Entitlements, question: Demandable): void {
  if (entitlements[question]) return;
  if (question === 'viewProfiles') throw new AppError(402, 'plan_required');
  if (question === 'interestsScreen') throw new AppError(402, 'interests_plan_required');
  if (entitlements.plan) throw new AppError(403, 'premium_benefits_need_gold');
  throw new AppError(403, 'premium_benefits_required');
}

/**
 * Opening a profile: another member's full profile or biodata needs a plan; one's own needs none,
 * being one's own data. The own details page shows it as others see it (OTHERS_SEE), so that a
 * member can check what their privacy switches hide (docs/decisions/0064); the specification
 * asked for a plan there too.
 */
export function demandToOpen(entitlements: Entitlements, opening: { own: boolean; page: 'details' | 'biodata' }): void {
  if (opening.own) return;
  demand(entitlements, 'viewProfiles');
}

/**
 * Whom a member's own details page stands in for (docs/decisions/0064): a member whose plan
 * includes contact details and horoscopes (Gold or Platinum), with no accepted interest between
 * them. It is the most anyone but an accepted match sees, so every privacy switch shows its effect.
 */
export const OTHERS_SEE: Pick<Entitlements, 'contactDetails' | 'horoscopes'> = { contactDetails: true, horoscopes: true };

/** A member's three privacy switches (1 hides). */
export interface PrivacySwitches {
  mobile_number_visibility: number;
  photos_visibility: number;
  horoscope_visibility: number;
}

/** What an owner's switches hide from one viewer. */
export interface Hidden {
  phone: boolean;
  photos: boolean;
  horoscopes: boolean;
}

/**
 * What the owner's privacy switches hide from a viewer (docs/design.md, "Privacy in every answer"; docs/design.md, "Contact grows with consent"): each
 * switch hides its part from everyone except a member with whom the owner has an accepted
 * interest, in either direction (a family that hides photos still wants the accepted match to
 * see them). The e-mail address is never hidden by a switch. What the viewer's plan allows is
 * asked separately: a partner sees horoscopes only with a plan that includes them.
 */
export function hiddenFrom(owner: PrivacySwitches, acceptedPartner: boolean): Hidden {
  if (acceptedPartner) return { phone: false, photos: false, horoscopes: false };
  return {
    phone: owner.mobile_number_visibility === 1,
    photos: owner.photos_visibility === 1,
    horoscopes: owner.horoscope_visibility === 1,
  };
}

/** Whether any switch is on: only then does being an accepted partner change what a viewer sees. */
export function hidesAnything(owner: PrivacySwitches): boolean {
  return owner.mobile_number_visibility === 1 || owner.photos_visibility === 1 || owner.horoscope_visibility === 1;
}

/** The owner's switch over their street address: 1 hides it even from accepted partners. Free for every member. */
export interface AddressSwitch {
  address_visibility: number;
}

/**
 * Why a viewer is not given the owner's street address, or null when nothing is withheld
 * (docs/decisions/0060). A street address leads to a family's door, so it is
 * withheld by default, unlike the other details: only a member with whom the owner has an accepted
 * interest (either direction) and whose plan includes contact details sees it, unless the owner
 * hid it from them too. Anyone else gets none, on every channel; the owner's own details and
 * printable biodata included, since a sheet is made to be handed on. `hasAddress`: the owner gave one.
 */
export function addressWithheld(
  owner: AddressSwitch,
  viewer: Pick<Entitlements, 'contactDetails'>,
  acceptedPartner: boolean,
  hasAddress: boolean,
): AddressWithheld | null {
  if (!hasAddress) return null;
  if (!acceptedPartner) return 'interest';
  if (owner.address_visibility === 1) return 'owner';
  if (!viewer.contactDetails) return 'plan';
  return null;
}

/**
 * Whether being an accepted partner can change what a viewer is told of the owner: a switch is
 * on, or there is a street address (shown to partners alone, or withheld from them for a reason
 * of their own). Only then is the database asked.
 */
export function partnerMatters(owner: PrivacySwitches, hasAddress: boolean): boolean {
  return hasAddress || hidesAnything(owner);
}

/**
 * Whether a member's chart takes part in "charts agree" on Matches (docs/decisions/0079). The
 * search index is the same for every viewer, so a member who hides their horoscope is out of it
 * for everyone, accepted partners included (they see the full comparison on the details page).
 */
export function chartSearchable(owner: Pick<PrivacySwitches, 'horoscope_visibility'>): boolean {
  return owner.horoscope_visibility !== 1;
}

/**
 * Whether a viewer sees an owner's horoscopes: the uploaded images and the birth chart worked out
 * from the birth details. Their own always; another's with a plan that includes horoscopes, unless
 * the owner's switch hides them (the switch gives way to an accepted partner, as `hiddenFrom` says).
 */
export function seesHoroscopes(viewer: Pick<Entitlements, 'horoscopes'>, hidden: Hidden, own: boolean): boolean {
  return own || (viewer.horoscopes && !hidden.horoscopes);
}
