// The drawing kit of independent112: a pdfkit page that puts each value as the style asks (typed text, a pen-like
// hand, or an AcroForm field), marks checkboxes, and records what it printed: truth values under their keys, decoys.
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** One printed value that gives the application something: `key` is a truth path (`legal_name`, `a0.name` ...). */
export interface Printed { key: string; text: string; page: number; field?: string; check?: boolean; hint?: string }

// Read once: pdfkit parses a font from its bytes for each document.
const HAND_FONT = readFileSync('/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf');
const GLYPH_FONT = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
const INKS = ['#1b2f8a', '#0d1a4f', '#222222', '#14398c'];

export interface ValOpts { size?: number; hint?: string; h?: number; name?: string; align?: 'left' | 'center' | 'right' }

export class Kit {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  private n = 0;
  private pageNo = 1;
  private readonly ink: string;
  private readonly typedMark: 'X' | 'check';
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  readonly style: Style;
  private readonly rng: Rng;
  private readonly valueFont: string;
  private readonly valueSize: number;

  constructor(style: Style, rng: Rng, valueFont = 'Helvetica', valueSize = 9) {
    this.style = style;
    this.rng = rng;
    this.valueFont = valueFont;
    this.valueSize = valueSize;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Title: 'Business Funding Application', Producer: 'Microsoft Word', CreationDate: new Date(Date.UTC(2026, 0, 12, 15, 30)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.registerFont('hand', HAND_FONT);
    this.doc.registerFont('glyph', GLYPH_FONT);
    this.doc.font('Helvetica').fontSize(9);
    if (style === 'fillable') this.doc.initForm();
    this.ink = rng.pick(INKS);
    this.typedMark = rng.chance(0.5) ? 'X' : 'check';
  }

  get pages(): number { return this.pageNo; }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.pageNo++; }

