import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicProfile,
  bearer,
  buyPlan,
  freshAddress,
  memberWithProfile,
  premiumMember,
  register,
  waitForMails,
} from '../test/members.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { galleryUpload, testJpeg } from '../test/uploads.js';
import { withoutQueryValues } from './logging.js';

/** Everything the server's own logger wrote, as text. */
function captureLog() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** `secret` as a whole token: not a piece of a longer run of digits (a timestamp). */
const standalone = (secret: string) =>
  new RegExp(`(?<![0-9A-Za-z_-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z_-])`);

describe('what a full member flow leaves in the log', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'trace', PUBLIC_URL: 'https://www.inaimatrimony.in' }, logStream: log.stream });
  });
  afterAll(async () => t.close());

  it('holds requests with their ids, and no password, one-time code, token, phone number or e-mail address', async () => {
    const secrets: Record<string, string> = {};
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() });

    // Register, a wrong code, then the right one.
    const member = await register(t.app);
    Object.assign(secrets, {
      password: member.details.password,
      phone: member.details.phone,
      email: member.details.email,
      session: member.token,
      otpToken: member.otpToken,
      otp: member.code,
    });
    const wrong = member.code === '000000' ? '111111' : '000000';
    expect((await post('/api/verify-otp', { otpToken: member.otpToken, otp: wrong })).statusCode).toBe(400);
    expect((await post('/api/verify-otp', { otpToken: member.otpToken, otp: member.code })).statusCode).toBe(200);

    // A failed login, a good one.
    secrets.wrongPassword = 'Banyan-shade-1987';
    expect((await post('/api/login', { email: member.details.email, password: secrets.wrongPassword })).statusCode).toBe(401);
    const login = await post('/api/login', { email: member.details.email, password: member.details.password });
    expect(login.statusCode).toBe(200);
    secrets.loginSession = login.json().token;

    // Forgot and reset the password, opening the mailed link as a browser does.
    expect((await post('/api/forgot-password', { email: member.details.email })).statusCode).toBe(200);
    const mails = await waitForMails(t.app, member.details.email, 2);
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)?.[1];
    expect(resetToken).toBeDefined();
    secrets.resetToken = resetToken!;
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    secrets.newPassword = 'Temple-bell-rings-5';
    expect((await post('/api/reset-password', { token: resetToken, password: secrets.newPassword })).statusCode).toBe(200);
    const again = await post('/api/login', { email: member.details.email, password: secrets.newPassword, remember: true });
    expect(again.statusCode).toBe(200);
    const session = again.json().token as string;
    secrets.newSession = session;

    // Save the profile with a WhatsApp number, upload a photo, fetch it through its signed link.
    secrets.whatsapp = `7${member.details.phone.slice(1)}`;
    const save = (payload: object) => post('/api/updateProfile', { user_id: member.userId, ...payload }, bearer(session));
    const basic = await save(basicProfile({ gender: 'Female', dob: '1996-04-12', address: '12 Temple Street' }));
    expect(basic.statusCode, basic.body).toBe(200);
    expect((await save({ whatsapp: secrets.whatsapp })).statusCode).toBe(200);
    const upload = galleryUpload(member.userId, [{ name: 'me.jpg', data: await testJpeg({ width: 400, height: 300 }) }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploadPhotos',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(session) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photoLink = uploaded.json().user.user_images[0].file_path as string;
    secrets.mediaSignature = new URL(photoLink, 'http://x').searchParams.get('s')!;
    expect((await t.app.inject(photoLink)).statusCode).toBe(200);

    // A paying member views her contact details; she buys a plan herself.
    const viewer = await premiumMember(t.app, 2);
    secrets.viewerSession = viewer.token;
    secrets.viewerPhone = viewer.details.phone;
    const details = await post('/api/getUserDetails', { user_id: member.userId }, bearer(viewer.token));
    expect(details.statusCode, details.body).toBe(200);
    expect(JSON.stringify(details.json())).toContain(member.details.phone);
    const { orderId, status } = await buyPlan(t.app, { ...member, token: session }, 1);
    expect(status.status).toBe('COMPLETED');
    expect(orderId).toBeTruthy();
    await memberWithProfile(t.app, { gender: 'Male', dob: '1992-01-01' });

    const text = log.text();
    const lines = text.trim().split('\n');
    expect(lines.length).toBeGreaterThan(40);
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string } });
    // Requests are logged, each under its id, with the query's values left out.
    expect(entries.filter((e) => e.req?.url === '/api/login').length).toBeGreaterThanOrEqual(3);
    expect(entries.every((e) => !e.req || typeof e.reqId === 'string')).toBe(true);
    expect(entries.some((e) => e.req?.url === '/reset-password?token=~')).toBe(true);
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThanOrEqual(6);
      const leaks = lines.filter((line) => standalone(secret).test(line));
      expect(leaks, `the log holds the ${name}`).toEqual([]);
    }
  });
});

describe('withoutQueryValues', () => {
  it('keeps the path and the names of the parameters, not their values', () => {
    expect(withoutQueryValues('/api/health')).toBe('/api/health');
    expect(withoutQueryValues('/reset-password?token=abc')).toBe('/reset-password?token=~');
    expect(withoutQueryValues('/api/media/photos/1/full?a=v&e=9&s=sig')).toBe('/api/media/photos/1/full?a=~&e=~&s=~');
    expect(withoutQueryValues('/x?')).toBe('/x?');
  });
});
