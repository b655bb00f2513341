import { describe, expect, it } from 'vitest';
import { findUnsafeInput, isUnsafeText, MAX_INPUT_DEPTH } from './safe-text';

describe('isUnsafeText', () => {
  it('flags NUL and lone surrogates, not ordinary or astral text', () => {
    for (const bad of ['a\u0000b', '\u0000', '\ud800', 'x\udfff', '\udc00\ud800', 'ab\ud83d']) expect(isUnsafeText(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'Оля', "Кам'янська", '🚗 кермо', '\ud83d\ude97', 'tab\there', '\uffff']) expect(isUnsafeText(good), good).toBe(false);
  });
});

describe('findUnsafeInput', () => {
  it('names the first unsafe string or key by its field path', () => {
    expect(findUnsafeInput({ name: 'ok', list: [1, 'fine', { deep: 'bad\u0000' }] })).toEqual({ path: 'list.2.deep', problem: 'characters' });
    expect(findUnsafeInput({ a: 'ok', 'k\ud800': 1 })).toEqual({ path: 'k\ufffd', problem: 'characters' });
    expect(findUnsafeInput('\u0000')).toEqual({ path: '_', problem: 'characters' });
    expect(findUnsafeInput({ first: '\ud800', second: '\u0000' })?.path).toBe('first');
  });

  it('passes clean bodies of any shape', () => {
    for (const body of [{}, [], null, 42, 'text', { ids: [1, 10, 21], lang: 'uk', nested: { ok: [true, null] } }]) expect(findUnsafeInput(body)).toBeNull();
  });

  it('refuses nesting deeper than any client sends, without recursion', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeInput(deep)?.problem).toBe('depth');
    let ok: unknown = 'end';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = { a: ok };
    expect(findUnsafeInput(ok)).toBeNull();
  });
});
