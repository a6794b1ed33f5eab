// One page-set being drawn: labels in Helvetica, values in the chosen style (typewriter text, handwriting, or
// AcroForm fields only), and a record of every value that feeds the truth, so the truth is exactly what was drawn.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** How a chosen box is marked on a flat form: a drawn X (no text), the letter X, a check glyph, or a filled square. */
export type Mark = 'drawn' | 'letter' | 'check' | 'fill';
/** A truth path (`legal_name`, `applicants[1].ownership`) and the value it takes. */
export type Sets = Record<string, string | number | null>;
/** Where a truth value was printed: its text, and for fillable forms the AcroForm field that holds it. */
export interface Evidence { paths: string[]; text: string; field?: string; check?: boolean }

const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];
const INKS = ['#1b2f8f', '#0d1a55', '#262626', '#12306b'];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: TruthApplication = emptyApplication();
  readonly evidence: Evidence[] = [];
  readonly mark: Mark;
  private readonly rng: Rng;
  private readonly hand: string;
  private readonly ink: string;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private fieldNo = 0;
  private readonly names = new Set<string>();

  /** generic: field names like `Text17` (as many real fillable PDFs have), else the key given by the layout. */
  readonly style: Style;
  private readonly generic: boolean;
  constructor(style: Style, rng: Rng, generic = false) {
    this.style = style;
    this.generic = generic;
    this.rng = rng.fork('sheet');
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { CreationDate: new Date(Date.UTC(2024, 0, 2)), ModDate: new Date(Date.UTC(2024, 0, 2)), Producer: 'Form', Creator: 'Form' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.hand = this.rng.pick(HANDS);
    this.ink = this.rng.pick(INKS);
    this.mark = this.rng.pick(['drawn', 'letter', 'check', 'fill'] as const);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  /** Record truth values (paths like `applicants[0].first_name`). */
  set(sets: Sets): void {
    for (const [path, v] of Object.entries(sets)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
          credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (this.truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.truth as unknown as Record<string, unknown>)[path] = v;
    }
  }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    const d = this.doc;
    d.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 6.5).fillColor(o.color ?? '#000');
    d.text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }

  /** Small print wrapped in a column. Returns the y under it. */
  para(text: string, x: number, y: number, w: number, size = 5.6): number {
    const d = this.doc.font('Helvetica').fontSize(size).fillColor('#000');
    d.text(text, x, y, { width: w, align: 'justify', lineGap: 0.3 });
    return d.y;
  }

  /** A black bar with a white section title. */
  band(text: string, x: number, y: number, w: number, h = 11, fill = '#000'): void {
    this.doc.rect(x, y, w, h).fill(fill);
    this.label(text, x + 4, y + (h - 7) / 2 + 0.5, { size: 7, bold: true, color: '#fff' });
  }

  rect(x: number, y: number, w: number, h: number, lw = 0.5): void { this.doc.lineWidth(lw).strokeColor('#000').rect(x, y, w, h).stroke(); }
  line(x0: number, y0: number, x1: number, y1: number, lw = 0.5): void { this.doc.lineWidth(lw).strokeColor('#000').moveTo(x0, y0).lineTo(x1, y1).stroke(); }

  private fieldName(key: string): string {
    let name = this.generic ? `Text${++this.fieldNo}` : key;
    for (let i = 2; this.names.has(name); i++) name = `${key}_${i}`;
    this.names.add(name);
    return name;
  }

  /**
   * A value in the box (x, y, w, h): drawn text, or an AcroForm text field holding it. `sets` are the truth values
   * it gives; without them the value is context or a decoy. A null or empty text leaves the box blank (a fillable
   * form still gets its empty field, as real ones do).
   */
  value(text: string | null, x: number, y: number, w: number, h: number, key: string, sets?: Sets, size = 8.5): void {
    const t = text ?? '';
    if (this.style === 'fillable') {
      const d = this.doc.font('Helvetica');
      const name = this.fieldName(key);
      d.formText(name, x + 1, y + 1, w - 2, h - 2, { value: t, fontSize: Math.min(size, h - 3) });
      if (t && sets) { this.set(sets); this.evidence.push({ paths: Object.keys(sets), text: t, field: name }); }
      return;
    }
    if (!t) return;
    const d = this.doc;
    let fs = this.style === 'typed' ? size : size + 1.5;
    d.font(this.style === 'typed' ? 'Courier' : this.hand);
    while (fs > 5 && d.fontSize(fs).widthOfString(t) > w - 3) fs -= 0.5;
    const ty = y + Math.max(0, (h - fs) / 2) - (this.style === 'handwritten' ? 1.5 : 0);
    if (this.style === 'typed') {
      d.fillColor('#111').text(t, x + 2, ty + 0.5, { lineBreak: false });
    } else {
      const jx = this.rng.float(-1.5, 2.5), jy = this.rng.float(-1.2, 1.2), rot = this.rng.float(-2.2, 2.2);
      d.save().rotate(rot, { origin: [x + 2 + jx, ty + jy + fs / 2] }).fillColor(this.ink).text(t, x + 2 + jx, ty + jy, { lineBreak: false }).restore();
    }
    this.doc.fillColor('#000');
    if (sets) { this.set(sets); this.evidence.push({ paths: Object.keys(sets), text: t }); }
  }

  /** A square box, checked or not. A checked box with `sets` records the option's label as the printed text. */
  box(x: number, y: number, on: boolean, key: string, label: string, sets?: Sets, s = 7): void {
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      // pdfkit's formCheckbox cannot carry a value or appearances, so the widget is built here: on-state `Yes`.
      const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      onAp.end(`q 0 G 1 w 1.2 1.2 m ${s - 1.2} ${s - 1.2} l S 1.2 ${s - 1.2} m ${s - 1.2} 1.2 l S Q`);
      const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      offAp.end('');
      const state = on ? 'Yes' : 'Off';
      d.annotate(x, y, s, s, { FT: 'Btn', T: new String(name), Subtype: 'Widget', F: 4, V: state, AS: state, MK: { BC: [0, 0, 0] },
        AP: { N: { Yes: onAp, Off: offAp } } } as unknown as PDFKit.Mixins.AnnotationOption);
      const annots = (d.page as unknown as { annotations: unknown[] }).annotations;
      (d as unknown as { _addToParent(r: unknown): void })._addToParent(annots[annots.length - 1]);
      if (on && sets) { this.set(sets); this.evidence.push({ paths: Object.keys(sets), text: label, field: name, check: true }); }
      this.rect(x, y, s, s);
      return;
    }
    this.rect(x, y, s, s);
    if (!on) return;
    const ink = this.style === 'handwritten' ? this.ink : '#111';
    if (this.mark === 'drawn') {
      d.lineWidth(this.style === 'handwritten' ? 1.1 : 0.9).strokeColor(ink).moveTo(x - 0.5, y - 0.5).lineTo(x + s + 0.8, y + s + 0.6)
        .moveTo(x + s + 0.6, y - 0.8).lineTo(x - 0.6, y + s + 0.5).stroke().strokeColor('#000');
    } else if (this.mark === 'fill') {
      d.rect(x + 1.2, y + 1.2, s - 2.4, s - 2.4).fill(ink);
    } else if (this.mark === 'letter') {
      d.font(this.style === 'typed' ? 'Courier-Bold' : this.hand).fontSize(s + 2).fillColor(ink).text('X', x + 0.3, y - 1.2, { lineBreak: false });
    } else {
      d.font('ZapfDingbats').fontSize(s + 1).fillColor(ink).text('4', x + 0.3, y - 0.6, { lineBreak: false });
    }
    d.fillColor('#000');
    if (sets) { this.set(sets); this.evidence.push({ paths: Object.keys(sets), text: label, check: true }); }
  }

  /** A row of options with boxes; the chosen one checked and giving `sets`. Returns the x after the last. */
  options(x: number, y: number, opts: readonly string[], chosen: string | null, key: string, setsFor?: (opt: string) => Sets | undefined, size = 6.5): number {
    let cx = x;
    for (const opt of opts) {
      this.box(cx, y, opt === chosen, `${key}_${opt.replace(/\W+/g, '_').toLowerCase()}`, opt, opt === chosen ? setsFor?.(opt) : undefined);
      this.label(opt, cx + 9, y + 0.5, { size });
      cx += 9 + this.doc.font('Helvetica').fontSize(size).widthOfString(opt) + 8;
    }
    return cx;
  }

  /** A row of boxed cells, each with a small caption in its top-left corner and its value under it. */
  cells(x: number, y: number, h: number, cells: Cell[]): number {
    let cx = x;
    for (const c of cells) {
      this.rect(cx, y, c.w, h);
      this.label(c.label, cx + 2, y + 1.5, { size: 5.6 });
      if (c.value !== undefined) this.value(c.value, cx + 1, y + 7, c.w - 2, h - 8, c.key ?? c.label, c.sets);
      cx += c.w;
    }
    return y + h;
  }

  /** A label followed by an underlined value: `Label: ________`. Returns the x after the line. */
  line_(label: string, x: number, y: number, w: number, value: string | null, key: string, sets?: Sets, size = 7): number {
    this.label(label, x, y + 3, { size });
    const lw = this.doc.font('Helvetica').fontSize(size).widthOfString(label) + 3;
    this.line(x + lw, y + 12, x + w, y + 12, 0.4);
    this.value(value, x + lw, y, w - lw, 13, key, sets);
    return x + w;
  }

  /** A ruled table: header captions, then rows of values (context or decoys unless a cell carries sets). */
  table(x: number, y: number, cols: { label: string; w: number }[], rows: (string | null)[][], key: string, rowH = 13, headFill = '#d9d9d9'): number {
    const total = cols.reduce((s, c) => s + c.w, 0);
    this.doc.rect(x, y, total, 10).fill(headFill);
    let cx = x;
    for (const c of cols) { this.label(c.label, cx + 2, y + 2, { size: 5.8, bold: true }); cx += c.w; }
    this.rect(x, y, total, 10 + rows.length * rowH);
    for (let r = 0; r < rows.length; r++) {
      const ry = y + 10 + r * rowH;
      this.line(x, ry, x + total, ry, 0.3);
      cx = x;
      for (let i = 0; i < cols.length; i++) {
        if (i) this.line(cx, y, cx, y + 10 + rows.length * rowH, 0.3);
        this.value(rows[r]![i] ?? null, cx, ry, cols[i]!.w, rowH, `${key}_${r + 1}_${i + 1}`, undefined, 7.5);
        cx += cols[i]!.w;
      }
    }
    return y + 10 + rows.length * rowH;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

export interface Cell { label: string; w: number; value?: string | null; key?: string; sets?: Sets }
