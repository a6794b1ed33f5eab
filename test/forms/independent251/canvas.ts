// Drawing for the set-251 layouts: labels are always page text; values go where the style says (typed page text,
// handwriting-like page text, or AcroForm fields with their own appearance streams). Every value placed is recorded
// with the truth fields it gives, or as a decoy.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface PlacedValue { key: string; text: string; page: number; box: Box; fields: Record<string, unknown>; acroform_field?: string; acroform_value?: string }

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_H = 792;
const INKS = ['#1b2a8c', '#0d1b4f', '#222222', '#143d8a', '#2b2b5e'];

interface Ref { end(chunk?: unknown): void }
interface Internals { ref(data: object): Ref; page: { annotations: Ref[] }; _font: { id: string; ref(): Ref };
  _root: { data: { AcroForm?: { data: { Fields: Ref[]; NeedAppearances?: boolean } } } } }

export interface ValueOpts { fields?: Record<string, unknown>; size?: number; w?: number; h?: number; name?: string }

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: PlacedValue[] = [];
  page = 0;
  private readonly ink: string;
  private readonly names = new Set<string>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly style: Style;
  readonly rng: Rng;
  readonly typedFont: string;

  constructor(style: Style, rng: Rng, typedFont: string, producer: string) {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Producer: producer, Creator: producer, CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    if (style === 'handwritten') this.doc.registerFont('hand', HAND_FONT);
    this.ink = rng.pick(INKS);
    this.addPage();
    if (style === 'fillable') { this.doc.font('Helvetica'); this.doc.initForm(); }
  }

  private get x(): Internals { return this.doc as unknown as Internals; }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  // ---- page furniture (always page text or vector) ----
  label(text: string, x: number, y: number, size = 7, font = 'Helvetica', color = '#000'): void {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });
  }
  para(text: string, x: number, y: number, w: number, size = 6.5, font = 'Helvetica'): number {
    this.doc.font(font).fontSize(size).fillColor('#000').text(text, x, y, { width: w, lineGap: 0.5 });
    return this.doc.y;
  }
  rect(x: number, y: number, w: number, h: number, stroke = '#000', lw = 0.6, fill?: string): void {
    this.doc.save().lineWidth(lw);
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, stroke); else this.doc.rect(x, y, w, h).stroke(stroke);
    this.doc.restore();
  }
  fillRect(x: number, y: number, w: number, h: number, fill: string): void { this.doc.save().rect(x, y, w, h).fill(fill).restore(); }
  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000'): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  // ---- values ----
  /** A value whose top-left is (x, y) in a slot `w` wide. Empty text prints nothing (a fillable form keeps an empty field). */
  value(key: string, text: string, x: number, y: number, o: ValueOpts = {}): void {
    const size = o.size ?? 9, w = o.w ?? 160, h = o.h ?? size + 4;
    const fields = o.fields ?? {};
    if (this.style === 'fillable') {
      const name = this.fieldName(o.name ?? key);
      this.textField(name, text, x, y - 2, w, h, size);
      if (text) this.placed.push({ key, text, page: this.page, box: toBox(x, y - 2, w, h), fields, acroform_field: name });
      return;
    }
    if (!text) return;
    let fs = size;
    if (this.style === 'handwritten') {
      fs = size * this.rng.float(1.0, 1.3);
      const dx = this.rng.float(-1.5, 3), dy = this.rng.float(-2.5, 0.5), rot = this.rng.float(-2.2, 2.2);
      this.doc.font('hand').fontSize(fs);
      while (fs > 6 && this.doc.widthOfString(text) > w + 10) this.doc.fontSize(fs -= 0.5);
      this.doc.save().rotate(rot, { origin: [x + dx, y + dy + fs] });
      this.doc.fillColor(this.rng.chance(0.9) ? this.ink : '#333').text(text, x + dx, y + dy - fs * 0.15, { lineBreak: false });
      this.doc.restore();
    } else {
      this.doc.font(this.typedFont).fontSize(fs);
      while (fs > 5.5 && this.doc.widthOfString(text) > w) this.doc.fontSize(fs -= 0.5);
      this.doc.fillColor('#000').text(text, x, y, { lineBreak: false });
    }
    this.doc.fillColor('#000');
    this.placed.push({ key, text, page: this.page, box: toBox(x, y, Math.min(w, this.doc.widthOfString(text)), fs), fields });
  }

  /** A checkbox square at (x, y); when checked, the mark is the style's (typed X, pen strokes, or an AcroForm check). */
  check(key: string, label: string, checked: boolean, x: number, y: number, o: { fields?: Record<string, unknown>; size?: number; name?: string; typedMark?: 'X' | 'fill' } = {}): void {
    const s = o.size ?? 8;
    this.rect(x, y, s, s, '#000', 0.6);
    const fields = o.fields ?? {};
    if (this.style === 'fillable') {
      const name = this.fieldName(o.name ?? key);
      this.checkField(name, checked, x, y, s);
      if (checked) this.placed.push({ key, text: label, page: this.page, box: toBox(x, y, s, s), fields, acroform_field: name });
      return;
    }
    if (!checked) return;
    if (this.style === 'handwritten') {
      const j = (): number => this.rng.float(-1.2, 1.2);
      this.doc.save().lineWidth(this.rng.float(0.9, 1.5)).lineCap('round').strokeColor(this.ink);
      if (this.rng.chance(0.5)) {
        this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        this.doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      } else {
        this.doc.moveTo(x + 0.5 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      }
      this.doc.restore();
    } else if (o.typedMark === 'fill') {
      this.fillRect(x + 1.5, y + 1.5, s - 3, s - 3, '#000');
    } else {
      this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000').text('X', x + s * 0.17, y + s * 0.1, { lineBreak: false });
    }
    this.placed.push({ key, text: label, page: this.page, box: toBox(x, y, s, s), fields });
  }

  private fieldName(base: string): string {
    let n = base.replace(/[^A-Za-z0-9_.]/g, '_'), i = 2;
    while (this.names.has(n)) n = `${base}_${i++}`;
    this.names.add(n);
    return n;
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.x;
    this.doc.font('Helvetica');
    const fontRef = d._font.ref(), fid = d._font.id;
    this.doc.fontSize(size);
    let fs = size;
    while (fs > 5 && this.doc.widthOfString(text) > w - 4) this.doc.fontSize(fs -= 0.5);
    const content = text ? `/Tx BMC q BT /${fid} ${fs} Tf 0 g 2 ${((h - fs) / 2 + fs * 0.22).toFixed(2)} Td <${hex(text)}> Tj ET Q EMC` : '/Tx BMC EMC';
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [fid]: fontRef } } });
    ap.end(content);
    const widget = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', F: 4, T: new String(name), V: new String(text), DV: new String(''),
      DA: new String(`/${fid} ${fs} Tf 0 g`), Rect: [x, PAGE_H - y - h, x + w, PAGE_H - y], Border: [0, 0, 0],
      MK: { BG: [0.93, 0.95, 1] }, AP: { N: ap }, DR: { Font: { [fid]: fontRef } } });
    this.register(widget);
  }

  private checkField(name: string, on: boolean, x: number, y: number, s: number): void {
    const d = this.x;
    const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    onAp.end(`q 0 g 0 G 1.1 w 1 J ${(s * 0.2).toFixed(2)} ${(s * 0.5).toFixed(2)} m ${(s * 0.42).toFixed(2)} ${(s * 0.18).toFixed(2)} l ${(s * 0.85).toFixed(2)} ${(s * 0.85).toFixed(2)} l S Q`);
    const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    offAp.end('');
    const widget = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      Rect: [x, PAGE_H - y - s, x + s, PAGE_H - y], Border: [0, 0, 0], MK: { CA: new String('4') }, AP: { N: { Yes: onAp, Off: offAp } } });
    this.register(widget);
  }

  private register(widget: Ref): void {
    this.x.page.annotations.push(widget);
    this.x._root.data.AcroForm!.data.Fields.push(widget);
    widget.end();
  }
}

export function toBox(x: number, y: number, w: number, h: number): Box {
  const r = (n: number): number => Math.round(n * 10) / 10;
  return [r(x), r(PAGE_H - y - h), r(x + w), r(PAGE_H - y)];
}

function hex(s: string): string {
  let out = '';
  for (const ch of s) { const c = ch.charCodeAt(0); out += (c < 256 ? c : 63).toString(16).padStart(2, '0'); }
  return out;
}
