import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

function plurals(elements: MessageFormatElement[]): { options: string[] }[] {
  return elements.flatMap((element) => {
    if (element.type !== TYPE.plural) return [];
    const nested = Object.values(element.options).flatMap((option) => plurals(option.value));
    return [{ options: Object.keys(element.options) }, ...nested];
  });
}

const ukFlat = flatten(uk as Tree);
const enFlat = flatten(en as Tree);

describe('message files', () => {
  it('have identical key sets', () => {
    expect(Object.keys(enFlat).sort()).toEqual(Object.keys(ukFlat).sort());
  });

  it('have no empty messages', () => {
    for (const [key, value] of [...Object.entries(ukFlat), ...Object.entries(enFlat)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('parse as ICU messages with the same arguments in both languages', () => {
    for (const key of Object.keys(ukFlat)) {
      const args = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
      expect(() => parse(ukFlat[key]!), `uk ${key}`).not.toThrow();
      expect(() => parse(enFlat[key]!), `en ${key}`).not.toThrow();
      expect(new Set(args(enFlat[key]!)), key).toEqual(new Set(args(ukFlat[key]!)));
    }
  });

  it('give Ukrainian plurals the one, few, many and other forms', () => {
    for (const [key, value] of Object.entries(ukFlat)) {
      for (const plural of plurals(parse(value))) {
        expect(plural.options, key).toEqual(expect.arrayContaining(['one', 'few', 'many', 'other']));
      }
    }
  });
});
