// A thin drawing layer over pdfkit that records where every filled-in value lands. Layouts draw in "design"
// coordinates (points, origin bottom left, y up, the page as a person reads it); on a page printed with /Rotate 90
// the layer turns each drawing so the content reads rightly once the viewer turns the page. Boxes are recorded in
// the page's own user space (the MediaBox as stored, before /Rotate), which is what a PDF text extractor reports.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string; text: string; page: number; box: Box; fields: Record<string, unknown>;
  /** text: page text; mark: a checked box (typed X glyph or drawn strokes); acroform: a form field's value. */
  via: 'text' | 'mark' | 'acroform';
  acroform_field?: string; acroform_value?: string;
}
export type Font = 'sans' | 'sansBold' | 'serif' | 'serifBold' | 'mono' | 'monoBold' | 'hand';
const STD: Record<Font, string> = { sans: 'Helvetica', sansBold: 'Helvetica-Bold', serif: 'Times-Roman', serifBold: 'Times-Bold', mono: 'Courier',
  monoBold: 'Courier-Bold', hand: 'hand' };
const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INK: [number, number, number] = [20, 40, 120];

export interface TextOpts { size?: number; font?: Font; color?: string | [number, number, number]; align?: 'left' | 'right' | 'center'; angle?: number }

// PDF literal string escaping for appearance streams (values are ASCII).
const lit = (s: string) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
const n2 = (v: number) => Number(v.toFixed(2));

export class Canvas {
  readonly doc: any;
  readonly placed: Placed[] = [];
  pageNo = 0;
  W = 0; H = 0;
  private rotated = false;
  private fields: any[] = [];
  private names = new Set<string>();
  private hand: Rng;
  readonly style: Style;
  readonly valueFont: Font;

