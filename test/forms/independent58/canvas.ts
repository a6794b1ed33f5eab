// Set 58's drawing surface: labels are always page text; a value is drawn per style (typed text, a handwriting font
// off the line, or an AcroForm field), values the funder's system pre-printed are a monospaced "system" print on paper
// styles; every value is recorded as truth (with the truth paths it gives), a decoy, or other merchant data.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { paths: string[]; text: string; field?: string; check?: boolean }
export interface ValueOpts { w?: number; h?: number; paths?: string[]; pre?: boolean; decoy?: boolean; name?: string; size?: number }

const require = createRequire(import.meta.url);
function fontFile(pkg: string, file: string): string { return join(dirname(require.resolve(`${pkg}/package.json`)), 'files', file); }
const HANDS = [fontFile('@fontsource/kalam', 'kalam-latin-400-normal.woff'), fontFile('@fontsource/patrick-hand', 'patrick-hand-latin-400-normal.woff')];

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  readonly other: string[] = [];
  private n = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly ink: string;

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style; this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, autoFirstPage: false, compress: true,
      info: { Title: title, Producer: 'Funder Portal', Creator: 'Funder Portal', CreationDate: new Date(Date.UTC(2026, 1, 3)), ModDate: new Date(Date.UTC(2026, 1, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    this.doc.registerFont('hand', HANDS[rng.int(0, 1)]!);
    this.ink = rng.pick(['#1b2a6b', '#111111', '#20306e']);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  page(): void { this.doc.addPage({ size: 'LETTER', margin: 36 }); }

  label(x: number, y: number, text: string, o: { size?: number; bold?: boolean; w?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000');
    this.doc.text(text, x, y, o.w ? { width: o.w, align: o.align ?? 'left', lineBreak: false } : { lineBreak: false });
  }

  para(x: number, y: number, w: number, text: string, size = 6.8): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#000').text(text, x, y, { width: w, align: 'justify' });
    return this.doc.y;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, fill?: string): void {
    this.doc.save().lineWidth(0.6).strokeColor('#000');
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, '#000'); else this.doc.rect(x, y, w, h).stroke();
    this.doc.restore();
  }

  band(x: number, y: number, w: number, h: number, text: string, fill = '#1f3b5a'): void {
    this.doc.save().rect(x, y, w, h).fill(fill).restore();
    this.label(x + 4, y + (h - 8) / 2, text, { bold: true, size: 8.5, color: '#fff' });
  }

  private fieldName(o: ValueOpts): string { return `${o.name ?? 'f'}_${++this.n}`; }

  /** A value at (x, y) (its top). Empty text draws nothing (an empty field on a fillable form). */
  value(x: number, y: number, text: string | null, o: ValueOpts = {}): void {
    const t = text ?? '';
    const w = o.w ?? 150;
    let field: string | undefined;
    if (this.style === 'fillable') {
      field = this.fieldName(o);
      this.doc.font('Helvetica');
      this.doc.formText(field, x, y - 2, w, o.h ?? 12, { value: t, fontSize: o.size ?? 8.5 } as object);
    } else if (t && (o.pre || this.style === 'typed')) {
      this.doc.font(o.pre ? 'Courier' : 'Helvetica').fontSize(o.size ?? 8.5).fillColor('#000').text(t, x, y, { lineBreak: false });
    } else if (t) {
      const r = this.rng, size = (o.size ?? 8.5) * r.float(1.1, 1.35);
      this.doc.save().rotate(r.float(-2.2, 2.2), { origin: [x, y + size / 2] });
      this.doc.font('hand').fontSize(size).fillColor(this.ink).text(t, x + r.float(-1, 3), y - size * 0.35 + r.float(-1.5, 1.5), { lineBreak: false });
      this.doc.restore();
    }
    if (!t) return;
    if (o.paths?.length) this.printed.push({ paths: o.paths, text: t, ...(field ? { field } : {}) });
    else if (o.decoy) this.decoys.push(t);
    else this.other.push(t);
  }

  /** A checkbox with its top-left at (x, y); `label` is the option's printed text, drawn to its right when `draw`. */
  check(x: number, y: number, checked: boolean, label: string, o: { paths?: string[]; name?: string; draw?: boolean; s?: number } = {}): number {
    const s = o.s ?? 8;
    this.doc.save().lineWidth(0.6).strokeColor('#000').rect(x, y, s, s).stroke().restore();
    let field: string | undefined;
    if (this.style === 'fillable') {
      field = this.fieldName({ name: o.name ?? 'cb' });
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      on.end(`q 0 g 0 G 1.1 w 1.4 ${(s * 0.5).toFixed(2)} m ${(s * 0.4).toFixed(2)} 1.4 l ${(s - 1.2).toFixed(2)} ${(s - 1.2).toFixed(2)} l S Q`);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      off.end('q Q');
      const d = this.doc as unknown as { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; annotate(x: number, y: number, w: number, h: number, o: object): void; page: { annotations: unknown[] }; _addToParent(r: unknown): void };
      const dict = d._fieldDict(field, 'checkbox', {});
      Object.assign(dict, { Subtype: 'Widget', F: 4, V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } } });
      d.annotate(x, y, s, s, dict);
      d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
    } else if (checked && this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000').text('X', x + s * 0.15, y + 0.5, { lineBreak: false });
    } else if (checked) {
      const r = this.rng, j = () => r.float(-1, 1);
      this.doc.save().lineWidth(r.float(1, 1.5)).strokeColor(this.ink).lineCap('round')
        .moveTo(x + 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4 + j(), y + s + 1 + j()).lineTo(x + s + 3 + j(), y - 3 + j()).stroke().restore();
    }
    if (o.draw !== false) this.label(x + s + 3, y + (s - 7.5) / 2 + 0.5, label);
    if (checked && o.paths?.length) this.printed.push({ paths: o.paths, text: label, check: true, ...(field ? { field } : {}) });
    return x + s + 3 + this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 12;
  }

  /** A row of checkboxes, one checked (or none); returns the x after the row. */
  checks(x: number, y: number, options: readonly string[], chosen: string | null, o: { paths?: string[]; name?: string } = {}): number {
    let cx = x;
    for (const opt of options) cx = this.check(cx, y, opt === chosen, opt, { ...(opt === chosen && o.paths ? { paths: o.paths } : {}), name: o.name });
    return cx;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
