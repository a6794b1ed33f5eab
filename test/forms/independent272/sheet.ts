// A page-drawing helper for set 272: labels and frames in a typeface, values in the chosen style (typed text,
// handwriting in Z003 with one ink, or hand-built AcroForm widgets), and a record of every value placed.
import PDFDocument from 'pdfkit';
import type { Location } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = Location['box'];
export type FieldMap = Record<string, string | number | null>;

export interface Placed {
  key: string; fields: FieldMap; text: string; page: number; box: Box; via: Location['via']; acroform_field?: string;
}

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS: [number, number, number][] = [[20, 40, 140], [15, 15, 25], [10, 70, 150], [60, 30, 110]];

export interface SheetOptions {
  style: Style; rng: Rng; valueFont: 'Helvetica' | 'Courier' | 'Times-Roman' | 'Helvetica-Oblique' | 'Courier-Bold';
  labelFont?: string; labelBold?: string; valueSize?: number; size?: [number, number];
}

type Ref = ReturnType<PDFKit.PDFDocument['ref']>;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly placed: Placed[] = [];
  readonly W: number;
  readonly H: number;
  page = 1;
  labelFont: string;
  labelBold: string;
  private rng: Rng;
  private valueFont: string;
  private valueSize: number;
  private ink: [number, number, number];
  private fields: Ref[] = [];
  private helv: Ref | null = null;
  private names = new Set<string>();

  constructor(o: SheetOptions) {
    const [w, h] = o.size ?? [612, 792];
    this.W = w; this.H = h;
    this.doc = new PDFDocument({ size: [w, h], margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2025, 0, 2)), Producer: 'forms272', Creator: 'forms272' } });
    this.style = o.style; this.rng = o.rng.fork('sheet');
    this.valueFont = o.valueFont; this.valueSize = o.valueSize ?? 10;
    this.labelFont = o.labelFont ?? 'Helvetica'; this.labelBold = o.labelBold ?? 'Helvetica-Bold';
    this.ink = this.rng.pick(INKS);
    if (o.style === 'handwritten') this.doc.registerFont('hand', HAND_FONT);
  }

  private box(x: number, y: number, w: number, h: number): Box {
    return [round(x), round(this.H - y - h), round(x + w), round(this.H - y)] as Box;
  }

  newPage(): void { this.doc.addPage({ size: [this.W, this.H], margin: 0 }); this.page++; }

  /** Printed label (never a value). */
  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; color?: string; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    this.doc.font(o.font ?? (o.bold ? this.labelBold : this.labelFont)).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000');
    this.doc.text(text, x, y, { width: o.width ?? 1000, align: o.align ?? 'left', lineBreak: o.width !== undefined });
    this.doc.fillColor('#000');
  }

  paragraph(text: string, x: number, y: number, width: number, size = 6.5): number {
    this.doc.font(this.labelFont).fontSize(size).fillColor('#222');
    this.doc.text(text, x, y, { width, align: 'justify', lineGap: 0.5 });
    const end = this.doc.y;
    this.doc.fillColor('#000');
    return end;
  }

  frame(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    if (o.stroke !== 'none') this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    this.doc.restore();
  }

  hline(x0: number, x1: number, y: number, color = '#000', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y).lineTo(x1, y).stroke(color).restore();
  }

  band(text: string, x: number, y: number, w: number, h: number, fill: string, color = '#fff', size = 8.5): void {
    this.doc.save().rect(x, y, w, h).fill(fill).restore();
    this.label(text, x + 4, y + (h - size) / 2 + 0.5, { bold: true, size, color });
  }

  /** A value in a field area (x, y top-left, w x h). Empty text: nothing drawn (an empty widget when fillable). */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: FieldMap | null): void {
    const shown = text.trim();
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.textWidget(name, shown, x, y, w, h);
      if (shown) this.record(key, fields, shown, this.box(x, y, w, h), 'acroform', name);
      return;
    }
    if (!shown) return;
    const d = this.doc;
    if (this.style === 'typed') {
      const size = this.fit(this.valueFont, shown, w - 3, this.valueSize);
      d.font(this.valueFont).fontSize(size).fillColor('#000');
      const ty = y + Math.max(0, (h - size) / 2);
      d.text(shown, x + 2, ty, { lineBreak: false });
      this.record(key, fields, shown, this.box(x + 1, ty - 1, Math.min(w, d.widthOfString(shown) + 3), size + 2), 'text');
    } else {
      const size = this.fit('hand', shown, w - 4, this.valueSize + 2.5);
      const jx = this.rng.float(-1.5, 2.5), jy = this.rng.float(-1.2, 1.2), rot = this.rng.float(-2, 2);
      const tx = x + 2 + jx, ty = y + Math.max(-2, (h - size) / 2 - 1) + jy;
      d.save();
      d.rotate(rot, { origin: [tx, ty + size / 2] });
      d.font('hand').fontSize(size).fillColor(this.ink);
      d.text(shown, tx, ty, { lineBreak: false });
      const tw = d.widthOfString(shown);
      d.restore();
      d.fillColor('#000');
      const slack = Math.abs(Math.sin((rot * Math.PI) / 180)) * tw / 2 + 2;
      this.record(key, fields, shown, this.box(tx - 1, ty - slack, tw + 3, size + 2 * slack), 'text');
    }
  }

  /** A checkbox square at (x, y) of side s; `label` is what a checked box means. */
  checkbox(key: string, label: string, checked: boolean, x: number, y: number, s: number, fields: FieldMap | null): void {
    this.frame(x, y, s, s, { lw: 0.7 });
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.checkWidget(name, checked, x, y, s);
      if (checked) this.record(key, fields, label, this.box(x, y, s, s), 'acroform_checkbox', name);
      return;
    }
    if (!checked) return;
    const d = this.doc;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(s * 0.95).fillColor('#000').text('X', x + s * 0.17, y + s * 0.1, { lineBreak: false });
    } else {
      const j = (): number => this.rng.float(-1, 1);
      d.save().lineWidth(1.3).strokeColor(this.ink).lineCap('round');
      if (this.rng.chance(0.5)) {
        d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      } else {
        d.moveTo(x + 1 + j(), y + s * 0.55 + j()).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      }
      d.restore();
    }
    this.record(key, fields, label, this.box(x, y, s, s), 'mark');
  }

  private record(key: string, fields: FieldMap | null, text: string, box: Box, via: Location['via'], acro?: string): void {
    this.placed.push({ key, fields: fields ?? {}, text, page: this.page, box, via, ...(acro ? { acroform_field: acro } : {}) });
  }

  private fit(font: string, text: string, w: number, size: number): number {
    this.doc.font(font).fontSize(size);
    const tw = this.doc.widthOfString(text);
    return tw > w && w > 0 ? Math.max(5.5, (size * w) / tw) : size;
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_.]/g, '_');
    let i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  private font(): Ref {
    if (!this.helv) {
      this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end('');
    }
    return this.helv;
  }

  private textWidget(name: string, value: string, x: number, y: number, w: number, h: number): void {
    const d = this.doc;
    const size = value ? this.fit('Helvetica', value, w - 4, Math.min(10, h - 3)) : 10;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.font() } } });
    ap.end(value ? `/Tx BMC q BT /Helv ${num(size)} Tf 0 g 2 ${num((h - size) / 2 + 1.5)} Td (${pdfEsc(value)}) Tj ET Q EMC` : '/Tx BMC EMC');
    const widget = d.ref({
      Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/Helv ${num(size)} Tf 0 g`),
      Rect: this.box(x, y, w, h), F: 4, P: d.page.dictionary, AP: { N: ap }, MK: { BG: [0.93, 0.95, 1] },
    });
    widget.end('');
    d.page.annotations.push(widget);
    this.fields.push(widget);
  }

  private checkWidget(name: string, checked: boolean, x: number, y: number, s: number): void {
    const d = this.doc;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    on.end(`q 0 g 0 G 1.2 w 2 2 m ${num(s - 2)} ${num(s - 2)} l S 2 ${num(s - 2)} m ${num(s - 2)} 2 l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('q Q');
    const state = checked ? 'Yes' : 'Off';
    const widget = d.ref({
      Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, DA: new String('/ZaDb 0 Tf 0 g'),
      Rect: this.box(x, y, s, s), F: 4, P: d.page.dictionary, AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') },
    });
    widget.end('');
    d.page.annotations.push(widget);
    this.fields.push(widget);
  }

  async finish(): Promise<Uint8Array> {
    const d = this.doc;
    if (this.style === 'fillable') {
      const form = d.ref({ Fields: this.fields, DR: { Font: { Helv: this.font() } }, DA: new String('/Helv 0 Tf 0 g'), NeedAppearances: false });
      // pdfkit's end() ends the AcroForm dictionary and each of its fields (endAcroForm), so the form is not ended here.
      const raw = d as unknown as { _root: { data: Record<string, unknown> }; _acroform: unknown };
      raw._acroform = { fonts: { Helv: this.font() } };
      raw._root.data.AcroForm = form;
    }
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => d.on('end', () => res()));
    d.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

const round = (n: number): number => Math.round(n * 10) / 10;
const num = (n: number): string => String(Math.round(n * 100) / 100);
function pdfEsc(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`);
}
