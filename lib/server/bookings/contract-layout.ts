import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * The contract's fonts: Noto Sans (OFL, full Cyrillic and ₴), read from the repository when a
 * document is made. The app runs from the repository root (scripts/start.ts, Vitest), so the path
 * holds in the production build too, where `__dirname` would point into `.next`.
 */
const FONT_DIR = path.join(process.cwd(), 'lib/server/bookings/contract-fonts');
/** The regular face is the document's default font, cached by pdfkit under its path: naming it so avoids parsing it twice. */
const REGULAR = path.join(FONT_DIR, 'NotoSans-Regular.ttf');
const BOLD = 'bold';

const SIZE = { title: 14, heading: 11, body: 9.5, small: 7.5 } as const;
const LINE_GAP = 1.5;
const COLOR = { text: '#111111', muted: '#555555', rule: '#9a9a9a', light: '#d4d4d4', fill: '#eeeeee' } as const;
/** Points between a clause's number and its text, and a label column's width in key–value rows. */
const CLAUSE_INDENT = 30;
const LABEL_WIDTH = 165;
const AMOUNT_WIDTH = 120;
const CELL_PAD = 4;
const HEADING_SPACE = { before: 8, after: 3 } as const;

type Row = readonly [label: string, value: string];

/**
 * A4 document primitives for the rental contract: every block measures itself first and starts a
 * new page rather than leaving a heading, a clause number, a key–value row, a table row or the
 * signatures split from what belongs to it; long text inside a paragraph flows on to the next page
 * at the same indent. Nothing here knows what a contract says.
 */
export class ContractLayout {
  readonly doc: PDFKit.PDFDocument;
  private pendingHeading: string | null = null;

