// A page canvas for CRM print-outs: chrome (labels, section bars, rules) is drawn the same in every style; values go
// through value()/check(), which print them as the style asks and record where they landed (PDF points, origin at
// the page's bottom left, pages counted from 1).
import PDFDocument from 'pdfkit';
import type { Placed } from '../generator/canvas.ts';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Face = 'Courier' | 'Helvetica' | 'Times-Roman';
/** A value to print: fields empty means a decoy (printed, but no field of the application). */
/** A field mapped to null is printed but gives nothing (a masked SSN, a DBA of 'SAME'): it is not recorded. */
export interface Val { key: string; text: string; fields: Record<string, string | number | null> }

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const W = 612;
export const H = 792;

// The slice of pdfkit's internals an AcroForm with our own appearance streams needs (no public API for it).
interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface Internals {
  ref(data: Record<string, unknown>): Ref;
  _root: { data: { AcroForm?: { data: { Fields: Ref[]; NeedAppearances: boolean } } } };
  _font: { id: string; ref(): Ref; encode(t: string): [string[], unknown] };
  page: { annotations: Ref[] };
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  readonly style: Style;
  readonly face: Face;
  page = 0;
  private readonly hand: Rng;
  private fieldNo = 0;

  constructor(style: Style, face: Face, seedLabel: string) {
    this.style = style;
    this.face = face;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { CreationDate: new Date(Date.UTC(2025, 2, 3)), Producer: 'CRM Print Service', Creator: 'Record Printable View' } });
    // Handwriting jitter has its own stream: drawing it must not move any draw of the deal.
    this.hand = new Rng(`${seedLabel}:hand`);
    if (style === 'handwritten') this.doc.registerFont('hand', HAND_FONT);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      this.internals()._root.data.AcroForm!.data.NeedAppearances = false;
    }
  }

  private internals(): Internals {
    return this.doc as unknown as Internals;
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  // ---- chrome ----
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' | 'center'; font?: string } = {}): void {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 8).fillColor(o.color ?? '#333333');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }
  para(s: string, x: number, y: number, width: number, size = 7): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#333333');
    this.doc.text(s, x, y, { width, lineGap: 1 });
    return this.doc.y;
  }
  rect(x: number, y: number, w: number, h: number, fill?: string, stroke?: string): void {
    this.doc.save().rect(x, y, w, h);
    if (fill && stroke) this.doc.fillAndStroke(fill, stroke);
    else if (fill) this.doc.fill(fill);
    else this.doc.lineWidth(0.6).stroke(stroke ?? '#999999');
    this.doc.restore();
  }
  line(x1: number, y1: number, x2: number, y2: number, color = '#cccccc', width = 0.6): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).stroke(color).restore();
  }

  // ---- values ----
  /** Print a value with its top-left at (x, y) (pdfkit coordinates), at most w wide. */
  value(v: Val, x: number, y: number, w: number, size0 = 8.5): void {
    if (!v.text) return;   // a blank CRM field: nothing printed, nothing recorded
    // Shrink a long value to its cell, as CRM print views do, rather than let it run off the page.
    const font = this.style === 'handwritten' ? 'hand' : this.style === 'fillable' ? 'Helvetica' : this.face;
    const grow = this.style === 'handwritten' ? 2.5 : 0;
    const natural = this.doc.font(font).fontSize(size0 + grow).widthOfString(v.text);
    const size = natural > w - 4 ? Math.max(4.5, (size0 + grow) * (w - 4) / natural - grow) : size0;
    const box: [number, number, number, number] = [x, H - y - size - 2, x + w, H - y + 1];
    if (this.style === 'fillable') {
      const name = this.field(v.key);
      this.textField(name, v.text, x, y - 1.5, w, size + 4, size);
      this.record({ key: v.key, text: v.text, page: this.page, box: [x, H - y - size - 2.5, x + w, H - y + 1.5], via: 'acroform', fields: v.fields, acroform_field: name });
      return;
    }
    if (this.style === 'handwritten') {
      const hs = size + 2.5;
      const dx = this.hand.float(-1.5, 2.5), dy = this.hand.float(-2, 1), rot = this.hand.float(-2.2, 2.2);
      this.doc.save().rotate(rot, { origin: [x + dx, y + dy + hs] });
      this.doc.font('hand').fontSize(hs).fillColor('#1b2a6b').text(v.text, x + dx, y + dy - 1, { lineBreak: false });
      this.doc.restore();
      const tw = this.doc.widthOfString(v.text);
      this.record({ key: v.key, text: v.text, page: this.page, box: [x + dx - 1, H - y - dy - hs - 3, x + dx + tw + 2, H - y - dy + 3], via: 'text', fields: v.fields });
      return;
    }
    this.doc.font(this.face).fontSize(size).fillColor('#000000').text(v.text, x, y, { lineBreak: false });
    const tw = this.doc.widthOfString(v.text);
    this.record({ key: v.key, text: v.text, page: this.page, box: [box[0], box[1], x + Math.max(tw, 1), box[3]], via: 'text', fields: v.fields });
  }

  /** A check box with its label printed right of it; checked carries the option's value (or a decoy). */
  check(label: string, x: number, y: number, checked: Val | null, size = 8): number {
    const s = size + 1;
    this.rect(x, y, s, s, '#ffffff', '#555555');
    this.text(label, x + s + 3, y + 1, { size });
    const box: [number, number, number, number] = [x, H - y - s, x + s, H - y];
    if (this.style === 'fillable') {
      const name = this.field(checked?.key ?? `cb_${label}`);
      this.checkField(name, checked !== null, x, y, s);
      if (checked) this.record({ key: checked.key, text: label, page: this.page, box, via: 'acroform_checkbox', fields: checked.fields, acroform_field: name });
    } else if (checked) {
      if (this.style === 'handwritten') {
        // A pen X overshooting the box: strokes only, no text.
        const j = () => this.hand.float(-1.2, 1.2);
        this.doc.save().lineWidth(1.3).strokeColor('#1b2a6b')
          .moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j())
          .moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke().restore();
      } else {
        this.doc.font('Helvetica-Bold').fontSize(s - 1).fillColor('#000000').text('X', x + 1.6, y + 1, { lineBreak: false });
      }
      this.record({ key: checked.key, text: label, page: this.page, box, via: 'mark', fields: checked.fields });
    }
    this.doc.font('Helvetica').fontSize(size);
    return x + s + 3 + this.doc.widthOfString(label) + 12;
  }

  private record(p: Omit<Placed, 'fields'> & { fields: Val['fields'] }): void {
    const all = Object.entries(p.fields);
    const given = all.filter((e): e is [string, string | number] => e[1] !== null);
    if (!all.length) this.decoys.push({ ...p, fields: {} });
    else if (given.length) this.placed.push({ ...p, fields: Object.fromEntries(given) });
  }

  private field(key: string): string {
    return `${key.replace(/[^A-Za-z0-9]+/g, '_')}_${++this.fieldNo}`;
  }

  // An AcroForm text field whose appearance stream already shows the value, so no viewer has to build one.
  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const i = this.internals();
    this.doc.font('Helvetica');
    const font = i._font;
    const hex = font.encode(value)[0].join('');
    const ap = i.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(`/Tx BMC q BT /${font.id} ${size} Tf 0 g 2 ${(h - size * 0.72) / 2} Td <${hex}> Tj ET Q EMC`);
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), F: 4,
      DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap }, MK: {} } as unknown as PDFKit.Mixins.AnnotationOption);
    i._root.data.AcroForm!.data.Fields.push(i.page.annotations[i.page.annotations.length - 1]!);
  }

  private checkField(name: string, on: boolean, x: number, y: number, s: number): void {
    const i = this.internals();
    this.doc.font('Helvetica');
    const font = i._font;
    const yes = i.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: { Font: { [font.id]: font.ref() } } });
    yes.end(`q 0 g 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = i.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    const state = on ? 'Yes' : 'Off';
    this.doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, F: 4,
      AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('8') } } as unknown as PDFKit.Mixins.AnnotationOption);
    i._root.data.AcroForm!.data.Fields.push(i.page.annotations[i.page.annotations.length - 1]!);
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    // pdfkit's end() closes the AcroForm itself.
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
