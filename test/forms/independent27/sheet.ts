// Drawing one marked-up form: printed labels (Helvetica), the merchant's values in the chosen style (typewriter text,
// a handwriting font slightly turned, or AcroForm fields), struck values with the correction beside or above them,
// the broker's notes in a second hand, rubber stamps and check marks.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
const require = createRequire(import.meta.url);
const KALAM = require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff');
const PATRICK = require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff');
const INK = '#1b2a6b';
const NOTE_INK = '#0a5fb4';

export interface FixMark { old: string; initials: string }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  private names = new Set<string>();
  readonly style: Style;
  readonly r: Rng;
  constructor(style: Style, r: Rng, size: [number, number] = [612, 792]) {
    this.style = style;
    this.r = r;
    this.doc = new PDFDocument({ size, margin: 0, autoFirstPage: true, info: { Producer: 'Forms', Creator: 'Office', CreationDate: new Date(Date.UTC(2025, 0, 2)) } });
    this.doc.registerFont('hand', KALAM);
    this.doc.registerFont('note', PATRICK);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  async bytes(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }

  page(): void { this.doc.addPage({ size: [612, 792], margin: 0 }); }

  /** Printed form text. */
  text(x: number, y: number, s: string, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }

  bold(x: number, y: number, s: string, size = 9, color = '#000'): void { this.text(x, y, s, { size, font: 'Helvetica-Bold', color }); }

  rule(x1: number, y1: number, x2: number, y2: number, color = '#000', w = 0.6): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(w).strokeColor(color).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number; dash?: boolean } = {}): void {
    const d = this.doc.save().rect(x, y, w, h).lineWidth(o.lw ?? 0.6);
    if (o.dash) d.dash(3, { space: 2 });
    if (o.fill) d.fillColor(o.fill);
    if (o.fill && o.stroke !== 'none') d.fillAndStroke(o.fill, o.stroke ?? '#000');
    else if (o.fill) d.fill();
    else d.strokeColor(o.stroke ?? '#000').stroke();
    d.restore();
  }

  private uniq(name: string): string {
    let n = name, i = 2;
    while (this.names.has(n)) n = `${name} ${i++}`;
    this.names.add(n);
    return n;
  }

  /** The width a string takes in the style's value font. */
  width(s: string, hand = this.style === 'handwritten'): number {
    return this.doc.font(hand ? 'hand' : 'Courier').fontSize(hand ? 11 : 10).widthOfString(s);
  }

  /** Writes text in a hand (merchant's 'hand' or broker's 'note'), slightly turned, on a jittered baseline. */
  hand(x: number, y: number, s: string, o: { font?: 'hand' | 'note'; size?: number; color?: string; angle?: number } = {}): void {
    const angle = o.angle ?? this.r.float(-1.6, 1.6);
    const yy = y + this.r.float(-1.2, 1.2);
    this.doc.save().rotate(angle, { origin: [x, yy + 6] });
    this.doc.font(o.font ?? 'hand').fontSize(o.size ?? 11).fillColor(o.color ?? INK).text(s, x, yy - 3, { lineBreak: false });
    this.doc.restore();
  }

  /** One value on a blank: typed, handwritten or an AcroForm field holding it. */
  value(x: number, y: number, w: number, s: string, name: string): void {
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(this.uniq(name), x, y - 2, w, 13, { value: s, fontSize: 9 });
    } else if (this.style === 'handwritten') this.hand(x + 2, y, s);
    else this.text(x + 2, y + 1, s, { size: 10, font: 'Courier', color: '#111' });
  }

  /** A label with a line to write on, and the value on it. */
  field(x: number, y: number, w: number, label: string, s: string, name: string, lw = 0): void {
    const l = lw || this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 4;
    this.text(x, y + 3, label, { size: 7.5 });
    this.rule(x + l, y + 12, x + w, y + 12, '#555', 0.5);
    if (s) this.value(x + l, y, w - l, s, name);
  }

  /** A labelled blank whose first value was struck with a line and the corrected value written beside (or above) it. */
  fixedField(x: number, y: number, w: number, label: string, s: string, name: string, fix: FixMark | undefined, above = false, lw = 0): void {
    if (!fix || this.style === 'fillable') { this.field(x, y, w, label, s, name, lw); return; }
    const l = lw || this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 4;
    this.text(x, y + 3, label, { size: 7.5 });
    this.rule(x + l, y + 12, x + w, y + 12, '#555', 0.5);
    this.strike(x + l + 2, y, fix.old);
    const ow = this.width(fix.old);
    if (above) {
      this.hand(x + l + 6, y - 11, s, { size: 10.5, angle: this.r.float(-2, 0.5) });
      this.hand(x + l + 12 + this.doc.font('hand').fontSize(10.5).widthOfString(s), y - 10, fix.initials, { size: 7.5 });
    } else {
      this.hand(x + l + ow + 12, y, s, { angle: this.r.float(-1.5, 1.5) });
      this.hand(x + l + ow + 18 + this.doc.font('hand').fontSize(11).widthOfString(s), y - 4, fix.initials, { size: 7.5 });
    }
  }

  /** The old value in the style's own look, with a hand-drawn line through it. */
  strike(x: number, y: number, old: string): void {
    if (this.style === 'handwritten') this.hand(x, y, old, { angle: 0 });
    else this.text(x, y + 1, old, { size: 10, font: 'Courier', color: '#111' });
    const w = this.width(old);
    const yy = y + 6 + this.r.float(-0.6, 0.6);
    this.doc.save().moveTo(x - 2, yy + 0.8).lineTo(x + w + 2, yy - 0.8).lineWidth(1.1).strokeColor(INK).stroke().restore();
  }

  /** A checkbox; `on` marks it (a letter X typed, an X drawn by hand, a checked AcroForm box). */
  check(x: number, y: number, on: boolean, name: string, label?: string): void {
    this.rect(x, y, 8, 8, { lw: 0.6 });
    if (label) this.text(x + 11, y, label, { size: 7.5 });
    if (this.style === 'fillable') { this.acroCheck(x, y, on, name); return; }
    if (!on) return;
    if (this.style === 'typed') { this.text(x + 1.3, y + 0.2, 'X', { size: 8.5, font: 'Courier-Bold' }); return; }
    this.crossMark(x, y);
  }

  /** A real AcroForm checkbox with its on and off appearances; checked means V and AS are /Yes. */
  private acroCheck(x: number, y: number, on: boolean, name: string): void {
    const d = this.doc as unknown as { ref(o: object): { end(s?: string): void }; _fieldDict(n: string, t: string, o: object): Record<string, unknown>;
      annotate(x: number, y: number, w: number, h: number, o: object): void; _addToParent(r: unknown): void; page: { annotations: unknown[] } };
    const ap = (content: string): { end(s?: string): void } => { const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8], Resources: {} }); r.end(content); return r; };
    const dict = d._fieldDict(this.uniq(name), 'checkbox', {});
    Object.assign(dict, { Subtype: 'Widget', F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      AP: { N: { Yes: ap('q 0 G 1.1 w 1.5 1.5 m 6.5 6.5 l 6.5 1.5 m 1.5 6.5 l S Q'), Off: ap('') } } });
    d.annotate(x, y, 8, 8, dict);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  crossMark(x: number, y: number, color = INK): void {
    const j = (): number => this.r.float(-1, 1);
    this.doc.save().lineWidth(1.2).strokeColor(color)
      .moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 9 + j(), y + 9 + j()).moveTo(x + 9 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 9 + j()).stroke().restore();
  }

  /** The broker's own note in a second hand and ink. */
  note(x: number, y: number, s: string, angle = -3, size = 10): void { this.hand(x, y, s, { font: 'note', size, color: NOTE_INK, angle }); }

  /** A rubber stamp: a double box with words, turned, in a stamp ink. */
  stamp(x: number, y: number, lines: string[], o: { angle?: number; color?: string; size?: number } = {}): void {
    const size = o.size ?? 14, color = o.color ?? '#c0262d';
    const w = Math.max(...lines.map((l, i) => this.doc.font('Helvetica-Bold').fontSize(i ? size * 0.6 : size).widthOfString(l))) + 16;
    const h = lines.reduce((s, _l, i) => s + (i ? size * 0.75 : size * 1.15), 8);
    this.doc.save().rotate(o.angle ?? -8, { origin: [x + w / 2, y + h / 2] }).opacity(0.72);
    this.doc.roundedRect(x, y, w, h, 4).lineWidth(2).strokeColor(color).stroke();
    this.doc.roundedRect(x + 3, y + 3, w - 6, h - 6, 3).lineWidth(0.7).strokeColor(color).stroke();
    let yy = y + 5;
    for (const [i, l] of lines.entries()) {
      const fs = i ? size * 0.6 : size;
      this.doc.font('Helvetica-Bold').fontSize(fs).fillColor(color).text(l, x, yy, { width: w, align: 'center', lineBreak: false });
      yy += i ? size * 0.75 : size * 1.15;
    }
    this.doc.restore();
  }
}
