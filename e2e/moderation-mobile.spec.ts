import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createMember, expect, test, toast } from './fixtures';
import { makeOperator } from './admin-helpers';
import { BASIC, memberCall } from './member-helpers';
import { loginInTamil, overflowing } from './language-helpers';

test.use({ locale: 'ta-IN' });

test('in Tamil at 375 px the Photos and Signals tabs fit the phone and a photo is approved from the keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  const member = await createMember(request, { name: 'Kakching Mobile Lakshmipriya' });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, state: 'Manipur', city: 'Kakching' });
  const buffer = await sharp(randomBytes(12 * 12 * 3), { raw: { width: 12, height: 12, channels: 3 } })
    .resize(480, 600, { kernel: 'nearest' })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/api/uploadPhotos', {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { user_id: String(member.id), files: { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const operator = await createMember(request, { name: 'Mobile Photo Operator' });
  await memberCall(request, operator.token, 'updateUser', { locale: 'ta' });
  makeOperator(operator.id);

  await loginInTamil(page, operator);
  await expect(page).toHaveURL('/edituserprofile');
  await page.goto('/admin?tab=photos');
  const search = page.getByLabel('உறுப்பினரின் பெயர் அல்லது மின்னஞ்சல்');
  await search.fill(member.email);
  await search.press('Enter');
  const item = page.getByTestId('photo-item').filter({ hasText: 'Kakching Mobile Lakshmipriya' });
  await expect(item).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await overflowing(page)).toEqual([]);

  const approve = item.getByRole('button', { name: 'ஏற்க' });
  await approve.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Kakching Mobile Lakshmipriya அவர்களின் புகைப்படத்தை ஏற்கவும்' });
  await expect(dialog.getByLabel('காரணம் (தணிக்கைப் பதிவில் சேமிக்கப்படும்)')).toBeFocused();
  expect(await overflowing(page)).toEqual([]);
  await page.keyboard.type('தெளிவான புகைப்படம்');
  await dialog.getByRole('button', { name: 'ஏற்க' }).press('Enter');
  await expect(toast(page, 'Kakching Mobile Lakshmipriya அவர்களின் புகைப்படம் ஏற்கப்பட்டது.')).toBeVisible();

  await page.goto('/admin?tab=signals');
  await expect(page.getByRole('heading', { name: /மிக அதிக விருப்பங்கள்/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await overflowing(page)).toEqual([]);
});
