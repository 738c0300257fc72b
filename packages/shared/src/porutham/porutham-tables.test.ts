import { describe, expect, it } from 'vitest';
import { RAASIS, STARS } from '../options.js';
import { porutham, raasisOfStar, starsCompatible } from './engine.js';
import { STAR_GANA, STAR_RAJJU } from './tables.js';
import type { Star } from './types.js';

/**
 * The Rajju and Vedhai matrices, written out by hand (not computed from tables.ts) from the
 * traditional rules: row = the bride's star, column = the groom's, both in the order Aswini (1)
 * … Revathi (27); 'x' = the porutham fails, '.' = it matches.
 *
 * Rajju: the stars walk up the body and back down in runs of nine, paadha (foot), kati (waist),
 * naabhi (navel), kanda (neck), siro (head), kanda, naabhi, kati, paadha; the same rajju fails.
 * (Groups as published, e.g. jathagamporutham.com "Rajju porutham": Shiro = Chitra, Mrigasira,
 * Dhanishta; Kanta = Ardra, Rohini, Swati, Hasta, Sravana, Satabisha; …)
 */
const RAJJU_FAILS = [
  'x.......xx.......xx.......x', // 1 Aswini (paadha)
  '.x.....x..x.....x..x.....x.', // 2 Bharani (kati)
  '..x...x....x...x....x...x..', // 3 Karthigai (naabhi)
  '...x.x......x.x......x.x...', // 4 Rohini (kanda)
  '....x........x........x....', // 5 Mirugasirisham (siro)
  '...x.x......x.x......x.x...', // 6 Thiruvathirai (kanda)
  '..x...x....x...x....x...x..', // 7 Punarpoosam (naabhi)
  '.x.....x..x.....x..x.....x.', // 8 Poosam (kati)
  'x.......xx.......xx.......x', // 9 Ayilyam (paadha)
  'x.......xx.......xx.......x', // 10 Magam (paadha)
  '.x.....x..x.....x..x.....x.', // 11 Pooram (kati)
  '..x...x....x...x....x...x..', // 12 Uthiram (naabhi)
  '...x.x......x.x......x.x...', // 13 Hastham (kanda)
  '....x........x........x....', // 14 Chithirai (siro)
  '...x.x......x.x......x.x...', // 15 Swathi (kanda)
  '..x...x....x...x....x...x..', // 16 Visakam (naabhi)
  '.x.....x..x.....x..x.....x.', // 17 Anusham (kati)
  'x.......xx.......xx.......x', // 18 Kettai (paadha)
  'x.......xx.......xx.......x', // 19 Moolam (paadha)
  '.x.....x..x.....x..x.....x.', // 20 Pooradam (kati)
  '..x...x....x...x....x...x..', // 21 Uthiradam (naabhi)
  '...x.x......x.x......x.x...', // 22 Thiruvonam (kanda)
  '....x........x........x....', // 23 Avittam (siro)
  '...x.x......x.x......x.x...', // 24 Sadhayam (kanda)
  '..x...x....x...x....x...x..', // 25 Poorattathi (naabhi)
  '.x.....x..x.....x..x.....x.', // 26 Uthirattathi (kati)
  'x.......xx.......xx.......x', // 27 Revathi (paadha)
];

/**
 * Vedhai: the traditional pairs, 1–18, 2–17, 3–16, 4–15, 6–22, 7–21, 8–20, 9–19, 10–27, 11–26,
 * 12–25, 13–24, and Mirugasirisham (5), Chithirai (14), Avittam (23) with one another.
 */
