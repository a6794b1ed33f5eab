// A blank paper form and the pen (or typewriter, or form-filling viewer) that fills it. Layouts draw the printed form
// with label/line/rect/bar/comb/choose, and put each value with write/comb/choose, which record where it landed
// (`placed` for fields of the application, `decoys` for printed values that are not).
// Coordinates are pdfkit's (top-down, points); recorded boxes are PDF's ([x0, y0, x1, y1], origin bottom left).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { checkField, initAcro, textField, type Acro } from './acro.ts';
import { handFonts } from './fonts.ts';
import { Pen, type Box } from './pen.ts';

export type { Box } from './pen.ts';
export type Style = 'typed' | 'handwritten' | 'fillable';
export type Val = string | number | null;
export type Fields = Record<string, Val>;
export interface Placed {
  key: string; page: number; box: Box; text: string; fields: Fields;
  via: 'text' | 'comb' | 'mark' | 'circle' | 'acroform' | 'acroform_checkbox';
  acroform_field?: string; acroform_value?: string;
}
/** Where a value goes: the line's start, its baseline (the printed rule) and its length. */
export interface Slot { x: number; y: number; w: number }
export interface Option { label: string; x: number; y: number }
export interface WriteOpts {
  /** Handwritten only: the value is written here, in the margin, with an arrow to its line. */
  margin?: { x: number; y: number };
  /** Handwritten only: this was written first, struck through, and the value written above it. */
  struck?: string;
}

