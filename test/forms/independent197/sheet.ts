// Drawing one form with pdfkit in one of three styles, recording where every filled-in value lands. Coordinates in
// calls are pdfkit's (points, origin top left); recorded boxes are PDF's (origin bottom left).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Cell, Check, Fields } from './model.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string; page: number; box: Box; text: string; via: 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
  /** Truth paths this value gives (empty for decoys and fillers). */
  fields: Fields;
  acroform_field?: string;
}
export interface Look { label: string; bold: string; typed: string; ink: [number, number, number] }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const H = 792, W = 612;
const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private names = new Map<string, number>();
  private formFont = '';

  readonly style: Style;
  readonly look: Look;
  private rng: Rng;

  constructor(style: Style, rng: Rng, look: Look) {
    this.style = style; this.rng = rng; this.look = look;
    // A fixed creation date: pdfkit derives the file ID from it, and a seed must give the same bytes.
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true, info: { Producer: 'FormBuilder', CreationDate: new Date(Date.UTC(2025, 4, 1)) } });
    this.doc.registerFont('hand', HAND);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as any;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.formFont = d._font.id;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(text: string, x: number, y: number, size = 7, font = this.look.label, color: [number, number, number] = [0, 0, 0]): number {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });
    return this.doc.widthOfString(text);
  }
  /** A paragraph of fine print (authorisation, consent). */
  para(text: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font(this.look.label).fontSize(size).fillColor('black').text(text, x, y, { width: w, align: 'justify' });
    return this.doc.y;
  }
  rule(x0: number, y0: number, x1: number, y1: number, width = 0.5): void {
    this.doc.save().lineWidth(width).strokeColor('black').moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, fill?: string, width = 0.6): void {
    this.doc.save().lineWidth(width);
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, 'black'); else this.doc.rect(x, y, w, h).stroke();
    this.doc.restore();
  }
  band(text: string, x: number, y: number, w: number, h: number, fill: string, textColor = 'white', size = 8): void {
    this.doc.save().rect(x, y, w, h).fill(fill).restore();
    this.doc.font(this.look.bold).fontSize(size).fillColor(textColor).text(text, x + 4, y + (h - size) / 2 + 0.5, { lineBreak: false });
    this.doc.fillColor('black');
  }

  /** A cell the applicant filled: blank, a filler, a value, or a struck value with its correction. */
  value(key: string, c: Cell, x: number, y: number, w: number, size = 9.5): void {
    if (c.text === null) { if (this.style === 'fillable') this.field(this.fieldName(key), '', x, y, w, size); return; }
    let dx = 0;
    if (c.struck) {
      // The crossed-out first answer: printed, struck through, never the value.
      const sw = this.ink(c.struck, x, y, size, this.style === 'fillable' ? 'typed' : this.style);
      this.rule(x - 1, y + size * 0.45, x + sw + 1, y + size * 0.45, 0.9);
      this.decoys.push({ key: `struck:${key}`, page: this.page, box: this.boxOf(x, y, sw, size), text: c.struck, via: 'text', fields: {} });
      dx = sw + 7;
    }
    const gives = Object.keys(c.fields).length > 0;
    const list = gives ? this.placed : this.decoys;
    // A filler ('N/A', 'same', a masked number ...) stands where a field would be: keyed apart from plain decoys.
    const k = gives || !c.filler ? key : `filler:${key}`;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const box = this.field(name, c.text, x + dx, y, w - dx, size);
      list.push({ key: k, page: this.page, box, text: c.text, via: 'acroform', fields: c.fields, acroform_field: name });
      return;
    }
    const fit = Math.min(size, ((w - dx) / Math.max(1, this.width(c.text, size))) * size);
    const tw = this.ink(c.text, x + dx, y, fit, this.style);
    list.push({ key: k, page: this.page, box: this.boxOf(x + dx, y, tw, fit), text: c.text, via: 'text', fields: c.fields });
  }
  /** A filled-in value that is not the application's (bank, landlord, references ...). */
  decoy(key: string, text: string, x: number, y: number, w: number, size = 9.5): void {
    this.value(key, { text, fields: {} }, x, y, w, size);
  }

  /** A checkbox with its printed label; `mark` set when it is checked. */
  check(key: string, label: string, x: number, y: number, mark: Check | null | boolean, size = 7.5): void {
    const s = 8;
    this.rect(x, y, s, s, undefined, 0.6);
    const lw = this.label(label, x + s + 3, y + 0.5, size);
    const box: Box = [x - 2, H - (y + s + 3), x + s + 3 + lw + 3, H - (y - 3)];
    const on = mark !== null && mark !== false;
    const fields = typeof mark === 'object' && mark ? mark.fields : {};
    const list = Object.keys(fields).length ? this.placed : this.decoys;
    if (this.style === 'fillable') {
      const name = this.fieldName(`${key}_${label}`);
      this.checkbox(name, x, y, s, on);
      if (on) list.push({ key, page: this.page, box, text: label, via: 'acroform_checkbox', fields, acroform_field: name });
      return;
    }
    if (!on) return;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(8.5).fillColor('black').text('X', x + 1.3, y + 0.2, { lineBreak: false });
    } else {
      // A pen mark: a drawn X or a tick, overshooting the box as real marks do; no text.
      const j = (): number => this.rng.float(-1.5, 1.5);
      this.doc.save().lineWidth(1.2).strokeColor(this.look.ink).lineCap('round');
      if (this.rng.chance(0.5)) this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + j(), y - 1 + j()).lineTo(x + j(), y + s + 1 + j());
      else this.doc.moveTo(x + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j());
      this.doc.stroke().restore();
    }
    list.push({ key, page: this.page, box, text: label, via: 'checkbox', fields });
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    // pdfkit's end() closes the AcroForm itself (closing it twice never finishes the file).
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }

  private width(text: string, size: number): number {
    this.doc.font(this.style === 'handwritten' ? 'hand' : this.look.typed).fontSize(this.style === 'handwritten' ? size * 1.25 : size);
    return this.doc.widthOfString(text);
  }
  /** Draws the text in the style's hand; returns its width. */
  private ink(text: string, x: number, y: number, size: number, style: Style): number {
    const doc = this.doc;
    if (style !== 'handwritten') {
      doc.font(this.look.typed).fontSize(size).fillColor('black').text(text, x, y, { lineBreak: false });
      return doc.widthOfString(text);
    }
    // Handwriting: bigger, jittered and a little rotated, in pen blue.
    const hs = size * 1.25, jx = this.rng.float(-1.5, 1.5), jy = this.rng.float(-2.5, 0.5), a = this.rng.float(-2.5, 2.5);
    doc.save().rotate(a, { origin: [x + jx, y + jy] });
    doc.font('hand').fontSize(hs).fillColor(this.look.ink).text(text, x + jx, y + jy - 1, { lineBreak: false });
    doc.restore().fillColor('black');
    return doc.widthOfString(text) + Math.abs(jx);
  }
  private boxOf(x: number, y: number, w: number, size: number): Box {
    const m = this.style === 'handwritten' ? 6 : 3;
    return [x - m, H - (y + size * 1.4 + m), Math.min(W, x + w + m), H - (y - m)];
  }
  private fieldName(key: string): string {
    const n = (this.names.get(key) ?? 0) + 1;
    this.names.set(key, n);
    return n === 1 ? key : `${key}_${n}`;
  }
  /** A text widget with /V and its own appearance stream, so viewers show the value without regenerating it. */
  private field(name: string, value: string, x: number, y: number, w: number, size: number): Box {
    const h = size + 6, fs = Math.min(size, ((w - 4) / Math.max(1, this.width(value, size) * (this.style === 'handwritten' ? 0.8 : 1))) * size);
    const d = this.doc as any;
    this.doc.font('Helvetica');
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.formFont]: d._font.ref() } } });
    ap.end(value ? `/Tx BMC q BT /${this.formFont} ${fs.toFixed(2)} Tf 0 g 2 ${(h - fs) / 2 + 1.5} Td (${esc(value)}) Tj ET Q EMC` : '/Tx BMC EMC');
    this.doc.annotate(x, y - 3, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${this.formFont} ${fs.toFixed(2)} Tf 0 g`),
      F: 4, AP: { N: ap }, MK: {} } as any);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
    return [x, H - (y - 3 + h), x + w, H - (y - 3)];
  }
  private checkbox(name: string, x: number, y: number, s: number, on: boolean): void {
    const d = this.doc as any;
    const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    onAp.end(`q 0 g 1.1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    offAp.end('');
    this.doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', F: 4,
      MK: { CA: new String('8') }, DA: new String('/ZaDb 0 Tf 0 g'), AP: { N: { Yes: onAp, Off: offAp } } } as any);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }
}
