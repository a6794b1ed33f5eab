// Drawing for set 75: labels, boxes and lines are page text and paths; a value is drawn typed (Helvetica/Courier),
// handwritten (Kalam or Patrick Hand, ink, a slight turn) or as an AcroForm widget only (fillable: the page text holds
// the labels alone). Every value placed is recorded with the truth fields it gives; a value giving none is a decoy.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
export interface Printed { key: string; text: string; fields: Fields; page: number; kind: 'value' | 'check'; acro?: string }

const require = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];
const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  page = 1;
  private n = 0;
  /** Rendering randomness (ink, jitter), apart from `r` so a seed's content is the same in every style. */
  private readonly jr: Rng;
  private readonly ink: string;
  private readonly typedFont: string;
  private readonly xText: boolean;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  /** `flat`: a fillable form as printed (for a scan): the widgets' appearances drawn on the page, no AcroForm. */
  readonly style: Style;
  readonly r: Rng;
  readonly accent: string;
  private readonly flat: boolean;

  constructor(style: Style, r: Rng, accent: string, flat = false) {
    this.style = style; this.r = r; this.accent = accent; this.flat = flat;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Producer: 'FormWriter', CreationDate: new Date(Date.UTC(2025, 4, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    const jr = this.jr = r.fork('render');
    this.doc.registerFont('Hand', require.resolve(jr.pick(HANDS)));
    this.ink = jr.pick(['#1b2a8c', '#16206b', '#2a2a2a', '#0d3b8f']);
    this.typedFont = jr.pick(['Helvetica', 'Helvetica', 'Courier']);
    this.xText = jr.chance(0.5);
    this.doc.font('Helvetica');
    if (style === 'fillable' && !flat) {
      this.doc.initForm();
      // Every widget carries its own appearance: a viewer, a printer or PDFium draws it as it is.
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  async end(): Promise<Uint8Array> { this.doc.end(); await this.done; return new Uint8Array(Buffer.concat(this.chunks)); }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? '#111')
      .text(s, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.width !== undefined });
  }

  line(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#555'): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(w).strokeColor(color).stroke();
  }

  rect(x: number, y: number, w: number, h: number, fill?: string, stroke = '#444'): void {
    this.doc.rect(x, y, w, h).lineWidth(0.6);
    if (fill) this.doc.fillAndStroke(fill, stroke); else this.doc.strokeColor(stroke).stroke();
  }

  /** A full-width section band with its title. */
  band(title: string, y: number, x = 36, w = 540): void {
    this.rect(x, y, w, 14, this.accent, this.accent);
    this.text(title, x + 5, y + 3.5, { size: 8, bold: true, color: '#fff' });
  }

  /** A value inside the box (x, y, w, h: top-left origin). Null or '' leaves the box empty. */
  value(text: string | null, x: number, y: number, w: number, h: number, key: string, fields: Fields | null): void {
    const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
    if (this.style === 'fillable') {
      this.widgetText(name, x, y, w, h, text ?? '');
    } else if (text) {
      const size = this.fit(text, w - 4, this.style === 'handwritten' ? 11 : 9.5);
      if (this.style === 'handwritten') {
        const dx = this.jr.float(1, 5), dy = this.jr.float(-1.5, 1), rot = this.jr.float(-2.2, 2.2);
        this.doc.save().rotate(rot, { origin: [x + dx, y + h / 2] });
        this.doc.font('Hand').fontSize(size).fillColor(this.ink).text(text, x + dx, y + h - size * 1.25 + dy, { lineBreak: false });
        this.doc.restore();
      } else {
        this.doc.font(this.typedFont).fontSize(size).fillColor('#000').text(text, x + 3, y + h - size - 2.5, { lineBreak: false });
      }
    }
    if (text) this.printed.push({ key, text, fields: fields ?? {}, page: this.page, kind: 'value', ...(this.style === 'fillable' ? { acro: name } : {}) });
  }

  /** Label above, value on a ruled line below (height 24). */
  field(label: string, text: string | null, x: number, y: number, w: number, key: string, fields: Fields | null): void {
    this.text(label, x, y, { size: 6.5, color: '#333' });
    this.line(x, y + 22, x + w - 6, y + 22);
    this.value(text, x, y + 7, w - 6, 15, key, fields);
  }

  /** Label in a cell of a boxed grid (height 26). */
  cell(label: string, text: string | null, x: number, y: number, w: number, key: string, fields: Fields | null, h = 26): void {
    this.rect(x, y, w, h);
    this.text(label, x + 2.5, y + 2, { size: 6, color: '#444' });
    this.value(text, x + 1, y + 8, w - 2, h - 9, key, fields);
  }

  /** A row of checkboxes; the checked one (if any) gives the fields. Returns the x after the last label. */
  checks(options: string[], checked: number, x: number, y: number, key: string, fields: Fields | null, gap = 10): number {
    for (const [i, label] of options.entries()) {
      const on = i === checked;
      const name = `${key}_${i}_${++this.n}`;
      if (this.style === 'fillable') this.widgetCheck(name, x, y, 8, on);
      else {
        this.rect(x, y, 8, 8);
        if (on) this.mark(x, y);
      }
      this.text(label, x + 11, y + 1, { size: 7 });
      if (on) this.printed.push({ key, text: label, fields: fields ?? {}, page: this.page, kind: 'check', ...(this.style === 'fillable' ? { acro: name } : {}) });
      x += 11 + this.doc.font('Helvetica').fontSize(7).widthOfString(label) + gap;
    }
    return x;
  }

  /** A paragraph of small print. */
  para(s: string, x: number, y: number, w: number, size = 6.3): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#222').text(s, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  /** A signature: drawn strokes on a line, never text. */
  signature(x: number, y: number, w: number): void {
    this.line(x, y, x + w, y);
    if (this.style === 'fillable') return;
    const d = this.doc.save().lineWidth(0.9).strokeColor(this.ink).moveTo(x + 8, y - 4);
    let px = x + 8;
    for (let i = 0; i < 7; i++) { px += this.jr.float(8, 16); d.quadraticCurveTo(px - 6, y - this.jr.float(4, 16), px, y - this.jr.float(1, 8)); }
    d.stroke().restore();
  }

  private fit(text: string, w: number, size: number): number {
    const f = this.style === 'handwritten' ? 'Hand' : this.style === 'fillable' ? 'Helvetica' : this.typedFont;
    while (size > 6 && this.doc.font(f).fontSize(size).widthOfString(text) > w) size -= 0.5;
    return size;
  }

  private mark(x: number, y: number): void {
    const d = this.doc;
    if (this.style === 'handwritten') {
      const j = () => this.jr.float(-1.2, 1.2);
      d.save().lineWidth(1.3).strokeColor(this.ink).moveTo(x + 1 + j(), y + 4 + j()).lineTo(x + 3.5, y + 7.5 + j()).lineTo(x + 10 + j(), y - 2 + j()).stroke().restore();
    } else if (this.xText) {
      d.font('Helvetica-Bold').fontSize(8).fillColor('#000').text('X', x + 1.3, y + 0.6, { lineBreak: false });
    } else {
      d.save().lineWidth(1).strokeColor('#000').moveTo(x + 1.5, y + 1.5).lineTo(x + 6.5, y + 6.5).moveTo(x + 6.5, y + 1.5).lineTo(x + 1.5, y + 6.5).stroke().restore();
    }
  }

  // ---- AcroForm widgets with their own appearance streams (so a print or a scan shows the value) -------------------
  private fontId(): string {
    const d = this.doc as any;
    d.font('Helvetica');
    return d._font.id as string;
  }

  private addWidget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as any;
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private widgetText(name: string, x: number, y: number, w: number, h: number, value: string): void {
    const d = this.doc as any;
    if (this.flat) {
      this.doc.rect(x, y, w, h).fill('#edf2ff');
      if (value) this.doc.font('Helvetica').fontSize(Math.min(9, this.fit(value, w - 4, 9))).fillColor('#000').text(value, x + 2, y + h / 2 - 4, { lineBreak: false });
      return;
    }
    const size = Math.min(9, this.fit(value, w - 4, 9));
    const id = this.fontId();
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [id]: d._font.ref() } } });
    ap.write(`/Tx BMC q BT /${id} ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${esc(value)}) Tj ET Q EMC`);
    ap.end();
    this.addWidget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${id} ${size} Tf 0 g`),
      AP: { N: ap }, MK: { BC: [0.55, 0.6, 0.75], BG: [0.93, 0.95, 1] } });
  }

  private widgetCheck(name: string, x: number, y: number, s: number, on: boolean): void {
    const d = this.doc as any;
    if (this.flat) {
      this.rect(x, y, s, s);
      if (on) this.doc.save().lineWidth(1).strokeColor('#000').moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5).moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).stroke().restore();
      return;
    }
    const mk = (body: string) => { const a = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] }); a.write(body); a.end(); return a; };
    const box = `0.6 w 0 G 0.3 0.3 ${s - 0.6} ${s - 0.6} re S`;
    const yes = mk(`${box} 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S`), off = mk(box);
    this.addWidget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
  }
}
