/**
 * Chevvai (Mars) dosham from whole-sign houses (decision 0045): present when Mars is in the
 * 2nd, 4th, 7th, 8th or 12th house counted from the lagnam, the Moon or Venus, unless one of
 * the common exceptions cancels it. Signs are numbers 0 (Mesham) to 11 (Meenam), so the rule
 * can be checked from constructed positions.
 */
import type { ChevvaiDoshamException, ChevvaiDoshamFrom } from '@inai/shared';

export type ChevvaiDosham = {
  present: boolean;
  from: ChevvaiDoshamFrom[];
  exception: ChevvaiDoshamException | null;
};

export type ChevvaiSigns = {
  lagnam: number;
  moon: number;
  venus: number;
  mars: number;
  jupiter: number;
};

export const DOSHAM_HOUSES = [2, 4, 7, 8, 12] as const;

const MESHAM = 0;
const KADAGAM = 3;
const SIMMAM = 4;
const VIRUCHIGAM = 7;
const MAGARAM = 9;

/**
 * Mars in these signs does not harm that house: 2nd in Mithunam or Kanni, 4th in Mesham or
 * Viruchigam, 7th in Kadagam or Magaram, 8th in Dhanusu or Meenam, 12th in Rishabam or Thulam.
 */
const HOUSE_SIGNS: Record<(typeof DOSHAM_HOUSES)[number], readonly number[]> = {
  2: [2, 5],
  4: [0, 7],
  7: [3, 9],
  8: [8, 11],
  12: [1, 6],
};

/** The house (1–12) a sign is in, counted whole-sign from another, both inclusive. */
export function houseFrom(reference: number, sign: number): number {
  return ((sign - reference + 12) % 12) + 1;
}

function isDoshamHouse(house: number): house is (typeof DOSHAM_HOUSES)[number] {
  return (DOSHAM_HOUSES as readonly number[]).includes(house);
}

function exceptionOf(signs: ChevvaiSigns, from: ChevvaiDoshamFrom[]): ChevvaiDoshamException | null {
  const { mars, jupiter } = signs;
  if (mars === MESHAM || mars === VIRUCHIGAM) return 'mars_own_sign';
  if (mars === MAGARAM) return 'mars_exalted';
  if (signs.lagnam === KADAGAM || signs.lagnam === SIMMAM) return 'lagnam_kadagam_simmam';
  const cancelledEverywhere = from.every((reference) => {
    const house = houseFrom(signs[reference], mars);
    return isDoshamHouse(house) && HOUSE_SIGNS[house].includes(mars);
  });
  if (cancelledEverywhere) return 'house_sign';
  // Jupiter is with Mars, or aspects it: Jupiter's full aspects fall on its 5th, 7th and 9th.
  if ([1, 5, 7, 9].includes(houseFrom(jupiter, mars))) return 'jupiter_with_or_aspecting_mars';
  if (mars === signs.moon) return 'mars_with_moon';
  return null;
}

/** Chevvai dosham: where it is counted from and which exception, if any, cancels it. */
export function chevvaiDosham(signs: ChevvaiSigns): ChevvaiDosham {
  const from = (['lagnam', 'moon', 'venus'] as const).filter((reference) =>
    isDoshamHouse(houseFrom(signs[reference], signs.mars)),
  );
  if (from.length === 0) return { present: false, from: [], exception: null };
  const exception = exceptionOf(signs, from);
  return { present: exception === null, from, exception };
}