const VEDHAI_FAILS = [
  '.................x.........', // 1 Aswini – Kettai
  '................x..........', // 2 Bharani – Anusham
  '...............x...........', // 3 Karthigai – Visakam
  '..............x............', // 4 Rohini – Swathi
  '.............x........x....', // 5 Mirugasirisham – Chithirai, Avittam
  '.....................x.....', // 6 Thiruvathirai – Thiruvonam
  '....................x......', // 7 Punarpoosam – Uthiradam
  '...................x.......', // 8 Poosam – Pooradam
  '..................x........', // 9 Ayilyam – Moolam
  '..........................x', // 10 Magam – Revathi
  '.........................x.', // 11 Pooram – Uthirattathi
  '........................x..', // 12 Uthiram – Poorattathi
  '.......................x...', // 13 Hastham – Sadhayam
  '....x.................x....', // 14 Chithirai – Mirugasirisham, Avittam
  '...x.......................', // 15 Swathi – Rohini
  '..x........................', // 16 Visakam – Karthigai
  '.x.........................', // 17 Anusham – Bharani
  'x..........................', // 18 Kettai – Aswini
  '........x..................', // 19 Moolam – Ayilyam
  '.......x...................', // 20 Pooradam – Poosam
  '......x....................', // 21 Uthiradam – Punarpoosam
  '.....x.....................', // 22 Thiruvonam – Thiruvathirai
  '....x........x.............', // 23 Avittam – Mirugasirisham, Chithirai
  '............x..............', // 24 Sadhayam – Hastham
  '...........x...............', // 25 Poorattathi – Uthiram
  '..........x................', // 26 Uthirattathi – Pooram
  '.........x.................', // 27 Revathi – Magam
];

const checkOf = (bride: Star, groom: Star, key: string) =>
  porutham({ star: bride }, { star: groom }).poruthams.find((p) => p.key === key)!;
const matrix = (key: 'rajju' | 'vedhai') =>
  STARS.map((bride) => STARS.map((groom) => (checkOf(bride, groom, key).matched ? '.' : 'x')).join(''));

describe('the Rajju and Vedhai matrices (27 × 27)', () => {
  it('fails Rajju exactly where the hand-written matrix says', () => {
    expect(matrix('rajju')).toEqual(RAJJU_FAILS);
  });

  it('fails Vedhai exactly where the hand-written matrix says', () => {
    expect(matrix('vedhai')).toEqual(VEDHAI_FAILS);
  });

  it('marks both mandatory, and starsCompatible (the search filter) agrees with both matrices', () => {
    STARS.forEach((bride, b) =>
      STARS.forEach((groom, g) => {
        const expected = RAJJU_FAILS[b]![g] === '.' && VEDHAI_FAILS[b]![g] === '.';
        expect(starsCompatible(bride, groom), `${bride} ${groom}`).toBe(expected);
        const result = porutham({ star: bride }, { star: groom });
        expect(result.compatible, `${bride} ${groom}`).toBe(expected);
      }),
    );
    expect(checkOf('Aswini', 'Aswini', 'rajju').mandatory).toBe(true);
    expect(checkOf('Aswini', 'Aswini', 'vedhai').mandatory).toBe(true);
    expect(checkOf('Aswini', 'Aswini', 'dinam').mandatory).toBe(false);
  });
});

describe('the known traps', () => {
  it('Kanda (neck) Rajju is exactly stars 4, 6, 13, 15, 22, 24', () => {
    const kanda = STARS.flatMap((star, i) => (STAR_RAJJU[star] === 'kanda' ? [i + 1] : []));
    expect(kanda).toEqual([4, 6, 13, 15, 22, 24]);
    expect(STARS.filter((s) => STAR_RAJJU[s] === 'siro')).toEqual(['Mirugasirisham', 'Chithirai', 'Avittam']);
  });

  it('Poosam is Deva ganam, and each ganam has nine stars', () => {
    expect(STAR_GANA.Poosam).toBe('deva');
    for (const gana of ['deva', 'manushya', 'rakshasa'] as const)
      expect(STARS.filter((s) => STAR_GANA[s] === gana)).toHaveLength(9);
  });

  it('Vedhai is a table of pairs, not a sum', () => {
    // 6 + 13 = 19 and 9 + 10 = 19, like Aswini + Kettai's 1 + 18, but neither is a vedhai pair.
    expect(checkOf('Thiruvathirai', 'Hastham', 'vedhai').matched).toBe(true);
    expect(checkOf('Ayilyam', 'Magam', 'vedhai').matched).toBe(true);
    // 2 + 26 = 28 (Bharani + Uthirattathi) is no pair either; 6 + 22 = 28 is.
    expect(checkOf('Bharani', 'Uthirattathi', 'vedhai').matched).toBe(true);
    expect(checkOf('Thiruvathirai', 'Thiruvonam', 'vedhai').matched).toBe(false);
    // The three siro stars obstruct one another, whichever is the bride's.
    expect(checkOf('Avittam', 'Mirugasirisham', 'vedhai').matched).toBe(false);
    expect(checkOf('Chithirai', 'Avittam', 'vedhai').matched).toBe(false);
  });

  it('a pair with a high count but failing Rajju is incompatible', () => {
    // Rohini and Hastham (both Kanda): 7 of 10, yet not compatible.
    const result = porutham({ star: 'Rohini' }, { star: 'Hastham' });
    expect(result.matched).toBe(7);
    expect(result.compatible).toBe(false);
  });
});

