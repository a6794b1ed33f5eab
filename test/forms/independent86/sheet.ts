// Set 86: a spreadsheet page printer. Grids of cells (gridlines, shaded header rows, merged cells, Excel's row numbers
// and column letters); a value cell prints its text in the style asked and records the truth it gives as it prints.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** Truth paths (`legal_name`, `applicants[1].ownership`) and their values. */
export type Fields = Record<string, string | number | null>;
/** A value printed in a cell: its text, the truth it gives, and how it sits in the cell. */
export interface V { t: string; f?: Fields; align?: 'left' | 'right' | 'center'; key?: string; acct?: boolean; span?: number }
/** One printed value and where: what the tests compare with the PDF. */
export interface Loc { fields: string[]; page: number; text: string; acroform_field?: string; acroform_value?: string }
/** A grid cell: a label (string), a value, or a label with looks; `span` merges it over columns. */
export type Cell = string | V | null | { label: string; bold?: boolean; shade?: string; span?: number; align?: 'left' | 'center' | 'right'; size?: number };

const FONT_DIR = join(import.meta.dirname, '../../../node_modules/@fontsource');
const HAND_FONTS = [join(FONT_DIR, 'kalam/files/kalam-latin-400-normal.woff'), join(FONT_DIR, 'patrick-hand/files/patrick-hand-latin-400-normal.woff')];

