import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldMessage } from '@/lib/errors/app-error';
import { issueMessage, issuePath } from '@/lib/validation/issue-message';

/**
 * A form's schema, or a function loading it (`() => import('…/schemas').then((m) => m.ZThing)`): a
 * form on a public page then downloads zod only when it is about to validate (components/forms/use-api-form).
 */
export type SchemaSource<S> = S | (() => Promise<S>);

/**
 * A react-hook-form resolver for our zod schemas that reports the same `Validation` message keys
 * the API does, translated by `translate`. So a form and the server say the same words.
 */
export function zodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  source: SchemaSource<S>,
  translate: (message: FieldMessage) => string,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    // zod schemas are objects; a function is a loader (its module is cached after the first call).
    const schema = typeof source === 'function' ? await source() : source;
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = issuePath(issue);
      errors[path] ??= { type: issue.code, message: translate(issueMessage(issue)) };
    }
    return { values: {}, errors: toNested(errors) as FieldErrors<z.input<S>> };
  };
}

function toNested(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.slice(0, -1).forEach((key) => {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys.at(-1)!] = error;
  }
  return out;
}
