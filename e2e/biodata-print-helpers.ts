import type { APIRequestContext, Page } from '@playwright/test';
import { biodataPath } from '@inai/shared';
import { createMember, expect } from './fixtures';
import { BASIC, memberCall } from './member-helpers';
import { addPhotoAndHoroscope, grantPlan, waitUntilSearchable } from './search-helpers';

/**
 * The printable biodata's browser tests. Their members live in the Andaman and Nicobar Islands
 * (the phone's tests in Lakshadweep), each test in a city of its own, so no other spec's search
 * or matches ever meet them.
 */
export const BIODATA_STATE = 'Andaman and Nicobar Islands';
export const BIODATA_PHONE_STATE = 'Lakshadweep';

export type BiodataMember = Awaited<ReturnType<typeof createMember>>;

/**
 * A searchable bride with a full Tamil biodata: photo, star and raasi, family, lifestyle and
 * partner preferences. `searchable: false` does not wait for search to find her: for tests
 * that never reach the index (her own biodata, a refusal), so two may share a city.
 */
export async function brideWithBiodata(
  request: APIRequestContext,
  name: string,
  city: string,
  { searchable = true, state = BIODATA_STATE } = {},
): Promise<BiodataMember> {
  const member = await createMember(request, { name });
  const save = (fields: object) => memberCall(request, member.token, 'updateProfile', { user_id: member.id, ...fields });
  await save({ ...BASIC, gender: 'Female', dob: '1998-02-11', state, city });
  await save({ religion: 'Hindu', caste: 'Pillai', star: 'Rohini', raasi: 'Rishabam' });
  await save({ degree: 'M.Sc. Physics', job_type: 'Employee', company_name: 'Andaman Tech' });
  await save({
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
    family_deity: 'Kollangudi Kaliamman',
    kulam: 'Ilayathangudi',
  });
  await save({
    section: 'lifestyle',
    diet: 'Vegetarian',
    smoking: 'No',
    drinking: 'No',
    physical_status: 'Normal',
    education_level: 'Masters',
    residence_country: 'Singapore',
    residency_status: 'Permanent resident',
  });
  await memberCall(request, member.token, 'updatePartnerPreferences', {
    user_id: member.id,
    gender: 'Male',
    age: '25 to 30',
    religion: 'Hindu',
    caste: 'no_preference',
    diet: ['Vegetarian'],
    smoking: 'No',
    residence: 'Abroad',
    education_level: 'Bachelors',
  });
  await addPhotoAndHoroscope(request, { id: member.id, name, token: member.token });
  if (searchable) await waitUntilSearchable(request, city, 1, state);
  return member;
}

/** A verified groom with a basic section, on a plan when one is named. */
export async function groomViewer(request: APIRequestContext, name: string, plan?: Parameters<typeof grantPlan>[1]) {
  const member = await createMember(request, { name });
  await memberCall(request, member.token, 'updateProfile', {
    ...BASIC,
    gender: 'Male',
    dob: '1993-06-06',
    state: BIODATA_STATE,
    city: 'Port Blair',
  });
  if (plan) grantPlan(member.id, plan);
  return member;
}

export const biodataOf = (member: { id: number }) => biodataPath(member.id);

/** Pages in a PDF as Chromium writes it: each page object is '/Type /Page' (the tree is '/Pages'). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

/** Whether the page scrolls sideways. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The sheet's section headings, in order. */
export async function sectionTitles(page: Page): Promise<string[]> {
  const sheet = page.getByTestId('biodata-sheet');
  await expect(sheet).toBeVisible();
  return sheet.getByRole('heading', { level: 2 }).allInnerTexts();
}
