// A small drawing layer over pdfkit for these forms: printed labels and graphics, and values placed in one of three
// styles (typed page text, handwriting in URW Z003 with jitter, AcroForm fields with their own appearance streams),
// each recorded with its box and the truth fields it gives (none for a decoy).
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string; text: string; page: number; box: Box;
  via: 'text' | 'handwriting' | 'mark' | 'acroform' | 'acroform_checkbox';
  /** Truth paths (`application.legal_name`, `application.applicants[0].first_name`) and their values; empty for decoys. */
  fields: Record<string, unknown>;
  acroform_field?: string;
}
export interface TextOpts { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; italic?: boolean }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const CHECK_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
export const W = 612;
export const H = 792;

export class Sheet {
  doc: PDFKit.PDFDocument;
  page = 1;
  placed: Placed[] = [];
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private hand: string;
  private checkMark: 'x' | 'check';
  private names = new Set<string>();

  readonly style: Style;
  /** Layout choices (formats, which optional values print): the same for every style of one seed. */
  readonly rng: Rng;
  /** Handwriting jitter and ink, apart so the style does not change the layout's choices. */
  readonly jitter: Rng;
  private typedFont: string;

  constructor(style: Style, rng: Rng, jitter: Rng, title: string, typedFont = 'Helvetica') {
    this.style = style;
    this.rng = rng;
    this.jitter = jitter;
    this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, bufferPages: true, autoFirstPage: true,
      info: { CreationDate: new Date(Date.UTC(2025, 0, 2)), ModDate: new Date(Date.UTC(2025, 0, 2)), Producer: 'independent235', Creator: 'independent235', Title: title } });
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.hand = existsSync(HAND) ? 'hand' : 'Times-Italic';
    if (this.hand === 'hand') this.doc.registerFont('hand', HAND);
    this.checkMark = jitter.chance(0.5) && existsSync(CHECK_FONT) ? 'check' : 'x';
    if (this.checkMark === 'check') this.doc.registerFont('check', CHECK_FONT);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Printed form text (labels, headings, fine print); y is the top of the line. */
  t(s: string, x: number, y: number, o: TextOpts = {}): void {
    const font = o.bold ? (o.italic ? 'Helvetica-BoldOblique' : 'Helvetica-Bold') : o.italic ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(font).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left', lineGap: 0.5 });
    this.doc.fillColor('#000');
  }

  /** A value written on the form: truth fields when it is the application's, none for a decoy. */
  value(key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> = {}, size = 9.5): void {
    if (text === '') return;
    const fieldName = this.fieldName(key);
    if (this.style === 'fillable') {
      const h = size + 5;
      this.textField(fieldName, text, x - 1, y - 2, w, h, size);
      this.placed.push({ key, text, page: this.page, box: [x - 1, H - (y - 2) - h, x - 1 + w, H - (y - 2)], via: 'acroform', fields, acroform_field: fieldName });
      return;
    }
    const hand = this.style === 'handwritten';
    let s = hand ? size + 2.5 : size;
    this.doc.font(hand ? this.hand : this.typedFont);
    while (s > 5 && this.doc.fontSize(s).widthOfString(text) > w) s -= 0.5;
    const tw = this.doc.fontSize(s).widthOfString(text);
    const dx = hand ? this.jitter.float(0, 4) : 0;
    const dy = hand ? this.jitter.float(-2, 0.5) - 1.5 : 0;
    const ang = hand ? this.jitter.float(-2.2, 2.2) : 0;
    this.doc.save();
    if (hand) this.doc.fillColor(this.jitter.pick(['#1a237e', '#0d1b5e', '#111111', '#222244']));
    if (ang) this.doc.rotate(ang, { origin: [x + dx, y + dy + s] });
    this.doc.text(text, x + dx, y + dy, { lineBreak: false });
    this.doc.restore();
    this.doc.fillColor('#000');
    const slack = hand ? Math.abs(Math.sin((ang * Math.PI) / 180)) * tw : 0;
    this.placed.push({ key, text, page: this.page, box: [x + dx - 1, H - (y + dy + s * 1.2) - slack, x + dx + tw + 1, H - (y + dy) + slack],
      via: hand ? 'handwriting' : 'text', fields });
  }

  /** A checkbox (square at x, y top-left): checked ones carry the option's label and its truth fields. */
  check(key: string, x: number, y: number, checked: boolean, label: string, fields: Record<string, unknown> = {}, size = 8): void {
    this.doc.lineWidth(0.6).rect(x, y, size, size).stroke('#000');
    const fieldName = this.fieldName(key);
    if (this.style === 'fillable') {
      this.checkField(fieldName, x, y, size, checked);
      if (checked) this.placed.push({ key, text: label, page: this.page, box: [x, H - y - size, x + size, H - y], via: 'acroform_checkbox', fields, acroform_field: fieldName });
      return;
    }
    if (!checked) return;
    if (this.style === 'handwritten') {
      const j = (): number => this.jitter.float(-1.2, 1.2);
      this.doc.save().lineWidth(1.3).strokeColor('#1a237e');
      if (this.jitter.chance(0.5)) {
        this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + size + 1 + j(), y + size + 1 + j()).stroke();
        this.doc.moveTo(x + size + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + size + 1 + j()).stroke();
      } else {
        this.doc.moveTo(x + j(), y + size * 0.5).lineTo(x + size * 0.4, y + size + 1).lineTo(x + size + 2 + j(), y - 2 + j()).stroke();
      }
      this.doc.restore();
    } else if (this.checkMark === 'x') {
      this.doc.font('Helvetica-Bold').fontSize(size + 1).text('X', x + 1, y - 0.5, { lineBreak: false });
    } else {
      this.doc.font('check').fontSize(size + 1).text('\u2714', x + 0.5, y - 0.5, { lineBreak: false });
    }
    this.placed.push({ key, text: label, page: this.page, box: [x - 1, H - y - size - 1, x + size + 1, H - y + 1], via: 'mark', fields });
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_]/g, '_');
    for (let i = 2; this.names.has(n); i++) n = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${i}`;
    this.names.add(n);
    return n;
  }

  private appearance(w: number, h: number, content: string, font?: unknown): PDFKit.PDFKitReference {
    const ref = (this.doc as any).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: font ? { Font: { Helv: font } } : {} });
    ref.write(content);
    ref.end();
    return ref;
  }

  /** A widget annotation that is its own field, added to the AcroForm (pdfkit writes it at once: all keys up front). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as any);
    const annots = (this.doc.page as any).annotations as any[];
    (this.doc as any)._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    this.doc.font('Helvetica');
    let s = size;
    while (s > 5 && this.doc.fontSize(s).widthOfString(text) > w - 4) s -= 0.5;
    const font = (this.doc as any)._font;
    const hex = (font.encode(text)[0] as string[]).join('');
    const ap = this.appearance(w, h, `/Tx BMC q BT /Helv ${s} Tf 0 g 2 ${((h - s) / 2 + 1.2).toFixed(2)} Td <${hex}> Tj ET Q EMC`, font.ref());
    (this.doc as any)._root.data.AcroForm.data.DR.Font.Helv = font.ref();
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/Helv ${s} Tf 0 g`), AP: { N: ap } });
  }

  private checkField(name: string, x: number, y: number, size: number, checked: boolean): void {
    const on = this.appearance(size, size, `q 0 g 1 w 1.5 1.5 m ${size - 1.5} ${size - 1.5} l S ${size - 1.5} 1.5 m 1.5 ${size - 1.5} l S Q`);
    const off = this.appearance(size, size, '');
    this.widget(x, y, size, size, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
      AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
