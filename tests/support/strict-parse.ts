import { z } from 'zod';

type Path = (string | number)[];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keys of `input` that parsing dropped, at any depth. zod objects strip keys they do not declare,
 * so comparing what went in with what came out finds every undeclared key, recursive schemas
 * included, without rebuilding the schema as `.strict()` all the way down.
 */
function droppedKeys(input: unknown, output: unknown, path: Path = []): string[] {
  if (Array.isArray(input) && Array.isArray(output)) return input.flatMap((item, index) => droppedKeys(item, output[index], [...path, index]));
  if (!isObject(input) || !isObject(output)) return [];
  return Object.entries(input).flatMap(([key, value]) =>
    Object.hasOwn(output, key) ? droppedKeys(value, output[key], [...path, key]) : [[...path, key].join('.')],
  );
}

/**
 * Parses `value` with `schema` in strict mode, deeply: it must match, and carry no key the schema
 * does not declare anywhere (so the OpenAPI document generated from the schema cannot drift from
 * what the API really sends). Throws a readable error otherwise.
 */
export function strictParse<S extends z.ZodType>(schema: S, value: unknown, label: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${label} does not match its schema:\n${z.prettifyError(result.error)}\n${JSON.stringify(value).slice(0, 2000)}`);
  const extra = droppedKeys(value, result.data);
  if (extra.length) throw new Error(`${label} has keys its schema does not declare: ${extra.join(', ')}`);
  return result.data;
}
