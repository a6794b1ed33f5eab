// One application form being drawn: printed labels and rules (always page text / graphics) and the filled-in values,
// which each style puts differently: typed text, handwriting (URW Z003, rotated and jittered, vector check marks) or
// AcroForm fields with /V and an appearance stream (nothing of the value in the page's text). Every value is recorded
// as a Placed: with truth fields when it gives the application something, in `decoys` otherwise.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export type Via = 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
export type FieldValue = string | number | null;
export interface Placed {
  key: string; page: number; box: Box; text: string; via: Via;
  /** Truth paths (`application.legal_name`, `application.applicants[0].ownership` ...) and their values; empty for a decoy. */
  fields: Record<string, FieldValue>;
  acroform_field?: string; acroform_value?: string;
}

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_W = 612, PAGE_H = 792;

// pdfkit's internals we need for hand-made AcroForm widgets (its formText writes no appearance stream).
interface PdfRef { data: Record<string, unknown>; write(s: string): void; end(): void }
interface Internals { _font: { id: string; ref(): PdfRef }; _root: { data: { AcroForm: PdfRef } }; page: { annotations: PdfRef[] }; ref(d: object): PdfRef }

/** WinAnsi hex for the standard Helvetica of the appearance streams (our values are Latin-1). */
const hex = (s: string): string => `<${[...s].map((c) => Math.min(c.charCodeAt(0), 255).toString(16).padStart(2, '0')).join('')}>`;

export interface ValueOpts { size?: number; comb?: number; align?: 'left' | 'center' }

export class Form {
  readonly doc: PDFKit.PDFDocument;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private readonly names = new Map<string, number>();
  private helv = '';
  readonly style: Style;
  private readonly jit: Rng;
  private readonly valueFont: string;

