// The independent69 drawing surface over pdfkit: fixed print (labels, rules, boxes) drawn the same in every style, and
// values drawn as typed text, as handwriting (Kalam / Patrick Hand, ink, jitter, slight rotation) or as AcroForm fields
// only. Every value is recorded with the truth paths it gives (or none: a decoy) so the truth is what was printed.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, unknown>;
export interface Item {
  key: string; text: string; fields: Fields | null; kind: 'truth' | 'decoy' | 'context'; page: number;
  checkbox?: boolean; checked?: boolean; field?: string;
}
export interface TextOpts { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' }
export interface ValOpts { size?: number; h?: number; kind?: 'decoy' | 'context'; align?: 'left' | 'center' }

const require = createRequire(import.meta.url);
const HANDS = [
  require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'),
];
const INKS = ['#1b2f8f', '#0d1b4d', '#262626', '#213a7a'];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly items: Item[] = [];
  page = 1;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;
  private readonly ink: string;
  private readonly tick: boolean;
  private readonly names = new Set<string>();
  readonly style: Style;
  readonly valueFont: string;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, valueFont: string, title: string) {
    this.style = style;
    this.rng = rng;
    this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true, info: { Title: title, Producer: 'independent69', Creator: 'independent69',
      CreationDate: new Date(Date.UTC(2025, 4, 6, 15, 0, 0)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.ended = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HANDS[rng.int(0, 1)]!);
    this.ink = rng.pick(INKS);
    this.tick = rng.chance(0.5);
    if (style === 'fillable') { this.doc.font('Helvetica'); this.doc.initForm(); }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Fixed print: the same in every style. */
  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }

  line(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#000000'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_]/g, '_'), k = 2;
    while (this.names.has(n)) n = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${k++}`;
    this.names.add(n);
    return n;
  }

  /** A value sitting on the line at `yLine`, from x over w points. `fields` null: a decoy (or context). */
  val(key: string, text: string, x: number, yLine: number, w: number, fields: Fields | null, o: ValOpts = {}): void {
    const kind = fields ? 'truth' : (o.kind ?? 'decoy');
    const item: Item = { key, text, fields: text ? fields : null, kind, page: this.page };
    this.items.push(item);
    const size = o.size ?? 9;
    if (this.style === 'fillable') {
      const h = o.h ?? size + 5;
      item.field = this.fieldName(key);
      this.doc.font('Helvetica').fontSize(size);
      this.doc.formText(item.field, x, yLine - h + 1, w, h, { value: text, fontSize: size, align: o.align ?? 'left' });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') return this.typed(text, x, yLine, w, size, o.align);
    this.hand(text, x, yLine, w, size);
  }

  private typed(text: string, x: number, yLine: number, w: number, size: number, align?: string): void {
    this.doc.font(this.valueFont);
    let s = size;
    while (s > 5 && this.doc.fontSize(s).widthOfString(text) > w - 3) s -= 0.5;
    const tw = this.doc.widthOfString(text);
    const dx = align === 'center' ? Math.max(2, (w - tw) / 2) : 2;
    this.doc.fillColor('#111111').text(text, x + dx, yLine - s - 1.5, { lineBreak: false });
  }

  private hand(text: string, x: number, yLine: number, w: number, size: number): void {
    const r = this.rng;
    let s = size + 1.5 + r.float(-1.2, 1.2);
    this.doc.font('hand');
    while (s > 6 && this.doc.fontSize(s).widthOfString(text) > w - 6) s -= 0.5;
    const x0 = x + r.float(1.5, 5), y0 = yLine - s * 1.25 + r.float(-2, 1.2);
    const angle = r.float(-2.5, 2.5);
    this.doc.save().rotate(angle, { origin: [x0, y0 + s] }).fillColor(this.ink).text(text, x0, y0, { lineBreak: false }).restore();
  }

  /** A checkbox (fixed print square); checked ones give `fields`, unchecked give nothing. */
  box(key: string, label: string, x: number, y: number, checked: boolean, fields: Fields | null, size = 8): void {
    const item: Item = { key, text: label, fields: checked ? fields : null, kind: fields ? 'truth' : 'context', page: this.page, checkbox: true, checked };
    this.items.push(item);
    this.rect(x, y, size, size, { lw: 0.7 });
    if (this.style === 'fillable') { item.field = this.fieldName(key); this.widget(item.field, x, y, size, checked); return; }
    if (!checked) return;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(size).fillColor('#000000').text('X', x + size * 0.17, y + size * 0.08, { lineBreak: false });
      return;
    }
    this.mark(x, y, size);
  }

  private mark(x: number, y: number, size: number): void {
    const r = this.rng, j = (): number => r.float(-1.2, 1.2);
    this.doc.save().lineWidth(1.3).strokeColor(this.ink);
    if (this.tick) {
      this.doc.moveTo(x + 1 + j(), y + size * 0.55 + j()).lineTo(x + size * 0.4, y + size - 0.5 + j()).lineTo(x + size + 2 + j(), y - 2 + j()).stroke();
    } else {
      this.doc.moveTo(x + j(), y + j()).lineTo(x + size + j(), y + size + j()).stroke();
      this.doc.moveTo(x + size + j(), y + j()).lineTo(x + j(), y + size + j()).stroke();
    }
    this.doc.restore();
  }

  /** A real AcroForm checkbox with Yes / Off appearance states. */
  private widget(name: string, x: number, y: number, size: number, checked: boolean): void {
    const doc = this.doc as unknown as { ref(d: object): { end(s?: string): void }; page: { annotations: unknown[] };
      annotate(x: number, y: number, w: number, h: number, o: object): void; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    const ap = (content: string): { end(s?: string): void } => {
      const ref = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size], Resources: {} });
      ref.end(content);
      return ref;
    };
    const on = ap(`q 0 g 0 G 1.1 w 1.6 1.6 m ${size - 1.6} ${size - 1.6} l S 1.6 ${size - 1.6} m ${size - 1.6} 1.6 l S Q`);
    const off = ap('q Q');
    doc.annotate(x, y, size, size, { Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
      AP: { N: { Yes: on, Off: off } }, MK: { BC: [0, 0, 0], CA: new String('8') } });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  async done(): Promise<Uint8Array> {
    this.doc.end();
    await this.ended;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
