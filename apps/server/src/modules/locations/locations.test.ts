import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '@inai/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('location calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('lists all 28 states and 8 union territories of India with their codes, in name order', async () => {
    const response = await post('/api/v0.1/countries/states', { country: 'India' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.error).toBe(false);
    expect(body.data.name).toBe('India');
    const states: { name: string; state_code: string }[] = body.data.states;
    expect(states).toHaveLength(36);
    expect(states).toContainEqual({ name: 'Tamil Nadu', state_code: 'TN' });
    expect(states).toContainEqual({ name: 'Puducherry', state_code: 'PY' });
    expect(states).toContainEqual({ name: 'Kerala', state_code: 'KL' });
    expect(states).toContainEqual({ name: 'Ladakh', state_code: 'LA' });
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(states.map((s) => s.state_code)).size).toBe(36);
    for (const s of states) expect(Object.keys(s)).toEqual(['name', 'state_code']);
    // The screens show the shared list until this answer comes: it must be this answer.
    expect(states).toEqual(INDIAN_STATES);
  });

  it("lists a state's cities (the specification's shape: a plain list of names)", async () => {
    const response = await post('/api/v0.1/countries/state/cities', { country: 'India', state: 'Tamil Nadu' });
    expect(response.statusCode).toBe(200);
    const { error, data } = response.json();
    expect(error).toBe(false);
    expect(data.length).toBeGreaterThan(300);
    for (const city of [
      'Chennai',
      'Coimbatore',
      'Madurai',
      'Tiruchirappalli',
      'Salem',
      'Tirunelveli',
      'Erode',
      'Vellore',
      'Thanjavur',
      'Nagercoil',
    ]) {
      expect(data).toContain(city);
    }
    expect(data.every((c: unknown) => typeof c === 'string')).toBe(true);
  });

  it('finds a state by name in any case or by its code, and serves the /countries spelling too', async () => {
    const lower = await post('/api/countries/state/cities', { country: 'india', state: 'tamil nadu' });
    const code = await post('/api/v0.1/countries/state/cities', { country: 'India', state: 'TN' });
    expect(lower.json().data).toEqual(code.json().data);
    expect((await post('/api/countries/states', { country: 'India' })).json().data.states).toHaveLength(36);
  });

  it('has cities for every state and union territory', async () => {
    const states = (await post('/api/v0.1/countries/states', { country: 'India' })).json().data.states as { name: string }[];
    for (const state of states) {
      const cities = (await post('/api/v0.1/countries/state/cities', { country: 'India', state: state.name })).json().data;
      expect(cities.length, state.name).toBeGreaterThan(0);
    }
  });

  it('answers 404 with a message for an unknown country or state, and 400 for a missing field', async () => {
    const country = await post('/api/v0.1/countries/states', { country: 'Atlantis' });
    expect(country.statusCode).toBe(404);
    expect(country.json()).toEqual({ success: false, code: 'country_not_found', message: 'Country not found' });
    const state = await post('/api/v0.1/countries/state/cities', { country: 'India', state: "'; DROP TABLE users; --" });
    expect(state.statusCode).toBe(404);
    expect(state.json()).toEqual({ success: false, code: 'state_not_found', message: 'State not found' });
    const missing = await post('/api/v0.1/countries/state/cities', { country: 'India' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      code: 'invalid_input',
      message: 'State is required',
      errors: { state: 'State is required' },
    });
  });
});
