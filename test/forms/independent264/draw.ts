// Drawing for set 264: a thin layer over pdfkit that prints labels, puts an applicant's value in the chosen style
// (typed text, handwriting, or an AcroForm widget built by hand with its appearance stream) and records where
// each value went, with the truth paths it gives (empty for a decoy).
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Value = string | number | null;

export interface Placed {
  key: string;
  text: string;
  page: number;
  acroform_field?: string;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: [number, number, number, number];
  via: 'text' | 'acroform' | 'mark';
  /** Truth paths this value gives (relative to the application: `legal_name`, `applicants[0].first_name`); empty for a decoy. */
  fields: Record<string, Value>;
}

const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/type1/urw-base35/Z003-MediumItalic.t1'];
const INKS = ['#1b2a78', '#0d1b4c', '#222222', '#14365e'];

type Ref = PDFKit.PDFKitReference;
interface Internals { _root: { data: Record<string, unknown> }; _acroform: { fonts: Record<string, Ref>; defaultFont: string } }

/** A PDF string (pdfkit writes plain JS strings as names). */
const str = (s: string): string => new String(s) as unknown as string;
const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 1;
  private readonly chunks: Buffer[] = [];
  private readonly fields: Ref[] = [];
  private readonly names = new Set<string>();
  private helv: Ref | null = null;
  private readonly hand: boolean;
  private readonly ink: string;
  /** The typed style's value font (each layout picks its own look). */
  valueFont = 'Helvetica';

  readonly style: Style;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Title: title, Producer: 'set264' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    const font = HAND_FONTS.find((f) => existsSync(f));
    this.hand = style === 'handwritten' && font !== undefined;
    if (this.hand && font) this.doc.registerFont('Hand', font);
    this.ink = rng.pick(INKS);
  }

  get height(): number { return this.doc.page.height; }
  get width(): number { return this.doc.page.width; }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Printed form text (labels, headers, boilerplate): never an applicant's value. */
  label(text: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    if (o.width) this.doc.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: true });
    else this.doc.text(text, x, y, { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    if (o.stroke) this.doc.rect(x, y, w, h).stroke(o.stroke);
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#999999', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  private pdfBox(x: number, y: number, w: number, h: number): [number, number, number, number] {
    const r = (n: number): number => Math.round(n * 100) / 100;
    return [r(x), r(this.height - y - h), r(x + w), r(this.height - y)];
  }

  private fieldName(key: string): string {
    let name = key.replace(/[^A-Za-z0-9_.]/g, '_'), i = 2;
    while (this.names.has(name)) name = `${key.replace(/[^A-Za-z0-9_.]/g, '_')}_${i++}`;
    this.names.add(name);
    return name;
  }

  private font(): Ref {
    if (!this.helv) {
      this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end('');
    }
    return this.helv;
  }

  /**
   * An applicant-filled value in a box of w x h at (x, y) (top-left origin). Lines are separated by "\n". `fields`
   * null makes it a decoy. Blank text places nothing. Returns the record, or null.
   */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, Value> | null, size = 9): Placed | null {
    if (!text) return null;
    const lines = text.split('\n');
    const rec: Placed = { key, text, page: this.page, box: this.pdfBox(x, y, w, h), via: 'text', fields: fields ?? {} };
    if (this.style === 'fillable') {
      rec.acroform_field = this.widget(key, lines, x, y, w, h, size);
      rec.via = 'acroform';
    } else if (this.hand) {
      const s = size + this.rng.float(0.5, 2.5);
      lines.forEach((ln, i) => {
        const bx = x + 2 + this.rng.float(0, 4), by = y + Math.max(0, h / lines.length - s * 1.1) / 2 + i * (s * 1.05) + this.rng.float(-1.2, 1.2);
        this.doc.save().rotate(this.rng.float(-2, 2), { origin: [bx, by + s] });
        this.doc.font('Hand').fontSize(s).fillColor(this.ink).text(ln, bx, by, { lineBreak: false });
        this.doc.restore();
      });
    } else {
      this.doc.font(this.valueFont).fontSize(size).fillColor('#000000');
      lines.forEach((ln, i) => this.doc.text(ln, x + 2, y + Math.max(0, (h - lines.length * size * 1.15) / 2) + i * size * 1.15, { lineBreak: false }));
    }
    this.placed.push(rec);
    return rec;
  }

  /** A checkbox of 9 points with its printed label after it; a checked one is a mark (or a widget's on-state). */
  check(key: string, optLabel: string, checked: boolean, x: number, y: number, fields: Record<string, Value> | null, record = true): number {
    const sz = 9;
    this.label(optLabel, x + sz + 3, y + 1, { size: 8 });
    const labelW = this.doc.font('Helvetica').fontSize(8).widthOfString(optLabel);
    if (this.style === 'fillable') {
      const name = this.checkWidget(key, checked, x, y, sz);
      if (checked && record) this.placed.push({ key, text: optLabel, page: this.page, acroform_field: name, box: this.pdfBox(x, y, sz, sz), via: 'acroform', fields: fields ?? {} });
    } else {
      this.rect(x, y, sz, sz, { stroke: '#333333' });
      if (checked) {
        if (this.hand) this.strokeMark(x, y, sz);
        else this.doc.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text('X', x + 1.6, y + 0.8, { lineBreak: false });
        if (record) this.placed.push({ key, text: optLabel, page: this.page, box: this.pdfBox(x, y, sz, sz), via: this.hand ? 'mark' : 'text', fields: fields ?? {} });
      }
    }
    return x + sz + 3 + labelW + 12;
  }

  private strokeMark(x: number, y: number, sz: number): void {
    const j = (): number => this.rng.float(-1.2, 1.2);
    this.doc.save().lineWidth(this.rng.float(1, 1.6)).strokeColor(this.ink).lineCap('round');
    if (this.rng.chance(0.5)) {
      this.doc.moveTo(x + j(), y + j()).lineTo(x + sz + j(), y + sz + j()).stroke();
      this.doc.moveTo(x + sz + j(), y + j()).lineTo(x + j(), y + sz + j()).stroke();
    } else {
      this.doc.moveTo(x + 1 + j(), y + sz * 0.55).lineTo(x + sz * 0.4, y + sz + j() * 0.5).lineTo(x + sz + 2 + j(), y - 2 + j()).stroke();
    }
    this.doc.restore();
  }

  private widget(key: string, lines: string[], x: number, y: number, w: number, h: number, size: number): string {
    const name = this.fieldName(key);
    const font = this.font();
    const lh = size * 1.15;
    const ops = lines.map((ln, i) => `BT /Helv ${size} Tf 0 g 2 ${(h - (h - lines.length * lh) / 2 - size - i * lh).toFixed(2)} Td (${esc(ln)}) Tj ET`);
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: font } } });
    ap.end(`/Tx BMC q ${ops.join(' ')} Q EMC`);
    const ref = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: str(name), V: str(lines.join('\n')), DA: str(`/Helv ${size} Tf 0 g`),
      Ff: lines.length > 1 ? 4096 : 0, F: 4, Rect: this.pdfBox(x, y, w, h), P: this.doc.page.dictionary, AP: { N: ap },
      MK: { BC: [0.6, 0.6, 0.6] }, Border: [0, 0, 0.5] });
    ref.end('');
    this.doc.page.annotations.push(ref);
    this.fields.push(ref);
    return name;
  }

  private checkWidget(key: string, checked: boolean, x: number, y: number, sz: number): string {
    const name = this.fieldName(key);
    const box = `0.2 G 0.6 w 0.3 0.3 ${sz - 0.6} ${sz - 0.6} re S`;
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz] });
    on.end(`q ${box} 1.2 w 0 G 1.5 1.5 m ${sz - 1.5} ${sz - 1.5} l S ${sz - 1.5} 1.5 m 1.5 ${sz - 1.5} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz] });
    off.end(`q ${box} Q`);
    const state = checked ? 'Yes' : 'Off';
    const ref = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: str(name), V: state, AS: state, F: 4,
      Rect: this.pdfBox(x, y, sz, sz), P: this.doc.page.dictionary, AP: { N: { Yes: on, Off: off } }, MK: { CA: str('8') } });
    ref.end('');
    this.doc.page.annotations.push(ref);
    this.fields.push(ref);
    return name;
  }

  /** Register the widgets in the catalog's /AcroForm and finish the file. */
  async finish(): Promise<Uint8Array> {
    if (this.fields.length) {
      const form = this.doc.ref({ Fields: this.fields, NeedAppearances: false, DA: str('/Helv 9 Tf 0 g'), DR: { Font: { Helv: this.font() } } });
      // pdfkit's end() finishes a catalog /AcroForm itself (endAcroForm) and wants its own form state beside it.
      const internals = this.doc as unknown as Internals;
      internals._root.data.AcroForm = form;
      internals._acroform = { fonts: {}, defaultFont: 'Helv' };
    }
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
