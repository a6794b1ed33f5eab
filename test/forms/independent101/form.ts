// A small drawing surface over pdfkit for set 101: labels, blanks, boxed cells, checkbox rows and the values put in
// them in one of three styles. Every value put records what it gives: truth paths or a decoy.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'X' | 'drawn' | 'check';
export type Truthy = string | number | null;
/** A printed value: its text, the truth paths it gives (`legal_name`, `applicants.1.ownership`) or a decoy key. */
export interface Val { text: string; truth?: Record<string, Truthy>; decoy?: string }

const FONT_DIR = fileURLToPath(new URL('../../../node_modules/@fontsource/', import.meta.url));
let hands: Record<string, Buffer> | null = null;
function handFonts(): Record<string, Buffer> {
  hands ??= {
    kalam: readFileSync(`${FONT_DIR}kalam/files/kalam-latin-400-normal.woff`),
    patrick: readFileSync(`${FONT_DIR}patrick-hand/files/patrick-hand-latin-400-normal.woff`),
  };
  return hands;
}

export interface FormOptions {
  style: Style; onScreen: boolean; pen: Rng; creator: string; title: string;
  hand: 'kalam' | 'patrick'; ink: string; mark: Mark; typedFont: string;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly app: TruthApplication = emptyApplication();
  readonly decoys: { key: string; text: string }[] = [];
  readonly printed: string[] = [];
  private names = new Map<string, number>();
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  readonly o: FormOptions;
  constructor(o: FormOptions) {
    this.o = o;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Title: o.title, Creator: o.creator, Producer: o.creator, CreationDate: new Date(Date.UTC(2026, 2, 3, 15, 4, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    if (o.style === 'handwritten') this.doc.registerFont('Hand', handFonts()[o.hand]!);
    if (o.style === 'fillable' && !o.onScreen) this.doc.initForm();
  }

  get fields(): boolean { return this.o.style === 'fillable' && !this.o.onScreen; }

  pageCount = 0;
  page(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.pageCount++; }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  private record(v: Val): void {
    this.printed.push(v.text);
    if (v.decoy) this.decoys.push({ key: v.decoy, text: v.text });
    for (const [path, value] of Object.entries(v.truth ?? {})) {
      const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (this.app.applicants.length <= i) this.app.applicants.push({ ...EMPTY_APPLICANT });
        (this.app.applicants[i] as unknown as Record<string, Truthy>)[m[2]!] = value;
      } else (this.app as unknown as Record<string, Truthy>)[path] = value;
    }
  }

  private fieldName(label: string): string {
    const base = label.replace(/[^A-Za-z0-9 #%/]+/g, ' ').replace(/\s+/g, ' ').trim().replace(/ /g, '_') || 'Field';
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  /** Static text (labels, headings): never a value. */
  label(text: string, x: number, y: number, font = 'Helvetica', size = 8, color = '#000', opts: PDFKit.Mixins.TextOptions = {}): number {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false, ...opts });
    return this.doc.widthOfString(text);
  }

  para(text: string, x: number, y: number, w: number, font = 'Helvetica', size = 6.5, color = '#222'): number {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  /** A value (or an empty fillable field) in the box whose text baseline area starts at (x, y). */
  put(v: Val | null, x: number, y: number, w: number, name: string, size = 9.5): void {
    const doc = this.doc;
    if (this.fields) {
      doc.font('Helvetica').fontSize(size);
      doc.formText(this.fieldName(name), x, y - 2, w, size + 4, v && v.text ? { value: v.text, fontSize: size } : { fontSize: size });
      if (v && v.text) this.record(v);
      return;
    }
    if (!v || !v.text) return;
    this.record(v);
    if (this.o.style === 'handwritten') {
      const pen = this.o.pen;
      let s = size + 1.5 + pen.float(-0.4, 0.8);
      doc.font('Hand').fontSize(s);
      while (s > 6 && doc.widthOfString(v.text) > w - 4) doc.fontSize((s -= 0.5));
      const jx = x + 2 + pen.float(0, 4), jy = y - 3 + pen.float(-1.2, 1.2);
      doc.save().rotate(pen.float(-1.8, 1.8), { origin: [jx, jy + s / 2] }).fillColor(this.o.ink)
        .text(v.text, jx, jy, { lineBreak: false }).restore();
      return;
    }
    const screen = this.o.style === 'fillable';
    const font = screen ? 'Helvetica' : this.o.typedFont;
    let s = size;
    doc.font(font).fontSize(s);
    while (s > 5.5 && doc.widthOfString(v.text) > w - 3) doc.fontSize((s -= 0.5));
    if (screen) doc.save().rect(x, y - 2, w, size + 4).fill('#dde6f7').restore();
    doc.fillColor('#000').text(v.text, x + 2, y, { lineBreak: false });
  }

  /** "Label ________" with the value on the line. */
  blank(label: string, x: number, y: number, w: number, v: Val | null, font = 'Helvetica', size = 8): void {
    const lw = this.label(label, x, y + 2, font, size) + 4;
    this.doc.save().lineWidth(0.5).strokeColor('#000').moveTo(x + lw, y + size + 3).lineTo(x + w, y + size + 3).stroke().restore();
    this.put(v, x + lw, y, w - lw, label);
  }

  /** A boxed cell with a small caption at its top left and the value below it. */
  cell(label: string, x: number, y: number, w: number, h: number, v: Val | null, font = 'Helvetica', stroke = '#000'): void {
    this.doc.save().lineWidth(0.6).strokeColor(stroke).rect(x, y, w, h).stroke().restore();
    this.label(label, x + 2.5, y + 2, font, 6);
    this.put(v, x + 2, y + h - 12, w - 4, label, 9);
  }

  /** Cells side by side from x; the last one takes what is left of w. */
  row(x: number, y: number, w: number, h: number, cells: readonly (readonly [string, number, Val | null])[], font = 'Helvetica', stroke = '#000'): void {
    let cx = x;
    for (const [k, [label, cw, v]] of cells.entries()) {
      const width = k === cells.length - 1 ? x + w - cx : cw;
      this.cell(label, cx, y, width, h, v, font, stroke);
      cx += width;
    }
  }

  /** A checkbox row; the option at `checked` is marked (no mark when -1). Returns the x after the row. */
  checks(options: string[], x: number, y: number, checked: number, font = 'Helvetica', size = 8, gap = 12, v?: Val): number {
    let cx = x;
    for (const [i, opt] of options.entries()) {
      this.doc.save().lineWidth(0.6).strokeColor('#000').rect(cx, y, 8, 8).stroke().restore();
      if (i === checked) this.tick(cx, y, v ?? { text: opt });
      cx += 11 + this.label(opt, cx + 11, y + 0.5, font, size) + gap;
    }
    return cx;
  }

  private tick(x: number, y: number, v: Val): void {
    const doc = this.doc;
    this.record(v);
    const hand = this.o.style === 'handwritten';
    const mark = this.fields ? 'drawn' : this.o.mark;
    if (mark === 'X' && !hand) { doc.font('Helvetica-Bold').fontSize(8).fillColor('#000').text('X', x + 1.6, y + 0.8, { lineBreak: false }); return; }
    const j = (): number => (hand ? this.o.pen.float(-1, 1) : 0);
    doc.save().lineWidth(hand ? 1.1 : 1).strokeColor(hand ? this.o.ink : '#000').lineCap('round');
    if (mark === 'check' || (hand && mark !== 'X')) doc.moveTo(x + 1 + j(), y + 4.5 + j()).lineTo(x + 3.5, y + 7.5).lineTo(x + 9 + j(), y - 1 + j()).stroke();
    else doc.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + 7 + j(), y + 7 + j()).moveTo(x + 7 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + 7 + j()).stroke();
    doc.restore();
  }

  /** A filled section bar or an underlined heading. */
  bar(text: string, x: number, y: number, w: number, fill: string, color = '#fff', font = 'Helvetica-Bold', size = 9, h = 14): void {
    this.doc.save().rect(x, y, w, h).fill(fill).restore();
    this.label(text, x + 5, y + (h - size) / 2 + 0.5, font, size, color);
  }

  heading(text: string, x: number, y: number, w: number, color = '#000', font = 'Helvetica-Bold', size = 10): void {
    this.label(text, x, y, font, size, color);
    this.doc.save().lineWidth(0.8).strokeColor(color).moveTo(x, y + size + 2).lineTo(x + w, y + size + 2).stroke().restore();
  }

  /** A signature: a pen scrawl, never text. Drawn in every style (a fillable form is signed after printing). */
  sign(x: number, y: number, w: number): void {
    const pen = this.o.pen;
    const doc = this.doc;
    doc.save().lineWidth(0.9).strokeColor(this.o.style === 'handwritten' ? this.o.ink : '#1c2a6b');
    doc.moveTo(x + 4, y + pen.float(-2, 2));
    let cx = x + 4;
    const end = x + Math.min(w - 6, pen.float(70, 120));
    while (cx < end) {
      const step = pen.float(8, 16);
      doc.bezierCurveTo(cx + step * 0.3, y - pen.float(4, 10), cx + step * 0.7, y + pen.float(2, 7), cx + step, y + pen.float(-2, 2));
      cx += step;
    }
    doc.stroke().restore();
  }

  /** A plain line with a caption under it (signature and date lines). */
  underCaption(caption: string, x: number, y: number, w: number, font = 'Helvetica'): void {
    this.doc.save().lineWidth(0.5).strokeColor('#000').moveTo(x, y).lineTo(x + w, y).stroke().restore();
    this.label(caption, x, y + 2, font, 6.5);
  }
}
