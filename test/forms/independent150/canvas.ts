// A page to draw an independent150 form on (pdfkit): furniture (labels, rules, boxes) is always page text; a value is
// typed text, a handwritten one (Z003, blue ink, a little rotated and shifted) or, for fillable forms, only an AcroForm
// field with /V and an appearance stream. Every value drawn is recorded as a Placed, with the truth fields it gives.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
/** One printed value: its text, the truth paths it gives (`legal_name`, `applicants[1].ownership` ...), where it is. */
export interface Placed { key: string; text: string; fields: Fields; page: number; acro?: string; check?: boolean; decoy?: boolean }

export interface TextOpts { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right' }
export interface ValueOpts {
  fields?: Fields; decoy?: boolean; size?: number; h?: number; align?: 'left' | 'center' | 'right';
  /** Printed by the funder itself (a pre-filled panel): plain page text in every style. */
  printed?: boolean;
}
export interface CheckOpts { fields?: Fields; decoy?: boolean; font?: string; size?: number; gap?: number; boxless?: boolean }

const URW = '/usr/share/fonts/opentype/urw-base35/';
const EXTRA: Record<string, [string, string]> = {
  gothic: ['URWGothic-Book.otf', 'Helvetica'], gothicB: ['URWGothic-Demi.otf', 'Helvetica-Bold'],
  narrow: ['NimbusSansNarrow-Regular.otf', 'Helvetica'], narrowB: ['NimbusSansNarrow-Bold.otf', 'Helvetica-Bold'],
  book: ['URWBookman-Light.otf', 'Times-Roman'], bookB: ['URWBookman-Demi.otf', 'Times-Bold'],
  palatino: ['P052-Roman.otf', 'Times-Roman'], palatinoB: ['P052-Bold.otf', 'Times-Bold'],
};

function findFile(dir: string, name: string, depth = 0): string | null {
  if (depth > 4 || !existsSync(dir)) return null;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isFile() && e.name.startsWith(name)) return p;
    if (e.isDirectory()) { const f = findFile(p, name, depth + 1); if (f) return f; }
  }
  return null;
}
let handPath: string | null | undefined;
function handFont(): string | null {
  if (handPath === undefined) handPath = existsSync(URW + 'Z003-MediumItalic.otf') ? URW + 'Z003-MediumItalic.otf' : findFile('/usr/share/fonts', 'Z003');
  return handPath;
}

