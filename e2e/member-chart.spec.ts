import type { Page } from '@playwright/test';
import { biodataPath, profileDetailsPath } from '@inai/shared';
import { expectAccessible } from './accessibility-helpers';
import { pdfPageCount } from './biodata-print-helpers';
import { expect, login, test } from './fixtures';
import { loginInTamil } from './language-helpers';
import { BRIDE_BIRTH, brideWithChart, CHART_STATE, chartOf, GROOM_BIRTH, groomWithChart } from './member-chart-helpers';

// The birth chart worked out from a member's birth details (docs/decisions/0047): a Gold viewer
// sees it on her profile and biodata, with chevvai dosham beside the poruthams; a Silver viewer
// does not. Never the birth time or place.

/** Nothing on the page gives back the birth time or place. */
async function expectNoBirthDetails(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toContain(BRIDE_BIRTH.time);
  expect(text).not.toContain('Chennai');
  expect(text).not.toContain('சென்னை');
  expect(text).not.toContain('°');
}

/** The biodata prints on at most two A4 pages, the two charts with it. */
async function expectBiodataPrintsWithCharts(page: Page, horoscope: string) {
  const section = page.getByTestId('biodata-sheet').getByRole('region', { name: horoscope });
  await expect(section.getByTestId('rasi-chart')).toBeVisible();
  await expect(section.getByTestId('navamsam-chart')).toBeVisible();
  const pages = pdfPageCount(await page.pdf({ format: 'A4', printBackground: true }));
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);
  await page.emulateMedia({ media: 'print' });
  await expect(section.getByTestId('rasi-chart')).toBeVisible();
  await expect(section.getByTestId('navamsam-chart')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
}

