// The drawing context of one form: page text for labels, and the three ways a value gets on the page (typed text,
// handwriting, an AcroForm field with its own appearance). Every value placed is recorded with its truth fields.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Val { key: string; text: string; fields?: Record<string, unknown> }
export interface Placed {
  key: string; text: string; page: number; box: Box; fields: Record<string, unknown>;
  via: 'text' | 'handwriting' | 'acroform' | 'checkbox'; acroform_field?: string; acroform_value?: string;
}

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INK = ['#1a237e', '#0d1b4a', '#222222'];

// pdfkit's internals we use for AcroForm fields with their own appearance streams.
interface PdfRef { data: Record<string, unknown>; write(s: string): void; end(s?: string): void }
interface Internals { _font: { id: string; ref(): PdfRef }; _root: { data: { AcroForm: PdfRef } }; page: { annotations: PdfRef[] }; ref(d: object): PdfRef }

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

export class Ctx {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly rng: Rng;
  readonly W = 612;
  readonly H = 792;
  page = 0;
  placed: Placed[] = [];
  private names = new Set<string>();
  private ink: string;
  private helv: { id: string; ref: PdfRef } | null = null;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.ink = rng.pick(INK);
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'Microsoft Excel', Creator: 'Excel', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    if (style === 'handwritten' && fs.existsSync(HAND_FONT)) this.doc.registerFont('hand', HAND_FONT);
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.style === 'fillable' && !this.helv) {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const d = this.doc as unknown as Internals;
      this.helv = { id: d._font.id, ref: d._font.ref() };
      d._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  /** Printed form text (labels, headings, fine print): always part of the page. */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; w?: number; align?: 'left' | 'right' | 'center'; italic?: boolean } = {}): void {
    const font = o.bold ? 'Helvetica-Bold' : o.italic ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(font).fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    if (o.w) this.doc.text(s, x, y, { width: o.w, align: o.align ?? 'left', lineGap: 0.5 });
    else this.doc.text(s, x, y, { lineBreak: false });
  }

  private box(x: number, y: number, w: number, h: number): Box {
    const r = (n: number): number => Math.round(n * 100) / 100;
    return [r(x), r(this.H - y - h), r(x + w), r(this.H - y)];
  }

  private record(v: Val, box: Box, via: Placed['via'], field?: string): void {
    this.placed.push({ key: v.key, text: v.text, page: this.page, box, fields: v.fields ?? {}, via, ...(field ? { acroform_field: field } : {}) });
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_.]/g, '_');
    while (this.names.has(n)) n += '_';
    this.names.add(n);
    return n;
  }

  /** A value in the cell (x, y, w, h): typed, handwritten or a text field. A blank text places nothing. */
  value(v: Val | null | undefined, x: number, y: number, w: number, h: number, align: 'left' | 'right' | 'center' = 'left'): void {
    if (!v || !v.text) return;
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(v.key);
      let size = 8;
      d.font('Helvetica').fontSize(size);
      while (size > 5 && d.widthOfString(v.text) > w - 4) d.fontSize(--size);
      const tw = d.widthOfString(v.text);
      const tx = align === 'right' ? w - 2 - tw : align === 'center' ? (w - tw) / 2 : 2;
      const ty = (h - size * 0.72) / 2;
      const helv = this.helv!;
      const ap = (d as unknown as Internals).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [helv.id]: helv.ref } } });
      ap.end(`/Tx BMC q BT /${helv.id} ${size} Tf 0 g ${tx.toFixed(2)} ${ty.toFixed(2)} Td (${esc(v.text)}) Tj ET Q EMC`);
      d.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(v.text), DA: new String(`/${helv.id} ${size} Tf 0 g`),
        F: 4, Q: align === 'right' ? 2 : align === 'center' ? 1 : 0, AP: { N: ap }, MK: {} } as never);
      this.addField();
      this.record(v, this.box(x, y, w, h), 'acroform', name);
      return;
    }
    if (this.style === 'handwritten') {
      const hand = fs.existsSync(HAND_FONT) ? 'hand' : 'Times-Italic';
      let size = hand === 'hand' ? 11 : 9;
      d.font(hand).fontSize(size);
      while (size > 6 && d.widthOfString(v.text) > w - 4) d.fontSize(--size);
      const tw = d.widthOfString(v.text);
      const tx = x + (align === 'right' ? w - 3 - tw : align === 'center' ? (w - tw) / 2 : 3) + this.rng.float(-1, 1);
      const ty = y + (h - size) / 2 + this.rng.float(-0.8, 0.6);
      d.save().rotate(this.rng.float(-2.2, 2.2), { origin: [tx, ty + size / 2] }).fillColor(this.ink).text(v.text, tx, ty, { lineBreak: false }).restore();
      this.record(v, this.box(tx - 1, ty - 1, tw + 2, size + 2), 'handwriting');
      return;
    }
    let size = 8;
    d.font('Helvetica').fontSize(size);
    while (size > 5 && d.widthOfString(v.text) > w - 4) d.fontSize(--size);
    const tw = d.widthOfString(v.text);
    const tx = x + (align === 'right' ? w - 2 - tw : align === 'center' ? (w - tw) / 2 : 2);
    const ty = y + (h - size) / 2 + 0.5;
    d.fillColor('#000').text(v.text, tx, ty, { lineBreak: false });
    this.record(v, this.box(tx, ty, tw, size), 'text');
  }

  private addField(): void {
    const d = this.doc as unknown as Internals;
    const ref = d.page.annotations[d.page.annotations.length - 1]!;
    (d._root.data.AcroForm.data.Fields as PdfRef[]).push(ref);
  }

  /** A checkbox of side s at (x, y); `v` (the option's label as text) is recorded when checked and given. */
  check(v: Val | null, checked: boolean, x: number, y: number, s = 7): void {
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(v?.key ?? `chk_${this.names.size}`);
      const helvOff = (d as unknown as Internals).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      helvOff.end('');
      const on = (d as unknown as Internals).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`q 0 G 1 w 1.3 1.3 m ${s - 1.3} ${s - 1.3} l S 1.3 ${s - 1.3} m ${s - 1.3} 1.3 l S Q`);
      d.lineWidth(0.6).strokeColor('#333').rect(x, y, s, s).stroke();
      d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', F: 4,
        MK: { CA: new String('8') }, AP: { N: { Yes: on, Off: helvOff } } } as never);
      this.addField();
      if (checked && v) this.record(v, this.box(x, y, s, s), 'acroform', name);
      return;
    }
    d.lineWidth(0.6).strokeColor('#333').rect(x, y, s, s).stroke();
    if (!checked) return;
    if (this.style === 'handwritten') {
      const j = (): number => this.rng.float(-0.8, 0.8);
      d.save().lineWidth(1.1).strokeColor(this.ink);
      if (this.rng.chance(0.5)) d.moveTo(x - 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4 + j(), y + s + 0.5).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      else d.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
      d.restore();
      if (v) this.record(v, this.box(x - 1, y - 2, s + 3, s + 3), 'checkbox');
      return;
    }
    d.font('Helvetica-Bold').fontSize(s + 1).fillColor('#000').text('X', x + 1, y - 0.3, { lineBreak: false });
    if (v) this.record(v, this.box(x, y, s, s), 'checkbox');
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
