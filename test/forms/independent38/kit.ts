// Drawing kit for the set: labels as page text, values typed, handwritten or in AcroForm fields, checkbox rows, and
// the truth set from what is actually printed (a value not drawn stays null).
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Set = [string, unknown][];
export interface Printed { text: string; field: string | null; paths: string[] }

const require = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];

export class Kit {
  doc: PDFKit.PDFDocument;
  rng: Rng;
  style: Style;
  truth: TruthApplication = emptyApplication();
  printed: Printed[] = [];
  decoys: string[] = [];
  mark: 'drawn' | 'letter' | 'check';
  typeFont: string;
  private names = new Set<string>();
  private ink: string;

  constructor(rng: Rng, style: Style) {
    this.rng = rng;
    this.style = style;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Producer: 'pdfkit', Creator: rng.pick(['Microsoft Word', 'Adobe Acrobat Pro', 'LibreOffice Writer']) } });
    if (style === 'fillable') this.doc.initForm();
    this.doc.registerFont('hand', require.resolve(rng.pick(HANDS)));
    this.mark = rng.pick(['drawn', 'letter', 'check'] as const);
    this.typeFont = rng.pick(['Courier', 'Helvetica', 'Times-Roman']);
    this.ink = rng.pick(['#101a60', '#1a1a1a', '#0b2a8a']);
    this.jitter();
  }

  /** Small per-seed shift of everything on the page (a template printed from another machine). */
  private jitter(): void {
    this.doc.translate(this.rng.float(-5, 5), this.rng.float(-4, 6));
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.jitter();
  }

  /** Sets truth paths (`legal_name`, `applicants.0.first_name`). */
  set(paths: Set): void {
    for (const [p, v] of paths) {
      const m = /^applicants\.(\d)\.(\w+)$/.exec(p);
      if (!m) { (this.truth as unknown as Record<string, unknown>)[p] = v; continue; }
      const i = Number(m[1]);
      while (this.truth.applicants.length <= i) this.truth.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      (this.truth.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
    }
  }

  /** `n` distinct picks (a form does not list one reference twice). */
  distinct<T>(items: readonly T[], n: number): T[] {
    return this.rng.shuffle([...items]).slice(0, n);
  }

  label(text: string, x: number, y: number, size = 7.5, font = 'Helvetica', color = '#222'): void {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });
  }

  para(text: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#333').text(text, x, y, { width: w, align: 'justify' });
    return this.doc.y;
  }

  private fieldName(name: string): string {
    let n = name.replace(/^~/, '').replace(/[^A-Za-z0-9_]/g, '');
    let k = 2;
    while (this.names.has(n)) n = `${name.replace(/[^A-Za-z0-9_]/g, '')}_${k++}`;
    this.names.add(n);
    return n;
  }

  /** A filled-in value: `set` are the truth paths it gives; without them it is a decoy. */
  value(text: string | null, x: number, y: number, w: number, name: string, set: Set = [], size = 9): void {
    if (text === null || text === '') return;
    const d = this.doc;
    this.printed.push({ text, field: null, paths: set.map((s) => s[0]) });
    if (!set.length && !name.startsWith('~')) this.decoys.push(text);
    else this.set(set);
    const rec = this.printed[this.printed.length - 1]!;
    if (this.style === 'fillable') {
      rec.field = this.fieldName(name);
      d.font('Helvetica');
      d.formText(rec.field, x, y - 2, w, size + 4, { value: text, fontSize: size });
      return;
    }
    if (this.style === 'typed') {
      d.font(this.typeFont).fontSize(size);
      const s = Math.min(size, size * (w / Math.max(1, d.widthOfString(text))));
      d.fontSize(s).fillColor('#000').text(text, x + 2, y + (size - s) / 2, { lineBreak: false });
      return;
    }
    const r = this.rng;
    d.font('hand').fontSize(size + 2);
    const s = Math.min(size + 2, (size + 2) * (w / Math.max(1, d.widthOfString(text))));
    d.save().translate(x + 2 + r.float(0, 3), y - 2 + r.float(-1.5, 1)).rotate(r.float(-2, 2));
    d.fontSize(s).fillColor(this.ink).text(text, 0, 0, { lineBreak: false });
    d.restore();
  }

  /** Label then an underline with the value on it. */
  line(lab: string, text: string | null, x: number, y: number, w: number, name: string, set: Set = [], size = 7.5): void {
    this.label(lab, x, y + 3, size);
    const lw = this.doc.font('Helvetica').fontSize(size).widthOfString(lab) + 4;
    this.doc.moveTo(x + lw, y + 12).lineTo(x + w, y + 12).lineWidth(0.5).strokeColor('#555').stroke();
    this.value(text, x + lw + 2, y + 1, w - lw - 4, name, set);
  }

  /** A boxed cell: small label top left, value under it. */
  cell(lab: string, text: string | null, x: number, y: number, w: number, h: number, name: string, set: Set = [], shade?: string): void {
    if (shade) this.doc.rect(x, y, w, h).fill(shade);
    this.doc.rect(x, y, w, h).lineWidth(0.6).strokeColor('#444').stroke();
    this.label(lab, x + 2.5, y + 2, 6);
    this.value(text, x + 3, y + h - 13, w - 6, name, set);
  }

  /** A row of checkboxes; `checked` is the index of the marked one (or null). */
  checks(opts: string[], checked: number | null, x: number, y: number, name: string, set: Set = [], gap = 10): number {
    const d = this.doc;
    let cx = x;
    let field: string | null = null;
    opts.forEach((o, i) => {
      d.rect(cx, y, 8, 8).lineWidth(0.7).strokeColor('#222').stroke();
      if (this.style === 'fillable') { const f = this.checkbox(`${name}_${o}`, cx, y, i === checked); if (i === checked) field = f; }
      else if (i === checked) this.markBox(cx, y);
      this.label(o, cx + 11, y + 0.5, 7.5);
      cx += 11 + d.font('Helvetica').fontSize(7.5).widthOfString(o) + gap;
    });
    if (checked !== null) {
      this.printed.push({ text: opts[checked]!, field: field ? `${field}#` : null, paths: set.map((s) => s[0]) });
      this.set(set);
    }
    return cx;
  }

  private markBox(x: number, y: number): void {
    const d = this.doc;
    const r = this.rng;
    if (this.mark === 'letter') {
      d.font(this.style === 'handwritten' ? 'hand' : this.typeFont).fontSize(this.style === 'handwritten' ? 11 : 9).fillColor(this.ink).text('X', x + 1, y - (this.style === 'handwritten' ? 2 : 0), { lineBreak: false });
      return;
    }
    d.save().lineWidth(1.2).strokeColor(this.ink);
    if (this.mark === 'drawn') d.moveTo(x + 1 + r.float(0, 1), y + 1).lineTo(x + 8, y + 7.5).moveTo(x + 8, y + 1).lineTo(x + 1, y + 8).stroke();
    else d.moveTo(x + 1, y + 4).lineTo(x + 3.5, y + 7.5).lineTo(x + 10, y - 2).stroke();
    d.restore();
  }

  private checkbox(name: string, x: number, y: number, on: boolean): string {
    const d = this.doc;
    const fname = this.fieldName(name);
    const onAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
    onAp.end('q 0 g 1.2 w 1 1 m 7 7 l S 7 1 m 1 7 l S Q');
    const offAp = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
    offAp.end('');
    const dict = { FT: 'Btn', T: new String(fname), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', Subtype: 'Widget', F: 4, AP: { N: { Yes: onAp, Off: offAp } }, MK: {} };
    d.annotate(x, y, 8, 8, dict as unknown as PDFKit.Mixins.AnnotationOption);
    const ref = (d.page as unknown as { annotations: unknown[] }).annotations.at(-1);
    (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(ref);
    return fname;
  }

  /** A table of decoy values (references, equipment, existing advances). */
  table(x: number, y: number, widths: number[], heads: string[], rows: (string | null)[][], name: string, rowH = 15): number {
    const d = this.doc;
    const total = widths.reduce((a, b) => a + b, 0);
    d.rect(x, y, total, 12).fill('#e4e4e4');
    let cx = x;
    heads.forEach((h, i) => { this.label(h, cx + 2, y + 3, 6.5, 'Helvetica-Bold'); cx += widths[i]!; });
    let cy = y + 12;
    rows.forEach((row, ri) => {
      cx = x;
      row.forEach((v, i) => { this.value(v, cx + 1, cy + 3, widths[i]! - 4, `${name}${ri + 1}_${heads[i]}`, [], 8); cx += widths[i]!; });
      cy += rowH;
    });
    d.lineWidth(0.5).strokeColor('#666');
    for (let yy = y; yy <= cy + 0.1; yy += yy === y ? 12 : rowH) d.moveTo(x, yy).lineTo(x + total, yy).stroke();
    cx = x;
    for (const w of [0, ...widths]) { cx += w; d.moveTo(cx, y).lineTo(cx, cy).stroke(); }
    return cy;
  }

  async end(): Promise<Uint8Array> {
    const d = this.doc;
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => d.on('end', () => res()));
    d.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
