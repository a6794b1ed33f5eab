// The page the layouts draw on: pdfkit plus a record of every value put down, where (a box in PDF points, origin
// bottom left) and what truth fields it gives. Labels, rules and boxes are always printed; a merchant's value is
// typed, handwritten (URW Z003, rotated and jittered, marks drawn as strokes) or an AcroForm field with /V and an
// appearance stream, by the style. Values the broker's CRM printed (the cover sheet) are typed in every style.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Fields = Record<string, string | number>;

export interface Placed {
  key: string;
  page: number;
  box: Box;
  /** The text as printed; for a checkbox, the checked option's label. */
  text: string;
  via: 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox';
  /** Truth paths this value gives (`application.legal_name`, `application.applicants[0].role` ...); empty for decoys. */
  fields: Fields;
  acroform_field?: string;
  /** A checked AcroForm checkbox's on-state when it is not `Yes`. */
  acroform_value?: string;
  /** Checkboxes: how the mark is made (a letter, pen strokes, a widget) and where the option's label is printed. */
  mark?: 'glyph' | 'vector' | 'widget';
  label_box?: Box;
}

export interface Target { fields?: Fields; decoy?: boolean }
export interface FillOptions extends Target { by?: 'merchant' | 'broker'; size?: number; font?: string }

export interface SheetOptions {
  style: Style;
  /** Pen jitter and ink only: never the values, so the styles of a seed print the same values. */
  jitter: Rng;
  typedFont: string;
  typedSize: number;
  /** The name an AcroForm field of this broker's form gets (`Text12`, `Owner1Name` ...). */
  fieldName: (key: string, n: number, kind: 'text' | 'check') => string;
  /** On-state name of a checked AcroForm checkbox (`Yes`, or the option itself on some forms). */
  onState: (label: string) => string;
  title: string;
  author: string;
  date: Date;
}

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_H = 792;
export const PAGE_W = 612;

