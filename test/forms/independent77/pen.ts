// Drawing for set 77: printed labels, and values in one of three styles (typed text, a handwriting-like oblique hand
// with jitter, or AcroForm fields), checkbox marks, boxed cells, underlined blanks, tables. The pen records the truth
// paths of every merchant value it prints and the text of every other value (the decoys).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { F } from './data.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Val = F | string | null | undefined;
/** A grid cell: label, value, relative width. */
export type Cell = [string, Val, number?];

const isF = (v: Val): v is F => typeof v === 'object' && v !== null;
/** pdfkit reads a three-number colour as 0-255 RGB. */
const grey = (v: number): [number, number, number] => [v * 255, v * 255, v * 255];
const textOf = (v: Val): string => (isF(v) ? v.text : v ?? '');

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly sets: Record<string, unknown> = {};
  readonly decoys: string[] = [];
  /** Merchant values printed (texts), for the tests. */
  readonly printed: string[] = [];
  /** Checked options: [field name, option label]. */
  readonly checked: [string, string][] = [];
  labelFont = 'Helvetica';
  boldFont = 'Helvetica-Bold';
  private names = new Set<string>();
  private count = 0;
  private readonly valueFont: string;
  private readonly mark: 'letter' | 'stroke' | 'check' | 'circle';
  private readonly ink: [number, number, number];

  readonly style: Style;
  private readonly rng: Rng;
  pages = 1;

  constructor(style: Style, rng: Rng, opts: { landscape?: boolean; generic?: boolean; title: string }) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', layout: opts.landscape ? 'landscape' : 'portrait', margin: 0,
      info: { Title: opts.title, Producer: 'pdfkit', Creator: opts.title, CreationDate: new Date(Date.UTC(2025, 0, 15)) } });
    this.generic = opts.generic ?? false;
    this.valueFont = style === 'handwritten' ? rng.pick(['Times-Italic', 'Helvetica-Oblique', 'Courier-Oblique']) : rng.pick(['Courier', 'Helvetica', 'Times-Roman']);
    this.mark = style === 'handwritten' ? rng.pick(['stroke', 'check', 'circle']) : rng.pick(['letter', 'stroke']);
    this.ink = style === 'handwritten' ? rng.pick([[20, 30, 115], [26, 26, 26], [13, 50, 140]] as [number, number, number][]) : [0, 0, 0];
    this.doc.font('Helvetica');
    this.doc.on('pageAdded', () => { this.pages++; });
    if (style === 'fillable') this.doc.initForm();
  }
  private readonly generic: boolean;

  fieldName(label: string): string {
    this.count++;
    let base = this.generic ? `Text${this.count}` : label.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') || `field${this.count}`;
    while (this.names.has(base)) base = `${base}_${this.count}`;
    this.names.add(base);
    return base;
  }

  private record(v: Val, text = true): void {
    const t = textOf(v).trim();
    if (!t) return;
    if (!isF(v)) { if (text) this.decoys.push(t); return; }
    if (text) this.printed.push(t);
    for (const [k, x] of Object.entries(v.sets)) {
      if (k in this.sets && this.sets[k] !== x) throw new Error(`conflicting truth for ${k}: ${String(this.sets[k])} / ${String(x)}`);
      this.sets[k] = x;
    }
  }

  /** Static printed text (labels, headings). */
  text(x: number, y: number, s: string, o: { size?: number; bold?: boolean; font?: string; w?: number; align?: 'left' | 'center' | 'right'; color?: number } = {}): void {
    const d = this.doc;
    d.font(o.font ?? (o.bold ? this.boldFont : this.labelFont)).fontSize(o.size ?? 7).fillColor(o.color !== undefined ? grey(o.color) : 'black');
    d.text(s, x, y, { lineBreak: false, ...(o.w ? { width: o.w, align: o.align ?? 'left' } : {}) });
  }

  /** Wrapped printed text (the authorisation paragraph). */
  para(x: number, y: number, w: number, s: string, size = 6.5): number {
    this.doc.font(this.labelFont).fontSize(size).fillColor('black').text(s, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  /** A value in the pen's style, fit to width w, baseline area starting at (x, y). */
  val(x: number, y: number, w: number, v: Val, o: { size?: number; name?: string; h?: number } = {}): void {
    const s = textOf(v).trim();
    const d = this.doc;
    if (this.style === 'fillable') {
      d.font('Helvetica');
      d.formText(this.fieldName(o.name ?? 'field'), x, y - 2, w, o.h ?? 11, { value: s, fontSize: 0 } as never);
      this.record(v);
      return;
    }
    if (!s) return;
    this.record(v);
    let size = o.size ?? 8.5;
    d.font(this.valueFont).fontSize(size);
    const tw = d.widthOfString(s);
    if (tw > w - 3) size = Math.max(4.5, (size * (w - 3)) / tw);
    d.fontSize(size).fillColor(this.ink);
    if (this.style === 'handwritten') {
      const ang = this.rng.float(-1.3, 1.3);
      const dy = this.rng.float(-1.2, 1.2);
      d.save().rotate(ang, { origin: [x, y] }).text(s, x + this.rng.float(0.5, 4), y + dy, { lineBreak: false }).restore();
    } else d.text(s, x + 2, y, { lineBreak: false });
    d.fillColor('black');
  }

  /** A checkbox, with its mark when on. */
  box(x: number, y: number, on: boolean, name: string, size = 7.5): string {
    const d = this.doc;
    d.lineWidth(0.6).strokeColor('black').rect(x, y, size, size).stroke();
    if (this.style === 'fillable') return this.widget(x, y, size, on, name);
    if (!on || this.mark === 'circle') return name;
    d.save().strokeColor(this.ink).fillColor(this.ink);
    if (this.mark === 'letter') d.font('Helvetica-Bold').fontSize(size).text('X', x + size * 0.17, y + size * 0.08, { lineBreak: false });
    else if (this.mark === 'check') d.lineWidth(1.1).moveTo(x + 1, y + size * 0.5).lineTo(x + size * 0.4, y + size + 0.5).lineTo(x + size + 2.5, y - 2.5).stroke();
    else {
      const j = () => (this.style === 'handwritten' ? this.rng.float(-0.8, 0.8) : 0);
      d.lineWidth(this.style === 'handwritten' ? 1.1 : 0.9).moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + size - 1 + j(), y + size - 1 + j())
        .moveTo(x + size - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + size - 1 + j()).stroke();
    }
    d.restore();
    return name;
  }

  private widget(x: number, y: number, size: number, on: boolean, label: string): string {
    const name = this.fieldName(label);
    const d = this.doc;
    const ap = (draw: boolean) => {
      const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size], Resources: {} });
      r.end(draw ? `q 0 G 0.9 w 1 1 m ${size - 1} ${size - 1} l S 1 ${size - 1} m ${size - 1} 1 l S Q` : '');
      return r;
    };
    const onRef = ap(true);
    const offRef = ap(false);
    d.annotate(x, y, size, size, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      F: 4, MK: { BC: [0, 0, 0] }, AP: { N: { Yes: onRef, Off: offRef } } } as unknown as PDFKit.Mixins.AnnotationOption);
    const refs = d.page.annotations as unknown[];
    (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(refs[refs.length - 1]);
    return name;
  }

  /** A row of labelled checkboxes; `chosen` (an F whose text is an option) is marked. Returns the x after the row. */
  choices(x: number, y: number, options: string[], chosen: F | string | null, o: { size?: number; gap?: number; name?: string } = {}): number {
    const size = o.size ?? 7;
    const want = typeof chosen === 'string' ? chosen : chosen?.text;
    let cx = x;
    for (const opt of options) {
      const on = opt === want;
      const field = this.box(cx, y, on, `${o.name ?? 'opt'}_${opt}`);
      this.text(cx + 10, y + 0.5, opt, { size });
      this.doc.font(this.labelFont).fontSize(size);
      const w = this.doc.widthOfString(opt);
      if (on && this.mark === 'circle' && this.style === 'handwritten') {
        this.doc.save().lineWidth(0.9).strokeColor(this.ink).ellipse(cx + (w + 10) / 2, y + 3.8, (w + 16) / 2, 7).stroke().restore();
      }
      if (on && chosen) { this.record(chosen, false); this.checked.push([field, opt]); }
      cx += w + 10 + (o.gap ?? 10);
    }
    return cx;
  }

  rect(x: number, y: number, w: number, h: number, fill?: number): void {
    if (fill !== undefined) this.doc.save().rect(x, y, w, h).fill(grey(fill)).restore();
    this.doc.lineWidth(0.5).strokeColor('black').rect(x, y, w, h).stroke();
  }

  line(x1: number, y1: number, x2: number, y2 = y1, width = 0.5): void {
    this.doc.lineWidth(width).strokeColor('black').moveTo(x1, y1).lineTo(x2, y2).stroke();
  }

  /** A section heading bar. */
  bar(x: number, y: number, w: number, title: string, o: { fill?: number; white?: boolean; h?: number; size?: number } = {}): number {
    const h = o.h ?? 12;
    this.doc.save().rect(x, y, w, h).fill(grey(o.fill ?? 0.2)).restore();
    this.text(x + 4, y + (h - (o.size ?? 8)) / 2 + 1, title, { size: o.size ?? 8, bold: true, color: o.white === false ? 0 : 1 });
    return y + h;
  }

  /** Boxed cell, the label small at the top left, the value below it. */
  cell(x: number, y: number, w: number, h: number, label: string, v: Val): void {
    this.rect(x, y, w, h);
    this.text(x + 2, y + 1.5, label, { size: 5.5 });
    this.val(x + 2, y + h - 10.5, w - 4, v, { name: label, h: 10 });
  }

  /** Label cell shaded at the left, value cell at the right. */
  kv(x: number, y: number, lw: number, w: number, h: number, label: string, v: Val): void {
    this.rect(x, y, lw, h, 0.88);
    this.rect(x + lw, y, w - lw, h);
    this.text(x + 3, y + (h - 6.5) / 2 + 0.5, label, { size: 6.5 });
    this.val(x + lw + 2, y + (h - 8) / 2, w - lw - 4, v, { name: label, h: h - 2 });
  }

  /** "Label: ______" with the value on the line. */
  under(x: number, y: number, w: number, label: string, v: Val, size = 7): void {
    this.text(x, y + 2, label, { size });
    this.doc.font(this.labelFont).fontSize(size);
    const lx = x + this.doc.widthOfString(label) + 3;
    this.line(lx, y + 10, x + w - 4);
    this.val(lx, y + 1, x + w - 4 - lx, v, { name: label, h: 10 });
  }

  /** Rows of cells; kind picks boxed cells, label/value pairs or underlined blanks. Returns the y below. */
  grid(x: number, y: number, w: number, rh: number, rows: Cell[][], kind: 'cells' | 'kv' | 'lines', lw = 0.42): number {
    for (const row of rows) {
      const tot = row.reduce((s, c) => s + (c[2] ?? 1), 0);
      let cx = x;
      for (const [label, v, wt] of row) {
        const cw = (w * (wt ?? 1)) / tot;
        if (kind === 'cells') this.cell(cx, y, cw, rh, label, v);
        else if (kind === 'kv') this.kv(cx, y, Math.min(cw * lw, 110), cw, rh, label, v);
        else this.under(cx, y, cw, label, v);
        cx += cw;
      }
      y += rh;
    }
    return y;
  }

  /** A table with a shaded header row. Returns the y below. */
  table(x: number, y: number, widths: number[], heads: string[], rows: Val[][], rh = 14, hh = 11): number {
    let cx = x;
    heads.forEach((h, i) => { this.rect(cx, y, widths[i]!, hh, 0.85); this.text(cx + 2, y + 2.5, h, { size: 6, bold: true }); cx += widths[i]!; });
    y += hh;
    for (const r of rows) {
      cx = x;
      r.forEach((v, i) => { this.rect(cx, y, widths[i]!, rh); this.val(cx + 1, y + (rh - 9) / 2 + 1, widths[i]! - 2, v, { name: heads[i]!, h: rh - 2 }); cx += widths[i]!; });
      y += rh;
    }
    return y;
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    const done = new Promise<Uint8Array>((res) => this.doc.on('end', () => res(new Uint8Array(Buffer.concat(chunks)))));
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.doc.end();
    return done;
  }
}
