// The drawing surface of the set-190 forms: printed furniture (labels, rules, boxes, bands) plus the filled values in
// one of three styles, recording where each value landed. Layouts work in pdfkit's top-left coordinates; what is
// recorded is in PDF points from the bottom left, as the truth wants.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Via = 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
export type Style = 'typed' | 'handwritten' | 'fillable';

export interface Placed {
  key: string;
  page: number;
  box: Box;
  text: string;
  via: Via;
  /** Truth paths and values this printed value gives (empty for a decoy, or a value that reads as null: `SAME`, a masked SSN). */
  fields: Record<string, string | number>;
  acroform_field?: string;
  acroform_value?: string;
}

/** A value to print and what it means. */
export interface Item { text: string; fields: Record<string, string | number> }

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_W = 612;
export const PAGE_H = 792;

export interface SheetOptions {
  /** Typed values' font: brokers' office software prints in Helvetica, Courier or Times. */
  typedFont: 'Helvetica' | 'Courier' | 'Times-Roman';
  /** Fillable field names: descriptive (`legal_name`) or the generic ones authoring tools give (`Text7`). */
  genericNames: boolean;
  title: string;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private fieldCount = 0;
  private readonly names = new Set<string>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly style: Style;
  readonly opts: SheetOptions;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, opts: SheetOptions) {
    this.style = style;
    this.rng = rng;
    this.opts = opts;
    // A fixed date: pdfkit stamps the time (and derives the file ID from it), and the same seed must give the same bytes.
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true, autoFirstPage: true,
      info: { Title: opts.title, Producer: 'pdfkit', Creator: 'Broker Forms', CreationDate: new Date(Date.UTC(2025, 10, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      // We give every widget its own appearance stream: a viewer has nothing to regenerate.
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  // ---- printed furniture -------------------------------------------------------------------------------------
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000');
    if (o.width !== undefined) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: true });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  /** Printed furniture that is a trap all the same (the broker's own address, a form revision date): a decoy. */
  printedDecoy(key: string, s: string, x: number, y: number, o: { size?: number; font?: string; color?: string } = {}): void {
    const size = o.size ?? 7.5, font = o.font ?? 'Helvetica';
    this.text(s, x, y, { size, font, color: o.color ?? '#000' });
    this.decoys.push({ key, page: this.page, box: this.pad(this.pdfBox(x, y, this.width(s, size, font), size * 1.15), 1.5), text: s, via: 'text', fields: {} });
  }

  /** A paragraph (authorisation text): wraps inside `width`, returns its height. */
  para(s: string, x: number, y: number, width: number, size = 6.5, font = 'Helvetica'): number {
    this.doc.font(font).fontSize(size).fillColor('#000');
    const h = this.doc.heightOfString(s, { width });
    this.doc.text(s, x, y, { width, align: 'justify' });
    return h;
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    this.doc.lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000');
  }

  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000'): void {
    this.doc.lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color);
  }

  width(s: string, size: number, font = 'Helvetica'): number {
    return this.doc.font(font).fontSize(size).widthOfString(s);
  }

  // ---- filled values ------------------------------------------------------------------------------------------
  /** A value in the area (x, y, w, h) (top-left), recorded as a truth value. Null or empty: the area stays blank
   *  (a fillable form still has its empty field there, as real ones do). */
  fill(key: string, item: Item | null, x: number, y: number, w: number, h: number, size = 9): void {
    this.put(key, item, x, y, w, h, size, false);
  }

  /** A value that is not the application's (landlord, routing number ...): recorded in the decoys. */
  decoy(key: string, text: string | null, x: number, y: number, w: number, h: number, size = 9): void {
    this.put(key, text === null ? null : { text, fields: {} }, x, y, w, h, size, true);
  }

  private put(key: string, item: Item | null, x: number, y: number, w: number, h: number, size: number, decoy: boolean): void {
    const list = decoy ? this.decoys : this.placed;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.textField(name, item?.text ?? '', x, y, w, h, size);
      if (item && item.text) list.push({ key, page: this.page, box: this.pdfBox(x, y, w, h), text: item.text, via: 'acroform', fields: item.fields, acroform_field: name });
      return;
    }
    if (!item || !item.text) return;
    const box = this.style === 'handwritten' ? this.handText(item.text, x, y, w, h, size) : this.typedText(item.text, x, y, w, h, size);
    list.push({ key, page: this.page, box, text: item.text, via: 'text', fields: item.fields });
  }

  private fitSize(s: string, w: number, size: number, font: string): number {
    let sz = size;
    while (sz > 5.5 && this.width(s, sz, font) > w - 3) sz -= 0.25;
    return sz;
  }

  private typedText(s: string, x: number, y: number, w: number, h: number, size: number): Box {
    const font = this.opts.typedFont;
    const sz = this.fitSize(s, w, size, font);
    const ty = y + Math.max(0, (h - sz) / 2);
    this.doc.font(font).fontSize(sz).fillColor('#000').text(s, x + 2, ty, { lineBreak: false });
    const tw = this.width(s, sz, font);
    return this.pad(this.pdfBox(x + 2, ty, tw, sz * 1.15), 1.5);
  }

  /** Handwriting: a script font, a slight slope, the writer's own baseline and size. */
  private handText(s: string, x: number, y: number, w: number, h: number, size: number): Box {
    const sz0 = size + this.rng.float(1, 2.5);
    const sz = this.fitSize(s, w - 4, sz0, 'hand');
    const angle = this.rng.float(-2.2, 2.2);
    const dx = this.rng.float(1, Math.max(1.5, Math.min(10, w - this.width(s, sz, 'hand') - 4)));
    const ty = y + Math.max(-2, (h - sz) / 2 + this.rng.float(-1.5, 1.2));
    const tw = this.width(s, sz, 'hand');
    const shade = this.rng.pick(['#101a5c', '#1b1b1b', '#0d2a7a']);
    this.doc.save();
    this.doc.rotate(angle, { origin: [x + dx, ty + sz] });
    this.doc.font('hand').fontSize(sz).fillColor(shade).text(s, x + dx, ty, { lineBreak: false });
    this.doc.restore();
    // The rotated text's corners, around the origin we turned it about.
    const ox = x + dx, oy = ty + sz, r = (angle * Math.PI) / 180;
    const pts = [[0, -sz], [tw, -sz], [0, sz * 0.4], [tw, sz * 0.4]].map(([px, py]) => [ox + px! * Math.cos(r) - py! * Math.sin(r), oy + px! * Math.sin(r) + py! * Math.cos(r)]);
    const xs = pts.map((p) => p[0]!), ys = pts.map((p) => p[1]!);
    const x0 = Math.min(...xs), x1 = Math.max(...xs), yTop = Math.min(...ys), yBot = Math.max(...ys);
    return this.pad([x0, PAGE_H - yBot, x1, PAGE_H - yTop], 2);
  }

  /** A checkbox and its printed label; a checked box carrying `fields` is recorded with the label as its text. */
  check(key: string, label: string, checked: boolean, x: number, y: number, fields: Record<string, string | number> | null, o: { size?: number; labelSize?: number; onState?: string } = {}): number {
    const s = o.size ?? 7.5, ls = o.labelSize ?? 7.5;
    this.rect(x, y, s, s, { lw: 0.6 });
    this.text(label, x + s + 3, y + (s - ls) / 2 + 0.5, { size: ls });
    const lw = this.width(label, ls);
    const box = this.pad(this.pdfBox(x, y, s + 3 + lw, s), 1.5);
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const on = o.onState ?? 'Yes';
      this.checkField(name, checked, on, x, y, s);
      if (checked && fields) this.placed.push({ key, page: this.page, box, text: label, via: 'acroform_checkbox', fields, acroform_field: name,
        ...(on !== 'Yes' ? { acroform_value: on } : {}) });
    } else if (checked) {
      if (this.style === 'typed') this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000').text('X', x + s * 0.16, y + s * 0.08, { lineBreak: false });
      else this.penMark(x, y, s);
      if (fields) this.placed.push({ key, page: this.page, box, text: label, via: 'checkbox', fields });
    }
    return s + 3 + lw;
  }

  /** A pen's X or tick over a box: strokes only, no text. */
  private penMark(x: number, y: number, s: number): void {
    const j = () => this.rng.float(-1.2, 1.2);
    this.doc.save().lineWidth(this.rng.float(0.8, 1.3)).strokeColor('#13205e').lineCap('round');
    if (this.rng.chance(0.5)) {
      this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
      this.doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    } else {
      this.doc.moveTo(x + 0.5 + j() / 2, y + s * 0.5).quadraticCurveTo(x + s * 0.3, y + s * 0.8, x + s * 0.4, y + s + 0.5)
        .quadraticCurveTo(x + s * 0.7, y + s * 0.2, x + s + 3 + j(), y - 3 + j()).stroke();
    }
    this.doc.restore();
  }

  /** A scribbled signature over a line (strokes only). */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable' && this.rng.chance(0.5)) return; // e-sign later: many fillable forms come unsigned
    this.doc.save().lineWidth(0.9).strokeColor('#16235f');
    this.doc.moveTo(x + 4, y - 2);
    let cx = x + 4;
    const steps = this.rng.int(5, 9);
    for (let i = 0; i < steps; i++) {
      const nx = cx + (w * 0.6) / steps;
      this.doc.bezierCurveTo(cx + 3, y - 14 + this.rng.float(-3, 3), nx - 3, y + 4 + this.rng.float(-2, 2), nx, y - 4 + this.rng.float(-3, 3));
      cx = nx;
    }
    this.doc.stroke().restore();
  }

  // ---- AcroForm --------------------------------------------------------------------------------------------------
  private fieldName(key: string): string {
    this.fieldCount++;
    let name = this.opts.genericNames ? `Text${this.fieldCount}` : key.replace(/[^A-Za-z0-9_]+/g, '_');
    while (this.names.has(name)) name += '_';
    this.names.add(name);
    return name;
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const doc = this.doc as any;
    doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    const ref = doc.page.annotations[doc.page.annotations.length - 1];
    doc._root.data.AcroForm.data.Fields.push(ref);
  }

  private stream(w: number, h: number, content: string, font = true): unknown {
    const doc = this.doc as any;
    doc.font('Helvetica');
    const f = doc._font;
    const ref = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(font ? { Resources: { Font: { [f.id]: f.ref() } } } : {}) });
    ref.end(content);
    return ref;
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const doc = this.doc as any;
    doc.font('Helvetica');
    const id = doc._font.id as string;
    const sz = this.fitSize(value, w, size, 'Helvetica');
    const esc = value.replace(/[\\()]/g, (c) => `\\${c}`);
    const ap = value ? `/Tx BMC q 1 1 ${w - 2} ${h - 2} re W n BT /${id} ${sz} Tf 0 g 2 ${((h - sz) / 2 + sz * 0.22).toFixed(2)} Td (${esc}) Tj ET Q EMC`
      : '/Tx BMC EMC';
    this.widget({ FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${id} ${sz} Tf 0 g`),
      MK: { BG: [0.91, 0.94, 1] }, AP: { N: this.stream(w, h, ap) } }, x, y, w, h);
  }

  private checkField(name: string, checked: boolean, on: string, x: number, y: number, s: number): void {
    const mark = `q 0 g 1 w ${(s * 0.2).toFixed(2)} ${(s * 0.2).toFixed(2)} m ${(s * 0.8).toFixed(2)} ${(s * 0.8).toFixed(2)} l S ` +
      `${(s * 0.2).toFixed(2)} ${(s * 0.8).toFixed(2)} m ${(s * 0.8).toFixed(2)} ${(s * 0.2).toFixed(2)} l S Q`;
    this.widget({ FT: 'Btn', T: new String(name), V: checked ? on : 'Off', AS: checked ? on : 'Off', DA: new String('/ZaDb 0 Tf 0 g'),
      MK: { CA: new String('8') }, AP: { N: { [on]: this.stream(s, s, mark, false), Off: this.stream(s, s, '', false) } } }, x, y, s, s);
  }

  // ---- geometry --------------------------------------------------------------------------------------------------
  pdfBox(x: number, y: number, w: number, h: number): Box {
    return [x, PAGE_H - (y + h), x + w, PAGE_H - y];
  }

  private pad(b: Box, p: number): Box {
    return [b[0] - p, b[1] - p, b[2] + p, b[3] + p];
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
