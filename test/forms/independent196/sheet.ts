// The drawing surface the layouts use: printed furniture (labels, rules, boxes) and filled values in one of three
// styles, each value recorded as a Placed with the truth paths it gives (none for a decoy). Layouts think in
// top-left coordinates like pdfkit; Placed boxes are PDF points with the origin at the bottom left.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export type Via = 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
export type FieldValue = string | number | null;

export interface Placed {
  key: string; page: number; box: Box; text: string; via: Via;
  /** Truth paths this printed value gives; empty for a decoy. */
  fields: Record<string, FieldValue>;
  acroform_field?: string;
}

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const H = 792;

export interface ValueOpts { size?: number; font?: string; fields?: Record<string, FieldValue> }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 1;
  private chunks: Buffer[] = [];
  private fieldNo = 0;

  readonly style: Style;
  readonly valueFont: string;
  private ink: Rng;

  constructor(style: Style, ink: Rng, valueFont = 'Helvetica', title = 'Merchant Application') {
    this.style = style; this.ink = ink; this.valueFont = valueFont;
    // A fixed creation date: the same (layout, seed, style) must give the same bytes.
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, Producer: 'Microsoft Word', Creator: 'Word',
      CreationDate: new Date(Date.UTC(2025, 0, 2)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('Hand', HAND_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Printed text (labels, headings, fine print): always in the page's text, whatever the style. */
  label(text: string, x: number, y: number, size = 7, font = 'Helvetica', opts: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.font(font).fontSize(size).fillColor('black').text(text, x, y, { lineBreak: false, ...opts });
  }

  para(text: string, x: number, y: number, width: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('black').text(text, x, y, { width, lineGap: 0.5 });
    return this.doc.y;
  }

  rule(x1: number, y1: number, x2: number, y2: number, w = 0.6, gray = 'black'): void {
    this.doc.save().lineWidth(w).strokeColor(gray).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, fill?: string, stroke = true): void {
    this.doc.save().lineWidth(0.6);
    if (fill) this.doc.rect(x, y, w, h).fill(fill);
    if (stroke) this.doc.rect(x, y, w, h).strokeColor('black').stroke();
    this.doc.restore();
  }

  /** Section bar: a filled band with a white heading. */
  bar(text: string, x: number, y: number, w: number, color = '#1f3b63', h = 13): void {
    this.doc.save().rect(x, y, w, h).fill(color).restore();
    this.doc.font('Helvetica-Bold').fontSize(8).fillColor('white').text(text, x + 4, y + 3, { lineBreak: false });
    this.doc.fillColor('black');
  }

  /**
   * A filled value. (x, y) is the top left of where the writer starts; w is the printed field's width, which the
   * value may run past (real forms: a long legal name overruns its cell). Blank text prints nothing.
   */
  value(key: string, text: string, x: number, y: number, w: number, o: ValueOpts = {}): Placed | null {
    if (!text) return null;
    const size = o.size ?? 9;
    let p: Placed;
    if (this.style === 'fillable') {
      const fw = Math.max(w, this.width(text, 'Helvetica', size) + 6);
      p = this.textField(key, text, x, y - 2, fw, size + 5, size);
    } else if (this.style === 'typed') {
      const font = o.font ?? this.valueFont;
      this.doc.font(font).fontSize(size).fillColor('black').text(text, x, y, { lineBreak: false });
      const tw = this.width(text, font, size);
      p = { key, page: this.page, box: [x - 1, H - y - size * 1.15, x + tw + 2, H - y + 1], text, via: 'text', fields: {} };
    } else {
      const hs = size + 1.5;
      const dx = this.ink.float(-1, 2), dy = this.ink.float(-1.5, 0.8), angle = this.ink.float(-1.8, 1.8);
      const tw = this.width(text, 'Hand', hs);
      this.doc.save().rotate(angle, { origin: [x + dx, y + dy + hs] });
      this.doc.font('Hand').fontSize(hs).fillColor('#1a2a6c').text(text, x + dx, y + dy - 1, { lineBreak: false });
      this.doc.restore().fillColor('black');
      // Rotation about the baseline start lifts or drops the far end by tw*sin(angle): the box takes it in.
      const lift = Math.abs(Math.sin((angle * Math.PI) / 180) * tw) + 3;
      p = { key, page: this.page, box: [x + dx - 2, H - y - dy - hs * 1.2 - lift, x + dx + tw + 3, H - y - dy + lift], text, via: 'text', fields: {} };
    }
    p.fields = o.fields ?? {};
    (o.fields ? this.placed : this.decoys).push(p);
    return p;
  }

  private width(text: string, font: string, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(text);
  }

  private fontRef(): { id: string; ref: PDFKit.PDFKitReference } {
    this.doc.font('Helvetica');
    const f = (this.doc as any)._font;
    return { id: f.id, ref: f.ref() };
  }

  private appearance(w: number, h: number, body: string): PDFKit.PDFKitReference {
    const { id, ref } = this.fontRef();
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [id]: ref } } });
    ap.end(body.replace('/F ', `/${id} `));
    return ap;
  }

  /** An AcroForm text field with /V and an appearance stream: the value is not in the page's text. */
  private textField(key: string, text: string, x: number, y: number, w: number, h: number, size: number): Placed {
    const name = `${key}_${++this.fieldNo}`;
    const esc = text.replace(/[\\()]/g, (c) => '\\' + c);
    const ap = this.appearance(w, h, `/Tx BMC q BT /F ${size} Tf 0 g 2 ${(h - size * 0.7) / 2} Td (${esc}) Tj ET Q EMC`);
    const { id } = this.fontRef();
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), F: 4,
      DA: new String(`/${id} ${size} Tf 0 g`), AP: { N: ap } } as any);
    this.register();
    return { key, page: this.page, box: [x, H - y - h, x + w, H - y], text, via: 'acroform', fields: {}, acroform_field: name };
  }

  private register(): void {
    const annots = (this.doc as any).page.annotations;
    (this.doc as any)._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  /**
   * A checkbox row: options left to right, wrapping onto a new line past maxX (as real rows do when the labels do not
   * fit). The checked option is marked per style; its Placed carries the fields. Returns the y below the row.
   */
  checks(key: string, options: string[], checked: string | null, x: number, y: number, maxX: number,
    fields: Record<string, FieldValue> | null = null, size = 7.5): number {
    let cx = x, cy = y;
    for (const opt of options) {
      const lw = this.width(opt, 'Helvetica', size);
      if (cx + 12 + lw > maxX && cx > x) { cx = x; cy += size + 6; }
      this.rect(cx, cy, 8, 8);
      this.label(opt, cx + 11, cy + 0.5, size);
      if (opt === checked) this.mark(key, opt, cx, cy, lw, fields);
      cx += 11 + lw + 10;
    }
    return cy + size + 6;
  }

  /** A checked box; null fields make it a decoy (rent or own, a yes/no question). */
  private mark(key: string, opt: string, x: number, y: number, lw: number, fields: Record<string, FieldValue> | null): void {
    const to = fields ? this.placed : this.decoys;
    const box: Box = [x - 1, H - y - 9, x + 11 + lw + 2, H - y + 1];
    if (this.style === 'fillable') {
      const name = `${key}_${++this.fieldNo}`;
      const on = this.appearance(8, 8, 'q 0 g BT /F 8 Tf 1.2 1.2 Td (X) Tj ET Q');
      const off = this.appearance(8, 8, '');
      this.doc.annotate(x, y, 8, 8, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: 'Yes', AS: 'Yes', F: 4,
        MK: { CA: new String('8') }, AP: { N: { Yes: on, Off: off } } } as any);
      this.register();
      to.push({ key, page: this.page, box, text: opt, via: 'acroform_checkbox', fields: fields ?? {}, acroform_field: name });
      return;
    }
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(8).text('X', x + 1.6, y + 0.6, { lineBreak: false });
    } else {
      // A pen mark with no text: an X or a tick, a little off the box as people draw them.
      const j = () => this.ink.float(-1.2, 1.2);
      this.doc.save().lineWidth(1.1).strokeColor('#1a2a6c');
      if (this.ink.chance(0.5)) {
        this.doc.moveTo(x + j(), y + j()).lineTo(x + 8 + j(), y + 8 + j()).stroke();
        this.doc.moveTo(x + 8 + j(), y + j()).lineTo(x + j(), y + 8 + j()).stroke();
      } else {
        this.doc.moveTo(x + 1 + j(), y + 4 + j()).lineTo(x + 3.5, y + 8 + j()).lineTo(x + 10 + j(), y - 2 + j()).stroke();
      }
      this.doc.restore();
    }
    to.push({ key, page: this.page, box, text: opt, via: 'checkbox', fields: fields ?? {} });
  }

  /** A signature: an ink scribble (never text), for the typed and handwritten styles. */
  scribble(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    this.doc.save().lineWidth(0.9).strokeColor('#1a2a6c').moveTo(x, y);
    for (let i = 1; i <= 6; i++) {
      this.doc.bezierCurveTo(x + (w * (i - 0.7)) / 6, y - this.ink.float(4, 12), x + (w * (i - 0.3)) / 6, y + this.ink.float(0, 6),
        x + (w * i) / 6, y - this.ink.float(-2, 4));
    }
    this.doc.stroke().restore();
  }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
