import type { FastifyInstance, FastifySchema } from 'fastify';
import { memberNeedOf } from '../../plugins/authenticate.js';
import type { FamilyNeed } from '../entitlements/family.policy.js';
import type { z } from 'zod';

/** Who may call a route, as the document shows it. */
export type RouteAccess = 'public' | 'optional' | 'member' | 'operator' | 'webhook';

declare module 'fastify' {
  interface FastifySchema {
    /** One line for the reference (OpenAPI `summary`). */
    summary?: string;
    /** The reference's group; by default the first path segment after /api. */
    tags?: string[];
    /** Documentation only: the fields of a multipart body that the handler reads itself. */
    multipart?: z.ZodType;
    /** Documentation only: a JSON body the handler parses itself (it may come as multipart instead). */
    documentedBody?: z.ZodType;
    /** The body's media type when it is not JSON (an HTML form's). */
    consumes?: string;
    /** Documentation only, when the guards do not say it: 'optional' session, 'webhook' signature. */
    access?: RouteAccess;
  }
}

/** A route under /api as it was registered. */
export interface ApiRoute {
  method: string;
  url: string;
  schema: FastifySchema;
  /** True when the route runs guards before validation (a session or operator check). */
  guarded: boolean;
  websocket: boolean;
  /**
   * For a route behind requireMember: what it needs of whoever acts, undefined when it forgot to
   * declare it (docs/decisions/0073-family-co-managers.md).
   */
  member?: { need: FamilyNeed | undefined };
}

/**
 * Records every /api route as it is registered (call before the routes are). HEAD routes are
 * Fastify's automatic copies of GET ones and are left out.
 */
export function collectApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const memberNeed = memberNeedOf(route);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema ?? {},
        guarded: route.preValidation !== undefined || route.preHandler !== undefined,
        websocket: route.websocket === true,
        ...(memberNeed ? { member: memberNeed } : {}),
      });
    }
  });
  return routes;
}
