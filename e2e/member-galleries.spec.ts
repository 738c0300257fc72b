import { createMember, expect, login, test, toast } from './fixtures';
import { BASIC, memberCall, photoFile } from './member-helpers';

test.describe('photo gallery and profile completion', () => {
  test('uploads with progress, sets the avatar, deletes, and completion moves 0 → 25 → 50 → 75 → 100', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    await login(page, member);
    await page.goto('/userprofile');
    const completion = page.getByTestId('profile-completion');
    await expect(completion).toHaveText('0%');
    await expect(page.getByText('No photos yet. Upload your photos so families can see you.')).toBeVisible();
    await expect(page.getByTestId('display-picture')).toHaveAttribute('src', /avatar-female/);

    await memberCall(request, member.token, 'updateProfile', BASIC); // marital status
    await page.reload();
    await expect(completion).toHaveText('25%');

    await page.getByRole('button', { name: 'Upload Photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    await dialog
      .getByLabel('Choose images')
      .setInputFiles([await photoFile('temple.jpg', '#7b1e3a'), await photoFile('family.jpg', '#2f6b3a')]);
    await expect(dialog.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(toast(page, 'Photos uploaded successfully')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 3000 });
    const photos = page.getByTestId('photo');
    await expect(photos).toHaveCount(2);
    await expect(completion).toHaveText('50%');
    const firstThumb = await photos.nth(0).getByRole('img').getAttribute('src');
    await expect(page.getByTestId('display-picture')).toHaveAttribute('src', firstThumb!);
    await expect(photos.nth(0).getByText('Avatar')).toBeVisible();

    await photos.nth(1).hover();
    await photos.nth(1).getByRole('button', { name: 'Set Avatar' }).click();
    await expect(toast(page, 'Profile picture updated')).toBeVisible();
    await expect(photos.nth(1).getByText('Avatar')).toBeVisible();
    const secondThumb = await photos.nth(1).getByRole('img').getAttribute('src');
    await expect(page.getByTestId('display-picture')).toHaveAttribute('src', secondThumb!);
    // The header's round picture (decorative, so found by tag) follows the avatar too.
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: /Your profile/ })
        .locator('img'),
    ).toHaveAttribute('src', secondThumb!);

    await photos.nth(1).hover();
    await photos.nth(1).getByRole('button', { name: 'Delete family.jpg' }).click();
    await expect(toast(page, 'Picture deleted')).toBeVisible();
    await expect(photos).toHaveCount(1);
    await expect(photos.nth(0).getByText('Avatar')).toBeVisible();

    await memberCall(request, member.token, 'updatePartnerPreferences', {
      gender: 'Male',
      age: '25 to 30',
      religion: 'Hindu',
      caste: 'no_preference',
    });
    await page.reload();
    await expect(completion).toHaveText('75%');
    await memberCall(request, member.token, 'updateProfile', { religion: 'Hindu', caste: 'Pillai' });
    await page.reload();
    await expect(completion).toHaveText('100%');
    await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '100');
  });

  test('checks the limits before uploading, and shows why the server refuses a file', async ({ page, request }) => {
    const member = await createMember(request);
    await login(page, member);
    await page.goto('/userprofile');
    await page.getByRole('button', { name: 'Upload Photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    const input = dialog.getByLabel('Choose images');

    const seven = await Promise.all(Array.from({ length: 7 }, (_, i) => photoFile(`p${i}.jpg`)));
    await input.setInputFiles(seven);
    await expect(toast(page, 'You can only upload a total of 6 photos.')).toBeVisible();

    await input.setInputFiles([{ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10_000_000, 1) }]);
    await expect(toast(page, 'File size must be less than 10 MB. big.jpg is too large.')).toBeVisible();

    await input.setInputFiles([
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text, not a picture '.repeat(50)) },
    ]);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, 'notes.jpg is not a photo. Please choose JPEG, PNG or WebP images.')).toBeVisible();
    await expect(page.getByTestId('photo')).toHaveCount(0);
  });
});

test.describe('horoscope gallery', () => {
  test('shows the empty text, uploads, views and deletes a horoscope image', async ({ page, request }) => {
    const member = await createMember(request);
    await login(page, member);
    await page.goto('/userhoroscope');
    await expect(page.getByText('No horoscope images found. Upload some to get started!')).toBeVisible();
    await page.getByRole('button', { name: 'Upload Horoscope Images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Horoscope' });
    await dialog.getByLabel('Choose images').setInputFiles([await photoFile('jathagam.jpg', '#fbf3e8')]);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, 'Horoscope uploaded successfully')).toBeVisible();
    const chart = page.getByTestId('horoscope');
    await expect(chart).toHaveCount(1);
    const view = chart.getByRole('link', { name: 'View' });
    const image = await request.get((await view.getAttribute('href'))!);
    expect(image.headers()['content-type']).toBe('image/webp');
    await chart.hover();
    await chart.getByRole('button', { name: 'Delete jathagam.jpg' }).click();
    await expect(toast(page, 'Horoscope deleted successfully')).toBeVisible();
    await expect(page.getByText('No horoscope images found. Upload some to get started!')).toBeVisible();
  });
});
