// The pen every layout draws with: labels and furniture in Helvetica, values in the chosen style (typed Courier,
// handwritten URW Z003 slightly turned and jittered, or AcroForm fields with their own appearance streams), and a
// record of where each applicant value and each decoy landed (PDF points, origin bottom left).
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface PlacedValue {
  key: string; text: string; fields: Record<string, unknown>; page: number; box: Box;
  via: 'text' | 'acroform' | 'mark'; acroform_field?: string;
}
export interface DecoyValue { key: string; text: string; page: number; box: Box; acroform_field?: string }

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const H = 792;

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: PlacedValue[] = [];
  readonly decoys: DecoyValue[] = [];
  page = 1;
  private n = 0;
  private readonly rng: Rng;
  private helv: { id: string; ref: () => unknown } | null = null;

  readonly style: Style;

  constructor(style: Style, seed: string) {
    this.style = style;
    this.rng = new Rng(`${seed}/pen`);
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true,
      info: { CreationDate: new Date(Date.UTC(2024, 4, 1)), Producer: 'independent224', Title: 'Merchant Application' } });
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as any;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helv = d._font;
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** A static label or furniture text (never a value). */
  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#222');
    this.doc.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
  }

  /** An applicant value (fields non-empty) or a decoy (fields empty) written into a slot of width w at (x, y). */
  value(key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> = {}): void {
    if (!text) return;
    const base = this.style === 'handwritten' ? 11.5 : 9;
    const font = this.style === 'handwritten' ? 'hand' : this.style === 'typed' ? 'Courier' : 'Helvetica';
    const natural = this.doc.font(font).fontSize(base).widthOfString(text);
    const size = natural > w ? Math.max(5.5, (base * w) / natural) : base;
    let box: Box;
    let via: PlacedValue['via'] = 'text';
    let field: string | undefined;
    if (this.style === 'fillable') {
      field = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
      this.textField(field, text, x, y - 2, w, 13, Math.min(9, size));
      box = [x, H - y - 11, x + w, H - y + 2];
      via = 'acroform';
    } else if (this.style === 'handwritten') {
      const jx = this.rng.float(-1.5, 2.5), jy = this.rng.float(-2.5, 0.5), rot = this.rng.float(-2.2, 2.2);
      this.doc.save().rotate(rot, { origin: [x + jx, y + jy + 8] });
      this.doc.font('hand').fontSize(size).fillColor('#14286e').text(text, x + jx, y + jy - 2, { lineBreak: false });
      const tw = this.doc.widthOfString(text);
      this.doc.restore();
      box = [x + jx, H - y - jy - 12, x + jx + tw, H - y - jy + 1];
    } else {
      this.doc.font('Courier').fontSize(size).fillColor('#000').text(text, x, y, { lineBreak: false });
      box = [x, H - y - 9, x + this.doc.widthOfString(text), H - y];
    }
    this.record(key, text, fields, box, via, field);
  }

  /** A checkbox with its label to the right; a checked box that gives fields is an applicant value. */
  check(key: string, label: string, checked: boolean, x: number, y: number, fields: Record<string, unknown> = {}): number {
    this.doc.lineWidth(0.7).strokeColor('#333').rect(x, y, 8, 8).stroke();
    this.label(label, x + 11, y + 0.5, { size: 7.5 });
    const end = x + 11 + this.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 10;
    const box: Box = [x, H - y - 8, x + 8, H - y];
    if (this.style === 'fillable') {
      const name = `${key}_${label.replace(/[^A-Za-z0-9]/g, '')}_${++this.n}`;
      this.checkField(name, checked, x, y, 8);
      if (checked) this.record(key, label, fields, box, 'acroform', name);
    } else if (checked) {
      if (this.style === 'typed') {
        this.doc.font('Courier-Bold').fontSize(9).fillColor('#000').text('X', x + 1.2, y - 0.5, { lineBreak: false });
        this.record(key, label, fields, box, 'text');
      } else {
        const j = () => this.rng.float(-1.2, 1.2);
        this.doc.lineWidth(1.3).strokeColor('#14286e').moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 9 + j(), y + 9 + j())
          .moveTo(x + 9 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 9 + j()).stroke();
        this.record(key, label, fields, box, 'mark');
      }
    }
    return end;
  }

  private record(key: string, text: string, fields: Record<string, unknown>, box: Box, via: PlacedValue['via'], field?: string): void {
    const at = { page: this.page, box: box.map((n) => Math.round(n * 10) / 10) as Box, ...(field ? { acroform_field: field } : {}) };
    if (Object.keys(fields).length) this.placed.push({ key, text, fields, via, ...at });
    else this.decoys.push({ key, text, ...at });
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const d = this.doc as any;
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as any);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private stream(w: number, h: number, body: string): unknown {
    const d = this.doc as any;
    const ref = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helv!.id]: this.helv!.ref() } } });
    ref.end(body);
    return ref;
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const esc = text.replace(/[\\()]/g, (c) => '\\' + c);
    const ap = this.stream(w, h, `/Tx BMC q BT /${this.helv!.id} ${size.toFixed(2)} Tf 0 g 2 3.5 Td (${esc}) Tj ET Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${this.helv!.id} ${size.toFixed(2)} Tf 0 g`), AP: { N: ap } }, x, y, w, h);
  }

  private checkField(name: string, on: boolean, x: number, y: number, s: number): void {
    const yes = this.stream(s, s, `q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const off = this.stream(s, s, '');
    this.widget({ FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } }, x, y, s, s);
  }

  // --- furniture shared by the layouts ---
  bar(title: string, x: number, y: number, w: number, color: string, h = 13): void {
    this.doc.rect(x, y, w, h).fill(color);
    this.label(title, x + 5, y + (h - 7.5) / 2, { size: 7.5, bold: true, color: '#fff' });
  }

  /** A boxed cell with its label in the top-left corner; returns where the value goes. */
  cell(label: string, x: number, y: number, w: number, h = 24): [number, number, number] {
    this.doc.lineWidth(0.5).strokeColor('#777').rect(x, y, w, h).stroke();
    this.label(label, x + 2.5, y + 2, { size: 6 });
    return [x + 4, y + h - 11, w - 8];
  }

  /** Label then an underline; returns where the value goes. */
  line(label: string, x: number, y: number, w: number, size = 7.5): [number, number, number] {
    this.label(label, x, y + 3, { size });
    const lx = x + this.doc.font('Helvetica').fontSize(size).widthOfString(label) + 4;
    this.doc.lineWidth(0.5).strokeColor('#555').moveTo(lx, y + 12).lineTo(x + w, y + 12).stroke();
    return [lx + 2, y + 2, x + w - lx - 4];
  }

  fine(text: string, x: number, y: number, w: number, size = 5.8): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#444');
    this.doc.text(text, x, y, { width: w, align: 'justify', lineGap: 0.3 });
    return this.doc.y;
  }

  signature(label: string, x: number, y: number, w: number): void {
    this.doc.lineWidth(0.6).strokeColor('#222').moveTo(x, y).lineTo(x + w, y).stroke();
    this.label(label, x, y + 2, { size: 6 });
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
