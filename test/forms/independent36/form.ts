// A page grid on top of Pen: section headings, rows of labelled cells (boxed or underlined), checkbox rows, tables,
// paragraphs and signature blocks, flowing onto a new page when the current one is full.
import { Pen, type Look, type Style } from './pen.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export interface FormLook extends Look {
  margin: number; cells: 'boxed' | 'underline'; head: 'bar' | 'rule' | 'caps'; rowH: number; headFill: string; headText: string;
}
export interface Cell { label: string; value?: string; w: number; decoy?: boolean; checks?: { opts: string[]; on: string[] } }

export class Form {
  readonly pen: Pen;
  y: number;
  page = 1;
  readonly x0: number;
  readonly width: number;
  readonly look: FormLook;
  readonly footer: string;

  constructor(style: Style, rng: Rng, look: FormLook, footer: string) {
    this.look = look;
    this.footer = footer;
    this.pen = new Pen(style, rng, look);
    this.x0 = look.margin;
    this.width = 612 - 2 * look.margin;
    this.y = look.margin;
    this.foot();
  }

  private foot(): void {
    this.pen.text(this.x0, 792 - this.look.margin + 14, `${this.footer}   |   Page ${this.page}`, { size: 6.5, color: '#555555' });
  }

  ensure(h: number): void {
    if (this.y + h <= 792 - this.look.margin) return;
    this.pen.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    this.y = this.look.margin;
    this.foot();
  }

  gap(h: number): void { this.y += h; }

  heading(title: string): void {
    this.ensure(60);
    const { pen, look, x0, width } = this;
    this.y += 4;
    if (look.head === 'bar') {
      pen.box(x0, this.y, width, 14, { fill: look.headFill, stroke: 'none' });
      pen.text(x0 + 4, this.y + 3, title.toUpperCase(), { size: 8.5, bold: true, color: look.headText });
      this.y += 17;
    } else if (look.head === 'rule') {
      pen.text(x0, this.y, title, { size: 10.5, bold: true, color: look.accent });
      pen.rule(x0, this.y + 13, x0 + width, this.y + 13, 1.2, look.accent);
      this.y += 17;
    } else {
      pen.text(x0, this.y, title.toUpperCase(), { size: 9, bold: true, color: look.accent });
      pen.rule(x0, this.y + 11, x0 + pen.doc.font(look.bold).fontSize(9).widthOfString(title.toUpperCase()), this.y + 11, 0.8, look.accent);
      this.y += 15;
    }
  }

  /** One row of cells whose widths are fractions of the line. */
  row(cells: Cell[]): void {
    const h = this.look.rowH;
    this.ensure(h + 2);
    let x = this.x0;
    const total = cells.reduce((s, c) => s + c.w, 0);
    for (const c of cells) {
      const w = (c.w / total) * this.width;
      this.cell(c, x, this.y, w, h);
      x += w;
    }
    this.y += h + (this.look.cells === 'underline' ? 3 : 0);
  }

  private cell(c: Cell, x: number, y: number, w: number, h: number): void {
    const { pen, look } = this;
    const ls = look.labelSize;
    if (look.cells === 'boxed') {
      pen.box(x, y, w, h, { lw: 0.5 });
      pen.text(x + 2.5, y + 2, c.label, { size: ls - 0.5, color: '#333333' });
      if (c.checks) this.checkRun(c.checks, x + 4, y + h - ls - 4, x + w);
      else if (c.value) pen.value(c.label, x + 1, y + ls + 1, w - 2, h - ls - 1, c.value, c.decoy);
      return;
    }
    const lw = pen.doc.font(look.font).fontSize(ls).widthOfString(c.label) + 4;
    if (!c.checks && lw > w * 0.45) {
      pen.text(x, y - 1, c.label, { size: ls - 1, color: '#333333' });
      pen.rule(x, y + h - 2, x + w - 6, y + h - 2, 0.5);
      if (c.value) pen.value(c.label, x, y + ls - 2, w - 6, h - ls, c.value, c.decoy);
      return;
    }
    pen.text(x, y + h - ls - 4, c.label, { size: ls });
    if (c.checks) { this.checkRun(c.checks, x + lw + 2, y + h - ls - 4, x + w); return; }
    pen.rule(x + lw, y + h - 2, x + w - 6, y + h - 2, 0.5);
    if (c.value) pen.value(c.label, x + lw, y, w - lw - 6, h - 2, c.value, c.decoy);
  }

