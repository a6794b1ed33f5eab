// The drawing surface of set 88: label/line cells, checkbox rows and paragraphs on pdfkit pages, in three styles.
// Every value drawn goes through `cell` or `checks`, which record the truth paths it gives (or a decoy) as it prints.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Paths = Record<string, string | number | null>;

export interface Look {
  font: 'Helvetica' | 'Times-Roman' | 'Courier';
  bold: 'Helvetica-Bold' | 'Times-Bold' | 'Courier-Bold';
  accent: string;
  /** Label above the value line, or to its left. */
  labels: 'above' | 'left';
  /** Typed values' font. */
  valueFont: 'Courier' | 'Helvetica' | 'Times-Roman';
  /** AcroForm names `Text12` / `Check Box3` instead of descriptive ones. */
  genericNames: boolean;
}

export interface Printed { paths: Paths; text: string; page: number; field: string | null; check: boolean }
export interface DecoyPrint { key: string; text: string }

const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: DecoyPrint[] = [];
  readonly app: TruthApplication = emptyApplication();
  page = 1;
  private n = 0;
  private readonly chunks: Buffer[] = [];
  private readonly jitter: Rng;
  readonly asFields: boolean;
  readonly style: Style;
  readonly scan: boolean;
  readonly look: Look;

  constructor(style: Style, scan: boolean, look: Look, seed: string) {
    this.style = style;
    this.scan = scan;
    this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Producer: 'FormFill 4.2', Creator: 'Broker intake', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.jitter = new Rng(`${seed}:hand`);
    this.doc.registerFont('Hand', HANDS[this.jitter.int(0, 1)]!);
    this.asFields = style === 'fillable' && !scan;
    this.doc.font(look.font);
    if (this.asFields) this.doc.initForm();
  }

  /** Record the truth a printed value gives. `applicants.0.first_name` style paths. */
  private set(paths: Paths): void {
    for (const [path, v] of Object.entries(paths)) {
      const m = /^applicants\.(\d)\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (this.app.applicants.length <= i) this.app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
          credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (this.app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (this.app as unknown as Record<string, unknown>)[path] = v;
    }
  }

  private fieldName(key: string, check: boolean): string {
    this.n++;
    return this.look.genericNames ? `${check ? 'Check Box' : 'Text'}${this.n}` : `${key}${check ? '_cb' : ''}_${this.n}`;
  }

  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? this.look.bold : this.look.font).fontSize(o.size ?? 8).fillColor(o.color ?? '#000')
      .text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
  }

  band(s: string, x: number, y: number, w: number, h = 14): void {
    this.doc.rect(x, y, w, h).fill(this.look.accent);
    this.text(s, x + 5, y + (h - 8) / 2, { size: 8.5, bold: true, color: '#fff' });
  }

  /** The largest size up to `size` at which `s` fits `w` points (not below 5.5). */
  private fit(font: string, s: string, size: number, w: number): number {
    const at = this.doc.font(font).fontSize(size).widthOfString(s);
    return at <= w ? size : Math.max(5.5, (size * w) / at);
  }

  /** The value as the style writes it, on a line whose baseline is `base`. */
  private value(s: string, x: number, base: number, w: number, key: string): string | null {
    if (this.asFields) {
      const name = this.fieldName(key, false);
      this.doc.font(this.look.font).formText(name, x, base - 12, w, 13, { value: s, fontSize: 9 });
      return name;
    }
    if (this.style === 'handwritten' && !this.scan) {
      const r = this.jitter;
      const dx = r.float(0, 5), dy = r.float(-1.5, 1.2), ang = r.float(-2.5, 2.5), size = this.fit('Hand', s, r.float(10.5, 12.5), w - 6);
      this.doc.save().rotate(ang, { origin: [x + dx, base] }).font('Hand').fontSize(size).fillColor('#1a2a6c')
        .text(s, x + dx, base - size + dy, { lineBreak: false }).restore();
    } else if (this.style === 'handwritten') {
      const size = this.fit('Hand', s, 11.5, w - 4);
      this.doc.font('Hand').fontSize(size).fillColor('#1a2a6c').text(s, x + 3, base - size, { lineBreak: false });
    } else {
      const size = this.fit(this.look.valueFont, s, 9, w - 4);
      this.doc.font(this.look.valueFont).fontSize(size).fillColor('#000').text(s, x + 3, base - size - 1, { lineBreak: false });
    }
    return null;
  }

  /**
   * A labelled value line. `paths` (possibly empty for a value the truth leaves null, as a masked SSN) records truth; no
   * paths (undefined) makes it a decoy. A null text leaves the line blank.
   */
  cell(key: string, x: number, y: number, w: number, label: string, text: string | null, paths?: Paths): void {
    const above = this.look.labels === 'above';
    const lw = above ? 0 : this.doc.font(this.look.font).fontSize(7.5).widthOfString(label) + 4;
    this.text(label, x, above ? y : y + 6, { size: above ? 6.5 : 7.5, color: '#333' });
    const base = above ? y + 20 : y + 14;
    this.doc.moveTo(x + lw, base + 1).lineTo(x + w - 4, base + 1).lineWidth(0.5).strokeColor('#777').stroke();
    if (text === null || text === '') return;
    const field = this.value(text, x + lw, base, w - lw - 4, key);
    if (paths) {
      this.set(paths);
      this.printed.push({ paths, text, page: this.page, field, check: false });
    } else this.decoys.push({ key, text });
  }

  /** A checkbox row; `chosen` is the checked label, `paths` what checking it gives. `other` writes on an Other line. */
  checks(key: string, x: number, y: number, label: string, options: readonly string[], chosen: string | null, paths?: Paths, other?: string): number {
    this.text(label, x, y + 1, { size: 7.5, bold: true });
    let cx = x + this.doc.font(this.look.bold).fontSize(7.5).widthOfString(label) + 8;
    for (const opt of options) {
      const on = opt === chosen;
      const name = this.asFields ? this.fieldName(`${key}_${opt.replace(/\W+/g, '_')}`, true) : null;
      this.doc.rect(cx, y, 8, 8).lineWidth(0.6).strokeColor('#000').stroke();
      if (name) this.doc.formCheckbox(name, cx, y, 8, 8, on ? { value: 'Yes' } : {});
      if (on && !name) this.mark(cx, y);
      this.text(opt, cx + 11, y + 1, { size: 7.5 });
      cx += 11 + this.doc.font(this.look.font).fontSize(7.5).widthOfString(opt) + 9;
      if (opt.startsWith('Other')) {
        this.doc.moveTo(cx - 6, y + 9).lineTo(cx + 70, y + 9).lineWidth(0.5).strokeColor('#777').stroke();
        if (on && other) this.otherText(key, cx - 4, y + 8, other, paths);
        cx += 76;
      }
      if (on && paths && !opt.startsWith('Other')) {
        this.set(paths);
        this.printed.push({ paths, text: opt, page: this.page, field: name, check: true });
      } else if (on && !paths) this.decoys.push({ key, text: opt });
    }
    return cx;
  }

  private otherText(key: string, x: number, base: number, s: string, paths?: Paths): void {
    const field = this.value(s, x, base, 74, `${key}_other`);
    if (paths) { this.set(paths); this.printed.push({ paths, text: s, page: this.page, field, check: false }); } else this.decoys.push({ key, text: s });
  }

  /** A check mark: a drawn tick for handwriting, a letter X for typed and printed-filled forms. */
  private mark(x: number, y: number): void {
    if (this.style === 'handwritten') {
      const r = this.jitter;
      this.doc.save().lineWidth(1.3).strokeColor('#1a2a6c').moveTo(x + 1 + r.float(0, 1), y + 4).lineTo(x + 3.5, y + 7.5 + r.float(0, 1))
        .lineTo(x + 9 + r.float(0, 1.5), y - 2 - r.float(0, 1.5)).stroke().restore();
    } else this.text('X', x + 1.5, y + 0.5, { size: 8, bold: true });
  }

  /** A signature: a few pen strokes, no text (left off a fillable form, which is signed after filling). */
  scribble(x: number, base: number, w: number): void {
    if (this.asFields) return;
    const r = this.jitter;
    const d = this.doc.save().lineWidth(0.9).strokeColor('#1a2a6c').moveTo(x, base - r.float(2, 6));
    let cx = x;
    for (let k = r.int(3, 5); k > 0 && cx < x + w - 30; k--) {
      const step = r.float(18, 34);
      d.bezierCurveTo(cx + step * 0.3, base - r.float(10, 16), cx + step * 0.7, base + r.float(0, 3), cx + step, base - r.float(2, 9));
      cx += step;
    }
    d.stroke().restore();
  }

  para(s: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font(this.look.font).fontSize(size).fillColor('#222').text(s, x, y, { width: w, align: 'justify' });
    return this.doc.y;
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
