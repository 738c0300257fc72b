import { randomBytes } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { addDays, latestBirthDate, planById, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { deliverDueOutbound } from '../../lib/outbound/outbound-delivery.js';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import {
  basicProfile,
  bearer,
  freshAddress,
  givePlan,
  mailsTo,
  memberWithProfile,
  postAs,
  verifiedMember,
  type Registered,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sendDailyPicksMailOf } from '../daily-picks/daily-picks.notifications.js';
import { deliverSavedSearchDigest } from '../saved-searches/saved-searches.notifications.js';

const dob = addDays(latestBirthDate(todayInIndia(), 26), -30);
const log = { info: () => undefined, error: () => undefined };
const CRITERIA = { gender: 'Female', age: '18 to 30', religion: 'Hindu', state: 'Tamil Nadu', city: 'Madurai' };

/**
 * A street address leads to a family's door (docs/decisions/0060): strangers never get it, on any
 * channel; an accepted partner (either direction) whose plan includes contact details does, unless
 * the owner hid it with a switch that every member may use.
 */
describe.each(ENGINES)('the street address on %s', (engine) => {
  let t: TestApp;
  let ravi: Registered; // Silver, a stranger to Kavya, with a saved search that finds her
  let kavya: Registered; // the owner, free
  let mani: Registered; // Silver, Kavya's accepted partner (she sent, he accepted)
  let siva: Registered; // free, his interest to Kavya unanswered
  const addressOf = new Map<number, string>();

  /** A basic section with a street address no other member has, so any leak of it is found by text. */
  const giveAddress = async (member: Registered, gender: 'Female' | 'Male', memberDob: string) => {
    const address = `Door ${randomBytes(3).toString('hex')}, Vadakku Masi Veedhi`;
    const r = await postAs(t.app, member.token, '/api/updateProfile', basicProfile({ gender, dob: memberDob, address }));
    expect(r.statusCode, r.body).toBe(200);
    addressOf.set(member.userId, address);
  };
  const person = async (name: string, gender: 'Female' | 'Male', memberDob: string) => {
    const member = await memberWithProfile(t.app, { name, gender, dob: memberDob, religion: 'Hindu', caste: 'Other' });
    await giveAddress(member, gender, memberDob);
    return member;
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    ravi = await person('Ravi', 'Male', '1994-03-03');
    await givePlan(t.app, ravi.userId, 1);
    // Saved before Kavya joins, so she is new to it.
    const saved = await postAs(t.app, ravi.token, '/api/saved-searches', { name: 'Madurai brides', criteria: CRITERIA });
    expect(saved.statusCode, saved.body).toBe(201);
    kavya = await person('Kavya', 'Female', dob);
    mani = await person('Mani', 'Male', '1994-05-05');
    await givePlan(t.app, mani.userId, 1);
    siva = await person('Siva', 'Male', '1993-01-01');
    const preferences = await postAs(t.app, mani.token, '/api/updatePartnerPreferences', {
      gender: 'Female',
      age: '25 to 30',
      religion: 'Hindu',
      caste: 'no_preference',
    });
    expect(preferences.statusCode, preferences.body).toBe(200);
    expect((await postAs(t.app, kavya.token, '/api/sendInterest', { partner_id: mani.userId })).statusCode).toBe(201);
    expect((await postAs(t.app, siva.token, '/api/sendInterest', { partner_id: kavya.userId })).statusCode).toBe(201);
    const incoming = await t.app.inject({ url: `/api/getIncomingInterests/${mani.userId}`, headers: bearer(mani.token) });
    const id = incoming.json().data.find((i: { user_id: number }) => i.user_id === kavya.userId).id;
    expect((await postAs(t.app, mani.token, '/api/updateInterest', { id, status: 'Accepted' })).statusCode).toBe(200);
    await backgroundSettled();
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  const open = async (viewer: Registered, owner: Registered, call: 'getUserDetails' | 'getBiodata' = 'getUserDetails') => {
    const r = await postAs(t.app, viewer.token, `/api/${call}`, { user_id: owner.userId });
    return { status: r.statusCode, body: r.body, user: r.json().user };
  };
  const setSwitch = async (member: Registered, value: 0 | 1) => {
    const r = await postAs(t.app, member.token, '/api/updateUser', { address_visibility: value });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().user.address_visibility).toBe(value);
  };

  it('gives a paying stranger none: not on details, the biodata, search cards or interest lists; city and state stay', async () => {
    for (const call of ['getUserDetails', 'getBiodata'] as const) {
      const { status, body, user } = await open(ravi, kavya, call);
      expect(status, body).toBe(200);
      expect(user.address_withheld).toBe('interest');
      expect(user.user_details).not.toHaveProperty('address');
      expect(user.user_details).toMatchObject({ city: 'Madurai', state: 'Tamil Nadu', fathers_name: 'Raman' });
      expect(body).not.toContain(addressOf.get(kavya.userId));
      // The contact details the plan gives are still there.
      expect(user).toMatchObject({ phone: kavya.details.phone, email: kavya.details.email });
    }
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: bearer(ravi.token),
      payload: CRITERIA,
      remoteAddress: freshAddress(),
    });
    expect(search.json().data.map((c: { user_id: number }) => c.user_id)).toContain(kavya.userId);
    const lists = [
      search.body,
      (await t.app.inject({ url: `/api/getIncomingInterests/${mani.userId}`, headers: bearer(mani.token) })).body,
      (await t.app.inject({ url: `/api/getSentInterests/${siva.userId}`, headers: bearer(siva.token) })).body,
    ];
    for (const body of lists) expect(body).not.toContain(addressOf.get(kavya.userId));
    // Nor a member opening their own printable biodata: a sheet is made to be handed on.
    const own = await open(kavya, kavya, 'getBiodata');
    expect(own.status).toBe(200);
    expect(own.user.address_withheld).toBe('interest');
    expect(own.body).not.toContain(addressOf.get(kavya.userId));
  });

  it('gives it to the accepted partner whose plan includes contact details, on details and the biodata', async () => {
    for (const call of ['getUserDetails', 'getBiodata'] as const) {
      const { status, user } = await open(mani, kavya, call);
      expect(status).toBe(200);
      expect(user.address_withheld).toBeNull();
      expect(user.user_details.address).toBe(addressOf.get(kavya.userId));
    }
  });

  it('gives the partner none once their plan has no contact details, or has ended', async () => {
    const silver = planById(1)! as { contactDetails: boolean };
    silver.contactDetails = false;
    try {
      const { status, body, user } = await open(mani, kavya);
      expect(status).toBe(200);
      expect(user.address_withheld).toBe('plan');
      expect(user).not.toHaveProperty('phone');
      expect(user).not.toHaveProperty('email');
      expect(body).not.toContain(addressOf.get(kavya.userId));
    } finally {
      silver.contactDetails = true;
    }
    await t.app.ctx.db
      .updateTable('member_plans')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', mani.userId)
      .execute();
    try {
      const ended = await open(mani, kavya);
      expect(ended.status).toBe(402);
      expect(ended.body).not.toContain(addressOf.get(kavya.userId));
    } finally {
      await givePlan(t.app, mani.userId, 1);
    }
    expect((await open(mani, kavya)).user.user_details.address).toBe(addressOf.get(kavya.userId));
  });

  it('lets the owner, a free member, hide it from the partner too, and show it again', async () => {
    await setSwitch(kavya, 1);
    for (const call of ['getUserDetails', 'getBiodata'] as const) {
      const { body, user } = await open(mani, kavya, call);
      expect(user.address_withheld).toBe('owner');
      expect(user.user_details).not.toHaveProperty('address');
      expect(body).not.toContain(addressOf.get(kavya.userId));
    }
    // A stranger is told only what any stranger is told, never that she hid it.
    expect((await open(ravi, kavya)).user.address_withheld).toBe('interest');
    await setSwitch(kavya, 0);
    expect((await open(mani, kavya)).user.user_details.address).toBe(addressOf.get(kavya.userId));
  });

  it('holds in the other direction: the sender of the accepted interest, once she has a plan, sees his', async () => {
    expect((await open(kavya, mani)).status).toBe(402);
    await givePlan(t.app, kavya.userId, 1);
    const { user } = await open(kavya, mani);
    expect(user.user_details.address).toBe(addressOf.get(mani.userId));
    expect((await open(kavya, ravi)).user.address_withheld).toBe('interest');
    // The same switch works for a paying member.
    await setSwitch(mani, 1);
    expect((await open(kavya, mani)).user.address_withheld).toBe('owner');
    await setSwitch(mani, 0);
  });

  it('never puts a street address in a mail: interests, acceptances, saved searches or today’s matches', async () => {
    expect(await deliverSavedSearchDigest(t.app.ctx, ravi.userId, new Date(), log)).toBe(true);
    expect(await sendDailyPicksMailOf(t.app.ctx, mani.userId, log)).toBe(true);
    await backgroundSettled();
    // The morning's mails are queued with their claim; the queue delivers them.
    await deliverDueOutbound(t.app.ctx, { mail: t.app.ctx.outbox! }, t.app.log);
    const mails = await t.app.ctx.outbox!.list();
    // The mails that describe another member are there (so the check below is not empty): the
    // digest, the picks and the new interest name Kavya; the acceptance names Mani. Siva's interest
    // is told to Kavya, who has no plan, without his name (docs/decisions/0062).
    const named = async (to: Registered, name: string) =>
      (await mailsTo(t.app, to.details.email)).filter((m) => m.text.includes(name)).length;
    expect(await named(ravi, 'Kavya')).toBe(1);
    expect(await named(mani, 'Kavya')).toBeGreaterThanOrEqual(2);
    expect(await named(kavya, 'Siva')).toBe(0);
    expect(await named(kavya, 'Mani')).toBe(1);
    for (const mail of mails) {
      for (const address of addressOf.values()) {
        expect(mail.text, mail.subject).not.toContain(address);
        expect(mail.html ?? '', mail.subject).not.toContain(address);
      }
    }
  });

  it('keeps the owner’s own address and switch in their data download, and never a partner’s', async () => {
    await setSwitch(kavya, 1);
    const download = async (member: Registered) => {
      const r = await t.app.inject({
        method: 'GET',
        url: '/api/my-data',
        headers: bearer(member.token),
        remoteAddress: freshAddress(),
      });
      expect(r.statusCode).toBe(200);
      return JSON.parse(strFromU8(unzipSync(new Uint8Array(r.rawPayload))['profile.json']!));
    };
    const hers = await download(kavya);
    expect(hers.profile.address).toBe(addressOf.get(kavya.userId));
    expect(hers.account.address_visibility).toBe(true);
    expect(JSON.stringify(hers)).not.toContain(addressOf.get(mani.userId));
    const his = await download(mani);
    expect(his.profile.address).toBe(addressOf.get(mani.userId));
    expect(his.account.address_visibility).toBe(false);
    expect(JSON.stringify(his)).not.toContain(addressOf.get(kavya.userId));
    await setSwitch(kavya, 0);
  });

  it('is not in the operators’ console either', async () => {
    const operator = await verifiedMember(t.app, { name: 'Operator Oviya' });
    await runAdminCommand(['create', operator.details.email], t.app.ctx.db);
    const found = await t.app.inject({
      url: `/api/admin/members?q=${encodeURIComponent(kavya.details.email)}`,
      headers: bearer(operator.token),
      remoteAddress: freshAddress(),
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.body).toContain(kavya.details.email);
    expect(found.body).not.toContain(addressOf.get(kavya.userId));
  });
});
