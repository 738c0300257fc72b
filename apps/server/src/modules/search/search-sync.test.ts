import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshAddress, memberWithProfile } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('two server instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ engine: 'postgres' });
    b = await createTestApp({ env: { DATABASE_URL: a.databaseUrl! } });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const searchOnB = async (religion: string) =>
    (
      await b.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { gender: 'Female', age: '18 to 30', religion },
        remoteAddress: freshAddress(),
      })
    ).json() as { total: number; data: { degree: string | null }[] };
  const womenOnB = async (religion = 'Any') => (await searchOnB(religion)).total;

  it('each finds what was saved through the other within a few seconds', async () => {
    expect(await womenOnB()).toBe(0);
    const member = await memberWithProfile(a.app, {
      gender: 'Female',
      dob: addDays(latestBirthDate(todayInIndia(), 24), -5),
      religion: 'Hindu',
      caste: 'Nadar',
    });
    await expect.poll(() => womenOnB(), { timeout: 8000, interval: 250 }).toBe(1);

    await a.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(member.token),
      payload: { religion: 'Christian', caste: 'Nadar' },
    });
    await expect.poll(() => womenOnB('Christian'), { timeout: 8000, interval: 250 }).toBe(1);
    expect(await womenOnB('Hindu')).toBe(0);

    // B has the card in its cache now; a change made through A replaces it there too.
    expect((await searchOnB('Christian')).data[0]!.degree).toBeNull();
    await a.app.inject({
      method: 'POST',
      url: '/api/updateProfile',
      headers: bearer(member.token),
      payload: { degree: 'B.E.' },
    });
    await expect.poll(async () => (await searchOnB('Christian')).data[0]!.degree, { timeout: 8000, interval: 250 }).toBe('B.E.');
  });

  it('follows a diet or a country changed through the other', async () => {
    const member = await memberWithProfile(a.app, { gender: 'Female', dob: addDays(latestBirthDate(todayInIndia(), 23), -5) });
    const found = async (criteria: object) =>
      (
        await b.app.inject({
          method: 'POST',
          url: '/api/search',
          payload: { gender: 'Female', age: '18 to 30', religion: 'Any', ...criteria },
          remoteAddress: freshAddress(),
        })
      ).json() as { total: number; data: { user_id: number; diet: string | null; residence_country: string }[] };
    const ids = async (criteria: object) => (await found(criteria)).data.map((card) => card.user_id);
    const lifestyle = (fields: object) =>
      a.app.inject({
        method: 'POST',
        url: '/api/updateProfile',
        headers: bearer(member.token),
        payload: { section: 'lifestyle', ...fields },
      });

    await expect.poll(() => ids({ residence_country: 'India' }), { timeout: 8000, interval: 250 }).toContain(member.userId);
    expect((await lifestyle({ diet: 'Vegetarian', residence_country: 'Sri Lanka' })).statusCode).toBe(200);
    await expect
      .poll(() => ids({ diet: 'Vegetarian', residence_country: 'Abroad' }), { timeout: 8000, interval: 250 })
      .toEqual([member.userId]);
    expect(await ids({ residence_country: 'India' })).not.toContain(member.userId);
    expect((await found({ residence_country: 'Sri Lanka' })).data[0]).toMatchObject({
      diet: 'Vegetarian',
      residence_country: 'Sri Lanka',
    });
    expect((await lifestyle({ diet: 'Eggetarian', residence_country: 'Sri Lanka' })).statusCode).toBe(200);
    await expect.poll(() => ids({ diet: 'Eggetarian' }), { timeout: 8000, interval: 250 }).toEqual([member.userId]);
    expect(await ids({ diet: 'Vegetarian' })).toEqual([]);
  });

  it('a new instance builds its index from the database', async () => {
    const c = await createTestApp({ env: { DATABASE_URL: a.databaseUrl! } });
    try {
      expect(c.app.ctx.search.index.size).toBe(a.app.ctx.search.index.size);
    } finally {
      await c.close();
    }
  });
});
