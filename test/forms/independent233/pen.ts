// The drawing layer of set 233: pdfkit with a y-down page (top-left origin, as pdfkit draws), three ways of putting a
// value on the form (typed text, handwriting, AcroForm field with its own appearance stream) and a record of every
// value placed (the truth's source) and every decoy printed.
import PDFDocument from 'pdfkit';
import { existsSync } from 'node:fs';
import type { Decoy } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type FieldValue = string | number | null;
export type Box = [number, number, number, number];

export interface Placed233 {
  key: string;
  /** Truth paths (`application.legal_name`, `application.applicants[0].ownership` ...) and the value each gets. */
  fields: Record<string, FieldValue>;
  page: number;
  box: Box;
  text: string;
  via: 'text' | 'handwriting' | 'acroform' | 'checkbox';
  acroform_field?: string;
}

export const PAGE_W = 612;
export const PAGE_H = 792;
const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

function pdfString(s: string): string {
  return '(' + s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)') + ')';
}

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed233[] = [];
  readonly decoys: Decoy[] = [];
  page = 1;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly handFont: string;
  private helvId = 'F1';
  private helvRef: unknown = null;
  private fieldNo = 0;

  readonly style: Style;
  readonly rng: Rng;
  readonly jitter: Rng;

  constructor(style: Style, rng: Rng, jitter: Rng, title: string) {
    this.style = style; this.rng = rng; this.jitter = jitter;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'FormBuilder 4.2', Creator: 'Broker Desk', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    if (existsSync(HAND_FONT)) { this.doc.registerFont('Hand', HAND_FONT); this.handFont = 'Hand'; } else this.handFont = 'Times-Italic';
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as any;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helvId = d._font.id;
      this.helvRef = d._font.ref();
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Printed form text (labels, headings, fine print): always Helvetica, never a value. */
  label(text: string, x: number, y: number, size = 7, o: { bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; oblique?: boolean } = {}): void {
    const font = o.bold ? 'Helvetica-Bold' : o.oblique ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(font).fontSize(size).fillColor(o.color ?? '#222');
    if (o.width) this.doc.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 0.5 });
    else this.doc.text(text, x, y, { lineBreak: false });
    this.doc.fillColor('black');
  }

  /** A paragraph of fine print in a width. */
  para(text: string, x: number, y: number, width: number, size = 6): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#333').text(text, x, y, { width, lineGap: 0.6, align: 'justify' });
    this.doc.fillColor('black');
    return this.doc.y;
  }

  private boxOf(x: number, y: number, w: number, h: number): Box {
    return [round(x), round(PAGE_H - y - h), round(x + w), round(PAGE_H - y)];
  }

  /** Writes `text` into the area (x, y, w, h) in the form's style and returns the box it covers. Nothing for ''. */
  private write(text: string, x: number, y: number, w: number, h: number, size: number): { box: Box; via: Placed233['via']; field?: string } {
    if (this.style === 'fillable') {
      const name = `f${++this.fieldNo}_${this.page}`;
      this.textField(name, text, x, y, w, h, size);
      return { box: this.boxOf(x, y, w, h), via: 'acroform', field: name };
    }
    if (this.style === 'typed') {
      this.doc.font('Helvetica').fontSize(size).fillColor('#111');
      const tw = this.doc.widthOfString(text);
      const ty = y + (h - size) / 2 + 0.5;
      this.doc.text(text, x + 2, ty, { lineBreak: false });
      return { box: this.boxOf(x + 2, ty, tw, size), via: 'text' };
    }
    const hs = size + 2.2 + this.jitter.float(-0.6, 0.8);
    this.doc.font(this.handFont).fontSize(hs).fillColor(this.jitter.pick(['#1a2a6c', '#111111', '#0b1f4a']));
    const tw = this.doc.widthOfString(text);
    const tx = x + 2 + this.jitter.float(0, 4), ty = y + (h - hs) / 2 + this.jitter.float(-1.2, 1.2);
    const angle = this.jitter.float(-2.2, 2.2);
    this.doc.save().rotate(angle, { origin: [tx, ty + hs / 2] });
    this.doc.text(text, tx, ty, { lineBreak: false });
    this.doc.restore().fillColor('black');
    return { box: this.boxOf(tx, ty - 2, tw, hs + 4), via: 'handwriting' };
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as any;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helvId]: this.helvRef } } });
    const ty = Math.max(1.5, (h - size) / 2 + 1.5);
    ap.end(text ? `/Tx BMC q BT /${this.helvId} ${size} Tf 0 g 2 ${ty.toFixed(2)} Td ${pdfString(text)} Tj ET Q EMC` : '/Tx BMC EMC');
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${this.helvId} ${size} Tf 0 g`),
      F: 4, AP: { N: ap }, MK: { BC: [0.6, 0.6, 0.6] } } as any);
    d._root.data.AcroForm.data.Fields.push(this.doc.page.annotations[this.doc.page.annotations.length - 1]);
  }

  /** A value of the application: printed, and recorded with the truth paths it gives. Blank text prints nothing. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, FieldValue>, size = 9): void {
    if (!text) { if (this.style === 'fillable') this.write('', x, y, w, h, size); return; }
    const r = this.write(text, x, y, w, h, size);
    this.placed.push({ key, fields, page: this.page, box: r.box, text, via: r.via, ...(r.field ? { acroform_field: r.field } : {}) });
  }

  /** A printed value that is not the application's (landlord, bank, ISO rep ...). */
  decoy(key: string, text: string, x: number, y: number, w: number, h: number, size = 9): void {
    if (!text) { if (this.style === 'fillable') this.write('', x, y, w, h, size); return; }
    const r = this.write(text, x, y, w, h, size);
    this.decoys.push({ key, text, page: this.page, box: r.box, ...(r.field ? { acroform_field: r.field } : {}) });
  }

  /** A checkbox with its printed label; when checked and `fields` given, the label is a placed value. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, FieldValue> | null, size = 8): number {
    const doc = this.doc;
    let fieldName: string | undefined;
    if (this.style === 'fillable') {
      fieldName = `cb${++this.fieldNo}_${key.replace(/\W+/g, '_')}`;
      const d = doc as any;
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
      on.end(`q 0 g 1.1 w ${size * 0.2} ${size * 0.2} m ${size * 0.8} ${size * 0.8} l ${size * 0.8} ${size * 0.2} m ${size * 0.2} ${size * 0.8} l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
      off.end('');
      doc.rect(x, y, size, size).lineWidth(0.7).stroke('#333');
      doc.annotate(x, y, size, size, { Subtype: 'Widget', FT: 'Btn', T: new String(fieldName), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        F: 4, AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } } as any);
      d._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
    } else {
      doc.rect(x, y, size, size).lineWidth(0.7).stroke('#333');
      if (checked && this.style === 'typed') {
        doc.font('Helvetica-Bold').fontSize(size).fillColor('black').text('X', x + size * 0.16, y + 0.6, { lineBreak: false });
      } else if (checked) {
        const j = () => this.jitter.float(-1, 1);
        doc.save().lineWidth(1.3).strokeColor('#1a2a6c');
        if (this.jitter.chance(0.5)) {
          doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + size + 1 + j(), y + size + 1 + j()).stroke();
          doc.moveTo(x + size + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + size + 1 + j()).stroke();
        } else {
          doc.moveTo(x + j(), y + size * 0.55).lineTo(x + size * 0.4, y + size + j()).lineTo(x + size + 2 + j(), y - 2 + j()).stroke();
        }
        doc.restore();
      }
    }
    this.label(label, x + size + 3, y + (size - 7) / 2 + 0.5, 7);
    const lw = doc.font('Helvetica').fontSize(7).widthOfString(label);
    if (checked && fields) {
      this.placed.push({ key, fields, page: this.page, box: this.boxOf(x, y, size + 3 + lw, size), text: label, via: 'checkbox',
        ...(fieldName ? { acroform_field: fieldName } : {}) });
    }
    return x + size + 3 + lw + 10;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

function round(n: number): number { return Math.round(n * 10) / 10; }
