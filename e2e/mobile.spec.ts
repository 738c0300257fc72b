import { createMember, expect, login, test } from './fixtures';
import { grantPlan, seedWomen } from './search-helpers';

const PAGES = ['/', '/about', '/contact', '/privacypolicy', '/termsconditions', '/refundpolicy', '/comingsoon', '/no-such-page'];

for (const path of PAGES) {
  test(`${path} fits a 375-px-wide phone without sideways scrolling`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.view).toBe(375);
    expect(widths.doc).toBeLessThanOrEqual(375);
  });
}

test('on a phone the main navigation opens from the menu button and closes after choosing a page', async ({ page }) => {
  await page.goto('/');
  const openButton = page.getByRole('button', { name: 'Open menu' });
  await expect(openButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await openButton.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Profiles',
    'Pricing',
    'About Us',
    'Matches',
    'Contact Us',
    'Register',
    'Login',
  ]);
  await nav.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('on a phone the home search form is usable and shows its messages', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Search for a partner' });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByText('Gender Required')).toBeInViewport();
  await form.getByLabel('State').selectOption('Tamil Nadu');
  await expect(form.getByLabel('City')).toBeEnabled();
});

test('the member screens fit a phone: side menu as a scrolling row, forms in one column', async ({ page, request }) => {
  const member = await createMember(request);
  await login(page, member);
  for (const path of ['/edituserprofile', '/partnerpreferences', '/userprofile', '/userhoroscope']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Member menu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});

test('on a phone the results fit, and the filters open from the Profile filters button', async ({ page }) => {
  await page.goto('/allprofiles?gender=Female&age=18+to+30&religion=Any');
  await expect(page.getByRole('heading', { name: 'Browse Profiles', level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Profile filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('form', { name: 'Profile filters' })).toBeHidden();
  await toggle.click();
  const panel = page.getByRole('form', { name: 'Profile filters' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Gender')).toHaveValue('Female');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText(/^Showing \d+ profiles$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('on a phone a paying member reads a profile without sideways scrolling', async ({ page, request }) => {
  const [bride] = await seedWomen(request, 'Gyalshing', 1);
  const member = await createMember(request);
  grantPlan(member.id, 'Platinum');
  await login(page, member);
  await page.goto(`/profiledetails/${encodeURIComponent(Buffer.from(String(bride!.id)).toString('base64'))}`);
  await expect(page.getByRole('heading', { name: bride!.name, level: 1 })).toBeVisible();
  await expect(page.getByText('1 profile opened this month, no limit on your plan')).toBeVisible();
  // Platinum includes chat, which opens once an interest between them is accepted: the control says so.
  await expect(page.getByRole('button', { name: 'Chat once an interest is accepted' })).toBeDisabled();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
