import type { APIRequestContext, Page } from '@playwright/test';
import { porutham } from '@inai/shared';
import { createMember, expect, login, test } from './fixtures';
import { latinLeftOnControls, loginInTamil } from './language-helpers';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan, seedWomen, waitUntilSearchable } from './search-helpers';

// Matches. Matches ignore places, so each test keeps its Matches to itself by
// religions other specs do not seed (Sikh, Muslim, Jain) and, where a widening counts the
// whole site, a marital status and height band no other spec gives a woman. Its brides live in
// a city of Mizoram, a state no other spec uses.
const STATE = 'Mizoram';

/** A groom with a Gold plan, his religion section (and star) and his partner preferences saved. */
async function seedGroom(request: APIRequestContext, religion: Record<string, string>, preferences: Record<string, string>) {
  const groom = await createMember(request, { name: 'Vignesh Kumar' });
  await memberCall(request, groom.token, 'updateProfile', {
    ...BASIC,
    gender: 'Male',
    dob: '1994-03-03',
    state: STATE,
    city: 'Aizawl',
  });
  await memberCall(request, groom.token, 'updateProfile', religion);
  await memberCall(request, groom.token, 'updatePartnerPreferences', {
    gender: 'Female',
    age: '25 to 30',
    caste: 'no_preference',
    ...preferences,
  });
  grantPlan(groom.id, 'Gold');
  return groom;
}

const matchesList = (page: Page, name = 'Matches') => page.getByRole('region', { name });
const encoded = (id: number) => encodeURIComponent(Buffer.from(String(id)).toString('base64'));

test('each match says how many preferences it meets and why; only compatible stars; the details show the poruthams', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const city = 'Champhai';
  // With the groom's Rohini: Aswini passes Rajju and Vedhai, Hastham does not; the third has no star.
  const stars = ['Aswini', 'Hastham', null] as const;
  const [aswini, hastham, noStar] = await seedWomen(
    request,
    city,
    3,
    (i) => ({ religion: 'Sikh', caste: 'Other', ...(stars[i] ? { star: stars[i]! } : {}) }),
    STATE,
  );
  await waitUntilSearchable(request, city, 3, STATE);
  const groom = await seedGroom(
    request,
    { religion: 'Sikh', caste: 'Other', star: 'Rohini' },
    { religion: 'Sikh', marital_status: 'Never Married', job_type: 'Employee' },
  );
  await login(page, groom);
  await page.goto('/matches');

  const list = matchesList(page);
  await expect(list.getByRole('article')).toHaveCount(3);
  // Age, religion and marital status are met; the brides have not said their job type.
  const card = list.getByRole('article', { name: aswini!.name });
  await expect(card.getByText('Meets 3 of 4 of your preferences')).toBeVisible();
  const why = card.getByRole('button', { name: 'Why?' });
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await why.click();
  const reasons = card.getByRole('list', { name: `Your preferences and ${aswini!.name}` });
  await expect(reasons.getByRole('listitem')).toHaveText([
    'Age: met',
    'Religion: met',
    'Marital status: met',
    'Job type: not met',
  ]);
  const expected = porutham({ star: 'Aswini' }, { star: 'Rohini' });
  await expect(card.getByText(`${expected.matched}/10 poruthams`)).toBeVisible();
  await expect(card.getByText('Compatible', { exact: true })).toBeVisible();
  await expect(list.getByRole('article', { name: hastham!.name }).getByText('Not compatible')).toBeVisible();
  await expect(list.getByRole('article', { name: noStar!.name }).getByText(/poruthams/)).toHaveCount(0);

  // Only compatible stars: the Hastham bride and the one without a star go.
  const compatible = page.getByRole('switch', { name: 'Only compatible stars' });
  await expect(compatible).toHaveAttribute('aria-checked', 'false');
  await compatible.click();
  await expect(page).toHaveURL('/matches?compatible=1');
  await expect(compatible).toHaveAttribute('aria-checked', 'true');
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article', { name: aswini!.name })).toBeVisible();

  // The details page gives the ten poruthams, counted from the bride's star.
  await list.getByRole('article', { name: aswini!.name }).getByRole('link', { name: 'More details' }).click();
  const section = page.getByRole('region', { name: 'Porutham' });
  await expect(section.getByTestId('porutham-count')).toHaveText(`${expected.matched}/10 poruthams`);
  await expect(section.getByText("Bride's star", { exact: true })).toBeVisible();
  await expect(section.locator('[data-porutham]')).toHaveCount(10);
  // Back on Matches, the switch is still on.
  await page.goBack();
  await expect(page.getByRole('switch', { name: 'Only compatible stars' })).toHaveAttribute('aria-checked', 'true');

  // A bride without a star: the section says so.
  await page.goto(`/profiledetails/${encoded(noStar!.id)}`);
  await expect(
    page
      .getByRole('region', { name: 'Porutham' })
      .getByText(`${noStar!.name} has not added a star yet, so the poruthams cannot be worked out.`),
  ).toBeVisible();
});

