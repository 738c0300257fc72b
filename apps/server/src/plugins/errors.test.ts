import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A route that fails the way a bug would, to see what a client receives.
    t.app.get('/api/test-only/explode', async () => {
      throw new Error('secret detail: connection string postgres://admin:hunter2@db');
    });
    // A schema that words nothing itself: zod's own English must not reach the caller.
    t.app.get('/api/test-only/unworded/:id', { schema: { params: z.object({ id: z.coerce.number().int() }) } }, async () => ({}));
  });
  afterAll(async () => t.close());

  it('answers an unexpected failure with 500 and the generic text, never the internals', async () => {
    const response = await t.app.inject('/api/test-only/explode');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'internal_error',
      message: 'Something went wrong, please try again',
    });
    expect(response.body).not.toContain('hunter2');
    const tamil = await t.app.inject({ url: '/api/test-only/explode', headers: { 'accept-language': 'ta' } });
    expect(tamil.json()).toEqual({
      success: false,
      code: 'internal_error',
      message: 'ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயற்சிக்கவும்',
    });
    expect(tamil.body).not.toContain('hunter2');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, code: 'payload_too_large', message: 'The request is too large.' });
  });

  it('answers an unknown API path with the JSON 404 in the caller language', async () => {
    const english = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'fr-FR, en;q=0.5' } });
    expect(english.json()).toEqual({ success: false, code: 'not_found', message: 'Not found' });
    const tamil = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' } });
    expect(tamil.statusCode).toBe(404);
    expect(tamil.json()).toEqual({ success: false, code: 'not_found', message: 'கிடைக்கவில்லை' });
  });

  it('words a field that no schema words with our own text, in the caller language', async () => {
    const english = await t.app.inject('/api/test-only/unworded/abc');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      success: false,
      code: 'invalid_input',
      message: 'This value is not valid.',
      errors: { id: 'This value is not valid.' },
    });
    const tamil = await t.app.inject({ url: '/api/test-only/unworded/abc', headers: { 'accept-language': 'ta' } });
    expect(tamil.json()).toMatchObject({ code: 'invalid_input', errors: { id: 'இந்த விவரம் சரியாக இல்லை.' } });
  });
});
