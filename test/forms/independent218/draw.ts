// The drawing surface of set 218: pdfkit with a record of every filled value (page, box in PDF points from the
// bottom left, the truth paths it gives). A filled value is typed, handwritten (URW Z003, rotated, jittered) or only an
// AcroForm field with its own appearance stream; the printed form around it (captions, bars, logos) is the same.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Fields = Record<string, string | number | null>;

export interface PlacedValue {
  key: string; text: string; page: number; box: Box; fields: Fields;
  via: 'text' | 'handwriting' | 'mark' | 'acroform';
  acroform_field?: string; acroform_value?: string;
}

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const PAGE_W = 612, PAGE_H = 792;

interface FontLike { id: string; ref(): unknown }
interface RefLike { write(s: string): void; end(): void; data: Record<string, unknown> }
interface DocInternals { _font: FontLike; _root: { data: { AcroForm: RefLike } }; page: { annotations: RefLike[] }; ref(d: object): RefLike }

const esc = (s: string): string => s.replace(/([()\\])/g, '\\$1');

export class Form {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: PlacedValue[] = [];
  private readonly hand: Rng;
  private readonly chunks: Buffer[] = [];
  private readonly names = new Set<string>();
  private formFont: FontLike | null = null;

  readonly style: Style;
  readonly typedFont: string;
  readonly ink: string;

  constructor(style: Style, seedLabel: string, typedFont = 'Helvetica', ink = '#1a2a6c') {
    this.style = style; this.typedFont = typedFont; this.ink = ink;
    this.hand = new Rng(`${seedLabel}:hand`);
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Title: 'Merchant Application', CreationDate: new Date(Date.UTC(2024, 0, 2)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('hand', HAND_FONT);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const int = this.doc as unknown as DocInternals;
      int._root.data.AcroForm.data.NeedAppearances = false;
      this.formFont = int._font;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Top-left (pdfkit) rectangle to a truth box, origin bottom left. */
  box(x: number, y: number, w: number, h: number): Box {
    return [round(x), round(PAGE_H - y - h), round(x + w), round(PAGE_H - y)];
  }

  text(x: number, y: number, s: string, size = 8, font = 'Helvetica', color = '#000', opts: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.font(font).fontSize(size).fillColor(color).text(s, x, y, { lineBreak: false, ...opts });
  }

  para(x: number, y: number, w: number, s: string, size = 6, color = '#333'): number {
    this.doc.font('Helvetica').fontSize(size).fillColor(color).text(s, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  bar(x: number, y: number, w: number, title: string, fill: string, color = '#fff', h = 13): void {
    this.doc.rect(x, y, w, h).fill(fill);
    this.text(x + 4, y + (h - 8) / 2 + 0.5, title, 8, 'Helvetica-Bold', color);
  }

  /** A bordered cell with a tiny caption inside its top-left (or above it) and the filled value. */
  cell(x: number, y: number, w: number, h: number, caption: string, value: string | null, fields: Fields | null, key: string, above = false): void {
    this.doc.lineWidth(0.5).strokeColor('#555').rect(x, y, w, h).stroke();
    if (above) this.text(x + 1, y - 6.5, caption, 5.5, 'Helvetica', '#333');
    else this.text(x + 2, y + 1.5, caption, 5.2, 'Helvetica', '#444');
    if (value !== null && value !== '') this.value(x + 2, above ? y + 1 : y + 7, w - 4, h - (above ? 2 : 8), value, fields, key);
  }

  /** A caption then an underline with the value on it (no box). */
  line(x: number, y: number, w: number, caption: string, value: string | null, fields: Fields | null, key: string, capW?: number): void {
    this.doc.font('Helvetica-Bold').fontSize(6.5);
    const cw = capW ?? this.doc.widthOfString(caption) + 4;
    this.text(x, y + 5, caption, 6.5, 'Helvetica-Bold', '#222');
    this.doc.lineWidth(0.4).strokeColor('#444').moveTo(x + cw, y + 13).lineTo(x + w, y + 13).stroke();
    if (value !== null && value !== '') this.value(x + cw + 2, y, w - cw - 4, 12, value, fields, key);
  }

  /** The filled value in the box (top-left x, y, w, h): typed, handwritten or an AcroForm field. */
  value(x: number, y: number, w: number, h: number, s: string, fields: Fields | null, key: string): void {
    const doc = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      let size = 8.5;
      doc.font('Helvetica');
      while (size > 4.5 && doc.fontSize(size).widthOfString(s) > w - 3) size -= 0.5;
      const ap = this.appearance(w, h, `/Tx BMC q BT /${this.formFont!.id} ${size} Tf 0 g 1.5 ${round(Math.max(1.5, (h - size) / 2 + 1))} Td (${esc(s)}) Tj ET Q EMC`);
      doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(s), DA: new String(`/${this.formFont!.id} ${size} Tf 0 g`),
        F: 4, AP: { N: ap }, Border: [0, 0, 0] } as unknown as PDFKit.Mixins.AnnotationOption);
      this.registerField();
      this.record(key, s, this.box(x, y, w, h), fields, 'acroform', name);
      return;
    }
    if (this.style === 'handwritten') {
      let size = Math.min(12, h + 1.5);
      doc.font('hand');
      while (size > 5 && doc.fontSize(size).widthOfString(s) > w - 2) size -= 0.5;
      const jx = this.hand.float(-1, 2), jy = this.hand.float(-1.2, 0.8), rot = this.hand.float(-2, 2);
      const tx = x + 1 + jx, ty = y + Math.max(0, h - size * 1.05) + jy;
      doc.save().rotate(rot, { origin: [tx, ty + size] });
      doc.font('hand').fontSize(size).fillColor(this.ink).text(s, tx, ty, { lineBreak: false });
      doc.restore();
      const tw = doc.font('hand').fontSize(size).widthOfString(s);
      this.record(key, s, this.box(tx - 1, ty - 2, tw + 2, size * 1.2 + 3), fields, 'handwriting');
      return;
    }
    let size = Math.min(9, h - 1);
    doc.font(this.typedFont);
    while (size > 4.5 && doc.fontSize(size).widthOfString(s) > w - 2) size -= 0.5;
    const ty = y + Math.max(0, (h - size) / 2);
    this.text(x + 1, ty, s, size, this.typedFont, '#000');
    this.record(key, s, this.box(x + 1, ty - 1, doc.widthOfString(s) + 1, size + 2), fields, 'text');
  }

  /** A row of checkboxes; the checked option's mark gives `fields` (text = its label). */
  checks(x: number, y: number, options: string[], checked: string | null, fields: Fields | null, key: string, gap = 6, size = 7): number {
    const doc = this.doc;
    let cx = x;
    for (const o of options) {
      doc.lineWidth(0.6).strokeColor('#222').rect(cx, y, size, size).stroke();
      const on = o === checked;
      if (this.style === 'fillable') {
        const name = this.fieldName(`${key}_${o}`);
        const onAp = this.appearance(size, size, `q 0 g 1 w 1.5 1.5 m ${size - 1.5} ${size - 1.5} l 1.5 ${size - 1.5} m ${size - 1.5} 1.5 l S Q`);
        const offAp = this.appearance(size, size, '');
        doc.annotate(cx, y, size, size, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', F: 4,
          AP: { N: { Yes: onAp, Off: offAp } }, MK: { CA: new String('8') }, Border: [0, 0, 0] } as unknown as PDFKit.Mixins.AnnotationOption);
        this.registerField();
        if (on) this.record(key, o, this.box(cx, y, size, size), fields, 'acroform', name);
      } else if (on) {
        if (this.style === 'handwritten') {
          const j = (): number => this.hand.float(-1.2, 1.2);
          doc.lineWidth(1.1).strokeColor(this.ink).moveTo(cx - 1 + j(), y - 1 + j()).lineTo(cx + size + 1 + j(), y + size + 1 + j())
            .moveTo(cx + size + 1 + j(), y - 1 + j()).lineTo(cx - 1 + j(), y + size + 1 + j()).stroke();
          this.record(key, o, this.box(cx - 2, y - 2, size + 4, size + 4), fields, 'mark');
        } else {
          this.text(cx + 1, y + 0.3, 'X', size, 'Helvetica-Bold', '#000');
          this.record(key, o, this.box(cx, y, size, size), fields, 'mark');
        }
      }
      this.text(cx + size + 2, y + 0.5, o, size - 0.5, 'Helvetica', '#111');
      doc.font('Helvetica').fontSize(size - 0.5);
      cx += size + 2 + doc.widthOfString(o) + gap;
    }
    return cx;
  }

