// The drawing layer shared by the four layouts: static labels are the layout's; every filled-in value goes through a
// Pen, which prints it as the style asks (typed text, handwriting, or an AcroForm field with its own appearance
// stream) and records it as Placed, with the truth fields it gives. The truth is folded from these records only.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type FieldValue = string | number | null;
/** One printed value: its truth fields (none for context values and decoys), its page, its AcroForm field. */
export interface Placed { key: string; text: string; fields: Record<string, FieldValue>; page: number; acro?: string; check?: boolean; decoy?: boolean }
/** A value's area, top-left origin (pdfkit's coordinates). */
export interface Box { x: number; y: number; w: number; h: number }
export interface ValueOpts { size?: number; decoy?: boolean; align?: 'left' | 'center' }

function findHand(): string {
  const known = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
  if (existsSync(known)) return known;
  const walk = (dir: string): string | null => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) { const f = walk(p); if (f) return f; } else if (/^Z003.*\.(otf|ttf|t1|pfb)$/i.test(e.name)) return p;
    }
    return null;
  };
  const found = walk('/usr/share/fonts');
  if (!found) throw new Error('no Z003 handwriting font under /usr/share/fonts');
  return found;
}
export const HAND_FONT = findHand();
export const URW = '/usr/share/fonts/opentype/urw-base35';

interface Ref { end(chunk?: string): void }
interface Internals {
  _font: { id: string; ref(): Ref; encode(t: string): [string[], unknown] };
  _fieldDict(name: string, type: string, options: Record<string, unknown>): Record<string, unknown>;
  _addToParent(ref: unknown): void;
  _root: { data: { AcroForm: { data: Record<string, unknown> } } };
  page: { annotations: unknown[] };
  annotate(x: number, y: number, w: number, h: number, o: Record<string, unknown>): void;
  ref(data: Record<string, unknown>): Ref;
}

