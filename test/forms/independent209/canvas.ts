// The drawing surface of set 209: pdfkit with labels, lines, cells and checkbox groups, and one `value` call that
// prints a value in the form's style (typed text, handwriting, or an AcroForm field with its own appearance) and
// records where it went. Coordinates in: pdfkit's (top left, points); boxes out: PDF's (bottom left).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { F, Vals } from './data.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Via = 'text' | 'handwriting' | 'acroform' | 'drawn_mark' | 'text_mark' | 'acroform_checkbox';
export interface Placed {
  key: string; text: string; page: number; box: Box; fields: Vals; via: Via; acroform_field?: string; acroform_value?: string;
}
export interface Theme {
  label: string; bold: string; value: string; accent: string; ink: string; mark: 'x' | 'X' | 'check'; labelSize: number;
}

const FONTS: Record<string, string> = {
  LibSans: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  LibSansBold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  LibNarrow: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf',
  LibNarrowBold: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf',
  LibSerif: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  LibSerifBold: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
  LibMono: '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  DejaVu: '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf',
  DejaVuBold: '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf',
  DejaVuMono: '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  DejaVuFull: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  Hand: '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf',
};
export const PAGE_W = 612, PAGE_H = 792;
const BLUE = '#1c2f7d';
const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private names = new Map<string, number>();
  private chunks: Buffer[] = [];

  readonly style: Style;
  readonly t: Theme;
  private jit: Rng;

  constructor(style: Style, t: Theme, jit: Rng, title: string) {
    this.style = style; this.t = t; this.jit = jit;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true,
      info: { Title: title, Producer: 'ISO Forms', Creator: 'ISO Forms', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    for (const [k, p] of Object.entries(FONTS)) this.doc.registerFont(k, p);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      ((this.doc as any)._root.data.AcroForm.data as Record<string, unknown>).NeedAppearances = false;
    }
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  text(s: string, x: number, y: number, o: { font?: string; size?: number; color?: string; w?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? this.t.label).fontSize(o.size ?? this.t.labelSize).fillColor(o.color ?? '#222');
    this.doc.text(s, x, y, o.w ? { width: o.w, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
  }

  width(s: string, font: string, size: number): number { return this.doc.font(font).fontSize(size).widthOfString(s); }

  line(x: number, y: number, w: number, color = '#555', lw = 0.6): void {
    this.doc.save().moveTo(x, y).lineTo(x + w, y).lineWidth(lw).strokeColor(color).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    this.doc.save().rect(x, y, w, h).lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#555');
    this.doc.restore();
  }

  /** Fine print in a block. Returns the y under it. */
  para(s: string, x: number, y: number, w: number, size = 6.5, font?: string): number {
    this.doc.font(font ?? this.t.label).fontSize(size).fillColor('#333');
    this.doc.text(s, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  private record(p: Placed): void { (Object.keys(p.fields).length ? this.placed : this.decoys).push(p); }

  private fieldName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_.]/g, '_');
    const n = this.names.get(base) ?? 0;
    this.names.set(base, n + 1);
    return n ? `${base}_${n + 1}` : base;
  }

  private box(x: number, y: number, w: number, h: number): Box {
    const r = (n: number): number => Math.round(n * 100) / 100;
    return [r(x), r(PAGE_H - y - h), r(x + w), r(PAGE_H - y)];
  }

  /** Print a value into the blank at (x, y) of width w: nothing for a blank value. */
  value(key: string, v: F, x: number, y: number, w: number, size = 9.5): void {
    if (!v.text) return;
    if (this.style === 'fillable') return this.acroText(key, v, x, y - 2, w, size + 4, size);
    const hand = this.style === 'handwritten';
    const font = hand ? 'Hand' : this.t.value;
    let sz = hand ? size + 2.5 : size;
    while (sz > 5 && this.width(v.text, font, sz) > w - 2) sz -= 0.5;
    const tw = this.width(v.text, font, sz);
    const dx = hand ? this.jit.float(0, Math.max(0, Math.min(8, w - tw - 2))) : 1;
    const dy = hand ? this.jit.float(-1.5, 0.8) - 2 : 0;
    this.doc.save();
    if (hand) this.doc.rotate(this.jit.float(-1.8, 1.8), { origin: [x + dx, y + dy + sz] });
    this.doc.font(font).fontSize(sz).fillColor(hand ? BLUE : this.t.ink).text(v.text, x + dx, y + dy, { lineBreak: false });
    this.doc.restore();
    this.record({ key, text: v.text, page: this.page, box: this.box(x + dx - 2, y + dy - 2, tw + 4, sz * 1.3 + 4), fields: v.fields,
      via: hand ? 'handwriting' : 'text' });
  }

  private acroText(key: string, v: F, x: number, y: number, w: number, h: number, size: number): void {
    const doc = this.doc as any;
    const name = this.fieldName(key);
    let sz = size;
    while (sz > 5 && this.width(v.text, 'Helvetica', sz) > w - 4) sz -= 0.5;
    doc.font('Helvetica');
    const font = doc._font;
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(`/Tx BMC q BT /${font.id} ${sz} Tf 0 g 2 ${((h - sz) / 2 + 1.5).toFixed(2)} Td (${esc(v.text)}) Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(v.text), DA: new String(`/${font.id} ${sz} Tf 0 g`), AP: { N: ap } });
    this.record({ key, text: v.text, page: this.page, box: this.box(x, y, w, h), fields: v.fields, via: 'acroform', acroform_field: name });
  }

  /** An AcroForm widget written whole (pdfkit ends an annotation as it makes it, so its appearance goes in first). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const doc = this.doc as any;
    doc.annotate(x, y, w, h, { ...dict, Subtype: 'Widget', F: 4 });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  /** A checkbox square (with its label to the right): checked draws the style's mark. */
  checkbox(key: string, label: string, x: number, y: number, checked: boolean, fields: Vals | null, size = 8, lsize?: number): number {
    const doc = this.doc as any;
    const ls = lsize ?? this.t.labelSize;
    const lw = this.width(label, this.t.label, ls);
    const box = this.box(x - 1, y - 1, size + 5 + lw + 2, Math.max(size, ls * 1.2) + 2);
    if (this.style === 'fillable') {
      const name = this.fieldName(`${key}.${label}`);
      const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
      on.end(`q 0.5 w 0 G 0.25 0.25 ${size - 0.5} ${size - 0.5} re S Q q 1.2 w 0 G 1.4 ${size * 0.5} m ${size * 0.4} 1.5 l ${size - 1.2} ${size - 1.2} l S Q`);
      const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
      off.end(`q 0.5 w 0 G 0.25 0.25 ${size - 0.5} ${size - 0.5} re S Q`);
      this.widget(x, y, size, size, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('4') }, DA: new String('/ZaDb 0 Tf 0 g') });
      if (checked && fields) this.placed.push({ key, text: label, page: this.page, box, fields, via: 'acroform_checkbox', acroform_field: name });
    } else {
      this.rect(x, y, size, size, { stroke: '#333' });
      if (checked) {
        const hand = this.style === 'handwritten';
        const mark = hand ? (this.jit.chance(0.5) ? 'x' : 'X') : this.t.mark;
        if (mark === 'x') {
          const j = hand ? this.jit.float(-1, 1) : 0;
          doc.save().lineWidth(hand ? 1.3 : 1).strokeColor(hand ? BLUE : this.t.ink)
            .moveTo(x + 1 + j, y + 1).lineTo(x + size - 1, y + size - 1 + j).moveTo(x + size - 1, y + 1 - j).lineTo(x + 1 - j, y + size - 1).stroke().restore();
        } else if (mark === 'X') {
          doc.font(hand ? 'Hand' : 'Helvetica-Bold').fontSize(size + (hand ? 3 : 1)).fillColor(hand ? BLUE : this.t.ink).text('X', x + 1, y - (hand ? 2 : 0.5), { lineBreak: false });
        } else {
          doc.font('DejaVuFull').fontSize(size + 1).fillColor(this.t.ink).text('\u2713', x + 0.5, y - 1.5, { lineBreak: false });
        }
        if (fields) this.placed.push({ key, text: label, page: this.page, box, fields, via: mark === 'x' ? 'drawn_mark' : 'text_mark' });
      }
    }
    this.text(label, x + size + 4, y + (size - ls) / 2, { size: ls });
    return x + size + 5 + lw;
  }

  /** A row of checkboxes; `checked` the option index (or null). Returns the x after the last one. */
  checks(key: string, options: string[], checked: number | null, fields: Vals | null, x: number, y: number, gap = 12, lsize?: number): number {
    let cx = x;
    options.forEach((o, i) => { cx = this.checkbox(key, o, cx, y, i === checked, fields, 8, lsize) + gap; });
    return cx;
  }

  /** A signature scribble: a few strokes, no text. */
  scribble(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc.save().lineWidth(0.9).strokeColor(BLUE).moveTo(x, y);
    const n = 6;
    for (let i = 1; i <= n; i++) d.quadraticCurveTo(x + (w * (i - 0.5)) / n, y - this.jit.float(2, 10), x + (w * i) / n, y + this.jit.float(-2, 3));
    d.stroke().restore();
  }
}