test.describe('the birth chart on a profile, in English', () => {
  test('a Gold member sees both charts, the positions and chevvai dosham, and the biodata prints them', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const bride = await brideWithChart(request, 'Revathi Chart', 'Ranchi', CHART_STATE);
    const viewer = await groomWithChart(request, 'Karthik Chart', 'Gold', { state: CHART_STATE, city: 'Jamshedpur' });
    const brideChart = await chartOf(request, BRIDE_BIRTH);
    const groomChart = await chartOf(request, GROOM_BIRTH);
    // What the lines below say: her dosham is cancelled, his is present.
    expect(brideChart).toMatchObject({ moon_star: 'Ayilyam', moon_raasi: 'Kadagam' });
    expect(brideChart.chevvai_dosham).toEqual({
      present: false,
      from: ['lagnam', 'moon'],
      exception: 'jupiter_with_or_aspecting_mars',
    });
    expect(groomChart.chevvai_dosham.present).toBe(true);

    await login(page, viewer);
    await page.goto(profileDetailsPath(bride.id));
    const chart = page.getByRole('region', { name: 'Birth chart' });
    await expect(
      chart.getByText(
        'Worked out from the birth details Revathi Chart gave. The time and place of birth are not shown to other members.',
      ),
    ).toBeVisible();
    const rasi = chart.getByRole('img', { name: 'Rasi chart in the South Indian style; the positions are listed in the table.' });
    await expect(rasi).toBeVisible();
    await expect(chart.getByRole('img', { name: /^Navamsam chart/ })).toBeVisible();
    // The lagnam and the Moon sit in the boxes of the chart the calculator draws for the same birth.
    await expect(rasi.locator(`g[data-raasi="${brideChart.lagnam.raasi}"] [data-mark="lagnam"]`)).toHaveText('La');
    await expect(rasi.locator(`g[data-raasi="${brideChart.moon_raasi}"] [data-mark="moon"]`)).toHaveText('Mo');
    await expect(chart.getByTestId('birth-star')).toHaveText('Birth star: Ayilyam, raasi: Kadagam');
    const table = chart.getByTestId('positions-table');
    await expect(table.getByRole('columnheader')).toHaveText(['Planet', 'Raasi', 'Star', 'Padam', 'Retrograde']);
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(brideChart.lagnam.raasi);
    await expect(chart.getByTestId('chevvai-dosham')).toHaveText(
      'Chevvai dosham is present, counted from the lagnam and the Moon; but the dosham is cancelled because Jupiter is with Mars or aspects it.',
    );
    await expectNoBirthDetails(page);

    // Beside the ten poruthams: how the two stand on chevvai dosham, each side read from its chart.
    const chevvai = page.getByRole('region', { name: 'Porutham' }).getByTestId('chevvai-comparison');
    await expect(chevvai.getByTestId('chevvai-agreement')).toHaveText(
      'Only the groom has chevvai dosham. Families who follow this rule look for a bride who has it too; many decide by the poruthams alone.',
    );
    await expect(chevvai.locator('[data-chevvai-side="bride"] dd')).toHaveText('No chevvai dosham' + 'From the birth chart');
    await expect(chevvai.locator('[data-chevvai-side="groom"] dd')).toHaveText('Has chevvai dosham' + 'From the birth chart');
    await expectAccessible(page, 'profile details with a birth chart');

    await page.getByTestId('biodata-link').click();
    await expect(page).toHaveURL(biodataPath(bride.id));
    await expectBiodataPrintsWithCharts(page, 'Horoscope');
    await expectNoBirthDetails(page);
    await expectAccessible(page, 'the biodata with a birth chart');
  });

  test('a Silver member sees no chart, is told horoscopes need Gold, and chevvai dosham goes by what she stated', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const bride = await brideWithChart(request, 'Malathi Chart', 'Dhanbad', CHART_STATE);
    const viewer = await groomWithChart(request, 'Suresh Chart', 'Silver', { state: CHART_STATE, city: 'Jamshedpur' });
    await login(page, viewer);
    await page.goto(profileDetailsPath(bride.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Malathi Chart' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Horoscope gallery' }).getByText('Horoscopes can be viewed with a Gold or Platinum plan.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Birth chart' })).toHaveCount(0);
    await expect(page.getByTestId('rasi-chart')).toHaveCount(0);
    // Her chart is not his to see: her side is the dosham she chose (none), so not known.
    const chevvai = page.getByTestId('chevvai-comparison');
    await expect(chevvai.getByTestId('chevvai-agreement')).toHaveText(
      'Chevvai dosham cannot be compared yet: we do not know it for one or both of the two.',
    );
    await expect(chevvai.locator('[data-chevvai-side="bride"] dd')).toHaveText('Not known');
    await expect(chevvai.locator('[data-chevvai-side="groom"] dd')).toHaveText('Has chevvai dosham' + 'From the birth chart');
    await expectNoBirthDetails(page);

    await page.goto(biodataPath(bride.id));
    await expect(page.getByTestId('biodata-sheet')).toBeVisible();
    await expect(page.getByTestId('rasi-chart')).toHaveCount(0);
  });

  test('the calculator says how chevvai dosham stands, and the footer leads to the birth chart calculator', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/porutham')) calls.push(r.url());
    });
    await page.goto('/porutham');
    await page.getByLabel("Bride's star").selectOption('Rohini');
    await page.getByLabel("Groom's star").selectOption('Hastham');
    await expect(page.getByTestId('porutham-count')).toHaveText('7/10 poruthams');
    await expect(page.getByTestId('chevvai-comparison')).toHaveCount(0);
    const bride = page.getByLabel("Bride's chevvai dosham");
    const groom = page.getByLabel("Groom's chevvai dosham");
    await expect(bride.locator('option')).toHaveText(['Not known', 'Has chevvai dosham', 'No chevvai dosham']);
    await bride.selectOption({ label: 'Has chevvai dosham' });
    const agreement = page.getByTestId('porutham-summary').getByTestId('chevvai-agreement');
    await expect(agreement).toHaveText('Chevvai dosham cannot be compared yet: we do not know it for one or both of the two.');
    await groom.selectOption({ label: 'Has chevvai dosham' });
    await expect(agreement).toHaveText('Both have chevvai dosham. Families who follow this rule see that as a match.');
    await groom.selectOption({ label: 'No chevvai dosham' });
    await expect(agreement).toHaveText(
      'Only the bride has chevvai dosham. Families who follow this rule look for a groom who has it too; many decide by the poruthams alone.',
    );
    // The poruthams do not change with it.
    await expect(page.getByTestId('porutham-count')).toHaveText('7/10 poruthams');
    expect(calls).toEqual([]);

    const hint = page.getByText('Optional. Not sure? The birth chart calculator works it out from the birth details.');
    await expect(hint).toBeVisible();
    await hint.getByRole('link', { name: 'birth chart calculator' }).click();
    await expect(page).toHaveURL('/jathagam');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Birth chart calculator');

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Birth chart calculator' }).click();
    await expect(page).toHaveURL('/jathagam');
  });
});

