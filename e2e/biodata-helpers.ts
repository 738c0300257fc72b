import type { APIRequestContext, Page } from '@playwright/test';
import { createMember } from './fixtures';
import { BASIC, memberCall } from './member-helpers';

/** The members of the Edit my profile biodata specs live in Goa, a state no other spec uses. */
export const BIODATA_STATE = 'Goa';
export const BIODATA_CITY = 'Madgaon';

/** A verified bride with her basic details, so the preferences open; optionally in Tamil. */
export async function bride(request: APIRequestContext, locale: 'en' | 'ta' = 'en') {
  const member = await createMember(request, { name: 'Meenakshi Sundaram' });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, state: BIODATA_STATE, city: BIODATA_CITY });
  if (locale === 'ta') await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  return member;
}

/**
 * Sends the next updateProfile of the page as an older screen would have: with `changes` made to
 * what the form sent. The real server answers, so the page shows the server's own refusal.
 */
export async function alterNextProfileSave(page: Page, changes: Record<string, unknown>) {
  await page.route(
    '**/api/updateProfile',
    async (route) => {
      const body = { ...(route.request().postDataJSON() as object), ...changes };
      await route.continue({ postData: JSON.stringify(body) });
    },
    { times: 1 },
  );
}
