import type { APIRequestContext } from '@playwright/test';
import { createMember } from './fixtures';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan, seedWomen, waitUntilSearchable, type Seeded } from './search-helpers';

/**
 * Search and Matches by the Tamil biodata (diet, residence). Their brides live in cities of
 * Arunachal Pradesh, a state no other spec uses; each test has its own city. Matches ignore
 * places, so the Matches tests' brides are 48 and their groom asks for 45 to 50, an age no other
 * spec's groom asks for: no other spec's bride enters his Matches, and his brides enter no one
 * else's.
 */
export const MATCHES_BRIDE_DOB = '1978-06-15';
export const BIODATA_SEARCH_STATE = 'Arunachal Pradesh';

/** Brides in one city, each with her lifestyle (and family) sections saved. */
export async function seedBrides(
  request: APIRequestContext,
  city: string,
  brides: readonly { lifestyle: Record<string, string>; family?: Record<string, string> }[],
  { dob }: { dob?: string } = {},
): Promise<Seeded[]> {
  const basic: Record<string, string> = dob ? { dob } : {};
  const women = await seedWomen(
    request,
    city,
    brides.length,
    { religion: 'Hindu', caste: 'Pillai' },
    BIODATA_SEARCH_STATE,
    () => basic,
  );
  for (const [i, woman] of women.entries()) {
    await memberCall(request, woman.token, 'updateProfile', { section: 'lifestyle', ...brides[i]!.lifestyle });
    const family = brides[i]!.family;
    if (family) await memberCall(request, woman.token, 'updateProfile', { section: 'family', ...family });
  }
  await waitUntilSearchable(request, city, brides.length, BIODATA_SEARCH_STATE, dob ? '41 to 50' : '18 to 30');
  return women;
}

/** All profiles for women 18–30 of any religion in one of these cities. */
export const allProfilesIn = (city: string) =>
  `/allprofiles?gender=Female&age=18+to+30&religion=Any&state=${encodeURIComponent(BIODATA_SEARCH_STATE)}&city=${encodeURIComponent(city)}`;

/**
 * A groom with a Gold plan who wants a bride of 45 to 50 living abroad, vegetarian or eggetarian, who does
 * not smoke, of a traditional family. Matches ignore places: the tests look for their own
 * brides by name.
 */
export async function seedAbroadGroom(request: APIRequestContext, locale: 'en' | 'ta' = 'en') {
  const groom = await createMember(request, { name: 'Karthik Raman' });
  await memberCall(request, groom.token, 'updateProfile', {
    ...BASIC,
    gender: 'Male',
    dob: '1994-03-03',
    state: BIODATA_SEARCH_STATE,
    city: 'Itanagar',
  });
  await memberCall(request, groom.token, 'updatePartnerPreferences', {
    gender: 'Female',
    age: '45 to 50',
    religion: 'no_preference',
    caste: 'no_preference',
    diet: ['Vegetarian', 'Eggetarian'],
    smoking: 'No',
    family_values: 'Traditional',
    residence: 'Abroad',
  });
  if (locale === 'ta') await memberCall(request, groom.token, 'updateUser', { locale: 'ta' });
  grantPlan(groom.id, 'Gold');
  return groom;
}
