import type { Locator, Page } from '@playwright/test';
import { bornMember } from './birth-details-helpers';
import { createMember, expect, login, test, toast } from './fixtures';
import { brokenWords, loginInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';
import { paid } from './payment-helpers';
import { shot } from './screenshots';

/** At 360 px, then 375 px: the phone menu offers Register beside Login to a visitor, and fits. */
async function menuOffersRegister(page: Page, texts: { open: string; register: string; login: string; form: string }) {
  test.setTimeout(60_000);
  for (const width of [360, 375]) {
    await page.setViewportSize({ width, height: 780 });
    await page.goto('/');
    await page.getByRole('button', { name: texts.open }).click();
    const menu = page.locator('header nav[id]');
    await expect(menu.getByRole('link', { name: texts.register })).toHaveAttribute('href', '/register');
    await expect(menu.getByRole('link', { name: texts.login })).toHaveAttribute('href', '/login');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px scrolls sideways`).toBeLessThanOrEqual(
      width,
    );
    expect(await overflowing(page), `${width} px: controls wider than their box`).toEqual([]);
    // Each label on one line (the two stand one above the other when they do not fit side by side).
    const heights = await Promise.all(
      [texts.register, texts.login].map(async (name) => (await menu.getByRole('link', { name }).boundingBox())!.height),
    );
    // Within the outline button's border of the other.
    expect(Math.abs(heights[0]! - heights[1]!), `${width} px: Register takes more lines than Login`).toBeLessThanOrEqual(2);
    expect(await brokenWords(page.getByRole('heading', { level: 1 })), `${width} px: the heading cuts a word`).toEqual([]);
    await shot(page, `phone-menu-${texts.register === 'Register' ? 'en' : 'ta'}-${width}`, menu);
    await menu.getByRole('link', { name: texts.register }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('form', { name: texts.form })).toBeVisible();
  }
}

test('a visitor on a phone finds Register in the menu, at 360 and 375 px', async ({ page }) => {
  await menuOffersRegister(page, { open: 'Open menu', register: 'Register', login: 'Login', form: 'Registration form' });
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });
  test('a visitor on a phone finds Register in the menu, at 360 and 375 px', async ({ page }) => {
    await menuOffersRegister(page, {
      open: 'பட்டியலைத் திறக்கவும்',
      register: 'பதிவு செய்ய',
      login: 'உள்நுழைய',
      form: 'பதிவுப் படிவம்',
    });
  });
});

/** At `width`: no sideways scroll and no control wider than its box; a screenshot for the eye. */
async function fitsAt(page: Page, width: number, what: string, part?: Locator) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${what} at ${width} px scrolls sideways`,
  ).toBeLessThanOrEqual(width);
  expect(await overflowing(page), `${what} at ${width} px: controls wider than their box`).toEqual([]);
  await shot(page, `${what}-${width}`, part);
}

const LANGUAGES = [
  {
    locale: 'en-IN',
    saved: 'en',
    failed:
      'This payment failed, so no plan was bought. If money left your account, your bank returns it within 5 days. You can try again now.',
    payments: 'My payments',
    receipt: /^Receipt for /,
    invoice: 'Tax invoice',
    close: 'Close',
    deleteCard: 'Delete my account',
    alternatives: 'You may not need to delete your account',
    ways: ['Hide my profile', 'We found a match'],
    religionForm: 'Religion & Caste Information',
    dosam: 'Dosam',
    save: 'Save & Continue',
    updated: 'Profile updated successfully!',
    contradicts: /^Your birth chart shows /,
  },
  {
    locale: 'ta-IN',
    saved: 'ta',
    failed:
      'இந்தக் கட்டணம் தோல்வியடைந்ததால் திட்டம் எதுவும் வாங்கப்படவில்லை. உங்கள் கணக்கிலிருந்து பணம் எடுக்கப்பட்டிருந்தால், 5 நாள்களுக்குள் உங்கள் வங்கி அதைத் திருப்பித் தரும். இப்போதே மீண்டும் முயற்சிக்கவும்.',
    payments: 'என் கட்டணங்கள்',
    receipt: /ஆர்டரின் ரசீது$/,
    invoice: 'வரி விலைப்பட்டியல்',
    close: 'மூடவும்',
    deleteCard: 'கணக்கை நீக்குதல்',
    alternatives: 'கணக்கை நீக்க வேண்டிய அவசியம் இல்லாமல் இருக்கலாம்',
    ways: ['சுயவிவரத்தை மறைத்தல்', 'எங்களுக்கு வரன் அமைந்துவிட்டது'],
    religionForm: 'மதம், சாதி விவரங்கள்',
    dosam: 'தோஷம்',
    save: 'சேமித்துத் தொடரவும்',
    updated: 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!',
    contradicts: /^உங்கள் ஜாதகத்தில் /,
  },
] as const;

for (const language of LANGUAGES) {
  test.describe(`in ${language.locale}`, () => {
    test.use({ locale: language.locale });

    test('at 360 and 375 px a failed payment, the tax invoice and the ways to leave fit the phone', async ({ page, request }) => {
      test.setTimeout(90_000);
      const member = await createMember(request, { name: 'Meenakshi Sundaram' });
      if (language.saved === 'ta') await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
      const failed = await paid(request, member.token, 2, 'FAILED');
      await paid(request, member.token, 2, 'COMPLETED');
      await (language.saved === 'ta' ? loginInTamil(page, member) : login(page, member));
      await expect(page).toHaveURL('/edituserprofile');

      for (const width of [360, 375]) {
        await page.setViewportSize({ width, height: 780 });
        await page.goto(`/payment-status?orderId=${failed}`);
        await expect(page.getByTestId('payment-message')).toHaveText(language.failed);
        await fitsAt(page, width, `payment-failed-${language.saved}`);

        await page.goto('/userplan');
        await page.getByRole('region', { name: language.payments }).getByRole('button', { name: language.receipt }).click();
        const invoice = page.getByRole('dialog', { name: language.invoice });
        await expect(invoice.getByTestId('tax-invoice')).toBeVisible();
        await fitsAt(page, width, `tax-invoice-${language.saved}`, invoice);
        await invoice.getByRole('button', { name: language.close }).click();
        await expect(invoice).toHaveCount(0);

        await page.goto('/settings');
        const leave = page.getByRole('region', { name: language.deleteCard });
        const instead = leave.getByRole('region', { name: language.alternatives });
        await instead.scrollIntoViewIfNeeded();
        await expect(instead.getByRole('heading', { level: 4 })).toHaveText([...language.ways]);
        await expect(leave.getByTestId('plan-lost')).toBeVisible();
        await fitsAt(page, width, `leaving-${language.saved}`, leave);
      }
    });

    test('at 360 and 375 px the dosham the birth chart contradicts is said beside its field, in view', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const member = await bornMember(request, 'Tamil Nadu', 'Madurai', language.saved);
      const places = await request.get('/api/places?q=Chennai');
      const chennai = ((await places.json()) as { data: { id: string; name: string }[] }).data.find((p) => p.name === 'Chennai')!;
      await memberCall(request, member.token, 'updateProfile', {
        religion: 'Hindu',
        caste: 'Pillai',
        birth_place_id: chennai.id,
        birth_time: '06:30',
      });
      await (language.saved === 'ta' ? loginInTamil(page, member) : login(page, member));
      await expect(page).toHaveURL('/edituserprofile');

      for (const width of [360, 375]) {
        await page.setViewportSize({ width, height: 780 });
        await page.goto('/edituserprofile');
        const form = page.getByRole('form', { name: language.religionForm });
        const dosam = form.getByRole('combobox', { name: language.dosam });
        const contradiction = form.getByText(language.contradicts);
        // Whichever of the two the chart does not show is refused.
        for (const choice of ['No Dosham', 'Chevvai Dosham']) {
          await dosam.selectOption(choice);
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await form.getByRole('button', { name: language.save }).click();
          await expect(contradiction.or(toast(page, language.updated))).toBeVisible();
          if (await contradiction.isVisible()) break;
        }
        await expect(contradiction).toBeVisible();
        await expect(dosam).toBeFocused();
        await expect(dosam).toBeInViewport();
        await fitsAt(page, width, `dosham-${language.saved}`, form);
      }
    });
  });
}
