import { describe, expect, it } from 'vitest';
import { cacheKey, SearchIndex, type Filter, type IndexedProfile } from './search-index.js';
import { eqs, expected, GENDERS, generator, profiles, randomProfile, randomQuery } from './test-oracle.js';

describe('SearchIndex', () => {
  const all = profiles(3000);
  const index = new SearchIndex();
  index.load(all);

  it('answers exactly what a plain filter answers, for every combination of the classic filters', () => {
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
                const q = {
                  gender,
                  dobFrom,
                  dobTo,
                  filters: eqs({ religion, caste, state, city }),
                  excludeUserId: 11,
                  offset,
                  limit: 4,
                };
                expect(index.query(q), JSON.stringify(q)).toEqual(expected(all, q));
                checked++;
              }
    expect(checked).toBe(480);
  });

  it('answers exactly for random filters of every field and kind, with unknowns passing or not, and scores', () => {
    const rand = generator(41);
    for (let i = 0; i < 1500; i++) {
      const q = randomQuery(rand, all);
      expect(index.query(q), JSON.stringify(q)).toEqual(expected(all, q));
    }
  });

  it('pages through every match once, in a stable order, with no gaps or repeats (scored too)', () => {
    for (const score of [
      undefined,
      [
        { field: 'caste', op: 'eq', value: 'Pillai' },
        { field: 'height', op: 'range', min: 60, max: 66 },
      ] as Filter[],
    ]) {
      const q = {
        gender: 'Female' as const,
        dobFrom: '1980-01-01',
        dobTo: '1999-12-31',
        filters: eqs({ religion: 'Hindu' }),
        score,
        offset: 0,
        limit: 7,
      };
      const { total } = index.query(q);
      const seen: number[] = [];
      for (let offset = 0; offset < total; offset += 7) seen.push(...index.query({ ...q, offset }).userIds);
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      expect(seen).toEqual(expected(all, { ...q, limit: total }).userIds);
    }
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
    expect(small.query({ ...all, gender: 'Female', filters: eqs({ religion: 'Christian' }) }).userIds).toEqual([9]);
    expect(small.valueOf(9, 'religion')).toBe('Christian');
    expect(small.size).toBe(1);
    small.remove(9);
    expect(small.query({ ...all, gender: 'Female' }).total).toBe(0);
    expect(small.size).toBe(0);
    expect(small.valueOf(9, 'religion')).toBeNull();
  });

  it('matches nothing for a value nobody has, and grows past its first capacity', () => {
    const big = new SearchIndex();
    for (const p of profiles(5000, 3)) big.upsert(p);
    expect(big.size).toBe(5000);
    expect(
      big.query({
        gender: 'Male',
        dobFrom: '1900-01-01',
        dobTo: '2100-01-01',
        filters: eqs({ city: 'Atlantis' }),
        offset: 0,
        limit: 4,
      }),
    ).toEqual({ total: 0, userIds: [] });
  });

  it('has no fixed limit on distinct values: 300 castes and 70,000 cities', () => {
    const many = new SearchIndex();
    const rand = generator(5);
    const people: IndexedProfile[] = [];
    for (let i = 1; i <= 80_000; i++) {
      const p = { ...randomProfile(i, rand), caste: `Caste ${i % 300}`, city: `City ${i % 70_000}` };
      people.push(p);
    }
    many.load(people.slice(0, 60_000));
    for (const p of people.slice(60_000)) many.upsert(p); // codes past 65,535 arrive one at a time
    const live = new Map(people.map((p) => [p.userId, p]));
    const whole = { dobFrom: '1900-01-01', dobTo: '2100-01-01', offset: 0, limit: 5 };
    for (const [caste, city] of [
      ['Caste 299', null],
      ['Caste 7', 'City 69999'],
      [null, 'City 12345'],
      [null, 'City 69001'],
    ] as const)
      for (const gender of GENDERS) {
        const q = { ...whole, gender, filters: eqs({ caste, city }) };
        expect(many.query(q), JSON.stringify(q)).toEqual(expected(live.values(), q));
      }
    const last = people.at(-1)!;
    expect(many.valueOf(last.userId, 'city')).toBe(last.city);
    expect(many.query({ ...whole, gender: last.gender, filters: eqs({ city: last.city }) }).userIds).toContain(last.userId);
  });

  it('counts exactly when a tabled filter meets values too large for a byte (sets, ranges, unknown passing)', () => {
    // Filters that are not plain equalities are looked up in 256-entry tables by the row's byte;
    // a value past 254 is stored as an escape there, and its column must decide.
    const many = new SearchIndex();
    const rand = generator(11);
    const people = Array.from({ length: 6000 }, (_, i) => {
      const p = randomProfile(i + 1, rand);
      return { ...p, caste: rand(6) === 0 ? null : `Caste ${rand(400)}`, city: rand(6) === 0 ? null : `City ${rand(600)}` };
    });
    many.load(people);
    const castes = (n: number) => Array.from({ length: n }, () => `Caste ${rand(400)}`);
    let checked = 0;
    for (let i = 0; i < 400; i++) {
      const filters: Filter[] = [];
      const unknownPasses = rand(2) === 0;
      // None, one, two or three tabled filters, with or without a plain equality beside them.
      for (let k = rand(4); k > 0; k--) {
        const kind = rand(3);
        if (kind === 0) filters.push({ field: 'caste', op: 'in', values: castes(1 + rand(4)), unknownPasses });
        else if (kind === 1) filters.push({ field: 'city', op: 'eq', value: `City ${300 + rand(300)}`, unknownPasses: true });
        else filters.push({ field: 'height', op: 'range', min: 58 + rand(10), max: 68 + rand(10), unknownPasses });
      }
      if (rand(2) === 0) filters.push({ field: 'religion', op: 'eq', value: 'Hindu' });
      const q = { gender: GENDERS[rand(2)]!, dobFrom: '1950-01-01', dobTo: '2010-01-01', filters, offset: 0, limit: 3 };
      const want = expected(people, q);
      expect(many.query(q), JSON.stringify(q)).toEqual(want);
      checked += want.total;
    }
    expect(checked).toBeGreaterThan(10_000); // the queries matched people, not only nobody
  });

  it('counts whole blocks before a deep page, with the searcher among them or not', () => {
    const many = new SearchIndex();
    const rand = generator(23);
    const people = Array.from({ length: 12_000 }, (_, i) => ({ ...randomProfile(i + 1, rand), gender: 'Female' as const }));
    many.load(people);
    const base = { gender: 'Female' as const, dobFrom: '1950-01-01', dobTo: '2010-01-01', limit: 7 };
    for (const filters of [
      [{ field: 'marital_status', op: 'in', values: ['Never Married', 'Divorced'] }],
      [{ field: 'height', op: 'range', min: 60, max: 72, unknownPasses: true }, ...eqs({ religion: 'Hindu' })],
    ] as Filter[][]) {
      const order = expected(people, { ...base, filters, offset: 0, limit: 12_000 }).userIds;
      expect(order.length).toBeGreaterThan(1500);
      // Searchers in the first block, further on, on the page, and none.
      for (const who of [undefined, order[3], order[700], order[1200], order[1503]])
        for (const offset of [0, 500, 1024, 1500, order.length - 3]) {
          const q = { ...base, filters, excludeUserId: who, offset };
          expect(many.query(q), JSON.stringify(q)).toEqual(expected(people, q));
        }
    }
  });

  it('builds one cache key for the same criteria, whatever the order of filters and values', () => {
    const base = { gender: 'Female' as const, dobFrom: '1990-01-01', dobTo: '2000-01-01' };
    const a = cacheKey({
      ...base,
      filters: [
        { field: 'religion', op: 'eq', value: 'Hindu' },
        { field: 'star', op: 'in', values: ['Rohini', 'Aswini'] },
      ],
    });
    const b = cacheKey({
      ...base,
      filters: [
        { field: 'star', op: 'in', values: ['Aswini', 'Rohini'] },
        { field: 'religion', op: 'eq', value: 'Hindu', unknownPasses: false },
      ],
    });
    expect(a).toBe(b);
    expect(cacheKey({ ...base, filters: [{ field: 'religion', op: 'eq', value: 'Hindu', unknownPasses: true }] })).not.toBe(
      cacheKey({ ...base, filters: [{ field: 'religion', op: 'eq', value: 'Hindu' }] }),
    );
    expect(cacheKey(base, { offset: 0, limit: 4 })).not.toBe(cacheKey(base, { offset: 4, limit: 4 }));
    expect(cacheKey(base)).not.toBe(cacheKey({ ...base, score: [{ field: 'caste', op: 'eq', value: 'Iyer' }] }));
  });
});
