// Drawing of one form in one style. Labels are always page text. Values go where the style puts them: page text in a
// plain font (typed), page text in a handwriting font, turned and moved a little per value (handwritten), or only
// inside AcroForm fields (fillable). Every value drawn is recorded with the truth fields it gives, or as a decoy.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields } from './format.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** Checkbox marks: two drawn lines, the letter X, a ZapfDingbats check, a drawn check, a filled square. */
export type Mark = 'drawn-x' | 'letter-x' | 'check-glyph' | 'drawn-check' | 'filled-box';

export interface Printed { text: string; fields: Fields; decoy: boolean; page: number; acro: string | null; check: boolean }
export interface ValueOpts { w?: number; h?: number; size?: number; f?: Fields; decoy?: boolean; name?: string; font?: string }
export interface LabelOpts { size?: number; font?: string; color?: string; align?: 'left' | 'right' | 'center'; w?: number }

const HANDS = ['kalam/files/kalam-latin-400-normal.woff', 'patrick-hand/files/patrick-hand-latin-400-normal.woff'];
const fontCache = new Map<string, Buffer>();
function handFont(i: number): Buffer {
  const file = HANDS[i]!;
  let b = fontCache.get(file);
  if (!b) {
    b = readFileSync(fileURLToPath(new URL(`../../../node_modules/@fontsource/${file}`, import.meta.url)));
    fontCache.set(file, b);
  }
  return b;
}

export class Pen {
  readonly printed: Printed[] = [];
  page = 1;
  private n = 0;
  private zadb: any = null;
  private readonly handSize: number;
  private readonly ink: string;

  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly rng: Rng;
  readonly mark: Mark;
  readonly valueFont: string;

  constructor(doc: PDFKit.PDFDocument, style: Style, rng: Rng, mark: Mark, valueFont = 'Courier') {
    this.doc = doc; this.style = style; this.rng = rng; this.mark = mark; this.valueFont = valueFont;
    this.handSize = rng.float(0.95, 1.15);
    this.ink = rng.pick(['#1a2a6c', '#222', '#0b3d91']);
    if (style === 'handwritten') doc.registerFont('Hand', handFont(rng.int(0, HANDS.length - 1)));
    if (style === 'fillable') doc.font('Helvetica').initForm();
  }

  addPage(layout: 'portrait' | 'landscape' = 'portrait'): void {
    this.doc.addPage({ size: 'LETTER', layout, margin: 0 });
    this.page++;
  }

  label(text: string, x: number, y: number, o: LabelOpts = {}): void {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    let left = x;
    if (o.align === 'right') left = x - d.widthOfString(text);
    if (o.align === 'center') left = x + ((o.w ?? 0) - d.widthOfString(text)) / 2;
    d.text(text, left, y, { lineBreak: false });
    d.fillColor('#000');
  }

  /** A paragraph of fine print (authorisation, consent): page text in every style. */
  para(text: string, x: number, y: number, w: number, size = 6.5, font = 'Helvetica'): void {
    this.doc.font(font).fontSize(size).fillColor('#222').text(text, x, y, { width: w, lineGap: 0.5 });
    this.doc.fillColor('#000');
  }

  value(text: string, x: number, y: number, o: ValueOpts = {}): void {
    if (!text) return;
    const size = this.fit(text, o.size ?? 9.5, o.w, o.font);
    // Acrobat's own naming (Text1, Text2 ...): a field's name tells nothing of what it holds.
    const name = o.name ?? `Text${++this.n}`;
    this.printed.push({ text, fields: o.f ?? {}, decoy: !!o.decoy, page: this.page, acro: this.style === 'fillable' ? name : null, check: false });
    const d = this.doc;
    if (this.style === 'fillable') {
      const w = o.w ?? d.font('Helvetica').fontSize(size).widthOfString(text) + 10;
      d.font('Helvetica').formText(name, x - 1, y - 2, w, o.h ?? size + 5, { value: text, fontSize: size });
    } else if (this.style === 'typed') {
      d.font(o.font ?? this.valueFont).fontSize(size).fillColor('#000').text(text, x, y, { lineBreak: false });
    } else {
      const r = this.rng;
      d.save().translate(x + r.float(-1.5, 2.5), y + r.float(-2.5, 1)).rotate(r.float(-2.2, 2.2));
      d.font('Hand').fontSize(size * this.handSize + 1).fillColor(this.ink).text(text, 0, -2, { lineBreak: false });
      d.restore().fillColor('#000');
    }
  }