export const PAGE_H = 792;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 1;
  readonly jr: Rng;
  readonly pen: Pen;
  private readonly acro: Acro | null;
  private readonly typeSize: number;
  private readonly names = new Set<string>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly style: Style;

  constructor(style: Style, seedKey: string, title: string) {
    this.style = style;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'pdfkit', Creator: 'Form filler', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    // The style's own stream: jitter and pen never shift the plan's draws, so every style keeps the seed's truth.
    this.jr = new Rng(`${seedKey}:${style}`);
    const fonts = handFonts();
    for (const [name, data] of fonts) this.doc.registerFont(name, data);
    const [font, , k] = this.jr.pick(fonts);
    this.pen = new Pen(this.doc, this.jr, font, k, this.jr.pick(['#1d2b73', '#1a1a1a', '#233a9c']));
    this.typeSize = this.jr.pick([9, 9.5, 10]);
    this.acro = style === 'fillable' ? initAcro(this.doc) : null;
  }

  // ---- the printed blank form ----
  label(s: string, x: number, y: number, size = 7, o: { bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): number {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left' } : { lineBreak: false });
    return this.doc.widthOfString(s);
  }

  line(x1: number, x2: number, y: number, lw = 0.5): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(lw).strokeColor('#000').stroke();
  }

  rect(x: number, y: number, w: number, h: number, fill?: string, lw = 0.6): void {
    if (fill) this.doc.rect(x, y, w, h).fillColor(fill).fill();
    this.doc.rect(x, y, w, h).lineWidth(lw).strokeColor('#000').stroke();
  }

  bar(title: string, x: number, y: number, w: number, h = 12, fill = '#222'): void {
    this.doc.rect(x, y, w, h).fillColor(fill).fill();
    this.label(title, x + 4, y + (h - 7.5) / 2 + 0.5, 7.5, { bold: true, color: '#fff' });
  }

  /** "Label: ______": the label at (x, y - 7) and its rule to x + w; returns the rule as a slot. */
  ul(label: string, x: number, y: number, w: number, size = 7): Slot {
    const lw = this.label(label, x, y - size - 0.5, size);
    this.line(x + lw + 3, x + w, y);
    return { x: x + lw + 3, y, w: w - lw - 3 };
  }

  /** "Label ........": the label then a dotted leader to x + w. */
  dotted(label: string, x: number, y: number, w: number, size = 8): Slot {
    const lw = this.label(label, x, y - size, size);
    this.doc.moveTo(x + lw + 2, y).lineTo(x + w, y).lineWidth(0.7).dash(0.8, { space: 2.2 }).strokeColor('#000').stroke().undash();
    return { x: x + lw + 2, y, w: w - lw - 2 };
  }

  /** A rule with its label printed small underneath (the value sits above the rule, the label below it). */
  under(label: string, x: number, y: number, w: number): Slot {
    this.line(x, x + w, y);
    this.label(label, x, y + 1.8, 5.8, { color: '#222' });
    return { x, y, w };
  }

  /** A boxed cell with its label small in the top-left corner; the value's slot is the cell's lower part. */
  cell(label: string, x: number, y: number, w: number, h = 26): Slot {
    this.rect(x, y, w, h, undefined, 0.6);
    this.label(label, x + 2.5, y + 2, 5.5, { color: '#222' });
    return { x: x + 3, y: y + h - 4.5, w: w - 6 };
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page += 1;
  }

  private fieldName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_.]/g, '_');
    let name = base, i = 2;
    while (this.names.has(name)) name = `${base}_${i++}`;
    this.names.add(name);
    return name;
  }

  private record(key: string, text: string, box: Box, fields: Fields | null, via: Placed['via'], extra: Partial<Placed> = {}): void {
    (fields ? this.placed : this.decoys).push({ key, page: this.page, box, text, fields: fields ?? {}, via, ...extra });
  }

  // ---- filling ----
  /** A value on its line. `fields` null: a printed value that is not the application's (a decoy). */
  write(key: string, text: string | null, slot: Slot, fields: Fields | null, o: WriteOpts = {}): void {
    if (this.acro) {
      const name = this.fieldName(key);
      textField(this.doc, this.acro, name, slot.x, slot.y - 12, slot.w, 13, text);
      if (text) this.record(key, text, [slot.x, PAGE_H - slot.y - 1, slot.x + slot.w, PAGE_H - slot.y + 12], fields, 'acroform', { acroform_field: name });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      let size = this.typeSize;
      this.doc.font('Courier');
      while (size > 7 && this.doc.fontSize(size).widthOfString(text) > slot.w - 3) size -= 0.5;
      const box = this.pen.type(text, slot.x + 2 + this.jr.float(-0.8, 1.5), slot.y - 2.2 + this.jr.float(-1, 0.8), size);
      this.record(key, text, box, fields, 'text');
      return;
    }
    const size = this.pen.fit(text, slot.w);
    if (o.margin) {
      const box = this.pen.write(text, o.margin.x, o.margin.y, size, this.jr.float(-5, 3));
      this.pen.arrow(box[2] + 2 < slot.x ? box[2] + 3 : box[0] + 6, PAGE_H - (box[1] + box[3]) / 2, slot.x + 8, slot.y - 4);
      this.record(key, text, box, fields, 'text');
      return;
    }
    let x = slot.x + this.jr.float(1, Math.max(1.5, Math.min(10, slot.w - this.pen.width(text, size) - 2)));
    let base = slot.y - this.jr.float(-0.5, 4);
    if (o.struck) {
      const old = this.pen.write(o.struck, x, base, size, this.pen.angle());
      this.pen.strike(old);
      this.record(`${key}.struck`, o.struck, old, null, 'text');
      x += this.jr.float(4, 14);
      base -= size * 0.95;
    }
    this.record(key, text, this.pen.write(text, x, base, size * (o.struck ? 0.9 : 1), this.pen.angle()), fields, 'text');
  }

  /**
   * Comb cells: groups of boxes (one character each) with the form's own separators printed between groups. The
   * value is given with its separators (`12-3456789`); each non-separator character takes the next cell.
   */
  comb(key: string, value: string | null, x: number, y: number, groups: number[], seps: string[], fields: Fields | null, cw = 11, ch = 14): void {
    const cells: number[] = [];
    let cx = x;
    for (const [g, n] of groups.entries()) {
      for (let i = 0; i < n; i++) { this.rect(cx, y, cw, ch, undefined, 0.5); cells.push(cx); cx += cw; }
      if (g < groups.length - 1) {
        if (seps[g]) this.label(seps[g]!, cx + 1.5, y + ch / 2 - 3.5, 8);
        cx += 8;
      }
    }
    const box: Box = [x - 1, PAGE_H - y - ch - 1, cx + 1, PAGE_H - y + 1];
    if (this.acro) {
      const name = this.fieldName(key);
      textField(this.doc, this.acro, name, x, y, cx - x, ch, value, { cells: cells.map((c) => c - x), cellW: cw, size: 9 });
      if (value) this.record(key, value, box, fields, 'acroform', { acroform_field: name });
      return;
    }
    if (!value) return;
    const chars = [...value.replace(/[\s\-/]/g, '')];
    chars.forEach((c, i) => {
      const at = cells[i] ?? cx + (i - cells.length) * cw;
      if (this.style === 'typed') this.pen.type(c, at + (cw - 6) / 2 + this.jr.float(-0.5, 0.5), y + ch * 0.78, 10);
      else this.pen.write(c, at + cw / 2 - this.pen.width(c, ch * 0.8) / 2 + this.jr.float(-1.2, 1.2), y + ch * 0.85 + this.jr.float(-1.5, 1),
        ch * 0.8, this.jr.float(-4, 4));
    });
    this.record(key, value, box, fields, 'comb');
  }

  /**
   * A row of printed options. `box` mode prints a square before each label ("check one"); `circle` mode prints the
   * labels alone ("circle one"). The chosen one is ticked, crossed or circled by pen, X-ed by typewriter, or checked as
   * an AcroForm checkbox (on-state `Yes` for squares, the option's own name for circled rows).
   */
  choose(key: string, opts: Option[], chosen: number | null, fields: Fields | null, mode: 'box' | 'circle' = 'box', size = 7.5): void {
    for (const o of opts) {
      if (mode === 'box') this.rect(o.x, o.y, 7, 7, undefined, 0.6);
      this.label(o.label, mode === 'box' ? o.x + 10 : o.x, o.y - 0.3, size);
    }
    const labelBox = (o: Option): Box => {
      const lx = mode === 'box' ? o.x + 10 : o.x;
      this.doc.font('Helvetica').fontSize(size);
      return [lx - 1, PAGE_H - o.y - size - 1, lx + this.doc.widthOfString(o.label) + 1, PAGE_H - o.y + 1];
    };
    if (this.acro) {
      for (const [i, o] of opts.entries()) {
        const name = this.fieldName(`${key}_${o.label.replace(/[^A-Za-z0-9]/g, '')}`);
        const on = mode === 'box' ? 'Yes' : o.label.replace(/[^A-Za-z0-9]/g, '');
        const bx = mode === 'box' ? o.x : o.x - 9;
        checkField(this.doc, name, bx, o.y, 7, on, i === chosen);
        if (i === chosen) this.record(key, o.label, [bx, PAGE_H - o.y - 7, bx + 7, PAGE_H - o.y], fields, 'acroform_checkbox',
          { acroform_field: name, ...(on !== 'Yes' ? { acroform_value: on } : {}) });
      }
      return;
    }
    if (chosen === null) return;
    const o = opts[chosen]!;
    const lb = labelBox(o);
    let mark: Box;
    if (this.style === 'typed') {
      mark = this.pen.type('X', mode === 'box' ? o.x + 1.2 : o.x - 8, o.y + 6.3, 8.5);
    } else if (mode === 'circle' || this.jr.chance(0.2)) {
      mark = this.pen.ellipse(lb);
    } else {
      mark = this.pen.tick([o.x, PAGE_H - o.y - 7, o.x + 7, PAGE_H - o.y], this.jr.chance(0.5));
    }
    this.record(key, o.label, union(mark, lb), fields, this.style === 'typed' ? 'text' : mode === 'circle' ? 'circle' : 'mark');
  }

  /** A whole block not used: a pen stroke across it and N/A (typed: N/A only). */
  notApplicable(key: string, x: number, y: number, w: number, h: number): void {
    if (this.acro) return;
    if (this.style === 'handwritten') this.doc.moveTo(x + 12, y + h - 8).lineTo(x + w - 12, y + 8).lineWidth(1.1).strokeColor(this.pen.ink).stroke();
    const box = this.style === 'typed' ? this.pen.type('N/A', x + 8, y + 16, this.typeSize)
      : this.pen.write('N/A', x + w / 2 - 15, y + h / 2 + 6, 16, this.jr.float(-8, 2));
    this.record(key, 'N/A', box, null, 'text');
  }

  sign(slot: Slot): void {
    if (!this.acro) this.pen.scribble(slot.x + this.jr.float(4, 20), slot.y - 3, Math.min(slot.w - 30, this.jr.float(70, 120)));
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

export function union(a: Box, b: Box): Box {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}
