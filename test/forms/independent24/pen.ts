// The drawing kit of set 24: a form's own print (labels, rules, boxes) and the merchant's values in one of three
// looks (typed text, a hand-like oblique slightly rotated and off the line, or AcroForm fields), recording what each
// printed value stands for (truth paths) and which printed values are decoys.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';

export type T = Record<string, string | number | null>;
const EMPTY = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

export type Style = 'typed' | 'handwritten' | 'fillable';
/** A printed value and the truth paths it gives (empty for a decoy); field is the AcroForm field's name. */
export interface Shown { paths: string[]; text: string; field: string | null; checkbox: boolean }

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly shown: Shown[] = [];
  readonly decoys: Shown[] = [];
  readonly app: TruthApplication = emptyApplication();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private n = 0;
  /** Fillable drawn as text (a fillable form about to be scanned: PDFium draws no widgets). */
  readonly fill: boolean;
  valueFont = 'Helvetica';
  valueSize = 10;

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, scan: boolean, rng: Rng, size: [number, number] | 'LETTER' | 'LEGAL' = 'LETTER') {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size, margin: 0, autoFirstPage: true, compress: true, info: { Title: 'Application', Producer: 'set24' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    this.fill = style === 'fillable' && !scan;
    this.doc.font('Helvetica');
    if (this.fill) this.doc.initForm();
    if (style === 'handwritten') { this.valueFont = rng.pick(['Helvetica-Oblique', 'Times-Italic', 'Courier-Oblique']); this.valueSize = 11; }
  }

  /** The form's own print. */
  label(text: string, x: number, y: number, o: { size?: number; font?: string; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): this {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? 'black');
    this.doc.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    this.doc.fillColor('black');
    return this;
  }

  para(text: string, x: number, y: number, width: number, size = 7, font = 'Helvetica'): number {
    this.doc.font(font).fontSize(size).text(text, x, y, { width, align: 'justify' });
    return this.doc.y;
  }

  line(x0: number, y0: number, x1: number, y1: number, w = 0.6): this { this.doc.moveTo(x0, y0).lineTo(x1, y1).lineWidth(w).stroke(); return this; }
  rect(x: number, y: number, w: number, h: number, fill?: string): this {
    if (fill) this.doc.rect(x, y, w, h).fill(fill).fillColor('black');
    else this.doc.rect(x, y, w, h).lineWidth(0.6).stroke();
    return this;
  }

  /** A value on a field at (x, y) (top of the writing line), w wide. Null or '' leaves the field blank. */
  /** Sets truth paths (`legal_name`, `applicants.0.role`); a value printed nowhere stays null. */
  truth(t: T): string[] {
    for (const [k, v] of Object.entries(t)) {
      const m = /^applicants\.(\d+)\.(\w+)$/.exec(k);
      if (m) {
        while (this.app.applicants.length <= Number(m[1])) this.app.applicants.push({ ...EMPTY });
        (this.app.applicants[Number(m[1])] as unknown as T)[m[2]!] = v;
      } else (this.app as unknown as T)[k] = v;
    }
    return Object.keys(t);
  }

  value(name: string, text: string | null, x: number, y: number, w: number, truth: T = {}, o: { size?: number } = {}): this {
    const t = text ?? '';
    const paths = t ? this.truth(truth) : [];
    if (t) (paths.length ? this.shown : this.decoys).push({ paths, text: t, field: this.fill ? name : null, checkbox: false });
    const size = o.size ?? this.valueSize;
    if (this.fill) {
      this.doc.font('Helvetica');
      this.doc.formText(name, x, y - 2, w, size + 5, { value: t, fontSize: size });
      return this;
    }
    if (!t) return this;
    if (this.style === 'handwritten') {
      const dy = this.rng.float(-2, 1.5), dx = this.rng.float(0, 6), a = this.rng.float(-2.2, 2.2);
      this.doc.save().rotate(a, { origin: [x + dx, y + dy + size] });
      this.doc.font(this.valueFont).fontSize(size).fillColor('#1a2a6c').text(t, x + dx, y + dy, { lineBreak: false });
      this.doc.restore().fillColor('black');
    } else {
      this.doc.font('Courier').fontSize(size).text(t, x + 2, y, { lineBreak: false });
    }
    return this;
  }

  /** A decoy value (landlord, ISO rep, bank numbers ...). */
  decoy(name: string, text: string, x: number, y: number, w: number, o: { size?: number } = {}): this { return this.value(name, text, x, y, w, {}, o); }

  /** One character per box (BN, postal code on some forms). */
  boxes(name: string, text: string, x: number, y: number, cell: number, truth: T): this {
    const paths = this.truth(truth);
    const chars = [...text];
    chars.forEach((_, i) => this.rect(x + i * cell, y, cell, cell + 2));
    if (this.fill) return this.value(name, text, x, y + 3, cell * chars.length, truth);
    this.shown.push({ paths, text, field: null, checkbox: false });
    chars.forEach((c, i) => {
      const hand = this.style === 'handwritten';
      this.doc.font(hand ? this.valueFont : 'Courier').fontSize(10).fillColor(hand ? '#1a2a6c' : 'black')
        .text(c, x + i * cell + cell / 2 - 3 + (hand ? this.rng.float(-1, 1) : 0), y + 3, { lineBreak: false });
    });
    this.doc.fillColor('black');
    return this;
  }

  /** A checkbox with its label to the right; a checked box marked as the style marks it. */
  check(name: string, label: string, checked: boolean, x: number, y: number, truth: T = {}, o: { size?: number } = {}): number {
    const paths = checked ? this.truth(truth) : [];
    const s = 8;
    this.label(label, x + s + 3, y, { size: o.size ?? 8 });
    const w = this.doc.widthOfString(label);
    if (checked && paths.length) this.shown.push({ paths, text: label, field: this.fill ? name : null, checkbox: true });
    if (this.fill) {
      // pdfkit ends the widget's dictionary as it is made: its value, state and two looks go in through annotate.
      const d = this.doc as unknown as { annotate: (...a: unknown[]) => unknown; ref: (o: object) => { write: (s: string) => void; end: () => void } };
      const look = (on: boolean): unknown => {
        const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
        r.write(on ? `q 0 G 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q` : ' ');
        r.end();
        return r;
      };
      const ap = { N: { Yes: look(true), Off: look(false) } };
      const orig = d.annotate;
      d.annotate = function (this: unknown, ...a: unknown[]) {
        Object.assign(a[4] as object, { V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: ap, MK: { BC: [0, 0, 0] } });
        return orig.apply(this, a);
      };
      try { this.doc.formCheckbox(name, x, y - 1, s, s, {}); } finally { d.annotate = orig; }
      return x + s + 3 + w + 12;
    }
    this.rect(x, y - 1, s, s);
    if (checked) {
      if (this.style === 'handwritten') {
        const j = (): number => this.rng.float(-1.2, 1.2);
        this.doc.save().lineWidth(1.1).strokeColor('#1a2a6c');
        this.doc.moveTo(x - 1 + j(), y - 2 + j()).lineTo(x + s + 1 + j(), y + s + j()).stroke();
        this.doc.moveTo(x + s + 1 + j(), y - 2 + j()).lineTo(x - 1 + j(), y + s + j()).stroke();
        this.doc.restore();
      } else this.doc.font('Helvetica-Bold').fontSize(8).text('X', x + 1.6, y - 0.2, { lineBreak: false });
    }
    return x + s + 3 + w + 12;
  }

  page(): this { this.doc.addPage({ size: 'LETTER', margin: 0 }); return this; }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
