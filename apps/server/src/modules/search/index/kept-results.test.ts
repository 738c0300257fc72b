import { describe, expect, it, vi } from 'vitest';
import { SearchIndex, type IndexQuery } from './search-index.js';
import {
  GENDERS,
  VALUES,
  CODED,
  generator,
  randomProfile,
  profiles,
  holds,
  expected,
  randomFilter,
  randomQuery,
  eqs,
} from './test-oracle.js';

describe('SearchIndex kept totals', () => {
  it('stay exact as profiles are added, changed and removed after a search was asked', () => {
    const all = profiles(2000, 11);
    const index = new SearchIndex();
    index.load(all.slice(0, 1500));
    const live = new Map(all.slice(0, 1500).map((p) => [p.userId, p]));
    const queries: IndexQuery[] = [
      { gender: 'Female', dobFrom: '1970-01-01', dobTo: '2000-12-31', filters: eqs({ religion: 'Hindu' }), offset: 0, limit: 4 },
      {
        gender: 'Male',
        dobFrom: '1956-01-01',
        dobTo: '2007-12-31',
        filters: eqs({ caste: 'Pillai', state: 'Tamil Nadu' }),
        score: [{ field: 'height', op: 'range', min: 60, max: 70 }],
        offset: 0,
        limit: 4,
      },
      {
        gender: 'Male',
        dobFrom: '1980-03-01',
        dobTo: '1990-03-01',
        filters: [
          ...eqs({ religion: 'Christian', city: 'Kochi' }),
          { field: 'star', op: 'in', values: ['Aswini', 'Poosam'], unknownPasses: true },
        ],
        offset: 0,
        limit: 4,
      },
    ];
    const check = () => {
      for (const q of queries) expect(index.query(q)).toEqual(expected(live.values(), q));
    };
    check(); // the totals are now kept
    for (const p of all.slice(1500)) {
      index.upsert(p);
      live.set(p.userId, p);
    }
    check();
    for (const p of all.slice(0, 300)) {
      const changed = { ...p, religion: 'Hindu', gender: p.gender === 'Male' ? ('Female' as const) : ('Male' as const) };
      index.upsert(changed);
      live.set(p.userId, changed);
    }
    check();
    for (const p of all.slice(300, 700)) {
      index.remove(p.userId);
      live.delete(p.userId);
    }
    check();
    expect(index.size).toBe(live.size);
  });

  it('never answers a kept total or page after a change made it out of date (random queries and changes)', () => {
    const all = profiles(1500, 23);
    const index = new SearchIndex();
    index.load(all.slice(0, 1000));
    const live = new Map(all.slice(0, 1000).map((p) => [p.userId, p]));
    const rand = generator(5);
    // A few shapes asked again and again (so their totals and pages are kept), and fresh ones.
    const shapes = Array.from({ length: 12 }, () => randomQuery(rand, all));
    for (let step = 0; step < 2500; step++) {
      const shape = rand(3) ? shapes[rand(shapes.length)]! : randomQuery(rand, all);
      const q = { ...shape, offset: rand(3) * 4, limit: 4, excludeUserId: rand(2) ? all[rand(40)]!.userId : undefined };
      expect(index.query(q), `step ${step}`).toEqual(expected(live.values(), q));
      if (step % 2 === 0) {
        const p = all[rand(all.length)]!;
        const r = rand(4);
        if (live.has(p.userId) && r === 0) {
          index.remove(p.userId);
          live.delete(p.userId);
        } else {
          // Any field may change: a new random profile under the same id, or the same one again.
          const changed = r === 1 ? (live.get(p.userId) ?? p) : randomProfile(p.userId, rand);
          index.upsert(changed);
          live.set(p.userId, changed);
        }
      }
    }
  });

  it('answers exactly when members move a little within the order, around the kept pages (scored and not)', () => {
    const all = profiles(800, 31);
    const index = new SearchIndex();
    index.load(all);
    const live = new Map(all.map((p) => [p.userId, p]));
    const rand = generator(8);
    const shapes = Array.from({ length: 8 }, () => ({ ...randomQuery(rand, all), dobFrom: '1950-01-01', dobTo: '2010-12-31' }));
    const shift = (dob: string, days: number) => new Date(Date.parse(dob) + days * 86_400_000).toISOString().slice(0, 10);
    for (let step = 0; step < 3000; step++) {
      const shape = shapes[rand(shapes.length)]!;
      const q = { ...shape, offset: rand(4) * 3, limit: 3 };
      expect(index.query(q), `step ${step}`).toEqual(expected(live.values(), q));
      // One small change: a few days on the date of birth, or one field, so members cross the pages' last cards.
      const p = live.get(all[rand(all.length)]!.userId)!;
      const field = CODED[rand(CODED.length)]!;
      const changed =
        rand(2) === 0
          ? { ...p, dob: shift(p.dob, rand(61) - 30) }
          : { ...p, [field]: VALUES[field][rand(VALUES[field].length)]!, height: rand(4) === 0 ? null : 58 + rand(20) };
      index.upsert(changed);
      live.set(p.userId, changed);
    }
  });

  it('keeps a page when a change ranks after it, and walks again when one ranks before it', () => {
    const all = profiles(600, 3).map((p) => ({ ...p, gender: 'Female' as const }));
    const index = new SearchIndex();
    index.load(all);
    const walks = vi.spyOn(index as unknown as { walk: () => number[] }, 'walk');
    const q: IndexQuery = { gender: 'Female', dobFrom: '1950-01-01', dobTo: '2010-12-31', offset: 0, limit: 5 };
    const first = index.query(q);
    expect(walks).toHaveBeenCalledTimes(1);
    const oldest = [...all].sort((a, b) => (a.dob < b.dob ? -1 : 1))[0]!;
    index.upsert({ ...oldest, city: 'Kochi', dob: '1956-01-01' }); // still among the oldest: far after the first page
    expect(index.query(q)).toEqual({ ...first, userIds: first.userIds });
    expect(walks).toHaveBeenCalledTimes(1);
    index.upsert({ ...oldest, dob: '2009-12-31' }); // now the youngest: first on the page
    const after = index.query(q);
    expect(walks).toHaveBeenCalledTimes(2);
    expect(after.userIds[0]).toBe(oldest.userId);
    expect(after).toEqual(expected([...all.filter((p) => p.userId !== oldest.userId), { ...oldest, dob: '2009-12-31' }], q));
  });

  it('builds the same index in bulk as one insert at a time', () => {
    const all = profiles(1200, 5);
    const bulk = new SearchIndex();
    bulk.load(all);
    const single = new SearchIndex();
    for (const p of all) single.upsert(p);
    for (const gender of GENDERS) {
      for (const filters of [[], eqs({ star: 'Rohini' }), eqs({ mother_tongue: 'Tamil', marital_status: 'Divorced' })]) {
        const q = { gender, dobFrom: '1900-01-01', dobTo: '2100-01-01', filters, offset: 0, limit: 2000 };
        expect(bulk.query(q)).toEqual(single.query(q));
        expect(bulk.query(q)).toEqual(expected(all, q));
      }
    }
  });

  it('counts without the searcher, and tells whether a member meets a filter', () => {
    const all = profiles(500, 9);
    const index = new SearchIndex();
    index.load(all);
    const p = all[0]!;
    const criteria = { gender: p.gender, dobFrom: p.dob, dobTo: p.dob };
    const count = (excludeUserId?: number) => index.query({ ...criteria, excludeUserId, offset: 0, limit: 0 }).total;
    expect(count()).toBe(expected(all, { ...criteria, offset: 0, limit: 0 }).total);
    expect(count(p.userId)).toBe(count() - 1);
    for (let i = 0; i < 50; i++) {
      const f = randomFilter(generator(i + 100));
      expect(index.meets(all[i]!.userId, f), JSON.stringify([all[i], f])).toBe(holds(all[i]!, f));
    }
  });
});
