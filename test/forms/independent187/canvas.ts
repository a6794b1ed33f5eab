// A form page drawn three ways from the same calls: typed values, handwriting-like values, or AcroForm fields whose
// values live only in /V and appearance streams. Each filled value is recorded as Placed with the truth it gives.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];

export interface Placed {
  key: string;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box;
  /** As printed; for a checkbox the checked option's label. */
  text: string;
  /** Truth paths -> values; empty for a decoy. */
  fields: Record<string, unknown>;
  /** text: drawn text; mark: a vector check with no text; acroform: a form field's value. */
  via: 'text' | 'mark' | 'acroform';
  acroform_field?: string;
  acroform_value?: string;
}

/** A blank in a sentence: the value written on its line. */
export interface Blank { key: string; text: string; w: number; fields?: Record<string, unknown> }
export type Segment = string | Blank;

// Handwriting: URW Z003 (a Zapf Chancery clone) when the machine has it, else an italic serif.
const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf'];
const H = 792;

interface Internals { _font: { id: string; ref(): unknown }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } }
interface Ref { end(chunk?: string): void }

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 0;
  private readonly jitter: Rng;
  private readonly hand: string;
  private helv = { id: '', ref: null as unknown };
  private names = new Set<string>();

  readonly style: Style;

  constructor(style: Style, seed: string, title: string) {
    this.style = style;
    // A fixed date: pdfkit derives the file ID from it, and the bytes must repeat per seed.
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0,
      info: { Title: title, Producer: 'FormFlow PDF 3.2', Creator: title, CreationDate: new Date(Date.UTC(2025, 4, 1)) } });
    // Style jitter draws from its own stream so the merchant's values never depend on the style.
    this.jitter = new Rng(`${seed}:jitter:${style}`);
    this.hand = HAND_FONTS.find((f) => fs.existsSync(f)) ?? 'Times-Italic';
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.page === 1 && this.style === 'fillable') {
      this.doc.font('Helvetica');
      const f = (this.doc as unknown as Internals)._font;
      this.helv = { id: f.id, ref: f.ref() };
      this.doc.initForm();
    }
  }

  label(text: string, x: number, y: number, size = 8, bold = false, width?: number): void {
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor('#000')
      .text(text, x, y, width ? { width, lineGap: 1.5 } : { lineBreak: false });
  }

  line(x0: number, y: number, x1: number): void {
    this.doc.moveTo(x0, y).lineTo(x1, y).lineWidth(0.5).strokeColor('#333').stroke();
  }

  rect(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fillColor(fill).fill();
    else this.doc.rect(x, y, w, h).lineWidth(0.6).strokeColor('#222').stroke();
  }

  heading(text: string, x: number, y: number, w: number, shade = '#d9dee8'): void {
    this.rect(x, y, w, 14, shade);
    this.label(text, x + 4, y + 3.5, 8.5, true);
  }

  /** A labelled field: caption above (or left of) a line, the value on the line. */
  field(key: string, caption: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> = {}): void {
    this.label(caption, x, y, 6.5);
    this.line(x, y + 21, x + w);
    this.value(key, text, x + 2, y + 20, w - 4, fields);
  }

  /** A filled value whose baseline sits at (x, baseline) in top-down page coordinates. */
  value(key: string, text: string, x: number, baseline: number, w: number, fields: Record<string, unknown> = {}): void {
    const name = this.fieldName(key);
    if (this.style === 'fillable') {
      this.textWidget(name, text, x, baseline - 10, w, 12);
      if (text) this.placed.push({ key, page: this.page, box: [x, H - baseline - 2, x + w, H - baseline + 10], text, fields, via: 'acroform', acroform_field: name });
      return;
    }
    if (!text) return;
    const d = this.doc;
    if (this.style === 'typed') {
      d.font('Courier').fontSize(9).fillColor('#000');
      const tw = d.widthOfString(text);
      d.text(text, x, baseline - 7.5, { lineBreak: false });
      this.placed.push({ key, page: this.page, box: [x - 1, H - baseline - 2.5, x + tw + 1, H - baseline + 8], text, fields, via: 'text' });
      return;
    }
    const size = this.jitter.float(10.5, 12.5);
    const angle = this.jitter.float(-1.8, 1.8);
    const dx = this.jitter.float(0, 6), dy = this.jitter.float(-1.5, 1);
    d.font(this.hand).fontSize(size).fillColor('#1a2a6c');
    const tw = d.widthOfString(text);
    d.save().rotate(angle, { origin: [x + dx, baseline + dy] });
    d.text(text, x + dx, baseline + dy - size * 0.8, { lineBreak: false });
    d.restore();
    // The box holds the rotated text: its height grows with the slope over the text's width.
    const slope = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw;
    this.placed.push({ key, page: this.page, box: [x + dx - 2, H - baseline - dy - 4 - slope, x + dx + tw + 2, H - baseline - dy + size + slope], text, fields, via: 'text' });
  }

  /** A checkbox with its label; `checked` marks it (a letter X, a drawn X or tick, or a checkbox field). */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, unknown> = {}): number {
    const s = 8;
    this.rect(x, y, s, s);
    this.label(label, x + s + 3, y + 0.5, 7.5);
    const box: Box = [x, H - y - s, x + s, H - y];
    const name = this.fieldName(`${key}_${label}`);
    if (this.style === 'fillable') {
      this.checkWidget(name, x, y, s, checked);
      if (checked) this.placed.push({ key, page: this.page, box, text: label, fields, via: 'acroform', acroform_field: name });
    } else if (checked && this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(8).fillColor('#000').text('X', x + 1.4, y + 0.6, { lineBreak: false });
      this.placed.push({ key, page: this.page, box, text: label, fields, via: 'text' });
    } else if (checked) {
      const d = this.doc.save().lineWidth(1.2).strokeColor('#1a2a6c');
      if (this.jitter.chance(0.5)) d.moveTo(x - 1, y - 1).lineTo(x + s + 1, y + s + 1).moveTo(x + s + 1, y - 1).lineTo(x - 1, y + s + 1).stroke();
      else d.moveTo(x, y + s * 0.5).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3, y - 3).stroke();
      d.restore();
      this.placed.push({ key, page: this.page, box, text: label, fields, via: 'mark' });
    }
    return x + s + 3 + this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 10;
  }

  /** A sentence with blanks (`I, ____ (name), ...`), wrapped within width; returns the y below it. */
  prose(segments: Segment[], x: number, y: number, width: number, size = 8.5, lead = 19): number {
    let cx = x, cy = y;
    const d = this.doc;
    for (const seg of segments) {
      if (typeof seg === 'string') {
        for (const word of seg.split(/(?<= )/)) {
          d.font('Helvetica').fontSize(size);
          const ww = d.widthOfString(word);
          if (cx + ww > x + width && cx > x) { cx = x; cy += lead; }
          if (word.trim()) d.fillColor('#000').text(word, cx, cy, { lineBreak: false });
          cx += ww;
        }
        continue;
      }
      if (cx + seg.w > x + width) { cx = x; cy += lead; }
      this.line(cx, cy + size + 1, cx + seg.w);
      this.value(seg.key, seg.text, cx + 3, cy + size, seg.w - 4, seg.fields ?? {});
      cx += seg.w + 2;
    }
    return cy + lead;
  }

  /** A signature: a pen scribble, never text (the printed name beside it is the value). */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc.save().lineWidth(0.9).strokeColor('#1a2a6c');
    d.moveTo(x, y);
    for (let i = 1; i <= 6; i++) d.bezierCurveTo(x + (i - 0.6) * w / 7, y - 12, x + (i - 0.3) * w / 7, y + 6, x + i * w / 7, y - this.jitter.float(0, 6));
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }

  private fieldName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9]+/g, '_');
    let name = base;
    for (let i = 2; this.names.has(name); i++) name = `${base}_${i}`;
    this.names.add(name);
    return name;
  }

  private stream(w: number, h: number, content: string, font = false): Ref {
    const dict: Record<string, unknown> = { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] };
    if (font) dict.Resources = { Font: { [this.helv.id]: this.helv.ref } };
    const ref = (this.doc as unknown as { ref(d: unknown): Ref }).ref(dict);
    ref.end(content);
    return ref;
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as unknown as { annotate(x: number, y: number, w: number, h: number, o: unknown): void; page: { annotations: unknown[] } };
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    (this.doc as unknown as Internals)._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private textWidget(name: string, text: string, x: number, y: number, w: number, h: number): void {
    const esc = text.replace(/[\\()]/g, (c) => `\\${c}`);
    const ap = this.stream(w, h, `/Tx BMC q BT /${this.helv.id} 9 Tf 0 g 2 3 Td (${esc}) Tj ET Q EMC`, true);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${this.helv.id} 9 Tf 0 g`), AP: { N: ap } });
  }

  private checkWidget(name: string, x: number, y: number, s: number, checked: boolean): void {
    const on = this.stream(s, s, `q 0 g 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const off = this.stream(s, s, '');
    const state = checked ? 'Yes' : 'Off';
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: state, AS: state, MK: { CA: new String('8') }, AP: { N: { Yes: on, Off: off } } });
  }
}
