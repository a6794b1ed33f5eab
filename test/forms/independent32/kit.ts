// A page of a fillable application in one of three states: flattened (each value drawn where its field was, in the
// field's font), filled by pen on the printed blank form, or live (values only in AcroForm fields). Every value drawn
// is recorded with the truth it gives, or as a decoy, so the truth is exactly what the page prints.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import type { Rng } from '../../statements/generator/prng.ts';
import { markPath } from './marks.ts';
import { checkWidget, comboWidget, radioGroup, radioKid, textWidget } from './widgets.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Val = string | number | null;
export type Paths = Record<string, Val>;
export type Mark = 'check' | 'cross' | 'dot' | 'X';
export type Kind = 'text' | 'check' | 'radio' | 'combo';

/** A printed value: what the paper shows, what the AcroForm field holds, and the truth it gives. */
export interface Rec { page: number; field: string; shown: string; fieldValue: string; kind: 'value' | 'mark'; paths: Paths }
export interface DecoyRec { key: string; text: string; field: string }

export interface Look {
  font: string; size: number; hand: 'kalam' | 'patrick'; handSize: number; ink: string;
  producer: string; creator: string; title: string; namer: (hint: string, kind: Kind) => string;
}

export interface FieldOpts { paths?: Paths; decoy?: string; comb?: number; align?: 'left' | 'center' | 'right'; size?: number; format?: string }
export interface TextOpts { size?: number; font?: string; color?: string; w?: number; align?: 'left' | 'center' | 'right'; lineGap?: number }
export interface RadioItem { label: string; state: string; x: number; y: number }


