// Drawing for set 249: labels are always page text; a value is drawn typed, handwritten (URW Z003, rotated, jittered,
// inked) or put only in an AcroForm field with its own appearance stream (fillable). Every value drawn is recorded
// with the truth paths it gives, or as a decoy / context line when it gives none.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;
export interface Mark {
  key: string; text: string; page: number; box: Box; fields: Record<string, FieldValue>;
  acroform_field?: string; checkbox?: boolean;
}
export interface LabelOpts { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string }
export interface ValueOpts { size?: number; context?: boolean; align?: 'left' | 'center' }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS = ['#1b2a6b', '#141414', '#0b3d91', '#26265a', '#1d3f6e'];
type Ref = PDFKit.PDFKitReference & { data: Record<string, unknown> };
interface DocInternals { _root: { data: Record<string, unknown> }; _acroform?: unknown; page: { dictionary: Ref; annotations: Ref[] } }

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly H = 792;
  page = 1;
  marks: Mark[] = [];
  decoys: Mark[] = [];
  context: Mark[] = [];
  private widgets: Ref[] = [];
  private helv: Ref | null = null;
  private ink: string;

  readonly style: Style;
  readonly rng: Rng;
  readonly typedFont: string;

  constructor(style: Style, rng: Rng, typedFont = 'Helvetica', title = 'Merchant Cash Advance Application') {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'FormWriter 4.2', CreationDate: new Date(Date.UTC(2025, 10, 3)) } });
    if (style === 'handwritten') this.doc.registerFont('hand', HAND);
    this.ink = rng.pick(INKS);
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(text: string, x: number, y: number, o: LabelOpts = {}): void {
    const d = this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 7).fillColor(o.color ?? '#000');
    d.text(text, x, y, { lineBreak: false, ...(o.width ? { width: o.width, align: o.align ?? 'left' } : {}) });
  }

  paragraph(text: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#222').text(text, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  /** A value in the cell (x, y, w, h) (top-left origin). `fields`: truth paths (without `application.`) it gives. */
  value(key: string, text: string | null, x: number, y: number, w: number, h: number, fields: Record<string, FieldValue> = {}, o: ValueOpts = {}): void {
    if (this.style === 'fillable') {
      this.textField(key, text ?? '', x, y, w, h, o.size ?? 9);
      if (!text) return;
    } else if (!text) {
      return;
    } else if (this.style === 'typed') {
      const size = this.fit(this.typedFont, text, o.size ?? 9, w - 3);
      const tx = o.align === 'center' ? x + (w - this.doc.widthOfString(text)) / 2 : x + 2;
      this.doc.fillColor('#000').text(text, tx, y + Math.max(0, (h - size) / 2), { lineBreak: false });
    } else {
      this.hand(text, x, y, w, h, o.size ?? 9);
    }
    const m: Mark = { key, text, page: this.page, box: [x, this.H - y - h, x + w, this.H - y], fields,
      ...(this.style === 'fillable' ? { acroform_field: key } : {}) };
    (Object.keys(fields).length ? this.marks : o.context ? this.context : this.decoys).push(m);
  }

  /** A checkbox square of side s at (x, y); the mark (when on) is a letter X, drawn strokes, or the field's on-state. */
  check(key: string, x: number, y: number, s: number, on: boolean, label: string, fields: Record<string, FieldValue> = {}): void {
    this.doc.lineWidth(0.6).strokeColor('#000').rect(x, y, s, s).stroke();
    if (this.style === 'fillable') this.checkField(key, x, y, s, on);
    else if (on && this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(s * 0.9).fillColor('#000').text('X', x + s * 0.18, y + s * 0.12, { lineBreak: false });
    } else if (on) {
      const r = this.rng, j = (): number => r.float(-1, 1);
      this.doc.save().lineWidth(r.float(1.1, 1.7)).strokeColor(this.ink).lineCap('round');
      if (r.chance(0.5)) {
        this.doc.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).stroke();
        this.doc.moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
      } else {
        this.doc.moveTo(x + 1 + j(), y + s * 0.5).lineTo(x + s * 0.4, y + s + j()).lineTo(x + s * 1.3 + j(), y - s * 0.4 + j()).stroke();
      }
      this.doc.restore();
    }
    if (on) this.marks.push({ key, text: label, page: this.page, box: [x, this.H - y - s, x + s, this.H - y], fields, checkbox: true,
      ...(this.style === 'fillable' ? { acroform_field: key } : {}) });
  }

  /** A signature: a scribble of strokes (never text), or nothing on a fillable form (signed later, electronically). */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const r = this.rng;
    this.doc.save().lineWidth(r.float(0.8, 1.3)).strokeColor(this.style === 'typed' ? '#1a1a60' : this.ink);
    this.doc.moveTo(x + 4, y + r.float(-4, 4));
    for (let i = 1; i <= 9; i++) this.doc.bezierCurveTo(x + i * w * 0.07, y - r.float(3, 10), x + i * w * 0.08, y + r.float(3, 9), x + i * w * 0.085, y + r.float(-3, 3));
    this.doc.stroke().restore();
  }

  private fit(font: string, text: string, size: number, w: number): number {
    let s = size;
    this.doc.font(font).fontSize(s);
    while (s > 5 && this.doc.widthOfString(text) > w) this.doc.fontSize((s -= 0.5));
    return s;
  }

  private hand(text: string, x: number, y: number, w: number, h: number, size: number): void {
    const r = this.rng;
    const s = this.fit('hand', text, size * r.float(1.15, 1.45), w - 4);
    const tx = x + r.float(1, 5), ty = y + Math.max(-2, (h - s * 1.1) / 2 + r.float(-1.5, 1.2));
    this.doc.save().rotate(r.float(-2.2, 2.2), { origin: [tx, ty + s / 2] }).fillColor(r.chance(0.85) ? this.ink : r.pick(INKS));
    this.doc.text(text, tx, ty, { lineBreak: false });
    this.doc.restore();
  }

  private font(): Ref {
    if (!this.helv) {
      this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }) as Ref;
      this.helv.end(undefined);
    }
    return this.helv;
  }

  private widget(key: string, x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as unknown as DocInternals;
    const ref = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', T: new String(key), Rect: [x, this.H - y - h, x + w, this.H - y], F: 4,
      P: d.page.dictionary, ...dict }) as Ref;
    ref.end(undefined);
    d.page.annotations.push(ref);
    this.widgets.push(ref);
  }

  private stream(w: number, h: number, content: string): Ref {
    const ref = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.font() } } }) as Ref;
    ref.end(Buffer.from(content, 'latin1'));
    return ref;
  }

  private textField(key: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const fs = text ? this.fit('Helvetica', text, Math.min(size, h * 0.75), w - 4) : Math.min(size, h * 0.75);
    const body = text ? `BT /Helv ${fs.toFixed(2)} Tf 0 g 2 ${((h - fs * 0.72) / 2).toFixed(2)} Td (${esc(text)}) Tj ET` : '';
    const ap = this.stream(w, h, `/Tx BMC q 1 1 ${w - 2} ${h - 2} re W n ${body} Q EMC`);
    this.widget(key, x, y, w, h, { FT: 'Tx', V: new String(text), DA: new String(`/Helv ${fs.toFixed(2)} Tf 0 g`), AP: { N: ap }, MK: {} });
  }

  private checkField(key: string, x: number, y: number, s: number, on: boolean): void {
    const onAp = this.stream(s, s, `q 0 G 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const offAp = this.stream(s, s, '');
    this.widget(key, x, y, s, s, { FT: 'Btn', V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: onAp, Off: offAp } },
      MK: { CA: new String('8') }, DA: new String('/Helv 0 Tf 0 g') });
  }

  async finish(): Promise<Uint8Array> {
    const d = this.doc as unknown as DocInternals;
    if (this.widgets.length) {
      d._acroform = { fonts: { Helv: this.font() }, defaultFont: 'Helv' };
      d._root.data.AcroForm = this.doc.ref({ Fields: this.widgets, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: {} } });
    }
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
