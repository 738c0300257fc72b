import { expect, test } from './fixtures';

test.describe('shared header and footer', () => {
  test('the top bar links search, About, Contact, the support e-mail and Login', async ({ page }) => {
    await page.goto('/');
    const topBar = page.getByRole('navigation', { name: 'Top bar' });
    await expect(topBar.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/allprofiles');
    await expect(topBar.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expect(topBar.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(topBar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'support@inaimatrimony.in' })).toHaveAttribute(
      'href',
      'mailto:support@inaimatrimony.in',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Logout' })).toHaveCount(0);
  });

  test('the main navigation lists Home, Profiles, Pricing, About Us, Matches, Contact Us and marks the current page', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Profiles', 'Pricing', 'About Us', 'Matches', 'Contact Us']);
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/allprofiles', '/pricing', '/about', '/matches', '/contact']);
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
  });

  test('the footer has the free-support e-mail, the policy, contact and feedback links, social icons and Join us today !', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Free support' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'support@inaimatrimony.in' })).toHaveAttribute(
      'href',
      'mailto:support@inaimatrimony.in',
    );
    const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    await expect(links).toHaveText([
      'Privacy Policy',
      'Terms and Conditions',
      'Contact Us',
      'Feedback',
      'Refund Policy',
      'Porutham calculator',
      'Birth chart calculator',
      'Grievance officer',
    ]);
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/privacypolicy',
      '/termsconditions',
      '/contact',
      '/contact',
      '/refundpolicy',
      '/porutham',
      '/jathagam',
      '/grievance',
    ]);
    const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount(5);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByRole('link', { name: 'Join us today !' })).toHaveAttribute('href', '/register');
  });

  test('footer links navigate within the app', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL('/refundpolicy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('the Pricing link opens the plans', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose the plan for your search');
  });
});
