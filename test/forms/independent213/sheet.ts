// A thin drawing surface over pdfkit for this set: labels in Helvetica, values drawn per style (typed in another
// font, handwritten in URW Z003, or AcroForm fields with their own appearance streams), and every value recorded
// with its box in PDF points (origin bottom-left). Layout code works in pdfkit's top-left coordinates.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export type FieldValue = string | number | null;
export interface Placed {
  key: string; text: string; page: number; box: Box; fields: Record<string, FieldValue>;
  via: 'text' | 'handwriting' | 'acroform' | 'mark'; acroform_field?: string; acroform_value?: string;
  /** A checked box: `text` is its label, the mark in `box` is an X (letter, drawn lines or a /Btn field's on-state). */
  checkbox?: true;
}

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INK = '#1b2a78';
const H = 792;

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  /** Printed values that are the merchant's but no field of ours (street, city, zip, e-mail ...). */
  readonly context: Placed[] = [];
  page = 1;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly helv: { id: string; ref: () => unknown };
  private readonly style: Style;
  private readonly prng: Rng;
  private readonly valueFont: string;

  constructor(style: Style, prng: Rng, valueFont: string, title: string) {
    this.style = style;
    this.prng = prng;
    this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'FormBuilder 4.2', Creator: 'Broker Office', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('Hand', HAND);
    this.doc.registerFont('Narrow', '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf');
    this.doc.registerFont('DejaMono', '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf');
    this.doc.font('Helvetica');
    this.helv = (this.doc as any)._font;
    if (style === 'fillable') {
      this.doc.initForm();
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(text: string, x: number, y: number, size = 6, bold = false, color = '#000'): number {
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });
    return x + this.doc.widthOfString(text);
  }

  para(text: string, x: number, y: number, w: number, size = 5.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#000').text(text, x, y, { width: w, align: 'justify', lineGap: 0.3 });
    return this.doc.y;
  }

  rect(x: number, y: number, w: number, h: number, fill?: string, stroke = '#000', lw = 0.5): void {
    this.doc.lineWidth(lw).rect(x, y, w, h);
    if (fill && stroke) this.doc.fillAndStroke(fill, stroke);
    else if (fill) this.doc.fill(fill);
    else this.doc.stroke(stroke);
  }

  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000'): void {
    this.doc.lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color);
  }

  private fit(font: string, text: string, size: number, w: number): number {
    let s = size;
    this.doc.font(font);
    while (s > 4.5 && this.doc.fontSize(s).widthOfString(text) > w - 4) s -= 0.25;
    return s;
  }

  /** A value in the cell (x, y, w, h); `fields` null makes it a decoy, 'context' a value of no field; an empty text
   *  prints nothing. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, FieldValue> | null | 'context',
    size = 8): void {
    if (!text) return;
    const rec = (box: Box, via: Placed['via'], acro?: string): void => {
      const f = fields === 'context' || !fields ? {} : fields;
      const p: Placed = { key, text, page: this.page, box, fields: f, via, ...(acro ? { acroform_field: acro } : {}) };
      (fields === 'context' ? this.context : fields ? this.placed : this.decoys).push(p);
    };
    if (this.style === 'fillable') {
      const name = `${key}_p${this.page}`;
      this.widgetText(name, text, x + 0.5, y + 0.5, w - 1, h - 1, size);
      rec([x + 0.5, H - y - h + 0.5, x + w - 0.5, H - y - 0.5], 'acroform', name);
      return;
    }
    const hand = this.style === 'handwritten';
    const font = hand ? 'Hand' : this.valueFont;
    const s = this.fit(font, text, hand ? size + 2 : size, w);
    const tw = this.doc.fontSize(s).widthOfString(text);
    const jx = hand ? this.prng.float(-0.8, 1.5) : 0, jy = hand ? this.prng.float(-1, 0.8) : 0;
    const tx = x + 2 + jx, ty = y + h - s - 0.5 + jy;
    const angle = hand ? this.prng.float(-1.8, 1.8) : 0;
    this.doc.save();
    if (angle) this.doc.rotate(angle, { origin: [tx, ty + s] });
    this.doc.fillColor(hand ? INK : '#000').text(text, tx, ty, { lineBreak: false });
    this.doc.restore();
    const slack = 2 + tw * Math.abs(Math.sin((angle * Math.PI) / 180));
    rec([tx - 1, H - ty - s - slack, tx + tw + 1, H - ty + slack], hand ? 'handwriting' : 'text');
  }

  /** A checkbox with its label to the right; returns the x after the label. A checked box records its label. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, FieldValue> | null, size = 6.5): number {
    const b = 7;
    this.rect(x, y, b, b);
    const end = this.label(label, x + b + 2, y + 0.5, size);
    const box: Box = [x, H - y - b, x + b, H - y];
    if (this.style === 'fillable') {
      const name = `${key}_p${this.page}`;
      this.widgetCheck(name, x, y, b, checked);
      if (checked) (fields ? this.placed : this.decoys).push({ key, text: label, page: this.page, box, fields: fields ?? {}, via: 'acroform', acroform_field: name, checkbox: true });
      return end + 6;
    }
    if (!checked) return end + 6;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(7).fillColor('#000').text('X', x + 1.2, y + 0.6, { lineBreak: false });
      (fields ? this.placed : this.decoys).push({ key, text: label, page: this.page, box, fields: fields ?? {}, via: 'text', checkbox: true });
    } else {
      const o = this.prng.float(0.5, 1.8);
      this.doc.lineWidth(1).moveTo(x - o, y - o).lineTo(x + b + o, y + b + o * 0.6).moveTo(x + b + o * 0.4, y - o).lineTo(x - o * 0.7, y + b + o).stroke(INK);
      (fields ? this.placed : this.decoys).push({ key, text: label, page: this.page, box: [box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2], fields: fields ?? {}, via: 'mark', checkbox: true });
    }
    return end + 6;
  }

  private widgetText(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const s = this.fit('Helvetica', text, size, w);
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helv.id]: this.helv.ref() } } });
    ap.end(`/Tx BMC q BT /${this.helv.id} ${s} Tf 0 g 2 ${((h - s) / 2 + 1).toFixed(2)} Td (${esc(text)}) Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${this.helv.id} ${s} Tf 0 g`), AP: { N: ap } });
  }

  private widgetCheck(name: string, x: number, y: number, b: number, checked: boolean): void {
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
    on.end(`q 0 g 0 G 1 w 1.2 1.2 m ${b - 1.2} ${b - 1.2} l S ${b - 1.2} 1.2 m 1.2 ${b - 1.2} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
    off.end('');
    const state = checked ? 'Yes' : 'Off';
    this.widget(x, y, b, b, { FT: 'Btn', T: new String(name), V: state, AS: state, AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as any);
    const annots = (this.doc as any).page.annotations as unknown[];
    (this.doc as any)._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
