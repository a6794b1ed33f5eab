// The page a broker's office document becomes, with the merchant's values put in one of three ways: typed into the
// document, written by hand on the printout, or as AcroForm fields of the "PDF export with form fields" version.
// Every value drawn is recorded (key, text, page, the truth fields it gives); the truth is built only from those.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface PrintedValue { key: string; text: string; page: number; field?: string }
export type Fields = Record<string, string | number | null>;

const URW = '/usr/share/fonts/opentype/urw-base35';
export const FONT = {
  sans: `${URW}/NimbusSans-Regular.otf`, sansBold: `${URW}/NimbusSans-Bold.otf`, sansItalic: `${URW}/NimbusSans-Italic.otf`,
  serif: `${URW}/NimbusRoman-Regular.otf`, serifBold: `${URW}/NimbusRoman-Bold.otf`, serifItalic: `${URW}/NimbusRoman-Italic.otf`,
  narrow: `${URW}/NimbusSansNarrow-Regular.otf`, narrowBold: `${URW}/NimbusSansNarrow-Bold.otf`, hand: `${URW}/Z003-MediumItalic.otf`,
};

/** pdfkit internals the AcroForm widgets need (not in its typings). */
interface PdfRef { data: Record<string, unknown>; write(s: string): void; end(): void }
interface PdfInternals {
  ref(data: Record<string, unknown>): PdfRef;
  page: { annotations: PdfRef[] };
  _root: { data: { AcroForm?: { data: { Fields: PdfRef[]; NeedAppearances?: boolean } } } };
  _font: { id: string; ref(): PdfRef };
}

