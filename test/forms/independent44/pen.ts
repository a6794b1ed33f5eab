// Drawing for the set-44 forms: labels in the form's own font, values typed, handwritten or in AcroForm fields, and
// the truth built only from what was actually put on the page.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** A printed value: its text and where a test finds it (page text, or the AcroForm field's name). */
export interface Printed { text: string; paths: string[]; field: string | null; page: number }

const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

export interface PenFonts { label: string; bold: string; typed: string }

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly app: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  page = 1;
  private n = 0;
  private readonly hand: number;
  private readonly slant: number;

  readonly style: Style;
  readonly r: Rng;
  readonly fonts: PenFonts;

  constructor(style: Style, r: Rng, fonts: PenFonts) {
    this.style = style;
    this.r = r;
    this.fonts = fonts;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Producer: 'pdfkit', Title: 'Merchant Application' } });
    this.doc.registerFont('hand', HANDS[r.int(0, HANDS.length - 1)]!);
    this.hand = r.float(10.5, 13);
    this.slant = r.float(-1.2, 1.2);
    this.doc.font(fonts.label);
    if (style === 'fillable') this.doc.initForm();
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  label(t: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.bold ? this.fonts.bold : this.fonts.label).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000');
    this.doc.text(t, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
    this.doc.fillColor('#000');
  }

  para(t: string, x: number, y: number, width: number, size = 6.5): number {
    this.doc.font(this.fonts.label).fontSize(size).fillColor('#000');
    this.doc.text(t, x, y, { width, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  rule(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#000'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, '#000');
    else this.doc.rect(x, y, w, h).stroke();
    this.doc.restore();
  }

  band(t: string, x: number, y: number, w: number, h = 12, fill = '#222', color = '#fff'): void {
    this.doc.save().rect(x, y, w, h).fill(fill).restore();
    this.label(t, x + 4, y + (h - 8) / 2 + 0.5, { bold: true, size: 8, color });
  }

  /** A value in a slot whose baseline area starts at (x, y) and is w wide; paths are the truth it gives. */
  value(text: string | null, x: number, y: number, w: number, paths: Record<string, unknown> = {}, name?: string): void {
    if (text === null || text === '') return;
    const field = this.style === 'fillable' ? (name ?? `field_${++this.n}`) : null;
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(field!, x, y - 2, w, 12, { value: text, fontSize: 0, align: 'left' });
    } else if (this.style === 'typed') {
      this.fit(this.fonts.typed, text, w, 9.5);
      this.doc.text(text, x + this.r.float(0, 1.5), y + this.r.float(-0.4, 0.4), { lineBreak: false });
    } else {
      const size = this.fit('hand', text, w, this.hand);
      const a = this.slant + this.r.float(-0.8, 0.8);
      this.doc.save().rotate(a, { origin: [x, y] }).fillColor('#1a2a6c');
      this.doc.text(text, x + this.r.float(0, 3), y - size * 0.25 + this.r.float(-1.2, 1.2), { lineBreak: false });
      this.doc.fillColor('#000').restore();
    }
    this.set(paths);
    this.printed.push({ text, paths: Object.keys(paths), field, page: this.page });
  }

  private fit(font: string, text: string, w: number, size: number): number {
    let s = size;
    this.doc.font(font).fontSize(s);
    while (s > 5.5 && this.doc.widthOfString(text) > w - 2) this.doc.fontSize((s -= 0.5));
    this.doc.fillColor('#000');
    return s;
  }

  /** A checkbox; when checked, the option's label is the printed value of paths. */
  check(x: number, y: number, checked: boolean, label: string, paths: Record<string, unknown> = {}, size = 7): void {
    this.box(x, y, size, size, { lw: 0.5 });
    if (!checked) return;
    if (this.style === 'fillable') {
      const field = `cb_${++this.n}`;
      this.doc.formCheckbox(field, x, y, size, size, { value: 'Yes' } as Record<string, unknown>);
      this.printed.push({ text: label, paths: Object.keys(paths), field, page: this.page });
    } else {
      const mark = this.style === 'typed' ? this.r.pick(['X', 'x', 'lines']) : this.r.pick(['X', 'lines', 'lines']);
      if (mark === 'lines') {
        const j = this.style === 'handwritten' ? 1.5 : 0.3;
        this.rule(x - this.r.float(0, j), y - this.r.float(0, j), x + size + this.r.float(0, j), y + size + this.r.float(0, j), 1);
        this.rule(x + size + this.r.float(0, j), y - this.r.float(0, j), x - this.r.float(0, j), y + size + this.r.float(0, j), 1);
      } else {
        this.doc.font(this.style === 'typed' ? this.fonts.typed : 'hand').fontSize(size + 2).text(mark, x + 0.5, y - 1.5, { lineBreak: false });
      }
      this.printed.push({ text: label, paths: Object.keys(paths), field: null, page: this.page });
    }
    this.set(paths);
  }

  /** Truth paths: `legal_name`, `applicants.1.ownership` ... */
  set(paths: Record<string, unknown>): void {
    for (const [p, v] of Object.entries(paths)) {
      const m = /^applicants\.(\d)\.(\w+)$/.exec(p);
      if (m) {
        const i = Number(m[1]);
        while (this.app.applicants.length <= i) this.app.applicants.push(blankApplicant());
        (this.app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (this.app as unknown as Record<string, unknown>)[p] = v;
    }
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

export function blankApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}
