// Drawing for set 55: a thin layer over pdfkit that puts small-print captions, rules, numbered boxes and checkboxes
// on the page, and each value in the style asked: typed text, a handwriting font (tilted, off the line, its checks
// drawn strokes), or AcroForm fields (page text = labels only; checkboxes with Yes/Off appearance states).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
const req = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];

interface RawRef { data: Record<string, unknown>; write(s: string): void; end(): void }
interface RawDoc { ref(d: Record<string, unknown>): RawRef; _root: { data: { AcroForm: { data: { Fields: RawRef[] } } } } }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly decoys: string[] = [];
  private names = new Map<string, number>();
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  /** Font of typed values. */
  typeFont = 'Courier';
  typeSize = 8;

  readonly style: Style;
  readonly r: Rng;

  constructor(style: Style, r: Rng, title: string) {
    this.style = style;
    this.r = r;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true,
      info: { Title: title, Producer: 'FormDesk 4.2', Creator: 'FormDesk', CreationDate: new Date(0), ModDate: new Date(0) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    if (style === 'handwritten') this.doc.registerFont('hand', req.resolve(r.pick(HANDS)));
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  page(landscape = false): void {
    this.doc.addPage({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 0 });
  }

  get w(): number { return this.doc.page.width; }
  get h(): number { return this.doc.page.height; }

  /** Static page text (captions, headings, legal text), top of the text at y. */
  text(x: number, y: number, s: string, size = 6.5, font = 'Helvetica', o: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.font(font).fontSize(size).fillColor('black').text(s, x, y, { lineBreak: false, ...o });
  }

  bold(x: number, y: number, s: string, size = 7): void { this.text(x, y, s, size, 'Helvetica-Bold'); }

  /** A filled band with a white heading. */
  band(x: number, y: number, w: number, s: string, size = 7, h = 10): void {
    this.doc.rect(x, y, w, h).fill('#1f2f3f');
    this.doc.font('Helvetica-Bold').fontSize(size).fillColor('white').text(s, x + 3, y + (h - size) / 2 + 0.5, { lineBreak: false });
    this.doc.fillColor('black');
  }

  rule(x1: number, x2: number, y: number, width = 0.5): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor('black').stroke();
  }

  rect(x: number, y: number, w: number, h: number, width = 0.5): void { this.doc.rect(x, y, w, h).lineWidth(width).strokeColor('black').stroke(); }

  /** Wrapped paragraph; returns the y under it. */
  para(x: number, y: number, w: number, s: string, size = 5.5, font = 'Helvetica'): number {
    this.doc.font(font).fontSize(size).fillColor('black');
    const h = this.doc.heightOfString(s, { width: w, lineGap: 0.3 });
    this.doc.text(s, x, y, { width: w, lineGap: 0.3, align: 'justify' });
    return y + h + 2;
  }

  private uniq(key: string): string {
    const k = key.replace(/[^A-Za-z0-9_.]/g, '_');
    const n = (this.names.get(k) ?? 0) + 1;
    this.names.set(k, n);
    return n === 1 ? k : `${k}_${n}`;
  }

  /** A value whose baseline sits on y (a rule's height), within width w. `decoy`: not the application's. */
  value(x: number, y: number, w: number, v: string | null, key: string, decoy = false): void {
    if (v && decoy) this.decoys.push(v);
    if (this.style === 'fillable') {
      const h = Math.min(11, this.typeSize + 3);
      this.doc.font('Helvetica').formText(this.uniq(key), x, y - h, w, h, { value: v ?? '' });
      return;
    }
    if (!v) return;
    if (this.style === 'typed') {
      let size = this.typeSize;
      this.doc.font(this.typeFont);
      while (size > 5 && this.doc.fontSize(size).widthOfString(v) > w - 2) size -= 0.5;
      this.doc.fontSize(size).fillColor('black').text(v, x + 1.5, y - size - 0.5, { lineBreak: false });
      return;
    }
    const r = this.r;
    let size = r.float(8.5, 11);
    this.doc.font('hand');
    while (size > 5.5 && this.doc.fontSize(size).widthOfString(v) > w - 4) size -= 0.5;
    const dx = r.float(1, 4), dy = r.float(-2.5, 1.5), a = r.float(-2.2, 2.2);
    this.doc.save().rotate(a, { origin: [x + dx, y] });
    this.doc.fontSize(size).fillColor('#1d2a6b').text(v, x + dx, y - size * 1.05 + dy, { lineBreak: false });
    this.doc.restore().fillColor('black');
  }

  /** Value on a rule with its caption BELOW the rule (caption-under style). */
  under(x: number, y: number, w: number, caption: string, v: string | null, key: string, decoy = false, size = 6): void {
    this.rule(x, x + w - 4, y, 0.4);
    this.text(x, y + 1.2, caption, size);
    this.value(x, y - 0.8, w - 4, v, key, decoy);
  }

  /** Caption at the left, value on a rule to its right. */
  left(x: number, y: number, w: number, caption: string, v: string | null, key: string, decoy = false, size = 6.5): void {
    this.text(x, y - size, caption, size);
    const cw = this.doc.font('Helvetica').fontSize(size).widthOfString(caption) + 3;
    this.rule(x + cw, x + w - 4, y, 0.4);
    this.value(x + cw, y - 0.8, w - cw - 4, v, key, decoy);
  }

  /** A numbered box ("1a Legal name") of a grid form: caption at its top-left, value in its lower part. */
  boxed(x: number, y: number, w: number, h: number, num: string, caption: string, v: string | null, key: string, decoy = false): void {
    this.rect(x, y, w, h, 0.4);
    if (num) this.text(x + 1.5, y + 1.5, num, 6, 'Helvetica-Bold');
    const nw = num ? this.doc.font('Helvetica-Bold').fontSize(6).widthOfString(num) + 3 : 0;
    this.text(x + 1.5 + nw, y + 1.5, caption, 6);
    this.value(x + 1, y + h - 2, w - 2, v, key, decoy);
  }

  /** A checkbox with its label at the right; returns the x after it. */
  check(x: number, y: number, label: string, on: boolean, key: string, size = 6.5): number {
    const s = size + 1;
    this.rect(x, y, s, s, 0.5);
    this.text(x + s + 2, y + 0.8, label, size);
    const end = x + s + 6 + this.doc.font('Helvetica').fontSize(size).widthOfString(label);
    if (this.style === 'fillable') { this.acroCheck(this.uniq(key), x, y, s, on); return end; }
    if (!on) return end;
    if (this.style === 'typed') { this.text(x + 1.2, y + 0.6, 'X', size + 0.5, 'Helvetica-Bold'); return end; }
    const r = this.r, j = (): number => r.float(-0.8, 0.8);
    this.doc.save().lineWidth(r.float(0.9, 1.4)).strokeColor('#1d2a6b').lineCap('round')
      .moveTo(x + 1 + j(), y + s * 0.55 + j()).lineTo(x + s * 0.42 + j(), y + s - 0.5 + j()).lineTo(x + s + 2.5 + j(), y - 2.5 + j()).stroke().restore();
    return end;
  }

  private acroCheck(name: string, x: number, y: number, s: number, on: boolean): void {
    const raw = this.doc as unknown as RawDoc;
    const mk = (body: string): RawRef => {
      const ref = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      ref.write(body);
      ref.end();
      return ref;
    };
    const yes = mk(`q 0 g 0.9 w 1.2 ${s * 0.5} m ${s * 0.4} 1.2 l ${s - 1} ${s - 1} l S Q`);
    const off = mk('');
    const H = this.h;
    const w = raw.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, Rect: [x, H - y - s, x + s, H - y],
      V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('4') }, Border: [0, 0, 0] });
    w.end();
    (this.doc.page.annotations as RawRef[]).push(w);
    raw._root.data.AcroForm.data.Fields.push(w);
  }

  /** A signature line (left empty: the signature is not a field). */
  signature(x: number, y: number, w: number, caption: string): void {
    this.rule(x, x + w, y, 0.5);
    this.text(x, y + 1.2, caption, 6);
    if (this.style === 'handwritten') {
      const r = this.r;
      this.doc.save().lineWidth(0.8).strokeColor('#1d2a6b').moveTo(x + 8, y - 3);
      for (let i = 1; i <= 6; i++) this.doc.bezierCurveTo(x + 8 + i * 9 - 6, y - 12 + r.float(0, 4), x + 8 + i * 9 - 3, y + r.float(-2, 2), x + 8 + i * 9, y - 4 + r.float(-2, 2));
      this.doc.stroke().restore();
    }
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
