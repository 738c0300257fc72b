import { addDays, indiaDateOf, latestBirthDate, todayInIndia, type InterestItem } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import {
  bearer,
  givePlan,
  memberWithProfile,
  postAs,
  register,
  verifiedMember,
  type Registered,
  type SearchableProfile,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadTestImage } from '../../test/uploads.js';

const ta = translatorFor('ta');
const dob = addDays(latestBirthDate(todayInIndia(), 27), -10);

describe.each(ENGINES)('interests on %s', (engine) => {
  let t: TestApp;
  let sender: Registered;
  let partner: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    sender = await memberWithProfile(t.app, { name: 'Arun', gender: 'Male', dob });
    partner = await memberWithProfile(t.app, { name: 'Meena', gender: 'Female', dob, city: 'Chennai' });
  });
  afterAll(async () => {
    await backgroundSettled();
    await t.close();
  });

  const send = (from: Registered, partnerId: number, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sendInterest',
      headers: bearer(from.token),
      payload: { user_id: from.userId, partner_id: partnerId, status: 'Requested', ...extra },
    });
  const sent = (viewer: Registered, userId = viewer.userId) =>
    t.app.inject({ method: 'GET', url: `/api/getSentInterests/${userId}`, headers: bearer(viewer.token) });
  const incoming = (viewer: Registered, userId = viewer.userId) =>
    t.app.inject({ method: 'GET', url: `/api/getIncomingInterests/${userId}`, headers: bearer(viewer.token) });
  const answer = (viewer: Registered, id: unknown, status: unknown) =>
    postAs(t.app, viewer.token, '/api/updateInterest', { id, status });
  const withdraw = (viewer: Registered, id: unknown) => postAs(t.app, viewer.token, '/api/withdrawInterest', { id });
  const stored = (id: number) => t.app.ctx.db.selectFrom('interests').selectAll().where('id', '=', id).executeTakeFirst();
  const profile = async (member: Registered) => (await postAs(t.app, member.token, '/api/getLoggedInUserProfile')).json();

  /** A fresh pair: `from` sends to `to`; the interest's id. */
  const pair = async (
    from: Partial<SearchableProfile> = {},
    to: Partial<SearchableProfile> = {},
    plans: [0 | 1 | 2 | 3, 0 | 1 | 2 | 3] = [0, 2],
  ) => {
    const a = await memberWithProfile(t.app, { name: 'Karthik', gender: 'Male', dob, ...from });
    const b = await memberWithProfile(t.app, { name: 'Divya', gender: 'Female', dob, ...to });
    if (plans[0]) await givePlan(t.app, a.userId, plans[0]);
    if (plans[1]) await givePlan(t.app, b.userId, plans[1]);
    expect((await send(a, b.userId)).statusCode).toBe(201);
    // The recipient's e-mail is sent after the answer; let it finish so the row is settled.
    await backgroundSettled();
    const id = (await sent(a)).json().data[0].id as number;
    return { a, b, id };
  };

  describe('sending and the sent list', () => {
    it('sends an interest once; the second time is 409', async () => {
      const first = await send(sender, partner.userId);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ success: true, message: 'Interest sent successfully' });
      const again = await send(sender, partner.userId);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, code: 'interest_already_sent', message: 'Interest already sent' });
    });

    it('lists what a member sent as { success, data }, describing the recipient, for that member only', async () => {
      const mine = await sent(sender);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual({
        success: true,
        data: [
          {
            id: expect.any(Number),
            user_id: sender.userId,
            partner_id: partner.userId,
            status: 'Requested',
            // The India day, never a time (docs/decisions/0057).
            requested_on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
            updated_on: null,
            name: 'Meena',
            gender: 'Female',
            city: 'Chennai',
            state: 'Tamil Nadu',
            age: 27,
            job: null,
            user_profile_picture: null,
            premium_user: 0,
            last_active: 'today',
            sent_by_relation: null,
            answered_by_relation: null,
          },
        ],
      });
      const theirs = await sent(partner, sender.userId);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json()).toEqual({
        success: false,
        code: 'interests_not_yours',
        message: 'You can only see your own interests.',
      });
      const malformed = await t.app.inject({ method: 'GET', url: '/api/getSentInterests/abc', headers: bearer(sender.token) });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'invalid_input', message: 'You can only see your own interests.' });
      expect((await t.app.inject(`/api/getSentInterests/${sender.userId}`)).statusCode).toBe(401);
    });

    it('lists newest first, marks a recipient with an active plan as premium, and blurs pictures for a free sender', async () => {
      const a = await memberWithProfile(t.app, { name: 'Bala', gender: 'Male', dob });
      const first = await memberWithProfile(t.app, { name: 'Anitha', gender: 'Female', dob });
      const second = await memberWithProfile(t.app, { name: 'Bhavani', gender: 'Female', dob });
      await givePlan(t.app, second.userId, 1);
      await uploadTestImage(t.app, second);
      await send(a, first.userId);
      await send(a, second.userId);
      const data = (await sent(a)).json().data;
      expect(data.map((i: { name: string }) => i.name)).toEqual(['Bhavani', 'Anitha']);
      expect(data.map((i: { premium_user: number }) => i.premium_user)).toEqual([1, 0]);
      expect(data[0].user_profile_picture).toMatch(/\/blurred\?a=v&/);
      await givePlan(t.app, a.userId, 1);
      expect((await sent(a)).json().data[0].user_profile_picture).toMatch(/\/thumb\?a=p&/);
    });

    it('refuses an interest to oneself, to an unknown member, or in another member’s name', async () => {
      expect((await send(sender, sender.userId)).json()).toEqual({
        success: false,
        code: 'interest_to_self',
        message: 'You cannot send an interest to yourself.',
      });
      expect((await send(sender, 999_999)).json()).toEqual({
        success: false,
        code: 'profile_not_found',
        message: 'Profile not found.',
      });
      const stranger = await verifiedMember(t.app);
      expect((await send(stranger, partner.userId, { user_id: sender.userId })).statusCode).toBe(403);
      expect((await send(sender, partner.userId, { status: 'Accepted' })).statusCode).toBe(400);
    });

    it('answers a member who chose Tamil in Tamil: the success, and the same 404 with the same code', async () => {
      const tamil = await memberWithProfile(t.app, {
        name: 'Kumar',
        gender: 'Male',
        dob: addDays(latestBirthDate(todayInIndia(), 30), -3),
      });
      await t.app.inject({ method: 'POST', url: '/api/updateUser', headers: bearer(tamil.token), payload: { locale: 'ta' } });
      const ok = await send(tamil, partner.userId);
      expect(ok.json()).toEqual({ success: true, message: ta('interests.sent') });
      const missing = await send(tamil, 999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, code: 'profile_not_found', message: ta('profileDetails.notFound') });
    });

    it('needs a verified member', async () => {
      const unverified = await register(t.app);
      expect((await send(unverified, partner.userId)).statusCode).toBe(403);
      expect((await sent(unverified)).statusCode).toBe(403);
    });
  });

  describe('the incoming list', () => {
    it('needs an active plan: 402 with the specification text, for the caller’s own id only', async () => {
      const refused = await incoming(partner);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({
        success: false,
        code: 'interests_plan_required',
        message: 'You must upgrade to a premium membership to view and interact with interests.',
      });
      const gold = await verifiedMember(t.app);
      await givePlan(t.app, gold.userId, 2);
      expect((await incoming(gold, partner.userId)).statusCode).toBe(403);
      expect((await t.app.inject(`/api/getIncomingInterests/${partner.userId}`)).statusCode).toBe(401);
    });

    it('describes each sender to a paying recipient, newest first, with the thumbnail', async () => {
      const b = await memberWithProfile(t.app, { name: 'Lakshmi', gender: 'Female', dob });
      await givePlan(t.app, b.userId, 1);
      const a1 = await memberWithProfile(t.app, { name: 'Mohan', gender: 'Male', dob, city: 'Salem' });
      const a2 = await memberWithProfile(t.app, { name: 'Naveen', gender: 'Male', dob, city: 'Coimbatore' });
      await uploadTestImage(t.app, a1);
      await givePlan(t.app, a2.userId, 3);
      await send(a1, b.userId);
      await send(a2, b.userId);
      const answer = await incoming(b);
      expect(answer.statusCode).toBe(200);
      const data = answer.json().data;
      expect(data).toMatchObject([
        { user_id: a2.userId, partner_id: b.userId, name: 'Naveen', city: 'Coimbatore', status: 'Requested', premium_user: 1 },
        { user_id: a1.userId, partner_id: b.userId, name: 'Mohan', city: 'Salem', status: 'Requested', premium_user: 0 },
      ]);
      expect(data[0].user_profile_picture).toBeNull();
      expect(data[1].user_profile_picture).toMatch(/\/thumb\?a=p&/);
      expect((await t.app.inject(data[1].user_profile_picture)).statusCode).toBe(200);
    });
  });

  describe('answering (updateInterest)', () => {
    it('lets the recipient accept: the status and updated_on change, with the specification message and the item', async () => {
      const { a, b, id } = await pair({ name: 'Prakash' });
      const r = await answer(b, id, 'Accepted');
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({
        success: true,
        message: 'Interest accepted successfully',
        interest: expect.objectContaining({ id, user_id: a.userId, partner_id: b.userId, status: 'Accepted', name: 'Prakash' }),
      });
      const row = (await stored(id))!;
      expect(r.json().interest.updated_on).toBe(indiaDateOf(row.updated_on));
      expect((await sent(a)).json().data[0]).toMatchObject({ id, status: 'Accepted', updated_on: indiaDateOf(row.updated_on) });
    });

    it('accepting twice is harmless: 200, nothing changes, updated_on is kept', async () => {
      const { b, id } = await pair();
      const first = (await answer(b, id, 'Accepted')).json().interest;
      const firstStored = (await stored(id))!.updated_on;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const again = await answer(b, id, 'Accepted');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ message: 'Interest accepted successfully', interest: { status: 'Accepted' } });
      const row = (await stored(id))!;
      expect(again.json().interest.updated_on).toBe(first.updated_on);
      expect(indiaDateOf(row.updated_on)).toBe(first.updated_on);
      expect(row.updated_on).toBe(firstStored);
    });

    it('moves Requested → Rejected → Accepted → Rejected, each change moving updated_on', async () => {
      const { b, id } = await pair();
      const times: string[] = [];
      for (const [status, message] of [
        ['Rejected', 'Interest rejected successfully'],
        ['Accepted', 'Interest accepted successfully'],
        ['Rejected', 'Interest rejected successfully'],
      ] as const) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const r = await answer(b, id, status);
        expect(r.statusCode).toBe(200);
        expect(r.json()).toMatchObject({ success: true, message, interest: { status } });
        const row = (await stored(id))!;
        expect(row.status).toBe(status);
        expect(r.json().interest.updated_on).toBe(indiaDateOf(row.updated_on));
        times.push(row.updated_on);
      }
      expect(new Set(times).size).toBe(3);
      expect([...times].sort()).toEqual(times);
    });

    it('refuses the sender (403), a third member and an unknown id (the same 404), and changes nothing', async () => {
      const { a, b, id } = await pair({}, {}, [2, 2]);
      const before = await stored(id);
      const own = await answer(a, id, 'Accepted');
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({
        success: false,
        code: 'interest_recipient_only',
        message: 'Only the member who received this interest can accept or reject it.',
      });
      const third = await verifiedMember(t.app);
      await givePlan(t.app, third.userId, 3);
      const notFound = {
        success: false,
        code: 'interest_not_found',
        message: 'We could not find that interest. It may have been withdrawn.',
      };
      const stranger = await answer(third, id, 'Rejected');
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual(notFound);
      const unknown = await answer(b, 999_999, 'Accepted');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(notFound);
      expect(await stored(id)).toEqual(before);
    });

    it('needs an active plan (402), checked before anything about the interest', async () => {
      const { b, id } = await pair({}, {}, [0, 0]);
      for (const target of [id, 999_999]) {
        const r = await answer(b, target, 'Accepted');
        expect(r.statusCode).toBe(402);
        expect(r.json()).toMatchObject({ code: 'interests_plan_required' });
      }
      expect((await stored(id))!.status).toBe('Requested');
      await givePlan(t.app, b.userId, 1, { expiresInDays: -1 });
      expect((await answer(b, id, 'Accepted')).statusCode).toBe(402);
      await givePlan(t.app, b.userId, 1);
      expect((await answer(b, id, 'Accepted')).statusCode).toBe(200);
    });

    it('refuses any other status, and malformed ids, with 400 and a field message', async () => {
      const { b, id } = await pair();
      for (const status of ['Requested', 'accepted', '', undefined]) {
        const r = await answer(b, id, status);
        expect(r.statusCode).toBe(400);
        expect(r.json()).toMatchObject({ code: 'invalid_input', errors: { status: "Please choose 'Accepted' or 'Rejected'." } });
      }
      // Beyond the id column's range: not found, never a database error.
      expect((await answer(b, 3_000_000_000, 'Accepted')).json()).toMatchObject({ code: 'interest_not_found' });
      expect((await withdraw(b, 3_000_000_000)).statusCode).toBe(404);
      for (const bad of ['x', -1, 1.5, null]) {
        const r = await answer(b, bad, 'Accepted');
        expect(r.statusCode).toBe(400);
        expect(r.json().errors.id).toBe('We could not find that interest. It may have been withdrawn.');
      }
      expect((await stored(id))!.status).toBe('Requested');
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/updateInterest', payload: { id, status: 'Accepted' } });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers a Tamil recipient in Tamil', async () => {
      const { b, id } = await pair();
      await postAs(t.app, b.token, '/api/updateUser', { locale: 'ta' });
      expect((await answer(b, id, 'Accepted')).json().message).toBe(ta('interests.accepted'));
      expect((await answer(b, id, 'Rejected')).json().message).toBe(ta('interests.rejected'));
      expect((await answer(b, 999_999, 'Rejected')).json().message).toBe(ta('interests.notFound'));
    });
  });

  describe('withdrawing (ours)', () => {
    it('lets the sender, even without a plan, withdraw a Requested interest: gone, and it may be sent again', async () => {
      const { a, b, id } = await pair();
      const r = await withdraw(a, id);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ success: true, message: 'Interest withdrawn.' });
      expect(await stored(id)).toBeUndefined();
      expect((await sent(a)).json().data).toEqual([]);
      expect((await incoming(b)).json().data).toEqual([]);
      expect((await send(a, b.userId)).statusCode).toBe(201);
      expect((await withdraw(a, id)).statusCode).toBe(404);
    });

    it('refuses an answered interest (409), the recipient (403), a third member and an unknown id (404)', async () => {
      const { a, b, id } = await pair();
      const third = await verifiedMember(t.app);
      expect((await withdraw(b, id)).json()).toEqual({
        success: false,
        code: 'interest_sender_only',
        message: 'Only the member who sent this interest can withdraw it.',
      });
      expect((await withdraw(third, id)).json()).toMatchObject({ code: 'interest_not_found' });
      expect((await withdraw(a, 999_999)).statusCode).toBe(404);
      await answer(b, id, 'Rejected');
      const answered = await withdraw(a, id);
      expect(answered.statusCode).toBe(409);
      expect(answered.json()).toEqual({
        success: false,
        code: 'interest_already_answered',
        message: 'This interest has already been answered, so it can no longer be withdrawn.',
      });
      expect((await stored(id))!.status).toBe('Rejected');
      expect((await withdraw(a, 'abc')).statusCode).toBe(400);
    });
  });

  describe('when, as days (docs/decisions/0057)', () => {
    const hide = (member: Registered, hidden: 0 | 1) =>
      t.app.ctx.db.updateTable('users').set({ hide_last_active: hidden }).where('id', '=', member.userId).execute();
    const only = (body: { data: InterestItem[] }, id: number) => body.data.find((i) => i.id === id)!;

    it('gives India days and the other member’s band, never a time, in every list and answer', async () => {
      const { a, b, id } = await pair({}, {}, [2, 2]);
      const answered = await answer(b, id, 'Accepted');
      const row = (await stored(id))!;
      for (const r of [answered, await sent(a), await incoming(b)]) {
        expect(r.body).not.toContain(row.requested_on);
        expect(r.body).not.toContain(row.updated_on);
        expect(r.body).not.toContain(row.updated_on.slice(11, 19));
      }
      const day = { requested_on: indiaDateOf(row.requested_on), updated_on: indiaDateOf(row.updated_on) };
      expect(only((await sent(a)).json(), id)).toMatchObject({ ...day, last_active: 'today' });
      expect(only((await incoming(b)).json(), id)).toMatchObject({ ...day, last_active: 'today' });
      expect(answered.json().interest).toMatchObject({ ...day, last_active: 'today' });
    });

    it('gives no day of a sender who hides their activity, and lists their interest after the dated ones', async () => {
      const b = await memberWithProfile(t.app, { name: 'Kavya', gender: 'Female', dob });
      await givePlan(t.app, b.userId, 2);
      const shows = await memberWithProfile(t.app, { name: 'Ravi', gender: 'Male', dob });
      const hides = await memberWithProfile(t.app, { name: 'Siva', gender: 'Male', dob });
      expect((await send(shows, b.userId)).statusCode).toBe(201);
      expect((await send(hides, b.userId)).statusCode).toBe(201);
      await hide(hides, 1);
      const data = (await incoming(b)).json<{ data: InterestItem[] }>().data;
      // Newest first, except the undated one, which goes last.
      expect(data.map((i) => i.user_id)).toEqual([shows.userId, hides.userId]);
      expect(data[1]).toMatchObject({ name: 'Siva', requested_on: null, updated_on: null, last_active: null });
      expect(data[0]!.requested_on).toMatch(/^\d{4}-\d\d-\d\d$/);
      // The sender's own list still gives the day of their own act.
      const own = (await sent(hides)).json<{ data: InterestItem[] }>().data[0]!;
      expect(own.requested_on).toMatch(/^\d{4}-\d\d-\d\d$/);
      // Who hides sees no bands either, but the days of their own acts and of those who show theirs.
      expect(own.last_active).toBeNull();
    });

    it('gives no day of an answer whose recipient hides their activity; the recipient still sees their own', async () => {
      const { a, b, id } = await pair({}, {}, [2, 2]);
      await hide(b, 1);
      expect((await answer(b, id, 'Rejected')).json().interest.updated_on).toMatch(/^\d{4}-\d\d-\d\d$/);
      const seen = only((await sent(a)).json(), id);
      expect(seen).toMatchObject({ status: 'Rejected', updated_on: null, last_active: null });
      expect(seen.requested_on).toMatch(/^\d{4}-\d\d-\d\d$/);
      const own = only((await incoming(b)).json(), id);
      expect(own.updated_on).toMatch(/^\d{4}-\d\d-\d\d$/);
      // The sender shows theirs, but b hides their own: no band for b.
      expect(own).toMatchObject({ requested_on: expect.stringMatching(/^\d{4}-/), last_active: null });
    });
  });

  describe('the pending count in the user object', () => {
    it('counts incoming interests still Requested, for every member, plan or not', async () => {
      const b = await memberWithProfile(t.app, { name: 'Revathi', gender: 'Female', dob });
      expect(await profile(b)).toMatchObject({ pending_interests: 0, premium_user: 0 });
      const senders = [];
      for (let i = 0; i < 3; i++) {
        const a = await memberWithProfile(t.app, { name: `Suitor ${i}`, gender: 'Male', dob });
        await send(a, b.userId);
        senders.push(a);
      }
      expect((await profile(b)).pending_interests).toBe(3);
      // Interests b sent are not counted for b.
      expect((await profile(senders[0]!)).pending_interests).toBe(0);
      await givePlan(t.app, b.userId, 1);
      const ids = (await incoming(b)).json().data.map((i: { id: number }) => i.id);
      await answer(b, ids[0], 'Accepted');
      await answer(b, ids[1], 'Rejected');
      expect((await profile(b)).pending_interests).toBe(1);
      await withdraw(senders[0]!, ids[2]);
      expect((await profile(b)).pending_interests).toBe(0);
    });
  });
});
