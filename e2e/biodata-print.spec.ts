import { profileDetailsPath } from '@inai/shared';
import { expect, login, test, toast } from './fixtures';
import { loginInTamil } from './language-helpers';
import { memberCall } from './member-helpers';
import { biodataOf, brideWithBiodata, groomViewer, pdfPageCount, scrollsSideways, sectionTitles } from './biodata-print-helpers';

// The printable biodata (docs/decisions/0042): a paying member opens another member's biodata
// from her profile details, prints it on at most two A4 pages, and shares its link.

test.describe('the printable biodata in English', () => {
  test('opens from profile details with every section, prints on at most two A4 pages without its buttons', async ({
    page,
    request,
  }) => {
    const bride = await brideWithBiodata(request, 'Revathi Biodata', 'Bamboo Flat');
    const viewer = await groomViewer(request, 'Karthik Biodata', 'Gold');
    await login(page, viewer);
    await page.goto(profileDetailsPath(bride.id));
    await expect(page.getByRole('region', { name: 'Family' }).getByText('2 (1 married)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lifestyle & residence' }).getByText('Singapore')).toBeVisible();
    await page.getByTestId('biodata-link').click();
    await expect(page).toHaveURL(biodataOf(bride));

    await expect(page.getByRole('heading', { level: 1, name: 'Revathi Biodata' })).toBeVisible();
    expect(await sectionTitles(page)).toEqual([
      'Personal details',
      'Education & work',
      'Family',
      'Lifestyle & residence',
      'Horoscope',
      'Expectations',
      'Contact',
    ]);
    const sheet = page.getByTestId('biodata-sheet');
    for (const text of [
      '2 (1 married)',
      'Joint family',
      'Kollangudi Kaliamman',
      'Vegetarian',
      'Permanent resident',
      'Rohini',
      'Rishabam',
      'Must not',
      "Master's degree",
    ])
      await expect(sheet.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('biodata-photo')).toBeVisible();
    await expect(page).toHaveTitle('Revathi Biodata: biodata | Inai Matrimony');

    const print = page.getByRole('button', { name: 'Print or save as PDF' });
    const share = page.getByRole('button', { name: 'Share' });
    await expect(print).toBeVisible();
    await expect(share).toBeVisible();

    const pages = pdfPageCount(await page.pdf({ format: 'A4', printBackground: true }));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);

    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(share).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to profile' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(print).toBeVisible();
  });

  test('Share copies the link with a toast where the browser has no share sheet', async ({ page, request, context }) => {
    const bride = await brideWithBiodata(request, 'Meena Biodata', 'South Andaman');
    const viewer = await groomViewer(request, 'Arun Biodata', 'Platinum');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Desktop Chromium on Linux has no share sheet; make sure of it whatever the build.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await login(page, viewer);
    await page.goto(biodataOf(bride));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toast(page, 'Link copied. Paste it wherever you want to share it.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("a member without a plan gets the details page's refusal", async ({ page, request }) => {
    const bride = await brideWithBiodata(request, 'Lakshmi Biodata', 'Nicobar', { searchable: false });
    const free = await groomViewer(request, 'Free Biodata');
    await login(page, free);
    await page.goto(biodataOf(bride));
    await expect(
      page.getByText(
        'Access Restricted - You do not have permission to view this page. Please purchase a PLAN to view user details.',
      ),
    ).toBeVisible();
    await expect(toast(page, 'Please purchase a plan to view user details')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchase Plan' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByTestId('biodata-sheet')).toHaveCount(0);
    await expect(page.getByText('Lakshmi Biodata')).toHaveCount(0);
  });

  test('a member opens her own biodata from her profile page, without a plan', async ({ page, request }) => {
    const bride = await brideWithBiodata(request, 'Nila Biodata', 'Nicobar', { searchable: false });
    await login(page, bride);
    await page.goto('/userprofile');
    await page.getByTestId('biodata-link').click();
    await expect(page).toHaveURL(biodataOf(bride));
    await expect(page.getByRole('heading', { level: 1, name: 'Nila Biodata' })).toBeVisible();
    await expect(page.getByText('This is your biodata. What you change in your profile shows here too.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/userprofile');
    await expect(page.getByTestId('biodata-photo')).toBeVisible();
  });
});

test.describe('the printable biodata in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('reads in Tamil: headings, labels and values, and fits 375 px without sideways scroll', async ({ page, request }) => {
    const bride = await brideWithBiodata(request, 'Kavitha Biodata', 'Port Blair');
    const viewer = await groomViewer(request, 'Senthil Biodata', 'Silver');
    await memberCall(request, viewer.token, 'updateUser', { locale: 'ta' });
    await loginInTamil(page, viewer);
    await expect(page).toHaveURL('/edituserprofile');
    await page.goto(biodataOf(bride));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    expect(await sectionTitles(page)).toEqual([
      'தனிப்பட்ட விவரங்கள்',
      'கல்வி, பணி',
      'குடும்பம்',
      'வாழ்க்கை முறை, வசிப்பிடம்',
      'ஜாதகம்',
      'வரன் எதிர்பார்ப்புகள்',
      'தொடர்புக்கு',
    ]);
    const sheet = page.getByTestId('biodata-sheet');
    for (const text of ['2 (1 பேருக்குத் திருமணம் ஆனது)', 'கூட்டுக் குடும்பம்', 'சைவம்', 'சிங்கப்பூர்', 'ரோகிணி', 'கூடாது'])
      await expect(sheet.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'அச்சிட அல்லது PDF-ஆகச் சேமிக்க' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'பகிர' })).toBeVisible();
    expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBeLessThanOrEqual(2);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('heading', { level: 1, name: 'Kavitha Biodata' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
