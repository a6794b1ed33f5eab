// The drawing surface of set 226: template text (labels, bars, fine print) is always page text; filled values are
// typed, handwritten (URW Z003, rotated and jittered, X marks as lines) or AcroForm fields with their own appearance
// streams. Every filled value is recorded with its page and box (PDF points, origin bottom left).
import PDFDocument from 'pdfkit';
import { existsSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface PlacedValue {
  key: string; fields: Record<string, unknown>; page: number; box: Box; text: string;
  via: 'typed' | 'handwritten' | 'acroform' | 'mark'; acroform_field?: string;
  /** A checked AcroForm checkbox's on-state (its text is the checked option's label). */
  acroform_value?: string;
}
export interface DecoyValue { key: string; text: string; page: number; box: Box; acroform_field?: string }

const HAND = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/type1/urw-base35/Z003-MediumItalic.t1'].find((p) => existsSync(p));
const H = 792;

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: PlacedValue[] = [];
  readonly decoys: DecoyValue[] = [];
  page = 1;
  private names = new Set<string>();
  private fieldNo = 0;

  readonly style: Style;
  private ink: Rng;
  private typedFont: string;
  private fieldName: (key: string, n: number) => string;

  constructor(style: Style, ink: Rng, typedFont: string, fieldName: (key: string, n: number) => string, info: { title: string; author: string }) {
    this.style = style; this.ink = ink; this.typedFont = typedFont; this.fieldName = fieldName;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: false, info: { Title: info.title, Author: info.author, Producer: info.author, CreationDate: new Date(Date.UTC(2025, 4, 1)) } });
    if (HAND) this.doc.registerFont('hand', HAND);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(text: string, x: number, y: number, size = 7, o: { bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(size).fillColor(o.color ?? '#222')
      .text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }

  bar(text: string, x: number, y: number, w: number, color: string, h = 13, textColor = 'white'): void {
    this.doc.save().rect(x, y, w, h).fill(color).restore();
    this.label(text, x + 5, y + (h - 8) / 2 + 0.5, 8, { bold: true, color: textColor });
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#555', width = 0.5): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, color = '#777', width = 0.5, fill?: string): void {
    this.doc.save().rect(x, y, w, h).lineWidth(width);
    if (fill) this.doc.fillAndStroke(fill, color); else this.doc.strokeColor(color).stroke();
    this.doc.restore();
  }

  /** A label above (or beside) a boxed/underlined blank, then its value. */
  fine(text: string, x: number, y: number, w: number, size = 5.6): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#333');
    this.doc.text(text, x, y, { width: w, align: 'justify', lineGap: 0.4 });
    return this.doc.y;
  }

  /** A filled value at (x, y) top-left in a blank of width w. fields null: a decoy (not the applicant's). */
  value(key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> | null, size = 9): void {
    if (!text) return;
    const d = this.doc;
    let box: Box;
    let via: PlacedValue['via'];
    let acro: string | undefined;
    if (this.style === 'fillable') {
      acro = this.acroName(key);
      const h = size + 5;
      this.textField(acro, text, x, y - 2, w, h, size);
      box = [x, H - (y - 2 + h), x + w, H - (y - 2)];
      via = 'acroform';
    } else if (this.style === 'handwritten' && HAND) {
      let fs = size + 3;
      d.font('hand').fontSize(fs);
      while (fs > 6 && d.widthOfString(text) > w) d.fontSize(--fs);
      const jx = this.ink.float(0, 4), jy = this.ink.float(-2.2, 1), rot = this.ink.float(-1.8, 1.8);
      const tw = d.widthOfString(text);
      d.save().rotate(rot, { origin: [x + jx, y + jy + fs / 2] }).fillColor(this.ink.pick(['#1b2a6b', '#10204f', '#222'])).text(text, x + jx, y + jy - 2, { lineBreak: false }).restore();
      box = [x + jx, H - (y + jy - 2 + fs + 2), x + jx + tw, H - (y + jy - 2)];
      via = 'handwritten';
    } else {
      let fs = size;
      d.font(this.typedFont).fontSize(fs);
      while (fs > 5 && d.widthOfString(text) > w) d.fontSize(--fs);
      const tw = d.widthOfString(text);
      d.fillColor('#000').text(text, x + 2, y, { lineBreak: false });
      box = [x + 2, H - (y + fs + 1), x + 2 + tw, H - y];
      via = 'typed';
    }
    this.record(key, text, box, via, fields, acro);
  }

  /** A checkbox with its printed label; when checked, the mark (letter X, drawn X or AcroForm check). */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, unknown> | null, size = 7.5): number {
    const s = 8;
    this.rect(x, y, s, s, '#333', 0.6);
    this.label(label, x + s + 3, y + 0.5, size);
    const end = x + s + 3 + this.doc.font('Helvetica').fontSize(size).widthOfString(label);
    const box: Box = [x, H - (y + s), x + s, H - y];
    if (this.style === 'fillable') {
      const acro = this.acroName(`${key}_${label}`);
      this.checkField(acro, x, y, s, checked);
      if (checked) this.record(key, label, box, 'acroform', fields, acro, 'Yes');
    } else if (checked) {
      if (this.style === 'handwritten') {
        const j = (): number => this.ink.float(-1.2, 1.2);
        this.line(x - 1 + j(), y - 1 + j(), x + s + 1 + j(), y + s + 1 + j(), '#1b2a6b', 1.1);
        this.line(x + s + 1 + j(), y - 1 + j(), x - 1 + j(), y + s + 1 + j(), '#1b2a6b', 1.1);
      } else {
        this.doc.font(this.typedFont).fontSize(8).fillColor('#000').text('X', x + 1.3, y + 0.6, { lineBreak: false });
      }
      this.record(key, label, box, 'mark', fields);
    }
    return end;
  }

  private record(key: string, text: string, box: Box, via: PlacedValue['via'], fields: Record<string, unknown> | null, acro?: string, on?: string): void {
    const r = (n: number): number => Math.round(n * 100) / 100;
    const b = box.map(r) as Box;
    if (fields && Object.keys(fields).length) this.placed.push({ key, fields, page: this.page, box: b, text, via, ...(acro ? { acroform_field: acro } : {}), ...(on ? { acroform_value: on } : {}) });
    else this.decoys.push({ key, text, page: this.page, box: b, ...(acro ? { acroform_field: acro } : {}) });
  }

  private acroName(key: string): string {
    let n = this.fieldName(key, ++this.fieldNo);
    while (this.names.has(n)) n = `${n}_${this.fieldNo}`;
    this.names.add(n);
    return n;
  }

  /** pdfkit writes an annotation at once, so the widget dictionary (with its appearance) is built whole here. */
  private widget(name: string, x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as any;
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, T: new String(name), ...dict });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as any;
    d.font('Helvetica');
    const font = d._font;
    let fs = size;
    while (fs > 5 && font.widthOfString(text, fs) > w - 4) fs--;
    const esc = text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.write(`/Tx BMC q BT /${font.id} ${fs} Tf 0 g 2 ${((h - fs) / 2 + 1).toFixed(2)} Td (${esc}) Tj ET Q EMC`);
    ap.end();
    this.widget(name, x, y, w, h, { FT: 'Tx', V: new String(text), DA: new String(`/${font.id} ${fs} Tf 0 g`), AP: { N: ap } });
  }

  private checkField(name: string, x: number, y: number, s: number, checked: boolean): void {
    const d = this.doc as any;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.write(`q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    on.end();
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end();
    this.widget(name, x, y, s, s, { FT: 'Btn', V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
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
