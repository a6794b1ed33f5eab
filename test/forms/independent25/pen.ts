// Drawing for set 25 in the three styles, inside a frame that may be turned 90 or 180 degrees on its page: labels,
// values (typed Courier, handwritten Kalam tilted on a jittered baseline, or AcroForm fields), checkboxes, rules.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
type Doc = InstanceType<typeof PDFDocument>;
type Ctm = [number, number, number, number, number, number];

const KALAM = new URL('../../../node_modules/@fontsource/kalam/files/kalam-latin-400-normal.woff', import.meta.url).pathname;

export class Pen {
  readonly doc: Doc;
  readonly style: Style;
  private readonly rng: Rng;
  private rot: 0 | 90 | 180 = 0;
  private pageW = 612;
  private pageH = 792;
  private base: Ctm = [1, 0, 0, -1, 0, 792];
  /** Every value the page shows as the application's or a decoy's, for the tests. */
  readonly printed: string[] = [];

  constructor(style: Style, seed: string) {
    this.style = style;
    this.rng = new Rng(`pen:${seed}`);
    this.doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Producer: 'FormBuilder 4.2', Creator: 'Broker Desk', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.registerFont('hand', KALAM);
    if (style === 'fillable') this.doc.initForm();
  }

  /** A new page of w x h points; `rot` 90 draws a landscape frame turned on a portrait page, 180 upside down. */
  page(w: number, h: number, rot: 0 | 90 | 180 = 0, pageRotate = false): void {
    if (this.rot) this.doc.restore();
    this.doc.addPage({ size: [w, h], margin: 0 });
    this.pageW = w; this.pageH = h; this.rot = rot;
    this.base = [...(this.doc as unknown as { _ctm: Ctm })._ctm];
    if (pageRotate) (this.doc.page.dictionary as unknown as { data: Record<string, unknown> }).data.Rotate = 90;
    if (rot) this.doc.save();
    if (rot === 90) this.doc.transform(0, -1, 1, 0, 0, h);
    if (rot === 180) this.doc.transform(-1, 0, 0, -1, w, h);
  }

  /** The frame's rectangle as the page's (pdfkit, top-down) rectangle. */
  private pageRect(x: number, y: number, w: number, h: number): [number, number, number, number] {
    const map = (X: number, Y: number): [number, number] => this.rot === 90 ? [Y, this.pageH - X] : this.rot === 180 ? [this.pageW - X, this.pageH - Y] : [X, Y];
    const [a, b] = map(x, y), [c, d] = map(x + w, y + h);
    return [Math.min(a, c), Math.min(b, d), Math.abs(c - a), Math.abs(d - b)];
  }

  private unturned(f: () => void): void {
    const d = this.doc as unknown as { _ctm: Ctm };
    const saved = d._ctm;
    d._ctm = this.base;
    try { f(); } finally { d._ctm = saved; }
  }

