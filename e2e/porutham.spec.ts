import type { Page } from '@playwright/test';
import { createMember, expect, login, test, toast } from './fixtures';
import { latinLeftOnControls, overflowing } from './language-helpers';
import { memberCall } from './member-helpers';

/** The ten result lines, as shown. */
const lines = (page: Page) => page.getByTestId('porutham-summary').getByRole('listitem');

/** Counts calls to /api/porutham: the calculator computes in the browser and must make none. */
function countPoruthamCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/porutham')) calls.push(r.url());
  });
  return calls;
}

test.describe('the porutham calculator in English', () => {
  test('is reached from the Quick Access card and gives the ten poruthams with reasons', async ({ page }) => {
    const calls = countPoruthamCalls(page);
    await page.goto('/');
    const card = page.getByTestId('quick-access-card').filter({ hasText: 'Porutham Calculator' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('Check the ten poruthams, free', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'View more: Porutham Calculator' }).click();
    await expect(page).toHaveURL('/porutham');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porutham calculator');
    await expect(page).toHaveTitle('Free porutham calculator | Inai Matrimony');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/porutham$/);
    await expect(page.getByText("Choose the bride's and the groom's stars to see the ten poruthams.")).toBeVisible();

    // Both Kanda (neck) Rajju: seven of ten, yet not compatible, and the page says why.
    await page.getByLabel("Bride's star").selectOption('Rohini');
    await page.getByLabel("Groom's star").selectOption('Hastham');
    await expect(page.getByTestId('porutham-count')).toHaveText('7/10 poruthams');
    await expect(page.getByTestId('porutham-verdict')).toHaveText('Not compatible');
    await expect(
      page.getByText('Rajju and Vedhai decide: a pair that fails either is not compatible, whatever the count.'),
    ).toBeVisible();
    await expect(lines(page)).toHaveCount(10);
    const rajju = page.locator('[data-porutham="rajju"]');
    await expect(rajju).toContainText('Rajju: both stars are Kanda (neck) Rajju — not matched');
    await expect(rajju.getByText('Mandatory')).toBeVisible();
    await expect(rajju.getByRole('img', { name: 'Not matched' })).toBeVisible();
    await expect(page.locator('[data-porutham="vedhai"]')).toContainText(
      'Vedhai: Rohini and Hastham are not a Vedhai pair — matched',
    );
    await expect(page.locator('[data-porutham="vedhai"]').getByRole('img', { name: 'Matched' })).toBeVisible();
    await expect(page.getByText('Mandatory', { exact: true })).toHaveCount(2);

    // No raasi select for one-raasi stars; Karthigai spans two, and only those two are offered.
    await expect(page.getByLabel("Bride's raasi")).toHaveCount(0);
    await page.getByLabel("Bride's star").selectOption('Karthigai');
    const raasi = page.getByLabel("Bride's raasi");
    await expect(raasi.locator('option:not([value=""])')).toHaveText(['Mesham', 'Rishabam']);
    await expect(page.getByText('Karthigai spans two raasis: choose the one in the horoscope.')).toBeVisible();
    await expect(page.locator('[data-porutham="vasya"]')).toContainText(
      'Vasya: choose the raasi for Karthigai to see this porutham',
    );
    await raasi.selectOption('Rishabam');
    await expect(page.locator('[data-porutham="rasi"]')).toContainText(
      "Rasi: the bride is Rishabam raasi, the groom Kanni raasi; the groom's raasi is the 5th from the bride's — matched",
    );
    await expect(page.getByTestId('porutham-verdict')).toHaveText('Compatible');

    // The footer links here too.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Porutham calculator' }).click();
    await expect(page).toHaveURL('/porutham');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porutham calculator');
    expect(calls).toEqual([]);
  });

  test('POST /api/porutham gives the same answer as the page, and refuses a raasi the star cannot have', async ({ request }) => {
    const response = await request.post('/api/porutham', { data: { bride: { star: 'Rohini' }, groom: { star: 'Hastham' } } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, matched: 7, total: 10, compatible: false });
    expect(body.poruthams[8].reason).toBe('Rajju: both stars are Kanda (neck) Rajju — not matched');
    const refused = await request.post('/api/porutham', {
      data: { bride: { star: 'Aswini', raasi: 'Meenam' }, groom: { star: 'Rohini' } },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, code: 'invalid_input' });
  });
});

