import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { formatDate } from '@inai/shared';
import { createMember, expect, login, test, toast } from './fixtures';
import { bornMember, choosePlace } from './birth-details-helpers';
import { loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';
import { paid } from './payment-helpers';
import { erasureDate } from './privacy-rights-helpers';
import { grantPlan } from './search-helpers';

/** When the member's plan ends, as the screens print it (India time). */
function planEnd(memberId: number, locale: 'en-IN' | 'ta-IN'): string {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'matrimony.sqlite'), { readonly: true });
  try {
    const row = db.prepare('select max(expires_at) as end from member_plans where user_id = ?').get(memberId) as { end: string };
    return formatDate(row.end, locale === 'ta-IN' ? 'ta' : 'en');
  } finally {
    db.close();
  }
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

test('deleting an account warns that the Gold plan is lost, and offers hiding the profile or closing it for a match', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { name: 'Kavya Raman' });
  grantPlan(member.id, 'Gold');
  await login(page, member);
  await page.goto('/settings');
  const leave = card(page, 'Delete my account');
  await expect(leave.getByTestId('plan-lost')).toHaveText(
    `Your Gold plan runs until ${planEnd(member.id, 'en-IN')}. Deleting your account ends it: the rest of the plan is lost and is not refunded.`,
  );
  const instead = leave.getByRole('region', { name: 'You may not need to delete your account' });
  await expect(instead.getByRole('heading', { level: 4 })).toHaveText(['Hide my profile', 'We found a match']);

  // Hiding: said on screen, and undone the same way.
  await instead.getByRole('button', { name: 'Hide my profile' }).click();
  await expect(toast(page, "Your profile is hidden. Nobody finds it in search, Matches or Today's matches.")).toBeVisible();
  await expect(instead.getByRole('status')).toHaveText(
    "Your profile is hidden: nobody finds it in search, Matches or Today's matches.",
  );
  await instead.getByRole('button', { name: 'Show my profile again' }).click();
  await expect(toast(page, 'Your profile is shown again in search and matches.')).toBeVisible();
  await expect(instead.getByRole('button', { name: 'Hide my profile' })).toBeVisible();

  // A match found: the same password form closes the account, with congratulations.
  await instead.getByRole('button', { name: 'We found a match' }).click();
  await expect(instead.getByRole('button', { name: 'I am leaving for another reason' })).toHaveAttribute('aria-pressed', 'true');
  await leave.getByLabel('Your password', { exact: true }).fill(member.password);
  await leave.getByRole('button', { name: 'Close my account' }).click();
  await expect(leave.getByTestId('deletion-pending')).toBeVisible();
  const date = erasureDate(member.id, 'en-IN');
  await expect(
    toast(
      page,
      `Congratulations to you and your families! Your profile is hidden from everyone, and your account will be erased on ${date}.`,
    ),
  ).toBeVisible();
  await expect(leave.getByTestId('deletion-pending')).toBeVisible();
});

