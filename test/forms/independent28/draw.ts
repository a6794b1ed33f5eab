// The pen every layout draws with: static page text, the deal's values (typed, in a hand-like font, or as AcroForm
// fields), check marks, and the money, date and tax-id formats real ISOs print.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
type Doc = InstanceType<typeof PDFDocument>;

export interface TextOpts { font?: string; size?: number; width?: number; color?: string; align?: 'left' | 'center' | 'right'; lineGap?: number }

export class Pen {
  readonly doc: Doc;
  private readonly chunks: Buffer[] = [];
  private n = 0;
  /** The font a typed value is drawn in (a layout sets Courier for a fax, Helvetica for a CRM export ...). */
  typedFont = 'Helvetica';
  handFont = 'Times-Italic';

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, landscape = false) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 36, autoFirstPage: true,
      info: { CreationDate: new Date(Date.UTC(2026, 10, 2)), Producer: 'PDF printer' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  get width(): number { return this.doc.page.width; }
  get height(): number { return this.doc.page.height; }

  text(s: string, x: number, y: number, o: TextOpts = {}): number {
    const d = this.doc;
    d.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).fillColor(o.color ?? '#000');
    d.text(s, x, y, { width: o.width, align: o.align, lineBreak: o.width !== undefined, lineGap: o.lineGap ?? 0 });
    return o.width !== undefined ? d.heightOfString(s, { width: o.width, lineGap: o.lineGap ?? 0 }) : (o.size ?? 9) * 1.2;
  }

  /** One value of the deal, drawn by the style. The width is the room it has (a field's width when fillable). */
  val(s: string, x: number, y: number, w: number, size = 9.5, name?: string, wrap = false): void {
    const d = this.doc;
    if (!s) return;
    if (this.style === 'fillable') {
      d.font('Helvetica').fontSize(size);
      d.formText(name ?? `f${++this.n}`, x - 1, y - 2, Math.max(w, 30), size + 5, { value: s, fontSize: size, borderColor: '#9ab', backgroundColor: '#eef4ff' });
      return;
    }
    if (this.style === 'typed') {
      this.text(s, x, y, { font: this.typedFont, size, width: wrap ? w : undefined });
      return;
    }
    const hs = size * this.rng.float(1.08, 1.22);
    const fit = Math.min(1, w / Math.max(1, d.font(this.handFont).fontSize(hs).widthOfString(s)));
    d.save();
    d.rotate(this.rng.float(-1.6, 1.4), { origin: [x, y + hs] });
    d.font(this.handFont).fontSize(hs * Math.max(wrap ? 0.5 : 0.72, fit)).fillColor(this.rng.pick(['#1b2a6b', '#222', '#0d1f4f']));
    d.text(s, x + this.rng.float(-1, 2), y - 1 + this.rng.float(-1.5, 1.5), { lineBreak: false });
    d.restore();
    d.fillColor('#000');
  }

  /** A check box; checked is drawn as a stroke X or tick (handwritten), a letter X (typed), or a field (fillable). */
  box(x: number, y: number, checked: boolean, size = 8): void {
    const d = this.doc;
    d.lineWidth(0.6).rect(x, y, size, size).stroke('#000');
    if (this.style === 'fillable') {
      d.formCheckbox(`cb${++this.n}`, x, y, size, size, {});
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') { this.text('X', x + 1.2, y + 0.3, { font: 'Helvetica-Bold', size: size }); return; }
    const j = (): number => this.rng.float(-1.2, 1.2);
    d.save().lineWidth(1.3).strokeColor('#1b2a6b');
    if (this.rng.chance(0.5)) d.moveTo(x - 1 + j(), y + j()).lineTo(x + size + 1 + j(), y + size + j()).moveTo(x + size + j(), y - 1 + j()).lineTo(x + j(), y + size + 1 + j()).stroke();
    else d.moveTo(x + j(), y + size / 2 + j()).lineTo(x + size / 2.5, y + size + 1).lineTo(x + size + 3 + j(), y - 3 + j()).stroke();
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#000', w = 0.5): void {
    this.doc.lineWidth(w).moveTo(x1, y1).lineTo(x2, y2).stroke(color);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000');
    this.doc.fillColor('#000').strokeColor('#000');
  }

  /** A handwritten signature: a scrawl of strokes, no text. */
  sign(x: number, y: number, w = 110): void {
    const d = this.doc;
    d.save().lineWidth(1).strokeColor('#1b2a6b').moveTo(x, y + 8);
    for (let i = 1; i <= 9; i++) d.bezierCurveTo(x + (i - 0.6) * w / 9, y + this.rng.float(-6, 2), x + (i - 0.3) * w / 9, y + this.rng.float(8, 16), x + i * w / 9, y + this.rng.float(2, 10));
    d.stroke().restore();
  }

  addPage(): void { this.doc.addPage(); }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function money(n: number, cents = false): string {
  return '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}

export type DateFmt = 'us' | 'short' | 'long' | 'iso';
export function date(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (f === 'us') return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
  if (f === 'short') return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  return iso;
}

export const ein = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const ssn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const maskSsn = (d: string, rng: Rng): string => rng.pick(['XXX-XX-', '***-**-', '•••-••-']) + d.slice(5);
export const maskEin = (d: string, rng: Rng): string => rng.pick(['XX-XXX', '**-***']) + d.slice(5);
export const FREQ_TEXT: Record<string, readonly string[]> = { daily: ['Daily', 'daily (M-F)'], weekly: ['Weekly', 'weekly'],
  biweekly: ['Bi-Weekly', 'biweekly'], monthly: ['Monthly', 'monthly'] };
