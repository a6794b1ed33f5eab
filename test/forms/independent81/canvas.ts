// Drawing for set 81: one class that draws a form's labels and its values in the three styles (typed text, a
// handwriting-like oblique with jitter and stroked marks, AcroForm fields) and keeps the truth of what it printed.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Truth = Record<string, string | number | null>;
/** A printed value: its field name, the text, and the truth paths it gives (none for a decoy). */
export interface Printed { name: string; text: string; truth: Truth; page: number }

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly app: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  page = 1;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly hand: { font: string; size: number; mark: 'x' | 'check' | 'circle' };
  private names = new Set<string>();
  readonly style: Style;
  private readonly rng: Rng;

  /** A fillable form as printed (for a scan): PDFium draws no widgets, so the fields' values are drawn as a viewer prints them. */
  private readonly printedFields: boolean;

  constructor(style: Style, rng: Rng, title: string, printedFields = false) {
    this.printedFields = printedFields && style === 'fillable';
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Title: title, Producer: 'Broker forms', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.font('Helvetica');
    if (style === 'fillable' && !this.printedFields) this.doc.initForm();
    this.hand = { font: rng.pick(['Helvetica-Oblique', 'Times-Italic', 'Courier-Oblique']), size: rng.pick([9, 9.5, 10]), mark: rng.pick(['x', 'check', 'circle'] as const) };
  }

  /** Static print: labels, headings, paragraphs. */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string; italic?: boolean } = {}): this {
    const font = o.bold ? 'Helvetica-Bold' : o.italic ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(font).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, { width: o.width, align: o.align, lineBreak: o.width !== undefined });
    this.doc.fillColor('#000');
    return this;
  }

  bar(s: string, x: number, y: number, w: number, fill = '#1f3b5c', h = 13): this {
    this.doc.rect(x, y, w, h).fill(fill);
    return this.text(s, x + 4, y + 3, { size: 8, bold: true, color: '#fff' });
  }

  rule(x1: number, y1: number, x2: number, y2: number, width = 0.5, color = '#000'): this {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke().strokeColor('#000');
    return this;
  }

  rect(x: number, y: number, w: number, h: number, width = 0.5): this {
    this.doc.rect(x, y, w, h).lineWidth(width).stroke();
    return this;
  }

  addPage(): this {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    return this;
  }

  private unique(name: string): string {
    let n = name, i = 2;
    while (this.names.has(n)) n = `${name}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value in the box whose text baseline area starts at (x, y). Null or '' prints nothing (a blank field). */
  val(name: string, value: string | null, x: number, y: number, w: number, truth: Truth = {}, h = 12): this {
    const field = this.unique(name);
    const text = value ?? '';
    if (this.printedFields) {
      if (text) this.doc.font('Helvetica').fontSize(this.fit(text, 'Helvetica', 8, w - 4)).text(text, x + 2, y + 1, { lineBreak: false });
    } else if (this.style === 'fillable') {
      this.textField(field, text, x, y - 2, w, h);
    } else if (text) {
      if (this.style === 'typed') {
        this.doc.font('Courier').fontSize(this.fit(text, 'Courier', 8.5, w)).text(text, x + 1, y + 1, { lineBreak: false });
      } else {
        const r = this.rng.float(-1.6, 1.6), dx = this.rng.float(0, 3), dy = this.rng.float(-1.5, 1);
        this.doc.save().rotate(r, { origin: [x + dx, y + dy] }).font(this.hand.font).fontSize(this.fit(text, this.hand.font, this.hand.size, w - dx)).fillColor('#1a2a6c')
          .text(text, x + dx, y + dy - 1, { lineBreak: false }).restore().fillColor('#000');
      }
    }
    if (text) {
      this.printed.push({ name: field, text, truth, page: this.page });
      this.apply(truth);
    }
    return this;
  }

  /** The font size (at most `size`, at least 5) at which `text` fits in `w`. */
  private fit(text: string, font: string, size: number, w: number): number {
    const at = this.doc.font(font).fontSize(size).widthOfString(text);
    return at <= w ? size : Math.max(5, Math.floor((size * w) / at * 10) / 10);
  }

  private apply(truth: Truth): void {
    for (const [path, v] of Object.entries(truth)) {
      const a = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.app.applicants.length <= i) this.app.applicants.push({ ...EMPTY_APPLICANT });
        (this.app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.app as unknown as Record<string, unknown>)[path] = v;
    }
  }

  /** One checkbox with its label to the right; a checked box gives `truth`. Returns the x after the label. */
  check(name: string, label: string, checked: boolean, x: number, y: number, truth: Truth = {}): number {
    const s = 7.5;
    this.doc.rect(x, y, s, s).lineWidth(0.6).stroke();
    this.text(label, x + s + 3, y, { size: 7.5 });
    const end = x + s + 3 + this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 9;
    const field = this.unique(name);
    if (this.printedFields && checked) this.doc.save().lineWidth(1).moveTo(x + 1, y + 1).lineTo(x + s - 1, y + s - 1).moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke().restore();
    else if (this.style === 'fillable' && !this.printedFields) this.box(field, x, y, s, checked);
    else if (checked && this.style === 'typed') this.text('X', x + 1.2, y + 0.3, { size: 7.5, bold: true });
    else if (checked) this.mark(x, y, s, end - x - 6);
    if (checked) {
      this.printed.push({ name: field, text: label, truth, page: this.page });
      this.apply(truth);
    }
    return end;
  }

  /** A row of options; the chosen one (if any) is checked and gives `truth`. Returns the x after the row. */
  checks(name: string, options: string[], chosen: string | null, x: number, y: number, truth: Truth = {}, gap = 0): number {
    let cx = x;
    for (const o of options) cx = this.check(`${name}_${o.replace(/[^A-Za-z0-9]/g, '')}`, o, o === chosen, cx, y, o === chosen ? truth : {}) + gap;
    return cx;
  }

  private mark(x: number, y: number, s: number, labelW: number): void {
    const j = (): number => this.rng.float(-0.8, 0.8);
    const d = this.doc.save().lineWidth(1.1).strokeColor('#1a2a6c');
    if (this.hand.mark === 'x') {
      d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
      d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    } else if (this.hand.mark === 'check') {
      d.moveTo(x + 0.5, y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 2 + j(), y - 2.5 + j()).stroke();
    } else {
      d.ellipse(x + labelW / 2 + j(), y + s / 2, labelW / 2 + 3, s / 2 + 3.5).stroke();
    }
    d.restore();
  }

  /** An AcroForm text field holding `text`, with an appearance stream so a renderer (and a scan) shows the value. */
  private textField(field: string, text: string, x: number, y: number, w: number, h: number): void {
    const doc = this.doc;
    const size = this.fit(text, 'Helvetica', 8, w - 4);
    doc.font('Helvetica');
    const font = (doc as unknown as { _font: { id: string; ref(): unknown } })._font;
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
    ap.end(text ? `/Tx BMC q BT /${font.id} ${size} Tf 0 g 2 ${(h - size) / 2 + 1.5} Td (${escaped}) Tj ET Q EMC` : '');
    doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(field), V: new String(text), F: 4, DA: new String(`/${font.id} ${size} Tf 0 g`),
      AP: { N: ap } } as unknown as PDFKit.Mixins.AnnotationOption);
    this.register();
  }

  private register(): void {
    const annots = (this.doc.page as unknown as { annotations: unknown[] }).annotations;
    const root = (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root;
    root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  /** An AcroForm checkbox with on/off appearances (so a renderer shows the X). */
  private box(field: string, x: number, y: number, s: number, checked: boolean): void {
    const doc = this.doc;
    const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q 0 g 1 w 1 1 m ${s - 1} ${s - 1} l S ${s - 1} 1 m 1 ${s - 1} l S Q`);
    const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    const state = checked ? 'Yes' : 'Off';
    // pdfkit writes an annotation as soon as it is made, so the widget is made whole here (V, AS, AP as names).
    doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(field), V: state, AS: state, F: 4, AP: { N: { Yes: on, Off: off } } } as unknown as PDFKit.Mixins.AnnotationOption);
    this.register();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
