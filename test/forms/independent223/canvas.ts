// A pdfkit page with the three ways a value gets onto an application form: typed (Courier), handwritten (URW Z003,
// rotated and jittered, checkmarks as drawn strokes) or fillable (an AcroForm field with its own appearance stream,
// nothing drawn as page text). Every value is recorded with its page and box (PDF points, origin bottom left).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
/** What a value gives: truth paths and values; empty for a decoy. */
export type Fields = Record<string, string | number | null>;
export interface Val { key: string; text: string; fields: Fields }
export interface PlacedValue {
  key: string; text: string; page: number; box: Box; fields: Fields;
  via: 'text' | 'acroform' | 'checkbox'; acroform_field?: string;
}

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const W = 612, H = 792;

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: PlacedValue[] = [];
  page = 0;
  private names = new Set<string>();
  private helv: unknown;
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  readonly style: Style;
  private r: Rng;

  constructor(style: Style, r: Rng, title: string) {
    this.style = style;
    this.r = r;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'FormWorks PDF', Creator: title, CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.doc.registerFont('hand', HAND);
    this.addPage();
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const d = this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } }; _font: { ref(): unknown } };
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helv = d._font.ref();
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static form text (labels, headings, fine print). */
  label(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; oblique?: boolean } = {}): void {
    const f = o.bold ? 'Helvetica-Bold' : o.oblique ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(f).fontSize(o.size ?? 7).fillColor(o.color ?? '#222');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 0.5 });
    else this.doc.text(s, x, y, { lineBreak: false });
    this.doc.fillColor('#000');
  }

  bar(title: string, x: number, y: number, w: number, fill: string, text = '#fff', h = 13): void {
    this.doc.save().rect(x, y, w, h).fill(fill).restore();
    this.label(title, x + 5, y + (h - 8) / 2 + 0.5, { size: 8, bold: true, color: text });
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#555', w = 0.6): void {
    this.doc.save().moveTo(x0, y0).lineTo(x1, y1).lineWidth(w).strokeColor(color).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, color = '#555', lw = 0.6, fill?: string): void {
    this.doc.save().rect(x, y, w, h).lineWidth(lw);
    if (fill) this.doc.fillAndStroke(fill, color); else this.doc.strokeColor(color).stroke();
    this.doc.restore();
  }

  private fieldName(key: string): string {
    let n = key, i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value written in the blank whose baseline area is (x, y) .. (x + w, y + h) (top-left coordinates). */
  value(v: Val | null, x: number, y: number, w: number, h = 12): void {
    if (!v || v.text === '') return;
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(v.key);
      let size = Math.min(9, h - 3);
      d.font('Helvetica').fontSize(size);
      while (size > 5 && d.widthOfString(v.text) > w - 3) d.fontSize(--size);
      const esc = v.text.replace(/[\\()]/g, (c) => `\\${c}`);
      const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helv } } });
      ap.write(`/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${esc}) Tj ET Q EMC`);
      ap.end(undefined as never);
      this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(v.text), DA: new String(`/Helv ${size} Tf 0 g`),
        DR: { Font: { Helv: this.helv } }, AP: { N: ap } });
      this.placed.push({ key: v.key, text: v.text, page: this.page, box: [x, H - y - h, x + w, H - y], fields: v.fields, via: 'acroform', acroform_field: name });
      return;
    }
    let size: number;
    if (this.style === 'handwritten') {
      size = 11;
      d.font('hand').fontSize(size);
      while (size > 6 && d.widthOfString(v.text) > w) d.fontSize(--size);
      const jx = this.r.float(0, 3), jy = this.r.float(-1.5, 1), rot = this.r.float(-2.2, 2.2);
      const tw = d.widthOfString(v.text);
      d.save().rotate(rot, { origin: [x + jx, y + h] });
      d.fillColor('#1a2a6c').text(v.text, x + jx, y + h - size * 0.95 + jy, { lineBreak: false });
      d.restore().fillColor('#000');
      const pad = (tw * Math.abs(Math.sin((rot * Math.PI) / 180))) + 2;
      this.placed.push({ key: v.key, text: v.text, page: this.page, box: [x + jx, H - y - h - pad + jy, x + jx + tw, H - y + pad + jy], fields: v.fields, via: 'text' });
      return;
    }
    size = 8.5;
    d.font('Courier').fontSize(size);
    while (size > 5 && d.widthOfString(v.text) > w) d.fontSize(--size);
    const tw = d.widthOfString(v.text);
    d.text(v.text, x + 2, y + h - size - 1, { lineBreak: false });
    this.placed.push({ key: v.key, text: v.text, page: this.page, box: [x + 2, H - (y + h - 1), x + 2 + tw, H - (y + h - size - 1)], fields: v.fields, via: 'text' });
  }

  /** A widget annotation that is its own field, added to the AcroForm. */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as unknown as { annotate(x: number, y: number, w: number, h: number, o: object): void;
      page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations.at(-1));
  }

  /** Label above and a blank underneath: the common "stacked" cell. */
  cell(lbl: string, v: Val | null, x: number, y: number, w: number, o: { boxed?: boolean; under?: boolean } = {}): void {
    this.label(lbl, x + 2, y + 1, { size: 6 });
    if (o.boxed) this.rect(x, y, w, 24, '#777', 0.5);
    else this.line(x, y + 23, x + w - 4, y + 23, '#666');
    this.value(v, x + 2, y + 9, w - 8, 13);
  }

  /** Label left and blank right on one line. */
  row(lbl: string, v: Val | null, x: number, y: number, w: number, lw = 80): void {
    this.label(lbl, x, y + 4, { size: 7 });
    this.line(x + lw, y + 12, x + w, y + 12, '#777');
    this.value(v, x + lw + 1, y, w - lw - 3, 12);
  }

  /** A checkbox with its label; a checked box's value (fields) is recorded under the label's text. */
  check(lbl: string, x: number, y: number, checked: boolean, key: string, fields: Fields = {}): void {
    const d = this.doc;
    this.rect(x, y, 7, 7, '#333', 0.6);
    this.label(lbl, x + 10, y, { size: 7 });
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 7, 7] });
      on.write('q 0 g 0.9 w 1 1 m 6 6 l S 1 6 m 6 1 l S Q');
      on.end(undefined as never);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 7, 7] });
      off.end(undefined as never);
      this.widget(x, y, 7, 7, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
      if (checked) this.placed.push({ key, text: lbl, page: this.page, box: [x, H - y - 7, x + 7, H - y], fields, via: 'checkbox', acroform_field: name });
      return;
    }
    if (!checked) return;
    if (this.style === 'handwritten') {
      const j = () => this.r.float(-1.2, 1.2);
      d.save().lineWidth(1.1).strokeColor('#1a2a6c');
      d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 8 + j(), y + 8 + j()).stroke();
      d.moveTo(x + 8 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 8 + j()).stroke();
      d.restore();
    } else {
      d.font('Courier-Bold').fontSize(8).text('X', x + 1.2, y - 0.3, { lineBreak: false });
    }
    this.placed.push({ key, text: lbl, page: this.page, box: [x, H - y - 7, x + 7, H - y], fields, via: 'checkbox' });
  }

  /** Signature: a scrawl (never a value) over a line. */
  signature(x: number, y: number, w: number, who: string): void {
    this.line(x, y + 18, x + w, y + 18, '#333');
    this.label(`Signature — ${who}`, x, y + 21, { size: 6, color: '#555' });
    if (this.style === 'fillable') return;
    const d = this.doc.save().lineWidth(0.9).strokeColor('#1a2a6c');
    d.moveTo(x + 8, y + 14);
    for (let i = 1; i < 8; i++) d.lineTo(x + 8 + i * 12, y + 14 - this.r.float(2, 12));
    d.stroke().restore();
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

export const v = (key: string, text: string | null | undefined, fields: Fields = {}): Val | null => (text ? { key, text, fields } : null);
