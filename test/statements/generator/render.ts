// Small drawing layer over pdfkit: absolute positioning, our own pagination (margins are 0 so pdfkit never adds a
// page by itself), word wrapping that only breaks at spaces (so joining wrapped lines with single spaces gives the
// description back), and page footers written once the page count is known.

import PDFDocument from 'pdfkit';
import type { Rng } from './prng.ts';

export interface Fonts { regular: string; bold: string }
export const FONT_FAMILIES: readonly Fonts[] = [
  { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  { regular: 'Times-Roman', bold: 'Times-Bold' },
  { regular: 'Courier', bold: 'Courier-Bold' },
];

export interface Style {
  fonts: Fonts;
  size: number;        // body font size
  lead: number;        // line height
  left: number;
  right: number;       // x of the right margin
  top: number;
  bottom: number;      // y where the body must stop (footer lives below)
  pageW: number;
  pageH: number;
  /** Trait layouts: a portrait sheet whose /Rotate (90 or 270) turns it landscape for the viewer; pageW x pageH is the
   *  landscape page as displayed, and every page's content is drawn through a transform so it reads upright. */
  rotate?: 90 | 270;
  /** Trait layouts: streams written uncompressed (so the bytes can be post-processed, e.g. a font's ToUnicode map). */
  uncompressed?: boolean;
}

export function randomStyle(rng: Rng, opts: { courierOk?: boolean } = {}): Style {
  const fonts = opts.courierOk === false ? rng.pick(FONT_FAMILIES.slice(0, 2)) : rng.weighted([[FONT_FAMILIES[0]!, 6], [FONT_FAMILIES[1]!, 3], [FONT_FAMILIES[2]!, 1]] as const);
  const size = fonts.regular === 'Courier' ? rng.pick([6.5, 7, 7.5]) : rng.pick([7, 7.5, 8, 8.5, 9]);
  const pageW = 612, pageH = 792;
  const left = rng.int(28, 60);
  return { fonts, size, lead: Math.round(size * rng.float(1.2, 1.45) * 10) / 10, left, right: pageW - rng.int(28, 60),
    top: rng.int(30, 55), bottom: pageH - rng.int(55, 80), pageW, pageH };
}

export interface TextOpts { bold?: boolean; size?: number; align?: 'left' | 'right' | 'center'; width?: number; color?: string }

export class Doc {
  doc: PDFKit.PDFDocument;
  style: Style;
  y: number;
  page = 1;
  /** Called at the top of every page after the first one (running header). */
  onNewPage: (() => void) | null = null;
  /** A footer line naming the bank (layouts whose bank name is otherwise only in a logo image). */
  footerNote: string | null = null;
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  constructor(style: Style, info: { creationDate: Date; producer: string; creator: string; title: string }) {
    this.style = style;
    this.doc = new PDFDocument({ size: this.sheet(), margin: 0, bufferPages: true, compress: !style.uncompressed,
      info: { CreationDate: info.creationDate, ModDate: info.creationDate, Producer: info.producer, Creator: info.creator, Title: info.title } });
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.y = style.top;
    this.orient();
  }

  /** The physical sheet: portrait (the landscape page's sides swapped) when a /Rotate turns it for the viewer. */
  private sheet(): [number, number] {
    return this.style.rotate ? [this.style.pageH, this.style.pageW] : [this.style.pageW, this.style.pageH];
  }

  /** A rotated sheet: set /Rotate and map the displayed page's (x, y) onto the sheet, so text reads upright on screen.
   *  /Rotate 90 shows the sheet turned clockwise (displayed x = sheet y up), 270 counter-clockwise. */
  private orient(): void {
    const r = this.style.rotate;
    if (!r) return;
    (this.doc.page.dictionary.data as Record<string, unknown>).Rotate = r;
    if (r === 90) this.doc.transform(0, -1, 1, 0, 0, this.style.pageW);
    else this.doc.transform(0, 1, -1, 0, this.style.pageH, 0);
  }

  font(bold = false, size = this.style.size): void {
    this.doc.font(bold ? this.style.fonts.bold : this.style.fonts.regular).fontSize(size);
  }

  width(s: string, bold = false, size = this.style.size): number {
    this.font(bold, size);
    return this.doc.widthOfString(s);
  }

  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    if (s === '') return;
    const size = o.size ?? this.style.size;
    // Text below the page is in the file but on no page a reader sees (pdf.js drops it): a layout bug, never a trap.
    if (y + size > this.style.pageH) throw new Error(`generator drew "${s.slice(0, 40)}" below the page (y ${y.toFixed(1)} of ${this.style.pageH})`);
    this.font(o.bold, size);
    let xx = x;
    if (o.align === 'right') xx = x - this.doc.widthOfString(s);
    else if (o.align === 'center') xx = x - this.doc.widthOfString(s) / 2;
    this.doc.fillColor(o.color ?? 'black').text(s, xx, y, { lineBreak: false });
  }

  /** Break at spaces only; a word longer than the width stays whole on its own line. */
  wrap(s: string, width: number, bold = false, size = this.style.size): string[] {
    const words = s.split(' ');
    const lines: string[] = [];
    let cur = '';
    for (const w of words) {
      const cand = cur === '' ? w : `${cur} ${w}`;
      if (cur !== '' && this.width(cand, bold, size) > width) {
        lines.push(cur);
        cur = w;
      } else cur = cand;
    }
    if (cur !== '') lines.push(cur);
    return lines.length ? lines : [''];
  }

  /** Paragraph of wrapped text; returns the height used. */
  para(s: string, x: number, width: number, o: TextOpts = {}): number {
    const size = o.size ?? this.style.size;
    const lines = this.wrap(s, width, o.bold, size);
    const lead = size * 1.3;
    for (const l of lines) {
      this.ensure(lead);
      this.text(l, x, this.y, o);
      this.y += lead;
    }
    return lines.length * lead;
  }

  rule(x1: number, x2: number, y: number, w = 0.5, color = 'black'): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(w).strokeColor(color).stroke();
  }

  box(x: number, y: number, w: number, h: number, fill: string | null = null, stroke: string | null = 'black'): void {
    this.doc.rect(x, y, w, h);
    if (fill && stroke) this.doc.lineWidth(0.5).fillAndStroke(fill, stroke);
    else if (fill) this.doc.fill(fill);
    else this.doc.lineWidth(0.5).strokeColor(stroke ?? 'black').stroke();
    this.doc.fillColor('black');
  }

  newPage(): void {
    this.doc.addPage({ size: this.sheet(), margin: 0 });
    this.orient();
    this.page++;
    this.y = this.style.top;
    this.onNewPage?.();
  }

  /** Make room for h points; on a page break run `after` (e.g. repeat a table header). Returns true on a break. */
  ensure(h: number, after?: () => void): boolean {
    if (this.y + h <= this.style.bottom) return false;
    this.newPage();
    after?.();
    return true;
  }

  /** Write footers on every page (page numbers need the total), then end the document. */
  async finish(footer: (d: Doc, page: number, total: number) => void): Promise<Uint8Array> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      footer(this, i - range.start + 1, range.count);
    }
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

