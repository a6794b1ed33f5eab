// Independent set 33: draws a blank application page from rows of cells and records where each value goes (slots).
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

export interface Cell { label: string; key: string; w: number }
export type Row =
  | { kind: 'cells'; cells: Cell[] }
  | { kind: 'checks'; label: string; key: string; options: string[]; other?: string }
  | { kind: 'para'; text: string; size?: number }
  | { kind: 'table'; title: string; cols: string[]; keys: string[][] }
  | { kind: 'sign'; owners: number };
export interface Section { title: string; rows: Row[] }

export interface Look {
  font: string; bold: string; label: number; cell: 'box' | 'line' | 'above'; accent: string;
  head: 'bar' | 'rule' | 'plain'; rowH: number;
}

/** Where a value is written: the text box (top-left origin, pdfkit space) or a checkbox option's square. */
export interface Slot { key: string; page: number; x: number; y: number; w: number; h: number; check?: boolean }

const M = 40, W = 532;

export class FormPage {
  y: number;
  slots: Slot[] = [];
  private doc: Doc;
  private look: Look;
  private page: number;
  constructor(doc: Doc, look: Look, page: number, top: number) { this.doc = doc; this.look = look; this.page = page; this.y = top; }

  section(s: Section): void {
    const d = this.doc, L = this.look;
    this.y += 6;
    if (L.head === 'bar') {
      d.rect(M, this.y, W, 15).fill(L.accent);
      d.fillColor('#ffffff').font(L.bold).fontSize(9).text(s.title.toUpperCase(), M + 5, this.y + 4, { lineBreak: false });
      this.y += 17;
    } else if (L.head === 'rule') {
      d.fillColor(L.accent).font(L.bold).fontSize(10).text(s.title, M, this.y, { lineBreak: false });
      d.moveTo(M, this.y + 13).lineTo(M + W, this.y + 13).lineWidth(1.2).strokeColor(L.accent).stroke();
      this.y += 17;
    } else {
      d.fillColor('#000000').font(L.bold).fontSize(10.5).text(s.title, M, this.y, { lineBreak: false, underline: true });
      this.y += 16;
    }
    d.fillColor('#000000').strokeColor('#000000').lineWidth(0.6);
    for (const r of s.rows) this.row(r);
  }

  private row(r: Row): void {
    if (r.kind === 'cells') this.cells(r.cells);
    else if (r.kind === 'checks') this.checks(r);
    else if (r.kind === 'para') this.para(r.text, r.size ?? 6.8);
    else if (r.kind === 'table') this.table(r);
    else this.sign(r.owners);
  }

  private cells(cells: Cell[]): void {
    const d = this.doc, L = this.look, h = L.rowH;
    let x = M;
    for (const c of cells) {
      const w = c.w * W;
      d.font(L.font).fontSize(L.label).fillColor('#222222');
      if (L.cell === 'box') {
        d.rect(x, this.y, w, h).lineWidth(0.6).strokeColor('#444444').stroke();
        d.text(c.label, x + 2.5, this.y + 2, { lineBreak: false });
        this.slots.push({ key: c.key, page: this.page, x: x + 4, y: this.y + L.label + 3, w: w - 8, h: h - L.label - 4 });
      } else if (L.cell === 'line') {
        const lw = d.widthOfString(c.label + ' ') + 2;
        d.text(c.label, x, this.y + h - L.label - 4, { lineBreak: false });
        d.moveTo(x + lw, this.y + h - 3).lineTo(x + w - 8, this.y + h - 3).lineWidth(0.5).strokeColor('#333333').stroke();
        this.slots.push({ key: c.key, page: this.page, x: x + lw + 3, y: this.y + 3, w: w - lw - 12, h: h - 6 });
      } else {
        d.moveTo(x, this.y + h - 10).lineTo(x + w - 8, this.y + h - 10).lineWidth(0.5).strokeColor('#333333').stroke();
        d.text(c.label, x, this.y + h - 8, { lineBreak: false });
        this.slots.push({ key: c.key, page: this.page, x: x + 3, y: this.y + 2, w: w - 14, h: h - 12 });
      }
      x += w;
    }
    this.y += h + (L.cell === 'box' ? 0 : 2);
  }

