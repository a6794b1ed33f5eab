// A page writer for the renewal / refinance forms: labels are page text in every style; values are typed text,
// handwriting (ink colour, a slight turn) or AcroForm widgets only (fillable). Every value drawn is recorded with the
// truth paths it gives (none: a decoy), so the generator's truth and the test can be checked against the PDF.
import PDFDocument from 'pdfkit';
import { fileURLToPath } from 'node:url';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** `f`: the truth paths this printed value gives and their values (empty or absent: a decoy). */
export interface Val { text: string; key: string; f?: Record<string, unknown> }
export interface Rec { key: string; text: string; f: Record<string, unknown>; page: number; field?: string; checkbox?: boolean }
export interface SheetOpts { hand: 'kalam' | 'patrick'; ink: string; valueFont: 'Helvetica' | 'Courier' | 'Times-Roman'; accent: string }

const fontFile = (f: string): string => fileURLToPath(new URL(`../../../node_modules/@fontsource/${f}`, import.meta.url));
const HAND = { kalam: fontFile('kalam/files/kalam-latin-400-normal.woff'), patrick: fontFile('patrick-hand/files/patrick-hand-latin-400-normal.woff') };

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly recs: Rec[] = [];
  page = 1;
  private readonly names = new Map<string, number>();
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;

  readonly style: Style;
  readonly o: SheetOpts;
  private readonly rng: Rng;

  /** A filled fillable form as printed (for a scan): the widgets' appearances drawn on the page, no widgets. */
  private readonly flat: boolean;

  constructor(style: Style, rng: Rng, o: SheetOpts, printed = false) {
    this.style = style; this.rng = rng; this.o = o; this.flat = printed && style === 'fillable';
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true, info: { Title: 'Merchant Application', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.ended = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND[o.hand]);
    this.doc.font('Helvetica');
    // Every widget carries its own appearance, so viewers need not (and should not) rebuild them.
    if (style === 'fillable' && !this.flat) { this.doc.initForm(); (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false; }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; oblique?: boolean } = {}): void {
    const f = o.bold ? 'Helvetica-Bold' : o.oblique ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(f).fontSize(o.size ?? 7).fillColor(o.color ?? '#222');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke !== 'none') this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke ?? '#444');
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#444');
    this.doc.restore();
  }

  hline(x1: number, x2: number, y: number, lw = 0.5, color = '#555'): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y).lineTo(x2, y).stroke(color).restore();
  }

  /** A section bar: the accent colour with the title in white (or dark text on a pale fill). */
  band(x: number, y: number, w: number, text: string, h = 13, pale = false): void {
    this.rect(x, y, w, h, { fill: pale ? '#e6e9ee' : this.o.accent, stroke: 'none' });
    this.label(text, x + 4, y + (h - 8) / 2 + 0.5, { size: 8, bold: true, color: pale ? '#111' : '#fff' });
  }

  /** A value in a slot whose top-left is (x, y), `w` wide. Null or empty: the slot stays blank. */
  value(v: Val | null | undefined, x: number, y: number, w: number, size = 8.5): void {
    if (!v || !v.text) return;
    const rec: Rec = { key: v.key, text: v.text, f: v.f ?? {}, page: this.page };
    if (this.style === 'fillable' && !this.flat) {
      rec.field = this.widgetText(v.key, x - 1, y - 2, w, size + 4, v.text, size);
    } else if (this.style === 'handwritten') {
      let s = size + 2.5;
      this.doc.font('hand');
      while (s > 6 && this.doc.fontSize(s).widthOfString(v.text) > w) s -= 0.5;
      const ang = this.rng.float(-2.2, 2.2), dx = this.rng.float(0, 3), dy = this.rng.float(-1.5, 0.8);
      this.doc.save().rotate(ang, { origin: [x, y + s / 2] }).fillColor(this.o.ink).fontSize(s).text(v.text, x + dx, y - 3 + dy, { lineBreak: false }).restore();
    } else {
      let s = size;
      this.doc.font(this.flat ? 'Helvetica' : this.o.valueFont);
      while (s > 5.5 && this.doc.fontSize(s).widthOfString(v.text) > w) s -= 0.5;
      this.doc.fillColor('#000').fontSize(s).text(v.text, x, y, { lineBreak: false });
    }
    this.recs.push(rec);
  }

  /** A checkbox; when checked and given a value, the checked option is recorded (its text: the option's label). */
  check(x: number, y: number, checked: boolean, v?: Val, size = 7.5): void {
    if (this.style === 'fillable' && !this.flat) {
      const field = this.widgetCheck(v?.key ?? 'box', x, y, size, checked);
      if (checked && v) this.recs.push({ key: v.key, text: v.text, f: v.f ?? {}, page: this.page, field, checkbox: true });
      return;
    }
    this.rect(x, y, size, size, { lw: 0.6 });
    if (!checked) return;
    if (this.style === 'handwritten') {
      const j = (): number => this.rng.float(-1, 1);
      this.doc.save().lineWidth(1.3).strokeColor(this.o.ink)
        .moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + size + 1 + j(), y + size + 1 + j()).stroke()
        .moveTo(x + size + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + size + 1.5 + j()).stroke().restore();
    } else if (this.flat) {
      this.doc.save().lineWidth(1.1).strokeColor('#000').moveTo(x + 1.5, y + 1.5).lineTo(x + size - 1.5, y + size - 1.5).stroke()
        .moveTo(x + size - 1.5, y + 1.5).lineTo(x + 1.5, y + size - 1.5).stroke().restore();
    } else {
      this.doc.font('Helvetica-Bold').fontSize(size + 0.5).fillColor('#000').text('X', x + 1.1, y + 0.6, { lineBreak: false });
    }
    if (v) this.recs.push({ key: v.key, text: v.text, f: v.f ?? {}, page: this.page, checkbox: true });
  }

  /** The width a value takes when drawn at `size` (for strikes through it). */
  measure(text: string, size = 8.5): number {
    if (this.style === 'handwritten') return this.doc.font('hand').fontSize(size + 2.5).widthOfString(text) + 3;
    return this.doc.font(this.style === 'fillable' ? 'Helvetica' : this.o.valueFont).fontSize(size).widthOfString(text);
  }

  /** A line struck through a crossed-out value or row (ink when handwritten). */
  strike(x1: number, x2: number, y: number): void {
    const c = this.style === 'handwritten' ? this.o.ink : '#000';
    this.doc.save().lineWidth(1.1).moveTo(x1, y + this.rng.float(-0.8, 0.8)).lineTo(x2, y + this.rng.float(-0.8, 0.8)).stroke(c).restore();
  }

  private uniq(key: string): string {
    const n = this.names.get(key) ?? 0;
    this.names.set(key, n + 1);
    return n ? `${key}_${n + 1}` : key;
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const d = this.doc as any;
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private widgetText(key: string, x: number, y: number, w: number, h: number, text: string, size: number): string {
    const name = this.uniq(key);
    const d = this.doc as any;
    this.doc.font('Helvetica');
    const font = d._font;
    const esc = text.replace(/[\\()]/g, (c) => `\\${c}`);
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(`/Tx BMC q BT /${font.id} ${size} Tf 0 g 2 ${(h - size) / 2 + 1.5} Td (${esc}) Tj ET Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap } }, x, y, w, h);
    return name;
  }

  private widgetCheck(key: string, x: number, y: number, s: number, checked: boolean): string {
    const name = this.uniq(key);
    const d = this.doc as any;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q 0 G 0.6 w 0.3 0.3 ${s - 0.6} ${s - 0.6} re S 1.1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end(`q 0 G 0.6 w 0.3 0.3 ${s - 0.6} ${s - 0.6} re S Q`);
    this.widget({ FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: {} }, x, y, s, s);
    return name;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.ended;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
