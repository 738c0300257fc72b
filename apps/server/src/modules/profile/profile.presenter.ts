import {
  ageOn,
  dietPreferenceFromStored,
  NO_PREFERENCE,
  rangePreferencesFromStored,
  todayInIndia,
  type PartnerPreferences,
  type UserDetails,
} from '@inai/shared';
import type { DetailsRow, PreferencesRow } from './profile.repository.js';

/** Profile details as JSON; the age is computed from the date of birth today, never stored. */
export function presentDetails(details: DetailsRow | undefined): UserDetails | null {
  if (!details) return null;
  const { user_id: _u, updated_at: _t, willing_to_marry_from_another_caste: willing, ...fields } = details;
  return {
    ...fields,
    age: details.dob ? ageOn(details.dob, todayInIndia()) : null,
    willing_to_marry_from_another_caste: willing === null ? null : willing === 1 ? 1 : 0,
  };
}

/** Partner preferences as JSON. */
export function presentPreferences(preferences: PreferencesRow | undefined): PartnerPreferences | null {
  if (!preferences) return null;
  const { user_id: _u, updated_at: _t, diet, ...fields } = preferences;
  const ranges = rangePreferencesFromStored(preferences);
  return {
    ...fields,
    ...ranges,
    diet: dietPreferenceFromStored(diet),
    // Older clients read the range and the floor in the specification's fields.
    age: ranges.age_min !== null && ranges.age_max !== null ? `${ranges.age_min} to ${ranges.age_max}` : NO_PREFERENCE,
    monthly_income: ranges.income_floor === null ? NO_PREFERENCE : String(ranges.income_floor),
  };
}
