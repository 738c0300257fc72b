import sharp from 'sharp';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { bearer, register, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { galleryUpload, hugePixelPng, multipart, testJpeg } from '../../test/uploads.js';

describe.each(ENGINES)('photo and horoscope galleries on %s', (engine) => {
  let t: TestApp;
  let photo: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    photo = await testJpeg();
  });
  afterAll(async () => t.close());

  const upload = (
    member: Registered,
    url: string,
    files: { name: string; data: Buffer; type?: string }[],
    userId = member.userId,
  ) => {
    const { payload, headers } = galleryUpload(userId, files);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(member.token) } });
  };
  const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `photo-${i + 1}.jpg`, data: photo }));
  const post = (member: Registered, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(member.token), payload: { user_id: member.userId, ...payload } });
  const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });

  it('stores uploaded photos, makes the first the profile picture, and serves them through signed links', async () => {
    const member = await verifiedMember(t.app);
    const response = await upload(member, '/api/uploadPhotos', photos(2));
    expect(response.statusCode, response.body).toBe(200);
    const { message, user } = response.json();
    expect(message).toBe('Photos uploaded successfully');
    expect(user.user_images).toHaveLength(2);
    expect(user.user_images.map((i: { profile_picture: number }) => i.profile_picture)).toEqual([1, 0]);
    expect(user.user_images[0]).toMatchObject({ file_name: 'photo-1.jpg', image_id: user.user_images[0].id });
    expect(user.user_profile_picture).toBe(user.user_images[0].thumbnail);

    const full = await fetchMedia(user.user_images[0].file_path);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
    const thumb = await sharp((await fetchMedia(user.user_images[0].thumbnail)).rawPayload).metadata();
    expect(thumb.width).toBe(480);
  });

  it('removes EXIF and GPS data and limits the stored size to 1600 px', async () => {
    const member = await verifiedMember(t.app);
    const withGps = await testJpeg({ width: 4000, height: 3000, gps: true });
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestCam');
    const { user } = (await upload(member, '/api/uploadPhotos', [{ name: 'wedding.jpg', data: withGps }])).json();
    const stored = (await fetchMedia(user.user_images[0].file_path)).rawPayload;
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect([after.width, after.height]).toEqual([1600, 1200]);
    expect(stored.toString('latin1')).not.toContain('TestCam');
  });

  it('refuses links that were changed, have expired, or were never signed', async () => {
    const member = await verifiedMember(t.app);
    const { user } = (await upload(member, '/api/uploadPhotos', photos(1))).json();
    const link = new URL(user.user_images[0].file_path, 'http://x');
    const tamper = (change: (u: URL) => void) => {
      const copy = new URL(link);
      change(copy);
      return fetchMedia(copy.pathname + copy.search);
    };
    expect((await tamper((u) => (u.pathname = u.pathname.replace('/full', '/blurred')))).statusCode).toBe(404);
    expect(
      (await tamper((u) => (u.pathname = u.pathname.replace(/\/\d+\//, `/${user.user_images[0].id + 1000}/`)))).statusCode,
    ).toBe(404);
    expect((await tamper((u) => u.searchParams.set('a', 'v'))).statusCode).toBe(404);
    expect((await tamper((u) => u.searchParams.set('e', String(Number(u.searchParams.get('e')) + 3600)))).statusCode).toBe(404);
    expect((await tamper((u) => u.searchParams.set('s', 'x'.repeat(43)))).statusCode).toBe(404);
    expect((await fetchMedia(link.pathname)).statusCode).toBe(400);
  });

  it('refuses a 7th photo and a 4th horoscope with the specification messages', async () => {
    const member = await verifiedMember(t.app);
    expect((await upload(member, '/api/uploadPhotos', photos(4))).statusCode).toBe(200);
    const tooMany = await upload(member, '/api/uploadPhotos', photos(3));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ success: false, code: 'photo_limit', message: 'You can only upload a total of 6 photos.' });
    expect((await upload(member, '/api/uploadPhotos', photos(2))).json().user.user_images).toHaveLength(6);
    expect((await upload(member, '/api/uploadPhotos', photos(1))).json().message).toBe(
      'You can only upload a total of 6 photos.',
    );

    const sevenAtOnce = await upload(await verifiedMember(t.app), '/api/uploadPhotos', photos(7));
    expect(sevenAtOnce.json()).toEqual({
      success: false,
      code: 'photo_limit',
      message: 'You can only upload a total of 6 photos.',
    });

    const horoscopes = await upload(member, '/api/uploadHoroscope', photos(3));
    expect(horoscopes.json()).toMatchObject({
      message: 'Horoscope uploaded successfully',
      user: { user_horoscopes: [{}, {}, {}] },
    });
    expect((await upload(member, '/api/uploadHoroscope', photos(1))).json()).toEqual({
      success: false,
      code: 'horoscope_limit',
      message: 'You can only upload a total of 3 photos.',
    });
  });

  it('keeps the limit when two uploads race, and leaves no file of the refused one behind', async () => {
    const member = await verifiedMember(t.app);
    const filesBefore = (await t.app.ctx.storage.list()).length;
    const results = await Promise.all([
      upload(member, '/api/uploadPhotos', photos(4)),
      upload(member, '/api/uploadPhotos', photos(4)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.app.ctx.db.selectFrom('user_images').select('id').where('user_id', '=', member.userId).execute();
    expect(rows).toHaveLength(4);
    expect((await t.app.ctx.storage.list()).length - filesBefore).toBe(4 * 3);
  });

  it('refuses a file of 10,000,000 bytes or more, naming it, and accepts one byte less past the size check', async () => {
    const member = await verifiedMember(t.app);
    const big = await upload(member, '/api/uploadPhotos', [{ name: 'big-wedding.jpg', data: Buffer.alloc(10_000_000, 1) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      success: false,
      code: 'file_too_large',
      message: 'File size must be less than 10 MB. big-wedding.jpg is too large.',
      params: { fileName: 'big-wedding.jpg' },
    });
    const justUnder = await upload(member, '/api/uploadPhotos', [{ name: 'almost.jpg', data: Buffer.alloc(9_999_999, 1) }]);
    expect(justUnder.statusCode).toBe(415); // through the size check, then refused as not an image
  });

  it('judges images by their bytes: a text file named .jpg is refused, so is a pixel bomb', async () => {
    const member = await verifiedMember(t.app);
    const fake = await upload(member, '/api/uploadPhotos', [
      { name: 'photo.jpg', data: Buffer.from('not really a picture, just text '.repeat(100)) },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      success: false,
      code: 'not_an_image',
      message: 'photo.jpg is not a photo. Please choose JPEG, PNG or WebP images.',
      params: { fileName: 'photo.jpg' },
    });
    const html = await upload(member, '/api/uploadPhotos', [
      { name: 'x.png', data: Buffer.from('<svg onload="alert(1)"></svg>') },
    ]);
    expect(html.statusCode).toBe(415);
    const bomb = await upload(member, '/api/uploadPhotos', [{ name: 'huge.png', data: await hugePixelPng(), type: 'image/png' }]);
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({
      code: 'too_many_pixels',
      message: 'huge.png is too large: images can have at most 40 megapixels.',
      params: { fileName: 'huge.png' },
    });
  });

  it('leaves neither a row nor a file after a failed upload', async () => {
    const member = await verifiedMember(t.app);
    const filesBefore = await t.app.ctx.storage.list();
    const failed = await upload(member, '/api/uploadPhotos', [
      { name: 'good.jpg', data: photo },
      { name: 'broken.jpg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]) },
    ]);
    expect(failed.statusCode).toBe(415);
    expect(failed.json()).toMatchObject({
      code: 'unreadable_image',
      message: 'broken.jpg could not be read as an image. Please try another file.',
      params: { fileName: 'broken.jpg' },
    });
    expect(await t.app.ctx.db.selectFrom('user_images').select('id').where('user_id', '=', member.userId).execute()).toHaveLength(
      0,
    );
    expect(await t.app.ctx.storage.list()).toEqual(filesBefore);
  });

  it('moves the profile picture to the first remaining photo when it is deleted, and to none at the end', async () => {
    const member = await verifiedMember(t.app);
    const { user } = (await upload(member, '/api/uploadPhotos', photos(3))).json();
    const [a, b, c] = user.user_images.map((i: { id: number }) => i.id);
    const avatar = (u: { user_images: { id: number; profile_picture: number }[] }) =>
      u.user_images.filter((i) => i.profile_picture === 1).map((i) => i.id);

    const made = await post(member, '/api/makeProfilePicture', { image_id: c });
    expect(made.json()).toMatchObject({ success: true, message: 'Profile picture updated' });
    expect(avatar(made.json().user)).toEqual([c]);

    let after = (await post(member, '/api/deletePicture', { image_id: c })).json();
    expect(after.message).toBe('Picture deleted');
    expect(avatar(after.user)).toEqual([a]);
    after = (await post(member, '/api/deletePicture', { image_id: a })).json();
    expect(avatar(after.user)).toEqual([b]);
    after = (await post(member, '/api/deletePicture', { image_id: b })).json();
    expect(after.user.user_images).toEqual([]);
    expect(after.user.user_profile_picture).toBeNull();
  });

  it('deletes the files of a deleted photo, and its old links stop working', async () => {
    const member = await verifiedMember(t.app);
    const { user } = (await upload(member, '/api/uploadPhotos', photos(1))).json();
    const before = (await t.app.ctx.storage.list()).length;
    await post(member, '/api/deletePicture', { image_id: user.user_images[0].id });
    expect((await t.app.ctx.storage.list()).length).toBe(before - 3);
    expect((await fetchMedia(user.user_images[0].file_path)).statusCode).toBe(404);
  });

  it("acts only on the caller's own items: another member's image_id and horoscope_id are not found", async () => {
    const owner = await verifiedMember(t.app);
    const intruder = await verifiedMember(t.app);
    const mine = (await upload(owner, '/api/uploadPhotos', photos(2))).json().user;
    const chart = (await upload(owner, '/api/uploadHoroscope', photos(1))).json().user.user_horoscopes[0];
    for (const [url, payload, code, message] of [
      ['/api/deletePicture', { image_id: mine.user_images[0].id }, 'picture_not_found', 'Picture not found.'],
      ['/api/makeProfilePicture', { image_id: mine.user_images[1].id }, 'picture_not_found', 'Picture not found.'],
      ['/api/deleteHoroscope', { horoscope_id: chart.id }, 'horoscope_not_found', 'Horoscope not found.'],
    ] as const) {
      const r = await post(intruder, url, payload);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ success: false, code, message });
    }
    const still = await t.app.inject({
      method: 'POST',
      url: '/api/getLoggedInUserProfile',
      headers: bearer(owner.token),
      payload: {},
    });
    expect(still.json().user_images.map((i: { profile_picture: number }) => i.profile_picture)).toEqual([1, 0]);
    expect(still.json().user_horoscopes).toHaveLength(1);
    // Naming someone else in user_id is refused outright, in JSON and in an upload.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/deletePicture',
          headers: bearer(intruder.token),
          payload: { user_id: owner.userId, image_id: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await upload(intruder, '/api/uploadPhotos', photos(1), owner.userId)).statusCode).toBe(403);
  });

  it('deletes a horoscope image, which has no blurred copy', async () => {
    const member = await verifiedMember(t.app);
    const chart = (await upload(member, '/api/uploadHoroscope', photos(1))).json().user.user_horoscopes[0];
    expect((await fetchMedia(chart.horoscope_premium_path)).statusCode).toBe(200);
    const gone = await post(member, '/api/deleteHoroscope', { horoscope_id: chart.id });
    expect(gone.json()).toMatchObject({
      success: true,
      message: 'Horoscope deleted successfully',
      user: { user_horoscopes: [] },
    });
  });

  it('needs a verified member, a session in the header, and a file upload', async () => {
    const unverified = await register(t.app);
    expect((await upload(unverified, '/api/uploadPhotos', photos(1))).statusCode).toBe(403);
    const { payload, headers } = multipart([{ name: 'files', value: photo, fileName: 'a.jpg' }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/uploadPhotos', payload, headers })).statusCode).toBe(401);
    const member = await verifiedMember(t.app);
    const json = await post(member, '/api/uploadPhotos', { files: ['a.jpg'] });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ success: false, code: 'not_multipart', message: 'Please send the images as a file upload.' });
    const empty = await upload(member, '/api/uploadPhotos', []);
    expect(empty.json()).toEqual({ success: false, code: 'no_files', message: 'Please choose at least one image to upload.' });
  });

  it('names the refused file in Tamil for a member who chose Tamil, with the same code and params', async () => {
    const ta = translatorFor('ta');
    const member = await verifiedMember(t.app, { locale: 'ta' });
    const big = await upload(member, '/api/uploadPhotos', [{ name: 'கல்யாணம்.jpg', data: Buffer.alloc(10_000_000, 1) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      success: false,
      code: 'file_too_large',
      message: ta('pictures.fileTooLarge', { fileName: 'கல்யாணம்.jpg' }),
      params: { fileName: 'கல்யாணம்.jpg' },
    });
    const ok = await upload(member, '/api/uploadPhotos', photos(1));
    expect(ok.json().message).toBe(ta('pictures.uploaded'));
    const bad = await post(member, '/api/deletePicture', { image_id: 'x' });
    expect(bad.json()).toEqual({
      success: false,
      code: 'invalid_input',
      message: ta('pictures.pictureNotFound'),
      errors: { image_id: ta('pictures.pictureNotFound') },
    });
  });
});

describe('safeFileName', () => {
  it('keeps a display name without folders, control characters or markup', async () => {
    const { safeFileName } = await import('../../lib/file-names.js');
    expect(safeFileName('C:\\Users\\Kavya\\Pictures\\wedding photo.jpg')).toBe('wedding photo.jpg');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('bad\u0000\u001fname<script>.jpg')).toBe('badnamescript.jpg');
    expect(safeFileName('')).toBe('image');
    expect(safeFileName('x'.repeat(300))).toHaveLength(100);
  });
});
