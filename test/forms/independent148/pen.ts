// The drawing surface shared by the four layouts: pdfkit plus the three ways a value gets onto a form (typed page
// text, handwriting in blue ink, AcroForm fields with their own appearance streams), recording every printed value.
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields } from './fmt.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';

export interface Placed {
  key: string;
  /** The text as printed (for a checkbox: the checked option's label). */
  text: string;
  /** Truth paths (`legal_name`, `applicants[1].ownership`) and the values this printed text reads to. */
  fields: Fields;
  page: number;
  acro?: string;
  check?: boolean;
  decoy?: boolean;
}

interface Ref { end(chunk?: string): void }
interface Internals {
  ref(data: object): Ref;
  annotate(x: number, y: number, w: number, h: number, o: object): void;
  page: { annotations: Ref[] };
  _root: { data: { AcroForm?: { data: { Fields: Ref[]; NeedAppearances?: boolean } } } };
  _font: { id: string; ref(): Ref };
}

const FONT_DIR = '/usr/share/fonts/opentype/urw-base35';
/** A font file by name, or null (the layout then falls back to a standard font). */
export function fontFile(name: string): string | null {
  const direct = path.join(FONT_DIR, name);
  if (fs.existsSync(direct)) return direct;
  try {
    const hit = (fs.readdirSync('/usr/share/fonts', { recursive: true }) as string[]).find((f) => path.basename(f) === name);
    return hit ? path.join('/usr/share/fonts', hit) : null;
  } catch { return null; }
}
const HAND = fontFile('Z003-MediumItalic.otf') ?? fontFile('Z003-MediumItalic.t1');

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);
const pdfString = (s: string): string => Object(s) as string; // pdfkit writes String objects as PDF strings, primitives as names