test.describe('the birth chart on a profile, in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('a Gold member reads the chart and the chevvai dosham line in Tamil; the biodata prints them', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const bride = await brideWithChart(request, 'Kavitha Chart', 'Bokaro', CHART_STATE);
    const viewer = await groomWithChart(request, 'Senthil Chart', 'Gold', {
      state: CHART_STATE,
      city: 'Jamshedpur',
      locale: 'ta',
    });
    await loginInTamil(page, viewer);
    await expect(page).toHaveURL('/edituserprofile');
    await page.goto(profileDetailsPath(bride.id));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const chart = page.getByRole('region', { name: 'பிறப்பு ஜாதகம்' });
    await expect(
      chart.getByText(
        'Kavitha Chart அவர்கள் கொடுத்த பிறப்பு விவரங்களிலிருந்து கணிக்கப்பட்டது. பிறந்த நேரமும் ஊரும் மற்ற உறுப்பினர்களுக்குக் காட்டப்படுவதில்லை.',
      ),
    ).toBeVisible();
    await expect(chart.getByRole('img', { name: 'தென்னிந்திய முறையில் ராசிக் கட்டம்; நிலைகள் அட்டவணையில் உள்ளன.' })).toBeVisible();
    await expect(chart.getByRole('img', { name: /நவாம்சக் கட்டம்/ })).toBeVisible();
    await expect(chart.getByTestId('birth-star')).toHaveText('ஜென்ம நட்சத்திரம்: ஆயில்யம், ராசி: கடகம்');
    await expect(chart.getByRole('heading', { level: 3, name: 'கிரக நிலைகள்' })).toBeVisible();
    await expect(chart.getByTestId('positions-table').getByRole('columnheader')).toHaveText([
      'கிரகம்',
      'ராசி',
      'நட்சத்திரம்',
      'பாதம்',
      'வக்கிரம்',
    ]);
    await expect(chart.getByTestId('chevvai-dosham')).toHaveText(
      'லக்னத்திலிருந்தும் சந்திரனிலிருந்தும் எண்ணும்போது செவ்வாய் தோஷம் உள்ளது; ஆனால் குரு செவ்வாயுடன் சேர்ந்துள்ளது, அல்லது செவ்வாயைப் பார்க்கிறது என்பதால் தோஷம் நீங்குகிறது.',
    );
    await expectNoBirthDetails(page);

    const chevvai = page.getByRole('region', { name: 'பொருத்தம்' }).getByTestId('chevvai-comparison');
    await expect(chevvai.getByRole('heading', { level: 3, name: 'செவ்வாய் தோஷம்' })).toBeVisible();
    await expect(chevvai.getByTestId('chevvai-agreement')).toHaveText(
      'மணமகனுக்கு மட்டும் செவ்வாய் தோஷம் உள்ளது. இந்த வழக்கத்தைப் பின்பற்றும் குடும்பங்கள் தோஷம் உள்ள மணமகளைத் தேடுவார்கள்; பல குடும்பங்கள் பொருத்தங்களை மட்டும் கொண்டு முடிவு செய்கின்றன.',
    );
    await expect(chevvai.locator('[data-chevvai-side="bride"] dt')).toHaveText('மணமகளின் செவ்வாய் தோஷம்');
    await expect(chevvai.locator('[data-chevvai-side="bride"] dd')).toHaveText('செவ்வாய் தோஷம் இல்லை' + 'பிறப்பு ஜாதகத்திலிருந்து');
    await expect(chevvai.locator('[data-chevvai-side="groom"] dd')).toHaveText('செவ்வாய் தோஷம் உள்ளது' + 'பிறப்பு ஜாதகத்திலிருந்து');
    await expectAccessible(page, 'profile details with a birth chart, in Tamil');

    await page.goto(biodataPath(bride.id));
    await expectBiodataPrintsWithCharts(page, 'ஜாதகம்');
    await expectAccessible(page, 'the biodata with a birth chart, in Tamil');
  });

  test('the calculator says how chevvai dosham stands in Tamil', async ({ page }) => {
    await page.goto('/ta/porutham');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await page.getByLabel('மணமகளின் நட்சத்திரம்').selectOption('Rohini');
    await page.getByLabel('மணமகனின் நட்சத்திரம்').selectOption('Hastham');
    const bride = page.getByLabel('மணமகளின் செவ்வாய் தோஷம்');
    await expect(bride.locator('option')).toHaveText(['தெரியவில்லை', 'செவ்வாய் தோஷம் உள்ளது', 'செவ்வாய் தோஷம் இல்லை']);
    await bride.selectOption({ label: 'செவ்வாய் தோஷம் இல்லை' });
    await page.getByLabel('மணமகனின் செவ்வாய் தோஷம்').selectOption({ label: 'செவ்வாய் தோஷம் இல்லை' });
    await expect(page.getByTestId('chevvai-agreement')).toHaveText('இருவருக்கும் செவ்வாய் தோஷம் இல்லை.');
    await expect(
      page.getByText('(கட்டாயமில்லை) உறுதியாகத் தெரியவில்லையா? பிறப்பு விவரங்களைக் கொண்டு ஜாதகக் கணிப்பில் தெரிந்துகொள்ளலாம்.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'ஜாதகக் கணிப்பில்' })).toHaveAttribute('href', '/jathagam');
    await page.getByRole('contentinfo').getByRole('link', { name: 'ஜாதகம் கணிக்க' }).click();
    await expect(page).toHaveURL('/ta/jathagam');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ஜாதகக் கணிப்பு');
  });
});
