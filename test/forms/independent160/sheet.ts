// The drawing surface of set 160: static print (labels, headings, pre-printed letterheads) and filled-in values in
// one of three styles. Every filled-in value is recorded as Placed: a real value (it gives truth fields) or a decoy
// (no fields). Only the ink Rng (handwriting jitter, mark shapes) depends on the style, so the content does not.
import PDFDocument from 'pdfkit';
import { existsSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';
import { checkField, initAcroForm, textField } from './acro.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValues = Record<string, string | number | null>;

export interface Placed {
  /** What the value is: `legal_name`, `owner.1.tax_id`, `decoy.landlord.name` ... */
  key: string;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin at the page's bottom left. */
  box: Box;
  /** As printed; for a checkbox the checked option's label. */
  text: string;
  /** The label printed beside the value, when it decides the reading (a bare 9-digit tax ID). */
  label?: string;
  /** Truth paths this value gives; empty for a decoy. */
  fields: FieldValues;
  via: 'text' | 'handwriting' | 'acroform' | 'checkbox';
  acroform_field?: string;
  acroform_value?: string;
}

export interface Spec { key: string; fields?: FieldValues; label?: string }

export const PAGE_W = 612;
export const PAGE_H = 792;
const SCRIPT_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/urw-base35/Z003-MediumItalic.otf',
  '/usr/share/fonts/opentype/urw-base35/Z003-Regular.otf'];
const INK = '#1b2f7a';
const HAND = ['x', 'tick', 'ring'] as const;

