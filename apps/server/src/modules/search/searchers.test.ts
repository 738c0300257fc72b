import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sha256 } from '../../lib/tokens.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, buyPlan, freshAddress, givePlan, memberWithProfile, postAs, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { galleryUpload, testJpeg } from '../../test/uploads.js';
import { openDatabase } from '../../db/database.js';
import { SEARCHER_KEEP_MS, SEARCHER_REFRESH_MS, SearcherMemo, type SearchingMember } from './searchers.js';

const someone = (id: number): SearchingMember => ({
  id,
  is_verified: 1,
  clearPhotos: false,
  seesLastActive: true,
  blocked: new Set(),
  partners: new Set(),
});

describe('SearcherMemo', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a searcher until the keep time, the session’s end or the plan’s end, whichever comes first', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const memo = new SearcherMemo();
    let reads = 0;
    const read =
      (until: number, id = 1) =>
      async () => ({ value: someone(id), until: (reads++, until) });

    await memo.get('a', read(Number.POSITIVE_INFINITY));
    await memo.get('a', read(Number.POSITIVE_INFINITY));
    expect(reads).toBe(1);
    vi.advanceTimersByTime(SEARCHER_KEEP_MS);
    expect((await memo.get('a', read(Number.POSITIVE_INFINITY, 2)))?.id).toBe(2); // too old to use: read, and waited for
    expect(reads).toBe(2);

    // A session (or plan) that ends in 300 ms is not kept past it.
    await memo.get('b', read(Date.now() + 300));
    vi.advanceTimersByTime(299);
    await memo.get('b', read(Date.now() + 300));
    expect(reads).toBe(3);
    vi.advanceTimersByTime(1);
    await memo.get('b', read(Date.now() + 300));
    expect(reads).toBe(4);
  });

  it('reads a searcher again beside the answer once it is older than the refresh time, so a member who keeps searching never waits', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const memo = new SearcherMemo();
    let reads = 0;
    let finish!: () => void;
    const read =
      (id: number, slow = false) =>
      async () => {
        reads++;
        if (slow) await new Promise<void>((resolve) => (finish = resolve));
        return { value: someone(id), until: Number.POSITIVE_INFINITY };
      };
    await memo.get('a', read(1));
    vi.advanceTimersByTime(SEARCHER_REFRESH_MS - 1);
    expect((await memo.get('a', read(2)))?.id).toBe(1);
    expect(reads).toBe(1);

    vi.advanceTimersByTime(1);
    expect((await memo.get('a', read(2, true)))?.id).toBe(1); // answered at once from the kept one…
    expect(reads).toBe(2); // …while it is read again
    expect((await memo.get('a', read(3)))?.id).toBe(1); // one read again at a time
    expect(reads).toBe(2);
    finish();
    await vi.waitFor(async () => expect((await memo.get('a', read(4)))?.id).toBe(2));
    expect(reads).toBe(2);

    // The kept one is never used past the keep time, even while a read again is slow.
    vi.advanceTimersByTime(SEARCHER_REFRESH_MS);
    expect((await memo.get('a', read(5, true)))?.id).toBe(2);
    vi.advanceTimersByTime(SEARCHER_KEEP_MS - SEARCHER_REFRESH_MS);
    const waited = memo.get('a', read(6));
    expect((await waited)?.id).toBe(6);
    expect(reads).toBe(4);
    finish();

    // A read again that finds the session ended forgets it; one that fails leaves the kept one to its end.
    vi.advanceTimersByTime(SEARCHER_REFRESH_MS);
    await memo.get('a', async () => undefined);
    await vi.waitFor(() => expect(memo.size).toBe(0));
    await memo.get('c', read(7));
    vi.advanceTimersByTime(SEARCHER_REFRESH_MS);
    expect((await memo.get('c', () => Promise.reject(new Error('database down'))))?.id).toBe(7);
    vi.advanceTimersByTime(SEARCHER_KEEP_MS - SEARCHER_REFRESH_MS);
    await expect(memo.get('c', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  });

  it('forgets every session of a member, keeps nothing read while a change arrived, and never keeps a refusal', async () => {
    const memo = new SearcherMemo();
    let reads = 0;
    const read = (id: number) => async () => ({ value: someone(id), until: (reads++, Number.POSITIVE_INFINITY) });
    await memo.get('phone', read(1));
    await memo.get('laptop', read(1));
    await memo.get('other', read(2));
    expect(memo.size).toBe(3);
    memo.forget([1]);
    expect(memo.size).toBe(1);

    // A read that started before a change and ends after it is answered but not kept.
    let finish!: () => void;
    const slow = memo.get('phone', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { value: someone(1), until: Number.POSITIVE_INFINITY };
    });
    memo.forget([7]);
    finish();
    expect((await slow)?.id).toBe(1);
    expect(memo.size).toBe(1);

    expect(await memo.get('revoked', async () => undefined)).toBeUndefined();
    expect(memo.size).toBe(1);
    expect(reads).toBe(3);
  });
});

const today = todayInIndia();

