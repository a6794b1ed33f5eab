// A page-drawing layer over pdfkit that prints a value the way the chosen style does and records where it went.
// Coordinates given to it are pdfkit's (origin top left, points); recorded boxes are PDF's (origin bottom left).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
/** One printed value: `fields` maps truth paths to the values it gives; empty for a decoy. */
export interface Placed {
  key: string; text: string; page: number; box: Box;
  via: 'text' | 'handwriting' | 'acroform' | 'mark_glyph' | 'mark_drawn' | 'acroform_checkbox';
  fields: Record<string, unknown>; acroform_field?: string; acroform_value?: string;
}
/** How a layout shows a check box: ballot glyphs, bracket marks, or an empty square with a tick. */
export type MarkKind = 'ballot' | 'bracket' | 'tick';

const FONTS = '/usr/share/fonts';
const H = 792;
// Typed values use a standard font; labels and the ballot glyphs need a Unicode font (DejaVu has ☐ ☒ ✓).
export const VALUE_FONTS = ['Courier', 'Helvetica', 'Times-Roman'] as const;

type Doc = InstanceType<typeof PDFDocument>;
// pdfkit's typings do not show the internals the AcroForm appearance streams need.
interface DocInternals { _font: { id: string; ref(): unknown }; _root: { data: { AcroForm: { data: Record<string, unknown> } } };
  page: { annotations: { data: Record<string, unknown> }[] }; ref(data: Record<string, unknown>): { end(s?: string): void } }

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Sheet {
  readonly doc: Doc;
  readonly placed: Placed[] = [];
  page = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly jitter: Rng;
  private fieldNo = 0;

  readonly style: Style;
  readonly valueFont: string;

  constructor(style: Style, seedKey: string, valueFont: string, labelFont: 'sans' | 'serif', title: string) {
    this.style = style;
    this.valueFont = valueFont;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true,
      info: { Title: title, Producer: 'FormWorks PDF 4.2', Creator: 'FormWorks', CreationDate: new Date(Date.UTC(2025, 5, 2)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('ui', `${FONTS}/truetype/dejavu/${labelFont === 'serif' ? 'DejaVuSerif' : 'DejaVuSans'}.ttf`);
    this.doc.registerFont('uib', `${FONTS}/truetype/dejavu/${labelFont === 'serif' ? 'DejaVuSerif-Bold' : 'DejaVuSans-Bold'}.ttf`);
    this.doc.registerFont('glyph', `${FONTS}/truetype/dejavu/DejaVuSans.ttf`);
    this.doc.registerFont('hand', `${FONTS}/opentype/urw-base35/Z003-MediumItalic.otf`);
    // Style-only randomness (handwriting jitter) has its own stream, so the deal and layout never depend on the style.
    this.jitter = new Rng(`${seedKey}:hand`);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      // Every field carries its own appearance stream, so viewers must not rebuild them.
      (this.doc as unknown as DocInternals)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  private box(x: number, y: number, w: number, h: number): Box {
    return [round(x), round(H - y - h), round(x + w), round(H - y)];
  }

  /** Pre-printed form text on one line. */
  label(text: string, x: number, y: number, size = 7, bold = false, color = '#000'): number {
    this.doc.font(bold ? 'uib' : 'ui').fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });
    return this.doc.widthOfString(text);
  }

  /** Pre-printed legal text, wrapped to a width; returns the y below it. */
  para(text: string, x: number, y: number, width: number, size = 6.2): number {
    this.doc.font('ui').fontSize(size).fillColor('#000').text(text, x, y, { width, align: 'justify', lineGap: 0.6 });
    return this.doc.y;
  }

  /** Pre-printed text that is a number a reader must not take (the funder's own EIN): recorded as a decoy. */
  printed(key: string, text: string, x: number, y: number, size = 6): number {
    const w = this.label(text, x, y, size);
    this.placed.push({ key, text, page: this.page, box: this.box(x, y - 1, w, size + 2), via: 'text', fields: {} });
    return w;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor('#000').stroke();
  }

  rect(x: number, y: number, w: number, h: number, width = 0.6, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillColor(fill).fill().fillColor('#000');
    this.doc.rect(x, y, w, h).lineWidth(width).strokeColor('#000').stroke();
  }

  /** A filled-in value whose baseline sits near y + size; an empty text places nothing (its truth stays null). */
  value(key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> = {}, size = 9): void {
    if (!text) return;
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.fieldNo}`;
      d.font('Helvetica').fontSize(size);
      const fw = Math.max(w, d.widthOfString(text) + 4), fh = size + 4;
      const fid = this.fontId('Helvetica');
      this.widget(name, x, y - 1, fw, fh, { FT: 'Tx', V: new String(text), DA: new String(`/${fid} ${size} Tf 0 g`),
        AP: { N: this.appearance(fw, fh, `/Tx BMC q BT /${fid} ${size} Tf 0 g 2 3 Td (${esc(text)}) Tj ET Q EMC`) } });
      this.placed.push({ key, text, page: this.page, box: this.box(x, y - 1, fw, fh), via: 'acroform', fields, acroform_field: name });
    } else if (this.style === 'typed') {
      d.font(this.valueFont).fontSize(size).fillColor('#111').text(text, x + 1, y, { lineBreak: false });
      this.placed.push({ key, text, page: this.page, box: this.box(x, y - 1, d.widthOfString(text) + 2, size + 2), via: 'text', fields });
    } else {
      const hs = size + 1.5, dx = this.jitter.float(-1, 2), dy = this.jitter.float(-1.5, 1), deg = this.jitter.float(-2.2, 2.2);
      d.font('hand').fontSize(hs).fillColor('#1a2a6c');
      const tw = d.widthOfString(text);
      d.save().rotate(deg, { origin: [x + dx, y + dy + hs] }).text(text, x + dx + 1, y + dy - 2, { lineBreak: false }).restore();
      const slack = Math.abs(Math.sin((deg * Math.PI) / 180)) * tw + 2;
      this.placed.push({ key, text, page: this.page, box: this.box(x + dx - 1, y + dy - 3 - slack, tw + 4, hs + 2 + 2 * slack), via: 'handwriting', fields });
      d.fillColor('#000');
    }
  }

  /** A labelled underline with its value on it; returns the x after the line. */
  row(label: string, key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> = {}, size = 7.5): number {
    const lw = this.label(label, x, y + 3, size);
    this.line(x + lw + 3, y + 13, x + w, y + 13);
    this.value(key, text, x + lw + 5, y + 2, w - lw - 8, fields);
    return x + w;
  }

  /** A boxed cell with a small caption in its corner and the value below it. */
  cell(caption: string, key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, unknown> = {}): void {
    this.rect(x, y, w, h);
    this.label(caption, x + 2, y + 2, 5.6);
    this.value(key, text, x + 4, y + h - 13, w - 8, fields);
  }

  /** One check box option; a checked one is recorded with its label as the printed text. */
  check(key: string, label: string, x: number, y: number, checked: boolean, mark: MarkKind, fields: Record<string, unknown> = {}, size = 7.5): number {
    const d = this.doc;
    const bs = size + 1.5;
    let lx: number;
    if (this.style === 'fillable') {
      this.rect(x, y, bs, bs, 0.5);
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.fieldNo}`;
      const k = (bs * 0.2).toFixed(2), e = (bs * 0.8).toFixed(2);
      this.widget(name, x, y, bs, bs, { FT: 'Btn', V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        AP: { N: { Yes: this.appearance(bs, bs, `q 1 w 0 G ${k} ${k} m ${e} ${e} l S ${k} ${e} m ${e} ${k} l S Q`), Off: this.appearance(bs, bs, '') } } });
      lx = x + bs + 3;
      if (checked) this.placed.push({ key, text: label, page: this.page, box: this.box(x, y, bs + 3 + this.widthIn('ui', size, label), bs), via: 'acroform_checkbox', fields, acroform_field: name, acroform_value: 'Yes' });
    } else {
      const glyphEmpty = mark === 'bracket' ? '[ ]' : '☐';
      const glyphFull = mark === 'bracket' ? '[X]' : mark === 'ballot' ? '☒' : '☐';
      const typedMark = this.style === 'typed' && checked;
      d.font(mark === 'bracket' ? 'Courier' : 'glyph').fontSize(bs).fillColor('#000').text(typedMark ? glyphFull : glyphEmpty, x, y - 1, { lineBreak: false });
      const gw = d.widthOfString(typedMark ? glyphFull : glyphEmpty);
      if (typedMark && mark === 'tick') d.font('glyph').fontSize(bs).text('✓', x + 1, y - 2, { lineBreak: false });
      if (checked && this.style === 'handwritten') this.drawnMark(x + (mark === 'bracket' ? gw / 2 - bs / 2 : 0), y, bs, mark === 'tick');
      lx = x + gw + 3;
      if (checked) {
        this.placed.push({ key, text: label, page: this.page, box: this.box(x, y - 1, gw + 3 + this.widthIn('ui', size, label), bs + 1),
          via: this.style === 'typed' ? 'mark_glyph' : 'mark_drawn', fields });
      }
    }
    const lw = this.label(label, lx, y + 1, size);
    return lx + lw + 10;
  }

  /** A pen stroke across the box: an X or a tick, never text. */
  private drawnMark(x: number, y: number, s: number, tick: boolean): void {
    const j = (): number => this.jitter.float(-0.8, 0.8);
    const d = this.doc.lineWidth(1.1).strokeColor('#1a2a6c');
    if (tick) d.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s - 1 + j()).lineTo(x + s + 2, y - 2 + j()).stroke();
    else d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
    d.strokeColor('#000');
  }

  private widthIn(font: string, size: number, text: string): number {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  // pdfkit's form helpers write the widget at once and keep only known keys, so a widget with its own appearance
  // streams is written by hand and added to the form's fields.
  private widget(name: string, x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', T: new String(name), F: 4, ...dict } as never);
    const internals = this.doc as unknown as DocInternals;
    (internals._root.data.AcroForm.data.Fields as unknown[]).push(internals.page.annotations.at(-1));
  }

  private fontId(name: string): string {
    this.doc.font(name);
    return (this.doc as unknown as DocInternals)._font.id;
  }

  private appearance(w: number, h: number, content: string): unknown {
    const internals = this.doc as unknown as DocInternals;
    this.doc.font('Helvetica');
    const font = { [internals._font.id]: internals._font.ref() };
    const ref = internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, round(w), round(h)], Resources: { Font: font } });
    ref.end(content);
    return ref;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

const round = (n: number): number => Math.round(n * 10) / 10;
