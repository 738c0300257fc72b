import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fitsThePhoneInTamil, loginInTamil, overflowing } from './language-helpers';
import { allProfilesIn, MATCHES_BRIDE_DOB, seedAbroadGroom, seedBrides } from './biodata-search-helpers';

// Search by diet and residence on a 375 px phone, in Tamil and in English; Matches' new reason in Tamil.

const results = (page: Page, name: string) => page.getByRole('region', { name }).getByRole('article');

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('at 375 px a diet and Abroad narrow the results; the card shows the diet and the country in Tamil', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const city = 'Bomdila';
    const [veg, , abroad] = await seedBrides(request, city, [
      { lifestyle: { diet: 'Vegetarian' } },
      { lifestyle: { diet: 'Non-vegetarian', residence_country: 'Sri Lanka' } },
      { lifestyle: { diet: 'Vegetarian', residence_country: 'Singapore' } },
    ]);
    await page.goto(allProfilesIn(city));
    await page.getByRole('button', { name: 'தேடல் வடிகட்டிகள்' }).click();
    const panel = page.getByRole('form', { name: 'தேடல் வடிகட்டிகள்' });
    await panel.getByRole('group', { name: 'உணவு முறை' }).getByRole('checkbox', { name: 'சைவம்', exact: true }).check();
    await panel.getByRole('button', { name: 'தேடவும்' }).click();
    await expect(results(page, 'முடிவுகள்')).toHaveCount(2);
    await fitsThePhoneInTamil(page, 'the diet filter and its results', [veg!.name, abroad!.name]);

    await page.getByRole('button', { name: 'தேடல் வடிகட்டிகள்' }).click();
    await panel.getByLabel('வசிப்பிடம்').selectOption('Abroad');
    await panel.getByRole('button', { name: 'தேடவும்' }).click();
    await expect(results(page, 'முடிவுகள்')).toHaveCount(1);
    const card = results(page, 'முடிவுகள்').first();
    await expect(card.getByRole('heading')).toHaveText(abroad!.name);
    await expect(card.getByRole('definition')).toContainText(['சைவம்', 'சிங்கப்பூர்']);
    await expect(card.getByRole('term')).toContainText(['உணவு முறை', 'வசிப்பிடம்']);
    await fitsThePhoneInTamil(page, 'a card of a bride abroad', [abroad!.name]);
  });

  test("at 375 px Matches give the biodata preferences' reasons in Tamil", async ({ page, request }) => {
    test.setTimeout(60_000);
    const city = 'Changlang';
    const [bride] = await seedBrides(
      request,
      city,
      [{ lifestyle: { diet: 'Vegetarian', residence_country: 'Malaysia' }, family: { family_values: 'Traditional' } }],
      { dob: MATCHES_BRIDE_DOB },
    );
    const groom = await seedAbroadGroom(request, 'ta');
    await loginInTamil(page, groom);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/matches');
    const card = page.getByRole('region', { name: 'பொருத்தங்கள்' }).getByRole('article', { name: bride!.name });
    await card.getByRole('button', { name: 'ஏன்?' }).click();
    await expect(card.getByRole('listitem')).toHaveText([
      'வயது: பொருந்துகிறது',
      'உணவு முறை: பொருந்துகிறது',
      'புகைபிடிக்காதவர்: பொருந்தவில்லை',
      'குடும்பப் பண்பு: பொருந்துகிறது',
      'வசிப்பிடம்: பொருந்துகிறது',
    ]);
    await expect(card.getByText('மலேசியா')).toBeVisible();
    await fitsThePhoneInTamil(page, 'Matches with the biodata reasons', [bride!.name, groom.name]);
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-IN' });

  test('at 375 px diets and one country narrow the results and fit the phone', async ({ page, request }) => {
    test.setTimeout(60_000);
    const city = 'Dibang Valley';
    const [, egg] = await seedBrides(request, city, [
      { lifestyle: { diet: 'Vegan', residence_country: 'Canada' } },
      { lifestyle: { diet: 'Eggetarian', residence_country: 'Canada' } },
      { lifestyle: { diet: 'Eggetarian' } },
    ]);
    await page.goto(allProfilesIn(city));
    await page.getByRole('button', { name: 'Profile filters' }).click();
    const panel = page.getByRole('form', { name: 'Profile filters' });
    const diets = panel.getByRole('group', { name: 'Diet' });
    await diets.getByRole('checkbox', { name: 'Eggetarian' }).check();
    await diets.getByRole('checkbox', { name: 'Vegetarian', exact: true }).check();
    await panel.getByLabel('Lives in').selectOption('Canada');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await overflowing(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect(results(page, 'Results')).toHaveCount(1);
    const card = results(page, 'Results').first();
    await expect(card.getByRole('heading')).toHaveText(egg!.name);
    await expect(card.getByRole('definition')).toContainText(['Eggetarian', 'Canada']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await overflowing(page)).toEqual([]);
  });
});
