// Drawing one export page in one of three styles, recording the truth as each value is drawn: `typed` puts the value
// in the sheet's own office font, `handwritten` writes it by hand into a printed blank (ink, a slight tilt), `fillable`
// puts it only in an AcroForm field over the cell. Decoys go through the same call with no truth patch.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'), require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];
const INKS = ['#1b2a6b', '#0d1f4f', '#22223a', '#123a8a'];

export interface Box { x: number; y: number; w: number; h: number }
export interface ValueOpts { clip?: boolean; size?: number; align?: 'left' | 'right' | 'center'; font?: string; bold?: boolean; color?: string }
export type Mark = 'letter' | 'cross' | 'check' | 'fill';

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly app: TruthApplication = emptyApplication();
  private readonly chunks: Buffer[] = [];
  private readonly names = new Map<string, number>();
  private readonly hand: string;
  private readonly ink: string;
  readonly mark: Mark;
  /** The office font values are typed in (Helvetica for sheets, Courier for plain text). */
  typedFont = 'Helvetica';

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, opts: { landscape?: boolean; title: string }) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', layout: opts.landscape ? 'landscape' : 'portrait', margin: 0, autoFirstPage: true,
      info: { Title: opts.title, Creator: 'Microsoft Excel', Producer: 'Microsoft: Print To PDF', CreationDate: new Date(Date.UTC(2024, 5, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('Hand', HANDS[rng.int(0, 1)]!);
    this.hand = 'Hand';
    this.ink = rng.pick(INKS);
    this.mark = rng.pick<Mark>(['letter', 'cross', 'check', 'fill']);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  get W(): number { return this.doc.page.width; }
  get H(): number { return this.doc.page.height; }

  /** Printed text that is part of the blank (labels, headers, the sheet's chrome). */
  label(text: string, x: number, y: number, o: ValueOpts & { w?: number } = {}): void {
    const d = this.doc;
    d.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    d.text(text, x, y, { lineBreak: false, ...(o.w ? { width: o.w, align: o.align ?? 'left' } : {}) });
    d.fillColor('#000');
  }

  private fieldName(base: string): string {
    const b = base.replace(/[^A-Za-z0-9_]+/g, '_');
    const n = (this.names.get(b) ?? 0) + 1;
    this.names.set(b, n);
    return n === 1 ? b : `${b}_${n}`;
  }

  /** A value in a cell; `patch` is the truth this printed text gives (none for decoys). Empty text draws nothing. */
  value(text: string, b: Box, name: string, patch?: Partial<TruthApplication>, o: ValueOpts = {}): void {
    if (patch) Object.assign(this.app, patch);
    if (!text) return;
    const d = this.doc;
    const size = o.size ?? 8;
    if (this.style === 'fillable') {
      d.font('Helvetica');
      d.formText(this.fieldName(name), b.x + 1, b.y + 1, b.w - 2, b.h - 2, { value: text, fontSize: size, align: o.align ?? 'left' });
      return;
    }
    if (this.style === 'typed') {
      d.font(o.font ?? (o.bold ? this.typedFont + '-Bold' : this.typedFont)).fontSize(size).fillColor(o.color ?? '#000');
      const tw = d.widthOfString(text);
      const x = o.align === 'right' ? b.x + b.w - 2 - tw : o.align === 'center' ? b.x + (b.w - tw) / 2 : b.x + 2;
      // A sheet cuts text at the next filled cell: clip to the cell when asked.
      if (o.clip) d.save().rect(b.x, b.y, b.w, b.h).clip();
      d.text(text, x, b.y + (b.h - size) / 2 + 0.5, { lineBreak: false });
      if (o.clip) d.restore();
      d.fillColor('#000');
      return;
    }
    // By hand: the size the cell allows, a tilt and a jitter, never the same twice.
    let hs = Math.min(size * 1.35, b.h * 0.95);
    d.font(this.hand).fontSize(hs);
    while (d.widthOfString(text) > b.w - 3 && hs > 5) d.fontSize((hs -= 0.4));
    const tw = d.widthOfString(text);
    const x = (o.align === 'right' ? b.x + b.w - 2 - tw : b.x + 2) + this.rng.float(-1, 1.5);
    const y = b.y + (b.h - hs) / 2 - hs * 0.1 + this.rng.float(-0.8, 0.8);
    d.save().rotate(this.rng.float(-1.8, 1.8), { origin: [x, y + hs / 2] }).fillColor(this.ink).text(text, x, y, { lineBreak: false }).restore();
    d.fillColor('#000');
  }

  /** An owner's value: the same as `value`, the patch going to applicants[i]. */
  owner(i: number, text: string, b: Box, name: string, patch: Partial<TruthApplicant> | null, o: ValueOpts = {}): void {
    if (patch) {
      while (this.app.applicants.length <= i) this.app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      Object.assign(this.app.applicants[i]!, patch);
    }
    this.value(text, b, name, undefined, o);
  }

  /** A checkbox cell: a square, marked (X letter, drawn cross, check, fill) when checked; a field when fillable. */
  check(b: Box, name: string, checked: boolean, patch?: Partial<TruthApplication>): void {
    const d = this.doc;
    if (checked && patch) Object.assign(this.app, patch);
    if (this.style === 'fillable') {
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b.w, b.h] });
      on.end(`0 0 0 RG 1.2 w 2 ${b.h / 2} m ${b.w / 2.5} 2 l ${b.w - 2} ${b.h - 2} l S`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b.w, b.h] });
      off.end('');
      // pdfkit writes the widget at once and has no option for a checkbox's state: add it to the dictionary on its
      // way in (a plain JS string becomes a PDF name, /Yes or /Off).
      const doc = d as unknown as { annotate: (x: number, y: number, w: number, h: number, o: Record<string, unknown>) => unknown };
      const annotate = doc.annotate;
      doc.annotate = function (this: unknown, x, y, w, h, o) {
        return annotate.call(this, x, y, w, h, { ...o, V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } } });
      };
      try { d.formCheckbox(this.fieldName(name), b.x, b.y, b.w, b.h, {}); } finally { doc.annotate = annotate; }
      d.rect(b.x, b.y, b.w, b.h).lineWidth(0.5).stroke('#444');
      return;
    }
    d.rect(b.x, b.y, b.w, b.h).lineWidth(0.5).stroke('#444');
    if (!checked) return;
    const hand = this.style === 'handwritten';
    const c = hand ? this.ink : '#000';
    const j = () => (hand ? this.rng.float(-1, 1) : 0);
    d.lineWidth(hand ? 1.2 : 0.9).strokeColor(c).fillColor(c);
    if (this.mark === 'letter' && !hand) d.font(this.typedFont + '-Bold').fontSize(b.h * 0.9).text('X', b.x + b.w * 0.2, b.y + b.h * 0.1, { lineBreak: false });
    else if (this.mark === 'fill' && !hand) d.rect(b.x + 2, b.y + 2, b.w - 4, b.h - 4).fill();
    else if (this.mark === 'check') d.moveTo(b.x + 1 + j(), b.y + b.h * 0.55).lineTo(b.x + b.w * 0.4, b.y + b.h - 1 + j()).lineTo(b.x + b.w + 1 + j(), b.y - 2).stroke();
    else d.moveTo(b.x + j(), b.y + j()).lineTo(b.x + b.w + j(), b.y + b.h + j()).moveTo(b.x + b.w + j(), b.y + j()).lineTo(b.x + j(), b.y + b.h + j()).stroke();
    d.strokeColor('#000').fillColor('#000');
  }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

