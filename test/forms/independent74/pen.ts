// Drawing on a pdfkit page for the three styles, recording what each printed value gives: a truth path (so the truth
// holds only what the page shows) or a decoy. Coordinates are pdfkit's: points from the page's top left.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Truthy = Record<string, string | number | null>;
const require = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly values: { path: string; value: string | number | null }[] = [];
  readonly decoys: string[] = [];
  /** The text of every value drawn or put in a field: the tests look for each truth value in it. */
  readonly printed: string[] = [];
  private helv: { id: string; ref: unknown } | null = null;
  private done: Promise<Uint8Array>;
  private ink: string;
  private hand: string;

  readonly style: Style;
  readonly r: Rng;
  readonly mark: 'X' | 'check' | 'stroke';
  readonly onState: string;

  /** A fillable form printed with its values, then scanned: the fields' appearances drawn on the page (a scanner sees no widget). */
  readonly flat: boolean;

  constructor(style: Style, r: Rng, mark: 'X' | 'check' | 'stroke', onState = 'Yes', flat = false) {
    this.style = style; this.r = r; this.mark = mark; this.onState = onState; this.flat = flat && style === 'fillable';
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Title: 'Application', CreationDate: new Date(Date.UTC(2025, 4, 1)) } });
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res(new Uint8Array(Buffer.concat(chunks)))));
    this.ink = r.pick(['#1a2a8a', '#0d1f5c', '#222222', '#1b3b9a']);
    this.hand = require.resolve(r.pick(HANDS));
    this.doc.font('Helvetica');
    if (style === 'fillable' && !this.flat) {
      this.doc.initForm();
      const f = (this.doc as any)._font;
      this.helv = { id: f.id, ref: f.ref() };
    }
  }

  /** Static label text (all styles). */
  text(t: string, x: number, y: number, o: { size?: number; bold?: boolean; italic?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    const font = o.bold ? (o.italic ? 'Helvetica-BoldOblique' : 'Helvetica-Bold') : o.italic ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(font).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000');
    this.doc.text(t, x, y, { lineBreak: !!o.width, width: o.width, align: o.align ?? 'left' });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke !== 'none') this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke ?? '#333');
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#333');
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#444', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  /** A value in a box at (x, y) of width w: drawn (typed / handwritten) or an AcroForm text field (fillable).
   *  `truth` maps truth paths to what this printed text gives; `decoy` marks a value that is not the application's. */
  value(name: string, text: string | null, x: number, y: number, w: number, o: { truth?: Truthy; decoy?: boolean; size?: number; h?: number } = {}): void {
    const t = text ?? '';
    if (t && o.truth) for (const [p, v] of Object.entries(o.truth)) this.values.push({ path: p, value: v });
    if (t && o.decoy) this.decoys.push(t);
    if (t) this.printed.push(t);
    const size = o.size ?? 9;
    if (this.style === 'fillable' && !this.flat) return this.field(name, t, x, y - 2, w, o.h ?? size + 5, size);
    if (!t) return;
    if (this.flat) {
      this.doc.font('Helvetica').fontSize(size);
      const fit = Math.min(1, (w - 2) / Math.max(1, this.doc.widthOfString(t)));
      this.doc.fontSize(size * fit).fillColor('#000').text(t, x + 2, y, { lineBreak: false });
      return;
    }
    if (this.style === 'typed') {
      this.doc.font('Courier').fontSize(size);
      const fit = Math.min(1, (w - 2) / Math.max(1, this.doc.widthOfString(t)));
      this.doc.fontSize(size * Math.max(0.55, fit)).fillColor('#000').text(t, x, y + (1 - fit) * size * 0.5, { lineBreak: false });
      return;
    }
    const r = this.r;
    const hs = size + 2.5;
    this.doc.save().translate(x + r.float(-1.5, 1.5), y + r.float(-2.5, 0.5)).rotate(r.float(-1.8, 1.8));
    this.doc.font(this.hand).fontSize(hs).fillColor(this.ink);
    const fit = Math.min(1, (w - 2) / Math.max(1, this.doc.widthOfString(t)));
    this.doc.fontSize(hs * Math.max(0.5, fit)).text(t, 0, -3, { lineBreak: false });
    this.doc.restore();
  }

  private field(name: string, t: string, x: number, y: number, w: number, h: number, size: number): void {
    const doc = this.doc as any;
    const { id, ref } = this.helv!;
    const prev = doc._font;
    doc.font('Helvetica');
    const hex = t ? (doc._font.encode(t)[0] as string[]).join('') : '';
    doc._font = prev;
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [id]: ref } } });
    ap.end(`/Tx BMC q BT /${id} ${size} Tf 0 g 2 ${(h - size) / 2 + 1.5} Td <${hex}> Tj ET Q EMC`);
    const dict: Record<string, unknown> = { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(t), DA: new String(`/${id} ${size} Tf 0 g`),
      F: 4, AP: { N: ap }, MK: { BC: [0.55, 0.55, 0.6] } };
    doc.annotate(x, y, w, h, dict);
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  /** A checkbox; its label is drawn by the caller. A checked box records `truth`. */
  check(name: string, x: number, y: number, checked: boolean, label: string, o: { truth?: Truthy; size?: number } = {}): void {
    const s = o.size ?? 8;
    if (checked && o.truth) for (const [p, v] of Object.entries(o.truth)) this.values.push({ path: p, value: v });
    if (checked) this.printed.push(label);
    if (this.style === 'fillable' && !this.flat) return this.box(name, x, y, s, checked);
    this.rect(x, y, s, s, { lw: 0.7 });
    if (!checked) return;
    if (this.flat) {
      this.doc.save().lineWidth(1.2).moveTo(x + 1, y + 1).lineTo(x + s - 1, y + s - 1).moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke('#000').restore();
      return;
    }
    const r = this.r;
    if (this.style === 'handwritten' || this.mark === 'stroke') {
      const j = (): number => r.float(-1.2, 1.2);
      const d = this.doc.save().lineWidth(1.3).strokeColor(this.style === 'handwritten' ? this.ink : '#000');
      if (r.chance(0.5)) d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      else d.moveTo(x + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      d.restore();
    } else if (this.mark === 'X') {
      this.doc.font('Helvetica-Bold').fontSize(s + 0.5).fillColor('#000').text('X', x + 0.9, y + 0.3, { lineBreak: false });
    } else {
      // A check glyph drawn as a path (pdfkit gives ZapfDingbats a WinAnsi encoding, so its glyphs do not show).
      this.doc.save().moveTo(x + 1.2, y + s * 0.55).lineTo(x + s * 0.42, y + s - 1).lineTo(x + s - 0.8, y + 1.2).lineWidth(1.4).stroke('#000').restore();
    }
  }

  private box(name: string, x: number, y: number, s: number, checked: boolean): void {
    const doc = this.doc as any;
    const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q 0 g 1.2 w 1 1 m ${s - 1} ${s - 1} l S ${s - 1} 1 m 1 ${s - 1} l S Q`);
    const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    this.rect(x, y, s, s, { lw: 0.7 });
    doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? this.onState : 'Off', AS: checked ? this.onState : 'Off',
      F: 4, AP: { N: { [this.onState]: on, Off: off } }, MK: { CA: new String('8') } });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    return this.done;
  }
}
