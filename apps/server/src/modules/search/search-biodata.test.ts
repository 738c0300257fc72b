import { addDays, latestBirthDate, todayInIndia } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, memberWithProfile, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Search by the Tamil biodata (docs/design.md, "The Tamil biodata"): diet, physical status, country of residence and
// education level; an unsaid country is India.

const bornAged = (age: number) => addDays(latestBirthDate(todayInIndia(), age), -120);

const saveLifestyle = (t: TestApp, member: Registered, fields: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/updateProfile',
    headers: bearer(member.token),
    payload: { section: 'lifestyle', ...fields },
  });

describe.each(ENGINES)('search by diet, physical status, residence and education on %s', (engine) => {
  let t: TestApp;
  const m = {} as Record<'A' | 'B' | 'C' | 'D', Registered>;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    const woman = (name: string, age: number) => memberWithProfile(t.app, { name, gender: 'Female', dob: bornAged(age) });
    m.A = await woman('A_veg_india_masters', 25);
    m.B = await woman('B_nonveg_singapore_bachelors', 26);
    m.C = await woman('C_egg_canada_doctorate', 27);
    m.D = await woman('D_unsaid', 28);
    const saved = [
      await saveLifestyle(t, m.A, {
        diet: 'Vegetarian',
        physical_status: 'Normal',
        education_level: 'Masters',
        residence_country: 'India',
      }),
      await saveLifestyle(t, m.B, {
        diet: 'Non-vegetarian',
        physical_status: 'Physically challenged',
        physical_status_note: 'Walks with a stick',
        education_level: 'Bachelors',
        residence_country: 'Singapore',
      }),
      await saveLifestyle(t, m.C, {
        diet: 'Eggetarian',
        physical_status: 'Normal',
        education_level: 'Doctorate',
        residence_country: 'Canada',
      }),
    ];
    for (const r of saved) expect(r.statusCode, r.body).toBe(200);
  });
  afterAll(async () => t.close());

  const search = async (criteria: object) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { gender: 'Female', age: '18 to 30', religion: 'Any', pageSize: 24, ...criteria },
      remoteAddress: freshAddress(),
    });
    return { status: r.statusCode, body: r.json() };
  };
  /** The first letters of the names found, youngest first. */
  const names = async (criteria: object) => {
    const { status, body } = await search(criteria);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.total).toBe(body.data.length);
    return (body.data as { name: string }[]).map((c) => c.name[0]).join('');
  };

  it('filters by one diet or any of several', async () => {
    expect(await names({})).toBe('ABCD');
    expect(await names({ diet: 'Vegetarian' })).toBe('A');
    expect(await names({ diet: ['Eggetarian', 'Vegetarian'] })).toBe('AC');
    expect(await names({ diet: ['Vegan'] })).toBe('');
    expect(await names({ diet: [] })).toBe('ABCD');
  });

  it('filters by physical status and by education level or higher', async () => {
    expect(await names({ physical_status: 'Physically challenged' })).toBe('B');
    expect(await names({ physical_status: 'Normal' })).toBe('AC');
    expect(await names({ education_level: 'Doctorate' })).toBe('C');
    expect(await names({ education_level: 'Masters' })).toBe('AC');
    expect(await names({ education_level: 'Bachelors' })).toBe('ABC');
    expect(await names({ education_level: 'Any' })).toBe('ABCD');
  });

  it("filters by country, reading an unsaid country as India; 'Abroad' is any country but India", async () => {
    expect(await names({ residence_country: 'India' })).toBe('AD');
    expect(await names({ residence_country: 'Abroad' })).toBe('BC');
    expect(await names({ residence_country: 'Singapore' })).toBe('B');
    expect(await names({ residence_country: 'Malaysia' })).toBe('');
    expect(await names({ residence_country: '' })).toBe('ABCD');
    expect(await names({ residence_country: 'Abroad', diet: ['Eggetarian', 'Vegetarian'], education_level: 'Masters' })).toBe(
      'C',
    );
  });

  it('shows the diet and the country on the cards', async () => {
    const { body } = await search({});
    const card = (letter: string) => body.data.find((c: { name: string }) => c.name.startsWith(letter));
    expect(card('A')).toMatchObject({ diet: 'Vegetarian', residence_country: 'India' });
    expect(card('B')).toMatchObject({ diet: 'Non-vegetarian', residence_country: 'Singapore' });
    expect(card('D')).toMatchObject({ diet: null, residence_country: 'India' });
    // The rest of the lifestyle section stays off the card.
    expect(card('B')).not.toHaveProperty('physical_status_note');
    expect(card('B')).not.toHaveProperty('education_level');
  });

  it('follows a changed diet or country at once', async () => {
    const member = await memberWithProfile(t.app, { name: 'E_changes', gender: 'Female', dob: bornAged(29) });
    expect(await names({ diet: 'Vegan' })).toBe('');
    expect((await saveLifestyle(t, member, { diet: 'Vegan' })).statusCode).toBe(200);
    expect(await names({ diet: 'Vegan' })).toBe('E');
    expect(await names({ residence_country: 'Abroad' })).toBe('BC');
    expect((await saveLifestyle(t, member, { diet: 'Vegan', residence_country: 'Malaysia' })).statusCode).toBe(200);
    expect(await names({ residence_country: 'Abroad' })).toBe('BCE');
    expect(await names({ residence_country: 'Malaysia', diet: 'Vegan' })).toBe('E');
    expect((await search({ residence_country: 'Malaysia' })).body.data[0]).toMatchObject({ residence_country: 'Malaysia' });
    // Back to unsaid: India again.
    expect((await saveLifestyle(t, member, { diet: '', residence_country: '' })).statusCode).toBe(200);
    expect(await names({ residence_country: 'India' })).toBe('ADE');
    expect(await names({ diet: 'Vegan' })).toBe('');
  });

  it('refuses bad values with 400 and our error shape, never 5xx', async () => {
    const cases: object[] = [
      { diet: 'Meat' },
      { diet: ['Vegan', "x' OR 1=1"] },
      { diet: { $ne: null } },
      { diet: 7 },
      { physical_status: 'Fit' },
      { residence_country: 'Atlantis' },
      { residence_country: 'india' },
      { residence_country: ['India'] },
      { residence_country: 'x'.repeat(5000) },
      { education_level: 'PhD' },
      { education_level: ['Masters'] },
    ];
    for (const criteria of cases) {
      const { status, body } = await search(criteria);
      expect(status, JSON.stringify(criteria).slice(0, 80)).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'invalid_input', message: 'Please choose from the list' });
    }
  });
});
