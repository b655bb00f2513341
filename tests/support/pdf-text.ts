import { inflateSync } from 'node:zlib';

/**
 * Reads back the text of a PDF that pdfkit wrote, for tests: pdfkit draws embedded fonts by glyph
 * id, so the text is only recoverable through each font's ToUnicode map. Enough of PDF for that —
 * the cross-reference table, flate streams, the page tree, `q`/`Q`/`cm`, `Tm`/`Td`, `Tf` and
 * `TJ`/`Tj` — and no more; not a general PDF reader.
 */

/** One `TJ`/`Tj` run: where it starts (points from the page's top-left to its baseline) and how wide its ink is. */
export type PdfTextRun = { page: number; x: number; baseline: number; width: number; size: number; font: string; text: string };
export type PdfFont = { name: string; embedded: boolean; subtype: string };
export type PdfDocumentText = {
  pages: { width: number; height: number; lines: string[] }[];
  runs: PdfTextRun[];
  fonts: PdfFont[];
  /** Every page's lines, one text. */
  text: string;
};

type PdfObject = { dict: string; stream: Buffer | null };
type Matrix = [number, number, number, number, number, number];
type FontInfo = { name: string; toUnicode: Map<number, string>; widths: Map<number, number>; defaultWidth: number };

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw);
  if (!raw.startsWith('%PDF-') || !startxref) throw new Error('Not a complete PDF');
  const xref = /^xref\s+(\d+) (\d+)\s+/.exec(raw.slice(Number(startxref[1])));
  if (!xref) throw new Error('No cross-reference table');
  const objects = new Map<number, PdfObject>();
  const tableStart = Number(startxref[1]) + xref[0].length;
  for (let index = 0; index < Number(xref[2]); index += 1) {
    const entry = raw.slice(tableStart + index * 20, tableStart + index * 20 + 18);
    const [offset, , kind] = entry.split(' ');
    if (kind !== 'n') continue;
    const number = Number(xref[1]) + index;
    const start = Number(offset);
    const header = `${number} 0 obj\n`;
    if (raw.slice(start, start + header.length) !== header) throw new Error(`Object ${number} is not where the table says`);
    const bodyStart = start + header.length;
    const streamAt = raw.indexOf('\nstream\n', bodyStart);
    const endAt = raw.indexOf('\nendobj', bodyStart);
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = raw.slice(bodyStart, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const data = pdf.subarray(streamAt + 8, streamAt + 8 + length);
      objects.set(number, { dict, stream: /\/Filter \/FlateDecode/.test(dict) ? inflateSync(data) : Buffer.from(data) });
    } else {
      objects.set(number, { dict: raw.slice(bodyStart, endAt), stream: null });
    }
  }
  return objects;
}

const refOf = (dict: string, key: string): number | null => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : null;
};

const utf16 = (spaced: string): string => {
  const hex = spaced.replace(/\s/g, '');
  const units: number[] = [];
  for (let index = 0; index < hex.length; index += 4) units.push(parseInt(hex.slice(index, index + 4), 16));
  return String.fromCharCode(...units);
};

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(range[1]!, 16);
      const to = parseInt(range[2]!, 16);
      if (range[3]!.startsWith('[')) {
        // A ligature's entry holds several code units: "<0066 0069>".
        [...range[3]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((target, index) => map.set(from + index, utf16(target[1]!)));
      } else {
        const first = parseInt(range[3]!.slice(1, -1), 16);
        for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(first + code - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(pair[1]!, 16), utf16(pair[2]!));
  }
  return map;
}

function parseWidths(w: string): Map<number, number> {
  const widths = new Map<number, number>();
  // `first [w w …]` runs (what pdfkit writes); `first last w` runs too.
  for (const run of w.matchAll(/(\d+)\s*\[([^\]]*)\]|(\d+)\s+(\d+)\s+([\d.]+)/g)) {
    if (run[1] !== undefined) {
      run[2]!.trim().split(/\s+/).filter(Boolean).forEach((value, index) => widths.set(Number(run[1]) + index, Number(value)));
    } else {
      for (let code = Number(run[3]); code <= Number(run[4]); code += 1) widths.set(code, Number(run[5]));
    }
  }
  return widths;
}

