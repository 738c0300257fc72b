import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { postAs, type Registered } from './members.js';

// A Tamil family's biodata as Edit my profile saves it (docs/design.md, "The Tamil biodata"), for the tests of what others see.

export const FAMILY = {
  section: 'family',
  fathers_occupation: 'Retired headmaster',
  mothers_occupation: 'Homemaker',
  brothers: 2,
  brothers_married: 1,
  sisters: 1,
  sisters_married: 0,
  family_type: 'Joint',
  family_status: 'Middle class',
  family_values: 'Traditional',
  native_place: 'Karaikudi',
  family_deity: 'Kollangudi Vettudaiyar Kaliamman',
  kulam: 'Ilayathangudi',
} as const;

export const LIFESTYLE = {
  section: 'lifestyle',
  diet: 'Vegetarian',
  smoking: 'No',
  drinking: 'Occasionally',
  physical_status: 'Normal',
  education_level: 'Masters',
  residence_country: 'Singapore',
  residency_status: 'Permanent resident',
} as const;

export const PREFERENCES = {
  gender: 'Male',
  age: '25 to 30',
  religion: 'Hindu',
  caste: 'no_preference',
  diet: ['Vegetarian'],
  smoking: 'No',
  drinking: 'no_preference',
  residence: 'Abroad',
  education_level: 'Bachelors',
};

/** The biodata fields and their saved values (the `section` of each request is not a field). */
export const BIODATA_FIELDS: Record<string, unknown> = (() => {
  const { section: _f, ...family } = FAMILY;
  const { section: _l, ...lifestyle } = LIFESTYLE;
  return { ...family, ...lifestyle };
})();

/** Saves the family and lifestyle sections (and, when asked, partner preferences) as the member. */
export async function saveBiodata(app: FastifyInstance, member: Registered, withPreferences = false): Promise<void> {
  for (const payload of [FAMILY, LIFESTYLE]) {
    const saved = await postAs(app, member.token, '/api/updateProfile', { user_id: member.userId, ...payload });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  if (withPreferences) {
    const saved = await postAs(app, member.token, '/api/updatePartnerPreferences', { user_id: member.userId, ...PREFERENCES });
    expect(saved.statusCode, saved.body).toBe(200);
  }
}
