// A page-drawing helper over pdfkit that prints each value in the form's style and records what it printed and the
// truth that value gives. The truth is built only from these records, so a value that is not printed is null.
import type PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
type Doc = InstanceType<typeof PDFDocument>;

export interface Rec {
  key: string; page: number; text: string; truth: Record<string, unknown>;
  /** The AcroForm field holding the value (fillable only). */
  field?: string; comb?: boolean; check?: boolean; decoy?: boolean;
}
export interface Opts { size?: number; align?: 'left' | 'center' | 'right' }

const HAND_FONTS = ['Helvetica-Oblique', 'Times-Italic', 'Courier-Oblique'] as const;

export class Sheet {
  readonly recs: Rec[] = [];
  page = 1;
  private readonly hand: string;
  private readonly names = new Set<string>();
  readonly doc: Doc;
  readonly style: Style;
  readonly font: string;
  readonly bold: string;
  private readonly rng: Rng;

  constructor(doc: Doc, style: Style, rng: Rng, font = 'Helvetica') {
    this.doc = doc; this.style = style; this.rng = rng; this.font = font;
    this.bold = font === 'Courier' ? 'Courier-Bold' : 'Helvetica-Bold';
    this.hand = rng.pick(HAND_FONTS);
    if (style === 'fillable') { doc.font(font); doc.initForm(); }
  }

  newPage(layout: 'portrait' | 'landscape' = 'portrait'): void {
    this.doc.addPage({ size: 'LETTER', layout, margin: 0 });
    this.page++;
  }

