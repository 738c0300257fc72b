import fc from 'fast-check';

/** A JSON Schema (2020-12) as zod 4's toJSONSchema writes it into the OpenAPI document. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
};

/** Strings that have broken parsers, databases and renderers before (all valid UTF-16 or escaped in JSON). */
export const UNICODE_EDGES = [
  '\ud800', // a lone high surrogate: JSON.stringify escapes it as \ud800
  '\udfff', // a lone low surrogate
  'a\u0000b', // NUL, which PostgreSQL text refuses
  '\u202eevil\u202c', // right-to-left override
  '\u200f\u200e', // RTL and LTR marks
  'கா\u0BCD\u0BCD\u0BC6', // Tamil with stacked combining signs
  '\u0BCD', // a Tamil virama with no letter before it
  'க்ஷ்ரீ',
  '👩‍❤️‍👨', // emoji joined by zero-width joiners
  '\u200d\u200c\ufeff', // ZWJ, ZWNJ and a byte-order mark alone
  '🇮🇳',
  'e\u0301\u0301\u0301\u0301',
  '\u00a0 \t\n\r',
  "' OR 1=1 --",
  '%00%2e%2e%2f',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '\\',
  '\uffff\ufffe',
];

/** Long strings: at and beyond what fields and the 1 MB body limit allow. Built once, shared by reference. */
export const HUGE_STRINGS = ['x'.repeat(100_001), 'த'.repeat(60_000), '😀'.repeat(30_000), 'a'.repeat(1_100_000)];

/** Numbers at the edges of what JSON, JavaScript and SQL integers hold. */
export const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  2 ** 64,
  1e21,
  123456789012,
];

/** A text from the edge cases, huge strings, or anything fast-check thinks of (graphemes and raw UTF-16). */
export function oddString(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...UNICODE_EDGES), weight: 4 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.constantFrom(...HUGE_STRINGS), weight: 1 },
  );
}

/** Values of any JSON type, nested a little: what a field gets when the sender ignores its type. */
export function anyJson(): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(...EDGE_NUMBERS),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    oddString(),
    fc.constant(''),
  );
  return fc.oneof(
    { arbitrary: leaf, weight: 6 },
    { arbitrary: fc.array(leaf, { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }), weight: 1 },
    // A value nested deeper than any schema expects.
    { arbitrary: fc.integer({ min: 50, max: 800 }).map((depth) => nested(depth)), weight: 1 },
  );
}

function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** Integers near the low end are ids that exist in a small test database; the rest covers the range. */
function integerIn(min: number, max: number): fc.Arbitrary<number> {
  const low = Math.max(Number.MIN_SAFE_INTEGER, min);
  const high = Math.min(Number.MAX_SAFE_INTEGER, max);
  return fc.oneof(
    { arbitrary: fc.integer({ min: low, max: Math.min(high, low + 30) }), weight: 3 },
    { arbitrary: fc.maxSafeInteger().filter((n) => n >= low && n <= high), weight: 1 },
  );
}

function lowerBound(schema: JsonSchema, integer: boolean): number {
  if (schema.exclusiveMinimum !== undefined) return integer ? Math.floor(schema.exclusiveMinimum) + 1 : schema.exclusiveMinimum;
  return schema.minimum ?? (integer ? Number.MIN_SAFE_INTEGER : -1e9);
}

function upperBound(schema: JsonSchema, integer: boolean): number {
  if (schema.exclusiveMaximum !== undefined) return integer ? Math.ceil(schema.exclusiveMaximum) - 1 : schema.exclusiveMaximum;
  return schema.maximum ?? (integer ? Number.MAX_SAFE_INTEGER : 1e9);
}

/** Letters (Latin and Tamil) and the punctuation names carry: most free text our schemas take. */
const TEXT_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', ...'கமலாதேவிசுந்தரம்', ' ', '.', "'", '-'];

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 200));
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  const unit = fc.oneof({ arbitrary: fc.constantFrom(...TEXT_CHARS), weight: 4 }, fc.string({ minLength: 1, maxLength: 1 }));
  const text = fc.string({ unit, minLength, maxLength: Math.min(maxLength, minLength + 40) });
  if (!schema.pattern) return text;
  const pattern = new RegExp(schema.pattern, 'u');
  // fast-check writes strings for a regular expression (\p{L} included); the lengths are checked
  // apart. It cannot write them for a lookahead (a name must hold a letter somewhere): then the
  // name-like text is kept where it matches.
  try {
    return fc.stringMatching(pattern).filter(fits);
  } catch {
    return fc
      .string({ unit: fc.constantFrom(...TEXT_CHARS), minLength, maxLength: Math.min(maxLength, minLength + 40) })
      .filter((t) => pattern.test(t));
  }
}

/** Values that fit `schema`, as a well-behaved client would send them. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(validValue));
  switch (typeOf(schema)) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return integerIn(lowerBound(schema, true), upperBound(schema, true));
    case 'number': {
      const min = lowerBound(schema, false);
      const max = upperBound(schema, false);
      return fc.oneof(integerIn(Math.ceil(min), Math.floor(max)), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return validObject(schema).map((entries) => Object.fromEntries(entries));
    default:
      return anyJson();
  }
}

/** An object's fields as entries: every required one and some of the optional ones. */
export function validObject(schema: JsonSchema): fc.Arbitrary<Array<[string, unknown]>> {
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) return fc.constant([]);
  const required = new Set(schema.required ?? []);
  return fc
    .tuple(
      ...properties.map(([name, property]) =>
        required.has(name)
          ? validValue(property).map((value): Array<[string, unknown]> => [[name, value]])
          : fc
              .option(validValue(property), { nil: undefined })
              .map((value): Array<[string, unknown]> => (value === undefined ? [] : [[name, value]])),
      ),
    )
    .map((lists) => lists.flat());
}

/** Values that do not fit `schema`: the wrong type, out of range, too long, or odd text. */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const specific: Array<fc.Arbitrary<unknown>> = [];
  if (type === 'string' || schema.enum) {
    specific.push(oddString(), fc.constant(''), fc.integer(), fc.constant(' '.repeat(3)));
    if (schema.maxLength !== undefined) specific.push(fc.constant('y'.repeat(schema.maxLength + 1)));
    if (schema.enum)
      specific.push(
        fc.constantFrom(...schema.enum.map((v) => `${String(v)} `), ...schema.enum.map((v) => String(v).toUpperCase())),
      );
  }
  if (type === 'integer' || type === 'number') {
    specific.push(
      fc.constantFrom(...EDGE_NUMBERS),
      fc.constantFrom('1', '1e3', 'NaN', 'Infinity', '-0', '0x10', ' 7', '١٢', '9007199254740993'),
      fc.constant(lowerBound(schema, type === 'integer') - 1),
      fc.constant(upperBound(schema, type === 'integer') + 1),
    );
  }
  if (type === 'boolean') specific.push(fc.constantFrom('true', 'false', 0, 1, 'yes', null));
  if (type === 'array')
    specific.push(fc.array(anyJson(), { maxLength: 40 }), fc.constant(Array.from({ length: 5000 }, (_, i) => i)));
  if (type === 'object') specific.push(fc.constantFrom([], 'object', null, 42));
  return fc.oneof(...specific, anyJson());
}
