import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { GENERIC_VALIDATION_KEYS, validationKeys } from '@/lib/validation/issue-message';
import { ACCOUNT_VALIDATION_KEYS } from './form-messages';

const root = path.resolve(import.meta.dirname, '../..');

/** The schema file and the project modules it imports, followed through their imports. */
function modulesFrom(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '((?:@\/|\.)[^']+)'/g)) {
      const base = specifier!.startsWith('@/') ? path.join(root, specifier!.slice(2)) : path.resolve(path.dirname(file), specifier!);
      for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
        try {
          readFileSync(candidate);
          visit(candidate);
          break;
        } catch {
          // not this extension
        }
      }
    }
  };
  visit(entry);
  return [...seen];
}

describe('ACCOUNT_VALIDATION_KEYS', () => {
  it('holds every Validation key the account schemas name, so the sign-in and sign-up pages carry its words', () => {
    const known = new Set<string>(validationKeys);
    const named = new Set<string>();
    for (const file of modulesFrom(path.join(root, 'lib/accounts/schemas.ts'))) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/(?:error|message):\s*'([A-Za-z]+)'/g)) if (known.has(key!)) named.add(key!);
    }
    expect(named.size).toBeGreaterThan(5);
    const carried = new Set<string>([...GENERIC_VALIDATION_KEYS, ...ACCOUNT_VALIDATION_KEYS]);
    expect([...named].filter((key) => !carried.has(key))).toEqual([]);
  });

  it('names keys both languages have', () => {
    for (const messages of [uk, en]) for (const key of [...GENERIC_VALIDATION_KEYS, ...ACCOUNT_VALIDATION_KEYS]) expect(messages.Validation, key).toHaveProperty(key);
  });
});
