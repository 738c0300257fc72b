import { raasiFitsStar, SEARCH_AGE_OPTIONS, type ProfileCard, type Raasi, type Star } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, register, verifiedMember } from '../../test/members.js';
import { computeChart, localToUtc } from '../../lib/jathagam/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_ABOUT, DEMO_COUNT, DEMO_LABEL, seedDemoProfiles } from './demo-profiles.js';

describe.each(ENGINES)('demo profiles on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { DEMO_DATA: '1' } });
  });
  afterAll(() => t.close());

  /** Every profile of one gender that search finds, over all age options, page by page. */
  async function everyone(gender: 'Male' | 'Female'): Promise<ProfileCard[]> {
    const found: ProfileCard[] = [];
    for (const { value: age } of SEARCH_AGE_OPTIONS) {
      for (let page = 1; ; page++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/search',
          payload: { gender, age, religion: 'Any', page, pageSize: 24 },
          remoteAddress: freshAddress(),
        });
        expect(response.statusCode, response.body).toBe(200);
        const answer = response.json<{ data: ProfileCard[]; total: number }>();
        found.push(...answer.data);
        if (page * 24 >= answer.total) break;
      }
    }
    return found;
  }

  it('fills an empty database with searchable, clearly labelled demo profiles, half of each gender', async () => {
    const women = await everyone('Female');
    const men = await everyone('Male');
    expect(women).toHaveLength(DEMO_COUNT / 2);
    expect(men).toHaveLength(DEMO_COUNT / 2);
    for (const card of [...women, ...men]) expect(card.name.endsWith(` ${DEMO_LABEL}`)).toBe(true);
    const about = await t.app.ctx.db.selectFrom('user_details').select('about').distinct().execute();
    expect(about).toEqual([{ about: DEMO_ABOUT }]);
  });

  it('give most a birth time whose chart decides the star and raasi, and every raasi fits its star', async () => {
    const rows = await t.app.ctx.db
      .selectFrom('user_details')
      .leftJoin('birth_details', 'birth_details.user_id', 'user_details.user_id')
      .select(['dob', 'star', 'raasi', 'birth_time', 'latitude', 'longitude', 'timezone'])
      .execute();
    const born = rows.filter((r) => r.birth_time !== null);
    expect(born.length).toBeGreaterThan(DEMO_COUNT / 2);
    expect(born.length).toBeLessThan(DEMO_COUNT);
    for (const r of rows) expect(raasiFitsStar(r.star as Star, r.raasi as Raasi)).toBe(true);
    for (const r of born) {
      const chart = computeChart({
        utc: localToUtc(r.dob!, r.birth_time!, r.timezone!),
        latitude: r.latitude!,
        longitude: r.longitude!,
      });
      expect([r.star, r.raasi]).toEqual([chart.moon_star, chart.moon_raasi]);
    }
  });

  it('adds them only once, and never beside real members', async () => {
    expect(await seedDemoProfiles(t.app.ctx.db)).toBe(0);
    await register(t.app);
    expect(await seedDemoProfiles(t.app.ctx.db)).toBe(0);
    const { n } = await t.app.ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(DEMO_COUNT + 1);
  });

  it('lets two instances starting together on one empty database both start', async () => {
    const other = await createTestApp({ engine });
    try {
      const db = other.app.ctx.db;
      const results = await Promise.all([seedDemoProfiles(db), seedDemoProfiles(db)]);
      expect(results.sort()).toEqual([0, DEMO_COUNT]);
      const { n } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(DEMO_COUNT);
    } finally {
      await other.close();
    }
  });

  it('cannot be signed in to', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'demo.1@demo.invalid', password: 'anything-at-all' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('raise no fake-profile signal, though many families share a native place or a kula deivam', async () => {
    const shared = await t.app.ctx.db
      .selectFrom('user_details')
      .select(['native_place', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('native_place')
      .having((eb) => eb.fn.countAll(), '>=', 3)
      .execute();
    expect(shared.length).toBeGreaterThan(0);
    const operator = await verifiedMember(t.app);
    await runAdminCommand(['create', operator.details.email], t.app.ctx.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/signals',
      headers: bearer(operator.token),
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ addresses: [], same_photos: [], reported: [], interest_bursts: [] });
  });
});

describe('DEMO_DATA=0', () => {
  it('leaves an empty database empty', async () => {
    const t = await createTestApp();
    try {
      expect(await t.app.ctx.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
