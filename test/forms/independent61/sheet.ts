// The drawing surface of set 61: labels always go to the page; values go to the page as typed text, as handwriting
// (Kalam / Patrick Hand, jittered, rotated, off the line) or into AcroForm fields (fillable). Each value says which
// truth paths it gives; a value with no paths is a decoy. The truth is assembled only from what was placed.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';

const require = createRequire(import.meta.url);
const FONTS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'), require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];
export type Style = 'typed' | 'handwritten' | 'fillable';
export type Place = 'left' | 'above' | 'below' | 'inside';
export interface Printed { paths: string[]; text: string; field?: string; check?: boolean }
type Paths = Record<string, string | number | null>;
const FIXED = new Date(Date.UTC(2026, 0, 15, 12, 0, 0));

export class Sheet {
  doc: PDFKit.PDFDocument;
  printed: Printed[] = [];
  decoys: string[] = [];
  private truth: Record<string, unknown> = {};
  private chunks: Buffer[] = [];
  private n = 0;
  private hand: string;
  style: Style;
  private r: Rng;
  constructor(style: Style, r: Rng, title: string) {
    this.style = style; this.r = r;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, autoFirstPage: true, info: { Title: title, Producer: 'set61', Creator: 'set61', CreationDate: FIXED, ModDate: FIXED } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    if (style === 'fillable') this.doc.initForm();
    this.hand = r.pick(FONTS);
    this.doc.font('Helvetica');
  }
  addPage(): void { this.doc.addPage(); this.doc.font('Helvetica'); }
  label(text: string, x: number, y: number, size = 8, bold = false, w?: number): void {
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor('black').text(text, x, y, w ? { width: w } : { lineBreak: false });
  }
  heading(text: string, x: number, y: number, w: number, fill = '#1f3b5a'): void {
    this.doc.rect(x, y, w, 14).fill(fill);
    this.doc.font('Helvetica-Bold').fontSize(9).fillColor('white').text(text, x + 4, y + 3, { lineBreak: false });
    this.doc.fillColor('black');
  }
  line(x: number, y: number, w: number): void { this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).strokeColor('#444').stroke(); }
  box(x: number, y: number, w: number, h: number): void { this.doc.rect(x, y, w, h).lineWidth(0.5).strokeColor('#444').stroke(); }

  /** A value written at (x, y) within width w; paths empty → decoy. */
  value(text: string | null, x: number, y: number, w: number, paths: Paths | null = {}, size = 9): void {
    if (text === null || text === '') return;
    const keys = Object.keys(paths ?? {});
    const name = `f${++this.n}_${(keys[0] ?? 'other').replace(/^application\./, '').replace(/[^\w]/g, '_')}`;
    if (this.style === 'fillable') {
      this.doc.font('Helvetica').fontSize(size);
      this.doc.formText(name, x, y - 2, w, size + 5, { value: text, fontSize: size });
    } else if (this.style === 'handwritten') {
      const s = size + this.r.float(0.5, 3);
      const dx = x + this.r.float(0, 6); const dy = y - this.r.float(1, 4);
      this.doc.save().rotate(this.r.float(-2.2, 2.2), { origin: [dx, dy] });
      this.doc.font(this.hand).fontSize(s).fillColor('#1a2a6c').text(text, dx, dy, { lineBreak: false });
      this.doc.restore().fillColor('black').font('Helvetica');
    } else {
      this.doc.font('Courier').fontSize(size).fillColor('black').text(text, x + 2, y, { lineBreak: false });
      this.doc.font('Helvetica');
    }
    if (keys.length) { this.printed.push({ paths: keys, text, field: this.style === 'fillable' ? name : undefined }); for (const k of keys) this.truth[k] = paths![k]; }
    else if (paths) this.decoys.push(text);
  }

  /** A labelled value; place is where the label sits relative to the line / box. */
  field(label: string, text: string | null, x: number, y: number, w: number, place: Place, paths: Paths | null = {}): number {
    const lw = place === 'left' ? this.doc.font('Helvetica').fontSize(8).widthOfString(label) + 4 : 0;
    if (place === 'left') { this.label(label, x, y + 2); this.line(x + lw, y + 11, w - lw); this.value(text, x + lw, y + 1, w - lw, paths); return 16; }
    if (place === 'above') { this.label(label, x, y, 7); this.line(x, y + 21, w); this.value(text, x, y + 10, w, paths); return 26; }
    if (place === 'below') { this.line(x, y + 12, w); this.label(label, x, y + 14, 6.5); this.value(text, x, y + 2, w, paths); return 26; }
    this.box(x, y, w, 24); this.label(label, x + 2, y + 2, 6); this.value(text, x + 3, y + 11, w - 6, paths); return 24;
  }

  /** A checkbox; when checked and paths given, its label is the value read. */
  check(label: string, checked: boolean, x: number, y: number, paths: Paths = {}): number {
    this.doc.rect(x, y, 8, 8).lineWidth(0.6).strokeColor('#222').stroke();
    this.label(label, x + 11, y, 8);
    const name = `cb${++this.n}_${label.replace(/[^\w]/g, '_')}`;
    if (this.style === 'fillable') this.checkWidget(name, x, y, checked);
    else if (checked) {
      const j = this.style === 'handwritten' ? () => this.r.float(-1.2, 1.2) : () => 0;
      this.doc.moveTo(x + 1 + j(), y + 4 + j()).lineTo(x + 3.5, y + 7.5 + j()).lineTo(x + 9 + j(), y - 1.5 + j()).lineWidth(1.2).strokeColor(this.style === 'handwritten' ? '#1a2a6c' : '#000').stroke();
    }
    if (checked && Object.keys(paths).length) { this.printed.push({ paths: Object.keys(paths), text: label, field: this.style === 'fillable' ? name : undefined, check: true }); Object.assign(this.truth, paths); }
    return this.doc.font('Helvetica').fontSize(8).widthOfString(label) + 22;
  }
  private checkWidget(name: string, x: number, y: number, on: boolean): void {
    const d = this.doc as unknown as { ref: (o: object) => { end: (s?: string) => void; write?: unknown }; annotate: (x: number, y: number, w: number, h: number, o: object) => void; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } }; page: { annotations: unknown[] } };
    const mk = (body: string) => { const ref = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8] }); ref.end(body); return ref; };
    const yes = mk('0 g 1 w 1 4 m 3.5 1 l 7.5 7 l S'); const off = mk('');
    d.annotate(x, y, 8, 8, { Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }
  /** Set a truth value that comes from no single printed string (e.g. country inferred from state + tax ID). */
  infer(path: string, v: string | number | null): void { this.truth[path] = v; }

  async finish(): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end(); await done;
    const app = emptyApplication();
    const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };
    for (const [path, v] of Object.entries(this.truth)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) { const i = Number(a[1]); while (app.applicants.length <= i) app.applicants.push({ ...EMPTY }); (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v; }
      else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
    return { pdf: new Uint8Array(Buffer.concat(this.chunks)), truth: app };
  }
}
