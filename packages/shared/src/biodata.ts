import { NO_PREFERENCE } from './options.js';

/**
 * The Tamil biodata's option values (docs/design.md, "The Tamil biodata"): what the API carries and the database stores.
 * Labels come from the catalogue (option.<kind>.<value>) and never change these.
 */

export const FAMILY_TYPES = ['Joint', 'Nuclear'] as const;
export const FAMILY_STATUSES = ['Middle class', 'Upper middle class', 'Affluent'] as const;
export const FAMILY_VALUES = ['Traditional', 'Moderate', 'Liberal'] as const;
export const DIETS = ['Vegetarian', 'Eggetarian', 'Non-vegetarian', 'Vegan'] as const;
export type Diet = (typeof DIETS)[number];
/** Smoking and drinking. */
export const HABITS = ['No', 'Occasionally', 'Yes'] as const;
export const PHYSICAL_STATUSES = ['Normal', 'Physically challenged'] as const;
/** The one physical status that may carry a note. */
export const PHYSICALLY_CHALLENGED = 'Physically challenged' as const;
/** Highest first: a level "or higher" is every level before it in this list, and itself. */
export const EDUCATION_LEVELS = [
  'Doctorate',
  'Masters',
  'Bachelors',
  'Diploma',
  'Higher secondary',
  'Below higher secondary',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
/** Asked only of members living outside India. */
export const RESIDENCY_STATUSES = ['Citizen', 'Permanent resident', 'Work permit', 'Student visa', 'Temporary visa'] as const;

/** Brothers, sisters and how many of them are married: whole numbers 0–9. */
export const SIBLING_COUNTS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export const MAX_SIBLINGS = 9;

/** The country a member lives in when they have not said: the service is for families in India first. */
export const HOME_COUNTRY = 'India' as const;
/** Any country of residence but India: a partner preference, and a choice of search. */
export const RESIDENCE_ABROAD = 'Abroad' as const;
/** A partner preference: where the partner lives. */
export const RESIDENCE_PREFERENCES = [HOME_COUNTRY, RESIDENCE_ABROAD] as const;

/** Text fields of the family section and the physical status note: their longest allowed length. */
export const BIODATA_TEXT_MAX = 60;
export const PHYSICAL_STATUS_NOTE_MAX = 200;

/** The levels that are `level` or higher (for 'this level or higher' in search and preferences). */
export function educationLevelsFrom(level: EducationLevel): EducationLevel[] {
  return EDUCATION_LEVELS.slice(0, EDUCATION_LEVELS.indexOf(level) + 1);
}

/** Whether a member's level meets the lowest acceptable one; an unknown level never does. */
export function educationMeets(level: string | null | undefined, lowest: string): boolean {
  const at = EDUCATION_LEVELS.indexOf(level as EducationLevel);
  const needed = EDUCATION_LEVELS.indexOf(lowest as EducationLevel);
  return at >= 0 && needed >= 0 && at <= needed;
}

/** Whether a stored country (null: not said, taken as India) is outside India. */
export function livesAbroad(country: string | null | undefined): boolean {
  return !!country && country !== HOME_COUNTRY;
}

/**
 * A diet preference as stored: 'no_preference', or the accepted diets joined by commas (diet
 * values have none). Null when the member has not said.
 */
export function dietPreferenceFromStored(stored: string | null): Diet[] | typeof NO_PREFERENCE | null {
  if (!stored) return null;
  if (stored === NO_PREFERENCE) return NO_PREFERENCE;
  const diets = stored.split(',').filter((d): d is Diet => (DIETS as readonly string[]).includes(d));
  return diets.length ? diets : null;
}

export function dietPreferenceToStored(value: readonly Diet[] | typeof NO_PREFERENCE | null): string | null {
  if (value === null) return null;
  if (value === NO_PREFERENCE) return NO_PREFERENCE;
  // Stored in the list's own order, so the same choice is always the same text.
  const chosen = DIETS.filter((d) => value.includes(d));
  return chosen.length ? chosen.join(',') : null;
}
