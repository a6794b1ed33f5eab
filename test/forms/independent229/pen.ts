// Drawing for set 229: labels and furniture are page text and shapes; values are typed text, handwriting-like text
// (URW Z003, slightly turned and jittered, checkbox marks as stroked lines) or AcroForm fields only (fillable, with
// their own appearance streams and NeedAppearances false). Every value records its page, box and the truth it gives.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface PlacedValue {
  key: string;
  /** Truth paths and values (`application.legal_name` -> 'X LLC'); empty for a decoy. */
  fields: Record<string, unknown>;
  page: number;
  box: Box;
  text: string;
  via: 'text' | 'mark' | 'acroform';
  acroform_field?: string;
}

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const W = 612, H = 792;

interface Internal {
  _font: { id: string; ref(): unknown };
  _root: { data: { AcroForm?: { data: { Fields: unknown[]; NeedAppearances: boolean } } } };
  page: { annotations: unknown[] };
}
type RefLike = { write(s: string): void; end(): void };

const esc = (s: string): string => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: PlacedValue[] = [];
  private n = 0;
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  readonly style: Style;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style; this.rng = rng;
    this.doc = new PDFDocument({ size: [W, H], margin: 0, autoFirstPage: true, info: { Title: title, Creator: 'Microsoft Word', CreationDate: new Date(Date.UTC(2025, 2, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.doc.registerFont('Hand', HAND);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      (this.doc as unknown as Internal)._root.data.AcroForm!.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: [W, H], margin: 0 }); this.page++; }

  /** Static text: a label, a heading, fine print. */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; italic?: boolean } = {}): void {
    const f = o.bold ? 'Helvetica-Bold' : o.italic ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(f).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#222');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else this.doc.text(s, x, y, { lineBreak: false });
    this.doc.fillColor('black');
  }

  bar(title: string, x: number, y: number, w: number, fill: string, o: { color?: string; h?: number; size?: number } = {}): void {
    const h = o.h ?? 13;
    this.doc.rect(x, y, w, h).fill(fill);
    this.text(title, x + 5, y + (h - (o.size ?? 8)) / 2 + 1, { size: o.size ?? 8, bold: true, color: o.color ?? 'white' });
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#555', width = 0.6): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke();
  }

  rect(x: number, y: number, w: number, h: number, color = '#555', width = 0.6, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).lineWidth(width).fillAndStroke(fill, color);
    else this.doc.rect(x, y, w, h).lineWidth(width).strokeColor(color).stroke();
  }

  /** A value written at (x, y top) within width w. Null or '' leaves the blank empty. fields {} = decoy. */
  val(key: string, s: string | null | undefined, x: number, y: number, w: number, fields: Record<string, unknown> | null = {}, size = 9): void {
    if (s === null || s === undefined || s === '') return;
    const rec = (p: PlacedValue): void => { if (fields) this.placed.push(p); };
    const box: Box = [x, H - y - size - 2, x + w, H - y + 1];
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.textField(name, s, x, y - 2, w, size + 5, size);
      rec({ key, fields: fields ?? {}, page: this.page, box: [x, H - y - size - 3, x + w, H - y + 2], text: s, via: 'acroform', acroform_field: name });
      return;
    }
    const doc = this.doc;
    if (this.style === 'handwritten') {
      const hs = size + 1.5;
      doc.font('Hand').fontSize(hs);
      let fs = hs;
      while (doc.widthOfString(s) > w && fs > 6) doc.fontSize(--fs);
      const dx = this.rng.float(0, 3), dy = this.rng.float(-1.5, 0.5), ang = this.rng.float(-2.2, 2.2);
      doc.save().rotate(ang, { origin: [x + dx, y + dy + fs] }).fillColor(this.rng.pick(['#14205a', '#1a1a1a', '#0d2f7a']));
      doc.text(s, x + dx, y + dy - 1, { lineBreak: false });
      doc.restore().fillColor('black');
      const tw = doc.widthOfString(s);
      rec({ key, fields: fields ?? {}, page: this.page, box: [x, H - y - fs - 4, x + Math.min(w, tw) + 4, H - y + 3], text: s, via: 'text' });
    } else {
      doc.font('Courier').fontSize(size);
      let fs = size;
      while (doc.widthOfString(s) > w && fs > 5) doc.fontSize(--fs);
      doc.fillColor('black').text(s, x + 1, y, { lineBreak: false });
      const tw = doc.widthOfString(s);
      box[2] = x + 1 + Math.min(w, tw);
      rec({ key, fields: fields ?? {}, page: this.page, box, text: s, via: 'text' });
    }
  }

  /** A checkbox with its label to the right; checked boxes are recorded with the label as their text. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, unknown> | null = {}, size = 8, labelSize = 7.5): number {
    const doc = this.doc;
    this.rect(x, y, size, size, '#333', 0.7);
    this.text(label, x + size + 3, y + (size - labelSize) / 2 + 0.5, { size: labelSize });
    const lw = doc.font('Helvetica').fontSize(labelSize).widthOfString(label);
    const box: Box = [x, H - y - size, x + size, H - y];
    if (this.style === 'fillable') {
      const name = this.fieldName(key + '_' + label);
      this.checkField(name, x, y, size, checked);
      if (checked && fields) this.placed.push({ key, fields, page: this.page, box, text: label, via: 'acroform', acroform_field: name });
      return x + size + 3 + lw + 12;
    }
    if (checked) {
      if (this.style === 'handwritten') {
        const j = () => this.rng.float(-1, 1);
        this.line(x - 1 + j(), y - 1 + j(), x + size + 1 + j(), y + size + 1 + j(), '#14205a', 1.2);
        this.line(x + size + 1 + j(), y - 1 + j(), x - 1 + j(), y + size + 1 + j(), '#14205a', 1.2);
        if (fields) this.placed.push({ key, fields, page: this.page, box, text: label, via: 'mark' });
      } else {
        doc.font('Helvetica-Bold').fontSize(size).fillColor('black').text('X', x + 1.2, y + 0.8, { lineBreak: false });
        if (fields) this.placed.push({ key, fields, page: this.page, box, text: label, via: 'text' });
      }
    }
    return x + size + 3 + lw + 12;
  }

  /** A drawn signature scribble (never text) over a signature line. */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const doc = this.doc;
    doc.moveTo(x, y);
    let cx = x;
    while (cx < x + w * 0.7) {
      const nx = cx + this.rng.float(6, 14);
      doc.bezierCurveTo(cx + 2, y - this.rng.float(4, 12), nx - 2, y + this.rng.float(2, 7), nx, y - this.rng.float(-2, 4));
      cx = nx;
    }
    doc.lineWidth(0.9).strokeColor('#14205a').stroke().strokeColor('black');
  }

  private fieldName(key: string): string { return `f${++this.n}_${key.replace(/[^A-Za-z0-9_]/g, '_')}`; }

  private appearance(w: number, h: number, body: string): unknown {
    const doc = this.doc;
    doc.font('Helvetica');
    const f = (doc as unknown as Internal)._font;
    const ref = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } }) as unknown as RefLike;
    ref.write(body.replace(/\/FONT/g, '/' + f.id));
    ref.end();
    return ref;
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const doc = this.doc;
    doc.font('Helvetica').fontSize(size);
    let fs = size;
    while (doc.widthOfString(value) > w - 4 && fs > 5) doc.fontSize(--fs);
    const ap = this.appearance(w, h, `/Tx BMC q BT /FONT ${fs} Tf 0 g 2 ${((h - fs) / 2 + 1).toFixed(2)} Td (${esc(value)}) Tj ET Q EMC`);
    const f = (doc as unknown as Internal)._font;
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${f.id} ${fs} Tf 0 g`), AP: { N: ap } });
  }

  private checkField(name: string, x: number, y: number, s: number, checked: boolean): void {
    const on = this.appearance(s, s, `q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.appearance(s, s, '');
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } } });
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const doc = this.doc;
    doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const internal = doc as unknown as Internal;
    internal._root.data.AcroForm!.data.Fields.push(internal.page.annotations[internal.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
