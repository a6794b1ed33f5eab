// Drawing for every layout in one of three styles, and the record of what was printed: each value says which truth
// fields it gives (the truth is folded from these records, so a value not printed is null by construction) or that
// it is a decoy. typed: page text in a regular font; handwritten: an oblique or italic font, slightly rotated and
// moved, marks as drawn X strokes; fillable: values only in AcroForm fields, marks as checked AcroForm checkboxes.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Box { x: number; y: number; w: number; h: number }
export interface Rec { name: string; text: string; page: number; fields: Record<string, unknown>; decoy: boolean; via: 'text' | 'field' | 'mark' }
export interface ValueOpts { size?: number; align?: 'left' | 'center' | 'right'; decoy?: boolean }

const INK: [number, number, number] = [22, 38, 110];

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly recs: Rec[] = [];
  page = 1;
  /** The regular font of typed values (a layout may change it, e.g. Courier for a typewriter look). */
  typedFont = 'Helvetica';
  private readonly handFont: string;
  private readonly handSize: number;
  private readonly names = new Set<string>();
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;

  readonly style: Style;
  private readonly hand: Rng;

  constructor(style: Style, hand: Rng, producer = 'Microsoft Word for Microsoft 365') {
    this.style = style;
    this.hand = hand;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2026, 0, 5)), Producer: producer, Creator: producer } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.ended = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
    this.handFont = hand.pick(['Helvetica-Oblique', 'Times-Italic', 'Courier-Oblique', 'Times-BoldItalic']);
    this.handSize = hand.float(0.5, 2);
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static form text (labels, headings): printed the same in every style. */
  label(text: string, x: number, y: number, o: { font?: string; size?: number; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? 'black');
    this.doc.text(text, x, y, { lineBreak: o.width !== undefined, ...(o.width !== undefined ? { width: o.width } : {}), align: o.align ?? 'left' });
    this.doc.fillColor('black');
  }

  private unique(name: string): string {
    let n = name, i = 2;
    while (this.names.has(n)) n = `${name}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value written in a box; nothing when text is null (a fillable form keeps the empty field). */
  put(name: string, text: string | null | undefined, b: Box, fields: Record<string, unknown> = {}, o: ValueOpts = {}): void {
    const id = this.unique(name);
    const size0 = o.size ?? 9;
    const doc = this.doc;
    if (this.style === 'fillable') {
      doc.font('Helvetica').fontSize(size0);
      doc.formText(id, b.x, b.y, b.w, b.h, { value: text ?? '', fontSize: size0, align: o.align ?? 'left' });
      if (text) this.recs.push({ name: id, text, page: this.page, fields: o.decoy ? {} : fields, decoy: !!o.decoy, via: 'field' });
      return;
    }
    if (!text) return;
    const font = this.style === 'typed' ? this.typedFont : this.handFont;
    let size = this.style === 'typed' ? size0 : size0 + this.handSize;
    doc.font(font).fontSize(size).fillColor('black');
    const spacing = this.style === 'handwritten' ? this.hand.float(0, 0.5) : 0;
    while (size > 4 && doc.widthOfString(text) + spacing * text.length > b.w - 3) doc.fontSize((size -= 0.5));
    const tw = doc.widthOfString(text) + spacing * text.length;
    let x = o.align === 'center' ? b.x + (b.w - tw) / 2 : o.align === 'right' ? b.x + b.w - tw - 2 : b.x + 2;
    let y = b.y + Math.max(0, (b.h - size) / 2) + 0.5;
    if (this.style === 'handwritten') {
      x += this.hand.float(-1, 2); y += this.hand.float(-1.2, 0.8);
      doc.save().rotate(this.hand.float(-2.2, 2.2), { origin: [x, y + size / 2] }).fillColor(INK);
      doc.text(text, x, y, { lineBreak: false, characterSpacing: spacing });
      doc.restore().fillColor('black');
    } else {
      doc.text(text, x, y, { lineBreak: false });
    }
    this.recs.push({ name: id, text, page: this.page, fields: o.decoy ? {} : fields, decoy: !!o.decoy, via: 'text' });
  }

  /** A printed value that is not the application's (landlord, reference, rep, funder, bank, another state). */
  decoy(name: string, text: string | null | undefined, b: Box, o: ValueOpts = {}): void {
    this.put(name, text, b, {}, { ...o, decoy: true });
  }

  /** A square box with its mark when checked: 'x' a letter X, 'check' a check glyph (ZapfDingbats) in typed style. */
  check(name: string, checked: boolean, x: number, y: number, s: number, fields: Record<string, unknown> = {}, glyph: 'x' | 'check' = 'x', label = ''): void {
    const doc = this.doc;
    const id = this.unique(name);
    doc.lineWidth(0.7).strokeColor('black').rect(x, y, s, s).stroke();
    if (this.style === 'fillable') {
      this.checkbox(id, checked, x, y, s);
      if (checked) this.recs.push({ name: id, text: label, page: this.page, fields, decoy: false, via: 'mark' });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      doc.fillColor('black');
      if (glyph === 'check') doc.font('ZapfDingbats').fontSize(s * 0.9).text('4', x + s * 0.08, y + s * 0.1, { lineBreak: false });
      else doc.font('Helvetica-Bold').fontSize(s * 0.95).text('X', x + s * 0.16, y + s * 0.1, { lineBreak: false });
    } else {
      const j = (): number => this.hand.float(-s * 0.15, s * 0.15);
      doc.save().lineWidth(1.3).strokeColor(INK);
      doc.moveTo(x - s * 0.1 + j(), y - s * 0.1 + j()).lineTo(x + s * 1.1 + j(), y + s * 1.1 + j()).stroke();
      doc.moveTo(x + s * 1.1 + j(), y - s * 0.05 + j()).lineTo(x - s * 0.05 + j(), y + s * 1.05 + j()).stroke();
      doc.restore();
    }
    this.recs.push({ name: id, text: label, page: this.page, fields, decoy: false, via: 'mark' });
  }

  /** A checkbox widget written by hand: pdfkit's formCheckbox writes no V or AS, so a checked box would read unchecked. */
  private checkbox(id: string, checked: boolean, x: number, y: number, s: number): void {
    const doc = this.doc;
    const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`0 g 1.2 w ${s * 0.2} ${s * 0.2} m ${s * 0.8} ${s * 0.8} l S ${s * 0.2} ${s * 0.8} m ${s * 0.8} ${s * 0.2} l S`);
    const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    const state = checked ? 'Yes' : 'Off';
    doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(id), V: state, AS: state, F: 4, AP: { N: { Yes: on, Off: off } } } as unknown as PDFKit.Mixins.AnnotationOption);
    const annots = (doc.page as unknown as { annotations: unknown[] }).annotations;
    (doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.ended;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
