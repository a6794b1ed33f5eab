// The drawing kit of set 76's word-processor templates: labels followed by underscores or dot leaders, boxes and
// uneven table rules, checkboxes, and the values put on them in one of three styles (typed over the underscores, a
// handwriting font in ink, or AcroForm fields with their own appearance). Every value printed is recorded: the
// truth fields it gives, or the decoy it is.
import { fileURLToPath } from 'node:url';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { fields: Record<string, unknown>; text: string; field: string | null; check: boolean }
export interface DecoyRec { key: string; text: string; field: string | null }
/** What a value is: truth fields (`legal_name`, `applicants[0].ownership` ...), a decoy key, or nothing (context). */
export interface Tag { f?: Record<string, unknown>; decoy?: string; name?: string }

const HAND = fileURLToPath(new URL('../../../node_modules/@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff', import.meta.url));
const INKS: [number, number, number][] = [[22, 38, 140], [15, 15, 60], [30, 60, 160]];

export class Pen {
  readonly printed: Printed[] = [];
  readonly decoys: DecoyRec[] = [];
  private readonly used = new Set<string>();
  private readonly ink: [number, number, number];
  readonly reg: string;
  readonly bold: string;

  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly r: Rng;
  readonly upper: boolean;

  /** The typed values' font: the template's, or Helvetica for a filled fillable form printed out (flattened). */
  private readonly valFont: string;

