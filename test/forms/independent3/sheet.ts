// Drawing one form in one of three value styles. Labels are always page text; values are typed text, a handwriting
// font slightly turned and shifted, or AcroForm fields (fillable: the page text holds labels only). Everything the
// form prints as a value is recorded (applicant values and decoys), so the tests can check the page against the truth.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'check' | 'X' | 'cross' | 'slash';
export interface Printed { key: string; text: string; decoy: boolean }

const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

export interface ValueOptions { size?: number; font?: string; align?: 'left' | 'center' | 'right'; decoy?: boolean; color?: string }
export interface LabelOptions { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  private readonly rng: Rng;
  private readonly hand: string;
  private fieldCount = 0;
  private readonly chunks: Buffer[] = [];

  readonly style: Style;
  readonly scan: boolean;

  constructor(style: Style, seed: string, scan: boolean, landscape = false) {
    this.style = style;
    this.scan = scan;
    this.doc = new PDFDocument({ size: 'LETTER', layout: landscape ? 'landscape' : 'portrait', margin: 0, autoFirstPage: true,
      info: { CreationDate: new Date(Date.UTC(2026, 0, 5)), Producer: 'form', Creator: 'form' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.rng = new Rng(`${seed}/hand`);
    this.hand = this.rng.pick(HANDS);
    this.doc.registerFont('hand', this.hand);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  get width(): number { return this.doc.page.width; }
  get height(): number { return this.doc.page.height; }

  label(text: string, x: number, y: number, o: LabelOptions = {}): void {
    this.doc.save().font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000')
      .text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' }).restore();
  }

  /** A value printed at (x, y) within width w (top of the text line at y). */
  value(key: string, text: string, x: number, y: number, w: number, o: ValueOptions = {}): void {
    if (!text) return;
    this.printed.push({ key, text, decoy: o.decoy === true });
    const size = o.size ?? 10;
    if (this.style === 'fillable') {
      this.doc.font(o.font ?? 'Helvetica');
      const name = `${key.replace(/[^A-Za-z0-9]+/g, '_')}_${++this.fieldCount}`;
      this.doc.formText(name, x, y - 2, w, size + 5, { value: text, fontSize: size, align: o.align ?? 'left' });
      if (this.scan) this.typed(text, x, y, w, size, o);
      return;
    }
    if (this.style === 'typed') { this.typed(text, x, y, w, size, o); return; }
    const angle = this.rng.float(1, 6) * (this.rng.chance(0.5) ? -1 : 1);
    const dx = this.rng.float(0, 6), dy = this.rng.float(-2, 2);
    const hs = size + 2;
    this.doc.save().font('hand').fontSize(hs).fillColor(this.rng.pick(['#1a2a6c', '#222222', '#0b3d91']));
    const tw = this.doc.widthOfString(text);
    const ax = o.align === 'center' ? x + Math.max(0, (w - tw) / 2) : o.align === 'right' ? x + Math.max(0, w - tw) : x;
    this.doc.rotate(angle, { origin: [ax + dx, y + dy + hs / 2] }).text(text, ax + dx, y + dy - 2, { lineBreak: false }).restore();
  }

  private typed(text: string, x: number, y: number, w: number, size: number, o: ValueOptions): void {
    this.doc.save().font(o.font ?? 'Helvetica').fontSize(size).fillColor(o.color ?? '#000');
    const tw = this.doc.widthOfString(text);
    const ax = o.align === 'center' ? x + Math.max(0, (w - tw) / 2) : o.align === 'right' ? x + Math.max(0, w - tw) : x;
    this.doc.text(text, ax, y, { lineBreak: false }).restore();
  }

  /** A tick box; `checked` draws the mark (or sets the AcroForm checkbox). The box outline is always drawn. */
  check(key: string, x: number, y: number, checked: boolean, mark: Mark, size = 9): void {
    this.doc.save().lineWidth(0.6).strokeColor('#000').rect(x, y, size, size).stroke().restore();
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9]+/g, '_')}_${++this.fieldCount}`;
      // (The state goes in with the field: pdfkit writes an annotation's dictionary at once, so setting it afterwards
      // left every box unchecked; formCheckbox drops V and AS. A plain string is written as a PDF name, /Yes or /Off.)
      const state = checked ? 'Yes' : 'Off';
      this.doc.annotate(x, y, size, size, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: state, AS: state } as unknown as PDFKit.Mixins.AnnotationOption);
      const annots = (this.doc.page as unknown as { annotations: unknown[] }).annotations;
      (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
      if (checked && this.scan) this.drawMark('cross', x, y, size);
      return;
    }
    if (!checked) return;
    this.drawMark(this.style === 'handwritten' && mark !== 'slash' ? this.rng.pick(['cross', 'slash', 'check'] as const) : mark, x, y, size);
  }

  private drawMark(mark: Mark | 'check', x: number, y: number, s: number): void {
    const d = this.doc.save();
    if (mark === 'X') d.font('Helvetica-Bold').fontSize(s + 1).fillColor('#000').text('X', x + 1.5, y - 0.5, { lineBreak: false });
    else if (mark === 'check' && this.style === 'typed') {
      d.font('ZapfDingbats').fontSize(s).fillColor('#000').text('4', x + 1, y + 2.5, { lineBreak: false });
      this.dingbatsOwnEncoding();
    }
    else if (mark === 'check') d.lineWidth(1.3).strokeColor('#1a2a6c').moveTo(x + 1, y + s * 0.5).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3, y - 3).stroke();
    else if (mark === 'slash') d.lineWidth(1.3).strokeColor('#111').moveTo(x - 1, y + s + 1).lineTo(x + s + 1, y - 1).stroke();
    else d.lineWidth(1.2).strokeColor('#111').moveTo(x + 1, y + 1).lineTo(x + s - 1, y + s - 1).moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke();
    d.restore();
  }

  /** pdfkit gives every standard font WinAnsiEncoding, under which ZapfDingbats' '4' names a glyph it lacks: a real
   *  form's ZapfDingbats uses the font's built-in encoding, where '4' is the check mark. */
  private dingbatsOwnEncoding(): void {
    const font = (this.doc as unknown as { _fontFamilies: Record<string, { name: string; dictionary: { data: Record<string, unknown> }; embed: () => void }> })._fontFamilies.ZapfDingbats;
    if (!font) return;
    font.embed = function embed(this: typeof font) {
      this.dictionary.data = { Type: 'Font', BaseFont: this.name, Subtype: 'Type1' };
      (this.dictionary as unknown as { end: () => void }).end();
    };
  }

  /** A ring drawn round printed text (a funding menu's chosen amount); fillable forms use a checkbox instead. */
  ring(x: number, y: number, w: number, h: number): void {
    const j = this.style === 'handwritten' ? this.rng.float(-3, 3) : 0;
    this.doc.save().lineWidth(1.2).strokeColor(this.style === 'handwritten' ? '#1a2a6c' : '#000').ellipse(x + w / 2 + j, y + h / 2, w / 2 + 6, h / 2 + 5).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill) d.rect(x, y, w, h).fill(o.fill);
    if (o.stroke !== 'none') d.rect(x, y, w, h).strokeColor(o.stroke ?? '#000').stroke();
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#000', lw = 0.6): void {
    this.doc.save().lineWidth(lw).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', layout: this.doc.page.layout as 'portrait' | 'landscape', margin: 0 }); }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
