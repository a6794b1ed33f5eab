// The drawing surface of set 185: pdfkit with the form's furniture (labels, rules, boxes) always printed as text and
// lines, and the merchant's values drawn in one of three styles. Every value drawn is recorded (page, box, text, the
// truth fields it gives) so the truth is exactly what is on the page.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** [x0, y0, x1, y1] in PDF points, origin at the page's bottom left. */
export type Box = [number, number, number, number];
export type FieldValues = Record<string, string | number | null>;

export interface Placed {
  /** What the value is on the form (`legal_name`, `owner2_ssn`, `landlord_name`): decoys are named by it. */
  key: string;
  page: number;
  box: Box;
  /** As printed; for a checkbox the checked option's label. */
  text: string;
  /** Truth path -> value; empty for a decoy. */
  fields: FieldValues;
  via: 'text' | 'checkbox' | 'acroform';
  acroform_field?: string;
  /** A checked checkbox field's on-state when it is not `Yes`. */
  acroform_value?: string;
}

const require = createRequire(import.meta.url);
// URW Z003 (a Zapf Chancery clone) as OpenType: pdfkit reads OTF/TTF/WOFF, not the .t1 beside it. Kalam (npm) when the
// URW fonts are not installed.
const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/type1/urw-base35/Z003-MediumItalic.otf'];
function handFont(): string {
  return HAND_FONTS.find((p) => existsSync(p)) ?? require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff');
}

const INK: [number, number, number] = [20, 35, 110];
const PAGE_H = 792;

