import type { Page } from '@playwright/test';
import { createMember, expect, submitLogin, test } from './fixtures';
import { expectAccessible, expectScreensAccessible } from './accessibility-helpers';
import { makeOperator } from './admin-helpers';
import { loginInTamil } from './language-helpers';
import { publicScreens } from './screens';
import { BASIC, memberCall } from './member-helpers';
import { addPhotoAndHoroscope, grantPlan, seedWomen, waitUntilSearchable } from './search-helpers';

// Every screen, in English and in Tamil, checked by axe-core: no serious or critical
// WCAG 2.1 A/AA violation. Each language has its own city so the two runs never meet.
const LANGUAGES = [
  { locale: 'en-IN', lang: 'en', city: 'Noney', visitorCity: 'Tengnoupal', forgot: 'Forgot Password?' },
  { locale: 'ta-IN', lang: 'ta', city: 'Pherzawl', visitorCity: 'Ukhrul', forgot: 'கடவுச்சொல் மறந்துவிட்டதா?' },
] as const;

const MEMBER = [
  '/edituserprofile',
  '/partnerpreferences',
  '/userprofile',
  '/userhoroscope',
  '/userinterests',
  '/premiumuserbenefits',
  '/userplan',
  '/settings',
  '/chat',
  '/shortlisted',
  '/viewers',
  '/verify-id',
  '/matches',
  '/PaymentPage?plan=3',
];

/** Signs in through the Login screen in the page's language. */
async function signIn(page: Page, lang: 'en' | 'ta', member: { email: string; password: string }) {
  if (lang === 'ta') return loginInTamil(page, member);
  await page.goto('/login');
  await submitLogin(page, member);
}

const CONSOLE_TABS = ['queue', 'members', 'ids', 'photos', 'signals', 'payments', 'enquiries', 'audit'];

for (const { locale, lang, city, visitorCity, forgot } of LANGUAGES) {
  test.describe(`accessibility in ${lang === 'en' ? 'English' : 'Tamil'}`, () => {
    test.use({ locale });

    test('the public screens, a visitor’s results and the forgotten-password dialog', async ({ page, request }) => {
      test.setTimeout(120_000);
      await seedWomen(request, visitorCity, 1, { religion: 'Hindu', caste: 'Pillai' }, 'Manipur');
      await waitUntilSearchable(request, visitorCity, 1, 'Manipur');
      await expectScreensAccessible(page, [
        ...publicScreens(lang),
        `/allprofiles?gender=Female&age=18+to+30&religion=Any&state=Manipur&city=${visitorCity}`,
      ]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.goto('/login');
      await page.getByRole('button', { name: forgot }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'the forgotten-password dialog');
    });

    test('the member screens, results, matches and a profile', async ({ page, request }) => {
      test.setTimeout(150_000);
      const [bride] = await seedWomen(request, city, 1, { religion: 'Hindu', caste: 'Pillai' }, 'Manipur');
      await addPhotoAndHoroscope(request, bride!);
      await waitUntilSearchable(request, city, 1, 'Manipur');
      const member = await createMember(request);
      await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Male', dob: '1993-06-06' });
      await memberCall(request, member.token, 'updateUser', { locale: lang });
      grantPlan(member.id, 'Platinum');
      await signIn(page, lang, member);
      await expect(page).toHaveURL('/edituserprofile');

      const results = `/allprofiles?gender=Female&age=18+to+30&religion=Any&state=Manipur&city=${city}`;
      await expectScreensAccessible(page, [...MEMBER, results]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByRole('link', { name: bride!.name }).click();
      await expect(page).toHaveURL(/\/profiledetails\//);
      await expectAccessible(page, 'profile details');
    });

    test('the e-mail verification screen', async ({ page, request }) => {
      const unverified = await createMember(request, { verified: false });
      await memberCall(request, unverified.token, 'updateUser', { locale: lang });
      await signIn(page, lang, unverified);
      await expect(page).toHaveURL('/verifyotp');
      await expectAccessible(page, '/verifyotp');
    });

    test('every tab of the console', async ({ page, request }) => {
      // Eight screens, each scanned by axe: on a busy two-core runner a Tamil scan takes seconds.
      test.setTimeout(150_000);
      const operator = await createMember(request, { name: 'Axe Operator' });
      await memberCall(request, operator.token, 'updateUser', { locale: lang });
      makeOperator(operator.id);
      await signIn(page, lang, operator);
      await expect(page).toHaveURL('/edituserprofile');
      await expectScreensAccessible(
        page,
        CONSOLE_TABS.map((tab) => `/admin?tab=${tab}`),
      );
    });
  });
}
