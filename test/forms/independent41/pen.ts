// Draws labels and filled-in values in one of three styles (typed tabs, handwriting, AcroForm fields) and records
// every printed value with the truth paths it gives.
import PDFDocument from 'pdfkit';
import { fileURLToPath } from 'node:url';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Rec { paths: Record<string, string | number>; text: string; field: string | null; page: number; check?: boolean }

const FONT_DIR = fileURLToPath(new URL('../../../node_modules/@fontsource/', import.meta.url));
export const KALAM = `${FONT_DIR}kalam/files/kalam-latin-400-normal.woff`;
export const KALAM_LIGHT = `${FONT_DIR}kalam/files/kalam-latin-300-normal.woff`;
export const PATRICK = `${FONT_DIR}patrick-hand/files/patrick-hand-latin-400-normal.woff`;

interface GlyphPath { toSVG(): string }
interface FkFont { unitsPerEm: number; layout(s: string): { glyphs: { path: GlyphPath }[]; positions: { xAdvance: number }[] } }

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly recs: Rec[] = [];
  page = 1;
  private n = 0;
  private readonly hand: string;
  readonly style: Style;
  readonly r: Rng;
  readonly typedFont: string;
  readonly size: number;
  constructor(style: Style, r: Rng, typedFont: string, size = 9.5) {
    this.style = style;
    this.r = r;
    this.typedFont = typedFont;
    this.size = size;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Producer: 'PDFKit', Creator: 'E-Sign Export' } });
    if (style === 'fillable') this.doc.initForm();
    this.hand = r.chance(0.5) ? KALAM : PATRICK;
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  label(x: number, y: number, text: string, size = 7.5, o: { bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(o.color ?? '#222');
    this.doc.text(text, x, y, { lineBreak: !!o.width, ...(o.width ? { width: o.width } : {}), align: o.align ?? 'left' });
    this.doc.fillColor('black');
  }

  /** A filled-in value, top-left at (x, y) in a box w wide; paths empty for a decoy (a landlord, a bank ...). */
  value(x: number, y: number, w: number, text: string, paths: Record<string, string | number> = {}, hint = 'Text'): void {
    const d = this.doc;
    let field: string | null = null;
    if (this.style === 'fillable') {
      field = `${hint.replace(/[^A-Za-z0-9]+/g, '_')}_${++this.n}`;
      d.font('Helvetica');
      d.formText(field, x, y - 2, w, this.size + 5, { value: text, fontSize: this.size, borderColor: '#9bb7e0', backgroundColor: '#eef4ff' });
    } else if (this.style === 'typed') {
      d.font(this.typedFont).fontSize(this.size).fillColor('#101010').text(text, x, y, { lineBreak: false });
    } else {
      const r = this.r;
      const sz = this.size + 2.5 + r.float(-0.6, 0.6);
      const jx = x + r.float(-1.5, 3), jy = y - 3 + r.float(-1.5, 1.5);
      d.save().rotate(r.float(-1.6, 1.6), { origin: [jx, jy + sz / 2] });
      d.font(this.hand).fontSize(sz).fillColor('#1b2a6b').text(text, jx, jy, { lineBreak: false });
      d.restore();
    }
    d.fillColor('black');
    this.recs.push({ paths, text, field, page: this.page });
  }

  /** A checkbox; a checked one gets a drawn X (no text) or, in typed style, sometimes a letter X. */
  box(x: number, y: number, checked: boolean, s = 8): void {
    const d = this.doc;
    d.lineWidth(0.6).strokeColor('#333').rect(x, y, s, s).stroke();
    if (!checked) return;
    if (this.style === 'handwritten') {
      d.lineWidth(1.3).strokeColor('#1b2a6b').moveTo(x - 1, y - 1).lineTo(x + s + 1, y + s + 1).moveTo(x + s + 1, y - 1).lineTo(x - 1, y + s + 1).stroke();
    } else {
      d.lineWidth(1).strokeColor('#111').moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5).moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).stroke();
    }
    d.strokeColor('black').lineWidth(1);
  }

  /** A checkbox option: drawn, or in fillable style an AcroForm checkbox (on-state Yes). Records the checked label. */
  option(x: number, y: number, label: string, checked: boolean, paths: Record<string, string | number>): void {
    if (this.style !== 'fillable') {
      this.box(x, y, checked);
      if (checked) this.recs.push({ paths, text: label, field: null, page: this.page, check: true });
      return;
    }
    const field = `cb_${label.replace(/[^A-Za-z0-9]+/g, '_')}_${++this.n}`;
    this.rect(x, y, 8, 8, { stroke: '#333' });
    const d = this.doc as unknown as { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; _addToParent(r: unknown): void; page: { annotations: unknown[] } };
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
    on.end('q 0 0 0 RG 1 w 1.5 1.5 m 6.5 6.5 l S 6.5 1.5 m 1.5 6.5 l S Q');
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
    off.end('');
    const dict = d._fieldDict(field, 'checkbox', {});
    Object.assign(dict, { Subtype: 'Widget', F: 4, AP: { N: { Yes: on, Off: off } }, AS: checked ? 'Yes' : 'Off', V: checked ? 'Yes' : 'Off' });
    this.doc.annotate(x, y, 8, 8, dict);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
    if (checked) this.recs.push({ paths, text: label, field, page: this.page, check: true });
  }

  /** A signature drawn as vector outlines from a handwriting font (an image, never text), as e-sign platforms stamp it. */
  signature(x: number, y: number, name: string, size = 20): void {
    const d = this.doc;
    d.font(this.r.chance(0.5) ? KALAM_LIGHT : KALAM);
    const f = (d as unknown as { _font: { font: FkFont } })._font.font;
    const run = f.layout(name);
    const k = size / f.unitsPerEm;
    d.save().translate(x, y + size).rotate(-4).scale(k * 1.05, -k).fillColor('#0b1e6e');
    let adv = 0;
    run.glyphs.forEach((g, i) => {
      d.save().translate(adv, 0).path(g.path.toSVG()).fill().restore();
      adv += run.positions[i]!.xAdvance;
    });
    d.restore().fillColor('black');
  }

  hline(x1: number, x2: number, y: number, w = 0.5, color = '#444'): void {
    this.doc.lineWidth(w).strokeColor(color).moveTo(x1, y).lineTo(x2, y).stroke().strokeColor('black').lineWidth(1);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) d.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.rect(x, y, w, h).fill(o.fill);
    else d.rect(x, y, w, h).stroke(o.stroke ?? '#333');
    d.fillColor('black').strokeColor('black').lineWidth(1);
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
