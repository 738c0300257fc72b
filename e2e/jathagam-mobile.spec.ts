import { expect, test } from './fixtures';
import { latinLeftOnControls, overflowing } from './language-helpers';
import { shot } from './screenshots';

test.describe('the birth chart calculator in Tamil on a 375 px phone', () => {
  test.use({ locale: 'ta-IN', viewport: { width: 375, height: 812 } });

  test('draws the charts one above the other, within the screen', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('quick-access-card').filter({ hasText: 'ஜாதகக் கணிப்பு' });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('link').click();
    await expect(page).toHaveURL('/ta/jathagam');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ஜாதகக் கணிப்பு');

    await page.getByLabel('பிறந்த தேதி').fill('1990-05-15');
    await page.getByLabel('பிறந்த நேரம்').fill('06:30');
    await page.getByRole('searchbox', { name: 'பிறந்த ஊர்' }).fill('Chennai');
    await page.getByRole('button', { name: 'சென்னை, தமிழ்நாடு, இந்தியா' }).click();
    await page.getByRole('button', { name: 'ஜாதகம் கணிக்க' }).click();
    await expect(page.getByTestId('jathagam-result')).toBeVisible();

    const rasi = await page.getByTestId('rasi-chart').boundingBox();
    const navamsam = await page.getByTestId('navamsam-chart').boundingBox();
    expect(navamsam!.y).toBeGreaterThanOrEqual(rasi!.y + rasi!.height);
    expect(rasi!.x + rasi!.width).toBeLessThanOrEqual(375);
    await expect(page.getByTestId('dasa-table').locator('tr[aria-current="true"]')).toHaveCount(1);

    // The chosen place's state and country are written in Tamil too: no English is left.
    expect(await latinLeftOnControls(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'jathagam-ta-375-dasa', page.getByTestId('dasa-balance'));
    await shot(page, 'jathagam-ta-375-chevvai', page.getByText('செவ்வாய் தோஷம்').first());
  });
});
