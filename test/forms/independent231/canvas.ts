// Drawing for set 231: printed form furniture (labels, bars, logos, fine print) and filled-in values in one of three
// styles. Every filled-in value is recorded as placed (an applicant value, with its truth paths) or as a decoy.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface PlacedValue {
  key: string; fields: Record<string, string | number>; page: number; box: Box; text: string;
  via: 'text' | 'acroform' | 'mark'; acroform_field?: string; acroform_value?: string;
}
export interface DecoyValue { key: string; text: string; page: number; box: Box; acroform_field?: string }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const W = 612, H = 792;

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  placed: PlacedValue[] = [];
  decoys: DecoyValue[] = [];
  private n = 0;
  private helv: { id: string; ref: () => unknown } | null = null;

  readonly style: Style;
  private rng: Rng;
  private typedFont: string;

  constructor(style: Style, rng: Rng, typedFont = 'Courier') {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2025, 0, 2)), Producer: 'FormFlow 4.2', Creator: 'FormFlow' } });
    this.doc.registerFont('hand', HAND);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } }; _font: { id: string; ref: () => unknown } };
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helv = d._font;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Printed form text (not a filled value). */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#222')
      .text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }
  bar(title: string, x: number, y: number, w: number, color: string, h = 13, txt = '#fff'): void {
    this.doc.rect(x, y, w, h).fill(color);
    this.text(title, x + 5, y + (h - 8) / 2 + 0.5, { size: 8, font: 'Helvetica-Bold', color: txt });
  }
  line(x0: number, y0: number, x1: number, y1: number, color = '#666', w = 0.5): void {
    this.doc.moveTo(x0, y0).lineTo(x1, y1).lineWidth(w).strokeColor(color).stroke();
  }
  rect(x: number, y: number, w: number, h: number, color = '#777', lw = 0.5): void { this.doc.rect(x, y, w, h).lineWidth(lw).strokeColor(color).stroke(); }
  fine(s: string, x: number, y: number, w: number, size = 5.6): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#444').text(s, x, y, { width: w, align: 'justify' });
    return this.doc.y;
  }

  private box(x: number, y: number, w: number, h: number): Box { return [round(x), round(H - y - h), round(x + w), round(H - y)]; }

  /** A filled-in value. fields empty = a decoy (decoyKey names it). Returns nothing: the record is kept. */
  value(key: string, s: string, fields: Record<string, string | number> | null, x: number, y: number, w: number, size = 9): void {
    if (!s) return;
    const name = `${key.replace(/[^A-Za-z0-9_.]/g, '_')}_${++this.n}`;
    let box: Box;
    if (this.style === 'fillable') {
      box = this.field(name, s, x, y - 2, w, size + 4, size);
    } else if (this.style === 'typed') {
      this.doc.font(this.typedFont).fontSize(size).fillColor('#111');
      const tw = Math.min(this.doc.widthOfString(s), w + 60);
      this.doc.text(s, x, y, { lineBreak: false });
      box = this.box(x, y, tw, size);
    } else {
      const hs = size + 2.5;
      const jx = this.rng.float(-1.5, 2), jy = this.rng.float(-2, 0.8), rot = this.rng.float(-1.6, 1.6);
      this.doc.save().rotate(rot, { origin: [x + jx, y + jy + hs] });
      this.doc.font('hand').fontSize(hs).fillColor(this.rng.pick(['#102a6b', '#0b1a3a', '#1c1c1c']));
      const tw = this.doc.widthOfString(s);
      this.doc.text(s, x + jx, y + jy - 2, { lineBreak: false });
      this.doc.restore();
      box = this.box(x + jx, y + jy - 2, tw, hs + 2);
    }
    const via = this.style === 'fillable' ? 'acroform' as const : 'text' as const;
    if (fields && Object.keys(fields).length) {
      this.placed.push({ key, fields, page: this.page, box, text: s, via, ...(via === 'acroform' ? { acroform_field: name } : {}) });
    } else {
      this.decoys.push({ key, text: s, page: this.page, box, ...(via === 'acroform' ? { acroform_field: name } : {}) });
    }
  }

  /** A checkbox with its printed label; a checked box with fields is an applicant value. */
  check(key: string, label: string, checked: boolean, fields: Record<string, string | number> | null, x: number, y: number, size = 8): number {
    const name = `${key.replace(/[^A-Za-z0-9_.]/g, '_')}_${++this.n}`;
    const box = this.box(x, y, size, size);
    if (this.style === 'fillable') {
      this.checkField(name, checked, x, y, size);
    } else {
      this.rect(x, y, size, size, '#333', 0.7);
      if (checked && this.style === 'typed') this.text('X', x + 1.3, y + 0.6, { size: size, font: 'Helvetica-Bold', color: '#111' });
      if (checked && this.style === 'handwritten') {
        const j = () => this.rng.float(-1.2, 1.2);
        this.doc.lineWidth(1.3).strokeColor('#102a6b');
        this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + size + 1 + j(), y + size + 1 + j()).stroke();
        this.doc.moveTo(x + size + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + size + 1 + j()).stroke();
      }
    }
    this.text(label, x + size + 3, y + (size - 7) / 2 + 0.5, { size: 7 });
    if (checked && fields) {
      this.placed.push({ key, fields, page: this.page, box, text: label, via: this.style === 'fillable' ? 'acroform' : 'mark',
        ...(this.style === 'fillable' ? { acroform_field: name } : {}) });
    }
    this.doc.font('Helvetica').fontSize(7);
    return x + size + 3 + this.doc.widthOfString(label) + 9;
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const d = this.doc as unknown as { ref: (o: object) => { end: (b?: string) => void }; page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    const ref = d.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, Rect: [x, H - y - h, x + w, H - y], Border: [0, 0, 0], ...dict });
    d.page.annotations.push(ref);
    ref.end();
    d._root.data.AcroForm.data.Fields.push(ref);
  }
  private stream(body: string, w: number, h: number, font: boolean): unknown {
    const d = this.doc as unknown as { ref: (o: object) => { end: (b?: string) => void } };
    const ref = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(font ? { Resources: { Font: { [this.helv!.id]: this.helv!.ref() } } } : {}) });
    ref.end(body);
    return ref;
  }
  private field(name: string, s: string, x: number, y: number, w: number, h: number, size: number): Box {
    this.doc.rect(x, y, w, h).fill('#eef3ff');
    const esc = s.replace(/[\\()]/g, (c) => `\\${c}`);
    const ap = this.stream(`/Tx BMC q BT /${this.helv!.id} ${size} Tf 0 g 2 ${(h - size) / 2 + 1.5} Td (${esc}) Tj ET Q EMC`, w, h, true);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(s), DA: new String(`/${this.helv!.id} ${size} Tf 0 g`), AP: { N: ap } }, x, y, w, h);
    return this.box(x, y, w, h);
  }
  private checkField(name: string, checked: boolean, x: number, y: number, s: number): void {
    this.rect(x, y, s, s, '#333', 0.7);
    const on = this.stream(`q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`, s, s, false);
    const off = this.stream('', s, s, false);
    this.widget({ FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: {} }, x, y, s, s);
  }

  /** Printed (form) text that is a decoy: the broker's own numbers, headers. */
  printedDecoy(key: string, s: string, x: number, y: number, size = 7, font = 'Helvetica'): void {
    this.text(s, x, y, { size, font });
    this.doc.font(font).fontSize(size);
    this.decoys.push({ key, text: s, page: this.page, box: this.box(x, y, this.doc.widthOfString(s), size) });
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

const round = (v: number) => Math.round(v * 10) / 10;

/** A labelled cell: small label above, value below (the usual broker grid). */
export function cell(c: Canvas, label: string, x: number, y: number, w: number, h = 22): void {
  c.rect(x, y, w, h, '#888');
  c.text(label, x + 2.5, y + 2, { size: 5.8, color: '#555' });
}
