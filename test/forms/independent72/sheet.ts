// Drawing for set 72: labels, lines, boxes, checkboxes and values in three styles (typed text, handwriting in ink
// with jitter and drawn check strokes, AcroForm widgets only). Every value drawn is recorded with what it gives the
// truth (fields), or as a decoy (null), or as context ('ctx': printed names under signatures and the like).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
/** A printed value: its text, and the truth fields it gives (null: a decoy; 'ctx': neither). */
export interface V { text: string; f: Fields | null | 'ctx'; key: string }
export interface Printed { text: string; f: Fields | null | 'ctx'; key: string; page: number; via: 'text' | 'mark' | 'widget'; field?: string; checkbox?: boolean }

const FONTS = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/@fontsource');
const HANDS = [`${FONTS}/kalam/files/kalam-latin-400-normal.woff`, `${FONTS}/patrick-hand/files/patrick-hand-latin-400-normal.woff`];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly printed: Printed[] = [];
  private readonly names = new Set<string>();
  private readonly chunks: Buffer[] = [];
  private readonly ink: string;
  readonly style: Style;
  readonly valueFont: string;
  readonly labelFont: string;
  private readonly rng: Rng;
  constructor(style: Style, rng: Rng, valueFont = 'Helvetica', labelFont = 'Helvetica') {
    this.style = style; this.rng = rng; this.valueFont = valueFont; this.labelFont = labelFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: 'Merchant Application', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('hand', rng.pick(HANDS));
    this.ink = rng.pick(['#1b2a7a', '#10173f', '#222222', '#0d3b8c']);
    this.doc.font(labelFont);
    if (style === 'fillable') this.doc.initForm();
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  text(x: number, y: number, s: string, size = 7.5, o: { bold?: boolean; color?: string; font?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    const font = o.font ?? (o.bold ? (this.labelFont === 'Times-Roman' ? 'Times-Bold' : 'Helvetica-Bold') : this.labelFont);
    this.doc.font(font).fontSize(size).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: false } : { lineBreak: false });
  }

  /** A paragraph of fine print; returns its height. */
  para(x: number, y: number, w: number, s: string, size = 6.2): number {
    this.doc.font(this.labelFont).fontSize(size).fillColor('#000');
    const h = this.doc.heightOfString(s, { width: w, align: 'justify' });
    this.doc.text(s, x, y, { width: w, align: 'justify' });
    return h;
  }

  band(x: number, y: number, w: number, title: string, o: { fill?: string; color?: string; h?: number; size?: number } = {}): void {
    const h = o.h ?? 13;
    this.doc.rect(x, y, w, h).fill(o.fill ?? '#1f3556');
    this.text(x + 4, y + (h - (o.size ?? 8)) / 2 + 0.5, title, o.size ?? 8, { bold: true, color: o.color ?? '#fff' });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; lw?: number; dash?: boolean } = {}): void {
    if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    this.doc.lineWidth(o.lw ?? 0.6).strokeColor('#000');
    if (o.dash) this.doc.dash(3, { space: 2 });
    this.doc.rect(x, y, w, h).stroke();
    if (o.dash) this.doc.undash();
  }

  hline(x: number, y: number, w: number, lw = 0.5): void { this.doc.lineWidth(lw).strokeColor('#000').moveTo(x, y).lineTo(x + w, y).stroke(); }

  private fieldName(key: string): string {
    let n = key, i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value in the area (x, y, w) whose top is y: typed, handwritten or a text widget. */
  value(x: number, y: number, w: number, v: V, size = 9): void {
    if (this.style === 'fillable') {
      const name = this.fieldName(v.key);
      this.doc.font('Helvetica').fontSize(size);
      this.doc.formText(name, x, y - 2, w, size + 4, { value: v.text, fontSize: size });
      if (v.text) this.printed.push({ text: v.text, f: v.f, key: v.key, page: this.page, via: 'widget', field: name });
      return;
    }
    if (!v.text) return;
    const hand = this.style === 'handwritten';
    const font = hand ? 'hand' : this.valueFont;
    let sz = hand ? size + 2 : size;
    this.doc.font(font).fontSize(sz);
    const tw = this.doc.widthOfString(v.text);
    if (tw > w - 3) sz = Math.max(5, (sz * (w - 3)) / tw);
    this.doc.fontSize(sz).fillColor(hand ? this.ink : '#000');
    if (hand) {
      const jx = x + 2 + this.rng.float(0, 4), jy = y - 3 + this.rng.float(-1.2, 1.2);
      this.doc.save().rotate(this.rng.float(-2.2, 2.2), { origin: [jx, jy + sz / 2] });
      this.doc.text(v.text, jx, jy, { lineBreak: false });
      this.doc.restore();
    } else {
      this.doc.text(v.text, x + 2, y, { lineBreak: false });
    }
    this.doc.fillColor('#000');
    this.printed.push({ text: v.text, f: v.f, key: v.key, page: this.page, via: 'text' });
  }

  /** A checkbox with its label to the right; a checked one records the label as the printed value. */
  check(x: number, y: number, label: string, checked: boolean, v: Omit<V, 'text'>, size = 7.5): number {
    const b = size + 1.5;
    this.rect(x, y, b, b, { lw: 0.7 });
    this.text(x + b + 3, y + 1, label, size);
    if (this.style === 'fillable') {
      const name = this.fieldName(v.key);
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b], Resources: {} });
      on.end(`q 0 g 0.9 w 1.5 1.5 m ${b - 1.5} ${b - 1.5} l S 1.5 ${b - 1.5} m ${b - 1.5} 1.5 l S Q`);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b], Resources: {} });
      off.end('');
      // pdfkit's formCheckbox writes the widget at once, without states: the widget is made here whole.
      this.doc.annotate(x, y, b, b, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: checked ? 'Yes' : 'Off',
        AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } } as unknown as PDFKit.Mixins.AnnotationOption);
      const acro = (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm;
      acro.data.Fields.push(this.doc.page.annotations[this.doc.page.annotations.length - 1]);
      if (checked) this.printed.push({ text: label, f: v.f, key: v.key, page: this.page, via: 'widget', field: name, checkbox: true });
    } else if (checked) {
      if (this.style === 'handwritten') {
        const j = (): number => this.rng.float(-1.2, 1.2);
        this.doc.lineWidth(1.3).strokeColor(this.ink).lineCap('round');
        this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + b + 1 + j(), y + b + 1 + j()).stroke();
        this.doc.moveTo(x + b + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + b + 1 + j()).stroke();
        this.doc.strokeColor('#000').lineCap('butt');
        this.printed.push({ text: label, f: v.f, key: v.key, page: this.page, via: 'mark' });
      } else {
        this.text(x + 1.6, y + 0.8, 'X', size + 0.5, { bold: true, font: 'Helvetica-Bold' });
        this.printed.push({ text: label, f: v.f, key: v.key, page: this.page, via: 'text' });
      }
    }
    this.doc.font(this.labelFont).fontSize(size);
    return b + 3 + this.doc.widthOfString(label) + 10;
  }

  /** A labelled line: the label, then the value on an underline to x + w. */
  line(x: number, y: number, w: number, label: string, v: V, o: { size?: number; vsize?: number; lw?: number } = {}): void {
    this.text(x, y + 1, label, o.size ?? 7.5, { bold: false });
    this.doc.font(this.labelFont).fontSize(o.size ?? 7.5);
    const lw = o.lw ?? this.doc.widthOfString(label) + 4;
    this.hline(x + lw, y + 10, w - lw);
    this.value(x + lw, y, w - lw, v, o.vsize ?? 9);
  }

  /** A boxed cell: the label small in its top-left corner, the value below it. */
  cell(x: number, y: number, w: number, h: number, label: string, v: V, o: { size?: number; fill?: string } = {}): void {
    this.rect(x, y, w, h, { lw: 0.5 });
    this.text(x + 2.5, y + 2, label, o.size ?? 6, { color: '#333' });
    this.value(x + 2, y + h - 11, w - 4, v, 9);
  }

  /** A value written over a line with its label printed under the line. */
  under(x: number, y: number, w: number, label: string, v: V): void {
    this.hline(x, y + 11, w - 6);
    this.value(x, y, w - 6, v, 9);
    this.text(x, y + 13, label, 6, { color: '#333' });
  }

  /** A signature: a scribble (not text) on the line, unless the style is fillable. */
  signature(x: number, y: number, w: number, signed: boolean): void {
    this.hline(x, y + 14, w);
    if (!signed || this.style === 'fillable') return;
    const r = this.rng;
    this.doc.lineWidth(0.9).strokeColor(this.ink);
    let px = x + 8, py = y + 10;
    this.doc.moveTo(px, py);
    for (let i = 0; i < 9; i++) { px += r.float(6, 13); py = y + r.float(0, 12); this.doc.quadraticCurveTo(px - 4, y + r.float(-4, 16), px, py); }
    this.doc.stroke().strokeColor('#000');
  }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
