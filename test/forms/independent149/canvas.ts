// The drawing surface of the fifth ISO series: one pdfkit document, labels always as page text, values drawn per style
// (typed text, handwriting in blue ink, or AcroForm fields with their own appearance streams), and a record of every
// value printed (Placed) from which the truth is built.
import PDFDocument from 'pdfkit';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type FieldValue = string | number | null;

/** One printed value: its text, the truth paths it gives, its page (1-based), its AcroForm field when fillable. */
export interface Placed {
  key: string;
  text: string;
  fields: Record<string, FieldValue>;
  page: number;
  acro?: string;
  check?: boolean;
  decoy?: boolean;
}

const URW_DIR = '/usr/share/fonts/opentype/urw-base35';

/** A font file by name (or name prefix) under the URW folder, else anywhere under /usr/share/fonts. */
function findFont(prefix: string): string | null {
  const direct = join(URW_DIR, `${prefix}.otf`);
  if (existsSync(direct)) return direct;
  const stack = ['/usr/share/fonts'];
  while (stack.length) {
    const dir = stack.pop()!;
    let names: string[];
    try { names = readdirSync(dir).sort(); } catch { continue; }
    for (const n of names) {
      const p = join(dir, n);
      if (n.startsWith(prefix) && /\.(otf|ttf)$/i.test(n)) return p;
      try { if (statSync(p).isDirectory()) stack.push(p); } catch { /* unreadable */ }
    }
  }
  return null;
}

/** URW files and the standard font used when a file is missing. */
const FONT_FILES: Record<string, [string, string]> = {
  sans: ['NimbusSans-Regular', 'Helvetica'], sansBold: ['NimbusSans-Bold', 'Helvetica-Bold'],
  narrow: ['NimbusSansNarrow-Regular', 'Helvetica'], narrowBold: ['NimbusSansNarrow-Bold', 'Helvetica-Bold'],
  serif: ['NimbusRoman-Regular', 'Times-Roman'], serifBold: ['NimbusRoman-Bold', 'Times-Bold'], serifItalic: ['NimbusRoman-Italic', 'Times-Italic'],
  gothic: ['URWGothic-Book', 'Helvetica'], gothicBold: ['URWGothic-Demi', 'Helvetica-Bold'],
  bookman: ['URWBookman-Light', 'Times-Roman'], bookmanBold: ['URWBookman-Demi', 'Times-Bold'],
  c059: ['C059-Roman', 'Times-Roman'], c059Bold: ['C059-Bold', 'Times-Bold'],
  mono: ['NimbusMonoPS-Regular', 'Courier'],
  hand: ['Z003', 'Times-Italic'],
};

export interface TextOpts { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right' }
export interface ValueOpts { size?: number; h?: number; align?: 'left' | 'center' | 'right'; decoy?: boolean }

export interface SheetOptions {
  style: Style;
  rng: Rng;
  /** Font alias for typed values ('Helvetica', 'Courier', or a FONT_FILES key). */
  valueFont: string;
  valueSize: number;
  /** How a typed checkbox is marked: a letter X, a filled square, or a ZapfDingbats check. */
  typedMark: 'X' | 'fill' | 'check';
  acroPrefix: string;
  title: string;
  author: string;
  inkColor?: string;
}

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 1;
  /** Label style used by check() for its option text. */
  lab: TextOpts = { font: 'sans', size: 8, color: '#000000' };
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private helv?: PDFKit.PDFKitReference;
  private zadb?: PDFKit.PDFKitReference;

  readonly o: SheetOptions;

