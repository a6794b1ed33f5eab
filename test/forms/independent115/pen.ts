// Drawing one packet: labels and the broker's own pages are always typed; the application's values are drawn as the
// style asks (page text, a pen's hand, or AcroForm fields with appearances). Every value drawn is recorded: what it
// gives the truth (`field` path) or that it is a decoy.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface PrintedValue { key: string; text: string; page: number; field?: string }
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

interface Ref { data: Record<string, unknown>; write(s: string): void; end(): void }
interface Internals { _root: { data: { AcroForm?: Ref } }; _font: { id: string; ref(): Ref }; page: { annotations: Ref[] }; ref(data: object): Ref }

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: PrintedValue[] = [];
  readonly decoys: string[] = [];
  page = 1;
  private readonly ink: string;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private names = new Set<string>();

  readonly style: Style;
  private readonly rng: Rng;

  /** A fillable form printed (or flattened) before it was scanned: each field's appearance drawn on the page. */
  private readonly flatten: boolean;

  constructor(style: Style, rng: Rng, flatten = false, size: [number, number] = [612, 792]) {
    this.style = style;
    this.rng = rng;
    this.flatten = style === 'fillable' && flatten;
    this.doc = new PDFDocument({ size, margin: 36, compress: true, info: { Producer: 'packet', CreationDate: new Date(Date.UTC(2026, 1, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable' && !this.flatten) {
      this.doc.initForm();
      // Every field carries its own appearance stream: a viewer is not asked to draw them afresh.
      const form = (this.doc as unknown as Internals)._root.data.AcroForm;
      if (form) form.data.NeedAppearances = false;
    }
    this.ink = rng.chance(0.6) ? '#1b2f8f' : '#151515';
  }

  newPage(): void { this.doc.addPage(); this.page++; }

  /** Printed text that is part of the form (labels, headings), or a broker page's typed content. */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; color?: string; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }

  /** A typed value on a broker's page (cover sheet, e-mail): recorded as a decoy unless it repeats a truth value. */
  typedValue(s: string, x: number, y: number, decoy: boolean, o: { size?: number; bold?: boolean; width?: number } = {}): void {
    this.text(s, x, y, o);
    if (decoy) this.decoys.push(s);
  }

  line(x0: number, y0: number, x1: number, y1: number, width = 0.6, color = '#000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, width = 0.6, fill?: string): void {
    this.doc.save().lineWidth(width);
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, '#000'); else this.doc.rect(x, y, w, h).stroke();
    this.doc.restore();
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_.]/g, '_'), i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** An application's value at (x, y) (top of the text) in a cell `w` wide. `field`: the truth path it gives;
   *  none and `decoy` true: a value a reader must not take. Blank text: an empty field (fillable) or nothing. */
  value(key: string, s: string, x: number, y: number, w: number, o: { field?: string; decoy?: boolean; size?: number } = {}): void {
    const size = o.size ?? 9;
    const rec: PrintedValue = { key, text: s, page: this.page, ...(o.field ? { field: o.field } : {}) };
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      if (this.flatten) this.text(s, x + 2, y + 1.5, { size });
      else this.acroText(name, s, x, y - 2, w, size + 5, size);
      rec.field = o.field;
      if (s) this.printed.push({ ...rec, key: name });
    } else if (s) {
      if (this.style === 'typed') this.text(s, x, y, { size });
      else this.hand(s, x, y, size + 2);
      this.printed.push(rec);
    }
    if (o.decoy && s) this.decoys.push(s);
  }

  private hand(s: string, x: number, y: number, size: number): void {
    const dx = this.rng.float(-1.5, 2.5), dy = this.rng.float(-2.5, 0.5), a = this.rng.float(-2, 2);
    this.doc.save().rotate(a, { origin: [x + dx, y + dy + size / 2] });
    this.doc.font('hand').fontSize(size).fillColor(this.ink).text(s, x + dx, y + dy - 1, { lineBreak: false });
    this.doc.restore();
  }

  /** A widget field with its own appearance (pdfkit's annotate ends the object at once, so the dictionary is whole first). */
  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const d = this.doc as unknown as Internals;
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const ref = d.page.annotations[d.page.annotations.length - 1]!;
    (d._root.data.AcroForm!.data.Fields as Ref[]).push(ref);
  }

  private stream(dict: Record<string, unknown>, content: string): Ref {
    const r = (this.doc as unknown as Internals).ref({ Type: 'XObject', Subtype: 'Form', ...dict });
    r.write(content);
    r.end();
    return r;
  }

  private acroText(name: string, s: string, x: number, y: number, w: number, h: number, size: number): void {
    this.doc.font('Helvetica');
    const font = (this.doc as unknown as Internals)._font;
    const ap = this.stream({ BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } },
      `/Tx BMC q BT /${font.id} ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${esc(s)}) Tj ET Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(s), DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap } }, x, y, w, h);
  }

  /** A checkbox with its label to the right; a checked box's label is recorded (it gives `field`). */
  check(key: string, label: string, checked: boolean, x: number, y: number, o: { field?: string; size?: number } = {}): number {
    const s = 8;
    this.box(x, y, s, s, 0.7);
    this.text(label, x + s + 3, y + 0.5, { size: o.size ?? 8 });
    const name = this.style === 'fillable' ? this.fieldName(key) : key;
    if (this.flatten && checked) { this.line(x + 1.5, y + 1.5, x + s - 1.5, y + s - 1.5, 1); this.line(x + s - 1.5, y + 1.5, x + 1.5, y + s - 1.5, 1); }
    else if (this.style === 'fillable' && !this.flatten) this.acroCheck(name, checked, x, y, s);
    else if (checked && this.style === 'typed') this.text('X', x + 1.3, y + 0.6, { size: 8, bold: true });
    else if (checked) this.handMark(x, y, s);
    if (checked) this.printed.push({ key: name, text: label, page: this.page, ...(o.field ? { field: o.field } : {}) });
    this.doc.font('Helvetica').fontSize(o.size ?? 8);
    return x + s + 3 + this.doc.widthOfString(label) + 12;
  }

  private handMark(x: number, y: number, s: number): void {
    const j = (): number => this.rng.float(-0.8, 0.8);
    this.doc.save().lineWidth(1.3).strokeColor(this.ink).lineCap('round');
    if (this.rng.chance(0.5)) {
      this.doc.moveTo(x - 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4 + j(), y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
    } else {
      this.doc.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).stroke();
      this.doc.moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
    }
    this.doc.restore();
  }

  private acroCheck(name: string, checked: boolean, x: number, y: number, s: number): void {
    const on = this.stream({ BBox: [0, 0, s, s] }, `q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.stream({ BBox: [0, 0, s, s] }, '');
    const v = checked ? 'Yes' : 'Off';
    this.widget({ FT: 'Btn', T: new String(name), V: v, AS: v, AP: { N: { Yes: on, Off: off } } }, x, y, s, s);
  }

  /** A signature: a pen's scribble over a line (any style: owners sign in ink), no text. */
  signature(x: number, y: number, w: number): void {
    this.line(x, y + 14, x + w, y + 14, 0.5);
    this.doc.save().lineWidth(1).strokeColor(this.ink).moveTo(x + 6, y + 10);
    let cx = x + 6;
    const end = x + Math.min(w - 10, this.rng.int(70, 130));
    while (cx < end) {
      const nx = cx + this.rng.float(5, 12);
      this.doc.bezierCurveTo(cx + 2, y - this.rng.float(0, 6), nx - 2, y + this.rng.float(10, 16), nx, y + this.rng.float(2, 10));
      cx = nx;
    }
    this.doc.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
