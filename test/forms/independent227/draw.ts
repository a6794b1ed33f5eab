// The pen of set 227: one Form per document draws labels, bars, logos and fine print, and places each filled-in
// value in the chosen style (typed text, a handwriting font slightly turned, or an AcroForm field with its own
// appearance stream and no page text). Every value placed is recorded with its page and box (PDF points, origin at
// the bottom left) and the truth paths it gives; a value with no truth path is a decoy.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValues = Record<string, string | number | null>;

export interface PlacedValue {
  key: string;
  /** Truth paths (`application.legal_name` ...) and the values they take; empty for a decoy. */
  fields: FieldValues;
  page: number;
  box: Box;
  text: string;
  via: 'text' | 'mark' | 'acroform';
  acroform_field?: string;
  acroform_value?: string;
}

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const W = 612, H = 792;

interface Ref { data: Record<string, unknown>; write(s: string): void; end(): void }
type Doc = PDFKit.PDFDocument & { ref(d: object): Ref; page: { dictionary: Ref; annotations: Ref[] }; _root: Ref; _acroform?: object };

function pdfString(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

export class Form {
  readonly doc: Doc;
  readonly style: Style;
  readonly placed: PlacedValue[] = [];
  page = 0;
  private readonly jitter: Rng;
  private readonly typedFont: string;
  private readonly acroFields: Ref[] = [];
  private helv: Ref | null = null;
  private fieldNo = 0;

  constructor(style: Style, jitterSeed: string, typedFont = 'Courier') {
    this.style = style;
    this.typedFont = typedFont;
    this.jitter = new Rng(jitterSeed);
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false,
      info: { CreationDate: new Date(Date.UTC(2024, 4, 2)), Producer: 'FormDesk 4.2', Creator: 'FormDesk 4.2' } }) as unknown as Doc;
    this.doc.registerFont('hand', HAND_FONT);
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  // ---- printed furniture -------------------------------------------------------------------------------------
  label(text: string, x: number, y: number, size = 7, opts: PDFKit.Mixins.TextOptions & { font?: string; color?: string } = {}): void {
    const { font, color, ...rest } = opts;
    this.doc.font(font ?? 'Helvetica').fontSize(size).fillColor(color ?? '#222').text(text, x, y, { lineBreak: false, ...rest });
  }

  line(x: number, y: number, w: number, color = '#555', width = 0.6): void {
    this.doc.moveTo(x, y).lineTo(x + w, y).lineWidth(width).strokeColor(color).stroke();
  }

  rect(x: number, y: number, w: number, h: number, stroke = '#444', fill?: string): void {
    this.doc.rect(x, y, w, h).lineWidth(0.6);
    if (fill) this.doc.fillAndStroke(fill, stroke); else this.doc.strokeColor(stroke).stroke();
  }

  bar(text: string, x: number, y: number, w: number, fill: string, color = '#fff', h = 13): void {
    this.doc.rect(x, y, w, h).fill(fill);
    this.label(text, x + 5, y + 3, 8, { font: 'Helvetica-Bold', color });
  }

  fine(text: string, x: number, y: number, w: number, size = 5.6): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#333').text(text, x, y, { width: w, align: 'justify' });
    return this.doc.y;
  }

  /** A labelled blank: the label above (or left of) a rule the value sits on. */
  blank(labelText: string, x: number, y: number, w: number, labelLeft = false): { x: number; y: number; w: number } {
    if (labelLeft) {
      this.label(labelText, x, y + 3, 7);
      const lw = this.doc.font('Helvetica').fontSize(7).widthOfString(labelText) + 4;
      this.line(x + lw, y + 12, w - lw);
      return { x: x + lw + 2, y, w: w - lw - 2 };
    }
    this.label(labelText, x, y, 6);
    this.line(x, y + 20, w);
    return { x: x + 2, y: y + 8, w: w - 2 };
  }

  // ---- filled-in values --------------------------------------------------------------------------------------
  /** Place a filled-in value whose top-left is (x, y) in pdfkit's coordinates, within width w. */
  value(key: string, text: string, x: number, y: number, w: number, fields: FieldValues = {}, size = 9): void {
    if (!text) return;
    const name = `f${++this.fieldNo}_${key.replace(/[^A-Za-z0-9]/g, '_')}`;
    if (this.style === 'fillable') {
      const h = size + 5;
      this.textField(name, text, x, y - 1, w, h, size);
      this.placed.push({ key, fields, page: this.page, box: [x, H - (y - 1 + h), x + w, H - (y - 1)], text, via: 'acroform', acroform_field: name });
      return;
    }
    const hand = this.style === 'handwritten';
    const font = hand ? 'hand' : this.typedFont;
    const fs = hand ? size + 2.5 : size;
    const angle = hand ? this.jitter.float(-1.8, 1.8) : 0;
    const dx = hand ? this.jitter.float(-1.5, 2.5) : 0, dy = hand ? this.jitter.float(-2.2, 0.8) : 0;
    this.doc.font(font).fontSize(fs).fillColor(hand ? '#1a2a6c' : '#000');
    const tw = this.doc.widthOfString(text);
    this.doc.save();
    if (angle) this.doc.rotate(angle, { origin: [x + dx, y + dy + fs] });
    this.doc.text(text, x + dx, y + dy - (hand ? 2 : 0), { lineBreak: false });
    this.doc.restore();
    const top = y + dy - 3, bottom = y + dy + fs + 3;
    this.placed.push({ key, fields, page: this.page, box: [x + dx - 1, H - bottom, x + dx + tw + 2, H - top], text, via: 'text' });
  }

  /** A checkbox with its label to the right; when checked the mark is an X (typed), two strokes (handwritten) or an
   *  AcroForm checkbox's on-state (fillable). */
  check(key: string, labelText: string, x: number, y: number, checked: boolean, fields: FieldValues = {}, size = 8): number {
    const s = size;
    const name = `c${++this.fieldNo}_${key.replace(/[^A-Za-z0-9]/g, '_')}_${labelText.replace(/[^A-Za-z0-9]/g, '')}`;
    if (this.style !== 'fillable') this.rect(x, y, s, s, '#333');
    this.label(labelText, x + s + 3, y + 1, 7);
    const lw = this.doc.font('Helvetica').fontSize(7).widthOfString(labelText);
    const box: Box = [x, H - (y + s), x + s, H - y];
    if (this.style === 'fillable') {
      this.checkField(name, x, y, s, checked);
      if (checked) this.placed.push({ key, fields, page: this.page, box, text: labelText, via: 'acroform', acroform_field: name });
    } else if (checked) {
      if (this.style === 'typed') {
        this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000').text('X', x + 1, y + 0.5, { lineBreak: false });
      } else {
        const j = (): number => this.jitter.float(-1.2, 1.2);
        this.doc.lineWidth(1.3).strokeColor('#1a2a6c');
        this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        this.doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      }
      this.placed.push({ key, fields, page: this.page, box, text: labelText, via: this.style === 'typed' ? 'text' : 'mark' });
    }
    return x + s + 3 + lw + 10;
  }

  // ---- AcroForm ----------------------------------------------------------------------------------------------
  private font(): Ref {
    if (!this.helv) {
      this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end();
    }
    return this.helv;
  }

  private stream(w: number, h: number, content: string): Ref {
    const r = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.font() } } });
    r.write(content);
    r.end();
    return r;
  }

  private widget(data: Record<string, unknown>): void {
    const ref = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, P: this.doc.page.dictionary, ...data });
    ref.end();
    this.doc.page.annotations.push(ref);
    this.acroFields.push(ref);
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const ap = this.stream(w, h, `/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${((h - size) / 2 + 1.5).toFixed(2)} Td (${pdfString(value)}) Tj ET Q EMC`);
    this.widget({ FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/Helv ${size} Tf 0 g`),
      Rect: [x, H - (y + h), x + w, H - y], MK: { BC: [0.6, 0.6, 0.6] }, AP: { N: ap } });
  }

  private checkField(name: string, x: number, y: number, s: number, checked: boolean): void {
    const border = `0.2 g 0.6 w 0.3 0.3 ${s - 0.6} ${s - 0.6} re S`;
    const on = this.stream(s, s, `q ${border} 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S ${s - 1.5} 1.5 m 1.5 ${s - 1.5} l S Q`);
    const off = this.stream(s, s, `q ${border} Q`);
    this.widget({ FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
      Rect: [x, H - (y + s), x + s, H - y], MK: { BC: [0, 0, 0] }, AP: { N: { Yes: on, Off: off } } });
  }

  async finish(): Promise<Uint8Array> {
    if (this.acroFields.length) {
      const form = this.doc.ref({ Fields: this.acroFields, NeedAppearances: false, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.font() } } });
      this.doc._root.data.AcroForm = form;
      this.doc._acroform = { fonts: {}, defaultFont: 'Helv' };
    }
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve());
      this.doc.on('error', reject);
    });
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

export const PAGE_W = W;
export const PAGE_H = H;
