import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { latinLeftOnControls } from './language-helpers';
import { seedWomen, waitUntilSearchable } from './search-helpers';

// The search filters. Every test seeds its own city of Mizoram, a state no other spec uses.
const STATE = 'Mizoram';

const results = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('article');
const names = async (page: Page) => (await results(page).getByRole('heading').allTextContents()).map((n) => n.trim()).sort();
const start = (city: string) => `/allprofiles?gender=Female&age=18+to+30&religion=Any&state=${STATE}&city=${city}`;

test('marital status, mother tongue, a height range and several stars narrow All profiles; the address keeps them', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const city = 'Aizawl';
  // [marital status, mother tongue, height, star] of brides A to G.
  const brides = [
    ['Never Married', 'Tamil', '5.4', 'Rohini'],
    ['Divorced', 'Tamil', '5.8', 'Aswini'],
    ['Never Married', 'Telugu', '5.2', 'Rohini'],
    ['Never Married', 'Tamil', '6', 'Magam'],
    ['Never Married', 'Tamil', '5.6', 'Rohini'],
    ['Never Married', 'Tamil', '5.5', 'Aswini'],
    ['Never Married', 'Tamil', '5.7', 'Pooram'],
  ] as const;
  const women = await seedWomen(
    request,
    city,
    brides.length,
    (i) => ({ religion: 'Christian', caste: 'Other', mother_tongue: brides[i]![1], star: brides[i]![3] }),
    STATE,
    (i) => ({ marital_status: brides[i]![0], height: brides[i]![2] }),
  );
  const name = (letter: string) => women['ABCDEFG'.indexOf(letter)]!.name;
  await waitUntilSearchable(request, city, brides.length, STATE);

  await page.goto(start(city));
  await expect(page.getByText(`Showing ${brides.length} profiles`)).toBeVisible();
  const panel = page.getByRole('form', { name: 'Profile filters' });

  // Never married, Tamil: five, on one page of ten; the address keeps the filters.
  await panel.getByLabel('Marital status').selectOption('Never Married');
  await panel.getByLabel('Mother tongue').selectOption('Tamil');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Showing 5 profiles')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page).toHaveURL(/marital_status=Never\+Married&mother_tongue=Tamil$/);
  await expect(results(page)).toHaveCount(5);

  // A height range: the highest offers nothing below the lowest, and says so.
  await panel.getByLabel('Lowest height').selectOption('5.5');
  const highest = panel.getByLabel('Highest height');
  await expect(highest.locator('option', { hasText: /^5\.4$/ })).toHaveCount(0);
  await expect(highest).toHaveAccessibleDescription('Offers heights from 5.5 upwards.');
  await highest.selectOption('5.7');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Showing 3 profiles')).toBeVisible();
  expect(await names(page)).toEqual([name('E'), name('F'), name('G')].sort());

  // Two stars at once.
  const stars = panel.getByRole('button', { name: 'Star Any star' });
  await stars.click();
  await expect(stars).toHaveAttribute('aria-expanded', 'true');
  const group = panel.getByRole('group', { name: 'Star' });
  await group.getByRole('checkbox', { name: 'Rohini' }).check();
  await group.getByRole('checkbox', { name: 'Aswini' }).check();
  await expect(panel.getByRole('button', { name: 'Star 2 stars chosen' })).toBeVisible();
  await group.getByRole('button', { name: 'Done' }).click();
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Showing 2 profiles')).toBeVisible();
  expect(await names(page)).toEqual([name('E'), name('F')].sort());
  await expect(page).toHaveURL(/height_from=5\.5&height_to=5\.7&star=Aswini&star=Rohini$/);

  // Back and Forward bring the criteria back with the results, the panel included.
  await page.goBack();
  await expect(page.getByText('Showing 3 profiles')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Star Any star' })).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Showing 2 profiles')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Star 2 stars chosen' })).toBeVisible();
  await expect(panel.getByLabel('Lowest height')).toHaveValue('5.5');

  // A reload keeps them too.
  await page.reload();
  await expect(page.getByText('Showing 2 profiles')).toBeVisible();
  await expect(panel.getByLabel('Mother tongue')).toHaveValue('Tamil');
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('the further filters read in Tamil and search', async ({ page, request }) => {
    const city = 'Lunglei';
    const women = await seedWomen(
      request,
      city,
      2,
      (i) => ({ religion: 'Christian', caste: 'Other', mother_tongue: 'Tamil', star: ['Rohini', 'Hastham'][i]! }),
      STATE,
    );
    await waitUntilSearchable(request, city, 2, STATE);
    await page.goto(start(city));
    await expect(page.getByRole('heading', { name: 'சுயவிவரங்கள்: 2' })).toBeVisible();
    const panel = page.getByRole('form', { name: 'தேடல் வடிகட்டிகள்' });
    await expect(panel.getByLabel('திருமண நிலை')).toBeVisible();
    await expect(panel.getByLabel('தாய்மொழி')).toBeVisible();
    await panel.getByLabel('தாய்மொழி').selectOption('Tamil');
    await panel.getByLabel('குறைந்த உயரம்').selectOption('5.2');
    await panel.getByRole('button', { name: 'நட்சத்திரம் எந்த நட்சத்திரமும்' }).click();
    await panel.getByRole('group', { name: 'நட்சத்திரம்' }).getByRole('checkbox', { name: 'அஸ்தம்' }).check();
    await expect(panel.getByRole('button', { name: 'நட்சத்திரம் 1 நட்சத்திரம் தேர்வு' })).toBeVisible();
    expect(await latinLeftOnControls(page, [STATE, city, ...women.map((w) => w.name)])).toEqual([]);
    await panel.getByRole('button', { name: 'தேடவும்' }).click();
    await expect(page).toHaveURL(/mother_tongue=Tamil&height_from=5\.2&star=Hastham$/);
    await expect(page.getByRole('heading', { name: 'சுயவிவரங்கள்: 1' })).toBeVisible();
    const found = page.getByRole('region', { name: 'முடிவுகள்' }).getByRole('article');
    await expect(found).toHaveCount(1);
    await expect(found.getByRole('heading')).toHaveText(women[1]!.name);
  });
});
