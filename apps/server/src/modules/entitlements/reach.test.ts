import { addDays, CHAT_CLOSE, latestBirthDate, todayInIndia, type ProfileCard } from '@inai/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, givePlan, mailsTo, memberWithProfile, postAs, type Registered } from '../../test/members.js';
import { ChatClient } from '../../test/chat.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadTestImage } from '../../test/uploads.js';
import { sendChatDigests } from '../chat/chat.notifications.js';
import { deliverAcceptance, sendDueDigests } from '../interests/interests.notifications.js';

const dob = addDays(latestBirthDate(todayInIndia(), 27), -10);
/** An id no member has: what a member who does not exist gets. */
const NOBODY = 2_000_000_000;
const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

/** Who blocks whom: every channel is tried both ways in each. */
const SIDES = ['she blocks him', 'he blocks her'] as const;
type Side = (typeof SIDES)[number];
type Plan = 0 | 1 | 2 | 3;

/**
 * A block ends every channel, both ways (docs/design.md, "Contact grows with consent"), from one rule of the entitlements
 * module; and a member suspended, leaving or erased is gone from everyone else's lists.
 */
describe.each(ENGINES)('who may reach whom, on %s', (engine) => {
  let t: TestApp;
  let base: string;
  const sockets: ChatClient[] = [];
  const log = { info: () => undefined, error: () => undefined };
  beforeAll(async () => {
    t = await createTestApp({ engine });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((c) => c.close()));
    await backgroundSettled();
    await t.close();
  });

  const get = (m: Registered, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(m.token), remoteAddress: freshAddress() });
  const post = (m: Registered, url: string, payload: object) => postAs(t.app, m.token, url, payload);
  /** An answer as a client sees it: status and the whole body. */
  const seen = (r: LightMyRequestResponse) => ({ status: r.statusCode, body: r.json() as unknown });

  /** A woman and a man with plans (0: none). */
  const couple = async (plans: [Plan, Plan] = [0, 0]) => {
    const she = await memberWithProfile(t.app, { name: 'Meena', gender: 'Female', dob });
    const he = await memberWithProfile(t.app, { name: 'Arun', gender: 'Male', dob });
    if (plans[0]) await givePlan(t.app, she.userId, plans[0]);
    if (plans[1]) await givePlan(t.app, he.userId, plans[1]);
    return { she, he, both: [she, he] as const, pairs: [[she, he] as const, [he, she] as const] };
  };
  const setBlock = async (url: '/api/block' | '/api/unblock', side: Side, she: Registered, he: Registered) => {
    const [by, other] = side === 'she blocks him' ? [she, he] : [he, she];
    const r = await post(by, url, { user_id: other.userId });
    expect(r.statusCode, r.body).toBe(200);
  };
  const block = (side: Side, she: Registered, he: Registered) => setBlock('/api/block', side, she, he);
  const unblock = (side: Side, she: Registered, he: Registered) => setBlock('/api/unblock', side, she, he);

  const sendInterest = (from: Registered, partnerId: number) => post(from, '/api/sendInterest', { partner_id: partnerId });
  /** Sends an interest (201) and returns its id. */
  const interest = async (from: Registered, to: Registered) => {
    const r = await sendInterest(from, to.userId);
    expect(r.statusCode, r.body).toBe(201);
    await backgroundSettled();
    const row = await t.app.ctx.db
      .selectFrom('interests')
      .select('id')
      .where('user_id', '=', from.userId)
      .where('partner_id', '=', to.userId)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const answer = (m: Registered, id: number, status: 'Accepted' | 'Rejected') => post(m, '/api/updateInterest', { id, status });
  const withdraw = (m: Registered, id: number) => post(m, '/api/withdrawInterest', { id });
  const statusOf = async (id: number) =>
    (await t.app.ctx.db.selectFrom('interests').select('status').where('id', '=', id).executeTakeFirst())?.status;

  /** Every card of every page of a search or Matches. */
  const allPages = async (ask: (page: number) => Promise<LightMyRequestResponse>) => {
    const cards: ProfileCard[] = [];
    for (let page = 1; ; page++) {
      const r = await ask(page);
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json() as { data: ProfileCard[]; total: number };
      cards.push(...body.data);
      if (body.data.length === 0 || page * 24 >= body.total) return cards;
    }
  };
  const searchFor = (m: Registered, gender: 'Male' | 'Female', as?: 'visitor') =>
    allPages((page) =>
      t.app.inject({
        method: 'POST',
        url: '/api/search',
        headers: as === 'visitor' ? {} : bearer(m.token),
        payload: { gender, age: '18 to 30', religion: 'Any', page, pageSize: 24 },
        remoteAddress: freshAddress(),
      }),
    );
  const matchesOf = (m: Registered) => allPages((page) => post(m, '/api/loggedInSearch', { page, pageSize: 24 }));
  const cardOf = (cards: ProfileCard[], other: Registered) => cards.find((c) => c.user_id === other.userId);

  const pending = async (m: Registered) =>
    ((await post(m, '/api/getLoggedInUserProfile', {})).json() as { pending_interests: number }).pending_interests;
  const unread = async (m: Registered) =>
    ((await post(m, '/api/getLoggedInUserProfile', {})).json() as { unread_messages: number }).unread_messages;
  type Item = { user_id: number; partner_id: number; user_profile_picture: string | null };
  const sentList = async (m: Registered) => {
    const r = await get(m, `/api/getSentInterests/${m.userId}`);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { data: Item[] }).data;
  };
  const incomingList = async (m: Registered) => {
    const r = await get(m, `/api/getIncomingInterests/${m.userId}`);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { data: Item[] }).data;
  };
  const conversations = async (m: Registered) =>
    ((await get(m, '/api/chat/conversations')).json() as { data: { other: { user_id: number } }[] }).data.map(
      (c) => c.other.user_id,
    );
  const shortlist = async (m: Registered) => {
    const r = await get(m, '/api/shortlist');
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json() as { data: ProfileCard[]; total: number };
    return { ids: body.data.map((c) => c.user_id), total: body.total };
  };
  const shortlistIds = async (m: Registered) => ((await get(m, '/api/shortlist/ids')).json() as { data: number[] }).data;
  const viewers = async (m: Registered) =>
    ((await get(m, '/api/viewers')).json() as { data: { user_id: number }[] }).data.map((c) => c.user_id);
  const details = (m: Registered, userId: number) => post(m, '/api/getUserDetails', { user_id: userId });
  const opens = async (link: string | null | undefined) => {
    expect(link).toEqual(expect.stringMatching(/^\/api\/media\//));
    return (await t.app.inject({ method: 'GET', url: link! })).statusCode;
  };

  /** Opens the chat of an accepted pair (he sent, she accepted); the conversation's id. */
  const chatting = async (she: Registered, he: Registered) => {
    const his = await interest(he, she);
    expect((await answer(she, his, 'Accepted')).statusCode).toBe(200);
    await backgroundSettled();
    const opened = await post(he, '/api/chat/open', { user_id: she.userId });
    expect(opened.statusCode, opened.body).toBe(200);
    return (opened.json() as { conversation: { id: number } }).conversation.id;
  };
  describe('interests', () => {
    it.each(SIDES)('sendInterest answers both ways exactly as for a member who does not exist (%s)', async (side) => {
      const { she, he, pairs } = await couple();
      // He sent one before the block: sending again would otherwise answer 409 'Interest already sent'.
      await interest(he, she);
      await block(side, she, he);
      for (const [from, to] of pairs) {
        const refused = seen(await sendInterest(from, to.userId));
        expect(refused).toEqual(seen(await sendInterest(from, NOBODY)));
        expect(refused).toMatchObject({ status: 404, body: { code: 'profile_not_found' } });
      }
      const rows = await t.app.ctx.db
        .selectFrom('interests')
        .select('id')
        .where('user_id', 'in', [she.userId, he.userId])
        .where('partner_id', 'in', [she.userId, he.userId])
        .execute();
      expect(rows).toHaveLength(1);
    });

    it.each(SIDES)(
      'answering, withdrawing and sending again answer as for an interest that does not exist (%s)',
      async (side) => {
        const { she, he, pairs } = await couple([1, 1]);
        const his = await interest(he, she);
        await block(side, she, he);
        for (const status of ['Accepted', 'Rejected'] as const) {
          // The recipient answering, and the sender trying to (otherwise a 403 'recipient only').
          expect(seen(await answer(she, his, status))).toEqual(seen(await answer(she, NOBODY, status)));
          expect(seen(await answer(he, his, status))).toEqual(seen(await answer(he, NOBODY, status)));
        }
        // The sender withdrawing, the recipient trying to; then either sending one.
        expect(seen(await withdraw(he, his))).toEqual(seen(await withdraw(he, NOBODY)));
        expect(seen(await withdraw(she, his))).toEqual(seen(await withdraw(she, NOBODY)));
        for (const [member, other] of pairs) {
          expect(seen(await sendInterest(member, other.userId))).toEqual(seen(await sendInterest(member, NOBODY)));
        }
        expect((await withdraw(he, his)).json()).toMatchObject({ code: 'interest_not_found' });
        expect(await statusOf(his)).toBe('Requested');
        // Lifting the block gives it back as it was.
        await unblock(side, she, he);
        expect((await answer(she, his, 'Accepted')).statusCode).toBe(200);
      },
    );

    it.each(SIDES)('no interest mail or digest reaches either across the block, however often he tries (%s)', async (side) => {
      const { she, he } = await couple();
      const other = await memberWithProfile(t.app, { name: 'Dinesh', gender: 'Male', dob });
      // Another's interest is mailed to her at once; his, within her hour, waits for the digest.
      await interest(other, she);
      const before = (await mailsTo(t.app, she.details.email)).length;
      const his = await interest(he, she);
      await block(side, she, he);
      await sendDueDigests(t.app.ctx, log, later(2 * HOUR));
      // Withdrawing and sending again, hour after hour: refused, and nothing is mailed.
      for (let hour = 3; hour <= 5; hour++) {
        expect((await withdraw(he, his)).statusCode).toBe(404);
        expect((await sendInterest(he, she.userId)).statusCode).toBe(404);
        await backgroundSettled();
        await sendDueDigests(t.app.ctx, log, later(hour * HOUR));
      }
      expect(await mailsTo(t.app, she.details.email)).toHaveLength(before);
      expect(await mailsTo(t.app, he.details.email)).toHaveLength(1); // his OTP
      // Her hour was given back: the next interest she may see is mailed at once.
      await interest(await memberWithProfile(t.app, { name: 'Ezhil', gender: 'Male', dob }), she);
      expect(await mailsTo(t.app, she.details.email)).toHaveLength(before + 1);
    });

    it.each(SIDES)('an acceptance made just before the block is not mailed after it (%s)', async (side) => {
      const { she, he } = await couple([1, 0]);
      const his = await interest(he, she);
      await t.app.ctx.db.updateTable('interests').set({ status: 'Accepted' }).where('id', '=', his).execute();
      await block(side, she, he);
      expect(await deliverAcceptance(t.app.ctx, his, new Date(), log)).toBe(false);
      expect(await mailsTo(t.app, he.details.email)).toHaveLength(1); // his OTP
    });

    it.each(SIDES)('pending counts and both interest lists show neither to the other (%s)', async (side) => {
      const { she, he, pairs } = await couple([1, 1]);
      await interest(he, she);
      const lists = async (m: Registered) => ({
        pending: await pending(m),
        sent: (await sentList(m)).map((i) => i.partner_id),
        incoming: (await incomingList(m)).map((i) => i.user_id),
      });
      expect(await lists(she)).toEqual({ pending: 1, sent: [], incoming: [he.userId] });
      expect(await lists(he)).toEqual({ pending: 0, sent: [she.userId], incoming: [] });
      await block(side, she, he);
      for (const [member] of pairs) expect(await lists(member)).toEqual({ pending: 0, sent: [], incoming: [] });
    });
  });

  it.each(SIDES)('chat: neither opens, sends to, reads, marks or lists the conversation, nor is mailed (%s)', async (side) => {
    const { she, he, pairs } = await couple([3, 3]);
    const id = await chatting(she, he);
    const message = (m: Registered, text: string) => post(m, `/api/chat/conversations/${id}/messages`, { text });
    expect((await message(he, 'Vanakkam Meena')).statusCode).toBe(201);
    expect((await message(she, 'Vanakkam Arun')).statusCode).toBe(201);
    for (const [member, other] of pairs) {
      expect(await conversations(member)).toEqual([other.userId]);
      expect(await unread(member)).toBe(1);
    }
    await block(side, she, he);
    for (const [member, other] of pairs) {
      expect(seen(await post(member, '/api/chat/open', { user_id: other.userId }))).toMatchObject({
        status: 403,
        body: { code: 'chat_blocked' },
      });
      expect((await message(member, 'are you there?')).json()).toMatchObject({ code: 'chat_blocked' });
      expect((await get(member, `/api/chat/conversations/${id}/messages`)).statusCode).toBe(403);
      expect((await post(member, `/api/chat/conversations/${id}/seen`, { up_to: 10 ** 9 })).statusCode).toBe(403);
      expect(await conversations(member)).toEqual([]);
      expect(await unread(member)).toBe(0);
    }
    // Each has a message the other has not read: the offline digest mails neither of them.
    const mailCount = async () => Promise.all([she, he].map(async (m) => (await mailsTo(t.app, m.details.email)).length));
    const before = await mailCount();
    await sendChatDigests(t.app.ctx, log, later(2 * HOUR));
    expect(await mailCount()).toEqual(before);
  });

  const connect = async (m: Registered, since?: number) => {
    const client = await ChatClient.signIn(base, m.token, since);
    sockets.push(client);
    return client;
  };
  /** Every frame a socket receives within a short while. */
  const settle = (client: ChatClient) => client.next(() => false, client.frames.length, 300).catch(() => client.frames);

  it.each([...SIDES, 'he is suspended'] as const)(
    'over the socket: a reconnect replays nothing from the other, and a send is refused (%s)',
    async (side) => {
      const { she, he } = await couple([3, 3]);
      const id = await chatting(she, he);
      expect((await post(he, `/api/chat/conversations/${id}/messages`, { text: 'Vanakkam Meena' })).statusCode).toBe(201);
      if (side === 'he is suspended') {
        await t.app.ctx.db
          .updateTable('users')
          .set({ suspended_at: new Date().toISOString() })
          .where('id', '=', he.userId)
          .execute();
      } else {
        await block(side, she, he);
      }
      const hers = await connect(she, 0);
      expect(hers.frames[0]).toEqual({ type: 'ready', unread_total: 0 });
      if (side === 'he is suspended') {
        // His session outlives the suspension here (ending it is the suspension's own business):
        // the session look-up refuses it all the same, at the socket's hello and at the REST send.
        const his = await ChatClient.connect(base);
        sockets.push(his);
        his.send({ type: 'hello', token: he.token, since: 0 });
        await expect(his.next(() => false)).rejects.toThrow(`socket closed (${CHAT_CLOSE.sessionEnded})`);
        const sent = await post(he, `/api/chat/conversations/${id}/messages`, { text: 'are you there?' });
        expect(seen(sent)).toMatchObject({ status: 401, body: { code: 'auth_required' } });
      } else {
        const his = await connect(he, 0);
        his.send({ type: 'send', conversation_id: id, text: 'are you there?', client_id: 'c1' });
        expect(await his.next((f) => f.type === 'error')).toMatchObject({ code: 'chat_blocked', client_id: 'c1' });
      }
      await settle(hers);
      expect(hers.messages()).toEqual([]);
    },
  );

  it.each(SIDES)('the shortlist: neither lists, marks nor adds the other (%s)', async (side) => {
    const { she, he, pairs } = await couple();
    const add = (m: Registered, userId: number) => post(m, '/api/shortlist', { user_id: userId });
    for (const [member, other] of pairs) expect((await add(member, other.userId)).statusCode).toBe(201);
    for (const [member, other] of pairs) {
      expect(await shortlist(member)).toEqual({ ids: [other.userId], total: 1 });
      expect(await shortlistIds(member)).toEqual([other.userId]);
    }
    await block(side, she, he);
    for (const [member, other] of pairs) {
      expect(await shortlist(member)).toEqual({ ids: [], total: 0 });
      expect(await shortlistIds(member)).toEqual([]);
      expect(seen(await add(member, other.userId))).toEqual(seen(await add(member, NOBODY)));
    }
    // Kept, and back once the block is lifted.
    await unblock(side, she, he);
    for (const [member, other] of pairs) expect(await shortlistIds(member)).toEqual([other.userId]);
  });

  it.each(SIDES)('profile details and who viewed me: neither opens nor lists the other (%s)', async (side) => {
    const { she, he, pairs } = await couple([2, 2]);
    for (const [member, other] of pairs) expect((await details(member, other.userId)).statusCode).toBe(200);
    for (const [member, other] of pairs) expect(await viewers(member)).toEqual([other.userId]);
    await block(side, she, he);
    for (const [member, other] of pairs) {
      expect(seen(await details(member, other.userId))).toEqual(seen(await details(member, NOBODY)));
      expect(await viewers(member)).toEqual([]);
    }
  });

  it.each(SIDES)('search and Matches show neither to the other (%s)', async (side) => {
    const { she, he } = await couple();
    expect(cardOf(await searchFor(she, 'Male'), he)).toBeDefined();
    expect(cardOf(await searchFor(he, 'Female'), she)).toBeDefined();
    expect(cardOf(await matchesOf(she), he)).toBeDefined();
    expect(cardOf(await matchesOf(he), she)).toBeDefined();
    await block(side, she, he);
    expect(cardOf(await searchFor(she, 'Male'), he)).toBeUndefined();
    expect(cardOf(await searchFor(he, 'Female'), she)).toBeUndefined();
    expect(cardOf(await matchesOf(she), he)).toBeUndefined();
    expect(cardOf(await matchesOf(he), she)).toBeUndefined();
  });

  describe('the media route', () => {
    it.each(SIDES)('refuses every link either was given before the block, and opens them again after (%s)', async (side) => {
      // She has Gold (clear photos, full profiles); he has no plan (blurred photos).
      const { she, he } = await couple([2, 0]);
      await uploadTestImage(t.app, she);
      await uploadTestImage(t.app, he);
      await interest(he, she);
      const shown = (await details(she, he.userId)).json() as {
        user: { user_profile_picture: string; user_images: { file_path: string; thumbnail: string }[] };
      };
      const hers = [
        cardOf(await searchFor(she, 'Male'), he)?.profile_picture,
        (await incomingList(she))[0]?.user_profile_picture,
        shown.user.user_profile_picture,
        shown.user.user_images[0]?.file_path,
      ];
      const his = [cardOf(await searchFor(he, 'Female'), she)?.profile_picture, (await sentList(he))[0]?.user_profile_picture];
      // Each link names the member it was made for.
      for (const link of hers) expect(link).toMatch(new RegExp(`[?&]a=p&u=${she.userId}&`));
      for (const link of his) expect(link).toMatch(new RegExp(`/blurred\\?a=v&u=${he.userId}&`));
      const visitors = cardOf(await searchFor(he, 'Female', 'visitor'), she)?.profile_picture;
      expect(visitors).toMatch(/\/blurred\?a=v&e=/);
      const statuses = async () => Promise.all([...hers, ...his].map(opens));
      expect(await statuses()).toEqual(Array(6).fill(200));
      await block(side, she, he);
      expect(await statuses()).toEqual(Array(6).fill(404));
      // What every visitor is shown stays open to everyone.
      expect(await opens(visitors)).toBe(200);
      await unblock(side, she, he);
      expect(await statuses()).toEqual(Array(6).fill(200));
    });

    it.each(SIDES)("refuses an accepted partner's links to locked photos after the block, both ways (%s)", async (side) => {
      const { she, he, both } = await couple([2, 2]);
      for (const member of both) {
        await uploadTestImage(t.app, member);
        expect((await post(member, '/api/updateUser', { photos_visibility: 1 })).statusCode).toBe(200);
      }
      const his = await interest(he, she);
      expect((await answer(she, his, 'Accepted')).statusCode).toBe(200);
      await backgroundSettled();
      const linksOf = async (member: Registered, other: Registered, list: Item[]) => {
        const shown = (await details(member, other.userId)).json() as { user: { user_images: { file_path: string }[] } };
        return [
          cardOf(await searchFor(member, other === he ? 'Male' : 'Female'), other)?.profile_picture,
          list[0]?.user_profile_picture,
          shown.user.user_images[0]?.file_path,
        ];
      };
      const hers = await linksOf(she, he, await incomingList(she));
      const yours = await linksOf(he, she, await sentList(he));
      for (const link of hers) expect(link).toMatch(new RegExp(`[?&]a=a&u=${she.userId}&`));
      for (const link of yours) expect(link).toMatch(new RegExp(`[?&]a=a&u=${he.userId}&`));
      const statuses = async () => Promise.all([...hers, ...yours].map(opens));
      expect(await statuses()).toEqual(Array(6).fill(200));
      await block(side, she, he);
      expect(await statuses()).toEqual(Array(6).fill(404));
      await unblock(side, she, he);
      expect(await statuses()).toEqual(Array(6).fill(200));
    });
  });

  it.each(['suspended_at', 'deletion_requested_at', 'erased_at'] as const)(
    'a member with %s leaves the interest lists, conversations, shortlist and viewers of others, and cannot be chatted with',
    async (column) => {
      const { she, he } = await couple([3, 3]);
      // Hers to him, accepted (so they chat); another man's to her, not answered (her pending
      // count): he leaves with him, as two members of one pair hold one interest between them.
      const other = await memberWithProfile(t.app, { name: 'Gokul', gender: 'Male', dob });
      const hers = await interest(she, he);
      expect((await answer(he, hers, 'Accepted')).statusCode).toBe(200);
      await interest(other, she);
      await backgroundSettled();
      expect((await post(she, '/api/shortlist', { user_id: he.userId })).statusCode).toBe(201);
      expect((await details(he, she.userId)).statusCode).toBe(200);
      const opened = await post(he, '/api/chat/open', { user_id: she.userId });
      const id = (opened.json() as { conversation: { id: number } }).conversation.id;
      expect((await post(he, `/api/chat/conversations/${id}/messages`, { text: 'Vanakkam' })).statusCode).toBe(201);
      const everything = async () => ({
        pending: await pending(she),
        sent: (await sentList(she)).map((i) => i.partner_id),
        incoming: (await incomingList(she)).map((i) => i.user_id),
        conversations: await conversations(she),
        unread: await unread(she),
        shortlist: await shortlist(she),
        shortlistIds: await shortlistIds(she),
        viewers: await viewers(she),
      });
      expect(await everything()).toEqual({
        pending: 1,
        sent: [he.userId],
        incoming: [other.userId],
        conversations: [he.userId],
        unread: 1,
        shortlist: { ids: [he.userId], total: 1 },
        shortlistIds: [he.userId],
        viewers: [he.userId],
      });

      await t.app.ctx.db
        .updateTable('users')
        .set({ [column]: new Date().toISOString() })
        .where('id', 'in', [he.userId, other.userId])
        .execute();

      expect(await everything()).toEqual({
        pending: 0,
        sent: [],
        incoming: [],
        conversations: [],
        unread: 0,
        shortlist: { ids: [], total: 0 },
        shortlistIds: [],
        viewers: [],
      });
      expect(seen(await post(she, '/api/chat/open', { user_id: he.userId }))).toEqual(
        seen(await post(she, '/api/chat/open', { user_id: NOBODY })),
      );
      const history = await get(she, `/api/chat/conversations/${id}/messages`);
      expect(seen(history)).toMatchObject({ status: 404, body: { code: 'conversation_not_found' } });
      const reply = await post(she, `/api/chat/conversations/${id}/messages`, { text: 'Hello?' });
      expect(reply.statusCode).toBe(404);
      expect(seen(await sendInterest(she, he.userId))).toEqual(seen(await sendInterest(she, NOBODY)));
    },
  );
});
