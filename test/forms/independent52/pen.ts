// The pen that fills a paper form in one of three styles, and records the truth of each value as it draws it.
// typed: a plain font on the line; handwritten: Kalam / Patrick Hand in ink, above or across the line, uneven;
// fillable: AcroForm widgets only (text, comb, checkbox, radio group), nothing drawn.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type PDFKit from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
type Doc = PDFKit.PDFDocument;
/** Truth keys: an application field (`legal_name`) or an owner's (`a1.last_name`). */
export type Sets = Record<string, string | number | null>;
export interface Printed { key: string; text: string; value: string | number }

const req = createRequire(import.meta.url);
const HANDS = [readFileSync(req.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff')),
  readFileSync(req.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'))];
const INKS = ['#1b2a6b', '#0d1d4f', '#1f1f24', '#23408e'];

export class Pen {
  app: TruthApplication = emptyApplication();
  printed: Printed[] = [];
  decoys: string[] = [];
  private n = 0;
  private ink: string;
  private handSize: number;
  readonly strike: boolean;
  private formFont = '';

  readonly doc: Doc;
  readonly style: Style;
  readonly rng: Rng;
  readonly typedFont: string;
  private naming: (n: number, kind: 'text' | 'check' | 'radio') => string;

  constructor(doc: Doc, style: Style, rng: Rng, typedFont: string, naming: (n: number, kind: 'text' | 'check' | 'radio') => string) {
    this.doc = doc; this.style = style; this.rng = rng; this.typedFont = typedFont; this.naming = naming;
    this.ink = rng.pick(INKS);
    this.handSize = rng.float(11, 13);
    this.strike = rng.chance(0.5);
    doc.registerFont('Hand', HANDS[rng.int(0, 1)]!);
    if (style === 'fillable') { doc.font('Helvetica'); doc.initForm(); this.formFont = (doc as unknown as { _font: { id: string } })._font.id; }
  }

  // ---- the printed form itself (all styles) ----
  t(text: string, x: number, y: number, o: { size?: number; font?: string; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): number {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? 'black');
    this.doc.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
    return o.width ? this.doc.heightOfString(text, { width: o.width, lineGap: 1 }) : this.doc.widthOfString(text);
  }
  line(x1: number, x2: number, y: number, w = 0.6): void { this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(w).strokeColor('black').stroke(); }
  rect(x: number, y: number, w: number, h: number, lw = 0.6, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillColor(fill).fill();
    this.doc.rect(x, y, w, h).lineWidth(lw).strokeColor('black').stroke();
  }
  /** A label followed by a line to `x2`; returns where the line starts. */
  labelLine(label: string, x: number, y: number, x2: number, o: { size?: number; font?: string } = {}): number {
    const w = this.t(label, x, y - (o.size ?? 8) - 1, o);
    this.line(x + w + 3, x2, y);
    return x + w + 3;
  }

  private record(text: string, set?: Sets, decoy?: string, shown = true): void {
    if (decoy) this.decoys.push(text);
    for (const [k, v] of Object.entries(set ?? {})) {
      if (v === null) continue;
      if (shown) this.printed.push({ key: k, text, value: v });
      const m = /^a(\d)\.(\w+)$/.exec(k);
      if (!m) { (this.app as unknown as Record<string, unknown>)[k] = v; continue; }
      const i = Number(m[1]);
      while (this.app.applicants.length <= i) this.app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
        credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
      (this.app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
    }
  }
  /** A truth value that is not printed as such but follows from what is (country, tax ID types). */
  /** A value printed across several boxes or fields, recorded once with the text they make together. */
  note(text: string, set: Sets): void { this.record(text, set); }
  derive(set: Sets): void { this.record('', set, undefined, false); }
  name(kind: 'text' | 'check' | 'radio' = 'text'): string { return this.naming(++this.n, kind); }

  // ---- values ----
  /** A value written on the line at y (top-left coordinates), from x, at most w wide. */
  fill(x: number, y: number, w: number, text: string | null, o: { set?: Sets; decoy?: string; name?: string; size?: number; h?: number } = {}): void {
    const doc = this.doc;
    if (this.style === 'fillable') {
      const h = o.h ?? 13;
      doc.font('Helvetica');
      doc.formText(o.name ?? this.name(), x, y - h, w, h, text ? { value: text, fontSize: 0 } : { fontSize: 0 });
    } else if (text) {
      if (this.style === 'typed') {
        let size = o.size ?? 9.5;
        doc.font(this.typedFont).fontSize(size).fillColor('black');
        if (doc.widthOfString(text) > w - 5) { size *= (w - 5) / doc.widthOfString(text); doc.fontSize(size); }
        const asc = ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * size;
        doc.text(text, x + 3, y - asc - 1.5, { lineBreak: false });
      } else this.hand(text, x, this.rng.float(2, 12), y, w, o.size);
    }
    if (text) this.record(text, o.set, o.decoy);
  }

  /** Handwriting: uneven size, above or across the line, a little rotated; sometimes word by word, drifting. */
  private hand(text: string, x0: number, off: number, y: number, w: number, size0?: number): void {
    const doc = this.doc, r = this.rng;
    let size = (size0 ?? this.handSize) * r.float(0.88, 1.15);
    doc.font('Hand').fontSize(size);
    // a person squeezes a long value: starts nearer the left and writes smaller
    const room = (off: number) => (w - off - 6) / 1.12;
    if (doc.widthOfString(text) > room(off)) off = 1.5;
    if (doc.widthOfString(text) > room(off)) { size *= room(off) / doc.widthOfString(text); doc.fontSize(size); }
    const x = x0 + off;
    const words = r.chance(0.5) ? text.split(' ') : [text];
    let dy = r.float(-5, 1.2);
    const angle = r.float(-2.2, 1.6);
    let cx = x;
    for (const word of words) {
      const s = size * r.float(0.93, 1.08);
      doc.font('Hand').fontSize(s).fillColor(this.ink);
      const asc = ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * s;
      doc.save().rotate(angle, { origin: [cx, y] });
      doc.text(word, cx, y - asc * 0.93 + dy, { lineBreak: false });
      doc.restore();
      cx += doc.widthOfString(word) + doc.widthOfString(' ') * r.float(0.8, 1.6);
      dy += r.float(-1, 1);
    }
  }

  /** A checkbox (square, side s) at x,y; checked or not. */
  check(x: number, y: number, s: number, on: boolean, o: { set?: Sets; name?: string; label?: string; exportValue?: string } = {}): void {
    this.rect(x, y, s, s, 0.7);
    if (this.style === 'fillable') {
      const ex = o.exportValue ?? 'Yes';
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(o.name ?? this.name('check')), V: on ? ex : 'Off', AS: on ? ex : 'Off',
        AP: { N: { [ex]: this.ap(s, s, this.xOps(s)), Off: this.ap(s, s, '') } }, MK: { CA: new String('8') } });
    } else if (on && this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(s * 0.95).fillColor('black').text('X', x + s * 0.18, y + s * 0.08, { lineBreak: false });
    } else if (on) this.mark(x, y, s);
    if (on && o.label) this.record(o.label, o.set);
  }

  /** A drawn check or X, a little outside its box. */
  private mark(x: number, y: number, s: number): void {
    const d = this.doc, r = this.rng, j = () => r.float(-1.2, 1.2);
    d.lineWidth(r.float(1, 1.5)).strokeColor(this.ink).lineCap('round').lineJoin('round');
    if (r.chance(0.5)) {
      d.moveTo(x + 0.15 * s + j(), y + 0.5 * s + j()).lineTo(x + 0.42 * s + j(), y + 0.9 * s + j()).lineTo(x + 1.15 * s + j(), y - 0.25 * s + j()).stroke();
    } else {
      d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).stroke();
      d.moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
    }
    d.lineCap('butt').lineJoin('miter');
  }

  /** "CIRCLE ONE": the options' labels printed in a row; the chosen one circled by hand, X'd or the others struck
   *  when typed, a radio group when fillable. Returns the right end. */
  circleOne(options: { label: string; value: string }[], chosen: number, x: number, y: number, o: { set?: Sets; name?: string; gap?: number; size?: number; font?: string } = {}): number {
    const size = o.size ?? 8.5, gap = o.gap ?? 16, d = this.doc;
    const radio = this.style === 'fillable' ? (d.ref({ FT: 'Btn', Ff: 49152, T: new String(o.name ?? this.name('radio')), V: chosen >= 0 ? options[chosen]!.value : 'Off', Kids: [] }) as unknown as { data: { Kids: unknown[] } }) : null;
    if (radio) (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(radio);
    let cx = x;
    options.forEach((opt, i) => {
      if (radio) {
        const on = i === chosen, s = size + 1;
        this.doc.circle(cx + s / 2, y + size / 2 + 0.5, s / 2).lineWidth(0.6).strokeColor('black').stroke();
        this.widget(cx, y, s, s, { Parent: radio, AS: on ? opt.value : 'Off', MK: { CA: new String('l') },
          AP: { N: { [opt.value]: this.ap(s, s, `0 g ${this.circleOps(s / 2, s / 2, s / 4.5)} f`), Off: this.ap(s, s, '') } } }, radio);
        cx += s + 3;
      }
      const w = this.t(opt.label, cx, y, { size, font: o.font });
      if (i === chosen && this.style === 'handwritten') this.ellipse(cx, y, w, size);
      if (this.style === 'typed' && chosen >= 0) {
        if (!this.strike && i === chosen) d.font(this.typedFont).fontSize(size + 1).fillColor('black').text('X', cx - 9, y - 0.5, { lineBreak: false });
        if (this.strike && i !== chosen) this.line(cx - 1, cx + w + 1, y + size * 0.45, 0.9);
      }
      cx += w + gap;
    });
    if (chosen >= 0) this.record(options[chosen]!.label, o.set);
    return cx - gap;
  }

  /** A hand-drawn ellipse round a word: not closed exactly, a little tilted. */
  private ellipse(x: number, y: number, w: number, size: number): void {
    const r = this.rng, d = this.doc;
    const cx = x + w / 2 + r.float(-1.5, 1.5), cy = y + size / 2 + r.float(-1, 1), rx = w / 2 + r.float(4, 8), ry = size / 2 + r.float(3, 5.5);
    const start = r.float(0, Math.PI * 2), turn = Math.PI * 2 * r.float(1.05, 1.18), tilt = r.float(-0.08, 0.08);
    d.lineWidth(r.float(0.9, 1.3)).strokeColor(this.ink).lineJoin('round');
    for (let k = 0; k <= 48; k++) {
      const a = start + (turn * k) / 48, grow = 1 + 0.07 * (k / 48);
      const px = rx * grow * Math.cos(a), py = ry * grow * Math.sin(a);
      const qx = cx + px * Math.cos(tilt) - py * Math.sin(tilt), qy = cy + px * Math.sin(tilt) + py * Math.cos(tilt);
      if (k === 0) d.moveTo(qx, qy); else d.lineTo(qx, qy);
    }
    d.stroke().lineJoin('miter');
  }

  /** Boxes for each character (a comb): n boxes of width bw from x; `seps` box indexes after which a printed
   *  hyphen or slash stands between groups. */
  comb(x: number, y: number, bw: number, h: number, n: number, text: string | null, o: { set?: Sets; name?: string; seps?: number[]; sep?: string } = {}): number {
    let cx = x;
    const xs: number[] = [];
    for (let i = 0; i < n; i++) {
      xs.push(cx); this.rect(cx, y, bw, h, 0.6); cx += bw;
      if (o.seps?.includes(i)) { this.t(o.sep ?? '-', cx + 2, y + h / 2 - 4, { size: 9 }); cx += 9; }
    }
    if (this.style === 'fillable') {
      if (o.seps?.length) throw new Error('a fillable comb has no separators');
      this.widget(x, y, bw * n, h, { FT: 'Tx', T: new String(o.name ?? this.name()), Ff: (1 << 24) | (1 << 23), MaxLen: n,
        DA: new String(`/${this.formFont} 0 Tf 0 g`), ...(text ? { V: new String(text) } : {}) });
    } else if (text) {
      [...text].forEach((ch, i) => {
        if (this.style === 'typed') this.t(ch, xs[i]! + bw / 2 - 2.9, y + h / 2 - 4.5, { size: 10, font: 'Courier' });
        else {
          const s = this.handSize * this.rng.float(0.9, 1.12);
          this.doc.font('Hand').fontSize(s).fillColor(this.ink).text(ch, xs[i]! + bw / 2 - s * 0.25 + this.rng.float(-1.5, 1.5), y + h / 2 - s * 0.72 + this.rng.float(-2, 1.5), { lineBreak: false });
        }
      });
    }
    if (text) this.record(text, o.set);
    return cx;
  }

  /** A signature: ink strokes, no text (typed forms are signed by pen after printing too). None on a fillable. */
  sign(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const r = this.rng, d = this.doc;
    d.lineWidth(r.float(0.8, 1.2)).strokeColor(this.ink).moveTo(x + 5, y - r.float(2, 8));
    let cx = x + 5;
    while (cx < x + Math.min(w, 150)) {
      const step = r.float(8, 22);
      d.bezierCurveTo(cx + step * 0.3, y - r.float(6, 18), cx + step * 0.7, y + r.float(-2, 4), cx + step, y - r.float(0, 10));
      cx += step;
    }
    d.stroke();
  }

  // ---- AcroForm plumbing ----
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>, parent?: { data: { Kids: unknown[] } }): void {
    const d = this.doc as unknown as Doc & { annotate: (x: number, y: number, w: number, h: number, o: object) => void; page: { annotations: unknown[] };
      _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    const ref = d.page.annotations.at(-1);
    if (parent) parent.data.Kids.push(ref); else d._root.data.AcroForm.data.Fields.push(ref);
  }
  private ap(w: number, h: number, ops: string): unknown {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: {} });
    ref.end(ops);
    return ref;
  }
  private xOps(s: number): string { const a = s * 0.2, b = s * 0.8; return `0 G 1.2 w ${a} ${a} m ${b} ${b} l S ${a} ${b} m ${b} ${a} l S`; }
  private circleOps(cx: number, cy: number, r: number): string {
    const k = r * 0.5523;
    return `${cx + r} ${cy} m ${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c ${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c `
      + `${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c ${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c`;
  }
}
