// Drawing helpers of the independent form generator: one Sheet per form, wrapping a PDFKit document. Every value is
// drawn through value() or options(), which draw it in the form's style (typed text, a handwriting font, or an AcroForm
// field only) and record which truth fields the printed text gives, so the truth holds nothing that was not printed.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

const require = createRequire(import.meta.url);
const HANDS = [
  require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'),
];

export type Style = 'typed' | 'handwritten' | 'fillable';
/** How a checked box is marked: drawn X, check glyph, filled square, filled bubble, or a typed letter X. */
export type Mark = 'x' | 'check' | 'square' | 'bubble' | 'letter';
/** How a fillable form names its fields: from the label, snake_case, or Acrobat's auto-detected `Text12`. */
export type Naming = 'label' | 'snake' | 'generic';

/** A truth key is a field of the application (`legal_name`) or of an applicant (`a0.ownership`). */
export type TruthMap = Record<string, string | number | null>;

export interface Printed { truth: TruthMap; text: string; page: number; field?: string; checkbox?: boolean }
export interface Decoy { key: string; text: string; page: number; field?: string }

export interface SheetOptions { style: Style; rng: Rng; labelFont: string; valueFont: string; naming: Naming }
export interface ValueOpts { size?: number; truth?: TruthMap; decoy?: string; name?: string; align?: 'left' | 'center' | 'right' }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly printed: Printed[] = [];
  readonly decoys: Decoy[] = [];
  /** Truth that no single printed text gives (the country, read from the state and the tax ID). */
  readonly derived: TruthMap = {};
  page = 1;
  private readonly rng: Rng;
  private readonly opts: SheetOptions;
  private fieldCount = 0;
  private readonly names = new Set<string>();

  constructor(opts: SheetOptions) {
    this.opts = opts;
    this.style = opts.style;
    this.rng = opts.rng.fork('sheet');
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { CreationDate: new Date(Date.UTC(2026, 0, 5, 12)), ModDate: new Date(Date.UTC(2026, 0, 5, 12)), Producer: 'Forms', Creator: 'Forms' } });
    this.doc.registerFont('hand', HANDS[this.rng.int(0, HANDS.length - 1)]!);
    this.doc.font('Helvetica');
    if (this.style === 'fillable') this.doc.initForm();
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Printed label (always page text, in every style). */
  label(text: string, x: number, y: number, o: { size?: number; font?: string; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.font ?? this.opts.labelFont).fontSize(o.size ?? 8).fillColor(o.color ?? 'black');
    this.doc.text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
    this.doc.fillColor('black');
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, dash?: number): void {
    this.doc.save().lineWidth(width);
    if (dash) this.doc.dash(dash, { space: dash });
    this.doc.moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { width?: number; fill?: string } = {}): void {
    this.doc.save().lineWidth(o.width ?? 0.6);
    if (o.fill) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, 'black');
    else this.doc.rect(x, y, w, h).stroke();
    this.doc.restore();
  }

  band(text: string, x: number, y: number, w: number, o: { h?: number; fill?: string; color?: string; size?: number } = {}): void {
    const h = o.h ?? 14;
    this.doc.save().rect(x, y, w, h).fill(o.fill ?? '#222222').restore();
    this.label(text, x + 5, y + (h - (o.size ?? 9)) / 2 + 0.5, { size: o.size ?? 9, font: 'Helvetica-Bold', color: o.color ?? 'white' });
  }

  /** A value in the box [x, x+w] whose text baseline area starts at y (top of the text). Empty text draws nothing
   *  (a blank field; a fillable form still has the empty field). */
  value(text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
    const size = o.size ?? 10;
    const name = this.fieldName(o.name ?? 'Field');
    if (this.style === 'fillable') {
      this.doc.font('Helvetica').fontSize(size);
      this.doc.formText(name, x, y - 2, w, size + 4, { value: text, fontSize: size });
    } else if (text) this.drawValue(text, x, y, w, size, o.align ?? 'left');
    if (!text) return;
    if (o.truth) this.printed.push({ truth: o.truth, text, page: this.page, ...(this.style === 'fillable' ? { field: name } : {}) });
    if (o.decoy) this.decoys.push({ key: o.decoy, text, page: this.page, ...(this.style === 'fillable' ? { field: name } : {}) });
  }

  private drawValue(text: string, x: number, y: number, w: number, size: number, align: 'left' | 'center' | 'right'): void {
    const hand = this.style === 'handwritten';
    const font = hand ? 'hand' : this.opts.valueFont;
    let s = hand ? size + 1.5 : size;
    this.doc.font(font).fontSize(s);
    while (s > 5 && this.doc.widthOfString(text) > w) this.doc.fontSize((s -= 0.5));
    const tw = this.doc.widthOfString(text);
    let tx = align === 'left' ? x + 1 : align === 'right' ? x + w - tw - 1 : x + (w - tw) / 2;
    let ty = y - (hand ? s * 0.35 : 0);
    this.doc.save().fillColor(hand ? '#1a2a6c' : 'black');
    if (hand) {
      tx += this.rng.float(0, 4);
      ty += this.rng.float(-1.5, 1);
      const deg = this.rng.float(1, 6) * (this.rng.chance(0.5) ? 1 : -1);
      this.doc.rotate(deg, { origin: [tx, ty + s / 2] });
    }
    this.doc.text(text, tx, ty, { lineBreak: false });
    this.doc.restore();
  }

  /** A row of checkbox options; `checked` is the index marked (or -1). `truth` is recorded for the checked one. */
  options(labels: readonly string[], checked: number, x: number, y: number, o: { mark: Mark; gap?: number; size?: number; box?: number; name?: string; truth?: TruthMap; decoy?: string; font?: string } ): number {
    const box = o.box ?? 8;
    let cx = x;
    labels.forEach((lab, i) => {
      this.checkbox(cx, y, box, i === checked, o.mark, `${o.name ?? 'Check'}_${lab.replace(/\W+/g, '')}`);
      this.label(lab, cx + box + 3, y + (box - (o.size ?? 8)) / 2 + 0.5, { size: o.size ?? 8, font: o.font });
      this.doc.font(o.font ?? this.opts.labelFont).fontSize(o.size ?? 8);
      cx += box + 3 + this.doc.widthOfString(lab) + (o.gap ?? 12);
    });
    const lab = labels[checked];
    if (lab !== undefined && o.truth) this.printed.push({ truth: o.truth, text: lab, page: this.page, checkbox: true,
      ...(this.style === 'fillable' ? { field: `${o.name ?? 'Check'}_${lab.replace(/\W+/g, '')}` } : {}) });
    if (lab !== undefined && o.decoy) this.decoys.push({ key: o.decoy, text: lab, page: this.page });
    return cx;
  }

  checkbox(x: number, y: number, size: number, checked: boolean, mark: Mark, name: string): void {
    if (this.style === 'fillable') return this.acroCheckbox(x, y, size, checked, name);
    if (mark === 'bubble') this.doc.save().lineWidth(0.7).circle(x + size / 2, y + size / 2, size / 2).stroke().restore();
    else this.rect(x, y, size, size, { width: 0.7 });
    if (!checked) return;
    const hand = this.style === 'handwritten';
    const j = () => (hand ? this.rng.float(-1.2, 1.2) : 0);
    const d = this.doc.save().fillColor(hand ? '#1a2a6c' : 'black').strokeColor(hand ? '#1a2a6c' : 'black');
    if (mark === 'x') d.lineWidth(hand ? 1.3 : 1).moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + size - 1 + j(), y + size - 1 + j())
      .moveTo(x + size - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + size - 1 + j()).stroke();
    else if (mark === 'check') d.lineWidth(1.4).moveTo(x + 1.5 + j(), y + size * 0.55).lineTo(x + size * 0.4, y + size - 1.2 + j())
      .lineTo(x + size + 1.5 + j(), y - 1.5 + j()).stroke();
    else if (mark === 'square') d.rect(x + 1.5, y + 1.5, size - 3, size - 3).fill();
    else if (mark === 'bubble') d.circle(x + size / 2, y + size / 2, size / 2 - 1.5).fill();
    else d.font(hand ? 'hand' : 'Helvetica-Bold').fontSize(size + 1).text('X', x + 1 + j(), y - 0.5 + j(), { lineBreak: false });
    d.restore();
  }

  private acroCheckbox(x: number, y: number, size: number, checked: boolean, name: string): void {
    const doc = this.doc;
    this.rect(x, y, size, size, { width: 0.7 });
    const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
    on.end(`q 0 G 1 w 1.5 1.5 m ${size - 1.5} ${size - 1.5} l ${size - 1.5} 1.5 m 1.5 ${size - 1.5} l S Q`);
    const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
    off.end('');
    // PDFKit's formCheckbox cannot set the state, and annotate() writes the dictionary at once: so the whole field is
    // given here. A plain JS string is written as a PDF name: /Yes and /Off, as a checkbox's states must be.
    doc.annotate(x, y, size, size, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: checked ? 'Yes' : 'Off',
      AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } } as unknown as PDFKit.Mixins.AnnotationOption);
    const annots = (doc.page as unknown as { annotations: unknown[] }).annotations;
    const root = (doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root;
    root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  /** A value that is printed as a label in every style (a pre-printed option, a heading carrying a value). */
  note(truth: TruthMap): void {
    Object.assign(this.derived, truth);
  }

  private fieldName(base: string): string {
    this.fieldCount++;
    const n = this.opts.naming;
    let name = n === 'generic' ? `Text${this.fieldCount}` : n === 'snake' ? base.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') : base.replace(/[^A-Za-z0-9 #]+/g, '').trim();
    if (!name) name = `Field${this.fieldCount}`;
    let k = 2;
    const root = name;
    while (this.names.has(name)) name = `${root}_${k++}`;
    this.names.add(name);
    return name;
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
