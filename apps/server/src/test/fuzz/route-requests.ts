import fc from 'fast-check';
import {
  anyJson,
  HUGE_STRINGS,
  invalidValue,
  oddString,
  validObject,
  validValue,
  type JsonSchema,
} from './schema-arbitraries.js';

/** Who may call a route, as the OpenAPI document and the /api/admin/ prefix say. */
export type FuzzAccess = 'public' | 'optional' | 'member' | 'operator' | 'webhook';

interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One /api operation of the OpenAPI document, with what the fuzzer needs to build requests for it. */
export interface FuzzRoute {
  method: string;
  /** The document's path, `/api/chat/conversations/{id}/messages`. */
  path: string;
  access: FuzzAccess;
  params: Parameter[];
  query: Parameter[];
  json?: JsonSchema;
  form?: JsonSchema;
  multipart?: JsonSchema;
  /** Declared answers: status → media types ('4XX' and '5XX' left out). */
  answers: Record<string, string[]>;
  /** The chat socket: only its plain GET (no upgrade) goes through inject. */
  websocket: boolean;
}

interface DocumentOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: Array<Record<string, string[]>>;
  description?: string;
}
export interface OpenApiDocumentLike {
  paths: Record<string, Record<string, DocumentOperation>>;
}

function accessOf(path: string, operation: DocumentOperation): FuzzAccess {
  const security = operation.security ?? [];
  if (!security.length) return 'public';
  if (security.some((s) => 'phonePeWebhook' in s)) return 'webhook';
  if (security.some((s) => !Object.keys(s).length)) return 'optional';
  return path.startsWith('/api/admin/') ? 'operator' : 'member';
}

/** Every operation of the document (which the app builds from its registered routes), sorted. */
export function routesOf(document: OpenApiDocumentLike): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const answers: Record<string, string[]> = {};
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (!/X/.test(status)) answers[status] = Object.keys(answer.content ?? {});
      }
      routes.push({
        method: method.toUpperCase(),
        path,
        access: accessOf(path, operation),
        params: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, required: true, schema: p.schema })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema })),
        ...(content['application/json'] ? { json: content['application/json'].schema } : {}),
        ...(content['application/x-www-form-urlencoded'] ? { form: content['application/x-www-form-urlencoded'].schema } : {}),
        ...(content['multipart/form-data'] ? { multipart: content['multipart/form-data'].schema } : {}),
        answers,
        websocket: '101' in operation.responses,
      });
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Whose session a request carries; tokens are filled in when it is sent, so a printed request replays. */
export type Caller = 'none' | 'member' | 'operator' | { header: string };

/** A generated request, before the session tokens are filled in. */
export interface FuzzRequest {
  method: string;
  url: string;
  caller: Caller;
  headers: Record<string, string>;
  /** The body as sent; `MEMBER_TOKEN` in it becomes the member's token. */
  payload?: string | Buffer;
  remoteAddress: string;
}

/** Replaced by the member's session token when sent (POST calls may carry the token in the body). */
export const MEMBER_TOKEN = '@@MEMBER_TOKEN@@';

const ODD_PATH_SEGMENTS = [
  '..',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%00',
  '1%00',
  '%',
  '%zz',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '%201',
  '99999999999999999999999',
  '9007199254740993',
  'NaN',
  '%E0%AE%95',
  '%F0%9F%98%80',
  '%ED%A0%80', // an encoded lone surrogate: not valid UTF-8
  'a'.repeat(5000),
  '9'.repeat(400),
];

/**
 * encodeURIComponent that also takes lone surrogates (it throws on them): they become the three
 * bytes a careless encoder writes (%ED%A0%80), which are not valid UTF-8 for the server to decode.
 */