describe('stars that span two raasis', () => {
  const TWO_RAASI_STARS: Record<string, [string, string]> = {
    Karthigai: ['Mesham', 'Rishabam'],
    Mirugasirisham: ['Rishabam', 'Mithunam'],
    Punarpoosam: ['Mithunam', 'Kadagam'],
    Uthiram: ['Simmam', 'Kanni'],
    Chithirai: ['Kanni', 'Thulam'],
    Visakam: ['Thulam', 'Viruchigam'],
    Uthiradam: ['Dhanusu', 'Magaram'],
    Avittam: ['Magaram', 'Kumbam'],
    Poorattathi: ['Kumbam', 'Meenam'],
  };

  it('are exactly the nine, with their two raasis; every other star has one', () => {
    for (const star of STARS) {
      expect(raasisOfStar(star), star).toEqual(TWO_RAASI_STARS[star] ?? [raasisOfStar(star)[0]]);
    }
    expect(STARS.filter((s) => raasisOfStar(s).length === 2)).toEqual(Object.keys(TWO_RAASI_STARS));
    // Every raasi holds 2¼ stars: 9 padams.
    for (const raasi of RAASIS)
      expect(
        STARS.some((s) => raasisOfStar(s).includes(raasi)),
        raasi,
      ).toBe(true);
  });

  it('without the raasi, the three raasi poruthams say it is needed and do not match', () => {
    for (const star of Object.keys(TWO_RAASI_STARS) as Star[]) {
      const result = porutham({ star }, { star: 'Rohini' });
      const byKey = Object.fromEntries(result.poruthams.map((p) => [p.key, p]));
      for (const key of ['rasi', 'rasi_adhipathi', 'vasya']) {
        expect(byKey[key], `${star} ${key}`).toMatchObject({ matched: false, needs_raasi: true, facts: { star } });
      }
      for (const key of ['dinam', 'ganam', 'mahendram', 'stree_deergham', 'yoni', 'rajju', 'vedhai'])
        expect(byKey[key]!.needs_raasi).toBe(false);
    }
    // Both missing: both are named.
    const bothMissing = porutham({ star: 'Karthigai' }, { star: 'Avittam' });
    expect(bothMissing.poruthams.find((p) => p.key === 'rasi')!.facts).toEqual({ star: 'Karthigai', groom_star: 'Avittam' });
    // The groom's missing raasi is named when the bride's is known.
    const groomMissing = porutham({ star: 'Rohini' }, { star: 'Avittam' });
    expect(groomMissing.poruthams.find((p) => p.key === 'vasya')!.facts).toEqual({ star: 'Avittam' });
  });

  it('with the raasi, reckons with it: the two raasis of one star can give different answers', () => {
    const mesham = porutham({ star: 'Karthigai', raasi: 'Mesham' }, { star: 'Magam' });
    const rishabam = porutham({ star: 'Karthigai', raasi: 'Rishabam' }, { star: 'Magam' });
    // Mesham → Simmam is the 5th raasi (matched); Rishabam → Simmam the 4th (matched); lords Mars–Sun friends, Venus–Sun enemies.
    expect(mesham.poruthams.find((p) => p.key === 'rasi_adhipathi')!.matched).toBe(true);
    expect(rishabam.poruthams.find((p) => p.key === 'rasi_adhipathi')!.matched).toBe(false);
    // Vasya: Mesham attracts Simmam; Rishabam does not.
    expect(mesham.poruthams.find((p) => p.key === 'vasya')!.matched).toBe(true);
    expect(rishabam.poruthams.find((p) => p.key === 'vasya')!.matched).toBe(false);
  });
});