const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export interface TextOptions { size?: number; font?: string; color?: string | [number, number, number]; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private readonly names = new Map<string, number>();
  private readonly chunks: Buffer[] = [];
  private formFont: { id: string; ref: unknown } | null = null;
  readonly style: Style;
  private readonly jitter: Rng;
  private readonly valueFont: string;
  private readonly valueSize: number;

  constructor(style: Style, jitter: Rng, info: { title: string; author: string }, valueFont = 'Helvetica', valueSize = 9) {
    this.style = style;
    this.jitter = jitter;
    this.valueFont = valueFont;
    this.valueSize = valueSize;
    // A fixed creation date: pdfkit derives the file ID from it, and a seed must give the same bytes.
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: info.title, Author: info.author, Creator: `${info.author} application`, Producer: 'PDFKit', CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('Hand', handFont());
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const f = (this.doc as any)._font;
      this.formFont = { id: f.id, ref: f.ref() };
      // Every field carries its own appearance stream: a viewer must not regenerate them.
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  // ---- furniture -------------------------------------------------------------------------------------------
  text(s: string, x: number, y: number, o: TextOptions = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? 'black');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
    this.doc.fillColor('black');
  }

  fill(x: number, y: number, w: number, h: number, color: string | [number, number, number]): void {
    this.doc.save().rect(x, y, w, h).fill(color).restore();
  }

  rect(x: number, y: number, w: number, h: number, width = 0.6, color = 'black'): void {
    this.doc.save().lineWidth(width).strokeColor(color).rect(x, y, w, h).stroke().restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, color = 'black'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  /** pdfkit's top-left rectangle as a PDF box. */
  box(x: number, y: number, w: number, h: number): Box {
    const r = (v: number) => Math.round(v * 100) / 100;
    return [r(x), r(PAGE_H - y - h), r(x + w), r(PAGE_H - y)];
  }

  private record(p: Omit<Placed, 'page'>): void {
    const full = { ...p, page: this.page };
    (Object.keys(p.fields).length ? this.placed : this.decoys).push(full);
  }

  private fieldName(key: string): string {
    const n = (this.names.get(key) ?? 0) + 1;
    this.names.set(key, n);
    return n === 1 ? key : `${key}_${n}`;
  }

  // ---- values ----------------------------------------------------------------------------------------------
  /** A value written in the cell (x, y, w, h); `fields` null makes it a decoy. Nothing is drawn for an empty text. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: FieldValues | null, o: { size?: number; align?: 'left' | 'right' } = {}): void {
    if (!text) return;
    const doc = this.doc;
    const box = this.box(x, y, w, h);
    let size = o.size ?? this.valueSize;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      doc.font('Helvetica');
      while (size > 5 && doc.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
      this.formText(name, text, x, y, w, h, size);
      this.record({ key, box, text, fields: fields ?? {}, via: 'acroform', acroform_field: name });
      return;
    }
    const hand = this.style === 'handwritten';
    const font = hand ? 'Hand' : this.valueFont;
    if (hand) size += 1.5;
    doc.font(font);
    while (size > 5 && doc.fontSize(size).widthOfString(text) > w - 6) size -= 0.5;
    const tw = doc.widthOfString(text);
    let tx = o.align === 'right' ? x + w - 3 - tw : x + 3;
    let ty = y + Math.max(0, (h - size) / 2) + (hand ? 0.5 : 0.8);
    doc.save().fillColor(hand ? INK : 'black');
    if (hand) {
      // A hand: not on the line, not level, a little late or early.
      tx += this.jitter.float(0, Math.max(0, Math.min(8, w - 6 - tw)));
      ty += this.jitter.float(-1.2, 1.2);
      doc.rotate(this.jitter.float(-1.8, 1.8), { origin: [tx, ty + size * 0.7] });
    }
    doc.text(text, tx, ty, { lineBreak: false });
    doc.restore();
    this.record({ key, box, text, fields: fields ?? {}, via: 'text' });
  }

  /** A checkbox square (always printed) with its label; when checked, the style's mark and a record. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: FieldValues | null, o: { size?: number; labelSize?: number; onState?: string } = {}): number {
    const s = o.size ?? 8;
    this.rect(x, y, s, s, 0.6);
    this.text(label, x + s + 3, y + (s - (o.labelSize ?? 7.5)) / 2 + 0.5, { size: o.labelSize ?? 7.5 });
    const end = x + s + 3 + this.doc.font('Helvetica').fontSize(o.labelSize ?? 7.5).widthOfString(label);
    const box = this.box(x, y, s, s);
    if (this.style === 'fillable') {
      const name = this.fieldName(key + '_' + label.replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, ''));
      const on = o.onState ?? 'Yes';
      this.formCheck(name, x, y, s, checked, on);
      if (checked) this.record({ key, box, text: label, fields: fields ?? {}, via: 'acroform', acroform_field: name, ...(on !== 'Yes' ? { acroform_value: on } : {}) });
      return end;
    }
    if (!checked) return end;
    const doc = this.doc;
    if (this.style === 'typed') {
      doc.font('Helvetica-Bold').fontSize(s + 1).fillColor('black');
      doc.text('X', x + (s - doc.widthOfString('X')) / 2, y - 0.2, { lineBreak: false });
    } else {
      // A pen mark, no text: an X overshooting the box, or a tick.
      const j = () => this.jitter.float(-1.2, 1.2);
      doc.save().lineWidth(1.1).strokeColor(INK).lineCap('round');
      if (this.jitter.chance(0.5)) {
        doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      } else {
        doc.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s - 0.5).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      }
      doc.restore();
    }
    this.record({ key, box, text: label, fields: fields ?? {}, via: 'checkbox' });
    return end;
  }

  /** A signature scribble (typed and handwritten forms are signed; a fillable one is sent unsigned). */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const doc = this.doc;
    doc.save().lineWidth(0.9).strokeColor(INK).moveTo(x, y);
    let cx = x;
    for (let i = 0; i < 5; i++) {
      const step = (w * 0.8) / 5;
      doc.bezierCurveTo(cx + step * 0.3, y - this.jitter.float(4, 12), cx + step * 0.7, y + this.jitter.float(2, 8), cx + step, y - this.jitter.float(-3, 3));
      cx += step;
    }
    doc.stroke().restore();
  }

  // ---- AcroForm ----------------------------------------------------------------------------------------------
  private stream(w: number, h: number, content: string, font: boolean): unknown {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(font ? { Resources: { Font: { [this.formFont!.id]: this.formFont!.ref } } } : {}) } as any);
    (ref as any).end(content);
    return ref;
  }

  private formText(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const f = this.formFont!;
    const ap = this.stream(w, h, `/Tx BMC q BT /${f.id} ${size} Tf 0 g 2 ${((h - size * 0.7) / 2).toFixed(2)} Td (${esc(value)}) Tj ET Q EMC`, true);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${f.id} ${size} Tf 0 g`), AP: { N: ap } });
  }

  private formCheck(name: string, x: number, y: number, s: number, checked: boolean, on: string): void {
    const mark = this.stream(s, s, `q 0 g 1.1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`, false);
    const off = this.stream(s, s, '', false);
    const state = checked ? on : 'Off';
    // pdfkit writes a JS string as a PDF name (/Yes, /Off) and a String object as a literal string.
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: state, AS: state, AP: { N: { [on]: mark, Off: off } } });
  }

  /** A widget annotation that is its own field: pdfkit's formText() drops /AP, so the dictionary is written here. */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const doc = this.doc as any;
    doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
