// The drawing kit: a pdfkit document that records every printed value (Placed) and prints it in one of three styles:
// typed (page text), handwritten (a script font in blue ink, each value turned and shifted a little, checkbox marks as
// strokes) or fillable (AcroForm fields with /V and an appearance stream, nothing in the page content).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type FieldValue = string | number | null;
/** One printed value: its truth fields (paths like `legal_name`, `applicants[1].ownership`), none for context and decoys. */
export interface Placed {
  key: string; text: string; fields: Record<string, FieldValue>; page: number;
  acro?: string; check?: boolean; decoy?: boolean;
}

const CREATED = new Date(Date.UTC(2026, 1, 3, 15, 0, 0));

function findHandFont(): string {
  const want = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
  if (existsSync(want)) return want;
  const walk = (dir: string): string | null => {
    for (const e of readdirSync(dir)) {
      const p = join(dir, e);
      if (statSync(p).isDirectory()) { const r = walk(p); if (r) return r; } else if (/^Z003.*\.(otf|ttf|t1|pfb)$/i.test(e)) return p;
    }
    return null;
  };
  const found = walk('/usr/share/fonts');
  if (!found) throw new Error('no Z003 handwriting font under /usr/share/fonts');
  return found;
}

/** A PDF string literal body: escapes, and Latin-1 characters as octal (WinAnsi agrees on them). */
function pdfString(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (c > 126 && c < 256) out += `\\${c.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return out;
}

export interface SheetOptions {
  style: Style; rng: Rng;
  /** Standard font of typed values. */
  valueFont: string;
  /** AcroForm field name of a value's key (a layout's naming habit). */
  acroName: (key: string) => string;
  title: string; author: string;
}
export interface TextOpts { f?: string; s?: number; c?: string; w?: number; a?: 'left' | 'center' | 'right'; wrap?: boolean; lg?: number }
export interface ValueOpts { s?: number; h?: number; decoy?: boolean; a?: 'left' | 'center' | 'right' }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly style: Style;
  page = 0;
  private readonly rng: Rng;
  private readonly opts: SheetOptions;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly used = new Set<string>();
  private readonly ink: string;
  private readonly marks: readonly ('x' | 'tick' | 'ring')[];
  private acroFont: { id: string; ref: unknown } | null = null;

  constructor(opts: SheetOptions) {
    this.opts = opts;
    this.style = opts.style;
    this.rng = opts.rng.fork('sheet');
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, size: 'LETTER', margin: 0,
      info: { Title: opts.title, Author: opts.author, Producer: 'FormBuilder', Creator: opts.author, CreationDate: CREATED, ModDate: CREATED } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', findHandFont());
    this.ink = this.rng.pick(['#1b2a8c', '#22308f', '#0f3d91', '#2a2a7a']);
    const m = this.rng.pick(['x', 'tick', 'ring'] as const);
    this.marks = this.rng.chance(0.6) ? [m] : ['x', 'tick', 'ring'];
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.style === 'fillable' && !this.acroFont) {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const d = this.doc as any;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.acroFont = { id: d._font.id, ref: d._font.ref() };
    }
  }

  /** Static page text (labels, headings, paragraphs): y is the top of the text. */
  t(str: string, x: number, y: number, o: TextOpts = {}): void {
    const d = this.doc.font(o.f ?? 'Helvetica').fontSize(o.s ?? 8).fillColor(o.c ?? '#000000');
    if (o.wrap) { d.text(str, x, y, { width: o.w, align: o.a === 'center' ? 'center' : o.a === 'right' ? 'right' : 'justify', lineGap: o.lg ?? 1 }); return; }
    const wd = d.widthOfString(str);
    const dx = o.w && o.a === 'center' ? (o.w - wd) / 2 : o.w && o.a === 'right' ? o.w - wd : 0;
    d.text(str, x + dx, y, { lineBreak: false });
  }
  line(x1: number, y1: number, x2: number, y2: number, w = 0.6, c = '#000000'): void {
    this.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(w).strokeColor(c).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc.save().rect(x, y, w, h).lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  private fit(font: string, size: number, text: string, w: number): number {
    let s = size;
    this.doc.font(font);
    while (s > 5 && this.doc.fontSize(s).widthOfString(text) > w) s -= 0.25;
    return s;
  }
  private acro(key: string): string {
    let name = this.opts.acroName(key), n = 2;
    while (this.used.has(name)) name = `${this.opts.acroName(key)}_${n++}`;
    this.used.add(name);
    return name;
  }

  /** A value in the box from x to x+w whose writing line is at y (text sits just above it). Empty text prints nothing. */
  put(key: string, text: string, fields: Record<string, FieldValue>, x: number, y: number, w: number, o: ValueOpts = {}): void {
    if (!text) return;
    const size = o.s ?? 9.5;
    const p: Placed = { key, text, fields, page: this.page, ...(o.decoy ? { decoy: true } : {}) };
    if (this.style === 'fillable') {
      const h = o.h ?? size + 5;
      p.acro = this.acro(key);
      this.textField(p.acro, text, x, y - h + 1, w, h, this.fit('Helvetica', size, text, w - 4));
    } else if (this.style === 'typed') {
      const s = this.fit(this.opts.valueFont, size, text, w - 2);
      const wd = this.doc.widthOfString(text);
      const dx = o.a === 'right' ? w - 2 - wd : o.a === 'center' ? (w - wd) / 2 : 1;
      this.doc.fillColor('#111111').text(text, x + dx, y - s - 1.5, { lineBreak: false });
    } else {
      const s = this.fit('hand', size * 1.3, text, w - 6);
      const angle = this.rng.float(-2.5, 2.5), dx = this.rng.float(0, 5), dy = this.rng.float(-1.2, 1.2);
      this.doc.save().rotate(angle, { origin: [x + dx, y] });
      this.doc.fillColor(this.ink).text(text, x + 2 + dx, y - s * 0.95 + dy, { lineBreak: false });
      this.doc.restore();
    }
    this.placed.push(p);
  }

  /** A checkbox with its top-left at (x, y); a checked one is recorded with its label as the text. */
  box(key: string, label: string, fields: Record<string, FieldValue>, x: number, y: number, s: number, checked: boolean, o: { decoy?: boolean; round?: boolean } = {}): void {
    if (o.round) this.doc.save().circle(x + s / 2, y + s / 2, s / 2).lineWidth(0.6).stroke('#000000').restore();
    else this.rect(x, y, s, s, { lw: 0.6 });
    let acro: string | undefined;
    if (this.style === 'fillable') { acro = this.acro(key); this.checkField(acro, checked, x, y, s); }
    if (checked) {
      if (this.style === 'typed') {
        const f = this.fit('Helvetica-Bold', s, 'X', s);
        this.doc.fillColor('#111111').text('X', x + (s - this.doc.widthOfString('X')) / 2, y + (s - f * 0.72) / 2 - 0.3, { lineBreak: false });
      } else if (this.style === 'handwritten') this.mark(x, y, s);
      this.placed.push({ key, text: label, fields, page: this.page, check: true, ...(acro ? { acro } : {}), ...(o.decoy ? { decoy: true } : {}) });
    }
  }

  private mark(x: number, y: number, s: number): void {
    const kind = this.rng.pick(this.marks), j = (): number => this.rng.float(-1, 1);
    const d = this.doc.save().lineWidth(this.rng.float(1, 1.6)).strokeColor(this.ink).lineCap('round');
    if (kind === 'x') {
      d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
      d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
    } else if (kind === 'tick') {
      d.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s + 1 + j()).lineTo(x + s * 1.3 + j(), y - 3 + j()).stroke();
    } else {
      d.ellipse(x + s / 2 + j(), y + s / 2 + j(), s * 0.95 + j(), s * 0.8 + j()).stroke();
    }
    this.doc.restore();
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as any, f = this.acroFont!;
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref } } });
    ap.end(`/Tx BMC q BT /${f.id} ${size.toFixed(2)} Tf 0 g 2 ${((h - size * 0.7) / 2).toFixed(2)} Td (${pdfString(value)}) Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${f.id} ${size.toFixed(2)} Tf 0 g`), AP: { N: ap },
      MK: { BC: [0.55, 0.6, 0.75] } });
  }
  private checkField(name: string, on: boolean, x: number, y: number, s: number): void {
    const d = this.doc as any;
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    yes.end(`q 0 g 1.2 w 2 2 m ${s - 2} ${s - 2} l S 2 ${s - 2} m ${s - 2} 2 l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('q Q');
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('8') } });
  }
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as any;
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

/** One broker's form: how it names its AcroForm fields and how it draws itself. */
export interface Layout {
  name: string; broker: string; valueFont: string; title: string;
  /** A fresh AcroForm namer per document (some brokers' fields are just Text1, Text2 ...). */
  acroNamer(): (key: string) => string;
  draw(S: Sheet, rng: Rng): { country: 'US' | 'CA' };
}
export const COUNTRY = { US: 'United States', CA: 'Canada' } as const;