export function encodeText(text: string): string {
  return text
    .split(/([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/)
    .map((piece) => {
      const unit = piece.charCodeAt(0);
      // The split leaves each lone surrogate as a piece of its own.
      if (piece.length !== 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(piece);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

/** A value as text, the way a URL or a form field carries it. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
}

function pathSegment(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: validValue(schema).map((v) => encodeText(asText(v))), weight: 5 },
    { arbitrary: fc.constantFrom(...ODD_PATH_SEGMENTS), weight: 3 },
    { arbitrary: invalidValue(schema).map((v) => encodeText(asText(v).slice(0, 3000))), weight: 2 },
  );
}

function urlArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const segments = route.params.map((p) => pathSegment(p.schema).map((text): [string, string] => [p.name, text]));
  return fc.tuple(fc.tuple(...segments), queryArbitrary(route)).map(([values, query]) => {
    let url = route.path;
    for (const [name, text] of values) url = url.replace(`{${name}}`, text);
    return query ? `${url}?${query}` : url;
  });
}

/** Query pairs from the declared parameters (valid or not), unknown and repeated keys, array syntax and raw odd text. */
function queryArbitrary(route: FuzzRoute): fc.Arbitrary<string> {
  const declared = route.query.map((p) =>
    fc.oneof(
      { arbitrary: validValue(p.schema).map((v) => [[p.name, asText(v)]]), weight: p.required ? 6 : 3 },
      { arbitrary: fc.constant([] as string[][]), weight: p.required ? 1 : 3 },
      { arbitrary: invalidValue(p.schema).map((v) => [[p.name, asText(v).slice(0, 5000)]]), weight: 2 },
      {
        arbitrary: fc.tuple(validValue(p.schema), invalidValue(p.schema)).map(([a, b]) => [
          [p.name, asText(a)],
          [p.name, asText(b).slice(0, 100)],
        ]),
        weight: 1,
      },
      {
        arbitrary: validValue(p.schema).map((v) => [
          [`${p.name}[]`, asText(v)],
          [`${p.name}[0]`, asText(v)],
        ]),
        weight: 1,
      },
    ),
  );
  const extra = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'token', 'a[b][c]', ''), fc.string({ maxLength: 10 })),
      oddString().map((s) => s.slice(0, 2000)),
    ),
    { maxLength: 2 },
  );
  const raw = fc.constantFrom('', '', '', '&&&', '=', '%', '%zz=%zz', 'a=b=c', '%00=%00', '&page=1&page=2', '?', '#frag');
  return fc.tuple(fc.tuple(...declared), extra, raw).map(([pairs, unknown, tail]) => {
    const encoded = [...pairs.flat(), ...unknown].map(([k, v]) => `${encodeText(k!)}=${encodeText(v!)}`);
    return [...encoded, tail].filter(Boolean).join('&');
  });
}

/** JSON text of entries, keeping a key given twice (JSON.stringify cannot write duplicated keys). */
export function objectText(entries: Array<[string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/** Entries of a JSON object for `schema`: valid, one field wrong, a required one missing, plus unknown and duplicated keys. */
function objectEntries(schema: JsonSchema): fc.Arbitrary<Array<[string, unknown]>> {
  const names = Object.keys(schema.properties ?? {});
  const valid = validObject(schema);
  const oneWrong =
    names.length === 0
      ? valid
      : fc
          .tuple(valid, fc.constantFrom(...names))
          .chain(([entries, name]) =>
            invalidValue(schema.properties![name]!).map((bad): Array<[string, unknown]> => [
              ...entries.filter(([k]) => k !== name),
              [name, bad],
            ]),
          );
  const missing =
    (schema.required ?? []).length === 0
      ? valid
      : fc.tuple(valid, fc.constantFrom(...schema.required!)).map(([entries, name]) => entries.filter(([k]) => k !== name));
  const base = fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: oneWrong, weight: 4 }, { arbitrary: missing, weight: 1 });
  const someUnknownKeys = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'is_admin', 'user_id', ''),
        fc.string({ maxLength: 12 }),
      ),
      anyJson(),
    ),
    { minLength: 1, maxLength: 2 },
  );
  const unknownKeys = fc.oneof({ arbitrary: fc.constant([]), weight: 3 }, { arbitrary: someUnknownKeys, weight: 1 });
  return fc
    .tuple(base, unknownKeys, fc.nat(3), fc.nat(3), anyJson())
    .map(([entries, unknown, duplicate, withToken, other]): Array<[string, unknown]> => {
      const all = [...entries, ...unknown];
      // The same key twice, the second with another value: which one wins must not matter to safety.
      if (duplicate === 0 && entries.length) all.push([entries[0]![0], other]);
      if (withToken === 0) all.push(['token', MEMBER_TOKEN]);
      return all;
    });
}

