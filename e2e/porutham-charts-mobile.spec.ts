import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { poruthamReportPath, profileDetailsPath, type Locale, type PoruthamChartsAnswer } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { expectAccessible } from './accessibility-helpers';
import { pdfPageCount } from './biodata-print-helpers';
import { expect, login, test } from './fixtures';
import { fitsThePhoneInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';
import { BRIDE_BIRTH, brideWithChart, GROOM_BIRTH, groomWithChart } from './member-chart-helpers';
import { shot } from './screenshots';

// Two full charts compared (docs/design.md, "Porutham of two charts") on a 375 px phone, in
// English and in Tamil: on the porutham calculator, in its report printed on one A4 page, and on
// a Gold member's details page. The members live in Bihar, a state no other spec uses.

const STATE = 'Bihar';
const CHENNAI = 'csc-131517';

/** What the server answers for the two births of member-chart-helpers, born at Chennai. */
async function comparisonOf(request: APIRequestContext): Promise<PoruthamChartsAnswer> {
  const place = { id: CHENNAI };
  const response = await request.post('/api/porutham/charts', {
    data: { bride: { ...BRIDE_BIRTH, place }, groom: { ...GROOM_BIRTH, place } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PoruthamChartsAnswer;
}

/** One side's birth on the calculator, in its fieldset: the place typed and chosen from the list. */
async function fillSide(
  page: Page,
  legend: string,
  birth: { date: string; time: string },
  labels: readonly string[],
  place: string,
) {
  const side = page.getByRole('group', { name: legend });
  await side.getByLabel(labels[0]!).fill(birth.date);
  await side.getByLabel(labels[1]!).fill(birth.time);
  await side.getByRole('searchbox', { name: labels[2] }).fill(place.slice(0, 4));
  await side
    .getByRole('button', { name: new RegExp(`^${place}`) })
    .first()
    .click();
}

/** Nothing sideways at 375 px, no control wider than its box. */
async function fitsThePhone(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(375);
  expect(await overflowing(page), `${what}: controls wider than their box`).toEqual([]);
}

/** The bride's chart sits above the groom's on a phone, both within the screen. */
async function expectStacked(view: Locator) {
  const bride = (await view.getByTestId('bride-chart').boundingBox())!;
  const groom = (await view.getByTestId('groom-chart').boundingBox())!;
  expect(bride.y + bride.height).toBeLessThanOrEqual(groom.y);
  for (const box of [bride, groom]) expect(box.x + box.width).toBeLessThanOrEqual(375);
}

/** The comparison's texts as the catalogue has them for the server's answer, in one language. */
async function expectComparison(view: Locator, answer: PoruthamChartsAnswer, locale: Locale) {
  const t = translatorFor(locale);
  await expect(view.getByTestId('bride-stars')).toHaveText(
    t('poruthamCompare.sideStars', {
      star: t(`option.star.${answer.bride.moon_star}`),
      raasi: t(`option.raasi.${answer.bride.moon_raasi}`),
      lagnam: t(`option.raasi.${answer.bride.lagnam_raasi}`),
    }),
  );
  await expect(view.getByTestId('papa-bride-total')).toHaveText(String(answer.papa_samyam.bride.total));
  await expect(view.getByTestId('papa-groom-total')).toHaveText(String(answer.papa_samyam.groom.total));
  await expect(view.getByTestId('papa-verdict')).toHaveText(
    t(answer.papa_samyam.balanced ? 'poruthamCompare.papa.balanced' : 'poruthamCompare.papa.unbalanced'),
  );
  const pointRows = view.getByTestId('papa-bride').locator('tbody tr');
  await expect(pointRows).toHaveCount(Math.max(1, answer.papa_samyam.bride.points.length));
  if (answer.dasa_sandhi.periods.length === 0)
    await expect(view.getByTestId('dasa-sandhi-none')).toHaveText(t('poruthamCompare.dasa.none'));
  else await expect(view.getByTestId('dasa-sandhi').getByRole('listitem')).toHaveCount(answer.dasa_sandhi.periods.length);
  const totals = { bride: String(answer.papa_samyam.bride.total), groom: String(answer.papa_samyam.groom.total) };
  await expect(view.getByTestId('charts-summary').getByRole('listitem')).toHaveText(
    answer.summary.map((code) =>
      code === 'papa_balanced' || code === 'papa_unbalanced'
        ? t(`poruthamCharts.summary.${code}`, totals)
        : t(`poruthamCharts.summary.${code}`),
    ),
  );
  await expect(view.getByTestId('charts-tradition')).toHaveText(t('poruthamCharts.tradition'));
}

/** The report prints on one A4 page, without its buttons, the site's header or footer. */
async function expectOnePage(page: Page, name: string) {
  expect(pdfPageCount(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: /Print or save as PDF|PDF-ஆகச் சேமிக்க/ })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByTestId('bride-chart')).toBeVisible();
  await expect(page.getByTestId('groom-chart')).toBeVisible();
  // Side by side on paper.
  const bride = (await page.getByTestId('bride-chart').boundingBox())!;
  const groom = (await page.getByTestId('groom-chart').boundingBox())!;
  expect(groom.x).toBeGreaterThanOrEqual(bride.x + bride.width);
  expect(groom.y).toBeLessThan(bride.y + bride.height);
  await shot(page, name);
  // Back to no emulation: page.pdf() follows an emulated 'screen' too.
  await page.emulateMedia({ media: null });
}

const LABELS = {
  en: ['Date of birth', 'Time of birth', 'Place of birth'],
  ta: ['பிறந்த தேதி', 'பிறந்த நேரம்', 'பிறந்த ஊர்'],
} as const;

test.describe('Compare full charts on the calculator, in English', () => {
  test('compares two births, stacked on the phone, and prints the report on one A4 page', async ({ page, request }) => {
    test.setTimeout(90_000);
    const answer = await comparisonOf(request);
    await page.goto('/porutham');
    const compare = page.getByTestId('charts-compare');
    await expect(compare.getByRole('heading', { level: 2, name: 'Compare full charts' })).toBeVisible();
    const button = compare.getByRole('button', { name: 'Compare full charts' });
    await expect(button).toBeDisabled();
    await expect(compare.getByTestId('compare-why')).toHaveText('Fill in the date, time and place of birth of both to compare.');
    await fillSide(page, 'Bride', BRIDE_BIRTH, LABELS.en, 'Chennai');
    await fillSide(page, 'Groom', GROOM_BIRTH, LABELS.en, 'Chennai');
    await expect(button).toBeEnabled();
    await button.click();

    const view = compare.getByTestId('charts-comparison');
    await expect(view.getByRole('heading', { name: 'The two charts compared' })).toBeVisible();
    await expect(view.getByTestId('bride-stars')).toHaveText(/^Star: Ayilyam, raasi: Kadagam, lagnam: /);
    await expect(view.getByTestId('chevvai-agreement')).toHaveText(
      'Only the groom has chevvai dosham. Families who follow this rule look for a bride who has it too; many decide by the poruthams alone.',
    );
    await expect(view.getByTestId('porutham-summary').getByRole('listitem')).toHaveCount(10);
    await expect(view.getByRole('heading', { name: 'Papa samyam' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Dasa sandhi' })).toBeVisible();
    await expectComparison(view, answer, 'en');
    await expectStacked(view);
    await fitsThePhone(page, 'the comparison');
    await shot(page, 'compare-en-375');
    await expectAccessible(page, 'the porutham calculator with two charts compared');

    await view.getByRole('link', { name: 'Print report' }).click();
    await expect(page).toHaveURL('/porutham/report');
    const report = page.getByTestId('porutham-report');
    await expect(report.getByRole('heading', { level: 1, name: 'Porutham report' })).toBeVisible();
    await expectComparison(report, answer, 'en');
    await fitsThePhone(page, 'the report');
    await shot(page, 'report-en-375');
    await expectAccessible(page, 'the porutham report');
    await expectOnePage(page, 'report-en-print');
    // A reload asks again with the births the history keeps; the address never holds them.
    await page.reload();
    await expect(report.getByTestId('bride-stars')).toBeVisible();
    expect(page.url()).not.toContain(BRIDE_BIRTH.time);
  });
});

test.describe('Compare full charts on the calculator, in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('compares two births in Tamil and prints the report on one A4 page', async ({ page, request }) => {
    test.setTimeout(90_000);
    const answer = await comparisonOf(request);
    await page.goto('/ta/porutham');
    const compare = page.getByTestId('charts-compare');
    await expect(compare.getByRole('heading', { level: 2, name: 'முழு ஜாதக ஒப்பீடு' })).toBeVisible();
    await fillSide(page, 'மணமகள்', BRIDE_BIRTH, LABELS.ta, 'சென்னை');
    await fillSide(page, 'மணமகன்', GROOM_BIRTH, LABELS.ta, 'சென்னை');
    await compare.getByRole('button', { name: 'முழு ஜாதகங்களை ஒப்பிட' }).click();

    const view = compare.getByTestId('charts-comparison');
    await expect(view.getByTestId('bride-stars')).toHaveText(/^நட்சத்திரம்: ஆயில்யம், ராசி: கடகம், லக்னம்: /);
    await expect(view.getByRole('heading', { name: 'பாப சாம்யம்' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'தசை சந்தி' })).toBeVisible();
    await expectComparison(view, answer, 'ta');
    await expectStacked(view);
    await fitsThePhone(page, 'the comparison in Tamil');
    await shot(page, 'compare-ta-375');

    await view.getByRole('link', { name: 'அறிக்கையை அச்சிட' }).click();
    const report = page.getByTestId('porutham-report');
    await expect(report.getByRole('heading', { level: 1, name: 'பொருத்த அறிக்கை' })).toBeVisible();
    await expectComparison(report, answer, 'ta');
    await fitsThePhoneInTamil(page, 'the report', ['PDF']);
    await shot(page, 'report-ta-375');
    await expectOnePage(page, 'report-ta-print');
  });
});

test('a Gold member sees the two charts compared on the details page and prints the report, in English and in Tamil', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const answer = await comparisonOf(request);
  const bride = await brideWithChart(request, 'Anitha Compare', 'Patna', STATE);
  const viewer = await groomWithChart(request, 'Ravi Compare', 'Gold', { state: STATE, city: 'Gaya' });
  await login(page, viewer);
  await page.goto(profileDetailsPath(bride.id));

  const porutham = page.getByRole('region', { name: 'Porutham' });
  const view = porutham.getByTestId('charts-comparison');
  await expect(view.getByRole('heading', { level: 3, name: 'The two charts compared' })).toBeVisible();
  await expectComparison(view, answer, 'en');
  // Under the ten, which the section shows once.
  await expect(porutham.getByTestId('porutham-summary')).toHaveCount(1);
  await expectStacked(view);
  // Never the other's birth time or place.
  const text = await page.locator('main').innerText();
  expect(text).not.toContain(BRIDE_BIRTH.time);
  expect(text).not.toContain('Chennai');
  await fitsThePhone(page, 'details with the comparison');
  await shot(page, 'details-en-375', view);

  await view.getByRole('link', { name: 'Print report' }).click();
  await expect(page).toHaveURL(poruthamReportPath(bride.id));
  const report = page.getByTestId('porutham-report');
  await expect(report.getByRole('heading', { level: 1, name: 'Porutham report: you and Anitha Compare' })).toBeVisible();
  await expectComparison(report, answer, 'en');
  await expect(page.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', profileDetailsPath(bride.id));
  await expectOnePage(page, 'report-member-en-print');

  await memberCall(request, viewer.token, 'updateUser', { locale: 'ta' });
  await page.goto(profileDetailsPath(bride.id));
  const tamil = page.getByRole('region', { name: 'பொருத்தம்' }).getByTestId('charts-comparison');
  await expect(tamil.getByRole('heading', { level: 3, name: 'இரு ஜாதகங்களின் ஒப்பீடு' })).toBeVisible();
  await expectComparison(tamil, answer, 'ta');
  await fitsThePhoneInTamil(page, 'details with the comparison', ['Anitha Compare', 'Ravi Compare']);
  await shot(page, 'details-ta-375', tamil);

  await tamil.getByRole('link', { name: 'அறிக்கையை அச்சிட' }).click();
  const tamilReport = page.getByTestId('porutham-report');
  await expect(
    tamilReport.getByRole('heading', { level: 1, name: 'பொருத்த அறிக்கை: நீங்களும் Anitha Compare அவர்களும்' }),
  ).toBeVisible();
  await expectComparison(tamilReport, answer, 'ta');
  await fitsThePhoneInTamil(page, 'the member report', ['Anitha Compare', 'Ravi Compare', 'PDF']);
  await shot(page, 'report-member-ta-375');
  await expectOnePage(page, 'report-member-ta-print');
});
