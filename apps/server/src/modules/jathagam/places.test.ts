import { describe, expect, it } from 'vitest';
import { PLACE_SEARCH, placesAnswerSchema } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { publicCallTests } from '../../test/public-call.js';
import { PLACES_LIMIT } from './places.routes.js';

const ta = translatorFor('ta');

// The call touches no table: one engine is enough to boot the real app.
describe('GET /api/places', () => {
  const call = publicCallTests(9);

  const get = (q: string | undefined, headers: Record<string, string> = {}) =>
    call.app.inject({
      method: 'GET',
      url: '/api/places',
      query: q === undefined ? {} : { q },
      headers,
      remoteAddress: call.ip,
    });
  const first = async (q: string) => {
    const response = await get(q);
    expect(response.statusCode, response.body).toBe(200);
    const body = placesAnswerSchema.parse(response.json());
    return body.data[0];
  };

  it('answers Chennai first, with its Tamil name, coordinates and zone, without a session', async () => {
    const response = await get('Chennai');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data[0]).toEqual({
      id: expect.stringMatching(/^csc-\d+$/),
      name: 'Chennai',
      name_ta: 'சென்னை',
      state: 'Tamil Nadu',
      country: 'India',
      latitude: expect.closeTo(13.08, 1),
      longitude: expect.closeTo(80.27, 1),
      timezone: 'Asia/Kolkata',
    });
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'country',
      'id',
      'latitude',
      'longitude',
      'name',
      'name_ta',
      'state',
      'timezone',
    ]);
  });

  it('finds a place begun, in Tamil, and a small Tamil Nadu town', async () => {
    expect(await first('chen')).toMatchObject({ name: 'Chennai' });
    expect(await first('சென்னை')).toMatchObject({ name: 'Chennai', state: 'Tamil Nadu' });
    expect(await first('Kumbakonam')).toMatchObject({ name: 'Kumbakonam', name_ta: 'கும்பகோணம்', timezone: 'Asia/Kolkata' });
  });

  it('finds a town by the name families type, in Tamil or English, and names it in Tamil', async () => {
    expect(await first('கோவை')).toMatchObject({ name: 'Coimbatore', name_ta: 'கோயம்புத்தூர்', state: 'Tamil Nadu' });
    expect(await first('Trichy')).toMatchObject({ name: 'Tiruchirappalli', name_ta: 'திருச்சிராப்பள்ளி' });
    expect(await first('Pondicherry')).toMatchObject({ name: 'Puducherry', name_ta: 'புதுச்சேரி', state: 'Puducherry' });
    expect(await first('தேவகோட்டை')).toMatchObject({ name: 'Devakottai', state: 'Tamil Nadu' });
  });

  it('finds cities abroad with their own time zone', async () => {
    expect(await first('Colombo')).toMatchObject({ country: 'Sri Lanka', timezone: 'Asia/Colombo' });
    expect(await first('Singapore')).toMatchObject({ country: 'Singapore', timezone: 'Asia/Singapore' });
    expect(await first('Toronto')).toMatchObject({ state: 'Ontario', country: 'Canada', timezone: 'America/Toronto' });
    expect(await first('Sydney')).toMatchObject({ state: 'New South Wales', country: 'Australia', timezone: 'Australia/Sydney' });
    expect(await first('Los Angeles')).toMatchObject({ country: 'United States of America', timezone: 'America/Los_Angeles' });
    expect(await first('Kuala Lumpur')).toMatchObject({ country: 'Malaysia', timezone: 'Asia/Kuala_Lumpur' });
  });

  it(`answers at most ${PLACE_SEARCH.maxResults} places, and an empty list when none matches`, async () => {
    expect((await get('an')).json().data).toHaveLength(PLACE_SEARCH.maxResults);
    expect((await get('qqxxzz')).json()).toEqual({ success: true, data: [] });
  });

  it('refuses a missing, too short or too long query with 400 and a field message, in the caller’s language', async () => {
    const tooShort = await get('c');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toEqual({
      success: false,
      code: 'invalid_input',
      message: 'Please type at least 2 letters of the place.',
      errors: { q: 'Please type at least 2 letters of the place.' },
    });
    expect((await get(undefined)).json()).toMatchObject({ code: 'invalid_input', errors: { q: expect.any(String) } });
    expect((await get('   ')).statusCode).toBe(400);
    const tooLong = await get('x'.repeat(PLACE_SEARCH.queryMax + 1), { 'accept-language': 'ta' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ q: ta('places.queryTooLong', { max: PLACE_SEARCH.queryMax }) });
  });

  it(`allows ${PLACES_LIMIT.max} searches per address in the window, then answers 429`, async () => {
    for (let i = 0; i < PLACES_LIMIT.max; i++) expect((await get('Madurai')).statusCode).toBe(200);
    const refused = await get('Madurai');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'too_many_requests' });
  });
});