/** A widget's text as a PDF hex string in WinAnsi (Latin-1 agrees with it for the letters our names use). */
function winAnsiHex(s: string): string {
  return `<${[...s].map((c) => (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 63).toString(16).padStart(2, '0')).join('')}>`;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private fieldNo = 0;
  private readonly ink: string;
  readonly o: SheetOptions;

  constructor(o: SheetOptions) {
    this.o = o;
    this.doc = new PDFDocument({ autoFirstPage: false, margin: 0, compress: true,
      info: { Title: o.title, Author: o.author, Creator: o.author, Producer: 'pdfkit', CreationDate: o.date } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND_FONT);
    this.ink = o.jitter.pick(['#1b2a6b', '#14213d', '#222222', '#0d3b8c']);
    if (o.style === 'fillable') {
      const doc = this.doc.font('Helvetica').initForm() as any;
      // Every widget carries its own appearance: viewers must show those, not regenerate them; DR names the font
      // the fields' DA strings use, for a viewer that edits a field.
      doc._root.data.AcroForm.data.NeedAppearances = false;
      doc._root.data.AcroForm.data.DR.Font.Helv = doc._font.ref();
    }
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Printed form text (labels, headings, legal text). Returns the height used. */
  text(s: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify'; lineGap?: number } = {}): number {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    const opts = o.width ? { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 } : { lineBreak: false };
    const h = o.width ? d.heightOfString(s, opts) : d.currentLineHeight();
    d.text(s, x, y, opts);
    return h;
  }

  width(s: string, font: string, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(s);
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { width?: number; color?: string; dash?: boolean } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6).strokeColor(o.color ?? '#000000');
    if (o.dash) d.dash(1.5, { space: 1.5 });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000000');
    d.restore();
  }

  /** Top-left coordinates to a PDF box (origin bottom left), padded. */
  private box(x0: number, y0: number, x1: number, y1: number, pad = 1.5): Box {
    const r = (v: number) => Math.round(v * 100) / 100;
    return [r(x0 - pad), r(PAGE_H - y1 - pad), r(x1 + pad), r(PAGE_H - y0 + pad)];
  }

  private record(p: Omit<Placed, 'page' | 'fields'>, o: Target): void {
    const fields = o.fields ?? {};
    if (o.decoy && Object.keys(fields).length) throw new Error(`decoy ${p.key} gives fields`);
    if (!o.decoy && !Object.keys(fields).length) throw new Error(`value ${p.key} gives no field and is no decoy`);
    (o.decoy ? this.decoys : this.placed).push({ ...p, page: this.page, fields });
  }

  /** A filled value whose line starts at (x, y) (top of the line), at most `w` wide. Empty text draws nothing. */
  fill(key: string, value: string, x: number, y: number, w: number, o: FillOptions = {}): void {
    if (!value) return;
    const style = o.by === 'broker' ? 'typed' : this.o.style;
    if (style === 'fillable') return this.widget(key, value, x, y, w, o);
    const hand = style === 'handwritten';
    const font = hand ? 'hand' : o.font ?? this.o.typedFont;
    const j = this.o.jitter;
    // A hand never writes two values the same size.
    let size = (o.size ?? this.o.typedSize) * (hand ? Math.round(j.float(1.22, 1.38) * 100) / 100 : 1);
    while (size > 5 && this.width(value, font, size) > w) size -= 0.25;
    const angle = hand ? j.float(-2.2, 2.2) : 0;
    const dx = hand ? j.float(0, Math.max(0, Math.min(5, w - this.width(value, font, size)))) : 0;
    const dy = hand ? j.float(-0.8, 0.8) - size * 0.06 : 0;
    const px = x + dx, py = y + dy;
    const d = this.doc.save().font(font).fontSize(size).fillColor(hand ? this.ink : '#000000');
    const tw = d.widthOfString(value), th = d.currentLineHeight();
    if (angle) d.rotate(angle, { origin: [px, py] });
    d.text(value, px, py, { lineBreak: false });
    d.restore();
    // The text's rectangle turned as pdfkit turned it (about its top-left corner), then its bounds.
    const rad = (angle * Math.PI) / 180, c = Math.cos(rad), s = Math.sin(rad);
    const pts = [[0, 0], [tw, 0], [0, th], [tw, th]].map(([u, v]) => [px + c * u! - s * v!, py + s * u! + c * v!] as const);
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    this.record({ key, box: this.box(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys), 2), text: value, via: 'text' }, o);
  }

  private readonly names = new Set<string>();

  /** The broker's name for a new field; never one already used (same-named fields would share one value). */
  private fieldName(key: string, kind: 'text' | 'check'): string {
    let name = this.o.fieldName(key, ++this.fieldNo, kind);
    while (this.names.has(name)) name = `${name}_${this.fieldNo}`;
    this.names.add(name);
    return name;
  }

  /** An AcroForm text field holding the value: /V for readers of fields, an appearance stream for the eye. */
  private widget(key: string, value: string, x: number, y: number, w: number, o: FillOptions): void {
    const doc = this.doc as any;
    let size = Math.min(10, (o.size ?? this.o.typedSize) + 0.5);
    while (size > 5 && this.width(value, 'Helvetica', size) > w - 4) size -= 0.25;
    const h = size + 5;
    doc.font('Helvetica');
    const font = doc._font.ref();
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: font } } });
    ap.end(`/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${(h - size * 0.7) / 2} Td ${winAnsiHex(value)} Tj ET Q EMC`);
    const name = this.fieldName(key, 'text');
    doc.annotate(x - 1, y - 2, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value),
      DA: new String(`/Helv ${size} Tf 0 g`), AP: { N: ap }, F: 4, MK: { BG: [0.91, 0.94, 1] } });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
    this.record({ key, box: this.box(x - 1, y - 2, x - 1 + w, y - 2 + h, 0.5), text: value, via: 'acroform', acroform_field: name }, o);
  }

  /** A row of printed checkbox options; `checked` (one of them, several for a checklist, or null) is marked. */
  boxes(key: string, options: readonly string[], checked: string | readonly string[] | null, x: number, y: number,
    o: Target & { by?: 'merchant' | 'broker'; size?: number; gap?: number; font?: string; fontSize?: number; widths?: number[] } = {}): number {
    const sz = o.size ?? 8, fs = o.fontSize ?? 7.5, font = o.font ?? 'Helvetica';
    let cx = x;
    const marked = checked === null ? [] : typeof checked === 'string' ? [checked] : checked;
    for (const [i, label] of options.entries()) {
      this.rect(cx, y, sz, sz, { width: 0.7 });
      const lw = this.width(label, font, fs);
      this.text(label, cx + sz + 3, y + (sz - fs) / 2 + 0.5, { font, size: fs });
      const labelBox = this.box(cx + sz + 3, y - 1, cx + sz + 3 + lw, y + sz + 1, 1.5);
      if (marked.includes(label)) this.mark(key, label, cx, y, sz, labelBox, o);
      else if (this.o.style === 'fillable' && o.by !== 'broker') this.checkWidget(`${key}_${label}`, label, cx, y, sz, false);
      cx += sz + 3 + (o.widths?.[i] ?? lw + (o.gap ?? 12));
    }
    return cx;
  }

  private mark(key: string, label: string, x: number, y: number, sz: number, labelBox: Box, o: Target & { by?: 'merchant' | 'broker' }): void {
    const style = o.by === 'broker' ? 'typed' : this.o.style;
    if (style === 'fillable') {
      const name = this.checkWidget(`${key}_${label}`, label, x, y, sz, true);
      const on = this.o.onState(label);
      this.record({ key, box: this.box(x, y, x + sz, y + sz, 0.5), text: label, via: 'acroform_checkbox', acroform_field: name,
        ...(on !== 'Yes' ? { acroform_value: on } : {}), mark: 'widget', label_box: labelBox }, o);
      return;
    }
    if (style === 'typed') {
      this.text('X', x + (sz - this.width('X', 'Helvetica-Bold', sz)) / 2, y + 0.6, { font: 'Helvetica-Bold', size: sz });
      this.record({ key, box: this.box(x, y, x + sz, y + sz, 1), text: label, via: 'checkbox', mark: 'glyph', label_box: labelBox }, o);
      return;
    }
    // A pen: an X or a tick, overshooting the box a little, never a glyph.
    const j = this.o.jitter, d = this.doc.save().lineWidth(j.float(0.9, 1.4)).strokeColor(this.ink).lineCap('round');
    if (j.chance(0.5)) {
      d.moveTo(x + j.float(-1, 1), y + j.float(-1, 1)).lineTo(x + sz + j.float(-1, 1.5), y + sz + j.float(-1, 1.5)).stroke();
      d.moveTo(x + sz + j.float(-1, 1), y + j.float(-1.5, 0.5)).lineTo(x + j.float(-1, 1), y + sz + j.float(-0.5, 1.5)).stroke();
    } else {
      d.moveTo(x + 1, y + sz * 0.55).lineTo(x + sz * 0.4, y + sz + 0.5).bezierCurveTo(x + sz * 0.7, y + sz * 0.3, x + sz, y - 1, x + sz + 3, y - 3).stroke();
    }
    d.restore();
    this.record({ key, box: this.box(x, y, x + sz, y + sz, 3.5), text: label, via: 'checkbox', mark: 'vector', label_box: labelBox }, o);
  }

  /** An AcroForm checkbox: on and off appearances, /V and /AS the on-state when checked. */
  private checkWidget(key: string, label: string, x: number, y: number, sz: number, on: boolean): string {
    const doc = this.doc as any;
    const state = this.o.onState(label);
    const onAp = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz] });
    onAp.end(`q 0 g 1.2 w 1.5 ${sz / 2} m ${sz * 0.4} 1.5 l ${sz - 1.2} ${sz - 1.2} l S Q`);
    const offAp = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz] });
    offAp.end('');
    const name = this.fieldName(key, 'check');
    doc.annotate(x, y, sz, sz, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? state : 'Off', AS: on ? state : 'Off',
      AP: { N: { [state]: onAp, Off: offAp } }, MK: { CA: new String('4') }, F: 4 });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
    return name;
  }

  /** A signature: pen strokes, never text. */
  signature(x: number, y: number, w: number): void {
    const j = this.o.jitter, d = this.doc.save().lineWidth(1).strokeColor(this.ink).moveTo(x, y);
    let cx = x;
    while (cx < x + w * 0.8) {
      const nx = cx + j.float(8, 22);
      d.bezierCurveTo(cx + j.float(0, 8), y - j.float(4, 14), nx - j.float(0, 8), y + j.float(0, 8), nx, y + j.float(-3, 3));
      cx = nx;
    }
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
