// The drawing surface of one form: labels always as page text; values typed, handwritten or only in AcroForm fields;
// every value placed records what it gives the truth (printed) or that it is a decoy.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type MarkKind = 'drawn-x' | 'letter-x' | 'check-glyph' | 'drawn-check';
/** A printed value: its text and the truth paths (`application.legal_name` ...) it gives, with their values. */
export interface Val { text: string; keys: Record<string, unknown> }
export interface Printed { keys: string[]; text: string; field?: string }
export interface DecoyOut { what: string; text: string }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const DINGBAT = '/usr/share/fonts/opentype/urw-base35/D050000L.otf';
const INK = '#1f3c9a';

export const val = (text: string, keys: Record<string, unknown> = {}): Val => ({ text, keys });

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: DecoyOut[] = [];
  readonly sets: [string, unknown][] = [];
  page = 1;
  private n = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly style: Style;
  readonly rng: Rng;
  readonly mark: MarkKind;
  readonly valueFont: string;

  constructor(style: Style, rng: Rng, mark: MarkKind, title: string, valueFont = 'Helvetica') {
    this.style = style; this.rng = rng; this.mark = mark; this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, compress: true,
      info: { Title: title, Producer: 'FormDesk 4.2', Creator: title, CreationDate: new Date(Date.UTC(2026, 1, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND);
    this.doc.registerFont('dingbat', DINGBAT);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  addPage(): void { this.doc.addPage(); this.page++; }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  /** Page text that is no value: labels, headings, fine print. */
  text(s: string, x: number, y: number, size: number, font = 'Helvetica', color = 'black', opts: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.font(font).fontSize(size).fillColor(color).text(s, x, y, { lineBreak: false, ...opts });
  }

  /** A value in its cell (x, y the cell's text baseline-top, w its width). Blank (null) cells stay empty (a bare
   *  AcroForm field on fillable forms). `decoy` names what a printed non-applicant value is. */
  value(v: Val | null, x: number, y: number, w: number, name: string, decoy?: string, size = 9.5): void {
    const field = `${name}`.replace(/[^A-Za-z0-9_.]/g, '_') || `f${++this.n}`;
    if (this.style === 'fillable') {
      this.doc.font(this.valueFont);
      this.doc.formText(`${field}_${++this.n}`, x, y - 2, w, size + 5, v ? { value: v.text } : {});
    }
    if (!v || !v.text) return;
    if (this.style === 'typed') {
      const s = this.fit(v.text, this.valueFont, size, w);
      this.doc.font(this.valueFont).fontSize(s).fillColor('black').text(v.text, x + 1, y + (size - s) / 2, { lineBreak: false });
    } else if (this.style === 'handwritten') {
      const s = this.fit(v.text, 'hand', size + 2.5, w);
      const ang = this.rng.float(-2, 2), dx = this.rng.float(-1.5, 2.5), dy = this.rng.float(-2, 1);
      this.doc.save().rotate(ang, { origin: [x, y + s / 2] });
      this.doc.font('hand').fontSize(s).fillColor(INK).text(v.text, x + dx, y - 2 + dy, { lineBreak: false });
      this.doc.restore();
    }
    this.record(v, decoy, this.style === 'fillable' ? `${field}_${this.n}` : undefined);
  }

  private fit(t: string, font: string, size: number, w: number): number {
    let s = size;
    this.doc.font(font);
    while (s > 5.5 && this.doc.fontSize(s).widthOfString(t) > w - 2) s -= 0.5;
    return s;
  }

  private record(v: Val, decoy: string | undefined, field: string | undefined): void {
    const keys = Object.keys(v.keys);
    if (keys.length) {
      this.printed.push({ keys, text: v.text, ...(field ? { field } : {}) });
      for (const k of keys) this.sets.push([k, v.keys[k]]);
    } else if (decoy) this.decoys.push({ what: decoy, text: v.text });
  }

  /** A checkbox with its label; when checked and `keys` given, the checked label gives those truth values. */
  check(checked: boolean, x: number, y: number, label: string, name: string, keys: Record<string, unknown> = {}, size = 8.5): number {
    const b = size + 0.5;
    this.doc.lineWidth(0.7).strokeColor('black').rect(x, y, b, b).stroke();
    this.text(label, x + b + 3, y + 0.5, size);
    const labelW = this.doc.font('Helvetica').fontSize(size).widthOfString(label);
    if (this.style === 'fillable') this.acroCheck(`${name}_${++this.n}`, x, y, b, checked);
    else if (checked) this.drawMark(x, y, b);
    if (checked && Object.keys(keys).length) {
      this.printed.push({ keys: Object.keys(keys), text: label, ...(this.style === 'fillable' ? { field: `${name}_${this.n}` } : {}) });
      for (const [k, v] of Object.entries(keys)) this.sets.push([k, v]);
    }
    return x + b + 3 + labelW + 12;
  }

  private drawMark(x: number, y: number, b: number): void {
    const d = this.doc;
    const kind = this.style === 'handwritten' ? (this.mark === 'drawn-check' ? 'drawn-check' : 'drawn-x') : this.mark;
    const j = (): number => (this.style === 'handwritten' ? this.rng.float(-1, 1) : 0);
    d.save();
    if (kind === 'drawn-x') {
      d.lineWidth(1.3).strokeColor(this.style === 'handwritten' ? INK : 'black');
      d.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + b - 1 + j(), y + b - 1 + j()).stroke();
      d.moveTo(x + b - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + b - 1 + j()).stroke();
    } else if (kind === 'drawn-check') {
      d.lineWidth(1.4).strokeColor(this.style === 'handwritten' ? INK : 'black');
      d.moveTo(x + 1, y + b * 0.55 + j()).lineTo(x + b * 0.4, y + b - 1).lineTo(x + b + 2 + j(), y - 2 + j()).stroke();
    } else if (kind === 'letter-x') {
      d.font('Helvetica-Bold').fontSize(b).fillColor('black').text('X', x + 1.2, y + 0.8, { lineBreak: false });
    } else {
      d.font('dingbat').fontSize(b).fillColor('black').text('4', x + 0.8, y + 0.8, { lineBreak: false });
    }
    d.restore();
  }

  /** A checkbox AcroForm field: /V and /AS /Yes when checked (/Off otherwise), with both appearance states. */
  private acroCheck(name: string, x: number, y: number, b: number, checked: boolean): void {
    type Annotate = (x: number, y: number, w: number, h: number, o: Record<string, unknown>) => unknown;
    const d = this.doc as unknown as { annotate: Annotate; ref: (o: object) => { end: (s?: string) => void };
      formCheckbox: (n: string, x: number, y: number, w: number, h: number) => unknown };
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
    on.end(`q 0 g 1.2 w 1.5 1.5 m ${b - 1.5} ${b - 1.5} l S ${b - 1.5} 1.5 m 1.5 ${b - 1.5} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
    off.end('');
    const state = checked ? 'Yes' : 'Off';
    const orig = d.annotate;
    d.annotate = (ax, ay, aw, ah, o) =>
      orig.call(d, ax, ay, aw, ah, { ...o, V: state, AS: state, AP: { N: { Yes: on, Off: off } } });
    try { d.formCheckbox(name, x, y, b, b); } finally { d.annotate = orig; }
  }
}
