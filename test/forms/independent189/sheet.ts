// Drawing a form in one of three styles, recording where every filled value lands. Labels and rules are always the
// printed form (Helvetica); only the filled values change with the style: typed text, a handwriting font slightly
// rotated, or AcroForm fields whose values exist only in /V and their appearance streams.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;

export interface Placed {
  key: string;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box;
  text: string;
  /** Truth paths this value gives; empty for a decoy. */
  fields: Record<string, FieldValue>;
  via: 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
  acroform_field?: string;
  acroform_value?: string;
}

export const PAGE_W = 612, PAGE_H = 792;
const HAND_FONT = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/urw-base35/Z003-MediumItalic.ttf'];

// pdfkit writes a JS string as a PDF name and a String object as a literal string; form values must be literals.
// eslint-disable-next-line @typescript-eslint/no-wrapper-object-types
const lit = (s: string): String => new String(s);
const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

// pdfkit's internals the AcroForm needs (font resource ids, the form's field list); not in its public types.
interface Internals {
  _font: { id: string; ref(): unknown };
  _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances: boolean } } } };
  page: { annotations: unknown[] };
  ref(data: object): { write(s: string): void; end(): void };
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  private readonly rng: Rng;
  private readonly hand: string;
  private readonly chunks: Buffer[] = [];
  private helv: { id: string; ref: unknown } = { id: '', ref: null };

  constructor(style: Style, rng: Rng, title: string, broker: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ autoFirstPage: false, margin: 0, compress: true,
      info: { Title: title, Author: broker, Producer: `${broker} intake`, Creator: 'pdfkit', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    const file = HAND_FONT.find((f) => fs.existsSync(f));
    if (file) this.doc.registerFont('Hand', file);
    this.hand = file ? 'Hand' : 'Helvetica-Oblique';
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.style === 'fillable' && this.page === 1) {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const d = this.doc as unknown as Internals;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helv = { id: d._font.id, ref: d._font.ref() };
    }
  }

  text(s: string, x: number, y: number, size = 7, font = 'Helvetica', opts: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.font(font).fontSize(size).fillColor('black').text(s, x, y, { lineBreak: false, ...opts });
  }

  para(s: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('black').text(s, x, y, { width: w, align: 'justify' });
    return this.doc.y;
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fill(fill);
    this.doc.lineWidth(0.6).rect(x, y, w, h).stroke('black');
  }

  bar(s: string, x: number, y: number, w: number, fill = '#222'): void {
    this.doc.rect(x, y, w, 13).fill(fill);
    this.doc.font('Helvetica-Bold').fontSize(8).fillColor('white').text(s, x + 4, y + 3, { lineBreak: false });
    this.doc.fillColor('black');
  }

  /** A boxed cell: caption at its top left, the value (if any) on its lower half. */
  cell(key: string, caption: string, x: number, y: number, w: number, value: string | null, fields: Record<string, FieldValue>, h = 22): void {
    this.rect(x, y, w, h);
    this.text(caption, x + 2, y + 2, 6);
    this.value(key, value, x + 3, y + 9, w - 6, h - 10, fields);
  }

  /** A filled value inside [x, y, w, h] (top-left coordinates); recorded as a field or, with no fields, a decoy. */
  value(key: string, value: string | null, x: number, y: number, w: number, h: number, fields: Record<string, FieldValue>): void {
    const isDecoy = Object.keys(fields).length === 0;
    if (this.style === 'fillable') {
      this.textField(key, value ?? '', x, y, w, h);
      if (value === null) return;
      const p: Placed = { key, page: this.page, box: [x, PAGE_H - y - h, x + w, PAGE_H - y], text: value, fields, via: 'acroform', acroform_field: key };
      (isDecoy ? this.decoys : this.placed).push(p);
      return;
    }
    if (value === null) return;
    const hand = this.style === 'handwritten';
    let size = hand ? this.rng.float(10, 12) : 9;
    this.doc.font(hand ? this.hand : 'Helvetica').fontSize(size);
    while (this.doc.widthOfString(value) > w && size > 5) this.doc.fontSize(size -= 0.5);
    const width = this.doc.widthOfString(value);
    const ty = y + h - size * 0.95 + (hand ? this.rng.float(-1.5, 1) : 0);
    const tx = x + (hand ? this.rng.float(0, 4) : 1);
    const angle = hand ? this.rng.float(-2.2, 2.2) : 0;
    this.doc.save();
    if (angle) this.doc.rotate(angle, { origin: [tx, ty + size] });
    this.doc.fillColor(hand ? '#1b2a6b' : 'black').text(value, tx, ty, { lineBreak: false });
    this.doc.restore();
    const slop = Math.abs(Math.sin((angle * Math.PI) / 180)) * width + 1.5;
    const p: Placed = { key, page: this.page, box: [tx - 1.5, PAGE_H - ty - size * 1.1 - slop, tx + width + 1.5, PAGE_H - ty + slop], text: value, fields, via: 'text' };
    (isDecoy ? this.decoys : this.placed).push(p);
  }

  /** A checkbox with its option label to the right; a checked box records its label as the printed value. */
  check(key: string, x: number, y: number, label: string, checked: boolean, fields: Record<string, FieldValue>): void {
    const s = 8;
    this.rect(x, y, s, s);
    this.text(label, x + s + 3, y + 1, 7);
    const box: Box = [x, PAGE_H - y - s, x + s, PAGE_H - y];
    if (this.style === 'fillable') {
      this.checkField(key, x, y, s, checked);
      if (checked) this.placed.push({ key, page: this.page, box, text: label, fields, via: 'acroform_checkbox', acroform_field: key });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      this.text('X', x + 1.2, y + 0.6, 8, 'Helvetica-Bold');
    } else {
      // A pen mark: an X or a tick, no text at all, a little past the box as people draw them.
      const j = () => this.rng.float(-1, 1.2);
      this.doc.save().lineWidth(1.2).strokeColor('#1b2a6b');
      if (this.rng.chance(0.5)) {
        this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        this.doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      } else {
        this.doc.moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      }
      this.doc.restore();
    }
    this.placed.push({ key, page: this.page, box, text: label, fields, via: 'checkbox' });
  }

  private stream(w: number, h: number, content: string, font: boolean) {
    const d = this.doc as unknown as Internals;
    const ref = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(font ? { Resources: { Font: { [this.helv.id]: this.helv.ref } } } : {}) });
    ref.write(content);
    ref.end();
    return ref;
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number): void {
    const size = Math.min(9, h - 2);
    const ap = this.stream(w, h, `/Tx BMC q BT /${this.helv.id} ${size} Tf 0 g 2 ${((h - size) / 2 + 1).toFixed(2)} Td (${esc(value)}) Tj ET Q EMC`, true);
    this.widget({ FT: 'Tx', T: lit(name), ...(value ? { V: lit(value) } : {}), DA: lit(`/${this.helv.id} ${size} Tf 0 g`), AP: { N: ap } }, x, y, w, h);
  }

  private checkField(name: string, x: number, y: number, s: number, on: boolean): void {
    const yes = this.stream(s, s, `q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`, false);
    const off = this.stream(s, s, '', false);
    this.widget({ FT: 'Btn', T: lit(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } }, MK: { CA: lit('8') } }, x, y, s, s);
  }

  private widget(dict: object, x: number, y: number, w: number, h: number): void {
    const d = this.doc as unknown as Internals;
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
