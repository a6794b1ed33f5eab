// Drawing surface for set 234: pre-printed form text, and the filled values in one of three styles (typed page text,
// handwriting in URW Z003, or AcroForm fields with their own appearance streams). Records every filled value.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string; text: string; page: number; box: Box;
  via: 'typed' | 'handwritten' | 'acroform' | 'mark';
  /** Truth paths and their values; empty for a repeat of a value printed elsewhere. */
  fields: Record<string, unknown>;
  acroform_field?: string;
  /** A checked AcroForm checkbox's on-state. */
  acroform_value?: string;
}
export interface Decoy { key: string; text: string; page: number; box: Box; acroform_field?: string }

const Z003 = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_W = 612, PAGE_H = 792;
type Fields = Record<string, unknown> | null;

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Decoy[] = [];
  private readonly names = new Map<string, number>();
  private helv: unknown = null;
  private readonly hand: string;
  readonly style: Style;
  /** Layout decisions (the same for every style of a seed). */
  readonly rng: Rng;
  /** Pen jitter of the handwritten style only. */
  private readonly jitter: Rng;

  constructor(style: Style, rng: Rng, jitter: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.jitter = jitter;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Title: title, Producer: 'PDFKit', Creator: 'Set234 Forms', CreationDate: new Date(Date.UTC(2025, 2, 3, 15, 0, 0)) } });
    this.hand = existsSync(Z003) ? 'Hand' : 'Times-Italic';
    if (existsSync(Z003)) this.doc.registerFont('Hand', Z003);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const d = this.doc as any;
      this.helv = d._font.ref();
      d._root.data.AcroForm.data.NeedAppearances = false;
      d._root.data.AcroForm.data.DR.Font.Helv = this.helv;
      d._root.data.AcroForm.data.DA = new String('/Helv 0 Tf 0 g');
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Pre-printed text (labels, headings, legal text). */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify'; lineGap?: number } = {}): number {
    const d = this.doc;
    d.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    const opts: PDFKit.Mixins.TextOptions = { lineBreak: o.width !== undefined, lineGap: o.lineGap ?? 0, ...(o.width !== undefined ? { width: o.width, align: o.align ?? 'left' } : {}) };
    d.text(s, x, y, opts);
    return o.width !== undefined ? d.heightOfString(s, opts) : (o.size ?? 8) * 1.15;
  }

  /** Pre-printed text that names a party or an amount that is not the application's (funder, agreement terms). */
  printedDecoy(key: string, s: string, x: number, y: number, o: { size?: number; font?: string } = {}): void {
    const size = o.size ?? 8;
    this.text(s, x, y, o);
    const w = this.doc.font(o.font ?? 'Helvetica').fontSize(size).widthOfString(s);
    this.decoys.push({ key, text: s, page: this.page, box: this.box(x, y, w, size * 1.2) });
  }

  line(x0: number, y0: number, x1: number, y1: number, w = 0.6, color = '#000'): void {
    this.doc.moveTo(x0, y0).lineTo(x1, y1).lineWidth(w).strokeColor(color).stroke();
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.rect(x, y, w, h).lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.strokeColor(o.stroke ?? '#000').stroke();
  }

  /** PDF box (origin bottom left) of a pdfkit rectangle (origin top left). */
  box(x: number, y: number, w: number, h: number): Box {
    const r = (v: number): number => Math.round(v * 100) / 100;
    return [r(x), r(PAGE_H - y - h), r(x + w), r(PAGE_H - y)];
  }

  private fieldName(base: string): string {
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  /**
   * A filled value in the blank at (x, y) (top of the writing line area, `w` wide, `h` high). `fields` null makes it
   * a decoy; `{}` a repeat of a value given elsewhere. Blank text draws nothing (and, fillable, an empty field).
   */
  fill(key: string, text: string, x: number, y: number, w: number, fields: Fields, o: { h?: number; size?: number } = {}): void {
    const h = o.h ?? 14;
    const size = o.size ?? 9;
    if (this.style === 'fillable') {
      const name = this.fieldName(key.replace(/[^A-Za-z0-9_]/g, '_'));
      this.textField(name, text, x, y, w, h, size);
      if (text) this.record(key, text, x, y, w, h, fields, 'acroform', name);
      return;
    }
    if (!text) return;
    const d = this.doc;
    if (this.style === 'typed') {
      let s = size;
      d.font('Helvetica');
      while (s > 5 && d.fontSize(s).widthOfString(text) > w - 2) s -= 0.5;
      d.fontSize(s).fillColor('#111').text(text, x + 2, y + h - s - 1.5, { lineBreak: false });
      this.record(key, text, x, y, Math.min(w, d.widthOfString(text) + 4), h, fields, 'typed');
      return;
    }
    let s = size + 3;
    d.font(this.hand);
    while (s > 7 && d.fontSize(s).widthOfString(text) > w - 6) s -= 0.5;
    const ang = this.jitter.float(-2.2, 2.2), dx = this.jitter.float(0, 5), dy = this.jitter.float(-1.5, 1);
    const tx = x + 2 + dx, ty = y + h - s - 0.5 + dy;
    d.save().rotate(ang, { origin: [tx, ty + s] }).fontSize(s).fillColor('#1a2a6c').text(text, tx, ty, { lineBreak: false }).restore();
    this.record(key, text, x, y - 2, Math.min(w, d.widthOfString(text) + dx + 6), h + 4, fields, 'handwritten');
  }

  /** A checkbox with its label; when checked, the mark is a letter X (typed), pen strokes (handwritten) or an AcroForm on-state. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Fields, size = 8): number {
    const d = this.doc;
    this.rect(x, y, size, size, { lw: 0.7 });
    this.text(label, x + size + 3, y + 0.5, { size: 7.5 });
    const labelW = d.font('Helvetica').fontSize(7.5).widthOfString(label);
    if (this.style === 'fillable') {
      const name = this.fieldName(key.replace(/[^A-Za-z0-9_]/g, '_'));
      this.checkField(name, checked, x, y, size);
      if (checked) this.record(key, label, x, y, size, size, fields, 'acroform', name, 'Yes');
    } else if (checked) {
      if (this.style === 'typed') {
        d.font('Helvetica-Bold').fontSize(size).fillColor('#111').text('X', x + 1.2, y + 0.6, { lineBreak: false });
      } else {
        const j = (): number => this.jitter.float(-1.2, 1.2);
        d.save().lineWidth(1.1).strokeColor('#1a2a6c').lineCap('round');
        d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + size + 1 + j(), y + size + 1 + j()).stroke();
        d.moveTo(x + size + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + size + 1 + j()).stroke();
        d.restore();
      }
      this.record(key, label, x, y, size, size, fields, 'mark');
    }
    return size + 3 + labelW + 10;
  }

  private record(key: string, text: string, x: number, y: number, w: number, h: number, fields: Fields, via: Placed['via'], acro?: string, on?: string): void {
    const box = this.box(x, y, w, h);
    if (fields === null) this.decoys.push({ key, text, page: this.page, box, ...(acro ? { acroform_field: acro } : {}) });
    else this.placed.push({ key, text, page: this.page, box, via, fields, ...(acro ? { acroform_field: acro } : {}), ...(on ? { acroform_value: on } : {}) });
  }

  private stream(w: number, h: number, content: string, font: boolean): unknown {
    const ref = (this.doc as any).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(font ? { Resources: { Font: { Helv: this.helv } } } : {}) });
    ref.write(content);
    ref.end();
    return ref;
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc;
    let s = size;
    d.font('Helvetica');
    while (s > 5 && d.fontSize(s).widthOfString(text) > w - 4) s -= 0.5;
    const esc = [...text].map((c) => {
      const code = c.charCodeAt(0);
      if (c === '(' || c === ')' || c === '\\') return `\\${c}`;
      return code > 126 ? `\\${code.toString(8).padStart(3, '0')}` : c;
    }).join('');
    const ap = this.stream(w, h, `/Tx BMC q BT /Helv ${s} Tf 0 g 2 ${((h - s) / 2 + 1.5).toFixed(2)} Td (${esc}) Tj ET Q EMC`, true);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DV: new String(''), DA: new String(`/Helv ${s} Tf 0 g`), AP: { N: ap },
      MK: { BG: [0.93, 0.95, 1] } });
  }

  private checkField(name: string, on: boolean, x: number, y: number, s: number): void {
    const yes = this.stream(s, s, `q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`, false);
    const off = this.stream(s, s, '', false);
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } },
      DA: new String('/Helv 0 Tf 0 g'), MK: { CA: new String('8') } });
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as any;
    d.annotate(x, y, w, h, { ...dict, Subtype: 'Widget', F: 4, P: d.page.dictionary });
    const ref = d.page.annotations[d.page.annotations.length - 1];
    d._root.data.AcroForm.data.Fields.push(ref);
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
