// A bank form's page: small-label boxes, section bars, checkbox rows and tables, with values drawn per style
// (typewriter text, a handwriting font slightly turned, or AcroForm fields only). Records every printed value.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { text: string; paths: string[]; field?: string; check?: boolean }
export interface Cell { label: string; w: number; v?: string | null; paths?: string[]; checks?: { options: string[]; on: string | null; paths?: string[] } }

const req = createRequire(import.meta.url);
const HAND = [req.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'), req.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];

export class Paper {
  doc: PDFKit.PDFDocument;
  y = 36;
  printed: Printed[] = [];
  left = 36;
  width = 540;
  labelFont = 'Helvetica';
  labelSize = 5.8;
  rowH = 21;
  grid = true;
  /** Typed forms: a checked box holds the letter X, or two drawn strokes with no text. */
  xMark = true;
  private n = 0;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  style: Style;
  rng: Rng;
  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Title: title, Producer: 'Adobe PDF Library 15.0', Creator: 'Adobe InDesign 16.2' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.doc.registerFont('hand', HAND[rng.int(0, 1)]!);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
    this.left += rng.float(-3, 3);
    this.xMark = rng.chance(0.5);
    this.y += rng.float(-3, 4);
    this.rowH += rng.float(-0.5, 1.5);
  }
  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.y = 36 + this.rng.float(-2, 3); }
  ensure(h: number): void { if (this.y + h > 756) this.newPage(); }

  /** A value written into the box [x, y, w, h] (y top), recorded with the truth paths it gives. */
  put(text: string, x: number, y: number, w: number, h: number, paths: string[] = [], size = 8.5): void {
    if (!text) return;
    const d = this.doc, name = `${paths[0]?.replace(/[^\w]/g, '_') ?? 'f'}_${++this.n}`;
    if (this.style === 'fillable') {
      d.font('Courier').fontSize(size);
      d.formText(name, x + 1, y + 1, w - 2, h - 2, { value: text, fontSize: size });
      d.font('Helvetica');
      this.printed.push({ text, paths, field: name });
      return;
    }
    if (this.style === 'typed') {
      d.font('Courier').fontSize(size).fillColor('#111').text(text, x + 2, y + h - size - 1.5, { lineBreak: false, width: w + 200 });
    } else {
      const s = Math.min(size + 2 + this.rng.float(-0.5, 0.8), h * 0.95), tx = x + 2 + this.rng.float(0, 5);
      d.font('hand').fontSize(s);
      const asc = ((d as unknown as { _font: { ascender: number } })._font.ascender / 1000) * s;
      const ty = y + h - 2.2 - asc + this.rng.float(-1, 0.8);
      d.save().rotate(this.rng.float(-1.8, 1.8), { origin: [tx, ty + asc] });
      d.fillColor('#1a2a6c').text(text, tx, ty, { lineBreak: false, width: w + 200 });
      d.restore();
    }
    d.fillColor('black').font('Helvetica');
    this.printed.push({ text, paths });
  }

  label(text: string, x: number, y: number, size = this.labelSize, bold = false): void {
    this.doc.font(bold ? 'Helvetica-Bold' : this.labelFont).fontSize(size).fillColor('black').text(text, x, y, { lineBreak: false });
  }

  /** One checkbox; a checked box is an X letter (typed), a drawn tick (handwritten) or a checked AcroForm box. */
  box(x: number, y: number, label: string, on: boolean, paths: string[] = [], size = 6.5): number {
    const d = this.doc, s = 6.5;
    d.lineWidth(0.5).rect(x, y, s, s).stroke();
    this.label(label, x + s + 2.5, y + 0.5, size);
    if (this.style === 'fillable') this.acroCheck(`chk_${label.replace(/\W+/g, '_')}_${++this.n}`, x, y, s, on, paths, label);
    else if (on && this.style === 'typed' && this.xMark) { d.font('Courier-Bold').fontSize(8).text('X', x + 1.2, y - 0.4, { lineBreak: false }); d.font('Helvetica'); }
    else if (on && this.style === 'typed') d.save().lineWidth(0.9).moveTo(x + 1, y + 1).lineTo(x + s - 1, y + s - 1).moveTo(x + s - 1, y + 1).lineTo(x + 1, y + s - 1).stroke().restore();
    else if (on) { d.save().lineWidth(1.1).strokeColor('#1a2a6c').moveTo(x - 1, y + 3).lineTo(x + 2.5, y + 7).lineTo(x + 9, y - 3).stroke().restore(); }
    if (on && this.style !== 'fillable') this.printed.push({ text: label, paths, check: true });
    return s + 6 + d.font('Helvetica').fontSize(size).widthOfString(label) + 8;
  }

  private acroCheck(name: string, x: number, y: number, s: number, on: boolean, paths: string[], label: string): void {
    const d = this.doc as unknown as { ref: (o: object) => { end: (c?: string) => void }; _fieldDict: (n: string, t: string, o: object) => Record<string, unknown>;
      annotate: (x: number, y: number, w: number, h: number, o: object) => void; page: { annotations: unknown[] }; _addToParent: (r: unknown) => void };
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    yes.end(`q 0 g 0.9 w 1 1 m ${s - 1} ${s - 1} l S 1 ${s - 1} m ${s - 1} 1 l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    const dict = d._fieldDict(name, 'checkbox', {});
    Object.assign(dict, { Subtype: 'Widget', F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
    d.annotate(x, y, s, s, dict);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
    if (on) this.printed.push({ text: label, paths, field: name, check: true });
  }

  /** A shaded or ruled section heading. */
  section(text: string, kind: 'bar' | 'rule' | 'tab' = 'bar', color = '#1f3b5a'): void {
    this.ensure(40);
    if (kind !== 'rule') this.y += 3;
    const d = this.doc, x = this.left, w = this.width;
    if (kind === 'bar') { d.rect(x, this.y, w, 12).fill(color); d.fillColor('white').font('Helvetica-Bold').fontSize(7.5).text(text, x + 4, this.y + 2.5, { lineBreak: false }); }
    else if (kind === 'tab') { d.rect(x, this.y, w, 12).fill('#e4e4e4'); d.rect(x, this.y, 4, 12).fill(color); d.fillColor('black').font('Helvetica-Bold').fontSize(7.5).text(text, x + 8, this.y + 2.5, { lineBreak: false }); }
    else { this.y += 5; d.fillColor('black').font('Helvetica-Bold').fontSize(8).text(text, x, this.y + 1, { lineBreak: false }); d.lineWidth(1).moveTo(x, this.y + 11).lineTo(x + w, this.y + 11).stroke(); }
    d.fillColor('black');
    this.y += 14;
  }

  /** A row of cells whose widths are fractions of the page; each cell has its small label at its top left. */
  row(cells: Cell[], h = this.rowH): void {
    this.ensure(h);
    const d = this.doc;
    let x = this.left;
    for (const c of cells) {
      const w = c.w * this.width;
      d.lineWidth(0.5).strokeColor('black');
      if (this.grid) d.rect(x, this.y, w, h).stroke();
      else d.moveTo(x + 2, this.y + h).lineTo(x + w - 4, this.y + h).stroke();
      this.label(c.label, x + 2, this.y + 1.8);
      if (c.checks) {
        let cx = x + 3;
        for (const o of c.checks.options) cx += this.box(cx, this.y + h - 9, o, o === c.checks.on, o === c.checks.on ? c.checks.paths : []);
      } else if (c.v) this.put(c.v, x, this.y + 6, w, h - 6, c.paths ?? []);
      x += w;
    }
    this.y += h;
  }

  /** Small-print instruction or consent paragraph. */
  para(text: string, size = 6.2): void {
    const d = this.doc.font('Helvetica').fontSize(size);
    const h = d.heightOfString(text, { width: this.width - 4 });
    this.ensure(h + 4);
    d.fillColor('black').text(text, this.left + 2, this.y + 2, { width: this.width - 4, align: 'justify' });
    this.y += h + 5;
  }

  /** A table with a header row and rows of [text, paths] cells. */
  table(heads: string[], widths: number[], rows: [string, string[]][][], h = 15): void {
    this.ensure(12 + h * Math.min(rows.length, 2));
    const d = this.doc;
    let x = this.left;
    d.rect(this.left, this.y, this.width, 11).fill('#dcdcdc').fillColor('black');
    heads.forEach((t, i) => { this.label(t, x + 2, this.y + 2.5, 5.8, true); x += widths[i]! * this.width; });
    d.lineWidth(0.5).rect(this.left, this.y, this.width, 11).stroke();
    this.y += 11;
    for (const r of rows) {
      this.ensure(h);
      x = this.left;
      r.forEach(([t, p], i) => { const w = widths[i]! * this.width; d.lineWidth(0.5).rect(x, this.y, w, h).stroke(); this.put(t, x, this.y, w, h, p, 7.5); x += w; });
      this.y += h;
    }
    this.y += 4;
  }

  /** YES / NO question grid. */
  questions(qs: string[], answers: boolean[], start = 1): void {
    const d = this.doc;
    qs.forEach((q, i) => {
      this.ensure(12);
      d.lineWidth(0.3).rect(this.left, this.y, this.width, 11.5).stroke();
      this.label(`${start + i}. ${q}`, this.left + 3, this.y + 3, 6.3);
      const bx = this.left + this.width - 62;
      this.box(bx, this.y + 2.4, 'Yes', answers[i]!); this.box(bx + 32, this.y + 2.4, 'No', !answers[i]);
      this.y += 11.5;
    });
    this.y += 4;
  }

  signature(who: string[], title = 'Signature'): void {
    for (const w of who) {
      this.ensure(26);
      const d = this.doc, x = this.left;
      d.lineWidth(0.5).moveTo(x, this.y + 18).lineTo(x + 250, this.y + 18).stroke().moveTo(x + 300, this.y + 18).lineTo(x + 420, this.y + 18).stroke();
      this.label(`${title} - ${w}`, x, this.y + 20);
      this.label('Date', x + 300, this.y + 20);
      this.y += 30;
    }
  }
}
