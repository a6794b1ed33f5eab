// The pen: draws static form text in Helvetica and the applicant's values in the chosen style (typed, handwritten or
// AcroForm fields with their own appearance streams), recording where every value went.
import PDFDocument from 'pdfkit';
import type { Decoy } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface PlacedValue {
  fields: Record<string, unknown>; text: string; page: number; box: Box; via: 'text' | 'mark' | 'acroform';
  acroform_field?: string; acroform_value?: string;
}
const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_H = 792;
type Doc = InstanceType<typeof PDFDocument>;
interface FontInternals { _font: { id: string; ref(): unknown }; _root: { data: { AcroForm: { data: Record<string, unknown> } } } }

export class Form {
  readonly doc: Doc;
  page = 1;
  readonly placed: PlacedValue[] = [];
  readonly decoys: Decoy[] = [];
  private n = 0;
  private fontRef: unknown = null;
  private fontId = '';

  readonly style: Style;
  readonly rng: Rng;
  readonly valueFont: string;

  constructor(style: Style, rng: Rng, valueFont = 'Courier') {
    this.style = style; this.rng = rng; this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true,
      info: { Producer: 'pdfkit', Creator: 'Broker intake', CreationDate: new Date(Date.UTC(2025, 4, 1)) } });
    if (style === 'handwritten') this.doc.registerFont('hand', HAND);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const d = this.doc as unknown as FontInternals;
      this.fontRef = d._font.ref(); this.fontId = d._font.id;
      d._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static printed text of the form. */
  label(x: number, y: number, text: string, size = 7, opts: { bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(opts.color ?? '#000');
    if (opts.width) this.doc.text(text, x, y, { width: opts.width, align: opts.align ?? 'left', lineGap: 0.5 });
    else this.doc.text(text, x, y, { lineBreak: false });
    this.doc.fillColor('#000');
  }

  /** A filled-in value: with `fields` a truth value, else with `key` a decoy, else context (phone, street, DBA `SAME`). */
  value(x: number, y: number, w: number, text: string, fields: Record<string, unknown> | null, key = '', size = 9): void {
    if (!text) return;
    const name = `f${++this.n}_${(key || Object.keys(fields ?? {})[0] || 'v').replace(/[^A-Za-z0-9]+/g, '_').slice(-28)}`;
    let box: Box;
    let via: PlacedValue['via'] = 'text';
    if (this.style === 'fillable') {
      const h = size + 5;
      this.textField(name, x, y - 2, w, h, text, size);
      box = [x, PAGE_H - (y - 2 + h), x + w, PAGE_H - (y - 2)];
      via = 'acroform';
    } else if (this.style === 'handwritten') {
      const r = this.rng, s = size + 2, jx = r.float(-1.5, 1.5), jy = r.float(-1.5, 1);
      this.doc.font('hand').fontSize(s).fillColor('#1a2a6c');
      const tw = Math.min(this.doc.widthOfString(text), w + 30);
      this.doc.save().rotate(r.float(-2, 2), { origin: [x + jx, y + jy + s] });
      this.doc.text(text, x + jx, y + jy - 2, { lineBreak: false });
      this.doc.restore().fillColor('#000');
      box = [x + jx - 1, PAGE_H - (y + jy + s + 2), x + jx + tw + 1, PAGE_H - (y + jy - 3)];
    } else {
      this.doc.font(this.valueFont).fontSize(size).fillColor('#000');
      const tw = this.doc.widthOfString(text);
      this.doc.text(text, x, y, { lineBreak: false });
      box = [x, PAGE_H - (y + size), x + tw, PAGE_H - y];
    }
    const af = this.style === 'fillable' ? { acroform_field: name } : {};
    if (fields && Object.keys(fields).length) this.placed.push({ fields, text, page: this.page, box, via, ...af });
    else if (key) this.decoys.push({ key, text, page: this.page, box, ...af });
  }

  /** A checkbox with its label to the right; `fields` given when the checked box is a value of the truth. */
  check(x: number, y: number, label: string, checked: boolean, fields: Record<string, unknown> | null, size = 7.5): number {
    const b = size + 1;
    this.doc.lineWidth(0.6).rect(x, y, b, b).stroke();
    this.label(x + b + 3, y + 1, label, size);
    const lw = this.doc.font('Helvetica').fontSize(size).widthOfString(label);
    const box: Box = [x, PAGE_H - (y + b), x + b, PAGE_H - y];
    const name = `cb${++this.n}_${label.replace(/[^A-Za-z0-9]+/g, '_')}`;
    if (this.style === 'fillable') this.checkField(name, x, y, b, checked);
    else if (checked && this.style === 'handwritten') {
      const r = this.rng, j = (): number => r.float(-1.2, 1.2);
      this.doc.lineWidth(1.1).strokeColor('#1a2a6c').moveTo(x + j(), y + j()).lineTo(x + b + j(), y + b + j())
        .moveTo(x + b + j(), y + j()).lineTo(x + j(), y + b + j()).stroke().strokeColor('#000');
    } else if (checked) this.doc.font('Helvetica-Bold').fontSize(size + 1).text('X', x + 1.2, y + 0.5, { lineBreak: false });
    if (checked && fields) this.placed.push({ fields, text: label, page: this.page, box, via: this.style === 'fillable' ? 'acroform' : 'mark',
      ...(this.style === 'fillable' ? { acroform_field: name } : {}) });
    return x + b + 3 + lw + 10;
  }

  private textField(name: string, x: number, y: number, w: number, h: number, text: string, size: number): void {
    this.doc.font('Helvetica');
    const esc = text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.fontId]: this.fontRef } } });
    ap.end(`/Tx BMC q BT /${this.fontId} ${size} Tf 0 g 2 ${(h - size) / 2 + 1} Td (${esc}) Tj ET Q EMC`);
    this.withExtra({ AP: { N: ap } }, () => this.doc.formText(name, x, y, w, h, { value: text, fontSize: size }));
  }

  private checkField(name: string, x: number, y: number, b: number, checked: boolean): void {
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
    on.end(`q 0 g 1 w 1.5 1.5 m ${b - 1.5} ${b - 1.5} l S ${b - 1.5} 1.5 m 1.5 ${b - 1.5} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
    off.end('');
    this.withExtra({ AP: { N: { Yes: on, Off: off } }, AS: checked ? 'Yes' : 'Off', V: checked ? 'Yes' : 'Off' },
      () => this.doc.formCheckbox(name, x, y, b, b, {}));
  }

  /** pdfkit ends a widget's dictionary as soon as it is made: the appearance keys go in through annotate's options. */
  private withExtra(extra: Record<string, unknown>, make: () => unknown): void {
    const d = this.doc as unknown as { annotate: (x: number, y: number, w: number, h: number, o: Record<string, unknown>) => unknown };
    const orig = d.annotate;
    d.annotate = function (this: unknown, x, y, w, h, o) { return orig.call(this, x, y, w, h, { ...o, ...extra }); };
    try { make(); } finally { d.annotate = orig; }
  }

  /** A signature: a scrawl on the line for typed/handwritten forms, nothing for fillable ones (signed later). */
  scrawl(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const r = this.rng;
    this.doc.save().lineWidth(0.9).strokeColor('#1a2a6c').moveTo(x, y);
    for (let i = 1; i <= 8; i++) this.doc.quadraticCurveTo(x + (i - 0.5) * w / 8, y - r.float(2, 12), x + i * w / 8, y - r.float(0, 5));
    this.doc.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

export const APP = 'application.';
export const own = (i: number, f: string): string => `application.applicants[${i}].${f}`;
