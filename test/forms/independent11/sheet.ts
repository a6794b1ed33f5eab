// A page canvas for this set's layouts: shaded section bars, labels, underlined value rows, radio circles and square
// boxes, in three styles (typed text, handwriting, AcroForm fields). Every value drawn is recorded with the truth paths
// it gives; every decoy with its key, so the truth is exactly what the page prints.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
export type Mark = 'xlines' | 'letterX' | 'check' | 'fill';
export interface Printed { text: string; fields: Fields; name: string; page: number; check: boolean }
export interface DecoyRec { key: string; text: string; name: string }
export interface SheetLook { color: string; tint: string; labelFont: 'Helvetica' | 'Times-Roman'; valueFont: 'Helvetica' | 'Courier'; mark: Mark }

const require = createRequire(import.meta.url);
const font = (pkg: string, file: string) => readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`));
let hands: Buffer[] | null = null;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: DecoyRec[] = [];
  page = 1;
  private names = new Set<string>();
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private hand: string;

  readonly style: Style;
  readonly rng: Rng;
  readonly look: SheetLook;

  constructor(style: Style, rng: Rng, look: SheetLook) {
    this.style = style; this.rng = rng; this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Producer: 'Form filler', Creator: 'Broker portal', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    hands ??= [font('kalam', 'kalam-latin-400-normal.woff'), font('patrick-hand', 'patrick-hand-latin-400-normal.woff')];
    this.doc.registerFont('Hand0', hands[0]!);
    this.doc.registerFont('Hand1', hands[1]!);
    this.hand = rng.pick(['Hand0', 'Hand1']);
    if (style === 'fillable') { this.doc.font('Helvetica'); this.doc.initForm(); }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** A shaded section bar across the page with its title in white (or dark on a light tint). */
  bar(title: string, y: number, x = 36, w = 540, light = false): number {
    this.doc.save().rect(x, y, w, 15).fill(light ? this.look.tint : this.look.color).restore();
    this.doc.font('Helvetica-Bold').fontSize(8.5).fillColor(light ? '#111111' : '#ffffff').text(title, x + 6, y + 4, { lineBreak: false });
    this.doc.fillColor('#000000');
    return y + 22;
  }

  label(text: string, x: number, y: number, size = 7.5, bold = false): number {
    this.doc.font(bold ? 'Helvetica-Bold' : this.look.labelFont).fontSize(size).fillColor('#222222').text(text, x, y, { lineBreak: false });
    this.doc.fillColor('#000000');
    return this.doc.widthOfString(text);
  }

  para(text: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font(this.look.labelFont).fontSize(size).fillColor('#333333').text(text, x, y, { width: w, align: 'justify' });
    this.doc.fillColor('#000000');
    return this.doc.y + 4;
  }

  uline(x: number, y: number, w: number): void {
    this.doc.save().moveTo(x, y).lineTo(x + w, y).lineWidth(0.6).strokeColor('#555555').stroke().restore();
  }

  private unique(name: string): string {
    let n = name, k = 2;
    while (this.names.has(n)) n = `${name}_${k++}`;
    this.names.add(n);
    return n;
  }

  /** Draws a value whose baseline sits on the line at y (an underline or a box's bottom), x..x+w. */
  put(text: string, x: number, y: number, w: number, name: string): string {
    const n = this.unique(name);
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(n, x, y - 12, w, 12, { value: text, fontSize: 9 });
    } else if (this.style === 'handwritten') {
      const size = this.rng.float(10.5, 13), dx = this.rng.float(1, 8), dy = this.rng.float(-1.5, 1.5);
      this.doc.save().rotate(this.rng.float(-2.2, 2.2), { origin: [x + dx, y] });
      this.doc.font(this.hand).fontSize(size).fillColor('#1a2a6c').text(text, x + dx, y - size + dy, { lineBreak: false });
      this.doc.restore().fillColor('#000000');
    } else {
      this.doc.font(this.look.valueFont).fontSize(9.5).fillColor('#000000').text(text, x + 3, y - 10.5, { lineBreak: false });
    }
    return n;
  }

  /** A value: recorded with its truth paths; null prints nothing, or the filler (`N/A`, `—`) a form writes for none. */
  val(text: string | null, x: number, y: number, w: number, fields: Fields, name: string, filler?: string): void {
    if (text === null) { if (filler) this.put(filler, x, y, w, name); return; }
    this.printed.push({ text, fields, name: this.put(text, x, y, w, name), page: this.page, check: false });
  }

  /** A printed value that is not the application's (landlord, bank, ISO rep ...). */
  decoy(key: string, text: string, x: number, y: number, w: number): void {
    this.decoys.push({ key, text, name: this.put(text, x, y, w, key) });
  }

  /** A value that repeats one already recorded (a printed name under a signature): neither truth nor decoy. */
  repeat(text: string, x: number, y: number, w: number, name: string): void { this.put(text, x, y, w, name); }

  /** `Label: ________ value`: the label before an underlined row. */
  row(lab: string, text: string | null, x: number, y: number, w: number, fields: Fields, name: string, filler?: string): void {
    const lw = this.label(lab, x, y - 7) + 4;
    this.uline(x + lw, y, w - lw);
    this.val(text, x + lw, y, w - lw, fields, name, filler);
  }

  decoyRow(lab: string, text: string, x: number, y: number, w: number, key: string): void {
    const lw = this.label(lab, x, y - 7) + 4;
    this.uline(x + lw, y, w - lw);
    this.decoy(key, text, x + lw, y, w - lw);
  }

  /** A row of radio circles or square boxes with their labels; the checked option gets this sheet's mark (or, fillable,
   *  an AcroForm checkbox whose V and AS are /Yes). Returns the x after the last option. */
  choice(options: readonly string[], checked: number | null, x: number, y: number, fields: Fields, name: string, circle: boolean, gap = 10): number {
    let cx = x;
    for (const [i, opt] of options.entries()) {
      const s = 8;
      if (circle) this.doc.save().circle(cx + s / 2, y + s / 2, s / 2).lineWidth(0.7).stroke().restore();
      else this.doc.save().rect(cx, y, s, s).lineWidth(0.7).stroke().restore();
      const on = i === checked;
      const fname = `${name}_${opt.replace(/[^A-Za-z0-9]+/g, '_')}`;
      if (this.style === 'fillable') this.checkbox(this.unique(fname), cx, y, s, on, circle);
      else if (on) this.mark(cx, y, s, circle);
      if (on) this.printed.push({ text: opt, fields, name: fname, page: this.page, check: true });
      cx += s + 3 + this.label(opt, cx + s + 3, y + 1, 7.5) + gap;
    }
    return cx;
  }

  private mark(x: number, y: number, s: number, circle: boolean): void {
    const d = this.doc, j = this.style === 'handwritten' ? this.rng.float(-1.5, 1.5) : 0;
    d.save().strokeColor(this.style === 'handwritten' ? '#1a2a6c' : '#000000').fillColor(this.style === 'handwritten' ? '#1a2a6c' : '#000000');
    switch (this.look.mark) {
      case 'xlines': d.moveTo(x - 1 + j, y - 1).lineTo(x + s + 1, y + s + 1 + j).moveTo(x + s + 1 + j, y - 1).lineTo(x - 1, y + s + 1).lineWidth(1.2).stroke(); break;
      case 'letterX': d.font(this.style === 'handwritten' ? this.hand : 'Helvetica-Bold').fontSize(10).text('X', x + 0.5 + j, y - 1, { lineBreak: false }); break;
      case 'check': d.moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 2 + j, y - 2).lineWidth(1.4).stroke(); break;
      case 'fill': if (circle) d.circle(x + s / 2, y + s / 2, s / 2 - 1.5).fill(); else d.rect(x + 1.5, y + 1.5, s - 3, s - 3).fill(); break;
    }
    d.restore();
  }

  private checkbox(name: string, x: number, y: number, s: number, on: boolean, circle: boolean): void {
    const doc = this.doc as unknown as { ref(d: object): { end(c?: string): void }; annotate(x: number, y: number, w: number, h: number, o: object): void;
      page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    const ap = (draw: string) => { const r = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} }); r.end(draw); return r; };
    const c = s / 2, k = 0.55 * (c - 2);
    const dot = circle ? `0 g ${c} ${c - (c - 2)} m ${c + k} ${2} ${s - 2} ${c - k} ${s - 2} ${c} c ${s - 2} ${c + k} ${c + k} ${s - 2} ${c} ${s - 2} c ${c - k} ${s - 2} 2 ${c + k} 2 ${c} c 2 ${c - k} ${c - k} 2 ${c} 2 c f`
      : `0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S`;
    doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', F: 4,
      AP: { N: { Yes: ap(dot), Off: ap('') } }, MK: { CA: new String(circle ? 'l' : '8') }, DA: new String('/ZaDb 0 Tf 0 g') });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  /** A signature as a pen scribble (no text), for the signature lines. */
  scribble(x: number, y: number, w: number): void {
    const d = this.doc.save().lineWidth(1).strokeColor('#1a2a6c').moveTo(x, y);
    for (let i = 0; i < 6; i++) d.bezierCurveTo(x + (i + 0.3) * (w / 6), y - this.rng.int(4, 14), x + (i + 0.6) * (w / 6), y + this.rng.int(0, 6), x + (i + 1) * (w / 6), y - this.rng.int(0, 5));
    d.stroke().restore();
  }

  /** The application the recorded values give: null for every value not printed. */
  truth(owners: number): TruthApplication {
    const app = emptyApplication();
    const blank = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
      tax_id_type: null, tax_id_country: null, date_of_birth: null });
    app.applicants = Array.from({ length: owners }, blank);
    for (const p of this.printed) {
      for (const [path, v] of Object.entries(p.fields)) {
        const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
        if (a) (app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
        else (app as unknown as Record<string, unknown>)[path] = v;
      }
    }
    return app;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