  constructor(style: Style, jit: Rng, valueFont = 'Helvetica', title = 'Application') {
    this.style = style;
    this.jit = jit;
    this.valueFont = valueFont;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'FormBuilder 4.2', Creator: 'Broker intake', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.registerFont('hand', HAND);
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.page === 1 && this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      this.helv = (this.doc as unknown as Internals)._font.id;
      // Every widget carries its own appearance stream: viewers must show it, not rebuild one from /DA.
      (this.doc as unknown as Internals)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  /** Printed text (labels, headings, paragraphs): always in the page's text. */
  label(s: string, x: number, y: number, size = 7, font = 'Helvetica', opts: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.font(font).fontSize(size).fillColor('black').text(s, x, y, { lineBreak: false, ...opts });
  }

  paragraph(s: string, x: number, y: number, w: number, size = 6.5, font = 'Helvetica'): number {
    this.doc.font(font).fontSize(size).fillColor('black').text(s, x, y, { width: w, lineGap: 1 });
    return this.doc.y;
  }

  /** [x0, y0, x1, y1] with origin bottom left from a top-left rectangle. */
  box(x: number, y: number, w: number, h: number): Box {
    const r = (n: number): number => Math.round(n * 10) / 10;
    return [r(x), r(PAGE_H - (y + h)), r(x + w), r(PAGE_H - y)];
  }

  private fieldName(key: string): string {
    const n = (this.names.get(key) ?? 0) + 1;
    this.names.set(key, n);
    return n === 1 ? key : `${key}_${n}`;
  }

  private record(p: Placed): void {
    (Object.keys(p.fields).length ? this.placed : this.decoys).push(p);
  }

  /** A filled-in value in the area (x, y, w, h) (top-left coordinates). Empty text: nothing is written. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, FieldValue> = {}, o: ValueOpts = {}): void {
    if (!text) return;
    const doc = this.doc;
    const size = o.size ?? Math.min(9.5, h - 3);
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.widget(name, text, x, y, w, h, size, o.comb);
      this.record({ key, page: this.page, box: this.box(x, y, w, h), text, via: 'acroform', fields, acroform_field: name });
      return;
    }
    const hand = this.style === 'handwritten';
    const font = hand ? 'hand' : this.valueFont;
    const fs = hand ? size * 1.2 : size;
    doc.font(font).fontSize(fs).fillColor(hand ? '#1a2a6c' : 'black');
    const width = o.comb ? o.comb * text.length : doc.widthOfString(text);
    const dx = hand ? this.jit.float(1, 5) : o.align === 'center' ? Math.max(2, (w - width) / 2) : 2;
    const ty = y + (h - fs) / 2 + (hand ? this.jit.float(-1.2, 1.2) : 0.5);
    if (o.comb) {
      // One glyph per comb cell, as a person (or a printer's field) fills the boxes.
      [...text].forEach((c, i) => {
        const cx = x + i * o.comb! + (o.comb! - doc.widthOfString(c)) / 2 + (hand ? this.jit.float(-0.8, 0.8) : 0);
        this.write(c, cx, ty + (hand ? this.jit.float(-0.8, 0.8) : 0), hand);
      });
    } else {
      this.write(text, x + dx, ty, hand);
    }
    // Handwriting may overrun its line: the box grows with the text and a margin for the tilt.
    const m = hand ? 4 : 1;
    const right = Math.max(x + w, x + dx + width + 2);
    this.record({ key, page: this.page, box: this.box(x - m, y - m, right - x + 2 * m, h + 2 * m), text, via: 'text', fields });
    doc.fillColor('black');
  }

  private write(s: string, x: number, y: number, hand: boolean): void {
    const doc = this.doc;
    if (!hand) { doc.text(s, x, y, { lineBreak: false }); return; }
    doc.save();
    doc.rotate(this.jit.float(-2.5, 2.5), { origin: [x, y] });
    doc.text(s, x, y, { lineBreak: false });
    doc.restore();
  }

  private widget(name: string, text: string, x: number, y: number, w: number, h: number, size: number, comb?: number): void {
    const d = this.doc as unknown as Internals;
    const cw = comb ? comb * text.length : w;
    const base = (h - size) / 2 + size * 0.22;
    const body = comb
      ? [...text].map((c, i) => `1 0 0 1 ${(i * comb + comb / 2 - size * 0.28).toFixed(2)} ${base.toFixed(2)} Tm ${hex(c)} Tj`).join(' ')
      : `2 ${base.toFixed(2)} Td ${hex(text)} Tj`;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, cw, h], Resources: { Font: { [this.helv]: this.fontRef() } } });
    ap.write(`/Tx BMC q BT /${this.helv} ${size} Tf 0 g ${body} ET Q EMC`);
    ap.end();
    const dict: Record<string, unknown> = { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), F: 4,
      DA: new String(`/${this.helv} ${size} Tf 0 g`), AP: { N: ap }, MK: {} };
    // Comb fields: Ff bit 25 with MaxLen, the viewer spreads the characters over the cells.
    if (comb) { dict.Ff = 1 << 24; dict.MaxLen = text.length; }
    this.doc.annotate(x, y, cw, h, dict as never);
    d._root.data.AcroForm.data.Fields = [...(d._root.data.AcroForm.data.Fields as PdfRef[]), d.page.annotations.at(-1)!];
  }

  private fontRef(): PdfRef {
    const doc = this.doc;
    doc.font('Helvetica');
    return (doc as unknown as Internals)._font.ref();
  }

  /** A printed check box; a checked one is marked as the style marks it and recorded with its label. */
  check(key: string, label: string, checked: boolean, x: number, y: number, fields: Record<string, FieldValue> = {}, s = 8, labelSize = 7.5, labelFont = 'Helvetica'): number {
    const doc = this.doc;
    doc.lineWidth(0.6).strokeColor('black').rect(x, y, s, s).stroke();
    this.label(label, x + s + 3, y + (s - labelSize) / 2 + 0.5, labelSize, labelFont);
    const end = x + s + 3 + doc.widthOfString(label);
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const d = doc as unknown as Internals;
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.write(`q 0 g 0 G 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      on.end();
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.write('');
      off.end();
      const state = checked ? 'Yes' : 'Off';
      doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, F: 4, AP: { N: { Yes: on, Off: off } }, MK: {} } as never);
      d._root.data.AcroForm.data.Fields = [...(d._root.data.AcroForm.data.Fields as PdfRef[]), d.page.annotations.at(-1)!];
      if (checked) this.record({ key, page: this.page, box: this.box(x, y, s, s), text: label, via: 'acroform_checkbox', fields, acroform_field: name, acroform_value: 'Yes' });
      return end;
    }
    if (!checked) return end;
    if (this.style === 'typed') {
      this.label('X', x + 1.3, y + 0.6, s - 0.5, 'Helvetica-Bold');
    } else {
      // A pen mark: an X or a tick, drawn, overshooting the box a little; no text at all.
      const j = (): number => this.jit.float(-1.2, 1.2);
      doc.save().lineWidth(1.1).strokeColor('#1a2a6c');
      if (this.jit.chance(0.5)) {
        doc.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).stroke();
        doc.moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
      } else {
        doc.moveTo(x + 1 + j(), y + s * 0.55 + j()).lineTo(x + s * 0.4, y + s + j() * 0.5).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      }
      doc.restore();
    }
    this.record({ key, page: this.page, box: this.box(x - 2, y - 3, s + 5, s + 5), text: label, via: 'checkbox', fields });
    return end;
  }

  /** A signature: a drawn scrawl (never text), so it gives nothing to read. */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const doc = this.doc;
    doc.save().lineWidth(0.9).strokeColor('#1a2a6c').moveTo(x, y);
    for (let i = 1; i <= 8; i++) doc.quadraticCurveTo(x + (i - 0.5) * w / 8, y - 10 + this.jit.float(-4, 14), x + i * w / 8, y + this.jit.float(-3, 3));
    doc.stroke().restore();
  }

  rule(x: number, y: number, w: number, color = 'black', width = 0.5): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x, y).lineTo(x + w, y).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, fill?: string, stroke = 'black', width = 0.5): void {
    const doc = this.doc.save().lineWidth(width);
    if (fill) doc.rect(x, y, w, h).fillAndStroke(fill, stroke); else doc.rect(x, y, w, h).strokeColor(stroke).stroke();
    doc.restore();
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
