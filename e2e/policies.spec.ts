import { GRIEVANCE_PROMISE, PRIVACY_RIGHTS, SITE } from '@inai/shared';
import { expect, test } from './fixtures';

const POLICIES = [
  {
    path: '/privacypolicy',
    title: 'Privacy Policy',
    mustMention: [
      /at least 18|under 18/i,
      /third-party payment/i,
      /argon2id/i,
      /support@inaimatrimony\.in/,
      /We never store your ID number/,
      /Chat messages/,
      /Who viewed me/,
      /Download my data/,
      new RegExp(`${PRIVACY_RIGHTS.deletionGraceDays} days later`),
      /Sign-up address/,
      /Payment records: kept after your account is erased/,
      /‘Mobile verified’ badge/,
      /you can change your mobile number in Settings/,
      /text-message provider MSG91/,
      /Saved searches and today’s matches/,
      /at 7:00 in the morning India time/,
      /stop link at the foot of each mail, which works without signing in/,
      /service worker/,
      new RegExp(`within ${GRIEVANCE_PROMISE.acknowledgeHours} hours`),
      new RegExp(`within ${GRIEVANCE_PROMISE.resolveDays} days`),
    ],
  },
  {
    path: '/termsconditions',
    title: 'Terms and Conditions',
    mustMention: [
      /at least 18/i,
      /impersonat/i,
      /India/,
      /suspend/i,
      /malware|malicious/i,
      /‘ID verified’ badge/,
      /‘Mobile verified’ badge/,
      new RegExp(`within ${GRIEVANCE_PROMISE.resolveDays} days`),
    ],
  },
  { path: '/refundpolicy', title: 'Refund Policy', mustMention: [/no refund/i, /support@inaimatrimony\.in/, /\+91 94430 21050/] },
];

for (const policy of POLICIES) {
  test(`${policy.title}: full text, effective ${SITE.policiesEffective}`, async ({ page }) => {
    await page.goto(policy.path);
    await expect(page).toHaveTitle(`${policy.title} | Inai Matrimony`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    await expect(page.getByText(`Effective ${SITE.policiesEffective}`)).toBeVisible();
    const article = page.locator('article');
    for (const pattern of policy.mustMention) await expect(article).toContainText(pattern);
    // The grievance times no longer say a month, and the mobile number is no longer changed only through support.
    await expect(article).not.toContainText(/within one month/);
    await expect(article).not.toContainText(/phone number cannot be changed/);
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
    dateModified: '2026-11-30',
    publisher: { '@type': 'Organization', name: 'Inai Matrimony Services Private Limited' },
  });
});

test.describe('in Tamil', () => {
  // A Tamil-speaking family's browser: the first visit follows its language.
  test.use({ locale: 'ta-IN' });

  test('the privacy policy says the same in Tamil, with the new date, the new features and the grievance times', async ({
    page,
  }) => {
    await page.goto('/ta/privacypolicy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('தனியுரிமைக் கொள்கை');
    await expect(page.getByText('நடைமுறைக்கு வந்த நாள்: 30 நவம்பர் 2026')).toBeVisible();
    const article = page.locator('article');
    for (const text of [
      'அடையாள எண்ணை நாங்கள் ஒருபோதும் சேமிப்பதில்லை',
      'அரட்டைச் செய்திகள்',
      '‘என்னைப் பார்த்தவர்கள்’',
      '‘என் தரவைப் பதிவிறக்க’',
      '‘சரிபார்த்த கைப்பேசி’ என்ற குறி',
      'உங்கள் கைப்பேசி எண்ணை அமைப்புகளில் மாற்றலாம்',
      'சேமித்த தேடல்களும் இன்றைய வரன்களும்',
      'இந்திய நேரப்படி காலை 7:00 மணிக்கு',
      'உள்நுழையாமலேயே நிறுத்தலாம்',
      'உலாவி இந்தத் தளத்துக்காக இயக்கும் ஒரு சிறிய நிரல்',
      `${PRIVACY_RIGHTS.deletionGraceDays} நாள்கள் கழித்து`,
      `${GRIEVANCE_PROMISE.acknowledgeHours} மணி நேரத்துக்குள்`,
      `${GRIEVANCE_PROMISE.resolveDays} நாள்களுக்குள்`,
    ])
      await expect(article).toContainText(text);
    await expect(article).not.toContainText('சர்வர்');
    await expect(article).not.toContainText('ஒரு மாதத்துக்குள்');
  });
});
