import { describe, expect, it } from 'vitest';
import { planById } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { demand, demandToOpen, entitlementsOf, hiddenFrom, hidesAnything, VISITOR } from './entitlements.policy.js';

const verified = { verified: true };
const free = entitlementsOf(verified, undefined);
const silver = entitlementsOf(verified, planById(1));
const gold = entitlementsOf(verified, planById(2));
const platinum = entitlementsOf(verified, planById(3));

describe('entitlements (DESIGN.md §7, specification section 6)', () => {
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
    expect(refusal(() => demandToOpen(free, { own: true, page: 'details' }))).toEqual([402, 'plan_required']);
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
});