test.describe('the porutham calculator in Tamil on a 375 px phone', () => {
  test.use({ locale: 'ta-IN', viewport: { width: 375, height: 812 } });

  test('is reached from the footer and reads in Tamil, within the screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await page.getByRole('contentinfo').getByRole('link', { name: 'திருமணப் பொருத்தம் பார்க்க' }).click();
    await expect(page).toHaveURL('/ta/porutham');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('திருமணப் பொருத்தம்');
    await expect(page).toHaveTitle('இலவசமாகத் திருமணப் பொருத்தம் பாருங்கள் | Inai Matrimony');

    await page.getByLabel('மணமகளின் நட்சத்திரம்').selectOption('Rohini');
    await page.getByLabel('மணமகனின் நட்சத்திரம்').selectOption('Hastham');
    await expect(page.getByTestId('porutham-count')).toHaveText('7/10 பொருத்தங்கள்');
    await expect(page.getByTestId('porutham-verdict')).toHaveText('பொருந்தாத ஜோடி');
    await expect(page.locator('[data-porutham="rajju"]')).toContainText(
      'ரஜ்ஜு: இரு நட்சத்திரங்களும் கண்ட (கழுத்து) ரஜ்ஜு — பொருத்தம் இல்லை',
    );
    await expect(page.locator('[data-porutham="rajju"]').getByText('கட்டாயம்')).toBeVisible();
    await expect(page.locator('[data-porutham="dinam"]')).toContainText(
      'தினம்: மணமகளின் நட்சத்திரத்திலிருந்து மணமகனின் நட்சத்திரம் 10-ஆவது — பொருத்தம் இல்லை',
    );

    await page.getByLabel('மணமகனின் நட்சத்திரம்').selectOption('Avittam');
    const raasi = page.getByLabel('மணமகனின் ராசி');
    await expect(raasi.locator('option:not([value=""])')).toHaveText(['மகரம்', 'கும்பம்']);
    await expect(page.locator('[data-porutham="vasya"]')).toContainText(
      'வசியம்: இந்தப் பொருத்தத்தைப் பார்க்க அவிட்டம் நட்சத்திரத்தின் ராசியைத் தேர்ந்தெடுக்கவும்',
    );
    await raasi.selectOption('Kumbam');
    await expect(page.locator('[data-porutham="rasi"]')).toContainText(
      'ராசி: மணமகள் ரிஷப ராசி, மணமகன் கும்ப ராசி; மணமகளின் ராசியிலிருந்து மணமகனின் ராசி 10-ஆவது',
    );
    await expect(lines(page)).toHaveCount(10);

    expect(await latinLeftOnControls(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('is reached from the home Quick Access card in Tamil', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('quick-access-card').filter({ hasText: 'திருமணப் பொருத்தம்' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('பத்துப் பொருத்தங்களையும் இலவசமாகப் பாருங்கள்')).toBeVisible();
    await card.getByRole('link').click();
    await expect(page).toHaveURL('/ta/porutham');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('திருமணப் பொருத்தம்');
  });
});

test.describe('the religion section', () => {
  test('offers only the raasis the chosen star can have, and the server refuses one it cannot', async ({ page, request }) => {
    const member = await createMember(request);
    await login(page, member);
    const religion = page.getByRole('form', { name: 'Religion & Caste Information' });
    const star = religion.getByLabel('Star (Natchatra)');
    const raasi = religion.getByLabel('Raasi');
    const offered = raasi.locator('option:not([value=""])');
    await expect(offered).toHaveCount(12);

    await star.selectOption('Aswini');
    await expect(offered).toHaveText(['Mesham']);
    await expect(raasi).toHaveValue('Mesham');
    await star.selectOption('Karthigai');
    await expect(offered).toHaveText(['Mesham', 'Rishabam']);
    await expect(raasi).toHaveValue('Mesham');
    await star.selectOption('Mirugasirisham');
    await expect(offered).toHaveText(['Rishabam', 'Mithunam']);
    await expect(raasi).toHaveValue('');
    await raasi.selectOption('Mithunam');

    await religion.getByLabel('Religion').selectOption('Hindu');
    await religion.getByLabel('Caste', { exact: true }).selectOption('Pillai');
    await religion.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    const saved = await memberCall(request, member.token, 'getLoggedInUserProfile', {});
    expect(saved.user_details).toMatchObject({ star: 'Mirugasirisham', raasi: 'Mithunam' });

    const refused = await request.post('/api/updateProfile', {
      data: { user_id: member.id, religion: 'Hindu', caste: 'Pillai', star: 'Aswini', raasi: 'Mithunam' },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'invalid_input',
      errors: { raasi: 'This raasi does not go with the chosen star. Please choose one of the raasis offered for it.' },
    });
  });
});
