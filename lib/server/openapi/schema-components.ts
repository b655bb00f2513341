import 'server-only';
import { z } from 'zod';

type Json = { [key: string]: unknown };
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Replaces `$ref`s at any depth through `rename`, leaving everything else as it is. */
function mapRefs(node: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => mapRefs(item, rename));
  if (!isJson(node)) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? rename(value) : mapRefs(value, rename)]));
}

const hasRootRef = (node: unknown): boolean =>
  Array.isArray(node) ? node.some(hasRootRef) : isJson(node) && Object.entries(node).some(([key, value]) => (key === '$ref' ? value === '#' : hasRootRef(value)));

/**
 * Collects the named and recursive parts of zod's JSON Schemas into one `components/schemas`.
 *
 * zod emits every converted schema as a self-contained document: named (`.meta({ id })`) and
 * recursive parts sit in its own `$defs` and are referenced as `#/$defs/…`. Embedded in the OpenAPI
 * document, such a reference resolves against the document's root, where no `$defs` exist — the
 * unresolved refs `redocly lint` reported. Here each `$defs` entry moves to components/schemas
 * (under its id, or `<hint><n>` for an unnamed recursion) and the refs are rewritten to point there.
 */
export function createSchemaComponents() {
  const schemas: Record<string, unknown> = {};

  function register(name: string, schema: unknown): void {
    const existing = schemas[name];
    if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(schema)) {
      throw new Error(`Two different schemas are named ${name} in the OpenAPI document; give one of them another id`);
    }
    schemas[name] = schema;
  }

  /** The JSON Schema of a zod type, ready to embed: no `$schema`, no `$defs`, refs into components. */
  function convert(type: z.ZodType, io: 'input' | 'output', hint: string): unknown {
    const { $schema: _dialect, $defs, ...root } = z.toJSONSchema(type, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Json & { $defs?: Json };
    const names = new Map<string, string>();
    let counter = 0;
    for (const key of Object.keys($defs ?? {})) {
      // Inputs and outputs of one zod type differ (defaults, transforms): keep both apart.
      const base = key.startsWith('__') ? `${hint}${++counter}` : key;
      names.set(key, io === 'input' && !key.startsWith('__') ? `${base}Input` : base);
    }
    const selfName = hasRootRef(root) ? hint : null;
    const rename = (ref: string) => {
      if (ref === '#' && selfName) return `#/components/schemas/${selfName}`;
      const def = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
      const name = def !== undefined ? names.get(decodeURIComponent(def.replaceAll('~1', '/').replaceAll('~0', '~'))) : undefined;
      return name ? `#/components/schemas/${name}` : ref;
    };
    for (const [key, def] of Object.entries($defs ?? {})) register(names.get(key)!, mapRefs(def, rename));
    const embedded = mapRefs(root, rename);
    if (!selfName) return embedded;
    register(selfName, embedded);
    return { $ref: `#/components/schemas/${selfName}` };
  }

  return { schemas, convert, register };
}
