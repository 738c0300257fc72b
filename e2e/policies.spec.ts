import { expect, test } from './fixtures';

const POLICIES = [
  {
    path: '/privacypolicy',
    title: 'Privacy Policy',
    mustMention: [/at least 18|under 18/i, /third-party payment/i, /argon2id/i, /support@inaimatrimony\.in/],
  },
  {
    path: '/termsconditions',
    title: 'Terms and Conditions',
    mustMention: [/at least 18/i, /impersonat/i, /India/, /suspend/i, /malware|malicious/i],
  },
  { path: '/refundpolicy', title: 'Refund Policy', mustMention: [/no refund/i, /support@inaimatrimony\.in/, /\+91 94430 21050/] },
];

for (const policy of POLICIES) {
  test(`${policy.title}: full text, effective December 2024`, async ({ page }) => {
    await page.goto(policy.path);
    await expect(page).toHaveTitle(`${policy.title} | Inai Matrimony`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    await expect(page.getByText('Effective 1 December 2024')).toBeVisible();
    const article = page.locator('article');
    for (const pattern of policy.mustMention) await expect(article).toContainText(pattern);
    const sections = article.locator('section');
    expect(await sections.count()).toBeGreaterThanOrEqual(3);
    // The contents list jumps to each section.
    const first = page.getByRole('navigation', { name: 'Contents' }).getByRole('link').first();
    const target = await first.getAttribute('href');
    await first.click();
    await expect(page.locator(target!)).toBeInViewport();
  });
}

test('the privacy page sets its title, description, share image, canonical address and JSON-LD', async ({
  page,
  baseURL,
  request,
}) => {
  await page.goto('/privacypolicy');
  await expect(page).toHaveTitle('Privacy Policy | Inai Matrimony');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /personal information/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Privacy Policy | Inai Matrimony');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og-image.png`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/privacypolicy`);

  const image = await request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: 'Privacy Policy | Inai Matrimony',
    url: `${baseURL}/privacypolicy`,
    datePublished: '2024-12-01',
    publisher: { '@type': 'Organization', name: 'Inai Matrimony Services Private Limited' },
  });
});