const TOKEN = /\[|\]|<<|>>|<[0-9A-Fa-f\s]*>|\/[^\s/[\]<>()]+|[-+]?(?:\d+\.?\d*|\.\d+)|\((?:\\.|[^\\)])*\)|[A-Za-z'"*]+/g;
/** A TJ adjustment moving right by more than this (thousandths of an em) is a word gap: justified lines have no space glyphs. */
const WORD_GAP = -200;

export function readPdfText(bytes: Uint8Array): PdfDocumentText {
  const objects = readObjects(Buffer.from(bytes));
  const get = (number: number | null): PdfObject => {
    const object = number == null ? undefined : objects.get(number);
    if (!object) throw new Error(`Missing object ${number}`);
    return object;
  };
  const catalog = [...objects.values()].find((object) => /\/Type \/Catalog/.test(object.dict));
  if (!catalog) throw new Error('No catalog');
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(get(refOf(catalog.dict, 'Pages')).dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));

  const fonts = new Map<number, FontInfo>();
  const fontList: PdfFont[] = [];
  const fontInfo = (number: number): FontInfo => {
    const known = fonts.get(number);
    if (known) return known;
    const { dict } = get(number);
    const name = /\/BaseFont \/(\S+)/.exec(dict)?.[1] ?? '?';
    const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(dict);
    const cid = descendant ? get(Number(descendant[1])).dict : dict;
    const descriptor = refOf(cid, 'FontDescriptor');
    const embedded = descriptor != null && /\/FontFile[23]? \d+ 0 R/.test(get(descriptor).dict);
    fontList.push({ name, embedded, subtype: /\/Subtype \/(\S+)/.exec(cid)?.[1] ?? '?' });
    const toUnicodeRef = refOf(dict, 'ToUnicode');
    const info: FontInfo = {
      name,
      toUnicode: toUnicodeRef == null ? new Map() : parseToUnicode(get(toUnicodeRef).stream!.toString('latin1')),
      widths: parseWidths(/\/W \[([\s\S]*)\]\s*(?:\/|$)/.exec(cid)?.[1] ?? ''),
      defaultWidth: Number(/\/DW (\d+)/.exec(cid)?.[1] ?? 1000),
    };
    fonts.set(number, info);
    return info;
  };

  const runs: PdfTextRun[] = [];
  const pages = kids.map((pageRef, pageIndex) => {
    const page = get(pageRef).dict;
    const [, , width, height] = (/\/MediaBox \[([^\]]*)\]/.exec(page)?.[1] ?? '').trim().split(/\s+/).map(Number) as number[];
    const resources = get(refOf(page, 'Resources')).dict;
    const fontRefs = new Map([...(/\/Font <<([\s\S]*?)>>/.exec(resources)?.[1] ?? '').matchAll(/\/(\S+) (\d+) 0 R/g)].map((match) => [match[1]!, Number(match[2])]));
    const content = get(refOf(page, 'Contents')).stream!.toString('latin1');

    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const saved: Matrix[] = [];
    let textMatrix: Matrix = [1, 0, 0, 1, 0, 0];
    let lineMatrix: Matrix = [1, 0, 0, 1, 0, 0];
    let font: FontInfo | null = null;
    let size = 0;
    let operands: string[] = [];
    const show = (parts: string[]) => {
      if (!font) throw new Error('Text shown before a font was set');
      let text = '';
      let advance = 0;
      // Where the last visible glyph ends: pdfkit follows a justified line's last word with a gap too.
      let inkEnd = 0;
      for (const part of parts) {
        if (part.startsWith('<')) {
          const hex = part.slice(1, -1).replace(/\s/g, '');
          for (let index = 0; index < hex.length; index += 4) {
            const code = parseInt(hex.slice(index, index + 4), 16);
            const glyph = font.toUnicode.get(code) ?? '\uFFFD';
            text += glyph;
            advance += font.widths.get(code) ?? font.defaultWidth;
            if (glyph.trim()) inkEnd = advance;
          }
        } else {
          const adjustment = Number(part);
          advance -= adjustment;
          if (adjustment < WORD_GAP && text && !text.endsWith(' ')) text += ' ';
        }
      }
      const device = multiply(textMatrix, ctm);
      runs.push({ page: pageIndex + 1, x: device[4], baseline: height! - device[5], width: (inkEnd * size * Math.hypot(device[0], device[1])) / 1000, size, font: font.name, text: text.trimEnd() });
    };
    for (const [token] of content.matchAll(TOKEN)) {
      if (token === '[' || token === ']' || /^[-+.\d]|^[/<(]/.test(token)) {
        operands.push(token);
        continue;
      }
      const numbers = () => operands.slice(-6).map(Number) as Matrix;
      switch (token) {
        case 'q':
          saved.push(ctm);
          break;
        case 'Q':
          ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
          break;
        case 'cm':
          ctm = multiply(numbers(), ctm);
          break;
        case 'BT':
          textMatrix = lineMatrix = [1, 0, 0, 1, 0, 0];
          break;
        case 'Tm':
          textMatrix = lineMatrix = numbers();
          break;
        case 'Td': {
          const [tx, ty] = operands.slice(-2).map(Number) as [number, number];
          textMatrix = lineMatrix = multiply([1, 0, 0, 1, tx, ty], lineMatrix);
          break;
        }
        case 'Tf': {
          const name = operands.at(-2)!.slice(1);
          const ref = fontRefs.get(name);
          if (ref === undefined) throw new Error(`Font ${name} is not in the page's resources`);
          font = fontInfo(ref);
          size = Number(operands.at(-1));
          break;
        }
        case 'TJ':
          show(operands.slice(operands.lastIndexOf('[') + 1, operands.lastIndexOf(']')));
          break;
        case 'Tj':
          show([operands.at(-1)!]);
          break;
      }
      operands = [];
    }
    const own = runs.filter((run) => run.page === pageIndex + 1).sort((a, b) => a.baseline - b.baseline || a.x - b.x);
    const lines: string[] = [];
    let lineBaseline = Number.NaN;
    for (const run of own) {
      if (Math.abs(run.baseline - lineBaseline) < 1) lines[lines.length - 1] += ` ${run.text}`;
      else lines.push(run.text);
      lineBaseline = run.baseline;
    }
    return { width: width!, height: height!, lines };
  });
  return { pages, runs, fonts: fontList, text: pages.map((page) => page.lines.join('\n')).join('\n') };
}
