// Drawing one form of set 268 in pdfkit: printed labels, and applicant values drawn by style (typed text, Z003 ink,
// or hand-built AcroForm widgets), each value recorded with the truth paths it gives.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];

export interface Loc268 {
  fields: string[];
  page: number;
  box: Box;
  text: string;
  via: 'text' | 'widget' | 'mark';
  acroform_field?: string;
  /** A checked box: `text` is the printed label of the option, not an entered value. */
  checkbox?: boolean;
}
export interface Decoy268 { key: string; text: string; page: number; box: Box; acroform_field?: string }

export interface Theme {
  accent: string;
  labelFont: string;
  labelBold: string;
  valueFont: string;
  labelPos: 'above' | 'left';
  /** Draw a frame around each cell (else an underline). */
  boxed: boolean;
  shade: string | null;
}

export interface Cell {
  label: string;
  /** Width in points; the last cell of a row takes what is left when 0. */
  w: number;
  value: string | null;
  key: string;
  /** Truth paths and values this printed value gives; absent for a decoy. */
  fields?: Record<string, unknown>;
}

export interface CheckOpt { label: string; checked: boolean; key: string; fields?: Record<string, unknown> }

const HAND_OTF = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const HAND_T1 = '/usr/share/fonts/type1/urw-base35/Z003-MediumItalic.t1';
const PAGE_H = 792;
const LEFT = 40;
const RIGHT = 572;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  y = 36;
  readonly locations: Loc268[] = [];
  readonly decoys: Decoy268[] = [];
  /** Values recorded as a truth path -> value (assembled into the application afterwards). */
  readonly values = new Map<string, unknown>();
  private readonly fields: PDFKit.PDFKitReference[] = [];
  private helv: PDFKit.PDFKitReference | null = null;
  private readonly ink: string;
  private readonly names = new Set<string>();
  private readonly chunks: Uint8Array[] = [];
  private readonly done: Promise<Uint8Array>;

  readonly style: Style;
  readonly rng: Rng;
  readonly theme: Theme;

  constructor(style: Style, rng: Rng, theme: Theme, title: string) {
    this.style = style;
    this.rng = rng;
    this.theme = theme;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'set268', Creator: 'set268', CreationDate: new Date(Date.UTC(2025, 0, 2)) } });
    this.done = new Promise((resolve) => {
      this.doc.on('data', (c: Uint8Array) => this.chunks.push(c));
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
    });
    if (style === 'handwritten') this.doc.registerFont('hand', existsSync(HAND_OTF) ? HAND_OTF : HAND_T1);
    this.ink = rng.pick(['#1b2a8c', '#151515', '#0a3f8f', '#2b2460', '#12326b']);
  }

  get width(): number { return RIGHT - LEFT; }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    this.y = 36;
  }

  ensure(h: number): void {
    if (this.y + h > PAGE_H - 40) this.newPage();
  }

  label(text: string, x: number, y: number, size = 7, bold = false, color = '#333333', width?: number): void {
    this.doc.font(bold ? this.theme.labelBold : this.theme.labelFont).fontSize(size).fillColor(color);
    this.doc.text(text, x, y, width ? { width, lineBreak: true } : { lineBreak: false });
  }

  header(title: string, sub: string, right: string[]): void {
    const d = this.doc;
    if (this.theme.shade) d.rect(0, 0, 612, 70).fill(this.theme.shade);
    d.rect(LEFT, 26, 6, 36).fill(this.theme.accent);
    this.label(title, LEFT + 14, 26, 17, true, this.theme.accent);
    this.label(sub, LEFT + 14, 48, 8.5, false, '#444444');
    right.forEach((r, i) => this.label(r, 400, 26 + i * 10, 7, false, '#555555'));
    this.y = 82;
  }

  section(title: string): void {
    this.ensure(40);
    const d = this.doc;
    if (this.theme.boxed) {
      d.rect(LEFT, this.y, this.width, 14).fill(this.theme.accent);
      this.label(title.toUpperCase(), LEFT + 4, this.y + 3.5, 8, true, '#ffffff');
    } else {
      this.label(title, LEFT, this.y + 1, 10, true, this.theme.accent);
      d.moveTo(LEFT, this.y + 14).lineTo(RIGHT, this.y + 14).lineWidth(0.8).strokeColor(this.theme.accent).stroke();
    }
    this.y += 18;
  }

  para(text: string, size = 6.8): void {
    this.y += 4;
    this.doc.font(this.theme.labelFont).fontSize(size);
    const h = this.doc.heightOfString(text, { width: this.width });
    this.ensure(h + 6);
    this.label(text, LEFT, this.y, size, false, '#333333', this.width);
    this.y += h + 6;
  }

  row(cells: Cell[], h = 24): void {
    this.ensure(h + 2);
    let x = LEFT;
    cells.forEach((c, i) => {
      const w = c.w > 0 && i < cells.length - 1 ? c.w : (c.w > 0 ? Math.min(c.w, RIGHT - x) : RIGHT - x);
      this.cell(c, x, this.y, w, h);
      x += w;
    });
    this.y += h;
  }

  private cell(c: Cell, x: number, y: number, w: number, h: number): void {
    const d = this.doc;
    if (this.theme.boxed) d.rect(x, y, w, h).lineWidth(0.5).strokeColor('#777777').stroke();
    if (this.theme.labelPos === 'above') {
      this.label(c.label, x + 2, y + 2, 6.5);
      if (!this.theme.boxed) d.moveTo(x + 2, y + h - 2).lineTo(x + w - 4, y + h - 2).lineWidth(0.5).strokeColor('#777777').stroke();
      this.value(c, x + 3, y + 10, w - 6, h - 11);
    } else {
      d.font(this.theme.labelFont).fontSize(7.5);
      const lw = Math.min(d.widthOfString(c.label) + 6, w * 0.55);
      this.label(c.label, x + 2, y + h / 2 - 3.5, 7.5);
      if (!this.theme.boxed) d.moveTo(x + lw, y + h - 4).lineTo(x + w - 4, y + h - 4).lineWidth(0.5).strokeColor('#777777').stroke();
      this.value(c, x + lw + 1, y + 3, w - lw - 5, h - 6);
    }
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_.]/g, '_');
    let i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  private record(key: string, text: string, box: Box, via: Loc268['via'], fields: Record<string, unknown> | undefined, acro?: string,
    checkbox = false): void {
    if (fields && Object.keys(fields).length) {
      for (const [p, v] of Object.entries(fields)) {
        if (this.values.has(p) && this.values.get(p) !== v) throw new Error(`${p} recorded twice with different values`);
        this.values.set(p, v);
      }
      this.locations.push({ fields: Object.keys(fields), page: this.page, box, text, via, ...(acro ? { acroform_field: acro } : {}),
        ...(checkbox ? { checkbox } : {}) });
    } else if (text && !checkbox) {
      this.decoys.push({ key, text, page: this.page, box, ...(acro ? { acroform_field: acro } : {}) });
    }
  }

  /** An applicant-entered value in the box (x, y, w, h), top-left origin. */
  value(c: Pick<Cell, 'key' | 'value' | 'fields'>, x: number, y: number, w: number, h: number): void {
    const d = this.doc;
    const text = c.value ?? '';
    const box: Box = [x, PAGE_H - y - h, x + w, PAGE_H - y];
    if (this.style === 'fillable') {
      const name = this.fieldName(c.key);
      this.textWidget(name, text, x, y, w, h);
      this.record(c.key, text, box, 'widget', text ? c.fields : undefined, name);
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      let size = 9;
      d.font(this.theme.valueFont);
      while (size > 5 && d.fontSize(size).widthOfString(text) > w) size -= 0.5;
      d.fillColor('#000000').text(text, x, y + Math.max(0, (h - size) / 2), { lineBreak: false });
    } else {
      let size = this.rng.float(10, 12);
      d.font('hand');
      while (size > 6 && d.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
      const angle = this.rng.float(-2.2, 2.2);
      d.save();
      d.rotate(angle, { origin: [x, y + h / 2] });
      d.fillColor(this.ink);
      let cx = x + this.rng.float(0, 3);
      const words = text.split(' ');
      words.forEach((word, i) => {
        const piece = i < words.length - 1 ? `${word} ` : word;
        d.text(piece, cx, y + Math.max(-2, (h - size) / 2 - 1) + this.rng.float(-1.2, 1.2), { lineBreak: false });
        cx += d.widthOfString(piece) + this.rng.float(0, 1.2);
      });
      d.restore();
    }
    this.record(c.key, text, box, 'text', c.fields);
  }

  /** A row of checkboxes after a label. */
  checks(label: string, opts: CheckOpt[], after?: Cell): void {
    const d = this.doc;
    this.ensure(18);
    this.label(label, LEFT + 2, this.y + 4, 7.5, true);
    d.font(this.theme.labelBold).fontSize(7.5);
    let x = LEFT + Math.max(d.widthOfString(label) + 10, 70);
    for (const o of opts) {
      d.font(this.theme.labelFont).fontSize(7.5);
      const lw = d.widthOfString(o.label);
      if (x + 12 + lw > RIGHT) { this.y += 14; x = LEFT + 70; this.ensure(16); }
      this.box(o, x, this.y + 2.5, 8);
      this.label(o.label, x + 11, this.y + 4, 7.5);
      x += 11 + lw + 12;
    }
    if (after) {
      const w = Math.max(100, RIGHT - x);
      if (RIGHT - x < 100) { this.y += 16; x = LEFT + 70; }
      this.label(after.label, x, this.y + 4, 7.5);
      d.font(this.theme.labelFont).fontSize(7.5);
      const lw = d.widthOfString(after.label) + 4;
      d.moveTo(x + lw, this.y + 13).lineTo(Math.min(RIGHT, x + w), this.y + 13).lineWidth(0.5).strokeColor('#777777').stroke();
      this.value(after, x + lw, this.y, Math.min(RIGHT, x + w) - x - lw, 14);
    }
    this.y += 17;
  }

  /** One checkbox: the square is printed, the mark is the applicant's. */
  box(o: CheckOpt, x: number, y: number, s: number): void {
    const d = this.doc;
    d.rect(x, y, s, s).lineWidth(0.6).strokeColor('#222222').stroke();
    const bx: Box = [x, PAGE_H - y - s, x + s, PAGE_H - y];
    if (this.style === 'fillable') {
      const name = this.fieldName(o.key);
      this.checkWidget(name, o.checked, x, y, s);
      if (o.checked) this.record(o.key, o.label, bx, 'widget', o.fields, name, true);
      return;
    }
    if (!o.checked) return;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(s + 1).fillColor('#000000').text('X', x + 1, y, { lineBreak: false });
      this.record(o.key, o.label, bx, 'text', o.fields, undefined, true);
    } else {
      const j = (): number => this.rng.float(-1, 1);
      d.save().lineWidth(this.rng.float(0.9, 1.4)).strokeColor(this.ink).lineCap('round');
      if (this.rng.chance(0.5)) {
        d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      } else {
        d.moveTo(x + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      }
      d.restore();
      this.record(o.key, o.label, bx, 'mark', o.fields, undefined, true);
    }
  }

  /** A table: header row, then rows of cells (label unused). */
  table(headers: [string, number][], rows: Cell[][], rowH = 16): void {
    const d = this.doc;
    this.ensure(rowH * (rows.length + 1) + 4);
    let x = LEFT;
    d.rect(LEFT, this.y, this.width, 12).fill(this.theme.shade ?? '#e6e6e6');
    for (const [h, w] of headers) { this.label(h, x + 2, this.y + 3, 6.5, true, '#222222'); x += w; }
    this.y += 12;
    for (const r of rows) {
      x = LEFT;
      r.forEach((c, i) => {
        const w = headers[i]![1];
        d.rect(x, this.y, w, rowH).lineWidth(0.4).strokeColor('#999999').stroke();
        this.value(c, x + 2, this.y + 2, w - 4, rowH - 3);
        x += w;
      });
      this.y += rowH;
    }
    this.y += 6;
  }

  gap(h: number): void { this.y += h; }

  private font(): PDFKit.PDFKitReference {
    if (!this.helv) {
      this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end('');
    }
    return this.helv;
  }

  private textWidget(name: string, value: string, x: number, y: number, w: number, h: number): void {
    const d = this.doc;
    const helv = this.font();
    let size = 9;
    d.font('Helvetica');
    while (size > 5 && d.fontSize(size).widthOfString(value) > w - 4) size -= 0.5;
    const esc = value.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: helv } } });
    ap.end(value ? `/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${esc}) Tj ET Q EMC` : '/Tx BMC EMC');
    const widget = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DV: new String(''),
      DA: new String(`/Helv ${size} Tf 0 g`), Rect: [x, PAGE_H - y - h, x + w, PAGE_H - y], F: 4, P: (d.page as any).dictionary,
      AP: { N: ap }, MK: {} } as any);
    widget.end('');
    (d.page as any).annotations.push(widget);
    this.fields.push(widget);
  }

  private checkWidget(name: string, on: boolean, x: number, y: number, s: number): void {
    const d = this.doc;
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    yes.end(`q 0 G 1.1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('q Q');
    const state = on ? 'Yes' : 'Off';
    const widget = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state,
      Rect: [x, PAGE_H - y - s, x + s, PAGE_H - y], F: 4, P: (d.page as any).dictionary, AP: { N: { Yes: yes, Off: off } },
      MK: { CA: new String('8') } } as any);
    widget.end('');
    (d.page as any).annotations.push(widget);
    this.fields.push(widget);
  }

  async finish(): Promise<Uint8Array> {
    const d = this.doc;
    if (this.style === 'fillable') {
      const helv = this.font();
      const acro = d.ref({ Fields: this.fields, NeedAppearances: false, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: helv } } } as any);
      // pdfkit's end() closes the catalog's /AcroForm itself (endAcroForm), merging these fonts into /DR.
      (d as any)._acroform = { fonts: { Helv: helv }, defaultFont: helv };
      (d as any)._root.data.AcroForm = acro;
    }
    d.end();
    return this.done;
  }
}
