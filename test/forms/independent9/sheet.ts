// A page canvas for the independent9 forms: labels are always page text; a value is drawn per style (typed text,
// handwriting, or only an AcroForm field) and remembered, with the decoys, so the test can check what was printed.
import PDFDocument from 'pdfkit';
import { fileURLToPath } from 'node:url';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'drawnX' | 'letterX' | 'check' | 'filled';
export interface Printed { text: string; field: string | null; decoy: boolean }

const HAND = ['kalam/files/kalam-latin-400-normal.woff', 'patrick-hand/files/patrick-hand-latin-400-normal.woff']
  .map((f) => fileURLToPath(new URL(`../../../node_modules/@fontsource/${f}`, import.meta.url)));

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly values: Printed[] = [];
  readonly decoys: string[] = [];
  private chunks: Buffer[] = [];
  private n = 0;
  private readonly hand: string;

  readonly style: Style;
  readonly rng: Rng;
  readonly valueFont: string;

  constructor(style: Style, rng: Rng, valueFont = 'Helvetica') {
    this.style = style; this.rng = rng; this.valueFont = valueFont;
    // A fixed creation date keeps the bytes the same for the same inputs.
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2026, 0, 5)), Producer: 'forms' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.hand = rng.pick(HAND);
    this.doc.registerFont('hand', this.hand);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  label(text: string, x: number, y: number, size = 7, font = 'Helvetica', color = '#000', opts: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false, ...opts });
    this.doc.fillColor('#000');
  }

  /** A merchant's value in a slot of width w whose baseline area starts at (x, y). */
  value(text: string, x: number, y: number, w: number, size = 9, decoy = false): void {
    if (!text) return;
    if (decoy) this.decoys.push(text);
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = `f${++this.n}`;
      d.font('Helvetica').fontSize(size);
      d.formText(name, x, y - 2, w, size + 4, { value: text, fontSize: size });
      this.values.push({ text, field: name, decoy });
      return;
    }
    this.values.push({ text, field: null, decoy });
    if (this.style === 'typed') {
      d.font(this.valueFont).fontSize(size).text(text, x + 1, y, { lineBreak: false });
      return;
    }
    const r = this.rng;
    d.save();
    d.rotate(r.float(-2.2, 2.2), { origin: [x, y] });
    d.font('hand').fontSize(size + r.float(1, 3)).fillColor('#1a237e')
      .text(text, x + r.float(0, 6), y + r.float(-3, 1), { lineBreak: false });
    d.restore();
    d.fillColor('#000');
  }

  decoy(text: string, x: number, y: number, w: number, size = 9): void {
    this.value(text, x, y, w, size, true);
  }

  /** A checkbox of side s; a checked one carries its mark (or, fillable, only its field's on-state). */
  box(x: number, y: number, s: number, checked: boolean, mark: Mark): void {
    const d = this.doc;
    d.lineWidth(0.7).rect(x, y, s, s).stroke();
    if (this.style === 'fillable') {
      // pdfkit writes the annotation at once, so /V and /AS go into the field's dictionary as it is made.
      const doc = d as unknown as { _fieldDict: (n: string, t: string | null, o: object) => Record<string, unknown> };
      const orig = doc._fieldDict;
      doc._fieldDict = (n, t, o) => ({ ...orig.call(d, n, t, o), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off' });
      d.formCheckbox(`c${++this.n}`, x, y, s, s);
      doc._fieldDict = orig;
      return;
    }
    if (!checked) return;
    if (mark === 'drawnX') d.lineWidth(1.2).moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5).moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).stroke();
    else if (mark === 'check') d.lineWidth(1.4).moveTo(x + 1.5, y + s * 0.55).lineTo(x + s * 0.4, y + s - 1.5).lineTo(x + s + 1.5, y - 1.5).stroke();
    else if (mark === 'filled') d.rect(x + 1.5, y + 1.5, s - 3, s - 3).fill('#000');
    else d.font(this.style === 'handwritten' ? 'hand' : 'Helvetica-Bold').fontSize(s + 1).text('X', x + 1.2, y - 0.5, { lineBreak: false });
    d.lineWidth(1).fillColor('#000');
  }

  /** A row of options, each a box then its label; returns the x after the row. */
  options(labels: string[], chosen: string | null, x: number, y: number, mark: Mark, gap = 10, size = 7): number {
    for (const l of labels) {
      this.box(x, y, size + 1, l === chosen, mark);
      this.label(l, x + size + 4, y + 1, size);
      x += size + 4 + this.doc.widthOfString(l) + gap;
    }
    return x;
  }

  line(x0: number, y0: number, x1: number, y1: number, w = 0.5, dash?: number): void {
    const d = this.doc.lineWidth(w);
    if (dash) d.dash(dash, { space: dash });
    d.moveTo(x0, y0).lineTo(x1, y1).stroke();
    if (dash) d.undash();
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
