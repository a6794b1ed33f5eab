// The drawing surface of the Midwest forms: fixed print (labels, rules, boxes) and filled values in one of three
// styles (typed text, handwriting, AcroForm fields). Every value drawn is recorded with the truth paths it gives, so
// the truth is exactly what was printed and a decoy is every value that gives none.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
export interface Printed { key: string; text: string; fields: Fields; page: number; acro: string | null; check: boolean }
export interface ValueOpts { size?: number; h?: number; fields?: Fields; align?: 'left' | 'center' }

const require = createRequire(import.meta.url);
const HAND_FONTS = {
  kalam: '@fontsource/kalam/files/kalam-latin-400-normal.woff',
  patrick: '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff',
} as const;
const fontCache = new Map<string, Buffer>();
function handFont(name: keyof typeof HAND_FONTS): Buffer {
  let b = fontCache.get(name);
  if (!b) { b = readFileSync(require.resolve(HAND_FONTS[name])); fontCache.set(name, b); }
  return b;
}

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  page = 1;
  private names = new Map<string, number>();
  private ink: string;
  private hand: 'kalam' | 'patrick';
  readonly style: Style;
  private rng: Rng;
  private typedFont: string;

  constructor(style: Style, rng: Rng, typedFont: string, title: string) {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'FormFlow 4.2', Creator: 'FormFlow', CreationDate: new Date(Date.UTC(2025, 2, 14, 15, 0, 0)),
        ModDate: new Date(Date.UTC(2025, 2, 14, 15, 0, 0)) } });
    this.hand = rng.chance(0.5) ? 'kalam' : 'patrick';
    this.ink = rng.pick(['#1a2f8a', '#0f1f5c', '#222222', '#23395d']);
    if (style === 'handwritten') this.doc.registerFont('hand', handFont(this.hand));
    // The form's default font differs from the fields' Helvetica, so each field carries its own size in /DA.
    this.doc.font(style === 'fillable' ? 'Times-Roman' : 'Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Fixed print. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
  }

  hline(x0: number, x1: number, y: number, w = 0.6, color = '#000000'): void {
    this.doc.moveTo(x0, y).lineTo(x1, y).lineWidth(w).strokeColor(color).stroke();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.rect(x, y, w, h);
    if (o.fill && o.stroke !== 'none') this.doc.lineWidth(o.lw ?? 0.6).fillAndStroke(o.fill, o.stroke ?? '#000000');
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.lineWidth(o.lw ?? 0.6).strokeColor(o.stroke ?? '#000000').stroke();
  }

  private fieldName(key: string): string {
    const n = (this.names.get(key) ?? 0) + 1;
    this.names.set(key, n);
    return n === 1 ? key : `${key}_${n}`;
  }

  /** A filled value whose baseline area starts at (x, y) top, on a line `w` wide. Empty text prints nothing (an empty
   *  AcroForm field when fillable). */
  value(key: string, text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
    const size = o.size ?? 9;
    const fields = text ? o.fields ?? {} : {};
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.doc.font('Helvetica');
      this.doc.formText(name, x, y - 1, w, o.h ?? size + 4, { value: text, fontSize: size, align: o.align ?? 'left' } as never);
      if (text) this.printed.push({ key, text, fields, page: this.page, acro: name, check: false });
      return;
    }
    if (!text) return;
    this.printed.push({ key, text, fields, page: this.page, acro: null, check: false });
    if (this.style === 'typed') {
      this.doc.font(this.typedFont).fontSize(size).fillColor('#000000');
      this.doc.text(text, x + 2, y + 1, { lineBreak: false, width: o.align === 'center' ? w : undefined, align: o.align ?? 'left' });
      return;
    }
    const r = this.rng;
    const hs = size + 1.5 + r.float(-1, 1.2);
    const dx = x + 3 + r.float(0, 6), dy = y - 2 + r.float(-1.5, 1.5);
    this.doc.save();
    this.doc.rotate(r.float(-2.5, 2.5), { origin: [dx, dy + hs / 2] });
    this.doc.font('hand').fontSize(hs).fillColor(this.ink);
    this.doc.text(text, dx, dy, { lineBreak: false });
    this.doc.restore();
  }

  /** A checkbox square at (x, y) of side s, checked or not. */
  check(key: string, label: string, on: boolean, x: number, y: number, s: number, fields: Fields = {}): void {
    this.rect(x, y, s, s, { lw: 0.7 });
    if (on) this.printed.push({ key, text: label, fields, page: this.page, acro: null, check: true });
    if (this.style === 'fillable') { this.checkWidget(key, on, x, y, s); return; }
    if (!on) return;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', x + s * 0.17, y + s * 0.1, { lineBreak: false });
      return;
    }
    const r = this.rng;
    this.doc.save().lineWidth(1.3).strokeColor(this.ink).lineCap('round');
    if (r.chance(0.5)) {
      this.doc.moveTo(x + r.float(-1, 1.5), y + r.float(-1, 1.5)).lineTo(x + s + r.float(-1, 2), y + s + r.float(-1, 1)).stroke();
      this.doc.moveTo(x + s + r.float(-1, 1.5), y + r.float(-1, 1.5)).lineTo(x + r.float(-1.5, 1), y + s + r.float(-1, 1.5)).stroke();
    } else {
      this.doc.moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s - 0.5).lineTo(x + s + r.float(1, 4), y - r.float(1, 4)).stroke();
    }
    this.doc.restore();
  }

  private checkWidget(key: string, on: boolean, x: number, y: number, s: number): void {
    const name = this.fieldName(key);
    if (on) this.printed[this.printed.length - 1]!.acro = name;
    const doc = this.doc;
    const ap = (body: string): PDFKit.PDFKitReference => {
      const ref = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      ref.write(body);
      ref.end(undefined as never);
      return ref;
    };
    const yes = ap(`q 0 g 1.2 w ${s * 0.2} ${s * 0.2} m ${s * 0.8} ${s * 0.8} l S ${s * 0.8} ${s * 0.2} m ${s * 0.2} ${s * 0.8} l S Q`);
    const off = ap('');
    const state = on ? 'Yes' : 'Off';
    const d = doc as unknown as { annotate: (ax: unknown, ay: unknown, aw: unknown, ah: unknown, opts: Record<string, unknown>) => unknown };
    const orig = d.annotate;
    d.annotate = (ax: unknown, ay: unknown, aw: unknown, ah: unknown, opts: Record<string, unknown>) =>
      orig.call(doc, ax, ay, aw, ah, { ...opts, V: state, AS: state, AP: { N: { Yes: yes, Off: off } } });
    try {
      doc.formCheckbox(name, x, y, s, s, {});
    } finally {
      d.annotate = orig;
    }
  }
}
