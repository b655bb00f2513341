import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { PRELOADED_FONTS } from '@/lib/site/fonts';

const root = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(root, 'styles/fonts.css'), 'utf8');

/** The Inter faces of styles/fonts.css: file and the code points of its unicode-range. */
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
  .map(([, body]) => body!)
  .filter((body) => /font-family:\s*'Inter';/.test(body))
  .map((body) => {
    const url = /url\('([^']+)'\)/.exec(body)![1]!;
    const codePoints = new Set<number>();
    for (const part of /unicode-range:([^;]+);/.exec(body)![1]!.split(',')) {
      const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
      for (let point = parseInt(from!, 16); point <= parseInt(to!, 16); point += 1) codePoints.add(point);
    }
    return { url, codePoints };
  });

const covered = (urls: readonly string[]) => new Set(faces.filter((face) => urls.includes(face.url)).flatMap((face) => [...face.codePoints]));

describe('the self-hosted Inter (styles/fonts.css)', () => {
  it('points at files that exist, with unicode-ranges that do not overlap', () => {
    expect(faces.length).toBeGreaterThan(3);
    const seen = new Map<number, string>();
    for (const face of faces) {
      expect(existsSync(path.join(root, 'public', face.url)), face.url).toBe(true);
      for (const point of face.codePoints) {
        expect(seen.get(point), `U+${point.toString(16)} in ${face.url}`).toBeUndefined();
        seen.set(point, face.url);
      }
    }
  });

  it('preloads files it declares, and they hold every letter and sign of the interface texts but ₴', () => {
    for (const font of PRELOADED_FONTS) expect(faces.map((face) => face.url)).toContain(font);
    const preloaded = covered(PRELOADED_FONTS);
    const missing = new Set<string>();
    for (const text of [JSON.stringify(uk), JSON.stringify(en)]) {
      for (const char of text) if (!preloaded.has(char.codePointAt(0)!) && !/\s/.test(char)) missing.add(char);
    }
    // ₴ has a 1 KB file of its own, fetched by the pages that show a price.
    expect([...missing]).toEqual(['₴']);
  });
});
