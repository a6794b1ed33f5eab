// A page-drawing helper over pdfkit for old typewriter-style forms: labels are always page text; values are drawn per
// style (typed Courier, handwritten pen font and ink, or AcroForm fields only) and recorded with the truth they give.
import PDFDocument from 'pdfkit';
import { existsSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed {
  key: string; text: string; page: number; fields: Record<string, unknown>;
  kind: 'value' | 'check'; acroform_field?: string; decoy: boolean;
}
export interface ValueOpts { size?: number; font?: string; w?: number; h?: number; fields?: Record<string, unknown> }

const PEN = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS = ['#1b2a7a', '#0d1b4f', '#222222', '#16365c'];

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  page = 1;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly ink: string;
  private readonly pen: string;
  private n = 0;

  readonly style: Style;
  readonly rng: Rng;
  readonly valueFont: string;

  constructor(style: Style, rng: Rng, valueFont = 'Courier', title = 'Business Application') {
    this.style = style; this.rng = rng; this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 24, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'Microsoft Word - FORM.DOC', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    if (style === 'fillable') this.doc.initForm();
    this.pen = existsSync(PEN) ? PEN : 'Times-Italic';
    if (this.pen === PEN) this.doc.registerFont('pen', PEN);
    this.ink = rng.pick(INKS);
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 24 }); this.page++; }

  /** Page text: a label, a heading, fine print. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; w?: number; align?: 'left' | 'center' | 'right'; color?: string; lineGap?: number } = {}): number {
    const d = this.doc.font(o.font ?? 'Courier').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    d.text(s, x, y, { width: o.w, align: o.align ?? 'left', lineBreak: o.w !== undefined, lineGap: o.lineGap ?? 0 });
    return o.w !== undefined ? d.y : y + (o.size ?? 8) + 2;
  }

  /** "LABEL ........" up to x+w, returning where the value starts. */
  leader(label: string, x: number, y: number, w: number, o: { size?: number; font?: string } = {}): number {
    const size = o.size ?? 8, font = o.font ?? 'Courier';
    this.doc.font(font).fontSize(size);
    let s = `${label} `;
    while (this.doc.widthOfString(`${s}.`) < w) s += '.';
    this.text(s, x, y, { size, font });
    return x + this.doc.widthOfString(s) + 4;
  }

  line(x0: number, y0: number, x1: number, y1: number, width = 0.5, color = '#000000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: boolean; width?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.5);
    if (o.fill) d.rect(x, y, w, h).fill(o.fill);
    if (o.stroke ?? true) d.rect(x, y, w, h).stroke('#000000');
    d.restore();
  }
  /** A label with an underlined blank after it (value sits on the line). */
  blank(label: string, x: number, y: number, w: number, o: { size?: number; font?: string } = {}): number {
    const size = o.size ?? 8;
    this.doc.font(o.font ?? 'Courier').fontSize(size);
    const vx = x + this.doc.widthOfString(label) + 4;
    this.text(label, x, y, { size, font: o.font });
    this.line(vx, y + size, x + w, y + size);
    return vx;
  }

  /** A value the merchant (or broker) filled in. Empty text records nothing (a fillable form keeps an empty field). */
  value(key: string, text: string, x: number, y: number, o: ValueOpts = {}): void { this.put(key, text, x, y, o, false); }
  /** A printed value that is not the application's (landlord, bank, references, rep, existing funders ...). */
  decoy(key: string, text: string, x: number, y: number, o: ValueOpts = {}): void { this.put(key, text, x, y, o, true); }

  /** The state of incorporation: a decoy when it is not the business's state, plain context when it is the same. */
  incState(text: string, business: string, x: number, y: number, o: ValueOpts = {}): void { this.put('inc_state', text, x, y, o, text !== business); }

  private put(key: string, text: string, x: number, y: number, o: ValueOpts, decoy: boolean): void {
    const size = o.size ?? 8.5;
    if (!text) {
      // A fillable form still has its empty field; typed and handwritten forms leave the blank blank.
      if (this.style === 'fillable') this.doc.font('Courier').formText(`${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`, x, y - 1, o.w ?? 80, o.h ?? size + 3, { fontSize: size });
      return;
    }
    const w = o.w ?? Math.max(60, this.doc.font(this.valueFont).fontSize(size).widthOfString(text) + 10);
    const rec: Printed = { key, text, page: this.page, fields: decoy ? {} : (o.fields ?? {}), kind: 'value', decoy };
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
      this.doc.font(o.font ?? 'Courier');
      this.doc.formText(name, x, y - 1, w, o.h ?? size + 3, { value: text, fontSize: size });
      rec.acroform_field = name;
    } else if (this.style === 'handwritten') {
      const ang = this.rng.float(-2.2, 2.2), dx = this.rng.float(-2, 3), dy = this.rng.float(-2.5, 1);
      const ps = size + this.rng.float(1, 2.5);
      this.doc.save().rotate(ang, { origin: [x + dx, y + dy] }).font(this.pen === PEN ? 'pen' : this.pen).fontSize(ps).fillColor(this.ink)
        .text(text, x + dx, y + dy - ps * 0.25, { lineBreak: false }).restore();
    } else {
      this.doc.font(o.font ?? this.valueFont).fontSize(size).fillColor('#000000').text(text, x, y, { lineBreak: false });
    }
    this.printed.push(rec);
  }

  /** A checkbox with its label to the right; a checked box records the label and the truth it gives. */
  check(key: string, label: string, checked: boolean, x: number, y: number, o: { size?: number; font?: string; fields?: Record<string, unknown>; bracket?: boolean } = {}): number {
    const size = o.size ?? 8, b = size;
    if (o.bracket) this.text('[   ]', x - size, y, { size, font: 'Courier' }); else this.rect(x, y - 0.5, b, b);
    const lx = x + (o.bracket ? 2 * size : b) + 4;
    this.text(label, lx, y, { size, font: o.font });
    this.doc.font(o.font ?? 'Courier').fontSize(size);
    const next = lx + this.doc.widthOfString(label) + 10;
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
      // An AcroForm checkbox with its state set (pdfkit's formCheckbox has no way to check it).
      const d = this.doc as unknown as { annotate: (x: number, y: number, w: number, h: number, o: object) => void; page: { annotations: unknown[] };
        _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
      const state = checked ? 'Yes' : 'Off';
      d.annotate(x, y - 0.5, b, b, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: state, AS: state, MK: { CA: new String('8') },
        DA: new String('/ZaDb 0 Tf 0 g') });
      d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
      if (checked) this.printed.push({ key, text: label, page: this.page, fields: o.fields ?? {}, kind: 'check', acroform_field: name, decoy: false });
      return next;
    }
    if (!checked) return next;
    if (this.style === 'handwritten') {
      const j = () => this.rng.float(-1.2, 1.2);
      this.doc.save().lineWidth(1.1).strokeColor(this.ink)
        .moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + b + 1 + j(), y + b + j()).stroke()
        .moveTo(x + b + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + b + 1 + j()).stroke().restore();
    } else {
      this.doc.font('Courier-Bold').fontSize(size + 1).fillColor('#000000').text('X', x + 1.2, y - 0.8, { lineBreak: false });
    }
    this.printed.push({ key, text: label, page: this.page, fields: o.fields ?? {}, kind: 'check', decoy: false });
    return next;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
