// A spreadsheet printed to PDF, drawn with pdfkit: column letters and row numbers in grey bars, light grid lines,
// merged section cells, a file name in the header and the sheet's tab name in the footer, as Excel and Google
// Sheets print. Values go in per style: typed page text, handwriting (Z003, rotated and jittered, drawn check marks)
// or AcroForm fields with their own appearance streams. Every value drawn is recorded where it was drawn.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;
export interface Placed {
  key: string; text: string; page: number; box: Box; via: 'text' | 'acroform' | 'checkbox' | 'mark';
  fields: Record<string, FieldValue>; acroform_field?: string; acroform_value?: string;
}
/** A value cell: with `fields` it gives truth paths, without it is a decoy (a value a reader must not take). */
/** `note`: printed context that is neither the application's nor a trap (phone, e-mail, street): not recorded. */
export interface Value { key: string; text: string; fields?: Record<string, FieldValue>; align?: 'l' | 'r' | 'c'; prefix?: string; note?: boolean }
export interface Check { key: string; checked: boolean; label: string; fields?: Record<string, FieldValue> }
export interface Cell { t?: string; span?: number; align?: 'l' | 'r' | 'c'; bold?: boolean; fill?: string; size?: number; v?: Value; check?: Check }

const FONTS = '/usr/share/fonts';
export const VALUE_FONTS = {
  mono: `${FONTS}/truetype/liberation/LiberationMono-Regular.ttf`,
  sans: `${FONTS}/truetype/dejavu/DejaVuSansCondensed.ttf`,
  serif: `${FONTS}/truetype/liberation/LiberationSerif-Regular.ttf`,
};
const HAND = `${FONTS}/opentype/urw-base35/Z003-MediumItalic.otf`;
const SHEET = `${FONTS}/truetype/liberation/LiberationSans-Regular.ttf`;
const SHEET_BOLD = `${FONTS}/truetype/liberation/LiberationSans-Bold.ttf`;

export class Book {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  width = 612;
  height = 792;
  private fieldNo = 0;
  private readonly jitter: Rng;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly style: Style;
  readonly workbook: string;