  label(x: number, y: number, text: string, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.color ?? '#000000');
    if (o.width) this.doc.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
    else this.doc.text(text, x, y, { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke !== 'none') this.doc.fillAndStroke(o.fill, o.stroke ?? '#000000');
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; lw?: number; dash?: boolean } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.5).moveTo(x1, y1).lineTo(x2, y2);
    if (o.dash) this.doc.dash(1.5, { space: 1.5 });
    this.doc.stroke(o.color ?? '#000000').restore();
  }

  bar(x: number, y: number, w: number, h: number, text: string, fill: string, color = '#ffffff', size = 8.5): void {
    this.rect(x, y, w, h, { fill, stroke: 'none' });
    this.label(x + 5, y + (h - size) / 2 + 0.5, text, { size, font: 'Helvetica-Bold', color });
  }

  /** A filled-in value at (x, y) (top of the text) within width w. key: a truth key, 'decoy', or none (context). */
  val(x: number, y: number, w: number, text: string | null, key?: string, o: ValOpts = {}): void {
    const t = text ?? '';
    if (this.style === 'fillable') {
      const name = o.name ?? `Text${++this.n}`;
      this.doc.font('Helvetica').fontSize(9);
      this.formText(name, x, y - 2, w, o.h ?? 12, t, o.align ?? 'left');
      if (t) this.record(key, t, name, o.hint);
      return;
    }
    if (!t) return;
    const hand = this.style === 'handwritten';
    let size = hand ? (o.size ?? this.valueSize) + 2.5 : (o.size ?? this.valueSize);
    this.doc.font(hand ? 'hand' : this.valueFont).fontSize(size);
    while (size > 5 && this.doc.widthOfString(t) > w) this.doc.fontSize((size -= 0.5));
    const tw = this.doc.widthOfString(t);
    const x0 = o.align === 'center' ? x + (w - tw) / 2 : o.align === 'right' ? x + w - tw : x;
    if (hand) {
      const dx = this.rng.float(-1.5, 2.5), dy = this.rng.float(-1.2, 1.2), a = this.rng.float(-2.2, 2.2);
      this.doc.save().rotate(a, { origin: [x0 + dx, y + dy + size] });
      this.doc.fillColor(this.ink).text(t, x0 + dx, y + dy - 1, { lineBreak: false });
      this.doc.restore();
    } else {
      this.doc.fillColor('#000000').text(t, x0, y, { lineBreak: false });
    }
    this.record(key, t, undefined, o.hint);
  }

  /** A checkbox at (x, y) with its label at its right; a checked box with a key records the label as printed. */
  check(x: number, y: number, on: boolean, label: string | null, key?: string, o: { size?: number; labelSize?: number; name?: string } = {}): number {
    const s = o.size ?? 7.5;
    this.rect(x, y, s, s, { lw: 0.6 });
    let end = x + s;
    if (label) {
      this.label(x + s + 3, y + (s - (o.labelSize ?? 7.5)) / 2 + 0.6, label, { size: o.labelSize ?? 7.5 });
      end = x + s + 3 + this.doc.widthOfString(label);
    }
    if (this.style === 'fillable') {
      const name = o.name ?? `Check${++this.n}`;
      this.formCheckbox(name, x, y, s, on);
      if (on && label) this.record(key, label, name, undefined, true);
      return end;
    }
    if (on) {
      if (this.style === 'handwritten') {
        const j = () => this.rng.float(-0.8, 0.8);
        this.doc.save().lineWidth(1.3).strokeColor(this.ink).lineCap('round')
          .moveTo(x + 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4 + j(), y + s - 0.5 + j()).lineTo(x + s + 2 + j(), y - 2.5 + j()).stroke().restore();
      } else if (this.typedMark === 'X') {
        this.doc.font('Helvetica-Bold').fontSize(s + 0.5).fillColor('#000000').text('X', x + 1, y + 0.3, { lineBreak: false });
      } else {
        this.doc.font('glyph').fontSize(s + 1).fillColor('#000000').text('\u2713', x + 0.4, y - 0.6, { lineBreak: false });
      }
      if (label) this.record(key, label, undefined, undefined, true);
    }
    return end;
  }

  /** Widths of text in the label font, for placing a value after its label. */
  width(text: string, size = 7.5, font = 'Helvetica'): number { return this.doc.font(font).fontSize(size).widthOfString(text); }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }

  private record(key: string | undefined, text: string, field?: string, hint?: string, check?: boolean): void {
    if (!key) return;
    if (key === 'decoy') { this.decoys.push(text); return; }
    this.printed.push({ key, text, page: this.pageNo, ...(field ? { field } : {}), ...(hint ? { hint } : {}), ...(check ? { check } : {}) });
  }

  /** An AcroForm text field with its value and an appearance of it, so a renderer that ignores NeedAppearances shows it. */
  private formText(name: string, x: number, y: number, w: number, h: number, value: string, align: 'left' | 'center' | 'right'): void {
    const d = this.doc as any;
    const dict = d._fieldDict(name, 'text', { value, align });
    dict.Subtype = 'Widget';
    dict.F = 4;
    if (value) {
      const font = d._font, size = Math.min(9, h - 3);
      const tw = this.doc.fontSize(size).widthOfString(value);
      const tx = align === 'right' ? w - 2 - tw : align === 'center' ? (w - tw) / 2 : 2;
      const esc = value.replace(/[\\()]/g, (c) => `\\${c}`);
      const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
      r.end(Buffer.from(`/Tx BMC q BT /${font.id} ${size} Tf 0 g ${tx.toFixed(2)} ${((h - size) / 2 + 1).toFixed(2)} Td (${esc}) Tj ET Q EMC`, 'latin1'));
      dict.AP = { N: r };
    }
    d.annotate(x, y, w, h, dict);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** An AcroForm checkbox with its own on/off appearances (pdfkit's own has none, so readers see it Off). */
  private formCheckbox(name: string, x: number, y: number, s: number, on: boolean): void {
    const d = this.doc as any;
    const ap = (body: string) => { const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] }); r.end(body); return r; };
    const dict = d._fieldDict(name, 'checkbox', {});
    dict.Subtype = 'Widget';
    dict.F = 4;
    dict.V = on ? 'Yes' : 'Off';
    dict.AS = on ? 'Yes' : 'Off';
    dict.AP = { N: { Yes: ap(`0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S`), Off: ap('') } };
    d.annotate(x, y, s, s, dict);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }
}
