// The drawing kit of set 85: labels, value slots and checkboxes on a pdfkit page, in one of three styles. Every value
// slot records what it printed and the truth fields that printed text gives, so the truth is only ever what is shown.
import PDFDocument from 'pdfkit';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { name: string; text: string; kind: 'text' | 'check'; fields: Record<string, unknown> }
export interface LabelOpts { size?: number; bold?: boolean; italic?: boolean; w?: number; align?: 'left' | 'center' | 'right'; color?: string; font?: string }
export interface ValueOpts { size?: number; h?: number; mono?: boolean }

const KALAM = join(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/@fontsource/kalam/files/kalam-latin-400-normal.woff');
const INK = ['#1b2a6b', '#14215a', '#222222', '#0d3b66'];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly app: TruthApplication = emptyApplication();
  private readonly chunks: Buffer[] = [];
  private readonly names = new Set<string>();
  private readonly ink: string;
  /** Fillable forms headed for the scanner show their values on the page, as a printed filled form does. */
  private readonly fieldsOnPage: boolean;

  readonly style: Style;
  private readonly jit: Rng;
  readonly valueFont: string;

  constructor(style: Style, scan: boolean, jit: Rng, valueFont = 'Helvetica') {
    this.style = style; this.jit = jit; this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Producer: 'Set85 forms', Creator: 'Set85', CreationDate: new Date(Date.UTC(2025, 4, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('Hand', KALAM);
    this.ink = jit.pick(INK);
    this.fieldsOnPage = style === 'fillable' && !scan;
    if (this.fieldsOnPage) { this.doc.font('Helvetica'); this.doc.initForm(); }
  }

  pages = 1;

  newPage(): void { this.pages++; this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  label(text: string, x: number, y: number, o: LabelOpts = {}): void {
    const font = o.font ?? (o.bold ? 'Helvetica-Bold' : o.italic ? 'Helvetica-Oblique' : 'Helvetica');
    this.doc.font(font).fontSize(o.size ?? 7).fillColor(o.color ?? '#000000');
    this.doc.text(text, x, y, { lineBreak: false, ...(o.w ? { width: o.w, align: o.align ?? 'left' } : {}) });
  }

  /** A paragraph of fine print (wraps inside w). */
  para(text: string, x: number, y: number, w: number, size = 6.5, italic = false): void {
    this.doc.font(italic ? 'Helvetica-Oblique' : 'Helvetica').fontSize(size).fillColor('#000000').text(text, x, y, { width: w, lineGap: 0.5 });
  }

  rect(x: number, y: number, w: number, h: number, fill?: string, stroke = '#000000', lw = 0.6): void {
    this.doc.save().lineWidth(lw);
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, stroke); else this.doc.rect(x, y, w, h).stroke(stroke);
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000000'): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  /** A shaded band with a title across the page. */
  band(title: string, x: number, y: number, w: number, fill = '#dddddd', color = '#000000', size = 8): void {
    this.rect(x, y, w, 12, fill, fill);
    this.label(title, x + 4, y + 2.5, { bold: true, size, color });
  }

  private unique(name: string): string {
    let n = name, i = 2;
    while (this.names.has(n)) n = `${name}_${i++}`;
    this.names.add(n);
    return n;
  }

  private set(fields: Record<string, unknown>): void {
    for (const [path, v] of Object.entries(fields)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.app.applicants.length <= i) this.app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
          credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (this.app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.app as unknown as Record<string, unknown>)[path] = v;
    }
  }

  /** A value slot whose text sits at (x, y) (top of the text), w wide. Null or '' leaves it blank (no truth). */
  value(name: string, x: number, y: number, w: number, text: string | null, fields: Record<string, unknown> = {}, o: ValueOpts = {}): void {
    const n = this.unique(name);
    const size = o.size ?? 9;
    const printed = text !== null && text !== '';
    if (printed) { this.printed.push({ name: n, text, kind: 'text', fields }); this.set(fields); }
    if (this.fieldsOnPage) {
      this.doc.font(o.mono ? 'Courier' : 'Helvetica').fontSize(size);
      this.doc.formText(n, x, y - 2, w, o.h ?? size + 4, { value: printed ? text : '', fontSize: size });
      return;
    }
    if (!printed) return;
    if (this.style === 'handwritten') {
      const hs = size + 1.5;
      const dx = this.jit.float(-1.5, 3), dy = this.jit.float(-2.5, 0.5), deg = this.jit.float(-2.2, 2.2);
      this.doc.save().rotate(deg, { origin: [x + dx, y + dy + hs / 2] });
      this.doc.font('Hand').fontSize(hs).fillColor(this.ink).text(text, x + dx, y + dy - 2, { lineBreak: false });
      this.doc.restore().fillColor('#000000');
    } else {
      this.doc.font(o.mono ? 'Courier' : this.valueFont).fontSize(size).fillColor('#000000').text(text, x, y, { lineBreak: false });
    }
  }

  /** A checkbox (s points square at x, y top-left); its label is drawn by the caller. */
  check(name: string, x: number, y: number, checked: boolean, label: string, fields: Record<string, unknown> = {}, s = 7.5): void {
    const n = this.unique(name);
    this.rect(x, y, s, s, undefined, '#000000', 0.6);
    if (checked) { this.printed.push({ name: n, text: label, kind: 'check', fields }); this.set(fields); }
    if (this.fieldsOnPage) {
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`q 0 g 1 w 1.2 1.2 m ${s - 1.2} ${s - 1.2} l S 1.2 ${s - 1.2} m ${s - 1.2} 1.2 l S Q`);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      // pdfkit ends an annotation's object at once, so the on/off state goes in with it (a JS string is written as a name).
      this.doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(n), F: 4, V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        AP: { N: { Yes: on, Off: off } } } as unknown as PDFKit.Mixins.AnnotationOption);
      const annots = (this.doc.page as unknown as { annotations: unknown[] }).annotations;
      (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      this.label('X', x + 1.2, y + 0.6, { bold: true, size: s });
    } else {
      const j = () => this.jit.float(-0.8, 0.8);
      this.doc.save().lineWidth(1.3).strokeColor(this.style === 'handwritten' ? this.ink : '#000000');
      if (this.jit.chance(0.5)) this.doc.moveTo(x + 1 + j(), y + s * 0.55 + j()).lineTo(x + s * 0.4, y + s - 0.5 + j()).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      else this.doc.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
      this.doc.restore();
    }
  }

  /** A signature scrawl (never a value). */
  scrawl(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    this.doc.save().lineWidth(0.9).strokeColor(this.ink).moveTo(x, y);
    for (let i = 1; i <= 6; i++) this.doc.bezierCurveTo(x + (i - 0.6) * w / 6, y - 9, x + (i - 0.3) * w / 6, y + 5, x + i * w / 6, y - this.jit.float(0, 4));
    this.doc.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
