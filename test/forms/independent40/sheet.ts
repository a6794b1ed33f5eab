// The pen of the independent40 forms: labels in Helvetica, values typed (Courier), handwritten (Kalam/Patrick Hand,
// jittered) or as AcroForm fields (fillable), on any page geometry: every drawing call goes through pdfkit's current
// transform, so a rotated or 2-up frame is just a transform; AcroForm widgets get their rectangle from that transform.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** Truth fields a printed value gives (`legal_name`, `0.first_name` for the first owner ...); null for a decoy. */
export type F = Record<string, unknown> | null;
/** One printed value with its AcroForm field name (fillable) and the truth fields it gives. */
export interface Printed { name: string; text: string; f: F; check?: boolean }

const require = createRequire(import.meta.url);
const HAND = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];
const handFont = (i: number): Buffer => readFileSync(require.resolve(HAND[i % HAND.length]!));

type Doc = PDFKit.PDFDocument & { _ctm: number[]; page: { annotations: { data: Record<string, unknown> }[]; height: number } };

export class Sheet {
  readonly printed: Printed[] = [];
  private n = 0;
  readonly doc: Doc;
  readonly rng: Rng;
  readonly style: Style;
  constructor(doc: Doc, rng: Rng, style: Style, hand = 0) {
    this.doc = doc; this.rng = rng; this.style = style;
    // Scaled and turned frames reach past the page's own bottom: never let pdfkit flow text onto a new page.
    const still = (): void => { (doc.page as unknown as { maxY: () => number }).maxY = () => 1e6; };
    still();
    doc.on('pageAdded', still);
    doc.registerFont('hand', handFont(hand));
    doc.font('Helvetica');
    if (style === 'fillable') doc.initForm();
  }

  /** A label or any printed text of the form itself. */
  lab(x: number, y: number, text: string, size = 6.5, o: { bold?: boolean; w?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(o.color ?? '#111');
    this.doc.text(text, x, y, o.w ? { width: o.w, align: o.align ?? 'left', lineGap: 0.5 } : { lineBreak: false });
  }

  /** A value written on a line at (x, y) of width w. */
  val(x: number, y: number, w: number, text: string, f: F, size = 8.5): void {
    if (!text) return;
    const name = `f${++this.n}_${f ? Object.keys(f)[0]!.replace(/[^a-z0-9]+/gi, '_') : 'x'}`;
    this.printed.push({ name, text, f });
    const d = this.doc;
    if (this.style === 'fillable') { this.widget(name, x, y - 1, w, size + 3, { value: text }); return; }
    if (this.style === 'typed') { d.font('Courier').fontSize(this.fit('Courier', text, w, size)).fillColor('#000').text(text, x + 1, y + 1, { lineBreak: false }); return; }
    const r = this.rng, hs = this.fit('hand', text, w - 4, size * 1.2);
    d.save().rotate(r.float(-2.2, 2.2), { origin: [x, y + hs] });
    d.font('hand').fontSize(hs).fillColor(r.pick(['#1a2a6c', '#111', '#20306a'])).text(text, x + r.float(0, 4), y - hs * 0.3 + r.float(-1, 1), { lineBreak: false });
    d.restore();
  }

  /** The font size at which text fits in w (never under 5 pt). */
  private fit(font: string, text: string, w: number, size: number): number {
    const width = this.doc.font(font).fontSize(size).widthOfString(text);
    return width <= w ? size : Math.max(5, (size * w) / width);
  }

  /** A labelled field: the label above a rule, the value on the rule. */
  fld(x: number, y: number, w: number, label: string, text: string | null, f: F): void {
    this.lab(x, y, label, 6);
    this.doc.moveTo(x, y + 19).lineTo(x + w, y + 19).lineWidth(0.4).strokeColor('#555').stroke();
    if (text) this.val(x + 2, y + 8, w - 4, text, f);
  }

  /** A label and a value in one row, the value on a rule after the label. */
  row(x: number, y: number, w: number, label: string, text: string | null, f: F): void {
    this.lab(x, y + 3, label, 6.5);
    const lw = this.doc.font('Helvetica').fontSize(6.5).widthOfString(label) + 4;
    this.doc.moveTo(x + lw, y + 11).lineTo(x + w, y + 11).lineWidth(0.4).strokeColor('#555').stroke();
    if (text) this.val(x + lw + 2, y, w - lw - 4, text, f);
  }

  /** A checkbox with its label; a ticked box of a truth field records the label as printed. */
  chk(x: number, y: number, label: string, on: boolean, f: F = null): number {
    const d = this.doc;
    d.rect(x, y, 7, 7).lineWidth(0.5).strokeColor('#222').stroke();
    this.lab(x + 10, y + 0.5, label, 6.5);
    const name = `c${++this.n}_${label.replace(/[^a-z0-9]+/gi, '_')}`;
    if (this.style === 'fillable') {
      this.widget(name, x, y, 7, 7, {}, true, on);
      if (on) this.printed.push({ name, text: 'Yes', f, check: true });
    } else if (on) {
      this.printed.push({ name, text: label, f, check: true });
      if (this.style === 'typed') d.font('Courier-Bold').fontSize(9).fillColor('#000').text('X', x + 1, y - 0.5, { lineBreak: false });
      else d.moveTo(x - 1, y + 3).lineTo(x + 3, y + 8).lineTo(x + 10, y - 3).lineWidth(1.1).strokeColor('#1a2a6c').stroke();
    }
    return x + 16 + d.font('Helvetica').fontSize(6.5).widthOfString(label);
  }

  /** A filled section bar. */
  bar(x: number, y: number, w: number, title: string, fill = '#1f3b5c', h = 12): void {
    this.doc.rect(x, y, w, h).fill(fill);
    this.lab(x + 4, y + (h - 7) / 2, title.toUpperCase(), 7, { bold: true, color: '#fff' });
  }

  box(x: number, y: number, w: number, h: number, color = '#333', lw = 0.6): void {
    this.doc.rect(x, y, w, h).lineWidth(lw).strokeColor(color).stroke();
  }
  hline(x: number, y: number, w: number, color = '#666'): void {
    this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.4).strokeColor(color).stroke();
  }

