import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility-helpers';
import { shot } from './screenshots';
import { createMember, expect, login, test, toast } from './fixtures';
import { latinLeftOnControls, loginInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';
import {
  emailStepCode,
  memberWhoseNumberMoved,
  notMeLink,
  numberLastProven,
  resetLinkFor,
  verifiedOnUnverifiedAccount,
} from './mobile-safety-helpers';
import { askForSignInCode, memberWithVerifiedMobile, SIGN_IN_PLACES, textsIn } from './mobile-sign-in-helpers';
import { codeTextedTo } from './mobile-verification-helpers';

const PLACE = SIGN_IN_PLACES.phone;

/** Nothing scrolls sideways at 375 px, no control is wider than its box, and (in Tamil) no English is left on one. */
async function fitsThePhone(page: Page, what: string, locale: 'en' | 'ta', names: string[] = []) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(375);
  expect(await overflowing(page), `${what}: controls wider than their box`).toEqual([]);
  if (locale === 'ta') expect(await latinLeftOnControls(page, names), `${what}: English left`).toEqual([]);
}

for (const locale of ['en', 'ta'] as const) {
  test.describe(`at 375 px in ${locale === 'en' ? 'English' : 'Tamil'}`, () => {
    test.use({ locale: locale === 'en' ? 'en-IN' : 'ta-IN' });

    test('a stale number asks for the e-mailed code too; then “Not you?” asks, and secures the account', async ({
      page,
      request,
    }) => {
      const t = textsIn(locale);
      const member = await memberWithVerifiedMobile(request, PLACE, locale);
      numberLastProven(member.phone, 95);
      const { form, code } = await askForSignInCode(page, request, member.phone, locale);
      await form.getByLabel(t('mobileSignIn.code')).fill(code);
      await form.getByRole('button', { name: t('login.signIn'), exact: true }).click();
      await expect(form.getByRole('status').filter({ hasText: t('mobileSafety.emailStepSignIn') })).toBeVisible();
      const mailed = form.getByLabel(t('mobileSafety.emailCode'));
      await expect(mailed).toBeFocused();
      await fitsThePhone(page, 'the e-mail step of a sign-in by code', locale);
      await expectAccessible(page, 'the e-mail step of a sign-in by code');
      await shot(page, `email-step-375-${locale}`);
      await mailed.fill(await emailStepCode(request, member.email, locale));
      await form.getByRole('button', { name: t('login.signIn'), exact: true }).click();
      await expect(toast(page, t('auth.loggedIn'))).toBeVisible();
      await expect(page).toHaveURL('/edituserprofile');

      await page.goto(await notMeLink(request, member.email));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notMe.heading'));
      await fitsThePhone(page, 'the “Not you?” page', locale, [member.name]);
      await expectAccessible(page, 'the “Not you?” page');
      await shot(page, `not-me-375-${locale}`);
      await page.getByRole('button', { name: t('notMe.confirm') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notMe.doneHeading'));
      await expect(page.getByRole('status')).toContainText(t('notMe.done'));
      await fitsThePhone(page, 'the account secured', locale, [member.name]);
      await shot(page, `not-me-done-375-${locale}`);
    });

    test('a reset link that verified the address says the number must be verified again', async ({ page, request }) => {
      const t = textsIn(locale);
      const member = await createMember(request, { verified: false, name: 'Squatted Address' });
      if (locale === 'ta') await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
      verifiedOnUnverifiedAccount(member.id);
      await page.goto(await resetLinkFor(request, member.email));
      await page.getByLabel(t('field.password'), { exact: true }).fill('Owners-own-pass-2026');
      await page.getByLabel(t('field.confirmPassword'), { exact: true }).fill('Owners-own-pass-2026');
      await page.getByRole('button', { name: t('resetPassword.submit') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('resetPassword.doneHeading') })).toContainText(
        t('resetPassword.mobileCleared'),
      );
      await fitsThePhone(page, 'the reset that took the number’s verification', locale);
      await expectAccessible(page, 'the reset that took the number’s verification');
      await shot(page, `reset-cleared-375-${locale}`);
      await page.getByRole('link', { name: t('resetPassword.goToSignIn') }).click();
      await expect(page).toHaveURL('/login');
    });

    test('Settings asks an account that lost its typed number for one of its own', async ({ page, request }) => {
      const t = textsIn(locale);
      const member = await memberWhoseNumberMoved(request, (phone) => codeTextedTo(request, phone));
      if (locale === 'ta') {
        await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
        await loginInTamil(page, member);
        await expect(page).toHaveURL('/edituserprofile');
      } else await login(page, member);
      await page.goto('/settings#mobile');
      const card = page.locator('#mobile');
      await expect(card.getByText(t('mobileSafety.noNumberHelp'))).toBeVisible();
      await expect(card.getByRole('form', { name: t('mobileSafety.addForm') })).toBeVisible();
      await fitsThePhone(page, 'Settings without a mobile number', locale, [member.name]);
      await shot(page, `settings-no-number-375-${locale}`, card);
    });
  });
}
