import { describe, expect, it, vi } from 'vitest';
import {
  cacheKey,
  dayNumber,
  SearchIndex,
  type CodedField,
  type Filter,
  type IndexedProfile,
  type IndexQuery,
  type NumericField,
} from './search-index.js';

const GENDERS = ['Male', 'Female'] as const;
/** The values each coded field takes in these tests (null: unknown). */
const VALUES: Record<CodedField, readonly (string | null)[]> = {
  religion: ['Hindu', 'Muslim', 'Christian', null],
  caste: ['Pillai', 'Nadar', 'Iyer', null],
  state: ['Tamil Nadu', 'Kerala', null],
  city: ['Madurai', 'Chennai', 'Kochi', null],
  marital_status: ['Never Married', 'Divorced', 'Widowed', null],
  mother_tongue: ['Tamil', 'Telugu', 'Malayalam', null],
  star: ['Aswini', 'Bharani', 'Karthigai', 'Rohini', 'Poosam', null],
  raasi: ['Mesham', 'Rishabam', null],
  dosam: ['No Dosham', 'Chevvai Dosham', null],
  job_type: ['Employee', 'Business', 'Government', null],
  // Issue 14: the ID-verified flag, one value or none.
  id_verified: ['yes', null],
};
const CODED = Object.keys(VALUES) as CodedField[];

function generator(seed: number) {
  let s = seed;
  return (k: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return Math.floor((s / 2147483648) * k);
  };
}

/** A deterministic pseudo-random profile. */
function randomProfile(userId: number, rand: (k: number) => number): IndexedProfile {
  const p: IndexedProfile = {
    userId,
    gender: GENDERS[rand(2)]!,
    dob: `${1956 + rand(52)}-${String(1 + rand(12)).padStart(2, '0')}-${String(1 + rand(28)).padStart(2, '0')}`,
    religion: null,
    caste: null,
    state: null,
    city: null,
    height: rand(5) === 0 ? null : 58 + rand(20),
    weight: rand(5) === 0 ? null : 40 + rand(60),
  };
  for (const f of CODED) p[f] = VALUES[f][rand(VALUES[f].length)]!;
  return p;
}

function profiles(n: number, seed = 7): IndexedProfile[] {
  const rand = generator(seed);
  return Array.from({ length: n }, (_, i) => randomProfile(i + 1, rand));
}

/** A filter, evaluated the slow, obvious way. */
function holds(p: IndexedProfile, f: Filter): boolean {
  const v = f.field === 'dob' ? dayNumber(p.dob) : (p[f.field] ?? null);
  if (v === null) return !!f.unknownPasses;
  if (f.op === 'eq') return v === f.value;
  if (f.op === 'in') return f.values.includes(v as string);
  return (v as number) >= f.min && (v as number) <= f.max;
}

/** What a query must answer, computed the slow, obvious way. */
function expected(all: Iterable<IndexedProfile>, q: IndexQuery) {
  const score = (p: IndexedProfile) => (q.score ?? []).filter((f) => holds(p, f)).length;
  const matches = [...all]
    .filter(
      (p) =>
        p.gender === q.gender &&
        p.dob >= q.dobFrom &&
        p.dob <= q.dobTo &&
        (q.filters ?? []).every((f) => holds(p, f)) &&
        p.userId !== q.excludeUserId,
    )
    .map((p) => ({ p, s: score(p) }))
    .sort((a, b) => b.s - a.s || (a.p.dob === b.p.dob ? b.p.userId - a.p.userId : a.p.dob < b.p.dob ? 1 : -1));
  return { total: matches.length, userIds: matches.slice(q.offset, q.offset + q.limit).map((m) => m.p.userId) };
}

/** A random filter of any field and kind, sometimes for a value nobody has. */
function randomFilter(rand: (k: number) => number): Filter {
  const unknownPasses = rand(3) === 0 ? true : rand(2) === 0 ? false : undefined;
  const kind = rand(4);
  if (kind === 0) {
    const field = (['height', 'weight', 'dob'] as NumericField[])[rand(3)]!;
    if (field === 'dob') {
      const from = dayNumber(`${1960 + rand(40)}-01-01`);
      return { field, op: 'range', min: from, max: from + rand(5000), unknownPasses };
    }
    const min = field === 'height' ? 56 + rand(24) : 38 + rand(64);
    return { field, op: 'range', min, max: min + rand(12), unknownPasses };
  }
  const field = CODED[rand(CODED.length)]!;
  const known = VALUES[field].filter((v): v is string => v !== null);
  const pick = () => (rand(15) === 0 ? 'Nobody has this' : known[rand(known.length)]!);
  if (kind === 1) return { field, op: 'in', values: Array.from({ length: 1 + rand(3) }, pick), unknownPasses };
  return { field, op: 'eq', value: pick(), unknownPasses };
}

function randomQuery(rand: (k: number) => number, all: IndexedProfile[]): IndexQuery {
  const from = 1955 + rand(50);
  return {
    gender: GENDERS[rand(2)]!,
    dobFrom: `${from}-${String(1 + rand(12)).padStart(2, '0')}-01`,
    dobTo: `${from + rand(30)}-${String(1 + rand(12)).padStart(2, '0')}-28`,
    filters: Array.from({ length: rand(4) }, () => randomFilter(rand)),
    score: rand(2) ? Array.from({ length: 1 + rand(5) }, () => randomFilter(rand)) : undefined,
    excludeUserId: rand(2) ? all[rand(all.length)]!.userId : undefined,
    offset: rand(3) === 0 ? 0 : rand(60),
    limit: 1 + rand(12),
  };
}

const eqs = (values: Partial<Record<CodedField, string | null>>): Filter[] =>
  Object.entries(values)
    .filter(([, v]) => v)
    .map(([field, value]) => ({ field: field as CodedField, op: 'eq', value: value! }));

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
