// The page a layout draws on: labels are always printed; values are printed, handwritten or put in AcroForm fields by
// the style, and every value is recorded with the truth fields it gives as it is drawn.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields } from './fmt.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** How the test re-reads a printed value: its text must give the fields recorded for it. */
export type Kind = 'text' | 'money' | 'int' | 'pct' | 'date' | 'digits' | 'name' | 'check' | 'freq' | 'other';
export interface Placement { page: number; key: string; text: string; fields: Fields; kind: Kind; acro?: string; check?: boolean }
export interface Decoy { key: string; text: string; page: number }
export interface ValOpts {
  key: string; fields?: Fields; kind?: Kind; decoy?: boolean; size?: number; w?: number; mono?: boolean;
  /** Cell width: one character per cell of a comb grid (Courier when typed). */
  comb?: number;
  /** A form rule drawn through the middle of the value. */
  strike?: boolean;
  /** Label text printed in the same run as a typed value (dot-leader printouts). */
  prefix?: string;
}

const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

interface Annotating {
  annotate: (x: number, y: number, w: number, h: number, o: object) => unknown;
  page: { annotations: unknown[] };
  _addToParent: (r: unknown) => void;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly placements: Placement[] = [];
  readonly decoys: Decoy[] = [];
  page = 1;
  private readonly rng: Rng;
  /** Fillable forms about to be scanned show their values on the page, as a printed filled form does. */
  private readonly show: boolean;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(style: Style, rng: Rng, show: boolean, hand: number) {
    this.style = style;
    this.rng = rng;
    this.show = show;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true,
      info: { Producer: 'FAXPRINT 3.1', Creator: 'FAXPRINT 3.1', CreationDate: new Date(Date.UTC(2025, 10, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HANDS[hand % HANDS.length]!);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  /** A printed label (form text): top-left at (x, y). Returns its width. */
  lab(text: string, x: number, y: number, size = 6, font = 'Helvetica', color = 'black'): number {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });
    this.doc.fillColor('black');
    return this.doc.widthOfString(text);
  }

  line(x1: number, y1: number, x2: number, y2: number, w = 0.5): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(w).strokeColor('black').stroke();
  }

  box(x: number, y: number, w: number, h: number, lw = 0.5): void {
    this.doc.rect(x, y, w, h).lineWidth(lw).strokeColor('black').stroke();
  }

  /** A comb grid of `n` cells of width `cw` and height `h`. */
  cells(x: number, y: number, n: number, cw: number, h: number): void {
    this.box(x, y, n * cw, h);
    for (let i = 1; i < n; i++) this.line(x + i * cw, y, x + i * cw, y + h, 0.3);
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  private typed(text: string, x: number, y: number, size: number, o: ValOpts): void {
    const font = o.mono || o.comb || o.prefix !== undefined ? 'Courier' : 'Helvetica';
    this.doc.font(font).fontSize(size).fillColor('black');
    if (o.comb) this.doc.text(text, x + (o.comb - size * 0.6) / 2, y, { lineBreak: false, characterSpacing: o.comb - size * 0.6 });
    else this.doc.text((this.style === 'typed' ? o.prefix ?? '' : '') + text, x, y, { lineBreak: false });
  }

  private hand(text: string, x: number, y: number, size: number, o: ValOpts): void {
    const doc = this.doc.font('hand').fontSize(size * 1.25).fillColor('#1a1a4a');
    const parts = o.comb ? [...text].map((c, i) => [c, x + i * o.comb! + o.comb! * 0.2] as const) : [[text, x] as const];
    for (const [t, px] of parts) {
      const jx = px + this.rng.float(-1.2, 1.2), jy = y - size * 0.35 + this.rng.float(-1, 1);
      doc.save().rotate(this.rng.float(-2.2, 2.2), { origin: [jx, jy + size] });
      doc.text(t, jx, jy, { lineBreak: false });
      doc.restore();
    }
    doc.fillColor('black');
  }

  /** A value at top-left (x, y), recorded with its truth fields (or as a decoy). */
  val(text: string, x: number, y: number, o: ValOpts): void {
    const size = o.size ?? 8;
    if (o.prefix !== undefined && this.style !== 'typed') { this.lab(o.prefix, x, y, size, 'Courier'); x += this.doc.widthOfString(o.prefix); }
    this.doc.font(o.mono || o.comb || o.prefix !== undefined ? 'Courier' : 'Helvetica').fontSize(size);
    const w = o.w ?? Math.max(40, this.doc.widthOfString(text) + 16);
    if (o.strike) this.line(x - 2, y + size * 0.42, x + w, y + size * 0.42, 0.6);
    if (this.style === 'fillable') {
      this.doc.font('Helvetica').formText(o.key, x, y - 2, w, size + 4, { value: text, fontSize: size });
      if (this.show && text) this.typed(text, x, y, size, { ...o, prefix: undefined });
    } else if (text) {
      if (this.style === 'typed') this.typed(text, x, y, size, o);
      else this.hand(text, x, y, size, o);
    }
    if (o.fields && Object.keys(o.fields).length) {
      this.placements.push({ page: this.page, key: o.key, text, fields: o.fields, kind: o.kind ?? 'text', ...(this.style === 'fillable' ? { acro: o.key } : {}) });
    } else if (o.decoy && text) this.decoys.push({ key: o.key, text, page: this.page });
  }

  /** A checkbox of side `s` at (x, y); a checked box with fields records its label as the printed value. */
  chk(x: number, y: number, s: number, on: boolean, o: { key: string; label: string; fields?: Fields }): void {
    this.box(x, y, s, s);
    if (this.style === 'fillable') this.widget(x, y, s, on, o.key);
    if (on && this.style === 'typed') this.doc.font('Helvetica-Bold').fontSize(s * 1.1).text('X', x + s * 0.14, y - s * 0.02, { lineBreak: false });
    if (on && (this.style === 'handwritten' || (this.style === 'fillable' && this.show))) {
      const j = (): number => this.rng.float(-0.8, 0.8);
      this.doc.moveTo(x + 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s - 0.5).lineTo(x + s + 2 + j(), y - 2 + j())
        .lineWidth(1.1).strokeColor('#1a1a4a').stroke().strokeColor('black');
    }
    if (on && o.fields) this.placements.push({ page: this.page, key: o.key, text: o.label, fields: o.fields, kind: 'check', check: true,
      ...(this.style === 'fillable' ? { acro: o.key } : {}) });
  }

  private widget(x: number, y: number, s: number, on: boolean, name: string): void {
    const ap = (mark: boolean): unknown => {
      const r = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      r.end(mark ? `0 g 0.8 w 1 1 m ${s - 1} ${s - 1} l ${s - 1} 1 m 1 ${s - 1} l S` : '');
      return r;
    };
    const d = this.doc as unknown as Annotating;
    d.annotate(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      AP: { N: { Yes: ap(true), Off: ap(false) } }, MK: { CA: new String('8') }, Subtype: 'Widget', F: 4 });
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
