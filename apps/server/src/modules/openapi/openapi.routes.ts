import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../plugins/zod-validation.js';
import { DOCS_INIT_SCRIPT, DOCS_PAGE, SWAGGER_UI_FILES } from './openapi.docs-page.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.document.js';
import type { ApiRoute } from './openapi.registry.js';

const require = createRequire(import.meta.url);
const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const serverVersion = (require('../../../package.json') as { version: string }).version;

const text = (type: string) => ({ 200: { content: { [type]: { schema: { type: 'string' } } } } });
const ASSET_CACHE = 'public, max-age=3600';

/** GET /api/openapi.json (the document, built once from the routes' schemas) and the /api/docs reference. */
export async function openApiRoutes(app: FastifyInstance, options: { routes: readonly ApiRoute[] }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let document: OpenApiDocument | undefined;

  r.get(
    '/openapi.json',
    {
      schema: {
        tags: ['docs'],
        summary: 'This OpenAPI 3.1 document',
        response: { 200: { content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    async (_request, reply) => {
      // Every route is registered before the first request, so the first build is the whole API.
      document ??= buildOpenApiDocument(options.routes, { version: serverVersion });
      // Sent as text: the document is not itself described by a zod schema to check.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(document));
    },
  );

  r.get(
    '/docs',
    { schema: { tags: ['docs'], summary: 'The API reference (Swagger UI)', response: text('text/html') } },
    async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE),
  );

  r.get(
    '/docs/init.js',
    { schema: { tags: ['docs'], summary: "The reference page's start-up script", response: text('text/javascript') } },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', ASSET_CACHE).send(DOCS_INIT_SCRIPT),
  );

  const files = Object.keys(SWAGGER_UI_FILES) as Array<keyof typeof SWAGGER_UI_FILES>;
  r.get(
    '/docs/:file',
    {
      schema: {
        tags: ['docs'],
        summary: "Swagger UI's script and stylesheet",
        params: z.object({ file: z.enum(files) }),
        response: {
          200: { content: { 'text/css': { schema: { type: 'string' } }, 'text/javascript': { schema: { type: 'string' } } } },
        },
      },
    },
    async (request, reply) =>
      reply
        .type(SWAGGER_UI_FILES[request.params.file])
        .header('cache-control', ASSET_CACHE)
        .send(fs.createReadStream(path.join(swaggerUiDir, request.params.file))),
  );
}
