import type { Locator, Page } from '@playwright/test';
import { createMember, expect, test } from './fixtures';
import { brokenWords, overflowing } from './language-helpers';
import { BASIC, memberCall } from './member-helpers';
import { shot } from './screenshots';
import { waitUntilSearchable } from './search-helpers';

// Search cards on a phone: star, raasi, caste and city on each card, and in the list view at 360
// and 375 px no word cut in two, in English and in Tamil. The brides live in cities of
// Jharkhand, a state no other spec uses.
const STATE = 'Jharkhand';

/** A bride with her star, raasi, caste and diet, searchable in `city`. */
async function seedBride(page: Page, city: string, name: string) {
  const bride = await createMember(page.request, { name });
  await memberCall(page.request, bride.token, 'updateProfile', { ...BASIC, dob: '1998-05-20', state: STATE, city });
  await memberCall(page.request, bride.token, 'updateProfile', {
    religion: 'Hindu',
    caste: 'Adi Dravidar',
    star: 'Uthirattathi',
    raasi: 'Meenam',
  });
  await memberCall(page.request, bride.token, 'updateProfile', { section: 'lifestyle', diet: 'Vegetarian' });
  await waitUntilSearchable(page.request, city, 1, STATE);
  return bride;
}

/** The card's facts as [term, value] pairs. */
const facts = (card: Locator) =>
  card.locator('dt').evaluateAll((terms) => terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

/** At 360 px and then 375 px: no sideways scroll, no control wider than its box, no word cut on the card. */
async function wordsWhole(page: Page, card: Locator, name: string) {
  for (const width of [360, 375]) {
    await page.setViewportSize({ width, height: 780 });
    await expect(card).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px scrolls sideways`).toBeLessThanOrEqual(
      width,
    );
    expect(await overflowing(page), `${width} px: controls wider than their box`).toEqual([]);
    expect(await brokenWords(card), `${width} px: words cut in two`).toEqual([]);
    await shot(page, `${name}-${width}`, card);
  }
}

const LANGUAGES = [
  {
    locale: 'en-IN',
    city: 'Chakradharpur',
    name: 'Meenakshi Sundaram',
    listView: 'List view',
    results: 'Results',
    facts: [
      ['Star', 'Uthirattathi'],
      ['Raasi', 'Meenam'],
      ['Caste', 'Adi Dravidar'],
      ['City', 'Chakradharpur'],
      ['Diet', 'Vegetarian'],
    ],
  },
  {
    locale: 'ta-IN',
    city: 'Daltonganj',
    name: 'Valli Murugan',
    listView: 'பட்டியலாக',
    results: 'முடிவுகள்',
    facts: [
      ['நட்சத்திரம்', 'உத்திரட்டாதி'],
      ['ராசி', 'மீனம்'],
      ['சாதி', 'ஆதி திராவிடர்'],
      ['நகரம்', 'Daltonganj'],
      ['உணவு முறை', 'சைவம்'],
    ],
  },
] as const;

for (const language of LANGUAGES) {
  test.describe(language.locale, () => {
    test.use({ locale: language.locale });

    test('a search card shows star, raasi, caste and city, and at 360 and 375 px cuts no word', async ({ page }) => {
      await seedBride(page, language.city, language.name);
      await page.goto(`/allprofiles?gender=Female&age=18+to+30&religion=Any&state=${STATE}&city=${language.city}`);
      await page.getByRole('button', { name: language.listView }).click();
      const card = page.getByRole('region', { name: language.results }).getByRole('article');
      await expect(card).toHaveCount(1);
      expect(await facts(card)).toEqual(expect.arrayContaining(language.facts.map((fact) => [...fact])));
      await wordsWhole(page, card, `search-card-${language.locale}`);
    });
  });
}
