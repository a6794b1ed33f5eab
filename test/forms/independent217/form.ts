// A page canvas over pdfkit that records where every value lands: typed, handwritten (URW Z003, rotated, jittered,
// X marks as strokes) or fillable (AcroForm widgets with their own appearance streams, NeedAppearances false).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;
export interface PlacedValue {
  key: string; fields: Record<string, FieldValue>; page: number; box: Box; text: string; via: 'text' | 'acroform' | 'mark';
  acroform_field?: string; acroform_value?: string;
}
export interface DecoyValue { key: string; text: string; page: number; box: Box; acroform_field?: string }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_W = 612;
export const PAGE_H = 792;
const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Form {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: PlacedValue[] = [];
  readonly decoys: DecoyValue[] = [];
  private names = new Set<string>();
  private fields: unknown[] = [];
  private helv: { id: string; ref: () => unknown } | null = null;

  readonly style: Style;
  readonly rng: Rng;
  readonly ink: string;
  private valueFont: string;

  constructor(style: Style, rng: Rng, ink = 'black', valueFont = 'Courier') {
    this.style = style; this.rng = rng; this.ink = ink; this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2025, 0, 2)), Producer: 'pdfkit', Title: 'Application' } });
    this.doc.registerFont('hand', HAND);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } }; _font: { id: string; ref: () => unknown } };
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.fields = d._root.data.AcroForm.data.Fields as unknown[];
      this.helv = d._font;
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** A box in PDF points from the bottom left, from pdfkit's top-left x, y, w, h. */
  box(x: number, y: number, w: number, h: number): Box {
    return [round(x), round(PAGE_H - y - h), round(x + w), round(PAGE_H - y)];
  }

  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? 'black');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
  }

  private fieldName(key: string): string {
    let n = key, i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value in the cell x, y, w, h (top-left, points). Empty text prints nothing (an empty widget when fillable). */
  value(key: string, text: string, fields: Record<string, FieldValue> | null, x: number, y: number, w: number, h: number, size = 9): void {
    const decoy = fields !== null && Object.keys(fields).length === 0;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.widget(name, text, x, y, w, h, size);
      if (!text || fields === null) return;
      const b = this.box(x, y, w, h);
      if (decoy) this.decoys.push({ key, text, page: this.page, box: b, acroform_field: name });
      else this.placed.push({ key, fields, page: this.page, box: b, text, via: 'acroform', acroform_field: name });
      return;
    }
    if (!text) return;
    const d = this.doc;
    let tw: number;
    if (this.style === 'handwritten') {
      const r = this.rng;
      const fs = size + 2.5;
      d.font('hand').fontSize(fs);
      tw = d.widthOfString(text);
      const scale = Math.min(1, (w - 2) / tw);
      const tx = x + 2 + r.float(-1.5, 2), ty = y + h - fs * 0.95 + r.float(-1.5, 1);
      d.save().rotate(r.float(-2.2, 2.2), { origin: [tx, ty + fs / 2] });
      d.fillColor(this.ink).font('hand').fontSize(fs * scale).text(text, tx, ty, { lineBreak: false });
      d.restore();
      tw = tw * scale + 4;
    } else {
      d.font(this.valueFont).fontSize(size);
      tw = d.widthOfString(text);
      const fs = tw > w - 2 ? (size * (w - 3)) / tw : size;
      d.fillColor('black').font(this.valueFont).fontSize(fs).text(text, x + 2, y + h - fs - 1.5, { lineBreak: false });
      tw = d.widthOfString(text) + 3;
    }
    if (fields === null) return;
    const b = this.box(x, y - 2, Math.min(Math.max(tw, 6), w + 4), h + 3);
    if (decoy) this.decoys.push({ key, text, page: this.page, box: b });
    else this.placed.push({ key, fields, page: this.page, box: b, text, via: 'text' });
  }

  decoy(key: string, text: string, x: number, y: number, w: number, h: number, size = 9): void { this.value(key, text, {}, x, y, w, h, size); }

  /** A checkbox with its printed label to the right; checked -> X (typed letter, drawn strokes, or widget on-state). */
  check(key: string, label: string, checked: boolean, fields: Record<string, FieldValue> | null, x: number, y: number, s = 7, labelSize = 7.5): void {
    const d = this.doc;
    d.lineWidth(0.6).strokeColor('black').rect(x, y, s, s).stroke();
    this.text(label, x + s + 2.5, y + (s - labelSize) / 2 + 0.5, { size: labelSize });
    const b = this.box(x, y, s, s);
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.checkWidget(name, checked, x, y, s);
      if (checked && fields) this.placed.push({ key, fields, page: this.page, box: b, text: label, via: 'acroform', acroform_field: name, acroform_value: 'Yes' });
      return;
    }
    if (!checked) return;
    if (this.style === 'handwritten') {
      const r = this.rng, j = (): number => r.float(-1.2, 1.2);
      d.save().lineWidth(1.1).strokeColor(this.ink);
      d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
      d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      d.restore();
    } else {
      d.font('Helvetica-Bold').fontSize(s + 1).fillColor('black').text('X', x + 0.6, y - 0.2, { lineBreak: false });
    }
    if (fields) this.placed.push({ key, fields, page: this.page, box: b, text: label, via: 'mark' });
  }

  private widget(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as unknown as { ref: (o: unknown) => { end: (s?: string) => void }; annotate: (...a: unknown[]) => void; page: { annotations: unknown[] } };
    const f = this.helv!;
    const fs = Math.min(size, h - 2);
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
    ap.end(value ? `/Tx BMC q BT /${f.id} ${fs} Tf 0 g 2 ${round((h - fs) / 2 + 1)} Td (${esc(value)}) Tj ET Q EMC` : '/Tx BMC EMC');
    d.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${f.id} ${fs} Tf 0 g`), F: 4,
      AP: { N: ap }, MK: { BC: [0.6, 0.6, 0.8] } });
    this.fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private checkWidget(name: string, on: boolean, x: number, y: number, s: number): void {
    const d = this.doc as unknown as { ref: (o: unknown) => { end: (s?: string) => void }; annotate: (...a: unknown[]) => void; page: { annotations: unknown[] } };
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    yes.end(`q 0 g 0.9 w 1 1 m ${s - 1} ${s - 1} l S 1 ${s - 1} m ${s - 1} 1 l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('');
    d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', F: 4,
      AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('8') } });
    this.fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A signature: scribbled strokes (never text), or nothing on a fillable form left for e-signing. */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const r = this.rng, d = this.doc;
    d.save().lineWidth(0.9).strokeColor(this.ink === 'black' ? '#1a237e' : this.ink).moveTo(x, y);
    for (let i = 1; i <= 9; i++) d.bezierCurveTo(x + (i - 0.7) * w / 10, y - r.float(2, 9), x + (i - 0.3) * w / 10, y + r.float(0, 5), x + i * w / 10, y - r.float(0, 4));
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    const done = new Promise<void>((res, rej) => { this.doc.on('end', () => res()); this.doc.on('error', rej); });
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

const round = (n: number): number => Math.round(n * 10) / 10;
