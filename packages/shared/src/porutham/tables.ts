import type { Gana, Planet, Raasi, Rajju, Star, Yoni } from './types.js';

/**
 * The porutham tables, as data. Stars and raasis are the option values of options.ts, in their
 * traditional order (Aswini is star 1, Mesham raasi 1). Where sources disagree, the choice and
 * the alternatives are written in docs/decisions/0017-porutham-rules.md.
 *
 * Sources: the Tamil almanac's thirumana porutham tables (Vakya panchangam, e.g. the Pambu
 * panchangam's marriage-matching pages); B. V. Raman, "Muhurtha (Electional Astrology)",
 * chapter "Marriage", for the classical groupings (gana, yoni, rajju, vedha, planetary
 * friendship); and the published comparison at tamilhoroscope.in (thirumana porutham), for the
 * Tamil counting rules. Every table is checked whole by porutham-tables.test.ts.
 */

/** The raasis each star's four padams fall in (a star spans 13°20', a raasi 30°: 2¼ stars per raasi). */
export const STAR_PADAM_RAASIS: Readonly<Record<Star, readonly [Raasi, Raasi, Raasi, Raasi]>> = {
  Aswini: ['Mesham', 'Mesham', 'Mesham', 'Mesham'],
  Bharani: ['Mesham', 'Mesham', 'Mesham', 'Mesham'],
  Karthigai: ['Mesham', 'Rishabam', 'Rishabam', 'Rishabam'],
  Rohini: ['Rishabam', 'Rishabam', 'Rishabam', 'Rishabam'],
  Mirugasirisham: ['Rishabam', 'Rishabam', 'Mithunam', 'Mithunam'],
  Thiruvathirai: ['Mithunam', 'Mithunam', 'Mithunam', 'Mithunam'],
  Punarpoosam: ['Mithunam', 'Mithunam', 'Mithunam', 'Kadagam'],
  Poosam: ['Kadagam', 'Kadagam', 'Kadagam', 'Kadagam'],
  Ayilyam: ['Kadagam', 'Kadagam', 'Kadagam', 'Kadagam'],
  Magam: ['Simmam', 'Simmam', 'Simmam', 'Simmam'],
  Pooram: ['Simmam', 'Simmam', 'Simmam', 'Simmam'],
  Uthiram: ['Simmam', 'Kanni', 'Kanni', 'Kanni'],
  Hastham: ['Kanni', 'Kanni', 'Kanni', 'Kanni'],
  Chithirai: ['Kanni', 'Kanni', 'Thulam', 'Thulam'],
  Swathi: ['Thulam', 'Thulam', 'Thulam', 'Thulam'],
  Visakam: ['Thulam', 'Thulam', 'Thulam', 'Viruchigam'],
  Anusham: ['Viruchigam', 'Viruchigam', 'Viruchigam', 'Viruchigam'],
  Kettai: ['Viruchigam', 'Viruchigam', 'Viruchigam', 'Viruchigam'],
  Moolam: ['Dhanusu', 'Dhanusu', 'Dhanusu', 'Dhanusu'],
  Pooradam: ['Dhanusu', 'Dhanusu', 'Dhanusu', 'Dhanusu'],
  Uthiradam: ['Dhanusu', 'Magaram', 'Magaram', 'Magaram'],
  Thiruvonam: ['Magaram', 'Magaram', 'Magaram', 'Magaram'],
  Avittam: ['Magaram', 'Magaram', 'Kumbam', 'Kumbam'],
  Sadhayam: ['Kumbam', 'Kumbam', 'Kumbam', 'Kumbam'],
  Poorattathi: ['Kumbam', 'Kumbam', 'Kumbam', 'Meenam'],
  Uthirattathi: ['Meenam', 'Meenam', 'Meenam', 'Meenam'],
  Revathi: ['Meenam', 'Meenam', 'Meenam', 'Meenam'],
};

/**
 * Ganam (temperament). Poosam is Deva: some tools list it under two ganams, a known error.
 * Raman, Muhurtha, and the Tamil almanac agree on these nine per ganam.
 */