  constructor(style: Style, seed: number, valueFont: Font, info: { title: string; author: string }) {
    this.style = style; this.valueFont = valueFont;
    // A fixed creation date: pdfkit stamps the clock (and the file ID) otherwise, and output must be reproducible.
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Title: info.title, Author: info.author, Producer: 'FormDesk 4.2',
      Creator: 'FormDesk', CreationDate: new Date(Date.UTC(2025, 10, 3)) } });
    this.doc.registerFont('hand', HAND_FONT);
    this.hand = new Rng(`independent204:hand:${seed}`);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
    }
  }

  page(w: number, h: number, rotated = false): void {
    this.W = w; this.H = h; this.rotated = rotated;
    this.doc.addPage({ size: rotated ? [h, w] : [w, h], margin: 0 });
    if (rotated) this.doc.page.dictionary.data.Rotate = 90;
    this.pageNo++;
  }

  /** Design point to user space: on a /Rotate 90 page, design (x, y) is user (H - y, x). */
  private pt(x: number, y: number): [number, number] { return this.rotated ? [this.H - y, x] : [x, y]; }
  private userH(): number { return this.rotated ? this.W : this.H; }
  box(x0: number, y0: number, x1: number, y1: number): Box {
    const [a, b] = this.pt(x0, y0), [c, d] = this.pt(x1, y1);
    return [n2(Math.min(a, c)), n2(Math.min(b, d)), n2(Math.max(a, c)), n2(Math.max(b, d))];
  }

  width(s: string, font: Font, size: number): number { return this.doc.font(STD[font]).fontSize(size).widthOfString(s); }

  /** Text with its baseline at design (x, y); returns its design box. */
  text(s: string, x: number, y: number, o: TextOpts = {}): Box {
    const size = o.size ?? 8, font = o.font ?? 'sans', w = this.width(s, font, size);
    const x0 = o.align === 'right' ? x - w : o.align === 'center' ? x - w / 2 : x;
    const angle = (o.angle ?? 0) + (this.rotated ? 90 : 0);
    const [ux, uy] = this.pt(x0, y);
    const d = this.doc;
    d.save();
    d.translate(ux, this.userH() - uy);
    if (angle) d.rotate(-angle);
    const f = d.font(STD[font]).fontSize(size);
    d.fillColor(o.color ?? 'black').text(s, 0, -(f._font.ascender / 1000) * size, { lineBreak: false });
    d.restore();
    return [x0, y - size * 0.25, x0 + w, y + size * 0.8];
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const [x0, y0, x1, y1] = this.box(x, y, x + w, y + h);
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.6).rect(x0, this.userH() - y1, x1 - x0, y1 - y0);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? 'black');
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = 'black'): void {
    const [a, b] = this.pt(x1, y1), [c, e] = this.pt(x2, y2);
    this.doc.save().lineWidth(lw).moveTo(a, this.userH() - b).lineTo(c, this.userH() - e).stroke(color).restore();
  }

  private fieldName(key: string): string {
    let name = key, i = 2;
    while (this.names.has(name)) name = `${key}_${i++}`;
    this.names.add(name);
    return name;
  }

  /** A filled-in value in a slot whose baseline starts at design (x, y) and is w wide. `fields` maps truth paths to
   *  values; an empty map makes the value a decoy. Drawn as the style prints it; returns the recorded entry. */
  value(key: string, s: string, fields: Record<string, unknown>, x: number, y: number, w: number, o: { size?: number; align?: 'left' | 'right' } = {}): Placed {
    const size = o.size ?? 9;
    if (this.style === 'fillable') return this.textField(key, s, fields, x, y, w, size, o.align ?? 'left');
    let box: Box;
    if (this.style === 'handwritten') {
      // Handwriting is wider than type: a writer squeezes a long value to stay inside the slot.
      const natural = this.width(s, 'hand', size + 1.5), hs = natural > w - 5 ? ((size + 1.5) * (w - 5)) / natural : size + 1.5;
      const hw = this.width(s, 'hand', hs);
      // Handwriting drifts: a slight slant of the line and a start that wanders inside the slot.
      const jx = this.hand.float(0, 4), jy = this.hand.float(-1.2, 1.5), angle = this.hand.float(-2.2, 2.2);
      const x0 = o.align === 'right' ? x + w - hw - jx : x + jx;
      const b = this.text(s, x0, y + jy, { size: hs, font: 'hand', color: INK, angle });
      const lift = Math.abs(Math.sin((angle * Math.PI) / 180)) * hw;
      box = [b[0], b[1] - lift, b[2], b[3] + lift];
    } else {
      const fit = Math.min(size, (size * (w - 2)) / this.width(s, this.valueFont, size));
      box = this.text(s, o.align === 'right' ? x + w - 1 : x + 1, y, { size: fit, font: this.valueFont, align: o.align });
    }
    const p: Placed = { key, text: s, page: this.pageNo, box: this.box(...box), fields, via: 'text' };
    this.placed.push(p);
    return p;
  }

  private textField(key: string, s: string, fields: Record<string, unknown>, x: number, y: number, w: number, size: number, align: 'left' | 'right'): Placed {
    const h = size + 6, name = this.fieldName(key);
    const fsize = Math.min(size, 9, (size * (w - 4)) / this.width(s, 'sans', size));
    const tw = this.width(s, 'sans', fsize);
    const tx = align === 'right' ? Math.max(2, w - tw - 2) : 2;
    const ap = `/Tx BMC q BT /Helv ${n2(fsize)} Tf 0 g ${n2(tx)} 3.5 Td ${lit(s)} Tj ET Q EMC`;
    const box = this.box(x, y - 3, x + w, y - 3 + h);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(s), DA: new String(`/Helv ${n2(fsize)} Tf 0 g`), Q: align === 'right' ? 2 : 0 }, box, w, h, { N: this.form(w, h, ap) });
    const p: Placed = { key, text: s, page: this.pageNo, box, fields, via: 'acroform', acroform_field: name };
    this.placed.push(p);
    return p;
  }

  /** An appearance stream drawn in design orientation; on a turned page its matrix turns it with the page. */
  private form(w: number, h: number, content: string): any {
    const f = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, n2(w), n2(h)], Resources: { Font: { Helv: this.helv() } },
      ...(this.rotated ? { Matrix: [0, 1, -1, 0, 0, 0] } : {}) });
    f.end(content);
    return f;
  }

  private helv(): any {
    const d = this.doc, cur = d._font;
    const ref = d.font('Helvetica')._font.ref();
    if (cur) d._font = cur;
    return ref;
  }

  private widget(dict: Record<string, unknown>, box: Box, _w: number, _h: number, ap: Record<string, unknown>, as?: string): void {
    const d = this.doc;
    d.annotate(box[0], this.userH() - box[3], box[2] - box[0], box[3] - box[1], { Subtype: 'Widget', F: 4, AP: ap, ...(as ? { AS: as } : {}),
      MK: this.rotated ? { R: 90 } : {}, ...dict });
    this.fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A check box of side `s` at design (x, y) (bottom left). A checked box that says something (`fields` not null)
   *  is recorded with its option's label as text. */
  check(key: string, label: string, checked: boolean, fields: Record<string, unknown> | null, x: number, y: number, s = 8): void {
    const box = this.box(x, y, x + s, y + s);
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const on = `/Tx BMC q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q EMC`;
      this.rect(x, y, s, s);
      this.widget({ FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off' }, box, s, s, { N: { Yes: this.form(s, s, on), Off: this.form(s, s, '') } },
        checked ? 'Yes' : 'Off');
      if (checked && fields) this.placed.push({ key, text: label, page: this.pageNo, box, fields, via: 'acroform', acroform_field: name });
      return;
    }
    this.rect(x, y, s, s);
    if (!checked) return;
    if (this.style === 'handwritten') {
      // A drawn X: two pen strokes that overshoot the box a little, no text at all.
      const j = () => this.hand.float(-1.2, 1.2);
      this.line(x + 1 + j(), y + 1 + j(), x + s - 1 + j(), y + s + 1 + j(), 1.1, '#142878');
      this.line(x + 1 + j(), y + s - 1 + j(), x + s + j(), y + j(), 1.1, '#142878');
    } else {
      this.text('X', x + s / 2, y + 1.3, { size: s, font: this.valueFont === 'mono' ? 'monoBold' : 'sansBold', align: 'center' });
    }
    if (fields) this.placed.push({ key, text: label, page: this.pageNo, box, fields, via: 'mark' });
  }

  async finish(): Promise<Uint8Array> {
    const d = this.doc;
    if (this.fields.length) {
      // The form's values live only in the fields, each with its own appearance: no viewer has to build one.
      // pdfkit ends the AcroForm dictionary itself (endAcroForm) once it sees its bookkeeping.
      const helv = this.helv();
      d._acroform = { fonts: { Helv: helv }, defaultFont: 'Helvetica' };
      d._root.data.AcroForm = d.ref({ Fields: this.fields, NeedAppearances: false, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: helv } } });
    }
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => d.on('end', () => resolve()));
    d.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