/** PDF literal string body: escapes, and Latin-1 letters as octal codes (WinAnsi). */
function pdfString(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === '\\' || ch === '(' || ch === ')') out += '\\' + ch;
    else if (c < 32 || c > 126) out += '\\' + (c < 256 ? c : 63).toString(8).padStart(3, '0');
    else out += ch;
  }
  return out;
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 1;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private formReady = false;
  private readonly names = new Set<string>();
  private readonly ink: string;
  private readonly mark: 'x' | 'tick' | 'ring';
  readonly style: Style;
  readonly typedFont: string;
  readonly size: [number, number];
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, typedFont: string, meta: { title: string; author: string }, size: [number, number] = [612, 792]) {
    this.style = style; this.rng = rng; this.typedFont = typedFont; this.size = size;
    this.doc = new PDFDocument({ size, margin: 0, compress: true,
      info: { Title: meta.title, Author: meta.author, Creator: meta.author, Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2026, 2, 3, 15, 4)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    for (const [name, [file, fallback]] of Object.entries(EXTRA)) {
      if (existsSync(URW + file)) this.doc.registerFont(name, URW + file);
      else this.doc.registerFont(name, fallback);
    }
    const hand = handFont();
    this.doc.registerFont('hand', hand ?? 'Times-Italic');
    this.ink = rng.pick(['#1c3f94', '#16308a', '#223a7a', '#0d2a6b']);
    this.mark = rng.pick(['x', 'tick', 'ring'] as const);
  }

  // ---- furniture --------------------------------------------------------------------------------------------------
  text(str: string, x: number, y: number, o: TextOpts = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    this.doc.text(str, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }
  line(x1: number, y1: number, x2: number, y2: number, lw = 0.5, color = '#000000'): void {
    this.doc.save().lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }
  width(str: string, font: string, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(str);
  }
  addPage(): void {
    this.doc.addPage({ size: this.size, margin: 0 });
    this.page++;
  }

  // ---- values -----------------------------------------------------------------------------------------------------
  private fit(str: string, font: string, size: number, w: number): number {
    let s = size;
    while (s > 5 && this.width(str, font, s) > w) s -= 0.5;
    return s;
  }

  private uniqueName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9_]/g, '_');
    let n = base, i = 2;
    while (this.names.has(n)) n = `${base}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value in the box (x, y, w, h) (h 14 unless given); blank text prints nothing and gives nothing. */
  value(key: string, text: string, x: number, y: number, w: number, o: ValueOpts = {}): void {
    if (!text) return;
    const h = o.h ?? 14, size = o.size ?? 9;
    const p: Placed = { key, text, fields: o.fields ?? {}, page: this.page, ...(o.decoy ? { decoy: true } : {}) };
    this.placed.push(p);
    if (o.printed || this.style === 'typed') {
      const s = this.fit(text, this.typedFont, size, w - 2);
      this.doc.font(this.typedFont).fontSize(s).fillColor('#000000');
      this.doc.text(text, x + 1, y + (h - s) / 2 + 0.5, o.align && o.align !== 'left' ? { width: w - 2, align: o.align, lineBreak: false } : { lineBreak: false });
    } else if (this.style === 'handwritten') {
      const s = this.fit(text, 'hand', size * 1.3, w - 2);
      const dx = this.rng.float(-1.5, 2.5), dy = this.rng.float(-1.5, 1), angle = this.rng.float(-2.5, 2.5);
      const tx = x + 1 + dx, ty = y + (h - s) / 2 + dy;
      this.doc.save().rotate(angle, { origin: [tx, ty + s / 2] });
      this.doc.font('hand').fontSize(s).fillColor(this.ink).text(text, tx, ty, { lineBreak: false });
      this.doc.restore();
    } else {
      p.acro = this.uniqueName(key);
      this.acroText(p.acro, x, y, w, h, text, this.fit(text, 'Helvetica', size, w - 4));
    }
  }

  private initForm(): any {
    const d = this.doc as any;
    if (!this.formReady) {
      this.doc.font('Helvetica');
      this.doc.initForm();
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.formReady = true;
    }
    return d;
  }

  private acroText(name: string, x: number, y: number, w: number, h: number, value: string, size: number): void {
    const d = this.initForm();
    this.doc.font('Helvetica');
    const fid: string = d._font.id, fref = d._font.ref();
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [fid]: fref } } });
    ap.end(`/Tx BMC q BT /${fid} ${size} Tf 0 g 2 ${((h - size * 0.7) / 2).toFixed(2)} Td (${pdfString(value)}) Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${fid} ${size} Tf 0 g`), AP: { N: ap },
      MK: { BG: [0.93, 0.95, 1] } });
  }

  private acroCheck(name: string, x: number, y: number, s: number, on: boolean): void {
    const d = this.initForm();
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    yes.end(`q 0 G 1.2 w ${s * 0.2} ${s * 0.2} m ${s * 0.8} ${s * 0.8} l ${s * 0.2} ${s * 0.8} m ${s * 0.8} ${s * 0.2} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } },
      MK: { CA: new String('8') } });
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.initForm();
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as any);
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A checkbox (or, boxless, a circle-one option) with its label; a checked one is recorded with the label as its text.
   *  Returns the width used. */
  check(key: string, label: string, x: number, y: number, checked: boolean, o: CheckOpts = {}): number {
    const s = (o.size ?? 8) + 1, font = o.font ?? 'Helvetica', size = o.size ?? 8;
    const boxless = o.boxless ?? false;
    const lx = boxless ? x + 9 : x + s + 3;
    if (!boxless) this.rect(x, y, s, s, { lw: 0.6 });
    this.text(label, lx, y + (s - size) / 2 + 0.5, { font, size });
    const lw = this.width(label, font, size);
    if (this.style === 'fillable') {
      const name = this.uniqueName(`${key}_${label}`);
      this.acroCheck(name, x, y, s, checked);
      if (checked) this.placed.push({ key, text: label, fields: o.fields ?? {}, page: this.page, acro: name, check: true, ...(o.decoy ? { decoy: true } : {}) });
      return lx - x + lw + (o.gap ?? 12);
    }
    if (checked) {
      this.placed.push({ key, text: label, fields: o.fields ?? {}, page: this.page, check: true, ...(o.decoy ? { decoy: true } : {}) });
      if (this.style === 'typed') this.text('X', x + (boxless ? 0 : s / 2 - 2.6), y + (s - 8.5) / 2 + 0.8, { font: 'Helvetica-Bold', size: 8.5 });
      else this.handMark(x, y, s, lx, lw, size, boxless);
    }
    return lx - x + lw + (o.gap ?? 12);
  }

  /** A drawn mark with no text: an X, a tick or a ring around the label. */
  private handMark(x: number, y: number, s: number, lx: number, lw: number, size: number, boxless: boolean): void {
    const d = this.doc, j = () => this.rng.float(-1, 1);
    d.save().lineWidth(1.1).strokeColor(this.ink).lineCap('round');
    const mark = boxless ? 'ring' : this.mark;
    if (mark === 'ring') {
      d.ellipse(lx + lw / 2 + j(), y + s / 2 + j() * 0.5, lw / 2 + 5, size * 0.85).stroke();
    } else if (mark === 'x') {
      d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1).stroke();
      d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1).stroke();
    } else {
      d.moveTo(x + 1, y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 0.5).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
    }
    d.restore();
  }

  /** A row of options, one (or none) checked; the checked option's fields are given by `fieldsFor`. */
  options(key: string, labels: string[], checked: number | null, x: number, y: number, o: CheckOpts & { fieldsFor?: (i: number) => Fields } = {}): number {
    let cx = x;
    labels.forEach((label, i) => {
      const fields = i === checked && o.fieldsFor ? o.fieldsFor(i) : (o.fields ?? {});
      cx += this.check(key, label, cx, y, i === checked, { ...o, fields });
    });
    return cx - x;
  }

  /** A signature: a scribble, not text. */
  signature(x: number, y: number, w: number): void {
    const d = this.doc;
    d.save().lineWidth(0.9).strokeColor(this.style === 'typed' ? '#111111' : this.ink);
    const end = x + Math.min(w, this.rng.float(90, 150)) - 12;
    d.moveTo(x + 4, y + 10).bezierCurveTo(x + 2, y - 8, x + 16, y - 10, x + 12, y + 12);
    let cx = x + 12;
    while (cx < end) {
      const step = this.rng.float(5, 15), tall = this.rng.chance(0.2) ? this.rng.float(6, 12) : 0;
      d.bezierCurveTo(cx + step * 0.3, y - this.rng.float(1, 6) - tall, cx + step * 0.7, y + this.rng.float(9, 15), cx + step, y + this.rng.float(4, 10));
      cx += step;
    }
    d.moveTo(x + 6, y + 15).bezierCurveTo(x + w * 0.3, y + 19, cx - 20, y + 11, cx + 6, y + 13);
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