  private checks(r: Extract<Row, { kind: 'checks' }>): void {
    const d = this.doc, L = this.look;
    d.font(L.font).fontSize(L.label + 1).fillColor('#222222');
    d.text(r.label, M + 2, this.y + 4, { lineBreak: false });
    let x = M + 8 + d.widthOfString(r.label);
    for (const o of r.options) {
      d.rect(x, this.y + 3, 8, 8).lineWidth(0.6).strokeColor('#333333').stroke();
      this.slots.push({ key: `${r.key}=${o}`, page: this.page, x, y: this.y + 3, w: 8, h: 8, check: true });
      d.text(o, x + 11, this.y + 4, { lineBreak: false });
      x += 20 + d.widthOfString(o);
    }
    if (r.other) {
      d.moveTo(x, this.y + 12).lineTo(M + W - 4, this.y + 12).lineWidth(0.5).stroke();
      this.slots.push({ key: r.other, page: this.page, x: x + 2, y: this.y - 2, w: M + W - x - 6, h: 13 });
    }
    if (L.cell === 'box') d.rect(M, this.y, W, 15).lineWidth(0.6).strokeColor('#444444').stroke();
    this.y += 16;
  }

  private para(text: string, size: number): void {
    const d = this.doc;
    d.font(this.look.font).fontSize(size).fillColor('#333333');
    const h = d.heightOfString(text, { width: W });
    d.text(text, M, this.y + 2, { width: W, align: 'justify' });
    this.y += h + 5;
  }

  private table(r: Extract<Row, { kind: 'table' }>): void {
    const d = this.doc, L = this.look, cw = W / r.cols.length, h = 15;
    d.font(L.bold).fontSize(L.label + 0.5).fillColor('#222222').text(r.title, M, this.y + 1, { lineBreak: false });
    this.y += 11;
    r.cols.forEach((c, i) => { d.rect(M + i * cw, this.y, cw, 12).fillAndStroke('#eeeeee', '#555555'); d.fillColor('#222222').font(L.font).text(c, M + i * cw + 3, this.y + 3, { lineBreak: false }); });
    this.y += 12;
    for (const keys of r.keys) {
      keys.forEach((k, i) => {
        d.rect(M + i * cw, this.y, cw, h).lineWidth(0.5).strokeColor('#555555').stroke();
        this.slots.push({ key: k, page: this.page, x: M + i * cw + 4, y: this.y + 2, w: cw - 8, h: h - 3 });
      });
      this.y += h;
    }
    this.y += 3;
  }

  private sign(owners: number): void {
    const d = this.doc, L = this.look, w = W / 2;
    for (let i = 0; i < owners; i++) {
      const x = M + (i % 2) * w, y = this.y + Math.floor(i / 2) * 54;
      d.font(L.font).fontSize(L.label).fillColor('#222222');
      d.moveTo(x, y + 20).lineTo(x + w - 90, y + 20).moveTo(x + w - 80, y + 20).lineTo(x + w - 12, y + 20).lineWidth(0.5).strokeColor('#333333').stroke();
      d.text(`Signature (Owner ${i + 1})`, x, y + 22, { lineBreak: false }).text('Date', x + w - 80, y + 22, { lineBreak: false });
      d.moveTo(x, y + 46).lineTo(x + w - 12, y + 46).stroke();
      d.text('Print Name', x, y + 48, { lineBreak: false });
      this.slots.push({ key: `o${i}.sigdate`, page: this.page, x: x + w - 78, y: y + 6, w: 64, h: 12 });
      this.slots.push({ key: `o${i}.signame`, page: this.page, x: x + 3, y: y + 33, w: w - 20, h: 12 });
      this.slots.push({ key: `o${i}.sig`, page: this.page, x: x + 6, y: y + 2, w: w - 100, h: 17 });
    }
    this.y += Math.ceil(owners / 2) * 54 + 4;
  }
}

export const MARGIN = M, WIDTH = W;
