import { expectAccessible } from './accessibility-helpers';
import { createMember, expect, test } from './fixtures';
import { memberCall } from './member-helpers';
import {
  codeTextedTo,
  detailsOf,
  freshNumber,
  MOBILE_STATES,
  numberVerifiedElsewhere,
  payingViewer,
  printed,
  registerToMobileStep,
  sendAndVerify,
  signIn,
  TEXTS,
  typeCode,
  withBasics,
  type Lang,
} from './mobile-verification-helpers';

const STATE = MOBILE_STATES.desktop;

for (const lang of ['en', 'ta'] as const satisfies readonly Lang[]) {
  const x = TEXTS[lang];
  test.describe(`mobile verification (${lang})`, () => {
    test.use({ locale: lang === 'ta' ? 'ta-IN' : 'en-IN' });

    test('register → e-mail code → the texted code → a paying member sees the badge on details and biodata', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(60_000);
      const member = await registerToMobileStep(page, request, lang);
      await expectAccessible(page, 'the mobile step');
      await sendAndVerify(page, request, lang, member.phone);
      // Verified, the member goes on to their profile.
      await expect(page).toHaveURL('/edituserprofile', { timeout: 6000 });

      await withBasics(request, member.token, STATE);
      const viewer = await payingViewer(request, lang, STATE);
      const context = await browser.newContext({ locale: lang === 'ta' ? 'ta-IN' : 'en-IN' });
      const other = await context.newPage();
      await signIn(other, lang, viewer);
      await other.goto(detailsOf(member));
      await expect(other.getByTestId('mobile-verified-badge')).toHaveText(x.badge);
      const contact = other.getByRole('region', { name: lang === 'ta' ? 'தொடர்பு விவரங்கள்' : 'Contact info' });
      await expect(contact).toContainText(member.phone);
      await expect(contact).not.toContainText(lang === 'ta' ? '(சரிபார்க்கப்படவில்லை)' : '(not verified)');
      await expectAccessible(other, 'profile details with the badge');
      await other.getByTestId('biodata-link').click();
      await expect(other.getByTestId('biodata-sheet').getByTestId('mobile-verified-badge')).toHaveText(x.badge);
      await context.close();
    });

    test('Settings: verify the number, then change it; the old number stays until the new code is entered', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const member = await createMember(request, { name: 'Nila Venkatesan' });
      await withBasics(request, member.token, STATE);
      if (lang === 'ta') await memberCall(request, member.token, 'updateUser', { locale: 'ta' });
      await signIn(page, lang, member);
      await page.goto('/settings');
      const card = page.getByRole('region', { name: x.card });
      await expect(card.getByTestId('own-mobile-number')).toHaveText(printed(member.phone));
      await expect(card).toContainText(x.notVerified);
      await expectAccessible(page, '/settings');

      await sendAndVerify(page, request, lang, member.phone);
      await expect(card.getByText(x.isVerified, { exact: true })).toBeVisible();

      await card.getByRole('button', { name: x.change }).click();
      const form = card.getByRole('form', { name: x.changeForm });
      await expect(form).toContainText(x.stays(member.phone));
      await form.getByLabel(x.newNumber).fill(member.phone);
      await form.getByRole('button', { name: x.sendCode }).click();
      await expect(form.getByText(x.same)).toBeVisible();
      // A number another account verified is refused, pointing to signing in or to support.
      await form.getByLabel(x.newNumber).fill(await numberVerifiedElsewhere(request));
      await form.getByRole('button', { name: x.sendCode }).click();
      await expect(form.getByText(x.takenElsewhere)).toBeVisible();

      const fresh = freshNumber();
      await form.getByLabel(x.newNumber).fill(fresh);
      await form.getByRole('button', { name: x.sendCode }).click();
      await expect(card.getByRole('status').filter({ hasText: x.sent(fresh) })).toBeVisible();
      // The old number is still the member's, and still verified.
      await expect(card.getByTestId('own-mobile-number')).toHaveText(printed(member.phone));
      await expectAccessible(page, '/settings, a code sent to a new number');
      await typeCode(page, await codeTextedTo(request, fresh), x.digit);
      await card.getByRole('button', { name: x.verify, exact: true }).click();
      await expect(card.getByRole('status').filter({ hasText: x.changed })).toBeVisible();
      await expect(card.getByTestId('own-mobile-number')).toHaveText(printed(fresh));
      await expect(card.getByText(x.isVerified, { exact: true })).toBeVisible();

      // As the server now has it, after a reload too.
      await page.reload();
      await expect(page.getByRole('region', { name: x.card }).getByTestId('own-mobile-number')).toHaveText(printed(fresh));
    });
  });
}
