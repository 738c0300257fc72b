import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/engine.js';
import { backgroundSettled } from '../../lib/background.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { describeFailure, fuzzableRoutes, fuzzCallers, fuzzRoute, type RouteReport } from './fuzz-runner.js';
import type { FuzzRoute } from './route-requests.js';

/**
 * Fuzzing every /api route (docs/decisions/0032-fuzzing.md) with a fixed seed, so `npm test` is
 * repeatable; `npm run fuzz` runs longer with a random one. PostgreSQL gets fewer requests per
 * route as each costs more. Each engine has its own test file so that the two run side by side
 * (about a minute each on a 2-core machine) instead of one after the other.
 */
const SEED = 20261123;
const RUNS: Record<Engine, number> = { sqlite: 300, postgres: 200 };

async function fuzzAll(app: FastifyInstance, routes: FuzzRoute[], runs: number): Promise<RouteReport[]> {
  const callers = fuzzCallers(app);
  const reports: RouteReport[] = [];
  for (const route of routes) reports.push(await fuzzRoute(app, route, await callers.fresh(), { seed: SEED, runs }));
  return reports;
}

const answered = (report: RouteReport, test: (status: number) => boolean) =>
  Object.keys(report.statuses).some((status) => test(Number(status)));

export function describeFuzzing(engine: Engine): void {
  describe(`every /api route under fuzzing on ${engine}`, () => {
    let t: TestApp;
    let routes: FuzzRoute[];
    let reports: RouteReport[];
    beforeAll(async () => {
      t = await createTestApp({ engine });
      routes = await fuzzableRoutes(t.app);
    });
    afterAll(async () => {
      await backgroundSettled();
      await t.close();
    });

    it('answers every request with a 2xx, a declared redirect or a 4xx in our error shape, never a 5xx or a hang', async () => {
      reports = await fuzzAll(t.app, routes, RUNS[engine]);
      const failures = reports.filter((report) => report.failure).map((report) => describeFailure(report, engine));
      expect(failures, failures.join('\n\n')).toEqual([]);
      expect(reports.every((report) => report.tried >= RUNS[engine])).toBe(true);
    }, 240_000);

    it('reaches the handlers: the routes come from the app, and guarded ones get past their guards', () => {
      // The document lists the whole API (the OpenAPI test proves it matches the routes served).
      expect(routes.length).toBeGreaterThan(80);
      const guarded = reports.filter((_, i) => ['member', 'operator'].includes(routes[i]!.access));
      // Past the session check: some answer other than 401 and 403 (a 2xx, a validation 400, a 404 of a handler).
      const pastGuards = guarded.filter((report) => answered(report, (s) => s !== 401 && s !== 403));
      expect(pastGuards.length).toBe(guarded.length);
      // And many requests fit their schema well enough to succeed.
      const succeeded = reports.filter((report) => answered(report, (s) => s >= 200 && s < 300));
      expect(succeeded.length).toBeGreaterThan(routes.length * 0.4);
    });
  });
}
