// The drawing surface shared by the four layouts: the printed form (labels, rules, boxes) and the merchant's values,
// which go in one of three ways: typed text, handwriting (a script font, slightly turned, drawn check marks), or
// AcroForm fields only (values in /V with our own appearance streams, never in the page's text). Every value drawn is
// recorded with its box in PDF points (origin bottom left) and the truth fields it gives.
import PDFDocument from 'pdfkit';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;

export interface Placed {
  key: string;
  page: number;
  box: Box;
  /** As printed; for a checkbox, the checked option's label. */
  text: string;
  /** Truth paths (`application.legal_name`) and their values; empty for a decoy. */
  fields: Record<string, FieldValue>;
  via: 'text' | 'mark' | 'acroform';
  acroform_field?: string;
  acroform_value?: string;
}

const PAGE_W = 612, PAGE_H = 792;
// URW's Z003 (a Zapf Chancery clone) as OpenType: pdfkit's fontkit cannot read the Type 1 file. Kalam (npm) otherwise.
const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf',
  fileURLToPath(new URL('../../../node_modules/@fontsource/kalam/files/kalam-latin-400-normal.woff', import.meta.url))];

export interface SheetOptions { title: string; author: string; typedFont?: 'Helvetica' | 'Courier'; genericNames?: boolean }

type Doc = InstanceType<typeof PDFDocument>;

export class Sheet {
  readonly doc: Doc;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly jitter: Rng;
  private readonly typedFont: string;
  private readonly generic: boolean;
  private fieldCount = 0;
  private readonly names = new Set<string>();

  readonly style: Style;

