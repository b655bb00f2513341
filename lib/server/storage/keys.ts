import 'server-only';

/**
 * Storage keys are canonical by construction: slash-separated segments of lower-case letters,
 * digits, `.`, `_` and `-`, none starting with a dot (so no `.`/`..` segments and no hidden files),
 * none empty. Nothing is decoded or normalised here: a key that is not already canonical is refused,
 * so no spelling (`%2F`, `%2E%2E`, `\`, NUL, overlong UTF-8) can name another object.
 */
const SEGMENT = /^[a-z0-9_-][a-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

export function isCanonicalSegment(segment: string): boolean {
  return SEGMENT.test(segment);
}

export function isCanonicalKey(key: string): boolean {
  return typeof key === 'string' && key.length <= MAX_KEY_LENGTH && key.split('/').every(isCanonicalSegment);
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Storage key is not canonical: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertCanonicalKey(key: string): string {
  if (!isCanonicalKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}
