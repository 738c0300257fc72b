import { chatPath } from '@inai/shared';
import { expect, test } from './fixtures';
import { acceptInterest, sendMessage } from './chat-helpers';
import { bride, groom } from './interest-helpers';
import { loginInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';

test.use({ locale: 'ta-IN' });

test('in Tamil at 375 px a conversation fits the phone, the history scrolls and the composer stays in view', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = await bride(request, 'Meenakshi Sundaresan', 'Naya Bazar', 'Platinum');
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  const suitor = await groom(request, 'Balasubramanian Venkataraman', 'Platinum');
  await acceptInterest(request, suitor, member);
  for (let i = 1; i <= 12; i += 1) await sendMessage(request, suitor, member, `வணக்கம், இது செய்தி ${i}. WhatsApp-இல் பேசலாமா?`);

  await loginInTamil(page, member);
  await expect(page).toHaveURL('/edituserprofile');
  await page.goto(chatPath(suitor.id));
  const history = page.getByRole('log');
  await expect(history.getByText('வணக்கம், இது செய்தி 12. WhatsApp-இல் பேசலாமா?')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'கவனமாக இருங்கள்' }).first()).toBeVisible();
  const box = page.getByRole('textbox', { name: 'உங்கள் செய்தி' });
  await expect(box).toBeInViewport();
  // The history scrolls inside its own box; the page does not scroll sideways.
  expect(await history.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await overflowing(page)).toEqual([]);
  await box.fill('நன்றி, இங்கேயே பேசலாம்.');
  await box.press('Enter');
  await expect(history.getByText('நன்றி, இங்கேயே பேசலாம்.')).toBeVisible();
  await expect(box).toBeInViewport();
});
