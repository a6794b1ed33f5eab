// The paper a layout draws on: pdfkit plus the way values go on it (typed, handwritten, or AcroForm fields), and a
// record of every value placed with the truth fields it gives (or that it is a decoy).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
export interface Mark {
  key: string; text: string; fields: Fields; decoy: boolean; page: number;
  /** The AcroForm field holding it on a fillable form; `checked` when it is a checkbox's tick. */
  field?: string; checked?: boolean;
}

export interface ValueOpts {
  /** Truth paths this value gives (`application.legal_name` ...). */
  f?: Fields;
  /** A printed value that is not the application's (bank, landlord, ISO, references ...). */
  decoy?: boolean;
  size?: number;
  align?: 'left' | 'center' | 'right';
  /** Printed by the funder's system (application number): typed even on a hand-filled form. */
  system?: boolean;
}

const require = createRequire(import.meta.url);
const HAND_FONTS = {
  kalam: require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  patrick: require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'),
};

export interface Pen { typed: 'Helvetica' | 'Courier' | 'Times-Roman'; typedSize: number; hand: keyof typeof HAND_FONTS; ink: string; mark: 'x' | 'check' | 'strokes' }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly marks: Mark[] = [];
  page = 0;
  private readonly names = new Set<string>();
  private readonly chunks: Buffer[] = [];

  readonly style: Style;
  readonly rng: Rng;
  readonly pen: Pen;

  constructor(style: Style, rng: Rng, pen: Pen, info: { title: string; author: string; date: string }) {
    this.style = style; this.rng = rng; this.pen = pen;
    const when = new Date(`${info.date}T${String(rng.int(8, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`);
    this.doc = new PDFDocument({ autoFirstPage: false, margin: 0, size: 'LETTER',
      info: { Title: info.title, Author: info.author, Producer: info.author, Creator: info.author, CreationDate: when, ModDate: when } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('hand', HAND_FONTS[pen.hand]);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  private fieldName(key: string): string {
    let name = key, i = 2;
    while (this.names.has(name)) name = `${key}_${i++}`;
    this.names.add(name);
    return name;
  }

  /** A value in the box whose top left is (x, y). An empty text draws nothing (a fillable form keeps an empty field). */
  value(key: string, text: string | null | undefined, x: number, y: number, w: number, h: number, o: ValueOpts = {}): void {
    const t = text ?? '';
    const mark: Mark = { key, text: t, fields: o.f ?? {}, decoy: o.decoy ?? false, page: this.page };
    if (t) this.marks.push(mark);
    if (this.style === 'fillable') {
      mark.field = this.fieldName(key);
      this.doc.font('Helvetica');
      this.doc.formText(mark.field, x, y, w, h, { value: t, fontSize: Math.min(o.size ?? 9, h - 2), align: o.align ?? 'left' });
      return;
    }
    if (!t) return;
    if (this.style === 'handwritten' && !o.system) this.hand(t, x, y, w, h, o);
    else this.typed(t, x, y, w, h, o);
  }

  private typed(t: string, x: number, y: number, w: number, h: number, o: ValueOpts): void {
    const d = this.doc;
    let size = Math.min(o.size ?? this.pen.typedSize, h - 1);
    d.font(this.pen.typed);
    while (size > 5 && d.fontSize(size).widthOfString(t) > w - 3) size -= 0.5;
    const tw = d.widthOfString(t);
    const tx = o.align === 'right' ? x + w - tw - 2 : o.align === 'center' ? x + (w - tw) / 2 : x + 2;
    d.fillColor('#111').text(t, tx, y + (h - size) / 2 + 0.5, { lineBreak: false });
  }

  private hand(t: string, x: number, y: number, w: number, h: number, o: ValueOpts): void {
    const d = this.doc, r = this.rng;
    let size = Math.min((o.size ?? 10) + r.float(0.5, 2.5), h + 0.5);
    d.font('hand');
    while (size > 6 && d.fontSize(size).widthOfString(t) > w - 4) size -= 0.5;
    const tw = d.widthOfString(t);
    const room = Math.max(1, w - tw - 1);
    const dx = o.align === 'center' ? room / 2 + r.float(-2, 2) : o.align === 'right' ? room - r.float(1, 4) : Math.min(room, r.float(1.5, 7));
    const tx = x + Math.max(1, dx), ty = y + (h - size) / 2 - r.float(0.5, 2.5);
    d.save();
    d.rotate(r.float(-1.8, 1.8), { origin: [tx, ty + size] });
    d.fillColor(this.pen.ink).text(t, tx, ty, { lineBreak: false });
    d.restore();
    d.fillColor('#111');
  }

  /** A checkbox drawn at (x, y) with side s; checked or not. The box outline is the form's, the mark the filler's. */
  check(key: string, x: number, y: number, s: number, on: boolean, f: Fields = {}, label = ''): void {
    const d = this.doc;
    d.lineWidth(0.6).strokeColor('#222').rect(x, y, s, s).stroke();
    const mark: Mark = { key, text: label || 'X', fields: f, decoy: false, page: this.page, checked: true };
    if (on) this.marks.push(mark);
    if (this.style === 'fillable') { mark.field = this.checkField(key, x, y, s, on); return; }
    if (!on) return;
    if (this.style === 'handwritten') return this.handMark(x, y, s);
    if (this.pen.mark === 'x') d.font('Helvetica-Bold').fontSize(s).fillColor('#111').text('X', x + s * 0.17, y + s * 0.1, { lineBreak: false });
    else if (this.pen.mark === 'check') d.font('ZapfDingbats').fontSize(s * 0.95).fillColor('#111').text('4', x + s * 0.08, y + s * 0.88, { lineBreak: false, baseline: 'alphabetic' });
    else d.lineWidth(1).strokeColor('#111').moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5).moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).stroke();
  }

  private handMark(x: number, y: number, s: number): void {
    const d = this.doc, r = this.rng, j = (): number => r.float(-1.2, 1.2);
    d.save().lineWidth(1.2).strokeColor(this.pen.ink).lineCap('round');
    if (this.pen.mark === 'check') d.moveTo(x + 1 + j(), y + s * 0.55 + j()).lineTo(x + s * 0.4 + j(), y + s + 1).lineTo(x + s + 3 + j(), y - 2 + j()).stroke();
    else d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    d.restore();
  }

  private checkField(key: string, x: number, y: number, s: number, on: boolean): string {
    const d = this.doc, name = this.fieldName(key);
    const box = [0, 0, s, s];
    const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: box });
    onAp.end(`q 0 g 0 G 1.1 w 2 2 m ${s - 2} ${s - 2} l S ${s - 2} 2 m 2 ${s - 2} l S Q`);
    const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: box });
    offAp.end('');
    const widget = { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      F: 4, MK: {}, AP: { N: { Yes: onAp, Off: offAp } } };
    d.annotate(x, y, s, s, widget as PDFKit.Mixins.AnnotationOption);
    const annots = d.page.annotations as unknown[];
    (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
    return name;
  }

  /** A pen signature over the line at (x, y), width w: drawn strokes, no text. Left blank on a fillable form. */
  sign(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc, r = this.rng;
    const n = r.int(5, 9), step = (w * r.float(0.45, 0.8)) / n;
    d.save().lineWidth(r.float(0.8, 1.3)).strokeColor(this.style === 'handwritten' ? this.pen.ink : '#1b2a66').lineCap('round');
    let cx = x + r.float(4, 14), cy = y - r.float(3, 6);
    d.moveTo(cx, cy);
    for (let i = 0; i < n; i++) {
      const nx = cx + step, ny = y - r.float(1, 10);
      d.bezierCurveTo(cx + step * 0.3, cy - r.float(4, 14), nx - step * 0.3, ny + r.float(2, 9), nx, ny);
      cx = nx; cy = ny;
    }
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
