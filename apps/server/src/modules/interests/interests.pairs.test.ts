import { addDays, latestBirthDate, todayInIndia, type InterestStatesAnswer } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { chatPair, openChat } from '../../test/chat.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, givePlan, memberWithProfile, postAs, type Registered } from '../../test/members.js';
import { suiteApp } from '../../test/suite-app.js';
import { createTestDatabase } from '../../test/test-app.js';

const ta = translatorFor('ta');
const dob = addDays(latestBirthDate(todayInIndia(), 29), -4);

describe.each(ENGINES)('one interest between two members on %s', (engine) => {
  const t = suiteApp({ engine });

  const member = async (name: string, gender: 'Male' | 'Female', plan: 0 | 1 | 2 | 3 = 0) => {
    const m = await memberWithProfile(t.app, { name, gender, dob });
    if (plan) await givePlan(t.app, m.userId, plan);
    return m;
  };
  const send = (from: Registered, to: Registered) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sendInterest',
      headers: bearer(from.token),
      payload: { user_id: from.userId, partner_id: to.userId, status: 'Requested' },
    });
  const between = (a: Registered, b: Registered) =>
    t.app.ctx.db
      .selectFrom('interests')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', a.userId), eb('partner_id', '=', b.userId)]),
          eb.and([eb('user_id', '=', b.userId), eb('partner_id', '=', a.userId)]),
        ]),
      )
      .execute();
  const answer = async (viewer: Registered, id: number, status: 'Accepted' | 'Rejected') => {
    const r = await postAs(t.app, viewer.token, '/api/updateInterest', { id, status });
    expect(r.statusCode, r.body).toBe(200);
  };
  const states = async (viewer: Registered) => {
    const r = await t.app.inject({ method: 'GET', url: '/api/interest-states', headers: bearer(viewer.token) });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as InterestStatesAnswer;
  };

  it('refuses an interest back to a member whose own waits for an answer, saying to answer it (409, never a second one)', async () => {
    const arun = await member('Arun', 'Male');
    const meena = await member('Meena', 'Female', 1);
    expect((await send(arun, meena)).statusCode).toBe(201);
    const back = await send(meena, arun);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      success: false,
      code: 'interest_received',
      message: 'This member has already sent you an interest. Please answer it on the Interests screen.',
    });
    await postAs(t.app, meena.token, '/api/updateUser', { locale: 'ta' });
    const inTamil = await send(meena, arun);
    expect(inTamil.json().message).toBe(
      'இந்த உறுப்பினர் ஏற்கெனவே உங்களுக்கு விருப்பம் அனுப்பியுள்ளார். விருப்பங்கள் பக்கத்தில் அதற்குப் பதிலளிக்கவும்.',
    );
    expect(await between(arun, meena)).toHaveLength(1);
    // The sender again: the specification's answer.
    expect((await send(arun, meena)).json()).toMatchObject({ code: 'interest_already_sent', message: 'Interest already sent' });
  });

  it('refuses any interest once one between the two is accepted, and one back after declining theirs', async () => {
    const bala = await member('Bala', 'Male');
    const divya = await member('Divya', 'Female', 1);
    expect((await send(bala, divya)).statusCode).toBe(201);
    const [row] = await between(bala, divya);
    await answer(divya, row!.id, 'Accepted');
    const back = await send(divya, bala);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      success: false,
      code: 'interest_already_accepted',
      message: 'An interest between you and this member is already accepted, so there is nothing more to send.',
    });
    await postAs(t.app, divya.token, '/api/updateUser', { locale: 'ta' });
    expect((await send(divya, bala)).json().message).toBe(ta('interests.alreadyAccepted'));
    await postAs(t.app, divya.token, '/api/updateUser', { locale: 'en' });
    await answer(divya, row!.id, 'Rejected');
    expect((await send(divya, bala)).json()).toEqual({
      success: false,
      code: 'interest_declined_by_you',
      message: "You declined this member's interest earlier. To connect now, accept it on the Interests screen.",
    });
    expect(await between(bala, divya)).toHaveLength(1);
    // Withdrawn while still waiting: the pair is free again, either way.
    const chezhian = await member('Chezhian', 'Male');
    expect((await send(chezhian, divya)).statusCode).toBe(201);
    const [waiting] = await between(chezhian, divya);
    expect((await postAs(t.app, chezhian.token, '/api/withdrawInterest', { id: waiting!.id })).statusCode).toBe(200);
    expect((await send(divya, chezhian)).statusCode).toBe(201);
  });

  it('ends two members sending to each other at the same moment with one interest, the other refused with 409', async () => {
    const pairs = await Promise.all(
      [0, 1, 2, 3, 4].map(async (n) => [await member(`Ezhil ${n}`, 'Male'), await member(`Fathima ${n}`, 'Female')] as const),
    );
    const answers = await Promise.all(pairs.map(([a, b]) => Promise.all([send(a, b), send(b, a)])));
    for (const [index, [one, two]] of answers.entries()) {
      const codes = [one.statusCode, two.statusCode].sort();
      expect(codes, `${one.body} ${two.body}`).toEqual([201, 409]);
      const refused = one.statusCode === 409 ? one : two;
      expect(refused.json()).toMatchObject({ code: 'interest_received' });
      expect(await between(...pairs[index]!)).toHaveLength(1);
    }
  });

  it('keeps a second interest out of the database itself, whichever way it points', async () => {
    const gopi = await member('Gopi', 'Male');
    const hema = await member('Hema', 'Female');
    expect((await send(gopi, hema)).statusCode).toBe(201);
    const now = new Date().toISOString();
    await expect(
      t.app.ctx.db
        .insertInto('interests')
        .values({ user_id: hema.userId, partner_id: gopi.userId, status: 'Requested', requested_on: now, updated_on: now })
        .execute(),
    ).rejects.toThrow();
  });

  it('tells each member where they stand for the cards, the incoming side only with a plan, and where chat can happen', async () => {
    const iniyan = await member('Iniyan', 'Male', 3);
    const jaya = await member('Jaya', 'Female', 3);
    const kala = await member('Kala', 'Female');
    const latha = await member('Latha', 'Female', 1);
    expect((await send(iniyan, jaya)).statusCode).toBe(201);
    expect((await send(iniyan, kala)).statusCode).toBe(201);
    expect((await send(latha, iniyan)).statusCode).toBe(201);
    const [toJaya] = await between(iniyan, jaya);
    await answer(jaya, toJaya!.id, 'Accepted');
    const byUser = (answer: InterestStatesAnswer) => Object.fromEntries(answer.data.map((d) => [d.user_id, d]));

    const his = await states(iniyan);
    expect(his.chat).toBe('interest');
    expect(byUser(his)).toEqual({
      [jaya.userId]: { user_id: jaya.userId, state: 'accepted', chat: 'open' },
      [kala.userId]: { user_id: kala.userId, state: 'sent', chat: 'interest' },
      [latha.userId]: { user_id: latha.userId, state: 'received', chat: 'interest' },
    });
    expect(await states(jaya)).toEqual({
      success: true,
      chat: 'interest',
      data: [{ user_id: iniyan.userId, state: 'accepted', chat: 'open' }],
    });
    // Kala has no plan: her Interests screen hides who sent what, and so do her cards.
    expect(await states(kala)).toEqual({ success: true, chat: 'plan', data: [] });
    // Latha's plan has no chat: what she sent is 'sent', and chat asks for the plan.
    expect(await states(latha)).toEqual({
      success: true,
      chat: 'plan',
      data: [{ user_id: iniyan.userId, state: 'sent', chat: 'plan' }],
    });
    // Declined by Iniyan: 'declined', still his to accept.
    const [fromLatha] = await between(latha, iniyan);
    await answer(iniyan, fromLatha!.id, 'Rejected');
    expect(byUser(await states(iniyan))[latha.userId]).toMatchObject({ state: 'declined' });
    expect((await t.app.inject({ method: 'GET', url: '/api/interest-states' })).statusCode).toBe(401);
  });

  it("tells the writer in the conversation whether the other member's plan lets them read, and which plan does", async () => {
    const { a, b } = await chatPair(t.app, [3, 1]);
    const id = await openChat(t.app, a, b);
    const open = (from: Registered, to: Registered) => postAs(t.app, from.token, '/api/chat/open', { user_id: to.userId });
    expect((await open(a, b)).json().conversation).toMatchObject({
      id,
      can_chat: true,
      other_can_read: false,
      reading_plan_id: 3,
      other: { user_id: b.userId, name: 'Divya', gender: 'Female' },
    });
    expect((await open(b, a)).json().conversation).toMatchObject({
      can_chat: false,
      other_can_read: true,
      other: { name: 'Karthik', gender: 'Male' },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/chat/conversations', headers: bearer(a.token) });
    expect(list.json().data[0]).toMatchObject({ id, other_can_read: false, reading_plan_id: 3 });
    // Once Divya has Platinum, she can read.
    await givePlan(t.app, b.userId, 3);
    expect((await open(a, b)).json().conversation).toMatchObject({ other_can_read: true });
  });
});

