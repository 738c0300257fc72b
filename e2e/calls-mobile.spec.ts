import { chatPath } from '@inai/shared';
import { expect, test } from './fixtures';
import { callingPair, callScreen, FAKE_MEDIA_LAUNCH, live, secondPerson } from './calls-helpers';
import { loginInTamil, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';
import { shot } from './screenshots';

test.use({ locale: 'ta-IN', launchOptions: FAKE_MEDIA_LAUNCH });

test('in Tamil at 375 px a voice call is explained, rings, connects and is logged', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const [a, b] = await callingPair(request, ['Balasubramanian Venkataraman', 'Meenakshi Sundaresan']);
  for (const m of [a, b]) await memberCall(request, m.token, 'updateUser', { locale: 'ta' });
  await loginInTamil(page, a);
  await expect(page).toHaveURL('/edituserprofile');
  const other = await secondPerson(browser, 'ta-IN');
  try {
    const bPage = await other.newPage();
    await bPage.setViewportSize({ width: 375, height: 812 });
    await loginInTamil(bPage, b);
    await expect(bPage).toHaveURL('/edituserprofile');

    await page.goto(chatPath(b.id));
    await page.getByRole('button', { name: 'குரல் அழைப்பு' }).click();
    await expect(page.getByTestId('call-explain')).toHaveText(
      'Meenakshi Sundaresan உங்கள் குரலைக் கேட்க, உங்கள் உலாவியிடம் மைக்ரோஃபோனுக்கு அனுமதி கேட்போம்.',
    );
    expect(await overflowing(page)).toEqual([]);
    await shot(page, 'calls-explain-ta');
    await page.getByRole('button', { name: 'அழைக்க', exact: true }).click();

    const ring = callScreen(bPage);
    await expect(ring.getByTestId('call-title')).toHaveText('Balasubramanian Venkataraman உங்களை அழைக்கிறார் (குரல் அழைப்பு)');
    expect(await overflowing(bPage)).toEqual([]);
    expect(await bPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(bPage, 'calls-ringing-ta');
    await ring.getByRole('button', { name: 'பேச' }).click();
    await live(page);
    await live(bPage);
    // Her browser hears his microphone (the fake device's tone).
    await expect
      .poll(() =>
        bPage
          .getByTestId('call-remote-audio')
          .evaluate((el: HTMLAudioElement) => (el.srcObject as MediaStream | null)?.getAudioTracks().length ?? 0),
      )
      .toBe(1);
    await shot(bPage, 'calls-voice-live-ta');
    await bPage.getByRole('button', { name: 'துண்டிக்க' }).click();
    await expect(page.getByTestId('call-ended')).toHaveText('அழைப்பு முடிந்தது.');
    await page.getByRole('button', { name: 'மூட' }).click();
    await expect(page.getByTestId('call-entry')).toContainText(/குரல் அழைப்பு · \d+ வினாடி/);
  } finally {
    await other.close();
  }
});
