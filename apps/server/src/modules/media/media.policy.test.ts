import { describe, expect, it } from 'vitest';
import { mayServe } from './media.policy.js';

const open = { photos_visibility: 0, horoscope_visibility: 0 };
const locked = { photos_visibility: 1, horoscope_visibility: 1 };

describe('which files a signed link may open', () => {
  it('lets the owner open every variant, even of locked galleries', () => {
    for (const variant of ['full', 'thumb', 'blurred'] as const) {
      expect(mayServe({ kind: 'photos', variant, audience: 'o' }, locked)).toBe(true);
      expect(mayServe({ kind: 'horoscopes', variant, audience: 'o' }, locked)).toBe(true);
    }
  });

  it("lets an operator's link open any photo, locked or not, and never a horoscope", () => {
    for (const variant of ['full', 'thumb', 'blurred'] as const) {
      expect(mayServe({ kind: 'photos', variant, audience: 'op' }, locked)).toBe(true);
      expect(mayServe({ kind: 'horoscopes', variant, audience: 'op' }, open)).toBe(false);
    }
  });

  it('lets a paying viewer open photos and horoscopes until the owner locks them', () => {
    for (const variant of ['full', 'thumb'] as const) {
      expect(mayServe({ kind: 'photos', variant, audience: 'p' }, open)).toBe(true);
      expect(mayServe({ kind: 'horoscopes', variant, audience: 'p' }, open)).toBe(true);
      expect(mayServe({ kind: 'photos', variant, audience: 'p' }, locked)).toBe(false);
      expect(mayServe({ kind: 'horoscopes', variant, audience: 'p' }, locked)).toBe(false);
    }
  });

  it('lets another viewer open only the blurred photo, and nothing once the owner locks photos', () => {
    expect(mayServe({ kind: 'photos', variant: 'blurred', audience: 'v' }, open)).toBe(true);
    expect(mayServe({ kind: 'photos', variant: 'thumb', audience: 'v' }, open)).toBe(false);
    expect(mayServe({ kind: 'photos', variant: 'full', audience: 'v' }, open)).toBe(false);
    expect(mayServe({ kind: 'horoscopes', variant: 'full', audience: 'v' }, open)).toBe(false);
    expect(mayServe({ kind: 'photos', variant: 'blurred', audience: 'v' }, locked)).toBe(false);
  });

  it("lets an accepted partner's link open a locked gallery only while the interest is accepted", () => {
    for (const kind of ['photos', 'horoscopes'] as const) {
      for (const variant of ['full', 'thumb'] as const) {
        expect(mayServe({ kind, variant, audience: 'a' }, locked, true)).toBe(true);
        expect(mayServe({ kind, variant, audience: 'a' }, locked, false)).toBe(false);
        // Once the owner unlocks, it opens as the link of a viewer with that plan would.
        expect(mayServe({ kind, variant, audience: 'a' }, open, false)).toBe(true);
      }
    }
    // A free partner's link is to the blurred photo; there is no blurred horoscope.
    expect(mayServe({ kind: 'photos', variant: 'blurred', audience: 'a' }, locked, true)).toBe(true);
    expect(mayServe({ kind: 'horoscopes', variant: 'blurred', audience: 'a' }, locked, true)).toBe(false);
    // Being a partner opens nothing through the other audiences' links.
    expect(mayServe({ kind: 'photos', variant: 'thumb', audience: 'p' }, locked, true)).toBe(false);
    expect(mayServe({ kind: 'photos', variant: 'blurred', audience: 'v' }, locked, true)).toBe(false);
  });
});
