// Drawing helpers over pdfkit that record where each entered value lands. A value is typed (Helvetica), handwritten
// (URW Z003, rotated and jittered; an X drawn as two strokes) or fillable (an AcroForm field with its own appearance
// stream, nothing drawn as page text). Boxes are PDF points with the origin at the page's bottom left.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface PlacedValue {
  key: string; fields: Record<string, unknown>; page: number; box: Box; text: string;
  via: 'text' | 'checkbox' | 'acroform'; acroform_field?: string; acroform_value?: string;
}
interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface DocInternals {
  ref(data: Record<string, unknown>): Ref;
  page: { annotations: Ref[]; dictionary: Ref; height: number };
  _root: { data: { AcroForm: Ref } };
  _font: { id: string; ref(): Ref };
}

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const H = 792;

export interface Ink { size?: number; font?: string; color?: string }

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: PlacedValue[] = [];
  readonly decoys: PlacedValue[] = [];
  private n = 0;
  private formFont = '';
  private formFontRef: Ref | null = null;

  readonly style: Style;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { Title: title, Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2025, 2, 3)) } });
    this.doc.registerFont('Hand', HAND);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as unknown as DocInternals;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.formFont = d._font.id;
      this.formFontRef = d._font.ref();
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Printed form text (labels, headings, fine print). */
  label(text: string, x: number, y: number, o: Ink & { w?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#000')
      .text(text, x, y, { lineBreak: o.w !== undefined, width: o.w, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
  }

  private box(x: number, y: number, w: number, h: number): Box {
    return [Math.round(x * 10) / 10, Math.round((H - y - h) * 10) / 10, Math.round((x + w) * 10) / 10, Math.round((H - y) * 10) / 10];
  }

  /** An entered value whose top-left is (x, y) in a field `w` wide; empty text draws nothing. Empty `fields`: a
   *  business detail that is no field of ours (phone, street), recorded nowhere. */
  value(key: string, text: string | null, x: number, y: number, w: number, fields: Record<string, unknown>, size = 9, asDecoy = false): void {
    if (!text) return;
    const h = size + 3;
    const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
    const rec: PlacedValue = { key, fields, page: this.page, box: this.box(x, y, w, h), text, via: 'text' };
    if (this.style === 'fillable') {
      this.textField(name, text, x, y, w, h, size);
      rec.via = 'acroform'; rec.acroform_field = name;
    } else if (this.style === 'handwritten') {
      const fs = size + 2;
      const dx = this.rng.float(-1.5, 2), dy = this.rng.float(-1.5, 1), rot = this.rng.float(-2.2, 2.2);
      this.doc.save().rotate(rot, { origin: [x, y + h] }).font('Hand').fontSize(fs).fillColor('#1b2a6b')
        .text(text, x + 1 + dx, y - 2 + dy, { lineBreak: false }).restore();
      rec.box = this.box(x, y - 3, Math.max(w, this.doc.widthOfString(text) + 4), h + 4);
    } else {
      this.doc.font('Helvetica').fontSize(size).fillColor('#000').text(text, x + 1, y + 1, { lineBreak: false });
    }
    if (Object.keys(fields).length) this.placed.push(rec);
    else if (asDecoy) this.decoys.push(rec);
  }

  /** A business detail that is no field of ours (phone, e-mail, street, sales): drawn, recorded nowhere. */
  info(key: string, text: string | null, x: number, y: number, w: number, size = 9): void { this.value(key, text, x, y, w, {}, size); }

  /** A value that is not the applicant's (landlord, bank, references, ISO, funders). */
  decoy(key: string, text: string | null, x: number, y: number, w: number, size = 9): void { this.value(key, text, x, y, w, {}, size, true); }

  /** A checkbox with its printed label to the right; a checked one gives `fields`. */
  check(key: string, label: string, checked: boolean, x: number, y: number, fields: Record<string, unknown>, o: Ink = {}): void {
    const s = 8;
    this.doc.lineWidth(0.6).strokeColor('#000').rect(x, y, s, s).stroke();
    this.label(label, x + s + 3, y + 0.5, { size: o.size ?? 7.5, font: o.font });
    const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
    if (this.style === 'fillable') this.checkField(name, checked, x, y, s);
    if (!checked) return;
    if (this.style === 'handwritten') {
      const j = () => this.rng.float(-1.2, 1.2);
      this.doc.lineWidth(1.1).strokeColor('#1b2a6b').moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j())
        .moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke().strokeColor('#000');
    } else if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(8).fillColor('#000').text('X', x + 1.6, y + 0.6, { lineBreak: false });
    }
    const rec: PlacedValue = { key, fields, page: this.page, box: this.box(x, y, s, s), text: label, via: 'checkbox' };
    if (this.style === 'fillable') { rec.via = 'acroform'; rec.acroform_field = name; rec.acroform_value = 'Yes'; }
    this.placed.push(rec);
  }

  private widget(data: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const d = this.doc as unknown as DocInternals;
    const b = this.box(x, y, w, h);
    const annot = d.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, Rect: b, P: d.page.dictionary, Border: [0, 0, 0], ...data });
    annot.end();
    d.page.annotations.push(annot);
    (d._root.data.AcroForm.data.Fields as Ref[]).push(annot);
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as unknown as DocInternals;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.formFont]: this.formFontRef } } });
    const hex = Buffer.from(text, 'latin1').toString('hex');
    ap.end(`/Tx BMC q BT /${this.formFont} ${size} Tf 0 g 2 3 Td <${hex}> Tj ET Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${this.formFont} ${size} Tf 0 g`), AP: { N: ap } }, x, y, w, h);
  }

  private checkField(name: string, on: boolean, x: number, y: number, s: number): void {
    const d = this.doc as unknown as DocInternals;
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    yes.end(`q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    this.widget({ FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } }, x, y, s, s);
  }

  /** A rubber stamp ('RECEIVED', 'COPY') drawn over whatever is under it. */
  stamp(text: string, x: number, y: number, rot: number, color: string, size = 22, sub?: string): void {
    const doc = this.doc;
    doc.save().rotate(rot, { origin: [x, y] }).opacity(0.55).lineWidth(2).strokeColor(color);
    const w = doc.font('Helvetica-Bold').fontSize(size).widthOfString(text) + 16;
    doc.roundedRect(x - 8, y - 6, w, size + (sub ? 22 : 10), 4).stroke();
    doc.fillColor(color).text(text, x, y, { lineBreak: false });
    if (sub) doc.fontSize(9).text(sub, x, y + size + 2, { lineBreak: false });
    doc.restore().opacity(1).fillColor('#000').strokeColor('#000');
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