const BROKEN_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '{"a":1} trailing',
  'undefined',
  'NaN',
  '{"n": NaN}',
  '{"n": -0}',
  '{"n": 1e400}',
  '{"n": -1e400}',
  '{"n": 0.1e-400}',
  '{"s": "\\ud800"}',
  '{"s": "\\u0000"}',
  '{"s": "\\x41"}',
  '\ufeff{}',
  '\u0000',
  'null',
  'true',
  '[]',
  '"text"',
  '12',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  `{"a":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
  `[${'1,'.repeat(400_000)}1]`,
];

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=nothing',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/jsonx',
  '*/*',
  'garbage',
  ';',
];

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

function jsonBody(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const text = schema
    ? fc.oneof(
        { arbitrary: objectEntries(schema).map(objectText), weight: 8 },
        { arbitrary: anyJson().map((v) => JSON.stringify(v) ?? 'null'), weight: 1 },
        { arbitrary: fc.constantFrom(...BROKEN_JSON), weight: 2 },
      )
    : fc.oneof(
        fc.constant('{}'),
        anyJson().map((v) => JSON.stringify(v) ?? 'null'),
        fc.constantFrom(...BROKEN_JSON),
      );
  const type = fc.oneof(
    { arbitrary: fc.constantFrom(...JSON_TYPES), weight: 12 },
    { arbitrary: fc.constantFrom(...WRONG_TYPES), weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
  return fc.tuple(text, type).map(([payload, contentType]) => ({ payload, ...(contentType ? { contentType } : {}) }));
}

function formBody(schema: JsonSchema): fc.Arbitrary<Body> {
  const pairs = fc.oneof(objectEntries(schema), fc.array(fc.tuple(fc.string({ maxLength: 10 }), anyJson()), { maxLength: 3 }));
  return fc
    .tuple(
      pairs,
      fc.constantFrom(
        'application/x-www-form-urlencoded',
        'application/x-www-form-urlencoded; charset=utf-8',
        'application/json',
        'text/plain',
      ),
    )
    .map(([entries, contentType]) => ({
      payload: entries.map(([k, v]) => `${encodeText(k)}=${encodeText(asText(v).slice(0, 200_000))}`).join('&'),
      contentType,
    }));
}

/** A 1×1 PNG: the smallest real image. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
/** Beyond the 10 MB file limit; built once. */
const OVERSIZED_FILE = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
const FILE_CONTENTS = [
  PNG,
  Buffer.alloc(0),
  Buffer.from('GIF89a not really a gif'),
  Buffer.from('%PDF-1.4 not really a pdf'),
  Buffer.concat([PNG.subarray(0, 20), Buffer.alloc(50, 0xff)]), // a PNG that stops after its header
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
];

interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

const isFileSchema = (schema: JsonSchema) => schema.format === 'binary' || schema.items?.format === 'binary';

function filePart(name: string): fc.Arbitrary<Part> {
  return fc.record({
    name: fc.constant(name),
    value: fc.oneof(
      { arbitrary: fc.constantFrom(...FILE_CONTENTS), weight: 6 },
      { arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)), weight: 2 },
      { arbitrary: fc.constant(OVERSIZED_FILE), weight: 1 },
    ),
    fileName: fc.oneof(
      fc.constantFrom('photo.png', 'a.jpg', '', '../../x.png', 'x'.repeat(2000), 'ஜாதகம்.jpg', 'evil".png'),
      fc.string({ maxLength: 20 }),
    ),
    contentType: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/pdf',
      'text/plain',
      'application/octet-stream',
      '',
    ),
  });
}

function fieldPart(name: string, schema: JsonSchema): fc.Arbitrary<Part> {
  return fc
    .oneof({ arbitrary: validValue(schema), weight: 3 }, { arbitrary: invalidValue(schema), weight: 1 })
    .map((v) => ({ name, value: asText(v) }));
}

/** Encodes parts as multipart/form-data; `broken` leaves off the closing boundary. */
function encodeMultipart(parts: Part[], broken: boolean): { payload: Buffer; contentType: string } {
  const boundary = '----inaifuzz7d1a';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const type = part.fileName !== undefined ? `\r\nContent-Type: ${part.contentType || 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (!broken) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

// Now and then the header's boundary is not the body's: another, none, empty, or over busboy's 256 characters.
const ODD_MULTIPART_TYPES: Record<number, string> = {
  1: 'multipart/form-data; boundary=other',
  2: 'multipart/form-data',
  3: 'multipart/form-data; boundary=',
  4: `multipart/form-data; boundary=${'b'.repeat(300)}`,
  5: 'multipart/mixed; boundary=----inaifuzz7d1a',
};

function multipartBody(schema: JsonSchema): fc.Arbitrary<Body> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const declared = properties.map(([name, property]) => {
    const part = isFileSchema(property) ? filePart(name) : fieldPart(name, property);
    const many = property.type === 'array' ? 3 : 1;
    return fc.array(part, { minLength: required.has(name) ? 1 : 0, maxLength: many });
  });
  const names = properties.map(([name]) => name);
  const wrong = fc.array(
    fc.oneof(
      fc.string({ maxLength: 12 }).chain((name) => fc.oneof(filePart(name), fieldPart(name, {}))),
      // A file where a text field belongs, text where a file belongs.
      names.length
        ? fc.constantFrom(...names).chain((name) => fc.oneof(filePart(name), fieldPart(name, {})))
        : fc.constant({ name: 'x', value: '' }),
      fc.constant({ name: 'user_id', value: HUGE_STRINGS[0]! }),
    ),
    { maxLength: 3 },
  );
  const tooMany = fc.constant(Array.from({ length: 20 }, (_, i): Part => ({ name: `f${i}`, value: String(i) })));
  const parts = fc.oneof(
    { arbitrary: fc.tuple(fc.tuple(...declared), wrong).map(([lists, extra]) => [...lists.flat(), ...extra]), weight: 6 },
    { arbitrary: tooMany, weight: 1 },
  );
  return fc.tuple(parts, fc.boolean(), fc.integer({ min: 0, max: 14 })).map(([list, broken, typeChoice]) => {
    const encoded = encodeMultipart(list, broken && typeChoice === 0);
    const contentType = ODD_MULTIPART_TYPES[typeChoice] ?? encoded.contentType;
    return { payload: encoded.payload, contentType };
  });
}