  /** Form text (labels, headings, paragraphs): never a value. */
  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string; font?: string } = {}): void {
    const d = this.doc.font(o.font ?? (o.bold ? this.bold : this.font)).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000');
    d.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    this.doc.fillColor('#000');
  }

  /** The width of a label's text in the form's font. */
  width(text: string, size = 7.5): number {
    return this.doc.font(this.font).fontSize(size).widthOfString(text);
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, '#000');
    else this.doc.rect(x, y, w, h).lineWidth(0.6).stroke();
    this.doc.fillColor('#000');
  }

  hline(x1: number, x2: number, y: number, width = 0.5): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor('#000').stroke();
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_.]/g, '_'), i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value in the box (x, y, w, h), set low in the box. Empty text prints nothing and gives no truth. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, truth: Record<string, unknown>, o: Opts = {}): void {
    this.put(key, text, x, y, w, h, truth, o, false);
  }

  /** A printed value that is not the application's (landlord, reference, ISO rep, bank numbers ...). */
  decoy(key: string, text: string, x: number, y: number, w: number, h: number, o: Opts = {}): void {
    this.put(key, text, x, y, w, h, {}, o, true);
  }

  private put(key: string, text: string, x: number, y: number, w: number, h: number, truth: Record<string, unknown>, o: Opts, decoy: boolean): void {
    const d = this.doc;
    if (this.style === 'fillable') {
      const field = this.fieldName(key);
      d.font(this.font);
      d.formText(field, x, y, w, h, { value: text, fontSize: Math.min(o.size ?? 9, h - 2), align: o.align ?? 'left', borderColor: '#9ab' } as never);
      if (text) this.recs.push({ key, page: this.page, text, truth, field, ...(decoy ? { decoy } : {}) });
      return;
    }
    if (!text) return;
    this.recs.push({ key, page: this.page, text, truth, ...(decoy ? { decoy } : {}) });
    const hand = this.style === 'handwritten';
    let size = (o.size ?? 9) + (hand ? this.rng.float(0.5, 2) : 0);
    d.font(hand ? this.hand : this.font);
    while (size > 5 && d.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
    const tw = d.fontSize(size).widthOfString(text);
    let tx = o.align === 'right' ? x + w - tw - 2 : o.align === 'center' ? x + (w - tw) / 2 : x + 2;
    let ty = y + h - size - 1.5;
    if (ty < y) ty = y;
    d.save();
    if (hand) {
      tx += this.rng.float(-1, 3);
      ty += this.rng.float(-1.5, 0.8);
      d.rotate(this.rng.float(-2.2, 2.2), { origin: [tx, ty + size] });
      d.fillColor(this.rng.pick(['#1b2a6b', '#15205a', '#222']));
    }
    d.text(text, tx, ty, { lineBreak: false });
    d.restore();
    d.fillColor('#000');
  }

  /** A comb: n cells of width `cell`, one character in each; the value reads back without spaces. */
  comb(key: string, text: string, x: number, y: number, cell: number, n: number, h: number, truth: Record<string, unknown>): void {
    const d = this.doc;
    for (let i = 0; i < n; i++) d.rect(x + i * cell, y, cell, h).lineWidth(0.5).stroke();
    if (this.style === 'fillable') {
      const field = this.fieldName(key);
      d.font(this.font);
      // A comb field (flag bit 25) needs MaxLen, which pdfkit's formText does not write.
      this.widget(field, 'text', x, y, cell * n, h, { value: text, fontSize: Math.min(10, h - 3), Ff: 1 << 24 }, { MaxLen: n });
      if (text) this.recs.push({ key, page: this.page, text, truth, field, comb: true });
      return;
    }
    if (!text) return;
    this.recs.push({ key, page: this.page, text, truth, comb: true });
    const hand = this.style === 'handwritten';
    [...text].slice(0, n).forEach((ch, i) => {
      const size = Math.min(10, h - 3) + (hand ? this.rng.float(0, 1.5) : 0);
      d.font(hand ? this.hand : this.font).fontSize(size);
      const cx = x + i * cell + (cell - d.widthOfString(ch)) / 2 + (hand ? this.rng.float(-1, 1) : 0);
      d.save();
      if (hand) { d.rotate(this.rng.float(-4, 4), { origin: [cx, y + h - 2] }); d.fillColor('#1b2a6b'); }
      d.text(ch, cx, y + h - size - 1 + (hand ? this.rng.float(-1, 1) : 0), { lineBreak: false });
      d.restore();
      d.fillColor('#000');
    });
  }

  /** 'Circle one': the label always printed, the chosen one ringed by a drawn ellipse (a checkbox when fillable). */
  circle(key: string, label: string, x: number, y: number, checked: boolean, truth: Record<string, unknown>): number {
    const w = this.width(label);
    if (this.style === 'fillable') { this.check(key, label, x, y, 8, checked, truth); return w + 14; }
    this.label(label, x + 4, y);
    if (checked) {
      this.recs.push({ key, page: this.page, text: label, truth, check: true });
      const hand = this.style === 'handwritten', j = (): number => (hand ? this.rng.float(-1.5, 1.5) : 0);
      this.doc.save().lineWidth(hand ? 1 : 0.7).strokeColor(hand ? '#1b2a6b' : '#000');
      this.doc.ellipse(x + 4 + w / 2 + j(), y + 3 + j(), w / 2 + 5, 7 + j() / 2).stroke();
      this.doc.restore();
      this.doc.strokeColor('#000');
    }
    return w + 14;
  }

  /** An AcroForm widget with entries pdfkit's form methods do not write (pdfkit ends the annotation as it adds it). */
  private widget(name: string, type: string, x: number, y: number, w: number, h: number, options: Record<string, unknown>, extra: Record<string, unknown>): void {
    const d = this.doc as unknown as {
      _fieldDict(n: string, t: string, o: Record<string, unknown>): Record<string, unknown>;
      annotate(x: number, y: number, w: number, h: number, o: Record<string, unknown>): void;
      _addToParent(ref: unknown): void; page: { annotations: unknown[] };
    };
    const dict = { ...d._fieldDict(name, type, options), Subtype: 'Widget', F: 4, ...extra };
    d.annotate(x, y, w, h, dict);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A checkbox: typed marks it with the letter X, handwritten with drawn strokes, fillable with a checked widget. */
  check(key: string, label: string, x: number, y: number, s: number, checked: boolean, truth: Record<string, unknown>): void {
    const d = this.doc;
    d.rect(x, y, s, s).lineWidth(0.6).stroke();
    if (label) this.label(label, x + s + 3, y + (s - 7.5) / 2 + 0.5);
    if (this.style === 'fillable') {
      const field = this.fieldName(key);
      // pdfkit's formCheckbox writes neither the value nor an appearance: write both (V and AS are names), so the
      // widget is really checked in the file.
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      on.end(`q 0 G 1 w 2 2 m ${s - 2} ${s - 2} l S 2 ${s - 2} m ${s - 2} 2 l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      off.end('');
      this.widget(field, 'checkbox', x, y, s, s, {}, { V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } } });
      if (checked) this.recs.push({ key, page: this.page, text: label, truth, field, check: true });
      return;
    }
    if (!checked) return;
    this.recs.push({ key, page: this.page, text: label, truth, check: true });
    if (this.style === 'typed') {
      d.font(this.font).fontSize(s - 1).text('X', x + (s - d.widthOfString('X')) / 2, y + 1, { lineBreak: false });
      return;
    }
    const j = (): number => this.rng.float(-1.2, 1.2);
    d.save().lineWidth(1.1).strokeColor('#1b2a6b');
    d.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).stroke();
    d.moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke();
    d.restore();
    d.strokeColor('#000');
  }
}

/** Truth fields of applicant i. */
export function own(i: number, t: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(t).map(([k, v]) => [`applicants.${i}.${k}`, v]));
}
