import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility-helpers';
import { createMember, expect, login, test } from './fixtures';
import { fitsThePhoneInTamil, loginInTamil, overflowing } from './language-helpers';
import { BASIC, memberCall } from './member-helpers';
import { shot } from './screenshots';

// A member's own jathagam on her horoscope page, and the calculator started from her saved birth,
// on a 375 px phone in English and in Tamil (docs/design.md, "Birth chart"). The members live in
// Assam, which only the birth details' phone spec also uses, and never search.
const STATE = 'Assam';
const CITY = 'Dibrugarh';
/** Chennai in the bundled places. */
const CHENNAI = 'csc-131517';
const BIRTH = { date: '1998-02-11', time: '06:30' };

/** A member born on BIRTH's date with her place of birth saved, and its time unless `time` is null. */
async function memberBorn(request: APIRequestContext, time: string | null, locale: 'en' | 'ta') {
  const member = await createMember(request, { name: 'Revathi Own' });
  const save = (fields: object) => memberCall(request, member.token, 'updateProfile', { user_id: member.id, ...fields });
  await save({ ...BASIC, dob: BIRTH.date, state: STATE, city: CITY });
  await save({ religion: 'Hindu', caste: 'Pillai', star: '', raasi: '', birth_place_id: CHENNAI, birth_time: time ?? '' });
  if (locale === 'ta') await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  return member;
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** `above` ends before `below` starts, both within the phone's width. */
async function expectAbove(above: Locator, below: Locator) {
  const top = (await above.boundingBox())!;
  const under = (await below.boundingBox())!;
  expect(top.y + top.height).toBeLessThanOrEqual(under.y);
  for (const box of [top, under]) expect(box.x + box.width).toBeLessThanOrEqual(375);
}

/** The own chart: both charts one above the other, the running dasa marked, the panchangam; above the images. */
async function expectOwnChart(page: Page) {
  const own = page.getByTestId('own-jathagam');
  await expect(own.getByTestId('dasa-table')).toBeVisible();
  await expectAbove(own.getByTestId('rasi-chart'), own.getByTestId('navamsam-chart'));
  await expect(own.getByTestId('dasa-table').locator('tr[aria-current="true"]')).toHaveCount(1);
  await expect(own.getByTestId('bhukti-table').locator('tr.bg-gold-100')).toHaveCount(1);
  await expect(own.getByTestId('panchangam')).toBeVisible();
  await expectAbove(own, page.getByTestId('upload-optional'));
  await expect(page.getByTestId('add-birth-time')).toHaveCount(0);
  expect(await scrollWidth(page), 'scrolls sideways').toBeLessThanOrEqual(375);
  expect(await overflowing(page), 'controls wider than their box').toEqual([]);
}

test('a member with a birth time reads her own chart and dasa above the images, with no upload asked, in English', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await memberBorn(request, BIRTH.time, 'en');
  await login(page, member);
  await page.goto('/userhoroscope');
  await expect(page.getByRole('heading', { level: 2, name: 'Your birth chart' })).toBeVisible();
  await expectOwnChart(page);
  await expect(page.getByText('No horoscope images found. Upload some to get started!')).toHaveCount(0);
  await expect(page.getByTestId('upload-optional')).toHaveText(/^No upload is needed: the chart above is your horoscope/);
  await expect(page.getByRole('button', { name: 'Upload Horoscope Images' })).toBeVisible();
  await expectAccessible(page, 'the own chart');
  await shot(page, 'own-jathagam-en-375-top');
  await shot(page, 'own-jathagam-en-375-dasa', page.getByTestId('own-jathagam').getByTestId('dasa-balance'));
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('a member with a birth time reads her own chart and dasa above the images, with no upload asked', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const member = await memberBorn(request, BIRTH.time, 'ta');
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');
    await page.goto('/userhoroscope');
    await expect(page.getByRole('heading', { level: 2, name: 'உங்கள் பிறப்பு ஜாதகம்' })).toBeVisible();
    await expectOwnChart(page);
    await expect(page.getByText('ஜாதகப் படங்கள் எதுவும் இல்லை. தொடங்க, சில படங்களைப் பதிவேற்றவும்!')).toHaveCount(0);
    await expect(page.getByTestId('upload-optional')).toHaveText(/^எதையும் பதிவேற்ற வேண்டியதில்லை/);
    await fitsThePhoneInTamil(page, 'the own chart', [member.name]);
    await expectAccessible(page, 'the own chart in Tamil');
    await shot(page, 'own-jathagam-ta-375-top');
    await shot(page, 'own-jathagam-ta-375-dasa', page.getByTestId('own-jathagam').getByTestId('dasa-balance'));
    await shot(page, 'own-jathagam-ta-375-images', page.getByTestId('upload-optional'));
  });

  test('a member without a birth time is told what it gives, and where to add it', async ({ page, request }) => {
    const member = await memberBorn(request, null, 'ta');
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');
    await page.goto('/userhoroscope');
    const prompt = page.getByTestId('add-birth-time');
    await expect(prompt.getByRole('heading', { name: 'உங்கள் ஜாதகத்தை இங்கேயே கணித்துப் பார்க்கலாம்' })).toBeVisible();
    await expect(page.getByTestId('own-jathagam')).toHaveCount(0);
    await fitsThePhoneInTamil(page, 'the birth time prompt', [member.name]);
    await expectAccessible(page, 'the birth time prompt in Tamil');
    await shot(page, 'own-jathagam-ta-375-prompt');
    await prompt.getByRole('link', { name: 'பிறந்த நேரத்தைச் சேர்க்க' }).click();
    await expect(page).toHaveURL('/edituserprofile#religion-caste');
  });

  test('the calculator starts from her saved birth', async ({ page, request }) => {
    const member = await memberBorn(request, BIRTH.time, 'ta');
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');
    await page.goto('/ta/jathagam');
    await page.getByRole('button', { name: 'என் பிறப்பு விவரங்களை நிரப்ப' }).click();
    await expect(page.getByLabel('பிறந்த தேதி')).toHaveValue(BIRTH.date);
    await expect(page.getByLabel('பிறந்த நேரம்')).toHaveValue(BIRTH.time);
    await expect(page.getByRole('searchbox', { name: 'பிறந்த ஊர்' })).toHaveValue('சென்னை, தமிழ்நாடு, இந்தியா');
    await fitsThePhoneInTamil(page, 'the calculator with her birth', [member.name]);
    await expectAccessible(page, 'the calculator with her birth in Tamil');
    await shot(page, 'own-jathagam-ta-375-calculator');
    await page.getByRole('button', { name: 'ஜாதகம் கணிக்க' }).click();
    await expect(page.getByTestId('jathagam-result').getByTestId('dasa-table')).toBeVisible();
  });
});