  private checkRun(k: { opts: string[]; on: string[] }, x: number, y: number, xEnd: number): void {
    const { pen, look } = this;
    const s = Math.max(7, look.labelSize);
    let cx = x;
    for (const o of k.opts) {
      const tw = pen.doc.font(look.font).fontSize(look.labelSize).widthOfString(o);
      if (cx + s + tw > xEnd) break;
      pen.mark(o, cx, y - 1, s, k.on.includes(o));
      pen.text(cx + s + 3, y, o, { size: look.labelSize });
      cx += s + tw + 12;
    }
  }

  /** A labelled row of checkboxes over the full width. */
  checks(label: string, opts: string[], on: string[]): void {
    this.ensure(19);
    this.y += 3;
    const { pen, look } = this;
    pen.text(this.x0, this.y + 2, label, { size: look.labelSize, bold: true });
    const lw = pen.doc.font(look.bold).fontSize(look.labelSize).widthOfString(label) + 10;
    this.checkRun({ opts, on }, this.x0 + lw, this.y + 2, this.x0 + this.width);
    this.y += 16;
  }

  /** A ruled table: headers, column fractions, rows (printed cells; decoy marks every value as not the application's). */
  table(headers: string[], cols: number[], rows: string[][], o: { minRows?: number; decoy?: boolean; name?: string; rowLabels?: boolean } = {}): void {
    const { pen, look } = this;
    const rh = Math.max(15, look.rowH - 6);
    const n = Math.max(rows.length, o.minRows ?? 0);
    this.ensure(rh * (n + 1) + 4);
    const total = cols.reduce((a, b) => a + b, 0);
    const ws = cols.map((c) => (c / total) * this.width);
    let x = this.x0;
    pen.box(this.x0, this.y, this.width, rh, { fill: look.headFill === '#ffffff' ? '#eeeeee' : look.headFill, stroke: '#333333', lw: 0.5 });
    headers.forEach((h, i) => { pen.text(x + 3, this.y + rh / 2 - 4, h, { size: look.labelSize, bold: true, color: look.headFill === '#ffffff' ? '#111111' : look.headText }); x += ws[i]!; });
    this.y += rh;
    for (let r = 0; r < n; r++) {
      x = this.x0;
      ws.forEach((w, i) => {
        pen.box(x, this.y, w, rh, { lw: 0.4 });
        const v = rows[r]?.[i];
        if (v && o.rowLabels && i === 0) pen.text(x + 3, this.y + rh / 2 - 4, v, { size: look.labelSize, bold: true });
        else if (v) pen.value(`${o.name ?? 'tbl'}_${r + 1}_${headers[i]}`, x, this.y, w, rh, v, o.decoy ?? true, 8.5);
        x += w;
      });
      this.y += rh;
    }
    this.y += 4;
  }

  para(s: string, size = 6.8): void {
    const h = this.pen.height(s, this.width, size);
    this.ensure(h + 4);
    this.pen.text(this.x0, this.y, s, { size, width: this.width, color: '#222222' });
    this.y += h + 4;
  }

  /** Signature line(s): signature (left blank for ink), printed name and date per signer. */
  signatures(names: { label: string; name: string; date: string }[]): void {
    for (const s of names) {
      this.ensure(34);
      const { pen, x0, width } = this;
      const y = this.y + 20;
      pen.rule(x0, y, x0 + width * 0.42, y, 0.6);
      pen.rule(x0 + width * 0.46, y, x0 + width * 0.78, y, 0.6);
      pen.rule(x0 + width * 0.82, y, x0 + width, y, 0.6);
      pen.text(x0, y + 2, `${s.label} Signature`, { size: 6.5 });
      pen.text(x0 + width * 0.46, y + 2, 'Print Name', { size: 6.5 });
      pen.text(x0 + width * 0.82, y + 2, 'Date', { size: 6.5 });
      pen.value(`${s.label} Print Name`, x0 + width * 0.46, y - 16, width * 0.32, 16, s.name);
      pen.value(`${s.label} Date`, x0 + width * 0.82, y - 16, width * 0.18, 16, s.date);
      this.y += 34;
    }
  }
}
