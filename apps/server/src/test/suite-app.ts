import { afterAll, beforeAll } from 'vitest';
import { backgroundSettled } from '../lib/background.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/**
 * One fresh app for the tests of a describe block: booted before the first, closed after the last
 * once the work they left in the background has settled. The object is filled in when the app is
 * up, so it is read inside tests and hooks only.
 */
export function suiteApp(options: TestAppOptions): TestApp {
  const suite = {} as TestApp;
  beforeAll(async () => {
    Object.assign(suite, await createTestApp(options));
  });
  afterAll(async () => {
    await backgroundSettled();
    await suite.close();
  });
  return suite;
}
