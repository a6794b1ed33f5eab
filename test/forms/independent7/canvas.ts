// The page a broker's layout draws on: labels as page text, values by style (typed text, handwriting, or AcroForm
// fields only), checkbox marks of several kinds, and a record of every value printed with the truth paths it gives.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'lines' | 'letter' | 'check' | 'glyph' | 'fill';
export type Fields = Record<string, string | number | null>;
export interface Printed { key: string; text: string; fields: Fields; decoy: boolean; checkbox?: boolean }
export interface TextOpts { size?: number; font?: string; color?: string; align?: 'left' | 'center' | 'right'; width?: number }

const require = createRequire(import.meta.url);
const HAND = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  /** Font and colour of typed values; a layout sets its own. */
  valueFont = 'Helvetica';
  valueColor = '#000000';
  valueSize = 9;
  private readonly rng: Rng;
  private readonly chunks: Buffer[] = [];
  private readonly hand: string;
  private readonly used = new Set<string>();

  readonly style: Style;
  readonly printFillable: boolean;

  constructor(style: Style, printFillable: boolean, seed: string) {
    this.style = style;
    this.printFillable = printFillable;
    this.rng = new Rng(`canvas:${seed}`);
    // A fixed date: the same inputs give the same bytes (pdfkit derives the file /ID from the info too).
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { CreationDate: new Date(Date.UTC(2026, 0, 5)), Producer: 'formgen', Creator: 'formgen' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.hand = this.rng.pick(HAND);
    this.doc.registerFont('hand', this.hand);
    if (style === 'fillable' && !printFillable) this.doc.initForm();
  }

  /** Label or any page text that is not a value. */
  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    this.doc.text(s, x, y, { lineBreak: false, ...(o.width ? { width: o.width, align: o.align ?? 'left' } : {}) });
  }

  line(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#000000'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke !== 'none') d.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke ?? '#000000');
    else if (o.fill) d.rect(x, y, w, h).fill(o.fill);
    else d.rect(x, y, w, h).stroke(o.stroke ?? '#000000');
    d.restore();
  }

  /** A value of the merchant: `fields` are the truth paths it gives; an empty object makes it a decoy. */
  value(name: string, s: string, x: number, y: number, w: number, fields: Fields = {}, size = this.valueSize): void {
    const key = this.unique(name);
    this.printed.push({ key, text: s, fields, decoy: Object.keys(fields).length === 0 });
    // A fillable form keeps its blank fields; printed styles leave the line empty.
    if (this.style === 'fillable' && !this.printFillable) {
      this.doc.font('Helvetica').fontSize(size);
      this.doc.formText(key, x, y - 2, w, size + 4, { value: s });
      return;
    }
    if (s === '') return;
    if (this.style === 'handwritten') {
      const r = this.rng.float(-2.5, 2.5), dx = this.rng.float(-1.5, 3), dy = this.rng.float(-1.5, 1);
      this.doc.save().rotate(r, { origin: [x + dx, y + dy] });
      this.doc.font('hand').fontSize(size + 2).fillColor(this.rng.pick(['#1a2a6c', '#111111', '#20305a']));
      this.doc.text(s, x + dx, y + dy - 2, { lineBreak: false });
      this.doc.restore();
      return;
    }
    this.doc.font(this.valueFont).fontSize(size).fillColor(this.valueColor);
    this.doc.text(s, x, y, { lineBreak: false });
  }

  /** A checkbox of a row; a checked box gives `fields`. The mark is drawn, or for a fillable form set in the field. */
  box(name: string, label: string, x: number, y: number, checked: boolean, mark: Mark, fields: Fields = {}, s = 8): void {
    const key = this.unique(name);
    this.rect(x, y, s, s);
    if (checked) this.printed.push({ key, text: label, fields, decoy: false, checkbox: true });
    if (this.style === 'fillable' && !this.printFillable) return this.fieldBox(key, x, y, s, checked);
    if (!checked) return;
    if (mark === 'lines') {
      this.line(x + 1.2, y + 1.2, x + s - 1.2, y + s - 1.2, 1.1);
      this.line(x + s - 1.2, y + 1.2, x + 1.2, y + s - 1.2, 1.1);
    } else if (mark === 'letter') {
      const f = this.style === 'handwritten' ? 'hand' : 'Helvetica-Bold';
      this.doc.font(f).fontSize(s + 1).fillColor('#000000').text('X', x + 1, y - 0.5, { lineBreak: false });
    } else if (mark === 'glyph') {
      // A heavy check mark's outline, filled, the way form software prints a dingbat (no text: viewers lack the font).
      this.doc.save().fillColor('#000000').polygon([x + 0.5, y + s * 0.5], [x + s * 0.25, y + s * 0.35], [x + s * 0.42, y + s * 0.62],
        [x + s * 0.85, y - 0.5], [x + s + 0.5, y + s * 0.15], [x + s * 0.42, y + s + 0.3]).fill().restore();
    } else if (mark === 'check') {
      this.doc.save().lineWidth(1.3).moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s - 1).lineTo(x + s + 2, y - 2).stroke().restore();
    } else {
      this.rect(x + 1.5, y + 1.5, s - 3, s - 3, { fill: '#000000', stroke: 'none' });
    }
  }

  /** A checkbox field whose /V and /AS go in with the annotation (pdfkit writes its dictionary at once). */
  private fieldBox(key: string, x: number, y: number, s: number, checked: boolean): void {
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q 0 g 1 w ${s * 0.2} ${s * 0.2} m ${s * 0.8} ${s * 0.8} l S ${s * 0.8} ${s * 0.2} m ${s * 0.2} ${s * 0.8} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    const state = checked ? 'Yes' : 'Off';
    const doc = this.doc as unknown as { annotate: (...a: unknown[]) => unknown };
    const orig = doc.annotate;
    doc.annotate = function (this: unknown, ...a: unknown[]) {
      Object.assign(a[4] as object, { V: state, AS: state, AP: { N: { Yes: on, Off: off } } });
      return orig.apply(this, a);
    };
    try { this.doc.formCheckbox(key, x, y, s, s, {}); } finally { doc.annotate = orig; }
  }

  /** A field name not used yet on this form (repeated owner blocks reuse their labels). */
  private unique(name: string): string {
    const base = name.replace(/[^A-Za-z0-9_#%]+/g, '_').replace(/_+$/, '');
    let key = base, n = 1;
    while (this.used.has(key)) key = `${base}_${++n}`;
    this.used.add(key);
    return key;
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
