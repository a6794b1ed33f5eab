// The drawing kit every layout uses: printed labels, boxes, bars and rules, and values put in by the style (typed on
// the paper, written by a pen, or held in AcroForm fields). Each value carries the truth paths it gives; the kit keeps
// what it printed of them, and the decoys, so the truth is exactly what is on the page.
import { createRequire } from 'node:module';
import type { Rng } from '../../statements/generator/prng.ts';
import { acroCheckbox, acroRadio, stateName } from './acro.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number>;
/** A value to print: its text, the truth it gives, whether a reader must not take it, its AcroForm field's name. */
export interface Val { text: string; f?: Fields; decoy?: boolean; name?: string }
export interface Printed { text: string; fields: Fields; page: number; check: boolean }
export interface Look { label: string; bold: string; value: string; ink: string; hand: 'Kalam' | 'Patrick'; mark: 'X' | 'lines' | 'check' }
export interface Opt { label: string; on: boolean; f?: Fields }
export interface TextOpts { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' }

const require = createRequire(import.meta.url);
export const HAND_FONTS = {
  Kalam: require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  Patrick: require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'),
};

export class Kit {
  page = 1;
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  /** Values that would not fit their box even at 5 pt (the test wants none). */
  readonly overflow: string[] = [];
  private readonly used = new Map<string, number>();
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly rng: Rng;
  readonly look: Look;

  constructor(doc: PDFKit.PDFDocument, style: Style, rng: Rng, look: Look) {
    this.doc = doc; this.style = style; this.rng = rng; this.look = look;
  }

  /** Printed text of the form itself (labels, headings, fine print). */
  text(str: string, x: number, y: number, o: TextOpts = {}): this {
    const d = this.doc.font(o.font ?? this.look.label).fontSize(o.size ?? 6).fillColor(o.color ?? '#000');
    d.text(str, x, y, { lineBreak: false, ...(o.width ? { width: o.width, align: o.align ?? 'left' } : {}) });
    return this;
  }

  /** Fine print wrapped in a width; returns its height. */
  para(str: string, x: number, y: number, w: number, o: TextOpts & { gap?: number } = {}): number {
    const d = this.doc.font(o.font ?? this.look.label).fontSize(o.size ?? 6).fillColor(o.color ?? '#000');
    const opts = { width: w, align: o.align ?? ('justify' as const), lineGap: o.gap ?? 0.4 };
    const h = d.heightOfString(str, opts);
    d.text(str, x, y, opts);
    return h;
  }

  rect(x: number, y: number, w: number, h: number, o: { lw?: number; fill?: string; stroke?: string | null } = {}): this {
    const d = this.doc.save().lineWidth(o.lw ?? 0.5).rect(x, y, w, h);
    if (o.fill && o.stroke !== null) d.fillAndStroke(o.fill, o.stroke ?? '#000');
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000');
    this.doc.restore();
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000'): this {
    this.doc.save().lineWidth(lw).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
    return this;
  }

  /** A shaded section bar with its title. */
  bar(title: string, x: number, y: number, w: number, h: number, o: { fill: string; color: string; size?: number; font?: string; align?: 'left' | 'center' }): this {
    this.rect(x, y, w, h, { fill: o.fill, stroke: null });
    const size = o.size ?? 7.5;
    return this.text(title, x + 4, y + (h - size) / 2 + 0.6, { font: o.font ?? this.look.bold, size, color: o.color, width: w - 8, align: o.align ?? 'left' });
  }

  private fieldName(name: string): string {
    const n = (this.used.get(name) ?? 0) + 1;
    this.used.set(name, n);
    return n === 1 ? name : `${name} ${n}`;
  }

  record(v: Val, check = false): void {
    if (v.decoy) this.decoys.push(v.text);
    if (v.f && Object.keys(v.f).length) this.printed.push({ text: v.text, fields: v.f, page: this.page, check });
  }

  /** Fit a text to a width, from `size` down to 5 pt. */
  private fit(str: string, font: string, size: number, w: number): number {
    let s = size;
    this.doc.font(font);
    while (s > 5 && this.doc.fontSize(s).widthOfString(str) > w) s -= 0.25;
    if (this.doc.widthOfString(str) > w || s < 6) this.overflow.push(`${str} (${s})`);
    return s;
  }

  /** A value in the box [x, y, w, h] (y its top): typed, written or an AcroForm text field. */
  v(val: Val | null | undefined, x: number, y: number, w: number, h: number, o: { size?: number; align?: 'left' | 'center' | 'right'; name?: string } = {}): this {
    const size = o.size ?? 8;
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(this.fieldName(val?.name ?? o.name ?? 'Text'), x, y + 0.5, w, h - 1, { value: val?.text ?? '', fontSize: Math.min(size, h - 2), align: o.align ?? 'left' });
      if (val) this.record(val);
      return this;
    }
    if (!val || !val.text) return this;
    this.record(val);
    if (this.style === 'typed') {
      const s = this.fit(val.text, this.look.value, size, w - 2);
      const tw = this.doc.widthOfString(val.text);
      const tx = o.align === 'right' ? x + w - 1 - tw : o.align === 'center' ? x + (w - tw) / 2 : x + 1;
      this.doc.fillColor('#000').text(val.text, tx, y + h - s * 1.05 - 1, { lineBreak: false });
      return this;
    }
    return this.hand(val.text, x, y, w, h, size + 1.5);
  }

