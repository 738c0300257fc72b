import type { APIRequestContext, Page } from '@playwright/test';
import { createMember, expect, login, test, toast } from './fixtures';
import { loginInTamil, overflowing } from './language-helpers';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan, seedWomen, waitUntilSearchable } from './search-helpers';
import { shot } from './screenshots';

// Partner preferences as ranges and lists (docs/decisions/0066). Matches ignore places, so each
// test keeps its Matches to itself by castes no other spec seeds (Kuruba and Ezhava in English,
// Koli and Gujar in Tamil), with Buddhist brides in Meghalaya, a state no other spec uses.
const STATE = 'Meghalaya';

/** Three Buddhist brides aged 24, 29 and 26 (the last of a caste the groom does not choose), each with a salary. */
async function seedBrides(request: APIRequestContext, city: string, castes: [string, string, string]) {
  const dobs = ['2002-06-15', '1997-06-15', '2000-06-15'];
  const brides = await seedWomen(
    request,
    city,
    3,
    (i) => ({ religion: 'Buddhist', caste: castes[i]! }),
    STATE,
    (i) => ({ dob: dobs[i]! }),
  );
  for (const bride of brides) await memberCall(request, bride.token, 'updateProfile', { salary: '6 LPA' });
  await waitUntilSearchable(request, city, 3, STATE);
  return brides;
}

/** A groom with a Gold plan and his Religion & Caste section saved (no star), but no preferences yet. */
async function seedGroom(request: APIRequestContext, name: string) {
  const groom = await createMember(request, { name });
  await memberCall(request, groom.token, 'updateProfile', {
    ...BASIC,
    gender: 'Male',
    dob: '1994-03-03',
    state: STATE,
    city: 'Shillong',
  });
  await memberCall(request, groom.token, 'updateProfile', { religion: 'Buddhist', caste: 'Other' });
  grantPlan(groom.id, 'Gold');
  return groom;
}