function bodyArbitrary(route: FuzzRoute): fc.Arbitrary<Body> {
  const kinds: Array<fc.WeightedArbitrary<Body>> = [];
  if (route.json) kinds.push({ arbitrary: jsonBody(route.json), weight: 8 });
  if (route.multipart) kinds.push({ arbitrary: multipartBody(route.multipart), weight: 8 });
  if (route.form) kinds.push({ arbitrary: formBody(route.form), weight: 8 });
  // A body of the wrong kind, or none at all.
  kinds.push({ arbitrary: jsonBody(undefined), weight: route.method === 'GET' ? 1 : 2 });
  if (!route.multipart) kinds.push({ arbitrary: multipartBody({ properties: { file: { format: 'binary' } } }), weight: 1 });
  const noBodyWeight = route.method === 'GET' ? 12 : route.json || route.multipart || route.form ? 1 : 6;
  kinds.push({ arbitrary: fc.constant({}), weight: noBodyWeight });
  return fc.oneof(...kinds);
}

const ACCEPT_LANGUAGES = [
  'ta',
  'en',
  'ta-IN,ta;q=0.9,en;q=0.8',
  '*',
  'xx-YY',
  'ta;q=abc',
  ',,,',
  'en-US;q=0.5, ta;q=1',
  'a'.repeat(3000),
  'TA',
  'ta_IN',
  '; q=1',
];
const FORWARDED_FOR = [
  '203.0.113.9',
  'garbage',
  '::1, 999.1.1.1',
  ', , ',
  'unknown',
  '1.2.3.4'.repeat(300),
  '10.0.0.1, 10.0.0.2, 10.0.0.3',
];
const GARBAGE_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer garbage',
  'Bearer ' + 'a'.repeat(5000),
  'Bearer null',
  'Bearer undefined',
  'Basic dXNlcjpwYXNz',
  'bearer',
  'Token abc',
  'Bearer a b c',
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
];

