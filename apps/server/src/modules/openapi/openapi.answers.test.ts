import { isDeepStrictEqual } from 'node:util';
import * as shared from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { serializerSchema } from '../../lib/response-schemas.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type * as Registry from './openapi.registry.js';
import type { ApiRoute } from './openapi.registry.js';

// The routes as the app registered them, schemas and all: Fastify does not hand a route's schema
// back once it is registered, so the collector the document is built from is watched instead.
const registered = vi.hoisted(() => ({ routes: [] as ApiRoute[] }));
vi.mock('./openapi.registry.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>();
  return {
    ...actual,
    collectApiRoutes: (app: Parameters<typeof actual.collectApiRoutes>[0]) => {
      registered.routes = actual.collectApiRoutes(app);
      return registered.routes;
    },
  };
});

const sharedSchemas: readonly z.ZodType[] = Object.values(shared as Record<string, unknown>).filter(
  (value): value is z.ZodType => value instanceof z.ZodType,
);

/** A declared answer that is a file, a stream, text or a redirect: no JSON answer to share. */
function isNotJson(declared: Record<string, unknown>): boolean {
  return 'content' in declared || Object.keys(declared).every((key) => key === 'description' || key === 'headers');
}

/**
 * One definition per answer: the web reads the answers as the types of @inai/shared's schemas,
 * so a route answering with a schema of its own would let the two drift apart again.
 */
describe("the routes' answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(async () => t.close());

  it('are the schemas of @inai/shared, the very objects the web takes its types from', () => {
    expect(registered.routes.length).toBeGreaterThan(80);
    const serialized = new Map<z.ZodType, unknown>();
    const fromShared = (plain: unknown) =>
      sharedSchemas.some((schema) => {
        if (!serialized.has(schema)) serialized.set(schema, serializerSchema(schema));
        return isDeepStrictEqual(serialized.get(schema), plain);
      });

    const foreign: string[] = [];
    let checked = 0;
    for (const route of registered.routes) {
      for (const [status, declared] of Object.entries((route.schema.response ?? {}) as Record<string, unknown>)) {
        const where = `${route.method} ${route.url} ${status}`;
        if (declared instanceof z.ZodType) {
          if (!sharedSchemas.includes(declared)) foreign.push(`${where}: a zod schema not exported by @inai/shared`);
        } else if (!isNotJson(declared as Record<string, unknown>)) {
          // A plain JSON Schema (search's fast serializer) must be made from a shared schema.
          if (!fromShared(declared)) foreign.push(`${where}: a JSON Schema not made from an @inai/shared schema`);
        } else continue;
        checked += 1;
      }
    }
    expect(foreign).toEqual([]);
    expect(checked).toBeGreaterThan(70);
  });
});
