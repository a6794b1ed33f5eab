// The drawing surface of set 183: a pdfkit page in top-left coordinates that records, for every value it prints,
// where it went and which truth fields it gives. The three styles differ only here: a layout calls value() and check()
// the same way and the sheet types, handwrites or makes an AcroForm field of it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields } from './rules.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** [x0, y0, x1, y1] in PDF points, origin at the page's bottom left. */
export type Box = [number, number, number, number];

export interface Placed {
  key: string;
  page: number;
  box: Box;
  /** As printed; for a checkbox, the checked option's label. */
  text: string;
  /** Truth paths and values this printed value gives; empty for a decoy. */
  fields: Fields;
  /** `text` drawn as page text, `mark` a checkbox mark, `acroform` a form field's value. */
  via: 'text' | 'mark' | 'acroform';
  acroform_field?: string;
  acroform_value?: string;
}

const HERE = dirname(fileURLToPath(import.meta.url));
// Z003 (URW's Zapf Chancery) is the brief's handwriting; pdfkit reads its OpenType cut, not the Type 1 one. Kalam
// (an npm font the project already has) stands in on machines without it.
const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf',
  join(HERE, '../../../node_modules/@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  join(HERE, '../../../node_modules/@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')];
export const HAND_FONT = HAND_FONTS.find((f) => existsSync(f)) ?? null;

/** Characters pdfkit's standard fonts can show in a hand-written appearance stream, escaped for a PDF string. */
const pdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, (c) => `\\${(c.charCodeAt(0) & 0xff).toString(8).padStart(3, '0')}`);

export interface SheetOptions { typedFont: string; typedSize: number; title: string; author: string }

export class Sheet {
  readonly W = 612;
  readonly H = 792;
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private fieldFont = { id: '', ref: null as unknown };
  private readonly fieldNames = new Set<string>();
  readonly style: Style;
  readonly opts: SheetOptions;
  private readonly jitter: Rng;

