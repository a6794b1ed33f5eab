// The drawing kit: the printed form (labels, rules, boxes, combs) and the merchant's filling in one of three styles:
// handwritten (oblique ink, per-word rotation and jitter), typed (a typewriter face, circles and strikes still by pen),
// fillable (AcroForm fields with their own appearance streams, page text free of the values; handwritten notes on top).
import type PDFKit from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Written } from './model.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
type Doc = PDFKit.PDFDocument;
interface StdFont { id: string; ref(): unknown; encode(t: string): [string[], unknown]; widthOfString(s: string, size: number): number }
interface Ref { data: Record<string, unknown>; write(s: string): void; end(): void }

export class Pen {
  readonly ink: string;
  private readonly handFont: string;
  readonly doc: Doc;
  readonly style: Style;
  readonly r: Rng;
  /** Draw each field's appearance into the page too: the form as printed for a scan (PDFium draws no widgets). */
  readonly printed: boolean;
  constructor(doc: Doc, style: Style, r: Rng, printed = false) {
    this.doc = doc; this.style = style; this.r = r; this.printed = printed;
    this.ink = r.pick(['#1b2a6e', '#14204f', '#222222', '#0d3a7a']);
    this.handFont = r.pick(['Helvetica-Oblique', 'Times-Italic', 'Helvetica-Oblique']);
  }

