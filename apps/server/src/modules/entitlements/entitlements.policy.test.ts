import { describe, expect, it } from 'vitest';
import { planById } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import {
  addressWithheld,
  chatAccess,
  demand,
  demandToOpen,
  entitlementsOf,
  hiddenFrom,
  hidesAnything,
  partnerMatters,
  readingPlan,
  VISITOR,
} from './entitlements.policy.js';

const verified = { verified: true };
const free = entitlementsOf(verified, undefined);
const silver = entitlementsOf(verified, planById(1));
const gold = entitlementsOf(verified, planById(2));
const platinum = entitlementsOf(verified, planById(3));

describe('entitlements (docs/design.md, "Entitlements", specification section 6)', () => {
  it.each([
    // question,            visitor, free,  silver, gold,  platinum
    ['clearPhotos', false, false, true, true, true],
    ['viewProfiles', false, false, true, true, true],
    ['contactDetails', false, false, true, true, true],
    ['horoscopes', false, false, false, true, true],
    ['privacySwitches', false, false, false, true, true],
    ['interestsScreen', false, false, true, true, true],
    ['sendInterest', false, true, true, true, true],
    ['chat', false, false, false, false, true],
    ['prioritySupport', false, false, false, true, true],
    ['seeViewers', false, false, true, true, true],
  ] as const)('%s: visitor %s, free %s, Silver %s, Gold %s, Platinum %s', (question, ...expected) => {
    expect([VISITOR, free, silver, gold, platinum].map((e) => e[question])).toEqual(expected);
  });

  it('counts profile views by the plan: none free, 15 Silver, 100 Gold, unlimited Platinum', () => {
    expect([free, silver, gold, platinum].map((e) => e.monthlyProfileViews)).toEqual([0, 15, 100, null]);
  });

  it('gives an unverified member nothing, whatever plan a record shows', () => {
    const unverified = entitlementsOf({ verified: false }, planById(3));
    expect(unverified).toEqual(VISITOR);
  });

  it('answers a refusal the way the specification does', () => {
    const refusal = (fn: () => void) => {
      try {
        fn();
      } catch (error) {
        return error instanceof AppError ? [error.statusCode, error.code] : error;
      }
      return undefined;
    };
    expect(refusal(() => demand(free, 'viewProfiles'))).toEqual([402, 'plan_required']);
    expect(refusal(() => demand(free, 'interestsScreen'))).toEqual([402, 'interests_plan_required']);
    expect(refusal(() => demand(free, 'privacySwitches'))).toEqual([403, 'premium_benefits_required']);
    // Silver has a plan: "upgrade to a premium membership" would not help; the switches come with Gold.
    expect(refusal(() => demand(silver, 'privacySwitches'))).toEqual([403, 'premium_benefits_need_gold']);
    expect(refusal(() => demand(gold, 'privacySwitches'))).toBeUndefined();
    expect(refusal(() => demand(silver, 'viewProfiles'))).toBeUndefined();
    expect(refusal(() => demand(silver, 'interestsScreen'))).toBeUndefined();
    expect(refusal(() => demand(VISITOR, 'interestsScreen'))).toEqual([402, 'interests_plan_required']);
    // One's own biodata needs no plan; another's, and any details page, do.
    expect(refusal(() => demandToOpen(free, { own: true, page: 'biodata' }))).toBeUndefined();
    expect(refusal(() => demandToOpen(free, { own: false, page: 'biodata' }))).toEqual([402, 'plan_required']);
    // One's own details page shows it as others see it: no plan needed (docs/decisions/0064).
    expect(refusal(() => demandToOpen(free, { own: true, page: 'details' }))).toBeUndefined();
    expect(refusal(() => demandToOpen(free, { own: false, page: 'details' }))).toEqual([402, 'plan_required']);
    expect(refusal(() => demandToOpen(silver, { own: false, page: 'biodata' }))).toBeUndefined();
  });

  it('hides what each switch says from everyone but an accepted partner; the e-mail is never a switch', () => {
    const none = { mobile_number_visibility: 0, photos_visibility: 0, horoscope_visibility: 0 };
    const all = { mobile_number_visibility: 1, photos_visibility: 1, horoscope_visibility: 1 };
    expect(hiddenFrom(none, false)).toEqual({ phone: false, photos: false, horoscopes: false });
    expect(hiddenFrom(all, false)).toEqual({ phone: true, photos: true, horoscopes: true });
    expect(hiddenFrom({ ...none, photos_visibility: 1 }, false)).toEqual({ phone: false, photos: true, horoscopes: false });
    expect(hiddenFrom(all, true)).toEqual({ phone: false, photos: false, horoscopes: false });
    expect([none, all, { ...none, horoscope_visibility: 1 }].map(hidesAnything)).toEqual([false, true, true]);
  });

  it('gives the street address only to an accepted partner with contact details, unless the owner hides it', () => {
    const shown = { address_visibility: 0 };
    const hidden = { address_visibility: 1 };
    const noContact = { ...silver, contactDetails: false };
    // Strangers, whatever their plan and whatever the switch: never.
    for (const viewer of [VISITOR, free, silver, gold, platinum]) {
      expect(addressWithheld(shown, viewer, false, true)).toBe('interest');
      expect(addressWithheld(hidden, viewer, false, true)).toBe('interest');
    }
    expect(addressWithheld(shown, silver, true, true)).toBeNull();
    expect(addressWithheld(shown, platinum, true, true)).toBeNull();
    expect(addressWithheld(shown, noContact, true, true)).toBe('plan');
    expect(addressWithheld(shown, free, true, true)).toBe('plan');
    expect(addressWithheld(hidden, platinum, true, true)).toBe('owner');
    expect(addressWithheld(hidden, noContact, true, true)).toBe('owner');
    // No address given: nothing to withhold.
    expect(addressWithheld(shown, gold, false, false)).toBeNull();
    // Whether the partner look-up is worth asking: an address, or any switch on.
    const none = { mobile_number_visibility: 0, photos_visibility: 0, horoscope_visibility: 0 };
    expect(partnerMatters(none, false)).toBe(false);
    expect(partnerMatters(none, true)).toBe(true);
    expect(partnerMatters({ ...none, photos_visibility: 1 }, false)).toBe(true);
  });

  it('opens chat only with a plan that has it and an accepted interest, and says which is missing', () => {
    for (const viewer of [VISITOR, free, silver, gold]) {
      expect(chatAccess(viewer, true)).toBe('plan');
      expect(chatAccess(viewer, false)).toBe('plan');
    }
    expect(chatAccess(platinum, false)).toBe('interest');
    expect(chatAccess(platinum, true)).toBe('open');
    // Reading and answering come with the cheapest plan that has chat.
    expect(readingPlan()).toMatchObject({ id: 3, name: 'Platinum', chat: true });
  });
});
