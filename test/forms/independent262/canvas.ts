// Drawing for set 262: labels are always page text; an applicant's value is typed text, handwriting, or (fillable)
// an AcroForm widget built here by hand with its own appearance stream. Coordinates are pdfkit's (top-left origin).
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import type { Fields } from './model.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed {
  key: string;
  text: string;
  page: number;
  acroform_field?: string;
  /** How the value is printed: page text, a checkbox mark beside a printed label, or an AcroForm widget. */
  via: 'text' | 'mark' | 'widget' | 'checkbox';
  /** Truth paths (relative to the application) this value gives; absent for decoys. */
  fields?: Fields;
}

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS = ['#1b2a8a', '#0d1b4f', '#222222', '#2b3fa8'];
const PAGE_H = 792;

interface RefLike { data: Record<string, unknown>; write(s: string): void; end(): void }
interface DocInternals { endAcroForm: () => unknown; ref(data: Record<string, unknown>): RefLike; _root: RefLike; page: { dictionary: RefLike; annotations: RefLike[] } }

function winAnsi(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?');
}

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  /** Every label string printed, per page (index 0 = page 1): the only page text a fillable form carries. */
  readonly labels: string[][] = [[]];
  private readonly fieldRefs: RefLike[] = [];
  private helv: RefLike | null = null;
  private names = new Set<string>();
  private readonly jit: Rng;
  private readonly ink: string;

  readonly style: Style;
  readonly bodyFont: string;
  readonly valueFont: string;

  constructor(style: Style, rng: Rng, bodyFont = 'Helvetica', valueFont = 'Courier') {
    this.style = style;
    this.bodyFont = bodyFont;
    this.valueFont = valueFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2025, 0, 2)), Producer: 'set262' } });
    this.jit = rng.fork('jitter');
    this.ink = this.jit.pick(INKS);
    if (style === 'handwritten') this.doc.registerFont('hand', existsSync(HAND) ? HAND : '/usr/share/fonts/opentype/urw-base35/URWChanceryL-MediItal.otf');
  }

  private get internals(): DocInternals { return this.doc as unknown as DocInternals; }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page += 1;
    this.labels.push([]);
  }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; font?: string; width?: number } = {}): void {
    const font = o.font ?? (o.bold ? `${this.bodyFont === 'Times-Roman' ? 'Times' : this.bodyFont}-Bold` : this.bodyFont);
    this.doc.font(font).fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    this.doc.text(text, x, y, o.width ? { width: o.width, lineBreak: true } : { lineBreak: false });
    this.labels[this.page - 1]!.push(text);
  }

  /** A field's value at (x, y) in a box `w` wide; `fields` are its truth, or absent for a decoy. */
  value(key: string, text: string, x: number, y: number, w: number, fields?: Fields, h = 14): void {
    const name = this.fieldName(key);
    const rec: Placed = { key, text, page: this.page, via: this.style === 'fillable' ? 'widget' : 'text', ...(fields ? { fields } : {}),
      ...(this.style === 'fillable' ? { acroform_field: name } : {}) };
    if (this.style === 'fillable') this.widgetText(name, text, x, y - 3, w, h);
    else if (text) this.drawValue(text, x, y, w);
    if (text) (fields ? this.placed : this.decoys).push(rec);
  }

  /** A checkbox with its printed label; a checked box carries `fields` (when a truth) and records the label as its text. */
  check(key: string, label: string, checked: boolean, x: number, y: number, fields?: Fields): void {
    const d = this.doc;
    d.lineWidth(0.7).strokeColor('#000000').rect(x, y, 8, 8).stroke();
    this.label(label, x + 12, y + 0.5, { size: 8 });
    const name = this.fieldName(key);
    if (this.style === 'fillable') this.widgetCheck(name, checked, x, y);
    else if (checked && this.style === 'typed') { d.font('Helvetica-Bold').fontSize(9).fillColor('#000000').text('X', x + 1.3, y - 0.3, { lineBreak: false }); }
    else if (checked) this.drawMark(x, y);
    if (!checked) return;
    const rec: Placed = { key, text: label, page: this.page, via: this.style === 'fillable' ? 'checkbox' : 'mark', ...(fields ? { fields } : {}),
      ...(this.style === 'fillable' ? { acroform_field: name } : {}) };
    (fields ? this.placed : this.decoys).push(rec);
  }

  private fieldName(key: string): string {
    let name = key.replace(/[^A-Za-z0-9_]/g, '_');
    for (let i = 2; this.names.has(name); i++) name = `${key}_${i}`;
    this.names.add(name);
    return name;
  }

  private drawValue(text: string, x: number, y: number, w: number): void {
    const d = this.doc;
    if (this.style === 'typed') {
      d.font(this.valueFont).fontSize(9.5).fillColor('#000000');
      let size = 9.5;
      while (size > 6 && d.widthOfString(text) > w) d.fontSize((size -= 0.5));
      d.text(text, x + 2, y, { lineBreak: false });
      return;
    }
    const j = this.jit;
    let size = j.float(11, 13.5);
    d.font('hand').fontSize(size);
    while (size > 7 && d.widthOfString(text) > w) d.fontSize((size -= 0.5));
    const dx = x + j.float(1, 6);
    const dy = y - 3 + j.float(-1.5, 1.5);
    d.save().rotate(j.float(-2, 2), { origin: [dx, dy + size / 2] }).fillColor(this.ink).text(text, dx, dy, { lineBreak: false }).restore();
  }

  private drawMark(x: number, y: number): void {
    const d = this.doc;
    const j = this.jit;
    d.save().lineWidth(j.float(1, 1.6)).strokeColor(this.ink);
    if (j.chance(0.5)) {
      d.moveTo(x + j.float(-1, 1), y + j.float(-1, 1)).lineTo(x + 8 + j.float(-1, 2), y + 8 + j.float(-1, 2)).stroke();
      d.moveTo(x + 8 + j.float(-1, 1), y + j.float(-1, 1)).lineTo(x + j.float(-2, 1), y + 8 + j.float(-1, 2)).stroke();
    } else {
      d.moveTo(x + 1, y + 4 + j.float(-1, 1)).lineTo(x + 3.5, y + 7.5).lineTo(x + 9 + j.float(0, 3), y - 2 + j.float(-1, 1)).stroke();
    }
    d.restore();
  }

  private font(): RefLike {
    if (!this.helv) {
      this.helv = this.internals.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end();
    }
    return this.helv;
  }

  private widget(data: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const ix = this.internals;
    const ref = ix.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, Rect: [x, PAGE_H - y - h, x + w, PAGE_H - y], P: ix.page.dictionary, ...data });
    ref.end();
    ix.page.annotations.push(ref);
    this.fieldRefs.push(ref);
  }

  private stream(w: number, h: number, content: string, font: boolean): RefLike {
    const ap = this.internals.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(font ? { Resources: { Font: { Helv: this.font() } } } : {}) });
    ap.write(content);
    ap.end();
    return ap;
  }

  private widgetText(name: string, text: string, x: number, y: number, w: number, h: number): void {
    let size = 9;
    this.doc.font('Helvetica').fontSize(size);
    while (size > 6 && this.doc.widthOfString(text) > w - 4) this.doc.fontSize((size -= 0.5));
    const body = text ? `BT /Helv ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${winAnsi(text)}) Tj ET` : '';
    const ap = this.stream(w, h, `/Tx BMC q ${body} Q EMC`, true);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DV: new String(''), DA: new String(`/Helv ${size} Tf 0 g`),
      MK: { BC: [0.6, 0.6, 0.6] }, AP: { N: ap } }, x, y, w, h);
  }

  private widgetCheck(name: string, checked: boolean, x: number, y: number): void {
    const on = this.stream(8, 8, 'q 0 G 1.2 w 1 1 m 7 7 l S 7 1 m 1 7 l S Q', false);
    const off = this.stream(8, 8, '', false);
    const state = checked ? 'Yes' : 'Off';
    this.widget({ FT: 'Btn', T: new String(name), V: state, AS: state, MK: { CA: new String('8') }, AP: { N: { Yes: on, Off: off } } }, x, y, 8, 8);
  }

  async finish(): Promise<Uint8Array> {
    const ix = this.internals;
    if (this.fieldRefs.length) {
      const acro = ix.ref({ Fields: this.fieldRefs, DA: new String('/Helv 9 Tf 0 g'), DR: { Font: { Helv: this.font() } } });
      acro.end();
      ix._root.data.AcroForm = acro;
      // The dictionary and its fields are written already: pdfkit's own AcroForm finish (for its helpers) must not run.
      ix.endAcroForm = () => this.doc;
    }
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
