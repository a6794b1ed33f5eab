// A printed spreadsheet on pdfkit: gridlines, column letters, row numbers, merged cells, and a pen that puts each value
// in its cell as page text (typed), as handwriting (rotated, shifted, script font) or only as an AcroForm field
// (fillable, with /V and an appearance stream), recording where each value went.
import PDFDocument from 'pdfkit';
import { existsSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed {
  key: string; page: number; box: Box; text: string; fields: Record<string, unknown>;
  via: 'text' | 'acroform' | 'mark'; acroform_field?: string; acroform_value?: string;
}
export interface Cell { x: number; y: number; w: number; h: number }

const SCRIPT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const HAND_FONT = existsSync(SCRIPT) ? SCRIPT : 'Times-Italic';
const ZERO_DATE = new Date(Date.UTC(2025, 4, 5));
type Internals = { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } }; _font: { id: string; ref(): unknown };
  page: { annotations: unknown[] }; ref(d: object): { end(s?: string): void } };

/** PDF string literal for an appearance stream (ASCII only). */
const lit = (s: string): string => `(${s.replace(/[\\()]/g, (c) => '\\' + c)})`;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private n = 0;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  readonly style: Style;
  readonly W: number;
  readonly H: number;
  private pen: Rng;
  constructor(style: Style, pen: Rng, W: number, H: number, title: string, creator: string) {
    this.style = style; this.pen = pen; this.W = W; this.H = H;
    this.doc = new PDFDocument({ autoFirstPage: false, size: [W, H], margin: 0, compress: true,
      info: { Title: title, Creator: creator, Producer: 'Microsoft Excel', CreationDate: ZERO_DATE, ModDate: ZERO_DATE } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
    if (style === 'handwritten') this.doc.registerFont('Hand', HAND_FONT);
  }
  newPage(): void { this.doc.addPage({ size: [this.W, this.H], margin: 0 }); this.page++; }
  async end(): Promise<Uint8Array> { this.doc.end(); await this.done; return new Uint8Array(Buffer.concat(this.chunks)); }

  /** Static page text (labels, headers): always page text, in every style. */
  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    const d = this.doc;
    d.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    d.text(text, x, y, { lineBreak: false, ...(o.width ? { width: o.width, align: o.align ?? 'left' } : {}) });
  }
  /** Grid of cells: column widths, row height, optional column letters above and row numbers to the left. */
  grid(x0: number, y0: number, cols: number[], rowH: number, rows: number, o: { letters?: boolean; numbers?: number; color?: string; firstCol?: number } = {}): (c: number, r: number, span?: number) => Cell {
    const d = this.doc, color = o.color ?? '#c8c8c8';
    const xs = cols.reduce<number[]>((a, w) => [...a, a[a.length - 1]! + w], [x0]);
    const right = xs[xs.length - 1]!, bottom = y0 + rows * rowH;
    d.lineWidth(0.4).strokeColor(color);
    for (let r = 0; r <= rows; r++) d.moveTo(x0, y0 + r * rowH).lineTo(right, y0 + r * rowH).stroke();
    for (const x of xs) d.moveTo(x, y0).lineTo(x, bottom).stroke();
    if (o.letters) {
      d.rect(x0, y0 - 12, right - x0, 12).fillAndStroke('#eeeeee', color);
      cols.forEach((w, i) => this.label(String.fromCharCode(65 + (o.firstCol ?? 0) + i), xs[i]!, y0 - 10, { size: 7, width: w, align: 'center', color: '#555' }));
    }
    if (o.numbers !== undefined) {
      d.rect(x0 - 18, y0, 18, rows * rowH).fillAndStroke('#eeeeee', color);
      for (let r = 0; r < rows; r++) this.label(String(o.numbers + r), x0 - 18, y0 + r * rowH + (rowH - 7) / 2, { size: 6.5, width: 16, align: 'right', color: '#555' });
    }
    return (c, r, span = 1) => ({ x: xs[c]!, y: y0 + r * rowH, w: xs[c + span]! - xs[c]!, h: rowH });
  }
  /** A merged, filled cell with a centered heading (erases the gridlines under it). */
  merged(cell: Cell, text: string, fill: string, color = '#000', size = 9): void {
    this.doc.rect(cell.x, cell.y, cell.w, cell.h).fillAndStroke(fill, '#9a9a9a');
    this.label(text, cell.x, cell.y + (cell.h - size) / 2 + 1, { size, bold: true, color, width: cell.w, align: 'center' });
  }
  private toBox(x0: number, y0: number, x1: number, y1: number): Box {
    const r = (v: number) => Math.round(v * 100) / 100;
    return [r(x0), r(this.H - y1), r(x1), r(this.H - y0)];
  }
  decoy(key: string, cell: Cell, text: string, o: { align?: 'left' | 'right'; size?: number } = {}): void { this.value(key, cell, text, {}, o); }
  /** One value in a cell. `fields` empty means a decoy. */
  value(key: string, cell: Cell, text: string, fields: Record<string, unknown>, o: { align?: 'left' | 'right'; size?: number } = {}): void {
    if (!text) return;
    const d = this.doc, list = Object.keys(fields).length ? this.placed : this.decoys;
    let size = o.size ?? 8.5;
    if (this.style === 'fillable') {
      d.font('Helvetica');
      while (size > 5 && d.fontSize(size).widthOfString(text) > cell.w - 4) size -= 0.25;
      const name = `${key}_${++this.n}`;
      const tw = d.fontSize(size).widthOfString(text), tx = o.align === 'right' ? cell.w - 2 - tw : 2;
      const I = d as unknown as Internals;
      const ap = I.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, cell.w, cell.h], Resources: { Font: { [I._font.id]: I._font.ref() } } });
      ap.end(`/Tx BMC q BT /${I._font.id} ${size} Tf 0 g ${tx.toFixed(2)} ${((cell.h - size * 0.7) / 2).toFixed(2)} Td ${lit(text)} Tj ET Q EMC`);
      d.annotate(cell.x, cell.y, cell.w, cell.h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text),
        DA: new String(`/${I._font.id} ${size} Tf 0 g`), F: 4, AP: { N: ap }, ...(o.align === 'right' ? { Q: 2 } : {}) } as unknown as PDFKit.Mixins.AnnotationOption);
      I._root.data.AcroForm.data.Fields.push(I.page.annotations[I.page.annotations.length - 1]);
      list.push({ key, page: this.page, box: this.toBox(cell.x, cell.y, cell.x + cell.w, cell.y + cell.h), text, fields, via: 'acroform', acroform_field: name });
      return;
    }
    if (this.style === 'typed') {
      d.font('Helvetica');
      while (size > 5 && d.fontSize(size).widthOfString(text) > cell.w - 5) size -= 0.25;
      const tw = d.widthOfString(text), x = o.align === 'right' ? cell.x + cell.w - 3 - tw : cell.x + 3, y = cell.y + (cell.h - size) / 2 + 0.5;
      d.fillColor('#000').text(text, x, y, { lineBreak: false });
      list.push({ key, page: this.page, box: this.toBox(x - 1, y - 1, x + tw + 1, y + size * 1.2), text, fields, via: 'text' });
      return;
    }
    size = (o.size ?? 8.5) + 2;
    d.font('Hand');
    while (size > 6 && d.fontSize(size).widthOfString(text) > cell.w - 10) size -= 0.25;
    const tw = d.widthOfString(text), th = size;
    const angle = this.pen.float(-2.5, 2.5), dx = this.pen.float(1, 5), dy = this.pen.float(-1.5, 1.5);
    const x = o.align === 'right' ? cell.x + cell.w - 4 - tw - dx + 3 : cell.x + dx, y = cell.y + (cell.h - th) / 2 + dy - 0.5;
    d.save().rotate(angle, { origin: [x, y + th * 0.8] }).fillColor(this.pen.pick(['#1a2a8a', '#10206a', '#222244'])).text(text, x, y, { lineBreak: false }).restore();
    // The rotated rectangle's bounds.
    const a = (angle * Math.PI) / 180, cx = x, cy = y + th * 0.8;
    const pts = [[x, y], [x + tw, y], [x, y + th * 1.2], [x + tw, y + th * 1.2]].map(([px, py]) =>
      [cx + (px! - cx) * Math.cos(a) - (py! - cy) * Math.sin(a), cy + (px! - cx) * Math.sin(a) + (py! - cy) * Math.cos(a)] as const);
    list.push({ key, page: this.page, box: this.toBox(Math.min(...pts.map((p) => p[0])) - 1, Math.min(...pts.map((p) => p[1])) - 1,
      Math.max(...pts.map((p) => p[0])) + 1, Math.max(...pts.map((p) => p[1])) + 1), text, fields, via: 'text' });
  }
  /** A checkbox (s points square at x, y) with its option label to the right; a checked one records `fields`. */
  check(key: string, x: number, y: number, label: string, checked: boolean, fields: Record<string, unknown>, s = 7.5): number {
    const d = this.doc;
    d.lineWidth(0.6).strokeColor('#333').rect(x, y, s, s).stroke();
    this.label(label, x + s + 3, y + (s - 7.5) / 2 + 0.5, { size: 7.5 });
    const lw = d.font('Helvetica').fontSize(7.5).widthOfString(label);
    const end = x + s + 3 + lw;
    const record = checked && Object.keys(fields).length > 0;
    if (this.style === 'fillable') {
      const I = d as unknown as Internals, on = 'Yes', name = `${key}_${slug(label)}_${++this.n}`;
      const onAp = I.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      onAp.end(`q 0 G 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const offAp = I.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      offAp.end('');
      d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? on : 'Off', AS: checked ? on : 'Off', F: 4,
        MK: { CA: new String('8') }, AP: { N: { [on]: onAp, Off: offAp } } } as unknown as PDFKit.Mixins.AnnotationOption);
      I._root.data.AcroForm.data.Fields.push(I.page.annotations[I.page.annotations.length - 1]);
      if (record) this.placed.push({ key, page: this.page, box: this.toBox(x, y, end, y + s), text: label, fields, via: 'acroform', acroform_field: name, acroform_value: on });
      return end;
    }
    if (!checked) return end;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(7).fillColor('#000').text('X', x + (s - 4.7) / 2, y + 0.6, { lineBreak: false });
    } else {
      const mark = this.pen.pick(['x', 'tick', 'ring'] as const), j = () => this.pen.float(-0.8, 0.8);
      d.save().lineWidth(1.1).strokeColor('#1a2a8a');
      if (mark === 'x') d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
      else if (mark === 'tick') d.moveTo(x + 1 + j(), y + s / 2 + j()).lineTo(x + s / 2.5, y + s - 0.5).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      else d.ellipse((x + end) / 2, y + s / 2, (end - x) / 2 + 4, s / 2 + 3).stroke();
      d.restore();
    }
    if (record) this.placed.push({ key, page: this.page, box: this.toBox(x - 1, y - 1, end + 1, y + s + 1), text: label, fields, via: 'mark' });
    return end;
  }
}
const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '');