  private hand(str: string, x: number, y: number, w: number, h: number, size: number): this {
    const r = this.rng;
    const s = this.fit(str, this.look.hand, size, w - 4);
    const tw = this.doc.widthOfString(str);
    const tx = x + r.float(0.5, Math.max(0.6, Math.min(6, w - 2 - tw))), ty = y + h - s * 1.2 + r.float(-1, 0.6);
    const turn = Math.min(2.2, (Math.atan(2.2 / Math.max(tw, 1)) * 180) / Math.PI);
    this.doc.save().rotate(r.float(-turn, turn), { origin: [tx, ty + s] }).fillColor(this.look.ink).text(str, tx, ty, { lineBreak: false }).restore();
    return this;
  }

  /** A pen's or a typewriter's mark in a checkbox at (x, y), side s. */
  mark(x: number, y: number, s: number): this {
    const d = this.doc;
    if (this.style === 'handwritten') {
      const r = this.rng, j = (): number => r.float(-0.8, 0.8);
      d.save().lineWidth(0.9).strokeColor(this.look.ink);
      if (r.chance(0.5)) d.moveTo(x + 0.15 * s + j(), y + 0.55 * s + j()).lineTo(x + 0.42 * s, y + 0.9 * s + j()).lineTo(x + 1.1 * s + j(), y - 0.2 * s + j()).stroke();
      else d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
      d.restore();
    } else if (this.look.mark === 'X') {
      d.font('Helvetica-Bold').fontSize(s * 1.05).fillColor('#000').text('X', x + s * 0.16, y + s * 0.08, { lineBreak: false });
    } else if (this.look.mark === 'check') {
      d.save().lineWidth(1.1).lineJoin('round').moveTo(x + 0.18 * s, y + 0.52 * s).lineTo(x + 0.42 * s, y + 0.8 * s).lineTo(x + 0.86 * s, y + 0.16 * s).stroke('#000').restore();
    } else {
      d.save().lineWidth(0.8).moveTo(x + 1, y + 1).lineTo(x + s - 1, y + s - 1).moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke().restore();
    }
    return this;
  }

  /** A row of checkboxes with labels; the checked option's label is what it prints. Returns the x after the row. */
  checks(opts: Opt[], x: number, y: number, o: { name: string; s?: number; gap?: number; size?: number; font?: string; radio?: boolean; widths?: number[] }): number {
    const s = o.s ?? 6.5, size = o.size ?? 6.5;
    let cx = x;
    const kids: { x: number; y: number; s: number; state: string }[] = [];
    for (const [i, opt] of opts.entries()) {
      this.rect(cx, y, s, s, { lw: 0.5 });
      this.text(opt.label, cx + s + 2.5, y + (s - size) / 2 + 0.5, { size, font: o.font ?? this.look.label });
      if (this.style === 'fillable') {
        if (o.radio) kids.push({ x: cx, y, s, state: stateName(opt.label) });
        else acroCheckbox(this.doc, this.fieldName(`${o.name} ${opt.label}`), cx, y, s, opt.on, this.look.mark === 'check' ? 'check' : 'cross');
      } else if (opt.on) this.mark(cx, y, s);
      if (opt.on) this.record({ text: opt.label, ...(opt.f ? { f: opt.f } : {}) }, true);
      const tw = this.doc.font(o.font ?? this.look.label).fontSize(size).widthOfString(opt.label);
      cx += o.widths?.[i] ?? s + 2.5 + tw + (o.gap ?? 8);
    }
    if (this.style === 'fillable' && o.radio) acroRadio(this.doc, this.fieldName(o.name), kids, kids.find((k, i) => opts[i]!.on)?.state ?? null);
    return cx;
  }

  /** A boxed cell: a tiny label in its top-left corner, the value in its lower part. */
  cell(label: string, val: Val | null | undefined, x: number, y: number, w: number, h: number, o: { ls?: number; size?: number; align?: 'left' | 'right' } = {}): this {
    this.rect(x, y, w, h);
    const ls = o.ls ?? 5.5;
    this.text(label, x + 1.8, y + 1.5, { size: ls });
    return this.v(val, x + 1.5, y + ls + 1.8, w - 3, h - ls - 2.2, { size: o.size ?? Math.min(8.5, h - ls - 3), name: label, ...(o.align ? { align: o.align } : {}) });
  }

  /** A row of boxed cells across width w, each cell's width its weight's share. Returns the y under the row. */
  row(x: number, y: number, w: number, h: number, cells: [string, Val | null | undefined, number][], o: { ls?: number; size?: number } = {}): number {
    const total = cells.reduce((s, c) => s + c[2], 0);
    let cx = x;
    for (const [label, val, weight] of cells) {
      const cw = (w * weight) / total;
      this.cell(label, val, cx, y, cw, h, o);
      cx += cw;
    }
    return y + h;
  }

