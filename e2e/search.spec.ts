import type { Page } from '@playwright/test';
import { createMember, expect, login, test, toast } from './fixtures';
import { BASIC, memberCall } from './member-helpers';
import { addPhotoAndHoroscope, grantPlan, seedWomen, waitUntilSearchable } from './search-helpers';

/** Fills the home page's search form and sends it. */
async function homeSearch(page: Page, city: string) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Search for a partner' });
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('Age').selectOption('18 to 30');
  await form.getByLabel('Religion').selectOption('Any');
  await form.getByLabel('State').selectOption('Sikkim');
  await form.getByLabel('City').selectOption(city);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/allprofiles\?/);
}

const results = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('article');

/** The names on the current page of results. */
const names = async (page: Page) => (await results(page).getByRole('heading').allTextContents()).map((n) => n.trim());

test.describe('Search journeys', () => {
  test('a visitor searches from the home page, pages through, and is turned back at the details', async ({
    page,
    request,
    guard,
    playwright,
    baseURL,
  }) => {
    // Eleven: ten cards a page, and one on the second. An address may register ten accounts an
    // hour, so the eleventh comes from another.
    const women = await seedWomen(request, 'Gangtok', 10);
    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.251.0.11' } });
    const last = await createMember(other, { name: 'Gangtok Bride K' });
    await memberCall(other, last.token, 'updateProfile', { ...BASIC, dob: '2000-02-15', state: 'Sikkim', city: 'Gangtok' });
    await memberCall(other, last.token, 'updateProfile', { religion: 'Hindu', caste: 'Pillai' });
    await other.dispose();
    women.push({ id: last.id, name: 'Gangtok Bride K', token: last.token });
    await waitUntilSearchable(request, 'Gangtok', 11);
    await homeSearch(page, 'Gangtok');

    await expect(page.getByRole('heading', { name: 'Browse Profiles', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join now for Free' })).toHaveAttribute('href', '/register');
    await expect(page.getByText('Showing 11 profiles')).toBeVisible();
    await expect(page.getByText('Purchase a plan to see photos and full profiles')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchase Plan' })).toHaveAttribute('href', '/pricing');
    await expect(results(page)).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Cards of a viewer without a plan open nothing; missing degree, job type and height read N/A.
    await expect(results(page).first().getByRole('link')).toHaveCount(0);
    await expect(results(page).first().getByText('N/A')).toHaveCount(2); // degree, job type (height was saved)
    const first = await names(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(new Set([...first, ...(await names(page))])).toEqual(new Set(women.map((w) => w.name)));

    // The list layout works, and Back returns to page 1.
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    // A details address opened without signing in: the server refuses (401), the page explains and returns.
    guard.allowConsoleError(/status of 401/);
    const encoded = encodeURIComponent(Buffer.from(String(women[0]!.id)).toString('base64'));
    await page.goto(`/profiledetails/${encoded}`);
    await expect(toast(page, 'Authentication token is required')).toBeVisible();
    await expect(
      page.getByText(
        'Access Restricted - You do not have permission to view this page. Please purchase a PLAN to view user details.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL('/allprofiles', { timeout: 4000 });
  });

  test('the filter panel checks gender, then age, then religion, and searches by caste', async ({ page, request }) => {
    await seedWomen(request, 'Jorethang', 2, { religion: 'Hindu', caste: 'Nadar' });
    await seedWomen(request, 'Jorethang', 1, { religion: 'Christian', caste: 'Nadar' });
    await waitUntilSearchable(request, 'Jorethang', 3);
    await page.goto('/allprofiles');
    await expect(page.getByText('Choose who you are looking for, an age range and a religion to see profiles.')).toBeVisible();
    const panel = page.getByRole('form', { name: 'Profile filters' });
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect(toast(page, 'Gender Required')).toBeVisible();
    await expect(panel.getByLabel('Gender')).toBeFocused();
    await panel.getByLabel('Gender').selectOption({ label: 'Women' });
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect(panel.getByLabel('Age')).toBeFocused();
    await expect(panel.getByText('Age Required')).toBeVisible();
    await panel.getByLabel('Age').selectOption('18 to 30');
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect(panel.getByLabel('Religion')).toBeFocused();
    await panel.getByLabel('Religion').selectOption('Hindu');
    await panel.getByLabel('Caste').selectOption('Nadar');
    await panel.getByLabel('State').selectOption('Sikkim');
    await panel.getByLabel('City').selectOption('Jorethang');
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Showing 2 profiles')).toBeVisible();
    await expect(results(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Send your queries' })).toHaveAttribute('href', '/contact');

    await panel.getByLabel('City').selectOption('Namchi');
    await panel.getByLabel('Religion').selectOption('Jain');
    await panel.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No profiles found. Try adjusting your filters to find the perfect match')).toBeVisible();
    await expect(page.getByText('Showing 0 profiles')).toBeVisible();

    // An address past the last page moves to the last page; one the server refuses says so.
    await page.goto('/allprofiles?gender=Female&age=18+to+30&religion=Hindu&caste=Nadar&state=Sikkim&city=Jorethang&page=9');
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await expect(page).toHaveURL(/caste=Nadar&state=Sikkim&city=Jorethang$/);
    await expect(results(page)).toHaveCount(2);
    await page.goto('/allprofiles?gender=Female&age=18+to+30&religion=Hindu&caste=Nobody');
    await expect(toast(page, 'Please try again!')).toBeVisible();
  });

  test('a free member sees blurred results and matches, can send an interest, and is asked to buy a plan for details', async ({
    page,
    request,
    guard,
  }) => {
    const women = await seedWomen(request, 'Mangan', 3, { religion: 'Buddhist', caste: 'Other' });
    await waitUntilSearchable(request, 'Mangan', 3);
    const member = await createMember(request, { name: 'Arun Kumar' });
    await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Male', dob: '1994-02-02' });
    await memberCall(request, member.token, 'updatePartnerPreferences', {
      gender: 'Female',
      age: 'no_preference',
      religion: 'Buddhist',
      // Their caste, not any: other files seed Buddhist brides of other castes in the same database.
      caste: 'Other',
    });
    await login(page, member);
    // Arriving without a search, a man's filters start at 'Women'.
    await page.goto('/allprofiles');
    await expect(page.getByRole('form', { name: 'Profile filters' }).getByLabel('Gender')).toHaveValue('Female');

    await homeSearch(page, 'Mangan');
    await expect(page.getByText('Start Searching for Your Soulmate, Arun Kumar!')).toBeVisible();
    await expect(page.getByText('Showing 3 profiles')).toBeVisible();
    await expect(results(page).first().getByRole('link')).toHaveCount(0);

    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'Discover Your Perfect Match' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit partner preferences' })).toHaveAttribute('href', '/partnerpreferences');
    await expect(page.getByText('3 matching profiles')).toBeVisible();
    await expect(page.getByText('Upgrade to a paid plan to see your matches clearly and open their profiles.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchase Plan' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    // Today's matches above show these women too: the list is the Matches region's.
    const matches = page.getByRole('region', { name: 'Matches' });
    const card = matches.getByRole('article', { name: women[1]!.name });
    await expect(card.getByRole('link', { name: 'Unlock chat' })).toHaveAttribute('href', '/pricing');
    await expect(card.getByRole('button', { name: 'More details' })).toBeDisabled();
    await card.getByRole('button', { name: 'Send interest' }).click();
    await expect(toast(page, 'Interest sent successfully')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Interest sent' })).toBeDisabled();
    await page.reload();
    await expect(
      matches.getByRole('article', { name: women[1]!.name }).getByRole('button', { name: 'Interest sent' }),
    ).toBeVisible();

    guard.allowConsoleError(/status of 402/);
    const encoded = encodeURIComponent(Buffer.from(String(women[0]!.id)).toString('base64'));
    await page.goto(`/profiledetails/${encoded}`);
    await expect(toast(page, 'Please purchase a plan to view user details')).toBeVisible();
    await expect(page).toHaveURL('/allprofiles', { timeout: 5000 });
  });

  test('a paying member searches, pages on, opens a profile with its privacy applied, and sends an interest', async ({
    page,
    request,
  }) => {
    const women = await seedWomen(request, 'Namchi', 5);
    // One bride with a photo and a horoscope who hides her phone number (a Gold member's switch).
    const bride = women[4]!;
    grantPlan(bride.id, 'Gold');
    await addPhotoAndHoroscope(request, bride);
    await memberCall(request, bride.token, 'updateUser', { mobile_number_visibility: 1 });
    await memberCall(request, bride.token, 'updateProfile', { job_type: 'Employee', degree: 'B.E.', company_name: 'Zoho' });
    await waitUntilSearchable(request, 'Namchi', 5);

    const member = await createMember(request, { name: 'Karthik Raja' });
    await memberCall(request, member.token, 'updateProfile', { ...BASIC, gender: 'Male', dob: '1993-06-06' });
    grantPlan(member.id, 'Gold');
    await login(page, member);

    await homeSearch(page, 'Namchi');
    await expect(page.getByText('Showing 5 profiles')).toBeVisible();
    await expect(page.getByText('Purchase a plan to see photos and full profiles')).toHaveCount(0);
    let found = results(page).filter({ hasText: bride.name });
    if ((await found.count()) === 0) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Page 2 of 2')).toBeVisible();
      found = results(page).filter({ hasText: bride.name });
    }
    await expect(found.getByText('B.E.')).toBeVisible();
    await found.getByRole('link', { name: bride.name }).click();

    await expect(page).toHaveURL(
      new RegExp(`/profiledetails/${encodeURIComponent(Buffer.from(String(bride.id)).toString('base64'))}$`),
    );
    await expect(page.getByRole('heading', { name: bride.name, level: 1 })).toBeVisible();
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
    for (const section of [
      'About',
      'Photo gallery',
      'Contact info',
      'Personal information',
      'Religion & Caste',
      'Other details',
      'Horoscope gallery',
      'Social media',
    ]) {
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    const contact = page.getByRole('region', { name: 'Contact info' });
    await expect(contact.getByText('Phone number is hidden')).toBeVisible();
    // No accepted interest between them: the street address is not his to see (docs/decisions/0060).
    await expect(contact.getByTestId('address-withheld')).toHaveText('Shown only after an interest between you is accepted');
    await expect(contact.getByText('12 South Masi Street, Madurai')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Personal information' }).getByText('Zoho')).toBeVisible();
    // Hiding the phone hides the WhatsApp number too; the other five links were never given.
    const social = page.getByRole('region', { name: 'Social media' });
    await expect(social.getByText('Phone number is hidden')).toBeVisible();
    await expect(social.getByText('Not specified')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Photo gallery' }).getByRole('img')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Horoscope gallery' }).getByRole('link', { name: /View/ })).toHaveCount(1);
    await expect(page.getByText('1 of 100 profile views used this month')).toBeVisible();

    await page.getByRole('button', { name: 'Send interest' }).click();
    await expect(toast(page, 'Interest sent successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Interest sent' })).toBeDisabled();

    // Matches for a paying member: working links; chat comes with Platinum, so Gold sees 'Unlock chat'.
    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'Discover Your Perfect Match' })).toBeVisible();
    const firstMatch = page.getByRole('region', { name: 'Matches' }).getByRole('article').first();
    await expect(firstMatch.getByRole('link', { name: 'Unlock chat' })).toHaveAttribute('href', '/pricing');
    await expect(firstMatch.getByRole('link', { name: 'More details' })).toHaveAttribute('href', /^\/profiledetails\//);
    await expect(page.getByText('Upgrade to a paid plan to see your matches clearly and open their profiles.')).toHaveCount(0);
  });
});
