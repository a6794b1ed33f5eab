// Drawing one application three ways: `typed` (values as page text in an ordinary font), `handwritten` (Z003 in blue
// ink, a little rotated and shifted, check marks as strokes) and `fillable` (values only in AcroForm fields with
// appearance streams). Labels are always page text. Every printed value is recorded with the truth paths it gives;
// printed values that are not the application's are recorded as decoys. The truth is built from these records only.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
export interface Rec { fields: Fields; text: string; page: number; field?: string; check?: boolean }
export interface DecoyRec { key: string; text: string; page: number }
export interface TextOpts { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right'; underline?: boolean }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INK = '#1d3c9c';
interface Ref { end(chunk?: string): void }
interface Internals { ref(data: object): Ref; page: { annotations: Ref[] }; _root: { data: { AcroForm: { data: { Fields: Ref[]; DR: { Font: Record<string, Ref> }; NeedAppearances?: boolean } } } } }
const pdfStr = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly records: Rec[] = [];
  readonly decoys: DecoyRec[] = [];
  page = 1;
  private n = 0;
  private helv: Ref | null = null;

  readonly style: Style;
  private readonly rng: Rng;
  readonly valueFont: string;
  readonly valueSize: number;

  constructor(style: Style, rng: Rng, title: string, valueFont = 'Helvetica', valueSize = 9.5) {
    this.style = style; this.rng = rng; this.valueFont = valueFont; this.valueSize = valueSize;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'Independent141', Creator: 'Independent141', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.registerFont('hand', HAND);
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  width(text: string, font = 'Helvetica', size = 9): number { return this.doc.font(font).fontSize(size).widthOfString(text); }

  /** Page text that is never a value: labels, headings, boilerplate. */
  label(text: string, x: number, y: number, o: TextOpts = {}): number {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).fillColor(o.color ?? '#000000');
    d.text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left', underline: o.underline ?? false });
    return this.doc.widthOfString(text);
  }

  /** A paragraph of boilerplate; returns its height. */
  para(text: string, x: number, y: number, width: number, o: TextOpts = {}): number {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8.5).fillColor(o.color ?? '#000000');
    const h = this.doc.heightOfString(text, { width, lineGap: 1 });
    this.doc.text(text, x, y, { width, lineGap: 1, align: o.align ?? 'left' });
    return h;
  }

  /** A value. `fields` null: a decoy (printed, never the application's). Blank text draws nothing. Returns the width used. */
  value(fields: Fields | null, text: string, x: number, y: number, o: { size?: number; w?: number; key?: string; font?: string } = {}): number {
    if (text === '') return o.w ?? 0;
    const size = o.size ?? this.valueSize;
    if (fields) this.records.push({ fields, text, page: this.page, ...(this.style === 'fillable' ? { field: this.nextName(o.key ?? 'value') } : {}) });
    else this.decoys.push({ key: o.key ?? 'decoy', text, page: this.page });
    if (this.style === 'typed') {
      this.doc.font(o.font ?? this.valueFont).fontSize(size).fillColor('#000000').text(text, x, y, { lineBreak: false });
      return this.doc.widthOfString(text);
    }
    if (this.style === 'handwritten') {
      const hs = size * 1.3, a = this.rng.float(-2.2, 2.2), dx = this.rng.float(-1.5, 2.5), dy = this.rng.float(-2.5, 0.5);
      this.doc.save().rotate(a, { origin: [x, y + hs / 2] }).font('hand').fontSize(hs).fillColor(INK).text(text, x + dx, y + dy - hs * 0.25, { lineBreak: false });
      const w = this.doc.widthOfString(text);
      this.doc.restore();
      return w;
    }
    const w = Math.max(o.w ?? 0, this.width(text, 'Helvetica', size) + 6);
    this.textWidget(fields ? this.records[this.records.length - 1]!.field! : this.nextName(o.key ?? "decoy"), text, x - 2, y - 5, w, size + 6, size);
    return w;
  }

  /** A checkbox and its label; `on` marks it. A marked box with fields records the label as the printed value. */
  check(fields: Fields | null, label: string, x: number, y: number, on: boolean, o: { key?: string; size?: number; font?: string } = {}): number {
    const s = 8;
    this.doc.save().lineWidth(0.7).strokeColor('#000000').rect(x, y, s, s).stroke().restore();
    const lw = this.label(label, x + s + 3, y, { size: o.size ?? 8.5, font: o.font ?? 'Helvetica' });
    const name = this.style === 'fillable' ? this.nextName(o.key ?? 'check') : undefined;
    if (on && fields) this.records.push({ fields, text: label, page: this.page, check: true, ...(name ? { field: name } : {}) });
    if (this.style === 'typed' && on) this.doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000').text('X', x + 1.6, y + 0.6, { lineBreak: false });
    if (this.style === 'handwritten' && on) {
      const j = () => this.rng.float(-1, 1);
      this.doc.save().lineWidth(1.4).strokeColor(INK).moveTo(x - 1 + j(), y + 4 + j()).lineTo(x + 3 + j(), y + 8.5 + j()).lineTo(x + 10 + j(), y - 3 + j()).stroke().restore();
    }
    if (name) this.checkWidget(name, x, y, s, on);
    return s + 3 + lw;
  }

  private nextName(key: string): string { return `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`; }

  private form(): { d: Internals; helv: Ref } {
    const d = this.doc as unknown as Internals;
    if (!this.helv) {
      this.doc.font('Helvetica').initForm();
      this.helv = d.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end();
      d._root.data.AcroForm.data.DR.Font['Helv'] = this.helv;
      d._root.data.AcroForm.data.NeedAppearances = false;
    }
    return { d, helv: this.helv };
  }

  private widget(d: Internals, x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as PDFKit.Mixins.AnnotationOption);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]!);
  }

  private textWidget(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const { d, helv } = this.form();
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: helv } } });
    ap.end(`/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${((h - size * 0.72) / 2).toFixed(2)} Td (${pdfStr(text)}) Tj ET Q EMC`);
    this.widget(d, x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/Helv ${size} Tf 0 g`), AP: { N: ap } });
  }

  private checkWidget(name: string, x: number, y: number, s: number, on: boolean): void {
    const { d } = this.form();
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    yes.end(`q 0 G 1.2 w 1.5 4 m 3.3 1.5 l 6.8 6.8 l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    this.widget(d, x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('4') } });
  }

  /** The application exactly as the records give it. */
  truth(): TruthApplication {
    const app = emptyApplication();
    const blank: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };
    for (const r of this.records) for (const [path, v] of Object.entries(r.fields)) {
      const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...blank });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
    return app;
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
