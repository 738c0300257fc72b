import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { createMember, expect, login, test, toast, waitForMail } from './fixtures';
import { makeOperator } from './admin-helpers';
import { BASIC, memberCall } from './member-helpers';
import { loginInTamil } from './language-helpers';

/** A photo-like JPEG: a pattern of random colours (a plain colour would make no "same photo" signal). */
async function patternPhoto() {
  const buffer = await sharp(randomBytes(12 * 12 * 3), { raw: { width: 12, height: 12, channels: 3 } })
    .resize(480, 600, { kernel: 'nearest' })
    .jpeg()
    .toBuffer();
  return { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer };
}

/** A searchable woman in one of this spec's Manipur cities, with the given photo. */
async function womanWithPhoto(
  request: APIRequestContext,
  name: string,
  city: string,
  photo: Awaited<ReturnType<typeof patternPhoto>>,
) {
  const member = await createMember(request, { name });
  await memberCall(request, member.token, 'updateProfile', { ...BASIC, state: 'Manipur', city });
  const response = await request.post('/api/uploadPhotos', {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { user_id: String(member.id), files: photo },
  });
  expect(response.status(), await response.text()).toBe(200);
  return member;
}

/** A visitor's search card of that woman (the index follows the database within a second or two). */
async function searchCard(request: APIRequestContext, city: string, name: string) {
  const response = await request.post('/api/search', {
    data: { gender: 'Female', age: '18 to 30', religion: 'Any', state: 'Manipur', city },
  });
  const cards = (await response.json()) as { data: { name: string; profile_picture: string | null }[] };
  const card = cards.data.find((c) => c.name === name);
  expect(card, `${name} in a visitor's search`).toBeDefined();
  return card;
}

test.describe('Photo moderation and fake-profile signals', () => {
  test('the same photo on two accounts shows under Signals and Photos; the operator rejects it and it is gone everywhere', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const photo = await patternPhoto();
    await womanWithPhoto(request, 'Jiribam Original', 'Jiribam', photo);
    const copy = await womanWithPhoto(request, 'Kakching Copy', 'Kakching', photo);
    // Two accounts typed one number, and neither verified it: a signal too.
    const shared = await createMember(request, { name: 'Thoubal First' });
    await createMember(request, { name: 'Thoubal Second', phone: shared.phone });
    const operator = await createMember(request, { name: 'Operator Ibemhal' });
    makeOperator(operator.id);
    await expect
      .poll(async () => (await searchCard(request, 'Kakching', 'Kakching Copy'))?.profile_picture ?? null)
      .not.toBeNull();

    await login(page, operator);
    await page.goto('/admin?tab=signals');
    const samePhotos = page.getByTestId('signal-photos');
    await expect(samePhotos.getByRole('heading', { name: /The same photo on several accounts/ })).toBeVisible();
    const group = samePhotos.locator('> ul > li').filter({ hasText: 'Jiribam Original' }).filter({ hasText: 'Kakching Copy' });
    await expect(group).toHaveCount(1);
    const picture = group.getByRole('img', { name: 'Photo of Kakching Copy' });
    await expect(picture).toBeVisible();
    // The console's link names this operator and lasts minutes, not hours; the browser draws it.
    await expect(picture).toHaveAttribute('src', new RegExp(`\\?a=op&u=${operator.id}&e=\\d+&s=`));
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: /Many accounts from one address/ })).toBeVisible();
    const numbers = page.getByTestId('signal-numbers');
    await expect(numbers.getByRole('heading', { name: /One mobile number typed by several unverified accounts/ })).toBeVisible();
    await expect(
      numbers.locator('> ul > li').filter({ hasText: 'Thoubal First' }).filter({ hasText: 'Thoubal Second' }),
    ).toContainText(`+91 ${shared.phone.slice(0, 5)} ${shared.phone.slice(5)}`);
    await expect(page.getByRole('heading', { name: /Reported by several members/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Very many interests in an hour/ })).toBeVisible();

    await page.getByRole('button', { name: 'Photos', exact: true }).click();
    await page.getByLabel('Member’s name or e-mail').fill(copy.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const item = page.getByTestId('photo-item').filter({ hasText: 'Kakching Copy' });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Same photo on another account');
    await expect(item.getByRole('link', { name: 'Open the full photo of Kakching Copy' })).toHaveAttribute(
      'href',
      /\/api\/media\/photos\//,
    );

    await item.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject the photo of Kakching Copy' });
    await expect(dialog).toContainText('the member receives your reason by e-mail');
    const reason = dialog.getByLabel('Reason (recorded in the audit log)');
    await expect(reason).toBeFocused();
    await reason.fill('This photo belongs to another member');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(
      toast(page, 'The photo of Kakching Copy is removed, and Kakching Copy has been told why by e-mail.'),
    ).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(page.getByText('No photo is waiting for review here.')).toBeVisible();

    // Gone from her gallery and her search card; she is told why; the signal is gone too.
    const mail = await waitForMail(request, copy.email, /removed/);
    expect(mail.text).toContain('This photo belongs to another member');
    const profile = await memberCall(request, copy.token, 'getLoggedInUserProfile', {});
    expect(profile.user_images).toEqual([]);
    await expect.poll(async () => (await searchCard(request, 'Kakching', 'Kakching Copy'))?.profile_picture).toBeNull();
    await page.getByRole('button', { name: 'Signals', exact: true }).click();
    await expect(page.getByTestId('signal-photos').locator('> ul > li').filter({ hasText: 'Kakching Copy' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Audit log' }).click();
    await expect(page.getByTestId('audit-entry').filter({ hasText: 'This photo belongs to another member' })).toHaveCount(1);
    // Looking is accountable too: the photos opened, and the search by her e-mail, never the address
    // itself. Her address finds both in the log (the photo's member, and the search by its digest).
    await page.getByLabel('Action, reason, reference, name or a term searched').fill(copy.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page
        .getByTestId('audit-entry')
        .filter({ hasText: 'Photo viewed about Kakching Copy' })
        .filter({ hasText: 'Operator Ibemhal' })
        .first(),
    ).toBeVisible();
    const search = page.getByTestId('audit-entry').filter({ hasText: 'In Photos, by e-mail address: 1 found' });
    await expect(search).toHaveCount(1);
    await expect(search).toContainText(`Console search · ${copy.email[0]}…@e….com`);
    await expect(page.getByText(copy.email)).toHaveCount(0);
  });
});

