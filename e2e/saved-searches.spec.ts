import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility-helpers';
import { createMember, expect, login, test, toast, waitForMail } from './fixtures';
import { latinLeftOnControls } from './language-helpers';
import { memberCall } from './member-helpers';
import { brideOf, runDigest, SAVED_STATE, saveThroughApi, searchOf } from './saved-searches-helpers';

const savedBox = (page: Page, name = 'Saved searches') => page.getByRole('region', { name });
const results = (page: Page) => page.getByRole('region', { name: 'Results' });

test('a member saves a search from the filters, gets the new profile by mail, and opens, switches and deletes it in Settings', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const city = 'Silvassa';
  await brideOf(request, city, 'Silvassa Old Bride', 1);
  const member = await createMember(request, { name: 'Saved Search Groom' });
  await login(page, member);

  // Save the search shown, under a name.
  await page.goto(searchOf(city));
  await expect(page.getByText('Showing 1 profiles')).toBeVisible();
  await savedBox(page).getByRole('button', { name: 'Save this search' }).click();
  const form = page.getByRole('form', { name: 'Save this search' });
  await form.getByLabel('Name of this search').fill('Silvassa brides');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Search saved. Each morning we will e-mail you the new profiles it finds.')).toBeVisible();
  await expect(savedBox(page).getByRole('link', { name: 'Open the saved search Silvassa brides' })).toBeVisible();
  await expectAccessible(page, 'All profiles with a saved search');

  // The same name again is refused under the field.
  await savedBox(page).getByRole('button', { name: 'Save this search' }).click();
  await form.getByLabel('Name of this search').fill('silvassa BRIDES');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('You already have a saved search with this name. Please choose another name.')).toBeVisible();
  await expectAccessible(page, 'the save form with a refused name');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // A bride who joins afterwards is in the morning's mail; the one already there is not.
  await brideOf(request, city, 'Silvassa New Bride', 2);
  expect(await runDigest(request, member.email)).toBe(true);
  const mail = await waitForMail(request, member.email, /Silvassa brides/);
  expect(mail.subject).toBe('A new profile for your saved searches on Inai Matrimony');
  expect(mail.text).toContain('“Silvassa brides”: 1 new profile');
  expect(mail.text).toContain('Silvassa New Bride');
  expect(mail.text).not.toContain('Silvassa Old Bride');
  expect(mail.text).toContain('Switch the alerts off in Settings:');
  // Once a day: a second run sends nothing.
  expect(await runDigest(request, member.email)).toBe(false);

  // The mail's link opens All profiles with the search's filters.
  const link = /See every profile of “Silvassa brides”: (\S+)/.exec(mail.text)![1]!;
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Showing 2 profiles')).toBeVisible();
  const panel = page.getByRole('form', { name: 'Profile filters' });
  await expect(panel.getByLabel('Gender')).toHaveValue('Female');
  await expect(panel.getByLabel('State')).toHaveValue(SAVED_STATE);

  // Settings: the card lists it with a line of its filters.
  await savedBox(page).getByRole('link', { name: 'Manage saved searches' }).click();
  await expect(page).toHaveURL('/settings#saved-searches');
  const card = page.getByRole('region', { name: 'Saved searches' });
  await expect(card.getByRole('heading', { name: 'Silvassa brides' })).toBeVisible();
  await expect(card.getByText(`Women · 18 to 30 · Silvassa, ${SAVED_STATE}`)).toBeVisible();
  const alerts = card.getByRole('switch', { name: 'E-mail alerts for Silvassa brides' });
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await alerts.click();
  await expect(alerts).toHaveAttribute('aria-checked', 'false');
  await expect(toast(page, 'Alerts switched off for Silvassa brides')).toBeVisible();
  await expectAccessible(page, 'Settings with a saved search');

  // Open: the results of the search, the panel filled in.
  await card.getByRole('link', { name: 'Open the saved search Silvassa brides' }).click();
  await expect(page).toHaveURL(/\/allprofiles\?gender=Female&age=18\+to\+30&religion=Any&state=Dadra/);
  await expect(results(page).getByRole('article')).toHaveCount(2);

  // Delete, after the confirmation.
  await page.goto('/settings#saved-searches');
  await card.getByRole('button', { name: 'Delete the saved search Silvassa brides' }).click();
  const confirm = card.getByRole('group', { name: 'Delete the saved search Silvassa brides' });
  await expect(confirm.getByText('Delete the saved search Silvassa brides? Its alerts stop too.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(toast(page, 'Saved search deleted')).toBeVisible();
  await expect(card.getByText(/You have no saved searches yet/)).toBeVisible();
});

