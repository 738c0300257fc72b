import { addDays, indiaDayOf, indiaDayStart, latestBirthDate, todayInIndia, type ProfileCard } from '@inai/shared';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/schema.js';
import { backgroundSettled } from '../../lib/background.js';
import { sha256 } from '../../lib/tokens.js';
import { ENGINES } from '../../test/databases.js';
import {
  bearer,
  codeIn,
  freshAddress,
  givePlan,
  mailsTo,
  memberWithProfile,
  postAs,
  type Registered,
} from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertPasswordReset } from '../password-reset/password-reset.repository.js';
import { touchLastActive } from '../users/users.repository.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Noon in India on an India day (days since 1970-01-01). */
const noonOf = (day: number) => new Date(Date.parse(indiaDayStart(day)) + 12 * HOUR);
const dob = addDays(latestBirthDate(todayInIndia(), 26), -40);

/**
 * When a member was last active (docs/decisions/0052): written at most once per member and India
 * day, on every way of signing in and on use; shown to other members only as a band that moves
 * with the calendar; hidden both ways by the switch; and after 180 India days away the member
 * leaves search, Matches and shortlists until they sign in.
 */
describe.each(ENGINES)('last active on %s', (engine) => {
  let t: TestApp;
  let db: Kysely<Database>;
  /** Women a man searches for, and the man. */
  let meena: Registered;
  let nila: Registered;
  let arun: Registered;
  /** Tomorrow in India: the tests' clock runs from there, so sessions and plans made today stay valid. */
  const day0 = indiaDayOf(new Date()) + 1;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    db = t.app.ctx.db;
    meena = await memberWithProfile(t.app, { name: 'Meena', gender: 'Female', dob });
    nila = await memberWithProfile(t.app, { name: 'Nila', gender: 'Female', dob });
    arun = await memberWithProfile(t.app, { name: 'Arun', gender: 'Male', dob });
    await givePlan(t.app, arun.userId, 2, { expiresInDays: 400 });
    await givePlan(t.app, meena.userId, 2, { expiresInDays: 400 });
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noonOf(day0));
  });
  afterEach(async () => {
    vi.useRealTimers();
    // Every test starts with everyone active and showing it.
    await db
      .updateTable('users')
      .set({ last_active_at: new Date().toISOString(), inactive_mail_at: null, hide_last_active: 0 })
      .execute();
  });

  const at = (when: Date) => vi.setSystemTime(when);
  const row = (userId: number) =>
    db.selectFrom('users').select(['last_active_at', 'inactive_mail_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  const setLastActive = (userId: number, iso: string) =>
    db.updateTable('users').set({ last_active_at: iso }).where('id', '=', userId).execute();
  const changesOf = async (userId: number) =>
    (await db.selectFrom('search_changes').select('id').where('user_id', '=', userId).execute()).length;
  /** Signs in with the password at the clock's time (a remembered session: 30 days). */
  const signIn = async (member: Registered) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.details.email, password: member.details.password, remember: true },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const r = await response;
    expect([200, 201], r.body).toContain(r.statusCode);
    return r.body;
  };
  const get = (token: string, url: string) =>
    ok(t.app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: freshAddress() }));
  const searchBody = (token?: string) =>
    ok(
      t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { gender: 'Female', religion: 'Any', age: '18 to 30', pageSize: 24 },
        headers: token ? bearer(token) : {},
        remoteAddress: freshAddress(),
      }),
    );
  const cardsIn = (body: string) => JSON.parse(body).data as ProfileCard[];
  const cardOf = (body: string, member: Registered) => cardsIn(body).find((c) => c.user_id === member.userId);
  /** What `viewer` is shown of `member`'s last active: on a search card, a Matches card, a shortlist card and the details. */
  async function shown(viewer: string, member: Registered) {
    await ok(postAs(t.app, viewer, '/api/shortlist', { user_id: member.userId }));
    const details = JSON.parse(await ok(postAs(t.app, viewer, '/api/getUserDetails', { user_id: member.userId })));
    return {
      search: cardOf(await searchBody(viewer), member)?.last_active,
      matches: cardOf(await ok(postAs(t.app, viewer, '/api/loggedInSearch', { pageSize: 24 })), member)?.last_active,
      shortlist: cardOf(await get(viewer, '/api/shortlist?pageSize=24'), member)?.last_active,
      details: details.user.last_active,
    };
  }
  const everywhere = (band: string | null) => ({ search: band, matches: band, shortlist: band, details: band });

  it('writes last_active_at once per India day, however many requests, and again the next day', async () => {
    const token = await signIn(meena);
    const signedIn = await row(meena.userId);
    expect(signedIn.last_active_at).toBe(noonOf(day0).toISOString());
    const changes = await changesOf(meena.userId);

    at(new Date(noonOf(day0).getTime() + HOUR));
    for (let i = 0; i < 3; i++) await get(token, '/api/shortlist/ids');
    await ok(postAs(t.app, token, '/api/getLoggedInUserProfile'));
    await searchBody(token);
    expect((await row(meena.userId)).last_active_at).toBe(signedIn.last_active_at);
    expect(await changesOf(meena.userId)).toBe(changes);

    // 23:59 in India is still the same day; 00:01 is the next, and the first request writes.
    at(new Date(Date.parse(indiaDayStart(day0 + 1)) - 60_000));
    await get(token, '/api/shortlist/ids');
    expect((await row(meena.userId)).last_active_at).toBe(signedIn.last_active_at);
    const nextDay = new Date(Date.parse(indiaDayStart(day0 + 1)) + 60_000);
    at(nextDay);
    await get(token, '/api/shortlist/ids');
    await get(token, '/api/shortlist/ids');
    expect((await row(meena.userId)).last_active_at).toBe(nextDay.toISOString());
    expect(await changesOf(meena.userId)).toBe(changes + 1);
  });

  it('lets one of several racing writes of a day through', async () => {
    await setLastActive(nila.userId, noonOf(day0 - 1).toISOString());
    const now = noonOf(day0);
    const writes = await Promise.all([1, 2, 3].map(() => touchLastActive(db, nila.userId, now, indiaDayStart(day0))));
    expect(writes.filter(Boolean)).toHaveLength(1);
  });

  it('counts every way of signing in: password, a texted code, an e-mailed code, a reset link', async () => {
    const long = noonOf(day0 - 200).toISOString();
    const signs: Record<string, () => Promise<unknown>> = {
      password: () => signIn(nila),
      'texted code': async () => {
        // Verified long ago, proven by a code lately: a number unproven for 90 days needs an e-mailed code too (0055).
        await db
          .updateTable('users')
          .set({ phone_verified_at: long, phone_proven_at: noonOf(day0).toISOString() })
          .where('id', '=', nila.userId)
          .execute();
        const phone = nila.details.phone;
        await ok(
          t.app.inject({ method: 'POST', url: '/api/login/mobile-code', payload: { phone }, remoteAddress: freshAddress() }),
        );
        await backgroundSettled();
        const texts = (await t.app.ctx.smsOutbox!.list()).filter((s) => s.to.endsWith(phone));
        const code = /\b(\d{6})\b/.exec(texts.at(-1)!.text)![1]!;
        await ok(
          t.app.inject({
            method: 'POST',
            url: '/api/login/mobile',
            payload: { phone, code, remember: false },
            remoteAddress: freshAddress(),
          }),
        );
      },
      'e-mailed code': async () => {
        // The code that verifies an address: asked for by a member not yet verified.
        await db.updateTable('users').set({ is_verified: 0 }).where('id', '=', nila.userId).execute();
        const before = new Set((await mailsTo(t.app, nila.details.email)).map((m) => m.id));
        const sent = JSON.parse(
          await ok(
            t.app.inject({
              method: 'POST',
              url: '/api/send-otp',
              payload: { email: nila.details.email },
              remoteAddress: freshAddress(),
            }),
          ),
        );
        // send-otp mails after its answer.
        await backgroundSettled();
        // The new code's mail: other mails (a sign-in alert) may be delivered around it.
        const mail = (await mailsTo(t.app, nila.details.email)).find((m) => !before.has(m.id) && /\b\d{6}\b/.test(m.text));
        await ok(
          t.app.inject({
            method: 'POST',
            url: '/api/verify-otp',
            payload: { otpToken: sent.otpToken, otp: codeIn(mail) },
            remoteAddress: freshAddress(),
          }),
        );
      },
      'reset link': async () => {
        const token = `reset-${Date.now()}-${Math.random()}`;
        await insertPasswordReset(db, nila.userId, sha256(token), new Date(), new Date(Date.now() + HOUR));
        await ok(
          t.app.inject({
            method: 'POST',
            url: '/api/reset-password',
            payload: { token, password: nila.details.password },
            remoteAddress: freshAddress(),
          }),
        );
      },
    };
    let day = day0;
    for (const [way, signInOnce] of Object.entries(signs)) {
      day += 1;
      at(noonOf(day));
      await setLastActive(nila.userId, long);
      await db.updateTable('users').set({ inactive_mail_at: long }).where('id', '=', nila.userId).execute();
      await signInOnce();
      expect(await row(nila.userId), way).toEqual({ last_active_at: noonOf(day).toISOString(), inactive_mail_at: null });
    }
  });

  it('shows a band by India days, never the time: today, this week, this month, then nothing', async () => {
    const arunToken = await signIn(arun);
    const start = Date.parse(indiaDayStart(day0));
    const cases: [string, string | null][] = [
      [new Date(start).toISOString(), 'today'], // 00:00 in India today
      [new Date(start - 1).toISOString(), 'week'], // 23:59:59.999 yesterday
      [indiaDayStart(day0 - 6), 'week'],
      [new Date(start - 6 * DAY - 1).toISOString(), 'month'], // 7 days ago, at its last moment
      [indiaDayStart(day0 - 29), 'month'],
      [new Date(start - 29 * DAY - 1).toISOString(), null], // 30 days ago
    ];
    for (const [when, band] of cases) {
      await setLastActive(meena.userId, when);
      expect(await shown(arunToken, meena), when).toEqual(everywhere(band));
    }
  });

  it('moves the band with the calendar when nothing is written', async () => {
    await setLastActive(meena.userId, noonOf(day0).toISOString());
    expect(await shown(await signIn(arun), meena)).toEqual(everywhere('today'));
    at(noonOf(day0 + 1));
    expect(await shown(await signIn(arun), meena)).toEqual(everywhere('week'));
    at(noonOf(day0 + 7));
    expect(await shown(await signIn(arun), meena)).toEqual(everywhere('month'));
    at(noonOf(day0 + 30));
    expect(await shown(await signIn(arun), meena)).toEqual(everywhere(null));
    expect((await row(meena.userId)).last_active_at).toBe(noonOf(day0).toISOString());
  });

  it('hides the band of a member who hides theirs, and shows nobody’s to a member who hides their own', async () => {
    const arunToken = await signIn(arun);
    const meenaToken = await signIn(meena);
    expect(await shown(arunToken, meena)).toEqual(everywhere('today'));

    const hidden = JSON.parse(await ok(postAs(t.app, meenaToken, '/api/updateUser', { show_last_active: 0 })));
    expect(hidden.user.show_last_active).toBe(0);
    expect(await shown(arunToken, meena)).toEqual(everywhere(null));
    // Meena, hiding hers, sees no one's: Arun signed in today.
    const meenaHiding = JSON.parse(await ok(postAs(t.app, meenaToken, '/api/getUserDetails', { user_id: arun.userId })));
    expect(meenaHiding.user.last_active).toBeNull();
    expect(cardOf(await searchBody(arunToken), meena)?.last_active).toBeNull();

    await ok(postAs(t.app, meenaToken, '/api/updateUser', { show_last_active: 1 }));
    await ok(postAs(t.app, arunToken, '/api/updateUser', { show_last_active: 0 }));
    expect(await shown(arunToken, meena)).toEqual(everywhere(null));
    const meenaSees = JSON.parse(await ok(postAs(t.app, meenaToken, '/api/getUserDetails', { user_id: arun.userId })));
    expect(meenaSees.user.last_active).toBeNull();

    await ok(postAs(t.app, arunToken, '/api/updateUser', { show_last_active: 1 }));
    expect(await shown(arunToken, meena)).toEqual(everywhere('today'));
    // The switch is free: a member without a plan may turn it, and a bad value is a 400.
    const free = await signIn(nila);
    expect((await postAs(t.app, free, '/api/updateUser', { show_last_active: 0 })).statusCode).toBe(200);
    const bad = await postAs(t.app, free, '/api/updateUser', { show_last_active: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('puts the time in no JSON about another member, and no band in a visitor’s search', async () => {
    const arunToken = await signIn(arun);
    const meenaToken = await signIn(meena);
    // Times of their own today, unlike any other the answers may carry (an interest's, a view's).
    await setLastActive(meena.userId, new Date(Date.parse(indiaDayStart(day0)) + 1234).toISOString());
    await setLastActive(arun.userId, new Date(Date.parse(indiaDayStart(day0)) + 5678).toISOString());
    await ok(postAs(t.app, arunToken, '/api/sendInterest', { partner_id: meena.userId }));
    await ok(postAs(t.app, meenaToken, '/api/getUserDetails', { user_id: arun.userId }));
    const bodies = [
      await searchBody(arunToken),
      await ok(postAs(t.app, arunToken, '/api/loggedInSearch', { pageSize: 24 })),
      await ok(postAs(t.app, arunToken, '/api/shortlist', { user_id: meena.userId })),
      await get(arunToken, '/api/shortlist?pageSize=24'),
      await ok(postAs(t.app, arunToken, '/api/getUserDetails', { user_id: meena.userId })),
      await ok(postAs(t.app, arunToken, '/api/getBiodata', { user_id: meena.userId })),
      await get(arunToken, `/api/getSentInterests/${arun.userId}`),
      await get(meenaToken, `/api/getIncomingInterests/${meena.userId}`),
      await get(meenaToken, '/api/viewers'),
    ];
    const times = [(await row(meena.userId)).last_active_at!, (await row(arun.userId)).last_active_at!];
    for (const body of bodies) {
      for (const time of times) expect(body).not.toContain(time);
      expect(body).not.toContain('last_active_at');
      expect(body).not.toContain('inactive_mail_at');
    }
    expect(cardOf(bodies[0]!, meena)?.last_active).toBe('today');
    const visitor = await searchBody();
    expect(cardOf(visitor, meena)).toBeDefined();
    expect(cardsIn(visitor).every((c) => c.last_active === null)).toBe(true);
  });

  it('takes a member away 180 India days out of search, Matches and shortlists, and brings them back when they sign in', async () => {
    const arunToken = await signIn(arun);
    await ok(postAs(t.app, arunToken, '/api/shortlist', { user_id: meena.userId }));
    // 179 India days ago: still listed today.
    await setLastActive(meena.userId, noonOf(day0 - 179).toISOString());
    const lists = async (token: string) => ({
      search: cardOf(await searchBody(token), meena) !== undefined,
      visitors: cardOf(await searchBody(), meena) !== undefined,
      matches: cardOf(await ok(postAs(t.app, token, '/api/loggedInSearch', { pageSize: 24 })), meena) !== undefined,
      shortlist: cardOf(await get(token, '/api/shortlist?pageSize=24'), meena) !== undefined,
    });
    const all = (shown: boolean) => ({ search: shown, visitors: shown, matches: shown, shortlist: shown });
    expect(await lists(arunToken)).toEqual(all(true));

    // The calendar moves on, nothing is written: gone everywhere, Nila still there.
    at(noonOf(day0 + 1));
    const tomorrow = await signIn(arun);
    expect(await lists(tomorrow)).toEqual(all(false));
    expect(cardOf(await searchBody(tomorrow), nila)).toBeDefined();
    const total = JSON.parse(await searchBody()).total as number;
    // Her profile still opens from a link or an interest: only the lists leave her out.
    await ok(postAs(t.app, tomorrow, '/api/getUserDetails', { user_id: meena.userId }));

    // She signs in: back at once, in every list, the totals counting her again.
    await signIn(meena);
    expect(await lists(tomorrow)).toEqual(all(true));
    expect(JSON.parse(await searchBody()).total).toBe(total + 1);
  });

  it('takes out at once a member whose record says they have been away (written by another instance or a tool)', async () => {
    const arunToken = await signIn(arun);
    expect(cardOf(await searchBody(arunToken), nila)).toBeDefined();
    await setLastActive(nila.userId, noonOf(day0 - 180).toISOString());
    expect(cardOf(await searchBody(arunToken), nila)).toBeUndefined();
    await setLastActive(nila.userId, noonOf(day0 - 2).toISOString());
    expect(cardOf(await searchBody(arunToken), nila)?.last_active).toBe('week');
  });
});
