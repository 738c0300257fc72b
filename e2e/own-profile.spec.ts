import { biodataPath, profileDetailsPath } from '@inai/shared';
import { expect, newMember, otpIn, submitRegistration, test, toast, waitForMail } from './fixtures';
import { memberCall } from './member-helpers';
import { typeCode } from './mobile-verification-helpers';
import { brideWithFacts, expectFacts, OWN } from './own-profile-helpers';
import { shot } from './screenshots';

test.describe('One’s own profile, names and numbers', () => {
  test('a family abroad registers with its own number, corrects the name, and sees the profile as others do', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const x = OWN.en;
    const member = { ...newMember(), name: 'Kavya Ramn', phone: '+44 7911 123456' };
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registration form' });
    const phone = form.getByLabel('Phone');
    await expect(phone).toHaveAccessibleDescription(
      'In India: the 10-digit number. Outside India: + and the country code, e.g. +44 7911 123456.',
    );
    // A name without letters and a number too short for its country say what to write instead.
    await form.getByLabel('Name').fill('🙂🙂');
    await phone.fill('+44 12');
    await form.getByLabel('Email').click();
    await expect(
      form.getByText(
        'Please write the name in Tamil or English letters. Spaces, dots (as in initials), hyphens and apostrophes may go between them.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      form.getByText(
        'Please check the number: after + come the country code and the number, as dialled from another country (e.g. +44 7911 123456).',
        { exact: true },
      ),
    ).toBeVisible();
    await submitRegistration(page, member);
    await expect(page).toHaveURL('/verifyotp');
    await typeCode(page, otpIn(await waitForMail(request, member.email)), 'Digit');
    await page.getByRole('button', { name: 'Submit' }).click();
    // No text can reach +44: the step says so and offers what there is instead.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your mobile number');
    await expect(page.getByTestId('texts-india-only')).toHaveText(x.noTexts('+447911123456'));
    await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Verify my ID' })).toHaveAttribute('href', '/verify-id');
    await shot(page, 'own-profile-abroad-step-en');
    await page.getByRole('link', { name: 'Go to my profile' }).click();
    await expect(page).toHaveURL('/edituserprofile');

    // The name: corrected twice, then the month's limit says when.
    const card = page.locator('#basic-info');
    await expect(card.getByLabel('Name', { exact: true })).toHaveValue('Kavya Ramn');
    for (const name of ['Kavya Raman', 'Kavya  Ramanathan ']) {
      await card.getByRole('button', { name: x.correct }).click();
      const nameForm = page.getByRole('form', { name: x.nameForm });
      await expect(nameForm.getByLabel(x.nameLabel)).toHaveAccessibleDescription(x.nameHint);
      await nameForm.getByLabel(x.nameLabel).fill(name);
      await nameForm.getByRole('button', { name: x.saveName }).click();
      await expect(toast(page, x.saved)).toBeVisible();
      await expect(card.getByLabel('Name', { exact: true })).toHaveValue(name.trim().replace(/\s+/g, ' '));
    }
    await card.getByRole('button', { name: x.correct }).click();
    const nameForm = page.getByRole('form', { name: x.nameForm });
    await nameForm.getByLabel(x.nameLabel).fill('Kavya R.');
    await nameForm.getByRole('button', { name: x.saveName }).click();
    await expect(nameForm.locator('.field-error')).toHaveText(x.limit);
    await shot(page, 'own-profile-name-limit-en', nameForm);
  });

  test('a member sees their own details as others do, with units, in English and in Tamil', async ({ page, request }) => {
    test.setTimeout(90_000);
    const bride = await brideWithFacts(request, { name: 'Meena Sundar', phone: '+1 415 555 2671' });

    await page.goto('/login');
    const login = page.getByRole('form', { name: 'Login form' });
    await login.getByLabel('Email').fill(bride.email);
    await login.getByLabel('Password', { exact: true }).fill(bride.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/edituserprofile');
    await page.getByRole('link', { name: OWN.en.link }).click();
    await expect(page).toHaveURL(profileDetailsPath(bride.id));
    const banner = page.getByRole('region', { name: OWN.en.banner });
    await expect(banner).toContainText(OWN.en.explain);
    // No plan, yet no "Access restricted": the page, without the buttons aimed at another member.
    await expect(page.getByText(/Access Restricted/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Send interest/ })).toHaveCount(0);
    await expectFacts(page.getByRole('region', { name: OWN.en.personal }), 'en');
    const contact = page.getByRole('region', { name: OWN.en.contact });
    await expect(contact.getByRole('link', { name: '+14155552671' })).toHaveAttribute('href', 'tel:+14155552671');
    await shot(page, 'own-profile-details-en');
    await page.goto(biodataPath(bride.id));
    await expectFacts(page.getByTestId('biodata-sheet'), 'en');

    // In Tamil: the same page, its banner and units in Tamil; back to editing from the banner.
    await memberCall(request, bride.token, 'updateUser', { locale: 'ta' });
    // The member's saved language takes over the screens once the page loads again.
    await page.goto('/edituserprofile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await page.getByRole('link', { name: OWN.ta.link }).click();
    const tamilBanner = page.getByRole('region', { name: OWN.ta.banner });
    await expect(tamilBanner).toContainText(OWN.ta.explain);
    await expectFacts(page.getByRole('region', { name: OWN.ta.personal }), 'ta');
    await shot(page, 'own-profile-details-ta');
    await page.goto(biodataPath(bride.id));
    await expectFacts(page.getByTestId('biodata-sheet'), 'ta');
    await page.goto(profileDetailsPath(bride.id));
    await page.getByRole('region', { name: OWN.ta.banner }).getByRole('link', { name: OWN.ta.edit }).click();
    await expect(page).toHaveURL('/edituserprofile');

    // Settings: the number abroad is not offered a texted code, and says so in Tamil.
    await page.goto('/settings');
    await expect(page.getByTestId('texts-india-only')).toHaveText(OWN.ta.noTexts('+14155552671'));
    await expect(page.getByRole('button', { name: 'OTP அனுப்ப' })).toHaveCount(0);

    // The name in Tamil: after two changes the limit says when, in Tamil.
    for (const name of ['மீனா சுந்தர்', 'மீனா சுந்தரம்']) await memberCall(request, bride.token, 'profile/name', { name });
    await page.goto('/edituserprofile');
    const card = page.locator('#basic-info');
    await card.getByRole('button', { name: OWN.ta.correct }).click();
    const nameForm = page.getByRole('form', { name: OWN.ta.nameForm });
    await expect(nameForm.getByLabel(OWN.ta.nameLabel)).toHaveAccessibleDescription(OWN.ta.nameHint);
    await nameForm.getByLabel(OWN.ta.nameLabel).fill('மீனா சு.');
    await nameForm.getByRole('button', { name: OWN.ta.saveName }).click();
    await expect(nameForm.locator('.field-error')).toHaveText(OWN.ta.limit);
    await shot(page, 'own-profile-name-limit-ta', nameForm);
  });
});