export interface ValueOpts { fields?: Fields; decoy?: boolean; size?: number; align?: 'left' | 'right' | 'center'; name?: string; font?: string }

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: PrintedValue[] = [];
  readonly decoys: string[] = [];
  readonly app: TruthApplication = emptyApplication();
  page = 1;
  private readonly names = new Set<string>();
  private helv: { id: string; ref: PdfRef } | null = null;

  readonly style: Style;
  readonly size: [number, number];
  readonly typedFont: string;
  readonly typedSize: number;
  private readonly rng: Rng;
  /** Fillable going to a scanner: draw each value on the page as well (a scanner renders no fields). */
  private readonly flatten: boolean;

  constructor(style: Style, rng: Rng, size: [number, number], flatten: boolean, typedFont: string, typedSize: number) {
    this.style = style; this.rng = rng; this.size = size; this.flatten = flatten; this.typedFont = typedFont; this.typedSize = typedSize;
    this.doc = new PDFDocument({ size, margin: 0, autoFirstPage: true, info: { Title: 'Application', Creator: 'Microsoft Word', Producer: 'Microsoft: Print To PDF', CreationDate: new Date(Date.UTC(2024, 3, 2, 15, 4)) } });
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      const f = (this.doc as unknown as PdfInternals)._font;
      this.helv = { id: f.id, ref: f.ref() };
      this.doc.initForm();
      (this.doc as unknown as PdfInternals)._root.data.AcroForm!.data.NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage({ size: this.size, margin: 0 }); this.page++; }

  /** Record a value and the truth fields it gives, without drawing (the layout drew it as part of the document). */
  record(key: string, text: string, fields: Fields = {}, decoy = false): void {
    const paths = Object.keys(fields);
    if (!paths.length) this.printed.push({ key, text, page: this.page });
    for (const p of paths) {
      this.printed.push({ key, text, page: this.page, field: p });
      const v = fields[p]!;
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(p);
      if (a) {
        while (this.app.applicants.length <= Number(a[1])) {
          this.app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
            tax_id_type: null, tax_id_country: null, date_of_birth: null });
        }
        (this.app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.app as unknown as Record<string, unknown>)[p.slice('application.'.length)] = v;
    }
    if (decoy && text) this.decoys.push(text);
  }

  /** A value in the box (x, y, w, h) (top-left origin). Empty text draws nothing, but a fillable form keeps the field. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, o: ValueOpts = {}): void {
    const size = o.size ?? this.typedSize;
    if (this.style === 'fillable') {
      this.textField(this.fieldName(o.name ?? key), text, x, y, w, h, size, o.align ?? 'left');
      if (this.flatten && text) this.typed(text, x, y, w, h, size, o.align ?? 'left', 'Helvetica');
    } else if (text) {
      if (this.style === 'typed') this.typed(text, x, y, w, h, size, o.align ?? 'left', o.font ?? this.typedFont);
      else this.hand(text, x, y, w, h, size, o.align ?? 'left');
    }
    if (text) this.record(key, text, o.fields, o.decoy);
  }

  private typed(text: string, x: number, y: number, w: number, h: number, size: number, align: string, font: string): void {
    const doc = this.doc.font(font);
    let s = size;
    while (s > 5 && doc.fontSize(s).widthOfString(text) > w - 4) s -= 0.25;
    doc.fontSize(s).fillColor('black');
    const tw = doc.widthOfString(text);
    const tx = align === 'right' ? x + w - 2 - tw : align === 'center' ? x + (w - tw) / 2 : x + 2;
    doc.text(text, tx, y + (h - s) / 2 + 0.3, { lineBreak: false });
  }

  private hand(text: string, x: number, y: number, w: number, h: number, size: number, align: string): void {
    const doc = this.doc.font(FONT.hand);
    let s = size * 1.3;
    while (s > 6 && doc.fontSize(s).widthOfString(text) > w - 4) s -= 0.25;
    doc.fontSize(s);
    const tw = doc.widthOfString(text);
    const tx = (align === 'right' ? x + w - 3 - tw : align === 'center' ? x + (w - tw) / 2 : x + 3) + this.rng.float(-1.5, 1.5);
    const ty = y + (h - s * 0.6) / 2 - s * 0.1 + this.rng.float(-1.2, 1.2);
    // a long line turned by 2 degrees would leave its row: the pen keeps to the line, so long values turn less
    const deg = this.rng.float(-2, 2) * Math.min(1, 160 / Math.max(tw, 1));
    doc.save().rotate(deg, { origin: [tx + tw / 2, ty + s / 2] }).fillColor('#1a2a6c').text(text, tx, ty, { lineBreak: false }).restore();
    doc.fillColor('black');
  }

  private fieldName(base: string): string {
    let n = base, i = 2;
    while (this.names.has(n)) n = `${base}_${i++}`;
    this.names.add(n);
    return n;
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const internals = this.doc as unknown as PdfInternals;
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    internals._root.data.AcroForm!.data.Fields.push(internals.page.annotations[internals.page.annotations.length - 1]!);
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number, align: string): void {
    const internals = this.doc as unknown as PdfInternals;
    const helv = this.helv!;
    let s = size;
    this.doc.font('Helvetica');
    while (s > 5 && this.doc.fontSize(s).widthOfString(text) > w - 4) s -= 0.25;
    const tw = this.doc.fontSize(s).widthOfString(text);
    const tx = align === 'right' ? w - 2 - tw : align === 'center' ? (w - tw) / 2 : 2;
    const ap = internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [helv.id]: helv.ref } } });
    const hex = Buffer.from(text, 'latin1').toString('hex');
    ap.write(text ? `/Tx BMC q BT /${helv.id} ${s.toFixed(2)} Tf 0 g ${tx.toFixed(2)} ${((h - s * 0.72) / 2).toFixed(2)} Td <${hex}> Tj ET Q EMC` : '/Tx BMC EMC');
    ap.end();
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${helv.id} ${s.toFixed(1)} Tf 0 g`), Q: align === 'right' ? 2 : align === 'center' ? 1 : 0,
      AP: { N: ap }, MK: {} }, x, y, w, h);
  }

  /** A checkbox of side s at (x, y). A checked box with `fields` gives them; its label is the printed text. */
  check(key: string, x: number, y: number, s: number, checked: boolean, label: string, fields: Fields = {}, box = true): void {
    const doc = this.doc;
    if (box) doc.lineWidth(0.6).strokeColor('black').rect(x, y, s, s).stroke();
    if (this.style === 'fillable') {
      const internals = this.doc as unknown as PdfInternals;
      const on = internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.write(`q 0 G 1 w ${s * 0.2} ${s * 0.2} m ${s * 0.8} ${s * 0.8} l S ${s * 0.2} ${s * 0.8} m ${s * 0.8} ${s * 0.2} l S Q`);
      on.end();
      const off = internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.write('');
      off.end();
      this.widget({ FT: 'Btn', T: new String(this.fieldName(`${key} ${label}`.trim())), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        AP: { N: { Yes: on, Off: off } }, DA: new String(`/${this.helv!.id} 0 Tf 0 g`), MK: {} }, x, y, s, s);
      if (checked && this.flatten) this.cross(x, y, s, 0);
    } else if (checked && this.style === 'handwritten') {
      this.cross(x, y, s, 1.2);
    } else if (checked) {
      doc.font(FONT.sansBold).fontSize(s * 0.95).fillColor('black').text('X', x + (s - doc.widthOfString('X')) / 2, y + s * 0.08, { lineBreak: false });
    }
    if (checked) this.record(key, label, fields);
  }

  /** A drawn X (strokes, no text); `wobble` moves the ends as a pen does. */
  private cross(x: number, y: number, s: number, wobble: number): void {
    const j = (): number => (wobble ? this.rng.float(-wobble, wobble) : 0);
    this.doc.save().lineWidth(wobble ? 1.3 : 1).strokeColor(wobble ? '#1a2a6c' : 'black')
      .moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).stroke()
      .moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke().restore();
  }

  /** Document text (labels, headings): never a value. */
  label(text: string, x: number, y: number, font: string, size: number, o: PDFKit.Mixins.TextOptions = {}): number {
    this.doc.font(font).fontSize(size).fillColor('black').text(text, x, y, { lineBreak: false, ...o });
    return this.doc.widthOfString(text);
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