/** A printed spreadsheet's chrome: column letters over the grid and row numbers down its left side. */
export const colName = (i: number): string => (i >= 26 ? colName(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

export function gridChrome(s: Sheet, x0: number, y0: number, cols: number[], rows: number, rowH: number, firstRow = 1, rowNums?: number[], firstCol = 0): void {
  const d = s.doc;
  const hw = 22;
  let x = x0;
  d.rect(x0 - hw, y0 - 12, hw, 12).fillAndStroke('#e8e8e8', '#9a9a9a');
  cols.forEach((w, i) => {
    d.rect(x, y0 - 12, w, 12).lineWidth(0.4).fillAndStroke('#e8e8e8', '#9a9a9a');
    s.label(colName(firstCol + i), x, y0 - 10, { w, align: 'center', size: 7, color: '#333' });
    x += w;
  });
  for (let r = 0; r < rows; r++) {
    const y = y0 + r * rowH;
    d.rect(x0 - hw, y, hw, rowH).lineWidth(0.4).fillAndStroke('#e8e8e8', '#9a9a9a');
    s.label(String(rowNums?.[r] ?? firstRow + r), x0 - hw, y + (rowH - 7) / 2, { w: hw - 3, align: 'right', size: 6.5, color: '#333' });
  }
  d.lineWidth(0.3).strokeColor('#c8c8c8');
  for (let r = 0; r <= rows; r++) d.moveTo(x0, y0 + r * rowH).lineTo(x, y0 + r * rowH).stroke();
  x = x0;
  for (const w of [0, ...cols]) { x += w; d.moveTo(x, y0).lineTo(x, y0 + rows * rowH).stroke(); }
  d.strokeColor('#000');
}

/** Print header and footer as Excel and Sheets put them: a file path, the tab's name, the page, a print date. */
export function printFrame(s: Sheet, head: string, tab: string, page: string, printed: string): void {
  s.label(head, 28, 14, { size: 7, color: '#444' });
  s.label(tab, s.W - 228, 14, { size: 7, w: 200, align: 'right', color: '#444' });
  s.label(page, s.W - 228, s.H - 22, { size: 7, w: 200, align: 'right', color: '#444' });
  s.label(printed, 28, s.H - 22, { size: 7, color: '#444' });
}
