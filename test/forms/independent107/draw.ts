// A thin pen over pdfkit for this set: labels are page text in every style; values are typed text, pen-like text, or
// AcroForm fields; each value remembers which truth paths it gives (or that it is a decoy).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
const HAND = new URL('../../../node_modules/@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff', import.meta.url).pathname;
const KALAM = new URL('../../../node_modules/@fontsource/kalam/files/kalam-latin-400-normal.woff', import.meta.url).pathname;

/** One printed value: the truth paths it gives (empty for a decoy), as printed. */
export interface Printed { paths: Record<string, unknown>; text: string; page: number; field: string | null; check: boolean }
export interface DecoyPrinted { key: string; text: string; field: string | null }

export interface CellOpts { lab?: 'in' | 'above' | 'left' | 'below'; labelW?: number; lfont?: string; lsize?: number; lcolor?: string; border?: boolean; stroke?: string; fill?: string; r?: number }
export interface ValueOpts { size?: number; paths?: Record<string, unknown>; decoy?: string; align?: 'left' | 'center' | 'right' }

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: DecoyPrinted[] = [];
  page = 1;
  private n = 0;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private ink: string;
  private handFont: string;
  private typedFont: string;

  readonly style: Style;
  readonly rng: Rng;

  /** A scan of a filled fillable form shows what a viewer shows: the field values are drawn under the fields too. */
  private showFields: boolean;

  constructor(style: Style, rng: Rng, showFields = false) {
    this.showFields = showFields && style === 'fillable';
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Title: 'Application', Creator: 'Microsoft Word', CreationDate: new Date(Date.UTC(2026, 10, 20, 15, 4, 0)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.doc.registerFont('hand', HAND);
    this.doc.registerFont('hand2', KALAM);
    this.handFont = rng.chance(0.5) ? 'hand' : 'hand2';
    this.typedFont = rng.pick(['Helvetica', 'Helvetica', 'Courier', 'Times-Roman']);
    this.ink = rng.pick(['#1b2f8f', '#14245e', '#222222', '#0d3a7a']);
    if (style === 'fillable') this.doc.font('Courier').initForm(); // a non-default field font makes pdfkit write each field's own size
  }

  setInfo(creator: string, title: string): void { this.doc.info.Creator = creator; this.doc.info.Title = title; }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Page text that is a label, heading or fine print. */
  text(s: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify'; lineGap?: number } = {}): void {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    if (o.width) d.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
    else d.text(s, x, y, { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number; r?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.6);
    if (o.r) d.roundedRect(x, y, w, h, o.r); else d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? '#000');
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#000', lw = 0.6): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  /** A value in the box (x, y, w, h): the baseline region is the box; empty text leaves the box blank. */
  value(x: number, y: number, w: number, h: number, text: string, o: ValueOpts = {}): void {
    const name = `f${++this.n}_${(o.decoy ?? Object.keys(o.paths ?? {})[0] ?? 'v').replace(/[^A-Za-z0-9]/g, '_')}`.slice(0, 40);
    const size = o.size ?? 9;
    if (this.style === 'fillable') {
      this.doc.font('Helvetica').fontSize(size);
      this.doc.formText(name, x, y, w, h, { value: text, fontSize: size, align: o.align ?? 'left' } as never);
      if (this.showFields && text) this.doc.font('Helvetica').fontSize(size).fillColor('#000').text(text, x + 2, y + Math.max(0, (h - size) / 2), { lineBreak: false });
    } else if (text) {
      if (this.style === 'typed') {
        this.doc.font(this.typedFont).fontSize(size).fillColor('#000');
        const ty = y + Math.max(0, (h - size) / 2);
        this.doc.text(text, x + 2, ty, { lineBreak: false, width: w - 2, align: o.align ?? 'left' });
      } else {
        const hs = size + 2;
        const dx = this.rng.float(0, 8), dy = this.rng.float(-2, 1.5);
        const ang = this.rng.float(-1.8, 1.8);
        const tx = x + 3 + dx, ty = y + Math.max(-2, (h - hs) / 2) + dy;
        this.doc.save().rotate(ang, { origin: [tx, ty] }).font(this.handFont).fontSize(hs).fillColor(this.ink)
          .text(text, tx, ty, { lineBreak: false }).restore();
      }
    }
    if (!text) return;
    if (o.decoy) this.decoys.push({ key: o.decoy, text, field: this.style === 'fillable' ? name : null });
    else if (o.paths) this.printed.push({ paths: o.paths, text, page: this.page, field: this.style === 'fillable' ? name : null, check: false });
  }

  /** A labelled field: 'in' label inside a bordered cell's top left; 'above' label over a box or line; 'left' label then a
   *  rule; 'below' a rule with its caption under it. */
  cell(x: number, y: number, w: number, h: number, label: string, text: string, o: ValueOpts & CellOpts = {}): void {
    const lf = o.lfont ?? 'Helvetica', ls = o.lsize ?? 6.5, lc = o.lcolor ?? '#000';
    const pos = o.lab ?? 'in';
    if (pos === 'in') {
      if (o.border !== false) this.rect(x, y, w, h, { lw: 0.5, stroke: o.stroke ?? '#000', ...(o.fill ? { fill: o.fill } : {}) });
      this.text(label, x + 2, y + 1.5, { font: lf, size: ls, color: lc });
      this.value(x + 1, y + ls + 2, w - 2, h - ls - 2.5, text, o);
    } else if (pos === 'above') {
      this.text(label, x, y - ls - 2.5, { font: lf, size: ls, color: lc });
      if (o.border === false) this.line(x, y + h, x + w, y + h, o.stroke ?? '#000', 0.5);
      else this.rect(x, y, w, h, { lw: 0.5, stroke: o.stroke ?? '#888', ...(o.fill ? { fill: o.fill } : {}), ...(o.r ? { r: o.r } : {}) });
      this.value(x + 1, y, w - 2, h, text, o);
    } else if (pos === 'left') {
      const lw = o.labelW ?? this.doc.font(lf).fontSize(ls).widthOfString(label) + 4;
      this.text(label, x, y + h - ls - 2, { font: lf, size: ls, color: lc });
      if (o.border === true) this.rect(x + lw, y, w - lw, h, { lw: 0.5, stroke: o.stroke ?? '#777', ...(o.fill ? { fill: o.fill } : {}) });
      else this.line(x + lw, y + h, x + w, y + h, o.stroke ?? '#000', 0.5);
      this.value(x + lw, y, w - lw, h, text, o);
    } else {
      this.line(x, y + h, x + w, y + h, o.stroke ?? '#000', 0.5);
      this.text(label, x, y + h + 1.5, { font: lf, size: ls, color: lc });
      this.value(x, y, w, h, text, o);
    }
  }

  /** A drawn signature (strokes only, never text). */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable' && this.rng.chance(0.5)) return;
    const d = this.doc.save().lineWidth(0.9).strokeColor(this.style === 'typed' ? '#1b2f8f' : this.ink).moveTo(x, y);
    let cx = x;
    for (let i = 0; i < 5; i++) { const nx = cx + w / 6; d.bezierCurveTo(cx + 5, y - this.rng.float(4, 12), nx - 5, y + this.rng.float(2, 8), nx, y - this.rng.float(-2, 3)); cx = nx; }
    d.stroke().restore();
  }

  /** A checkbox square with its label; the checked one carries the truth paths (its label is the printed text). */
  check(x: number, y: number, label: string, checked: boolean, o: { size?: number; paths?: Record<string, unknown>; font?: string; fs?: number; round?: boolean } = {}): number {
    const s = o.size ?? 8;
    const name = `cb${++this.n}_${label.replace(/[^A-Za-z0-9]/g, '_')}`.slice(0, 40);
    if (this.style === 'fillable') {
      this.doc.formCheckbox(name, x, y, s, s, (checked ? { value: 'Yes' } : {}) as never);
      if (this.showFields && checked) this.doc.save().lineWidth(1.1).moveTo(x + 1.5, y + s * 0.5).lineTo(x + s * 0.42, y + s - 1.5).lineTo(x + s - 1.2, y + 1.5).stroke('#000').restore();
      this.rect(x, y, s, s, { lw: 0.5 });
    } else {
      if (o.round) this.doc.save().lineWidth(0.6).circle(x + s / 2, y + s / 2, s / 2).stroke('#000').restore();
      else this.rect(x, y, s, s, { lw: 0.6 });
      if (checked && this.style === 'typed') {
        this.doc.font('Helvetica-Bold').fontSize(s + 1).fillColor('#000').text('X', x + 0.8, y - 0.2, { lineBreak: false });
      } else if (checked) {
        const j = () => this.rng.float(-1.5, 1.5);
        const d = this.doc.save().lineWidth(1.3).strokeColor(this.ink);
        if (this.rng.chance(0.6)) d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j());
        else d.moveTo(x + j() * 0.5, y + s * 0.55).lineTo(x + s * 0.4, y + s + 0.5 + j() * 0.4).lineTo(x + s + 3 + j(), y - 3 + j()); // a tick
        d.stroke().restore();
      }
    }
    const fs = o.fs ?? 8;
    this.doc.font(o.font ?? 'Helvetica').fontSize(fs).fillColor('#000').text(label, x + s + 3, y + (s - fs) / 2 + 0.5, { lineBreak: false });
    if (checked && o.paths) this.printed.push({ paths: o.paths, text: label, page: this.page, field: this.style === 'fillable' ? name : null, check: true });
    return x + s + 6 + this.doc.widthOfString(label) + 10;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
