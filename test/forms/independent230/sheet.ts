// Drawing for set 230: a pdfkit page wrapper that prints labels and chrome, and prints each filled value in the
// form's style (typed, handwritten, or only as an AcroForm field with its own appearance stream), recording where.
import PDFDocument from 'pdfkit';
import type { Decoy, Location } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
export type Box = [number, number, number, number];
export interface Recorded { loc: Location | null; decoy: Decoy | null; fields: Fields }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const H = 792;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly records: Recorded[] = [];
  private n = 0;
  private readonly fontRef: unknown;

  /** rng: handwriting jitter only; lr: layout choices (the same for every style, so the truth is too). */
  readonly style: Style;
  readonly rng: Rng;
  readonly lr: Rng;
  readonly typedFont: 'Helvetica' | 'Courier';

  constructor(style: Style, rng: Rng, lr: Rng, typedFont: 'Helvetica' | 'Courier' = 'Helvetica') {
    this.style = style; this.rng = rng; this.lr = lr; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2025, 0, 15)), ModDate: new Date(Date.UTC(2025, 0, 15)) } as PDFKit.DocumentInfo });
    this.doc.registerFont('hand', HAND);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const af = (this.doc as any)._root.data.AcroForm;
      af.data.NeedAppearances = false;
      this.fontRef = (this.doc as any)._font.ref();
      af.data.DR.Font.Helv = this.fontRef;
      af.data.DA = new String('/Helv 0 Tf 0 g');
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static print (labels, headings, fine print). */
  text(s: string, x: number, y: number, size = 7.5, opts: { bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(opts.color ?? '#000');
    this.doc.text(s, x, y, opts.width ? { width: opts.width, align: opts.align ?? 'left', lineGap: 0.5 } : { lineBreak: false });
  }

  bar(title: string, x: number, y: number, w: number, color: string, h = 13, textColor = '#fff'): void {
    this.doc.rect(x, y, w, h).fill(color);
    this.text(title, x + 5, y + (h - 8) / 2 + 0.5, 8, { bold: true, color: textColor });
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#555', width = 0.5): void {
    this.doc.moveTo(x0, y0).lineTo(x1, y1).lineWidth(width).strokeColor(color).stroke();
  }

  rect(x: number, y: number, w: number, h: number, color = '#555', width = 0.6): void {
    this.doc.rect(x, y, w, h).lineWidth(width).strokeColor(color).stroke();
  }

  /** A labelled cell: label printed small, value line, value written in it. Returns nothing; records the value. */
  field(label: string, value: string | null, x: number, y: number, w: number, f: Fields | string, labelAbove = true): void {
    if (labelAbove) {
      this.text(label, x, y, 6.2, { color: '#333' });
      this.line(x, y + 19, x + w, y + 19, '#777');
      if (value) this.value(value, x + 2, y + 9, w - 4, f);
    } else {
      this.text(label, x, y + 2, 7.5, { bold: true });
      const lw = this.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 4;
      this.line(x + lw, y + 10, x + w, y + 10, '#777');
      if (value) this.value(value, x + lw + 2, y + 1, w - lw - 4, f);
    }
  }

  /** One filled value: an applicant value (fields) or a decoy (a string key). */
  value(s: string, x: number, y: number, w: number, f: Fields | string): void {
    const fit = (font: string, base: number): number => {
      const tw = this.doc.font(font).fontSize(base).widthOfString(s);
      return tw > w ? Math.max(5.5, base * w / tw) : base;
    };
    const size = fit(this.style === 'handwritten' ? 'hand' : this.style === 'fillable' ? 'Helvetica' : this.typedFont, 9);
    let box: Box;
    let acro: string | undefined;
    if (this.style === 'fillable') {
      acro = `f${this.page}_${++this.n}_${typeof f === 'string' ? f : Object.keys(f)[0]!.replace(/[^A-Za-z0-9]/g, '_')}`.slice(0, 60);
      this.acroText(acro, s, x - 1, y - 2, w, 12, size);
      box = [x - 1, H - (y + 10), x - 1 + w, H - (y - 2)];
    } else if (this.style === 'typed') {
      this.doc.font(this.typedFont).fontSize(size).fillColor('#111');
      this.doc.text(s, x, y, { lineBreak: false });
      box = [x, H - (y + size), x + this.doc.widthOfString(s), H - y];
    } else {
      const r = this.rng;
      const hs = fit('hand', 11.5) + r.float(-0.6, 0.3);
      const dx = r.float(-1.2, 1.2), dy = r.float(-1.6, 0.6), rot = r.float(-2.2, 2.2);
      this.doc.save();
      this.doc.rotate(rot, { origin: [x + dx, y + dy + hs] });
      this.doc.font('hand').fontSize(hs).fillColor(r.pick(['#1b2a6b', '#14213d', '#222']));
      this.doc.text(s, x + dx, y + dy - 1, { lineBreak: false });
      const tw = this.doc.widthOfString(s);
      this.doc.restore();
      box = [x + dx - 1, H - (y + dy + hs + tw * 0.04 + 1), x + dx + tw + 1, H - (y + dy - 1 - tw * 0.04)];
    }
    this.record(s, box, f, acro ? { acro } : {}, 'text');
  }

  /** A checkbox with its label; when checked the mark is an X (typed: the letter; handwritten: two strokes). */
  check(label: string, checked: boolean, x: number, y: number, f: Fields | string | null): number {
    const sz = 8;
    this.rect(x, y, sz, sz, '#333', 0.7);
    this.text(label, x + sz + 3, y + 0.5, 7.5);
    const end = x + sz + 3 + this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 10;
    const box: Box = [x, H - (y + sz), x + sz, H - y];
    if (this.style === 'fillable') {
      const name = `cb${this.page}_${++this.n}_${label.replace(/[^A-Za-z0-9]/g, '')}`;
      this.acroCheck(name, checked, x, y, sz);
      if (checked && f) this.record(label, box, f, { acro: name }, 'acroform_checkbox');
      return end;
    }
    if (!checked) return end;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#111').text('X', x + 1.3, y + 0.2, { lineBreak: false });
      if (f) this.record(label, box, f, {}, 'text');
    } else {
      const j = (): number => this.rng.float(-1.2, 1.2);
      this.doc.lineWidth(1.3).strokeColor('#1b2a6b');
      this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + sz + 1 + j(), y + sz + 1 + j()).stroke();
      this.doc.moveTo(x + sz + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + sz + 1 + j()).stroke();
      if (f) this.record(label, box, f, {}, 'mark');
    }
    return end;
  }

  /** A signature: a scribble in the handwriting font (or nothing in fillable forms, which are e-signed later). */
  signature(name: string, x: number, y: number): void {
    if (this.style === 'fillable') return;
    this.doc.save().rotate(-4, { origin: [x, y + 14] }).font('hand').fontSize(15).fillColor('#1b2a6b').text(name.split(' ').map((p, i) => (i === 0 ? p[0] + '.' : p)).join(' '), x, y, { lineBreak: false }).restore();
  }

  private record(s: string, box: Box, f: Fields | string, o: { acro?: string }, via: Location['via']): void {
    if (typeof f === 'string') {
      this.records.push({ loc: null, fields: {}, decoy: { key: f, text: s, page: this.page, box, ...(o.acro ? { acroform_field: o.acro } : {}) } });
    } else {
      this.records.push({ decoy: null, fields: f, loc: { fields: Object.keys(f), page: this.page, box, text: s, via, ...(o.acro ? { acroform_field: o.acro } : {}) } });
    }
  }

  private appearance(content: string, w: number, h: number): unknown {
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.fontRef } } });
    ap.end(content);
    return ap;
  }

  private acroText(name: string, v: string, x: number, y: number, w: number, h: number, size: number): void {
    const esc = v.replace(/[\\()]/g, (c) => `\\${c}`);
    const ap = this.appearance(`/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${(h - size) / 2 + 1.5} Td (${esc}) Tj ET Q EMC`, w, h);
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(v), DA: new String(`/Helv ${size} Tf 0 g`), F: 4, AP: { N: ap },
      MK: { BC: [0.6, 0.6, 0.8] } } as any);
    this.register();
  }

  private acroCheck(name: string, on: boolean, x: number, y: number, sz: number): void {
    const yes = this.appearance(`q 0 g BT /Helv ${sz} Tf 1.2 1.2 Td (X) Tj ET Q`, sz, sz);
    const off = this.appearance('', sz, sz);
    this.doc.annotate(x, y, sz, sz, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', F: 4,
      AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('8') } } as any);
    this.register();
  }

  private register(): void {
    const annots = (this.doc as any).page.annotations as unknown[];
    (this.doc as any)._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
