import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility-helpers';
import { mailPicksNow, seedPickedBrides, seedPicksGroom, stopLinkIn } from './daily-picks-helpers';
import { fitsThePhoneInTamil, loginInTamil } from './language-helpers';

// Today's matches at 375 px, in Tamil: the landing page, Matches and the one-click stop page.
test.use({ locale: 'ta-IN' });

test('in Tamil at 375 px today’s matches fit the landing page and Matches, and the stop page fits', async ({ page, request }) => {
  test.setTimeout(90_000);
  const names = ['Leah Alampur', 'Naomi Alampur'];
  await seedPickedBrides(request, 'Alampur', names, 1979, '41 to 50');
  const groom = await seedPicksGroom(request, '45 to 50', 'ta');
  await loginInTamil(page, groom);
  await expect(page).toHaveURL('/edituserprofile');

  const card = page.getByRole('list', { name: 'இன்றைய வரன்கள்' });
  await expect(card.getByRole('article')).toHaveCount(2);
  // Names as the members wrote them, and the state the form shows, stay as they are.
  const written = [...names, groom.name, 'Telangana'];
  await fitsThePhoneInTamil(page, 'the landing page', written);
  await expectAccessible(page, 'the landing page at 375 px');

  await page.goto('/matches');
  await expect(page.getByRole('list', { name: 'இன்றைய வரன்கள்' }).getByRole('article')).toHaveCount(2);
  await fitsThePhoneInTamil(page, 'Matches', written);
  await expectAccessible(page, 'Matches at 375 px');

  const link = stopLinkIn(await mailPicksNow(request, groom));
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'மின்னஞ்சல்கள் நிறுத்தப்பட்டன' })).toBeVisible();
  await fitsThePhoneInTamil(page, 'the stop page', [groom.name]);
  await expectAccessible(page, 'the stop page at 375 px');
});