test('a member without a birth time is told what it gives, in English', async ({ page, request }) => {
  const member = await memberBorn(request, null, 'en');
  await login(page, member);
  await page.goto('/userhoroscope');
  const prompt = page.getByTestId('add-birth-time');
  await expect(prompt).toContainText('the dasa and bhukti running now');
  await expect(prompt.getByRole('link', { name: 'Add the birth time' })).toHaveAttribute(
    'href',
    '/edituserprofile#religion-caste',
  );
  await expect(page.getByText('No horoscope images found. Upload some to get started!')).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  expect(await overflowing(page)).toEqual([]);
  await shot(page, 'own-jathagam-en-375-prompt');
});

test('the calculator starts from her saved birth, in English', async ({ page, request }) => {
  const member = await memberBorn(request, BIRTH.time, 'en');
  await login(page, member);
  await page.goto('/jathagam');
  await page.getByRole('button', { name: 'Use my birth details' }).click();
  await expect(page.getByLabel('Date of birth')).toHaveValue(BIRTH.date);
  await expect(page.getByLabel('Time of birth')).toHaveValue(BIRTH.time);
  await expect(page.getByRole('searchbox', { name: 'Place of birth' })).toHaveValue('Chennai, Tamil Nadu, India');
  await page.getByRole('button', { name: 'Draw the chart' }).click();
  await expect(page.getByTestId('jathagam-result').getByTestId('birth-star')).toHaveText('Birth star: Ayilyam, raasi: Kadagam');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  expect(await overflowing(page)).toEqual([]);
  await shot(page, 'own-jathagam-en-375-calculator');
});
