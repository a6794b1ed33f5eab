// A page canvas over pdfkit that places values in one of three styles (typed page text, handwriting-like rotated text,
// AcroForm fields with their own appearance streams) and records where each value and each decoy went.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Decoy } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed240 {
  key: string;
  /** Truth paths this value gives, with their values; empty for context values (signature names, phones). */
  fields: Record<string, unknown>;
  text: string; page: number; box: Box;
  via: 'text' | 'drawn' | 'acroform';
  acroform_field?: string; acroform_value?: string;
}

const Z003 = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_H = 792;
export const PAGE_W = 612;

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed240[] = [];
  readonly decoys: Decoy[] = [];
  page = 0;
  private names = new Map<string, number>();
  private helvRef: unknown;
  private helvId = '';

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Title: title, Producer: 'pdfkit', Creator: 'independent240', CreationDate: new Date(Date.UTC(2024, 4, 2, 15, 0, 0)) } });
    if (existsSync(Z003)) this.doc.registerFont('Script', Z003);
    this.newPage();
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as any;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helvRef = d._font.ref();
      this.helvId = d._font.id;
    }
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page += 1;
  }

  /** Static form text (labels, headings, fine print): never a value. */
  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; oblique?: boolean } = {}): void {
    const d = this.doc;
    d.font(o.bold ? 'Helvetica-Bold' : o.oblique ? 'Helvetica-Oblique' : 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#222222');
    if (o.width) d.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else d.text(text, x, y, { lineBreak: false });
    d.fillColor('black');
  }

  private fieldName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_]/g, '_');
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  private record(key: string, fields: Record<string, unknown> | 'decoy', p: Omit<Placed240, 'key' | 'fields'>): void {
    if (fields === 'decoy') this.decoys.push({ key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) });
    else this.placed.push({ key, fields, ...p });
  }

  /** A value in the box (x, y top-left, w, h). Empty text places nothing (a fillable form keeps an empty field). */
  value(key: string, x: number, y: number, w: number, h: number, text: string, fields: Record<string, unknown> | 'decoy', size = 9): void {
    const d = this.doc;
    const box: Box = [x, PAGE_H - y - h, x + w, PAGE_H - y];
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      let fs = size;
      d.font('Helvetica');
      while (fs > 5 && d.fontSize(fs).widthOfString(text) > w - 4) fs -= 0.5;
      const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helvId]: this.helvRef } } } as any);
      ap.end(text ? `/Tx BMC q BT /${this.helvId} ${fs} Tf 0 g 2 ${((h - fs * 0.7) / 2).toFixed(2)} Td (${esc(text)}) Tj ET Q EMC` : '/Tx BMC EMC');
      d.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${this.helvId} ${fs} Tf 0 g`),
        F: 4, AP: { N: ap }, MK: {} } as any);
      const refs = (d as any).page.annotations;
      (d as any)._root.data.AcroForm.data.Fields.push(refs[refs.length - 1]);
      if (text) this.record(key, fields, { text, page: this.page, box, via: 'acroform', acroform_field: name });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      d.font('Helvetica');
      let fs = size;
      while (fs > 5 && d.fontSize(fs).widthOfString(text) > w - 3) fs -= 0.5;
      d.fillColor('#101010').text(text, x + 2, y + (h - fs) / 2 + 1, { lineBreak: false });
    } else {
      d.font(existsSync(Z003) ? 'Script' : 'Times-Italic');
      let fs = size + 2.5;
      while (fs > 6 && d.fontSize(fs).widthOfString(text) > w - 6) fs -= 0.5;
      const jx = this.rng.float(1, 5), jy = this.rng.float(-1.5, 1), ang = this.rng.float(-2.2, 2.2);
      d.save().rotate(ang, { origin: [x + jx, y + h / 2] }).fillColor(this.rng.pick(['#14206b', '#1b1b3a', '#0d2a5c']))
        .text(text, x + jx, y + (h - fs) / 2 + jy, { lineBreak: false }).restore();
    }
    d.fillColor('black');
    this.record(key, fields, { text, page: this.page, box, via: 'text' });
  }

  /** A checkbox with its label to the right; a checked box gives `fields` (its location text is the label). */
  check(key: string, x: number, y: number, label: string, checked: boolean, fields: Record<string, unknown> | 'decoy', s = 8): number {
    const d = this.doc;
    d.lineWidth(0.7).strokeColor('#333333').rect(x, y, s, s).stroke();
    this.label(label, x + s + 3, y + 0.5, { size: 7.5 });
    const end = x + s + 3 + d.font('Helvetica').fontSize(7.5).widthOfString(label) + 10;
    const box: Box = [x, PAGE_H - y - s, x + s, PAGE_H - y];
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] } as any);
      on.end(`q 0 g 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] } as any);
      off.end('');
      d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        F: 4, AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } } as any);
      const refs = (d as any).page.annotations;
      (d as any)._root.data.AcroForm.data.Fields.push(refs[refs.length - 1]);
      if (checked) this.record(key, fields, { text: label, page: this.page, box, via: 'acroform', acroform_field: name, acroform_value: 'Yes' });
      return end;
    }
    if (!checked) return end;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(s + 1).fillColor('black').text('X', x + 0.8, y - 0.3, { lineBreak: false });
      this.record(key, fields, { text: label, page: this.page, box, via: 'text' });
    } else {
      const j = () => this.rng.float(-1.2, 1.2);
      d.save().lineWidth(1.3).strokeColor('#14206b').moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke()
        .moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke().restore();
      this.record(key, fields, { text: label, page: this.page, box, via: 'drawn' });
    }
    return end;
  }

  /** A drawn signature (strokes only). */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc;
    d.save().lineWidth(1).strokeColor('#1b1b3a').moveTo(x, y);
    for (let i = 1; i <= 8; i++) d.quadraticCurveTo(x + (w * (i - 0.5)) / 8, y + this.rng.float(-9, 6), x + (w * i) / 8, y + this.rng.float(-3, 3));
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    const d = this.doc;
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => d.on('end', () => res()));
    d.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
