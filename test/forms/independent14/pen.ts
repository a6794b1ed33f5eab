// The pen these forms are drawn with: labels and rules as page text and strokes; values in one of three inks (typed
// page text, a handwriting-like oblique drawn slightly rotated and jittered, or AcroForm fields only); and, as it
// draws, the truth of what was printed (a value not drawn is null) and the decoys drawn beside it.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';

export type Ink = 'typed' | 'handwritten' | 'fillable';
/** One printed value: its text, the truth paths it gives, and the AcroForm field that holds it on a fillable form. */
export interface Mark { text: string; paths: string[]; field?: string; checkbox?: boolean }
export type Truthy = Record<string, string | number | null>;
export type Mode = 'inline' | 'above' | 'box';

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly marks: Mark[] = [];
  readonly decoys: Mark[] = [];
  readonly app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  mode: Mode = 'inline';
  labelFont = 'Helvetica';
  labelSize = 7.5;
  private n = 0;
  private readonly ink: Rng;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly style: Ink;
  readonly typedFont: string;
  readonly handFont: string;

  constructor(style: Ink, inkSeed: string, typedFont = 'Helvetica', handFont = 'Helvetica-Oblique') {
    this.style = style; this.typedFont = typedFont; this.handFont = handFont;
    this.ink = new Rng(`ink:${inkSeed}`);
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { CreationDate: new Date(Date.UTC(2026, 0, 5)), Producer: 'FormFiller', Creator: 'Broker Desk' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((r) => this.doc.on('end', () => r()));
    if (style === 'fillable') this.doc.initForm();
  }

  page(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  /** Page text that is no value: labels, headings, paragraphs. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): number {
    this.doc.font(o.font ?? this.labelFont).fontSize(o.size ?? this.labelSize).fillColor(o.color ?? 'black');
    if (o.width) { this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 }); return this.doc.heightOfString(s, { width: o.width, lineGap: 1 }); }
    this.doc.text(s, x, y, { lineBreak: false });
    return (o.size ?? this.labelSize) + 2;
  }

  rule(x0: number, y0: number, x1: number, y1: number, width = 0.5, color = 'black'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, fill?: string, width = 0.5): void {
    this.doc.save().lineWidth(width);
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, 'black'); else this.doc.rect(x, y, w, h).stroke();
    this.doc.restore();
  }

  /** Records what a printed value gives; a blank value gives nothing. */
  private record(text: string, truth: Truthy | undefined, decoy: boolean, field?: string, checkbox = false): void {
    if (!text) return;
    if (!truth) { if (decoy) this.decoys.push({ text, paths: [], ...(field ? { field } : {}) }); return; }
    for (const [path, v] of Object.entries(truth)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.app.applicants.length <= i) this.app.applicants.push({ ...EMPTY });
        (this.app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.app as unknown as Record<string, unknown>)[path] = v;
    }
    this.marks.push({ text, paths: Object.keys(truth), ...(field ? { field } : {}), ...(checkbox ? { checkbox } : {}) });
  }

  /** A value in the pen's ink at (x, y) (top of the text), fitted into width w. */
  value(s: string | null | undefined, x: number, y: number, w: number, truth?: Truthy, o: { size?: number; decoy?: boolean; name?: string } = {}): void {
    const text = (s ?? '').trim();
    const size = o.size ?? 9.5;
    if (this.style === 'fillable') {
      const name = `${o.name ?? 'f'}_${++this.n}`;
      this.doc.font(this.typedFont).fontSize(size);
      this.doc.formText(name, x, y - 2, w, size + 4, { value: text, fontSize: size } as never);
      this.record(text, truth, o.decoy ?? false, name);
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      let sz = size;
      this.doc.font(this.typedFont);
      while (sz > 5 && this.doc.fontSize(sz).widthOfString(text) > w - 2) sz -= 0.5;
      this.doc.fontSize(sz).fillColor('black').text(text, x + 2, y, { lineBreak: false });
    } else {
      // Handwriting: a slanted face, the size, the start and the baseline a little off, the line a little turned.
      let sz = size + this.ink.float(0.5, 2.2);
      this.doc.font(this.handFont);
      while (sz > 6 && this.doc.fontSize(sz).widthOfString(text) > w - 4) sz -= 0.5;
      const dx = x + this.ink.float(1, 5), dy = y + this.ink.float(-2.5, 0.5);
      this.doc.save().rotate(this.ink.float(-2.5, 2.5), { origin: [dx, dy + sz / 2] });
      this.doc.fontSize(sz).fillColor('#1b2a6b').text(text, dx, dy, { lineBreak: false });
      this.doc.restore();
    }
    this.record(text, truth, o.decoy ?? false);
  }

  /** A labelled field in the pen's mode: label then an underline, label above an underline, or a boxed cell. */
  field(label: string, s: string | null | undefined, x: number, y: number, w: number, truth?: Truthy, o: { decoy?: boolean; name?: string; h?: number } = {}): void {
    const d = this.doc;
    if (this.mode === 'inline') {
      d.font(this.labelFont).fontSize(this.labelSize);
      const lw = d.widthOfString(label) + 4;
      this.text(label, x, y + 3);
      this.rule(x + lw, y + 11, x + w - 4, y + 11, 0.4);
      this.value(s, x + lw, y + 1.5, w - lw - 4, truth, { decoy: o.decoy, name: o.name ?? slug(label) });
    } else if (this.mode === 'above') {
      this.text(label, x, y, { size: this.labelSize - 1 });
      this.rule(x, y + 20, x + w - 6, y + 20, 0.4);
      this.value(s, x, y + 9, w - 6, truth, { decoy: o.decoy, name: o.name ?? slug(label) });
    } else {
      this.box(x, y, w, o.h ?? 24);
      this.text(label, x + 2, y + 2, { size: this.labelSize - 1.5 });
      this.value(s, x + 1, y + 11, w - 3, truth, { decoy: o.decoy, name: o.name ?? slug(label) });
    }
  }

  /** A checkbox with its label to the right; a checked box's truth is recorded with the label as its text. */
  check(on: boolean, x: number, y: number, label: string, truth?: Truthy, sz = 8): number {
    const d = this.doc;
    this.box(x, y, sz, sz);
    this.text(label, x + sz + 3, y + (sz - this.labelSize) / 2 + 0.5);
    if (this.style === 'fillable') {
      const name = `cb_${slug(label)}_${++this.n}`;
      const ap = (mark: boolean) => {
        const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz], Resources: {} });
        r.end(mark ? `q 0 g 0 G 1.2 w 1.5 1.5 m ${sz - 1.5} ${sz - 1.5} l 1.5 ${sz - 1.5} m ${sz - 1.5} 1.5 l S Q` : '');
        return r;
      };
      // pdfkit's formCheckbox writes V as a string and no AS or appearance: the widget is written here instead.
      d.annotate(x, y, sz, sz, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
        AP: { N: { Yes: ap(true), Off: ap(false) } } } as never);
      const refs = (d as unknown as { page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } });
      refs._root.data.AcroForm.data.Fields.push(refs.page.annotations[refs.page.annotations.length - 1]);
      if (on) this.record(label, truth, false, name, true);
    } else if (on) {
      if (this.style === 'typed') this.text('X', x + 1.4, y + 0.6, { size: sz, font: 'Helvetica-Bold' });
      else {
        // A drawn X: two strokes, no text at all.
        const j = () => this.ink.float(-1.2, 1.2);
        d.save().lineWidth(1.1).strokeColor('#1b2a6b').moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + sz + 1 + j(), y + sz + 1 + j())
          .moveTo(x + sz + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + sz + 1 + j()).stroke().restore();
      }
      this.record(label, truth, false, undefined, true);
    }
    d.font(this.labelFont).fontSize(this.labelSize);
    return sz + 3 + d.widthOfString(label) + 10;
  }

  /** A row of checkboxes; `chosen` is the checked label. Returns the x after the row. */
  checks(labels: string[], chosen: string | null, x: number, y: number, truth?: Truthy): number {
    for (const l of labels) x += this.check(l === chosen, x, y, l, l === chosen ? truth : undefined);
    return x;
  }

  /** A derived truth value that is not printed as such (the country from a US state). */
  derive(path: keyof TruthApplication, v: string): void { (this.app as unknown as Record<string, unknown>)[path] = v; }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

export function slug(s: string): string { return s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 24) || 'v'; }
