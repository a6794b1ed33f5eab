// The drawing kit of set 103: one Sheet per document wraps a pdfkit document and records, for each value it puts on
// the page, the truth paths it gives (or the decoy key when it gives none). Labels are always page text; values are
// page text (typed, handwritten, or a fillable form flattened for a scan) or AcroForm fields (fillable).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Paths = Record<string, string | number | null>;
export interface Printed { paths: Paths; text: string; page: number; via: 'text' | 'field' | 'mark'; field?: string }
export interface DecoyMark { key: string; text: string; page: number; field?: string }
export interface LabelOpts { size?: number; bold?: boolean; italic?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' }

const require = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];
const INKS = ['#1b2a8c', '#0d1f5c', '#222222', '#173d91'];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: DecoyMark[] = [];
  page = 1;
  /** The typeface a broker's office types values in (layouts choose). */
  typeface = 'Helvetica';
  private names = new Map<string, number>();
  private ink: string;
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  readonly style: Style;
  readonly flat: boolean;
  private pen: Rng;

  constructor(style: Style, flat: boolean, pen: Rng, title: string) {
    this.style = style; this.flat = flat; this.pen = pen;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'FormWorks 4.2', Creator: 'FormWorks', CreationDate: new Date(Date.UTC(2025, 3, 14, 15, 0, 0)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('Hand', require.resolve(pen.pick(HANDS)));
    this.ink = pen.pick(INKS);
    this.doc.font('Helvetica');
    if (style === 'fillable' && !flat) this.doc.initForm();
  }

  get fields(): boolean { return this.style === 'fillable' && !this.flat; }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(t: string, x: number, y: number, o: LabelOpts = {}): void {
    if (y > 775) throw new Error(`label '${t.slice(0, 30)}' drawn off the page at y ${y}`);
    const font = o.bold ? (o.italic ? 'Helvetica-BoldOblique' : 'Helvetica-Bold') : o.italic ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(font).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000000');
    this.doc.text(t, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
    this.doc.fillColor('#000000');
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000000');
    this.doc.fillColor('#000000').strokeColor('#000000');
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#000000', lw = 0.5): void {
    this.doc.lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color);
    this.doc.strokeColor('#000000');
  }

  private fieldName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_]+/g, '_');
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  /** A value at (x, y) (top of the writing line) in a w wide space: truth paths, or a decoy key (a string). */
  val(t: string, x: number, y: number, w: number, what: Paths | string, o: { size?: number; key?: string } = {}): void {
    if (!t) return;
    if (y > 770 || x + w > 600) throw new Error(`'${t}' drawn off the page at (${x}, ${y})`);
    const key = typeof what === 'string' ? what : (o.key ?? Object.keys(what)[0]!.replace('application.', '').replace(/applicants\[(\d)\]\./, 'owner$1_'));
    const d = this.doc;
    let size = o.size ?? 9;
    if (this.fields) {
      const field = this.fieldName(key);
      d.font('Helvetica').fontSize(size);
      d.formText(field, x, y - 2, w, size + 4, { value: t, fontSize: size });
      this.note(t, what, 'field', field);
      return;
    }
    if (this.style === 'handwritten') {
      d.font('Hand');
      size += 2;
      while (size > 6 && d.fontSize(size).widthOfString(t) > w) size -= 0.5;
      const dx = this.pen.float(-1.5, 2.5), dy = this.pen.float(-2.2, 0.6), rot = this.pen.float(-1.6, 1.6);
      d.save().rotate(rot, { origin: [x + dx, y + dy + size / 2] }).fillColor(this.ink);
      d.text(t, x + dx, y + dy - 2, { lineBreak: false });
      d.restore().fillColor('#000000');
    } else {
      d.font(this.flat ? 'Helvetica' : this.typeface);
      while (size > 5.5 && d.fontSize(size).widthOfString(t) > w) size -= 0.5;
      d.text(t, x + 1, y, { lineBreak: false });
    }
    this.note(t, what, 'text');
  }

  /** A checkbox with its label after it; checked ones are truth (paths) or decoys (a key), the label is the text. */
  box(x: number, y: number, label: string, checked: boolean, what: Paths | string | null, o: { size?: number; labelSize?: number } = {}): number {
    const s = o.size ?? 7.5;
    this.rect(x, y, s, s, { lw: 0.6 });
    this.label(label, x + s + 3, y + 0.5, { size: o.labelSize ?? 7.5 });
    if (checked) {
      const d = this.doc;
      if (this.style === 'typed' && !this.flat) {
        d.font('Helvetica-Bold').fontSize(s + 1).text('X', x + 0.6, y - 0.4, { lineBreak: false });
      } else if (this.style === 'handwritten') {
        const j = () => this.pen.float(-0.8, 0.8);
        d.lineWidth(1.3).strokeColor(this.ink).moveTo(x - 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
        d.strokeColor('#000000');
      } else {
        d.lineWidth(1).moveTo(x + 1, y + 1).lineTo(x + s - 1, y + s - 1).moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke();
      }
      if (what !== null) this.note(label, what, 'mark');
    }
    return x + s + 6 + this.doc.font('Helvetica').fontSize(o.labelSize ?? 7.5).widthOfString(label) + 10;
  }

  private note(text: string, what: Paths | string, via: Printed['via'], field?: string): void {
    if (typeof what === 'string') this.decoys.push({ key: what, text, page: this.page, ...(field ? { field } : {}) });
    else this.printed.push({ paths: what, text, page: this.page, via, ...(field ? { field } : {}) });
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