  // ---- the printed form ----
  label(text: string, x: number, y: number, size = 7.5, font = 'Helvetica', color = '#000'): number {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });
    return this.doc.widthOfString(text);
  }
  para(text: string, x: number, y: number, w: number, size = 6.5): void {
    this.doc.font('Helvetica').fontSize(size).fillColor('#000').text(text, x, y, { width: w, lineGap: 0.5 });
  }
  rule(x: number, y: number, w: number): void {
    this.doc.save().lineWidth(0.5).strokeColor('#000').moveTo(x, y).lineTo(x + w, y).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    this.doc.save().lineWidth(0.6).strokeColor('#000');
    if (fill) this.doc.fillColor(fill).rect(x, y, w, h).fillAndStroke(); else this.doc.rect(x, y, w, h).stroke();
    this.doc.restore();
  }
  band(text: string, x: number, y: number, w: number, fill = '#222', color = '#fff'): void {
    this.doc.save().rect(x, y, w, 12).fill(fill).restore();
    this.label(text, x + 4, y + 2.5, 8, 'Helvetica-Bold', color);
  }
  /** A label and its rule; returns the rule's start x. */
  lineField(lbl: string, x: number, y: number, w: number, size = 7): number {
    const lw = this.label(lbl, x, y - 7, size) + 4;
    this.rule(x + lw, y + 1, w - lw);
    return x + lw;
  }

  // ---- the merchant's ink ----
  private width(text: string, font: string, size: number): number { return this.doc.font(font).fontSize(size).widthOfString(text); }

  /** Text in the merchant's hand (any style: the notes drawn over a fillable form too); returns the width used. */
  hand(text: string, x: number, base: number, size = 10.5): number {
    const d = this.doc;
    let cx = x;
    const tilt = this.r.float(-2.2, 2.2);
    for (const word of text.split(' ')) {
      if (!word) continue;
      const s = size * this.r.float(0.94, 1.06);
      const w = this.width(word, this.handFont, s);
      const yb = base + this.r.float(-1, 1);
      d.save().rotate(tilt + this.r.float(-1.2, 1.2), { origin: [cx, yb] });
      d.font(this.handFont).fontSize(s).fillColor(this.ink).text(word, cx, yb - s * 0.78, { lineBreak: false });
      d.restore();
      cx += w + this.width(' ', this.handFont, s) * this.r.float(0.9, 1.6);
    }
    return cx - x;
  }
  private typed(text: string, x: number, base: number, size = 9.5): number {
    this.doc.font('Courier').fontSize(size).fillColor('#111').text(text, x + this.r.float(-0.4, 0.4), base - size * 0.76, { lineBreak: false });
    return this.width(text, 'Courier', size);
  }
  /** A value in the document's style: ink on the page, or an AcroForm field (w wide) whose appearance shows it. */
  value(name: string, text: string, x: number, base: number, w: number, size?: number): number {
    // A value running past its line spills into the margin but stays on the paper.
    const fit = (font: string, sz: number) => Math.min(sz, (sz * (596 - x)) / (this.width(text, font, sz) * 1.12));
    if (this.style === 'handwritten') return this.hand(text, x, base, fit(this.handFont, size ?? 10.5));
    if (this.style === 'typed') return this.typed(text, x, base, fit('Courier', size ? size - 1 : 9.5));
    this.field(name, text, x, base - 10, Math.max(w, this.width(text, 'Helvetica', 9) + 6), 12);
    return this.width(text, 'Helvetica', 9);
  }

  /** A written value with its quirks: struck wrong value and the correction beside or above it, or a margin note. */
  written(name: string, v: Written, x: number, base: number, w: number, margin?: [number, number]): void {
    if (v.arrow && margin) {
      if (this.style === 'fillable') this.field(name, '', x, base - 10, w, 12);
      const nw = this.hand(v.text, margin[0], margin[1], Math.min(10, (10 * 70) / this.width(v.text, this.handFont, 10)));
      this.arrow(margin[0] + nw / 3, margin[1] + 3, x + Math.max(12, w - 24), base - 9);
      return;
    }
    if (v.struck) {
      const sw = this.value(name, v.struck, x, base, w);
      this.strike(x - 1, base - 3.5, sw + 2);
      if (this.r.chance(0.5) && x + sw + 8 + this.width(v.text, this.handFont, 10.5) < 590) this.hand(v.text, x + sw + 8, base);
      else this.hand(v.text, x + 4, base - 11, 9.5);
      return;
    }
    if (v.text) this.value(name, v.text, x, base, w);
    else if (this.style === 'fillable') this.field(name, '', x, base - 10, w, 12);
  }

  /** A comb of n boxes from (x, y) with the printed separators at `seps` (index -> char); chars one per box. */
  comb(name: string, x: number, y: number, n: number, bw: number, chars: string | null, seps: Record<number, string> = {}, blank?: string): number {
    const h = bw * 1.2;
    let cx = x;
    const xs: number[] = [];
    for (let i = 0; i < n; i++) {
      if (seps[i]) { this.label(seps[i]!, cx + 1, y + h / 2 - 3.5, 8); cx += 7; }
      this.rect(cx, y, bw, h);
      xs.push(cx);
      cx += bw;
    }
    if (chars && this.style === 'fillable') {
      this.field(name, chars, x, y, cx - x, h, xs.map((bx, i) => [bx - x + bw / 2 - 2.8, chars[i] ?? '']));
    } else if (chars) {
      for (let i = 0; i < n && i < chars.length; i++) {
        const ch = chars[i]!;
        if (this.style === 'typed') this.typed(ch, xs[i]! + bw / 2 - 3, y + h - 3.5, 9.5);
        else {
          const s = Math.min(bw * 0.95, 11) * this.r.float(0.9, 1.05);
          const cxx = xs[i]! + bw / 2 - this.width(ch, 'Helvetica', s) / 2 + this.r.float(-1, 1);
          this.doc.save().rotate(this.r.float(-4, 4), { origin: [cxx, y + h - 3] }).font('Helvetica').fontSize(s).fillColor(this.ink)
            .text(ch, cxx, y + h - 3 - s * 0.75 + this.r.float(-0.8, 0.8), { lineBreak: false }).restore();
        }
      }
    } else if (blank) {
      if (this.style === 'fillable') this.field(name, blank, x, y, cx - x, h); else this.value(name, blank, x + 3, y + h - 3, 30);
    }
    return cx;
  }

  // ---- marks ----
  circle(x: number, y: number, w: number, h: number): void {
    const d = this.doc, r = this.r;
    const cx = x + w / 2 + r.float(-1, 1), cy = y + h / 2 + r.float(-0.8, 0.8), rx = w / 2 + r.float(3, 6), ry = h / 2 + r.float(2, 4);
    const a0 = r.float(0, Math.PI * 2), turn = Math.PI * 2 * r.float(1.05, 1.2);
    d.save().lineWidth(r.float(0.8, 1.2)).strokeColor(this.ink);
    for (let i = 0; i <= 28; i++) {
      const a = a0 + (turn * i) / 28, k = 1 + (i / 28) * r.float(0.02, 0.08);
      const px = cx + Math.cos(a) * rx * k, py = cy + Math.sin(a) * ry * k;
      if (i === 0) d.moveTo(px, py); else d.lineTo(px, py);
    }
    d.stroke().restore();
  }
  check(x: number, y: number, s: number): void {
    const r = this.r;
    this.doc.save().lineWidth(r.float(1.1, 1.6)).strokeColor(this.ink).lineCap('round')
      .moveTo(x + s * 0.1, y + s * 0.55).lineTo(x + s * 0.4 + r.float(-1, 1), y + s * 0.95)
      .lineTo(x + s * 1.15 + r.float(-1, 1), y - s * 0.35 + r.float(-1, 1)).stroke().restore();
  }
  scribble(x: number, y: number, w: number, h: number): void {
    const d = this.doc.save().lineWidth(1).strokeColor(this.ink);
    d.moveTo(x, y).lineTo(x + w, y + h).moveTo(x + w, y).lineTo(x, y + h).stroke().restore();
  }
  strike(x: number, y: number, w: number): void {
    const r = this.r, d = this.doc.save().lineWidth(r.float(0.9, 1.3)).strokeColor(this.ink);
    d.moveTo(x, y + r.float(-1, 1)).lineTo(x + w, y + r.float(-1.5, 1.5)).stroke();
    if (r.chance(0.5)) d.moveTo(x, y + 2 + r.float(-1, 1)).lineTo(x + w, y + 1.5 + r.float(-1, 1)).stroke();
    d.restore();
  }
  arrow(x1: number, y1: number, x2: number, y2: number): void {
    const d = this.doc.save().lineWidth(1).strokeColor(this.ink);
    const mx = (x1 + x2) / 2 + this.r.float(-15, 15), my = (y1 + y2) / 2 + this.r.float(-15, 15);
    d.moveTo(x1, y1).quadraticCurveTo(mx, my, x2, y2).stroke();
    const a = Math.atan2(y2 - my, x2 - mx);
    for (const s of [-0.5, 0.5]) d.moveTo(x2, y2).lineTo(x2 - 7 * Math.cos(a + s), y2 - 7 * Math.sin(a + s)).stroke();
    d.restore();
  }

  /** A printed option with its box: ticked (check mark) or, fillable, an AcroForm checkbox set on. */
  option(name: string, lbl: string, x: number, y: number, on: boolean, struck = false): number {
    this.rect(x, y, 7, 7);
    const w = this.label(lbl, x + 10, y, 7.5);
    if (this.style === 'fillable') this.checkbox(name, x, y, 7, on || struck);
    else if (on || struck) this.check(x, y, 7);
    if (struck) this.scribble(x - 2, y - 2, w + 14, 11);
    return w + 10;
  }

  // ---- AcroForm (widgets built whole: pdfkit ends an annotation's dictionary as soon as it is added) ----
  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const d = this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances?: boolean } } } }; page: { annotations: unknown[] } };
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const form = d._root.data.AcroForm.data;
    form.NeedAppearances = false;
    form.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }
  private stream(bbox: number[], body: string, resources?: object): Ref {
    const ref = (this.doc as unknown as { ref(o: object): Ref }).ref({ Type: 'XObject', Subtype: 'Form', BBox: bbox, ...(resources ? { Resources: resources } : {}) });
    ref.write(body);
    ref.end();
    return ref;
  }
  private field(name: string, text: string, x: number, y: number, w: number, h: number, at?: [number, string][]): void {
    this.doc.font('Helvetica');
    const f = (this.doc as unknown as { _font: StdFont })._font;
    const runs = at ?? [[2, text]];
    const body = `/Tx BMC q BT /F0 9 Tf 0 g ${runs.map(([dx, t]) => `1 0 0 1 ${dx.toFixed(2)} ${(h / 2 - 3).toFixed(2)} Tm <${f.encode(t)[0].join('')}> Tj`).join(' ')} ET Q EMC`;
    const ap = this.stream([0, 0, w, h], body, { Font: { F0: f.ref() } });
    const comb = at ? { MaxLen: at.length, Ff: 1 << 24 } : {};
    if (this.printed) for (const [dx, t] of runs) this.doc.font('Helvetica').fontSize(9).fillColor('#000').text(t, x + dx, y + h / 2 - 3.5, { lineBreak: false });
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${f.id} 9 Tf 0 g`), AP: { N: ap }, ...comb }, x, y, w, h);
  }
  private checkbox(name: string, x: number, y: number, s: number, on: boolean): void {
    const yes = this.stream([0, 0, s, s], `q 0 g 1 w 1 ${s * 0.5} m ${s * 0.4} 1 l ${s - 0.5} ${s - 0.5} l S Q`);
    const off = this.stream([0, 0, s, s], '');
    if (this.printed && on) this.doc.save().lineWidth(1).strokeColor('#000').moveTo(x + 1, y + s * 0.5).lineTo(x + s * 0.4, y + s - 1).lineTo(x + s - 0.5, y + 0.5).stroke().restore();
    this.widget({ FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } }, x, y, s, s);
  }
}
