// A page of a broker's form drawn with pdfkit in one of three styles; every value drawn records what it sets in the
// truth (only printed values do), and every decoy is recorded for the tests.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Shown { text: string; set: Record<string, unknown>; acro?: string; acroValue?: string }

const require = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];
const FIXED = new Date(Date.UTC(2026, 0, 5, 12, 0, 0));

export class Sheet {
  doc: PDFKit.PDFDocument;
  shown: Shown[] = [];
  decoys: string[] = [];
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private n = 0;
  private hand: number;
  readonly style: Style;
  readonly r: Rng;

  constructor(style: Style, r: Rng, title: string) {
    this.style = style;
    this.r = r;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'pdfkit', Creator: 'broker', CreationDate: FIXED, ModDate: FIXED } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.hand = r.int(0, HANDS.length - 1);
    this.doc.registerFont('hand', require.resolve(HANDS[this.hand]!));
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  page(): void { this.doc.addPage({ size: 'LETTER', margin: 36 }); }

  label(t: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    const d = this.doc;
    d.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    d.text(t, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    d.fillColor('#000');
  }
  para(t: string, x: number, y: number, w: number, size = 6.5): void {
    this.doc.font('Helvetica').fontSize(size).text(t, x, y, { width: w, align: 'justify' });
  }
  line(x: number, y: number, w: number): void { this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).strokeColor('#444').stroke(); }
  box(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillColor(fill).fill().fillColor('#000');
    this.doc.rect(x, y, w, h).lineWidth(0.6).strokeColor('#333').stroke();
  }
  band(t: string, x: number, y: number, w: number, color = '#1f3b5c'): void {
    this.doc.rect(x, y, w, 14).fillColor(color).fill();
    this.label(t, x + 4, y + 3.5, { size: 8.5, bold: true, color: '#fff' });
  }

  /** A value: `set` are the truth paths it gives (none for context such as phone or address). */
  val(text: string | null | undefined, x: number, y: number, w: number, set: Record<string, unknown> = {}, size = 9.5): void {
    this.put(text ?? '', x, y, w, size);
    if (text) this.shown.push({ text, set, ...(this.style === 'fillable' ? { acro: `f${this.n}` } : {}) });
  }
  /** A printed value that is not the merchant's (landlord, reference, bank, ISO rep, existing funder ...). */
  decoy(text: string, x: number, y: number, w: number, size = 9.5): void {
    this.put(text, x, y, w, size);
    if (text) this.decoys.push(text);
  }

  private put(text: string, x: number, y: number, w: number, size: number): void {
    const d = this.doc;
    const name = `f${++this.n}`;
    if (this.style === 'fillable') {
      d.font('Helvetica').fontSize(size);
      d.formText(name, x, y - 2, w, size + 4, { value: text, fontSize: size });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      d.font('Courier').fontSize(size).text(text, x + 1, y, { lineBreak: false });
      return;
    }
    const sz = size + this.r.float(0.5, 3);
    const dy = this.r.float(-4, 1), dx = this.r.float(0, 6), rot = this.r.float(-2.5, 2.5);
    d.save().rotate(rot, { origin: [x + dx, y + dy] });
    d.font('hand').fontSize(sz).fillColor(this.r.pick(['#0b2a7a', '#111', '#1a1a55'])).text(text, x + dx, y + dy - 2, { lineBreak: false });
    d.restore().fillColor('#000');
  }

  /** A checkbox: its label printed beside it; a checked box sets `set`. */
  check(x: number, y: number, lbl: string, checked: boolean, set: Record<string, unknown> = {}, lblSize = 8): number {
    const d = this.doc;
    const name = `c${++this.n}`;
    this.box(x, y, 8, 8);
    this.label(lbl, x + 11, y + 0.5, { size: lblSize });
    const end = x + 11 + d.font('Helvetica').fontSize(lblSize).widthOfString(lbl) + 12;
    if (this.style === 'fillable') {
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
      on.end('q 0 G 1.2 w 1.5 1.5 m 6.5 6.5 l S 1.5 6.5 m 6.5 1.5 l S Q');
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] });
      off.end('');
      const st = checked ? 'Yes' : 'Off';
      d.annotate(x, y, 8, 8, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, AP: { N: { Yes: on, Off: off } }, AS: st, V: st } as never);
      const page = d.page as unknown as { annotations: unknown[] };
      (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(page.annotations.at(-1));
      if (checked) this.shown.push({ text: lbl, set, acro: name, acroValue: 'Yes' });
      return end;
    }
    if (checked) {
      if (this.style === 'typed' && this.r.chance(0.6)) d.font('Helvetica-Bold').fontSize(9).text('X', x + 1.2, y - 0.5, { lineBreak: false });
      else {
        const j = () => this.r.float(-1.5, 1.5);
        d.lineWidth(1.3).strokeColor(this.style === 'handwritten' ? '#0b2a7a' : '#000');
        if (this.r.chance(0.5)) d.moveTo(x + j(), y + 4 + j()).lineTo(x + 3.5, y + 8 + j()).lineTo(x + 10 + j(), y - 3 + j()).stroke();
        else d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 9 + j(), y + 9 + j()).moveTo(x + 9 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 9 + j()).stroke();
        d.strokeColor('#000');
      }
      this.shown.push({ text: lbl, set });
    }
    return end;
  }

  truth(): TruthApplication {
    const app = emptyApplication();
    for (const s of this.shown) for (const [path, v] of Object.entries(s.set)) {
      const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
          tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
    return app;
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
export type { TruthApplicant };
