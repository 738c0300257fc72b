import { describe, expect, it } from 'vitest';
import { planById } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { demand, entitlementsOf, VISITOR } from './entitlements.policy.js';

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
    expect(refusal(() => demand(silver, 'privacySwitches'))).toEqual([403, 'premium_benefits_required']);
    expect(refusal(() => demand(gold, 'privacySwitches'))).toBeUndefined();
    expect(refusal(() => demand(silver, 'viewProfiles'))).toBeUndefined();
  });
});
