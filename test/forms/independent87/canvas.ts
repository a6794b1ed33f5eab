// The drawing surface of a packet: static form text, and values printed in the style asked (typed, handwritten,
// fillable AcroForm fields), each value recorded with the truth fields it gives as it is drawn.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type FieldValue = string | number | null;
export interface Print {
  key: string; page: number; text: string; fields: Record<string, FieldValue>; box: [number, number, number, number];
  via: 'text' | 'acroform' | 'mark'; acroform_field?: string; checkbox?: boolean;
}
export interface Look { font: string; bold: string; typed: string; accent: string; mark: 'X' | 'stroke' }
export interface Val { key: string; text: string; fields?: Record<string, FieldValue> }

const HAND = createRequire(import.meta.url).resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff');
const H = 792;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Print[] = [];
  page = 0;
  private names = new Set<string>();
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  readonly style: Style;
  /** A fillable form printed filled (for a scan): the values drawn as text, no fields. */
  readonly drawFill: boolean;
  readonly look: Look;
  private ink: Rng;

  constructor(style: Style, drawFill: boolean, ink: Rng, look: Look, title: string) {
    this.style = style; this.drawFill = drawFill; this.ink = ink; this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false,
      info: { Title: title, Producer: 'Broker Forms', Creator: 'Broker Forms', CreationDate: new Date(Date.UTC(2026, 0, 2)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.registerFont('hand', HAND);
    this.doc.font('Helvetica');
    if (this.fields) this.doc.initForm();
  }

  get fields(): boolean { return this.style === 'fillable' && !this.drawFill; }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  async finish(): Promise<Uint8Array> { this.doc.end(); await this.done; return new Uint8Array(Buffer.concat(this.chunks)); }

  /** Static form text (labels, headings, prose): never a value. */
  text(x: number, y: number, s: string, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): number {
    this.doc.font(o.font ?? (o.bold ? this.look.bold : this.look.font)).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
    return this.doc.y;
  }

  /** A paragraph of prose; returns the y below it. */
  para(x: number, y: number, w: number, s: string, size = 7.5): number {
    this.doc.font(this.look.font).fontSize(size).fillColor('#222').text(s, x, y, { width: w, align: 'justify', lineGap: 0.8 });
    return this.doc.y + 5;
  }

  rule(x1: number, y1: number, x2: number, y2: number, color = '#000', width = 0.6): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string } = {}): void {
    this.doc.rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.lineWidth(0.6).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.lineWidth(0.6).strokeColor(o.stroke ?? '#000').stroke();
  }

  /** A labelled blank: the label (above, or left of the line) and the value on the line. */
  field(x: number, y: number, w: number, label: string, v: Val | null, labelLeft = false): void {
    if (labelLeft) {
      const lw = this.text(x, y + 6, label, { size: 7.5, bold: true }) && this.doc.widthOfString(label) + 4;
      this.rule(x + lw, y + 15, x + w, y + 15);
      if (v) this.value(x + lw, y + 4, w - lw, v);
    } else {
      this.text(x, y, label, { size: 6.5, color: '#444' });
      this.rule(x, y + 20, x + w, y + 20);
      if (v) this.value(x, y + 9, w, v);
    }
  }

  private unique(key: string): string {
    let name = key, i = 2;
    while (this.names.has(name)) name = `${key}_${i++}`;
    this.names.add(name);
    return name;
  }

  private record(v: Val, box: Print['box'], via: Print['via'], field?: string, checkbox = false): void {
    this.printed.push({ key: v.key, page: this.page, text: v.text, fields: v.fields ?? {}, box, via, ...(field ? { acroform_field: field } : {}),
      ...(checkbox ? { checkbox } : {}) });
  }

  /** A value printed in the style: text at (x, y) top-left, in width w (shrunk to fit). */
  value(x: number, y: number, w: number, v: Val): void {
    if (!v.text) return;
    const h = 11, box: Print['box'] = [x, H - y - h, x + w, H - y];
    if (this.fields) {
      const name = this.unique(v.key);
      this.doc.font('Helvetica').fontSize(9);
      this.doc.formText(name, x, y - 1, w, h + 1, { value: v.text, fontSize: 9 });
      this.record(v, box, 'acroform', name);
      return;
    }
    const hand = this.style === 'handwritten';
    let size = hand ? 11 : 9.5;
    this.doc.font(hand ? 'hand' : this.drawFill ? 'Helvetica' : this.look.typed);
    while (size > 5.5 && this.doc.fontSize(size).widthOfString(v.text) > w - 4) size -= 0.5;
    if (hand) {
      const dx = this.ink.float(1, 5), dy = this.ink.float(-1.5, 1), angle = this.ink.float(-2.2, 2.2);
      this.doc.save().rotate(angle, { origin: [x + dx, y + 6] }).fillColor('#1b2a6b').text(v.text, x + dx, y + dy - 3, { lineBreak: false }).restore();
    } else {
      this.doc.fillColor('#000').text(v.text, x + 2, y, { lineBreak: false });
    }
    this.record(v, box, 'text');
  }

  /** A checkbox with its label; when checked, the mark is the style's and the label is recorded with the fields. */
  check(x: number, y: number, label: string, checked: boolean, key: string, fields: Record<string, FieldValue> = {}): number {
    const s = 8, box: Print['box'] = [x, H - y - s, x + s, H - y];
    this.rect(x, y, s, s);
    const end = this.text(x + s + 3, y, label, { size: 7.5 }) && x + s + 3 + this.doc.widthOfString(label);
    if (this.fields) {
      const name = this.unique(key);
      const d = this.doc as unknown as { ref(o: object): { end(s: string): void }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`q 0 g 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      const st = checked ? 'Yes' : 'Off';
      this.doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: st, AS: st, AP: { N: { Yes: on, Off: off } } } as never);
      d._root.data.AcroForm.data.Fields.push(this.doc.page.annotations[this.doc.page.annotations.length - 1]);
      if (checked) this.record({ key, text: label, fields }, box, 'acroform', name, true);
      return end;
    }
    if (!checked) return end;
    if (this.style === 'handwritten') {
      const j = (): number => this.ink.float(-0.8, 0.8);
      this.doc.save().lineWidth(1.3).strokeColor('#1b2a6b').moveTo(x + 1 + j(), y + 4 + j()).lineTo(x + 3.5 + j(), y + 7.5 + j())
        .lineTo(x + 9 + j(), y - 2 + j()).stroke().restore();
    } else if (this.look.mark === 'X' && !this.drawFill) {
      this.text(x + 1.3, y + 0.6, 'X', { size: 7.5, bold: true, font: 'Helvetica-Bold' });
    } else {
      this.doc.save().lineWidth(1).strokeColor('#000').moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5)
        .moveTo(x + 1.5, y + s - 1.5).lineTo(x + s - 1.5, y + 1.5).stroke().restore();
    }
    this.record({ key, text: label, fields }, box, 'mark', undefined, true);
    return end;
  }
}
