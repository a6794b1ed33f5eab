// One form being drawn (pdfkit, Letter, origin top left): labels are always page text; a value is page text in the
// typed style, a jittered handwriting-font string in the handwritten style, and only an AcroForm field (with its
// appearance stream) in the fillable style. Every value placed is recorded with the truth paths it gives, or as a decoy.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** Truth paths relative to the application (`legal_name`, `applicants.0.role`) and their values. */
export type Truth = Record<string, unknown>;
export interface Placed { name: string; text: string; page: number; kind: 'value' | 'check'; truth: Truth; decoy: string | null }
/** How a typed form marks a checkbox: a letter X (page text), a drawn X or a drawn tick (no text). */
export type Mark = 'letter' | 'drawn' | 'tick';

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS = ['#1b2a80', '#101010', '#23315e', '#0b3d91', '#2a2a3a'];
export const FIXED_DATE = new Date(Date.UTC(2025, 9, 1, 12, 0, 0));

export interface SheetOptions { valueFont: string; labelFont: string; boldFont: string; mark: Mark }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: Placed[] = [];
  private readonly names = new Set<string>();
  private readonly ink: string;
  private readonly helv: { id: string; ref(): unknown };
  private readonly chunks: Buffer[] = [];

  readonly style: Style;
  readonly o: SheetOptions;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, o: SheetOptions, title: string) {
    this.style = style; this.rng = rng; this.o = o;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Title: title, Producer: 'FormDesk 4.2', Creator: 'FormDesk', CreationDate: FIXED_DATE, ModDate: FIXED_DATE } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('Hand', HAND_FONT);
    this.doc.font('Helvetica');
    this.helv = (this.doc as unknown as { _font: { id: string; ref(): unknown } })._font;
    if (style === 'fillable') {
      this.doc.initForm();
      // Our fields carry their own appearance streams: a viewer must not rebuild them.
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
    this.ink = rng.pick(INKS);
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    const d = this.doc.font(o.font ?? (o.bold ? this.o.boldFont : this.o.labelFont)).fontSize(o.size ?? 7).fillColor(o.color ?? '#000');
    if (o.width) d.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else d.text(text, x, y, { lineBreak: false });
  }

  /** A paragraph (authorisation text) wrapped in a width. */
  para(text: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font(this.o.labelFont).fontSize(size).fillColor('#222').text(text, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000');
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; lw?: number; dash?: boolean } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.5).strokeColor(o.color ?? '#000');
    if (o.dash) this.doc.dash(1.5, { space: 1.5 });
    this.doc.moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  /** A shaded bar with a heading in it. */
  bar(x: number, y: number, w: number, h: number, text: string, fill: string, color = '#fff', size = 8): void {
    this.rect(x, y, w, h, { fill });
    this.label(text, x + 5, y + (h - size) / 2 + 0.5, { size, bold: true, color });
  }

  /** A terminal AcroForm field and its widget in one dictionary (pdfkit's formText writes the annotation at once,
   *  before an appearance stream could be added to it). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const ref = (this.doc.page as unknown as { annotations: unknown[] }).annotations.at(-1);
    (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(ref);
  }

  private unique(name: string): void {
    if (this.names.has(name)) throw new Error(`field ${name} placed twice`);
    this.names.add(name);
  }

  /** A value in the field area (x, y, w, h): y is the area's top. Empty text places nothing (an empty field when fillable). */
  value(name: string, text: string, x: number, y: number, w: number, o: { h?: number; size?: number; truth?: Truth; decoy?: string } = {}): void {
    this.unique(name);
    const h = o.h ?? 12;
    const d = this.doc;
    if (this.style === 'fillable') {
      const size = Math.min(o.size ?? 9, h - 3);
      d.font('Helvetica');
      const fit = text ? Math.min(size, (size * (w - 4)) / d.fontSize(size).widthOfString(text)) : size;
      const esc = text.replace(/[\\()]/g, (c) => `\\${c}`);
      const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helv.id]: this.helv.ref() } } });
      ap.end(text ? `/Tx BMC q BT /${this.helv.id} ${fit.toFixed(2)} Tf 0 g 2 ${((h - fit) / 2 + 1.2).toFixed(2)} Td (${esc}) Tj ET Q EMC` : '/Tx BMC EMC');
      this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), ...(text ? { V: new String(text) } : {}), DA: new String(`/${this.helv.id} ${fit.toFixed(1)} Tf 0 g`), AP: { N: ap } });
    } else if (text) {
      if (this.style === 'typed') {
        const size0 = o.size ?? 9;
        d.font(this.o.valueFont).fontSize(size0);
        const size = Math.min(size0, (size0 * (w - 4)) / d.widthOfString(text));
        d.fontSize(size).fillColor('#111').text(text, x + 2, y + h - size - 1.5, { lineBreak: false });
      } else {
        const r = this.rng;
        const size0 = (o.size ?? 9) * r.float(1.1, 1.4);
        d.font('Hand').fontSize(size0);
        const dx = r.float(1, 7);
        const size = Math.min(size0, (size0 * (w - dx - 2)) / d.widthOfString(text));
        const ty = y + h - size * 0.95 + r.float(-1.5, 1);
        d.save().rotate(r.float(-2.6, 2.6), { origin: [x + dx, ty + size] });
        d.fontSize(size).fillColor(this.ink).text(text, x + dx, ty, { lineBreak: false });
        d.restore();
      }
    }
    if (text) this.placed.push({ name, text, page: this.page, kind: 'value', truth: o.truth ?? {}, decoy: o.decoy ?? null });
  }

  /** A checkbox with its label to the right; the label is page text in every style. */
  check(name: string, x: number, y: number, checked: boolean, label: string, o: { size?: number; truth?: Truth; labelSize?: number } = {}): number {
    this.unique(name);
    const s = o.size ?? 8;
    const d = this.doc;
    this.rect(x, y, s, s, { lw: 0.6 });
    if (this.style === 'fillable') {
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      on.end(`q 0 g 0 G 1.1 w 1.4 1.4 m ${s - 1.4} ${s - 1.4} l S ${s - 1.4} 1.4 m 1.4 ${s - 1.4} l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      off.end('');
      const state = checked ? 'Yes' : 'Off';
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: state, AS: state, AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
    } else if (checked) {
      if (this.style === 'handwritten') {
        const r = this.rng;
        d.save().lineWidth(r.float(0.9, 1.4)).strokeColor(this.ink).lineCap('round');
        if (r.chance(0.5)) {
          d.moveTo(x - 1 + r.float(-1, 1), y - 1).lineTo(x + s + 1.5, y + s + r.float(0, 1.5)).stroke();
          d.moveTo(x + s + 1 + r.float(-1, 1), y - 1.5).lineTo(x - 1, y + s + 1).stroke();
        } else {
          d.moveTo(x, y + s * 0.5).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 3, y - 3 + r.float(-1, 1)).stroke();
        }
        d.restore();
      } else if (this.o.mark === 'letter') {
        d.font('Helvetica-Bold').fontSize(s).fillColor('#000').text('X', x + s * 0.16, y + 0.4, { lineBreak: false });
      } else if (this.o.mark === 'tick') {
        d.save().lineWidth(1.2).strokeColor('#000').moveTo(x + 1.2, y + s * 0.55).lineTo(x + s * 0.42, y + s - 1).lineTo(x + s - 0.8, y + 0.8).stroke().restore();
      } else {
        d.save().lineWidth(1).strokeColor('#000').moveTo(x + 1.3, y + 1.3).lineTo(x + s - 1.3, y + s - 1.3).stroke()
          .moveTo(x + s - 1.3, y + 1.3).lineTo(x + 1.3, y + s - 1.3).stroke().restore();
      }
    }
    if (checked) this.placed.push({ name, text: label, page: this.page, kind: 'check', truth: o.truth ?? {}, decoy: null });
    this.label(label, x + s + 3, y + (s - (o.labelSize ?? 7)) / 2 + 0.5, { size: o.labelSize ?? 7 });
    return x + s + 3 + this.doc.font(this.o.labelFont).fontSize(o.labelSize ?? 7).widthOfString(label) + 8;
  }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
