import type { APIRequestContext } from '@playwright/test';
import { createMember, expect } from './fixtures';
import { BASIC, memberCall } from './member-helpers';
import { waitUntilSearchable } from './search-helpers';

/**
 * The saved searches' browser tests. Their brides live in the towns of Dadra and Nagar Haveli
 * and Daman and Diu, a territory no other spec uses, each test in a town of its own.
 */
export const SAVED_STATE = 'Dadra and Nagar Haveli and Daman and Diu';

/** The All profiles address of every bride of `city` aged 18 to 30. */
export const searchOf = (city: string) =>
  `/allprofiles?${new URLSearchParams({ gender: 'Female', age: '18 to 30', religion: 'Any', state: SAVED_STATE, city }).toString()}`;

/** A verified bride of `city`, aged 24, searchable once `count` brides of the town are found. */
export async function brideOf(request: APIRequestContext, city: string, name: string, count: number) {
  const member = await createMember(request, { name });
  await memberCall(request, member.token, 'updateProfile', {
    ...BASIC,
    gender: 'Female',
    dob: `${new Date().getFullYear() - 25}-01-15`,
    state: SAVED_STATE,
    city,
  });
  await memberCall(request, member.token, 'updateProfile', { religion: 'Hindu', caste: 'Pillai' });
  await waitUntilSearchable(request, city, count, SAVED_STATE);
  return member;
}

/** A saved search made through the API, as the filter panel would save it. */
export async function saveThroughApi(request: APIRequestContext, token: string, name: string, city: string) {
  const response = await request.post('/api/saved-searches', {
    data: { name, criteria: { gender: 'Female', age: '18 to 30', religion: 'Any', state: SAVED_STATE, city } },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * Sends one member's saved-search digest now, through the development route (the job waits for
 * 7:30 India time, and the browser tests' server runs no jobs). /dev/* answers only this machine.
 */
export async function runDigest(request: APIRequestContext, email: string): Promise<boolean> {
  const response = await request.post('/dev/saved-searches/digest', {
    data: { email },
    headers: { 'x-forwarded-for': '127.0.0.1' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { sent: boolean }).sent;
}
