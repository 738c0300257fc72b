import type { Page } from '@playwright/test';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { createMember, expect, newMember, otpIn, test, toast, waitForMail } from './fixtures';
import { memberCall } from './member-helpers';
import { shot } from './screenshots';

for (const lang of ['en', 'ta'] as const) {
  const t = translatorFor(lang);

  /** Signs in on Login in the page's language, "Remember me" left off unless asked. */
  async function signIn(page: Page, member: { email: string; password: string }, remember = false) {
    const form = page.getByRole('form', { name: t('login.form') });
    await form.getByLabel(t('field.email')).fill(member.email);
    await form.getByLabel(t('field.password'), { exact: true }).fill(member.password);
    if (remember) await form.getByLabel(t('login.rememberMe')).check();
    await form.getByRole('button', { name: t('login.signIn'), exact: true }).click();
    await expect(toast(page, t('auth.loggedIn'))).toBeVisible();
  }

  /** The addresses a tab shows, client-side moves included: a bounce to Login would be among them. */
  function addressesOf(page: Page): string[] {
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });
    return seen;
  }

  test.describe(`open tabs share the sign-in (${lang})`, () => {
    test.use({ locale: lang === 'ta' ? 'ta-IN' : 'en-IN' });

    test('a new tab is signed in from an open one, a sign-out ends both, and with every tab closed Login asks again', async ({
      page,
      request,
      context,
    }) => {
      test.setTimeout(90_000);
      const member = await createMember(request, { name: lang === 'ta' ? 'Kayal Murugan' : 'Anbu Selvan' });
      if (lang === 'ta') await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
      await page.goto('/login');
      await signIn(page, member);
      await expect(page).toHaveURL('/edituserprofile');
      // Without "Remember me" the token stays in this tab's session storage only.
      expect(
        await page.evaluate(() => [localStorage.getItem('authToken'), sessionStorage.getItem('authToken') !== null]),
      ).toEqual([null, true]);

      // A link from our mail, opened in a new tab: the member's page, never Login on the way.
      const other = await context.newPage();
      const addresses = addressesOf(other);
      await other.goto('/userinterests');
      // A cold tab: its page's code, the answer of the open tab, then the member from the server.
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(t('memberMenu.interests'), { timeout: 15_000 });
      await expect(other.getByRole('banner').getByRole('link', { name: t('header.logout') })).toBeVisible();
      await expect(other).toHaveURL(/\/userinterests(\?|$)/);
      expect(addresses).not.toContain('/login');
      await expect(toast(other, t('redirect.loginRequired'))).toHaveCount(0);
      // The new tab keeps it in its own session storage (never in local storage or the address).
      expect(
        await other.evaluate(() => [localStorage.getItem('authToken'), sessionStorage.getItem('authToken') !== null]),
      ).toEqual([null, true]);
      await shot(other, `shared-sign-in-new-tab-${lang}`);

      // Signing out in the first tab signs the other out too: it goes to Login, and says why.
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('header.logout') })
        .click();
      await expect(page).toHaveURL('/login');
      await expect(other).toHaveURL('/login');
      await expect(toast(other, t('redirect.loginRequired'))).toBeVisible();
      await expect(other.getByRole('banner').getByRole('link', { name: t('header.login') })).toBeVisible();
      expect(await other.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();

      // Signed in again, then every tab closed: the next tab has nobody to ask, and lands on Login
      // with the page it wanted kept, to go on to it once signed in.
      await signIn(page, member);
      await expect(page).toHaveURL('/edituserprofile');
      await other.close();
      await page.close();
      const fresh = await context.newPage();
      await fresh.goto('/userinterests');
      await expect(fresh).toHaveURL('/login');
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(t('login.title'));
      await expect(toast(fresh, t('redirect.loginRequired'))).toBeVisible();
      await signIn(fresh, member);
      await expect(fresh).toHaveURL(/\/userinterests(\?|$)/);
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(t('memberMenu.interests'));
    });

    test('the mailed code is typed on a later visit to /verifyotp, after a sign-in, in a new tab; a verified member is sent on', async ({
      page,
      request,
      context,
    }) => {
      test.setTimeout(60_000);
      const member = newMember();
      await page.goto('/register');
      const form = page.getByRole('form', { name: t('register.form') });
      await form.getByLabel(t('field.name')).fill(member.name);
      await form.getByLabel(t('field.email')).fill(member.email);
      await form.getByLabel(t('field.phone')).fill(member.phone);
      await form.getByLabel(t('field.password'), { exact: true }).fill(member.password);
      await form.getByLabel(t('field.confirmPassword'), { exact: true }).fill(member.password);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: t('register.submit') }).click();
      await expect(page).toHaveURL('/verifyotp');

      // The member leaves before typing the code, signs in again later, and opens the page in another
      // tab; the first one closes, and with it what the registration left there.
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('header.logout') })
        .click();
      await expect(page).toHaveURL('/login');
      await signIn(page, member);
      await expect(page).toHaveURL('/verifyotp');
      const later = await context.newPage();
      await later.goto('/verifyotp');
      await expect(later.getByRole('heading', { level: 1 })).toHaveText(t('otp.title'), { timeout: 15_000 });
      await page.close();
      await expect(later.getByRole('form', { name: t('otp.form') })).toContainText(member.email);
      const code = otpIn(await waitForMail(request, member.email));
      for (let i = 0; i < 6; i++) await later.getByLabel(t('otp.digit', { n: i + 1 })).fill(code[i]!);
      await later.getByRole('button', { name: t('otp.submit') }).click();
      await expect(toast(later, t('otp.valid'))).toBeVisible();
      await expect(later.getByRole('heading', { level: 1 })).toHaveText(t('mobile.stepTitle'));

      // Verified, the page is no longer theirs: it sends them on to their profile.
      await later.goto('/verifyotp');
      await expect(later).toHaveURL('/edituserprofile');
    });
  });
}
