import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { formatDateTime } from '@/lib/format/date-time';
import { formatMonthYear } from '@/lib/format/month-year';
import { formatMinorAmount, formatMoney, formatNumber } from '@/lib/format/number';
import { PRELOADED_FONTS, PRICE_FONT } from '@/lib/site/fonts';

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
      for (const char of text) if (!preloaded.has(char.codePointAt(0)!) && !/[ \n\t]/.test(char)) missing.add(char);
    }
    // ₴ has a 1 KB file of its own, fetched by the pages that show a price.
    expect([...missing]).toEqual(['₴']);
  });

  it('names the file that holds ₴, and nothing else, as the price pages’ preload', () => {
    expect(faces.find((face) => face.url === PRICE_FONT)?.codePoints).toEqual(new Set(['₴'.codePointAt(0)]));
  });

  it('never sends a page for another Inter file over a sign written in the code (‹ › of the pagination cost a 48 KB file)', () => {
    const preloaded = covered(PRELOADED_FONTS);
    const lazy = new Set(faces.filter((face) => !(PRELOADED_FONTS as readonly string[]).includes(face.url)).flatMap((face) => [...face.codePoints]));
    const found = new Map<string, string>();
    for (const file of sourceFiles(['app', 'components'])) {
      for (const text of textsIn(file)) {
        for (const char of text) {
          const point = char.codePointAt(0)!;
          // A sign no Inter file has (★) is drawn by the system's font: nothing is downloaded for it.
          if (point > 0x7e && lazy.has(point) && !preloaded.has(point) && char !== '₴') found.set(char, path.relative(root, file));
        }
      }
    }
    expect(Object.fromEntries(found)).toEqual({});
  });
});

describe('what Intl and our formatters write', () => {
  it('stays in the preloaded files (but ₴): weekday and month names — Intl writes "пʼятниця" with ʼ —, dates, numbers, money', () => {
    const preloaded = covered(PRELOADED_FONTS);
    const texts: string[] = [];
    for (const locale of ['uk', 'en'] as const) {
      for (let day = 0; day < 12; day += 1) {
        const date = new Date(Date.UTC(2026, day, 1 + day, 9, 30));
        for (const weekday of ['long', 'short', 'narrow'] as const) texts.push(new Intl.DateTimeFormat(locale, { weekday, timeZone: 'Europe/Kyiv' }).format(date));
        for (const month of ['long', 'short'] as const) texts.push(new Intl.DateTimeFormat(locale, { month, day: 'numeric', timeZone: 'Europe/Kyiv' }).format(date));
        texts.push(formatDateTime(date, locale), formatMonthYear(date, locale), formatMonthYear(date, locale, 'genitive'));
      }
      texts.push(formatNumber(1234567.5, { decimals: 1, locale }), formatMoney(123456789, locale), formatMinorAmount(-98765, 'UAH', locale), formatMinorAmount(12345, 'EUR', locale));
    }
    const missing = new Set<string>();
    for (const text of texts) for (const char of text) if (!preloaded.has(char.codePointAt(0)!) && !/[ \n\t]/.test(char) && char !== '₴') missing.add(char);
    expect([...missing]).toEqual([]);
  });
});

/** The project's source files (tests left out: they are not shown). */
function sourceFiles(dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name)) out.push(full);
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return out;
}

/** The strings and JSX text of a file (comments are not shown to anyone). */
function textsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

