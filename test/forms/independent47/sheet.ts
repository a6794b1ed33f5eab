// The drawing surface of set 47: a pdfkit page in one of three styles, which records the truth as each value is drawn,
// and draws the marks of corrected paperwork (strike-through with initials, white correction patch, caret insertion,
// rubber stamp, watermark, sticky note, highlighter). A later call that sets the same truth path wins, which is how a
// correction or a later amendment page overrides what was first written.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import type { Rng } from './data.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** Truth paths without `application.` (`legal_name`, `applicants.1.ownership`) and the value the drawn text gives. */
export type Set = Record<string, string | number | null>;

const require = createRequire(import.meta.url);
const KALAM = require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff');
const PATRICK = require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff');
const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: TruthApplication = emptyApplication();
  /** The text of every truth-bearing value as drawn, for the test's "is it really in the PDF" check. */
  readonly printed: string[] = [];
  /** Where each named value was drawn (page, x, y, width), for the marks laid over values (highlighter, stamp). */
  readonly spots = new Map<string, [number, number, number, number]>();
  page = 1;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly names = new Map<string, number>();
  private readonly markKind: number;
  private readonly ink: string;
  private readonly pen: string;
  private readonly hand: string;
  private readonly fixHand: string;

  readonly style: Style;
  readonly r: Rng;

  constructor(style: Style, r: Rng) {
    this.style = style;
    this.r = r;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, bufferPages: true, info: { CreationDate: new Date(Date.UTC(2025, 0, 2)), Producer: 'Office Scan Suite' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.doc.registerFont('kalam', KALAM);
    this.doc.registerFont('patrick', PATRICK);
    if (style === 'fillable') this.doc.initForm();
    this.markKind = r.int(0, 3);
    this.ink = r.pick(['#1b2a6b', '#15151a', '#1d3f8f']);
    this.pen = r.pick(['#1238b0', '#b3261e', '#0f4fa8']);
    [this.hand, this.fixHand] = r.chance(0.5) ? ['kalam', 'patrick'] : ['patrick', 'kalam'];
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  apply(set: Set | undefined, evidence: string[]): void {
    if (!set || !Object.keys(set).length) return;
    for (const [path, v] of Object.entries(set)) {
      const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push({ ...EMPTY_APPLICANT });
        (this.truth.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (this.truth as unknown as Record<string, unknown>)[path] = v;
    }
    this.printed.push(...evidence);
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** A unique AcroForm field name from a readable hint (`owner1_ssn`). */
  field(hint: string): string {
    const n = (this.names.get(hint) ?? 0) + 1;
    this.names.set(hint, n);
    return n === 1 ? hint : `${hint}_${n}`;
  }

  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; italic?: boolean } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : o.italic ? 'Helvetica-Oblique' : 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? '#222');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }

  hline(x1: number, x2: number, y: number, w = 0.6, color = '#555'): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(w).strokeColor(color).stroke();
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.rect(x, y, w, h).lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke !== 'none') this.doc.fillAndStroke(o.fill, o.stroke ?? '#444');
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.strokeColor(o.stroke ?? '#444').stroke();
  }

  /** Draws a value as the style writes it; returns the drawn width. Truth is set only when `set` is given. */
  value(s: string, x: number, y: number, w: number, name: string, set?: Set): number {
    this.apply(set, [s]);
    const d = this.doc;
    if (!s) {
      if (this.style === 'fillable') d.formText(this.field(name), x, y - 2, w, 13, { value: '', fontSize: 9 });
      return 0;
    }
    if (this.style === 'fillable') {
      d.font('Helvetica').fontSize(9);
      d.formText(this.field(name), x, y - 2, w, 13, { value: s, fontSize: 9 });
      return Math.min(w, d.widthOfString(s));
    }
    if (this.style === 'typed') {
      let size = 9.5;
      d.font('Courier').fontSize(size);
      while (d.widthOfString(s) > w && size > 6) d.fontSize((size -= 0.5));
      d.fillColor('#111').text(s, x + 1, y, { lineBreak: false });
      return d.widthOfString(s);
    }
    return this.scrawl(s, x, y - 2, w, this.hand, this.ink, 12);
  }

  /** Handwriting: a little rotated and jittered, shrunk to fit its cell. */
  private scrawl(s: string, x: number, y: number, w: number, font: string, color: string, size0: number): number {
    const d = this.doc;
    let size = size0;
    d.font(font).fontSize(size);
    while (d.widthOfString(s) > w && size > 7) d.fontSize((size -= 0.5));
    const jx = x + this.r.float(0, 3), jy = y + this.r.float(-1.2, 1.2);
    d.save().rotate(this.r.float(-1.8, 1.8), { origin: [jx, jy + 6] }).fillColor(color).text(s, jx, jy, { lineBreak: false }).restore();
    return d.widthOfString(s) + (jx - x);
  }

  /** A checkbox; marked with a drawn X, a letter X, a check or a fill, one manner per document. */
  check(x: number, y: number, on: boolean, name: string, label: string, set?: Set): void {
    const d = this.doc;
    d.rect(x, y, 8, 8).lineWidth(0.6).strokeColor('#333').stroke();
    this.text(label, x + 11, y + 0.5, { size: 7.5 });
    if (!on) {
      if (this.style === 'fillable') d.formCheckbox(this.field(name), x, y, 8, 8, {});
      return;
    }
    this.apply(set, [label]);
    if (this.style === 'fillable') { d.formCheckbox(this.field(name), x, y, 8, 8, { value: 'Yes' }); return; }
    const c = this.style === 'handwritten' ? this.ink : '#111';
    if (this.markKind === 0) d.moveTo(x - 1, y - 1).lineTo(x + 9, y + 9).moveTo(x + 9, y - 1).lineTo(x - 1, y + 9).lineWidth(1.2).strokeColor(c).stroke();
    else if (this.markKind === 1) { d.font('Courier-Bold').fontSize(10).fillColor(c).text('X', x + 1, y - 1, { lineBreak: false }); }
    else if (this.markKind === 2) d.moveTo(x, y + 4).lineTo(x + 3.5, y + 8).lineTo(x + 10, y - 3).lineWidth(1.4).strokeColor(c).stroke();
    else d.rect(x + 1.5, y + 1.5, 5, 5).fill(c);
  }

  /** The first-written value struck through; the correction written above or beside it with the owner's initials. */
  strike(old: string, neu: string, init: string, x: number, y: number, w: number, name: string, set: Set): void {
    const d = this.doc;
    if (this.style === 'fillable') {
      d.font('Helvetica').fontSize(9);
      const ow = d.widthOfString(old);
      d.formText(this.field(name), x, y - 2, w, 13, { value: old, fontSize: 9 });
      d.formText(this.field(`${name}_corrected`), x + 4, y - 14, Math.min(w, 110), 12, { value: neu, fontSize: 9 });
      d.formText(this.field(`${name}_initials`), x + 4 + Math.min(w, 110) + 2, y - 14, 26, 12, { value: init, fontSize: 8 });
      this.hline(x + 1, x + ow + 3, y + 4, 0.9, this.pen);
      this.apply(set, [neu]);
      return;
    }
    const ow = this.value(old, x, y, w, name);
    const sy = y + (this.style === 'typed' ? 3.5 : 4);
    d.moveTo(x - 1, sy + this.r.float(-0.6, 0.6)).lineTo(x + ow + 3, sy + this.r.float(-0.8, 0.8)).lineWidth(1.1).strokeColor(this.pen).stroke();
    if (this.r.chance(0.4)) d.moveTo(x - 1, sy + 2).lineTo(x + ow + 3, sy + 1.5).lineWidth(0.9).strokeColor(this.pen).stroke();
    const beside = ow + 60 < w && this.r.chance(0.5);
    const nx = beside ? x + ow + 8 : x + 4, ny = beside ? y - 2 : y - 13;
    const nw = this.scrawl(neu, nx, ny, beside ? w - ow - 8 : Math.max(w, 80), this.fixHand, this.pen, 11);
    this.scrawl(init, nx + nw + 5, ny + 1, 30, this.fixHand, this.pen, 8.5);
    d.circle(nx + nw + 12, ny + 8, 8).lineWidth(0.6).strokeColor(this.pen).stroke();
    this.apply(set, [neu]);
  }

  /** A white correction patch over the first value (which stays in the text layer beneath) and the new value on it. */
  patch(old: string, neu: string, x: number, y: number, w: number, name: string, set: Set): void {
    if (this.style === 'fillable') { this.value(neu, x, y, w, name, set); return; }
    const ow = this.value(old, x, y, w, name);
    const pw = Math.min(w, Math.max(ow, this.doc.font(this.fixHand).fontSize(11).widthOfString(neu)) + 8);
    this.doc.save().rect(x - 2, y - 3, pw, 14).fill('#ffffff').restore();
    this.doc.rect(x - 2, y - 3, pw, 14).lineWidth(0.25).strokeColor('#d8d8d8').stroke();
    this.scrawl(neu, x, y - 2, pw, this.fixHand, this.pen, 11);
    this.apply(set, [neu]);
  }

  /** A caret below the line after `at` characters of `base`, the inserted words written above it. */
  caret(base: string, ins: string, at: number, x: number, y: number, w: number, name: string, set: Set): void {
    const d = this.doc;
    if (this.style === 'fillable') {
      const cx = x + d.font('Helvetica').fontSize(9).widthOfString(base.slice(0, at)) + 2;
      this.value(base, x, y, w, name);
      d.formText(this.field(`${name}_insert`), cx - 10, y - 14, 60, 12, { value: ins, fontSize: 9 });
    } else {
      const bw = this.value(base, x, y, w, name);
      const cx = x + 2 + bw * (at / base.length);
      d.moveTo(cx - 4, y + 13).lineTo(cx, y + 7).lineTo(cx + 4, y + 13).lineWidth(0.9).strokeColor(this.pen).stroke();
      this.scrawl(ins, cx - 6, y - 13, 70, this.fixHand, this.pen, 10.5);
    }
    this.apply(set, [base, ins]);
  }

  /** A rubber stamp: double border, rotated, coloured, partly transparent; drawn over whatever lies beneath. */
  stamp(lines: string[], x: number, y: number, angle: number, color: string): void {
    const d = this.doc;
    const w = Math.max(...lines.map((l, i) => d.font('Helvetica-Bold').fontSize(i ? 8 : 17).widthOfString(l))) + 18;
    const h = 14 + 18 + (lines.length - 1) * 11;
    d.save().rotate(angle, { origin: [x + w / 2, y + h / 2] }).opacity(0.62);
    d.roundedRect(x, y, w, h, 4).lineWidth(2).strokeColor(color).stroke();
    d.roundedRect(x + 3, y + 3, w - 6, h - 6, 3).lineWidth(0.7).strokeColor(color).stroke();
    lines.forEach((l, i) => d.font('Helvetica-Bold').fontSize(i ? 8 : 17).fillColor(color).text(l, x, y + (i ? 27 + (i - 1) * 11 : 8), { width: w, align: 'center' }));
    d.restore();
  }

  /** A diagonal watermark across the page; `struck` draws the line an office draws through an outdated "DRAFT". */
  watermark(word: string, struck: boolean): void {
    const d = this.doc;
    d.save().rotate(-35, { origin: [306, 396] }).opacity(0.13);
    d.font('Helvetica-Bold').fontSize(90).fillColor('#555');
    const w = d.widthOfString(word);
    d.text(word, 306 - w / 2, 350, { lineBreak: false });
    d.restore();
    if (struck) {
      d.save().rotate(-35, { origin: [306, 396] }).opacity(0.7);
      d.moveTo(306 - w / 2 - 10, 392).lineTo(306 + w / 2 + 10, 388).lineWidth(2.5).strokeColor(this.pen).stroke();
      d.restore();
    }
  }

  /** A sticky note stuck on the page by the broker: yellow square, a shadow, a few handwritten lines. */
  sticky(x: number, y: number, lines: string[]): void {
    const d = this.doc;
    d.save().opacity(0.25).rect(x + 3, y + 3, 150, 18 + lines.length * 14).fill('#777').restore();
    d.rect(x, y, 150, 18 + lines.length * 14).fill('#fff27a');
    lines.forEach((l, i) => this.scrawl(l, x + 7, y + 8 + i * 14, 138, this.fixHand, '#222', 9.5));
  }

  highlight(x: number, y: number, w: number, h = 12): void {
    this.doc.save().fillOpacity(0.38).rect(x, y, w, h).fill('#ffe600').restore();
  }
}