/** Nothing scrolls sideways and no control spills out of its box at this width. */
async function fits(page: Page, width: number, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} at ${width} px`).toBeLessThanOrEqual(width);
  expect(await overflowing(page), `${what} at ${width} px`).toEqual([]);
  await shot(page, `${what.replaceAll(' ', '-')}-${width}`);
}

const T = {
  en: {
    form: 'Partner preferences',
    from: 'Age from',
    to: 'Age to',
    religion: 'Religion',
    castes: 'Castes',
    castesHint: 'Tick one or more castes, or No Preference.',
    castesPick: 'Select castes',
    stars: 'Stars',
    starsPick: 'Any star',
    compatible: 'Compatible with my star',
    compatibleWhy: 'Save your own star in Edit profile to choose this.',
    income: 'Monthly income at least (₹)',
    incomeHint: 'Leave it empty for no preference. Profiles whose salary cannot be read are still shown.',
    minAboveMax: 'The lowest age cannot be more than the highest age',
    save: 'Save',
    saved: "Partner's preferences updated successfully!",
    matches: 'Matches',
  },
  ta: {
    form: 'வரன் எதிர்பார்ப்புகள்',
    from: 'குறைந்த வயது',
    to: 'அதிக வயது',
    religion: 'மதம்',
    castes: 'சாதிகள்',
    castesHint: 'ஒன்று அல்லது அதற்கு மேற்பட்ட சாதிகளைத் தேர்ந்தெடுக்கவும்; அல்லது “எதுவானாலும் சரி”.',
    castesPick: 'சாதிகளைத் தேர்ந்தெடுக்கவும்',
    stars: 'நட்சத்திரங்கள்',
    starsPick: 'எந்த நட்சத்திரமும்',
    compatible: 'என் நட்சத்திரத்துடன் பொருந்துபவை',
    compatibleWhy: 'இதைத் தேர்வு செய்ய, சுயவிவரத்தைத் திருத்துவதில் உங்கள் நட்சத்திரத்தைச் சேமிக்கவும்.',
    income: 'குறைந்தபட்ச மாத வருமானம் (₹)',
    incomeHint: 'எதுவானாலும் சரி என்றால் காலியாக விடவும். சம்பளம் தெளிவாக இல்லாத வரன்களும் காட்டப்படும்.',
    minAboveMax: 'குறைந்த வயது அதிக வயதை விடக் கூடுதலாக இருக்கக் கூடாது',
    save: 'சேமிக்கவும்',
    saved: 'வரன் எதிர்பார்ப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன!',
    matches: 'பொருத்தங்கள்',
  },
} as const;

/**
 * The form in one language at one width: its texts, a range the wrong way round refused, then a
 * range, two castes and an income floor saved; Matches show only the brides of that range and
 * those castes, and follow a wider range at once.
 */
async function walk(
  page: Page,
  lang: 'en' | 'ta',
  width: number,
  brides: { name: string }[],
  castes: [string, string],
  first: boolean,
) {
  const x = T[lang];
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/partnerpreferences');
  const form = page.getByRole('form', { name: x.form });
  const castesGroup = form.getByRole('group', { name: x.castes });
  const starsGroup = form.getByRole('group', { name: x.stars });
  await expect(castesGroup).toHaveAccessibleDescription(x.castesHint);
  // Before the first save nothing is chosen: the summaries say what to do.
  if (first) await expect(castesGroup.locator('summary')).toContainText(x.castesPick);
  await expect(starsGroup.locator('summary')).toContainText(x.starsPick);
  await expect(form.getByLabel(x.income)).toHaveAccessibleDescription(x.incomeHint);

  await form.getByLabel(x.from).selectOption('30');
  await form.getByLabel(x.to).selectOption('25');
  await form.getByLabel(x.religion).selectOption('Buddhist');
  await castesGroup.locator('summary').click();
  for (const caste of castes) await castesGroup.locator(`input[value="${caste}"]`).check();
  await starsGroup.locator('summary').click();
  await expect(starsGroup.getByRole('checkbox', { name: x.compatible })).toBeDisabled();
  await expect(starsGroup.getByText(x.compatibleWhy)).toBeVisible();
  await form.getByLabel(x.income).fill('40000');
  // Both lists open: the longest the form gets.
  await fits(page, width, `${lang} preferences form`);
  await form.getByRole('button', { name: x.save, exact: true }).click();
  await expect(form.getByText(x.minAboveMax)).toBeVisible();

  await form.getByLabel(x.from).selectOption('23');
  await form.getByRole('button', { name: x.save, exact: true }).click();
  await expect(toast(page, x.saved)).toBeVisible();

  // Ages 23–25 and the two castes: only the bride of 24 (6 LPA is ₹50,000 a month, above the floor).
  await page.goto('/matches');
  const list = page.getByRole('region', { name: x.matches });
  await expect(list.getByRole('article', { name: brides[0]!.name })).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(1);
  await fits(page, width, `${lang} Matches`);

  // A wider range brings the bride of 29; the bride of another caste never comes.
  await page.goto('/partnerpreferences');
  await form.getByLabel(x.to).selectOption('30');
  await form.getByRole('button', { name: x.save, exact: true }).click();
  await expect(toast(page, x.saved).last()).toBeVisible();
  await page.goto('/matches');
  await expect(list.getByRole('article', { name: brides[1]!.name })).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.getByRole('article', { name: brides[2]!.name })).toHaveCount(0);

  // Saved as chosen: the form shows them again.
  await page.goto('/partnerpreferences');
  await expect(form.getByLabel(x.from)).toHaveValue('23');
  await expect(form.getByLabel(x.to)).toHaveValue('30');
  await expect(form.getByLabel(x.income)).toHaveValue('40000');
  for (const caste of castes) await expect(castesGroup.locator(`input[value="${caste}"]`)).toBeChecked();
}

/** At 375 px, after the walk: the form with both lists open, and Matches with its two brides, fit too. */
async function glanceAt375(page: Page, lang: 'en' | 'ta') {
  const x = T[lang];
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/partnerpreferences');
  const form = page.getByRole('form', { name: x.form });
  await expect(form.getByLabel(x.from)).toHaveValue('23');
  await form.getByRole('group', { name: x.castes }).locator('summary').click();
  await form.getByRole('group', { name: x.stars }).locator('summary').click();
  await expect(form.getByRole('group', { name: x.stars }).getByRole('checkbox', { name: x.compatible })).toBeVisible();
  await fits(page, 375, `${lang} preferences form`);
  await page.goto('/matches');
  await expect(page.getByRole('region', { name: x.matches }).getByRole('article')).toHaveCount(2);
  await fits(page, 375, `${lang} Matches`);
}

test('in English, on a desktop then at 360 and 375 px: age range, castes, stars and income floor, and Matches follow', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const brides = await seedBrides(request, 'Tura', ['Kuruba', 'Ezhava', 'Devanga']);
  const groom = await seedGroom(request, 'Arun Prakash');
  await login(page, groom);
  await walk(page, 'en', 1280, brides, ['Kuruba', 'Ezhava'], true);
  await walk(page, 'en', 360, brides, ['Kuruba', 'Ezhava'], false);
  await glanceAt375(page, 'en');
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('on a desktop then at 360 and 375 px: the same form and Matches in Tamil', async ({ page, request }) => {
    test.setTimeout(120_000);
    const brides = await seedBrides(request, 'Cherrapunji', ['Koli', 'Gujar', 'Devanga']);
    const groom = await seedGroom(request, 'Karthik Raja');
    await memberCall(request, groom.token, 'updateUser', { locale: 'ta' });
    await loginInTamil(page, groom);
    await expect(page).toHaveURL('/edituserprofile');
    await walk(page, 'ta', 1280, brides, ['Koli', 'Gujar'], true);
    await walk(page, 'ta', 360, brides, ['Koli', 'Gujar'], false);
    await glanceAt375(page, 'ta');
  });
});
