import { describe, expect, it } from 'vitest';
import { SearchIndex, type IndexedProfile, type IndexQuery } from './search-index.js';

const GENDERS = ['Male', 'Female'] as const;
const RELIGIONS = ['Hindu', 'Muslim', 'Christian', null];
const CASTES = ['Pillai', 'Nadar', 'Iyer', null];
const PLACES = [
  ['Tamil Nadu', 'Madurai'],
  ['Tamil Nadu', 'Chennai'],
  ['Kerala', 'Kochi'],
  [null, null],
] as const;

/** A deterministic pseudo-random set of profiles. */
function profiles(n: number, seed = 7): IndexedProfile[] {
  let s = seed;
  const rand = (k: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % k;
  };
  return Array.from({ length: n }, (_, i) => {
    const [state, city] = PLACES[rand(PLACES.length)]!;
    const year = 1956 + rand(52);
    const dob = `${year}-${String(1 + rand(12)).padStart(2, '0')}-${String(1 + rand(28)).padStart(2, '0')}`;
    return { userId: i + 1, gender: GENDERS[rand(2)]!, dob, religion: RELIGIONS[rand(4)]!, caste: CASTES[rand(4)]!, state, city };
  });
}

/** What a query must answer, computed the slow, obvious way. */
function expected(all: IndexedProfile[], q: IndexQuery) {
  const matches = all
    .filter(
      (p) =>
        p.gender === q.gender &&
        p.dob >= q.dobFrom &&
        p.dob <= q.dobTo &&
        (!q.religion || p.religion === q.religion) &&
        (!q.caste || p.caste === q.caste) &&
        (!q.state || p.state === q.state) &&
        (!q.city || p.city === q.city) &&
        p.userId !== q.excludeUserId,
    )
    .sort((a, b) => (a.dob === b.dob ? b.userId - a.userId : a.dob < b.dob ? 1 : -1));
  return { total: matches.length, userIds: matches.slice(q.offset, q.offset + q.limit).map((p) => p.userId) };
}

describe('SearchIndex', () => {
  const all = profiles(3000);
  const index = new SearchIndex();
  index.load(all);

  it('answers exactly what a plain filter answers, for every combination of filters', () => {
    let checked = 0;
    for (const gender of GENDERS)
      for (const religion of [null, 'Hindu', 'Muslim', 'Sikh'])
        for (const caste of [null, 'Pillai'])
          for (const [state, city] of [
            [null, null],
            ['Tamil Nadu', null],
            ['Tamil Nadu', 'Madurai'],
            [null, 'Kochi'],
            ['Kerala', 'Madurai'],
          ] as const)
            for (const [dobFrom, dobTo] of [
              ['1956-01-01', '2007-12-31'],
              ['1990-05-17', '1995-02-03'],
            ] as const)
              for (const offset of [0, 4, 40]) {
                const q = { gender, dobFrom, dobTo, religion, caste, state, city, excludeUserId: 11, offset, limit: 4 };
                expect(index.query(q), JSON.stringify(q)).toEqual(expected(all, q));
                checked++;
              }
    expect(checked).toBe(480);
  });

  it('pages through every match once, in a stable order, with no gaps or repeats', () => {
    const q = { gender: 'Female' as const, dobFrom: '1980-01-01', dobTo: '1999-12-31', religion: 'Hindu', offset: 0, limit: 7 };
    const { total } = index.query(q);
    const seen: number[] = [];
    for (let offset = 0; offset < total; offset += 7) seen.push(...index.query({ ...q, offset }).userIds);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual(expected(all, { ...q, limit: total }).userIds);
  });

  it('includes both ends of the date range', () => {
    const small = new SearchIndex();
    for (const [id, dob] of [
      [1, '1990-01-01'],
      [2, '1990-12-31'],
      [3, '1989-12-31'],
      [4, '1991-01-01'],
    ] as const)
      small.upsert({ userId: id, gender: 'Male', dob, religion: null, caste: null, state: null, city: null });
    expect(small.query({ gender: 'Male', dobFrom: '1990-01-01', dobTo: '1990-12-31', offset: 0, limit: 10 })).toEqual({
      total: 2,
      userIds: [2, 1],
    });
  });

  it('moves a profile when it changes and forgets it when removed', () => {
    const small = new SearchIndex();
    small.upsert({ userId: 9, gender: 'Male', dob: '1990-06-01', religion: 'Hindu', caste: null, state: null, city: null });
    small.upsert({ userId: 9, gender: 'Female', dob: '1992-06-01', religion: 'Christian', caste: null, state: null, city: null });
    const all = { dobFrom: '1900-01-01', dobTo: '2100-01-01', offset: 0, limit: 10 };
    expect(small.query({ ...all, gender: 'Male' }).total).toBe(0);
    expect(small.query({ ...all, gender: 'Female', religion: 'Christian' }).userIds).toEqual([9]);
    expect(small.size).toBe(1);
    small.remove(9);
    expect(small.query({ ...all, gender: 'Female' }).total).toBe(0);
    expect(small.size).toBe(0);
  });

  it('matches nothing for a value nobody has, and grows past its first capacity', () => {
    const big = new SearchIndex();
    for (const p of profiles(5000, 3)) big.upsert(p);
    expect(big.size).toBe(5000);
    expect(
      big.query({ gender: 'Male', dobFrom: '1900-01-01', dobTo: '2100-01-01', city: 'Atlantis', offset: 0, limit: 4 }),
    ).toEqual({ total: 0, userIds: [] });
  });
});

