// The printed paper: a pdfkit document with the form's own text, and the merchant's values filled in one of three
// ways (typed, handwritten, AcroForm fields). Values drawn as decoys are remembered so the test can check them.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
type Font = 'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'Times-Bold' | 'Times-Italic' | 'Courier';
interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface Internals {
  _font: { id: string; ref(): unknown };
  page: { annotations: Ref[] };
  ref(data: object): Ref;
  _fieldDict(name: string, type: string, options: object): Record<string, unknown>;
  _addToParent(ref: Ref): void;
}
export interface TextOpts { size?: number; font?: Font; width?: number; align?: 'left' | 'center' | 'right' | 'justify' }

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly decoys: string[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private n = 0;
  private readonly hand: string;
  private readonly mark: 'lines' | 'letter' | 'check';

  readonly style: Style;
  readonly r: Rng;

  /** A fillable form printed (for a scan): the fields' values drawn as their appearances would show them. PDFium,
   *  which the scanner renders with, does not draw form widgets without a form environment. */
  private readonly flat: boolean;

  constructor(style: Style, r: Rng, landscape = false, flat = false) {
    this.style = style;
    this.r = r;
    this.doc = new PDFDocument({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 0, compress: true,
      info: { CreationDate: new Date(Date.UTC(2025, 0, 2)), Producer: 'Forms 18', Creator: 'Forms 18' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.font('Helvetica');
    this.flat = flat;
    if (style === 'fillable' && !flat) this.doc.initForm();
    this.hand = r.pick(['Times-Italic', 'Courier-Oblique', 'Helvetica-Oblique', 'Times-BoldItalic']);
    this.mark = r.pick(['lines', 'lines', 'letter', 'check'] as const);
  }

  addPage(landscape = false): void {
    this.doc.addPage({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 0 });
  }

  /** The form's own printed text; returns the y below it. */
  t(str: string, x: number, y: number, o: TextOpts = {}): number {
    const size = o.size ?? 8;
    this.doc.font(o.font ?? 'Helvetica').fontSize(size).fillColor('black');
    const opts = { width: o.width, align: o.align, lineGap: 1, lineBreak: o.width !== undefined };
    this.doc.text(str, x, y, opts);
    return y + (o.width ? this.doc.heightOfString(str, opts) : size + 2);
  }

  /** A paragraph of prose (fine print); returns the y below it plus a gap. */
  para(str: string, x: number, y: number, width: number, size = 7.5, font: Font = 'Times-Roman'): number {
    return this.t(str, x, y, { size, font, width, align: 'justify' }) + size * 0.6;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor('black').stroke();
  }

  rect(x: number, y: number, w: number, h: number, width = 0.6): void {
    this.doc.rect(x, y, w, h).lineWidth(width).strokeColor('black').stroke();
  }

  /** A filled-in value on a blank line at (x, y) of width w. An empty text leaves the line blank. */
  v(text: string, x: number, y: number, w: number, o: { size?: number; decoy?: boolean; line?: boolean } = {}): void {
    const size = o.size ?? 9;
    if (o.line !== false) this.line(x, y + size + 1.5, x + w, y + size + 1.5, 0.4);
    if (o.decoy && text) this.decoys.push(text);
    if (!text) return;
    if (this.style === 'fillable' && !this.flat) { this.field(text, x, y - 1, w, size + 3); return; }
    if (this.style === 'fillable') {
      this.doc.font('Helvetica').fontSize(size).fillColor('black').text(text, x + 2, y + 1, { lineBreak: false });
      return;
    }
    if (this.style === 'typed') {
      this.doc.font('Courier').fontSize(size).fillColor('black').text(text, x + 2, y + 0.5, { lineBreak: false });
      return;
    }
    const angle = this.r.float(-2.2, 2.2), dx = this.r.float(0, 4), dy = this.r.float(-1.5, 1);
    this.doc.save().rotate(angle, { origin: [x + dx, y + size] });
    this.doc.font(this.hand).fontSize(size * this.r.float(1.02, 1.15)).fillColor('#1a2a7a').text(text, x + 2 + dx, y + dy - 1, { lineBreak: false });
    this.doc.restore().fillColor('black');
  }

  /** A checkbox with its label; returns the x after the label. The mark: a drawn X, a letter X or a check glyph. */
  box(label: string, x: number, y: number, checked: boolean, size = 8): number {
    const s = size;
    if (this.style === 'fillable' && !this.flat) this.checkField(label, x, y, s, checked);
    else {
      this.rect(x, y, s, s, 0.6);
      if (checked) this.drawMark(x, y, s);
    }
    this.t(label, x + s + 3, y + 0.5, { size });
    return x + s + 3 + this.doc.font('Helvetica').fontSize(size).widthOfString(label) + 10;
  }

  private drawMark(x: number, y: number, s: number): void {
    const j = this.style === 'handwritten' ? this.r.float(-1.2, 1.2) : 0;
    if (this.mark === 'lines') {
      this.doc.lineWidth(1.1).strokeColor(this.style === 'handwritten' ? '#1a2a7a' : 'black');
      this.doc.moveTo(x + 1 + j, y + 1).lineTo(x + s - 1, y + s - 1 + j).moveTo(x + s - 1, y + 1 - j).lineTo(x + 1, y + s - 1).stroke();
      this.doc.strokeColor('black');
    } else if (this.mark === 'letter') {
      this.doc.font(this.style === 'handwritten' ? this.hand : 'Helvetica-Bold').fontSize(s + 1).fillColor('black').text('X', x + 1 + j, y - 0.5, { lineBreak: false });
    } else {
      this.doc.font('ZapfDingbats').fontSize(s).fillColor('black').text('4', x + 0.5 + j, y + 0.5, { lineBreak: false });
    }
  }

  private internals(): Internals { return this.doc as unknown as Internals; }

  private xobject(w: number, h: number, content: string, withFont: boolean): Ref {
    const d = this.internals();
    this.doc.font('Helvetica');
    const res = withFont ? { Font: { [d._font.id]: d._font.ref() } } : {};
    const xo = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: res });
    xo.end(content.replace('/FONT', `/${d._font.id}`));
    return xo;
  }

  private widget(name: string, type: string, x: number, y: number, w: number, h: number, extra: Record<string, unknown>): void {
    const d = this.internals();
    this.doc.font('Helvetica');
    const dict = { ...d._fieldDict(name, type, type === 'text' ? { value: extra.V } : {}), Subtype: 'Widget', F: 4, ...extra };
    this.doc.annotate(x, y, w, h, dict as unknown as PDFKit.Mixins.AnnotationOption);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]!);
  }

  private field(text: string, x: number, y: number, w: number, h: number): void {
    const size = h - 3;
    const ap = this.xobject(w, h, `/Tx BMC q BT /FONT ${size} Tf 0 g 2 3 Td (${esc(text)}) Tj ET Q EMC`, true);
    this.widget(`value${++this.n}`, 'text', x, y, w, h, { V: new String(text), AP: { N: ap } });
  }

  private checkField(label: string, x: number, y: number, s: number, checked: boolean): void {
    this.rect(x, y, s, s, 0.6);
    const on = this.xobject(s, s, `q 1.1 w 0 G 1 1 m ${s - 1} ${s - 1} l S ${s - 1} 1 m 1 ${s - 1} l S Q`, false);
    const off = this.xobject(s, s, '', false);
    const state = checked ? 'Yes' : 'Off';
    this.widget(`cb${++this.n} ${label}`, 'checkbox', x, y, s, s, { V: state, AS: state, AP: { N: { Yes: on, Off: off } } });
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