const INKS = ['#1b3a8f', '#203f9a', '#15307a', '#2a4aa8'];

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 1;
  private readonly names = new Set<string>();
  private readonly ink: string;

  readonly style: Style;
  private readonly rng: Rng;
  private readonly typed: { font: string; size: number };
  private readonly acroPrefix: string;

  constructor(style: Style, rng: Rng, typed: { font: string; size: number }, acroPrefix: string, title: string) {
    this.style = style; this.rng = rng; this.typed = typed; this.acroPrefix = acroPrefix;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'Form Builder', Creator: 'Form Builder', CreationDate: new Date(Date.UTC(2026, 1, 3, 15, 0, 0)) } });
    this.doc.registerFont('hand', HAND_FONT);
    this.ink = rng.pick(INKS);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      (this.doc as unknown as Internals)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static page text (labels, headings, paragraphs): not a value. */
  label(text: string, x: number, y: number, font: string, size: number, color = '#000000', opts: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.font(font).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false, ...opts });
  }

  /** A filled-in value; blank text prints nothing (an empty field on a fillable form). */
  value(key: string, text: string, fields: Record<string, FieldValue>, b: Box, o: ValueOpts = {}): void {
    const acro = this.style === 'fillable' ? this.fieldName(key) : undefined;
    if (this.style === 'fillable') this.textField(acro!, text, b, o.size ?? this.typed.size);
    if (!text) return;
    if (this.style === 'typed') this.drawTyped(text, b, o);
    else if (this.style === 'handwritten') this.drawHand(text, b, o);
    this.placed.push({ key, text, fields, page: this.page, ...(acro ? { acro } : {}), ...(o.decoy ? { decoy: true } : {}) });
  }

  /** A decoy: printed like any value, giving no field. */
  decoy(key: string, text: string, b: Box, o: ValueOpts = {}): void { this.value(key, text, {}, b, { ...o, decoy: true }); }

  /** A checkbox square and, when checked, its mark; a checked box is recorded with its option's label as text. */
  check(key: string, label: string, fields: Record<string, FieldValue>, sq: Box, checked: boolean, labelBox?: Box): void {
    const doc = this.doc;
    if (this.style !== 'fillable') doc.lineWidth(0.7).strokeColor('#222222').rect(sq.x, sq.y, sq.w, sq.h).stroke();
    let acro: string | undefined;
    if (this.style === 'fillable') { acro = this.fieldName(key); this.checkField(acro, sq, checked); }
    if (checked && this.style === 'typed') {
      const s = sq.h * 0.95;
      doc.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', sq.x + (sq.w - doc.widthOfString('X')) / 2, sq.y + sq.h * 0.08, { lineBreak: false });
    } else if (checked && this.style === 'handwritten') this.drawMark(sq, labelBox);
    if (checked) this.placed.push({ key, text: label, fields, page: this.page, check: true, ...(acro ? { acro } : {}) });
  }

  /** A signature: a pen scribble, no text. */
  sign(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const doc = this.doc;
    doc.save().lineWidth(1).strokeColor(this.style === 'handwritten' ? this.ink : '#111111');
    doc.moveTo(x, y);
    let cx = x;
    for (let i = 0; i < 5; i++) {
      const nx = cx + w / 6;
      doc.bezierCurveTo(cx + 6, y - this.rng.float(6, 14), nx - 6, y + this.rng.float(2, 8), nx, y - this.rng.float(0, 4));
      cx = nx;
    }
    doc.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }

  private fieldName(key: string): string {
    const base = this.acroPrefix + key.replace(/[^A-Za-z0-9]+/g, '_');
    let name = base;
    for (let i = 2; this.names.has(name); i++) name = `${base}_${i}`;
    this.names.add(name);
    return name;
  }

  private fit(text: string, font: string, size: number, w: number): number {
    this.doc.font(font).fontSize(size);
    const width = this.doc.widthOfString(text);
    const fitted = width > w ? Math.max(5, (size * w) / width) : size;
    this.doc.fontSize(fitted);
    return fitted;
  }

  private drawTyped(text: string, b: Box, o: ValueOpts): void {
    const size = this.fit(text, this.typed.font, o.size ?? this.typed.size, b.w - 4);
    const tw = this.doc.widthOfString(text);
    const x = o.align === 'center' ? b.x + (b.w - tw) / 2 : b.x + 2;
    this.doc.fillColor('#000000').text(text, x, b.y + b.h - size * 1.12, { lineBreak: false });
  }

  private drawHand(text: string, b: Box, o: ValueOpts): void {
    const size = this.fit(text, 'hand', (o.size ?? this.typed.size) * 1.25, b.w - 8);
    const angle = this.rng.float(-2.5, 2.5), dx = this.rng.float(1, 5), dy = this.rng.float(-1.5, 1);
    const x = b.x + dx, y = b.y + b.h - size * 1.02 + dy;
    this.doc.save().rotate(angle, { origin: [x, y + size / 2] });
    this.doc.fillColor(this.ink).text(text, x, y, { lineBreak: false });
    this.doc.restore();
  }

  private drawMark(sq: Box, labelBox?: Box): void {
    const doc = this.doc;
    const kind = this.rng.pick(labelBox ? ['x', 'tick', 'ring'] : ['x', 'tick']);
    const j = (): number => this.rng.float(-1.2, 1.2);
    doc.save().lineWidth(1.3).strokeColor(this.ink);
    if (kind === 'x') {
      doc.moveTo(sq.x - 1 + j(), sq.y - 1 + j()).lineTo(sq.x + sq.w + 1 + j(), sq.y + sq.h + 1 + j()).stroke();
      doc.moveTo(sq.x + sq.w + 1 + j(), sq.y - 1 + j()).lineTo(sq.x - 1 + j(), sq.y + sq.h + 1 + j()).stroke();
    } else if (kind === 'tick') {
      doc.moveTo(sq.x + 1, sq.y + sq.h * 0.5 + j()).lineTo(sq.x + sq.w * 0.4, sq.y + sq.h + 1).lineTo(sq.x + sq.w + 3 + j(), sq.y - 3 + j()).stroke();
    } else {
      const r = labelBox!;
      doc.ellipse(r.x + r.w / 2 - 2, r.y + r.h / 2, r.w / 2 + 9, r.h / 2 + 3).stroke();
    }
    doc.restore();
  }

  private textField(name: string, text: string, b: Box, size: number): void {
    const doc = this.doc as unknown as Internals;
    const s = this.fit(text || ' ', 'Helvetica', size, b.w - 6);
    const font = doc._font;
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b.w - 2, b.h - 2], Resources: { Font: { [font.id]: font.ref() } } });
    const hex = text ? font.encode(text)[0].map((h) => h.padStart(2, '0')).join('') : '';
    ap.end(text ? `/Tx BMC q BT /${font.id} ${s.toFixed(2)} Tf 0 g 2 ${((b.h - 2 - s * 0.7) / 2).toFixed(2)} Td <${hex}> Tj ET Q EMC` : '/Tx BMC EMC');
    const dict = doc._fieldDict(name, 'text', text ? { value: text } : {});
    Object.assign(dict, { Subtype: 'Widget', F: 4, AP: { N: ap }, MK: { BG: [0.91, 0.94, 1] } });
    doc.annotate(b.x + 1, b.y + 1, b.w - 2, b.h - 2, dict);
    doc._addToParent(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  private checkField(name: string, sq: Box, checked: boolean): void {
    const doc = this.doc as unknown as Internals;
    const bbox = [0, 0, sq.w, sq.h];
    const yes = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: bbox, Resources: {} });
    yes.end(`q 0 G 0.8 w 0.5 0.5 ${sq.w - 1} ${sq.h - 1} re S 1.2 w 2 2 m ${sq.w - 2} ${sq.h - 2} l S 2 ${sq.h - 2} m ${sq.w - 2} 2 l S Q`);
    const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: bbox, Resources: {} });
    off.end(`q 0 G 0.8 w 0.5 0.5 ${sq.w - 1} ${sq.h - 1} re S Q`);
    const state = checked ? 'Yes' : 'Off';
    const dict = doc._fieldDict(name, 'checkbox', {});
    Object.assign(dict, { Subtype: 'Widget', F: 4, V: state, AS: state, AP: { N: { Yes: yes, Off: off } } });
    doc.annotate(sq.x, sq.y, sq.w, sq.h, dict);
    doc._addToParent(doc.page.annotations[doc.page.annotations.length - 1]);
  }
}
