import { createMember, expect, submitLogin, test } from './fixtures';
import { loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';

const TAMIL_HEADING = 'உங்களுக்கேற்ற வரனை இங்கே கண்டறியுங்கள்';

test.describe('the language switch', () => {
  test('a choice survives a reload and a login, is saved on the account, and follows the member to a fresh browser', async ({
    page,
    request,
    browser,
  }) => {
    // Two browsers, two sign-ins and three loads: a long walk on a shared 2-core machine.
    test.setTimeout(60_000);
    const member = await createMember(request);
    // An English browser, first visit: English; the switch is in the top bar.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your Right Match here');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'தமிழ்' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TAMIL_HEADING);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

    // A reload keeps it, and the server already serves the page in Tamil.
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain('<html lang="ta">');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TAMIL_HEADING);

    // Signing in keeps what was chosen, and saves it on the account (registered in English).
    expect((await memberCall(request, member.token, 'getLoggedInUserProfile', {})).locale).toBe('en');
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('சுயவிவரத் திருத்தம்');
    await expect.poll(async () => (await memberCall(request, member.token, 'getLoggedInUserProfile', {})).locale).toBe('ta');

    // A fresh browser set to English: English until the member signs in, then their Tamil.
    const other = await browser.newContext({ locale: 'en-IN' });
    try {
      const fresh = await other.newPage();
      await fresh.goto('/login');
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Login');
      await submitLogin(fresh, member);
      await expect(fresh).toHaveURL('/edituserprofile');
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('சுயவிவரத் திருத்தம்');
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'ta');

      // Switching back there is saved too, and the first browser follows on its next load.
      await fresh.getByRole('group', { name: 'மொழி' }).getByRole('button', { name: 'English' }).click();
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Edit my profile');
      await expect.poll(async () => (await memberCall(request, member.token, 'getLoggedInUserProfile', {})).locale).toBe('en');
    } finally {
      await other.close();
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit my profile');
  });

  test('server messages and field messages come in the language on screen', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'தமிழ்' }).click();
    const form = page.getByRole('form', { name: 'உள்நுழைவுப் படிவம்' });
    await form.getByLabel('மின்னஞ்சல்').fill('not-an-address');
    await form.getByRole('button', { name: 'உள்நுழைய' }).click();
    await expect(form.getByText('மின்னஞ்சல் முகவரி சரியான வடிவில் இல்லை')).toBeVisible();
    // The message follows a change of language at once, without sending the form again.
    await page.getByRole('group', { name: 'மொழி' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('form', { name: 'Login form' }).getByText('Invalid email format')).toBeVisible();
    // A refusal from the server, by its code: wrong credentials, in Tamil.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'தமிழ்' }).click();
    await form.getByLabel('மின்னஞ்சல்').fill('nobody.here@example.in');
    await form.getByLabel('கடவுச்சொல்', { exact: true }).fill('Wrong-password-1');
    await form.getByRole('button', { name: 'உள்நுழைய' }).click();
    await expect(page.locator('.Toastify__toast', { hasText: 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு' })).toBeVisible();
  });
});
