/*
 * Partner preferences as ranges and lists (docs/decisions/0066): an age range, several castes,
 * several stars (one choice being "compatible with my star") and an income floor. The older
 * bands (PREFERENCE_AGES, PREFERENCE_MONTHLY_INCOMES) and a single caste are still accepted from
 * older clients and turned into these forms here, once, for the server and the migration alike.
 */
import { CASTES, NO_PREFERENCE, PREFERENCE_AGES, PREFERENCE_MONTHLY_INCOMES, STARS } from './options.js';

/** The ages a partner preference may name: a bride or groom is 18 at least, and 70 covers every band we offered. */
export const PREFERENCE_AGE_LIMITS = { min: 18, max: 70 } as const;

/** The highest income floor taken, in rupees a month (₹1 crore): anything above is a typing slip. */
export const INCOME_FLOOR_MAX = 10_000_000;

/** The star choice "compatible with my star": the stars the porutham rules pass with the member's own. */
export const COMPATIBLE_STARS = 'compatible';
export const STAR_PREFERENCES = [COMPATIBLE_STARS, ...STARS] as const;
export type StarPreference = (typeof STAR_PREFERENCES)[number];
export type Caste = (typeof CASTES)[number];

/** A list preference: the values chosen, or no preference; null when not said. */
export type ListPreference<V extends string> = V[] | typeof NO_PREFERENCE | null;

/** The age range of an older band ('25 to 30'); null for 'no_preference' or an unknown text. */
export function ageBandRange(band: string | null | undefined): { min: number; max: number } | null {
  if (!band || band === NO_PREFERENCE || !(PREFERENCE_AGES as readonly string[]).includes(band)) return null;
  const [min, max] = band.split(' to ').map(Number) as [number, number];
  return { min, max };
}

/**
 * The floor, in rupees a month, of an older income band: the band's lower end. 'Less than
 * 20,000' and 'no_preference' have none (null).
 */
export function incomeBandFloor(band: string | null | undefined): number | null {
  if (!band || band === NO_PREFERENCE || !(PREFERENCE_MONTHLY_INCOMES as readonly string[]).includes(band)) return null;
  if (band.startsWith('Less than')) return null;
  const low = band.replace(/^More than /, '').split('-')[0]!;
  return Number(low.replace(/,/g, ''));
}

/** A list preference as one column: 'no_preference', or the values joined by commas (none has one). */
export function listPreferenceToStored(list: ListPreference<string>): string | null {
  if (list === null) return null;
  if (list === NO_PREFERENCE) return NO_PREFERENCE;
  return list.length ? list.join(',') : null;
}

/** A stored list preference, keeping only values of `allowed` in their order there. */
export function listPreferenceFromStored<V extends string>(
  stored: string | null | undefined,
  allowed: readonly V[],
): ListPreference<V> {
  if (!stored) return null;
  if (stored === NO_PREFERENCE) return NO_PREFERENCE;
  const values = stored.split(',');
  const kept = allowed.filter((v) => values.includes(v));
  return kept.length ? kept : null;
}

/** What a partner_preferences row keeps of the four (as stored: the age in years, the lists as text, rupees). */
export interface StoredRangePreferences {
  age_min: number | null;
  age_max: number | null;
  caste: string | null;
  stars: string | null;
  income_floor: number | null;
}

/** The four as they are answered and read: the lists as lists. */
export interface RangePreferences {
  age_min: number | null;
  age_max: number | null;
  castes: ListPreference<Caste>;
  stars: ListPreference<StarPreference>;
  income_floor: number | null;
}

/**
 * A stored row's four. A row an older server wrote after the migration (the age as a band, one
 * caste) still reads right: the band gives the range.
 */
export function rangePreferencesFromStored(
  row: Partial<StoredRangePreferences> & { age?: string | null; monthly_income?: string | null },
): RangePreferences {
  const band = (row.age_min ?? null) === null || (row.age_max ?? null) === null ? ageBandRange(row.age) : null;
  return {
    age_min: band ? band.min : (row.age_min ?? null),
    age_max: band ? band.max : (row.age_max ?? null),
    castes: listPreferenceFromStored(row.caste, CASTES),
    stars: listPreferenceFromStored(row.stars, STAR_PREFERENCES),
    income_floor: row.income_floor ?? incomeBandFloor(row.monthly_income),
  };
}
