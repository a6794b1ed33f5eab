// The page engine of independent68: rows of labelled fields (label left, above, below or inside the box), checkbox
// rows (boxes before or after their words, flowing or in a grid whose words wrap), sections, tables and paragraphs.
import type { Ink } from './ink.ts';

export interface Look {
  font: string; bold: string; label: number; value: number; place: 'left' | 'above' | 'below' | 'inside'; rule: 'line' | 'box' | 'dotted';
  section: 'bar' | 'underline' | 'caps' | 'boxed'; accent: string; boxSide: 'before' | 'after'; box: number; margin: number; rowH: number;
  /** Options printed without boxes ("circle one"): the filler circles the word. Fillable forms still get boxes. */
  noBoxes?: boolean;
}
export interface Cell { label: string; text: string; w: number; name: string }
export interface Opt { text: string; on: boolean; name: string; other?: string }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly ink: Ink;
  readonly look: Look;
  y: number;
  constructor(doc: PDFKit.PDFDocument, ink: Ink, look: Look) { this.doc = doc; this.ink = ink; this.look = look; this.y = look.margin; }
  get left(): number { return this.look.margin; }
  get width(): number { return 612 - 2 * this.look.margin; }

  labelText(t: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; color?: string } = {}): void {
    this.doc.font(o.bold ? this.look.bold : this.look.font).fontSize(o.size ?? this.look.label).fillColor(o.color ?? '#000')
      .text(t, x, y, o.width ? { width: o.width } : { lineBreak: false });
  }

  private ruleLine(x0: number, x1: number, y: number): void {
    const d = this.doc.save().lineWidth(0.6).strokeColor('#333');
    if (this.look.rule === 'dotted') d.dash(1, { space: 2 });
    d.moveTo(x0, y).lineTo(x1, y).stroke().undash().restore();
  }

  section(title: string): void {
    const { doc, look } = this;
    this.y += 4;
    if (look.section === 'bar') {
      doc.rect(this.left, this.y, this.width, 14).fill(look.accent);
      this.labelText(title.toUpperCase(), this.left + 5, this.y + 3.5, { bold: true, size: 8.5, color: '#fff' });
      this.y += 18;
    } else if (look.section === 'boxed') {
      doc.lineWidth(1).strokeColor(look.accent).rect(this.left, this.y, this.width, 14).stroke();
      this.labelText(title, this.left + 5, this.y + 3.5, { bold: true, size: 9, color: look.accent });
      this.y += 18;
    } else {
      this.labelText(look.section === 'caps' ? title.toUpperCase() : title, this.left, this.y, { bold: true, size: 10, color: look.accent });
      if (look.section === 'underline') doc.lineWidth(1.2).strokeColor(look.accent).moveTo(this.left, this.y + 12).lineTo(this.left + this.width, this.y + 12).stroke();
      this.y += 16;
    }
  }

  /** One row of fields; widths are fractions of the page's width. */
  fields(cells: Cell[]): void {
    const { look } = this;
    const gap = 8;
    const total = cells.reduce((s, c) => s + c.w, 0);
    let x = this.left;
    const avail = this.width - gap * (cells.length - 1);
    for (const c of cells) {
      const w = (avail * c.w) / total;
      this.cell(c, x, w);
      x += w + gap;
    }
    this.y += look.rowH + (look.place === 'left' ? 0 : 4);
  }

  private cell(c: Cell, x: number, w: number): void {
    const { look, doc, y } = this;
    const h = look.rowH;
    if (look.place === 'left') {
      this.labelText(c.label, x, y + h - 10);
      const lw = doc.font(look.font).fontSize(look.label).widthOfString(c.label) + 4;
      this.ruleLine(x + lw, x + w, y + h - 2);
      this.ink.put(c.text, x + lw + 3, y + h - 4, w - lw - 4, look.value, c.name);
    } else if (look.place === 'above') {
      this.labelText(c.label, x, y);
      if (look.rule === 'box') doc.lineWidth(0.6).strokeColor('#333').rect(x, y + look.label + 2, w, h - look.label - 2).stroke();
      else this.ruleLine(x, x + w, y + h);
      this.ink.put(c.text, x + 3, y + h - 3, w - 6, look.value, c.name);
    } else if (look.place === 'below') {
      const ly = y + h - look.label - 2;
      if (look.rule === 'box') doc.lineWidth(0.6).strokeColor('#333').rect(x, y, w, ly - y).stroke();
      else this.ruleLine(x, x + w, ly);
      this.labelText(c.label, x + 1, ly + 1.5);
      this.ink.put(c.text, x + 3, ly - 3, w - 6, look.value, c.name);
    } else {
      doc.lineWidth(0.6).strokeColor('#333').rect(x, y, w, h).stroke();
      this.labelText(c.label, x + 2.5, y + 2);
      this.ink.put(c.text, x + 4, y + h - 3.5, w - 8, look.value, c.name);
    }
  }

  /** A question and its options flowing on the line (wrapping when they run out of room), or in a grid of `cols`. */
  options(q: string, opts: Opt[], cols = 0, qWidth = 0): void {
    const { doc, look } = this;
    const size = look.label + 0.5;
    if (look.place === 'left') this.y += 3;
    doc.font(look.bold).fontSize(size);
    const qw = qWidth || doc.widthOfString(q) + 10;
    this.labelText(q, this.left, this.y + 1, { bold: true, size, width: qWidth ? qWidth - 6 : undefined });
    let x = this.left + qw, y = this.y;
    const lineH = size + 8;
    const colW = cols ? (this.width - qw) / cols : 0;
    let col = 0;
    let rowBottom = y + lineH;
    for (const o of opts) {
      doc.font(look.font).fontSize(size);
      const isOther = o.other !== undefined;
      const textW = cols && !isOther ? colW - look.box - 10 : doc.widthOfString(o.text) + 1;
      const ow = isOther ? Math.max(92, cols ? colW - look.box - textW - 12 : 0) : 0;
      const textH = cols ? doc.heightOfString(o.text, { width: textW }) : size;
      const need = look.box + 4 + textW + ow + 12;
      if (cols ? col === cols : x + need > this.left + this.width) { x = this.left + qw; y = rowBottom; col = 0; }
      this.option(o, x, y, textW, textH, size, ow);
      rowBottom = Math.max(rowBottom, y + Math.max(textH, size) + 8);
      x += cols ? colW : need; col++;
    }
    this.y = rowBottom + 2;
  }

  private option(o: Opt, x: number, y: number, textW: number, textH: number, size: number, ow: number): void {
    const { look, doc } = this;
    const boxless = !!look.noBoxes && this.ink.style !== 'fillable';
    const s = boxless ? 0 : look.box;
    const before = look.boxSide === 'before';
    const bx = before ? x : x + textW + 3;
    const tx = before ? x + s + 4 : x;
    if (!boxless) doc.lineWidth(0.7).strokeColor('#222').rect(bx, y + 0.5, s, s).stroke();
    doc.font(look.font).fontSize(size).fillColor('#000').text(o.text, tx, y + 1, { width: textW + 1 });
    const realW = Math.min(textW, Math.max(...o.text.split(/\n/).map((t) => doc.widthOfString(t))));
    this.ink.check({ x: bx, y: y + 0.5, s }, o.on, o.name, o.text, [tx, y + 0.5, textH > size + 2 ? textW : realW, textH], boxless);
    if (o.other !== undefined) {
      const lx = (before ? tx + textW : bx + s) + 4;
      this.ruleLine(lx, lx + ow - 6, y + size + 1);
      this.ink.put(o.other, lx + 2, y + size - 0.5, ow - 10, look.value - 1, `${o.name}_text`);
    }
  }

  /** A table of decoy rows: headers, then each row's values in ink. */
  table(name: string, headers: string[], rows: string[][], widths: number[], minRows = 0): void {
    const { doc, look } = this;
    const total = widths.reduce((a, b) => a + b, 0);
    const ws = widths.map((w) => (w / total) * this.width);
    const rh = look.value + 9;
    const n = Math.max(rows.length, minRows);
    doc.lineWidth(0.5).strokeColor('#444');
    let x = this.left;
    headers.forEach((h, i) => { doc.rect(x, this.y, ws[i]!, rh).stroke(); this.labelText(h, x + 3, this.y + 3, { bold: true }); x += ws[i]!; });
    for (let r = 0; r < n; r++) {
      const y = this.y + rh * (r + 1);
      x = this.left;
      ws.forEach((w, i) => { doc.rect(x, y, w, rh).stroke(); this.ink.put(rows[r]?.[i] ?? '', x + 3, y + rh - 3, w - 6, look.value - 1, `${name}_${r + 1}_${i + 1}`); x += w; });
    }
    this.y += rh * (n + 1) + 6;
  }

  para(text: string, size = 6.8): void {
    this.doc.font(this.look.font).fontSize(size).fillColor('#222').text(text, this.left, this.y, { width: this.width, align: 'justify' });
    this.y = this.doc.y + 4;
  }
  gap(n: number): void { this.y += n; }
}
