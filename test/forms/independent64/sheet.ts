// The drawing layer of set 64: one pdfkit document in one of three styles. Labels are page text in every style; values
// are page text (typed), handwriting-font text jittered off the line (handwritten) or AcroForm fields only (fillable).
// Every printed value is recorded as truth (with the paths it gives), as a decoy, or as context (neither).
import PDFDocument from 'pdfkit';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Shown { text: string; paths: string[]; field?: string }
export interface Decoy64 { key: string; text: string; field?: string }
type Fields = Record<string, string | number | null>;
interface TextOpts { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string }

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const HANDS = [
  join(ROOT, 'node_modules/@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  join(ROOT, 'node_modules/@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'),
];
const FIXED = new Date(Date.UTC(2026, 2, 3, 12, 0, 0));

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly app: TruthApplication = emptyApplication();
  readonly shown: Shown[] = [];
  readonly decoys: Decoy64[] = [];
  private n = 0;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private ink: string;

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'set64', Creator: title, CreationDate: FIXED, ModDate: FIXED } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    this.doc.registerFont('hand', rng.pick(HANDS));
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
    this.ink = rng.pick(['#1a237e', '#111111', '#0d2a6b']);
  }

  /** Static page text (labels, headings, boilerplate). */
  label(t: string, x: number, y: number, o: TextOpts = {}): void {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#222')
      .text(t, x, y, { lineBreak: !!o.width, width: o.width, align: o.align ?? 'left' });
  }

  line(x1: number, y1: number, x2: number, y2 = y1, color = '#888', w = 0.6): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; r?: number } = {}): void {
    const d = this.doc.save();
    if (o.r) d.roundedRect(x, y, w, h, o.r); else d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.lineWidth(0.6).stroke(o.stroke ?? '#777');
    d.restore();
  }

  /** A value the merchant (or the platform) printed: `fields` are the truth paths it gives ({} = context only). */
  value(text: string, x: number, y: number, w: number, fields: Fields = {}, size = 9.5): void {
    if (!text) return;
    const field = this.put(text, x, y, w, size, Object.keys(fields)[0] ?? 'ctx');
    for (const [p, v] of Object.entries(fields)) this.set(p, v);
    this.shown.push({ text, paths: Object.keys(fields), ...(field ? { field } : {}) });
  }

  /** A printed value that is not the application's. */
  decoy(key: string, text: string, x: number, y: number, w: number, size = 9.5): void {
    const field = this.put(text, x, y, w, size, `d_${key}`);
    this.decoys.push({ key, text, ...(field ? { field } : {}) });
  }

  /** A truth value read from the form without its own print (country from the state and tax ID). */
  set(path: string, v: string | number | null): void {
    const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
    if (m) {
      const i = Number(m[1]);
      while (this.app.applicants.length <= i) this.app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
        credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      (this.app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
    } else (this.app as unknown as Record<string, unknown>)[path] = v;
  }

  /** A checkbox; a checked one gives `fields`. The label is page text in every style. */
  check(x: number, y: number, checked: boolean, label: string, fields: Fields = {}, size = 8): void {
    const s = 8;
    this.rect(x, y, s, s, { stroke: '#333' });
    this.label(label, x + s + 3, y + 0.5, { size: size - 0.5 });
    const name = `cb${++this.n}_${label.replace(/\W+/g, '_')}`;
    if (this.style === 'fillable') {
      const d = this.doc;
      const ap = (on: boolean) => {
        const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
        if (on) r.write('0 g 1.2 w 1.5 4 m 3.3 1.6 l 6.8 6.6 l S');
        (r as unknown as { end(): void }).end();
        return r;
      };
      const widget = { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        MK: { CA: new String('4') }, AP: { N: { Yes: ap(true), Off: ap(false) } } };
      d.annotate(x, y, s, s, widget as never);
      const ref = d.page.annotations[d.page.annotations.length - 1];
      (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(ref);
    } else if (checked) {
      if (this.style === 'handwritten') {
        const j = () => this.rng.float(-1.2, 1.2);
        this.doc.save().lineWidth(1.3).strokeColor(this.ink).moveTo(x + 1 + j(), y + 4 + j()).lineTo(x + 3.5 + j(), y + 7.5 + j())
          .lineTo(x + 9 + j(), y - 2 + j()).stroke().restore();
      } else this.doc.font('Helvetica-Bold').fontSize(8).fillColor('#000').text('X', x + 1.5, y + 0.6, { lineBreak: false });
    }
    if (checked) {
      for (const [p, v] of Object.entries(fields)) this.set(p, v);
      this.shown.push({ text: label, paths: Object.keys(fields), ...(this.style === 'fillable' ? { field: name } : {}) });
    }
  }

  /** The last `n` printed values were not the application's: move them to the decoys. */
  asDecoy(key: string, n = 1): void {
    for (const [i, x] of this.shown.splice(-n).entries()) this.decoys.push({ key: n > 1 ? `${key}${i}` : key, text: x.text, ...(x.field ? { field: x.field } : {}) });
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  private put(text: string, x: number, y: number, w: number, size: number, key: string): string | undefined {
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = `f${++this.n}_${key.replace(/\W+/g, '_')}`;
      d.font('Helvetica').fontSize(size);
      d.formText(name, x, y - 2, w, size + 4, { value: text, fontSize: size } as never);
      return name;
    }
    if (this.style === 'typed') {
      d.font('Courier').fontSize(size).fillColor('#000').text(text, x, y, { lineBreak: false });
      return undefined;
    }
    const sz = size * this.rng.float(1.05, 1.3);
    const ang = this.rng.float(-2.2, 2.2);
    const dx = this.rng.float(0, 6), dy = this.rng.float(-4, 1.5);
    d.save().rotate(ang, { origin: [x + dx, y + dy] });
    d.font('hand').fontSize(sz).fillColor(this.ink).text(text, x + dx, y + dy - sz * 0.25, { lineBreak: false });
    d.restore();
    return undefined;
  }
}
