// Drawing for the plain forms: static text, a value in one of three styles, a checkbox mark. Every value drawn is
// recorded with the truth paths it gives (or as a decoy), so the truth is exactly what the page prints.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Drawn { text: string; field: string; truth: Record<string, unknown>; checkbox: boolean; page: number }
export interface ValueOpts { name: string; truth?: Record<string, unknown>; decoy?: boolean; size?: number; w?: number }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly values: Drawn[] = [];
  readonly decoys: Drawn[] = [];
  page = 1;
  private readonly hand: string;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly style: Style;
  readonly typedFont: string;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, typedFont = 'Helvetica') {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: false, info: { Producer: 'Plain Office Forms', CreationDate: new Date(Date.UTC(2025, 0, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.hand = rng.pick(['Helvetica-Oblique', 'Times-Italic', 'Courier-Oblique', 'Helvetica-BoldOblique']);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  text(s: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'right' | 'center' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).fillColor('black')
      .text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left' } : { lineBreak: false });
  }

  /** A merchant's value: typed text, a hand's slanted jittered text, or an AcroForm text field. Blank: nothing. */
  value(s: string, x: number, y: number, o: ValueOpts): void {
    if (!s) return;
    const size = o.size ?? 9.5;
    const rec: Drawn = { text: s, field: o.name, truth: o.truth ?? {}, checkbox: false, page: this.page };
    (o.decoy ? this.decoys : this.values).push(rec);
    const d = this.doc;
    if (this.style === 'typed') {
      d.font(this.typedFont).fontSize(size).fillColor('black').text(s, x, y, { lineBreak: false });
    } else if (this.style === 'handwritten') {
      const a = this.rng.float(-2.5, 2.5), dx = this.rng.float(-1.5, 1.5), dy = this.rng.float(-1.5, 1);
      d.save().rotate(a, { origin: [x, y + size] }).font(this.hand).fontSize(size + 1.5).fillColor('#1a237e')
        .text(s, x + dx, y + dy - 1, { lineBreak: false }).restore().fillColor('black');
    } else {
      const w = o.w ?? Math.max(60, d.font('Helvetica').fontSize(size).widthOfString(s) + 16);
      // pdfkit writes a field's font size only for a font other than the form's default (Helvetica): Courier it is.
      d.font('Courier').fontSize(size);
      d.formText(o.name, x - 1, y - 2.5, w, size + 3, { value: s, fontSize: size } as unknown as Parameters<PDFKit.PDFDocument['formText']>[5]);
    }
  }

  /** A checkbox of side `s` at (x, y): a letter X when typed, two strokes by hand, an AcroForm checkbox when fillable. */
  mark(x: number, y: number, s: number, checked: boolean, o: { name: string; label: string; truth?: Record<string, unknown> }): void {
    const d = this.doc;
    if (checked) this.values.push({ text: o.label, field: o.name, truth: o.truth ?? {}, checkbox: true, page: this.page });
    if (this.style === 'fillable') { this.checkbox(o.name, x, y, s, checked); return; }
    if (!checked) return;
    if (this.style === 'typed') d.font(this.typedFont).fontSize(s).fillColor('black').text('X', x + s * 0.18, y + 0.5, { lineBreak: false });
    else {
      const j = () => this.rng.float(-1, 1);
      d.save().lineWidth(1.3).strokeColor('#1a237e').moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).stroke()
        .moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke().restore();
    }
  }

  /** A real checkbox: V and AS set, on/off appearances of its own. */
  private checkbox(name: string, x: number, y: number, s: number, checked: boolean): void {
    const d = this.doc;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q 0 G 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    // pdfkit's formCheckbox writes the widget at once without V, AS or AP: the widget is written here whole instead.
    d.annotate(x, y, s, s, { FT: 'Btn', T: new String(name), Subtype: 'Widget', F: 4, V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
      AP: { N: { Yes: on, Off: off } } } as unknown as Parameters<PDFKit.PDFDocument['annotate']>[4]);
    const root = (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root;
    root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  line(x0: number, y0: number, x1: number, y1: number): void {
    this.doc.save().lineWidth(0.5).strokeColor('#444').moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
