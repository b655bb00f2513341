import 'server-only';
import type { z } from 'zod';
import type { Contract } from '@/lib/api/contract';
import { AppError } from '@/lib/errors/app-error';
import { fieldMessages } from '@/lib/validation/issue-message';
import { findUnsafeInput } from '@/lib/validation/safe-text';
import { readJsonBody, readMultipart } from './read-body';

export type Input = { raw: unknown; formData: FormData | null };

/**
 * The input of a call: the JSON body, or the text fields of a multipart upload (files stay in
 * `formData`). POST bodies are always read, so `lang` works on calls that take nothing else.
 */
export async function readInput(request: Request, contract: Contract): Promise<Input> {
  if (contract.method === 'GET') return { raw: {}, formData: null };
  if (!contract.upload) return { raw: await readJsonBody(request), formData: null };
  const formData = await readMultipart(request, contract.upload.maxBytes);
  return { raw: Object.fromEntries([...formData].filter(([, value]) => typeof value === 'string')), formData };
}

/**
 * Every string and key of every request is checked here, once for all endpoints: NUL and lone
 * surrogates anywhere (and absurd nesting) are a 422 naming the field, whatever the schema says.
 * File parts count by their field name only; their bytes go through the image pipeline.
 */
export function assertSafeInput({ raw, formData }: Input): void {
  const checked = formData ? Object.fromEntries([...formData].map(([name, value]) => [name, typeof value === 'string' ? value : ''])) : raw;
  const unsafe = findUnsafeInput(checked);
  if (unsafe) throw new AppError('validation_failed', { fields: { [unsafe.path]: { key: unsafe.problem === 'characters' ? 'invalidCharacters' : 'invalidFormat' } } });
}

/** Validates the input with a body schema: a 422 listing every invalid field. */
export function parseBody<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw, { reportInput: true });
  if (parsed.success) return parsed.data;
  throw new AppError('validation_failed', { fields: fieldMessages(parsed.error.issues) });
}
