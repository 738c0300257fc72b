import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The tests of a public call that touches no table (the porutham, places and chart
 * calculators): the real app booted once on SQLite, and a different client address for each
 * test, so the rate limit one test exhausts does not touch another. `subnet` keeps two files'
 * addresses apart.
 */
export function publicCallTests(subnet: number): { readonly app: TestApp['app']; readonly ip: string } {
  let t: TestApp | undefined;
  let counter = 0;
  let ip = '';
  beforeAll(async () => {
    t = await createTestApp({ engine: 'sqlite' });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    counter++;
    ip = `10.${subnet}.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  });
  return {
    get app() {
      return t!.app;
    },
    get ip() {
      return ip;
    },
  };
}
