import { describe, expect, it } from 'vitest';
import { computeChart } from './chart.js';
import { papaBalanced, papaSamyam, papaSamyamOfSigns, type PapaSigns } from './papa-samyam.js';
import { localToUtc } from './time-zone.js';

// Sign numbers: 0 Mesham, 1 Rishabam, 2 Mithunam, 3 Kadagam, 4 Simmam, 5 Kanni, 6 Thulam,
// 7 Viruchigam, 8 Dhanusu, 9 Magaram, 10 Kumbam, 11 Meenam.

/**
 * The worked examples of the source (decision 0078): Prokerala's published papa samyam results
 * (prokerala/astrology-sdk, tests/Api/Astrology/Service/PapasamyamTest.php and
 * PapaSamyamCheckTest.php), with the houses it prints from each reference and its totals. The
 * signs are those of the births' charts, which the last test computes.
 */
const EXAMPLES = [
  {
    birth: { date: '2020-05-12', time: '09:20', latitude: 22.6757521, longitude: 88.0495418 }, // Kolkata
    // Mithunam lagnam, Moon in Dhanusu, Venus in Rishabam; Sun Mesham, Mars Kumbam, Saturn Magaram, Rahu Mithunam.
    signs: { lagnam: 2, moon: 8, venus: 1, sun: 0, mars: 10, saturn: 9, rahu: 2 },
    houses: {
      lagnam: { mars: 9, saturn: 8, sun: 11, rahu: 1 },
      moon: { mars: 3, saturn: 2, sun: 5, rahu: 7 },
      venus: { mars: 10, saturn: 9, sun: 12, rahu: 2 },
    },
    total: 3.5,
  },
  {
    birth: { date: '1967-08-29', time: '09:00', latitude: 19.0821978, longitude: 72.7411014 }, // Mumbai, the girl
    signs: { lagnam: 5, moon: 1, venus: 4, sun: 4, mars: 6, saturn: 11, rahu: 0 },
    houses: {
      lagnam: { mars: 2, saturn: 7, sun: 12, rahu: 8 },
      moon: { mars: 6, saturn: 11, sun: 4, rahu: 12 },
      venus: { mars: 3, saturn: 8, sun: 1, rahu: 9 },
    },
    total: 5.5,
  },
  {
    birth: { date: '1970-11-10', time: '09:20', latitude: 22.6757521, longitude: 88.0495418 }, // Kolkata, the boy
    signs: { lagnam: 8, moon: 11, venus: 6, sun: 6, mars: 5, saturn: 0, rahu: 10 },
    houses: {
      lagnam: { mars: 10, saturn: 5, sun: 11, rahu: 3 },
      moon: { mars: 7, saturn: 2, sun: 8, rahu: 12 },
      venus: { mars: 12, saturn: 7, sun: 1, rahu: 5 },
    },
    total: 2.75,
  },
] as const;

const COUNTED = new Set<number>([1, 2, 4, 7, 8, 12]);

describe('papaSamyamOfSigns', () => {
  it.each(EXAMPLES.map((e, i) => [i + 1, e] as const))("gives the source's total for its worked example %i", (_n, example) => {
    const side = papaSamyamOfSigns(example.signs);
    expect(side.total).toBe(example.total);
    // Every house the source marks as a dosha is listed, with the weight of its reference.
    const expected = Object.entries(example.houses).flatMap(([from, houses]) =>
      Object.entries(houses as Record<string, number>)
        .filter(([, house]) => COUNTED.has(house))
        .map(([planet, house]) => ({ planet, from, house })),
    );
    expect(side.points.map(({ planet, from, house }) => ({ planet, from, house }))).toEqual(expect.arrayContaining(expected));
    expect(side.points).toHaveLength(expected.length);
  });

  it('weighs a malefic 1 from the lagnam, ½ from the Moon and ¼ from Venus', () => {
    // Lagnam, Moon and Venus all in Mesham; Saturn alone in a counted house (the 7th).
    const signs: PapaSigns = { lagnam: 0, moon: 0, venus: 0, sun: 2, mars: 4, saturn: 6, rahu: 10 };
    expect(papaSamyamOfSigns(signs)).toEqual({
      total: 1.75,
      points: [
        { planet: 'saturn', from: 'lagnam', house: 7, value: 1 },
        { planet: 'saturn', from: 'moon', house: 7, value: 0.5 },
        { planet: 'saturn', from: 'venus', house: 7, value: 0.25 },
      ],
    });
  });

  it('counts houses 1, 2, 4, 7, 8 and 12 only', () => {
    for (let sign = 0; sign < 12; sign++) {
      // Mars alone moves; the Moon and Venus sit where no malefic is counted from them.
      const side = papaSamyamOfSigns({ lagnam: 0, moon: 5, venus: 5, sun: 2, mars: sign, saturn: 2, rahu: 2 });
      const fromLagnam = side.points.filter((p) => p.planet === 'mars' && p.from === 'lagnam');
      expect(fromLagnam.length, `Mars in house ${sign + 1}`).toBe(COUNTED.has(sign + 1) ? 1 : 0);
    }
  });

  it('counts each malefic in the same house on its own, and the Sun at full weight', () => {
    const side = papaSamyamOfSigns({ lagnam: 0, moon: 3, venus: 3, sun: 0, mars: 0, saturn: 0, rahu: 0 });
    expect(side.points.filter((p) => p.from === 'lagnam').map((p) => p.planet)).toEqual(['sun', 'mars', 'saturn', 'rahu']);
    // From the Moon and Venus in Kadagam, Mesham is the 10th: not counted.
    expect(side.total).toBe(4);
  });
});

describe('papaBalanced', () => {
  const side = (total: number) => ({ total, points: [] });
  it("is balanced when the bride's total is not more than the groom's", () => {
    expect(papaBalanced(side(2.75), side(2.75))).toBe(true);
    expect(papaBalanced(side(1), side(3.5))).toBe(true);
    expect(papaBalanced(side(3.75), side(3.5))).toBe(false);
  });

  it("finds the source's girl (5.5) and boy (2.75) not balanced, as it says", () => {
    expect(papaBalanced(papaSamyamOfSigns(EXAMPLES[1].signs), papaSamyamOfSigns(EXAMPLES[2].signs))).toBe(false);
  });
});

describe('papaSamyam', () => {
  it('reads the worked examples from the charts our engine computes for the same births', () => {
    for (const { birth, total, signs } of EXAMPLES) {
      const chart = computeChart({
        utc: localToUtc(birth.date, birth.time, 'Asia/Kolkata'),
        latitude: birth.latitude,
        longitude: birth.longitude,
      });
      expect(chart.near_boundary, birth.date).toEqual([]);
      expect(papaSamyam(chart), birth.date).toEqual(papaSamyamOfSigns(signs));
      expect(papaSamyam(chart).total).toBe(total);
    }
  });
});
