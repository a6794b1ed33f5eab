// Drawing surface for one form: printed furniture (labels, frames, boxes) and entered values, which are typed text,
// handwriting (rotated, jittered, one ink) or hand-built AcroForm widgets, and every entered value recorded with the
// truth fields it gives.
import PDFDocument from 'pdfkit';
import type { Location } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const PAGE_H = 792;

export interface Rec {
  key: string; text: string; page: number; box: Location['box']; via: Location['via'];
  fields: Record<string, unknown>; decoy: boolean; acroform_field?: string;
}

export interface ValueOpts { size?: number; align?: 'left' | 'center' | 'right'; decoy?: boolean }

type Ref = ReturnType<PDFKit.PDFDocument['ref']>;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly recs: Rec[] = [];
  private readonly widgets: Ref[] = [];
  private readonly names = new Map<string, number>();
  private helv: Ref | null = null;
  private readonly ink: string;
  private readonly chunks: Buffer[] = [];

  readonly style: Style;
  readonly labelFont: string;
  readonly valueFont: string;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, labelFont: string, valueFont: string) {
    this.style = style; this.rng = rng; this.labelFont = labelFont; this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { CreationDate: new Date(Date.UTC(2025, 0, 1)), Producer: 'independent269', Creator: 'independent269' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('hand', HAND_FONT);
    this.ink = rng.pick(['#1a2a8c', '#111111', '#0b3d91', '#222a55']);
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  // ---- printed furniture -------------------------------------------------------------------------
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? this.labelFont).fontSize(o.size ?? 7).fillColor(o.color ?? '#000000');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }
  line(x1: number, y1: number, x2: number, y2: number, color = '#000000', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }
  widthOf(s: string, size: number, font = this.labelFont): number { return this.doc.font(font).fontSize(size).widthOfString(s); }

  private unique(key: string): string {
    const n = (this.names.get(key) ?? 0) + 1;
    this.names.set(key, n);
    return n === 1 ? key : `${key}_${n}`;
  }

  private box(x: number, y: number, w: number, h: number): Location['box'] {
    const r = (v: number) => Math.round(v * 10) / 10;
    return [r(x), r(PAGE_H - (y + h)), r(x + w), r(PAGE_H - y)];
  }

  // ---- entered values ----------------------------------------------------------------------------
  /** An entered value in the area (x, y, w, h) (top-left origin). Blank text records nothing (an empty widget when fillable). */
  value(key: string, text: string, fields: Record<string, unknown>, x: number, y: number, w: number, h: number, o: ValueOpts = {}): void {
    const name = this.unique(key);
    const decoy = o.decoy ?? Object.keys(fields).length === 0;
    const clean: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined) clean[k] = v;
    if (this.style === 'fillable') {
      this.textWidget(name, text, x, y, w, h, o.size ?? 9, o.align ?? 'left');
      if (text) this.recs.push({ key, text, page: this.page, box: this.box(x, y, w, h), via: 'acroform', fields: clean, decoy, acroform_field: name });
      return;
    }
    if (!text) return;
    let size = o.size ?? (this.style === 'handwritten' ? 11 : 9);
    const font = this.style === 'handwritten' ? 'hand' : this.valueFont;
    while (size > 5 && this.widthOf(text, size, font) > w - 3) size -= 0.5;
    const tw = this.widthOf(text, size, font);
    let tx = x + 2;
    if (o.align === 'center') tx = x + (w - tw) / 2;
    else if (o.align === 'right') tx = x + w - tw - 2;
    let ty = y + h - size - 1.5;
    this.doc.font(font).fontSize(size);
    if (this.style === 'handwritten') {
      tx += this.rng.float(-1.5, 2.5); ty += this.rng.float(-1.2, 1);
      const angle = this.rng.float(-2, 2);
      this.doc.save().rotate(angle, { origin: [tx, ty + size] }).fillColor(this.ink).text(text, tx, ty, { lineBreak: false }).restore();
    } else {
      this.doc.fillColor('#000000').text(text, tx, ty, { lineBreak: false });
    }
    this.recs.push({ key, text, page: this.page, box: this.box(tx - 1, ty - 1, tw + 2, size + 3), via: 'text', fields: clean, decoy });
  }

  /** A checkbox square at (x, y) with its label printed to the right; a checked box is marked per the style. */
  checkbox(key: string, label: string, checked: boolean, fields: Record<string, unknown>, x: number, y: number, s = 8, labelSize = 7): number {
    this.rect(x, y, s, s, { lw: 0.6 });
    this.text(label, x + s + 2.5, y + (s - labelSize) / 2 + 0.5, { size: labelSize });
    const name = this.unique(`${key}_${label.replace(/[^A-Za-z0-9]/g, '')}`);
    const decoy = Object.keys(fields).length === 0;
    if (this.style === 'fillable') {
      this.checkWidget(name, checked, x, y, s);
      if (checked) this.recs.push({ key, text: label, page: this.page, box: this.box(x, y, s, s), via: 'acroform_checkbox', fields, decoy, acroform_field: name });
    } else if (checked) {
      if (this.style === 'typed') {
        this.doc.font(this.valueFont).fontSize(s + 1).fillColor('#000000').text('X', x + 1, y - 0.5, { lineBreak: false });
      } else {
        const j = () => this.rng.float(-1.2, 1.2);
        this.doc.save().lineWidth(1.3).strokeColor(this.ink).lineCap('round');
        if (this.rng.chance(0.5)) this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
        else this.doc.moveTo(x + 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
        this.doc.restore();
      }
      this.recs.push({ key, text: label, page: this.page, box: this.box(x, y, s, s), via: 'mark', fields, decoy });
    }
    return x + s + 4 + this.widthOf(label, labelSize) + 10;
  }

  /** A drawn signature squiggle (never text). */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc.save().lineWidth(0.9).strokeColor(this.ink).moveTo(x, y);
    let cx = x;
    while (cx < x + w * 0.8) { const nx = cx + this.rng.float(6, 14); d.bezierCurveTo(cx + 3, y - this.rng.float(4, 10), nx - 3, y + this.rng.float(2, 6), nx, y + this.rng.float(-2, 2)); cx = nx; }
    d.stroke().restore();
  }

  // ---- AcroForm ----------------------------------------------------------------------------------
  private font(): Ref {
    if (!this.helv) { this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }); this.helv.end(''); }
    return this.helv;
  }

  private annotate(ref: Ref): void {
    (this.doc.page as unknown as { annotations: Ref[] }).annotations.push(ref);
    this.widgets.push(ref);
  }

  private textWidget(name: string, value: string, x: number, y: number, w: number, h: number, size: number, align: string): void {
    const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
    let fs = size;
    while (fs > 5 && this.widthOf(value, fs, 'Helvetica') > w - 4) fs -= 0.5;
    const tw = this.widthOf(value, fs, 'Helvetica');
    const tx = align === 'center' ? (w - tw) / 2 : align === 'right' ? w - tw - 2 : 2;
    const ty = Math.max(1.5, (h - fs) / 2 + 1.5);
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.font() } } });
    ap.end(value ? `/Tx BMC q BT /Helv ${fs} Tf 0 g ${tx.toFixed(2)} ${ty.toFixed(2)} Td (${esc(value)}) Tj ET Q EMC` : '/Tx BMC EMC');
    const b = this.box(x, y, w, h);
    const q = align === 'center' ? 1 : align === 'right' ? 2 : 0;
    const field = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/Helv ${fs} Tf 0 g`),
      Q: q, Rect: [...b], F: 4, P: this.doc.page.dictionary, AP: { N: ap } });
    field.end('');
    this.annotate(field);
  }

  private checkWidget(name: string, checked: boolean, x: number, y: number, s: number): void {
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    on.end(`q 0 g 0 G 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('q Q');
    const state = checked ? 'Yes' : 'Off';
    const field = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, DA: new String('/ZaDb 0 Tf 0 g'),
      MK: { CA: new String('8') }, Rect: [...this.box(x, y, s, s)], F: 4, P: this.doc.page.dictionary, AP: { N: { Yes: on, Off: off } } });
    field.end('');
    this.annotate(field);
  }

  async end(): Promise<Uint8Array> {
    if (this.widgets.length) {
      const acro = this.doc.ref({ Fields: this.widgets, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.font() } } });
      // pdfkit's end() finishes the catalog's AcroForm (and ends its dictionary) when _acroform is set.
      const d = this.doc as unknown as { _root: { data: Record<string, unknown> }; _acroform: unknown };
      d._acroform = { fonts: {}, defaultFont: true };
      d._root.data.AcroForm = acro;
    }
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
