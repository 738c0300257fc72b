import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export interface PageGuard {
  /** Console errors matching this pattern are expected in the current test. */
  allowConsoleError(pattern: RegExp): void;
}

/**
 * Every browser test fails if the page logs an error (a Content-Security-Policy violation is
 * one), throws, or requests anything from another origin: the product must work offline from
 * the outside world and within its own CSP.
 */
export const test = base.extend<{ guard: PageGuard }>({
  // A client address of its own for every test (the server trusts X-Forwarded-For in e2e).
  // Playwright reads a fixture's dependencies from this destructuring pattern, even when empty.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    const [a, b, c] = randomBytes(3);
    await use({ 'x-forwarded-for': `10.${a}.${b}.${(c! % 250) + 1}` });
  },
  // A public page arrives drawn by the build (docs/design.md, "Public pages rendered ahead") and comes alive once the app has
  // started on it; a tap before that does nothing, as on a phone whose script has not arrived.
  // Tests act like a person who waits for the page to be ready: every goto and reload waits for the app.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appStarted(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appStarted(page);
      return response;
    };
    await use(page);
  },
  guard: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const foreign: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        // Chrome logs every 4xx answer; those are answers the screens handle (a wrong password,
        // an expired link). 5xx answers, script errors and CSP violations still fail the test.
        if (
          message.type() === 'error' &&
          !/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
        ) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      // The console names no address; this names the call that failed, with the server's answer.
      page.on('response', async (response) => {
        if (response.status() < 500 || !response.url().startsWith(baseURL!)) return;
        const body = await response.text().catch(() => '');
        errors.push(`${response.status()} ${response.request().method()} ${response.url()}: ${body.slice(0, 300)}`);
      });
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
      });
      await use({ allowConsoleError: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((e) => !allowed.some((p) => p.test(e))),
        'console errors',
      ).toEqual([]);
      expect(foreign, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page's script has started on it: the app holds #root, or, on a visitor's page
 * hydrated by islands, the islands wait for a touch (docs/decisions/0084-islands-hydrated-when-seen-or-touched.md); at once for a page
 * without #root.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return (
      root === null ||
      document.documentElement.dataset.islands === 'ready' ||
      Object.keys(root).some((key) => key.startsWith('__reactContainer'))
    );
  });
}

/**
 * Waits until the page the server sent is taken over: React holds the heading, where the app
 * hydrated the whole page; on a visitor's page by islands, each island is awake, woken as a finger
 * put on it would (the rest of such a page is never hydrated: docs/decisions/0084-islands-hydrated-when-seen-or-touched.md).
 */
export async function takenOver(page: Page): Promise<void> {
  await appStarted(page);
  if (await page.evaluate(() => document.documentElement.dataset.islands === 'ready')) {
    for (const island of await page.locator('[data-island]').all())
      await island.locator(':scope > *').first().dispatchEvent('pointerdown');
    // Hydrated by React, or started by its own script (the coming-soon countdown).
    await expect
      .poll(() =>
        page.evaluate(() => [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-awake'))),
      )
      .toBe(true);
    return;
  }
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).evaluate((h) => Object.keys(h).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true);
}

export interface OutboxMail {
  id: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Headers beyond the envelope (a one-click stop's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/**
 * The dev outbox, newest first, or only the mail to `to` (the server runs without SMTP in the browser tests). /dev/*
 * answers only callers on the server's machine, every forwarded address included: the test's
 * own X-Forwarded-For (a made-up client) gives way to a loopback one here.
 */
export async function readOutbox(request: APIRequestContext, to?: string): Promise<OutboxMail[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const response = await request.get(`/dev/mailbox/messages${query}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

/** Colours as the browser reports them. */
export const TOAST_COLOURS = { success: 'rgb(220, 252, 231)', error: 'rgb(254, 226, 226)' };

let memberCounter = 0;

/** Registration details no other test uses. */
export function newMember() {
  memberCounter += 1;
  const unique = `${Date.now().toString(36)}${memberCounter}${randomBytes(3).toString('hex')}`;
  return {
    name: 'Kavya Raman',
    email: `kavya.${unique}@example.com`,
    phone: `9${String(Date.now() * 1000 + memberCounter * 7 + randomBytes(1)[0]!).slice(-9)}`,
    password: 'Jasmine-garland-42',
  };
}
export type NewMember = ReturnType<typeof newMember>;

/** Waits until `count` mails to `to` matching `pattern` exist; returns them newest first. */
export async function waitForMails(
  request: APIRequestContext,
  to: string,
  count: number,
  pattern: RegExp = /./,
): Promise<OutboxMail[]> {
  let found: OutboxMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await readOutbox(request, to)).filter((m) => pattern.test(m.text));
        return found.length >= count;
      },
      { timeout: 5000 },
    )
    .toBe(true);
  return found;
}

/** The newest mail to `to` matching `pattern`, once it has arrived. */
export async function waitForMail(request: APIRequestContext, to: string, pattern: RegExp = /./): Promise<OutboxMail> {
  return (await waitForMails(request, to, 1, pattern))[0]!;
}

/** The code in an OTP mail: the line that holds only six digits (a name or date could hold digits too). */
export const otpIn = (mail: OutboxMail) => /^\s*(\d{6})\s*$/m.exec(mail.text)![1]!;

/** Registers (and, unless told otherwise, verifies) a member through the API. */
export async function createMember(
  request: APIRequestContext,
  options: { verified?: boolean; name?: string; phone?: string } = {},
) {
  const member = {
    ...newMember(),
    ...(options.name ? { name: options.name } : {}),
    ...(options.phone ? { phone: options.phone } : {}),
  };
  const registered = await request.post('/api/register', { data: member });
  expect(registered.status(), await registered.text()).toBe(201);
  const body = (await registered.json()) as { token: string; otpToken: string; user: { id: number } };
  if (options.verified !== false) {
    const code = otpIn(await waitForMail(request, member.email));
    expect((await request.post('/api/verify-otp', { data: { otpToken: body.otpToken, otp: code } })).status()).toBe(200);
  }
  return { ...member, id: body.user.id, token: body.token };
}

/** Types a code into the six boxes. */
export async function typeOtp(page: Page, code: string) {
  for (let i = 0; i < 6; i++) await page.getByLabel(`Digit ${i + 1}`).fill(code[i]!);
}

/** Fills and sends the Login form on the current page. */
export async function submitLogin(page: Page, member: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Login form' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs a verified member in through the Login screen; they land on /edituserprofile. */
export async function login(page: Page, member: { email: string; password: string }) {
  await page.goto('/login');
  await submitLogin(page, member);
  await expect(page).toHaveURL('/edituserprofile');
}

/** Fills and sends the Register form on the current page. */
export async function submitRegistration(page: Page, member: NewMember) {
  const form = page.getByRole('form', { name: 'Registration form' });
  await form.getByLabel('Name').fill(member.name);
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Phone').fill(member.phone);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(member.password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** The toast whose message is exactly this text. */
export const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast', { has: page.getByText(text, { exact: true }) });
