// The page a layout draws on, in one of the three styles: printed labels and rules always as page text and
// vectors; the filled-in values typed, handwritten (a handwriting font, blue-ish ink, each value slightly turned and
// moved), or held only in AcroForm fields. Each value drawn records the truth it gives, so the truth is exactly what
// the page shows.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type AppPatch = Partial<Omit<TruthApplication, 'applicants'>>;
export interface Gives { app?: AppPatch; owner?: { i: number; v: Partial<TruthApplicant> } }
export interface Printed {
  name: string; text: string; kind: 'text' | 'check'; page: number; x: number; y: number; w: number; h: number;
  gives: Gives | null; decoy: boolean;
}
export interface LabelOpts { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right'; oblique?: boolean }
export interface ValueOpts { size?: number; decoy?: boolean }

const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];
const INKS = ['#1b3f9c', '#23318a', '#16407a', '#2a2f7d'];

type Annotate = (x: number, y: number, w: number, h: number, options: Record<string, unknown>) => unknown;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  page = 0;
  readonly typedFont: string;
  readonly size: [number, number];
  private readonly rng: Rng;
  private readonly draw: Style;
  private readonly ink: string;
  private readonly names = new Set<string>();

  /** `drawAs` is the style the page is drawn in: a scanned fillable form is drawn as its typed, filled self. */
  constructor(rng: Rng, drawAs: Style, typedFont = 'Helvetica', size: [number, number] = [612, 792]) {
    this.rng = rng;
    this.draw = drawAs;
    this.typedFont = typedFont;
    this.size = size;
    this.doc = new PDFDocument({ autoFirstPage: false, size, margin: 0, compress: true,
      info: { Producer: 'independent90', Creator: 'independent90', CreationDate: new Date(Date.UTC(2025, 4, 1)) } });
    this.doc.registerFont('hand', HANDS[rng.int(0, HANDS.length - 1)]!);
    this.ink = rng.pick(INKS);
    this.doc.font('Helvetica');
    if (drawAs === 'fillable') this.doc.initForm();
  }

  addPage(): void {
    this.doc.addPage({ size: this.size, margin: 0 });
    this.page++;
  }

  label(text: string, x: number, y: number, o: LabelOpts = {}): void {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    d.text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left', oblique: o.oblique });
  }

  rule(x1: number, y1: number, x2: number, y2: number, color = '#000', width = 0.6): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number } = {}): void {
    this.doc.rect(x, y, w, h).lineWidth(o.width ?? 0.6);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.strokeColor(o.stroke ?? '#000').stroke();
  }

  private unique(name: string): string {
    let n = name, k = 2;
    while (this.names.has(n)) n = `${name}_${k++}`;
    this.names.add(n);
    return n;
  }

  /** A filled-in value in the box (x, y, w) whose text sits on a line about `h` below y. Blank text draws nothing
   *  (a fillable form still gets its empty field) and gives nothing. */
  value(name: string, text: string, x: number, y: number, w: number, gives: Gives | null = null, o: ValueOpts = {}): void {
    const field = this.unique(name);
    const size = o.size ?? 9.5;
    const h = size + 5;
    if (this.draw === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(field, x, y - 2, w, h, text ? { value: text, fontSize: size } : { fontSize: size });
    } else if (text) {
      const font = this.draw === 'handwritten' ? 'hand' : this.typedFont;
      let fs = this.draw === 'handwritten' ? size + 1.5 : size;
      this.doc.font(font);
      while (fs > 5 && this.doc.fontSize(fs).widthOfString(text) > w - 3) fs -= 0.5;
      if (this.draw === 'handwritten') {
        const jx = this.rng.float(0, 4), jy = this.rng.float(-1.6, 1.2), angle = this.rng.float(-1.8, 1.8);
        this.doc.save().rotate(angle, { origin: [x + jx, y + h / 2] });
        this.doc.fillColor(this.ink).fontSize(fs).text(text, x + 1 + jx, y - 2 + jy, { lineBreak: false });
        this.doc.restore();
      } else {
        this.doc.fillColor('#000').fontSize(fs).text(text, x + 2, y + 1, { lineBreak: false });
      }
    }
    if (text) this.printed.push({ name: field, text, kind: 'text', page: this.page, x, y, w, h, gives, decoy: !!o.decoy });
  }

  /** A decoy: a printed value that is not the application's (rep, landlord, bank, references, home address ...). */
  decoy(name: string, text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
    this.value(name, text, x, y, w, null, { ...o, decoy: true });
  }

  /** A square check box with its top-left at (x, y). Typed: a letter X in it; handwritten: a drawn tick, no text;
   *  fillable: a checkbox field whose V is /Yes when checked. */
  check(name: string, x: number, y: number, checked: boolean, gives: Gives | null = null, size = 8): void {
    const field = this.unique(name);
    this.rect(x, y, size, size, { stroke: '#000', width: 0.7 });
    if (this.draw === 'fillable') {
      // pdfkit writes a field's value as a string; a checked box needs the name /Yes, so the widget's dictionary
      // gets V and AS on its way through annotate().
      const doc = this.doc as unknown as { annotate: Annotate };
      const annotate = doc.annotate;
      if (checked) doc.annotate = (ax, ay, aw, ah, opts) => annotate.call(this.doc, ax, ay, aw, ah, { ...opts, V: 'Yes', AS: 'Yes' });
      try {
        this.doc.formCheckbox(field, x, y, size, size, {});
      } finally {
        doc.annotate = annotate;
      }
    } else if (checked && this.draw === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(size).fillColor('#000').text('X', x + size * 0.18, y + size * 0.08, { lineBreak: false });
    } else if (checked) {
      const j = () => this.rng.float(-0.8, 0.8);
      this.doc.save().lineWidth(1.4).strokeColor(this.ink).lineCap('round')
        .moveTo(x + 1 + j(), y + size * 0.55 + j()).lineTo(x + size * 0.4 + j(), y + size - 0.5 + j())
        .lineTo(x + size + 2 + j(), y - 2 + j()).stroke().restore();
    }
    if (checked) this.printed.push({ name: field, text: 'X', kind: 'check', page: this.page, x, y, w: size, h: size, gives, decoy: false });
  }

  /** A signature: a pen squiggle on a handwritten form, nothing otherwise (typed forms are signed later). */
  signature(x: number, y: number, w: number): void {
    if (this.draw !== 'handwritten') return;
    const d = this.doc.save().lineWidth(1).strokeColor(this.ink).moveTo(x, y);
    for (let cx = x; cx < x + w * 0.6; cx += 9) d.bezierCurveTo(cx + 3, y - 12 + this.rng.float(-3, 3), cx + 6, y + 4, cx + 9, y - 2 + this.rng.float(-2, 2));
    d.stroke().restore();
  }

  /** The application the drawn values give: empty fields null, the rest merged in drawing order. */
  truth(): TruthApplication {
    const app = emptyApplication();
    const blank: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
      tax_id_type: null, tax_id_country: null, date_of_birth: null };
    for (const p of this.printed) {
      if (!p.gives) continue;
      Object.assign(app, p.gives.app ?? {});
      const o = p.gives.owner;
      if (o) {
        while (app.applicants.length <= o.i) app.applicants.push({ ...blank });
        Object.assign(app.applicants[o.i]!, o.v);
      }
    }
    return app;
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
