// A page writer for set 20: printed labels and rules, values typed, handwritten or in AcroForm fields, checkbox marks,
// and the record of what each printed value gives the truth (or that it is a decoy).
import PDFDocument from 'pdfkit';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
/** One printed value: its text, the truth paths it gives (none for a decoy), its AcroForm field when fillable. */
export interface Printed { text: string; paths: string[]; acro: string | null; check: boolean; decoy: boolean }

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly rng: Rng;
  readonly style: Style;
  readonly acro: boolean;
  readonly truth: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly hand: string;
  private readonly ink: string;
  private n = 0;

  constructor(rng: Rng, style: Style, scan: boolean, landscape = false) {
    this.rng = rng;
    this.style = style;
    this.acro = style === 'fillable' && !scan;
    this.doc = new PDFDocument({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 30,
      info: { Title: 'Merchant Application', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    if (this.acro) this.doc.initForm();
    this.hand = rng.pick(['Times-Italic', 'Courier-Oblique', 'Helvetica-Oblique']);
    this.ink = rng.pick(['#1a2a8a', '#111111', '#20306a']);
  }

  text(s: string, x: number, y: number, size = 8, font = 'Helvetica', color = '#000000'): this {
    this.doc.font(font).fontSize(size).fillColor(color).text(s, x, y, { lineBreak: false });
    return this;
  }
  bold(s: string, x: number, y: number, size = 9): this { return this.text(s, x, y, size, 'Helvetica-Bold'); }
  para(s: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#000000').text(s, x, y, { width: w, align: 'justify' });
    return this.doc.y;
  }
  hline(x: number, y: number, w: number, color = '#000000'): this {
    this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).strokeColor(color).stroke();
    return this;
  }
  rect(x: number, y: number, w: number, h: number, fill: string | null = null): this {
    if (fill) this.doc.rect(x, y, w, h).fillColor(fill).fill();
    this.doc.rect(x, y, w, h).lineWidth(0.5).strokeColor('#000000').stroke();
    return this;
  }
  band(s: string, x: number, y: number, w: number, fill = '#d9d9d9'): this {
    this.doc.rect(x, y, w, 13).fillColor(fill).fill();
    return this.text(s, x + 4, y + 3, 8.5, 'Helvetica-Bold');
  }
  page(): this { this.doc.addPage(); return this; }

  /** A filled-in value in the box [x, x+w] whose baseline area starts at y (pdfkit top-left coordinates). */
  value(x: number, y: number, w: number, text: string, fields: Fields | 'decoy' = 'decoy'): this {
    if (!text) return this;
    const name = `f${++this.n}`;
    const paths = fields === 'decoy' ? [] : Object.keys(fields);
    if (fields !== 'decoy') for (const [p, v] of Object.entries(fields)) this.set(p, v);
    this.printed.push({ text, paths, acro: this.acro ? name : null, check: false, decoy: fields === 'decoy' });
    if (this.acro) {
      this.doc.font('Helvetica').fontSize(9);
      this.doc.formText(name, x, y - 1, w, 12, { value: text, fontSize: 9 });
      return this;
    }
    if (this.style !== 'handwritten') {
      const size = this.fit(text, w, 'Helvetica', 9);
      return this.text(text, x + 2, y + (9 - size) / 2, size);
    }
    const size = this.fit(text, w, this.hand, 10.5);
    const r = this.rng;
    const dx = r.float(0, 4), dy = r.float(-2, 1.2), a = r.float(-2.5, 2.5);
    this.doc.save().rotate(a, { origin: [x + dx, y + dy] });
    this.text(text, x + dx, y + dy - 1, size, this.hand, this.ink);
    this.doc.restore();
    return this;
  }

  /** A checkbox with its label to the right; a checked box gives its fields. */
  check(x: number, y: number, label: string, checked: boolean, fields: Fields | 'decoy' = 'decoy'): this {
    this.doc.rect(x, y, 8, 8).lineWidth(0.6).strokeColor('#000000').stroke();
    this.text(label, x + 11, y + 0.5, 8);
    const name = `c${++this.n}`;
    if (this.acro) this.acroBox(name, x, y, checked);
    if (!checked) return this;
    if (fields !== 'decoy') for (const [p, v] of Object.entries(fields)) this.set(p, v);
    this.printed.push({ text: label, paths: fields === 'decoy' ? [] : Object.keys(fields), acro: this.acro ? name : null, check: true, decoy: false });
    if (!this.acro) this.mark(x, y);
    return this;
  }

  /** An AcroForm checkbox with its on/off appearances and its state set (pdfkit writes the widget at once). */
  private acroBox(name: string, x: number, y: number, checked: boolean): void {
    const d = this.doc as unknown as { annotate: (...a: unknown[]) => unknown; ref: (o: object) => { end: (s?: string) => void } };
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
    on.end('q 0 G 1.2 w 1 1 m 7 7 l S 1 7 m 7 1 l S Q');
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
    off.end('');
    const orig = d.annotate;
    const state = checked ? 'Yes' : 'Off';
    d.annotate = function (this: unknown, ...a: unknown[]) {
      Object.assign(a[4] as object, { V: state, AS: state, AP: { N: { Yes: on, Off: off } } });
      return orig.apply(this, a);
    };
    try { this.doc.formCheckbox(name, x, y, 8, 8, {}); } finally { d.annotate = orig; }
  }

  private mark(x: number, y: number): void {
    const kind = this.rng.pick(['drawn-x', 'drawn-x', 'letter-x', 'tick']);
    const color = this.style === 'handwritten' ? this.ink : '#000000';
    const j = this.style === 'handwritten' ? this.rng.float(-1.2, 1.2) : 0;
    if (kind === 'letter-x') { this.text('X', x + 1.2 + j, y - 0.5, 9.5, this.style === 'handwritten' ? this.hand : 'Helvetica-Bold', color); return; }
    this.doc.save().lineWidth(1.1).strokeColor(color);
    if (kind === 'drawn-x') this.doc.moveTo(x + j, y).lineTo(x + 8 + j, y + 8).moveTo(x + 8 + j, y).lineTo(x + j, y + 8).stroke();
    else this.doc.moveTo(x + 1, y + 4).lineTo(x + 3.5, y + 7.5).lineTo(x + 9 + j, y - 1).stroke();
    this.doc.restore();
  }

  private fit(text: string, w: number, font: string, size: number): number {
    this.doc.font(font).fontSize(size);
    let s = size;
    while (s > 5.5 && this.doc.widthOfString(text) * (s / size) > w - 3) s -= 0.5;
    return s;
  }

  private set(path: string, v: string | number | null): void {
    const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    if (!a) { (this.truth as unknown as Record<string, unknown>)[path] = v; return; }
    const i = Number(a[1]);
    while (this.truth.applicants.length <= i) this.truth.applicants.push({ ...EMPTY_APPLICANT });
    (this.truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
