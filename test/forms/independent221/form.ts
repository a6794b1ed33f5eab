// A thin drawing layer over pdfkit that prints a value in one of the three styles and records where it went.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export type Via = 'text' | 'acroform' | 'mark' | 'acroform_checkbox';
export interface Placed {
  key: string; fields: Record<string, unknown>; text: string; page: number; box: Box; via: Via;
  acroform_field?: string; acroform_value?: string;
}
interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface Internals { _root: { data: { AcroForm: { data: Record<string, unknown> & { DR: { Font: Record<string, unknown> } } } } }; page: { annotations: Ref[] }; ref(d: Record<string, unknown>): Ref }

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const esc = (s: string): string => s.replace(/[\\()]/g, (c) => '\\' + c);

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly rng: Rng;
  readonly W = 612;
  readonly H = 792;
  page = 1;
  placed: Placed[] = [];
  typedFont: string;
  private n = 0;
  private helv: Ref | null = null;

  constructor(style: Style, rng: Rng, typedFont: string, info: { title: string; author: string }) {
    this.style = style;
    this.rng = rng;
    this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: info.title, Author: info.author, Creator: info.author, Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2025, 0, 2)) } });
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const int = this.doc as unknown as Internals;
      this.helv = int.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end();
      const af = int._root.data.AcroForm.data;
      af.NeedAppearances = false;
      af.DR.Font.Helv = this.helv;
      af.DA = new String('/Helv 9 Tf 0 g');
    }
  }

  private int(): Internals { return this.doc as unknown as Internals; }

  /** A widget annotation built whole (pdfkit ends an annotation as soon as it is made) and listed in the AcroForm. */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    (this.doc as unknown as { annotate(x: number, y: number, w: number, h: number, o: object): void }).annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    const int = this.int();
    (int._root.data.AcroForm.data.Fields as unknown[]).push(int.page.annotations.at(-1));
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static printed text (labels, headings, fine print). */
  label(t: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#222');
    this.doc.text(t, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#555');
    this.doc.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#444', lw = 0.6): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  bar(t: string, x: number, y: number, w: number, h: number, fill: string, color = '#fff', size = 8.5): void {
    this.rect(x, y, w, h, { fill });
    this.label(t, x + 5, y + (h - size) / 2 + 0.5, { size, font: 'Helvetica-Bold', color });
  }

  /** A value written in the form's style into the slot (x, y) .. (x + w, y + h), y being the slot's top. An empty
   *  text prints nothing (an empty field for fillable). `fields` empty means the value is a decoy. */
  value(key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> = {}, h = 12): void {
    const doc = this.doc;
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
      let size = 9;
      doc.font('Helvetica');
      while (size > 5 && doc.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
      const ap = this.int().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helv } } });
      ap.end(`/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${((h - size) / 2 + 1.8).toFixed(2)} Td (${esc(text)}) Tj ET Q EMC`);
      this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/Helv ${size} Tf 0 g`), AP: { N: ap }, MK: {} });
      if (text) this.placed.push({ key, fields, text, page: this.page, box: [x, this.H - y - h, x + w, this.H - y], via: 'acroform', acroform_field: name });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      let size = 9;
      doc.font(this.typedFont);
      while (size > 5 && doc.fontSize(size).widthOfString(text) > w) size -= 0.5;
      const ty = y + h - size - 1.5;
      doc.fillColor('#111').text(text, x + 1, ty, { lineBreak: false });
      this.placed.push({ key, fields, text, page: this.page, box: [x + 1, this.H - ty - size * 1.1, x + 1 + doc.widthOfString(text), this.H - ty + 1], via: 'text' });
      return;
    }
    let size = this.rng.float(10, 12);
    doc.font('hand');
    while (size > 6 && doc.fontSize(size).widthOfString(text) > w) size -= 0.5;
    const rot = this.rng.float(-2.5, 2.5);
    const tx = x + 2 + this.rng.float(-1, 2);
    const ty = y + h - size - 0.5 + this.rng.float(-1.5, 1);
    const tw = doc.widthOfString(text);
    doc.save().rotate(rot, { origin: [tx, ty + size] }).fillColor(this.rng.pick(['#1a237e', '#111', '#0d2a6b'])).text(text, tx, ty, { lineBreak: false }).restore();
    const slack = tw * Math.abs(Math.sin((rot * Math.PI) / 180)) + 2;
    this.placed.push({ key, fields, text, page: this.page, box: [tx - 2, this.H - ty - size - slack, tx + tw + 2, this.H - ty + slack], via: 'text' });
  }

  /** A checkbox with its label; a checked box with fields records the label as the value read. */
  check(key: string, lab: string, x: number, y: number, checked: boolean, fields: Record<string, unknown> = {}, s = 8): void {
    const doc = this.doc;
    this.rect(x, y, s, s, { stroke: '#333', lw: 0.7 });
    this.label(lab, x + s + 3, y + 0.5, { size: 7.5 });
    const box: Box = [x, this.H - y - s, x + s, this.H - y];
    const rec = (via: Via, extra: Partial<Placed> = {}): void => {
      if (checked && Object.keys(fields).length) this.placed.push({ key, fields, text: lab, page: this.page, box, via, ...extra });
    };
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${lab.replace(/[^A-Za-z0-9]/g, '')}_${++this.n}`;
      const on = this.int().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = this.int().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
      rec('acroform_checkbox', { acroform_field: name });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      doc.font('Helvetica-Bold').fontSize(s + 0.5).fillColor('#000').text('X', x + 1, y - 0.2, { lineBreak: false });
      rec('text');
      return;
    }
    const j = (): number => this.rng.float(-1.2, 1.2);
    doc.save().lineWidth(1.1).strokeColor('#1a237e');
    doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
    doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    doc.restore();
    rec('mark');
  }

  /** An ink signature: a scribble of curves, never text. */
  signature(x: number, y: number, w: number): void {
    const r = this.rng;
    const doc = this.doc.save().lineWidth(0.9).strokeColor('#1a237e');
    doc.moveTo(x + 4, y + r.float(-3, 3));
    let cx = x + 4;
    while (cx < x + w * r.float(0.5, 0.8)) {
      const nx = cx + r.float(8, 22);
      doc.bezierCurveTo(cx + 4, y - r.float(4, 12), nx - 4, y + r.float(2, 8), nx, y + r.float(-4, 3));
      cx = nx;
    }
    doc.stroke().restore();
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
