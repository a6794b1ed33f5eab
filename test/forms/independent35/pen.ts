// The pen of set 35: draws labels and values on a pdfkit page as typed text, handwriting or live AcroForm fields, and
// records every printed value's truth (applications.md) and every decoy's text.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Theme { font: string; bold: string; typed: string; size: number; label: number; accent: string; rule: string; fill: string; upper: boolean }

const require = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];
const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

export type Truth = Record<string, string | number | null>;

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly app: TruthApplication = emptyApplication();
  readonly decoys: string[] = [];
  readonly printed: { text: string; field: string | null }[] = [];
  private n = 0;
  private readonly ink: string;
  /** Per-document shifts of the blank form (rows a point taller or shorter, the body a little lower). */
  readonly rowShift: number;
  readonly topShift: number;
  private readonly typedFont: string;

  readonly style: Style;
  readonly theme: Theme;
  readonly rng: Rng;

  constructor(style: Style, theme: Theme, rng: Rng) {
    this.style = style; this.theme = theme; this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, autoFirstPage: true, info: { Title: 'Business Funding Application', Producer: 'pdfkit', Creator: 'Microsoft Word', CreationDate: new Date(Date.UTC(2026, 10, 20, 15, 0, 0)) } });
    if (style === 'handwritten') this.doc.registerFont('hand', require.resolve(HANDS[rng.int(0, 1)]!));
    const v = rng.fork('variation');
    this.rowShift = v.int(-1, 2);
    this.topShift = v.int(0, 6);
    this.typedFont = v.chance(0.3) ? v.pick(['Helvetica', 'Courier', 'Times-Roman']) : theme.typed;
    this.ink = style === 'handwritten' ? rng.pick(['#1d2a7a', '#111111', '#0b3d91']) : '#000000';
    this.doc.font(theme.font);
    if (style === 'fillable') this.doc.initForm();
  }

  /** A printed label (part of the blank form). */
  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    const t = this.theme.upper && !o.bold ? text.toUpperCase() : text;
    this.doc.font(o.bold ? this.theme.bold : this.theme.font).fontSize(o.size ?? this.theme.label).fillColor(o.color ?? '#000')
      .text(t, x, y, { lineBreak: false, ...(o.width ? { width: o.width, align: o.align ?? 'left' } : {}) });
  }

  /** A value written in the box (x, y top-left, w, h): its truth paths set only when it is printed. */
  value(text: string | null | undefined, x: number, y: number, w: number, h: number, truth: Truth = {}, label = 'Text'): void {
    const name = this.fieldName(label);
    if (this.style === 'fillable') {
      this.doc.font(this.typedFont);
      this.doc.formText(name, x, y + h - 13, w, 12, { value: text ?? '', fontSize: 9 } as object);
    }
    if (!text) return;
    this.record(text, truth, this.style === 'fillable' ? name : null);
    if (this.style === 'fillable') return;
    const hand = this.style === 'handwritten';
    let size = hand ? this.theme.size + 1.5 : this.theme.size;
    this.doc.font(hand ? 'hand' : this.typedFont);
    while (size > 6 && this.doc.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
    const dx = hand ? this.rng.float(1, 6) : 2, dy = hand ? this.rng.float(-1.5, 1) : 0;
    const by = y + h - size - 1.5 + dy;
    this.doc.save();
    if (hand) this.doc.rotate(this.rng.float(-1.6, 1.6), { origin: [x + dx, by + size] });
    this.doc.fillColor(this.ink).text(text, x + Math.min(dx, Math.max(1, w - 4 - this.doc.widthOfString(text))), by, { lineBreak: false });
    this.doc.restore();
  }

  /** A value that is not the application's (landlord, bank, ISO, franchisor, affiliate ...). */
  decoy(text: string | null | undefined, x: number, y: number, w: number, h: number, label = 'Text'): void {
    if (text) this.decoys.push(text);
    this.value(text, x, y, w, h, {}, label);
  }

  /** A checkbox, marked (X or check strokes, or a checked AcroForm box) when `on`. */
  check(x: number, y: number, on: boolean, truth: Truth = {}, label = 'Check', s = 8): void {
    this.doc.lineWidth(0.7).strokeColor('#000').rect(x, y, s, s).stroke();
    if (this.style === 'fillable') {
      const name = this.fieldName(label);
      this.doc.formCheckbox(name, x, y, s, s, on ? { value: 'Yes' } : {});
      if (on) this.record('X', truth, name);
      return;
    }
    if (!on) return;
    this.record('X', truth, null);
    const j = this.style === 'handwritten' ? () => this.rng.float(-1, 1) : () => 0;
    this.doc.save().lineWidth(this.style === 'handwritten' ? 1.3 : 1).strokeColor(this.ink);
    if (this.style === 'handwritten' && this.rng.chance(0.5)) {
      this.doc.moveTo(x + 1 + j(), y + s * 0.5).lineTo(x + s * 0.4, y + s - 1 + j()).lineTo(x + s + 2 + j(), y - 2).stroke();
    } else {
      this.doc.moveTo(x + 1 + j(), y + 1).lineTo(x + s - 1, y + s - 1 + j()).stroke().moveTo(x + s - 1 + j(), y + 1).lineTo(x + 1, y + s - 1).stroke();
    }
    this.doc.restore();
  }

  /** A field name as form designers make them from the label (`BusinessLegalName_3`). */
  private fieldName(label: string): string {
    return `${label.replace(/[^A-Za-z0-9]+/g, '') || 'Field'}_${++this.n}`;
  }

  private record(text: string, truth: Truth, field: string | null): void {
    this.printed.push({ text, field });
    for (const [path, v] of Object.entries(truth)) {
      const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (!m) { (this.app as unknown as Record<string, unknown>)[path] = v; continue; }
      const i = Number(m[1]);
      while (this.app.applicants.length <= i) this.app.applicants.push({ ...EMPTY });
      (this.app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
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
