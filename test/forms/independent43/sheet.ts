// One printout being drawn: labels are page text; values are drawn typed, handwritten (rotated, jittered) or put in
// AcroForm fields; each value that gives a field is recorded with the truth it gives, so the truth is what was printed.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { text: string; paths: string[]; field: string | null }
type Setter = Record<string, string | number | null>;

const require = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly app: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  private n = 0;
  /** This printout's small offset (browser margins and printer feed differ): applied to every page. */
  private readonly shift: [number, number];
  page = 1;

  readonly style: Style;
  readonly rng: Rng;
  readonly typedFont: string;

  constructor(style: Style, rng: Rng, typedFont = 'Helvetica') {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, bufferPages: true });
    this.doc.registerFont('hand', require.resolve(HANDS[rng.int(0, 1)]!));
    if (style === 'fillable') this.doc.initForm();
    this.shift = [rng.float(-4, 4), rng.float(-4, 4)];
    this.doc.translate(...this.shift);
  }

  label(x: number, y: number, text: string, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' | 'center' } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 8.5).fillColor(o.color ?? '#333333')
      .text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }

  /** A value: `set` maps truth paths (`legal_name`, `applicants.0.first_name`) to what this printed value gives. */
  value(x: number, y: number, w: number, text: string, set: Setter = {}, o: { size?: number; bold?: boolean } = {}): void {
    const size = o.size ?? 9.5;
    const name = `f${++this.n}_${Object.keys(set)[0]?.replace(/\W/g, '_') ?? 'info'}`;
    if (this.style === 'fillable') {
      this.doc.font('Helvetica').fontSize(size);
      this.doc.formText(name, x, y - 2, w, size + 5, { value: text, fontSize: size, borderColor: '#9aa4b2' } as never);
    } else this.draw(x, y, w, text, size, o.bold ?? false);
    this.record(text, set, this.style === 'fillable' ? name : null);
  }

  /** A printed value that is not the application's (rep, IP, bank, landlord): drawn like a value, recorded as decoy. */
  decoy(x: number, y: number, w: number, text: string, o: { size?: number } = {}): void {
    this.decoys.push(text);
    this.value(x, y, w, text, {}, o);
  }

  /** A select rendered by the browser: the chosen option as text (fillable: a combo box). */
  select(x: number, y: number, w: number, options: string[], chosen: string, set: Setter): void {
    if (this.style !== 'fillable') { this.value(x, y, w, chosen, set); return; }
    const name = `f${++this.n}_${Object.keys(set)[0]?.replace(/\W/g, '_') ?? 'sel'}`;
    this.doc.font('Helvetica').fontSize(9);
    this.doc.formCombo(name, x, y - 2, w, 14, { select: options, value: chosen, fontSize: 9 } as never);
    this.record(chosen, set, name);
  }

  /** A row of radio buttons or checkboxes; the checked one's label gives `set`. fillable: a combo box instead. */
  options(x: number, y: number, opts: string[], chosen: string | null, set: Setter, kind: 'radio' | 'box' | 'text'): number {
    if (this.style === 'fillable' && chosen) { this.select(x, y, 140, opts, chosen, set); return y + 16; }
    let cx = x;
    for (const opt of opts) {
      const on = opt === chosen;
      const w = this.doc.font('Helvetica').fontSize(8.5).widthOfString(opt);
      if (cx + w + 20 > 576) { cx = x; y += 14; }
      if (kind === 'text') this.label(cx, y, `${on ? '[X]' : '[ ]'} ${opt}`, { color: '#111111' });
      else this.mark(cx, y, on, kind);
      if (kind !== 'text') this.label(cx + 13, y, opt, { color: '#111111' });
      cx += w + (kind === 'text' ? 30 : 24);
    }
    if (chosen) this.record(chosen, set, null);
    return y + 14;
  }

  mark(x: number, y: number, on: boolean, kind: 'radio' | 'box'): void {
    const d = this.doc;
    d.save().lineWidth(0.7).strokeColor('#555555');
    if (kind === 'radio') {
      d.circle(x + 4.5, y + 3.5, 4).stroke();
      if (on) d.circle(x + 4.5, y + 3.5, 2.2).fillColor('#1a56db').fill();
    } else {
      d.rect(x, y - 1, 9, 9).stroke();
      if (on) d.moveTo(x + 1.5, y + 3.5).lineTo(x + 3.8, y + 6.2).lineTo(x + 7.8, y + 0.5).lineWidth(1.4).strokeColor('#1a56db').stroke();
    }
    d.restore();
  }

  private draw(x: number, y: number, w: number, text: string, size: number, bold: boolean): void {
    const d = this.doc;
    if (this.style === 'typed') {
      d.font(bold ? `${this.typedFont}-Bold` : this.typedFont).fontSize(size);
      while (w > 0 && size > 6.5 && d.widthOfString(text) > w) d.fontSize(size -= 0.5);
      d.fillColor('#000000')
        .text(text, x, y, { lineBreak: false });
      return;
    }
    const r = this.rng;
    const jx = x + r.float(-1.5, 2), jy = y + r.float(-2.5, 0.5);
    d.save().rotate(r.float(-1.6, 1.6), { origin: [jx, jy + 6] });
    let hs = size + 2;
    d.font('hand').fontSize(hs);
    while (w > 0 && hs > 7 && d.widthOfString(text) > w) d.fontSize(hs -= 0.5);
    d.fillColor(r.pick(['#13204f', '#1b1b1b', '#0c2a6b'])).text(text, jx, jy - 2, { lineBreak: false });
    d.restore();
  }

  private record(text: string, set: Setter, field: string | null): void {
    const paths = Object.keys(set);
    for (const [p, v] of Object.entries(set)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(p);
      if (a) {
        const i = Number(a[1]);
        while (this.app.applicants.length <= i) this.app.applicants.push(emptyApplicant());
        (this.app.applicants[i] as unknown as Setter)[a[2]!] = v;
      } else (this.app as unknown as Setter)[p] = v;
    }
    if (paths.length) this.printed.push({ text, paths, field });
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.doc.translate(...this.shift); this.page++; }

  /** Draws the browser's or CRM's header and footer on every page, once all pages are known. */
  chrome: ((page: number, total: number) => void) | null = null;

  async finish(): Promise<Uint8Array> {
    const range = this.doc.bufferedPageRange();
    if (this.chrome) for (let i = 0; i < range.count; i++) { this.doc.switchToPage(range.start + i); this.chrome(i + 1, range.count); }
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

export function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };
}
