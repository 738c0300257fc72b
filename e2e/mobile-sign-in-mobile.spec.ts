import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility-helpers';
import { expect, login, test, toast } from './fixtures';
import { latinLeftOnControls, overflowing } from './language-helpers';
import { askForResetCode, askForSignInCode, memberWithVerifiedMobile, SIGN_IN_PLACES, textsIn } from './mobile-sign-in-helpers';

const PLACE = SIGN_IN_PLACES.phone;

/** Nothing scrolls sideways at 375 px, and no control is wider than its box. */
async function fitsThePhone(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(375);
  expect(await overflowing(page), `${what}: controls wider than their box`).toEqual([]);
}

for (const locale of ['en', 'ta'] as const) {
  test.describe(`at 375 px in ${locale === 'en' ? 'English' : 'Tamil'}`, () => {
    test.use({ locale: locale === 'en' ? 'en-IN' : 'ta-IN' });

    test('a member signs in with a texted code; a wrong code says so', async ({ page, request }) => {
      const t = textsIn(locale);
      const member = await memberWithVerifiedMobile(request, PLACE, locale);
      const { form, code } = await askForSignInCode(page, request, member.phone, locale);
      await fitsThePhone(page, 'the sign-in by code form');
      if (locale === 'ta') expect(await latinLeftOnControls(page)).toEqual([]);
      const field = form.getByLabel(t('mobileSignIn.code'));
      await field.fill(code === '000000' ? '111111' : '000000');
      await form.getByRole('button', { name: t('login.signIn'), exact: true }).click();
      await expect(form.getByText(t('mobile.signInCodeInvalid'))).toBeVisible();
      await fitsThePhone(page, 'the sign-in by code form with its message');
      await expectAccessible(page, 'the sign-in by code form');
      await field.fill(code);
      await form.getByRole('button', { name: t('login.signIn'), exact: true }).click();
      await expect(toast(page, t('auth.loggedIn'))).toBeVisible();
      await expect(page).toHaveURL('/edituserprofile');
    });

    test('a forgotten password is set anew by text message, and the new one signs in', async ({ page, request }) => {
      const t = textsIn(locale);
      const member = await memberWithVerifiedMobile(request, PLACE, locale);
      const password = 'Jasmine-at-dusk-2026';
      const { dialog, form, code } = await askForResetCode(page, request, member.phone, locale);
      await form.getByLabel(t('mobileSignIn.code')).fill(code);
      await form.getByLabel(t('field.password'), { exact: true }).fill(password);
      await form.getByLabel(t('field.confirmPassword'), { exact: true }).fill(password);
      await fitsThePhone(page, 'the forgotten-password dialog by text message');
      if (locale === 'ta') expect(await latinLeftOnControls(page)).toEqual([]);
      await expectAccessible(page, 'the forgotten-password dialog by text message');
      await form.getByRole('button', { name: t('resetPassword.submit') }).click();
      await expect(toast(page, t('resetPassword.success'))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL('/login');
      if (locale === 'en') await login(page, { email: member.email, password });
      else {
        const signIn = page.getByRole('form', { name: t('login.form') });
        await signIn.getByLabel(t('field.email')).fill(member.email);
        await signIn.getByLabel(t('field.password'), { exact: true }).fill(password);
        await signIn.getByRole('button', { name: t('login.signIn'), exact: true }).click();
        await expect(page).toHaveURL('/edituserprofile');
      }
    });
  });
}
