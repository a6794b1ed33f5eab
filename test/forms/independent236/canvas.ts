// A pdfkit drawing surface for forms whose page geometry is not a plain portrait letter page: each logical page (what
// a person reads, in top-down points) is drawn onto a physical page through an affine map (a /Rotate'd page, a 2-up
// half-size slot, or the identity). Values are written as typed text, script handwriting or AcroForm fields, and
// every value is recorded with its box in the physical page's user space (PDF points, origin bottom left, before the
// page's /Rotate).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string; text: string; page: number; box: Box; fields: Record<string, unknown>;
  via: 'text' | 'handwriting' | 'acroform' | 'mark'; acroform_field?: string; acroform_value?: string;
}
/** Logical (x, y-down) to physical pdfkit (X, Y-down) coordinates: [a, b, c, d, e, f] as in `cm`. */
type Mat = [number, number, number, number, number, number];
interface Slot { page: number; m: Mat; W: number; H: number; rot: number }

export const SCRIPT_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  private chunks: Buffer[] = [];
  private slot: Slot | null = null;
  private pageCount = 0;
  private fieldNo = 0;
  private readonly script: boolean;
  readonly style: Style;
  /** Layout choices (the same for every style). */
  readonly rng: Rng;
  /** Handwriting jitter only, so a style never changes the layout's choices. */
  private readonly jit: Rng;
  constructor(style: Style, rng: Rng, jitter: Rng, title: string) {
    this.style = style; this.rng = rng; this.jit = jitter;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Title: title, Producer: 'FormFlow 4.2', Creator: 'FormFlow',
      CreationDate: new Date(Date.UTC(2024, 4, 2, 15, 0, 0)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.script = style === 'handwritten';
    if (this.script) this.doc.registerFont('Script', SCRIPT_FONT);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  /** A new physical page W x H (as stored); rot is its /Rotate. */
  sheet(W: number, H: number, rot: 0 | 90 | 270 = 0): number {
    this.doc.addPage({ size: [W, H], margin: 0 });
    if (rot) (this.doc.page as any).dictionary.data.Rotate = rot;
    return ++this.pageCount;
  }

  /** Draw the following onto the current sheet: upright through its rotation, or scaled by s at (ox, oy). */
  use(rot: 0 | 90 | 270, s = 1, ox = 0, oy = 0): void {
    const W = this.doc.page.width, H = this.doc.page.height;
    const m: Mat = rot === 90 ? [0, -1, 1, 0, 0, H] : rot === 270 ? [0, 1, -1, 0, W, 0] : [s, 0, 0, s, ox, oy];
    this.slot = { page: this.pageCount, m, W, H, rot };
  }

  private draw(f: (d: PDFKit.PDFDocument) => void): void {
    const d = this.doc, m = this.slot!.m;
    d.save(); d.transform(...m); f(d); d.restore();
  }

  /** A logical box (x, y top-down, w, h) as a user-space box on the physical page. */
  box(x: number, y: number, w: number, h: number): Box {
    const { m, H } = this.slot!;
    const pts = [[x, y], [x + w, y], [x, y + h], [x + w, y + h]].map(([u, v]) => [m[0] * u! + m[2] * v! + m[4], H - (m[1] * u! + m[3] * v! + m[5])]);
    const xs = pts.map((p) => p[0]!), ys = pts.map((p) => p[1]!);
    const r = (n: number): number => Math.round(n * 100) / 100;
    return [r(Math.min(...xs)), r(Math.min(...ys)), r(Math.max(...xs)), r(Math.max(...ys))];
  }

  /** Printed form text (labels, headings, fine print). */
  label(t: string, x: number, y: number, size = 7, o: { bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.draw((d) => {
      d.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(o.color ?? '#000');
      if (o.width) d.text(t, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 0.5 });
      else d.text(t, x, y, { lineBreak: false });
    });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.draw((d) => {
      d.lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
      if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? '#000');
    });
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#000', lw = 0.5): void {
    this.draw((d) => d.lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color));
  }

  shape(f: (d: PDFKit.PDFDocument) => void): void { this.draw(f); }

  /** A labelled blank: label above a rule of width w, with the value (if any) written on it. */
  blank(lbl: string, x: number, y: number, w: number, value: string | null, key: string, fields: Record<string, unknown> = {}, size = 9): void {
    this.label(lbl, x, y, 6, { color: '#333' });
    this.line(x, y + 19, x + w, y + 19, '#555');
    if (value) this.value(key, value, x + 2, y + 8, w - 4, fields, size);
  }

  /** Write one value at (x, y) in the canvas's style. fields empty: a decoy. */
  value(key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown>, size = 9): void {
    const page = this.slot!.page;
    this.doc.font(this.script ? 'Script' : 'Helvetica').fontSize(this.script ? size + 2 : size);
    const natural = this.doc.widthOfString(text);
    if (natural > w) size = Math.max(4.5, size * w / natural - (this.script ? 0.3 : 0));
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.fieldNo}`;
      const box = this.box(x, y - 2, w, size + 4);
      this.textField(name, text, box, size);
      this.placed.push({ key, text, page, box, fields, via: 'acroform', acroform_field: name });
      return;
    }
    if (this.script) {
      const ang = this.jit.float(-2.2, 2.2), dx = this.jit.float(-1.5, 2), dy = this.jit.float(-1.5, 1);
      const sz = size + 2;
      this.draw((d) => {
        d.font('Script').fontSize(sz).fillColor('#1a2a6c');
        d.rotate(ang, { origin: [x + dx, y + dy + sz / 2] });
        d.text(text, x + dx, y + dy - 2, { lineBreak: false });
      });
      this.doc.font('Script').fontSize(sz);
      const tw = this.doc.widthOfString(text);
      this.placed.push({ key, text, page, box: this.box(x + dx, y + dy - 2, tw, sz + 2), fields, via: 'handwriting' });
      return;
    }
    this.draw((d) => d.font('Helvetica').fontSize(size).fillColor('#000').text(text, x, y, { lineBreak: false }));
    this.doc.font('Helvetica').fontSize(size);
    this.placed.push({ key, text, page, box: this.box(x, y, this.doc.widthOfString(text), size), fields, via: 'text' });
  }

  /** A checkbox with its label; checked ones record `fields` (the label is the printed text). */
  check(key: string, lbl: string, x: number, y: number, checked: boolean, fields: Record<string, unknown> = {}): number {
    const page = this.slot!.page;
    this.rect(x, y, 7, 7, { lw: 0.6 });
    this.label(lbl, x + 10, y, 7);
    this.doc.font('Helvetica').fontSize(7);
    const end = x + 10 + this.doc.widthOfString(lbl) + 10;
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.fieldNo}`;
      const box = this.box(x, y, 7, 7);
      this.checkField(name, checked, box);
      if (checked) this.placed.push({ key, text: lbl, page, box, fields, via: 'acroform', acroform_field: name });
      return end;
    }
    if (!checked) return end;
    if (this.script) {
      const j = (): number => this.jit.float(-0.8, 0.8);
      this.draw((d) => d.lineWidth(1.1).moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 8 + j(), y + 8 + j()).moveTo(x + 8 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 8 + j()).stroke('#1a2a6c'));
      this.placed.push({ key, text: lbl, page, box: this.box(x, y, 7, 7), fields, via: 'mark' });
    } else {
      this.draw((d) => d.font('Helvetica-Bold').fontSize(7.5).fillColor('#000').text('X', x + 1.2, y + 0.2, { lineBreak: false }));
      this.placed.push({ key, text: lbl, page, box: this.box(x, y, 7, 7), fields, via: 'text' });
    }
    return end;
  }

  /** Rotation of the field appearance so it reads upright on a /Rotate'd page. */
  private apMatrix(): number[] {
    const r = this.slot!.rot;
    return r === 90 ? [0, 1, -1, 0, 0, 0] : r === 270 ? [0, -1, 1, 0, 0, 0] : [1, 0, 0, 1, 0, 0];
  }

  private widget(dict: Record<string, unknown>, box: Box): void {
    const d = this.doc as any;
    const ref = d.ref({ Type: 'Annot', Subtype: 'Widget', Rect: box, F: 4, P: d.page.dictionary, MK: { R: this.slot!.rot }, ...dict });
    d.page.annotations.push(ref);
    d._root.data.AcroForm.data.Fields.push(ref);
    ref.end();
  }

  private textField(name: string, value: string, box: Box, size: number): void {
    const d = this.doc as any;
    d.font('Helvetica');
    const font = d._font;
    const rot = this.slot!.rot !== 0;
    const w = rot ? box[3] - box[1] : box[2] - box[0], h = rot ? box[2] - box[0] : box[3] - box[1];
    const esc = value.replace(/[\\()]/g, (c) => `\\${c}`);
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Matrix: this.apMatrix(), Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(`/Tx BMC q BT /${font.id} ${size} Tf 0 g 2 ${(h - size * 0.72) / 2} Td (${esc}) Tj ET Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap } }, box);
  }

  private checkField(name: string, on: boolean, box: Box): void {
    const d = this.doc as any;
    const w = box[2] - box[0], h = box[3] - box[1];
    const mk = (s: string): unknown => { const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Matrix: this.apMatrix(), Resources: {} }); r.end(s); return r; };
    const yes = mk(`q 0 g 1 w 1.2 1.2 m ${w - 1.2} ${h - 1.2} l 1.2 ${h - 1.2} m ${w - 1.2} 1.2 l S Q`);
    const off = mk('');
    this.widget({ FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } }, box);
  }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  get pages(): number { return this.pageCount; }
}