  constructor(style: Style, seedKey: string, valueFont: keyof typeof VALUE_FONTS, workbook: string) {
    this.style = style;
    this.workbook = workbook;
    // A fixed date: the same (layout, seed, style) must give the same bytes.
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Producer: 'Microsoft Excel', Creator: workbook, CreationDate: new Date(Date.UTC(2025, 5, 2)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('sheet', SHEET);
    this.doc.registerFont('sheetBold', SHEET_BOLD);
    this.doc.registerFont('value', VALUE_FONTS[valueFont]);
    this.doc.registerFont('hand', HAND);
    // The jitter of handwriting is the only draw that depends on the style: the deal and layout never read it.
    this.jitter = new Rng(`independent208-hand:${seedKey}`);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      // Appearance streams are written for every field below, so a viewer need not (and must not) rebuild them.
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  /** A new printed page: the file name at the top, the tab name and page number at the bottom. */
  addPage(tab: string, pageOf: [number, number], landscape = false): void {
    this.width = landscape ? 792 : 612;
    this.height = landscape ? 612 : 792;
    this.doc.addPage({ size: [this.width, this.height], margin: 0 });
    this.page = pageOf[0];
    this.doc.font('sheet').fontSize(7).fillColor('#555555');
    this.doc.text(this.workbook, 36, 20, { lineBreak: false });
    this.doc.text(`${tab}`, 36, this.height - 26, { lineBreak: false });
    this.doc.text(`Page ${pageOf[0]} of ${pageOf[1]}`, this.width - 90, this.height - 26, { lineBreak: false });
    this.doc.fillColor('black');
  }

  box(x: number, top: number, w: number, h: number): Box {
    const r = (n: number): number => Math.round(n * 100) / 100;
    return [r(x), r(this.height - top - h), r(x + w), r(this.height - top)];
  }

  /** A value in a cell, per style; recorded in `placed` (truth) or `decoys`. */
  value(v: Value, x: number, top: number, w: number, h: number): void {
    const align = v.align ?? 'l';
    if (v.prefix) this.label(v.prefix, x + 3, top, h, 'value');
    if (!v.text) {
      if (this.style === 'fillable') this.textField(`${v.key}_${++this.fieldNo}`, '', x, top, w, h, align);
      return;
    }
    const rec: Placed = { key: v.key, text: v.text, page: this.page, box: this.box(x, top, w, h), via: 'text', fields: v.fields ?? {} };
    if (this.style === 'fillable') {
      const name = `${v.key}_${++this.fieldNo}`;
      this.textField(name, v.text, x, top, w, h, align);
      rec.via = 'acroform';
      rec.acroform_field = name;
    } else {
      const hand = this.style === 'handwritten';
      let size = hand ? 11 : 8.5;
      this.doc.font(hand ? 'hand' : 'value');
      while (size > 5 && this.doc.fontSize(size).widthOfString(v.text) > w - 6) size -= 0.5;
      const tw = this.doc.widthOfString(v.text);
      let tx = align === 'r' ? x + w - 4 - tw : align === 'c' ? x + (w - tw) / 2 : x + 4;
      let ty = top + (h - size) / 2;
      this.doc.save();
      if (hand) {
        tx += this.jitter.float(-1.5, 1.5);
        ty += this.jitter.float(-1.2, 0.8);
        this.doc.rotate(this.jitter.float(-2.2, 2.2), { origin: [tx, ty + size] });
      }
      // No kerning or ligatures: Z003's kerning pairs open gaps an extractor reads as spaces ("N Y").
      this.doc.fillColor(hand ? '#1a2a6c' : 'black').text(v.text, tx, ty, { lineBreak: false, features: { kern: false, liga: false } as any });
      this.doc.restore();
    }
    if (!v.note) (Object.keys(rec.fields).length ? this.placed : this.decoys).push(rec);
  }

  /** A TRUE/FALSE check cell: the word in typed sheets, a box with a drawn X by hand, a /Btn field when fillable. */
  check(c: Check, x: number, top: number, w: number, h: number): void {
    const s = 8, bx = x + (w - s) / 2, by = top + (h - s) / 2;
    const rec: Placed = { key: c.key, text: c.label, page: this.page, box: this.box(x, top, w, h), via: 'checkbox', fields: c.fields ?? {} };
    if (this.style === 'typed') {
      this.doc.font('value').fontSize(8);
      const word = c.checked ? 'TRUE' : 'FALSE';
      this.doc.fillColor('black').text(word, x + (w - this.doc.widthOfString(word)) / 2, top + (h - 8) / 2, { lineBreak: false });
    } else if (this.style === 'handwritten') {
      this.doc.lineWidth(0.6).strokeColor('#444444').rect(bx, by, s, s).stroke();
      rec.via = 'mark';
      if (c.checked) {
        const j = (): number => this.jitter.float(-1.4, 1.4);
        this.doc.lineWidth(1.3).strokeColor('#1a2a6c');
        this.doc.moveTo(bx - 1 + j(), by - 1 + j()).lineTo(bx + s + 1 + j(), by + s + 1 + j()).stroke();
        this.doc.moveTo(bx + s + 1 + j(), by - 1 + j()).lineTo(bx - 1 + j(), by + s + 1 + j()).stroke();
        this.doc.strokeColor('black');
      }
    } else {
      const name = `${c.key}_${++this.fieldNo}`;
      this.checkField(name, c.checked, bx, by, s);
      rec.via = 'acroform';
      rec.acroform_field = name;
    }
    // A checked "Other" gives nothing itself (the text on its line does): it is neither truth nor decoy.
    if (c.checked && Object.keys(rec.fields).length) this.placed.push(rec);
  }

  /** Sheet text (labels, headers): part of the printed form in every style. */
  label(t: string, x: number, top: number, h: number, font: 'sheet' | 'sheetBold' | 'value' = 'sheet', size = 8): number {
    this.doc.font(font).fontSize(size).fillColor('black').text(t, x, top + (h - size) / 2, { lineBreak: false });
    return this.doc.widthOfString(t);
  }

  private widget(dict: Record<string, unknown>, x: number, top: number, w: number, h: number): void {
    (this.doc as any).annotate(x, top, w, h, { Subtype: 'Widget', F: 4, ...dict });
    const ref = (this.doc as any).page.annotations.at(-1);
    (this.doc as any)._root.data.AcroForm.data.Fields.push(ref);
  }

  private stream(w: number, h: number, content: string, font?: unknown): unknown {
    const ref = (this.doc as any).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(font ? { Resources: { Font: { Helv: font } } } : {}) });
    ref.end(content);
    return ref;
  }

