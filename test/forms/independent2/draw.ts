// Drawing helpers of the second independent form generator: one Sheet per form, which prints labels always and
// values in the form's style (typed text, a handwriting font slightly turned, or AcroForm fields only).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const STYLES: Style[] = ['typed', 'handwritten', 'fillable'];
const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

export interface ValueOptions { size?: number; font?: string; align?: 'left' | 'center' | 'right' }
/** How a chosen option is shown: a box with a mark, a ring around the word, or a line under it. */
export type Mark = 'x' | 'drawn' | 'check' | 'circle' | 'underline';

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private readonly rng: Rng;
  private fieldNo = 0;
  private readonly hand: string;
  /** The typed values' font for this form. */
  valueFont = 'Courier';
  /** Values printed that are not the application's (for the generator's own tests). */
  readonly decoys: string[] = [];

  readonly style: Style;

  constructor(style: Style, seed: string, title: string) {
    this.style = style;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.rng = new Rng(`sheet:${seed}`);
    this.hand = this.rng.pick(['kalam', 'patrick']);
    this.doc.registerFont('kalam', HANDS[0]!);
    this.doc.registerFont('patrick', HANDS[1]!);
    if (style === 'fillable') this.doc.initForm();
  }

  /** Printed form text (labels, headings, instructions): always page text. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? 'black');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left' } : { lineBreak: false });
    this.doc.fillColor('black');
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fill(fill).fillColor('black');
    else this.doc.lineWidth(0.6).rect(x, y, w, h).stroke();
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5): void {
    this.doc.lineWidth(width).moveTo(x1, y1).lineTo(x2, y2).stroke();
  }

  /** A section bar: a filled band with a white title. */
  bar(title: string, x: number, y: number, w: number, color = '#333333', h = 13): void {
    this.rect(x, y, w, h, color);
    this.text(title, x + 4, y + 3, { size: 8, font: 'Helvetica-Bold', color: 'white' });
  }

  /** A fillable form printed and scanned: the fields' values are drawn on the page too (a scanner sees no fields). */
  flatten = false;

  /** Fillable forms made in some tools name their fields `Text12`, `Check Box3`: no hint in the name. */
  opaqueNames = false;

  private nextName(name?: string, kind = 'Text'): string {
    this.fieldNo++;
    return this.opaqueNames || !name ? `${kind}${this.fieldNo}` : name;
  }

  /** A value written in the field whose box starts at (x, y) and is w wide. */
  value(s: string, x: number, y: number, w: number, name?: string, o: ValueOptions = {}): void {
    const size = o.size ?? 9;
    const fieldName = this.nextName(name);
    if (!s) return;
    if (this.style === 'fillable') {
      this.doc.font('Helvetica').fontSize(size);
      this.widget(fieldName, 'text', x, y - 2, w, size + 5, { value: s, fontSize: size, align: o.align ?? 'left' }, { AP: { N: this.textLook(s, w, size + 5, size) } });
      if (this.flatten) this.doc.font('Helvetica').fontSize(size).text(s, x + 2, y, { lineBreak: false });
      return;
    }
    if (this.style === 'typed') {
      this.doc.font(o.font ?? this.valueFont).fontSize(size);
      this.doc.text(s, x, y, { lineBreak: false, width: w + 400, align: 'left' });
      return;
    }
    const angle = this.rng.float(1, 6) * (this.rng.chance(0.5) ? -1 : 1);
    const dx = this.rng.float(-1.5, 4), dy = this.rng.float(-3, 1.5);
    this.doc.save().rotate(angle, { origin: [x, y + size / 2] });
    this.doc.font(this.hand).fontSize(size + 2.5).fillColor(this.rng.pick(['#101060', '#151515', '#0a2a6a']));
    this.doc.text(s, x + dx, y + dy - 2, { lineBreak: false });
    this.doc.restore().fillColor('black');
  }

  /** A value that is not the application's: a landlord, a bank number, a funder's balance, an office-use number. */
  decoy(s: string, x: number, y: number, w: number, name?: string, o: ValueOptions = {}): void {
    if (s) this.decoys.push(s);
    this.value(s, x, y, w, name, o);
  }

  /** A check box at (x, y); when on, marked by the form's style. */
  box(x: number, y: number, on: boolean, name?: string, mark: Mark = 'x', size = 8): void {
    const fieldName = this.nextName(name, 'Check Box');
    this.doc.lineWidth(0.6).rect(x, y, size, size).stroke();
    if (this.style === 'fillable') {
      if (this.flatten && on) this.doc.lineWidth(1).moveTo(x + 1.5, y + 1.5).lineTo(x + size - 1.5, y + size - 1.5).moveTo(x + 1.5, y + size - 1.5).lineTo(x + size - 1.5, y + 1.5).stroke();
      return this.acroCheck(fieldName, x, y, size, on);
    }
    if (!on) return;
    if (this.style === 'handwritten' || mark === 'drawn') {
      const j = () => this.rng.float(-1, 1);
      this.doc.lineWidth(1.2).moveTo(x - 1 + j(), y + size * 0.5).lineTo(x + size * 0.4, y + size + 1 + j()).lineTo(x + size + 3, y - 3 + j()).stroke();
    } else if (mark === 'check') {
      this.doc.font('ZapfDingbats').fontSize(size).text('4', x + 0.8, y + 0.5, { lineBreak: false });
    } else {
      this.doc.font('Helvetica-Bold').fontSize(size + 1).text('X', x + 1, y - 0.5, { lineBreak: false });
    }
  }

  /** pdfkit's formAnnotation with extra entries in the field's dictionary (a widget is written out as soon as it is
   *  made, so the entries must be there before). */
  private widget(name: string, type: 'text' | 'checkbox', x: number, y: number, w: number, h: number, options: Record<string, unknown>, extra: Record<string, unknown>): void {
    const doc = this.doc as unknown as { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; _addToParent(r: unknown): void;
      annotate(x: number, y: number, w: number, h: number, o: object): void; page: { annotations: unknown[] } };
    const dict = { ...doc._fieldDict(name, type, options), ...extra, Subtype: 'Widget', F: 4 };
    doc.annotate(x, y, w, h, dict);
    doc._addToParent(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  /** A text field's appearance (what a viewer, a printer or a scanner shows): the value in Helvetica; with `pitch`,
   *  one character per comb cell. */
  private textLook(s: string, w: number, h: number, size: number, pitch = 0): unknown {
    this.doc.font('Helvetica');
    const font = (this.doc as unknown as { _font: { ref(): unknown } })._font.ref();
    const lit = (t: string) => `(${[...t].map((c) => (c.charCodeAt(0) > 126 ? `\\${c.charCodeAt(0).toString(8)}` : c.replace(/[()\\]/g, '\\$&'))).join('')})`;
    const base = (h - size * 0.7) / 2;
    const shows = pitch ? [...s].map((c, i) => `1 0 0 1 ${i * pitch + pitch / 2 - 2.5} ${base} Tm ${lit(c)} Tj`).join(' ') : `1 0 0 1 2 ${base} Tm ${lit(s)} Tj`;
    const look = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: font } } });
    look.end(`/Tx BMC q BT /Helv ${size} Tf 0 g ${shows} ET Q EMC`);
    return look;
  }

  private acroCheck(name: string, x: number, y: number, size: number, on: boolean): void {
    const yes = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
    yes.end(`q 0 G 1 w 1.5 1.5 m ${size - 1.5} ${size - 1.5} l S 1.5 ${size - 1.5} m ${size - 1.5} 1.5 l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
    off.end('');
    this.widget(name, 'checkbox', x, y, size, size, {}, { AP: { N: { Yes: yes, Off: off } }, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off' });
  }

  /** Printed options in a row; the chosen one is marked the layout's way. Returns the row's end x. */
  options(opts: string[], chosen: string | null, x: number, y: number, mark: Mark, name: string, gap = 10, size = 7.5): number {
    let cx = x;
    for (const opt of opts) {
      const on = opt === chosen;
      const w = this.doc.font('Helvetica').fontSize(size).widthOfString(opt);
      const ringed = mark === 'circle' || mark === 'underline';
      if (ringed && this.style !== 'fillable') {
        this.text(opt, cx, y, { size });
        if (on) this.ring(cx, y, w, size, mark);
        cx += w + gap + 4;
      } else {
        this.box(cx, y - 0.5, on, `${name}_${opt.replace(/\W+/g, '_')}`, mark === 'circle' || mark === 'underline' ? 'x' : mark);
        this.text(opt, cx + 11, y, { size });
        cx += w + 11 + gap;
      }
    }
    return cx;
  }

  private ring(x: number, y: number, w: number, size: number, mark: Mark): void {
    const j = () => this.rng.float(-1.2, 1.2);
    this.doc.save().lineWidth(this.style === 'handwritten' ? 1.1 : 0.8).strokeColor(this.style === 'handwritten' ? '#101060' : 'black');
    if (mark === 'circle') this.doc.ellipse(x + w / 2 + j(), y + size / 2 + j(), w / 2 + 4, size / 2 + 3.5).stroke();
    else this.doc.moveTo(x - 1, y + size + 2 + j()).lineTo(x + w + 2, y + size + 1.5 + j()).stroke();
    this.doc.restore();
  }

  /** Boxed character comb: one character per cell (separators like `-` printed between cells stay form text). */
  comb(chars: string, x: number, y: number, cells: number, name: string, cell = 11, h = 13): void {
    for (let i = 0; i < cells; i++) this.doc.lineWidth(0.5).rect(x + i * cell, y, cell, h).stroke();
    const fieldName = this.nextName(name);
    if (!chars) return;
    if (this.style === 'fillable') {
      this.doc.font('Courier').fontSize(9);
      // Ff bit 25 is Comb: the viewer spreads the characters over the cells; it needs MaxLen.
      this.widget(fieldName, 'text', x, y, cells * cell, h, { value: chars, fontSize: 9, align: 'left' },
        { Ff: 1 << 24, MaxLen: cells, AP: { N: this.textLook(chars, cells * cell, h, 9, cell) } });
      if (this.flatten) [...chars].forEach((c, i) => this.doc.font('Helvetica').fontSize(9).text(c, x + i * cell + cell / 2 - 2.5, y + 3, { lineBreak: false }));
      return;
    }
    [...chars].forEach((c, i) => this.value(c, x + i * cell + cell / 2 - 3, y + 2.5, cell - 2, `${name}_${i}`, { size: 9 }));
  }

  /** A paragraph of form text (instructions, authorisation, consent). */
  para(s: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size);
    this.doc.text(s, x, y, { width: w, align: 'justify' });
    return this.doc.y;
  }

  page(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
