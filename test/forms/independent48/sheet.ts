// A dense funder form drawn box by box: tiny labels in each box's top-left corner, the value larger inside, shaded
// section bars, rows of tiny checkboxes and fine print. Every value is drawn through `put`, which records the truth
// paths it gives only when something was printed (typed, handwritten or as an AcroForm field).
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Mark = 'xlines' | 'letter' | 'check' | 'fill';
/** Truth paths: `legal_name`, `o0.first_name` (applicant 0) ... */
export type Facts = Record<string, string | number>;
export interface Cell { l: string; w: number; shade?: boolean; v?: string | null; t?: Facts; opts?: readonly string[]; pick?: number | null; other?: string }

const require = createRequire(import.meta.url);
const HANDS = [require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'), require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];
const INKS = ['#1a2b8c', '#0d1a4f', '#222222', '#1f3f9a'];

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly facts: Facts = {};
  readonly decoys: string[] = [];
  y: number;
  L: number;
  R: number;
  private n = 0;
  private readonly ink: string;
  private readonly typedSize: number;

  readonly style: Style;
  readonly size: 'LETTER' | 'LEGAL';
  readonly mark: Mark;
  readonly accent: string;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, size: 'LETTER' | 'LEGAL', mark: Mark, accent: string, margin = 24) {
    this.style = style; this.rng = rng; this.size = size; this.mark = mark; this.accent = accent;
    this.doc = new PDFDocument({ size, margin: 0, autoFirstPage: true, info: { Title: 'Application', CreationDate: new Date(Date.UTC(2025, 0, 2)) } });
    this.doc.registerFont('hand', HANDS[rng.int(0, 1)]!);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      // Checkboxes name ZapfDingbats as /ZaDb (viewers regenerate their look from it): register it under that name.
      const d = this.doc.font('ZapfDingbats') as unknown as { _font: { ref(): unknown }; _acroform: { fonts: Record<string, unknown> } };
      d._acroform.fonts.ZaDb = d._font.ref();
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
      this.doc.font('Helvetica');
    }
    this.L = margin; this.R = 612 - margin; this.y = margin;
    this.ink = rng.pick(INKS);
    this.typedSize = rng.pick([8, 8.5, 9]);
  }

  get W(): number { return this.R - this.L; }

  label(s: string, x: number, y: number, size: number, opts: { font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(opts.font ?? 'Helvetica').fontSize(size).fillColor(opts.color ?? '#000');
    this.doc.text(s, x, y, { lineBreak: false, ...(opts.width ? { width: opts.width, align: opts.align ?? 'left' } : {}) });
  }

  /** A value inside a box; records `t` when printed. Blank values still get an (empty) field on fillable forms. */
  put(v: string | null | undefined, x: number, y: number, w: number, h: number, t?: Facts): void {
    const name = `f${++this.n}`;
    const text = (v ?? '').trim();
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(name, x, y, w, h, { value: text, fontSize: Math.min(9, h - 2) });
    } else if (text) {
      if (this.style === 'typed') {
        let size = this.typedSize;
        this.doc.font('Courier');
        while (size > 5 && this.doc.fontSize(size).widthOfString(text) > w - 2) size -= 0.5;
        this.label(text, x + 1, y + h - size - 1, size, { font: 'Courier' });
      } else {
        let size = Math.min(this.rng.float(9.5, 11.5), h * 1.1);
        this.doc.font('hand');
        while (size > 6 && this.doc.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
        const px = x + this.rng.float(1, 4), py = y + h - size * 1.2 + this.rng.float(-0.8, 0.8);
        // A long line is written straighter, or it would climb out of its box.
        this.doc.save().rotate(this.rng.float(-2, 2) * Math.min(1, 70 / this.doc.widthOfString(text)), { origin: [px, py + size / 2] });
        this.label(text, px, py, size, { font: 'hand', color: this.ink });
        this.doc.restore();
      }
    }
    if (text && t) Object.assign(this.facts, t);
    else if (text && !t) this.decoys.push(text);
  }

  bar(title: string, h = 10, note = ''): void {
    this.doc.rect(this.L, this.y, this.W, h).fill(this.accent);
    this.label(title, this.L + 3, this.y + (h - 6.5) / 2 + 0.5, 6.5, { font: 'Helvetica-Bold', color: '#fff' });
    if (note) this.label(note, this.L, this.y + (h - 5) / 2 + 0.5, 5, { color: '#fff', width: this.W - 4, align: 'right' });
    this.y += h;
  }

  /** One row of boxes, widths by weight. */
  row(cells: readonly Cell[], h = 19, labelSize = 5): void {
    const total = cells.reduce((s, c) => s + c.w, 0);
    let x = this.L;
    for (const c of cells) {
      const w = (c.w / total) * this.W;
      if (c.shade) this.doc.rect(x, this.y, w, h).fill('#e6e6e6');
      this.doc.lineWidth(0.4).strokeColor('#333').rect(x, this.y, w, h).stroke();
      this.label(c.l, x + 1.5, this.y + 1.3, labelSize, { color: '#333' });
      if (c.opts) this.boxes(c, x + 2, this.y + labelSize + 3.5, w - 4);
      else this.put(c.v, x + 1.5, this.y + labelSize + 1.5, w - 3, h - labelSize - 2, c.t);
      x += w;
    }
    this.y += h;
  }

  /** A row of tiny checkboxes; `pick` is the checked option, `other` the text on an "Other" line. */
  private boxes(c: Cell, x0: number, y: number, w: number): void {
    const opts = c.opts!;
    let x = x0;
    const step = w / opts.length;
    opts.forEach((o, i) => {
      this.doc.lineWidth(0.5).strokeColor('#000').rect(x, y, 5.5, 5.5).stroke();
      this.label(o, x + 7.5, y + 0.4, 5.5);
      const on = c.pick === i;
      if (this.style === 'fillable') this.checkbox(`f${++this.n}`, x, y, on);
      else if (on) this.markBox(x, y);
      if (on && o.startsWith('Other') && c.other !== undefined) {
        const ox = x + 8 + this.doc.font('Helvetica').fontSize(5.5).widthOfString(o);
        this.put(c.other, ox, y - 5, Math.max(40, step - (ox - x) - 2), 11);
      }
      x += step;
    });
    if (c.pick != null && c.t) Object.assign(this.facts, c.t);
  }

  private markBox(x: number, y: number): void {
    const d = this.doc;
    const colour = this.style === 'handwritten' ? this.ink : '#000';
    if (this.mark === 'fill') d.rect(x + 1, y + 1, 3.5, 3.5).fill(colour);
    else if (this.mark === 'letter') this.label('X', x + 0.9, y - 0.6, 7, { font: this.style === 'handwritten' ? 'hand' : 'Courier-Bold', color: colour });
    // A check stroke drawn as a path: a ZapfDingbats glyph is not rendered where that font is missing (poppler here).
    else if (this.mark === 'check') d.lineWidth(1).strokeColor(colour).moveTo(x + 0.6, y + 2.8).lineTo(x + 2.3, y + 5).lineTo(x + 6.5, y - 1.2).stroke();
    else {
      const j = this.style === 'handwritten' ? 1.5 : 0.3;
      d.lineWidth(this.style === 'handwritten' ? 1 : 0.8).strokeColor(colour)
        .moveTo(x - this.rng.float(0, j), y - this.rng.float(0, j)).lineTo(x + 5.5 + this.rng.float(0, j), y + 5.5 + this.rng.float(0, j))
        .moveTo(x + 5.5 + this.rng.float(0, j), y - this.rng.float(0, j)).lineTo(x - this.rng.float(0, j), y + 5.5 + this.rng.float(0, j)).stroke();
    }
  }

  /** An AcroForm checkbox with real on/off appearances, so viewers and pdf.js see the same state. */
  private checkbox(name: string, x: number, y: number, on: boolean): void {
    // pdfkit's formCheckbox ends the widget before a state or appearance can be set, so the widget is built here.
    const d = this.doc;
    const ap = (ops: string) => { const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 5.5, 5.5] }); r.end(ops); return r; };
    d.annotate(x, y, 5.5, 5.5, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, DA: new String('/ZaDb 5 Tf 0 g'), MK: { CA: new String('8') }, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      AP: { N: { Yes: ap('0 g 0.8 w 0.8 0.8 m 4.7 4.7 l 4.7 0.8 m 0.8 4.7 l S'), Off: ap('') } } } as never);
    const annots = (d.page as unknown as { annotations: unknown[] }).annotations;
    (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  /** Fine print in `cols` balanced columns within `height`: the largest size (<= max) at which it fits, as funders
   *  squeeze their terms into what the boxes left. */
  fine(paras: readonly string[], max: number, cols: number, height: number): void {
    const text = paras.join('\n');
    const opts = { align: 'justify' as const, paragraphGap: 1.5, lineGap: 0.2, width: (this.W - 9 * (cols - 1)) / cols };
    this.doc.font('Helvetica');
    let size = max;
    const need = (sz: number) => this.doc.fontSize(sz).heightOfString(text, opts) / cols + 2 * sz;
    while (size > 3.8 && need(size) > height - 6) size -= 0.1;
    const h = Math.min(height - 6, need(size));
    this.doc.fontSize(size).fillColor('#111');
    this.doc.text(text, this.L, this.y + 3, { ...opts, width: this.W, columns: cols, columnGap: 9, height: h });
    this.y += 6 + h;
  }

  gap(h: number): void { this.y += h; }

  /** Draw into a horizontal slice [x0, x1] from the current y (owners side by side); returns the y reached. */
  within(x0: number, x1: number, fn: () => void): number {
    const [L, R, y] = [this.L, this.R, this.y];
    this.L = x0; this.R = x1;
    fn();
    const end = this.y;
    this.L = L; this.R = R; this.y = y;
    return end;
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
