// One drawing surface for the three styles: labels are always page text; values are typed text, handwriting-like
// text (Z003, slightly turned and shifted) or only AcroForm fields. Every value drawn is recorded with the truth
// paths it gives (none for a decoy), so the tests can check that the truth is really printed.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'drawn' | 'letter' | 'glyph';
export interface Printed { keys: string[]; text: string; field: string; page: number; checkbox?: boolean }
export interface DecoyPrinted { key: string; text: string; field: string; page: number }

const FONT_DIR = '/usr/share/fonts/opentype/urw-base35';
export const HAND_FONT = `${FONT_DIR}/Z003-MediumItalic.otf`;
const DINGBATS = `${FONT_DIR}/D050000L.otf`;

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly printed: Printed[] = [];
  readonly decoys: DecoyPrinted[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly style: Style;
  readonly mark: Mark;
  private readonly rng: Rng;
  private readonly valueFont: string;
  private readonly labelFont: string;

  constructor(style: Style, rng: Rng, mark: Mark, valueFont = 'Courier', labelFont = 'Helvetica', title = 'Application') {
    this.style = style; this.rng = rng; this.mark = mark; this.valueFont = valueFont; this.labelFont = labelFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'FormWorks', Creator: 'FormWorks', CreationDate: new Date(Date.UTC(2025, 0, 15, 12)), ModDate: new Date(Date.UTC(2025, 0, 15, 12)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.registerFont('dings', DINGBATS);
    this.doc.font(this.labelFont);
    if (style === 'fillable') this.doc.initForm();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  text(s: string, x: number, y: number, size = 8, opts: { bold?: boolean; width?: number; color?: string; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    const f = opts.font ?? (opts.bold ? (this.labelFont === 'Times-Roman' ? 'Times-Bold' : 'Helvetica-Bold') : this.labelFont);
    this.doc.font(f).fontSize(size).fillColor(opts.color ?? '#000');
    this.doc.text(s, x, y, { lineBreak: opts.width !== undefined, width: opts.width, align: opts.align ?? 'left' });
    this.doc.fillColor('#000');
  }

  rule(x: number, y: number, w: number, grey = '#555'): void {
    this.doc.save().lineWidth(0.5).strokeColor(grey).moveTo(x, y).lineTo(x + w, y).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    this.doc.save().lineWidth(0.6).strokeColor('#333');
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, '#333'); else this.doc.rect(x, y, w, h).stroke();
    this.doc.restore();
  }

  band(s: string, x: number, y: number, w: number, fill = '#1f3a5f'): void {
    this.doc.save().rect(x, y, w, 14).fill(fill).restore();
    this.text(s, x + 4, y + 3.5, 8.5, { bold: true, color: '#fff' });
  }

  /** A value whose baseline-ish underline is at y, between x and x+w. keys: truth paths; decoy: a key for decoys. */
  value(field: string, v: string, x: number, y: number, w: number, keys: string[] = [], decoy?: string): void {
    if (decoy && v) this.decoys.push({ key: decoy, text: v, field, page: this.page });
    if (keys.length && v) this.printed.push({ keys, text: v, field, page: this.page });
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(field, x, y - 12, w, 12.5, { value: v, fontSize: 9 });
      this.doc.font(this.labelFont);
      return;
    }
    if (!v) return;
    if (this.style === 'typed') {
      const fit = this.fit(v, this.valueFont, this.valueFont === 'Courier' ? 9 : 9.5, w - 3);
      this.text(v, x + 2, y - fit - 0.5, fit, { font: this.valueFont, color: '#111' });
      return;
    }
    const angle = this.rng.float(-2.2, 2.2), dx = this.rng.float(0, 3), dy = this.rng.float(-1.5, 1.2);
    const size = this.fit(v, 'hand', this.rng.float(11, 13), w - 3 - dx);
    this.doc.save().rotate(angle, { origin: [x + dx, y] });
    this.doc.font('hand').fontSize(size).fillColor('#14205a').text(v, x + 2 + dx, y - size + 1 + dy, { lineBreak: false });
    this.doc.restore().fillColor('#000').font(this.labelFont);
  }

  /** The font size (at most size, at least 5) at which v fits in w. */
  private fit(v: string, font: string, size: number, w: number): number {
    const at = this.doc.font(font).fontSize(size).widthOfString(v);
    this.doc.font(this.labelFont);
    return at <= w ? size : Math.max(5, size * w / at);
  }

  /** "Label: ____value____" on one line; returns the x after it. */
  line(label: string, field: string, v: string, x: number, y: number, w: number, keys: string[] = [], decoy?: string, size = 7.5): number {
    this.text(label, x, y - 8, size);
    const lw = this.doc.font(this.labelFont).fontSize(size).widthOfString(label) + 4;
    this.rule(x + lw, y + 1, w - lw - 6);
    this.value(field, v, x + lw, y + 1, w - lw - 6, keys, decoy);
    return x + w;
  }

  /** A boxed cell: caption in the corner, value on its lower half. */
  cell(label: string, field: string, v: string, x: number, y: number, w: number, h = 24, keys: string[] = [], decoy?: string): void {
    this.rect(x, y, w, h);
    this.text(label, x + 2.5, y + 2.5, 6.2, { color: '#333' });
    this.value(field, v, x + 3, y + h - 3, w - 6, keys, decoy);
  }

  /** A checkbox with its label after it. keys: truth paths the checked label gives. */
  check(field: string, label: string, checked: boolean, x: number, y: number, keys: string[] = [], size = 8): number {
    const s = 8.5;
    this.rect(x, y, s, s);
    if (checked && keys.length) this.printed.push({ keys, text: label, field, page: this.page, checkbox: true });
    if (this.style === 'fillable') this.acroCheck(field, checked, x, y, s);
    else if (checked) this.drawMark(x, y, s);
    this.text(label, x + s + 3, y + 0.5, size);
    return x + s + 3 + this.doc.font(this.labelFont).fontSize(size).widthOfString(label) + 10;
  }

  private drawMark(x: number, y: number, s: number): void {
    const hand = this.style === 'handwritten';
    const j = (): number => (hand ? this.rng.float(-1.2, 1.2) : 0);
    if (this.mark === 'drawn' || (hand && this.mark === 'glyph')) {
      this.doc.save().lineWidth(hand ? 1.3 : 1).strokeColor(hand ? '#14205a' : '#000');
      if (hand && this.mark === 'glyph') this.doc.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s - 0.5).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      else this.doc.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke();
      this.doc.restore();
    } else if (this.mark === 'letter') {
      this.doc.font(hand ? 'hand' : 'Helvetica-Bold').fontSize(hand ? 11 : 8.5).fillColor(hand ? '#14205a' : '#000').text('X', x + 1.4 + j(), y + (hand ? -1.5 : 0.6), { lineBreak: false });
      this.doc.fillColor('#000').font(this.labelFont);
    } else {
      this.doc.font('dings').fontSize(8.5).text('\u2714', x + 0.8, y + 0.2, { lineBreak: false });
      this.doc.font(this.labelFont);
    }
  }

  private acroCheck(field: string, checked: boolean, x: number, y: number, s: number): void {
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    on.write(`q 0 G 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    on.end('');
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('');
    // formCheckbox cannot take V/AS/AP (its dictionary is written at once), so the widget is annotated directly.
    const doc = this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } }; page: { annotations: unknown[] } };
    this.doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(field), F: 4, V: checked ? 'Yes' : 'Off',
      AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } } as unknown as PDFKit.Mixins.AnnotationOption);
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }
}
