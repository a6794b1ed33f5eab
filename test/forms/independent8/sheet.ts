// One form's drawing surface over pdfkit: labels are page text; values are page text (typed, or a hand font slightly
// turned and shifted) or, for a fillable form, only AcroForm fields. It keeps what it printed for the tests.
import PDFDocument from 'pdfkit';
import { fileURLToPath } from 'node:url';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'xlines' | 'letter' | 'check' | 'drawncheck' | 'fill' | 'radio';
export interface ValueOpts { align?: 'left' | 'right' | 'center'; size?: number }
/** What the sheet printed: values (page text or field), decoys, and the expected AcroForm field values. */
export interface Printed { values: string[]; decoys: string[]; fields: Map<string, string> }

const FONT_DIR = '../../../node_modules/@fontsource/';
const HANDS = [FONT_DIR + 'kalam/files/kalam-latin-400-normal.woff', FONT_DIR + 'patrick-hand/files/patrick-hand-latin-400-normal.woff'];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed = { values: [], decoys: [], fields: new Map() };
  /** 'field' only for an unscanned fillable form: a scanned one is drawn as it prints. */
  private readonly mode: 'type' | 'hand' | 'field';
  private readonly rng: Rng;
  private readonly chunks: Buffer[] = [];
  valueFont = 'Helvetica';

  constructor(style: Style, scan: boolean, seed: string) {
    this.rng = new Rng(seed + ':sheet');
    this.mode = style === 'handwritten' ? 'hand' : style === 'fillable' && !scan ? 'field' : 'type';
    const epoch = new Date(Date.UTC(2026, 0, 1));
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: epoch, ModDate: epoch, Producer: 'forms', Creator: 'forms' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('hand', fileURLToPath(new URL(this.rng.pick(HANDS), import.meta.url)));
    this.doc.font('Helvetica');
    if (this.mode === 'field') this.doc.initForm();
  }

  label(text: string, x: number, y: number, o: { size?: number; font?: string; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? 'black');
    this.doc.text(text, x, y, { width: o.width, align: o.align, lineBreak: o.width !== undefined });
  }

  /** A value printed in a box (x, y, w, h: top-left origin); empty text leaves the box blank. */
  value(name: string, text: string, x: number, y: number, w: number, h: number, o: ValueOpts = {}): void {
    if (text) this.printed.values.push(text);
    this.put(name, text, x, y, w, h, o);
  }

  /** A printed value that is not the application's (landlord, bank, rep ...). */
  decoy(name: string, text: string, x: number, y: number, w: number, h: number, o: ValueOpts = {}): void {
    this.printed.decoys.push(text);
    this.put(name, text, x, y, w, h, o);
  }

  private put(name: string, text: string, x: number, y: number, w: number, h: number, o: ValueOpts): void {
    const d = this.doc;
    if (this.mode === 'field') {
      d.font('Helvetica');
      d.formText(name, x, y, w, h, { value: text, align: o.align ?? 'left', fontSize: o.size ?? 9 });
      this.printed.fields.set(name, text);
      return;
    }
    if (!text) return;
    const hand = this.mode === 'hand';
    let size = (o.size ?? 9) * (hand ? 1.2 : 1);
    d.font(hand ? 'hand' : this.valueFont).fontSize(size);
    while (size > 5 && d.widthOfString(text) > w - 3) d.fontSize((size -= 0.5));
    const tw = d.widthOfString(text);
    let tx = o.align === 'right' ? x + w - tw - 2 : o.align === 'center' ? x + (w - tw) / 2 : x + 2;
    let ty = y + (h - size) / 2 + (hand ? -1 : 0.5);
    d.fillColor(hand ? '#1a2a6c' : 'black');
    if (hand) {
      tx += this.rng.float(-1.5, 1.5);
      ty += this.rng.float(-1.2, 1.2);
      d.save().rotate(this.rng.float(-2, 2), { origin: [tx, ty + size] });
    }
    d.text(text, tx, ty, { lineBreak: false });
    if (hand) d.restore();
    d.fillColor('black');
  }

  /** A checkbox (or round radio for mark 'radio') with its label to the right; checked ones get the mark. */
  check(name: string, label: string, x: number, y: number, checked: boolean, mark: Mark, size = 8, labelSize = 7.5): void {
    const d = this.doc;
    if (mark === 'radio') d.circle(x + size / 2, y + size / 2, size / 2).lineWidth(0.7).stroke();
    else d.rect(x, y, size, size).lineWidth(0.7).stroke();
    this.label(label, x + size + 3, y + (size - labelSize) / 2 + 0.5, { size: labelSize });
    if (this.mode === 'field') {
      const state = checked ? 'Yes' : 'Off';
      // (The state goes in with the widget: pdfkit's formCheckbox drops V and AS and writes the annotation at once,
      // which left every box unchecked. A plain string is written as a PDF name, /Yes or /Off.)
      d.annotate(x, y, size, size, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: state, AS: state } as unknown as PDFKit.Mixins.AnnotationOption);
      const annots = (d.page as unknown as { annotations: unknown[] }).annotations;
      (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
      this.printed.fields.set(name, state);
      return;
    }
    if (checked) this.mark(x, y, size, mark);
  }

  private mark(x: number, y: number, s: number, mark: Mark): void {
    const d = this.doc;
    const j = this.mode === 'hand' ? this.rng.float(-1, 1) : 0;
    if (mark === 'xlines') {
      d.lineWidth(1.1).moveTo(x + 1 + j, y + 1).lineTo(x + s - 1, y + s - 1 + j).moveTo(x + s - 1, y + 1).lineTo(x + 1 + j, y + s - 1).stroke();
    } else if (mark === 'letter') {
      d.font(this.mode === 'hand' ? 'hand' : 'Helvetica-Bold').fontSize(s + 1).text('X', x + 1 + j, y - 0.5, { lineBreak: false });
    } else if (mark === 'check') {
      d.font('ZapfDingbats').fontSize(s).text('4', x + 0.8, y + s * 0.9, { lineBreak: false });
    } else if (mark === 'drawncheck') {
      d.lineWidth(1.3).moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s - 1).lineTo(x + s + 2, y - 2 + j).stroke();
    } else if (mark === 'radio') {
      d.circle(x + s / 2, y + s / 2, s / 2 - 1.8).fill('black');
    } else {
      d.rect(x + 1.5, y + 1.5, s - 3, s - 3).fill('black');
    }
    d.lineWidth(1).fillColor('black');
  }

  rule(x1: number, y1: number, x2: number, y2: number, width = 0.5, color = 'black'): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke().strokeColor('black');
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; radius?: number; width?: number } = {}): void {
    const d = this.doc;
    if (o.radius) d.roundedRect(x, y, w, h, o.radius); else d.rect(x, y, w, h);
    d.lineWidth(o.width ?? 0.6);
    if (o.fill && o.stroke !== 'none') d.fillAndStroke(o.fill, o.stroke ?? 'black');
    else if (o.fill) d.fill(o.fill);
    else d.strokeColor(o.stroke ?? 'black').stroke();
    d.fillColor('black').strokeColor('black');
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((ok) => this.doc.on('end', () => ok()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
