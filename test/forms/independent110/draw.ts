// A small drawing surface over pdfkit that records every value it prints (with the truth paths it gives) and every
// decoy, and draws values by style: typed text, a pen-like hand, or AcroForm fields only.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Paths = Record<string, unknown>;
export interface Printed { paths: Paths; text: string; page: number; field: string | null; check: boolean }
export interface DecoyRec { key: string; text: string; page: number; field: string | null }
export interface ValOpts { size?: number; align?: 'left' | 'center' }

const PEN = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const PEN_ALT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf';

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: DecoyRec[] = [];
  page = 0;
  /** Font of typed values (a layout's own choice). */
  valueFont = 'Helvetica';
  private n = 0;
  private readonly pen: string;
  private readonly ink: string;

  readonly style: Style;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, info: { Title: 'Merchant Application', Producer: 'Microsoft Word', CreationDate: new Date(Date.UTC(2026, 2, 2)), ModDate: new Date(Date.UTC(2026, 2, 2)) } });
    this.pen = rng.chance(0.75) ? PEN : PEN_ALT;
    this.ink = rng.pick(['#1b2a8a', '#14206e', '#222222', '#0b3d91']);
    this.doc.registerFont('pen', this.pen);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Static page text (labels, headings, fine print). */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left' } : { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#555');
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#666', lw = 0.6): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  /** A section bar with a title in it. */
  bar(title: string, x: number, y: number, w: number, fill: string, color = '#fff', h = 14): void {
    this.rect(x, y, w, h, { fill });
    this.text(title, x + 5, y + 3.5, { size: 8.5, font: 'Helvetica-Bold', color });
  }

  /** Draws a value inside the box (x, y, w, h): its truth paths, or a decoy key; null leaves the box blank. */
  val(value: string | null, x: number, y: number, w: number, h: number, who: Paths | string, o: ValOpts = {}): void {
    const name = `f${++this.n}_${typeof who === 'string' ? who : Object.keys(who)[0]?.replace(/^application\./, '').replace(/[^\w]/g, '_') ?? 'x'}`;
    if (this.style === 'fillable') {
      const size = o.size ?? 9;
      this.doc.font('Helvetica').fontSize(size);
      this.doc.formText(name, x + 1, y + 1, w - 2, Math.max(h - 2, size + 3), { value: value ?? '', ...(o.align === 'center' ? { align: 'center' } : {}) });
    } else if (value !== null) {
      let size = o.size ?? 9;
      if (this.style === 'typed') {
        this.doc.font(this.valueFont);
        while (size > 5 && this.doc.fontSize(size).widthOfString(value) > w - 4) size -= 0.5;
        this.doc.fillColor('#000').text(value, x + 2, y + Math.max(1, (h - size) / 2), { lineBreak: false });
      } else {
        size += 2;
        this.doc.font('pen');
        while (size > 6 && this.doc.fontSize(size).widthOfString(value) > w - 6) size -= 0.5;
        const dx = this.rng.float(0, 5), dy = this.rng.float(-2, 1.5), ang = this.rng.float(-2.2, 2.2);
        this.doc.save().translate(x + 2 + dx, y + Math.max(0, (h - size) / 2) + dy).rotate(ang);
        this.doc.fillColor(this.ink).text(value, 0, 0, { lineBreak: false });
        this.doc.restore();
      }
    }
    if (value === null) return;
    if (typeof who === 'string') this.decoys.push({ key: who, text: value, page: this.page, field: this.style === 'fillable' ? name : null });
    else this.printed.push({ paths: who, text: value, page: this.page, field: this.style === 'fillable' ? name : null, check: false });
  }

  /** A checkbox with its label; a checked box gives its paths (typed: a letter X; otherwise a drawn mark). */
  check(label: string, x: number, y: number, checked: boolean, paths: Paths | null = null, size = 8, labelSize = 8): number {
    this.rect(x, y, size, size, { stroke: '#333', lw: 0.7 });
    this.text(label, x + size + 3, y + (size - labelSize) / 2 + 0.5, { size: labelSize });
    if (checked) {
      if (this.style === 'typed') this.text('X', x + 1.3, y + 0.6, { size: size, font: 'Helvetica-Bold' });
      else {
        const j = (): number => this.rng.float(-0.8, 0.8);
        const color = this.style === 'handwritten' ? this.ink : '#000';
        if (this.rng.chance(0.5)) {
          this.line(x + 1 + j(), y + 1 + j(), x + size - 1 + j(), y + size - 1 + j(), color, 1.2);
          this.line(x + size - 1 + j(), y + 1 + j(), x + 1 + j(), y + size - 1 + j(), color, 1.2);
        } else {
          this.doc.save().lineWidth(1.3).moveTo(x + 1, y + size / 2).lineTo(x + size / 2.5, y + size - 1).lineTo(x + size + 2, y - 2).stroke(color).restore();
        }
      }
      if (paths) this.printed.push({ paths, text: label, page: this.page, field: null, check: true });
    }
    this.doc.font('Helvetica').fontSize(labelSize);
    return x + size + 3 + this.doc.widthOfString(label) + 10;
  }

  /** A labelled box: the label left of, above, below or inside the box, the value in it. */
  field(label: string, value: string | null, x: number, y: number, w: number, who: Paths | string,
    o: { pos?: 'left' | 'above' | 'inside' | 'below'; lw?: number; h?: number; box?: boolean; size?: number } = {}): void {
    const pos = o.pos ?? 'left', h = o.h ?? 15;
    let vx = x, vy = y, vw = w;
    if (pos === 'left') { const lw = o.lw ?? 70; this.text(label, x, y + h / 2 - 3.5, { size: 7.5, font: 'Helvetica-Bold' }); vx = x + lw; vw = w - lw; }
    else if (pos === 'above') { this.text(label, x, y - 9, { size: 7, color: '#333' }); }
    else if (pos === 'below') { this.text(label, x, y + h + 2, { size: 6.5, color: '#444' }); }
    else { this.text(label, x + 2, y + 1.5, { size: 5.5, color: '#555' }); vy = y + 4; }
    if (o.box ?? true) this.rect(vx, vy - (pos === 'inside' ? 4 : 0), vw, h + (pos === 'inside' ? 4 : 0), { stroke: '#777' });
    else this.line(vx, y + h, vx + vw, y + h);
    this.val(value, vx, vy, vw, h, who, o.size ? { size: o.size } : {});
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
