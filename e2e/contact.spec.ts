import { expect, readOutbox, test, TOAST_COLOURS } from './fixtures';

const TOOLTIP = 'Exciting things are on the way! Our website is under construction and will be live soon. Stay tuned!';

test.describe('Contact Us', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('shows the three cards: Customer Relations, Our Office and WhatsApp Support', async ({ page }) => {
    await expect(page).toHaveTitle('Contact Us | Inai Matrimony');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const cards = page.getByRole('region', { name: 'Ways to reach us' });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Customer Relations', 'Our Office', 'WhatsApp Support']);

    const office = cards.locator('li', { has: page.getByRole('heading', { name: 'Our Office' }) });
    await expect(office).toContainText('Inai Matrimony Services Private Limited');
    await expect(office.getByRole('link', { name: 'support@inaimatrimony.in' })).toHaveAttribute(
      'href',
      'mailto:support@inaimatrimony.in',
    );
    await expect(office.getByRole('link', { name: '+91 94430 21050' })).toBeVisible();
    await expect(office).toContainText('Coimbatore 641004, Tamilnadu, India');

    const join = cards.getByRole('link', { name: 'Join Channel' });
    await expect(join).toHaveAttribute('href', /^https:\/\/whatsapp\.com\/channel\//);
    await expect(join).toHaveAttribute('target', '_blank');
  });

  test("'Get Support' is disabled and explains why in a tooltip", async ({ page }) => {
    const link = page.getByRole('link', { name: 'Get Support' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
    const tooltip = page.getByRole('tooltip', { includeHidden: true });
    await expect(tooltip).toHaveText(TOOLTIP);
    await expect(tooltip).toBeHidden();
    await link.hover();
    await expect(tooltip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await link.focus();
    await expect(tooltip).toBeVisible();
    // Playwright will not click what is aria-disabled; force it to prove the link goes nowhere.
    await link.click({ force: true });
    await expect(page).toHaveURL('/contact');
  });

  test('the enquiry form shows a message under each empty field', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Phone is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Email').fill('meena@example');
    await form.getByLabel('Phone').fill('98765');
    await form.getByLabel('Name').click();
    await expect(form.getByText('Invalid email format')).toBeVisible();
    await expect(form.getByText('Phone number must be 10 digits')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a valid enquiry is mailed to support, confirmed in a green toast, and the form is reset', async ({ page, request }) => {
    const name = `Meena ${Date.now()}`;
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('meena@example.com');
    await form.getByLabel('Phone').fill('9443012345');
    await form.getByLabel('Message').fill('Do you have profiles from Madurai?\nThank you.');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();

    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Your enquiry has been sent successfully!' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS('background-color', TOAST_COLOURS.success);
    await expect(toast).toHaveCSS('width', '300px');
    await expect(toast.getByRole('button')).toHaveCount(0);
    for (const field of ['Name', 'Email', 'Phone', 'Message']) await expect(form.getByLabel(field)).toHaveValue('');

    const mail = (await readOutbox(request)).find((m) => m.subject.endsWith(`from ${name}`));
    expect(mail).toMatchObject({ to: 'support@inaimatrimony.in', replyTo: 'meena@example.com' });
    expect(mail!.text).toContain('Do you have profiles from Madurai?');

    // Toasts leave on their own after 3000 ms (then a 0.75 s exit animation); they have no close button.
    await page.waitForTimeout(2000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 4000 });
  });

  test('a failed enquiry shows the error toast and keeps what was typed', async ({ page, guard }) => {
    guard.allowConsoleError(/503/);
    await page.route('**/api/enquiry', (route) =>
      route.fulfill({
        status: 503,
        json: { success: false, message: 'There was an issue sending your enquiry. Please try again.' },
      }),
    );
    const form = page.getByRole('form', { name: 'Enquiry form' });
    await form.getByLabel('Name').fill('Ravi');
    await form.getByLabel('Email').fill('ravi@example.com');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const toast = page
      .locator('.Toastify__toast')
      .filter({ hasText: 'There was an issue sending your enquiry. Please try again.' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCSS('background-color', TOAST_COLOURS.error);
    await expect(form.getByLabel('Name')).toHaveValue('Ravi');
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
  });
});
