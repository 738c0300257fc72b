import { createMember, expect, test, toast } from './fixtures';
import { fitsThePhoneInTamil, loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';
import { erasureDate, memberWithViewers, VIEWERS_STATE } from './privacy-rights-helpers';
import { grantPlan } from './search-helpers';

test.use({ locale: 'ta-IN' });

test('in Tamil at 375 px who viewed me fits the phone, locked and with a plan', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { member, viewers } = await memberWithViewers(request, 'Dharmanagar', 2, 'Balasubramanian Venkataraman');
  const names = [member.name, ...viewers.map((v) => v.name), 'Dharmanagar', VIEWERS_STATE];
  // One of them hides when she was last active: her card has no date.
  await memberCall(request, viewers[1]!.token, 'updateUser', { show_last_active: 0 });
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  await loginInTamil(page, member);
  await expect(page).toHaveURL('/edituserprofile');

  await page.goto('/viewers');
  await expect(page.getByTestId('viewers-count')).toHaveText(
    '2 உறுப்பினர்கள் உங்கள் முழுச் சுயவிவரத்தைத் திறந்துள்ளனர். அவர்கள் யார் என்று பார்க்க, திட்டத்தை மேம்படுத்துங்கள்.',
  );
  await fitsThePhoneInTamil(page, 'the locked viewers', names);

  grantPlan(member.id, 'Gold');
  await page.reload();
  await expect(page.getByRole('article', { name: viewers[0]!.name })).toContainText('இன்று செயலில் இருந்தார்');
  await expect(
    page.getByRole('article', { name: viewers[1]!.name }).getByText('உங்கள் சுயவிவரத்தைப் பார்த்தார்', { exact: true }),
  ).toBeVisible();
  await fitsThePhoneInTamil(page, 'the viewers', names);
});

test('in Tamil at 375 px deleting an account and keeping it fit the phone', async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = await createMember(request, { name: 'Balasubramanian Venkataraman' });
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  await loginInTamil(page, member);
  await expect(page).toHaveURL('/edituserprofile');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'கணக்கை நீக்குதல்' });
  await expect(card.getByText(/^உங்கள் சுயவிவரம் உடனே தேடலிலிருந்து நீங்கும்.*7 நாள்களுக்குப் பிறகு/)).toBeVisible();
  await fitsThePhoneInTamil(page, 'settings', [member.name, member.email]);

  await card.getByLabel('உங்கள் கடவுச்சொல்', { exact: true }).fill('not-my-password');
  await card.getByRole('button', { name: 'என் கணக்கை நீக்க' }).click();
  await expect(card.getByText('இந்தக் கடவுச்சொல் சரியல்ல. நீங்கள் உள்நுழையும் கடவுச்சொல்லை உள்ளிடவும்.')).toBeVisible();

  await card.getByLabel('உங்கள் கடவுச்சொல்', { exact: true }).fill(member.password);
  await card.getByRole('button', { name: 'என் கணக்கை நீக்க' }).click();
  const pending = card.getByTestId('deletion-pending');
  await expect(pending).toBeVisible();
  await expect(pending).toContainText(`உங்கள் கணக்கு ${erasureDate(member.id, 'ta-IN')} அன்று அழிக்கப்படும்.`);
  await fitsThePhoneInTamil(page, 'a pending deletion', [member.name, member.email]);

  await pending.getByRole('button', { name: 'என் கணக்கை வைத்திருக்க' }).click();
  await expect(toast(page, 'உங்கள் கணக்கு நீக்கப்படாது. உங்கள் சுயவிவரம் மீண்டும் தேடலில் தெரியும்.')).toBeVisible();
  await expect(pending).toHaveCount(0);
});
