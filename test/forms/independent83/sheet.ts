// Set 83's drawing surface: pdfkit pages on which every value is printed through `value` / `checks`, which draw it in the
// requested style (typed text, handwriting, AcroForm field) and record the truth at the moment of printing.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Paths = Record<string, string | number | null>;
/** One printed value: the truth paths it gives (none for a decoy), the text as printed and, when fillable, its field. */
export interface Printed { paths: string[]; text: string; page: number; field?: string; check?: boolean }

export interface ValueOpts {
  w?: number; h?: number; size?: number; font?: string; color?: string; prefix?: string; key?: string; align?: 'left' | 'right';
}

const require = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];
const GLYPH_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
export const HAS_BALLOT = existsSync(GLYPH_FONT);

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  readonly style: Style;
  readonly drawValues: boolean;
  readonly jitter: Rng;
  page = 0;
  private readonly chunks: Buffer[] = [];
  private readonly names = new Set<string>();
  private readonly done: Promise<void>;

  constructor(style: Style, scan: boolean, seed: string, hand = 0) {
    this.style = style;
    this.drawValues = style !== 'fillable' || scan;
    this.jitter = new Rng(`i83-jitter:${seed}`);
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Producer: 'Set83 Print', Creator: 'Browser print', CreationDate: new Date(Date.UTC(2025, 2, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.registerFont('hand', require.resolve(HANDS[hand % HANDS.length]!));
    if (HAS_BALLOT) this.doc.registerFont('glyph', GLYPH_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable' && !scan) this.doc.initForm();
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Static form text (labels, headings, footers). */
  text(str: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).fillColor(o.color ?? '#000000');
    this.doc.text(str, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, fill: string | null, stroke: string | null = null): void {
    this.doc.save().rect(x, y, w, h);
    if (fill && stroke) this.doc.fillAndStroke(fill, stroke);
    else if (fill) this.doc.fill(fill);
    else if (stroke) this.doc.lineWidth(0.6).stroke(stroke);
    this.doc.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#999999', w = 0.5): void {
    this.doc.save().moveTo(x0, y0).lineTo(x1, y1).lineWidth(w).stroke(color).restore();
  }

  private setTruth(paths: Paths): void {
    for (const [path, v] of Object.entries(paths)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push({ ...EMPTY_APPLICANT });
        (this.truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.truth as unknown as Record<string, unknown>)[path] = v;
    }
  }

  private fieldName(key: string): string {
    let n = key, i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** The font size at which `str` fits the answer's width (long answers shrink, as a print view's do). */
  private fit(str: string, font: string, size: number, w: number | undefined): number {
    const width = this.doc.font(font).fontSize(size).widthOfString(str);
    return w && width > w ? Math.max(4, (size * w) / width) : size;
  }

  private drawText(str: string, x: number, y: number, o: ValueOpts): void {
    const size = this.fit(str, o.font ?? 'Helvetica', o.size ?? 9.5, o.w);
    if (this.style === 'handwritten') {
      const r = this.jitter, dx = r.float(-1.5, 2.5), dy = r.float(-1.2, 1.2), deg = r.float(-2.2, 2.2);
      this.doc.save().rotate(deg, { origin: [x + dx, y + dy] });
      const hs = this.fit(str, 'hand', size + 1.5, o.w ? o.w - 3 : undefined);
      this.doc.font('hand').fontSize(hs).fillColor('#1c2a7a').text(str, x + dx, y + dy - 2, { lineBreak: false });
      this.doc.restore();
    } else {
      this.doc.font(o.font ?? 'Helvetica').fontSize(size).fillColor(o.color ?? '#111111');
      const w = o.align === 'right' && o.w ? this.doc.widthOfString(str) : 0;
      this.doc.text(str, o.align === 'right' && o.w ? x + o.w - w : x, y, { lineBreak: false });
    }
  }

  /** Print one value; `paths` are the truth it gives (applications.md's reading), {} for a decoy or a non-answer. */
  value(paths: Paths, str: string, x: number, y: number, o: ValueOpts = {}): string | undefined {
    this.setTruth(paths);
    const keys = Object.keys(paths);
    if (!this.drawValues) {
      if (o.prefix) this.text(o.prefix, x, y, { size: o.size ?? 9.5 });
      const px = o.prefix ? this.doc.font('Helvetica').fontSize(o.size ?? 9.5).widthOfString(o.prefix) + 3 : 0;
      const name = this.fieldName(o.key ?? keys[0] ?? 'field');
      this.doc.font('Helvetica').formText(name, x + px - 1, y - 2, (o.w ?? 200) - px, o.h ?? 13, { value: str, fontSize: o.size ?? 9 });
      if (str) this.printed.push({ paths: keys, text: str, page: this.page, field: name });
      return name;
    }
    if (!str) return undefined;
    const full = (o.prefix ?? '') + str;
    if (o.prefix && this.style === 'handwritten') {
      this.text(o.prefix, x, y, { size: o.size ?? 9.5 });
      this.drawText(str, x + this.doc.widthOfString(o.prefix) + 4, y, o);
      this.printed.push({ paths: keys, text: str, page: this.page });
      return undefined;
    }
    this.drawText(full, x, y, o);
    this.printed.push({ paths: keys, text: full, page: this.page });
    return undefined;
  }

  /** A row (or column) of checkbox options; `chosen` is the checked label; `other` the text on an "Other" line. */
  checks(key: string, paths: Paths, options: string[], chosen: string, x: number, y: number,
    o: { size?: number; gap?: number; vertical?: boolean; other?: string; plainBoxes?: boolean } = {}): void {
    this.setTruth(paths);
    const size = o.size ?? 9;
    const keys = Object.keys(paths);
    if (this.style === 'typed' && !o.plainBoxes) {
      const mark = (c: boolean): string => HAS_BALLOT ? (c ? '\u2611' : '\u2610') : c ? '[X]' : '[ ]';
      const parts = options.map((l) => `${mark(l === chosen)} ${l}${l === chosen && o.other ? `: ${o.other}` : ''}`);
      this.doc.font(HAS_BALLOT ? 'glyph' : 'Helvetica').fontSize(size).fillColor('#111111');
      if (o.vertical) parts.forEach((p, i) => this.doc.text(p, x, y + i * (size + 5), { lineBreak: false }));
      else this.doc.text(parts.join('    '), x, y, { lineBreak: false });
      this.printed.push({ paths: keys, text: parts.find((p) => p.includes(`${mark(true)} `))!, page: this.page, check: true });
      return;
    }
    let cx = x, cy = y;
    let chosenField: string | undefined, otherField: string | undefined;
    for (const label of options) {
      const b = size;
      this.rect(cx, cy, b, b, null, '#444444');
      const on = label === chosen;
      if (this.style === 'fillable' && !this.drawValues) {
        const name = this.fieldName(`${key}_box_${label.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`);
        this.checkboxField(name, cx, cy, b, on);
        if (on) chosenField = name;
      } else if (on) {
        const col = this.style === 'handwritten' ? '#1c2a7a' : '#111111';
        const j = this.style === 'handwritten' ? this.jitter.float(-1, 1) : 0;
        this.doc.save().lineWidth(1.3).moveTo(cx + 1.5 + j, cy + b * 0.55).lineTo(cx + b * 0.4, cy + b - 1).lineTo(cx + b + 2, cy - 2 + j).stroke(col).restore();
      }
      this.text(label, cx + b + 4, cy + 0.5, { size });
      const w = b + 4 + this.doc.widthOfString(label) + 14;
      let next = cx + w;
      if (label === 'Other' && o.other !== undefined) {
        this.line(next - 10, cy + b, next + 70, cy + b, '#777777');
        const ox = next - 8;
        if (on) {
          const save = this.printed.length;
          otherField = this.value({}, o.other, ox, cy - 1, { key: `${key}_other_text`, w: 78, size });
          this.printed.length = save;
        }
        next += 76;
      }
      if (o.vertical) cy += size + 7; else cx = next;
    }
    this.printed.push({ paths: keys, text: chosen, page: this.page, check: true, ...(chosenField ? { field: chosenField } : {}) });
    if (chosen === 'Other' && o.other) this.printed.push({ paths: keys, text: o.other, page: this.page, ...(otherField ? { field: otherField } : {}) });
  }

  private checkboxField(name: string, x: number, y: number, b: number, on: boolean): void {
    const doc = this.doc as unknown as { ref(d: object): { write(s: string): void; end(): void }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } }; page: { annotations: unknown[] } };
    const ap = (draw: string): unknown => { const r = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b], Resources: {} }); r.write(draw); r.end(); return r; };
    const yes = ap(`q 0 0 0 RG 1.2 w 1.5 ${b * 0.45} m ${b * 0.4} 1.2 l ${b - 1} ${b - 1.2} l S Q`), off = ap('');
    this.doc.annotate(x, y, b, b, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      MK: {}, AP: { N: { Yes: yes, Off: off } } } as unknown as Parameters<PDFKit.PDFDocument['annotate']>[4]);
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