  signature(x: number, y: number, w: number, caption: string): void {
    this.doc.lineWidth(0.6).strokeColor('#000').moveTo(x, y).lineTo(x + w, y).stroke();
    this.text(x, y + 2, caption, 5.5, 'Helvetica', '#333');
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  private record(key: string, text: string, box: Box, fields: Fields | null, via: PlacedValue['via'], acro?: string): void {
    if (fields === null) return;
    this.placed.push({ key, text, page: this.page, box, fields, via, ...(acro ? { acroform_field: acro } : {}) });
  }

  private fieldName(key: string): string {
    let n = `p${this.page}.${key.replace(/[^A-Za-z0-9_]/g, '_')}`;
    for (let i = 2; this.names.has(n); i++) n = `p${this.page}.${key.replace(/[^A-Za-z0-9_]/g, '_')}_${i}`;
    this.names.add(n);
    return n;
  }

  private appearance(w: number, h: number, content: string): RefLike {
    const int = this.doc as unknown as DocInternals;
    const ref = int.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, round(w), round(h)], Resources: { Font: { [this.formFont!.id]: this.formFont!.ref() } } });
    ref.write(content);
    ref.end();
    return ref;
  }

  private registerField(): void {
    const int = this.doc as unknown as DocInternals;
    const fields = int._root.data.AcroForm.data.Fields as RefLike[];
    fields.push(int.page.annotations[int.page.annotations.length - 1]!);
  }
}

export const round = (n: number): number => Math.round(n * 100) / 100;
export { PAGE_W, PAGE_H };