describe.each(ENGINES)('the migration to one interest per pair on %s', (engine) => {
  it('keeps the accepted one of a reversed pair, else the one still waiting, else the older', async () => {
    const older = await createTestDatabase(engine);
    try {
      await migrateTo(older.db, engine, '0026-address-visibility');
      const at = '2025-03-01T10:00:00.000Z';
      const ids: number[] = [];
      for (let n = 0; n < 8; n++) {
        const row = await older.db
          .insertInto('users')
          .values({
            name: `M${n}`,
            email: `m${n}@example.com`,
            phone: `98765432${n}0`,
            password_hash: '!',
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      const interest = async (from: number, to: number, status: 'Requested' | 'Accepted' | 'Rejected') =>
        (
          await older.db
            .insertInto('interests')
            .values({ user_id: ids[from]!, partner_id: ids[to]!, status, requested_on: at, updated_on: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      // Both waiting: the older.
      const oldest = await interest(0, 1, 'Requested');
      await interest(1, 0, 'Requested');
      // The accepted one, though newer.
      await interest(2, 3, 'Requested');
      const accepted = await interest(3, 2, 'Accepted');
      // One waiting beats one declined.
      await interest(4, 5, 'Rejected');
      const waiting = await interest(5, 4, 'Requested');
      // A single interest stays as it is.
      const single = await interest(6, 7, 'Accepted');
      const kept: number[] = [oldest, accepted, waiting, single];
      await migrateToLatest(older.db, engine);
      const left = await older.db.selectFrom('interests').select('id').orderBy('id').execute();
      expect(left.map((r) => r.id)).toEqual([...kept].sort((x, y) => x - y));
    } finally {
      await older.close();
    }
  });
});
