import type { RAASIS, STARS } from '../options.js';

/**
 * The ten poruthams (docs/api.md, "Porutham and birth chart"): the names the engine and its tables use. What the engine
 * answers (StarChoice, PoruthamCheck, PoruthamResult) is described in schemas/porutham.ts, where
 * the server's answers are.
 */
export type Star = (typeof STARS)[number];
export type Raasi = (typeof RAASIS)[number];

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
