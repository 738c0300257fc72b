import { expect, login, test } from './fixtures';
import { fitsThePhoneInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';
import {
  BIODATA_PHONE_STATE,
  biodataOf,
  brideWithBiodata,
  groomViewer,
  scrollsSideways,
  sectionTitles,
} from './biodata-print-helpers';

// The printable biodata on a 375 px phone, in English and in Tamil: readable, nothing sideways.

test('a paying member reads another member’s biodata on a phone in English, then in Tamil', async ({ page, request }) => {
  test.setTimeout(60_000);
  const bride = await brideWithBiodata(request, 'Priya Biodata', 'Kavaratti', { state: BIODATA_PHONE_STATE });
  const viewer = await groomViewer(request, 'Vijay Biodata', 'Gold');
  await login(page, viewer);
  await page.goto(biodataOf(bride));

  expect(await sectionTitles(page)).toContain('Lifestyle & residence');
  await expect(page.getByTestId('biodata-sheet').getByText('2 (1 married)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  expect(await scrollsSideways(page), 'scrolls sideways').toBe(false);
  expect(await overflowing(page), 'controls wider than their box').toEqual([]);

  await memberCall(request, viewer.token, 'updateUser', { locale: 'ta' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'அச்சிட அல்லது PDF-ஆகச் சேமிக்க' })).toBeVisible();
  expect(await sectionTitles(page)).toContain('வாழ்க்கை முறை, வசிப்பிடம்');
  await fitsThePhoneInTamil(page, 'the biodata', ['Priya Biodata', 'Vijay Biodata', 'PDF']);
});
