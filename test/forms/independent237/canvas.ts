// A small drawing surface over pdfkit for set 237: labels are page text in every style; values are page text
// (typed: Helvetica; handwritten: URW Z003, jittered and slightly rotated) or AcroForm fields with their own
// appearance streams (fillable). Every value drawn is recorded with its page box (PDF points, origin bottom left).
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValues = Record<string, string | number | null>;

export interface Placed237 {
  key: string;
  text: string;
  page: number;
  box: Box;
  via: 'text' | 'acroform' | 'checkbox' | 'drawn';
  /** Truth paths this printed value gives, with their values; empty for a decoy. */
  fields: FieldValues;
  acroform_field?: string;
  acroform_value?: string;
}

const Z003 = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const PAGE_H = 792;

export interface LabelOpts { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; italic?: boolean }

function pdfString(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
}

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed237[] = [];
  page = 1;
  private names = new Set<string>();
  private hand: string;
  private chunks: Buffer[] = [];
  private helvRef: any = null;
  private helvId = '';

  readonly style: Style;
  private rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'forms237', Creator: 'forms237', CreationDate: new Date(Date.UTC(2024, 4, 2, 9, 30)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.hand = 'Times-Italic';
    if (style === 'handwritten' && existsSync(Z003)) { this.doc.registerFont('Z003', Z003); this.hand = 'Z003'; }
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as any;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helvRef = d._font.ref();
      this.helvId = d._font.id;
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Printed form text (labels, headings, fine print): never a value. */
  label(text: string, x: number, y: number, o: LabelOpts = {}): void {
    const font = o.bold ? (o.italic ? 'Helvetica-BoldOblique' : 'Helvetica-Bold') : o.italic ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(font).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000000');
    this.doc.text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
    this.doc.fillColor('#000000');
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) d.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.rect(x, y, w, h).fill(o.fill);
    else d.rect(x, y, w, h).stroke(o.stroke ?? '#000000');
    d.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#000000', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_]/g, '_');
    if (this.names.has(n)) { let i = 2; while (this.names.has(`${n}_${i}`)) i++; n = `${n}_${i}`; }
    this.names.add(n);
    return n;
  }

  /** A filled value. `y` is the top of the text (pdfkit coordinates); `w` the room on the form. Empty text draws
   *  nothing (a fillable form still has the empty field). */
  value(key: string, text: string, x: number, y: number, w: number, fields: FieldValues = {}, size = 9): void {
    if (this.style === 'fillable') { this.textField(key, text, x, y, w, fields, size); return; }
    if (!text) return;
    const d = this.doc;
    d.font(this.style === 'typed' ? 'Helvetica' : this.hand);
    while (size > 5.5 && d.fontSize(this.style === 'typed' ? size : size + 1.5).widthOfString(text) > w + 6) size -= 0.5;
    if (this.style === 'typed') {
      d.font('Helvetica').fontSize(size).fillColor('#111111');
      const tw = Math.min(d.widthOfString(text), w + 40);
      d.text(text, x, y, { lineBreak: false });
      this.placed.push({ key, text, page: this.page, box: this.box(x, y, tw, size * 1.15), via: 'text', fields });
      return;
    }
    const hs = size + 1.5;
    const jx = this.rng.float(-1.5, 2.5), jy = this.rng.float(-1.8, 0.8), ang = this.rng.float(-2.2, 2.2);
    d.font(this.hand).fontSize(hs).fillColor(this.rng.pick(['#1b2a6b', '#111111', '#20307a']));
    const tw = d.widthOfString(text);
    d.save().rotate(ang, { origin: [x + jx, y + jy + hs] });
    d.text(text, x + jx, y + jy, { lineBreak: false });
    d.restore();
    d.fillColor('#000000');
    this.placed.push({ key, text, page: this.page, box: this.box(x + jx, y + jy - 2, tw, hs * 1.3), via: 'text', fields });
  }

  /** A widget annotation that is its own field, with the dictionary given (pdfkit's form helpers drop AP and V). */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as any;
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, P: d.page.dictionary, ...dict });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private box(x: number, yTop: number, w: number, h: number): Box {
    const r = (v: number) => Math.round(v * 10) / 10;
    return [r(x), r(PAGE_H - yTop - h), r(x + w), r(PAGE_H - yTop)];
  }

  private textField(key: string, text: string, x: number, y: number, w: number, fields: FieldValues, size: number): void {
    const d = this.doc as any;
    const name = this.fieldName(key);
    const h = size + 5;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helvId]: this.helvRef } } });
    ap.end(`/Tx BMC q BT /${this.helvId} ${size} Tf 0 g 2 ${(h - size) / 2 + 1.2} Td (${pdfString(text)}) Tj ET Q EMC`);
    this.widget(x, y - 2.5, w, h, { FT: 'Tx', T: new String(name), V: new String(text), AP: { N: ap },
      DA: new String(`/${this.helvId} ${size} Tf 0 g`), MK: {} });
    if (text) this.placed.push({ key, text, page: this.page, box: this.box(x, y - 2.5, w, h), via: 'acroform', fields, acroform_field: name });
  }

  /** A checkbox with its label to the right; a checked box records the label as the printed text. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: FieldValues = {}, size = 8): void {
    const d = this.doc as any;
    const s = size;
    this.rect(x, y, s, s, { lw: 0.6 });
    this.label(label, x + s + 3, y + 0.5, { size: s });
    if (this.style === 'fillable') {
      const name = this.fieldName(`${key}_${label}`);
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      on.end(`q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      off.end('');
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') }, DA: new String(`/${this.helvId} 0 Tf 0 g`) });
      if (checked) this.placed.push({ key, text: label, page: this.page, box: this.box(x, y, s, s), via: 'acroform', fields, acroform_field: name });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', x + 1.2, y + 0.6, { lineBreak: false });
      this.placed.push({ key, text: label, page: this.page, box: this.box(x, y, s, s), via: 'checkbox', fields });
      return;
    }
    const j = () => this.rng.float(-1.2, 1.2);
    d.save().lineWidth(1.1).strokeColor('#1b2a6b');
    if (this.rng.chance(0.5)) {
      d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
      d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    } else {
      d.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s + 0.5 + j()).lineTo(x + s + 2.5 + j(), y - 2 + j()).stroke();
    }
    d.restore();
    this.placed.push({ key, text: label, page: this.page, box: this.box(x, y, s, s), via: 'drawn', fields });
  }

  /** A labelled underline with its value on it (the common broker-form row). */
  row(labelText: string, key: string, text: string, x: number, y: number, w: number, fields: FieldValues = {}, lw = 0): number {
    this.label(labelText, x, y + 2, { size: 7.5, bold: true });
    const lx = x + (lw || this.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(labelText) + 4);
    this.line(lx, y + 11, x + w, y + 11);
    this.value(key, text, lx + 2, y, x + w - lx - 4, fields);
    return lx;
  }

  /** A boxed cell: the small caption at the top left, the value below it. */
  cell(caption: string, key: string, text: string, x: number, y: number, w: number, h: number, fields: FieldValues = {}, fill?: string): void {
    this.rect(x, y, w, h, fill ? { fill, stroke: '#000000', lw: 0.5 } : { lw: 0.5 });
    this.label(caption, x + 2.5, y + 2, { size: 6, color: '#333333' });
    this.value(key, text, x + 4, y + h - 12.5, w - 8, fields);
  }

  async finish(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
