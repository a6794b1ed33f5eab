// Draws labels, value boxes and checkboxes in one style (typed text, pen, live AcroForm fields) and records the truth
// paths of every value it actually prints.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Scalar, Val } from './deal.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Look = 'line' | 'box' | 'under';
const require = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: Record<string, Scalar> = {};
  readonly printed: { name: string; text: string }[] = [];
  readonly decoys: string[] = [];
  /** Values pre-filled by the funder: typed whatever the style. */
  prefilled = false;
  private n = 0;
  private readonly hand: string;
  private readonly typedFont: string;
  private readonly ink: string;

  readonly style: Style;
  readonly rng: Rng;
  readonly labelFont: string;
  readonly boldFont: string;

  constructor(style: Style, rng: Rng, labelFont: string, boldFont: string, size: [number, number] = [612, 792]) {
    this.style = style; this.rng = rng; this.labelFont = labelFont; this.boldFont = boldFont;
    this.doc = new PDFDocument({ size, margin: 0, autoFirstPage: true, info: { Title: 'Application', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    const hand = rng.pick(HANDS);
    this.doc.registerFont('Hand', require.resolve(hand));
    this.hand = 'Hand';
    this.typedFont = rng.pick(['Helvetica', 'Courier', 'Times-Roman']);
    this.ink = rng.pick(['#1b2a6b', '#111111', '#1d3f8f']);
    this.doc.font(labelFont);
    if (style === 'fillable') this.doc.initForm();
  }

  text(s: string, x: number, y: number, size = 8, o: { font?: string; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.font ?? this.labelFont).fontSize(size).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, { lineBreak: !!o.width, width: o.width, align: o.align });
  }

  width(s: string, size: number, font = this.labelFont): number { return this.doc.font(font).fontSize(size).widthOfString(s); }

  /** A filled-in value in its box [x, y, w, h] (top-left origin); records its truth when printed. */
  value(name: string, v: Val, x: number, y: number, w: number, h = 14, decoy = false): void {
    const key = `${name}_${this.n++}`;
    if (this.prefilled) {
      if (v.text) this.text(v.text, x + 2, y + h - 10, 9, { font: 'Courier-Bold' });
    } else if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(key, x, y, w, h, { value: v.text, fontSize: Math.min(9, h - 4) } as Parameters<PDFKit.PDFDocument['formText']>[5]);
    } else if (v.text) {
      this.draw(v.text, x, y, w, h);
    }
    if (!v.text) return;
    this.printed.push({ name: key, text: v.text });
    if (decoy) this.decoys.push(v.text);
    else Object.assign(this.truth, v.fields);
  }

  private draw(s: string, x: number, y: number, w: number, h: number): void {
    const d = this.doc;
    if (this.style === 'typed') {
      const size = Math.min(9.5, h - 3);
      d.font(this.typedFont).fontSize(size).fillColor('#000');
      let sz = size;
      while (sz > 5 && d.widthOfString(s) > w - 3) d.fontSize(--sz);
      d.text(s, x + 2, y + h - sz - 1.5, { lineBreak: false });
      return;
    }
    let size = Math.min(13, h + 1);
    d.font(this.hand).fontSize(size).fillColor(this.ink);
    while (size > 6 && d.widthOfString(s) > w - 6) d.fontSize(--size);
    const dx = this.rng.float(1, 6), dy = this.rng.float(-1.5, 1), rot = this.rng.float(-2.2, 2.2);
    d.save().rotate(rot, { origin: [x + dx, y + h] });
    d.text(s, x + dx, y + h - size * 1.05 + dy, { lineBreak: false });
    d.restore();
  }

  /** A checkbox; when on, marked as the style marks it. */
  check(name: string, on: boolean, x: number, y: number, s = 8, fields: Record<string, Scalar> = {}, label = ''): void {
    const d = this.doc;
    d.lineWidth(0.7).strokeColor('#000').rect(x, y, s, s).stroke();
    if (this.style === 'fillable') {
      d.formCheckbox(`${name}_${this.n++}`, x, y, s, s, {});
      const a = (d.page as unknown as { annotations: { data: Record<string, unknown> }[] }).annotations;
      const annot = a[a.length - 1]!;
      if (on) { annot.data.V = 'Yes'; annot.data.AS = 'Yes'; } else { annot.data.V = 'Off'; annot.data.AS = 'Off'; }
    } else if (on && this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(s).fillColor('#000').text('X', x + s * 0.18, y + s * 0.08, { lineBreak: false });
    } else if (on) {
      this.penMark(x, y, s);
    }
    if (on) { Object.assign(this.truth, fields); this.printed.push({ name: `check:${name}`, text: label }); }
  }

  private penMark(x: number, y: number, s: number): void {
    const d = this.doc, j = (): number => this.rng.float(-1, 1);
    d.save().lineWidth(1.3).strokeColor(this.ink);
    if (this.rng.chance(0.5)) {
      d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
      d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    } else {
      d.moveTo(x + 1, y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + j()).lineTo(x + s + 3, y - 3 + j()).stroke();
    }
    d.restore();
  }

  /** Label then value on a rule ('line'), a labelled box ('box') or a caption under the rule ('under'). */
  field(look: Look, label: string, name: string, v: Val, x: number, y: number, w: number, size = 8, decoy = false): void {
    const d = this.doc;
    d.lineWidth(0.6).strokeColor('#000');
    if (look === 'box') {
      d.rect(x, y, w, 24).stroke();
      this.text(label, x + 2.5, y + 2, Math.min(size, 6.5));
      this.value(name, v, x + 2, y + 9, w - 4, 14, decoy);
    } else if (look === 'under') {
      d.moveTo(x, y + 14).lineTo(x + w - 6, y + 14).stroke();
      this.text(label, x, y + 16, Math.min(size, 6.5));
      this.value(name, v, x, y, w - 6, 14, decoy);
    } else {
      const lw = this.width(label, size) + 4;
      this.text(label, x, y + 14 - size, size);
      d.moveTo(x + lw, y + 14).lineTo(x + w - 6, y + 14).stroke();
      this.value(name, v, x + lw, y, w - lw - 6, 14, decoy);
    }
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
