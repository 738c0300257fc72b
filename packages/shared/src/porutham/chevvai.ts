import type { DOSAMS } from '../options.js';

/**
 * Chevvai dosham beside the ten poruthams. Families who follow it look for a partner with the
 * same state: both with the dosham, or neither. It is a fact about two charts, never a verdict on
 * a person, so the screens say which side has it and leave the weighing to the family.
 */
export const CHEVVAI_STATES = ['yes', 'no', 'unknown'] as const;
export type ChevvaiState = (typeof CHEVVAI_STATES)[number];

export const CHEVVAI_AGREEMENTS = ['both', 'neither', 'bride_only', 'groom_only', 'unknown'] as const;
export type ChevvaiAgreement = (typeof CHEVVAI_AGREEMENTS)[number];

/** Where a side's state was read: the chart computed from the birth details, or the dosham the member chose. */
export const CHEVVAI_SOURCES = ['chart', 'stated'] as const;
export type ChevvaiSource = (typeof CHEVVAI_SOURCES)[number];

type Dosam = (typeof DOSAMS)[number];

const WITH_CHEVVAI: readonly Dosam[] = ['Chevvai Dosham', 'Chevvai and Rahu / Kethu Dosham'];
const WITHOUT_CHEVVAI: readonly Dosam[] = ['No Dosham', 'Rahu / Kethu Dosham'];

/** What a member's chosen dosham says of chevvai dosham: 'Don't Know' or nothing chosen is unknown. */
export function chevvaiFromDosam(dosam: string | null | undefined): ChevvaiState {
  if (WITH_CHEVVAI.includes(dosam as Dosam)) return 'yes';
  if (WITHOUT_CHEVVAI.includes(dosam as Dosam)) return 'no';
  return 'unknown';
}

/** Whether a chosen dosham says the opposite of what a chart shows. */
export function dosamContradicts(dosam: string | null | undefined, chartHasDosham: boolean): boolean {
  const stated = chevvaiFromDosam(dosam);
  return stated !== 'unknown' && (stated === 'yes') !== chartHasDosham;
}

/** Both or neither agree; one of the two is said plainly; an unknown side leaves it unknown. */
export function chevvaiAgreement(bride: ChevvaiState, groom: ChevvaiState): ChevvaiAgreement {
  if (bride === 'unknown' || groom === 'unknown') return 'unknown';
  if (bride === groom) return bride === 'yes' ? 'both' : 'neither';
  return bride === 'yes' ? 'bride_only' : 'groom_only';
}
