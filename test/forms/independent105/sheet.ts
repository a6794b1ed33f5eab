// A page-drawing helper for the submission sheets: labels in the form's own face, values in the style's pen (typed
// text, a handwriting face in ink, or AcroForm fields), checkboxes, grids. It records every printed value with the
// truth paths it gives (so the truth is exactly what was printed) and every decoy (printed, never truth).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { paths: string[]; text: string; via: 'text' | 'field' | 'check'; field?: string }
export interface DecoyText { key: string; text: string }
type Paths = Record<string, string | number | null>;

const require = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];
const fontCache = new Map<string, Buffer>();
function handFont(i: number): Buffer {
  const p = HANDS[i % HANDS.length]!;
  let b = fontCache.get(p);
  if (!b) { b = readFileSync(require.resolve(p)); fontCache.set(p, b); }
  return b;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: DecoyText[] = [];
  readonly values = new Map<string, string | number | null>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly ink: string;
  private fieldNo = 0;
  private readonly names = new Set<string>();
  /** `flat`: a fillable form drawn as filled on screen and printed (for a scan): values as plain text. */
  readonly style: Style;
  readonly flat: boolean;
  readonly labelFont: string;
  private readonly pen: Rng;
  constructor(style: Style, flat: boolean, pen: Rng, title: string, labelFont = 'Helvetica') {
    this.style = style; this.flat = flat; this.pen = pen; this.labelFont = labelFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'pdfkit', Creator: 'DealDesk Forms', CreationDate: new Date(Date.UTC(2025, 10, 3, 15, 0, 0)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    if (style === 'handwritten') this.doc.registerFont('Hand', handFont(pen.int(0, 1)));
    this.ink = style === 'handwritten' ? pen.pick(['#1a2f8c', '#0d1b4f', '#222222', '#13306b']) : '#000000';
    this.doc.font('Helvetica');
    if (style === 'fillable' && !flat) this.doc.initForm();
  }

  get live(): boolean { return this.style === 'fillable' && !this.flat; }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; color?: string; font?: string } = {}): void {
    const f = o.font ?? (o.bold ? (this.labelFont === 'Times-Roman' ? 'Times-Bold' : 'Helvetica-Bold') : this.labelFont);
    this.doc.font(f).fontSize(o.size ?? 6.5).fillColor(o.color ?? '#333333');
    this.doc.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
  }

  /** A paragraph of fixed text (cover letters, authorisations). */
  para(text: string, x: number, y: number, w: number, size = 8, font?: string): number {
    this.doc.font(font ?? this.labelFont).fontSize(size).fillColor('#111111').text(text, x, y, { width: w, align: 'left', lineGap: 1.5 });
    return this.doc.y;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke !== 'none') this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke ?? '#555555');
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#555555');
    this.doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#777777', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  /** A shaded section bar with a title. */
  bar(text: string, x: number, y: number, w: number, fill = '#1f3a5f', color = '#ffffff', h = 12): void {
    this.rect(x, y, w, h, { fill, stroke: 'none' });
    this.label(text, x + 4, y + 3, { size: 7.5, bold: true, color });
  }

  private fieldName(key: string, name?: string): string {
    let n = name ?? key;
    while (this.names.has(n)) n = `${name ?? key}_${++this.fieldNo}`;
    this.names.add(n);
    return n;
  }

  private record(paths: Paths | null, key: string, text: string, via: Printed['via'], field?: string): void {
    if (!paths) { this.decoys.push({ key, text }); return; }
    for (const [p, v] of Object.entries(paths)) {
      if (this.values.has(p) && this.values.get(p) !== v) throw new Error(`${p} printed twice with different values`);
      this.values.set(p, v);
    }
    this.printed.push({ paths: Object.keys(paths), text, via, ...(field ? { field } : {}) });
  }

  /**
   * A value written in the box (x, y, w, h): `paths` the truth it gives, or null for a decoy named `key`. Blank text
   * prints nothing and gives no truth.
   */
  value(paths: Paths | null, key: string, text: string, x: number, y: number, w: number, h = 12, o: { size?: number; name?: string; align?: 'left' | 'right' } = {}): void {
    if (!text) return;
    const doc = this.doc;
    if (this.live) {
      const name = this.fieldName(key, o.name);
      doc.font('Helvetica');
      doc.formText(name, x, y, w, h, { value: text, fontSize: Math.min(o.size ?? 9, h - 2), ...(o.align === 'right' ? { align: 'right' } : {}) });
      this.record(paths, key, text, 'field', name);
      return;
    }
    const hand = this.style === 'handwritten';
    const font = hand ? 'Hand' : this.flat ? 'Helvetica' : 'Courier';
    let size = o.size ?? (hand ? 10.5 : 9);
    doc.font(font).fontSize(size);
    while (size > 5 && doc.widthOfString(text) > w - 3) doc.fontSize((size -= 0.5));
    const tw = doc.widthOfString(text);
    let tx = o.align === 'right' ? x + w - tw - 2 : x + 2;
    let ty = y + Math.max(0, (h - size) / 2) + (hand ? -1 : 0.5);
    doc.fillColor(this.ink);
    if (hand) {
      tx += this.pen.float(-1, Math.max(0, Math.min(6, w - tw - 4)));
      ty += this.pen.float(-1.2, 1.2);
      doc.save().rotate(this.pen.float(-2.2, 2.2), { origin: [tx, ty + size / 2] });
      doc.text(text, tx, ty, { lineBreak: false });
      doc.restore();
    } else {
      doc.text(text, tx, ty, { lineBreak: false });
    }
    this.record(paths, key, text, 'text');
  }

  /** A checkbox with its label to the right; a checked box gives `paths` (the label is what the reader sees). */
  check(paths: Paths | null, key: string, label: string, checked: boolean, x: number, y: number, size = 7): number {
    const doc = this.doc;
    this.rect(x, y, size, size, { stroke: '#333333' });
    this.label(label, x + size + 2.5, y + (size - 6.5) / 2 + 0.5, { size: 6.5 });
    const next = x + size + 6 + doc.font(this.labelFont).fontSize(6.5).widthOfString(label) + 8;
    if (this.live) {
      const name = this.fieldName(key, `${key}_${label.replace(/[^A-Za-z0-9]+/g, '')}`);
      // pdfkit writes the widget at once and takes no state: put /V and /AS (names) into its dictionary on the way.
      const d = doc as unknown as { annotate: (...a: unknown[]) => unknown };
      const annotate = d.annotate;
      d.annotate = function (this: unknown, ...a: unknown[]) {
        Object.assign(a[4] as Record<string, unknown>, { V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off' });
        return annotate.apply(this, a);
      };
      try { doc.formCheckbox(name, x, y, size, size, {}); } finally { d.annotate = annotate; }
      if (checked) this.record(paths, key, label, 'check', name);
      return next;
    }
    if (!checked) return next;
    if (this.style === 'handwritten') {
      const j = (): number => this.pen.float(-0.8, 0.8);
      doc.save().lineWidth(1.1).strokeColor(this.ink)
        .moveTo(x + 1 + j(), y + size * 0.55 + j()).lineTo(x + size * 0.4, y + size - 0.5 + j()).lineTo(x + size + 1.5 + j(), y - 1.5 + j()).stroke().restore();
    } else if (this.flat || this.pen.chance(0.5)) {
      doc.save().lineWidth(0.9).strokeColor('#000000').moveTo(x + 1.2, y + 1.2).lineTo(x + size - 1.2, y + size - 1.2)
        .moveTo(x + size - 1.2, y + 1.2).lineTo(x + 1.2, y + size - 1.2).stroke().restore();
    } else {
      doc.font('Helvetica-Bold').fontSize(size).fillColor('#000000').text('X', x + 1, y + 0.6, { lineBreak: false });
    }
    this.record(paths, key, label, 'check');
    return next;
  }

  /** A labelled cell of a grid: the label small at the top left, the value below it. */
  cell(lbl: string, paths: Paths | null, key: string, text: string, x: number, y: number, w: number, h = 22, o: { name?: string; size?: number } = {}): void {
    this.rect(x, y, w, h, { stroke: '#8a8a8a', lw: 0.5 });
    this.label(lbl, x + 2, y + 1.8, { size: 5.6, color: '#444444' });
    this.value(paths, key, text, x + 1, y + 8, w - 2, h - 9, o);
  }

  /** A label followed by an underlined blank with the value on it. */
  lined(lbl: string, paths: Paths | null, key: string, text: string, x: number, y: number, w: number, o: { name?: string; size?: number; lw?: number } = {}): void {
    this.label(lbl, x, y + 4, { size: 7 });
    const lw = o.lw ?? this.doc.font(this.labelFont).fontSize(7).widthOfString(lbl) + 4;
    this.line(x + lw, y + 12, x + w, y + 12);
    this.value(paths, key, text, x + lw, y, w - lw, 12, o);
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
