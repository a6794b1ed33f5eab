// The sheet a layout draws on, in one of three styles: typed values, handwritten values (Kalam / Patrick Hand, jittered,
// rotated, checkmarks as strokes), or fillable (values only in AcroForm fields, checkboxes as widgets with appearance
// streams). The sheet also keeps the truth: each value put with truth paths sets them, each decoy is remembered.
import PDFDocument from 'pdfkit';
import { fileURLToPath } from 'node:url';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Paths = Record<string, unknown>;
const FONT_DIR = fileURLToPath(new URL('../../../node_modules/@fontsource/', import.meta.url));
const HANDS = [`${FONT_DIR}kalam/files/kalam-latin-400-normal.woff`, `${FONT_DIR}patrick-hand/files/patrick-hand-latin-400-normal.woff`];

export interface Printed { path: string; text: string; field?: string; check?: boolean }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  readonly decoys: { key: string; text: string }[] = [];
  readonly fields = new Set<string>();
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private hand: string;
  private handSize: number;
  private typedFont: string;

  readonly style: Style;
  readonly r: Rng;
  readonly lr: Rng;

  constructor(style: Style, r: Rng, title: string, lr: Rng) {
    this.style = style; this.r = r; this.lr = lr;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'pdfkit', Creator: title, CreationDate: new Date(Date.UTC(2025, 4, 6)), ModDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.hand = r.pick(HANDS);
    this.doc.registerFont('hand', this.hand);
    this.handSize = r.float(10, 12.5);
    this.typedFont = r.pick(['Helvetica', 'Courier', 'Times-Roman']);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  // --- page furniture (always page text) ---
  text(t: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#000');
    this.doc.text(t, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
    this.doc.fillColor('#000');
  }
  /** A caption in small caps: capitals at 6.5pt, as real broker forms print them at the top of a box. */
  caption(t: string, x: number, y: number, size = 6): void { this.text(t.toUpperCase(), x, y, { size, font: 'Helvetica', color: '#333' }); }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; lw?: number } = {}): void {
    this.doc.lineWidth(o.lw ?? 0.6);
    if (o.fill) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, '#000'); else this.doc.rect(x, y, w, h).stroke('#000');
    this.doc.fillColor('#000');
  }
  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5): void { this.doc.lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke('#000'); }
  bar(t: string, x: number, y: number, w: number, fill = '#1f3a5f', h = 13): void {
    this.doc.rect(x, y, w, h).fill(fill);
    this.text(t, x + 5, y + 3, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
  }
  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  // --- values ---
  private setPaths(paths: Paths): void {
    for (const [p, v] of Object.entries(paths)) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(p);
      if (!a) { (this.truth as unknown as Record<string, unknown>)[p] = v; continue; }
      const i = Number(a[1]);
      while (this.truth.applicants.length <= i) this.truth.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      (this.truth.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
    }
  }

  /** A value in the box (x, y top, w, h); the text sits on the box's lower part. Blank text draws nothing (an empty
   *  field when fillable) and sets no truth. */
  value(name: string, text: string | null | undefined, x: number, y: number, w: number, h: number, paths: Paths = {}, o: { decoy?: boolean; size?: number } = {}): void {
    const t = (text ?? '').trim();
    const fname = this.uniq(name);
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(fname, x + 1, y + 1, w - 2, h - 2, { value: t, fontSize: Math.min(9, h - 4) });
    } else if (t) {
      const d = this.doc;
      if (this.style === 'typed') {
        let size = o.size ?? Math.min(9, h - 3);
        d.font(this.typedFont).fontSize(size);
        while (size > 5 && d.widthOfString(t) > w - 4) d.fontSize((size -= 0.5));
        d.fillColor('#000').text(t, x + 2, y + h - size - 1.5, { lineBreak: false });
      } else {
        let size = (o.size ?? this.handSize) * this.r.float(0.92, 1.08);
        d.font('hand').fontSize(size);
        while (size > 6 && d.widthOfString(t) > w - 6) d.fontSize((size -= 0.5));
        const tx = x + 3 + this.r.float(0, 4), ty = y + h - size * 1.25 + this.r.float(-2, 1.5);
        d.save().rotate(this.r.float(-2.2, 2.2), { origin: [tx, ty + size] }).fillColor(this.r.pick(['#1a1a6e', '#111', '#22305a'])).text(t, tx, ty, { lineBreak: false }).restore();
        d.fillColor('#000');
      }
    }
    if (!t) return;
    if (o.decoy) { this.decoys.push({ key: name, text: t }); return; }
    this.setPaths(paths);
    for (const p of Object.keys(paths)) this.printed.push({ path: p, text: t, field: this.style === 'fillable' ? fname : undefined });
  }

  /** A checkbox (x, y top-left, side s) with its label to the right; checked sets the paths to the label's reading. */
  check(name: string, label: string, x: number, y: number, checked: boolean, paths: Paths = {}, s = 7.5): number {
    const d = this.doc, fname = this.uniq(name);
    d.lineWidth(0.6).rect(x, y, s, s).stroke('#000');
    this.text(label, x + s + 3, y + 0.5, { size: 7.5 });
    if (this.style === 'fillable') {
      // built whole here: pdfkit's formCheckbox ends the widget before an appearance could be added
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      on.end(`q 0 g 0 G 1.1 w 1.2 ${s * 0.5} m ${s * 0.4} 1.2 l ${s - 1} ${s - 1} l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      off.end('');
      d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(fname), F: 4, V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        AP: { N: { Yes: on, Off: off } } } as unknown as PDFKit.Mixins.AnnotationOption);
      const pg = d.page as unknown as { annotations: unknown[] };
      (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(pg.annotations.at(-1));
    } else if (checked) {
      if (this.style === 'typed') this.text('X', x + 1.2, y + 0.6, { size: s, font: 'Helvetica-Bold' });
      else {
        const j = () => this.r.float(-0.8, 0.8);
        d.lineWidth(1.2).strokeColor('#1a1a6e');
        if (this.r.chance(0.6)) d.moveTo(x + 0.5 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4 + j(), y + s + j()).lineTo(x + s + 2 + j(), y - 2.5 + j()).stroke();
        else d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
        d.strokeColor('#000');
      }
    }
    if (checked) {
      this.setPaths(paths);
      for (const p of Object.keys(paths)) this.printed.push({ path: p, text: label, field: this.style === 'fillable' ? fname : undefined, check: true });
    }
    return x + s + 3 + this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 10;
  }

  /** A row of options, one of them (or none) checked. */
  checkRow(name: string, options: string[], chosen: string | null, x: number, y: number, paths: (label: string) => Paths): number {
    let cx = x;
    for (const opt of options) cx = this.check(`${name}_${opt.replace(/\W+/g, '_').toLowerCase()}`, opt, cx, y, opt === chosen, opt === chosen ? paths(opt) : {});
    return cx;
  }

  private uniq(name: string): string {
    let n = name, i = 2;
    while (this.fields.has(n)) n = `${name}_${i++}`;
    this.fields.add(n);
    return n;
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
