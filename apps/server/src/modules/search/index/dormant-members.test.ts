import { indiaDayOf, indiaDayStart, LAST_ACTIVE_RULES } from '@inai/shared';
import { describe, expect, it } from 'vitest';
import { SearchIndex, type IndexedProfile, type IndexQuery } from './search-index.js';
import { expected, generator, listedOn, profiles, randomQuery } from './test-oracle.js';

const AWAY = LAST_ACTIVE_RULES.dormantAfterDays;

/** A clock the test moves, starting at noon in India on `day`. */
function clockAt(day: number) {
  let now = Date.parse(indiaDayStart(day)) + 12 * 3_600_000;
  return {
    now: () => now,
    toDay(d: number) {
      now = Date.parse(indiaDayStart(d)) + 12 * 3_600_000;
    },
  };
}

/** Profiles last active from 200 days before `today` to today, some never recorded (null). */
function withDays(all: IndexedProfile[], today: number, seed: number): IndexedProfile[] {
  const rand = generator(seed);
  return all.map((p) => ({ ...p, lastActiveDay: rand(10) === 0 ? null : today - rand(200) }));
}

describe('SearchIndex: members away too long (docs/decisions/0052)', () => {
  const today = indiaDayOf('2026-06-15T06:00:00Z');

  it('lists nobody away 180 India days, keeps them searchable, and answers exactly for the rest', () => {
    const all = withDays(profiles(3000), today, 3);
    const clock = clockAt(today);
    const index = new SearchIndex(clock.now);
    index.load(all);
    const dormant = all.filter((p) => !listedOn(p, today));
    expect(dormant.length).toBeGreaterThan(200);
    expect(index.size).toBe(3000);
    for (const p of all) {
      expect(index.has(p.userId)).toBe(true);
      expect(index.listed(p.userId), String(p.userId)).toBe(listedOn(p, today));
    }
    const rand = generator(71);
    for (let i = 0; i < 600; i++) {
      const q = randomQuery(rand, all);
      expect(index.query(q), JSON.stringify(q)).toEqual(
        expected(
          all.filter((p) => listedOn(p, today)),
          q,
        ),
      );
    }
  });

  it('answers the same whether loaded at once or one profile at a time', () => {
    const all = withDays(profiles(1500, 9), today, 4);
    const loaded = new SearchIndex(clockAt(today).now);
    loaded.load(all);
    const upserted = new SearchIndex(clockAt(today).now);
    for (const p of all) upserted.upsert(p);
    const rand = generator(5);
    for (let i = 0; i < 300; i++) {
      const q = randomQuery(rand, all);
      expect(upserted.query(q), JSON.stringify(q)).toEqual(loaded.query(q));
    }
  });

  it('takes members out as the calendar moves on, with nothing written, and kept totals and pages stay exact', () => {
    const all = withDays(profiles(3000, 13), today, 6);
    const clock = clockAt(today);
    const index = new SearchIndex(clock.now);
    index.load(all);
    const rand = generator(17);
    const queries: IndexQuery[] = Array.from({ length: 150 }, () => randomQuery(rand, all));
    let left = 0;
    for (let day = today; day <= today + 12; day += 1) {
      clock.toDay(day);
      const listed = all.filter((p) => listedOn(p, day));
      // Asked twice a day: the second answer comes from the kept totals and pages.
      for (const round of [1, 2])
        for (const q of queries) expect(index.query(q), `day +${day - today}, round ${round}`).toEqual(expected(listed, q));
      left = all.length - listed.length;
    }
    expect(left).toBeGreaterThan(all.filter((p) => !listedOn(p, today)).length + 50);
    expect(index.size).toBe(3000);
  });

  it('moves to the next day at India midnight (18:30 UTC), not before', () => {
    const p: IndexedProfile = { ...profiles(1, 2)[0]!, lastActiveDay: today - AWAY + 1 };
    let now = Date.parse(indiaDayStart(today + 1)) - 1;
    const index = new SearchIndex(() => now);
    index.upsert(p);
    expect(index.listed(p.userId)).toBe(true);
    now += 1;
    expect(index.listed(p.userId)).toBe(false);
    expect(index.has(p.userId)).toBe(true);
  });

  it('brings a member back when they are active again; a visit that changes nothing keeps the kept answers', () => {
    const all = withDays(profiles(2000, 21), today, 8);
    const clock = clockAt(today);
    const index = new SearchIndex(clock.now);
    index.load(all);
    const live = new Map(all.map((p) => [p.userId, p]));
    const whole = (p: IndexedProfile) => ({
      gender: p.gender,
      dobFrom: '1900-01-01',
      dobTo: '2100-01-01',
      offset: 0,
      limit: 2000,
    });
    const away = all.find((p) => !listedOn(p, today))!;
    const q = whole(away);
    const prepared = index.prepare(q);
    expect(index.run(prepared, q).userIds).not.toContain(away.userId);

    const visit = { ...away, lastActiveDay: today };
    live.set(away.userId, visit);
    index.upsert(visit);
    expect(index.listed(away.userId)).toBe(true);
    const listedNow = () => [...live.values()].filter((p) => listedOn(p, today));
    expect(index.run(prepared, q)).toEqual(expected(listedNow(), q));

    // A listed member's first visit of the day: nothing that search answers moves.
    const present = all.find(
      (p) => p.gender === away.gender && p.lastActiveDay !== null && p.lastActiveDay! < today - 2 && listedOn(p, today),
    )!;
    const stamp = index.stampOf(prepared);
    index.upsert({ ...present, lastActiveDay: today });
    expect(index.stampOf(prepared)).toBe(stamp);

    // Gone again (the record says long ago): out, and the kept total follows.
    const gone = { ...present, lastActiveDay: today - AWAY - 3 };
    live.set(present.userId, gone);
    index.upsert(gone);
    expect(index.stampOf(prepared)).not.toBe(stamp);
    expect(index.run(prepared, q)).toEqual(expected(listedNow(), q));
  });

  it('lists members again when the clock is put back', () => {
    const all = withDays(profiles(1000, 31), today, 10);
    const clock = clockAt(today + 30);
    const index = new SearchIndex(clock.now);
    index.load(all);
    const rand = generator(2);
    const queries = Array.from({ length: 100 }, () => randomQuery(rand, all));
    for (const q of queries)
      expect(index.query(q)).toEqual(
        expected(
          all.filter((p) => listedOn(p, today + 30)),
          q,
        ),
      );
    clock.toDay(today);
    for (const q of queries)
      expect(index.query(q)).toEqual(
        expected(
          all.filter((p) => listedOn(p, today)),
          q,
        ),
      );
  });

  it('removes a listed member, and a member who is not listed, cleanly', () => {
    const clock = clockAt(today);
    const index = new SearchIndex(clock.now);
    const [a, b] = profiles(2, 4).map((p, i) => ({
      ...p,
      gender: 'Female' as const,
      lastActiveDay: i === 0 ? today : today - AWAY,
    }));
    index.upsert(a!);
    index.upsert(b!);
    const q = { gender: 'Female' as const, dobFrom: '1900-01-01', dobTo: '2100-01-01', offset: 0, limit: 5 };
    expect(index.query(q)).toEqual({ total: 1, userIds: [a!.userId] });
    index.remove(b!.userId);
    index.remove(a!.userId);
    expect(index.size).toBe(0);
    expect(index.query(q)).toEqual({ total: 0, userIds: [] });
  });
});
