import { profileDetailsPath } from '@inai/shared';
import type { APIRequestContext } from '@playwright/test';
import { createMember, expect, login, test, waitForMail } from './fixtures';
import { latinLeftOnControls, loginInTamil } from './language-helpers';
import { BASIC, memberCall, photoFile } from './member-helpers';
import { grantPlan } from './search-helpers';

// Reports that reach a person, and the grievance officer. Reported members live in
// cities of Manipur, a state no other spec uses, so no other search meets them.
const STATE = 'Manipur';

/** A verified woman with a basic section, to be reported. */
async function reportable(request: APIRequestContext, name: string, city: string) {
  const member = await createMember(request, { name });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Female', state: STATE, city });
  return member;
}
const REFERENCE = /R-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}/;
const GRIEVANCE_REFERENCE = /G-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}/;

test('a member reports a profile from its details with a screenshot, sees the reference, gets it by e-mail, and finds it in Settings', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const reported = await reportable(request, 'Report Target Anitha', 'Bishnupur');
  const member = await createMember(request, { name: 'Report Sender Ravi' });
  grantPlan(member.id, 'Gold');
  await login(page, member);

  await page.goto(profileDetailsPath(reported.id));
  await expect(page.getByRole('heading', { level: 1, name: reported.name })).toBeVisible();
  await page.getByRole('button', { name: 'Report this profile' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${reported.name}` });
  await expect(dialog).toBeVisible();

  // Without a reason the dialog says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();

  await dialog.getByRole('radio', { name: 'Asked for money' }).check();
  await dialog.getByRole('textbox', { name: 'What happened (optional)' }).fill('She asked me to pay ₹20,000 for a gift parcel.');
  await dialog.getByLabel('Screenshot (optional)').setInputFiles(await photoFile('chat-screenshot.jpg'));
  await expect(dialog.getByText('Chosen: chat-screenshot.jpg')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();

  const received = dialog.getByRole('status');
  await expect(received).toContainText('We have received your report. Reference R-');
  await expect(received).toContainText('we will look at it within 24 hours.');
  const reference = REFERENCE.exec((await received.textContent()) ?? '')![0];

  const mail = await waitForMail(request, member.email, new RegExp(reference));
  expect(mail.subject).toBe(`We received your report (reference ${reference})`);
  expect(mail.text).toContain(reported.name);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // A second report on the same member while the first is open quotes the first.
  await page.getByRole('button', { name: 'Report this profile' }).click();
  await dialog.getByRole('radio', { name: 'Fake profile' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`You have already reported this member (reference ${reference})`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/settings');
  const mine = page.getByRole('region', { name: 'My reports' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByRole('listitem').first()).toContainText(`Report about ${reported.name}`);
  await expect(mine.getByRole('listitem').first()).toContainText(`Reference ${reference}`);
  await expect(mine.getByRole('listitem').first()).toContainText('Asked for money');
  await expect(mine.getByRole('listitem').first()).toContainText('Open: our team will look at it');
});

test('a visitor files a grievance from the footer link and gets a reference on screen and by e-mail', async ({
  page,
  request,
}) => {
  await page.goto('/privacypolicy');
  await expect(
    page.getByRole('complementary', { name: 'Grievance officer' }).getByRole('link', { name: 'Grievance officer' }),
  ).toHaveAttribute('href', '/grievance');
  await page.goto('/termsconditions');
  await expect(page.getByRole('complementary', { name: 'Grievance officer' })).toContainText('Write to our grievance officer.');

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Grievance officer' }).click();
  await expect(page).toHaveURL('/grievance');
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance officer' })).toBeVisible();
  await expect(page.getByTestId('officer-name')).not.toBeEmpty();
  await expect(page.getByText('We acknowledge every grievance within 24 hours and resolve it within 15 days.')).toBeVisible();

  const email = `grievance.${Date.now()}@example.com`;
  const form = page.getByRole('form', { name: 'Grievance form' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Lakshmi Narayanan');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'Privacy and my data' });
  await form.getByRole('textbox', { name: 'Description' }).fill('My photos are still shown after I locked them.');
  await form.getByRole('button', { name: 'File grievance' }).click();

  const received = page.getByRole('status').filter({ hasText: 'We have received your grievance' });
  await expect(received).toContainText('we will acknowledge it within 24 hours and resolve it within 15 days.');
  const reference = GRIEVANCE_REFERENCE.exec((await received.textContent()) ?? '')![0];
  const mail = await waitForMail(request, email, new RegExp(reference));
  expect(mail.subject).toBe(`We received your grievance (reference ${reference})`);
  expect(mail.text).not.toContain('My photos are still shown');
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('a member reports a profile and files a grievance in Tamil, and sees both under என் புகார்கள்', async ({ page, request }) => {
    test.setTimeout(60_000);
    const reported = await reportable(request, 'Tamil Report Target', 'Chandel');
    const member = await createMember(request, { name: 'Tamil Report Sender' });
    await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
    grantPlan(member.id, 'Gold');
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');

    await page.goto(profileDetailsPath(reported.id));
    await page.getByRole('button', { name: 'இவர் பற்றிப் புகார் அளிக்க' }).click();
    const dialog = page.getByRole('dialog', { name: `${reported.name} பற்றிப் புகார்` });
    await dialog.getByRole('radio', { name: 'போலிச் சுயவிவரம்' }).check();
    expect(await latinLeftOnControls(page, [reported.name, member.name])).toEqual([]);
    await dialog.getByRole('button', { name: 'புகாரை அனுப்ப' }).click();
    const received = dialog.getByRole('status');
    await expect(received).toContainText('உங்கள் புகார் எங்களுக்குக் கிடைத்தது. குறிப்பு எண் R-');
    const reference = REFERENCE.exec((await received.textContent()) ?? '')![0];
    const mail = await waitForMail(request, member.email, new RegExp(reference));
    expect(mail.subject).toBe(`உங்கள் புகார் எங்களுக்குக் கிடைத்தது (குறிப்பு எண் ${reference})`);
    await dialog.getByRole('button', { name: 'சரி' }).click();

    await page.goto('/ta/grievance');
    await expect(page.getByRole('heading', { level: 1, name: 'குறைதீர்ப்பு அலுவலர்' })).toBeVisible();
    const form = page.getByRole('form', { name: 'குறைதீர்ப்பு மனுப் படிவம்' });
    // Pre-filled for a signed-in member.
    await expect(form.getByRole('textbox', { name: 'மின்னஞ்சல்' })).toHaveValue(member.email);
    await form.getByRole('combobox', { name: 'பொருள்' }).selectOption({ label: 'ஒரு கட்டணம்' });
    await form.getByRole('textbox', { name: 'விவரம்' }).fill('என் கட்டணம் இருமுறை எடுக்கப்பட்டது.');
    await form.getByRole('button', { name: 'மனுவை அனுப்ப' }).click();
    await expect(page.getByText('அமைப்புகளில் உள்ள என் புகார்கள் பகுதியில் இதைத் தொடர்ந்து பார்க்கலாம்.')).toBeVisible();

    await page.goto('/settings');
    const mine = page.getByRole('region', { name: 'என் புகார்கள்' });
    await expect(mine.getByRole('listitem')).toHaveCount(2);
    await expect(mine.getByRole('listitem').first()).toContainText('குறைதீர்ப்பு மனு');
    await expect(mine.getByRole('listitem').nth(1)).toContainText(`${reported.name} பற்றிய புகார்`);
    await expect(mine.getByRole('listitem').nth(1)).toContainText('நிலுவையில்: எங்கள் குழு இதைப் பார்க்கும்');
  });
});
