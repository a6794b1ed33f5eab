// The drawing kit of this set: labels are always page text; values go where the style puts them (page text in a plain
// font, page text in a handwriting font slightly turned and shifted, or AcroForm fields only), and every value is
// recorded with the truth it gives, or as a decoy, so the truth is exactly what was printed.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** How a checked box shows: two drawn lines, the letter X, a drawn check mark, a filled square. */
export type Mark = 'xlines' | 'letter' | 'check' | 'fill';
export const MARKS: readonly Mark[] = ['xlines', 'letter', 'check', 'fill'];
export type TruthVals = Record<string, string | number | null>;

export interface Rec {
  key: string; text: string; page: number; truth: TruthVals; decoy: boolean;
  /** The AcroForm field holding it (fillable forms). */
  field?: string;
  /** For checkboxes: whether this box is checked. */
  checked?: boolean;
}
export interface TextOpts { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string }
export interface ValueOpts { truth?: TruthVals; decoy?: boolean; size?: number; align?: 'left' | 'right' }

const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly recs: Rec[] = [];
  page = 1;
  /** The font of typed values (Helvetica, Courier or Times: each broker's system has its own). */
  valueFont = 'Helvetica';
  labelFont = 'Helvetica';
  mark: Mark;
  private names = new Set<string>();
  private chunks: Buffer[] = [];

  readonly style: Style;
  /** A fillable form printed (for a scan): its values are drawn as a viewer prints them. */
  readonly printed: boolean;
  readonly rng: Rng;

  constructor(style: Style, printed: boolean, rng: Rng) {
    this.style = style;
    this.printed = printed;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Producer: 'Merchant portal', Creator: 'Broker CRM', CreationDate: new Date('2026-11-02T15:00:00Z') } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('hand', this.rng.pick(HANDS));
    this.doc.font('Helvetica');
    if (this.fields) this.doc.initForm();
    this.mark = rng.pick(MARKS);
  }

  /** Values live in AcroForm fields only (a fillable form not printed for a scan). */
  get fields(): boolean { return this.style === 'fillable' && !this.printed; }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    const d = this.doc;
    d.font(o.font ?? (o.bold ? `${this.labelFont === 'Times-Roman' ? 'Times' : this.labelFont}-Bold` : this.labelFont)).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    d.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
    d.fillColor('#000');
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.5);
    if (o.fill) d.rect(x, y, w, h).fill(o.fill);
    if (o.stroke !== 'none') d.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    d.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#000', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_]/g, '_');
    for (let i = 2; this.names.has(n); i++) n = `${key}_${i}`;
    this.names.add(n);
    return n;
  }

  /** A value in the box (x, y, w, h): text is written near its bottom, or becomes the field's value. Empty: nothing
   *  printed (a fillable form still has its empty field). */
  value(key: string, text: string, x: number, y: number, w: number, h: number, o: ValueOpts = {}): void {
    const d = this.doc;
    const size = o.size ?? 9;
    if (this.fields) {
      const name = this.fieldName(key);
      d.font('Helvetica').formText(name, x + 1, y + 1, w - 2, h - 2, { value: text, fontSize: size, align: o.align ?? 'left' });
      if (text) this.recs.push({ key, text, page: this.page, truth: o.truth ?? {}, decoy: !!o.decoy, field: name });
      return;
    }
    if (!text) return;
    if (this.style === 'handwritten') {
      const r = this.rng, hs = size + 1.5, angle = r.float(-2.2, 2.2);
      const tx = x + 2 + r.float(-1, 4), ty = y + h - hs - 2.5 + r.float(-2, 3);
      d.save().rotate(angle, { origin: [tx, ty + hs / 2] });
      d.font('hand').fontSize(hs).fillColor(r.pick(['#1a237e', '#111', '#0d2a6b'])).text(text, tx, ty, { lineBreak: false });
      d.restore().fillColor('#000');
    } else {
      d.font(this.style === 'fillable' ? 'Helvetica' : this.valueFont).fontSize(size);
      const tw = d.widthOfString(text);
      const tx = o.align === 'right' ? x + w - tw - 3 : x + 3;
      d.text(text, tx, y + h - size - 2, { lineBreak: false });
    }
    this.recs.push({ key, text, page: this.page, truth: o.truth ?? {}, decoy: !!o.decoy });
  }

  /** A checkbox (the box itself always drawn) with its label to its right; a checked one gives `truth`. */
  check(key: string, label: string, x: number, y: number, checked: boolean, o: { truth?: TruthVals; size?: number; labelSize?: number } = {}): void {
    const d = this.doc, s = o.size ?? 8;
    this.rect(x, y, s, s, { lw: 0.6 });
    if (label) this.text(label, x + s + 3, y + (s - (o.labelSize ?? 7.5)) / 2 + 1.5, { size: o.labelSize ?? 7.5 });
    if (this.fields) {
      const name = this.fieldName(key);
      // pdfkit's formCheckbox writes no V / AS (and ends the widget at once): the widget is written whole here.
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      on.end(`q 0 g 1 w 1.5 ${s / 2} m ${s * 0.4} 1.5 l ${s - 1} ${s - 1} l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      off.end('');
      const state = checked ? 'Yes' : 'Off';
      d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: state, AS: state, AP: { N: { Yes: on, Off: off } },
        MK: { CA: new String('4'), BC: [0] } } as unknown as PDFKit.Mixins.AnnotationOption);
      const widget = d.page.annotations[d.page.annotations.length - 1];
      (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(widget);
      this.recs.push({ key, text: label, page: this.page, truth: checked ? o.truth ?? {} : {}, decoy: false, field: name, checked });
      return;
    }
    if (!checked) return;
    const m = this.style === 'handwritten' && this.mark === 'fill' ? 'xlines' : this.mark;
    const ink = this.style === 'handwritten' ? '#1a237e' : '#000';
    const j = this.style === 'handwritten' ? this.rng.float(-1.5, 1.5) : 0;
    d.save().lineWidth(this.style === 'handwritten' ? 1.2 : 0.9).strokeColor(ink);
    if (m === 'xlines') d.moveTo(x + 1 + j, y + 1).lineTo(x + s - 1, y + s - 1 + j).moveTo(x + s - 1, y + 1).lineTo(x + 1 + j, y + s - 1).stroke();
    else if (m === 'check') d.moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s - 1 + j).lineTo(x + s + 2, y - 2 + j).stroke();
    else if (m === 'fill') d.rect(x + 1.5, y + 1.5, s - 3, s - 3).fill('#000');
    else d.font(this.style === 'handwritten' ? 'hand' : 'Helvetica-Bold').fontSize(s + 1).fillColor(ink).text('X', x + 0.8 + j, y - 0.5, { lineBreak: false });
    d.restore().fillColor('#000');
    this.recs.push({ key, text: label, page: this.page, truth: o.truth ?? {}, decoy: false, checked: true });
  }

  /** A signature: a pen scribble, no text. */
  signature(x: number, y: number, w: number): void {
    const d = this.doc, r = this.rng;
    d.save().lineWidth(0.9).strokeColor('#14206b').moveTo(x, y);
    for (let i = 1; i <= 6; i++) d.bezierCurveTo(x + (w * (i - 0.7)) / 7, y - r.int(4, 12), x + (w * (i - 0.3)) / 7, y + r.int(2, 8), x + (w * i) / 7, y - r.int(-3, 3));
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
