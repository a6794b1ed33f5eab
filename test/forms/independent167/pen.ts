// Drawing for set 167: one pen over pdfkit that prints labels as page text and values in the chosen style (typed page
// text, a script font slightly turned and shifted, or AcroForm fields only), and records where each value went.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { acroCheck, acroText } from './acro.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Fields = Record<string, string | number | null>;
export interface Placed {
  key: string;
  /** Truth paths (`application.legal_name`, `application.applicants[0].ownership` ...) and what they read; empty for a decoy. */
  fields: Fields;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin at the page's bottom left. */
  box: Box;
  /** As printed; for a checkbox row the checked option's label. */
  text: string;
  /** The label or short tag printed for the value. */
  label?: string;
  via: 'text' | 'handwriting' | 'acroform' | 'mark' | 'acroform_checkbox';
  acroform_field?: string;
  acroform_value?: string;
}
export interface TextOpts { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'right' | 'center' }
export interface ValueOpts { font?: string; size?: number; label?: string; w?: number; field?: string }

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_W = 612, PAGE_H = 792;

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  private readonly jit: Rng;
  page = 1;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  font = 'Helvetica';
  size = 9;
  private readonly names = new Set<string>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(style: Style, jit: Rng, meta: { title: string; producer: string }) {
    this.style = style;
    this.jit = jit;
    // A fixed creation date: pdfkit derives the file ID from it, and the same seed must give the same bytes.
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: meta.title, Producer: meta.producer, Creator: meta.producer, CreationDate: new Date(Date.UTC(2025, 4, 6, 9)) } });
    if (style === 'handwritten') this.doc.registerFont('hand', HAND_FONT);
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
  }

  /** Printed text that is no value (labels, headings); returns its width. */
  text(s: string, x: number, y: number, o: TextOpts = {}): number {
    const d = this.doc.font(o.font ?? this.font).fontSize(o.size ?? this.size).fillColor(o.color ?? 'black');
    d.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: false } : { lineBreak: false });
    const w = d.widthOfString(s);
    d.fillColor('black');
    return w;
  }

  /** A wrapped paragraph; returns its height. */
  para(s: string, x: number, y: number, w: number, o: TextOpts = {}): number {
    const d = this.doc.font(o.font ?? this.font).fontSize(o.size ?? this.size).fillColor(o.color ?? 'black');
    const h = d.heightOfString(s, { width: w });
    d.text(s, x, y, { width: w, align: o.align ?? 'left' });
    d.fillColor('black');
    return h;
  }

  private box(x: number, y: number, w: number, h: number): Box {
    const r = (n: number): number => Math.round(n * 100) / 100;
    return [r(x), r(PAGE_H - y - h), r(x + w), r(PAGE_H - y)];
  }

  private fieldName(want: string): string {
    let n = want.replace(/[^A-Za-z0-9_.]+/g, '_'), i = 2;
    while (this.names.has(n)) n = `${want.replace(/[^A-Za-z0-9_.]+/g, '_')}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A filled-in value: an application value when `fields` is given, else a decoy filled in the same way. */
  value(key: string, text: string, x: number, y: number, fields: Fields | null, o: ValueOpts = {}): Placed {
    const size = o.size ?? this.size, font = o.font ?? this.font;
    let p: Placed;
    if (this.style === 'typed') {
      const w = this.text(text, x, y, { font, size });
      p = { key, fields: {}, page: this.page, box: this.box(x, y - 1, w, size + 2), text, via: 'text' };
    } else if (this.style === 'handwritten') {
      const hs = size * 1.3, dx = this.jit.float(-1, 3), dy = this.jit.float(-2, 0.5), ang = this.jit.float(-2.5, 2.5);
      const d = this.doc.font('hand').fontSize(hs);
      const w = d.widthOfString(text), lift = w * Math.abs(Math.sin((ang * Math.PI) / 180));
      d.save().rotate(ang, { origin: [x + dx, y + dy + hs * 0.5] }).fillColor('#1a2a6c').text(text, x + dx, y + dy - hs * 0.15, { lineBreak: false });
      d.restore().fillColor('black');
      p = { key, fields: {}, page: this.page, box: this.box(x + dx - 1, y + dy - hs * 0.15 - lift - 1, w + 2, hs + 2 * lift + 2), text, via: 'handwriting' };
    } else {
      const d = this.doc.font(font).fontSize(size);
      const w = o.w ?? Math.max(d.widthOfString(text) + 8, 36), h = size + 5;
      const name = this.fieldName(o.field ?? key);
      d.save().lineWidth(0.4).strokeColor('#9aa3ad').rect(x - 2, y - 2.5, w, h).stroke().restore();
      acroText(this.doc, name, text, x - 2, y - 2.5, w, h, font, size);
      p = { key, fields: {}, page: this.page, box: this.box(x - 2, y - 2.5, w, h), text, via: 'acroform', acroform_field: name };
    }
    if (o.label) p.label = o.label;
    if (fields) { p.fields = fields; this.placed.push(p); } else this.decoys.push(p);
    return p;
  }

  /** A printed value that is not the application's (a signature, a header, a disclaimer's number): page text. */
  decoy(key: string, text: string, x: number, y: number, o: TextOpts & { label?: string; filled?: boolean } = {}): number {
    if (o.filled) {
      const p = this.value(key, text, x, y, null, { font: o.font, size: o.size, label: o.label });
      return p.box[2] - x;
    }
    const size = o.size ?? this.size;
    const w = this.text(text, x, y, o);
    this.decoys.push({ key, fields: {}, page: this.page, box: this.box(x, y - 1, w, size + 2), text, via: 'text', ...(o.label ? { label: o.label } : {}) });
    return w;
  }

  /** A row of checkboxes with `checked` marked; records the mark when `fields` is given. Returns the row's end x. */
  checks(key: string, options: string[], checked: string | null, x: number, y: number, fields: Fields | null, o: { size?: number; gap?: number; label?: string } = {}): number {
    const size = o.size ?? this.size, s = size - 1, gap = o.gap ?? 10;
    let cx = x;
    for (const opt of options) {
      const on = opt === checked;
      const lw = this.doc.font(this.font).fontSize(size).widthOfString(opt);
      let p: Placed | null = null;
      if (this.style === 'fillable') {
        const name = this.fieldName(`${key}_${opt}`), state = this.jit.chance(0.5) ? 'Yes' : opt.replace(/[^A-Za-z0-9]/g, '') || 'On';
        this.doc.save().lineWidth(0.6).rect(cx, y, s, s).stroke().restore();
        acroCheck(this.doc, name, state, on, cx, y, s);
        if (on) p = { key, fields: {}, page: this.page, box: this.box(cx, y, s + 3 + lw, s), text: opt, via: 'acroform_checkbox', acroform_field: name,
          ...(state !== 'Yes' ? { acroform_value: state } : {}) };
      } else {
        this.doc.save().lineWidth(0.6).rect(cx, y, s, s).stroke().restore();
        if (on) {
          if (this.style === 'typed') this.text('X', cx + 1.2, y + 0.3, { font: 'Helvetica-Bold', size: s });
          else this.mark(cx, y, s, s + 3 + lw);
          p = { key, fields: {}, page: this.page, box: this.box(cx, y, s + 3 + lw, s), text: opt, via: 'mark' };
        }
      }
      this.text(opt, cx + s + 3, y + 0.5, { size });
      if (p && fields) { p.fields = fields; if (o.label) p.label = o.label; this.placed.push(p); }
      cx += s + 3 + lw + gap;
    }
    return cx;
  }

  /** A pen's mark on a box: an X, a tick, or a ring around the box and its label. No text. */
  private mark(x: number, y: number, s: number, w: number): void {
    const kind = this.jit.pick(['x', 'tick', 'ring'] as const), j = (): number => this.jit.float(-0.8, 0.8);
    const d = this.doc.save().lineWidth(1.2).strokeColor('#1a2a6c');
    if (kind === 'x') d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    else if (kind === 'tick') d.moveTo(x + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
    else d.ellipse(x + w / 2, y + s / 2, w / 2 + 4, s / 2 + 3).stroke();
    d.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, o: { width?: number; color?: string } = {}): void {
    this.doc.save().lineWidth(o.width ?? 0.5).strokeColor(o.color ?? '#000000').moveTo(x0, y0).lineTo(x1, y1).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number; radius?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.5);
    if (o.radius) d.roundedRect(x, y, w, h, o.radius); else d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? '#000000');
    d.restore();
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
