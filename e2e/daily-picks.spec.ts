import type { Page } from '@playwright/test';
import { createMember, expect, login, test } from './fixtures';
import { expectAccessible } from './accessibility-helpers';
import { seedPickedBrides, seedPicksGroom } from './daily-picks-helpers';
import { loginInTamil } from './language-helpers';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan } from './search-helpers';

// Today's matches on the page members land on and at the top of Matches (docs/decisions/0053).

/** The card, named by its heading (not a landmark: a region would also answer to 'Matches'). */
const picks = (page: Page, name = 'Today’s matches') =>
  page.getByTestId('todays-matches').filter({ has: page.getByRole('heading', { level: 2, name }) });

test('a free member finds the day’s picks on landing and at the top of Matches, blurred and unlinked as on Matches', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const names = ['Esther Adilabad', 'Miriam Adilabad'];
  await seedPickedBrides(request, 'Adilabad', names, 1984, '41 to 50');
  const groom = await seedPicksGroom(request, '40 to 45');
  await login(page, groom);

  const landing = picks(page);
  await expect(landing.getByRole('heading', { name: 'Today’s matches' })).toBeVisible();
  await expect(landing.getByRole('article')).toHaveCount(2);
  for (const name of names) {
    const card = landing.getByRole('article', { name });
    await expect(card.getByText('Meets 2 of 2 of your preferences')).toBeVisible();
    await expect(card.getByRole('link', { name })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'More details' })).toBeDisabled();
  }
  await expect(landing.getByRole('link', { name: 'Settings for today’s matches' })).toHaveAttribute(
    'href',
    '/settings#todays-matches',
  );
  // The profile form follows the picks.
  await expect(page.getByRole('heading', { level: 1, name: 'Edit my profile' })).toBeVisible();
  await expectAccessible(page, 'the landing page with today’s matches');
  const order = await landing.getByRole('heading', { level: 3 }).allTextContents();
  expect([...order].sort()).toEqual([...names].sort());

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Matches' }).click();
  await expect(page).toHaveURL('/matches');
  // The same picks, in the same order, all day.
  await expect(picks(page).getByRole('heading', { level: 3 })).toHaveText(order);
  await expectAccessible(page, 'Matches with today’s matches');
});

test('a member without partner preferences is told why there are no picks, and where to set them', async ({ page, request }) => {
  const member = await createMember(request, { name: 'Nandhini Preferences' });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Female', state: 'Telangana', city: 'Bodhan' });
  await login(page, member);
  const card = picks(page);
  await expect(card.getByText(/Save your partner preferences, and every morning we will bring you a few profiles/)).toBeVisible();
  await card.getByRole('link', { name: 'Set my partner preferences' }).click();
  await expect(page).toHaveURL('/partnerpreferences');
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('a member with a plan reads the picks in Tamil, each linked to the profile', async ({ page, request }) => {
    test.setTimeout(60_000);
    const name = 'Rachel Andol';
    await seedPickedBrides(request, 'Andol', [name], 1989, '31 to 40');
    const groom = await seedPicksGroom(request, '35 to 40', 'ta');
    grantPlan(groom.id, 'Gold');
    await loginInTamil(page, groom);
    await expect(page).toHaveURL('/edituserprofile');

    const card = picks(page, 'இன்றைய வரன்கள்');
    await expect(
      card.getByText('உங்கள் வரன் எதிர்பார்ப்புகளுக்குப் பொருந்தும் ஐந்து வரையிலான புதிய சுயவிவரங்கள்', { exact: false }),
    ).toBeVisible();
    const bride = card.getByRole('article', { name });
    await expect(bride.getByRole('link', { name })).toHaveAttribute('href', /^\/profiledetails\//);
    await expect(card.getByRole('link', { name: 'இன்றைய வரன்களுக்கான அமைப்புகள்' })).toBeVisible();
    await expectAccessible(page, 'the landing page in Tamil');

    await page.goto('/matches');
    await expect(picks(page, 'இன்றைய வரன்கள்').getByRole('article', { name })).toBeVisible();
    await expectAccessible(page, 'Matches in Tamil');
  });
});
