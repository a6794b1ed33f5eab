// A small layout engine over Sheet: sections, rows of labelled cells, checkbox rows, fine print, page breaks.
// Each layout's Theme gives it its own look (label above the value in a box, or left of an underline; heading bars ...).
import type { Sheet, Val } from './sheet.ts';

export interface Theme {
  accent: string;
  labelFont: string;
  headFont: string;
  labelPos: 'above' | 'left';
  box: 'rect' | 'underline' | 'shaded';
  heading: 'bar' | 'rule' | 'tab';
  labelSize: number;
}
/** A cell: its label, its share of the row's width, its value (null = blank) and AcroForm name. */
export interface Cell { label: string; w: number; v: Val | null; name: string; decoy?: string }
export interface Opt { label: string; checked: boolean; keys?: Record<string, unknown> }

export class Grid {
  y = 36;
  readonly x0 = 36;
  readonly width = 540;
  readonly bottom = 750;
  readonly s: Sheet;
  readonly t: Theme;
  constructor(s: Sheet, t: Theme) { this.s = s; this.t = t; }

  ensure(h: number): void {
    if (this.y + h > this.bottom) { this.s.addPage(); this.y = 40; }
  }

  section(title: string): void {
    this.ensure(60);
    const { doc } = this.s;
    const t = this.t;
    this.y += 6;
    if (t.heading === 'bar') {
      doc.rect(this.x0, this.y, this.width, 14).fill(t.accent);
      this.s.text(title.toUpperCase(), this.x0 + 5, this.y + 3.5, 8.5, t.headFont, 'white');
      this.y += 18;
    } else if (t.heading === 'tab') {
      const w = doc.font(t.headFont).fontSize(9).widthOfString(title) + 16;
      doc.rect(this.x0, this.y, w, 14).fill(t.accent);
      this.s.text(title, this.x0 + 8, this.y + 3.5, 9, t.headFont, 'white');
      doc.moveTo(this.x0, this.y + 14).lineTo(this.x0 + this.width, this.y + 14).lineWidth(1).strokeColor(t.accent).stroke();
      this.y += 18;
    } else {
      this.s.text(title, this.x0, this.y, 10.5, t.headFont, t.accent);
      doc.moveTo(this.x0, this.y + 13).lineTo(this.x0 + this.width, this.y + 13).lineWidth(0.8).strokeColor(t.accent).stroke();
      this.y += 17;
    }
  }

  row(cells: Cell[]): void {
    const h = this.t.labelPos === 'above' ? 25 : 19;
    this.ensure(h + 2);
    const total = cells.reduce((a, c) => a + c.w, 0);
    let x = this.x0;
    for (const c of cells) {
      const w = (c.w / total) * this.width;
      this.cell(c, x, w, h);
      x += w;
    }
    this.y += h + (this.t.labelPos === 'above' ? 0 : 3);
  }

  private cell(c: Cell, x: number, w: number, h: number): void {
    const { doc } = this.s;
    const t = this.t;
    if (t.labelPos === 'above') {
      if (t.box === 'shaded') doc.rect(x + 1, this.y + 1, w - 2, h - 2).fill('#eef2f4');
      doc.lineWidth(0.5).strokeColor('#555555').rect(x, this.y, w, h).stroke();
      this.s.text(c.label, x + 2.5, this.y + 2, t.labelSize, t.labelFont, '#333333');
      this.s.value(c.v, x + 3, this.y + 11.5, w - 6, c.name, c.decoy, 9);
    } else {
      const lw = doc.font(t.labelFont).fontSize(t.labelSize).widthOfString(c.label) + 4;
      this.s.text(c.label, x, this.y + 6, t.labelSize, t.labelFont, '#222222');
      doc.moveTo(x + lw, this.y + h - 2).lineTo(x + w - 8, this.y + h - 2).lineWidth(0.5).strokeColor('#444444').stroke();
      this.s.value(c.v, x + lw + 2, this.y + 5, w - lw - 10, c.name, c.decoy, 9.5);
    }
  }

  /** A label then a row of checkboxes; the checked one's keys go to the truth. */
  checks(label: string, opts: Opt[], name: string, other?: { v: Val | null; w: number }): void {
    this.ensure(22);
    if (this.t.labelPos === 'above') this.y += 4;
    const lx = this.x0 + (label ? this.s.doc.font(this.t.labelFont).fontSize(8.5).widthOfString(label) + 10 : 0);
    if (label) this.s.text(label, this.x0, this.y + 1, 8.5, this.t.labelFont);
    let x = lx;
    for (const [i, o] of opts.entries()) x = this.s.check(o.checked, x, this.y, o.label, `${name}_${i}`, o.keys ?? {});
    if (other) {
      this.s.doc.moveTo(x - 9, this.y + 10).lineTo(x - 9 + other.w, this.y + 10).lineWidth(0.5).strokeColor('#444444').stroke();
      this.s.value(other.v, x - 8, this.y, other.w - 2, `${name}_other`);
    }
    this.y += 17;
  }

  para(text: string, size = 6.8, color = '#333333'): void {
    const { doc } = this.s;
    doc.font('Helvetica').fontSize(size);
    const h = doc.heightOfString(text, { width: this.width });
    this.ensure(h + 4);
    doc.fillColor(color).text(text, this.x0, this.y, { width: this.width, align: 'justify' });
    this.y += h + 5;
  }

  gap(h: number): void { this.y += h; }
}
