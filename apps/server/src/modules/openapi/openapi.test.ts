import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openApiPath } from './openapi.document.js';

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/**
 * Every route the app serves, read from Fastify's own route tree (printRoutes), not from our
 * collector: a route the collector missed would be missing here too otherwise.
 */
function servedRoutes(tree: string): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const rest = line.slice(branch + 4);
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(rest)!;
    const url = (prefixes[depth - 1] ?? '') + match[1]!;
    prefixes[depth] = url;
    for (const method of match[2]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

const SUCCESS = ['200', '201', '101', '303'];

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const answer = await t.app.inject('/api/openapi.json');
    expect(answer.statusCode).toBe(200);
    doc = answer.json();
  });
  afterAll(async () => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(structuredClone(doc) as never);
    expect((api as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('describes every /api route with its request and its success answer', () => {
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false })).filter((route) => route.url.startsWith('/api/'));
    expect(served.length).toBeGreaterThan(80);
    const missing: string[] = [];
    for (const { method, url } of served) {
      const name = `${method} ${url}`;
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!operation) {
        missing.push(`${name}: not in the document`);
        continue;
      }
      const pathParams = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((found) => found[1]);
      for (const param of pathParams) {
        if (!operation.parameters?.some((p) => p.in === 'path' && p.name === param))
          missing.push(`${name}: path parameter ${param}`);
      }
      const body = operation.requestBody;
      if (body && !Object.values(body.content).every((entry) => entry.schema)) missing.push(`${name}: request body schema`);
      const success = SUCCESS.filter((status) => operation.responses[status]);
      if (success.length === 0) missing.push(`${name}: no success answer`);
      for (const status of success) {
        const content = operation.responses[status]!.content;
        if (status.startsWith('2') && !(content && Object.values(content).every((entry) => entry.schema)))
          missing.push(`${name}: no schema for its ${status} answer`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names a request schema wherever a route takes a body or a query', () => {
    const post = doc.paths['/api/login']!.post!;
    expect(Object.keys(post.requestBody!.content)).toEqual(['application/json']);
    const query = doc.paths['/api/viewers']!.get!;
    expect(query.parameters!.every((p) => p.in === 'query')).toBe(true);
    const upload = doc.paths['/api/uploadPhotos']!.post!;
    expect(Object.keys(upload.requestBody!.content)).toContain('multipart/form-data');
  });

  it("keeps zod's safe-integer bounds out of the reference, and the real bounds in", () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    expect(text).toMatch(/"exclusiveMinimum":0|"minimum":1/);
  });

  it('serves the reference and its scripts from our own origin', async () => {
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((found) => found[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source.startsWith('/api/docs/')).toBe(true);
      const asset = await t.app.inject(source);
      expect(asset.statusCode, source).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const init = await t.app.inject('/api/docs/init.js');
    expect(init.body).toContain('validatorUrl: null');
    expect(init.body).toContain("url: '/api/openapi.json'");
  });
});
