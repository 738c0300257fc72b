import { createHash } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { createMember, expect } from './fixtures';
import { BASIC, memberCall } from './member-helpers';

/** The members of the sign-in-by-code specs live in states no other spec uses: Haryana (desktop), Punjab (phone). */
export const SIGN_IN_PLACES = { desktop: { state: 'Haryana', city: 'Ambala' }, phone: { state: 'Punjab', city: 'Ludhiana' } };

interface TextMessage {
  to: string;
  code: string;
  text: string;
  createdAt: string;
}

/** The dev outbox's texts to `phone`, newest first; /dev answers loopback callers only (see readOutbox). */
async function readTexts(request: APIRequestContext, phone: string): Promise<TextMessage[]> {
  const response = await request.get(`/dev/sms/messages?to=${phone}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: TextMessage[] }).data;
}

/** How many texts went to `phone` so far: pass it to `nextCode` before the step that sends one. */
export async function textsTo(request: APIRequestContext, phone: string): Promise<number> {
  return (await readTexts(request, phone)).length;
}

/** The code of the text after the `before` ones to `phone`, once it has arrived (texts go through a queue). */
export async function nextCode(request: APIRequestContext, phone: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const texts = await readTexts(request, phone);
        code = texts.length > before ? texts[0]!.code : '';
        return code;
      },
      { timeout: 5000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * The 30 seconds between two codes to one number are the server's clock, which browser tests do
 * not move: the verification's text is dated back, in the database file (as grantPlan does).
 */
function waitOutCooldown(phone: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'matrimony.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const hash = createHash('sha256').update(`mobile:${phone}`).digest('hex');
    db.prepare('update code_events set created_at = ? where address_hash = ?').run(
      new Date(Date.now() - 60_000).toISOString(),
      hash,
    );
  } finally {
    db.close();
  }
}

/** A verified member with basic details in `place`, whose mobile number is verified by a texted code. */
export async function memberWithVerifiedMobile(
  request: APIRequestContext,
  place: { state: string; city: string },
  locale: 'en' | 'ta' = 'en',
) {
  const member = await createMember(request, { name: 'Nandhini Krishnan' });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, ...place });
  if (locale === 'ta') await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  const before = await textsTo(request, member.phone);
  await memberCall(request, member.token, 'mobile/send-code', {});
  await memberCall(request, member.token, 'mobile/verify', { code: await nextCode(request, member.phone, before) });
  waitOutCooldown(member.phone);
  return member;
}

/** '+91 98765 43210', as the server's messages write a number. */
export const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** The texts the screens show, in the test's language. */
export const textsIn = (locale: 'en' | 'ta') => translatorFor(locale);

/** Opens Login's 'Forgot password?' by text message, sends a code to `phone` and waits for the server's answer. */
export async function askForResetCode(page: Page, request: APIRequestContext, phone: string, locale: 'en' | 'ta') {
  const t = textsIn(locale);
  await page.goto('/login');
  await page.getByRole('button', { name: t('login.forgot') }).click();
  const dialog = page.getByRole('dialog', { name: t('forgotPassword.title') });
  await dialog.getByRole('radio', { name: t('mobileSignIn.byText') }).check();
  const form = dialog.getByRole('form', { name: t('mobileSignIn.resetForm') });
  const before = await textsTo(request, phone);
  await form.getByLabel(t('mobileSignIn.phone')).fill(phone);
  await form.getByRole('button', { name: t('mobileSignIn.sendCode') }).click();
  await expect(form.getByRole('status')).toHaveText(t('mobile.resetCodeSent', { phone: spaced(phone) }));
  return { dialog, form, code: await nextCode(request, phone, before) };
}

/** Opens the code form from Login, sends a code to `phone` and waits for the server's answer. */
export async function askForSignInCode(page: Page, request: APIRequestContext, phone: string, locale: 'en' | 'ta') {
  const t = textsIn(locale);
  await page.goto('/login');
  await page.getByRole('button', { name: t('mobileSignIn.switch') }).click();
  const form = page.getByRole('form', { name: t('mobileSignIn.form') });
  const before = await textsTo(request, phone);
  await form.getByLabel(t('mobileSignIn.phone')).fill(phone);
  await form.getByRole('button', { name: t('mobileSignIn.sendCode') }).click();
  await expect(form.getByRole('status')).toHaveText(t('mobile.signInCodeSent', { phone: spaced(phone) }));
  return { form, code: await nextCode(request, phone, before) };
}