export const STAR_GANA: Readonly<Record<Star, Gana>> = {
  Aswini: 'deva',
  Bharani: 'manushya',
  Karthigai: 'rakshasa',
  Rohini: 'manushya',
  Mirugasirisham: 'deva',
  Thiruvathirai: 'manushya',
  Punarpoosam: 'deva',
  Poosam: 'deva',
  Ayilyam: 'rakshasa',
  Magam: 'rakshasa',
  Pooram: 'manushya',
  Uthiram: 'manushya',
  Hastham: 'deva',
  Chithirai: 'rakshasa',
  Swathi: 'deva',
  Visakam: 'rakshasa',
  Anusham: 'deva',
  Kettai: 'rakshasa',
  Moolam: 'rakshasa',
  Pooradam: 'manushya',
  Uthiradam: 'manushya',
  Thiruvonam: 'deva',
  Avittam: 'rakshasa',
  Sadhayam: 'rakshasa',
  Poorattathi: 'manushya',
  Uthirattathi: 'manushya',
  Revathi: 'deva',
};

/**
 * Rajju (the body part): the stars run paadha, kati, naabhi, kanda, siro, then back down, in
 * threes of nine. Kanda (neck) is 4, 6, 13, 15, 22, 24; a list with a typo here is a known bug of
 * other tools. Siro (head) has only three stars.
 */
export const STAR_RAJJU: Readonly<Record<Star, Rajju>> = {
  Aswini: 'paadha',
  Bharani: 'kati',
  Karthigai: 'naabhi',
  Rohini: 'kanda',
  Mirugasirisham: 'siro',
  Thiruvathirai: 'kanda',
  Punarpoosam: 'naabhi',
  Poosam: 'kati',
  Ayilyam: 'paadha',
  Magam: 'paadha',
  Pooram: 'kati',
  Uthiram: 'naabhi',
  Hastham: 'kanda',
  Chithirai: 'siro',
  Swathi: 'kanda',
  Visakam: 'naabhi',
  Anusham: 'kati',
  Kettai: 'paadha',
  Moolam: 'paadha',
  Pooradam: 'kati',
  Uthiradam: 'naabhi',
  Thiruvonam: 'kanda',
  Avittam: 'siro',
  Sadhayam: 'kanda',
  Poorattathi: 'naabhi',
  Uthirattathi: 'kati',
  Revathi: 'paadha',
};

/**
 * Vedhai: pairs of stars that obstruct each other. A table of pairs, not a sum: the pairs of
 * the first and second halves do add up to 19, 28 or 37, but so do pairs that are not vedhai
 * (Thiruvathirai and Hastham make 19), which a sum test wrongly flags. Mirugasirisham,
 * Chithirai and Avittam are vedhai to one another.
 */
export const VEDHAI_PAIRS: readonly (readonly [Star, Star])[] = [
  ['Aswini', 'Kettai'],
  ['Bharani', 'Anusham'],
  ['Karthigai', 'Visakam'],
  ['Rohini', 'Swathi'],
  ['Thiruvathirai', 'Thiruvonam'],
  ['Punarpoosam', 'Uthiradam'],
  ['Poosam', 'Pooradam'],
  ['Ayilyam', 'Moolam'],
  ['Magam', 'Revathi'],
  ['Pooram', 'Uthirattathi'],
  ['Uthiram', 'Poorattathi'],
  ['Hastham', 'Sadhayam'],
  ['Mirugasirisham', 'Chithirai'],
  ['Chithirai', 'Avittam'],
  ['Mirugasirisham', 'Avittam'],
];

