import { ageOn, dietPreferenceFromStored, todayInIndia, type PartnerPreferences, type UserDetails } from '@inai/shared';
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
  return { ...fields, diet: dietPreferenceFromStored(diet) };
}
