import type { APIRequestContext, Page } from '@playwright/test';
import { profileDetailsPath } from '@inai/shared';
import { createMember, expect, login, test } from './fixtures';
import { loginInTamil, overflowing } from './language-helpers';
import { BASIC, memberCall } from './member-helpers';
import { grantPlan } from './search-helpers';

// Reports and grievance officer at 375 px. Reported members live in Manipur (see reports.spec.ts).
const STATE = 'Manipur';

async function reportable(request: APIRequestContext, name: string, city: string) {
  const member = await createMember(request, { name });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Female', state: STATE, city });
  return member;
}

const fitsTheScreen = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await overflowing(page)).toEqual([]);
};

test('at 375 px the report dialog fits the phone, its buttons stay reachable, and My reports reads well', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const reported = await reportable(request, 'Mobile Report Target Bhuvaneswari', 'Churachandpur');
  const member = await createMember(request, { name: 'Mobile Report Sender' });
  grantPlan(member.id, 'Gold');
  await login(page, member);

  await page.goto(profileDetailsPath(reported.id));
  await page.getByRole('button', { name: 'Report this profile' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${reported.name}` });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await dialog.getByRole('radio', { name: 'Already married' }).check();
  const send = dialog.getByRole('button', { name: 'Send report' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport();
  await fitsTheScreen(page);
  await send.click();
  await expect(dialog.getByRole('status')).toContainText('We have received your report. Reference R-');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/settings');
  const mine = page.getByRole('region', { name: 'My reports' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await mine.scrollIntoViewIfNeeded();
  await fitsTheScreen(page);
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('at 375 px the grievance page and its form fit the phone in Tamil, and a grievance is filed', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { name: 'Mobile Grievance Member' });
    await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');

    await page.goto('/ta/grievance');
    await expect(page.getByRole('heading', { level: 1, name: 'குறைதீர்ப்பு அலுவலர்' })).toBeVisible();
    await expect(
      page.getByText('ஒவ்வொரு மனுவும் கிடைத்ததை 24 மணி நேரத்துக்குள் உறுதிசெய்வோம்; 15 நாள்களுக்குள் அதைத் தீர்த்துவைப்போம்.'),
    ).toBeVisible();
    await fitsTheScreen(page);

    const form = page.getByRole('form', { name: 'குறைதீர்ப்பு மனுப் படிவம்' });
    await form.getByRole('button', { name: 'மனுவை அனுப்ப' }).click();
    await expect(form.getByText('ஒரு பொருளைத் தேர்ந்தெடுக்கவும்.')).toBeVisible();
    await fitsTheScreen(page);
    await form.getByRole('combobox', { name: 'பொருள்' }).selectOption({ label: 'என் கணக்கு' });
    await form.getByRole('textbox', { name: 'விவரம்' }).fill('என் கணக்கில் உள்நுழைய முடியவில்லை.');
    await form.getByRole('button', { name: 'மனுவை அனுப்ப' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'உங்கள் மனு எங்களுக்குக் கிடைத்தது' })).toContainText('G-');
    await fitsTheScreen(page);
  });
});