function callerArbitrary(route: FuzzRoute): fc.Arbitrary<Caller> {
  const garbage = fc.oneof(
    fc.constantFrom(...GARBAGE_AUTH),
    fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
  );
  const member = route.access === 'operator' ? 2 : route.access === 'public' ? 1 : 6;
  const operator = route.access === 'operator' ? 6 : 1;
  return fc.oneof(
    { arbitrary: fc.constant<Caller>('member'), weight: member },
    { arbitrary: fc.constant<Caller>('operator'), weight: operator },
    { arbitrary: fc.constant<Caller>('none'), weight: 2 },
    { arbitrary: garbage.map((header): Caller => ({ header })), weight: 1 },
  );
}

function headersArbitrary(): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      'accept-language': fc.constantFrom(...ACCEPT_LANGUAGES),
      'x-forwarded-for': fc.constantFrom(...FORWARDED_FOR),
      accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'application/json;q=0', ''),
      // A body that claims a compression it does not have.
      'content-encoding': fc.constantFrom('gzip', 'br', 'identity'),
    },
    { requiredKeys: [] },
  );
}

/** Client addresses; each request comes from its own, so per-address limits let most requests reach their handlers. */
function addressArbitrary(): fc.Arbitrary<string> {
  return fc.tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 250 })).map(([a, b, c]) => `10.${a}.${b}.${c}`);
}

/** Requests for `route`: mostly shaped by its schemas, many well outside them. */
export function requestArbitrary(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      url: urlArbitrary(route),
      caller: callerArbitrary(route),
      headers: headersArbitrary(),
      body: bodyArbitrary(route),
      remoteAddress: addressArbitrary(),
    })
    .map(({ url, caller, headers, body, remoteAddress }) => ({
      method: route.method,
      url,
      caller,
      headers: body.contentType ? { ...headers, 'content-type': body.contentType } : headers,
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      remoteAddress,
    }));
}

/** A request as text for a report: long values cut short, so a failure prints in a screen. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) =>
    text.length > 300 ? `${JSON.stringify(text.slice(0, 200))}… (${text.length} chars)` : JSON.stringify(text);
  const payload =
    request.payload === undefined
      ? 'none'
      : Buffer.isBuffer(request.payload)
        ? cut(request.payload.toString('latin1'))
        : cut(request.payload);
  return [
    `${request.method} ${cut(request.url)}`,
    `caller: ${typeof request.caller === 'string' ? request.caller : cut(request.caller.header)}`,
    `headers: ${JSON.stringify(Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, v.length > 100 ? `${v.slice(0, 60)}… (${v.length})` : v])))}`,
    `remoteAddress: ${request.remoteAddress}`,
    `payload: ${payload}`,
  ].join('\n');
}
