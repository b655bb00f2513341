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

/** The names a message takes: arguments (also those inside plural and select options) and rich-text tags. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element): string[] => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    if (element.type === TYPE.tag) return [`<${element.value}>`, ...argumentsOf(element.children)];
    const nested = 'options' in element ? Object.values(element.options).flatMap((option) => argumentsOf(option.value)) : [];
    return [element.value, ...nested];
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
      expect(() => parse(ukFlat[key]!), `uk ${key}`).not.toThrow();
      expect(() => parse(enFlat[key]!), `en ${key}`).not.toThrow();
      // From the parsed message, not a pattern over its text: a select's option text ("{Your…}") is no argument.
      expect(new Set(argumentsOf(parse(enFlat[key]!))), key).toEqual(new Set(argumentsOf(parse(ukFlat[key]!))));
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
