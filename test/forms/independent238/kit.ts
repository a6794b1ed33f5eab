// The drawing kit of set 238: a pdfkit page plus the three ways a value gets on it (typed page text, a handwriting
// font slightly rotated, or an AcroForm field with its own appearance stream), recording every placed value.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValues = Record<string, string | number | null>;
export interface Placed238 {
  key: string; text: string; page: number; box: Box; fields: FieldValues;
  via: 'text' | 'handwriting' | 'acroform' | 'checkbox_mark' | 'acroform_checkbox'; acroform_field?: string;
}

export const SCRIPT_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const W = 612, H = 792;

export class Kit {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed238[] = [];
  page = 1;
  private readonly chunks: Buffer[] = [];
  private readonly fields: unknown[] = [];
  private helv: unknown = null;
  private readonly hasScript: boolean;

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true,
      info: { Title: title, Producer: 'FormDesk 4.2', Creator: 'FormDesk', CreationDate: new Date(Date.UTC(2024, 4, 2)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.hasScript = fs.existsSync(SCRIPT_FONT);
    if (this.hasScript) this.doc.registerFont('script', SCRIPT_FONT);
    if (style === 'fillable') {
      const d = this.doc as any;
      this.helv = d.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      (this.helv as any).end();
      d._acroform = { fonts: {}, defaultFont: 'Helv' };
      d._root.data.AcroForm = d.ref({ Fields: this.fields, NeedAppearances: false, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.helv } } });
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** pdfkit top-left box to the truth's bottom-left [x0, y0, x1, y1]. */
  box(x: number, y: number, w: number, h: number): Box {
    return [Math.round(x * 10) / 10, Math.round((H - y - h) * 10) / 10, Math.round((x + w) * 10) / 10, Math.round((H - y) * 10) / 10];
  }

  label(text: string, x: number, y: number, size = 7.5, opts: { bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(opts.color ?? '#222222')
      .text(text, x, y, { lineBreak: opts.width !== undefined, width: opts.width, align: opts.align ?? 'left' });
  }

  para(text: string, x: number, y: number, width: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#333333').text(text, x, y, { width, lineGap: 0.5 });
    return this.doc.y;
  }

  rect(x: number, y: number, w: number, h: number, stroke = '#555555', fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, stroke);
    else this.doc.rect(x, y, w, h).lineWidth(0.6).stroke(stroke);
  }

  hline(x: number, y: number, w: number, color = '#777777'): void {
    this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).stroke(color);
  }

  /** A labelled write-in line: label above-left or inline, value line under it. Returns the value's x. */
  slot(labelText: string, x: number, y: number, w: number, size = 6.8): void {
    this.label(labelText, x, y, size, { color: '#444444' });
    this.hline(x, y + 20, w);
  }

  /** Puts a value (a field of the truth when `fields` is non-empty, a decoy otherwise) on the write-in area at (x, y). */
  value(key: string, text: string, x: number, y: number, w: number, fields: FieldValues = {}, size = 9.5): void {
    if (!text) return;
    const via = this.style === 'fillable' ? 'acroform' : this.style === 'handwritten' ? 'handwriting' : 'text';
    if (this.style === 'fillable') {
      const h = size + 5;
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${this.fields.length}`;
      this.textField(name, text, x, y - 2, w, h, size);
      this.placed.push({ key, text, page: this.page, box: this.box(x, y - 2, w, h), fields, via, acroform_field: name });
      return;
    }
    const d = this.doc;
    let fs0 = size;
    if (this.style === 'handwritten') {
      fs0 = size + 2.5;
      d.font(this.hasScript ? 'script' : 'Times-Italic');
    } else d.font('Helvetica');
    d.fontSize(fs0);
    while (fs0 > 5 && d.widthOfString(text) > w) d.fontSize(--fs0);
    const tw = d.widthOfString(text);
    const jx = this.style === 'handwritten' ? this.rng.float(0, 6) : 1;
    const jy = this.style === 'handwritten' ? this.rng.float(-1.5, 1.2) : 0;
    const ang = this.style === 'handwritten' ? this.rng.float(-2.2, 2.2) : 0;
    d.save();
    if (ang) d.rotate(ang, { origin: [x + jx, y + jy + fs0] });
    d.fillColor(this.style === 'handwritten' ? '#1a2a6c' : '#000000').text(text, x + jx, y + jy, { lineBreak: false });
    d.restore();
    this.placed.push({ key, text, page: this.page, box: this.box(x + jx, y + jy, tw, fs0 * 1.1), fields, via });
  }

  /** A checkbox with its label; `checked` marks it (an X letter when typed, two strokes when handwritten, a field when fillable). */
  check(key: string, labelText: string, x: number, y: number, checked: boolean, fields: FieldValues = {}, size = 7.5): number {
    const s = 8;
    this.label(labelText, x + s + 3, y + 0.5, size);
    const lw = this.doc.font('Helvetica').fontSize(size).widthOfString(labelText);
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${this.fields.length}`;
      this.checkField(name, x, y, s, checked);
      if (checked) this.placed.push({ key, text: labelText, page: this.page, box: this.box(x, y, s, s), fields, via: 'acroform_checkbox', acroform_field: name });
      return x + s + 3 + lw + 12;
    }
    this.rect(x, y, s, s, '#333333');
    if (checked) {
      if (this.style === 'handwritten') {
        const o = this.rng.float(-1, 1);
        this.doc.moveTo(x - 1 + o, y - 1).lineTo(x + s + 1, y + s + 1 + o).moveTo(x + s + 1 + o, y - 1).lineTo(x - 1, y + s + 1)
          .lineWidth(1.3).stroke('#1a2a6c');
        this.placed.push({ key, text: labelText, page: this.page, box: this.box(x, y, s, s), fields, via: 'checkbox_mark' });
      } else {
        this.doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000').text('X', x + 1.3, y + 0.6, { lineBreak: false });
        this.placed.push({ key, text: labelText, page: this.page, box: this.box(x, y, s, s), fields, via: 'text' });
      }
    }
    return x + s + 3 + lw + 12;
  }

  private ap(w: number, h: number, content: string): unknown {
    const d = this.doc as any;
    const ref = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helv } } });
    ref.end(Buffer.from(content, 'latin1'));
    return ref;
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as any;
    d.font('Helvetica').fontSize(size);
    let fs0 = size;
    while (fs0 > 5 && d.widthOfString(value) > w - 4) d.fontSize(--fs0);
    const esc = value.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
    const ap = this.ap(w, h, `/Tx BMC q 1 1 ${w - 2} ${h - 2} re W n BT /Helv ${fs0} Tf 0 g 2 ${((h - fs0) / 2 + 1.5).toFixed(2)} Td (${esc}) Tj ET Q EMC`);
    d.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/Helv ${fs0} Tf 0 g`), F: 4,
      AP: { N: ap }, MK: {} });
    this.fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private checkField(name: string, x: number, y: number, s: number, checked: boolean): void {
    const d = this.doc as any;
    const on = this.ap(s, s, `q 0 g 0.6 w 0.5 0.5 ${s - 1} ${s - 1} re S 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.ap(s, s, `q 0 g 0.6 w 0.5 0.5 ${s - 1} ${s - 1} re S Q`);
    d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', F: 4,
      AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
    this.fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

export const PAGE = { W, H };
