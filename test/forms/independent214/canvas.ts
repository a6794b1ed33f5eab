// A page-drawing helper over pdfkit that prints each value in the chosen style (typed text, handwriting, or an
// AcroForm field with its own appearance stream) and records where it went.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;
export interface Placed {
  key: string; text: string; page: number; box: Box; fields: Record<string, FieldValue>;
  via: 'typed' | 'handwritten' | 'acroform' | 'checkbox-drawn' | 'checkbox-letter' | 'checkbox-glyph' | 'acroform-checkbox';
  acroform_field?: string; acroform_value?: string;
}
export interface ValueOpts { fields?: Record<string, FieldValue>; size?: number; h?: number }
export type Mark = 'drawn' | 'letter' | 'glyph';

const FONTS = '/usr/share/fonts';
export const HAND = `${FONTS}/opentype/urw-base35/Z003-MediumItalic.otf`;
export const FONT_FILES: Record<string, string> = {
  LibSans: `${FONTS}/truetype/liberation/LiberationSans-Regular.ttf`, LibSansBold: `${FONTS}/truetype/liberation/LiberationSans-Bold.ttf`,
  LibNarrow: `${FONTS}/truetype/liberation/LiberationSansNarrow-Regular.ttf`, LibNarrowBold: `${FONTS}/truetype/liberation/LiberationSansNarrow-Bold.ttf`,
  LibMono: `${FONTS}/truetype/liberation/LiberationMono-Regular.ttf`, LibSerif: `${FONTS}/truetype/liberation/LiberationSerif-Regular.ttf`,
  DejaVu: `${FONTS}/truetype/dejavu/DejaVuSans.ttf`, DejaVuBold: `${FONTS}/truetype/dejavu/DejaVuSans-Bold.ttf`, Hand: HAND,
};
const pdfStr = (s: string): string => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly W = 612; readonly H = 792;
  page = 0;
  placed: Placed[] = [];
  private names = new Set<string>();
  private helv = '';
  private helvRef: unknown;
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  /** @param look the layout's printing choices shared by the three styles; prng the style's own jitter. */
  readonly style: Style; readonly prng: Rng; readonly look: Rng; readonly valueFont: string; readonly mark: Mark;
  constructor(style: Style, prng: Rng, look: Rng, valueFont: string, mark: Mark, title: string) {
    this.style = style; this.prng = prng; this.look = look; this.valueFont = valueFont; this.mark = mark;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'FormFlow PDF 3.2', Creator: 'FormFlow', CreationDate: new Date(Date.UTC(2025, 5, 2)) } });
    for (const [n, f] of Object.entries(FONT_FILES)) this.doc.registerFont(n, f);
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.newPage();
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      const d = this.doc as any;
      this.helv = d._font.id; this.helvRef = d._font.ref();
      this.doc.initForm();
      d._root.data.AcroForm.data.NeedAppearances = false;
    }
  }
  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }
  async finish(): Promise<Uint8Array> { this.doc.end(); await this.done; return new Uint8Array(Buffer.concat(this.chunks)); }

  /** Static text (labels, headings, fine print). y is the top of the line. */
  text(s: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right'; wrap?: boolean } = {}): number {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    if (o.wrap) { d.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 0.5 }); return d.y; }
    d.text(s, x, y, { lineBreak: false, ...(o.width ? { width: o.width, align: o.align ?? 'left' } : {}) });
    return y + (o.size ?? 8) * 1.2;
  }
  line(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#000'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    this.doc.restore();
  }
  private uniq(key: string): string { let k = key, i = 2; while (this.names.has(k)) k = `${key}_${i++}`; this.names.add(k); return k; }
  private toBox(x: number, yTop: number, w: number, h: number, pad = 0): Box {
    return [x - pad, this.H - (yTop + h) - pad, x + w + pad, this.H - yTop + pad];
  }

  /** A value in a slot of width w whose top is y. Empty text prints nothing and records nothing. */
  value(key: string, text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
    if (!text) return;
    const fields = o.fields ?? {};
    let size = o.size ?? 9;
    const name = this.uniq(key);
    if (this.style === 'fillable') {
      const h = o.h ?? size + 4;
      this.doc.font('Helvetica');
      while (size > 5 && this.doc.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
      this.field(name, text, x, y - 2, w, h, size);
      this.placed.push({ key: name, text, page: this.page, box: this.toBox(x, y - 2, w, h), fields, via: 'acroform', acroform_field: name });
      return;
    }
    const hand = this.style === 'handwritten';
    const font = hand ? 'Hand' : this.valueFont;
    if (hand) size += 2;
    this.doc.font(font);
    while (size > 5 && this.doc.fontSize(size).widthOfString(text) > w - 2) size -= 0.5;
    const tw = this.doc.widthOfString(text);
    const jx = hand ? this.prng.float(0, 3) : 1, jy = hand ? this.prng.float(-1.5, 1) : 0;
    const ang = hand ? this.prng.float(-1.2, 1.2) : 0;
    this.doc.save().fillColor(hand ? '#1c2f86' : '#111');
    if (ang) this.doc.rotate(ang, { origin: [x + jx, y + jy + size] });
    this.doc.text(text, x + jx, y + jy, { lineBreak: false });
    this.doc.restore();
    const pad = hand ? 2 + (tw * Math.abs(ang) * Math.PI) / 180 : 1;
    this.placed.push({ key: name, text, page: this.page, box: this.toBox(x + jx, y + jy, tw, size * 1.2, pad), fields, via: hand ? 'handwritten' : 'typed' });
  }

  private field(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helv]: this.helvRef } } });
    const base = Math.max(2, (h - size * 0.72) / 2);
    ap.end(`/Tx BMC q BT /${this.helv} ${size} Tf 0 g 2 ${base.toFixed(2)} Td ${pdfStr(text)} Tj ET Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${this.helv} ${size} Tf 0 g`), AP: { N: ap },
      MK: { BC: [0.6, 0.6, 0.75] } }, x, y, w, h);
  }

  /** A widget annotation that is its own field, written with the dictionary given (pdfkit's form helpers drop /AP). */
  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as any);
    const d = this.doc as any;
    const annots = d.page.annotations as unknown[];
    d._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  /** A checkbox square at (x, y) of side s; a checked one with `fields` is recorded under the option's label. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, FieldValue> = {}, s = 8): void {
    const name = this.uniq(key);
    this.rect(x, y, s, s, { lw: 0.7 });
    if (this.style === 'fillable') {
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`q 0 g 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('q Q');
      this.widget({ FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } },
        MK: { CA: new String('8') } }, x, y, s, s);
      if (checked) this.placed.push({ key: name, text: label, page: this.page, box: this.toBox(x, y, s, s), fields, via: 'acroform-checkbox', acroform_field: name, acroform_value: 'Yes' });
      return;
    }
    if (!checked) return;
    const hand = this.style === 'handwritten';
    const color = hand ? '#1c2f86' : '#000';
    if (this.mark === 'drawn' || hand) {
      const j = hand ? this.prng.float(-1, 1) : 0;
      this.line(x + 1 + j, y + 1, x + s - 1, y + s - 1 + j, hand ? 1.3 : 1, color);
      this.line(x + 1, y + s - 1, x + s - 1 + j, y + 1, hand ? 1.3 : 1, color);
    } else if (this.mark === 'letter') {
      this.doc.save().font('Helvetica-Bold').fontSize(s).fillColor(color).text('X', x + s * 0.17, y + 0.5, { lineBreak: false }).restore();
    } else {
      this.doc.save().font('ZapfDingbats').fontSize(s).fillColor(color).text('4', x + 0.8, y + 0.5, { lineBreak: false }).restore();
    }
    const via = hand || this.mark === 'drawn' ? 'checkbox-drawn' : this.mark === 'letter' ? 'checkbox-letter' : 'checkbox-glyph';
    this.placed.push({ key: name, text: label, page: this.page, box: this.toBox(x, y, s, s), fields, via });
  }
}