/** Yoni (the animal of each star), as the Tamil almanac gives it. */
export const STAR_YONI: Readonly<Record<Star, Yoni>> = {
  Aswini: 'horse',
  Bharani: 'elephant',
  Karthigai: 'sheep',
  Rohini: 'serpent',
  Mirugasirisham: 'serpent',
  Thiruvathirai: 'dog',
  Punarpoosam: 'cat',
  Poosam: 'sheep',
  Ayilyam: 'cat',
  Magam: 'rat',
  Pooram: 'rat',
  Uthiram: 'cow',
  Hastham: 'buffalo',
  Chithirai: 'tiger',
  Swathi: 'buffalo',
  Visakam: 'tiger',
  Anusham: 'deer',
  Kettai: 'deer',
  Moolam: 'dog',
  Pooradam: 'monkey',
  Uthiradam: 'mongoose',
  Thiruvonam: 'monkey',
  Avittam: 'lion',
  Sadhayam: 'horse',
  Poorattathi: 'lion',
  Uthirattathi: 'cow',
  Revathi: 'elephant',
};

/** Animals that are sworn enemies: a pair of them fails Yoni. */
export const YONI_ENEMIES: readonly (readonly [Yoni, Yoni])[] = [
  ['horse', 'buffalo'],
  ['elephant', 'lion'],
  ['sheep', 'monkey'],
  ['serpent', 'mongoose'],
  ['dog', 'deer'],
  ['cat', 'rat'],
  ['cow', 'tiger'],
];

/** The lord (adhipathi) of each raasi. */
export const RAASI_LORD: Readonly<Record<Raasi, Planet>> = {
  Mesham: 'mars',
  Rishabam: 'venus',
  Mithunam: 'mercury',
  Kadagam: 'moon',
  Simmam: 'sun',
  Kanni: 'mercury',
  Thulam: 'venus',
  Viruchigam: 'mars',
  Dhanusu: 'jupiter',
  Magaram: 'saturn',
  Kumbam: 'saturn',
  Meenam: 'jupiter',
};

/** Natural friendship of the planets (Parasara): each planet's enemies. Neither friend nor enemy is neutral. */
export const PLANET_ENEMIES: Readonly<Record<Planet, readonly Planet[]>> = {
  sun: ['venus', 'saturn'],
  moon: [],
  mars: ['mercury'],
  mercury: ['moon'],
  jupiter: ['mercury', 'venus'],
  venus: ['sun', 'moon'],
  saturn: ['sun', 'moon', 'mars'],
};

/** Each planet's friends (the rest, not enemies, are neutral). */
export const PLANET_FRIENDS: Readonly<Record<Planet, readonly Planet[]>> = {
  sun: ['moon', 'mars', 'jupiter'],
  moon: ['sun', 'mercury'],
  mars: ['sun', 'moon', 'jupiter'],
  mercury: ['sun', 'venus'],
  jupiter: ['sun', 'moon', 'mars'],
  venus: ['mercury', 'saturn'],
  saturn: ['mercury', 'venus'],
};

/** Vasya: the raasis each raasi attracts (the Tamil almanac's table). */
export const RAASI_VASYA: Readonly<Record<Raasi, readonly Raasi[]>> = {
  Mesham: ['Simmam', 'Viruchigam'],
  Rishabam: ['Kadagam', 'Thulam'],
  Mithunam: ['Kanni'],
  Kadagam: ['Viruchigam', 'Dhanusu'],
  Simmam: ['Thulam'],
  Kanni: ['Rishabam', 'Meenam'],
  Thulam: ['Magaram', 'Kanni'],
  Viruchigam: ['Kadagam', 'Kanni'],
  Dhanusu: ['Meenam'],
  Magaram: ['Mesham', 'Kumbam'],
  Kumbam: ['Mesham'],
  Meenam: ['Magaram'],
};

/**
 * Counting rules, from the bride's star (or raasi) to the groom's, both inclusive: the same star
 * counts 1, the next 2, …, the star before hers 27.
 */
export const COUNTS = {
  /** Dinam: the Tamil almanac's list (the remainder-by-9 rule would add 17, 22 and 27). */
  dinam: [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26],
  mahendram: [4, 7, 10, 13, 16, 19, 22, 25],
  /** Stree deergham: the groom's star more than this many from the bride's. */
  streeDeerghamAbove: 13,
  /** Rasi: raasi counts that fail (2 and 12: dwirdwadasam; 6 and 8: shashtashtakam). */
  rasiFails: [2, 6, 8, 12],
} as const;