  constructor(style: Style, seed: string, o: SheetOptions) {
    this.style = style;
    // A fixed date: pdfkit stamps the time otherwise, and the file's ID with it (bytes must repeat for a seed).
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Title: o.title, Author: o.author, Producer: o.author, Creator: 'Forms', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.jitter = new Rng(`${seed}:${style}:ink`);
    this.typedFont = o.typedFont ?? 'Helvetica';
    this.generic = o.genericNames ?? false;
    if (style === 'handwritten') this.doc.registerFont('hand', HAND_FONTS.find((f) => existsSync(f))!);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      // We give every widget its appearance, so viewers need not make one (and the values stay out of page text).
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  // ---- the printed form ----
  label(s: string, x: number, y: number, o: { size?: number; bold?: boolean; italic?: boolean; color?: string; width?: number;
    align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    const font = o.font ?? (o.bold ? 'Helvetica-Bold' : o.italic ? 'Helvetica-Oblique' : 'Helvetica');
    this.doc.font(font).fontSize(o.size ?? 7).fillColor(o.color ?? '#222222');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }

  labelWidth(s: string, size: number, font = 'Helvetica'): number {
    return this.doc.font(font).fontSize(size).widthOfString(s);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { width?: number; color?: string; dash?: boolean } = {}): void {
    this.doc.save().lineWidth(o.width ?? 0.6).strokeColor(o.color ?? '#444444');
    if (o.dash) this.doc.dash(1.5, { space: 1.5 });
    this.doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
    this.doc.restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number } = {}): void {
    this.doc.save().lineWidth(o.width ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#444444');
    this.doc.restore();
  }

  /** A section band: dark bar, white title. */
  band(s: string, x: number, y: number, w: number, color: string, h = 13): void {
    this.rect(x, y, w, h, { fill: color });
    this.label(s, x + 5, y + (h - 8) / 2 + 0.5, { size: 8, bold: true, color: '#ffffff' });
  }

  // ---- the merchant's values ----
  /** A value in the area (x, y, w, h) (top-left coordinates). `fields` empty: a decoy. Empty text: nothing drawn. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, FieldValue> = {}): void {
    if (!text) return;
    if (this.style === 'fillable') return this.widget(key, text, x, y, w, h, fields);
    const hand = this.style === 'handwritten';
    const font = hand ? 'hand' : this.typedFont;
    let size = hand ? Math.min(12, h + 1) : Math.min(9.5, h - 1);
    this.doc.font(font);
    while (size > 5 && this.doc.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
    const tw = this.doc.fontSize(size).widthOfString(text);
    const f = (this.doc as any)._font as { ascender: number; descender: number };
    const lh = ((f.ascender - f.descender) / 1000) * size;
    const tx = x + 2 + (hand ? this.jitter.float(0, Math.max(0, Math.min(8, w - tw - 6))) : 0);
    const ty = y + (h - lh) / 2 + (hand ? this.jitter.float(-1, 0.8) : 0.5);
    // Up to 2.2 degrees, less on a long line: a writer keeps the end of a long value within ~4 pt of the rule.
    const tilt = Math.min(2.2, (Math.asin(Math.min(1, 4 / Math.max(tw, 1))) * 180) / Math.PI);
    const angle = hand ? this.jitter.float(-tilt, tilt) : 0;
    this.doc.save().fillColor(hand ? this.jitter.pick(['#1a237e', '#111111', '#0d2a6b']) : '#000000');
    if (angle) this.doc.rotate(angle, { origin: [tx, ty + lh / 2] });
    this.doc.text(text, tx, ty, { lineBreak: false });
    this.doc.restore();
    this.record({ key, text, fields, via: 'text', box: this.turnedBox(tx, ty, tw, lh, angle, [tx, ty + lh / 2]) });
  }

  /** One option of a checkbox row: the square is part of the form; the mark only when `checked`. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, FieldValue> = {}, s = 7): void {
    this.rect(x, y, s, s, { stroke: '#333333', width: 0.6 });
    if (this.style === 'fillable') return this.checkWidget(key, label, x, y, s, checked, fields);
    if (!checked) return;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(s + 1).fillColor('#000000').text('X', x + 0.9, y - 0.2, { lineBreak: false });
      this.record({ key, text: label, fields, via: 'mark', box: [x, PAGE_H - y - s, x + s, PAGE_H - y] });
      return;
    }
    // Handwritten: a drawn X or tick, a little past the square, no text at all.
    const j = (): number => this.jitter.float(-1, 1);
    this.doc.save().lineWidth(1.1).strokeColor('#1a237e');
    if (this.jitter.chance(0.5)) {
      this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
      this.doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    } else {
      this.doc.moveTo(x + j() * 0.5, y + s * 0.55).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
    }
    this.doc.restore();
    this.record({ key, text: label, fields, via: 'mark', box: [x - 2, PAGE_H - y - s - 2, x + s + 4, PAGE_H - y + 4] });
  }

  /** A signature: a scribble (no text); a fillable form is sent unsigned. */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const r = this.jitter;
    // A tall first stroke, then loops of uneven height and width, then a trailing flourish.
    this.doc.save().lineWidth(0.9).strokeColor('#0d2a6b').moveTo(x, y);
    this.doc.bezierCurveTo(x + 4, y - r.float(14, 20), x + r.float(10, 16), y - r.float(10, 18), x + r.float(8, 12), y + 2);
    let cx = x + 12;
    const end = x + w * r.float(0.7, 0.95);
    while (cx < end) {
      const step = r.float(6, 16), up = r.float(3, 13);
      this.doc.bezierCurveTo(cx + step * 0.2, y - up, cx + step * r.float(0.6, 1.4), y - up * r.float(0.3, 1), cx + step, y + r.float(-1, 3));
      cx += step;
    }
    this.doc.bezierCurveTo(cx + 10, y + r.float(2, 6), cx + 20, y - r.float(0, 6), cx + r.float(25, 40), y - r.float(2, 8));
    this.doc.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  // ---- internals ----
  private record(p: Omit<Placed, 'page'>): void {
    const full: Placed = { ...p, page: this.page };
    (Object.keys(p.fields).length ? this.placed : this.decoys).push(full);
  }

  /** The box of text drawn at (x, y) (top-left coordinates), turned by `angle` about `origin`, in PDF coordinates. */
  private turnedBox(x: number, y: number, w: number, h: number, angle: number, origin: [number, number]): Box {
    const r = (angle * Math.PI) / 180, c = Math.cos(r), s = Math.sin(r);
    const pts = [[x, y], [x + w, y], [x, y + h], [x + w, y + h]].map(([px, py]) => {
      const dx = px! - origin[0], dy = py! - origin[1];
      return [origin[0] + dx * c - dy * s, origin[1] + dx * s + dy * c] as const;
    });
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    const rd = (v: number): number => Math.round(v * 100) / 100;
    return [rd(Math.min(...xs)), rd(PAGE_H - Math.max(...ys)), rd(Math.max(...xs)), rd(PAGE_H - Math.min(...ys))];
  }

  private fieldName(key: string, kind: 'Text' | 'Check Box'): string {
    this.fieldCount++;
    let name = this.generic ? `${kind}${this.fieldCount}` : key;
    for (let i = 2; this.names.has(name); i++) name = `${key}_${i}`;
    this.names.add(name);
    return name;
  }

  /** A form XObject for an appearance stream. */
  private appearance(w: number, h: number, content: string): unknown {
    const doc = this.doc as any;
    doc.font('Helvetica');
    const font = doc._font;
    const ref = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ref.write(content);
    ref.end();
    return ref;
  }

  private widget(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, FieldValue>): void {
    const doc = this.doc as any;
    doc.font('Helvetica');
    let size = Math.min(9, h - 2);
    while (size > 5 && doc.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
    const id = doc._font.id as string;
    // WinAnsi bytes as hex: the form's French accents are all in Latin-1.
    const hex = [...text].map((ch) => (ch === '’' ? 0x92 : ch.charCodeAt(0)).toString(16).padStart(2, '0')).join('');
    const ap = this.appearance(w, h, `/Tx BMC q BT /${id} ${size} Tf 0 g 2 ${((h - size * 0.7) / 2).toFixed(2)} Td <${hex}> Tj ET Q EMC`);
    const name = this.fieldName(key, 'Text');
    doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${id} ${size} Tf 0 g`),
      F: 4, AP: { N: ap } });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
    this.record({ key, text, fields, via: 'acroform', acroform_field: name, box: [x, PAGE_H - y - h, x + w, PAGE_H - y] });
  }

  private checkWidget(key: string, label: string, x: number, y: number, s: number, checked: boolean, fields: Record<string, FieldValue>): void {
    const doc = this.doc as any;
    const on = this.appearance(s, s, `q 0 g 0.9 w 1.2 1.2 m ${s - 1.2} ${s - 1.2} l S 1.2 ${s - 1.2} m ${s - 1.2} 1.2 l S Q`);
    const off = this.appearance(s, s, 'q Q');
    const name = this.fieldName(key, 'Check Box');
    doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
      F: 4, AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
    if (checked) this.record({ key, text: label, fields, via: 'acroform', acroform_field: name, box: [x, PAGE_H - y - s, x + s, PAGE_H - y] });
  }
}

export { PAGE_W, PAGE_H };