  constructor(o: SheetOptions) {
    this.o = o;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: o.title, Author: o.author, Creator: `${o.author} intake`, Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2026, 1, 10, 15, 0, 0)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    for (const [alias, [file, fallback]] of Object.entries(FONT_FILES)) {
      const path = findFont(file);
      this.doc.registerFont(alias, path ?? fallback);
    }
    if (o.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const doc = this.doc as any;
      this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end(undefined);
      this.zadb = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' });
      this.zadb.end(undefined);
      const form = doc._root.data.AcroForm.data;
      form.NeedAppearances = false;
      form.DR.Font.Helv = this.helv;
      form.DR.Font.ZaDb = this.zadb;
      form.DA = new String('/Helv 0 Tf 0 g');
    }
  }

  get style(): Style { return this.o.style; }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Page text that is not a value: labels, headings, paragraphs. */
  label(text: string, x: number, y: number, t: TextOpts = {}): number {
    const d = this.doc.font(t.font ?? this.lab.font ?? 'sans').fontSize(t.size ?? this.lab.size ?? 8).fillColor(t.color ?? this.lab.color ?? '#000000');
    if (t.width) d.text(text, x, y, { width: t.width, align: t.align ?? 'left', lineGap: 1 });
    else d.text(text, x, y, { lineBreak: false });
    return x + d.widthOfString(text);
  }

  /** A paragraph (the authorisation text): wraps within width, returns the y below it. */
  para(text: string, x: number, y: number, width: number, t: TextOpts = {}): number {
    const d = this.doc.font(t.font ?? 'sans').fontSize(t.size ?? 7).fillColor(t.color ?? '#222222');
    d.text(text, x, y, { width, align: 'justify', lineGap: 0.6 });
    return this.doc.y;
  }

  /** A printed value: recorded, then drawn per style. Blank text prints nothing and records nothing. */
  value(key: string, text: string, fields: Record<string, FieldValue>, x: number, y: number, w: number, v: ValueOpts = {}): void {
    if (!text) return;
    const acro = `${this.o.acroPrefix}${key.replace(/[^A-Za-z0-9]+/g, '_')}`;
    this.placed.push({ key, text, fields: v.decoy ? {} : fields, page: this.page, ...(this.style === 'fillable' ? { acro } : {}),
      ...(v.decoy ? { decoy: true } : {}) });
    const size = v.size ?? this.o.valueSize;
    if (this.style === 'fillable') { this.acroText(acro, text, x - 1, y - 2, w + 2, v.h ?? size + 5, size); return; }
    const hand = this.style === 'handwritten';
    const font = hand ? 'hand' : this.o.valueFont;
    let s = hand ? size * 1.3 : size;
    this.doc.font(font).fontSize(s);
    const width = this.doc.widthOfString(text);
    if (width > w) { s = Math.max(4, (s * w) / width); this.doc.fontSize(s); }
    const tw = this.doc.widthOfString(text);
    const ax = v.align === 'right' ? x + w - tw : v.align === 'center' ? x + (w - tw) / 2 : x;
    if (!hand) { this.doc.fillColor(this.o.inkColor ?? '#111111').text(text, ax, y, { lineBreak: false }); return; }
    const rng = this.o.rng;
    const angle = rng.float(-2.5, 2.5), dx = rng.float(-1.5, 2.5), dy = rng.float(-2.2, 1.2);
    this.doc.save().rotate(angle, { origin: [ax, y + s / 2] }).fillColor(rng.pick(['#1b3a8c', '#17327a', '#223f9e']))
      .text(text, ax + dx, y + dy - s * 0.15, { lineBreak: false }).restore();
  }

  /** A checkbox option with its label to the right; returns the x after the label. Only a checked box is recorded. */
  check(key: string, label: string, fields: Record<string, FieldValue>, on: boolean, x: number, y: number, s = 8, decoy = false): number {
    const d = this.doc;
    d.save().lineWidth(0.7).strokeColor('#333333').rect(x, y, s, s).stroke().restore();
    const end = this.label(label, x + s + 3, y + (s - (this.lab.size ?? 8)) / 2 + 0.5);
    const acro = `${this.o.acroPrefix}${key.replace(/[^A-Za-z0-9]+/g, '_')}`;
    if (this.style === 'fillable') this.acroCheck(acro, on, x, y, s);
    if (!on) return end;
    this.placed.push({ key, text: label, fields: decoy ? {} : fields, page: this.page, check: true, ...(this.style === 'fillable' ? { acro } : {}),
      ...(decoy ? { decoy: true } : {}) });
    if (this.style === 'typed') this.typedMark(x, y, s);
    else if (this.style === 'handwritten') this.handMark(x, y, s, end);
    return end;
  }

  private typedMark(x: number, y: number, s: number): void {
    const d = this.doc;
    if (this.o.typedMark === 'fill') { d.save().fillColor('#111111').rect(x + 1.6, y + 1.6, s - 3.2, s - 3.2).fill().restore(); return; }
    if (this.o.typedMark === 'check') {
      // A heavy check drawn as a filled shape (a dingbat font would put a stray "4" in the text layer).
      d.save().fillColor('#111111').polygon([x + 1, y + s * 0.55], [x + s * 0.4, y + s - 0.6], [x + s + 0.6, y + 0.4], [x + s * 0.4, y + s * 0.7],
        [x + s * 0.22, y + s * 0.42]).fill().restore();
      return;
    }
    d.font(this.o.valueFont).fontSize(s * 1.05).fillColor('#111111');
    d.text('X', x + (s - d.widthOfString('X')) / 2, y + 0.2, { lineBreak: false });
  }

  /** A pen mark with no text: an X, a tick, or a ring around the option. */
  private handMark(x: number, y: number, s: number, end: number): void {
    const d = this.doc, rng = this.o.rng;
    const kind = rng.weighted([['x', 5], ['tick', 4], ['ring', 2]] as const);
    d.save().lineWidth(1.3).strokeColor('#1b3a8c').lineCap('round');
    if (kind === 'x') {
      d.moveTo(x - 1, y - 1 + rng.float(0, 1)).lineTo(x + s + 1.5, y + s + 1).stroke();
      d.moveTo(x + s + 1, y - 1.5).lineTo(x - 0.5, y + s + 1.5).stroke();
    } else if (kind === 'tick') {
      d.moveTo(x + 0.5, y + s * 0.5).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 3, y - 3).stroke();
    } else {
      const w = end - x + 6;
      d.ellipse(x + w / 2 - 2, y + s / 2, w / 2 + 2, s * 0.95).stroke();
    }
    d.restore();
  }

  private rect(x: number, y: number, w: number, h: number): number[] {
    const H = this.doc.page.height;
    return [x, H - y - h, x + w, H - y];
  }

  private addWidget(dict: Record<string, unknown>): void {
    const ref = this.doc.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, P: this.doc.page.dictionary, Border: [0, 0, 0], ...dict });
    ref.end(undefined);
    this.doc.page.annotations.push(ref);
    (this.doc as any)._root.data.AcroForm.data.Fields.push(ref);
  }

  /** A text field with /V and a normal appearance drawn in Helvetica. */
  private acroText(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const approx = value.length * size * 0.52;
    const fs = approx > w - 4 ? Math.max(4, (size * (w - 4)) / approx) : size;
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helv } } });
    ap.end(`/Tx BMC q BT /Helv ${fs.toFixed(2)} Tf 0 0 0.45 rg 2 ${((h - fs) / 2 + fs * 0.22).toFixed(2)} Td (${esc(value)}) Tj ET Q EMC`);
    this.addWidget({ FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/Helv ${fs.toFixed(1)} Tf 0 0 0.45 rg`),
      Rect: this.rect(x, y, w, h), AP: { N: ap }, MK: { BG: [0.93, 0.95, 1] } });
  }

  /** A checkbox field: on-state Yes, off-state Off, each with its appearance. */
  private acroCheck(name: string, on: boolean, x: number, y: number, s: number): void {
    const yes = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: { Font: { ZaDb: this.zadb } } });
    yes.end(`q BT /ZaDb ${(s * 0.85).toFixed(2)} Tf 0 g ${(s * 0.12).toFixed(2)} ${(s * 0.18).toFixed(2)} Td (4) Tj ET Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('');
    this.addWidget({ FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', DA: new String('/ZaDb 0 Tf 0 g'),
      Rect: this.rect(x, y, s, s), MK: { CA: new String('4') }, AP: { N: { Yes: yes, Off: off } } });
  }

  /** A scribbled signature (vector strokes, no text); nothing in a fillable form. */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc, rng = this.o.rng;
    d.save().lineWidth(0.9).strokeColor(this.style === 'handwritten' ? '#1b3a8c' : '#222244');
    d.moveTo(x, y);
    const n = rng.int(4, 7), step = w / n;
    let cx = x;
    for (let i = 0; i < n; i++) {
      const up = rng.float(5, 13), back = rng.float(0.15, 0.5);
      d.bezierCurveTo(cx + step * 0.5, y - up, cx + step * (1 + back), y - up * 0.6, cx + step * (0.9 - back), y + rng.float(-1, 3));
      cx += step;
    }
    d.moveTo(x + w * rng.float(0.05, 0.2), y + rng.float(3, 6)).quadraticCurveTo(x + w * 0.6, y + rng.float(6, 10), x + w * rng.float(0.85, 1.05), y + rng.float(0, 4));
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
