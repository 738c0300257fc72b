import { profileDetailsPath } from '@inai/shared';
import { biodataOf, brideWithBiodata, groomViewer } from './biodata-print-helpers';
import { expect, test } from './fixtures';
import { loginInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';
import { shot } from './screenshots';

// The longest town names in Tamil (திருச்சிராப்பள்ளி, தமிழ்நாடு) on a phone: the details page and
// the printable biodata keep them whole without scrolling sideways (docs/decisions/0067).

test.use({ locale: 'ta-IN' });

test('at 360 and 375 px a Tamil town and state fit the details page and the biodata', async ({ page, request }) => {
  test.setTimeout(60_000);
  const bride = await brideWithBiodata(request, 'Meenakshi Srirangam', 'Tiruchirappalli', {
    searchable: false,
    state: 'Tamil Nadu',
  });
  const viewer = await groomViewer(request, 'Arun Srirangam', 'Gold');
  await memberCall(request, viewer.token, 'updateUser', { locale: 'ta' });
  await loginInTamil(page, viewer);
  await expect(page).toHaveURL('/edituserprofile');

  for (const width of [360, 375]) {
    await page.setViewportSize({ width, height: 780 });
    await page.goto(profileDetailsPath(bride.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Meenakshi Srirangam' })).toBeVisible();
    const town = page.getByText('திருச்சிராப்பள்ளி', { exact: true });
    await expect(town).toBeVisible();
    await expect(page.getByText('Tiruchirappalli')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `details at ${width} px`).toBeLessThanOrEqual(width);
    expect(await overflowing(page), `details at ${width} px`).toEqual([]);
    await shot(page, `tamil-places-details-${width}`, town);

    await page.goto(biodataOf(bride));
    const line = page.getByTestId('biodata-sheet').getByText('திருச்சிராப்பள்ளி, தமிழ்நாடு', { exact: true });
    await expect(line).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `biodata at ${width} px`).toBeLessThanOrEqual(width);
    await shot(page, `tamil-places-biodata-${width}`, line);
  }
});
