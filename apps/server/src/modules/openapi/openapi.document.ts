import { z } from 'zod';
import type { ApiRoute, RouteAccess } from './openapi.registry.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** Our error shape (docs/api.md, "Answers and errors"), the body of every 4xx and 5xx. */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['success', 'code', 'message'],
  properties: {
    success: { const: false },
    code: { type: 'string', description: 'Stable snake_case code; never changes with the language.' },
    message: { type: 'string', description: "In the caller's language." },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Validation errors by field.' },
  },
};

const SECURITY: Record<Exclude<RouteAccess, 'public'>, Array<Record<string, string[]>>> = {
  member: [{ sessionToken: [] }],
  operator: [{ sessionToken: [] }],
  // An empty requirement: the call works without a session too.
  optional: [{ sessionToken: [] }, {}],
  webhook: [{ phonePeWebhook: [] }],
};

function isZod(schema: unknown): schema is z.ZodType {
  return schema instanceof z.ZodType;
}

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as it is sent ('input') or answered ('output'). */
export function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!isZod(schema)) return schema as JsonSchema;
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    // zod writes every .int() as ±(2^53 − 1); the reference then offered -9007199254740991 as the
    // example id. Those bounds only say "a safe integer": the real ones (.positive(), .max()) stay.
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as JsonSchema;
  delete json.$schema;
  // A $defs block would need its $refs rewritten for the document; none of our schemas makes one.
  if (json.$defs) throw new Error('a route schema produced $defs: give it no id and no cycles');
  return json;
}

function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  return {
    properties: (schema.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (schema.required as string[] | undefined) ?? [],
  };
}

function parameters(schema: unknown, location: 'path' | 'query'): Operation[] {
  if (!schema) return [];
  const { properties, required } = propertiesOf(jsonSchemaOf(schema, 'input'));
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.includes(name),
    schema: property,
  }));
}

function requestBody(route: ApiRoute): Operation | undefined {
  const { multipart } = route.schema;
  const body = route.schema.body ?? route.schema.documentedBody;
  const content: Record<string, { schema: JsonSchema }> = {};
  if (body) content[route.schema.consumes ?? 'application/json'] = { schema: jsonSchemaOf(body, 'input') };
  if (multipart) content['multipart/form-data'] = { schema: jsonSchemaOf(multipart, 'input') };
  if (!body && !multipart) return undefined;
  return { required: true, content };
}

/** A declared answer: a zod or JSON Schema body (JSON), `{ content: {type: {schema}} }`, or `{ description }` alone. */
function response(declared: unknown, status: string): Operation {
  const description = status.startsWith('2') ? 'Success' : status === '101' ? 'Switching protocols' : 'Answer';
  if (isZod(declared)) return { description, content: { 'application/json': { schema: jsonSchemaOf(declared, 'output') } } };
  const plain = declared as JsonSchema;
  if (plain.content) {
    const content = Object.fromEntries(
      Object.entries(plain.content as Record<string, { schema: unknown }>).map(([type, entry]) => [
        type,
        { schema: jsonSchemaOf(entry.schema, 'output') },
      ]),
    );
    return { description: (plain.description as string | undefined) ?? description, content };
  }
  if (Object.keys(plain).every((key) => key === 'description' || key === 'headers')) return { description, ...plain };
  return { description, content: { 'application/json': { schema: plain } } };
}

function accessOf(route: ApiRoute): RouteAccess {
  if (route.schema.access) return route.schema.access;
  if (!route.guarded) return 'public';
  return route.url.startsWith('/api/admin/') ? 'operator' : 'member';
}

/** `/api/chat/conversations/:id/messages` → `/api/chat/conversations/{id}/messages`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

function operation(route: ApiRoute): Operation {
  const { schema } = route;
  const access = accessOf(route);
  const responses: Record<string, Operation> = {};
  for (const [status, declared] of Object.entries((schema.response as Record<string, unknown> | undefined) ?? {})) {
    responses[status] = response(declared, status);
  }
  responses['4XX'] = {
    description: 'Refused (see code)',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  responses['5XX'] = {
    description: 'Server error',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  const body = requestBody(route);
  const params = [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')];
  return {
    operationId: operationId(route.method, route.url),
    summary: schema.summary ?? `${route.method} ${route.url}`,
    ...(route.websocket ? { description: 'A WebSocket: the GET upgrades the connection (101).' } : {}),
    tags: schema.tags ?? [route.url.split('/')[2] ?? 'api'],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
    security: access === 'public' ? [] : SECURITY[access],
    // Who may call it when a family manages the profile (docs/decisions/0073-family-co-managers.md).
    ...(route.member ? { 'x-family-need': route.member.need ?? 'undeclared' } : {}),
  };
}

/** The OpenAPI 3.1 document of the given /api routes, from the schemas they were registered with. */
export function buildOpenApiDocument(routes: readonly ApiRoute[], info: { version: string }) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Inai Matrimony API',
      version: info.version,
      description:
        "JSON in, JSON out. Errors answer `{ success: false, code, message }`; `message` follows the member's language or Accept-Language.",
    },
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token from /api/login or /api/register (POST calls may send it as the body field `token`).',
        },
        phonePeWebhook: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: "SHA256(username:password) in hex, as configured in PhonePe's dashboard.",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
