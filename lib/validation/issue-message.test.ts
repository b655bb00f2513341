import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessages, issueMessage, issuePath } from './issue-message';
import { zIntBetween } from './numbers';

function firstIssue(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!;
}

describe('issueMessage', () => {
  it('reports a missing value as required', () => {
    expect(issueMessage(firstIssue(z.object({ name: z.string() }), {}))).toEqual({ key: 'required' });
    expect(issueMessage(firstIssue(z.string().min(1), ''))).toEqual({ key: 'required' });
  });

  it('reports wrong types, lengths and limits with their parameters', () => {
    expect(issueMessage(firstIssue(z.string(), 5))).toEqual({ key: 'invalidType' });
    expect(issueMessage(firstIssue(z.string().min(8), 'abc'))).toEqual({ key: 'minLength', params: { length: 8 } });
    expect(issueMessage(firstIssue(z.string().max(255), 'x'.repeat(256)))).toEqual({ key: 'maxLength', params: { length: 255 } });
    expect(issueMessage(firstIssue(z.number().min(1), 0))).toEqual({ key: 'min', params: { value: 1 } });
    expect(issueMessage(firstIssue(z.number().max(29), 30))).toEqual({ key: 'max', params: { value: 29 } });
    expect(issueMessage(firstIssue(z.array(z.number()).min(4), [1]))).toEqual({ key: 'minItems', params: { count: 4 } });
  });

  it('maps choices, e-mails and formats', () => {
    expect(issueMessage(firstIssue(z.enum(['uk', 'en']), 'fr'))).toEqual({ key: 'selectOption' });
    expect(issueMessage(firstIssue(z.email(), 'nope'))).toEqual({ key: 'email' });
    expect(issueMessage(firstIssue(z.string().regex(/^\d{4}$/), '12a4'))).toEqual({ key: 'invalidFormat' });
    expect(issueMessage(firstIssue(z.object({}).strict(), { extra: 1 }))).toEqual({ key: 'unknownField' });
  });

  it('uses a key a schema names itself, and the fallback for anything else', () => {
    const confirm = z.string().refine((v) => v === 'a', { error: 'sameAsPassword' });
    expect(issueMessage(firstIssue(confirm, 'b'))).toEqual({ key: 'sameAsPassword' });
    expect(issueMessage(firstIssue(z.string().refine(() => false, { error: 'not a key' }), 'x'))).toEqual({ key: 'fallback' });
  });

  it('tells a number out of range or a missing one so, though its schema names the wrong-type message', () => {
    const page = z.object({ page: zIntBetween(1, 500), zoom: zIntBetween(0, 20) });
    expect(fieldMessages(page.safeParse({ page: 501, zoom: 'x' }, { reportInput: true }).error!.issues)).toEqual({ page: { key: 'max', params: { value: 500 } }, zoom: { key: 'invalidType' } });
    expect(fieldMessages(page.safeParse({ page: 0 }, { reportInput: true }).error!.issues)).toEqual({ page: { key: 'min', params: { value: 1 } }, zoom: { key: 'required' } });
    expect(fieldMessages(page.safeParse({ page: 2.5, zoom: 3 }, { reportInput: true }).error!.issues)).toEqual({ page: { key: 'invalidType' } });
  });

  it('names each unknown field at its own path', () => {
    const body = z.strictObject({ city: z.string(), filters: z.strictObject({ seats: z.number() }) });
    expect(fieldMessages(body.safeParse({ city: 'kyiv', foo: 1, filters: { seats: 5, bar: 2 } }).error!.issues)).toEqual({ foo: { key: 'unknownField' }, 'filters.bar': { key: 'unknownField' } });
  });

  it('joins the path with dots, and names the whole body "_"', () => {
    expect(issuePath(firstIssue(z.object({ ids: z.array(z.number()) }), { ids: [1, 'x'] }))).toBe('ids.1');
    expect(issuePath(firstIssue(z.object({}), 'not an object'))).toBe('_');
  });
});