  constructor(doc: PDFKit.PDFDocument, style: Style, r: Rng, serif: boolean, upper: boolean, flat = false) {
    this.doc = doc; this.style = style; this.r = r; this.upper = upper;
    this.reg = serif ? 'Times-Roman' : 'Helvetica';
    this.valFont = flat ? 'Helvetica' : this.reg;
    this.bold = serif ? 'Times-Bold' : 'Helvetica-Bold';
    this.ink = r.pick(INKS);
    doc.registerFont('Hand', HAND);
    doc.font('Helvetica');
    if (style === 'fillable') {
      doc.initForm();
      // The widgets carry their own appearances: a viewer shows them as filled in, not re-laid out.
      (doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  page(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  /** Template text (a label, a heading, a paragraph line). */
  lab(x: number, y: number, text: string, size = 9, bold = false, opts: PDFKit.Mixins.TextOptions = {}): number {
    this.doc.fillColor('black').font(bold ? this.bold : this.reg).fontSize(size).text(text, x, y, { lineBreak: false, ...opts });
    return x + this.doc.widthOfString(text);
  }

  width(text: string, size = 9, bold = false): number { return this.doc.font(bold ? this.bold : this.reg).fontSize(size).widthOfString(text); }

  /** Underscores from x to x + w (the template's blank). */
  blank(x: number, y: number, w: number, size = 9): void {
    const u = this.width('_', size);
    if (w < u) return;
    this.lab(x, y, '_'.repeat(Math.floor(w / u)), size);
  }

  rule(x1: number, y1: number, x2: number, y2: number, lw = 0.6): void {
    this.doc.save().lineWidth(lw).strokeColor('black').moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, lw = 0.6, fill?: string): void {
    const d = this.doc.save().lineWidth(lw).strokeColor('black');
    if (fill) d.rect(x, y, w, h).fillAndStroke(fill, 'black'); else d.rect(x, y, w, h).stroke();
    d.restore();
  }

  /** A value written on a blank of width w whose text top is y. Empty text: the blank stays empty. */
  val(x: number, y: number, w: number, text: string, tag: Tag = {}, size = 9): void {
    if (!text) return;
    const t = this.upper ? text.toUpperCase() : text;
    const name = this.uniq(tag.name ?? 'fld');
    if (this.style === 'fillable') this.textField(name, x, y - 2, w, size + 4, t, size);
    else if (this.style === 'typed') {
      let s = size + 0.5;
      while (s > 5 && this.doc.font(this.valFont).fontSize(s).widthOfString(t) > w - 2) s -= 0.5;
      this.doc.fillColor('black').text(t, x + 2, y - 1, { lineBreak: false });
    } else {
      const d = this.doc;
      let s = size + 2.5;
      while (s > 6 && d.font('Hand').fontSize(s).widthOfString(t) > w - 3) s -= 0.5;
      const a = this.r.float(-1.6, 1.6), dx = x + 3 + this.r.float(0, 4), dy = y - s * 0.45 + this.r.float(-1.2, 1.2);
      d.save().rotate(a, { origin: [dx, dy + s] }).fillColor(this.ink).font('Hand').fontSize(s).text(t, dx, dy, { lineBreak: false }).restore();
      d.fillColor('black');
    }
    this.note(t, tag, this.style === 'fillable' ? name : null, false);
  }

  private uniq(base: string): string {
    let k = base, i = 1;
    while (this.used.has(k)) k = `${base}_${++i}`;
    this.used.add(k);
    return k;
  }

  private note(text: string, tag: Tag, field: string | null, check: boolean): void {
    if (tag.f) this.printed.push({ fields: this.upper && !check ? upperFields(tag.f) : tag.f, text, field, check });
    else if (tag.decoy) this.decoys.push({ key: tag.decoy, text, field });
  }

  /** "Label: ________" across w points with the value on the underscores; returns the right end. */
  lf(x: number, y: number, label: string, w: number, text: string, tag: Tag = {}, size = 9, bold = false): number {
    const lx = this.lab(x, y, label, size, bold) + 3;
    this.blank(lx, y, x + w - lx, size);
    this.val(lx, y, x + w - lx, text, { name: fieldName(label), ...tag }, size);
    return x + w;
  }

  /** "Label ............ value" with dot leaders to the tab stop, the value on a ruled line from tab to x + w. */
  lead(x: number, y: number, label: string, tab: number, w: number, text: string, tag: Tag = {}, size = 9): void {
    const lx = this.lab(x, y, label, size) + 2;
    const dot = this.width('.', size);
    if (tab - 4 > lx) this.lab(lx, y, '.'.repeat(Math.floor((tab - 4 - lx) / dot)), size);
    this.rule(tab, y + size, x + w, y + size, 0.4);
    this.val(tab, y, x + w - tab, text, { name: fieldName(label), ...tag }, size);
  }

  /** A table cell: small label at its top left, the value below it. */
  cell(x: number, y: number, w: number, h: number, label: string, text: string, tag: Tag = {}, size = 9): void {
    this.lab(x + 2, y + 2, label, 6.5);
    this.val(x + 2, y + h - size - 3, w - 4, text, { name: fieldName(label), ...tag }, size);
  }

  /** A checkbox and its label; a checked one gives the tag's fields (the checked option's label is its text). */
  check(x: number, y: number, label: string, on: boolean, tag: Tag = {}, size = 8.5): number {
    const b = size;
    this.box(x, y, b, b, 0.7);
    const end = this.lab(x + b + 3, y + 0.5, label, size);
    const name = this.uniq(tag.name ?? `chk_${fieldName(label)}`);
    if (this.style === 'fillable') this.checkField(name, x, y, b, on);
    else if (on && this.style === 'typed') this.lab(x + 1.6, y + 0.6, 'X', size, true);
    else if (on) {
      const j = (): number => this.r.float(-1.5, 1.5);
      this.doc.save().lineWidth(1.3).strokeColor(this.ink).moveTo(x - 1 + j(), y + b * 0.45 + j()).lineTo(x + b * 0.4, y + b + 1)
        .lineTo(x + b + 3 + j(), y - 3 + j()).stroke().restore();
    }
    if (on) this.note(label, tag, this.style === 'fillable' ? name : null, true);
    return end + 10;
  }

  /** A widget built by hand (pdfkit's formAnnotation ends the annotation before an appearance could be added). */
  private widget(name: string, type: string, x: number, y: number, w: number, h: number, opts: Record<string, unknown>, extra: Record<string, unknown>): void {
    const d = this.doc as any;
    d.font('Helvetica');
    const dict = d._fieldDict(name, type, opts);
    Object.assign(dict, { Subtype: 'Widget', F: 4 }, extra);
    d.annotate(x, y, w, h, dict);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  private textField(name: string, x: number, y: number, w: number, h: number, text: string, size: number): void {
    const d = this.doc as any;
    d.font('Helvetica');
    const f = d._font;
    const xo = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
    let s = size;
    while (s > 5 && d.fontSize(s).widthOfString(text) > w - 3) s -= 0.5;
    const esc = text.replace(/[\\()]/g, (c: string) => `\\${c}`);
    xo.end(`/Tx BMC q BT /${f.id} ${s} Tf 0 g 2 ${((h - s * 0.7) / 2).toFixed(2)} Td (${esc}) Tj ET Q EMC`);
    this.widget(name, 'text', x, y, w, h, { value: text, fontSize: size }, { AP: { N: xo } });
  }

  private checkField(name: string, x: number, y: number, b: number, on: boolean): void {
    const d = this.doc as any;
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
    yes.end(`q 0 g 0 G 1.1 w 1.5 1.5 m ${b - 1.5} ${b - 1.5} l S 1.5 ${b - 1.5} m ${b - 1.5} 1.5 l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b] });
    off.end('');
    this.widget(name, 'checkbox', x, y, b, b, {}, { AP: { N: { Yes: yes, Off: off } }, AS: on ? 'Yes' : 'Off', V: on ? 'Yes' : 'Off' });
  }
}

/** The truth of an UPPERCASE-typed value: the printed text's strings in uppercase (codes and numbers untouched). */
function upperFields(f: Record<string, unknown>): Record<string, unknown> {
  const keep = /(type_of_entity|industry|state_region|country|tax_id_type|tax_id_country|date_of_birth|business_start_date)$/;
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' && !keep.test(k) ? v.toUpperCase() : v]));
}

export const fieldName = (label: string): string => label.replace(/[^A-Za-z0-9#%]+/g, ' ').trim().replace(/ /g, '_') || 'field';