test.describe('in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('the deletion warning and its alternatives, a failed payment, and the tax invoice', async ({ page, request }) => {
    test.setTimeout(60_000);
    const member = await createMember(request, { name: 'Meenakshi Sundaram' });
    await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
    const failed = await paid(request, member.token, 2, 'FAILED');
    await paid(request, member.token, 2, 'COMPLETED');
    await loginInTamil(page, member);
    await expect(page).toHaveURL('/edituserprofile');

    await page.goto(`/payment-status?orderId=${failed}`);
    await expect(page.getByTestId('payment-message')).toHaveText(
      'இந்தக் கட்டணம் தோல்வியடைந்ததால் திட்டம் எதுவும் வாங்கப்படவில்லை. உங்கள் கணக்கிலிருந்து பணம் எடுக்கப்பட்டிருந்தால், 5 நாள்களுக்குள் உங்கள் வங்கி அதைத் திருப்பித் தரும். இப்போதே மீண்டும் முயற்சிக்கவும்.',
    );

    await page.goto('/userplan');
    await page
      .getByRole('region', { name: 'என் கட்டணங்கள்' })
      .getByRole('button', { name: /ஆர்டரின் ரசீது$/ })
      .click();
    const invoice = page.getByRole('dialog', { name: 'வரி விலைப்பட்டியல்' });
    await expect(invoice.getByTestId('tax-invoice').locator('dt')).toHaveText([
      'விலைப்பட்டியல் எண்',
      'விலைப்பட்டியல் தேதி',
      'எங்கள் GSTIN',
      'வாங்கியவர்',
      'சேவை வழங்கப்படும் இடம்',
      'சேவை',
      'வரிக்குட்பட்ட மதிப்பு',
      'CGST 9%',
      'SGST 9%',
      'மொத்தம், GST உட்பட',
      'வாங்குபவரே செலுத்த வேண்டிய வரி',
    ]);
    await expect(invoice.getByTestId('tax-invoice').locator('dd')).toHaveText([
      /^IM\/\d\d-\d\d\/\d{6}$/,
      /^\d{1,2} [\u0B80-\u0BFF]+ \d{4}$/,
      '33AABCI1234A1ZI',
      'Meenakshi Sundaram',
      'தமிழ்நாடு (மாநிலக் குறியீடு 33)',
      'திருமணத் தகவல் சேவை உறுப்பினர் கட்டணம்: கோல்டு திட்டம் (SAC 999799)',
      '₹4,236.44',
      '₹381.28',
      '₹381.28',
      '₹4,999',
      'இல்லை',
    ]);
    await invoice.getByRole('button', { name: 'மூடவும்' }).click();

    await page.goto('/settings');
    const leave = card(page, 'கணக்கை நீக்குதல்');
    await expect(leave.getByTestId('plan-lost')).toHaveText(
      `உங்கள் கோல்டு திட்டம் ${planEnd(member.id, 'ta-IN')} வரை நடைமுறையில் உள்ளது. கணக்கை நீக்கினால் அது முடிந்துவிடும்: மீதமுள்ள காலம் வீணாகும்; கட்டணம் திருப்பித் தரப்படாது.`,
    );
    const instead = leave.getByRole('region', { name: 'கணக்கை நீக்க வேண்டிய அவசியம் இல்லாமல் இருக்கலாம்' });
    await expect(instead.getByRole('heading', { level: 4 })).toHaveText(['சுயவிவரத்தை மறைத்தல்', 'எங்களுக்கு வரன் அமைந்துவிட்டது']);
    await instead.getByRole('button', { name: 'என் சுயவிவரத்தை மறைக்க' }).click();
    await expect(toast(page, 'உங்கள் சுயவிவரம் மறைக்கப்பட்டது. தேடல், பொருத்தங்கள், இன்றைய வரன்கள் எதிலும் யாருக்கும் தெரியாது.')).toBeVisible();
    await expect(instead.getByRole('button', { name: 'என் சுயவிவரத்தை மீண்டும் காட்ட' })).toBeVisible();
  });
});

test('a dosham the birth chart contradicts: the message says what the chart shows, and the page goes to the field', async ({
  page,
  request,
}) => {
  const member = await bornMember(request, 'Tamil Nadu', 'Madurai');
  await login(page, member);
  const form = page.getByRole('form', { name: 'Religion & Caste Information' });
  await choosePlace(form, 'Place of birth', 'Chenn', 'Chennai, Tamil Nadu, India');
  await form.getByLabel('Time of birth (optional)').fill('06:30');
  await form.getByRole('button', { name: 'Save & Continue' }).click();
  // Saved, or already refused: the dosham the member chose may contradict this chart.
  await expect(toast(page, 'Profile updated successfully!').or(form.getByText(/^Your birth chart shows /))).toBeVisible();

  const dosam = form.getByRole('combobox', { name: 'Dosam' });
  // What the chart shows decides which choice contradicts it.
  const present = /^Your birth chart: Chevvai dosham is present/.test((await dosam.getAttribute('aria-description')) ?? '')
    ? true
    : /is present/.test(await form.locator('p', { hasText: /^Your birth chart: / }).innerText());
  await dosam.selectOption(present ? 'No Dosham' : 'Chevvai Dosham');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await form.getByRole('button', { name: 'Save & Continue' }).click();
  const english = present
    ? 'Your birth chart shows chevvai dosham. Please choose Chevvai Dosham or Chevvai and Rahu / Kethu Dosham, or clear the birth time.'
    : /^Your birth chart shows (no chevvai dosham|chevvai dosham cancelled)/;
  await expect(form.getByText(english)).toBeVisible();
  await expect(dosam).toBeFocused();
  await expect(dosam).toBeInViewport();

  // The same in Tamil, after a reload in that language.
  await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
  await page.reload();
  const tamilForm = page.getByRole('form', { name: 'மதம், சாதி விவரங்கள்' });
  const tamilDosam = tamilForm.getByRole('combobox', { name: 'தோஷம்' });
  await tamilDosam.selectOption(present ? 'No Dosham' : 'Chevvai Dosham');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await tamilForm.getByRole('button', { name: 'சேமித்துத் தொடரவும்' }).click();
  await expect(tamilForm.getByText(present ? /^உங்கள் ஜாதகத்தில் செவ்வாய் தோஷம் உள்ளது\./ : /^உங்கள் ஜாதகத்தில் செவ்வாய்/)).toBeVisible();
  await expect(tamilDosam).toBeFocused();
  await expect(tamilDosam).toBeInViewport();
});
