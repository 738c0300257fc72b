import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility-helpers';
import { expect, test } from './fixtures';

/** Fills the form for 15 May 1990, 06:30, choosing Chennai from the place list. */
async function drawChennai1990(
  page: Page,
  labels: { date: string; time: string; place: string; submit: string },
  typed: string,
  chennai: string,
) {
  await page.getByLabel(labels.date).fill('1990-05-15');
  await page.getByLabel(labels.time).fill('06:30');
  await page.getByRole('searchbox', { name: labels.place }).fill(typed);
  await expect(page.getByRole('button', { name: chennai })).toBeVisible();
  await expectAccessible(page, '/jathagam with the place list open');
  await page.getByRole('button', { name: chennai }).click();
  await expect(page.getByRole('searchbox', { name: labels.place })).toHaveValue(chennai);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByTestId('jathagam-result')).toBeVisible();
}

test.describe('the birth chart calculator in English', () => {
  test('is reached from the Quick Access card and draws a Chennai birth', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('quick-access-card').filter({ hasText: 'Birth Chart' });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('link', { name: 'View more: Birth Chart' }).click();
    await expect(page).toHaveURL('/jathagam');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Birth chart calculator');
    await expect(page).toHaveTitle('Free birth chart (jathagam) calculator | Inai Matrimony');

    await drawChennai1990(
      page,
      { date: 'Date of birth', time: 'Time of birth', place: 'Place of birth', submit: 'Draw the chart' },
      'Chenn',
      'Chennai, Tamil Nadu, India',
    );

    const rasi = page.getByRole('img', { name: /^Rasi chart/ });
    await expect(rasi.locator('g[data-raasi="Rishabam"] tspan')).toHaveText(['La', ' Su']);
    await expect(rasi.locator('g[data-raasi="Mesham"] tspan')).toHaveText('Me(R)');
    await expect(page.getByRole('img', { name: /^Navamsam chart/ }).locator('g[data-raasi="Mesham"] tspan')).toHaveText('La');
    // Side by side on a desktop.
    const [a, b] = [await rasi.boundingBox(), await page.getByTestId('navamsam-chart').boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);

    const mercury = page.getByTestId('positions-table').getByRole('row', { name: /^Mercury/ });
    await expect(mercury.getByRole('cell')).toHaveText(['Mesham', 'Bharani', '1', '14°20′', 'Yes']);

    const running = page.getByTestId('dasa-table').locator('tr[aria-current="true"]');
    await expect(running).toHaveCount(1);
    await expect(running).toHaveClass(/bg-gold-100/);
    await expect(running.getByRole('rowheader')).toContainText('(Running now)');
    await expect(page.getByTestId('bhukti-table').getByRole('row')).toHaveCount(10);
    await expect(page.getByTestId('dasa-balance')).toHaveText('Balance of Sun dasa at birth: 5 years, 5 months, 27 days');

    const panchangam = page.getByTestId('panchangam');
    await expect(panchangam.locator('dd')).toHaveText(['Tuesday', 'Theipirai Panchami', 'Subham', 'Thaithulam', 'Vaikasi 1']);
    await expect(page.getByTestId('chevvai-dosham')).toContainText(
      'the dosham is cancelled because Jupiter is with Mars or aspects it',
    );
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessible(page, '/jathagam with a chart drawn');

    // Printed, the form and the site's frame are left off; the charts and tables remain.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('form', { name: 'Birth details' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(rasi).toBeVisible();
    await expect(page.getByTestId('dasa-table')).toBeVisible();
  });

  test('the porutham calculator links here', async ({ page }) => {
    await page.goto('/porutham');
    await page.getByRole('link', { name: 'Draw a full birth chart' }).click();
    await expect(page).toHaveURL('/jathagam');
  });
});

test.describe('the birth chart calculator in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('finds Chennai by its Tamil name and reads in Tamil', async ({ page }) => {
    await page.goto('/ta/jathagam');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ஜாதகக் கணிப்பு');
    await drawChennai1990(
      page,
      { date: 'பிறந்த தேதி', time: 'பிறந்த நேரம்', place: 'பிறந்த ஊர்', submit: 'ஜாதகம் கணிக்க' },
      'சென்னை',
      'சென்னை, தமிழ்நாடு, இந்தியா',
    );
    const rasi = page.getByRole('img', { name: /^தென்னிந்திய முறையில் ராசி/ });
    await expect(rasi.locator('g[data-raasi="Rishabam"] tspan')).toHaveText(['ல', ' சூ']);
    await expect(rasi.locator('g[data-raasi="Mesham"] tspan')).toHaveText('பு(வ)');
    const mercury = page.getByTestId('positions-table').getByRole('row', { name: /^புதன்/ });
    await expect(mercury.getByRole('cell')).toHaveText(['மேஷம்', 'பரணி', '1', '14°20′', 'ஆம்']);
    await expect(page.getByTestId('dasa-table').locator('tr[aria-current="true"]').getByRole('rowheader')).toContainText(
      'நடப்பில் உள்ளது',
    );
    // The sentences read as Tamil writes them: the graha's name joined to தசை, each reference
    // point of chevvai dosham in its own form, the place in brackets.
    await expect(page.getByTestId('dasa-balance')).toHaveText('பிறப்பின்போது சூரிய தசை இருப்பு: 5 ஆண்டுகள், 5 மாதங்கள், 27 நாள்கள்');
    await expect(page.getByTestId('chevvai-dosham')).toHaveText(
      'சுக்கிரனிலிருந்து எண்ணும்போது செவ்வாய் தோஷம் உள்ளது; ஆனால் குரு செவ்வாயுடன் சேர்ந்துள்ளது, அல்லது செவ்வாயைப் பார்க்கிறது என்பதால் தோஷம் நீங்குகிறது.',
    );
    await expect(page.getByText(/^லாஹிரி அயனாம்சப்படி கணிக்கப்பட்டது \(ஊர்: சென்னை, தமிழ்நாடு, இந்தியா\);/)).toBeVisible();
    await expect(page.getByRole('img', { name: /^தென்னிந்திய முறையில் நவாம்சக் கட்டம்/ })).toBeVisible();
    await expect(page.getByTestId('panchangam').locator('dd')).toHaveText([
      'செவ்வாய்',
      'தேய்பிறை பஞ்சமி',
      'சுபம்',
      'தைதுலம்',
      'வைகாசி 1',
    ]);
    await expect(page.getByRole('button', { name: 'அச்சிட' })).toBeVisible();
  });
});
