// The pen of set 139: labels are always page text; a value is typed text, handwriting (Z003, blue, turned +-2 deg,
// shifted) or only an AcroForm field's value, by style. Every printed value is recorded with the truth keys it gives,
// every decoy with what it is.
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type MarkKind = 'drawn-x' | 'letter-x' | 'check-glyph';
export interface Printed { keys: string[]; text: string; field?: string }
export interface DecoyOut { what: string; text: string }

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const DING_FONT = '/usr/share/fonts/opentype/urw-base35/D050000L.otf';
const INKS = ['#1b2f8f', '#22349e', '#152a70', '#2a3f9c'] as const;

export interface LabelOpts { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' | 'center'; font?: string }
export interface ValueOpts { size?: number; field?: string; align?: 'left' | 'right'; h?: number }
export interface CheckRow {
  labels: readonly string[];
  checked: number | null;
  x: number; y: number;
  /** The mark's box after its word (`Corporation [X]`) instead of before it (`[X] Corporation`). */
  after: boolean;
  gap?: number; size?: number; labelSize?: number;
  /** Truth keys the checked option gives (none for own/rent). */
  keys?: string[];
  /** AcroForm names of the boxes (fillable), one per label. */
  fields?: readonly string[];
}

export class Painter {
  readonly printed: Printed[] = [];
  readonly decoys: DecoyOut[] = [];
  readonly mark: MarkKind;
  private n = 0;
  private readonly names = new Set<string>();
  private readonly ink: string;

  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  private readonly rng: Rng;
  private readonly prefix: string;
  private readonly typedFont: string;

  constructor(doc: PDFKit.PDFDocument, style: Style, rng: Rng, prefix: string, typedFont = 'Courier') {
    this.doc = doc; this.style = style; this.rng = rng; this.prefix = prefix; this.typedFont = typedFont;
    this.mark = rng.pick(['drawn-x', 'letter-x', 'check-glyph'] as const);
    this.ink = rng.pick(INKS);
  }

  label(text: string, x: number, y: number, o: LabelOpts = {}): void {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#222222');
    if (o.width) this.doc.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: true });
    else this.doc.text(text, x, y, { lineBreak: false });
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color = '#333333'): void {
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width).strokeColor(color).stroke();
  }

  fieldName(want?: string): string {
    let name = want ?? `${this.prefix}${++this.n}`;
    for (let k = 2; this.names.has(name); k++) name = `${want ?? this.prefix}_${k}`;
    this.names.add(name);
    return name;
  }

  /** A value of the application (keys) or, with no keys, a printed value that is not one (phone, e-mail). */
  value(keys: string[], text: string | null, x: number, y: number, w: number, o: ValueOpts = {}): void {
    const name = this.put(text, x, y, w, o);
    if (text && keys.length) this.printed.push({ keys, text, ...(name ? { field: name } : {}) });
  }

  decoy(what: string, text: string | null, x: number, y: number, w: number, o: ValueOpts = {}): void {
    this.put(text, x, y, w, o);
    if (text) this.decoys.push({ what, text });
  }

  /** Draws the value (y is the top of its line box) and returns its AcroForm field's name when fillable. */
  private put(text: string | null, x: number, y: number, w: number, o: ValueOpts): string | undefined {
    const doc = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(o.field);
      doc.font('Helvetica');
      doc.formText(name, x, y - 2, w, o.h ?? 12, { ...(text ? { value: text } : {}), align: o.align ?? 'left' });
      return name;
    }
    if (!text) return undefined;
    if (this.style === 'typed') {
      let size = o.size ?? 9.5;
      doc.font(this.typedFont).fillColor('black');
      while (size > 5.5 && doc.fontSize(size).widthOfString(text) > w) size -= 0.5;
      const tw = doc.widthOfString(text);
      doc.text(text, o.align === 'right' ? x + w - tw : x, y, { lineBreak: false });
      return undefined;
    }
    let size = (o.size ?? 12) + this.rng.float(-0.6, 0.8);
    doc.font('hand').fillColor(this.ink);
    while (size > 7 && doc.fontSize(size).widthOfString(text) > w - 4) size -= 0.5;
    const angle = this.rng.float(-2, 2), dx = this.rng.float(-1.5, 3), dy = this.rng.float(-2.5, 1);
    const tw = doc.widthOfString(text);
    const x0 = o.align === 'right' ? x + w - tw - 3 : x + 2 + dx;
    doc.save().rotate(angle, { origin: [x0, y + size / 2] });
    doc.text(text, x0, y - 3 + dy, { lineBreak: false });
    doc.restore();
    return undefined;
  }

  /** A checkbox row; returns the x after each option (for an "Other" line). */
  checks(row: CheckRow): number[] {
    const doc = this.doc;
    const s = row.size ?? 8, gap = row.gap ?? 14, ls = row.labelSize ?? 8;
    let x = row.x;
    const ends: number[] = [];
    row.labels.forEach((label, i) => {
      doc.font('Helvetica').fontSize(ls);
      const lw = doc.widthOfString(label);
      const bx = row.after ? x + lw + 3 : x;
      const lx = row.after ? x : x + s + 3;
      this.label(label, lx, row.y, { size: ls });
      doc.rect(bx, row.y - 0.5, s, s).lineWidth(0.7).strokeColor('black').stroke();
      const on = row.checked === i;
      const field = this.style === 'fillable' ? this.fieldName(row.fields?.[i]) : undefined;
      if (field) this.box(field, bx, row.y - 0.5, s, on);
      else if (on) this.drawMark(bx, row.y - 0.5, s);
      if (on && row.keys?.length) this.printed.push({ keys: row.keys, text: label, ...(field ? { field } : {}) });
      x += lw + s + 3 + gap;
      ends.push(x - gap);
    });
    return ends;
  }

  /** A checkbox widget with its on (/Yes) and off appearances; /V and /AS say whether it is checked. */
  private box(name: string, x: number, y: number, s: number, on: boolean): void {
    const doc = this.doc;
    const yes = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    yes.end(`q 0 0 0 RG 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      AP: { N: { Yes: yes, Off: off } }, MK: { BC: [0, 0, 0] } } as unknown as PDFKit.Mixins.AnnotationOption);
    const annots = (doc.page as unknown as { annotations: unknown[] }).annotations;
    const form = (doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm;
    form.data.Fields.push(annots[annots.length - 1]);
  }

  private drawMark(x: number, y: number, s: number): void {
    const doc = this.doc, r = this.rng;
    if (this.style === 'handwritten') {
      const j = (): number => r.float(-1.2, 1.2);
      doc.save().lineWidth(r.float(1, 1.6)).strokeColor(this.ink).lineCap('round');
      if (r.chance(0.5)) {
        doc.moveTo(x + 1 + j(), y + s * 0.55 + j()).lineTo(x + s * 0.4 + j(), y + s + 1 + j()).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      } else {
        doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      }
      doc.restore();
      return;
    }
    if (this.mark === 'drawn-x') {
      doc.save().lineWidth(1).strokeColor('black');
      doc.moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5).stroke();
      doc.moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).stroke();
      doc.restore();
    } else if (this.mark === 'letter-x') {
      doc.font('Helvetica-Bold').fontSize(s + 0.5).fillColor('black');
      doc.text('X', x + (s - doc.widthOfString('X')) / 2, y + 0.5, { lineBreak: false });
    } else {
      doc.font('ding').fontSize(s + 1).fillColor('black');
      doc.text('4', x + 0.3, y, { lineBreak: false });
    }
  }
}
