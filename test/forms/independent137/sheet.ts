// The drawing surface of a form: labels are always page text; a value is drawn by the document's style (typed text,
// handwriting in blue ink, or an AcroForm field only) and recorded with the truth fields it gives, or as a decoy.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'letter' | 'glyph' | 'drawn';
export interface Printed { keys: string[]; text: string; field?: string }
export interface DecoyOut { what: string; text: string }
/** What a value gives: truth fields (`legal_name`, `applicants[0].first_name` ...) or, as a string, a decoy's kind. */
export type Target = Record<string, unknown> | string;

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const DINGBATS = '/usr/share/fonts/opentype/urw-base35/D050000L.otf';
const INK = '#1b2f91';

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: DecoyOut[] = [];
  readonly values: { fields: Record<string, unknown> }[] = [];
  pages = 1;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private names = new Set<string>();

  readonly style: Style;
  readonly mark: Mark;
  private readonly rng: Rng;
  private readonly valueFont: string;

  constructor(style: Style, rng: Rng, mark: Mark, valueFont = 'Helvetica', title = 'Application') {
    this.style = style; this.rng = rng; this.mark = mark; this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, compress: true,
      info: { Title: title, Producer: 'Form Builder', Creator: 'Form Builder', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND);
    this.doc.registerFont('dingbats', DINGBATS);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): this {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000')
      .text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    this.doc.font('Helvetica').fillColor('#000');
    return this;
  }

  para(text: string, x: number, y: number, width: number, size = 6.5): this {
    this.doc.font('Helvetica').fontSize(size).fillColor('#222').text(text, x, y, { width, align: 'justify', lineGap: 0.5 });
    this.doc.fillColor('#000');
    return this;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): this {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke !== 'none') this.doc.fillAndStroke(o.fill, o.stroke ?? '#000');
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000');
    this.doc.restore();
    return this;
  }

  hline(x1: number, x2: number, y: number, color = '#000', lw = 0.5): this {
    this.doc.save().lineWidth(lw).moveTo(x1, y).lineTo(x2, y).stroke(color).restore();
    return this;
  }

  addPage(): this {
    this.doc.addPage({ size: 'LETTER', margin: 36 });
    this.pages++;
    return this;
  }

  private fieldName(name: string): string {
    let n = name.replace(/[^A-Za-z0-9_]/g, '_');
    for (let i = 2; this.names.has(n); i++) n = `${name}_${i}`;
    this.names.add(n);
    return n;
  }

  private record(target: Target, text: string, field?: string): void {
    if (typeof target === 'string') { this.decoys.push({ what: target, text }); return; }
    this.printed.push({ keys: Object.keys(target), text, ...(field ? { field } : {}) });
    this.values.push({ fields: target });
  }

  /** A value in a box whose top left is (x, y), `w` wide and `h` high. An empty text leaves the box blank. */
  put(target: Target, text: string, x: number, y: number, w: number, name: string, h = 13, size = 9.5): this {
    const doc = this.doc;
    if (this.style === 'fillable') {
      const field = this.fieldName(name);
      doc.font('Helvetica').formText(field, x, y, w, h, { value: text, fontSize: 0 });
      if (text) this.record(target, text, field);
      return this;
    }
    if (!text) return this;
    if (this.style === 'typed') {
      doc.font(this.valueFont).fontSize(size).fillColor('#000');
      let s = size;
      while (doc.widthOfString(text) > w - 2 && s > 5.5) doc.fontSize((s -= 0.5));
      doc.text(text, x + 2, y + h - s - 1.5, { lineBreak: false });
    } else {
      const r = this.rng;
      let s = size + r.float(1, 3);
      doc.font('hand').fontSize(s).fillColor(INK);
      while (doc.widthOfString(text) > w - 6 && s > 6) doc.fontSize((s -= 0.5));
      const tx = x + r.float(1, 6), ty = y + h - s - r.float(-1.5, 1.5);
      doc.save().rotate(r.float(-2, 2), { origin: [tx, ty + s] }).text(text, tx, ty, { lineBreak: false }).restore();
    }
    doc.font('Helvetica').fillColor('#000');
    this.record(target, text);
    return this;
  }

  /** A checkbox (9 pt square) at (x, y) with its label to the right; a checked box with truth fields is a printed value. */
  check(target: Target | null, label: string, x: number, y: number, checked: boolean, name: string, size = 7.5): this {
    const doc = this.doc, b = 8.5;
    this.rect(x, y, b, b, { lw: 0.7 });
    this.label(label, x + b + 3, y + 1, { size });
    if (this.style === 'fillable') {
      const field = this.fieldName(name);
      const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
      on.end(`q 0 g 1.2 w 1.5 1.5 m ${b - 1.5} ${b - 1.5} l S 1.5 ${b - 1.5} m ${b - 1.5} 1.5 l S Q`);
      const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
      off.end('');
      // pdfkit's formCheckbox writes its widget at once and cannot set a name as /V: the widget is made here, with
      // /V and /AS the name /Yes (or /Off) and both appearances, and added to the form's fields as pdfkit does.
      const state = checked ? 'Yes' : 'Off';
      doc.annotate(x, y, b, b, { FT: 'Btn', T: new String(field), Subtype: 'Widget', F: 4, V: state, AS: state, AP: { N: { Yes: on, Off: off } } } as unknown as PDFKit.Mixins.AnnotationOption);
      const annots = (doc.page as unknown as { annotations: unknown[] }).annotations;
      (doc as unknown as { _addToParent(r: unknown): void })._addToParent(annots[annots.length - 1]);
      if (checked && target) this.record(target, label, field);
      return this;
    }
    if (!checked) return this;
    if (this.style === 'handwritten') this.handMark(x, y, b);
    else if (this.mark === 'letter') this.label('X', x + 1.6, y + 0.6, { size: 8.5, bold: true });
    else if (this.mark === 'glyph') doc.font('dingbats').fontSize(9).fillColor('#000').text(this.rng.pick(['3', '4']), x + 0.5, y - 0.5, { lineBreak: false }).font('Helvetica');
    else doc.save().lineWidth(1.1).moveTo(x + 1.2, y + 1.2).lineTo(x + b - 1.2, y + b - 1.2).moveTo(x + b - 1.2, y + 1.2).lineTo(x + 1.2, y + b - 1.2).stroke('#000').restore();
    if (target) this.record(target, label);
    return this;
  }

  /** A pen's tick or cross, overshooting the box a little. */
  private handMark(x: number, y: number, b: number): void {
    const r = this.rng, d = this.doc;
    d.save().lineWidth(r.float(1.1, 1.6)).strokeColor(INK).lineCap('round');
    if (r.chance(0.5)) {
      d.moveTo(x + r.float(0, 2), y + b * 0.55).quadraticCurveTo(x + b * 0.3, y + b * 0.8, x + b * 0.4, y + b + r.float(0, 1.5))
        .quadraticCurveTo(x + b * 0.7, y + b * 0.2, x + b + r.float(1, 4), y - r.float(1, 4)).stroke();
    } else {
      d.moveTo(x - r.float(0, 1.5), y - r.float(0, 1.5)).lineTo(x + b + r.float(0, 2), y + b + r.float(0, 2))
        .moveTo(x + b + r.float(0, 1.5), y - r.float(0, 2)).lineTo(x - r.float(0, 1.5), y + b + r.float(0, 1.5)).stroke();
    }
    d.restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