// ---------- money ----------

export function money(cents: number, o: { dollar?: boolean; commas?: boolean } = {}): string {
  const abs = Math.abs(Math.round(cents));
  let whole = String(Math.floor(abs / 100));
  if (o.commas !== false) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${o.dollar ? '$' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export type NegStyle = 'minus' | 'trailing' | 'parens' | 'crdr' | 'minus_space';

/** Signed amount: negative when `neg`. crdr prints CR for positive and DR for negative. */
export function signed(cents: number, neg: boolean, style: NegStyle, o: { dollar?: boolean; commas?: boolean } = {}): string {
  const m = money(cents, o);
  switch (style) {
    case 'minus': return neg ? `-${m}` : m;
    case 'minus_space': return neg ? `- ${m}` : m;
    case 'trailing': return neg ? `${m}-` : m;
    case 'parens': return neg ? `(${m})` : m;
    case 'crdr': return `${m} ${neg ? 'DR' : 'CR'}`;
  }
}

/** A balance in cents (may be negative) in the given style. */
export function balanceText(cents: number, style: NegStyle, o: { dollar?: boolean } = {}): string {
  if (style === 'crdr') return cents < 0 ? `${money(cents, o)} DR` : money(cents, o);
  return signed(cents, cents < 0, style, o);
}
