// One form being drawn with pdfkit in one of three styles, recording every value it prints: a truth value (its
// application paths), or a decoy. Labels and rules are page text in every style; values are page text (typed),
// handwriting (Kalam / Patrick Hand, ink, rotated) or AcroForm fields only (fillable).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

const require = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];
const INKS = ['#1b2a80', '#14213d', '#202020', '#2b3f9e'];

export type Style = 'typed' | 'handwritten' | 'fillable';
export type TruthValue = string | number | null;
/** A printed value giving truth paths (`legal_name`, `applicants[0].first_name`). */
export interface Printed { paths: Record<string, TruthValue>; text: string; pieces: string[]; acro?: string; checkbox?: boolean; page: number }
export interface PrintedDecoy { key: string; text: string; acro?: string }
export interface ValOpts { size?: number; key?: string; lines?: string[]; lead?: number; font?: string; w?: number }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: PrintedDecoy[] = [];
  page = 1;
  /** Font of typed values (and of fillable values drawn for a scan). */
  valueFont = 'Helvetica';
  private n = 0;
  private readonly hand: string;
  private readonly ink: string;
  private readonly chunks: Buffer[] = [];

  readonly style: Style;
  readonly scan: boolean;
  private readonly rng: Rng;

  constructor(style: Style, scan: boolean, rng: Rng, title: string) {
    this.style = style; this.scan = scan; this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2025, 0, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.hand = require.resolve(rng.pick(HANDS));
    this.ink = rng.pick(INKS);
    this.doc.font('Helvetica');
    if (this.live) this.doc.initForm();
  }

  /** AcroForm fields are made (fillable, not scanned: a scan of a fillable form shows its values printed). */
  get live(): boolean { return this.style === 'fillable' && !this.scan; }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; font?: string; w?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    if (o.w) this.doc.text(text, x, y, { width: o.w, align: o.align ?? 'left', lineGap: 1 });
    else this.doc.text(text, x, y, { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000');
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; lw?: number; dash?: boolean } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.5).moveTo(x1, y1).lineTo(x2, y2);
    if (o.dash) this.doc.dash(1, { space: 1.5 });
    this.doc.stroke(o.color ?? '#000').undash().restore();
  }

  /** A section bar: a filled band with its title. */
  bar(text: string, x: number, y: number, w: number, o: { fill?: string; color?: string; h?: number; size?: number } = {}): void {
    const h = o.h ?? 14;
    this.rect(x, y, w, h, { fill: o.fill ?? '#2f4858' });
    this.label(text, x + 5, y + (h - (o.size ?? 8.5)) / 2 + 0.5, { bold: true, size: o.size ?? 8.5, color: o.color ?? '#fff' });
  }

  /** A value: truth paths given, or a decoy (`key`) when `paths` is null. Empty text prints nothing. */
  val(text: string, x: number, y: number, paths: Record<string, TruthValue> | null, o: ValOpts = {}): void {
    if (!text) return;
    const lines = o.lines ?? [text];
    const size = o.size ?? 9;
    const lead = o.lead ?? size + 2.5;
    const name = `${o.key ?? Object.keys(paths ?? {})[0] ?? 'v'}_${++this.n}`.replace(/[^\w]/g, '_');
    if (this.live) {
      const w = o.w ?? Math.max(60, this.doc.font('Helvetica').fontSize(size).widthOfString(text) + 12);
      this.doc.font('Helvetica').fontSize(size);
      this.doc.formText(name, x - 1, y - 2, w, lead * lines.length + 3, { value: text, fontSize: size, multiline: lines.length > 1 });
    } else if (this.style === 'handwritten') {
      lines.forEach((ln, i) => {
        const ang = this.rng.float(-1.6, 1.6), dx = this.rng.float(-1.5, 2), dy = this.rng.float(-1.5, 0.8);
        const hs = size + 1.5;
        this.doc.save().rotate(ang, { origin: [x, y + i * (lead + 1.5)] }).font(this.hand).fontSize(hs).fillColor(this.ink)
          .text(ln, x + dx, y + i * (lead + 1.5) + dy - 2.5, { lineBreak: false }).restore();
      });
    } else {
      lines.forEach((ln, i) => this.doc.font(o.font ?? this.valueFont).fontSize(size).fillColor('#000').text(ln, x, y + i * lead, { lineBreak: false }));
    }
    this.record(text, lines, paths, o.key, this.live ? name : undefined);
  }

  /** A checkbox and its label; a checked box with paths gives the label as truth text. */
  check(x: number, y: number, label: string, checked: boolean, paths: Record<string, TruthValue> | null = null, o: { size?: number; key?: string; box?: number } = {}): void {
    const b = o.box ?? 8;
    this.label(label, x + b + 3, y + (b - (o.size ?? 8)) / 2 + 0.5, { size: o.size ?? 8 });
    const name = `${o.key ?? 'cb'}_${++this.n}`.replace(/[^\w]/g, '_');
    if (this.live) {
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
      on.end(`q 0 g 1 w 1.5 1.5 m ${b - 1.5} ${b - 1.5} l S 1.5 ${b - 1.5} m ${b - 1.5} 1.5 l S Q`);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
      off.end('');
      // pdfkit's formCheckbox writes the widget at once, without a value or appearances: the widget is made here whole.
      this.doc.annotate(x, y, b, b, { Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        AP: { N: { Yes: on, Off: off } }, MK: { BC: [0, 0, 0] } } as unknown as PDFKit.Mixins.AnnotationOption);
      const acro = (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields;
      acro.push(this.doc.page.annotations.at(-1));
      this.rect(x, y, b, b, { lw: 0.7 });
    } else {
      this.rect(x, y, b, b, { lw: 0.7 });
      if (checked && this.style === 'handwritten') {
        const j = () => this.rng.float(-1, 1);
        this.doc.save().lineWidth(1.3).strokeColor(this.ink).moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + b + 1 + j(), y + b + 1 + j())
          .moveTo(x + b + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + b + 1.5 + j()).stroke().restore();
      } else if (checked) {
        this.doc.font('Helvetica-Bold').fontSize(b + 0.5).fillColor('#000').text('X', x + 1.2, y + 0.3, { lineBreak: false });
      }
    }
    if (checked && paths) this.printed.push({ paths, text: label, pieces: [label], checkbox: true, page: this.page, ...(this.live ? { acro: name } : {}) });
  }

  private record(text: string, pieces: string[], paths: Record<string, TruthValue> | null, key: string | undefined, acro: string | undefined): void {
    if (key === 'ctx') return;
    if (paths && Object.keys(paths).length) this.printed.push({ paths, text, pieces, page: this.page, ...(acro ? { acro } : {}) });
    else this.decoys.push({ key: key ?? 'decoy', text, ...(acro ? { acro } : {}) });
  }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
