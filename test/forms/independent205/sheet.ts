// A form page under construction (pdfkit): the layout draws its labels, rules and boxes, and hands each value to
// `value`/`check`, which print it in the style asked and record where it went. The record is the truth: a value the
// layout never hands over is never in it.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];

export interface Placed {
  key: string;
  text: string;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin at the page's bottom left. */
  box: Box;
  via: 'text' | 'mark' | 'acroform';
  /** Truth paths this printed value gives, with their values; empty for a decoy. */
  fields: Record<string, unknown>;
  acroform_field?: string;
  acroform_value?: string;
}

export type ValueFont = 'Courier' | 'Helvetica' | 'Times-Roman';
const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

// pdfkit's internals we need for appearance streams: its typings do not expose them.
interface RefLike { data: Record<string, unknown>; end(chunk?: string): void }
interface FontLike { id: string; ref(): RefLike }
interface DocInternals { _font: FontLike; _root: RefLike; page: { annotations: RefLike[] }; ref(data: Record<string, unknown>): RefLike }

/** WinAnsi bytes of a string, as hex, for a standard font in an appearance stream. */
function winAnsiHex(s: string): string {
  const special: Record<string, number> = { '—': 0x97, '–': 0x96, '’': 0x92, '«': 0xab, '»': 0xbb };
  return [...s].map((ch) => (special[ch] ?? (ch.charCodeAt(0) < 256 ? ch.charCodeAt(0) : 0x3f)).toString(16).padStart(2, '0')).join('');
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 0;
  private readonly internals: DocInternals;
  private fieldFont: FontLike | null = null;
  private readonly names = new Set<string>();

  readonly style: Style;
  readonly valueFont: ValueFont;
  readonly width: number;
  readonly height: number;
  private readonly hand: Rng;

  constructor(style: Style, hand: Rng, valueFont: ValueFont, width = 612, height = 792) {
    this.style = style; this.hand = hand; this.valueFont = valueFont; this.width = width; this.height = height;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, size: [width, height], margin: 0,
      info: { Producer: 'FormBuilder', Creator: 'Broker intake', CreationDate: new Date(Date.UTC(2025, 5, 2)) } });
    this.internals = this.doc as unknown as DocInternals;
    this.doc.registerFont('hand', HAND_FONT);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.fieldFont = this.internals._font;
      this.doc.initForm();
      // Appearance streams are written for every field: a viewer must show them as they are.
      ((this.internals._root.data.AcroForm as RefLike).data).NeedAppearances = false;
    }
  }

  addPage(): void {
    this.doc.addPage({ size: [this.width, this.height], margin: 0 });
    this.page++;
  }

  /** Static print (labels, headings, paragraphs). `width` wraps the text. */
  text(x: number, y: number, s: string, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): number {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? 'black');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
    return o.width ? this.doc.heightOfString(s, { width: o.width, lineGap: 1 }) : this.doc.widthOfString(s);
  }

  line(x0: number, y0: number, x1: number, y1: number, w = 0.6, color = 'black'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke !== 'none') this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke ?? 'black');
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? 'black');
    this.doc.restore();
  }

  private box(x: number, yTop: number, w: number, h: number): Box {
    const r = (v: number): number => Math.round(v * 100) / 100;
    return [r(x), r(this.height - yTop - h), r(x + w), r(this.height - yTop)];
  }

  private fieldName(key: string): string {
    let name = key.replace(/[^A-Za-z0-9_.]/g, '_');
    for (let i = 2; this.names.has(name); i++) name = `${key}_${i}`;
    this.names.add(name);
    return name;
  }

  /** A widget annotation that is its own field, written whole (pdfkit writes an annotation as soon as it is made). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const form = this.internals._root.data.AcroForm as RefLike;
    (form.data.Fields as RefLike[]).push(this.internals.page.annotations.at(-1)!);
  }

  /** A filled-in value, its top-left at (x, y) in page coordinates from the top; `w` is the room the form gives it. */
  value(key: string, x: number, y: number, w: number, text: string, fields: Record<string, unknown> = {}, size = 10): void {
    const doc = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const h = size + 4;
      const font = this.fieldFont!;
      // A long value shrinks to its field, as a viewer's auto-size would: clipped text would not be readable.
      const natural = doc.font('Helvetica').fontSize(size).widthOfString(text);
      if (natural > w - 4) size = Math.max(5, Math.floor((size * (w - 4) / natural) * 10) / 10);
      const ap = this.internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
      ap.end(`/Tx BMC q BT /${font.id} ${size} Tf 0 g 2 ${(h - size * 0.72) / 2} Td <${winAnsiHex(text)}> Tj ET Q EMC`);
      this.widget(x, y - 2, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap } });
      this.placed.push({ key, text, page: this.page, box: this.box(x, y - 2, w, h), via: 'acroform', fields, acroform_field: name });
      return;
    }
    if (this.style === 'typed') {
      doc.font(this.valueFont).fontSize(size).fillColor('black').text(text, x, y, { lineBreak: false });
      const tw = doc.widthOfString(text);
      this.placed.push({ key, text, page: this.page, box: this.box(x, y, tw, size * 1.15), via: 'text', fields });
      return;
    }
    // Handwriting: a little bigger, off the line by a point or two and turned a degree or two, as a pen is.
    const hs = size + 2.5;
    const jx = this.hand.float(-1.5, 2.5), jy = this.hand.float(-2.5, 0.5), angle = this.hand.float(-2, 2);
    doc.font('hand').fontSize(hs);
    const tw = doc.widthOfString(text);
    doc.save().rotate(angle, { origin: [x + jx, y + jy + hs] }).fillColor('#1a237e').text(text, x + jx, y + jy - 1, { lineBreak: false }).restore();
    const slack = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw + 2;
    this.placed.push({ key, text, page: this.page, box: this.box(x + jx - 1, y + jy - slack, tw + 2, hs * 1.2 + 2 * slack), via: 'text', fields });
  }

  /** A check box with its label to the right; a checked box is recorded under its label. Returns the next x. */
  check(key: string, x: number, y: number, label: string, checked: boolean, fields: Record<string, unknown> = {}, size = 8): number {
    const s = 8;
    this.rect(x, y, s, s, { lw: 0.7 });
    const lw = this.text(x + s + 3, y, label, { size });
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const on = 'Oui';
      const mark = this.internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      mark.end(`q 0 g 0 G 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = this.internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      off.end('');
      // V and AS are names (pdfkit writes a plain JS string as a name).
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? on : 'Off', AS: checked ? on : 'Off', AP: { N: { [on]: mark, Off: off } } });
      if (checked) this.placed.push({ key, text: label, page: this.page, box: this.box(x, y, s, s), via: 'acroform', fields, acroform_field: name, acroform_value: on });
    } else if (checked && this.style === 'typed') {
      this.doc.font(this.valueFont).fontSize(9).fillColor('black').text('X', x + 1.2, y - 0.2, { lineBreak: false });
      this.placed.push({ key, text: label, page: this.page, box: this.box(x, y, s, s), via: 'text', fields });
    } else if (checked) {
      // A pen's X (or tick): two strokes, no text at all.
      const j = (): number => this.hand.float(-1, 1);
      const d = this.doc.save().lineWidth(1.2).strokeColor('#1a237e');
      if (this.hand.chance(0.5)) d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j());
      else d.moveTo(x + j(), y + s / 2 + j()).lineTo(x + s / 2.5, y + s + j()).lineTo(x + s + 2 + j(), y - 2 + j());
      d.stroke().restore();
      this.placed.push({ key, text: label, page: this.page, box: this.box(x, y, s, s), via: 'mark', fields });
    }
    return x + s + 3 + lw + 10;
  }

  async bytes(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