test('the sixth search cannot be saved, and the button says to delete one in Settings', async ({ page, request }) => {
  const city = 'Daman';
  const member = await createMember(request, { name: 'Full Searches Groom' });
  for (let i = 1; i <= 5; i++) await saveThroughApi(request, member.token, `Daman ${i}`, city);
  await login(page, member);
  await page.goto(searchOf(city));
  const box = savedBox(page);
  await expect(box.getByRole('link', { name: /^Open the saved search Daman/ })).toHaveCount(5);
  const save = box.getByRole('button', { name: 'Save this search' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(
    'You have 5 saved searches, the most you can keep. Delete one in Settings to save another.',
  );
  await expectAccessible(page, 'All profiles with five saved searches');
  await box.getByRole('link', { name: 'Manage saved searches' }).click();
  await expect(page.getByRole('region', { name: 'Saved searches' }).getByRole('heading', { level: 3 })).toHaveCount(5);
});

test('in Tamil a member saves a search, finds it in Settings, and gets the mail in Tamil', async ({ page, request }) => {
  test.setTimeout(90_000);
  const city = 'Diu';
  await brideOf(request, city, 'Diu First Bride', 1);
  const member = await createMember(request, { name: 'Tamil Search Groom' });
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  await login(page, member);

  await page.goto(searchOf(city));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const box = savedBox(page, 'சேமித்த தேடல்கள்');
  await box.getByRole('button', { name: 'இந்தத் தேடலைச் சேமிக்க' }).click();
  const form = page.getByRole('form', { name: 'இந்தத் தேடலைச் சேமிக்க' });
  await form.getByRole('button', { name: 'சேமிக்கவும்' }).click();
  await expect(form.getByText('இந்தத் தேடலுக்கு ஒரு பெயர் தரவும்')).toBeVisible();
  await form.getByLabel('இந்தத் தேடலின் பெயர்').fill('டையூ வரன்கள்');
  await form.getByRole('button', { name: 'சேமிக்கவும்' }).click();
  await expect(
    toast(page, 'தேடல் சேமிக்கப்பட்டது. அது கண்டறியும் புதிய சுயவிவரங்களை ஒவ்வொரு காலையும் மின்னஞ்சலில் அனுப்புவோம்.'),
  ).toBeVisible();
  await expect(box.getByRole('link', { name: 'டையூ வரன்கள் என்ற சேமித்த தேடலைத் திறக்க' })).toBeVisible();
  expect(await latinLeftOnControls(page, [member.name, 'Diu First Bride', city, SAVED_STATE])).toEqual([]);
  await expectAccessible(page, 'All profiles in Tamil with a saved search');

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'சேமித்த தேடல்கள்' });
  await expect(card.getByRole('heading', { name: 'டையூ வரன்கள்' })).toBeVisible();
  await expect(card.getByRole('switch', { name: 'டையூ வரன்கள் தேடலுக்கு மின்னஞ்சல் அறிவிப்புகள்' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(card.getByText('பெண்கள் · 18 முதல் 30 வரை · Diu, தாத்ரா நகர் ஹவேலி, டாமன் டையூ')).toBeVisible();
  expect(await latinLeftOnControls(page, [member.name, member.email, city])).toEqual([]);
  await expectAccessible(page, 'Settings in Tamil with a saved search');

  await brideOf(request, city, 'Diu Second Bride', 2);
  expect(await runDigest(request, member.email)).toBe(true);
  const mail = await waitForMail(request, member.email, /டையூ வரன்கள்/);
  expect(mail.subject).toBe('நீங்கள் சேமித்த தேடல்களுக்கு ஒரு புதிய சுயவிவரம் – Inai Matrimony');
  expect(mail.html).toContain('<html lang="ta">');
  expect(mail.text).toContain('“டையூ வரன்கள்”: 1 புதிய சுயவிவரம்');
  expect(mail.text).toMatch(/Diu Second Bride: \d+ வயது/);
  expect(mail.text).not.toContain('Diu First Bride');
  expect(mail.text).toContain('அமைப்புகளில் அறிவிப்புகளை நிறுத்த');
});
