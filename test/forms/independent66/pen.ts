// Drawing for set 66 in the three styles: fixed print (labels, rules, boxes) always as page text; values as typed text,
// as handwriting (Kalam / Patrick Hand, ink, jitter, rotation) or only inside AcroForm fields. Every value drawn is
// recorded with the truth fields it gives (none for a decoy).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** Truth paths (`legal_name`, `applicants.0.first_name`) and the value the printed text gives them. */
export type Fields = Record<string, string | number | null>;
export interface Printed { key: string; text: string; page: number; fields: Fields; check: boolean }
export type Place = 'left' | 'above' | 'below' | 'inside';
export interface Theme { label: string; bold: string; labelSize: number; typed: string; typedSize: number; rule: string }
export interface FieldSpec { label: string; key: string; text: string; x: number; y: number; w: number; place?: Place; fields?: Fields; labelW?: number }

const require = createRequire(import.meta.url);
let fontCache: { kalam: Buffer; patrick: Buffer } | null = null;
function handFonts(): { kalam: Buffer; patrick: Buffer } {
  fontCache ??= {
    kalam: readFileSync(require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff')),
    patrick: readFileSync(require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff')),
  };
  return fontCache;
}

const INKS = ['#1b2a78', '#0d1b4c', '#222222', '#17365d', '#2b2b6e'];

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  page = 1;
  theme: Theme = { label: 'Helvetica', bold: 'Helvetica-Bold', labelSize: 8, typed: 'Courier', typedSize: 10, rule: '#000000' };
  private readonly hand: string;
  private readonly ink: string;
  private readonly chunks: Buffer[] = [];

  readonly style: Style;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'FormDesk 4.2', Creator: 'FormDesk', CreationDate: new Date(Date.UTC(2025, 2, 3)), ModDate: new Date(Date.UTC(2025, 2, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    const f = handFonts();
    this.doc.registerFont('Hand0', f.kalam);
    this.doc.registerFont('Hand1', f.patrick);
    this.hand = rng.chance(0.5) ? 'Hand0' : 'Hand1';
    this.ink = rng.pick(INKS);
    if (style === 'fillable') { this.doc.font('Helvetica'); this.doc.initForm(); }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    if (this.style === 'fillable') this.doc.font('Helvetica');
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  /** Fixed print. */
  text(s: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right'; fit?: number } = {}): void {
    let size = o.size ?? this.theme.labelSize;
    this.doc.font(o.font ?? this.theme.label);
    while (o.fit && size > 4 && this.doc.fontSize(size).widthOfString(s) > o.fit) size -= 0.25;
    this.doc.fontSize(size).fillColor(o.color ?? '#000000');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
  }

  hline(x1: number, x2: number, y: number, w = 0.6, color = this.theme.rule): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y).lineTo(x2, y).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    if (o.stroke !== 'none') this.doc.rect(x, y, w, h).stroke(o.stroke ?? this.theme.rule);
    this.doc.restore();
  }

  /** A value whose bottom sits on `lineY`, `w` wide. Empty text draws nothing (a fillable form still has its empty field). */
  value(key: string, text: string, x: number, lineY: number, w: number, fields: Fields = {}): void {
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(key, x, lineY - 13, w, 13, { value: text, fontSize: 0 });
    } else if (text) {
      if (this.style === 'typed') this.typedValue(text, x, lineY, w);
      else this.handValue(text, x, lineY, w);
    }
    if (text) this.printed.push({ key, text, page: this.page, fields, check: false });
  }

  private typedValue(text: string, x: number, lineY: number, w: number): void {
    let size = this.theme.typedSize;
    this.doc.font(this.theme.typed);
    while (size > 5 && this.doc.fontSize(size).widthOfString(text) > w - 2) size -= 0.5;
    this.doc.fillColor('#000000').text(text, x + 1, lineY - size - 1.5, { lineBreak: false });
  }

  private handValue(text: string, x: number, lineY: number, w: number): void {
    const r = this.rng;
    let size = r.float(10.5, 13);
    this.doc.font(this.hand);
    while (size > 6 && this.doc.fontSize(size).widthOfString(text) > w - 6) size -= 0.5;
    const dx = r.float(1, Math.min(8, Math.max(1.5, w - this.doc.widthOfString(text) - 2))), dy = r.float(-2.5, 1.5);
    const ox = x + dx, oy = lineY - size * 1.25 + dy;
    this.doc.save().rotate(r.float(-2.5, 2.5), { origin: [ox, oy + size] });
    this.doc.fillColor(this.ink).text(text, ox, oy, { lineBreak: false });
    this.doc.restore();
  }

  /** A checkbox (fixed print square) and its mark; `label` is recorded as the checked option's text. */
  check(key: string, x: number, y: number, s: number, on: boolean, label: string, fields: Fields = {}): void {
    if (this.style === 'fillable') this.checkWidget(key, x, y, s, on);
    else {
      this.rect(x, y, s, s, { lw: 0.7 });
      if (on && this.style === 'typed') this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', x + s * 0.16, y + s * 0.08, { lineBreak: false });
      if (on && this.style === 'handwritten') this.handMark(x, y, s);
    }
    if (on) this.printed.push({ key, text: label, page: this.page, fields, check: true });
  }

  private handMark(x: number, y: number, s: number): void {
    const r = this.rng, j = () => r.float(-1.2, 1.2);
    this.doc.save().lineWidth(r.float(1.1, 1.6)).strokeColor(this.ink).lineCap('round');
    if (r.chance(0.5)) {
      this.doc.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).stroke();
      this.doc.moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke();
    } else {
      this.doc.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s - 1 + j()).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
    }
    this.doc.restore();
  }

  private checkWidget(key: string, x: number, y: number, s: number, on: boolean): void {
    const d = this.doc as unknown as { _fieldDict(n: string, t: string, o: object): Record<string, unknown>; ref(o: object): { end(s?: string): void };
      _addToParent(r: unknown): void; page: { annotations: unknown[] } };
    const ap = (body: string) => { const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} }); r.end(body); return r; };
    const dict = d._fieldDict(key, 'checkbox', {});
    Object.assign(dict, { Subtype: 'Widget', F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', MK: { BC: [0, 0, 0] },
      AP: { N: { Yes: ap(`q 0 g 0 G 1.2 w 2 2 m ${s - 2} ${s - 2} l S 2 ${s - 2} m ${s - 2} 2 l S Q`), Off: ap('') } } });
    this.doc.annotate(x, y, s, s, dict as unknown as PDFKit.Mixins.AnnotationOption);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
    this.rect(x, y, s, s, { lw: 0.7 });
  }

  /** A labelled blank: label left of the line, above it, below it or inside its box. */
  field(f: FieldSpec): void {
    const t = this.theme, place = f.place ?? 'left';
    if (place === 'left') {
      this.text(f.label, f.x, f.y - t.labelSize - 1);
      const lw = f.labelW ?? this.doc.font(t.label).fontSize(t.labelSize).widthOfString(f.label) + 5;
      this.hline(f.x + lw, f.x + f.w, f.y);
      this.value(f.key, f.text, f.x + lw + 2, f.y, f.w - lw - 2, f.fields);
    } else if (place === 'above') {
      this.text(f.label, f.x, f.y - 14 - t.labelSize - 2, { fit: f.w - 2 });
      this.hline(f.x, f.x + f.w, f.y);
      this.value(f.key, f.text, f.x + 2, f.y, f.w - 2, f.fields);
    } else if (place === 'below') {
      this.hline(f.x, f.x + f.w, f.y);
      this.text(f.label, f.x, f.y + 2, { size: t.labelSize - 1, fit: f.w - 2 });
      this.value(f.key, f.text, f.x + 2, f.y, f.w - 2, f.fields);
    } else {
      this.rect(f.x, f.y - 24, f.w, 24, { lw: 0.5 });
      this.text(f.label, f.x + 2, f.y - 22.5, { size: t.labelSize - 1.5, fit: f.w - 4 });
      this.value(f.key, f.text, f.x + 3, f.y - 2, f.w - 5, f.fields);
    }
  }
}
