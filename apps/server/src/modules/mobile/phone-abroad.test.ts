import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { ENGINES } from '../../test/databases.js';
import { MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, startFakeMsg91, type FakeMsg91 } from '../../test/fake-msg91.js';
import { bearer, freshAddress, newMemberDetails, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(ENGINES)('mobile numbers from outside India on %s', (engine) => {
  let fake: FakeMsg91;
  let t: TestApp;
  let operator: Registered;
  beforeAll(async () => {
    fake = await startFakeMsg91();
    t = await createTestApp({
      engine,
      env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, MSG91_API_URL: fake.apiUrl },
    });
    operator = await verifiedMember(t.app, { name: 'Operator Oviya' });
    await runAdminCommand(['create', operator.details.email], t.app.ctx.db);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (member: Registered, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: bearer(member.token), payload, remoteAddress: freshAddress() });
  const storedPhoneOf = async (userId: number) =>
    (await t.app.ctx.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;

  it('registers a +44 number in E.164, checked by its country, and an Indian number exactly as before', async () => {
    const nri = await verifiedMember(t.app, { phone: '+44 7911 123456' });
    expect(await storedPhoneOf(nri.userId)).toBe('+447911123456');
    const profile = (await post(nri, '/api/getLoggedInUserProfile')).json();
    expect(profile).toMatchObject({ phone: '+447911123456', phone_verified: false });

    const indian = await verifiedMember(t.app);
    expect(indian.details.phone).toMatch(/^\d{10}$/);
    expect(await storedPhoneOf(indian.userId)).toBe(indian.details.phone);
    const withCode = await verifiedMember(t.app, { phone: '+91 98765 43210' });
    expect(await storedPhoneOf(withCode.userId)).toBe('9876543210');

    for (const [phone, message] of [
      [
        '+44 12',
        'Please check the number: after + come the country code and the number, as dialled from another country (e.g. +44 7911 123456).',
      ],
      [
        '+999 123456789',
        'Please check the number: after + come the country code and the number, as dialled from another country (e.g. +44 7911 123456).',
      ],
      ['98765', 'Phone number must be 10 digits'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: newMemberDetails({ phone }),
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().errors.phone).toBe(message);
    }
  });

  it('texts nothing to a number abroad and says so; the texted-code calls take Indian numbers only', async () => {
    const nri = await verifiedMember(t.app, { phone: '+1 415 555 2671' });
    const before = fake.accepted.length;
    const send = await post(nri, '/api/mobile/send-code');
    expect(send.statusCode).toBe(409);
    expect(send.json()).toEqual({
      success: false,
      code: 'mobile_texts_india_only',
      message:
        'We can send codes by text message to Indian mobile numbers only. Please sign in with your e-mail and password; you can verify your ID for the ‘ID verified’ badge.',
    });
    const queued = await t.app.ctx.db.selectFrom('outbound').select('id').where('channel', '=', 'sms').execute();
    expect(fake.accepted.length).toBe(before);
    expect(queued).toHaveLength(0);

    const indiaOnly = 'Codes by text message go to Indian mobile numbers only. Please enter a 10-digit Indian number.';
    const change = await post(nri, '/api/mobile/change', { phone: '+44 7911 123456' });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors.phone).toBe(indiaOnly);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login/mobile-code',
      payload: { phone: '+14155552671' },
      remoteAddress: freshAddress(),
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().errors.phone).toBe(indiaOnly);
    expect(fake.accepted.length).toBe(before);
  });

  it('finds a number from abroad in the console as it is written', async () => {
    const nri = await verifiedMember(t.app, { name: 'Nila Abroad', phone: '+971 50 123 4567' });
    for (const q of ['+971 50 123 4567', '+971501234567', '501234567']) {
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/admin/members?q=${encodeURIComponent(q)}`,
        headers: bearer(operator.token),
      });
      expect(found.statusCode, found.body).toBe(200);
      expect(
        found.json().data.map((m: { id: number }) => m.id),
        q,
      ).toContain(nri.userId);
      expect(found.json().data.find((m: { id: number }) => m.id === nri.userId)).toMatchObject({ phone: '+971501234567' });
    }
  });
});