  /** An AcroForm widget on the page's rectangle for the frame's (x, y, w, h), turned with the frame (MK /R). */
  private widget(type: 'text' | 'checkbox', name: string, r: [number, number, number, number], opts: Record<string, unknown>, extra: Record<string, unknown>): void {
    const d = this.doc as unknown as { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; _addToParent(r: unknown): void;
      annotate(x: number, y: number, w: number, h: number, o: object): void; page: { annotations: unknown[] } };
    const dict: Record<string, unknown> = { ...d._fieldDict(name, type, opts), Subtype: 'Widget', F: 4, ...extra };
    if (this.rot) dict.MK = { ...(dict.MK as object | undefined), R: this.rot };
    this.unturned(() => d.annotate(r[0], r[1], r[2], r[3], dict));
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string; oblique?: boolean } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : o.oblique ? 'Helvetica-Oblique' : 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#111');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
    this.doc.fillColor('#111');
  }

  /** A section title drawn sideways, reading bottom to top, along a margin. */
  sideways(s: string, x: number, yBottom: number, size = 10): void {
    this.doc.save().rotate(-90, { origin: [x, yBottom] });
    this.doc.font('Helvetica-Bold').fontSize(size).fillColor('#333').text(s, x, yBottom, { lineBreak: false });
    this.doc.restore().fillColor('#111');
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillAndStroke(fill, '#222');
    else this.doc.rect(x, y, w, h).lineWidth(0.6).stroke('#222');
    this.doc.fillColor('#111');
  }

  rule(x1: number, y: number, x2: number): void { this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.4).stroke('#555'); }

  dots(x1: number, y: number, x2: number): void {
    this.doc.font('Helvetica').fontSize(8).fillColor('#666');
    const n = Math.max(0, Math.floor((x2 - x1) / 3.2));
    this.doc.text('.'.repeat(n), x1, y, { lineBreak: false });
    this.doc.fillColor('#111');
  }

  /** A value on its blank: drawn in the style's hand, or a text field holding it. */
  value(name: string, s: string, x: number, y: number, w: number, o: { align?: 'left' | 'right'; line?: boolean } = {}): void {
    this.printed.push(s);
    if (o.line !== false) this.rule(x, y + 11, x + w);
    if (this.style === 'fillable') {
      this.doc.font('Helvetica').fontSize(9);
      this.widget('text', name, this.pageRect(x, y - 1, w, 12), { value: s, align: o.align === 'right' ? 'right' : 'left' }, {});
      return;
    }
    if (this.style === 'typed') {
      this.doc.font('Courier').fontSize(9);
      this.doc.fontSize(Math.min(9, (9 * (w - 4)) / this.doc.widthOfString(s))).text(s, x + 2, y + 1, { lineBreak: false, width: w - 4, align: o.align ?? 'left' });
      return;
    }
    this.doc.font('hand').fontSize(10.5);
    this.doc.fontSize(Math.min(10.5, (10.5 * (w - 8)) / this.doc.widthOfString(s)));
    const tw = this.doc.widthOfString(s);
    const sx = o.align === 'right' ? Math.max(x + 2, x + w - tw - 3) : x + 3 + this.rng.float(0, 4);
    const sy = y - 3 + this.rng.float(-1.2, 1.2);
    this.doc.save().rotate(this.rng.float(-1.6, 1.6), { origin: [sx, sy + 8] }).fillColor('#1a2a7a');
    this.doc.text(s, sx, sy, { lineBreak: false });
    this.doc.restore().fillColor('#111');
  }

  /** A checkbox with its label; `on` marks it (X letter typed, pen strokes by hand, a checked field). */
  check(name: string, label: string, on: boolean, x: number, y: number): number {
    this.rect(x, y, 8, 8);
    this.text(label, x + 11, y, { size: 8 });
    if (this.style === 'fillable') {
      const r = this.pageRect(x, y, 8, 8);
      const yes = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, r[2], r[3]] });
      yes.end(`q 0 0 0 RG 1.2 w 1 1 m ${r[2] - 1} ${r[3] - 1} l ${r[2] - 1} 1 m 1 ${r[3] - 1} l S Q`);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, r[2], r[3]] });
      off.end('');
      this.widget('checkbox', name, r, {}, { V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
    } else if (on && this.style === 'typed') {
      this.doc.font('Courier-Bold').fontSize(9).text('X', x + 1.5, y, { lineBreak: false });
    } else if (on) {
      const j = (): number => this.rng.float(-1, 1);
      this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 9 + j(), y + 9 + j()).moveTo(x + 9 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 9 + j())
        .lineWidth(1.3).stroke('#1a2a7a');
    }
    this.doc.font('Helvetica').fontSize(8);
    return x + 16 + this.doc.widthOfString(label) + 8;
  }

  /** Fine print in a block. */
  para(s: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#333').text(s, x, y, { width: w, lineGap: 0.5 });
    this.doc.fillColor('#111');
    return this.doc.y;
  }

  /** A signature: a scribble in pen for paper styles, a blank for fillable. */
  signature(x: number, y: number, w: number): void {
    this.rule(x, y + 14, x + w);
    if (this.style === 'fillable') return;
    const d = this.doc;
    d.moveTo(x + 6, y + 10);
    for (let i = 0; i < 6; i++) d.bezierCurveTo(x + 10 + i * 14, y - 4, x + 16 + i * 14, y + 18, x + 22 + i * 14, y + 8);
    d.lineWidth(0.9).stroke('#1a2a7a');
  }

  async end(): Promise<Uint8Array> {
    if (this.rot) this.doc.restore();
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