  constructor(options: { title: string; subject: string; lang: string; createdAt: Date }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: 56, bottom: 64, left: 56, right: 56 },
      // The font given here is loaded by the constructor: a path to our TTF keeps pdfkit from
      // opening its built-in Helvetica metrics (the "Helvetica.afm ENOENT" of bundled servers).
      font: REGULAR,
      bufferPages: true,
      lang: options.lang,
      displayTitle: true,
      // Fixed dates: the same booking renders the same bytes.
      info: { Title: options.title, Subject: options.subject, Author: 'Kermo', Creator: 'Kermo', CreationDate: options.createdAt, ModDate: options.createdAt },
    });
    this.doc.registerFont(BOLD, path.join(FONT_DIR, 'NotoSans-Bold.ttf'));
    this.body();
  }

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  private get pageHeight(): number {
    return this.bottom - this.doc.page.margins.top;
  }

  private body(bold = false): this {
    this.doc.font(bold ? BOLD : REGULAR).fontSize(SIZE.body).fillColor(COLOR.text);
    return this;
  }

  private lineHeight(): number {
    return this.doc.currentLineHeight(true) + LINE_GAP;
  }

  /**
   * Before a block `height` points tall: a new page unless it fits on this one (or could fit on no
   * page at all), together with the section heading waiting to be drawn above it.
   */
  private ensure(height: number): void {
    const heading = this.pendingHeading;
    let needed = height;
    if (heading) {
      this.doc.font(BOLD).fontSize(SIZE.heading);
      needed += HEADING_SPACE.before + this.doc.heightOfString(heading, { width: this.width, lineGap: LINE_GAP }) + HEADING_SPACE.after;
    }
    if (this.doc.y + needed > this.bottom && this.doc.y > this.doc.page.margins.top + 1 && needed <= this.pageHeight) this.doc.addPage();
    if (heading) {
      this.pendingHeading = null;
      this.gap(HEADING_SPACE.before);
      this.doc.font(BOLD).fontSize(SIZE.heading).fillColor(COLOR.text);
      this.doc.text(heading, this.left, this.doc.y, { width: this.width, lineGap: LINE_GAP });
      this.doc.y += HEADING_SPACE.after;
    }
    this.body();
  }

  gap(points: number): void {
    if (this.doc.y > this.doc.page.margins.top + 1) this.doc.y += points;
  }

  title(text: string): void {
    this.doc.font(BOLD).fontSize(SIZE.title).fillColor(COLOR.text);
    this.doc.text(text, this.left, this.doc.y, { width: this.width, align: 'center', lineGap: LINE_GAP });
    this.doc.y += 10;
  }

  /** Two short texts on one line, at either margin (the place and the date under the title). */
  spread(left: string, right: string): void {
    this.body();
    const y = this.doc.y;
    const half = this.width / 2;
    this.doc.text(left, this.left, y, { width: half, lineGap: LINE_GAP });
    const afterLeft = this.doc.y;
    this.doc.text(right, this.left + half, y, { width: half, align: 'right', lineGap: LINE_GAP });
    this.doc.y = Math.max(afterLeft, this.doc.y) + 6;
  }

  /** A section heading: drawn with the first block after it, so the two always share a page. */
  heading(text: string): void {
    this.pendingHeading = text;
  }

  paragraph(text: string): void {
    this.body();
    this.ensure(this.lineHeight());
    this.doc.text(text, this.left, this.doc.y, { width: this.width, align: 'justify', lineGap: LINE_GAP });
    this.doc.y += 3;
  }

  /**
   * "5.1. Text…" with the text hanging at one indent, on this page and the next. A clause that
   * introduces rows, a list or a table (`keep`: that many lines of what follows) is not left alone
   * at the foot of a page.
   */
  clause(number: string, text: string, options: { bold?: boolean; keep?: number } = {}): void {
    this.body(options.bold);
    const height = this.doc.heightOfString(text, { width: this.width - CLAUSE_INDENT, lineGap: LINE_GAP });
    this.ensure(options.keep ? height + options.keep * this.lineHeight() : Math.min(2 * this.lineHeight(), height));
    this.body(options.bold);
    const y = this.doc.y;
    this.doc.text(number, this.left, y, { width: CLAUSE_INDENT, lineBreak: false });
    this.doc.text(text, this.left + CLAUSE_INDENT, y, { width: this.width - CLAUSE_INDENT, align: 'justify', lineGap: LINE_GAP });
    this.doc.y += 3;
  }

  /** A dashed list under a clause, at the clause text's indent. */
  bullets(items: readonly string[]): void {
    const x = this.left + CLAUSE_INDENT;
    const bulletWidth = 12;
    this.body();
    for (const item of items) {
      this.ensure(Math.min(2 * this.lineHeight(), this.doc.heightOfString(item, { width: this.width - CLAUSE_INDENT - bulletWidth, lineGap: LINE_GAP })));
      const y = this.doc.y;
      this.doc.text('–', x, y, { width: bulletWidth, lineBreak: false });
      this.doc.text(item, x + bulletWidth, y, { width: this.width - CLAUSE_INDENT - bulletWidth, align: 'justify', lineGap: LINE_GAP });
      this.doc.y += 2;
    }
    this.doc.y += 1;
  }

  /** Label–value rows at the clause indent; each row stays whole, its value wrapping in its column. */
  fields(rows: readonly Row[]): void {
    const x = this.left + CLAUSE_INDENT;
    const valueWidth = this.width - CLAUSE_INDENT - LABEL_WIDTH;
    for (const [label, value] of rows) {
      this.body();
      const height = Math.max(
        this.doc.heightOfString(label, { width: LABEL_WIDTH - 8, lineGap: LINE_GAP }),
        this.doc.heightOfString(value, { width: valueWidth, lineGap: LINE_GAP }),
      );
      this.ensure(height);
      const y = this.doc.y;
      this.doc.fillColor(COLOR.muted).text(label, x, y, { width: LABEL_WIDTH - 8, lineGap: LINE_GAP });
      this.doc.fillColor(COLOR.text).text(value, x + LABEL_WIDTH, y, { width: valueWidth, lineGap: LINE_GAP });
      this.doc.y = Math.max(this.doc.y, y + height) + 2;
    }
    this.doc.y += 2;
  }

  /**
   * Two columns (what, amount) with a header row repeated on every page the table reaches, and a
   * bold total row; a row is never split between pages.
   */
  table(head: Row, rows: readonly Row[], total: Row): void {
    const x = this.left + CLAUSE_INDENT;
    const width = this.width - CLAUSE_INDENT;
    const itemWidth = width - AMOUNT_WIDTH;
    const measure = ([item, amount]: Row, bold: boolean) => {
      this.body(bold);
      return (
        Math.max(
          this.doc.heightOfString(item, { width: itemWidth - 2 * CELL_PAD, lineGap: LINE_GAP }),
          this.doc.heightOfString(amount, { width: AMOUNT_WIDTH - 2 * CELL_PAD, lineGap: LINE_GAP }),
        ) +
        2 * CELL_PAD
      );
    };
    const draw = ([item, amount]: Row, bold: boolean, height: number) => {
      const y = this.doc.y;
      this.body(bold);
      this.doc.text(item, x + CELL_PAD, y + CELL_PAD, { width: itemWidth - 2 * CELL_PAD, lineGap: LINE_GAP });
      this.doc.text(amount, x + itemWidth + CELL_PAD, y + CELL_PAD, { width: AMOUNT_WIDTH - 2 * CELL_PAD, align: 'right', lineGap: LINE_GAP });
      this.doc.y = y + height;
    };
    const rule = (color: string, lineWidth: number) => {
      this.doc.save().lineWidth(lineWidth).strokeColor(color).moveTo(x, this.doc.y).lineTo(x + width, this.doc.y).stroke().restore();
    };
    const headHeight = measure(head, true);
    const drawHead = () => {
      this.doc.save().rect(x, this.doc.y, width, headHeight).fill(COLOR.fill).restore();
      draw(head, true, headHeight);
      rule(COLOR.rule, 0.75);
    };
    const all = [...rows.map((row) => ({ row, bold: false })), { row: total, bold: true }];
    this.ensure(headHeight + measure(all[0]!.row, all[0]!.bold));
    drawHead();
    for (const [index, { row, bold }] of all.entries()) {
      const height = measure(row, bold);
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage();
        drawHead();
      }
      if (index === all.length - 1) rule(COLOR.rule, 0.75);
      draw(row, bold, height);
      rule(index === all.length - 1 ? COLOR.rule : COLOR.light, index === all.length - 1 ? 0.75 : 0.5);
    }
    this.doc.y += 6;
  }

  /** Side by side: each party's role and name, then lines to sign and date on; kept on one page. */
  signatures(parties: readonly { role: string; name: string }[], captions: { signature: string; date: string }): void {
    const gap = 36;
    const columnWidth = (this.width - gap * (parties.length - 1)) / parties.length;
    this.body(true);
    const roleHeight = this.lineHeight();
    this.body();
    const nameHeight = Math.max(...parties.map((party) => this.doc.heightOfString(party.name, { width: columnWidth, lineGap: LINE_GAP })));
    const signAt = roleHeight + nameHeight + 30;
    const dateAt = signAt + 30;
    this.ensure(dateAt + 14);
    const top = this.doc.y;
    parties.forEach((party, index) => {
      const x = this.left + index * (columnWidth + gap);
      this.body(true).doc.text(party.role, x, top, { width: columnWidth, lineGap: LINE_GAP });
      this.body().doc.text(party.name, x, top + roleHeight, { width: columnWidth, lineGap: LINE_GAP });
      for (const [at, caption] of [
        [signAt, captions.signature],
        [dateAt, captions.date],
      ] as const) {
        this.doc.save().lineWidth(0.75).strokeColor(COLOR.text).moveTo(x, top + at).lineTo(x + columnWidth, top + at).stroke().restore();
        this.doc.font(REGULAR).fontSize(SIZE.small).fillColor(COLOR.muted);
        this.doc.text(`(${caption})`, x, top + at + 2, { width: columnWidth, align: 'center', lineBreak: false });
      }
    });
    this.body();
    this.doc.y = top + dateAt + 14;
  }

  /** Writes a footer on every page (below the bottom margin), then finishes the document. */
  async finish(footer: (page: number, pages: number) => { left: string; right: string }): Promise<Uint8Array<ArrayBuffer>> {
    if (this.pendingHeading) this.ensure(0);
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      const { page } = this.doc;
      const margin = page.margins.bottom;
      // Text below the bottom margin would otherwise make pdfkit start a new page.
      page.margins.bottom = 0;
      const y = page.height - margin + 24;
      const { left, right } = footer(index - start + 1, count);
      this.doc.save().lineWidth(0.5).strokeColor(COLOR.light).moveTo(this.left, y - 6).lineTo(this.left + this.width, y - 6).stroke().restore();
      this.doc.font(REGULAR).fontSize(SIZE.small).fillColor(COLOR.muted);
      this.doc.text(left, this.left, y, { width: this.width / 2, lineBreak: false });
      this.doc.text(right, this.left + this.width / 2, y, { width: this.width / 2, align: 'right', lineBreak: false });
      page.margins.bottom = margin;
    }
    const chunks: Uint8Array[] = [];
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.end();
    await done;
    const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    return bytes;
  }
}
