// A small drawing surface over pdfkit that prints a value three ways (typed text, handwriting, AcroForm field) and
// records where each value landed, so the truth is built from what was actually placed.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;

/** One printed value: `fields` maps truth paths to values; an empty map marks a decoy. */
export interface Val { key: string; text: string; fields: Record<string, FieldValue> }

export interface Placed {
  key: string;
  text: string;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin at the page's bottom left. */
  box: Box;
  /** `text`: page text; `acroform`: only in a form field; `mark`: a drawn check mark with no text. */
  via: 'text' | 'acroform' | 'mark';
  fields: Record<string, FieldValue>;
  acroform_field?: string;
  acroform_value?: string;
}

export type LabelFont = 'Courier' | 'Courier-Bold' | 'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'Times-Bold';
const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_W = 612, PAGE_H = 792;

/** A run of one line: a label string (printed text of the form) or a value. */
export type Part = string | Val;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 1;
  private fieldCount = 0;
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  readonly style: Style;
  readonly valueFont: LabelFont;
  private hand: Rng;

  constructor(style: Style, valueFont: LabelFont, hand: Rng) {
    this.style = style;
    this.valueFont = valueFont;
    this.hand = hand;
    // A fixed date: pdfkit derives the file ID from it, and the same seed must give the same bytes.
    const date = new Date(Date.UTC(2026, 2, 2));
    this.doc = new PDFDocument({ size: [PAGE_W, PAGE_H], margin: 0, compress: true,
      info: { CreationDate: date, ModDate: date, Producer: 'Quick App Builder', Creator: 'Word Processor' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND_FONT);
    if (style === 'fillable') {
      this.doc.font(valueFont);
      this.doc.initForm();
      // The values carry their own appearance streams: a viewer must not regenerate them.
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void {
    this.doc.addPage({ size: [PAGE_W, PAGE_H], margin: 0 });
    this.page++;
  }

  width(text: string, font: LabelFont | 'hand', size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  /** Printed text of the form itself (labels, headings, the broker's words). y is the top of the line. */
  label(text: string, x: number, y: number, size: number, font: LabelFont = 'Helvetica', color = '#000000'): number {
    this.doc.fillColor(color).font(font).fontSize(size).text(text, x, y, { lineBreak: false });
    return this.width(text, font, size);
  }

  /** The width a value takes in this style. */
  valueWidth(text: string, size: number): number {
    return this.style === 'handwritten' ? this.width(text, 'hand', size * 1.2) : this.width(text, this.valueFont, size) + (this.style === 'fillable' ? 4 : 0);
  }

  /** One value, printed the style's way; returns its width. */
  value(v: Val, x: number, y: number, size: number, color = '#000000'): number {
    const w = this.valueWidth(v.text, size);
    const box: Box = [x, PAGE_H - y - size - 1, x + w, PAGE_H - y + 1];
    if (this.style === 'typed') {
      this.doc.fillColor(color).font(this.valueFont).fontSize(size).text(v.text, x, y, { lineBreak: false });
      this.placed.push({ key: v.key, text: v.text, page: this.page, box, via: 'text', fields: v.fields });
    } else if (this.style === 'handwritten') {
      // A person's pen: a larger, slightly rotated and jittered line in a script font, blue or black ink.
      const dx = this.hand.float(-1.5, 1.5), dy = this.hand.float(-2, 1), deg = this.hand.float(-2, 2);
      this.doc.save().rotate(deg, { origin: [x, y + size] });
      this.doc.fillColor(this.hand.chance(0.5) ? '#1b2a7a' : '#202020').font('hand').fontSize(size * 1.2)
        .text(v.text, x + dx, y + dy - size * 0.25, { lineBreak: false });
      this.doc.restore();
      this.placed.push({ key: v.key, text: v.text, page: this.page, box, via: 'text', fields: v.fields });
    } else {
      const name = this.fieldName(v.key);
      this.textField(name, v.text, x - 1, y - 2, w + 2, size + 4, size);
      this.placed.push({ key: v.key, text: v.text, page: this.page, box, via: 'acroform', fields: v.fields, acroform_field: name });
    }
    return w;
  }

  /** A row of check boxes; `checked` is the Val of the ticked option (its text is the option's label). */
  checks(options: string[], checked: Val | null, x: number, y: number, size: number, font: LabelFont): number {
    let cx = x;
    for (const opt of options) {
      const on = checked !== null && checked.text === opt;
      const s = size;
      this.doc.lineWidth(0.7).strokeColor('#000000').rect(cx, y, s, s).stroke();
      const box: Box = [cx, PAGE_H - y - s, cx + s, PAGE_H - y];
      if (on && checked) this.mark(checked, cx, y, s, box);
      cx += s + 3;
      cx += this.label(opt, cx, y + 0.5, size, font) + 10;
    }
    return cx - x;
  }

  private mark(v: Val, x: number, y: number, s: number, box: Box): void {
    if (this.style === 'typed') {
      this.doc.fillColor('#000000').font(this.valueFont).fontSize(s).text('X', x + s * 0.18, y + 0.5, { lineBreak: false });
      this.placed.push({ key: v.key, text: v.text, page: this.page, box, via: 'text', fields: v.fields });
    } else if (this.style === 'handwritten') {
      // A drawn X, two pen strokes running a little past the box: no text at all.
      const j = (): number => this.hand.float(-1, 1);
      this.doc.save().lineWidth(1.3).strokeColor('#1b2a7a');
      this.doc.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).stroke();
      this.doc.moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke();
      this.doc.restore();
      this.placed.push({ key: v.key, text: v.text, page: this.page, box, via: 'mark', fields: v.fields });
    } else {
      const name = this.fieldName(v.key);
      this.checkField(name, x, y, s);
      this.placed.push({ key: v.key, text: v.text, page: this.page, box, via: 'acroform', fields: v.fields, acroform_field: name });
    }
  }

  /** Lays out a line of parts from (x, y), wrapping to `indent` past `right`; returns the y below the last line.
   *  With `dry` nothing is drawn (to size a bubble or a cell first). */
  row(parts: Part[], x: number, y: number, o: { size: number; font: LabelFont; right: number; indent?: number; lead?: number;
    valueColor?: string; labelColor?: string; dry?: boolean }): number {
    const lead = o.lead ?? o.size * 1.45;
    let cx = x, cy = y;
    for (const p of parts) {
      const isVal = typeof p !== 'string';
      const text = isVal ? p.text : p;
      const w = isVal ? this.valueWidth(text, o.size) : this.width(text, o.font, o.size);
      if (cx + w > o.right && cx > (o.indent ?? x) + 1) {
        cx = o.indent ?? x;
        cy += lead;
        if (!isVal && text.startsWith(' ')) continue;
      }
      if (!o.dry) {
        if (isVal) this.value(p, cx, cy, o.size, o.valueColor);
        else this.label(text, cx, cy, o.size, o.font, o.labelColor);
      }
      cx += w;
    }
    return cy + lead;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#000000', dash = 0): void {
    this.doc.save().lineWidth(width).strokeColor(color);
    if (dash) this.doc.dash(dash, { space: dash });
    this.doc.moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; radius?: number; width?: number }): void {
    this.doc.save().lineWidth(o.width ?? 0.6);
    if (o.radius) this.doc.roundedRect(x, y, w, h, o.radius); else this.doc.rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.strokeColor(o.stroke ?? '#000000').stroke();
    this.doc.restore();
  }

  async finish(): Promise<{ pdf: Uint8Array; pages: number }> {
    this.doc.end();
    await this.done;
    return { pdf: new Uint8Array(Buffer.concat(this.chunks)), pages: this.page };
  }

  private fieldName(key: string): string {
    return `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.fieldCount}`;
  }

  private fontId(): string {
    this.doc.font(this.valueFont);
    const f = (this.doc as any)._font;
    (this.doc as any)._acroform.fonts[f.id] = f.ref();
    return f.id as string;
  }

  /** A text field whose appearance stream shows the value, so a viewer draws it without regenerating. */
  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const id = this.fontId();
    const esc = value.replace(/[\\()]/g, (c) => `\\${c}`);
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h],
      Resources: { Font: { [id]: (this.doc as any)._font.ref() } } });
    ap.end(`/Tx BMC q BT /${id} ${size} Tf 0 g 2 ${(h - size) / 2 + size * 0.22} Td (${esc}) Tj ET Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${id} ${size} Tf 0 g`), AP: { N: ap } }, x, y, w, h);
  }

  private checkField(name: string, x: number, y: number, s: number): void {
    const id = this.fontId();
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    this.widget({ FT: 'Btn', T: new String(name), V: 'Yes', AS: 'Yes', DA: new String(`/${id} 0 Tf 0 g`), AP: { N: { Yes: on, Off: off } } }, x, y, s, s);
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const doc = this.doc as any;
    doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }
}