export interface TextOpts { size?: number; bold?: boolean; color?: string; font?: string; center?: number; right?: number }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  private seq = 0;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<void>;
  readonly style: Style;
  private readonly ink: Rng;
  private readonly typedFont: string;

  constructor(style: Style, ink: Rng, typedFont: string, title: string, author: string) {
    this.style = style; this.ink = ink; this.typedFont = typedFont;
    this.doc = new PDFDocument({ autoFirstPage: false, bufferPages: true, compress: true,
      info: { Title: title, Author: author, Producer: `${author} intake`, Creator: 'independent160', CreationDate: new Date(Date.UTC(2026, 1, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.finished = new Promise((resolve) => this.doc.on('end', () => resolve()));
    if (style === 'handwritten') {
      const font = SCRIPT_FONTS.find((f) => existsSync(f));
      if (!font) throw new Error('no script font (Z003) under /usr/share/fonts');
      this.doc.registerFont('script', font);
    }
    if (style === 'fillable') initAcroForm(this.doc);
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static print. `center`/`right`: a width to centre in or right-align to. */
  text(x: number, y: number, s: string, o: TextOpts = {}): number {
    const d = this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 7).fillColor(o.color ?? '#222');
    const w = d.widthOfString(s);
    const tx = o.center ? x + (o.center - w) / 2 : o.right ? x + o.right - w : x;
    d.text(s, tx, y, { lineBreak: false });
    return w;
  }

  para(x: number, y: number, w: number, s: string, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#333').text(s, x, y, { width: w, lineGap: 0.8 });
    return this.doc.y;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#555'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? '#555');
    this.doc.restore();
  }

  bar(x: number, y: number, w: number, title: string, fill: string, h = 13): void {
    this.rect(x, y, w, h, { fill });
    this.text(x + 4, y + (h - 8) / 2 + 0.5, title, { size: 8, bold: true, color: '#fff' });
  }

  /** Pre-printed text that still must be recorded (an ISO's letterhead, a form's own funder name). */
  printed(x: number, y: number, s: string, spec: Spec, o: TextOpts = {}): void {
    const size = o.size ?? 7;
    const w = this.text(x, y, s, o);
    const x0 = o.center ? x + (o.center - w) / 2 : o.right ? x + o.right - w : x;
    this.record(spec, s, [x0, PAGE_H - y - size * 1.15, x0 + w, PAGE_H - y], 'text');
  }

  /** A filled-in value over (x, y, w, h), top-left page coordinates. */
  value(x: number, y: number, w: number, h: number, s: string, spec: Spec): void {
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = `${spec.key.replace(/[^A-Za-z0-9]+/g, '_')}_${++this.seq}`;
      const size = Math.min(9, Math.max(5, h - 3));
      d.font('Helvetica').fontSize(size);
      const fit = Math.min(size, (size * (w - 5)) / Math.max(1, d.widthOfString(s)));
      textField(d, name, x, y + 0.5, w, h - 1, s, Number(fit.toFixed(2)));
      this.record(spec, s, [x, PAGE_H - y - h, x + w, PAGE_H - y], 'acroform', name);
      return;
    }
    const hand = this.style === 'handwritten';
    const font = hand ? 'script' : this.typedFont;
    let size = hand ? Math.min(13, h + 1) : Math.min(9, h - 1.5);
    d.font(font).fontSize(size);
    const tw0 = d.widthOfString(s);
    if (tw0 > w - 4) size = (size * (w - 4)) / tw0;
    d.fontSize(size);
    const tw = d.widthOfString(s);
    const ty = y + (h - size) / 2 + (hand ? -1 : 0.8);
    if (!hand) {
      d.fillColor('#111').text(s, x + 2, ty, { lineBreak: false });
      this.record(spec, s, [x + 2, PAGE_H - ty - size, x + 2 + tw, PAGE_H - ty], 'text');
      return;
    }
    const angle = this.ink.float(-2.5, 2.5), dx = this.ink.float(0, Math.max(0, Math.min(6, w - 4 - tw))), dy = this.ink.float(-1.2, 1.2);
    d.save().rotate(angle, { origin: [x + 2 + dx, ty + size / 2] });
    d.fillColor(INK).text(s, x + 2 + dx, ty + dy, { lineBreak: false });
    d.restore();
    const slack = 2 + Math.abs(angle) * tw / 57;
    this.record(spec, s, [x + dx, PAGE_H - ty - dy - size - slack, x + 4 + dx + tw, PAGE_H - ty - dy + slack], 'handwriting');
  }

  /** A boxed cell: a small label at its top, the value below it. */
  cell(x: number, y: number, w: number, h: number, label: string, s: string | null, spec?: Spec): void {
    this.rect(x, y, w, h, { stroke: '#777', width: 0.5 });
    if (label) this.text(x + 2, y + 1.5, label, { size: 5.6, color: '#444' });
    if (s && spec) this.value(x + 1, y + (label ? 7 : 1), w - 2, h - (label ? 8 : 2), s, spec);
  }

  /** `Label ________` on one line; the value sits on the rule. */
  under(x: number, y: number, label: string, lw: number, w: number, s: string | null, spec?: Spec): void {
    this.text(x, y + 5, label, { size: 7.2 });
    this.line(x + lw, y + 14, x + w, y + 14, 0.5, '#666');
    if (s && spec) this.value(x + lw, y + 1, w - lw, 13, s, spec);
  }

  /** A row of checkboxes; returns each box's x. `on`: the checked widget's on-state (fillable), `Yes` by default. */
  checks(x: number, y: number, options: readonly string[], checked: number | null, spec: Spec | undefined, name: string, on?: string): number[] {
    const xs: number[] = [];
    let bx = x;
    for (const [i, opt] of options.entries()) {
      xs.push(bx);
      this.rect(bx, y, 8, 8, { stroke: '#333', width: 0.6 });
      const lw = this.text(bx + 11, y + 0.8, opt, { size: 7.2 });
      const isOn = i === checked;
      if (this.style === 'fillable') checkField(this.doc, `${name}_${i}`, bx, y, 8, on ?? 'Yes', isOn);
      if (isOn && spec) {
        let box: Box = [bx, PAGE_H - y - 8, bx + 8, PAGE_H - y];
        if (this.style === 'typed') this.text(bx + 1.4, y + 0.4, 'X', { size: 8, bold: true, color: '#000' });
        if (this.style === 'handwritten') box = this.mark(bx, y, lw);
        this.record(spec, opt, box, this.style === 'fillable' ? 'acroform' : 'checkbox', this.style === 'fillable' ? `${name}_${i}` : undefined,
          this.style === 'fillable' && on && on !== 'Yes' ? on : undefined);
      }
      bx += 11 + lw + 10;
    }
    return xs;
  }

  /** A hand-drawn mark (X, tick or a ring round the option) with no text. */
  private mark(bx: number, y: number, lw: number): Box {
    const d = this.doc, j = (): number => this.ink.float(-1, 1);
    const kind = this.ink.pick(HAND);
    d.save().lineWidth(1.1).strokeColor(INK);
    if (kind === 'x') {
      d.moveTo(bx - 1 + j(), y - 1 + j()).lineTo(bx + 9 + j(), y + 9 + j()).stroke();
      d.moveTo(bx + 9 + j(), y - 1 + j()).lineTo(bx - 1 + j(), y + 9 + j()).stroke();
    } else if (kind === 'tick') {
      d.moveTo(bx + j(), y + 4 + j()).lineTo(bx + 3.5, y + 8.5 + j()).lineTo(bx + 11 + j(), y - 3 + j()).stroke();
    } else {
      d.ellipse(bx + (lw + 11) / 2, y + 4, (lw + 11) / 2 + 4, 7 + j() * 0.5).stroke();
    }
    d.restore();
    return kind === 'ring' ? [bx - 4, PAGE_H - y - 11, bx + lw + 15, PAGE_H - y + 3] : [bx - 1, PAGE_H - y - 9, bx + 11, PAGE_H - y + 3];
  }

  /** An ink scribble for a signature line (never text). */
  sign(x: number, y: number, w: number): void {
    const d = this.doc.save().lineWidth(0.9).strokeColor(INK);
    let cx = x + 4;
    d.moveTo(cx, y + this.ink.float(-3, 3));
    while (cx < x + w * this.ink.float(0.45, 0.8)) {
      const nx = cx + this.ink.float(8, 18);
      d.bezierCurveTo(cx + 3, y - this.ink.float(2, 9), nx - 3, y + this.ink.float(2, 7), nx, y + this.ink.float(-3, 3));
      cx = nx;
    }
    d.stroke().restore();
  }

  /** Runs `fn` on every page (headers, footers) once all are drawn. */
  eachPage(fn: (page: number, total: number) => void): void {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) { this.doc.switchToPage(i); this.page = i + 1; fn(i + 1, count); }
  }

  private record(spec: Spec, text: string, box: Box, via: Placed['via'], field?: string, onValue?: string): void {
    const p: Placed = { key: spec.key, page: this.page, box: box.map((v) => Math.round(v * 10) / 10) as Box, text, fields: spec.fields ?? {}, via,
      ...(spec.label ? { label: spec.label } : {}), ...(field ? { acroform_field: field } : {}), ...(onValue ? { acroform_value: onValue } : {}) };
    (Object.keys(p.fields).length ? this.placed : this.decoys).push(p);
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.finished;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
