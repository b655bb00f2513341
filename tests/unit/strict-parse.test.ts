import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZMenuItem } from '@/lib/site/schemas';
import { strictParse } from '@/tests/support/strict-parse';

describe('strictParse', () => {
  const schema = z.object({ user: z.object({ id: z.number(), tags: z.array(z.object({ name: z.string() })) }), meta: z.record(z.string(), z.unknown()) });

  it('accepts data with exactly the declared keys (records may hold any)', () => {
    expect(strictParse(schema, { user: { id: 1, tags: [{ name: 'a' }] }, meta: { anything: { goes: 1 } } }, 'data')).toBeTruthy();
  });

  it('names undeclared keys at any depth, in arrays too', () => {
    expect(() => strictParse(schema, { user: { id: 1, tags: [{ name: 'a', colour: 'red' }], secret: 'x' }, meta: {} }, 'data')).toThrow(
      'data has keys its schema does not declare: user.tags.0.colour, user.secret',
    );
  });

  it('follows recursive schemas', () => {
    const item = { id: 1, name: 'a', url: '/', children: [{ id: 2, name: 'b', url: '/b', children: [{ id: 3, name: 'c', url: '/c', children: [], target: '_blank' }] }] };
    expect(() => strictParse(ZMenuItem, item, 'menu')).toThrow('children.0.children.0.target');
  });

  it('reports values that do not match', () => {
    expect(() => strictParse(schema, { user: { id: '1', tags: [] }, meta: {} }, 'data')).toThrow('data does not match its schema');
  });
});