const require = createRequire(import.meta.url);
const HAND = {
  kalam: require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  patrick: require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'),
};

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly recs: Rec[] = [];
  readonly decoys: DecoyRec[] = [];
  readonly style: Style;
  readonly look: Look;
  page = 1;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, look: Look) {
    this.style = style; this.rng = rng; this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Producer: look.producer, Creator: look.creator, Title: look.title,
      CreationDate: new Date(Date.UTC(2025, 5, 2, 14, 30)) } });
    this.doc.registerFont('Hand', HAND[look.hand]);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  text(str: string, x: number, y: number, o: TextOpts = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#000000');
    this.doc.text(str, x, y, o.w ? { width: o.w, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 } : { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, lw = 0.6, color = '#000000'): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  circle(x: number, y: number, r: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).circle(x, y, r);
    if (o.fill) this.doc.fill(o.fill); else this.doc.stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  width(str: string, font: string, size: number): number { return this.doc.font(font).fontSize(size).widthOfString(str); }

  /** A text field; `comb` splits it into that many cells (one character each). */
  field(hint: string, x: number, y: number, w: number, h: number, value: string | null, o: FieldOpts = {}): void {
    const name = this.look.namer(hint, 'text');
    const v = value ?? '';
    if (o.comb) for (let i = 1; i < o.comb; i++) this.line(x + (w * i) / o.comb, y + h * 0.45, x + (w * i) / o.comb, y + h, 0.5);
    if (v) this.record(name, v, v, 'value', o);
    if (this.style === 'fillable') return textWidget(this.doc, name, x, y, w, h, v, o);
    if (!v) return;
    if (o.comb) return this.combChars(v, x, y, w, h, o.comb);
    if (this.style === 'typed') return this.typed(v, x, y, w, h, o);
    this.penned(v, x, y, w, h);
  }

  check(hint: string, x: number, y: number, s: number, on: boolean, o: { state: string; label: string; mark: Mark; paths?: Paths }): void {
    const name = this.look.namer(hint, 'check');
    this.rect(x, y, s, s, { lw: 0.7 });
    if (on) this.record(name, o.label, o.state, 'mark', o);
    if (this.style === 'fillable') {
      checkWidget(this.doc, name, x, y, s, on, o.state, o.mark);
    } else if (on) this.drawMark(x, y, s, o.mark);
  }

  radio(hint: string, items: RadioItem[], selected: string | null, o: { s: number; mark: Mark; paths?: Paths; labelSize?: number }): void {
    const name = this.look.namer(hint, 'radio');
    const parent = this.style === 'fillable' ? radioGroup(this.doc, name, selected) : null;
    for (const it of items) {
      this.circle(it.x + o.s / 2, it.y + o.s / 2, o.s / 2, { lw: 0.7 });
      this.text(it.label, it.x + o.s + 3, it.y + (o.s - (o.labelSize ?? 7)) / 2 + 0.5, { size: o.labelSize ?? 7 });
      const on = it.state === selected;
      if (on) this.record(name, it.label, it.state, 'mark', o);
      if (parent) radioKid(this.doc, parent, it.x, it.y, o.s, it.state, on);
      else if (on) this.drawMark(it.x, it.y, o.s, o.mark);
    }
  }

  /** A drop-down: options as [export value, shown text]; the paper shows the text, the field holds the export value. */
  combo(hint: string, x: number, y: number, w: number, h: number, opts: [string, string][], sel: string | null, o: FieldOpts = {}): void {
    const name = this.look.namer(hint, 'combo');
    const shown = opts.find(([e]) => e === sel)?.[1] ?? '';
    if (sel) this.record(name, shown, sel, 'value', o);
    if (this.style === 'fillable') {
      comboWidget(this.doc, name, x, y, w, h, opts, sel);
      return;
    }
    if (!shown) return;
    if (this.style === 'typed') this.typed(shown, x, y, w, h, o); else this.penned(shown, x, y, w, h);
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }

  private record(field: string, shown: string, fieldValue: string, kind: Rec['kind'], o: { paths?: Paths; decoy?: string }): void {
    if (o.decoy) this.decoys.push({ key: o.decoy, text: shown, field });
    if (o.paths) this.recs.push({ page: this.page, field, shown, fieldValue, kind, paths: o.paths });
  }

  /** Baseline offset from the top of a line of text: pdfkit places text by its top. */
  private ascent(font: string, size: number): number {
    this.doc.font(font).fontSize(size);
    return ((this.doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * size;
  }

  private fit(v: string, font: string, size: number, w: number): number {
    let s = size;
    while (s > 5 && this.width(v, font, s) > w) s -= 0.5;
    return s;
  }

  private typed(v: string, x: number, y: number, w: number, h: number, o: FieldOpts): void {
    const size = this.fit(v, this.look.font, Math.min(o.size ?? this.look.size, h * 0.85), w - 4);
    const tw = this.width(v, this.look.font, size);
    const tx = o.align === 'center' ? x + (w - tw) / 2 : o.align === 'right' ? x + w - tw - 2 : x + 2;
    this.text(v, tx, y + (h - size * 0.93) / 2 + 0.6, { font: this.look.font, size });
  }

  private penned(v: string, x: number, y: number, w: number, h: number): void {
    const r = this.rng;
    const size = this.fit(v, 'Hand', this.look.handSize + r.float(-0.8, 0.8), w - 10);
    const tx = x + r.float(2, Math.max(2.5, Math.min(9, w - this.width(v, 'Hand', size) - 4)));
    const ty = y + h - 2.2 - this.ascent('Hand', size) + r.float(-2.2, 1.2);
    this.doc.save().rotate(r.float(-2.2, 2.2), { origin: [tx, ty + size / 2] });
    this.text(v, tx, ty, { font: 'Hand', size, color: this.look.ink });
    this.doc.restore();
  }

  private combChars(v: string, x: number, y: number, w: number, h: number, n: number): void {
    const cw = w / n, hand = this.style === 'handwritten';
    const font = hand ? 'Hand' : this.look.font;
    const size = Math.min(hand ? this.look.handSize : this.look.size, h * 0.8, cw * 1.25);
    [...v].slice(0, n).forEach((ch, i) => {
      const jx = hand ? this.rng.float(-0.8, 0.8) : 0, jy = hand ? this.rng.float(-1.2, 0.8) : 0;
      const cx = x + cw * i + (cw - this.width(ch, font, size)) / 2 + jx;
      this.text(ch, cx, y + (h - size * 0.93) / 2 + (hand ? 0 : 0.6) + jy, { font, size, color: hand ? this.look.ink : '#000000' });
    });
  }

  private drawMark(x: number, y: number, s: number, mark: Mark): void {
    const hand = this.style === 'handwritten';
    if (mark === 'X' && !hand) return this.text('X', x + s * 0.18, y + s * 0.08, { font: 'Helvetica-Bold', size: s * 0.95 });
    const p = markPath(hand ? (mark === 'dot' ? 'check' : mark === 'X' ? 'cross' : mark) : mark, x, y, s, hand ? this.rng : null);
    this.doc.save();
    if (p.fill) this.doc.path(p.d).fill(hand ? this.look.ink : '#000000');
    else this.doc.lineWidth(p.lw).lineCap('round').lineJoin('round').path(p.d).stroke(hand ? this.look.ink : '#000000');
    this.doc.restore();
  }
}