  /** A widget whose rectangle is the current transform's image of (x, y, w, h), turned with the page frame. */
  private widget(name: string, x: number, y: number, w: number, h: number, o: Record<string, unknown>, check = false, on = false): void {
    const d = this.doc;
    const [a, b, c, dd, e, f] = d._ctm as [number, number, number, number, number, number];
    const pts = [[x, y], [x + w, y], [x, y + h], [x + w, y + h]].map(([px, py]) => [a * px! + c * py! + e, b * px! + dd * py! + f]);
    const xs = pts.map((p) => p[0]!), ys = pts.map((p) => p[1]!);
    d.font('Helvetica');
    const turn = Math.round((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
    const extra: Record<string, unknown> = { Subtype: 'Widget', F: 4, ...(turn ? { MK: { R: turn } } : {}) };
    if (check) Object.assign(extra, { V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      AP: { N: { Yes: this.look(w, h, `0 g 0.9 w 1.2 1.2 m ${w - 1.2} ${h - 1.2} l S 1.2 ${h - 1.2} m ${w - 1.2} 1.2 l S`), Off: this.look(w, h, '') } } });
    const k = d as unknown as { _fieldDict: (n: string, t: string, o: object) => object; _addToParent: (r: unknown) => void };
    const dict = { ...k._fieldDict(name, check ? 'checkbox' : 'text', check ? {} : { ...o, fontSize: 8 }), ...extra };
    // The rectangle in page space: annotate with an identity transform so pdfkit keeps it as given.
    const saved = d._ctm;
    d._ctm = [1, 0, 0, 1, 0, 0];
    d.annotate(Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), dict as never);
    d._ctm = saved;
    k._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A checkbox state's appearance stream. */
  private look(w: number, h: number, ops: string): unknown {
    const r = (this.doc as unknown as { ref: (d: object) => { end: (s: string) => void } }).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] });
    r.end(ops);
    return r;
  }
}
