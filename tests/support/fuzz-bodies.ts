/**
 * Request bodies for fuzzing an operation, derived from its JSON Schema in the OpenAPI document:
 * a plausible valid body, then that body with one field at a time replaced by junk, then whole
 * bodies of the wrong shape. Nothing here knows a particular endpoint.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  examples?: unknown[];
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};

// Tried in order for a string without an example: the first that fits the length and patterns wins,
// so password and its confirmation get the same value and names get a name.
const STRINGS = ['Fuzz#Test2026', 'Оксана', 'fuzz@example.com', '0671234567', 'UA', '123456', 'f'.repeat(64), 'x'];
const DATES = ['1990-01-15', '2012-03-10', '2031-05-20'];

function fits(value: string, schema: Schema): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(Boolean) as string[];
  return patterns.every((pattern) => new RegExp(pattern, 'u').test(value));
}

/** A plausible valid value for a schema (examples, enums and formats first). */
export function sample(schema: Schema, resolve: (ref: string) => Schema, dates = [...DATES]): unknown {
  if (schema.$ref) return sample(resolve(schema.$ref), resolve, dates);
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return sample(options.find((option) => option.type !== 'null') ?? options[0]!, resolve, dates);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([, prop]) => prop.format !== 'binary').map(([key, prop]) => [key, sample(prop, resolve, dates)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}, resolve, dates));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      // Dates in document order (birth, issue, expiry), recognised by format or by a pattern a date fits.
      if (schema.format === 'date' || (schema.pattern && fits(DATES[0]!, schema))) return dates.shift() ?? DATES[0];
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return STRINGS.find((candidate) => fits(candidate, schema)) ?? 'x';
    default:
      return 'x';
  }
}

/** Values that must never reach a handler unchecked, nor crash one. */
export const JUNK_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  1e308,
  -1e308,
  '',
  'text',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '1990-02-30',
  '0000-01-01',
  '2024-13-01',
  // Real days no person's document has (the database would store them).
  '9999-99-99',
  '9999-12-31',
  '1899-12-31',
  '2147483648',
  '1e308',
  'x'.repeat(100_000),
  '🚗'.repeat(2_000),
  [],
  [1, 'a', null, {}],
  [[[[[]]]]],
  {},
  { a: { b: { c: [1, 'x', null] } } },
  { __proto__: null, constructor: { prototype: 1 } },
];

/** The junk that fits in a form field: text only. */
export const JUNK_TEXT = JUNK_VALUES.filter((value): value is string => typeof value === 'string');

/** Whole JSON bodies of the wrong shape (sent with Content-Type: application/json). */
export const JUNK_JSON_BODIES: string[] = [
  '',
  '{',
  '{"a":',
  'not json',
  '[]',
  '"text"',
  'null',
  '42',
  '[{"a":1}]',
  '{"__proto__":{"isStaff":true},"constructor":{"prototype":{"x":1}}}',
  `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
  `{"a":"${'x'.repeat(1024 * 1024)}"}`,
  '{"\\u0000":"\\ud800"}',
];
