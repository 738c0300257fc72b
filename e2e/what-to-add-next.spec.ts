import { expectAccessible } from './accessibility-helpers';
import { createMember, expect, login, test } from './fixtures';
import { loginInTamil } from './language-helpers';
import { BASIC, memberCall } from './member-helpers';

/** Members of this spec live in Chandigarh, which no other spec searches. */
const PLACE = { state: 'Chandigarh', city: 'Chandigarh' };

test.describe('What to add next', () => {
  test('a new member is shown the three things that help most, and each link leads where it is added', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { name: 'Harpreet Kaur' });
    await login(page, member);
    const card = page.getByRole('region', { name: 'What to add next' });
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expect(card.getByRole('link')).toHaveText([
      /^Add your gender, date of birth and place/,
      /^Add a profile photo/,
      /^Set your partner preferences/,
    ]);
    await expect(card).toContainText('After these, 9 more things to add.');
    await expectAccessible(page, 'the edit profile page with What to add next');

    // The first leads to the basic section on this page.
    await card.getByRole('link', { name: /Add your gender/ }).click();
    await expect(page).toHaveURL('/edituserprofile#basic-info');
    await expect(page.getByRole('region', { name: 'Basic info' })).toBeInViewport();

    // With the basics saved, the card moves on (here and on Matches), and the photo leads to the gallery.
    await memberCall(request, member.token, 'updateProfile', { ...BASIC, ...PLACE });
    await page.goto('/matches');
    const onMatches = page.getByRole('region', { name: 'What to add next' });
    await expect(onMatches.getByRole('link').first()).toHaveText(/^Add a profile photo/);
    await onMatches.getByRole('link', { name: /Add a profile photo/ }).click();
    await expect(page).toHaveURL('/userprofile');
  });

  test.describe('in Tamil', () => {
    test.use({ locale: 'ta-IN' });

    test('the card reads in Tamil and leads to the partner preferences', async ({ page, request }) => {
      const member = await createMember(request, { name: 'Simran Kaur' });
      await memberCall(request, member.token, 'updateProfile', { ...BASIC, ...PLACE });
      await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
      await loginInTamil(page, member);
      await expect(page).toHaveURL('/edituserprofile');
      const card = page.getByRole('region', { name: 'அடுத்து சேர்க்க வேண்டியவை' });
      await expect(card.getByRole('link')).toHaveText([
        /^சுயவிவரப் புகைப்படம் சேர்க்கவும்/,
        /^வரன் எதிர்பார்ப்புகளை அமைக்கவும்/,
        /^உங்கள் நட்சத்திரத்தைச் சேர்க்கவும்/,
      ]);
      await expectAccessible(page, 'What to add next in Tamil');
      await card.getByRole('link', { name: /வரன் எதிர்பார்ப்புகளை அமைக்கவும்/ }).click();
      await expect(page).toHaveURL('/partnerpreferences');
    });
  });
});
