import type { Locator, Page } from '@playwright/test';
import { biodataPath, profileDetailsPath } from '@inai/shared';
import { pdfPageCount } from './biodata-print-helpers';
import { expect, login, test } from './fixtures';
import { fitsThePhoneInTamil, latinLeftOnControls, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';
import { brideWithChart, CHART_PHONE_STATE, groomWithChart } from './member-chart-helpers';

// The birth chart on a 375 px phone, in English and in Tamil: the two charts one above the other,
// the positions table and the chevvai dosham lines within the screen, nothing sideways.

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The rasi chart ends above the navamsam chart, both within the screen. */
async function expectStacked(rasi: Locator, navamsam: Locator) {
  const top = (await rasi.boundingBox())!;
  const below = (await navamsam.boundingBox())!;
  expect(top.y + top.height).toBeLessThanOrEqual(below.y);
  for (const box of [top, below]) expect(box.x + box.width).toBeLessThanOrEqual(375);
}

test('a Gold member reads the birth chart and chevvai dosham on a phone in English, then in Tamil, and the biodata', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const bride = await brideWithChart(request, 'Priya Chart', 'Raipur', CHART_PHONE_STATE);
  const viewer = await groomWithChart(request, 'Vijay Chart', 'Gold', { state: CHART_PHONE_STATE, city: 'Bilaspur' });
  await login(page, viewer);
  await page.goto(profileDetailsPath(bride.id));

  const chart = page.getByRole('region', { name: 'Birth chart' });
  await expect(chart.getByTestId('birth-star')).toHaveText('Birth star: Ayilyam, raasi: Kadagam');
  await expectStacked(chart.getByTestId('rasi-chart'), chart.getByTestId('navamsam-chart'));
  await chart.getByTestId('positions-table').scrollIntoViewIfNeeded();
  await expect(chart.getByTestId('positions-table')).toBeVisible();
  await expect(chart.getByTestId('chevvai-dosham')).toBeVisible();
  await expect(page.getByTestId('chevvai-agreement')).toHaveText(
    'Only the groom has chevvai dosham. Families who follow this rule look for a bride who has it too; many decide by the poruthams alone.',
  );
  expect(await scrollWidth(page), 'scrolls sideways').toBeLessThanOrEqual(375);
  expect(await overflowing(page), 'controls wider than their box').toEqual([]);

  await memberCall(request, viewer.token, 'updateUser', { locale: 'ta' });
  await page.reload();
  const tamil = page.getByRole('region', { name: 'பிறப்பு ஜாதகம்' });
  await expect(tamil.getByTestId('birth-star')).toHaveText('ஜென்ம நட்சத்திரம்: ஆயில்யம், ராசி: கடகம்');
  await expectStacked(tamil.getByTestId('rasi-chart'), tamil.getByTestId('navamsam-chart'));
  // The table fits the phone in Tamil: no degree column, and the retrograde mark follows the name.
  const table = tamil.getByTestId('positions-table');
  const box = (await table.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expect(page.getByTestId('chevvai-agreement')).toHaveText(
    'மணமகனுக்கு மட்டும் செவ்வாய் தோஷம் உள்ளது. இந்த வழக்கத்தைப் பின்பற்றும் குடும்பங்கள் தோஷம் உள்ள மணமகளைத் தேடுவார்கள்; பல குடும்பங்கள் பொருத்தங்களை மட்டும் கொண்டு முடிவு செய்கின்றன.',
  );
  await fitsThePhoneInTamil(page, 'profile details with a birth chart', ['Priya Chart', 'Vijay Chart']);

  await page.goto(biodataPath(bride.id));
  const horoscope = page.getByTestId('biodata-sheet').getByRole('region', { name: 'ஜாதகம்' });
  await expectStacked(horoscope.getByTestId('rasi-chart'), horoscope.getByTestId('navamsam-chart'));
  await fitsThePhoneInTamil(page, 'the biodata with a birth chart', ['Priya Chart', 'Vijay Chart', 'PDF']);
  expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBeLessThanOrEqual(2);
});

test.describe('the porutham calculator on a phone in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('offers the chevvai dosham selects and says how the two stand, within the screen', async ({ page }) => {
    await page.goto('/ta/porutham');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await page.getByLabel('மணமகளின் நட்சத்திரம்').selectOption('Rohini');
    await page.getByLabel('மணமகனின் நட்சத்திரம்').selectOption('Hastham');
    await page.getByLabel('மணமகளின் செவ்வாய் தோஷம்').selectOption({ label: 'செவ்வாய் தோஷம் உள்ளது' });
    await page.getByLabel('மணமகனின் செவ்வாய் தோஷம்').selectOption({ label: 'செவ்வாய் தோஷம் உள்ளது' });
    await expect(page.getByTestId('chevvai-agreement')).toHaveText(
      'இருவருக்கும் செவ்வாய் தோஷம் உள்ளது. இந்த வழக்கத்தைப் பின்பற்றும் குடும்பங்கள் இதைப் பொருத்தமாகக் கருதுவார்கள்.',
    );
    await expect(page.getByRole('link', { name: 'ஜாதகக் கணிப்பில்' })).toBeVisible();
    expect(await latinLeftOnControls(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  });
});