  constructor(style: Style, jitter: Rng, opts: SheetOptions) {
    this.style = style;
    this.jitter = jitter;
    this.opts = opts;
    if (style === 'handwritten' && !HAND_FONT) throw new Error('no handwriting font on this machine');
    // A fixed date: pdfkit derives the file ID from it, and a seed must give the same bytes.
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true, autoFirstPage: true,
      info: { Title: opts.title, Author: opts.author, Creator: opts.author, Producer: 'FormDesk 4.2', CreationDate: new Date(Date.UTC(2025, 5, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    if (style === 'fillable') {
      const d = this.doc as any;
      this.doc.font('Helvetica');
      this.doc.initForm();
      // We write every field's appearance ourselves, so viewers (and rasterisers) must show them as they are.
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.fieldFont = { id: d._font.id, ref: d._font.ref() };
    }
  }

  /** Top-left rectangle to a PDF box. */
  box(x: number, y: number, w: number, h: number): Box {
    return [round(x), round(this.H - y - h), round(x + w), round(this.H - y)];
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static form text (labels, headings): never a value. */
  label(x: number, y: number, text: string, size = 6, o: { bold?: boolean; color?: string; font?: string; width?: number; align?: 'left' | 'right' | 'center' } = {}): void {
    this.doc.fillColor(o.color ?? '#000').font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(size)
      .text(text, x, y, { lineBreak: false, ...(o.width ? { width: o.width, align: o.align ?? 'left' } : {}) });
  }

  /** A paragraph of fine print wrapped in `w`; returns its height. */
  fine(x: number, y: number, w: number, text: string, size = 5.5, o: { font?: string; color?: string; align?: 'left' | 'justify' } = {}): number {
    this.doc.fillColor(o.color ?? '#222').font(o.font ?? 'Helvetica').fontSize(size);
    const h = this.doc.heightOfString(text, { width: w, lineGap: -0.3 });
    this.doc.text(text, x, y, { width: w, lineGap: -0.3, align: o.align ?? 'justify', height: h + 2 });
    return h;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.5).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000');
    this.doc.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, lw = 0.5, color = '#000'): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  /**
   * A value whose text starts at (x, y top) within width w. `fields` null makes it a decoy (printed, not the
   * application's). An empty text prints nothing (a fillable form still gets its empty field).
   */
  value(key: string, x: number, y: number, w: number, text: string, fields: Fields | null, o: { size?: number; align?: 'left' | 'right' } = {}): Box | null {
    const size = o.size ?? this.opts.typedSize;
    this.claim(key);
    if (this.style === 'fillable') return this.field(key, x, y, w, text, fields, size, o.align);
    if (!text) return null;
    const doc = this.doc;
    let box: Box;
    if (this.style === 'typed') {
      const s = this.fit(this.opts.typedFont, size, text, w, 4.8);
      const tw = doc.widthOfString(text);
      const x0 = o.align === 'right' ? x + w - tw : x;
      doc.fillColor('#000').text(text, x0, y, { lineBreak: false });
      box = this.textBox(x0, y, tw, s);
    } else {
      // Handwriting: bigger, a little slanted off the line and not quite where the typist would put it.
      const s = this.fit(HAND_FONT!, size * 1.18, text, w * 1.06, 5.5);
      const tw = doc.widthOfString(text);
      const angle = this.jitter.float(-2.2, 2.2), dx = this.jitter.float(0, 3), dy = this.jitter.float(-1.6, 0.6);
      const x0 = (o.align === 'right' ? x + w - tw - 2 : x) + dx, y0 = y + dy - s * 0.15;
      doc.save().rotate(angle, { origin: [x0, y0 + s * 0.7] }).fillColor('#14206b').text(text, x0, y0, { lineBreak: false }).restore();
      const slack = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw;
      box = this.textBox(x0 - 1, y0 - slack, tw + 2, s + slack * 2);
    }
    this.record(key, box, text, fields, 'text');
    return box;
  }

  /** A checkbox square with its option label to the right; checked boxes are recorded with that label as text. */
  check(key: string, x: number, y: number, label: string, checked: boolean, fields: Fields | null, o: { size?: number; labelSize?: number } = {}): number {
    const s = o.size ?? 6.5;
    this.claim(key);
    this.rect(x, y, s, s, { lw: 0.5 });
    this.label(x + s + 1.8, y + (s - (o.labelSize ?? 6)) / 2 + 0.4, label, o.labelSize ?? 6);
    const end = x + s + 1.8 + this.doc.widthOfString(label);
    if (this.style === 'fillable') {
      this.checkField(key, x, y, s, checked, label, fields);
      return end;
    }
    if (!checked) return end;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(s * 1.05).fillColor('#000').text('X', x + s * 0.15, y + s * 0.05, { lineBreak: false });
    } else {
      // A pen mark, no text: an X or a tick that overruns the square.
      const d = this.doc, j = () => this.jitter.float(-0.8, 0.8);
      d.save().lineWidth(this.jitter.float(0.8, 1.2)).strokeColor('#14206b').lineCap('round');
      if (this.jitter.chance(0.5)) {
        d.moveTo(x - 0.5 + j(), y - 0.5 + j()).lineTo(x + s + 0.8 + j(), y + s + 0.6 + j()).stroke();
        d.moveTo(x + s + 0.6 + j(), y - 0.8 + j()).lineTo(x - 0.6 + j(), y + s + 0.8 + j()).stroke();
      } else {
        d.moveTo(x + 0.3, y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s * 1.3 + j(), y - s * 0.5 + j()).stroke();
      }
      d.restore();
    }
    this.record(key, this.box(x, y, s, s), label, fields, 'mark');
    return end;
  }

  /** A signature: a scribble, no text. */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc;
    d.save().lineWidth(0.9).strokeColor('#14206b').moveTo(x + 4, y + 8);
    for (let i = 0, cx = x + 4; i < 7 && cx < x + w - 14; i++) {
      const nx = cx + this.jitter.float(6, 14);
      d.bezierCurveTo(cx + 3, y - this.jitter.float(0, 4), nx - 3, y + this.jitter.float(8, 13), nx, y + this.jitter.float(2, 8));
      cx = nx;
    }
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  /** Keys name AcroForm fields and locations: one per value. */
  private claim(key: string): void {
    if (this.fieldNames.has(key)) throw new Error(`key ${key} used twice`);
    this.fieldNames.add(key);
  }

  private fit(font: string, size: number, text: string, w: number, min: number): number {
    let s = size;
    this.doc.font(font).fontSize(s);
    while (s > min && this.doc.widthOfString(text) > w) this.doc.fontSize((s -= 0.25));
    return s;
  }

  /** The box of a line of text drawn at top y in the current font: ascender to descender. */
  private textBox(x: number, y: number, w: number, size: number): Box {
    const f = (this.doc as any)._font as { ascender: number; descender: number };
    const base = y + (f.ascender / 1000) * size;
    return this.box(x, y, w, base - (f.descender / 1000) * size - y);
  }

  private record(key: string, box: Box, text: string, fields: Fields | null, via: Placed['via'], acro?: { field: string; value?: string }): void {
    const p: Placed = { key, page: this.page, box, text, fields: fields ?? {}, via, ...(acro ? { acroform_field: acro.field } : {}),
      ...(acro?.value ? { acroform_value: acro.value } : {}) };
    (fields && Object.keys(fields).length ? this.placed : this.decoys).push(p);
  }

  /** An AcroForm text field holding the value, with its own appearance stream (no page text). */
  private field(key: string, x: number, y: number, w: number, text: string, fields: Fields | null, size: number, align?: 'left' | 'right'): Box {
    const d = this.doc as any;
    const h = size + 3.5, fx = x - 1, fy = y - 1.5;
    d.font('Helvetica').fontSize(size);
    const tw = text ? d.widthOfString(text) : 0;
    const s = tw > w ? Math.max(4.5, (size * w) / tw) : size;
    const tx = align === 'right' ? Math.max(1, w + 1 - (tw * s) / size) : 2;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w + 2, h], Resources: { Font: { [this.fieldFont.id]: this.fieldFont.ref } } });
    ap.end(text ? `/Tx BMC q BT /${this.fieldFont.id} ${s.toFixed(2)} Tf 0 g ${tx.toFixed(2)} ${(h - size - 0.2).toFixed(2)} Td (${pdfString(text)}) Tj ET Q EMC` : '/Tx BMC EMC');
    const name = `${key}`;
    const dict: Record<string, unknown> = { FT: 'Tx', T: new String(name), DA: new String(`/${this.fieldFont.id} ${s.toFixed(1)} Tf 0 g`),
      F: 4, Subtype: 'Widget', AP: { N: ap }, MK: {}, ...(text ? { V: new String(text) } : {}), ...(align === 'right' ? { Q: 2 } : {}) };
    d.annotate(fx, fy, w + 2, h, dict);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
    const box = this.box(fx, fy, w + 2, h);
    if (text) this.record(key, box, text, fields, 'acroform', { field: name });
    return box;
  }

  private checkField(key: string, x: number, y: number, s: number, checked: boolean, label: string, fields: Fields | null): void {
    const d = this.doc as any;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q 0 g 0.9 w 1 1 m ${s - 1} ${s - 1} l S 1 ${s - 1} m ${s - 1} 1 l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    // Names, not strings: pdfkit writes a plain JS string as a PDF name.
    const dict: Record<string, unknown> = { FT: 'Btn', T: new String(key), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
      F: 4, Subtype: 'Widget', AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } };
    d.annotate(x, y, s, s, dict);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
    if (checked) this.record(key, this.box(x, y, s, s), label, fields, 'acroform', { field: key, value: 'Yes' });
  }
}

const round = (v: number) => Math.round(v * 100) / 100;
