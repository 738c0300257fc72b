import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { givePlan, memberWithProfile, newMemberDetails, postAs, verifiedMember } from '../../test/members.js';
import { suiteApp } from '../../test/suite-app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eraseOldSignupAddresses, SIGNUP_ADDRESS_RULES } from './signup-addresses.js';

const log = { info: () => undefined, error: () => undefined };
const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('registration records on %s', (engine) => {
  const t = suiteApp({ engine });

  const registerFrom = (address: string, extra: object = {}, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...newMemberDetails(), ...extra },
      remoteAddress: address,
      headers: { 'accept-language': locale },
    });
  const stored = (id: number) =>
    t.app.ctx.db
      .selectFrom('users')
      .select(['signup_ip', 'signup_ip_until', 'created_at', 'profile_created_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('stores the address an account was created from, until a year after', async () => {
    const response = await registerFrom('203.0.113.7');
    expect(response.statusCode, response.body).toBe(201);
    const row = await stored(response.json().user.id);
    expect(row.signup_ip).toBe('203.0.113.7');
    expect(Date.parse(row.signup_ip_until!) - Date.parse(row.created_at)).toBe(SIGNUP_ADDRESS_RULES.keepMs);
    expect(SIGNUP_ADDRESS_RULES.keepMs).toBe(365 * DAY);
  });

  it('erases addresses a year old and keeps younger ones', async () => {
    const old = (await registerFrom('198.51.100.1')).json().user.id as number;
    const young = (await registerFrom('198.51.100.2')).json().user.id as number;
    // The older one was made 200 days before the younger one.
    const youngUntil = Date.parse((await stored(young)).signup_ip_until!);
    await t.app.ctx.db
      .updateTable('users')
      .set({ signup_ip_until: new Date(youngUntil - 200 * DAY).toISOString() })
      .where('id', '=', old)
      .execute();

    // Half a year on, nothing is due.
    expect(await eraseOldSignupAddresses(t.app.ctx, log, new Date(youngUntil - 250 * DAY))).toBe(0);
    expect((await stored(old)).signup_ip).toBe('198.51.100.1');

    // A year after the older one: its address goes, the younger one's stays.
    expect(await eraseOldSignupAddresses(t.app.ctx, log, new Date(youngUntil - 199 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await stored(old)).toMatchObject({ signup_ip: null, signup_ip_until: null });
    expect((await stored(young)).signup_ip).toBe('198.51.100.2');
    expect((await stored(old)).created_at).toBeTruthy(); // when stays

    // A year after the younger one, it goes too; running again changes nothing.
    await eraseOldSignupAddresses(t.app.ctx, log, new Date(youngUntil + 1000));
    expect(await stored(young)).toMatchObject({ signup_ip: null, signup_ip_until: null });
    expect(await eraseOldSignupAddresses(t.app.ctx, log, new Date(youngUntil + 2000))).toBe(0);
  });

  it('records who created the profile at registration, optional, and shows it', async () => {
    const plain = await registerFrom('192.0.2.10');
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().user.profile_created_by).toBeNull();

    const byParent = await registerFrom('192.0.2.11', { profile_created_by: 'Parent' });
    expect(byParent.statusCode, byParent.body).toBe(201);
    expect(byParent.json().user.profile_created_by).toBe('Parent');
    expect((await stored(byParent.json().user.id)).profile_created_by).toBe('Parent');

    for (const [value, locale] of [
      ['Uncle', 'en'],
      [42, 'ta'],
    ] as const) {
      const bad = await registerFrom('192.0.2.12', { profile_created_by: value }, locale);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.profile_created_by).toBe(translatorFor(locale)('shortlist.createdBy.unknown'));
    }
  });

  it("sets it through updateProfile's basic section, keeps it when not sent, and shows it to others", async () => {
    const owner = await memberWithProfile(t.app, { name: 'Revathi', gender: 'Female', dob: '1996-04-02' });
    const basic = {
      user_id: owner.userId,
      gender: 'Female',
      dob: '1996-04-02',
      state: 'Tamil Nadu',
      city: 'Madurai',
      height: '5.4',
      weight: '55-60',
      fathers_name: 'Father',
      mothers_name: 'Mother',
      address: 'Address',
      marital_status: 'Never Married',
    };
    const save = (extra: object) => postAs(t.app, owner.token, '/api/updateProfile', { ...basic, ...extra });
    const set = await save({ profile_created_by: 'Sibling' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user.profile_created_by).toBe('Sibling');
    // The specification's client sends the section without it: what was said stays.
    expect((await save({})).statusCode).toBe(200);
    expect((await stored(owner.userId)).profile_created_by).toBe('Sibling');
    const bad = await save({ profile_created_by: 'Neighbour' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.profile_created_by).toBe('Please choose who created the profile from the list');
    expect((await stored(owner.userId)).profile_created_by).toBe('Sibling');

    const own = await postAs(t.app, owner.token, '/api/getLoggedInUserProfile');
    expect(own.json().profile_created_by).toBe('Sibling');

    const viewer = await verifiedMember(t.app);
    await givePlan(t.app, viewer.userId, 1);
    const details = await postAs(t.app, viewer.token, '/api/getUserDetails', { user_id: owner.userId });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().user.profile_created_by).toBe('Sibling');

    expect((await save({ profile_created_by: '' })).statusCode).toBe(200);
    expect((await stored(owner.userId)).profile_created_by).toBeNull();
  });
});

describe('the sign-up address behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  it('is the client address the load balancer forwards (TRUST_PROXY=1)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: newMemberDetails(),
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.app.ctx.db
      .selectFrom('users')
      .select('signup_ip')
      .where('id', '=', response.json().user.id)
      .executeTakeFirstOrThrow();
    expect(row.signup_ip).toBe('203.0.113.99');
  });
});