export interface ValueOpts { decoy?: boolean; align?: 'left' | 'center'; h?: number; font?: string }

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 1;
  private readonly names = new Set<string>();
  private readonly x: Internals;
  private readonly mark: 'x' | 'tick' | 'ring' | 'letter';
  private readonly ink: string;
  readonly style: Style;
  readonly typedFont: string;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, typedFont: string, size: [number, number], title: string) {
    this.style = style;
    this.rng = rng;
    this.typedFont = typedFont;
    this.doc = new PDFDocument({ size, margin: 0, compress: true, info: { Title: title, Producer: 'FormsDesk 4.2', Creator: title,
      CreationDate: new Date(Date.UTC(2026, 1, 3, 15, 4, 0)) } });
    this.x = this.doc as unknown as Internals;
    if (HAND) this.doc.registerFont('hand', HAND);
    this.mark = style === 'handwritten' ? rng.pick(['x', 'tick', 'ring'] as const) : rng.pick(['x', 'letter'] as const);
    this.ink = rng.pick(['#1d3a9a', '#213f8c', '#16307a', '#2a4bb0']);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      this.x._root.data.AcroForm!.data.NeedAppearances = false;
    }
  }

  /** Registers a font file under a name, or gives the standard fallback when the file is missing. */
  font(name: string, file: string, fallback: string): string {
    const p = fontFile(file);
    if (!p) return fallback;
    this.doc.registerFont(name, p);
    return name;
  }

  addPage(size: [number, number]): void { this.doc.addPage({ size, margin: 0 }); this.page++; }

  private acroName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_]+/g, '_');
    let name = base, i = 2;
    while (this.names.has(name)) name = `${base}_${i++}`;
    this.names.add(name);
    return name;
  }

  private fit(text: string, font: string, size: number, w: number): number {
    let s = size;
    this.doc.font(font).fontSize(s);
    while (s > 4 && this.doc.widthOfString(text) > w) this.doc.fontSize((s -= 0.25));
    return s;
  }

  /** A value written into a box whose top-left is (x, y): typed, handwritten or an AcroForm field. '' leaves it blank. */
  value(key: string, text: string, fields: Fields, x: number, y: number, w: number, size: number, o: ValueOpts = {}): void {
    const h = o.h ?? size * 1.45;
    if (this.style === 'fillable') {
      const name = this.acroName(key);
      this.textField(name, text, x, y - size * 0.2, w, h, size);
      if (text) this.placed.push({ key, text, fields, page: this.page, acro: name, ...(o.decoy ? { decoy: true } : {}) });
      return;
    }
    if (!text) return;
    this.placed.push({ key, text, fields, page: this.page, ...(o.decoy ? { decoy: true } : {}) });
    const d = this.doc;
    if (this.style === 'typed') {
      const font = o.font ?? this.typedFont;
      const s = this.fit(text, font, size, w);
      const dx = o.align === 'center' ? (w - d.widthOfString(text)) / 2 : 0;
      d.fillColor('#111111').text(text, x + dx, y + (size - s) * 0.6, { lineBreak: false });
      return;
    }
    const font = HAND ? 'hand' : 'Helvetica-Oblique';
    const s = this.fit(text, font, size * 1.2, w - 2);
    const dx = (o.align === 'center' ? (w - d.widthOfString(text)) / 2 : 1) + this.rng.float(-1.2, 1.5);
    const dy = this.rng.float(-1, 0.8) - s * 0.18;
    d.save().rotate(this.rng.float(-2.5, 2.5), { origin: [x + dx, y + s / 2] });
    d.fillColor(this.ink).text(text, x + dx, y + dy, { lineBreak: false });
    d.restore();
  }

  decoy(key: string, text: string, x: number, y: number, w: number, size: number, o: ValueOpts = {}): void {
    this.value(key, text, {}, x, y, w, size, { ...o, decoy: true });
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc;
    d.font('Helvetica');
    const font = this.x._font;
    const s = this.fit(text, 'Helvetica', size, w - 3);
    const ap = this.x.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(text ? `/Tx BMC q BT /${font.id} ${s.toFixed(2)} Tf 0 0 0.1 rg 1.5 ${((h - s * 0.7) / 2).toFixed(2)} Td (${esc(text)}) Tj ET Q EMC` : '/Tx BMC EMC');
    this.x.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: pdfString(name), V: pdfString(text), DA: pdfString(`/${font.id} ${s.toFixed(2)} Tf 0 g`),
      F: 4, AP: { N: ap }, MK: { BG: [0.93, 0.95, 1] } });
    this.register();
  }

  private register(): void {
    const annots = this.x.page.annotations;
    this.x._root.data.AcroForm!.data.Fields.push(annots[annots.length - 1]!);
  }

  /** A checkbox at (x, y) of side s; when checked, its label is the printed value. labelW lets a ring circle the label. */
  check(key: string, label: string, fields: Fields, x: number, y: number, s: number, checked: boolean, labelW = 30): void {
    const d = this.doc;
    d.save().lineWidth(0.5).strokeColor('#000000').rect(x, y, s, s).stroke().restore();
    if (this.style === 'fillable') {
      const name = this.acroName(key);
      const on = this.x.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = this.x.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('q Q');
      this.x.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: pdfString(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        AP: { N: { Yes: on, Off: off } }, MK: { CA: pdfString('8') }, F: 4 });
      this.register();
      if (checked) this.placed.push({ key, text: label, fields, page: this.page, acro: name, check: true });
      return;
    }
    if (!checked) return;
    this.placed.push({ key, text: label, fields, page: this.page, check: true });
    const hand = this.style === 'handwritten';
    const j = (): number => (hand ? this.rng.float(-0.8, 0.8) : 0);
    d.save().lineWidth(hand ? 1.1 : 0.9).strokeColor(hand ? this.ink : '#000000');
    if (this.mark === 'letter') {
      d.font('Helvetica-Bold').fontSize(s * 1.05).fillColor('#000000').text('X', x + s * 0.16, y + s * 0.05, { lineBreak: false });
    } else if (this.mark === 'x') {
      d.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).stroke();
      d.moveTo(x + 1 + j(), y + s - 1 + j()).lineTo(x + s - 1 + j(), y + 1 + j()).stroke();
    } else if (this.mark === 'tick') {
      d.moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s - 0.5).lineTo(x + s + 2.5, y - 2.5).stroke();
    } else {
      d.ellipse(x + (s + labelW + 3) / 2 + j(), y + s / 2 + j(), (s + labelW + 10) / 2, s * 0.95).stroke();
    }
    d.restore();
  }

  /** Printed form text (captions, headings); not a value. */
  label(text: string, x: number, y: number, size: number, font: string, o: { color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): number {
    const d = this.doc.font(font).fontSize(size).fillColor(o.color ?? '#000000');
    const w = d.widthOfString(text);
    const dx = o.width && o.align === 'center' ? (o.width - w) / 2 : o.width && o.align === 'right' ? o.width - w : 0;
    d.text(text, x + dx, y, { lineBreak: false });
    return w;
  }

  /** A caption in small caps: capitals at full size, the rest as smaller capitals on the same baseline. */
  smallCaps(text: string, x: number, y: number, size: number, font: string, color = '#333333'): number {
    const d = this.doc.font(font).fillColor(color);
    let cx = x;
    for (const part of text.match(/[^a-z]+|[a-z]+/g) ?? []) {
      const small = /^[a-z]/.test(part);
      const s = small ? size * 0.78 : size;
      d.fontSize(s).text(small ? part.toUpperCase() : part, cx, y + (size - s) * 0.72, { lineBreak: false });
      cx += d.widthOfString(small ? part.toUpperCase() : part);
    }
    return cx - x;
  }

  line(x1: number, y1: number, x2: number, y2: number, w = 0.4, color = '#000000'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.lw ?? 0.5).rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000000');
    d.restore();
  }

  paragraph(text: string, x: number, y: number, w: number, size: number, font: string): number {
    this.doc.font(font).fontSize(size).fillColor('#000000').text(text, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
