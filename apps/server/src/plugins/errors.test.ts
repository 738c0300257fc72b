import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('error handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A route that fails the way a bug would, to see what a client receives.
    t.app.get('/api/test-only/explode', async () => {
      throw new Error('secret detail: connection string postgres://admin:hunter2@db');
    });
  });
  afterAll(async () => t.close());

  it('answers an unexpected failure with 500 and the generic text, never the internals', async () => {
    const response = await t.app.inject('/api/test-only/explode');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Something went wrong, please try again' });
    expect(response.body).not.toContain('hunter2');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request is too large.' });
  });
});
