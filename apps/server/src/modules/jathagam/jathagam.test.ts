import { describe, expect, it } from 'vitest';
import { jathagamAnswerSchema, placesAnswerSchema } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import fixtures from '../../lib/jathagam/swiss-ephemeris.fixtures.json' with { type: 'json' };
import { publicCallTests } from '../../test/public-call.js';
import { JATHAGAM_LIMIT } from './jathagam.routes.js';

const en = translatorFor('en');
const ta = translatorFor('ta');

const angle = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

// The call touches no table: one engine is enough to boot the real app.
describe('POST /api/jathagam', () => {
  const call = publicCallTests(8);

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    call.app.inject({ method: 'POST', url: '/api/jathagam', payload: payload as object, headers, remoteAddress: call.ip });
  const chart = async (payload: unknown) => {
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(200);
    return jathagamAnswerSchema.parse(response.json());
  };
  const placeId = async (q: string) => {
    const response = await call.app.inject({ method: 'GET', url: '/api/places', query: { q }, remoteAddress: call.ip });
    return placesAnswerSchema.parse(response.json()).data[0]!;
  };

  it('answers a birth at coordinates as Swiss Ephemeris places it, without a session', async () => {
    // Births in Tamil Nadu, Sri Lanka and abroad from the engine's reference file, asked over HTTP.
    for (const reference of [fixtures[0]!, fixtures[100]!, fixtures[200]!]) {
      const body = await chart({
        date: reference.date,
        time: reference.time,
        place: { latitude: reference.latitude, longitude: reference.longitude, timezone: reference.timeZone },
      });
      const where = `${reference.place} ${reference.date} ${reference.time}`;
      expect(body.utc, where).toBe(reference.utc);
      const moon = body.planets.find((p) => p.key === 'moon')!;
      expect(angle(moon.longitude, reference.longitudes.moon), where).toBeLessThan(1 / 60);
      expect(angle(body.lagnam.longitude, reference.longitudes.lagnam), where).toBeLessThan(0.05);
      expect(body.planets.map((p) => p.key)).toEqual([
        'sun',
        'moon',
        'mars',
        'mercury',
        'jupiter',
        'venus',
        'saturn',
        'rahu',
        'ketu',
      ]);
      expect(body.moon_star).toBe(moon.star);
      expect(body.dasa.periods.length).toBeGreaterThanOrEqual(9);
    }
  });

  it('reads the time in the listed place’s own zone, India’s war time included', async () => {
    const chennai = await placeId('Chennai');
    expect(chennai.timezone).toBe('Asia/Kolkata');
    const today = await chart({ date: '1990-05-15', time: '06:30', place: { id: chennai.id } });
    expect(today.utc).toBe('1990-05-15T01:00:00.000Z');
    const warTime = await chart({ date: '1943-03-10', time: '10:00', place: { id: chennai.id } });
    expect(warTime.utc).toBe('1943-03-10T03:30:00.000Z');
    const toronto = await placeId('Toronto');
    const summer = await chart({ date: '2005-07-01', time: '12:00', place: { id: toronto.id } });
    expect(summer.utc).toBe('2005-07-01T16:00:00.000Z');
  });

  it('refuses what cannot be read with a message on each field, in the reader’s language', async () => {
    const bad = await post({
      date: '2023-02-30',
      time: '25:10',
      place: { latitude: 95, longitude: 80, timezone: 'Asia/Kolkata' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: 'invalid_input',
      errors: { date: en('jathagam.dateInvalid'), time: en('jathagam.timeInvalid') },
    });
    expect(Object.keys(bad.json().errors).some((field) => field.startsWith('place'))).toBe(true);

    const unknown = await post({ date: '1990-05-15', time: '06:30', place: { id: 'csc-0' } }, { 'accept-language': 'ta' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ place: ta('jathagam.placeUnknown') });

    const zone = await post({
      date: '1990-05-15',
      time: '06:30',
      place: { latitude: 13, longitude: 80, timezone: 'Mars/Olympus' },
    });
    expect(zone.statusCode).toBe(400);
    expect(JSON.stringify(zone.json().errors)).toContain(en('jathagam.timezoneInvalid'));

    for (const payload of [{}, { date: '1990-05-15', time: '06:30' }, { date: 19900515, time: 630, place: 7 }]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post('not json')).statusCode).toBe(415);
  });

  it('limits charts per visitor address', async () => {
    const payload = { date: '1990-05-15', time: '06:30', place: { latitude: 13.08, longitude: 80.27, timezone: 'Asia/Kolkata' } };
    for (let i = 0; i < JATHAGAM_LIMIT.max; i++) expect((await post(payload)).statusCode).toBe(200);
    const refused = await post(payload);
    expect(refused.statusCode).toBe(429);
  });
});
