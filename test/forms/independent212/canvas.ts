// Drawing one form with pdfkit (top-left coordinates while drawing; every recorded box is in PDF points, origin
// bottom-left). Labels are page text; values go through put() and box(), which draw them in the style asked for and
// record where each went: typed text, handwriting (URW Z003, blue, jittered), or AcroForm fields with their own
// appearance streams (NeedAppearances false).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import type { Entry, Maybe } from './values.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string; text: string; page: number; box: Box; fields: Record<string, unknown>;
  via: 'text' | 'handwriting' | 'acroform' | 'checkbox' | 'acroform_checkbox'; acroform_field?: string; acroform_value?: string;
}
export interface TextOpts { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify'; lineGap?: number }

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INK = '#1b2a80';
const CHECK_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  page = 0;
  height = 792;
  width = 612;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  readonly context: Placed[] = [];
  private readonly keys = new Set<string>();
  private blank = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly style: Style;
  readonly labelFont: string;
  readonly valueFont: string;
  readonly markKind: number;
  private readonly hand: Rng;

  constructor(style: Style, labelFont: string, valueFont: string, hand: Rng, markKind: number, title: string) {
    this.style = style; this.labelFont = labelFont; this.valueFont = valueFont; this.hand = hand; this.markKind = markKind;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Title: title, Producer: 'FormFlow PDF 4.2',
      Creator: 'FormFlow', CreationDate: new Date(Date.UTC(2025, 10, 4)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(size: [number, number] = [612, 792]): void {
    this.doc.addPage({ size, margin: 0 });
    this.page++;
    [this.width, this.height] = size;
  }

  text(s: string, x: number, y: number, o: TextOpts = {}): number {
    const d = this.doc.font(o.font ?? this.labelFont).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    const opts: PDFKit.Mixins.TextOptions = o.width ? { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 1 } : { lineBreak: false };
    d.text(s, x, y, opts);
    return o.width ? d.heightOfString(s, opts) : d.widthOfString(s);
  }

  width_of(s: string, size = 8, font = this.labelFont): number { return this.doc.font(font).fontSize(size).widthOfString(s); }

  line(x1: number, y1: number, x2: number, y2: number, w = 0.5, color = '#000'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000');
    this.doc.restore();
  }

  /** Dotted leader from x1 to x2 at baseline y. */
  dots(x1: number, x2: number, y: number): void {
    this.doc.save().lineWidth(0.6).strokeColor('#555').dash(0.6, { space: 2.2 }).moveTo(x1, y).lineTo(x2, y).stroke().undash().restore();
  }

  private toPdf(x: number, y: number, w: number, h: number): Box {
    const r = (n: number): number => Math.round(n * 100) / 100;
    return [r(x), r(this.height - y - h), r(x + w), r(this.height - y)];
  }

  private unique(key: string): string {
    let k = key, n = 2;
    while (this.keys.has(k)) k = `${key}#${n++}`;
    this.keys.add(k);
    return k;
  }

  private record(e: Entry, p: Omit<Placed, 'fields' | 'page'>): void {
    const rec: Placed = { ...p, page: this.page, fields: e.fields };
    (e.decoy ? this.decoys : Object.keys(e.fields).length ? this.placed : this.context).push(rec);
  }

  /** A value in a w-wide slot whose top is y. Null: left blank (an empty field on a fillable form). */
  put(e: Maybe, x: number, y: number, w: number, size = 9.5): void {
    if (this.style === 'fillable') return this.field(e, x, y - 2, w, size + 5, size);
    if (!e) return;
    const key = this.unique(e.key);
    if (this.style === 'typed') {
      let s = size;
      while (s > 6 && this.width_of(e.text, s, this.valueFont) > w) s -= 0.5;
      const tw = this.width_of(e.text, s, this.valueFont);
      this.doc.font(this.valueFont).fontSize(s).fillColor('#000').text(e.text, x, y, { lineBreak: false });
      return this.record(e, { key, text: e.text, box: this.toPdf(x - 1, y - 1, tw + 2, s * 1.25 + 2), via: 'text' });
    }
    let s = size + 2.5;
    while (s > 7 && this.width_of(e.text, s, HAND_FONT) > w) s -= 0.5;
    const tw = this.width_of(e.text, s, HAND_FONT);
    const jx = this.hand.float(-1.5, 2.5), jy = this.hand.float(-2.5, 1), angle = this.hand.float(-2, 2);
    const x0 = x + jx, y0 = y + jy - 2;
    this.doc.save().rotate(angle, { origin: [x0, y0 + s] }).font(HAND_FONT).fontSize(s).fillColor(INK).text(e.text, x0, y0, { lineBreak: false });
    this.doc.restore();
    const slop = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw + 2;
    this.record(e, { key, text: e.text, box: this.toPdf(x0 - 2, y0 - slop, tw + 4, s * 1.3 + 2 * slop), via: 'handwriting' });
  }

  private field(e: Maybe, x: number, y: number, w: number, h: number, size: number): void {
    const name = this.unique(e ? e.key : `blank${++this.blank}`);
    const text = e?.text ?? '';
    const doc = this.doc as any;
    doc.font('Helvetica');
    let s = size;
    while (s > 6 && this.width_of(text, s, 'Helvetica') > w - 4) s -= 0.5;
    const font = doc._font;
    const esc = text.replace(/[\\()]/g, (c: string) => `\\${c}`);
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(text ? `/Tx BMC q BT /${font.id} ${s} Tf 0 g 2 ${((h - s) / 2 + 1.5).toFixed(2)} Td (${esc}) Tj ET Q EMC` : '/Tx BMC EMC');
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${font.id} ${s} Tf 0 g`), AP: { N: ap } });
    if (e) this.record(e, { key: name, text, box: this.toPdf(x, y, w, h), via: 'acroform', acroform_field: name });
  }

  /** A widget annotation that is its own AcroForm field (pdfkit writes an annotation's dictionary at once). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const doc = this.doc as any;
    doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  /** A checkbox with its label to the right; `checked` carries the truth the ticked box gives. */
  box(label: string, x: number, y: number, checked: Entry | null, o: TextOpts & { name?: string } = {}): number {
    const s = 8;
    this.rect(x, y, s, s, { lw: 0.7 });
    const lw = this.text(label, x + s + 3, y + 0.5, { size: o.size ?? 7.5, font: o.font });
    const name = this.unique(checked?.key ?? o.name ?? `box${++this.blank}`);
    if (this.style === 'fillable') {
      const doc = this.doc as any;
      const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`q 0 0 0.5 RG 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        MK: { CA: new String('8') }, AP: { N: { Yes: on, Off: off } } });
    } else if (checked) this.mark(x, y, s);
    if (checked) {
      this.record(checked, { key: name, text: label, box: this.toPdf(x, y, s, s),
        via: this.style === 'fillable' ? 'acroform_checkbox' : 'checkbox', ...(this.style === 'fillable' ? { acroform_field: name } : {}) });
    }
    return s + 3 + lw;
  }

  private mark(x: number, y: number, s: number): void {
    const color = this.style === 'handwritten' ? INK : '#000';
    const j = this.style === 'handwritten' ? this.hand.float(-1, 1) : 0;
    if (this.markKind === 0) {
      this.doc.save().lineWidth(1.1).strokeColor(color).moveTo(x + 1 + j, y + 1).lineTo(x + s - 1, y + s - 1 + j)
        .moveTo(x + 1, y + s - 1).lineTo(x + s - 1 + j, y + 1).stroke().restore();
    } else if (this.markKind === 1) {
      this.doc.font(this.style === 'handwritten' ? HAND_FONT : 'Helvetica-Bold').fontSize(9).fillColor(color).text('X', x + 1.2 + j, y - 0.5, { lineBreak: false });
    } else {
      this.doc.font(CHECK_FONT).fontSize(9).fillColor(color).text('\u2714', x + 0.2, y - 1.5, { lineBreak: false });
    }
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
