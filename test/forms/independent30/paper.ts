// The sheet a layout draws on, in one of three styles: values typed onto the printed form, written by pen (a hand
// font, a little off the line, slightly turned), or held in AcroForm fields (text fields, checkboxes, radio groups,
// a combo box) with the page's own text holding only the labels. Layouts say where; the paper says how.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'lines' | 'X' | 'check';

const require = createRequire(import.meta.url);
const HAND_FONTS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

type Dict = Record<string, unknown>;
interface Ref { data: Dict; end(chunk?: string): void }

export interface ValueOpts { size?: number; align?: 'left' | 'center' | 'right'; decoy?: boolean; spacing?: number; font?: string; comb?: number }

export class Paper {
  readonly doc: PDFKit.PDFDocument;
  readonly decoys: string[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly used = new Map<string, number>();
  private readonly ink: string;
  /** The font values are typed in (a layout may choose Courier for a typewriter look). */
  typedFont = 'Helvetica';
  labelFont = 'Helvetica';

  readonly style: Style;
  readonly mark: Mark;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, mark: Mark, size: [number, number] = [612, 792]) {
    this.style = style; this.rng = rng; this.mark = mark;
    this.doc = new PDFDocument({ size, margin: 0, autoFirstPage: true, info: { Producer: 'PDFKit', Creator: 'Application', CreationDate: new Date(Date.UTC(2025, 9, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND_FONTS[rng.int(0, 1)]!);
    this.ink = rng.pick(['#1b2a6b', '#15224f', '#222222', '#0d3b8c']);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  /** Printed form text (labels, headings, fine print): always in the page's text. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; spacing?: number } = {}): void {
    const d = this.doc.font(o.font ?? this.labelFont).fontSize(o.size ?? 6.5).fillColor(o.color ?? '#000000');
    d.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left', characterSpacing: o.spacing ?? 0 });
  }

  /** A filled-in value in the box (x, y, w, h); null leaves the box blank (an empty field when fillable). */
  value(name: string, v: string | null, x: number, y: number, w: number, h: number, o: ValueOpts = {}): void {
    if (v !== null && o.decoy) this.decoys.push(v);
    const field = this.fieldName(name);
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.withExtra(o.comb ? { MaxLen: o.comb, Ff: 0x1000000 } : {}, () =>
        this.doc.formText(field, x + 0.5, y + 0.5, w - 1, h - 1, { value: v ?? '', fontSize: o.size ?? 0, align: o.align ?? 'left' }));
      return;
    }
    if (v === null || v === '') return;
    if (this.style === 'typed') return this.typed(v, x, y, w, h, o);
    this.hand(v, x, y, w, h, o);
  }

  /** One character per box (digit boxes): a comb field when fillable, one spaced string typed, digit by digit by pen. */
  cells(name: string, v: string | null, x: number, y: number, cw: number, h: number, n: number): void {
    if (this.style === 'fillable' || v === null) return this.value(name, v, x, y, cw * n, h, { comb: n, size: 8 });
    if (this.style === 'typed') {
      const size = Math.min(8.5, h * 0.7), dw = this.doc.font(this.typedFont).fontSize(size).widthOfString('0');
      this.doc.fillColor('#000000').text(v, x + (cw - dw) / 2, y + h - size * 1.02 - 1, { lineBreak: false, characterSpacing: cw - dw });
      return;
    }
    [...v].forEach((ch, i) => {
      const size = Math.min(11, h * 0.95);
      const d = this.doc.font('hand').fontSize(size).fillColor(this.ink);
      const tx = x + i * cw + (cw - d.widthOfString(ch)) / 2 + this.rng.float(-0.8, 0.8), ty = y + h - size * 1.2 + this.rng.float(-1, 0.6);
      d.save().rotate(this.rng.float(-4, 4), { origin: [tx, ty + size] }).text(ch, tx, ty, { lineBreak: false }).restore();
    });
  }

  private typed(v: string, x: number, y: number, w: number, h: number, o: ValueOpts): void {
    const font = o.font ?? this.typedFont;
    let size = o.size ?? Math.min(9, h * 0.62);
    const sp = o.spacing ?? 0;
    while (size > 5 && this.doc.font(font).fontSize(size).widthOfString(v) + sp * v.length > w - 3) size -= 0.25;
    const d = this.doc.font(font).fontSize(size).fillColor('#000000');
    const tw = d.widthOfString(v) + sp * (v.length - 1);
    const tx = o.align === 'center' ? x + (w - tw) / 2 : o.align === 'right' ? x + w - tw - 2 : x + 2 + (sp ? sp / 2 - 1.5 : 0);
    d.text(v, tx, y + h - size * 1.02 - 1, { lineBreak: false, characterSpacing: sp });
  }

  private hand(v: string, x: number, y: number, w: number, h: number, o: ValueOpts): void {
    let size = Math.min(12, h * 0.85, (o.size ?? 9) * 1.3);
    const sp = o.spacing ?? 0;
    while (size > 6 && this.doc.font('hand').fontSize(size).widthOfString(v) + sp * v.length > w - 4) size -= 0.25;
    const d = this.doc.font('hand').fontSize(size).fillColor(this.ink);
    const tw = d.widthOfString(v) + sp * (v.length - 1);
    const slack = Math.max(0, w - tw - 4);
    const tx = (o.align === 'center' ? x + (w - tw) / 2 : x + 2 + Math.min(slack, this.rng.float(0, 6))) + (sp ? sp / 2 - 1.5 : 0);
    const ty = y + h - size * 1.28 + this.rng.float(-1.6, 1.0);
    d.save().rotate(this.rng.float(-1.8, 1.8), { origin: [tx, ty + size] });
    d.text(v, tx, ty, { lineBreak: false, characterSpacing: sp });
    d.restore();
  }

  /** A checkbox drawn at (x, y), ticked when `on`; a checkbox field when fillable (on-state `state`, default Yes). */
  check(name: string, on: boolean, x: number, y: number, s = 7, state = 'Yes'): void {
    this.doc.save().lineWidth(0.6).strokeColor('#000000').rect(x, y, s, s).stroke().restore();
    if (this.style === 'fillable') {
      const [onAp, offAp] = this.appearances(s, false);
      this.doc.font('ZapfDingbats');
      this.withExtra({ V: on ? state : 'Off', AS: on ? state : 'Off', AP: { N: { [state]: onAp, Off: offAp } } },
        () => this.doc.formCheckbox(this.fieldName(name), x, y, s, s, { label: '4' }));
      this.doc.font('Helvetica');
      return;
    }
    if (on) this.tick(x, y, s);
  }

  /** A radio group (one field, one on-state per option) when fillable; plain checkboxes on paper. */
  radio(group: string, options: { state: string; x: number; y: number; on: boolean }[], s = 7): void {
    if (this.style !== 'fillable') { for (const o of options) this.check(`${group}_${o.state}`, o.on, o.x, o.y, s); return; }
    const chosen = options.find((o) => o.on)?.state;
    const parent = this.doc.formField(this.fieldName(group), { Ff: 0x8000 | 0x4000 }) as unknown as Ref;
    parent.data.FT = 'Btn';
    if (chosen) parent.data.V = chosen;
    for (const o of options) {
      this.doc.save().lineWidth(0.6).circle(o.x + s / 2, o.y + s / 2, s / 2).stroke().restore();
      const [onAp, offAp] = this.appearances(s, true);
      this.doc.font('ZapfDingbats');
      this.withExtra({ AS: o.on ? o.state : 'Off', AP: { N: { [o.state]: onAp, Off: offAp } }, T: undefined },
        () => this.doc.formRadioButton(group, o.x, o.y, s, s, { parent, label: 'l' }));
      this.doc.font('Helvetica');
    }
  }

  /** A province drop-down when fillable; typed or written on paper. */
  combo(name: string, v: string, choices: string[], x: number, y: number, w: number, h: number): void {
    if (this.style !== 'fillable') return this.value(name, v, x, y, w, h);
    this.doc.font('Helvetica').formCombo(this.fieldName(name), x + 0.5, y + 0.5, w - 1, h - 1, { select: choices, value: v, fontSize: 0 });
  }

  /** A pen signature: a scribble, on paper only (a fillable form is signed after it is printed). */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc.save().lineWidth(0.8).strokeColor(this.ink);
    let cx = x + this.rng.float(2, 10), cy = y;
    const end = x + w * this.rng.float(0.5, 0.85);
    d.moveTo(cx, cy).bezierCurveTo(cx - 4, cy - 14, cx + 10, cy - 16, cx + 6, cy + 2);
    cx += 6;
    while (cx < end) {
      const step = this.rng.float(3, 9), up = this.rng.float(2, this.rng.chance(0.2) ? 13 : 6);
      d.bezierCurveTo(cx + step * 0.2, cy - up, cx + step * 0.9, cy - up, cx + step, cy + this.rng.float(-1, 1.5));
      cx += step; cy = y + this.rng.float(-1.5, 1.5);
    }
    d.bezierCurveTo(cx + 6, cy + 3, cx - 30, cy + 4, cx - 40, cy + 1).stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  private tick(x: number, y: number, s: number): void {
    const d = this.doc;
    const pen = this.style === 'handwritten';
    const j = (): number => (pen ? this.rng.float(-1.2, 1.2) : 0);
    if (this.mark === 'X' || (pen && this.mark === 'lines' && this.rng.chance(0.3))) {
      const size = s * (pen ? 1.5 : 1.05);
      d.font(pen ? 'hand' : 'Helvetica-Bold').fontSize(size).fillColor(pen ? this.ink : '#000000');
      d.text('X', x + (s - d.widthOfString('X')) / 2 + j(), y + s / 2 - size * (pen ? 0.62 : 0.36) + j(), { lineBreak: false });
    } else if (this.mark === 'check' && !pen) {
      d.font('ZapfDingbats').fontSize(s * 1.05).fillColor('#000000').text('4', x + 0.5, y + s - 0.9, { lineBreak: false, baseline: 'alphabetic' });
    } else if (this.mark === 'check') {
      d.save().lineWidth(1.2).strokeColor(this.ink).moveTo(x + j(), y + s * 0.5).lineTo(x + s * 0.4, y + s + j()).lineTo(x + s * 1.3, y - s * 0.4 + j()).stroke().restore();
    } else {
      d.save().lineWidth(pen ? 1.1 : 0.9).strokeColor(pen ? this.ink : '#000000')
        .moveTo(x + 1 + j(), y + 1).lineTo(x + s - 1, y + s - 1 + j()).moveTo(x + 1, y + s - 1 + j()).lineTo(x + s - 1 + j(), y + 1).stroke().restore();
    }
  }

  private appearances(s: number, round: boolean): [Ref, Ref] {
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] }) as unknown as Ref;
    const k = s * 0.28;
    on.end(round ? `q 0 g ${k} ${k} ${s - 2 * k} ${s - 2 * k} re f Q` : `q 0 G 1 w 1.2 1.2 m ${s - 1.2} ${s - 1.2} l S 1.2 ${s - 1.2} m ${s - 1.2} 1.2 l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] }) as unknown as Ref;
    off.end('');
    return [on, off];
  }

  /** Runs a pdfkit form call with extra keys merged into the widget's dictionary (pdfkit maps only its own). */
  private withExtra(extra: Dict, fn: () => void): void {
    const orig = this.doc.annotate;
    const doc = this.doc;
    doc.annotate = function (x, y, w, h, o) {
      const merged: Dict = { ...o, ...extra };
      for (const k of Object.keys(merged)) if (merged[k] === undefined) delete merged[k];
      return orig.call(this, x, y, w, h, merged as PDFKit.Mixins.AnnotationOption);
    };
    try { fn(); } finally { doc.annotate = orig; }
  }

  private fieldName(name: string): string {
    const n = this.used.get(name) ?? 0;
    this.used.set(name, n + 1);
    return n === 0 ? name : `${name}_${n + 1}`;
  }
}