test.describe('Photo moderation in Tamil', () => {
  test.use({ locale: 'ta-IN' });

  test('an operator reads the Photos and Signals tabs in Tamil and approves a photo', async ({ page, request }) => {
    test.setTimeout(45_000);
    const member = await womanWithPhoto(request, 'Jiribam Tamil', 'Jiribam', await patternPhoto());
    const operator = await createMember(request, { name: 'Operator Tamil Photos' });
    await memberCall(request, operator.token, 'updateUser', { locale: 'ta' });
    makeOperator(operator.id);

    await loginInTamil(page, operator);
    await expect(page).toHaveURL('/edituserprofile');
    await page.goto('/admin?tab=photos');
    await expect(page.getByLabel('யாருடைய புகைப்படங்கள்')).toHaveValue('new');
    await page.getByLabel('உறுப்பினரின் பெயர் அல்லது மின்னஞ்சல்').fill(member.email);
    await page.getByRole('button', { name: 'தேடவும்', exact: true }).click();
    const item = page.getByTestId('photo-item').filter({ hasText: 'Jiribam Tamil' });
    await expect(item).toContainText('அன்று பதிவேற்றப்பட்டது');
    await expect
      .poll(() =>
        item
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const dialog = page.getByRole('dialog', { name: 'Jiribam Tamil அவர்களின் புகைப்படத்தை ஏற்கவும்' });
    // The list is drawn again when the search's answer lands; a click on the row it replaced opens nothing.
    await expect(async () => {
      if (!(await dialog.isVisible())) await item.getByRole('button', { name: 'ஏற்க' }).click({ timeout: 2000 });
      await expect(dialog).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await dialog.getByLabel('காரணம் (தணிக்கைப் பதிவில் சேமிக்கப்படும்)').fill('தெளிவான புகைப்படம்');
    await dialog.getByRole('button', { name: 'ஏற்க' }).click();
    await expect(toast(page, 'Jiribam Tamil அவர்களின் புகைப்படம் ஏற்கப்பட்டது.')).toBeVisible();
    await expect(item).toHaveCount(0);

    await page.getByRole('button', { name: 'எச்சரிக்கைக் குறிகள்', exact: true }).click();
    await expect(page.getByRole('heading', { name: /பல கணக்குகளில் ஒரே புகைப்படம்/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /ஒரே முகவரியிலிருந்து பல கணக்குகள்/ })).toBeVisible();
    await expect(page.getByText('போலிச் சுயவிவரங்கள் அடிக்கடி விட்டுச்செல்லும் அடையாளங்கள்', { exact: false })).toBeVisible();

    // The search and the photo opened are in the audit log, in Tamil.
    await page.getByRole('button', { name: 'தணிக்கைப் பதிவு', exact: true }).click();
    await page.getByLabel('செயல், காரணம், குறிப்பு எண், பெயர் அல்லது தேடிய சொல்').fill(member.email);
    await page.getByRole('button', { name: 'தேடவும்', exact: true }).click();
    // Until the search's answer lands, the whole log shows, with other operators' searches in it.
    const search = page
      .getByTestId('audit-entry')
      .filter({ hasText: 'புகைப்படங்கள் பகுதியில், மின்னஞ்சல் முகவரி கொண்டு: 1 கிடைத்தது' })
      .filter({ hasText: 'Operator Tamil Photos' });
    await expect(search).toHaveCount(1);
    await expect(search).toContainText('பணியிடத்தில் தேடல்');
    await expect(
      page
        .getByTestId('audit-entry')
        .filter({ hasText: 'புகைப்படம் பார்க்கப்பட்டது' })
        .filter({ hasText: 'Jiribam Tamil' })
        .filter({ hasText: 'Operator Tamil Photos' })
        .first(),
    ).toBeVisible();
  });
});
