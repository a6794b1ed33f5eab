// The page painter of the fast apps: fixed print (labels, rules, boxes) and values drawn in one of three styles
// (typed text, handwriting, AcroForm fields). Every value drawn is recorded with its key (a truth key or `decoy.*`).
import PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { key: string; text: string; truth: boolean; field: string | null; check?: boolean }
export type Place = 'inside' | 'left' | 'below' | 'cell' | 'leader' | 'under';
export interface Theme { place: Place; labelFont: string; labelSize: number; valueSize: number; rule: string; shade: string; caps: boolean }
/** One label/value pair: `w` is its share of the row; `chars` draws the value in that many per-character boxes. */
export interface F { label: string; key: string; text: string; w: number; chars?: number; groups?: number[] }

const require = createRequire(import.meta.url);
const HANDS: Record<string, Buffer> = {
  Kalam: readFileSync(require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff')),
  PatrickHand: readFileSync(require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')),
};
const INKS = ['#1b2a6b', '#15233f', '#222222', '#0c3a8c', '#2a2f7a'];
export const FIXED_DATE = new Date(Date.UTC(2025, 5, 3, 14, 0, 0));

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly width: number;
  readonly height: number;
  private readonly names = new Set<string>();
  private readonly hand: string;
  private readonly ink: string;
  readonly style: Style;
  readonly r: Rng;
  readonly typeFont: string;

  constructor(style: Style, r: Rng, landscape: boolean, typeFont: string, title: string) {
    this.style = style; this.r = r; this.typeFont = typeFont;
    this.doc = new PDFDocument({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 0, autoFirstPage: true,
      info: { Title: title, Producer: 'FormWorks PDF', Creator: title, CreationDate: FIXED_DATE, ModDate: FIXED_DATE } });
    this.width = landscape ? 792 : 612;
    this.height = landscape ? 612 : 792;
    for (const [k, v] of Object.entries(HANDS)) this.doc.registerFont(k, v);
    this.hand = r.pick(Object.keys(HANDS));
    this.ink = r.pick(INKS);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }

  /** Fixed print. */
  label(t: string, x: number, y: number, size: number, o: { font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(size).fillColor(o.color ?? '#000000');
    if (o.width) this.doc.text(t, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 0.2 });
    else this.doc.text(t, x, y, { lineBreak: false });
  }
  measure(t: string, size: number, font = 'Helvetica'): number { return this.doc.font(font).fontSize(size).widthOfString(t); }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.5).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }
  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000000', dash = 0): void {
    this.doc.save().lineWidth(lw).strokeColor(color);
    if (dash) this.doc.dash(dash, { space: dash });
    this.doc.moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  private fieldName(label: string): string {
    const base = label.replace(/[^A-Za-z0-9#% ]/g, '').trim().replace(/\s+/g, ' ') || 'Text';
    let name = base, i = 2;
    while (this.names.has(name)) name = `${base} ${i++}`;
    this.names.add(name);
    return name;
  }
  private record(key: string, text: string, field: string | null, check = false): void {
    if (text) this.printed.push({ key, text, truth: !/^(decoy|ctx)\./.test(key), field, ...(check ? { check } : {}) });
  }

  private fontId(): string { return (this.doc.font('Helvetica') as unknown as { _font: { id: string } })._font.id; }

  /** An AcroForm widget built whole (pdfkit writes an annotation at once, so its dictionary cannot be changed later). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const ref = this.doc.page.annotations.at(-1);
    (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(ref);
  }

  /** A value in the box (x, y, w, h), as text on its baseline near the bottom, or as an AcroForm text field. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, size: number, fieldLabel = key): void {
    if (this.style === 'fillable') {
      const name = this.fieldName(fieldLabel);
      this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${this.fontId()} ${Math.min(size, h - 1).toFixed(1)} Tf 0 g`) });
      this.record(key, text, name);
      return;
    }
    this.record(key, text, null);
    if (!text) return;
    if (this.style === 'typed') {
      let s = size;
      while (s > 5 && this.measure(text, s, this.typeFont) > w - 1) s -= 0.25;
      this.doc.font(this.typeFont).fontSize(s).fillColor('#111111').text(text, x + 1, y + h - s - 0.5, { lineBreak: false });
      return;
    }
    let s = size * 1.12 + this.r.float(-0.5, 0.6);
    while (s > 5.5 && this.measure(text, s, this.hand) > w - 2) s -= 0.25;
    const px = x + 1.5 + this.r.float(0, 2), py = y + h - s * 1.4 + this.r.float(-1.2, 1);
    this.doc.save().rotate(this.r.float(-2.5, 2.5), { origin: [px, py + s] });
    this.doc.font(this.hand).fontSize(s).fillColor(this.ink).text(text, px, py, { lineBreak: false });
    this.doc.restore();
  }

  /** Per-character boxes (fixed print), filled one character a box; a thicker divider after each group. */
  chars(key: string, text: string, x: number, y: number, cell: number, n: number, groups: number[], fieldLabel = key): void {
    let cut = 0;
    const cuts = new Set(groups.slice(0, -1).map((g) => (cut += g)));
    for (let i = 0; i < n; i++) {
      this.rect(x + i * cell, y, cell, cell, { stroke: '#333333', lw: 0.4 });
      if (cuts.has(i)) this.line(x + i * cell, y - 1, x + i * cell, y + cell + 1, 1.2, '#333333');
    }
    if (this.style === 'fillable') {
      const name = this.fieldName(fieldLabel);
      this.widget(x, y, cell * n, cell, { FT: 'Tx', T: new String(name), V: new String(text), Ff: 1 << 24, MaxLen: n, DA: new String(`/${this.fontId()} ${(cell - 2).toFixed(1)} Tf 0 g`) });
      this.record(key, text, name);
      return;
    }
    this.record(key, text, null);
    const hand = this.style === 'handwritten';
    [...text].slice(0, n).forEach((c, i) => {
      const s = hand ? cell * 0.95 + this.r.float(-0.6, 0.6) : cell - 2.5;
      const f = hand ? this.hand : this.typeFont;
      const cx = x + i * cell + (cell - this.measure(c, s, f)) / 2 + (hand ? this.r.float(-0.8, 0.8) : 0);
      const cy = y + (hand ? -s * 0.18 + this.r.float(-0.8, 0.6) : 1.6);
      this.doc.font(f).fontSize(s).fillColor(hand ? this.ink : '#111111').text(c, cx, cy, { lineBreak: false });
    });
  }

  /** A checkbox and its label; a checked box records its label under `key`. */
  check(key: string, label: string, checked: boolean, x: number, y: number, size: number, labelSize: number, group = key): number {
    const doc = this.doc;
    this.rect(x, y, size, size, { stroke: '#222222', lw: 0.5 });
    this.label(label, x + size + 1.8, y + (size - labelSize) / 2 + 0.4, labelSize);
    if (this.style === 'fillable') {
      const name = this.fieldName(`${group} ${label}`);
      const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
      on.end(`q 0 0 0 RG 0.9 w 1.5 1.5 m ${size - 1.5} ${size - 1.5} l S 1.5 ${size - 1.5} m ${size - 1.5} 1.5 l S Q`);
      const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
      off.end('');
      this.widget(x, y, size, size, { FT: 'Btn', T: new String(name), AP: { N: { Yes: on, Off: off } }, AS: checked ? 'Yes' : 'Off', V: checked ? 'Yes' : 'Off',
        MK: { CA: new String('8') } });
      if (checked) this.record(key, label, name, true);
    } else if (checked) {
      this.record(key, label, null, true);
      this.mark(x, y, size);
    }
    return x + size + 3 + this.measure(label, labelSize) + 5;
  }

  private mark(x: number, y: number, size: number): void {
    const doc = this.doc;
    if (this.style === 'typed') {
      doc.font(this.typeFont).fontSize(size).fillColor('#111111').text('X', x + (size - this.measure('X', size, this.typeFont)) / 2, y + 0.5, { lineBreak: false });
      return;
    }
    const j = (): number => this.r.float(-0.8, 0.8);
    doc.save().lineWidth(1).strokeColor(this.ink).lineCap('round');
    if (this.r.chance(0.5)) {
      doc.moveTo(x - 0.5 + j(), y - 0.5 + j()).lineTo(x + size + 0.8 + j(), y + size + 0.6 + j()).stroke();
      doc.moveTo(x + size + 0.6 + j(), y - 0.8 + j()).lineTo(x - 0.4 + j(), y + size + 0.5 + j()).stroke();
    } else {
      doc.moveTo(x + 0.5 + j(), y + size * 0.5 + j()).lineTo(x + size * 0.4, y + size - 0.3 + j()).lineTo(x + size + 2 + j(), y - 2 + j()).stroke();
    }
    doc.restore();
  }

  /** One label/value pair placed as the theme says, in the box (x, y, w, h). */
  field(t: Theme, f: F, x: number, y: number, w: number, h: number): void {
    const lab = t.caps ? f.label.toUpperCase() : f.label;
    const ls = t.labelSize, lw = this.measure(lab, ls, t.labelFont);
    let v: [number, number, number, number];
    switch (t.place) {
      case 'inside':
        this.rect(x, y, w, h, { stroke: t.rule, lw: 0.5 });
        this.label(lab, x + 1.5, y + 1.2, ls, { font: t.labelFont });
        v = [x + 1.5, y + ls + 1.5, w - 3, h - ls - 2]; break;
      case 'left':
        this.label(lab, x, y + h - ls - 1, ls, { font: t.labelFont });
        this.line(x + lw + 2, y + h, x + w - 3, y + h, 0.5, t.rule);
        v = [x + lw + 3, y, w - lw - 7, h - 0.5]; break;
      case 'leader':
        this.label(lab, x, y + h - ls - 1, ls, { font: t.labelFont });
        this.line(x + lw + 2, y + h - 1, x + w - 3, y + h - 1, 0.6, t.rule, 0.8);
        v = [x + lw + 3, y, w - lw - 7, h - 1.5]; break;
      case 'below':
        this.line(x, y + h - ls - 2, x + w - 4, y + h - ls - 2, 0.5, t.rule);
        this.label(lab, x, y + h - ls - 1, ls, { font: t.labelFont });
        v = [x, y, w - 4, h - ls - 2.5]; break;
      case 'under':
        this.rect(x, y, w - 2, h - ls - 2, { stroke: t.rule, lw: 0.5 });
        this.label(lab, x + 1, y + h - ls - 1, ls, { font: t.labelFont });
        v = [x + 1, y, w - 4, h - ls - 2.5]; break;
      default: {
        const cw = Math.max(lw + 4, w * 0.3);
        this.rect(x, y, cw, h, { fill: t.shade, stroke: t.rule, lw: 0.4 });
        this.rect(x + cw, y, w - cw, h, { stroke: t.rule, lw: 0.4 });
        this.label(lab, x + 2, y + (h - ls) / 2, ls, { font: t.labelFont });
        v = [x + cw + 1.5, y, w - cw - 3, h - 0.5];
      }
    }
    if (f.chars) {
      const cell = Math.min(v[3], 9, v[2] / f.chars);
      this.chars(f.key, f.text, v[0], v[1] + v[3] - cell, cell, f.chars, f.groups ?? groupsOf(f.chars), f.label);
    } else this.value(f.key, f.text, v[0], v[1], v[2], v[3], t.valueSize, f.label);
  }

  /** A row of pairs sharing the width `w` by their weights. */
  row(t: Theme, fs: F[], x: number, y: number, w: number, h: number, gap = 4): void {
    const total = fs.reduce((s, f) => s + f.w, 0);
    let cx = x;
    for (const f of fs) {
      const fw = ((w - gap * (fs.length - 1)) * f.w) / total;
      this.field(t, f, cx, y, fw, h);
      cx += fw + gap;
    }
  }
}

/** Box groups by length: SSN 3-2-4, EIN 2-7, DOB 2-2-4, ZIP 5. */
export function groupsOf(n: number): number[] {
  return n === 9 ? [3, 2, 4] : n === 8 ? [2, 2, 4] : n === 10 ? [2, 8] : [n];
}
