import { createMember, expect, test } from './fixtures';
import { expectAccessible } from './accessibility-helpers';
import { mailPicksNow, seedPickedBrides, seedPicksGroom, stopLinkIn } from './daily-picks-helpers';
import { loginInTamil } from './language-helpers';

// The picks mail's one-click stop (docs/decisions/0053): no sign-in, in the member's language.

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('the mail’s stop link stops the mails at one click and says so in the member’s language; Settings shows it off', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const name = 'Judith Asifabad';
    await seedPickedBrides(request, 'Asifabad', [name], 1974, '51 to 60');
    const groom = await seedPicksGroom(request, '50 to 55', 'ta');
    const mail = await mailPicksNow(request, groom);
    expect(mail.subject).toBe('உங்களுக்கான இன்றைய வரன்கள் – Inai Matrimony');
    expect(mail.text).toContain(name);
    const link = stopLinkIn(mail);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link.replace('/mail-stop?', '/api/mail-stop?')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { level: 1, name: 'மின்னஞ்சல்கள் நிறுத்தப்பட்டன' })).toBeVisible();
    await expect(page.getByText('இனி இன்றைய வரன்கள் உங்களுக்கு மின்னஞ்சலில் வராது.')).toBeVisible();
    await expect(page.getByText(/அமைப்புகளில் ‘இன்றைய வரன்கள் மின்னஞ்சலில்’ என்பதை இயக்கவும்/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expectAccessible(page, 'the stop page in Tamil');

    await loginInTamil(page, groom);
    await expect(page).toHaveURL('/edituserprofile');
    await page.goto('/settings#todays-matches');
    const settings = page.getByRole('region', { name: 'இன்றைய வரன்கள்' });
    await expect(settings.getByRole('switch', { name: 'இன்றைய வரன்கள் மின்னஞ்சலில்' })).toHaveAttribute('aria-checked', 'false');
  });
});

test('a stop link we did not sign changes nothing and says how to stop the mails in Settings', async ({ page, request }) => {
  const member = await createMember(request, { name: 'Forged Link' });
  await page.goto(`/mail-stop?t=daily_picks.${member.id}.1900000000.${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(
    page.getByText('This link is not valid. To stop these e-mails, log in and turn them off in Settings.'),
  ).toBeVisible();
  await expectAccessible(page, 'the stop page with a forged link');
  const me = await request.post('/api/getLoggedInUserProfile', { headers: { authorization: `Bearer ${member.token}` } });
  expect(((await me.json()) as { notify_daily_picks: number }).notify_daily_picks).toBe(1);
});
