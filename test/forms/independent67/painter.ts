// Draws one form in one style: fixed print (labels, rules, boxes) the same in every style, values as typed text, as
// handwriting, or only as AcroForm fields (text, comb, multi-line, aligned; checkboxes with appearance states).
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { V } from './values.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Naming = 'generic' | 'fill' | 'descriptive' | 'xfa' | 'snake';
export interface Look { label: string; bold: string; size: number; typed: string; typedSize: number; rule: string; naming: Naming; textStart?: number; checkStart?: number }
export interface Printed { text: string; field?: string; kind: V['kind']; paths: string[] }
export interface CheckRec { field: string; on: string; checked: boolean }
export interface Opt { label: string; on: string; x: number; y: number; truth?: [string, string | number | null][]; other?: V }

const req = createRequire(import.meta.url);
const FONTS = { Kalam: req.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  Patrick: req.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff') };
type Doc = InstanceType<typeof PDFDocument>;

export class Painter {
  readonly printed: Printed[] = [];
  readonly checks: CheckRec[] = [];
  readonly truth: [string, string | number | null][] = [];
  page = 1;
  private nt: number;
  private nc: number;
  private readonly hand: string;
  private readonly ink: string;

  readonly doc: Doc;
  readonly style: Style;
  readonly look: Look;
  private readonly rng: Rng;

  constructor(doc: Doc, style: Style, rng: Rng, look: Look) {
    this.doc = doc; this.style = style; this.rng = rng; this.look = look;
    this.nt = look.textStart ?? 1;
    this.nc = look.checkStart ?? 1;
    doc.registerFont('Kalam', FONTS.Kalam);
    doc.registerFont('Patrick', FONTS.Patrick);
    this.hand = rng.pick(['Kalam', 'Patrick']);
    this.ink = rng.pick(['#1b2f8a', '#14204f', '#222222', '#0d3b78']);
  }

  name(desc: string, kind: 'text' | 'check'): string {
    switch (this.look.naming) {
      case 'generic': return kind === 'text' ? `Text${this.nt++}` : `Check Box${this.nc++}`;
      case 'fill': return kind === 'text' ? `fill_${this.nt++}` : `toggle_${this.nc++}`;
      case 'xfa': return `form1[0].Page${this.page}[0].${desc}[0]`;
      case 'snake': return desc.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
      default: return desc;
    }
  }

  /** Fixed print. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    const size = o.size ?? this.look.size;
    s.split('\n').forEach((line, k) => this.doc.font(o.font ?? this.look.label).fontSize(size).fillColor(o.color ?? '#000000')
      .text(line, x, y + k * size * 1.25, { lineBreak: false, ...(o.width ? { width: o.width, align: o.align ?? 'left' } : {}) }));
  }
  hline(x1: number, x2: number, y: number, width = 0.6, color = this.look.rule): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y).lineTo(x2, y).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, o: { width?: number; color?: string; fill?: string } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6).rect(x, y, w, h);
    if (o.fill) d.fillAndStroke(o.fill, o.color ?? this.look.rule); else d.strokeColor(o.color ?? this.look.rule).stroke();
    this.doc.restore();
  }

  private record(val: V, field?: string): void {
    this.truth.push(...val.truth);
    if (val.text !== '' || field) this.printed.push({ text: val.text, kind: val.kind, paths: val.truth.map((t) => t[0]), ...(field ? { field } : {}) });
  }

  /** A value in the area (x, y, w, h), top-left origin. */
  put(val: V, desc: string, x: number, y: number, w: number, h: number, o: { align?: 'left' | 'center' | 'right'; multiline?: boolean; size?: number } = {}): void {
    if (this.style === 'fillable') {
      const field = this.name(desc, 'text');
      this.doc.font('Helvetica').formText(field, x, y, w, h, { value: val.text, ...(o.align ? { align: o.align } : {}), ...(o.multiline ? { multiline: true } : {}) });
      this.record(val, field);
      return;
    }
    this.record(val);
    if (!val.text) return;
    const lines = o.multiline ? val.text.split('\n') : [val.text];
    const size = o.size ?? this.look.typedSize;
    lines.forEach((line, k) => {
      const ly = o.multiline ? y + 2 + k * size * 1.25 : y + h - size * 1.15;
      this.ink1(line, x, ly, w, size, o.align ?? 'left');
    });
  }

  private ink1(s: string, x: number, y: number, w: number, size: number, align: 'left' | 'center' | 'right'): void {
    const doc = this.doc, hand = this.style === 'handwritten';
    let sz = hand ? size * this.rng.float(0.98, 1.2) : size;
    doc.font(hand ? this.hand : this.look.typed);
    while (sz > 5 && doc.fontSize(sz).widthOfString(s) > w - 3) sz -= 0.5;
    const tw = doc.fontSize(sz).widthOfString(s);
    let tx = align === 'right' ? x + w - tw - 2 : align === 'center' ? x + (w - tw) / 2 : x + 2;
    let ty = y;
    if (hand) { tx += this.rng.float(-1, 3); ty += this.rng.float(-3, 0.5) - sz * 0.15; }
    doc.save();
    if (hand) doc.rotate(this.rng.float(-2.5, 2.5), { origin: [tx, ty + sz] });
    doc.fillColor(hand ? this.ink : '#111111').text(s, tx, ty, { lineBreak: false });
    doc.restore();
  }

  /** A comb: n boxes of cw, one character each; `thick` boxes get a heavier left edge (the EIN's dash place). */
  comb(val: V, desc: string, x: number, y: number, n: number, cw: number, h: number, thick: number[] = []): void {
    for (let i = 0; i < n; i++) this.rect(x + i * cw, y, cw, h, { width: thick.includes(i) ? 1.6 : 0.6 });
    if (this.style === 'fillable') {
      const field = this.name(desc, 'text');
      this.doc.font('Helvetica');
      this.raw('text', field, x, y, n * cw, h, { value: val.text, Ff: 1 << 24 }, { MaxLen: n });
      this.record(val, field);
      return;
    }
    this.record(val);
    [...val.text].forEach((ch, i) => this.ink1(ch, x + i * cw, y + h - this.look.typedSize * 1.15 - 1, cw + 2, this.look.typedSize, 'center'));
  }

  /** A checkbox square (fixed print) and its mark or widget. */
  check(desc: string, x: number, y: number, s: number, on: string, checked: boolean, parent?: unknown): void {
    this.rect(x, y, s, s, { width: 0.8, color: '#000000' });
    if (this.style === 'fillable') { this.widget(parent ? '' : this.name(desc, 'check'), x, y, s, on, checked, parent); return; }
    if (!checked) return;
    if (this.style === 'typed') { this.doc.font(this.look.typed).fontSize(s).fillColor('#111111').text('X', x + s * 0.18, y + s * 0.08, { lineBreak: false }); return; }
    const r = this.rng, d = this.doc.save().lineWidth(1.3).strokeColor(this.ink);
    if (r.chance(0.5)) {
      d.moveTo(x + r.float(0, 2), y + r.float(0, 2)).lineTo(x + s + r.float(-1, 2), y + s + r.float(-1, 2)).stroke();
      d.moveTo(x + s + r.float(-1, 2), y + r.float(-1, 1)).lineTo(x + r.float(-1, 1), y + s + r.float(0, 2)).stroke();
    } else d.moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s + r.float(0, 1.5)).lineTo(x + s + r.float(1, 4), y - r.float(1, 4)).stroke();
    this.doc.restore();
  }

  /** A widget annotation built as pdfkit's formAnnotation does, with extra keys (pdfkit ends the annotation at once). */
  private raw(type: string, name: string, x: number, y: number, w: number, h: number, o: object, extra: Record<string, unknown>): void {
    const doc = this.doc as unknown as { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; annotate(x: number, y: number, w: number, h: number, d: object): void;
      _addToParent(r: unknown): void; page: { annotations: unknown[] } };
    const dict: Record<string, unknown> = { ...doc._fieldDict(name, type, o), Subtype: 'Widget', F: 4, ...extra };
    if (!name) delete dict.T;
    doc.annotate(x, y, w, h, dict);
    doc._addToParent(doc.page.annotations.at(-1));
  }

  private widget(name: string, x: number, y: number, s: number, on: string, checked: boolean, parent?: unknown): void {
    const doc = this.doc as unknown as { ref(d: object): { write(s: string): void; end(): void } };
    const ap = (mark: boolean): unknown => {
      const r = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      r.write(mark ? `q 0 g 1.2 w ${s * 0.2} ${s * 0.2} m ${s * 0.8} ${s * 0.8} l S ${s * 0.2} ${s * 0.8} m ${s * 0.8} ${s * 0.2} l S Q` : '');
      r.end();
      return r;
    };
    this.doc.font('Helvetica');
    const extra: Record<string, unknown> = { AP: { N: { [on]: ap(true), Off: ap(false) } }, AS: checked ? on : 'Off', MK: { CA: new String('8') } };
    if (!parent) extra.V = checked ? on : 'Off';
    this.raw('checkbox', name, x, y, s, s, parent ? { parent } : {}, extra);
    if (name) this.checks.push({ field: name, on, checked });
  }

  /** Checkboxes for one choice: separate named boxes, or kids of one field each with its own on-state. */
  choice(desc: string, opts: Opt[], chosen: number, o: { s?: number; kids?: boolean; labelLeft?: boolean; size?: number; otherW?: number } = {}): void {
    const s = o.s ?? 8;
    let parent: { data: Record<string, unknown> } | undefined;
    if (this.style === 'fillable' && o.kids) {
      const pname = this.name(desc, 'check');
      parent = (this.doc as unknown as { formField(n: string, o: object): { data: Record<string, unknown> } }).formField(pname, {});
      parent.data.FT = 'Btn';
      parent.data.V = chosen >= 0 ? opts[chosen]!.on : 'Off';
      this.checks.push({ field: pname, on: chosen >= 0 ? opts[chosen]!.on : 'Off', checked: chosen >= 0 });
    }
    opts.forEach((op, i) => {
      const lw = this.doc.font(this.look.label).fontSize(o.size ?? this.look.size).widthOfString(op.label);
      this.check(`${desc}${op.label.replace(/[^A-Za-z0-9]/g, '')}`, o.labelLeft ? op.x + lw + 3 : op.x, op.y, s, op.on, i === chosen, parent);
      this.text(op.label, o.labelLeft ? op.x : op.x + s + 3, op.y + (s - (o.size ?? this.look.size)) / 2 + 0.5, { size: o.size ?? this.look.size });
      if (op.other) {
        const ox = (o.labelLeft ? op.x + lw + s + 6 : op.x + s + 4 + lw) + 2, ow = o.otherW ?? 70;
        this.hline(ox, ox + ow, op.y + s);
        this.put(i === chosen ? op.other : { text: '', truth: [], kind: 'info' }, `${desc}Other`, ox, op.y - 4, ow, s + 4);
      }
    });
    if (chosen >= 0) this.truth.push(...(opts[chosen]!.truth ?? []));
  }

  /** A signature: a drawn scribble in the handwritten style, nothing otherwise. */
  signature(x: number, y: number, w: number): void {
    if (this.style !== 'handwritten') return;
    const r = this.rng, d = this.doc.save().lineWidth(1).strokeColor(this.ink).moveTo(x + 4, y);
    for (let i = 0; i < 4; i++) d.bezierCurveTo(x + w * (i + 0.3) / 5, y - r.float(4, 12), x + w * (i + 0.6) / 5, y + r.float(2, 8), x + w * (i + 1) / 5, y - r.float(0, 3));
    d.stroke();
    this.doc.restore();
  }
}
