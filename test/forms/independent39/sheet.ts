// Drawing layer of set 39: labels in Helvetica, values typed (Courier), handwritten (Kalam, jittered) or as AcroForm
// fields, and a record of every printed value with the truth paths it gives (decoys give none).
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { key: string; text: string; fields: Record<string, unknown>; page: number; acro?: string; acroValue?: string }
export type Fields = Record<string, unknown>;

const req = createRequire(import.meta.url);
const HAND = req.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff');
const HAND2 = req.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff');

export class Sheet {
  doc: PDFKit.PDFDocument;
  style: Style;
  rng: Rng;
  printed: Printed[] = [];
  page = 1;
  ink: string;
  labelFont = 'Helvetica';
  private names = new Set<string>();
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, Producer: 'Practice Forms', Creator: title } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('Hand', rng.chance(0.6) ? HAND : HAND2);
    this.ink = style === 'handwritten' ? rng.pick(['#1a2a7a', '#111111', '#22306a']) : '#000000';
    if (style === 'fillable') this.doc.initForm();
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Plain page text (labels, headings, notes) in the label font. */
  label(t: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? (this.labelFont === 'Times-Roman' ? 'Times-Bold' : `${this.labelFont}-Bold`) : this.labelFont).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000');
    this.doc.text(t, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }

  /** A filled band with a white heading. */
  band(t: string, x: number, y: number, w: number, color: string, h = 13): void {
    this.doc.rect(x, y, w, h).fill(color);
    this.label(t, x + 4, y + 3, { size: 8, bold: true, color: '#fff' });
  }

  line(x1: number, y1: number, x2: number, y2: number, w = 0.5, color = '#444'): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(w).strokeColor(color).stroke();
  }

  box(x: number, y: number, w: number, h: number, color = '#555'): void {
    this.doc.rect(x, y, w, h).lineWidth(0.5).strokeColor(color).stroke();
  }

  private uniq(name: string): string {
    let n = name.replace(/[^A-Za-z0-9_]/g, '_'), i = 2;
    while (this.names.has(n)) n = `${name}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value in its slot (x, y top-left, w wide): blank when text is null or empty. */
  value(key: string, text: string | null, x: number, y: number, w: number, fields: Fields = {}, size = 9.5): void {
    const t = text ?? '';
    size = this.fit(t, w, size);
    if (this.style === 'fillable') {
      const acro = this.uniq(key);
      this.doc.font('Courier').fontSize(size);
      this.doc.formText(acro, x, y - 2, w, size + 4, { value: t, fontSize: size });
      if (t) this.printed.push({ key, text: t, fields, page: this.page, acro });
      return;
    }
    if (!t) return;
    if (this.style === 'typed') {
      this.doc.font('Courier').fontSize(size).fillColor(this.ink).text(t, x + 2, y, { lineBreak: false });
    } else {
      const dx = this.rng.float(-1, 4), dy = this.rng.float(-2.5, 0.5), a = this.rng.float(-1.8, 1.8);
      this.doc.save().rotate(a, { origin: [x + dx, y + dy] });
      this.doc.font('Hand').fontSize(size + 1.5).fillColor(this.ink).text(t, x + dx, y + dy - 2, { lineBreak: false });
      this.doc.restore();
    }
    this.printed.push({ key, text: t, fields, page: this.page });
  }

  /** The largest size (down to 5.5) at which the text fits the slot's width in the value font. */
  private fit(t: string, w: number, size: number): number {
    const font = this.style === 'handwritten' ? 'Hand' : 'Courier';
    const grow = this.style === 'handwritten' ? 1.5 : 0;
    let z = size;
    while (z > 5.5 && this.doc.font(font).fontSize(z + grow).widthOfString(t) > w - 6) z -= 0.5;
    return z;
  }

  /** Label left, rule under the value. */
  inline(lab: string, key: string, text: string | null, x: number, y: number, w: number, fields: Fields = {}, lw?: number): void {
    const l = lw ?? this.doc.font(this.labelFont).fontSize(7.5).widthOfString(lab) + 4;
    this.label(lab, x, y + 2);
    this.line(x + l, y + 11, x + w, y + 11);
    this.value(key, text, x + l, y + 1, w - l, fields);
  }

  /** A ruled cell with a small caption at its top-left and the value beneath. */
  cell(lab: string, key: string, text: string | null, x: number, y: number, w: number, fields: Fields = {}, h = 24): void {
    this.box(x, y, w, h);
    this.label(lab, x + 2, y + 2, { size: 6 });
    this.value(key, text, x + 3, y + h - 13, w - 6, fields, 9);
  }

  /** A checkbox with its label to the right; a checked box gives its fields. */
  check(key: string, lab: string, checked: boolean, x: number, y: number, fields: Fields = {}): number {
    const s = 8;
    if (this.style === 'fillable') {
      const acro = this.uniq(key);
      this.box(x, y, s, s, '#222');
      this.acroCheck(acro, x, y, s, checked);
      if (checked) this.printed.push({ key, text: lab, fields, page: this.page, acro, acroValue: 'Yes' });
    } else {
      this.box(x, y, s, s, '#222');
      if (checked) this.mark(x, y, s, lab, fields, key);
    }
    this.label(lab, x + s + 3, y + 0.5);
    return x + s + 3 + this.doc.font(this.labelFont).fontSize(7.5).widthOfString(lab) + 10;
  }

  private mark(x: number, y: number, s: number, lab: string, fields: Fields, key: string): void {
    if (this.style === 'handwritten' && this.rng.chance(0.6)) {
      this.doc.save().lineWidth(1.1).strokeColor(this.ink);
      this.doc.moveTo(x - 1, y - 1).lineTo(x + s + 1, y + s + 1).moveTo(x + s + 1, y - 1).lineTo(x - 1, y + s + 1).stroke();
      this.doc.restore();
    } else {
      this.doc.font(this.style === 'handwritten' ? 'Hand' : 'Courier-Bold').fontSize(9).fillColor(this.ink).text('X', x + 1.2, y - 0.5, { lineBreak: false });
    }
    this.printed.push({ key, text: lab, fields, page: this.page });
  }

  private acroCheck(name: string, x: number, y: number, s: number, on: boolean): void {
    const yes = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    yes.end(`q 0 G 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    const d = this.doc as unknown as { annotate: (x: number, y: number, w: number, h: number, o: object) => void;
      page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      AP: { N: { Yes: yes, Off: off } }, MK: { BC: [0.13, 0.13, 0.13] } });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
