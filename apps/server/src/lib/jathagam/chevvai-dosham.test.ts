import { describe, expect, it } from 'vitest';
import { chevvaiDosham, houseFrom, type ChevvaiSigns } from './chevvai-dosham.js';

// Sign numbers: 0 Mesham, 1 Rishabam, 2 Mithunam, 3 Kadagam, 4 Simmam, 5 Kanni, 6 Thulam,
// 7 Viruchigam, 8 Dhanusu, 9 Magaram, 10 Kumbam, 11 Meenam.
/**
 * Mars in Kumbam: 1st from the lagnam, 3rd from the Moon and Venus (Dhanusu), Jupiter in
 * Rishabam (10th to Mars, no aspect); each test moves what it needs.
 */
const base: ChevvaiSigns = { lagnam: 10, moon: 8, venus: 8, mars: 10, jupiter: 1 };

describe('houseFrom', () => {
  it('counts whole signs, both inclusive', () => {
    expect(houseFrom(0, 0)).toBe(1);
    expect(houseFrom(0, 6)).toBe(7);
    expect(houseFrom(10, 1)).toBe(4);
    expect(houseFrom(5, 4)).toBe(12);
  });
});

describe('chevvaiDosham', () => {
  it('is absent when Mars is in none of the houses 2, 4, 7, 8, 12', () => {
    for (const house of [1, 3, 5, 6, 9, 10, 11]) {
      const lagnam = (10 - (house - 1) + 12) % 12;
      expect(chevvaiDosham({ ...base, lagnam })).toEqual({ present: false, from: [], exception: null });
    }
  });

  it.each([2, 4, 7, 8, 12])('is present with Mars in house %i from the lagnam', (house) => {
    const lagnam = (10 - (house - 1) + 12) % 12;
    // Kumbam Mars from these lagnams: 2nd from Magaram, 4th from Viruchigam, 7th from Simmam
    // (a lagnam exception, checked on its own below), 8th from Kadagam (likewise), 12th from Meenam.
    const result = chevvaiDosham({ ...base, lagnam });
    expect(result.from).toEqual(['lagnam']);
    if (lagnam === 3 || lagnam === 4) expect(result.exception).toBe('lagnam_kadagam_simmam');
    else expect(result).toEqual({ present: true, from: ['lagnam'], exception: null });
  });

  it('counts from the Moon and from Venus as well', () => {
    expect(chevvaiDosham({ ...base, moon: 3, venus: 11 })).toEqual({
      present: true,
      from: ['moon', 'venus'],
      exception: null,
    });
    expect(chevvaiDosham({ ...base, lagnam: 11, moon: 9, venus: 7 }).from).toEqual(['lagnam', 'moon', 'venus']);
  });

  it('is cancelled by Mars in its own sign, Mesham or Viruchigam', () => {
    // Mars in Mesham, 12th from a Rishabam lagnam.
    expect(chevvaiDosham({ ...base, mars: 0, lagnam: 1, moon: 10, venus: 10 })).toEqual({
      present: false,
      from: ['lagnam'],
      exception: 'mars_own_sign',
    });
    expect(chevvaiDosham({ ...base, mars: 7, lagnam: 0, moon: 5, venus: 5 }).exception).toBe('mars_own_sign');
  });

  it('is cancelled by Mars exalted in Magaram', () => {
    expect(chevvaiDosham({ ...base, mars: 9, lagnam: 8, moon: 7, venus: 7 })).toEqual({
      present: false,
      from: ['lagnam'],
      exception: 'mars_exalted',
    });
  });

  it('is cancelled for a Kadagam or Simmam lagnam', () => {
    // Mars in Kumbam is the 8th from Kadagam and the 7th from Simmam.
    expect(chevvaiDosham({ ...base, lagnam: 3 }).exception).toBe('lagnam_kadagam_simmam');
    expect(chevvaiDosham({ ...base, lagnam: 4 }).exception).toBe('lagnam_kadagam_simmam');
  });

  // Mars's house from the lagnam or the Moon, in a sign that cancels it there; everything else
  // keeps clear of the other exceptions (no Kadagam or Simmam lagnam, Jupiter 2nd to Mars).
  it.each([
    ['2nd in Mithunam', { lagnam: 1, moon: 0, venus: 0, mars: 2, jupiter: 1 }, ['lagnam']],
    ['2nd in Kanni', { lagnam: 5, moon: 4, venus: 3, mars: 5, jupiter: 4 }, ['moon']],
    ['7th in Kadagam', { lagnam: 9, moon: 1, venus: 1, mars: 3, jupiter: 2 }, ['lagnam']],
    ['8th in Dhanusu', { lagnam: 1, moon: 6, venus: 6, mars: 8, jupiter: 7 }, ['lagnam']],
    ['8th in Meenam', { lagnam: 11, moon: 4, venus: 9, mars: 11, jupiter: 10 }, ['moon']],
    ['12th in Rishabam', { lagnam: 2, moon: 11, venus: 11, mars: 1, jupiter: 0 }, ['lagnam']],
    ['12th in Thulam', { lagnam: 7, moon: 4, venus: 4, mars: 6, jupiter: 5 }, ['lagnam']],
  ] as const)('is cancelled by the house-sign rule: Mars %s', (_case, signs, from) => {
    expect(chevvaiDosham(signs)).toEqual({ present: false, from, exception: 'house_sign' });
  });

  it('keeps the dosham when the house-sign rule cancels it from one place but not another', () => {
    // Mars in Mithunam: 2nd from Rishabam (cancelled), 7th from Dhanusu (not).
    const result = chevvaiDosham({ lagnam: 1, moon: 8, venus: 2, mars: 2, jupiter: 3 });
    expect(result).toEqual({ present: true, from: ['lagnam', 'moon'], exception: null });
  });

  it.each([0, 4, 6, 8])('is cancelled by Jupiter with Mars or aspecting it (Jupiter %i signs behind)', (behind) => {
    const jupiter = (10 - behind + 12) % 12;
    expect(chevvaiDosham({ ...base, lagnam: 11, jupiter })).toEqual({
      present: false,
      from: ['lagnam'],
      exception: 'jupiter_with_or_aspecting_mars',
    });
  });

  it('is not cancelled by Jupiter in a sign that does not aspect Mars', () => {
    for (const behind of [1, 2, 3, 5, 7, 9, 10, 11]) {
      const jupiter = (10 - behind + 12) % 12;
      expect(chevvaiDosham({ ...base, lagnam: 11, jupiter }).present).toBe(true);
    }
  });

  it('is cancelled by Mars with the Moon', () => {
    expect(chevvaiDosham({ ...base, lagnam: 11, moon: 10 })).toEqual({
      present: false,
      from: ['lagnam'],
      exception: 'mars_with_moon',
    });
  });
});
