import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createMember, expect, login, toast } from './fixtures';
import { BASIC, memberCall } from './member-helpers';

/** A member born on BASIC's date (14 April 1996) with religion and caste saved, living in `state`. */
export async function bornMember(request: APIRequestContext, state: string, city: string, locale: 'en' | 'ta' = 'en') {
  const member = await createMember(request, { name: 'Meenakshi Sundaram' });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, state, city });
  await memberCall(request, member.token, 'updateProfile', { religion: 'Hindu', caste: 'Pillai' });
  if (locale === 'ta') await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  return member;
}

/** What the free chart calculator answers for a birth at Chennai: the star and raasi to expect. */
export async function chennaiChart(request: APIRequestContext, date: string, time: string) {
  const places = await request.get('/api/places?q=Chennai');
  expect(places.status()).toBe(200);
  const chennai = ((await places.json()) as { data: { id: string; name: string }[] }).data.find((p) => p.name === 'Chennai')!;
  const response = await request.post('/api/jathagam', { data: { date, time, place: { id: chennai.id } } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { moon_star: string; moon_raasi: string };
}

/** The values a select offers (its placeholder left out). */
export const offered = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

/** Types part of a place's name and chooses it from the list under the search box. */
export async function choosePlace(form: Locator, label: string, typed: string, place: string) {
  await form.getByRole('searchbox', { name: label }).fill(typed);
  await form.getByRole('button', { name: place }).click();
  await expect(form.getByRole('searchbox', { name: label })).toHaveValue(place);
}

/**
 * An English-speaking member born on BASIC's date signs in and saves Chennai as the place of
 * birth without a time; answers the religion form. That day the Moon moved from Sadhayam to
 * Poorattathi at 10:09 pm in India.
 */
export async function saveBirthWithoutTime(page: Page, request: APIRequestContext, state: string, city: string) {
  const member = await bornMember(request, state, city);
  await login(page, member);
  const form = page.getByRole('form', { name: 'Religion & Caste Information' });
  await choosePlace(form, 'Place of birth', 'Chennai', 'Chennai, Tamil Nadu, India');
  await form.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  return form;
}
