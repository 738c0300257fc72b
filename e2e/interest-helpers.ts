import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import type { InterestItem } from '@inai/shared';
import { createMember, expect } from './fixtures';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan } from './search-helpers';

type PlanName = Parameters<typeof grantPlan>[1];
export type Member = Awaited<ReturnType<typeof createMember>>;

/**
 * A verified woman with a complete basic section in a city of the test's own (Sikkim's unless
 * `state` says; so the search and matches of tests running alongside never meet her),
 * optionally on a plan.
 */
export async function bride(
  request: APIRequestContext,
  name: string,
  city: string,
  plan?: PlanName,
  state = 'Sikkim',
): Promise<Member> {
  const member = await createMember(request, { name });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Female', state, city });
  if (plan) grantPlan(member.id, plan);
  return member;
}

/** A verified man with a complete basic section, optionally on a plan. */
export async function groom(request: APIRequestContext, name: string, plan?: PlanName): Promise<Member> {
  const member = await createMember(request, { name });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Male', dob: '1993-06-06' });
  if (plan) grantPlan(member.id, plan);
  return member;
}

const auth = (member: Member) => ({ authorization: `Bearer ${member.token}` });

/** sendInterest through the API, as the Send interest button does. */
export async function sendInterest(request: APIRequestContext, from: Member, to: Member) {
  const response = await request.post('/api/sendInterest', {
    data: { user_id: from.id, partner_id: to.id, status: 'Requested' },
    headers: auth(from),
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The member's incoming interests, as the server lists them (needs a plan). */
export async function incomingOf(request: APIRequestContext, member: Member): Promise<InterestItem[]> {
  const response = await request.get(`/api/getIncomingInterests/${member.id}`, { headers: auth(member) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: InterestItem[] }).data;
}

/** The member as the server reports them now. */
export async function me(request: APIRequestContext, member: Member) {
  return (await memberCall(request, member.token, 'getLoggedInUserProfile', {})) as {
    pending_interests: number;
    locale: string | null;
  };
}

/** Another member's device: a browser context of its own, with its own client address (as the fixture gives each test). */
export async function otherBrowser(browser: Browser, locale = 'en-IN') {
  const [a, b, c] = randomBytes(3);
  return browser.newContext({
    locale,
    timezoneId: 'Asia/Kolkata',
    extraHTTPHeaders: { 'x-forwarded-for': `10.${a}.${b}.${(c! % 250) + 1}` },
  });
}
