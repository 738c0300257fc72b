/**
 * A sidereal longitude read as raasi, star (nakshatram), padam and navamsam (D9). Every one of
 * these boundaries falls on a multiple of 3°20′ (a padam, which is also a navamsam; 9 make a
 * raasi, 4 a star), so the distance to the nearest such multiple says whether a small error in
 * the longitude could change any of them.
 */
import { RAASIS, STARS } from '@inai/shared';

type Raasi = (typeof RAASIS)[number];
type Star = (typeof STARS)[number];

export const PADAM_SPAN = 10 / 3;
export const STAR_SPAN = 40 / 3;

export type Division = { raasi: Raasi; star: Star; padam: 1 | 2 | 3 | 4; navamsam_raasi: Raasi };

/** Raasi, star, padam and navamsam of a sidereal longitude in [0, 360). */
export function divisionOf(longitude: number): Division {
  const padamIndex = Math.min(107, Math.floor(longitude / PADAM_SPAN));
  return {
    raasi: RAASIS[Math.min(11, Math.floor(longitude / 30))]!,
    star: STARS[Math.floor(padamIndex / 4)]!,
    padam: ((padamIndex % 4) + 1) as 1 | 2 | 3 | 4,
    navamsam_raasi: RAASIS[padamIndex % 12]!,
  };
}

/** Degrees from the longitude to the nearest padam (hence star, raasi and navamsam) boundary. */
export function distanceToBoundary(longitude: number): number {
  const within = longitude % PADAM_SPAN;
  return Math.min(within, PADAM_SPAN - within);
}

/** Index 0–11 of a raasi (the sign number less one). */
export function signOf(longitude: number): number {
  return Math.min(11, Math.floor(longitude / 30));
}

/**
 * How far the engine may be from Swiss Ephemeris, in degrees: the accuracy it is tested to
 * (decision 0044). A body closer than this to a boundary is listed in `near_boundary`.
 */
export const TOLERANCE = {
  moon: 1 / 60,
  body: 2 / 60,
  lagnam: 0.05,
  ayanamsa: 0.01,
} as const;
