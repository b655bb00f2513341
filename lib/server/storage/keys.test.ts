import { describe, expect, it } from 'vitest';
import { assertCanonicalKey, InvalidStorageKeyError, isCanonicalKey } from './keys';

describe('canonical storage keys', () => {
  it('accepts lower-case slash-separated names', () => {
    for (const key of ['media/favicon.svg', 'images/orig/avatars/0b5f-aa.webp', 'licences/42/x_y-z.webp', 'a']) {
      expect(isCanonicalKey(key), key).toBe(true);
    }
  });

  it('refuses every other spelling instead of normalising it', () => {
    const refused = [
      '', '/media/a', 'media/', 'media//a', '.', '..', 'media/../private/a', 'media/./a', 'media/.hidden',
      'media\\..\\private', 'media/a\\b', 'media/%2e%2e/private', 'media%2Fa', 'media/a%00', 'media/a\0',
      'Media/a', 'media/A.svg', 'media/a b', 'media/a~1', 'media/é', 'media/a?x', 'media/a#x', `media/${'a'.repeat(129)}`, `${'a/'.repeat(300)}a`,
    ];
    for (const key of refused) {
      expect(isCanonicalKey(key), JSON.stringify(key)).toBe(false);
      expect(() => assertCanonicalKey(key)).toThrow(InvalidStorageKeyError);
    }
  });
});
