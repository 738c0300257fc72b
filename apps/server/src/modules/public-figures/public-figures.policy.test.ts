import { describe, expect, it } from 'vitest';
import { roundedDown, shownFigures } from './public-figures.policy.js';

describe('the public figures as the pages may show them', () => {
  it('rounds down to two significant digits, never up', () => {
    expect(roundedDown(0)).toBe(0);
    expect(roundedDown(7)).toBe(7);
    expect(roundedDown(87)).toBe(87);
    expect(roundedDown(100)).toBe(100);
    expect(roundedDown(159)).toBe(150);
    expect(roundedDown(999)).toBe(990);
    expect(roundedDown(1234)).toBe(1200);
    expect(roundedDown(1299)).toBe(1200);
    expect(roundedDown(56789)).toBe(56000);
    expect(roundedDown(123456)).toBe(120000);
    for (let n = 0; n < 5000; n += 37) expect(roundedDown(n)).toBeLessThanOrEqual(n);
  });

  it('shows every figure, rounded down, once each has reached the floor', () => {
    expect(shownFigures({ members: 1234, grooms: 601, brides: 633, interestsAccepted: 100 }, 100)).toEqual({
      members: 1200,
      grooms: 600,
      brides: 630,
      interestsAccepted: 100,
    });
  });

  it('shows none while any one is under the floor', () => {
    expect(shownFigures({ members: 5000, grooms: 2500, brides: 2500, interestsAccepted: 99 }, 100)).toBeNull();
    expect(shownFigures({ members: 0, grooms: 0, brides: 0, interestsAccepted: 0 }, 1)).toBeNull();
  });
});