  /** A boxed cell holding a checkbox row (and an "Other" line when the last option is Other). */
  checkCell(label: string, opts: Opt[], x: number, y: number, w: number, h: number, o: { name: string; other?: Val | null; ls?: number; size?: number; inline?: boolean; radio?: boolean }): this {
    this.rect(x, y, w, h);
    const ls = o.ls ?? 5.5, size = o.size ?? 6.5, s = Math.min(6.5, size);
    let cx = x + 2.5, cy = y + ls + 3.5;
    if (o.inline) { this.text(label, x + 2.5, y + (h - ls) / 2, { size: ls, font: this.look.bold }); cx += this.doc.widthOfString(label) + 6; cy = y + (h - s) / 2; }
    else this.text(label, x + 1.8, y + 1.5, { size: ls });
    const end = this.checks(opts, cx, cy, { name: o.name, s, size, ...(o.radio ? { radio: true } : {}) });
    if (o.other !== undefined) {
      this.line(end - 4, cy + s, x + w - 3, cy + s, 0.4);
      this.v(o.other, end - 3, cy - 5, x + w - end, s + 5.5, { size: size + 1, name: `${o.name} Other` });
    }
    return this;
  }

  /** A comb of boxes, one character each, gaps where the value's dashes fall (`shape` the digits per group). */
  comb(label: string, val: Val | null | undefined, x: number, y: number, shape: number[], o: { slot?: number; h?: number; ls?: number; name: string }): number {
    const slot = o.slot ?? 10, h = o.h ?? 12, ls = o.ls ?? 5.5;
    this.text(label, x, y, { size: ls });
    const top = y + ls + 1.5;
    let i = 0;
    for (const [g, n] of shape.entries()) {
      for (let j = 0; j < n; j++, i++) this.rect(x + i * slot, top, slot, h, { lw: 0.5 });
      if (g < shape.length - 1) { this.line(x + i * slot + slot * 0.3, top + h / 2, x + i * slot + slot * 0.7, top + h / 2, 0.6); i++; }
    }
    const width = i * slot;
    if (this.style === 'fillable' || !val) return this.v(val, x, top, width, h, { size: 9, name: o.name }), x + width;
    this.record(val);
    const hand = this.style === 'handwritten', font = hand ? this.look.hand : 'Courier';
    const size = hand ? h * 0.72 : Math.min(h * 0.8, slot * 1.2);
    const d = this.doc.font(font).fontSize(size);
    const cw = d.widthOfString(val.text) / val.text.length;
    const tx = x + (slot - cw) / 2 + (hand ? this.rng.float(-0.8, 0.8) : 0), ty = top + (h - size * (hand ? 1.25 : 0.95)) / 2;
    d.fillColor(hand ? this.look.ink : '#000').text(val.text, tx, ty, { lineBreak: false, characterSpacing: slot - cw });
    return x + width;
  }

  /** "Label: ________" on one line, the value on the rule. */
  inline(label: string, val: Val | null | undefined, x: number, y: number, w: number, o: { size?: number; ls?: number; font?: string } = {}): this {
    const ls = o.ls ?? 7.5;
    this.text(`${label}:`, x, y, { size: ls, ...(o.font ? { font: o.font } : {}) });
    const lw = this.doc.widthOfString(`${label}:`) + 3;
    this.line(x + lw, y + ls + 0.8, x + w, y + ls + 0.8, 0.4);
    return this.v(val, x + lw + 1, y - 4, w - lw - 1, ls + 4.5, { size: o.size ?? ls + 0.5, name: label });
  }

  /** A rule with the value on it and the label under it (or above the value when `above`). */
  ruled(label: string, val: Val | null | undefined, x: number, y: number, w: number, o: { ls?: number; size?: number; above?: boolean } = {}): this {
    const ls = o.ls ?? 6, h = (o.size ?? 8.5) + 4;
    if (o.above) this.text(label, x, y, { size: ls });
    const top = o.above ? y + ls + 1 : y;
    this.line(x, top + h, x + w - 4, top + h, 0.5);
    if (!o.above) this.text(label, x, top + h + 1.5, { size: ls });
    return this.v(val, x, top, w - 6, h, { size: o.size ?? 8.5, name: label });
  }

  /** A pen's signature across a line (typed paper is often signed too). */
  scribble(x: number, y: number, w: number): this {
    if (this.style === 'fillable') return this;
    const r = this.rng, d = this.doc.save().lineWidth(0.8).strokeColor(this.style === 'handwritten' ? this.look.ink : '#1b2a78');
    let cx = x + r.float(4, 20);
    d.moveTo(cx, y - r.float(2, 8));
    for (let i = 0; i < r.int(4, 7); i++) {
      const nx = cx + r.float(8, Math.max(10, w / 7));
      d.bezierCurveTo(cx + 3, y - r.float(6, 16), nx - 3, y + r.float(-2, 4), nx, y - r.float(1, 9));
      cx = nx;
    }
    d.stroke().restore();
    return this;
  }

  newPage(): this {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page += 1;
    return this;
  }
}