  private textField(name: string, text: string, x: number, top: number, w: number, h: number, align: 'l' | 'r' | 'c'): void {
    const doc = this.doc as any;
    const prev = doc._font;
    doc.font('Helvetica');
    const font = doc._font;
    const fontRef = font.ref();
    let size = 8.5;
    while (size > 5 && doc.fontSize(size).widthOfString(text) > w - 6) size -= 0.5;
    const tw = doc.fontSize(size).widthOfString(text);
    const tx = align === 'r' ? w - 4 - tw : align === 'c' ? (w - tw) / 2 : 4;
    const hex = text ? (font.encode(text)[0] as string[]).join('') : '';
    const content = text ? `/Tx BMC q BT /Helv ${size} Tf 0 g ${tx.toFixed(2)} ${((h - size) / 2 + 1.5).toFixed(2)} Td <${hex}> Tj ET Q EMC` : '/Tx BMC EMC';
    const ap = this.stream(w, h, content, fontRef);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/Helv ${size} Tf 0 g`), Q: align === 'r' ? 2 : align === 'c' ? 1 : 0,
      DR: { Font: { Helv: fontRef } }, AP: { N: ap } }, x, top, w, h);
    doc._font = prev;
  }

  private checkField(name: string, on: boolean, x: number, top: number, s: number): void {
    const yes = this.stream(s, s, `q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.stream(s, s, 'q Q');
    this.widget({ FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } }, MK: { BC: [0.3, 0.3, 0.3] } }, x, top, s, s);
    this.doc.lineWidth(0.6).strokeColor('#444444').rect(x, top, s, s).stroke().strokeColor('black');
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A block of spreadsheet rows on the current page: letters over the columns, a row number left of each row. */
export class Grid {
  private top: number;
  private readonly left = 36 + 22;
  private readonly book: Book;
  private readonly cols: number[];
  private rowNo: number;
  private readonly firstCol: number;

  constructor(book: Book, cols: number[], rowNo = 1, top = 40, firstCol = 0) {
    this.book = book;
    this.cols = cols;
    this.rowNo = rowNo;
    this.firstCol = firstCol;
    this.top = top;
    const doc = book.doc;
    // The grey bars Excel prints with "Row and column headings" on.
    doc.rect(36, top, 22, 13).fillAndStroke('#e6e6e6', '#9a9a9a');
    let x = this.left;
    cols.forEach((w, i) => {
      doc.rect(x, top, w, 13).fillAndStroke('#e6e6e6', '#9a9a9a');
      const letter = LETTERS[(firstCol + i) % 26]!;
      doc.fillColor('#333333').font('sheet').fontSize(7).text(letter, x + w / 2 - 2.5, top + 3, { lineBreak: false });
      x += w;
    });
    doc.fillColor('black').strokeColor('black');
    this.top += 13;
  }

  get y(): number { return this.top; }

  /** Column letter of a column of this grid (for labels that cite cells, as "see Owners!B4"). */
  letter(i: number): string { return LETTERS[(this.firstCol + i) % 26]!; }

  row(cells: Cell[], h = 16): void {
    const doc = this.book.doc;
    doc.rect(36, this.top, 22, h).fillAndStroke('#e6e6e6', '#9a9a9a');
    doc.fillColor('#333333').font('sheet').fontSize(7).text(String(this.rowNo), 38, this.top + (h - 7) / 2, { width: 18, align: 'center', lineBreak: false });
    let x = this.left, col = 0;
    for (const c of cells) {
      const span = c.span ?? 1;
      const w = this.cols.slice(col, col + span).reduce((a, b) => a + b, 0);
      doc.lineWidth(0.4).rect(x, this.top, w, h).fillAndStroke(c.fill ?? '#ffffff', '#c8c8c8');
      doc.fillColor('black');
      if (c.t) {
        const font = c.bold ? 'sheetBold' : 'sheet', size = c.size ?? 7.5;
        doc.font(font).fontSize(size);
        const tw = doc.widthOfString(c.t);
        const tx = c.align === 'r' ? x + w - 3 - tw : c.align === 'c' ? x + (w - tw) / 2 : x + 3;
        this.book.label(c.t, tx, this.top, h, font, size);
      }
      if (c.v) this.book.value(c.v, x, this.top, w, h);
      if (c.check) this.book.check(c.check, x, this.top, w, h);
      x += w;
      col += span;
    }
    this.top += h;
    this.rowNo++;
  }

  /** Rows hidden or skipped in the print area: the numbers jump, as a filtered sheet prints. */
  skip(n: number): void { this.rowNo += n; }
}
