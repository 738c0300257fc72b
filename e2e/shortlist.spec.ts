import type { Page } from '@playwright/test';
import { profileDetailsPath } from '@inai/shared';
import { createMember, expect, login, test, toast } from './fixtures';
import { latinLeftOnControls } from './language-helpers';
import { memberCall } from './member-helpers';
import { grantPlan, seedWomen, waitUntilSearchable } from './search-helpers';

// The shortlist. Brides live in a city of Nagaland, a state no other spec uses.
const STATE = 'Nagaland';
const CITY = 'Mokokchung';
const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Member menu' });

test('a member shortlists from a search card and from details, sees the list newest first, and removes one', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const [first, second] = await seedWomen(
    request,
    CITY,
    2,
    { religion: 'Hindu', caste: 'Pillai' },
    STATE,
    (i): Record<string, string> => (i === 1 ? { profile_created_by: 'Parent' } : {}),
  );
  await waitUntilSearchable(request, CITY, 2, STATE);
  const member = await createMember(request, { name: 'Shortlist Groom' });
  grantPlan(member.id, 'Gold');
  await login(page, member);

  // From a search card: the heart fills at once, and says what a second press does.
  await page.goto(`/allprofiles?gender=Female&age=18+to+30&religion=Any&state=${STATE}&city=${CITY}`);
  const card = page.getByRole('article', { name: first!.name });
  await card.getByRole('button', { name: 'Add to shortlist' }).click();
  await expect(card.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
  await expect(toast(page, 'Added to your shortlist')).toBeVisible();

  // From details, where 'Profile created by' is shown too.
  await page.goto(profileDetailsPath(second!.id));
  await expect(page.getByRole('heading', { level: 1, name: second!.name })).toBeVisible();
  await expect(page.getByTestId('profile-created-by')).toHaveText('Profile created by: Parent');
  await page.getByRole('button', { name: 'Add to shortlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();

  // The list, from the side menu: the latest first.
  await page.goto('/edituserprofile');
  await menuOf(page).getByRole('link', { name: 'Shortlisted' }).click();
  await expect(page).toHaveURL('/shortlisted');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shortlisted');
  const list = page.getByRole('region', { name: 'Shortlisted profiles' });
  await expect(list.getByRole('article')).toHaveCount(2);
  expect(await list.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual([
    second!.name,
    first!.name,
  ]);
  await expect(page.getByTestId('shortlist-count')).toHaveText('2 profiles shortlisted');
  await expect(list.getByRole('link', { name: first!.name })).toHaveAttribute('href', profileDetailsPath(first!.id));

  // Removing with the heart takes the card off the list.
  await list.getByRole('article', { name: first!.name }).getByRole('button', { name: 'Remove from shortlist' }).click();
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(toast(page, 'Removed from your shortlist')).toBeVisible();
  await expect(page.getByTestId('shortlist-count')).toHaveText('1 profile shortlisted');

  // In Tamil: the page, the heart's name, the menu, and the empty state.
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('தேர்வுப் பட்டியல்');
  await expect(
    page.getByRole('navigation', { name: 'உறுப்பினர் பக்கங்கள்' }).getByRole('link', { name: 'தேர்வுப் பட்டியல்' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('shortlist-count')).toHaveText('1 சுயவிவரம் சேமிக்கப்பட்டுள்ளது');
  const remaining = page
    .getByRole('region', { name: 'தேர்வுப் பட்டியலில் உள்ள சுயவிவரங்கள்' })
    .getByRole('article', { name: second!.name });
  expect(await latinLeftOnControls(page, [member.name, second!.name, CITY, STATE])).toEqual([]);
  await remaining.getByRole('button', { name: 'தேர்வுப் பட்டியலிலிருந்து நீக்க' }).click();
  await expect(toast(page, 'உங்கள் தேர்வுப் பட்டியலிலிருந்து நீக்கப்பட்டது')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'உங்கள் தேர்வுப் பட்டியல் காலியாக உள்ளது' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'சுயவிவரங்களைத் தேட' })).toHaveAttribute('href', '/allprofiles');

  // Details in Tamil: who created the profile, and the heart.
  await page.goto(profileDetailsPath(second!.id));
  await expect(page.getByTestId('profile-created-by')).toHaveText('சுயவிவரத்தை உருவாக்கியவர்: பெற்றோர்');
  await expect(page.getByRole('button', { name: 'தேர்வுப் பட்டியலில் சேர்க்க' })).toBeVisible();
});

test('registration asks who created the profile and declares marriage and true details', async ({ page }) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Registration form' });
  await expect(form.getByLabel('Profile created by')).toHaveValue('Self');
  await expect(form.getByText('I am seeking marriage, not dating, and the details I give are true.')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
});