  /** A smaller size when the value would overflow its room, as a writer squeezes a long address into a cell. */
  private fit(text: string, size: number, w: number | undefined, font: string | undefined): number {
    if (!w) return size;
    const f = this.style === 'handwritten' ? 'Hand' : this.style === 'fillable' ? 'Helvetica' : font ?? this.valueFont;
    const scale = this.style === 'handwritten' ? this.handSize * 1.1 : 1;
    const width = this.doc.font(f).fontSize(size * scale).widthOfString(text);
    return width <= w ? size : Math.max(5.5, (size * w) / width);
  }

  /** A checkbox square at (x, y) of side s; when checked it carries the option's label and truth fields. */
  check(x: number, y: number, s: number, checked: boolean, label: string, f: Fields = {}, name?: string): void {
    const d = this.doc;
    d.lineWidth(0.7).strokeColor('#000').rect(x, y, s, s).stroke();
    const id = name ?? `Check Box${++this.n}`;
    if (checked) this.printed.push({ text: label, fields: f, decoy: false, page: this.page, acro: this.style === 'fillable' ? id : null, check: true });
    if (this.style === 'fillable') return this.acroCheckbox(id, x, y, s, checked);
    if (!checked) return;
    const k = this.mark;
    if (k === 'drawn-x') d.lineWidth(1.1).moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5).moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).stroke();
    else if (k === 'drawn-check') d.lineWidth(1.3).moveTo(x + 1.5, y + s * 0.55).lineTo(x + s * 0.4, y + s - 1.5).lineTo(x + s + 2, y - 2).stroke();
    else if (k === 'filled-box') d.rect(x + 1.5, y + 1.5, s - 3, s - 3).fill('#000');
    else if (k === 'check-glyph') this.dingbat(x + 0.8, y + 0.5, s);
    else if (this.style === 'handwritten') d.font('Hand').fontSize(s + 3).text('X', x + 0.5, y - 3, { lineBreak: false });
    else d.font('Helvetica-Bold').fontSize(s).text('X', x + 1.3, y + 1, { lineBreak: false });
  }

  // pdfkit gives its standard fonts WinAnsiEncoding, which leaves ZapfDingbats' check (code 0x34, glyph a20) blank:
  // the glyph is written with a font resource of our own that keeps the font's built-in encoding.
  private dingbat(x: number, y: number, s: number): void {
    const d = this.doc as any;
    if (!this.zadb) {
      this.zadb = d.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' });
      this.zadb.end();
    }
    d.page.fonts.ZaDb4 = this.zadb;
    // pdfkit's pages are flipped (y down), hence the text matrix that turns the glyph upright again.
    d.addContent(`BT 0 g /ZaDb4 ${s} Tf 1 0 0 -1 ${x.toFixed(2)} ${(y + s * 0.82).toFixed(2)} Tm (4) Tj ET`);
  }

  // pdfkit's formCheckbox writes its value as a string and no appearance; a real checkbox has the name /Yes or /Off
  // as value and state, and an appearance per state, so it is written here as a widget of its own.
  private acroCheckbox(name: string, x: number, y: number, s: number, checked: boolean): void {
    const d = this.doc as any;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q 0 G 1.2 w ${s * 0.18} ${s * 0.5} m ${s * 0.42} ${s * 0.18} l ${s * 0.85} ${s * 0.86} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('q Q');
    const state = checked ? 'Yes' : 'Off';
    d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, AP: { N: { Yes: on, Off: off } }, F: 4 });
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) d.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.rect(x, y, w, h).fill(o.fill);
    else d.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    d.fillColor('#000').strokeColor('#000');
  }

  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000'): void {
    this.doc.lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color);
    this.doc.strokeColor('#000');
  }
}

export type Doc = InstanceType<typeof PDFDocument>;
