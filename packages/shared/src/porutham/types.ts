import type { RAASIS, STARS } from '../options.js';

/**
 * The ten poruthams (DESIGN.md §3, issue 13): what the engine answers. The engine gives facts,
 * not texts: `poruthamReason` (describe.ts) turns a check into one line in the reader's language,
 * so the server, the calculator and the details page say the same thing.
 */
export type Star = (typeof STARS)[number];
export type Raasi = (typeof RAASIS)[number];

/** A person's star, and their raasi when known (needed for a star that spans two raasis). */
export interface StarChoice {
  star: Star;
  raasi?: Raasi | null;
}

export const PORUTHAM_KEYS = [
  'dinam',
  'ganam',
  'mahendram',
  'stree_deergham',
  'yoni',
  'rasi',
  'rasi_adhipathi',
  'vasya',
  'rajju',
  'vedhai',
] as const;
export type PoruthamKey = (typeof PORUTHAM_KEYS)[number];

/** Rajju and Vedhai decide: failing either makes a pair incompatible, whatever the count. */
export const MANDATORY_PORUTHAMS: readonly PoruthamKey[] = ['rajju', 'vedhai'];

/** The porutham that needs the raasi (the others are read from the stars alone). */
export const RAASI_PORUTHAMS: readonly PoruthamKey[] = ['rasi', 'rasi_adhipathi', 'vasya'];

export type Gana = 'deva' | 'manushya' | 'rakshasa';
export type Rajju = 'paadha' | 'kati' | 'naabhi' | 'kanda' | 'siro';
export type Yoni =
  | 'horse'
  | 'elephant'
  | 'sheep'
  | 'serpent'
  | 'dog'
  | 'cat'
  | 'rat'
  | 'cow'
  | 'buffalo'
  | 'tiger'
  | 'deer'
  | 'monkey'
  | 'mongoose'
  | 'lion';
export type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';

/**
 * One porutham's outcome. `facts` are what the reason line names: counts, the two stars' ganams,
 * animals, rajjus, raasis or lords (values of the types above, star and raasi option values).
 */
export interface PoruthamCheck {
  key: PoruthamKey;
  matched: boolean;
  mandatory: boolean;
  /** A raasi-based porutham for a star spanning two raasis whose raasi was not given: not matched, and says so. */
  needs_raasi: boolean;
  facts: Readonly<Record<string, string | number>>;
}

export interface PoruthamResult {
  /** How many of the ten matched. */
  matched: number;
  total: 10;
  /** Rajju and Vedhai both matched. */
  compatible: boolean;
  /** In PORUTHAM_KEYS order. */
  poruthams: PoruthamCheck[];
}

/** POST /api/porutham's answer (DESIGN.md §3): the reasons as text in the caller's language. */
export interface PoruthamAnswer {
  success: true;
  matched: number;
  total: 10;
  compatible: boolean;
  poruthams: { key: PoruthamKey; matched: boolean; mandatory: boolean; reason: string }[];
}

/** The porutham section of a profile's details (issue 13, point 4). */
export type DetailsPorutham =
  | { state: 'ready'; bride: StarChoice; groom: StarChoice; result: PoruthamResult }
  /** The viewer has not saved their own star: the section asks them to add it. */
  | { state: 'viewer_star_missing' }
  /** The member viewed has not given their star. */
  | { state: 'member_star_missing' };

/** A result card's porutham line on Matches: the count out of ten, and the verdict. */
export interface CardPorutham {
  matched: number;
  compatible: boolean;
}