test('an empty Matches offers one widening for this search only, and the saved preferences stay', async ({ page, request }) => {
  test.setTimeout(60_000);
  const city = 'Kolasib';
  const women = await seedWomen(request, city, 2, { religion: 'Muslim', caste: 'Other' }, STATE, () => ({
    marital_status: 'Awaiting Divorce',
    height: '6.2',
  }));
  await waitUntilSearchable(request, city, 2, STATE);
  // No star of his own; his caste preference is not theirs.
  const groom = await seedGroom(
    request,
    { religion: 'Muslim', caste: 'Other' },
    { religion: 'Muslim', caste: 'Mudaliar', marital_status: 'Awaiting Divorce', height: `6'0"-6'5"` },
  );
  await login(page, groom);
  await page.goto('/matches');

  // Without his star the switch is off and says why, with the way to add it.
  const compatible = page.getByRole('switch', { name: 'Only compatible stars' });
  await expect(compatible).toBeDisabled();
  await expect(compatible).toHaveAccessibleDescription(
    /Add your star to your profile \(Religion & Caste\) to see only compatible stars\./,
  );
  await expect(page.getByRole('link', { name: 'Edit my profile' })).toHaveAttribute('href', '/edituserprofile');

  const list = matchesList(page);
  await expect(list.getByTestId('widen-offer').locator('p')).toHaveText(
    'No profile meets all your preferences. Your caste preference shuts out the most profiles. ' +
      'Widen it for this search only; your saved preferences stay as they are.',
  );
  // Today's matches have none either, say why the same way, and lead to the same widening.
  const today = page.getByTestId('todays-matches');
  await expect(today.getByTestId('widen-offer').locator('p')).toHaveText(
    'No new profile meets all your preferences today. Your caste preference shuts out the most profiles. ' +
      'Widen it on Matches, for one search; your saved preferences stay as they are.',
  );
  await expect(today.getByRole('link', { name: 'Any caste: 2 more profiles' })).toHaveAttribute('href', '/matches?widen=caste');
  await list.getByRole('button', { name: 'Any caste: 2 more profiles' }).click();
  await expect(page).toHaveURL('/matches?widen=caste');
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('Widened for this search: caste')).toBeVisible();

  // The details page asks a viewer without a star to add theirs.
  await list.getByRole('article', { name: women[0]!.name }).getByRole('link', { name: 'More details' }).click();
  const section = page.getByRole('region', { name: 'Porutham' });
  await expect(
    section.getByText(/Add your star to your profile \(Religion & Caste\) to see how your stars match\./),
  ).toBeVisible();
  await expect(section.getByRole('link', { name: 'Add my star' })).toHaveAttribute('href', '/edituserprofile');
  await page.goBack();

  await page.getByRole('button', { name: 'Back to my saved preferences' }).click();
  await expect(page).toHaveURL('/matches');
  await expect(list.getByRole('button', { name: 'Any caste: 2 more profiles' })).toBeVisible();
  const me = (await memberCall(request, groom.token, 'getLoggedInUserProfile', {})) as { partner_preferences: { caste: string } };
  expect(me.partner_preferences.caste).toBe('Mudaliar');
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('only compatible stars, its widening and the score read in Tamil', async ({ page, request }) => {
    test.setTimeout(60_000);
    const city = 'Serchhip';
    // Both stars fail Rajju or Vedhai with Rohini.
    const women = await seedWomen(
      request,
      city,
      2,
      (i) => ({ religion: 'Jain', caste: 'Other', star: ['Hastham', 'Thiruvonam'][i]! }),
      STATE,
      () => ({ marital_status: 'Widowed', height: '5.9' }),
    );
    await waitUntilSearchable(request, city, 2, STATE);
    const groom = await seedGroom(
      request,
      { religion: 'Jain', caste: 'Other', star: 'Rohini' },
      { religion: 'Jain', marital_status: 'Widowed', height: `5'5"-6'0"` },
    );
    await memberCall(request, groom.token, 'updateUser', { locale: 'ta' });
    await loginInTamil(page, groom);
    await expect(page).toHaveURL('/edituserprofile');
    await page.goto('/matches?compatible=1');

    const list = matchesList(page, 'பொருத்தங்கள்');
    const widen = list.getByRole('button', { name: 'எல்லா நட்சத்திரங்களும்: மேலும் 2 வரன்கள்' });
    await expect(widen).toBeVisible();
    await expect(list.getByTestId('widen-offer').locator('p')).toHaveText(
      'உங்கள் எல்லா எதிர்பார்ப்புகளுக்கும் பொருந்தும் வரன் இல்லை. ' +
        '“பொருந்தும் நட்சத்திரங்கள் மட்டும்” என்ற தேர்வுதான் மிக அதிக வரன்களை விலக்குகிறது. ' +
        'இந்தத் தேடலுக்கு மட்டும் அதைத் தளர்த்தலாம்; சேமித்த எதிர்பார்ப்புகள் மாறாது.',
    );
    expect(await latinLeftOnControls(page, [groom.name])).toEqual([]);
    await widen.click();
    await expect(page).toHaveURL('/matches');
    await expect(page.getByRole('switch', { name: 'பொருந்தும் நட்சத்திரங்கள் மட்டும்' })).toHaveAttribute('aria-checked', 'false');
    await expect(list.getByRole('article')).toHaveCount(2);
    const card = list.getByRole('article', { name: women[0]!.name });
    await expect(card.getByText('உங்கள் 4 எதிர்பார்ப்புகளில் 4 பொருந்துகின்றன')).toBeVisible();
    await expect(card.getByText('பொருந்தாத ஜோடி')).toBeVisible();
    await card.getByRole('button', { name: 'ஏன்?' }).click();
    await expect(card.getByText('திருமண நிலை: பொருந்துகிறது')).toBeVisible();
    expect(await latinLeftOnControls(page, [groom.name, ...women.map((w) => w.name)])).toEqual([]);
  });
});
