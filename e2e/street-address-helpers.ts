import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { appStarted, expect } from './fixtures';
import { bride, groom, incomingOf, sendInterest, type Member } from './interest-helpers';
import { BASIC, memberCall } from './member-helpers';

/**
 * The members of the street-address specs live in Puducherry, which no other spec searches: one
 * town for the desktop spec, one for the phone's.
 */
export const STREET_ADDRESS_STATE = 'Puducherry';
export const STREET_ADDRESS_TOWNS = { desktop: 'Karaikal', phone: 'Mahe' } as const;

/** A door no other member has, so that the page either shows it or does not. */
export const doorOf = (name: string) => `${10 + (randomBytes(1)[0]! % 80)}, ${name} Street, Mission Veedhi`;

/**
 * A free bride with a street address of her own, a Silver stranger, and a Silver groom with whom
 * she has an accepted interest: she sent it (free members may), he accepted it (his plan gives the
 * interests screen).
 */
export async function addressCast(
  request: APIRequestContext,
  town: string,
  names: { bride: string; stranger: string; partner: string },
) {
  const owner = await bride(request, names.bride, town, undefined, STREET_ADDRESS_STATE);
  const door = doorOf(names.bride.split(' ')[0]!);
  await memberCall(request, owner.token, 'updateProfile', { ...BASIC, state: STREET_ADDRESS_STATE, city: town, address: door });
  const stranger = await groom(request, names.stranger, 'Silver');
  const partner = await groom(request, names.partner, 'Silver');
  await sendInterest(request, owner, partner);
  const [interest] = (await incomingOf(request, partner)).filter((i) => i.user_id === owner.id);
  await memberCall(request, partner.token, 'updateInterest', { id: interest!.id, status: 'Accepted' });
  return { owner, door, stranger, partner };
}

/** A member's own browser (its own client address), at `width` px, in `locale`, signed in through the API's token. */
export async function signedInBrowser(
  browser: Browser,
  member: Member,
  options: { locale?: string; width?: number } = {},
): Promise<Page> {
  const [a, b, c] = randomBytes(3);
  const context = await browser.newContext({
    locale: options.locale ?? 'en-IN',
    timezoneId: 'Asia/Kolkata',
    viewport: { width: options.width ?? 1280, height: 812 },
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'x-forwarded-for': `10.${a}.${b}.${(c! % 250) + 1}` },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await appStarted(page);
  const english = !options.locale?.startsWith('ta');
  const form = page.getByRole('form', { name: english ? 'Login form' : 'உள்நுழைவுப் படிவம்' });
  await form.getByLabel(english ? 'Email' : 'மின்னஞ்சல்').fill(member.email);
  await form.getByLabel(english ? 'Password' : 'கடவுச்சொல்', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: english ? 'Sign In' : 'உள்நுழைய' }).click();
  await expect(page).toHaveURL('/edituserprofile');
  await appStarted(page);
  return page;
}
