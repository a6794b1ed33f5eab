// Drawing for the independent135 forms: labels, hints and decoys are page text in every style; a value a person gives
// is page text in a typed font (typed), page text in the Z003 script slightly turned and shifted (handwritten), or only
// an AcroForm field's value (fillable). Top-left coordinates, as pdfkit's.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

export class Form {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private n = 0;
  /** Every value put on the form, by field name: what a test looks for in the text or the fields. */
  readonly written: { name: string; text: string }[] = [];

  readonly style: Style;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'FormDesk 4', Creator: 'FormDesk 4', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 36 }); }

  /** Printed form text (labels, headings, hints, instructions). */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; italic?: boolean } = {}): number {
    const font = o.bold ? 'Helvetica-Bold' : o.italic ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(font).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    if (o.width) this.doc.text(s, x, y, { width: o.width, lineGap: 1 });
    else this.doc.text(s, x, y, { lineBreak: false });
    const endY = this.doc.y;
    this.doc.fillColor('#000');
    return o.width ? endY : y + (o.size ?? 8) + 2;
  }

  hint(s: string, x: number, y: number, size = 6.5): void { this.text(s, x, y, { size, color: '#6b6b6b', italic: true }); }

  heading(s: string, x: number, y: number, w: number): void {
    this.doc.rect(x, y, w, 13).fill('#1f3550');
    this.text(s, x + 4, y + 3, { size: 8, bold: true, color: '#ffffff' });
  }

  line(x: number, y: number, w: number): void { this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).strokeColor('#444').stroke(); }
  rect(x: number, y: number, w: number, h: number): void { this.doc.rect(x, y, w, h).lineWidth(0.5).strokeColor('#444').stroke(); }

  /** A labelled blank: label above a line of width w at (x, y); the value (or nothing) on the line; an optional grey
   *  placeholder inside the blank when it is empty, and a hint printed under the line in any case. */
  blank(name: string, label: string, value: string, x: number, y: number, w: number, o: { placeholder?: string; hint?: string; boxed?: boolean } = {}): void {
    this.text(label, x, y, { size: 6.5, bold: true });
    const ly = y + 19;
    if (o.boxed) this.rect(x, y + 8, w, 12); else this.line(x, ly, w);
    if (o.hint) this.hint(o.hint, x, ly + 2, 5.5);
    if (!value && o.placeholder) this.hint(o.placeholder, x + 3, ly - 9, 7);
    this.put(name, value, x + 2, ly - 10, w - 4, 11);
  }

  /** A value (or an empty fillable field) at (x, y) in a box w x h: the only place a person's writing is drawn. */
  put(name: string, value: string, x: number, y: number, w: number, h: number): void {
    const id = `${name}_${++this.n}`.replace(/[^A-Za-z0-9_]/g, '_');
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(id, x, y - 1, w, h + 1, value ? { value, fontSize: 8.5 } : { fontSize: 8.5 });
      if (value) this.written.push({ name: id, text: value });
      return;
    }
    if (!value) return;
    this.written.push({ name: id, text: value });
    if (this.style === 'typed') {
      this.doc.font('Courier').fontSize(8.5).fillColor('#111').text(value, x, y + 2, { lineBreak: false });
    } else {
      const dx = this.rng.float(-1.5, 3), dy = this.rng.float(-2, 0.8), a = this.rng.float(-2.2, 2.2);
      this.doc.save();
      this.doc.rotate(a, { origin: [x + dx, y + dy + 8] });
      this.doc.font('hand').fontSize(this.rng.float(10.5, 12)).fillColor('#1a2a6c').text(value, x + dx, y + dy - 1, { lineBreak: false });
      this.doc.restore();
    }
    this.doc.fillColor('#000');
  }

  /** A checkbox with its label; checked: a letter X (typed), a drawn tick (handwritten), an AcroForm checkbox (fillable). */
  check(name: string, label: string, checked: boolean, x: number, y: number): number {
    const s = 7.5;
    this.text(label, x + s + 3, y, { size: 7 });
    if (this.style === 'fillable') {
      const id = `${name}_${++this.n}`.replace(/[^A-Za-z0-9_]/g, '_');
      this.rect(x, y - 0.5, s, s);
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end('q 0 G 1.1 w 1.2 3.8 m 3 1.4 l 6.4 6.4 l S Q');
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      // pdfkit's formCheckbox writes its widget at once and keeps no on-state: the widget is written here whole.
      this.doc.annotate(x, y - 0.5, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(id), F: 4, V: checked ? 'Yes' : 'Off',
        AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('4') } } as unknown as PDFKit.Mixins.AnnotationOption);
      const ref = this.doc.page.annotations[this.doc.page.annotations.length - 1];
      (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(ref);
      if (checked) this.written.push({ name: id, text: 'Yes' });
    } else {
      this.rect(x, y - 0.5, s, s);
      if (checked && this.style === 'typed') this.doc.font('Helvetica-Bold').fontSize(8).text('X', x + 1.4, y - 0.2, { lineBreak: false });
      if (checked && this.style === 'handwritten') {
        const j = this.rng.float(-1, 1);
        this.doc.moveTo(x - 1 + j, y + 3).lineTo(x + 3, y + s + 0.5).lineTo(x + s + 3 + j, y - 4).lineWidth(1.2).strokeColor('#1a2a6c').stroke();
      }
    }
    return x + s + 3 + this.doc.font('Helvetica').fontSize(7).widthOfString(label) + 10;
  }
}
