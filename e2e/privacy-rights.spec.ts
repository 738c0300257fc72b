import type { Page } from '@playwright/test';
import { formatDate, profileDetailsPath } from '@inai/shared';
import { createMember, expect, login, test, toast, waitForMail } from './fixtures';
import { latinLeftOnControls } from './language-helpers';
import { BASIC, memberCall } from './member-helpers';
import { erasureDate, memberWithViewers, VIEWERS_STATE } from './privacy-rights-helpers';
import { grantPlan } from './search-helpers';

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Member menu' });

test('who viewed me: a member without a plan sees how many and the plans; with a plan, who and when, in English and Tamil', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { member, viewers } = await memberWithViewers(request, 'Udaipur', 2);
  await login(page, member);

  await menuOf(page).getByRole('link', { name: 'Who viewed me' }).click();
  await expect(page).toHaveURL('/viewers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who viewed me');
  await expect(page.getByTestId('viewers-count')).toHaveText(
    '2 members have opened your full profile. Upgrade to see who they are.',
  );
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('article')).toHaveCount(0);

  grantPlan(member.id, 'Silver');
  await page.reload();
  const list = page.getByTestId('viewers-list');
  await expect(list.getByRole('article')).toHaveCount(2);
  // The latest view first.
  expect(await list.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual([
    viewers[1]!.name,
    viewers[0]!.name,
  ]);

  const card = list.getByRole('article', { name: viewers[0]!.name });
  // The day, never a time, and the band: both show when they were last active.
  await expect(card.getByText(`Viewed your profile on ${formatDate(new Date(), 'en')}`, { exact: true })).toBeVisible();
  await expect(card.getByTestId('last-active')).toHaveText('Active today');

  // A viewer who hides when she was last active: no date, and after the dated views.
  await memberCall(request, viewers[1]!.token, 'updateUser', { show_last_active: 0 });
  await page.reload();
  await expect(list.getByRole('article')).toHaveCount(2);
  expect(await list.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual([
    viewers[0]!.name,
    viewers[1]!.name,
  ]);
  const hiding = list.getByRole('article', { name: viewers[1]!.name });
  await expect(hiding.getByText('Viewed your profile', { exact: true })).toBeVisible();
  await expect(hiding.getByText(/Viewed your profile on/)).toHaveCount(0);
  await expect(card.getByRole('link', { name: viewers[0]!.name })).toHaveAttribute('href', profileDetailsPath(viewers[0]!.id));

  // A viewer who is blocked disappears from the list.
  await memberCall(request, member.token, 'block', { user_id: viewers[1]!.id });
  await page.reload();
  await expect(list.getByRole('article')).toHaveCount(1);

  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('என்னைப் பார்த்தவர்கள்');
  const tamilMenu = page.getByRole('navigation', { name: 'உறுப்பினர் பக்கங்கள்' });
  await expect(tamilMenu.getByRole('link', { name: 'என்னைப் பார்த்தவர்கள்' })).toHaveAttribute('aria-current', 'page');
  await expect(card.getByText(`${formatDate(new Date(), 'ta')} அன்று உங்கள் சுயவிவரத்தைப் பார்த்தார்`)).toBeVisible();
  await expect(card.getByTestId('last-active')).toHaveText('இன்று செயலில் இருந்தார்');
  expect(await latinLeftOnControls(page, [member.name, viewers[0]!.name, 'Udaipur', VIEWERS_STATE])).toEqual([]);
});

test('who viewed me: nobody yet, said in both languages', async ({ page, request }) => {
  const member = await createMember(request, { name: 'Unseen Groom' });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Male' });
  await login(page, member);
  await page.goto('/viewers');
  await expect(page.getByTestId('viewers-count')).toHaveText(
    'Nobody has opened your full profile yet. With a plan you will see here who did, and when.',
  );
  grantPlan(member.id, 'Gold');
  await page.reload();
  await expect(page.getByTestId('viewers-empty')).toContainText('Nobody has opened your full profile yet.');
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  await page.reload();
  await expect(page.getByTestId('viewers-empty')).toContainText('இதுவரை யாரும் உங்கள் முழுச் சுயவிவரத்தைத் திறக்கவில்லை.');
  await expect(page.getByRole('link', { name: 'என் சுயவிவரத்தை நிறைவு செய்ய' })).toHaveAttribute('href', '/edituserprofile');
});

test('a member deletes their account, sees the date, is signed out elsewhere, then logs in again and keeps it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await createMember(request, { name: 'Leaving Member' });
  await login(page, member);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Delete my account' });
  await expect(card.getByText(/After 7 days we erase your profile/)).toBeVisible();

  // The password is asked again: a wrong one is refused under the field.
  await card.getByLabel('Your password', { exact: true }).fill('not-my-password');
  await card.getByRole('button', { name: 'Delete my account' }).click();
  await expect(card.getByText('This password is not correct. Enter the password you log in with.')).toBeVisible();
  await expect(card.getByTestId('deletion-pending')).toHaveCount(0);

  await card.getByLabel('Your password', { exact: true }).fill(member.password);
  await card.getByRole('button', { name: 'Delete my account' }).click();
  const pending = card.getByTestId('deletion-pending');
  await expect(pending).toBeVisible();
  const date = erasureDate(member.id, 'en-IN');
  await expect(pending).toContainText(`Your account will be erased on ${date}.`);
  await expect(
    toast(page, `Your account will be erased on ${date}. You have been signed out on every other device.`),
  ).toBeVisible();
  // The session made at registration (another device) has ended.
  const other = await request.post('/api/getLoggedInUserProfile', { headers: { authorization: `Bearer ${member.token}` } });
  expect(other.status()).toBe(401);
  const mail = await waitForMail(request, member.email, /Log in before/);
  expect(mail.subject).toBe(`Your Inai Matrimony account will be erased on ${date}`);

  // Logging in again within the grace period keeps the account.
  await page.goto('/logout');
  await expect(page).toHaveURL('/login');
  const form = page.getByRole('form', { name: 'Login form' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back. Your account will not be deleted, and your profile is back in search.')).toBeVisible();
  await expect(page).toHaveURL('/edituserprofile');
  await waitForMail(request, member.email, /cancelled the deletion of your account/);
  await page.goto('/settings');
  await expect(card.getByTestId('deletion-pending')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Delete my account' })).toBeVisible();

  // 'Keep my account' does the same without leaving.
  await card.getByLabel('Your password', { exact: true }).fill(member.password);
  await card.getByRole('button', { name: 'Delete my account' }).click();
  await expect(pending).toBeVisible();
  await pending.getByRole('button', { name: 'Keep my account' }).click();
  await expect(toast(page, 'Your account will not be deleted. Your profile is back in search.')).toBeVisible();
  await expect(pending).toHaveCount(0);
});

test('download my data gives a ZIP file', async ({ page, request }) => {
  const member = await createMember(request, { name: 'Curious Member' });
  await login(page, member);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card.getByText(/Download a copy of what you gave us/)).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^inai-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(toast(page, 'Your data has been downloaded.')).toBeVisible();
});