describe('SearchIndex kept totals', () => {
  it('stay exact as profiles are added, changed and removed after a search was asked', () => {
    const all = profiles(2000, 11);
    const index = new SearchIndex();
    index.load(all.slice(0, 1500));
    const live = new Map(all.slice(0, 1500).map((p) => [p.userId, p]));
    const queries: IndexQuery[] = [
      { gender: 'Female', dobFrom: '1970-01-01', dobTo: '2000-12-31', religion: 'Hindu', offset: 0, limit: 4 },
      { gender: 'Male', dobFrom: '1956-01-01', dobTo: '2007-12-31', caste: 'Pillai', state: 'Tamil Nadu', offset: 0, limit: 4 },
      { gender: 'Male', dobFrom: '1980-03-01', dobTo: '1990-03-01', religion: 'Christian', city: 'Kochi', offset: 0, limit: 4 },
    ];
    const check = () => {
      for (const q of queries) expect(index.query(q)).toEqual(expected([...live.values()], q));
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

  it('never answers a kept page after a change made it out of date', () => {
    const all = profiles(1500, 23);
    const index = new SearchIndex();
    index.load(all.slice(0, 1000));
    const live = new Map(all.slice(0, 1000).map((p) => [p.userId, p]));
    let s = 5;
    const rand = (k: number) => (s = (s * 1103515245 + 12345) % 2147483648) % k;
    const shapes: Omit<IndexQuery, 'offset' | 'limit' | 'excludeUserId'>[] = [
      { gender: 'Female', dobFrom: '1956-01-01', dobTo: '2007-12-31' },
      { gender: 'Male', dobFrom: '1975-01-01', dobTo: '1999-12-31', religion: 'Hindu' },
      { gender: 'Female', dobFrom: '1980-01-01', dobTo: '1995-12-31', state: 'Tamil Nadu', city: 'Madurai' },
    ];
    for (let step = 0; step < 400; step++) {
      // Ask the same few pages again and again (kept), with the searcher in or out of the results.
      const q = {
        ...shapes[rand(shapes.length)]!,
        offset: rand(3) * 4,
        limit: 4,
        excludeUserId: rand(2) ? all[rand(40)]!.userId : undefined,
      };
      expect(index.query(q), `step ${step}`).toEqual(expected([...live.values()], q));
      if (step % 3 === 0) {
        const p = all[rand(all.length)]!;
        if (live.has(p.userId) && rand(2)) {
          index.remove(p.userId);
          live.delete(p.userId);
        } else {
          const changed = { ...p, dob: `19${70 + rand(30)}-06-15`, gender: GENDERS[rand(2)]! };
          index.upsert(changed);
          live.set(p.userId, changed);
        }
      }
    }
  });

  it('builds the same index in bulk as one insert at a time', () => {
    const all = profiles(1200, 5);
    const bulk = new SearchIndex();
    bulk.load(all);
    const single = new SearchIndex();
    for (const p of all) single.upsert(p);
    for (const gender of GENDERS) {
      const q = { gender, dobFrom: '1900-01-01', dobTo: '2100-01-01', offset: 0, limit: 2000 };
      expect(bulk.query(q)).toEqual(single.query(q));
    }
  });
});