export const isV = (c: Cell): c is V => !!c && typeof c === 'object' && 't' in c;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly locs: Loc[] = [];
  readonly decoys: string[] = [];
  readonly app: TruthApplication = emptyApplication();
  page = 0;
  w = 612;
  h = 792;
  private n = 0;
  private readonly chunks: Buffer[] = [];
  private readonly ink: string;

  readonly style: Style;
  readonly rng: Rng;
  readonly printFields: boolean;

  constructor(style: Style, rng: Rng, printFields: boolean, title: string) {
    this.style = style;
    this.rng = rng;
    this.printFields = printFields;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Title: title, Producer: 'Microsoft Excel', Creator: 'Sheet export',
      CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('Hand', readFileSync(HAND_FONTS[rng.int(0, 1)]!));
    this.ink = rng.pick(['#1a237e', '#0d1b4c', '#222222']);
    this.doc.font('Helvetica');
    if (style === 'fillable' && !printFields) this.doc.initForm();
  }

  addPage(landscape: boolean): void {
    this.doc.addPage({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 0 });
    this.page++;
    [this.w, this.h] = landscape ? [792, 612] : [612, 792];
  }

  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; w?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    const size = o.size ?? 8;
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(size).fillColor(o.color ?? '#000');
    if (o.w !== undefined) this.doc.text(s, x, y, { width: o.w, align: o.align ?? 'left', lineBreak: false });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, fill?: string, stroke = '#b7b7b7'): void {
    if (fill) this.doc.rect(x, y, w, h).fill(fill);
    this.doc.lineWidth(0.5).rect(x, y, w, h).stroke(stroke);
  }

  /** Sets the truth of the printed value and remembers where it was printed. */
  private record(v: V, field?: string): void {
    const paths = Object.entries(v.f ?? {}).filter(([, x]) => x !== null);
    if (!paths.length) { if (v.t && !v.f) this.decoys.push(v.t); return; }
    for (const [p, x] of paths) {
      const m = /^applicants\[(\d)\]\.(\w+)$/.exec(p);
      if (m) {
        const i = Number(m[1]);
        while (this.app.applicants.length <= i) this.app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
          credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (this.app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = x;
      } else (this.app as unknown as Record<string, unknown>)[p] = x;
    }
    this.locs.push({ fields: paths.map(([p]) => `application.${p}`), page: this.page, text: v.t, ...(field ? { acroform_field: field } : {}) });
  }

  /** A value in the cell (x, y, w, h): drawn as text, as handwriting, or held by an AcroForm text field. */
  value(v: V, x: number, y: number, w: number, h: number): void {
    const name = v.key ?? `cell_${++this.n}`;
    if (this.style === 'fillable' && !this.printFields) {
      this.doc.font('Helvetica').formText(name, x + 1, y + 1, w - 2, h - 2, { value: v.t, align: v.align ?? 'left', fontSize: 0 });
      this.record(v, name);
      return;
    }
    if (!v.t) return;
    const hand = this.style === 'handwritten';
    let size = hand ? Math.min(11, h - 3) : Math.min(8.5, h - 4);
    const font = hand ? 'Hand' : 'Helvetica';
    this.doc.font(font);
    const room = w - (v.acct ? 12 : 6);
    while (size > 5 && this.doc.fontSize(size).widthOfString(v.t) > room) size -= 0.25;
    const tw = this.doc.fontSize(size).widthOfString(v.t);
    let tx = v.align === 'right' ? x + w - 3 - tw : v.align === 'center' ? x + (w - tw) / 2 : x + 3;
    let ty = y + (h - size) / 2 + (hand ? -1 : 0.5);
    if (v.acct) this.text('$', x + 3, ty, { size, font, color: hand ? this.ink : '#000' });
    if (hand) {
      tx += this.rng.float(-1.2, 1.2); ty += this.rng.float(-1, 1);
      this.doc.save().rotate(this.rng.float(-1.6, 1.6), { origin: [tx, ty + size] });
      this.text(v.t, tx, ty, { size, font, color: this.ink });
      this.doc.restore();
    } else this.text(v.t, tx, ty, { size, font });
    this.record(v);
  }

  /** A checkbox with its label: a letter X (typed), drawn strokes (handwritten, scanned fillable) or an AcroForm box. */
  check(label: string, checked: boolean, x: number, y: number, f: Fields | null, key?: string): number {
    const b = 7;
    this.doc.lineWidth(0.6).rect(x, y, b, b).stroke('#333');
    this.text(label, x + b + 3, y - 0.5, { size: 7.5 });
    const name = key ?? `box_${++this.n}`;
    if (this.style === 'fillable' && !this.printFields) {
      this.checkbox(name, x, y, b, checked);
      if (checked && f) this.record({ t: label, f }, name);
      if (checked && f) this.locs[this.locs.length - 1]!.acroform_value = 'Yes';
    } else if (checked) {
      if (this.style === 'typed') this.text('X', x + 1.3, y + 0.3, { size: 7.5, bold: true });
      else {
        const j = (): number => this.rng.float(-0.8, 0.8);
        this.doc.save().lineWidth(1.1).strokeColor(this.ink).moveTo(x - 1 + j(), y + 3.5 + j()).lineTo(x + 3 + j(), y + b + j())
          .lineTo(x + b + 2 + j(), y - 2 + j()).stroke().restore();
      }
      if (f) this.record({ t: label, f });
    }
    return x + b + 6 + this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 8;
  }

  private checkbox(name: string, x: number, y: number, b: number, on: boolean): void {
    const ap = (draw: boolean) => {
      const r = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b], Resources: {} });
      r.end(draw ? `q 0 g 0.8 w 1 1 m ${b - 1} ${b - 1} l S ${b - 1} 1 m 1 ${b - 1} l S Q` : '');
      return r;
    };
    // pdfkit's formCheckbox writes V as a string and no appearances: the widget is built here, V and AS as names
    const state = on ? 'Yes' : 'Off';
    this.doc.annotate(x, y, b, b, { Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: state, AS: state,
      AP: { N: { Yes: ap(true), Off: ap(false) } }, MK: { BC: [0, 0, 0] } } as unknown as PDFKit.Mixins.AnnotationOption);
    const annots = (this.doc.page as unknown as { annotations: unknown[] }).annotations;
    (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  /** A grid at (x, y): one row per `rows` entry, columns `widths`, all gridlines drawn; returns the y below it. */
  grid(x: number, y: number, widths: number[], rows: Cell[][], o: { rowH?: number; headShade?: string; headRows?: number; labelShade?: string } = {}): number {
    const rh = o.rowH ?? 16;
    for (const [r, row] of rows.entries()) {
      let cx = x, c = 0;
      for (const cell of row) {
        const span = cell && typeof cell === 'object' ? cell.span ?? 1 : 1;
        const cw = widths.slice(c, c + span).reduce((a, b) => a + b, 0);
        const head = r < (o.headRows ?? 0);
        if (isV(cell)) { this.rect(cx, y, cw, rh); this.value(cell, cx, y, cw, rh); }
        else {
          const lab = typeof cell === 'string' ? { label: cell } : cell ?? { label: '' };
          const shade = lab.shade ?? (head ? o.headShade : lab.label && o.labelShade ? o.labelShade : undefined);
          this.rect(cx, y, cw, rh, shade);
          let size = lab.size ?? 7.5;
          const bold = lab.bold ?? head;
          this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
          while (size > 5 && this.doc.fontSize(size).widthOfString(lab.label) > cw - 5) size -= 0.25;
          if (lab.label) this.text(lab.label, cx + 3, y + (rh - size) / 2 + 0.5, { size, bold, w: cw - 6, align: lab.align ?? 'left' });
        }
        cx += cw; c += span;
      }
      y += rh;
    }
    return y;
  }

  /** Excel's printed row and column headings around a grid of `nRows` rows at (x, y). */
  headings(x: number, y: number, widths: number[], nRows: number, rowH: number, firstRow = 1): void {
    let cx = x;
    for (const [i, w] of widths.entries()) {
      this.rect(cx, y - 12, w, 12, '#e8e8e8', '#9e9e9e');
      this.text(String.fromCharCode(65 + i), cx, y - 10, { size: 7, w, align: 'center', color: '#444' });
      cx += w;
    }
    for (let r = 0; r < nRows; r++) {
      this.rect(x - 20, y + r * rowH, 20, rowH, '#e8e8e8', '#9e9e9e');
      this.text(String(firstRow + r), x - 20, y + r * rowH + (rowH - 7) / 2, { size: 7, w: 18, align: 'right', color: '#444' });
    }
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
