// Drawing for set 26: labels (Spanish over English, side by side with a slash, or Spanish only), values in the three
// styles (typed text, a handwriting-like hand, AcroForm fields) and checkboxes; every decoy drawn is remembered.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type LabelMode = 'stacked' | 'slash' | 'es';
export type Lbl = string | [string, string];

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly decoys: string[] = [];
  private n = 0;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private hand: string;

  readonly style: Style;
  readonly mode: LabelMode;
  readonly rng: Rng;

  constructor(style: Style, mode: LabelMode, rng: Rng) {
    this.style = style; this.mode = mode; this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, autoFirstPage: true, info: { Title: 'Solicitud', Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
    this.hand = rng.pick(['Helvetica-Oblique', 'Times-Italic', 'Courier-Oblique']);
  }

  async end(): Promise<Uint8Array> { this.doc.end(); await this.done; return new Uint8Array(Buffer.concat(this.chunks)); }

  /** A label as the form's language mode prints it. */
  labelText(l: Lbl): string[] {
    if (typeof l === 'string') return [l];
    if (this.mode === 'es') return [l[0]];
    if (this.mode === 'slash') return [`${l[0]} / ${l[1]}`];
    return [l[0], l[1]];
  }

  label(l: Lbl, x: number, y: number, size = 7, w?: number): number {
    const lines = this.labelText(l);
    lines.forEach((t, i) => {
      this.doc.font(i === 0 ? 'Helvetica-Bold' : 'Helvetica-Oblique').fontSize(i === 0 ? size : size - 0.8).fillColor(i === 0 ? '#000' : '#444');
      this.doc.text(t, x, y + i * (size + 1), { lineBreak: false, width: w, ellipsis: false });
    });
    this.doc.fillColor('#000');
    return lines.length * (size + 1);
  }

  text(t: string, x: number, y: number, size = 8, font = 'Helvetica', o: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.font(font).fontSize(size).text(t, x, y, { lineBreak: false, ...o });
  }

  para(t: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).text(t, x, y, { width: w, align: 'justify' });
    return this.doc.y;
  }

  /** A value in the form's style: typed text, a hand, or an AcroForm text field. */
  value(v: string, x: number, y: number, w: number, size = 9.5): void {
    if (!v) return;
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(`f${++this.n}_${v.replace(/[^A-Za-z0-9]/g, '').slice(0, 12)}`, x, y - 2, w, size + 4, { value: v, fontSize: size });
      return;
    }
    if (this.style === 'typed') { this.text(v, x + 1, y, size, 'Courier'); return; }
    const d = this.doc;
    d.save();
    const dy = this.rng.float(-1.2, 1.2), rot = this.rng.float(-1.6, 1.6);
    d.rotate(rot, { origin: [x, y + size] });
    d.fillColor('#1a2a7a').font(this.hand).fontSize(size + this.rng.float(0.5, 2));
    d.text(v, x + this.rng.float(0, 4), y + dy - 1, { lineBreak: false });
    d.restore();
    d.fillColor('#000');
  }

  decoy(v: string, x: number, y: number, w: number, size = 9.5): void { this.decoys.push(v); this.value(v, x, y, w, size); }

  /** A checkbox; a checked one is a field (fillable) or a drawn mark with no text. */
  check(x: number, y: number, on: boolean, s = 8): void {
    const d = this.doc;
    d.lineWidth(0.6).rect(x, y, s, s).stroke();
    if (this.style === 'fillable') { this.checkField(x, y, on, s); return; }
    if (!on) return;
    d.save().lineWidth(this.style === 'typed' ? 1.2 : 1.5).strokeColor(this.style === 'typed' ? '#000' : '#1a2a7a');
    if (this.style === 'typed' || this.rng.chance(0.5)) {
      d.moveTo(x + 1, y + 1).lineTo(x + s - 1, y + s - 1).moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke();
    } else {
      d.moveTo(x + 1, y + s * 0.5).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3, y - 3).stroke();
    }
    d.restore();
  }

  private checkField(x: number, y: number, on: boolean, s: number): void {
    const d = this.doc as unknown as { ref(o: object): { write(s: string): void; end(): void }; annotate(...a: unknown[]): void;
      page: { annotations: unknown[] }; _addToParent(r: unknown): void };
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    ap.write(`q 1 w ${1} ${1} m ${s - 1} ${s - 1} l S ${s - 1} ${1} m ${1} ${s - 1} l S Q`);
    ap.end();
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end();
    d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(`cb${++this.n}`), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', F: 4,
      AP: { N: { Yes: ap, Off: off } } });
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A row of options: [label, checked]. Returns the x after the row. */
  options(x: number, y: number, opts: [Lbl, boolean][], gap = 10, size = 7.5): number {
    for (const [l, on] of opts) {
      this.check(x, y, on);
      const t = this.labelText(l).join(' / ');
      this.text(t, x + 11, y + 0.5, size);
      x += 11 + this.doc.widthOfString(t) + gap;
    }
    return x;
  }

  hline(x0: number, x1: number, y: number, w = 0.5): void { this.doc.lineWidth(w).moveTo(x0, y).lineTo(x1, y).stroke(); }

  band(t: string, x: number, y: number, w: number, fill = '#1f4e79', h = 14): void {
    this.doc.rect(x, y, w, h).fill(fill);
    this.doc.fillColor('#fff').font('Helvetica-Bold').fontSize(9).text(t, x + 5, y + 3.5, { lineBreak: false });
    this.doc.fillColor('#000');
  }

  /** A boxed cell: label at its top, the value below. */
  cell(l: Lbl, v: string, x: number, y: number, w: number, h: number, decoy = false): void {
    this.doc.lineWidth(0.5).rect(x, y, w, h).stroke();
    const lh = this.label(l, x + 2, y + 2, 6.5, w - 4);
    if (decoy) this.decoy(v, x + 3, y + Math.max(lh + 2, h - 13), w - 6);
    else this.value(v, x + 3, y + Math.max(lh + 2, h - 13), w - 6);
  }

  /** A label followed by a line with the value on it. */
  line(l: Lbl, v: string, x: number, y: number, w: number, decoy = false, lw?: number): void {
    const t = this.labelText(l).join(' / ');
    this.text(t + ':', x, y + 2, 7.5, 'Helvetica-Bold');
    const off = lw ?? this.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(t + ':') + 4;
    this.hline(x + off, x + w, y + 11);
    if (decoy) this.decoy(v, x + off + 2, y, w - off - 2); else this.value(v, x + off + 2, y, w - off - 2);
  }

  sig(x: number, y: number, w: number, name: string): void {
    this.hline(x, x + w, y + 14);
    if (this.style !== 'fillable') {
      const d = this.doc;
      d.save().strokeColor('#1a2a7a').lineWidth(0.9).moveTo(x + 8, y + 12);
      let cx = x + 8;
      for (let i = 0; i < 7 + name.length % 4; i++) { cx += this.rng.float(6, 14); d.bezierCurveTo(cx - 4, y - 2, cx - 2, y + 18, cx, y + this.rng.float(4, 12)); }
      d.stroke().restore();
    }
  }
}