describe.each(ENGINES)('what a member’s searches keep, on %s', (engine) => {
  let t: TestApp;
  let man: Registered;
  let woman: Registered;
  // Each engine its own city, so the two runs' members do not meet.
  const city = engine === 'sqlite' ? 'Kovilpatti' : 'Kumbakonam';
  const women = { gender: 'Female', age: '18 to 30', religion: 'Any', city };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const dob = addDays(latestBirthDate(today, 26), -100);
    man = await memberWithProfile(t.app, { name: 'Searching Man', gender: 'Male', dob, city });
    woman = await memberWithProfile(t.app, { name: 'Found Woman', gender: 'Female', dob, city });
    const { payload, headers } = galleryUpload(woman.userId, [{ name: 'me.jpg', data: await testJpeg() }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploadPhotos',
      payload,
      headers: { ...headers, ...bearer(woman.token) },
    });
    expect(upload.statusCode, upload.body).toBe(200);
  });
  afterAll(() => t.close());

  const search = async (token: string) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: women,
      headers: bearer(token),
      remoteAddress: freshAddress(),
    });
    return {
      status: r.statusCode,
      cards:
        r.statusCode === 200
          ? (r.json().data as { user_id: number; picture_blurred: boolean; profile_picture: string | null }[])
          : [],
    };
  };
  const matches = async (token: string) => {
    const r = await postAs(t.app, token, '/api/loggedInSearch', {});
    return {
      status: r.statusCode,
      ids: r.statusCode === 200 ? (r.json().data as { user_id: number }[]).map((c) => c.user_id) : [],
    };
  };
  const login = async (member: Registered) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.details.email, password: member.details.password },
      remoteAddress: freshAddress(),
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().token as string;
  };

  it('sees a plan bought, a block made and lifted, and ended sessions at once', async () => {
    // Each step searches first, so what the next step changes was kept.
    expect((await search(man.token)).cards.find((c) => c.user_id === woman.userId)?.picture_blurred).toBe(true);
    await buyPlan(t.app, man, 1);
    expect((await search(man.token)).cards.find((c) => c.user_id === woman.userId)?.picture_blurred).toBe(false);

    expect((await matches(man.token)).ids).toContain(woman.userId);
    expect((await postAs(t.app, woman.token, '/api/block', { user_id: man.userId })).statusCode).toBe(200);
    expect((await search(man.token)).cards.map((c) => c.user_id)).not.toContain(woman.userId);
    expect((await matches(man.token)).ids).not.toContain(woman.userId);
    expect((await search(woman.token)).status).toBe(200);
    expect((await postAs(t.app, woman.token, '/api/unblock', { user_id: man.userId })).statusCode).toBe(200);
    expect((await matches(man.token)).ids).toContain(woman.userId);

    // Her locked photos: he sees them from the moment she accepts his interest, and not after she turns it down.
    await givePlan(t.app, woman.userId, 2);
    const lock = await postAs(t.app, woman.token, '/api/updateUser', { photos_visibility: 1 });
    expect(lock.statusCode, lock.body).toBe(200);
    const picture = async () => (await search(man.token)).cards.find((c) => c.user_id === woman.userId)?.profile_picture;
    expect(await picture()).toBeNull();
    const sent = await postAs(t.app, man.token, '/api/sendInterest', { user_id: man.userId, partner_id: woman.userId });
    expect(sent.statusCode, sent.body).toBe(201);
    const incoming = await t.app.inject({ url: `/api/getIncomingInterests/${woman.userId}`, headers: bearer(woman.token) });
    const interestId = (incoming.json().data as { id: number }[])[0]!.id;
    const answer = (status: string) => postAs(t.app, woman.token, '/api/updateInterest', { id: interestId, status });
    expect((await answer('Accepted')).statusCode).toBe(200);
    expect(await picture()).toMatch(/\/thumb\?/);
    expect((await answer('Rejected')).statusCode).toBe(200);
    expect(await picture()).toBeNull();

    const laptop = await login(man);
    expect((await search(laptop)).status).toBe(200);
    const changed = await postAs(t.app, man.token, '/api/change-password', {
      current_password: man.details.password,
      new_password: 'Temple-bells-at-dawn-7',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await search(laptop)).status).toBe(401);
    expect((await matches(laptop)).status).toBe(401);

    expect((await search(man.token)).status).toBe(200);
    expect((await postAs(t.app, man.token, '/api/logout')).statusCode).toBe(200);
    expect((await search(man.token)).status).toBe(401);
    expect((await matches(man.token)).status).toBe(401);
  });

  it('forgets a session another instance ended within its poll, and one ended behind every instance’s back within the keep time', async () => {
    const elsewhere = await login(woman);
    const unnoticed = await login(woman);
    expect((await search(elsewhere)).status).toBe(200);
    expect((await search(unnoticed)).status).toBe(200);
    // Another instance: its own connection to the same database, which this instance does not watch.
    const other = openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.dataDir });
    const revoke = (token: string, options: { changeLost?: boolean } = {}) =>
      other.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date().toISOString() })
          .where('token_hash', '=', sha256(token))
          .execute();
        // As a change that reached the database by some way the change log did not record.
        if (options.changeLost) await trx.deleteFrom('search_changes').where('user_id', '=', woman.userId).execute();
      });
    onTestFinished(() => other.db.destroy());

    // Kept just now, so only the change feed (polled every second) can end it before the keep time.
    expect((await search(elsewhere)).status).toBe(200);
    const started = Date.now();
    await revoke(elsewhere);
    await vi.waitFor(async () => expect((await search(elsewhere)).status).toBe(401), { timeout: 5000, interval: 50 });
    expect(Date.now() - started).toBeLessThan(SEARCHER_KEEP_MS - 150);

    // Her other session was forgotten too, and is still valid: read again and kept.
    expect((await search(unnoticed)).status).toBe(200);
    const revokedAt = Date.now();
    await revoke(unnoticed, { changeLost: true });
    await vi.waitFor(async () => expect((await search(unnoticed)).status).toBe(401), { timeout: 5000, interval: 100 });
    expect(Date.now() - revokedAt).toBeLessThanOrEqual(SEARCHER_KEEP_MS + 300);
  });
});
