// Set 89's drawing kit over pdfkit. A layout draws in "frames": a form page's own coordinates (points, origin top
// left, y down) mapped onto a physical PDF page, turned by 0/90/180/270 degrees clockwise and scaled (two-up). Every
// value drawn is recorded with the truth paths it gives, so the truth is exactly what was printed.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** How values are drawn: typed text, handwriting, AcroForm fields, or (a fillable form going to the scanner) as a
 *  viewer prints its filled fields. */
export type Mode = 'typed' | 'hand' | 'field' | 'print';
export type Rot = 0 | 90 | 180 | 270;
export type Matrix = [number, number, number, number, number, number];
export interface Frame { page: number; m: Matrix; rot: Rot }
export type Vals = Record<string, string | number>;
export interface Printed { key: string; text: string; page: number; vals: Vals; field: string | null; checkbox: boolean; checked: boolean; decoy: boolean }
export interface TextOpts { font?: string; size?: number; color?: string; align?: 'left' | 'center' | 'right'; width?: number }
export interface ValueOpts { size?: number; align?: 'left' | 'center' | 'right' }

interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface Internals { ref(data: Record<string, unknown>): Ref; page: { annotations: Ref[] }; _root: { data: { AcroForm?: Ref } } }

const require = createRequire(import.meta.url);
const HAND_FONTS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];
const INKS = ['#1b3a8f', '#203f9a', '#0d2d6e', '#24479e'];

/** The matrix taking a form page (fw x fh, y down) to a physical page: turned `rot` clockwise as the page is seen
 *  unrotated, scaled by `s`, its turned bounding box's top left at (ox, oy). */
export function placement(fw: number, fh: number, rot: Rot, ox = 0, oy = 0, s = 1): Matrix {
  switch (rot) {
    case 0: return [s, 0, 0, s, ox, oy];
    case 90: return [0, s, -s, 0, ox + s * fh, oy];
    case 180: return [-s, 0, 0, -s, ox + s * fw, oy + s * fh];
    case 270: return [0, -s, s, 0, ox, oy + s * fw];
  }
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly mode: Mode;
  readonly printed: Printed[] = [];
  /** Font and size of typed values (each layout its own). */
  valueFont = 'Courier';
  valueSize = 9.5;
  private readonly sizes: [number, number][] = [];
  private formFont = 'F1';
  private current = -1;
  private readonly ink: string;
  private readonly rng: Rng;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(style: Style, scan: boolean, rng: Rng, title: string, author: string) {
    this.rng = rng.fork('hand');
    this.mode = style === 'typed' ? 'typed' : style === 'handwritten' ? 'hand' : scan ? 'print' : 'field';
    this.doc = new PDFDocument({ autoFirstPage: false, bufferPages: true, margin: 0, compress: true,
      info: { Title: title, Author: author, Producer: 'set89', Creator: author, CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('Hand', require.resolve(`${this.rng.pick(HAND_FONTS)}`));
    this.ink = this.rng.pick(INKS);
    this.doc.font('Helvetica');
    if (this.mode === 'field') {
      this.doc.initForm();
      // Field text in the form's font at a set size, and ZapfDingbats for viewers that redraw checkboxes.
      const form = (this.doc as unknown as Internals)._root.data.AcroForm!.data as { DA: unknown; DR: { Font: Record<string, unknown> } };
      this.formFont = Object.keys(form.DR.Font)[0]!;
      const zadb = (this.doc as unknown as Internals).ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' });
      zadb.end();
      form.DR.Font.ZaDb = zadb;
    }
  }

  /** A new physical page (points); `rotate` is its /Rotate entry (0: none). Returns its number, from 1. */
  addPage(w: number, h: number, rotate: Rot = 0): number {
    this.doc.addPage({ size: [w, h], margin: 0 });
    if (rotate) (this.doc.page.dictionary.data as Record<string, unknown>).Rotate = rotate;
    this.sizes.push([w, h]);
    this.current = this.sizes.length - 1;
    return this.sizes.length;
  }

  frame(page: number, fw: number, fh: number, rot: Rot, ox = 0, oy = 0, s = 1): Frame {
    return { page, m: placement(fw, fh, rot, ox, oy, s), rot };
  }

  /** A frame inside another (a half page of a two-up sheet that is itself turned). */
  sub(outer: Frame, fw: number, fh: number, rot: Rot, ox = 0, oy = 0, s = 1): Frame {
    const [oa, ob, oc, od, oe, of] = outer.m;
    const [ia, ib, ic, id, ie, iff] = placement(fw, fh, rot, ox, oy, s);
    return { page: outer.page, rot: ((outer.rot + rot) % 360) as Rot,
      m: [oa * ia + oc * ib, ob * ia + od * ib, oa * ic + oc * id, ob * ic + od * id, oa * ie + oc * iff + oe, ob * ie + od * iff + of] };
  }

  private on(f: Frame, draw: () => void): void {
    if (this.current !== f.page - 1) { this.doc.switchToPage(f.page - 1); this.current = f.page - 1; }
    this.doc.save();
    this.doc.transform(...f.m);
    draw();
    this.doc.restore();
  }

  /** Printed form text (labels, headings): the same in every style. (x, y) is the text's top left. */
  text(f: Frame, x: number, y: number, s: string, o: TextOpts = {}): void {
    const size = o.size ?? 8;
    this.on(f, () => {
      this.doc.font(o.font ?? 'Helvetica').fontSize(size).fillColor(o.color ?? '#000000');
      const w = this.doc.widthOfString(s);
      const dx = o.align === 'center' ? ((o.width ?? 0) - w) / 2 : o.align === 'right' ? (o.width ?? 0) - w : 0;
      this.doc.text(s, x + dx, y, { lineBreak: false });
    });
  }

  /** A paragraph wrapped to `w` by hand (pdfkit's own wrapping would add pages under a turned frame). Returns the y below it. */
  para(f: Frame, x: number, y: number, w: number, s: string, o: TextOpts = {}): number {
    const size = o.size ?? 6.5;
    this.doc.font(o.font ?? 'Helvetica').fontSize(size);
    const lines: string[] = [];
    let line = '';
    for (const word of s.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (this.doc.widthOfString(next) > w && line) { lines.push(line); line = word; } else line = next;
    }
    if (line) lines.push(line);
    lines.forEach((l, i) => this.text(f, x, y + i * size * 1.25, l, { ...o, size }));
    return y + lines.length * size * 1.25;
  }

  line(f: Frame, x1: number, y1: number, x2: number, y2: number, width = 0.5, color = '#000000', dash?: number): void {
    this.on(f, () => {
      this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(width);
      if (dash) this.doc.dash(dash, { space: dash });
      this.doc.strokeColor(color).stroke();
      this.doc.undash();
    });
  }

  rect(f: Frame, x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; width?: number } = {}): void {
    this.on(f, () => {
      this.doc.rect(x, y, w, h).lineWidth(o.width ?? 0.6);
      if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
      else if (o.fill) this.doc.fill(o.fill);
      else this.doc.strokeColor(o.stroke ?? '#000000').stroke();
    });
  }

  /** An ink line through `pts` (signatures). */
  polyline(f: Frame, pts: [number, number][], color: string): void {
    this.on(f, () => {
      this.doc.lineWidth(0.9).strokeColor(color).moveTo(pts[0]![0], pts[0]![1]);
      for (const [x, y] of pts.slice(1)) this.doc.lineTo(x, y);
      this.doc.stroke();
    });
  }

  /** A filled polygon (logos). */
  polylineFill(f: Frame, pts: [number, number][], color: string): void {
    this.on(f, () => {
      this.doc.moveTo(pts[0]![0], pts[0]![1]);
      for (const [x, y] of pts.slice(1)) this.doc.lineTo(x, y);
      this.doc.closePath().fill(color);
    });
  }

  /** A filled-in value on a blank `w` wide whose writing line is at `yLine`. `vals`: the truth paths it gives. */
  value(f: Frame, key: string, x: number, yLine: number, w: number, text: string, vals: Vals = {}, o: ValueOpts = {}): void {
    this.put(f, key, x, yLine, w, text, vals, o, false);
  }

  /** A filled-in value that is no application field (a landlord, a routing number ...). */
  decoy(f: Frame, key: string, x: number, yLine: number, w: number, text: string, o: ValueOpts = {}): void {
    this.put(f, key, x, yLine, w, text, {}, o, true);
  }

  private put(f: Frame, key: string, x: number, yLine: number, w: number, text: string, vals: Vals, o: ValueOpts, decoy: boolean): void {
    const size = o.size ?? this.valueSize;
    const da = new String(`/${this.formFont} ${+(size * Math.hypot(f.m[0], f.m[1])).toFixed(2)} Tf 0 g`);
    if (this.mode === 'field') this.widget(f, key, x, yLine - size - 3, w, size + 5, { FT: 'Tx', V: new String(text), DA: da, ...(o.align === 'center' ? { Q: 1 } : {}) });
    else if (text) this.draw(f, x, yLine, w, text, o);
    if (text) this.printed.push({ key, text, page: f.page, vals, field: this.mode === 'field' ? key : null, checkbox: false, checked: false, decoy });
  }

  private draw(f: Frame, x: number, yLine: number, w: number, text: string, o: ValueOpts): void {
    const hand = this.mode === 'hand';
    const font = hand ? 'Hand' : this.mode === 'print' ? 'Helvetica' : this.valueFont;
    let size = (o.size ?? this.valueSize) * (hand ? 1.05 : 1);
    this.doc.font(font).fontSize(size);
    while (size > 5 && this.doc.widthOfString(text) > w) this.doc.fontSize((size -= 0.25));
    const tw = this.doc.widthOfString(text);
    let tx = o.align === 'center' ? x + (w - tw) / 2 : o.align === 'right' ? x + w - tw : x + 2;
    // pdfkit places a line by its top; put the baseline a little above the writing line.
    const ascent = (this.doc as unknown as { _font: { ascender: number } })._font.ascender / 1000;
    let ty = yLine - size * (0.22 + ascent);
    const angle = hand ? this.rng.float(-2.2, 2.2) : 0;
    if (hand) { tx += this.rng.float(-1, 2); ty += this.rng.float(-1.2, 0.8); }
    this.on(f, () => {
      if (angle) this.doc.rotate(angle, { origin: [tx, ty + size] });
      this.doc.font(font).fontSize(size).fillColor(hand ? this.ink : '#000000').text(text, tx, ty, { lineBreak: false });
    });
  }

  /** A checkbox (its square always printed) at (x, y), side `s`; `label` names the option for the record. */
  check(f: Frame, key: string, x: number, y: number, s: number, checked: boolean, label: string, vals: Vals = {}): void {
    this.rect(f, x, y, s, s, { width: 0.6 });
    if (this.mode === 'field') {
      this.widget(f, key, x, y, s, s, { FT: 'Btn', V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', DA: new String('/ZaDb 0 Tf 0 g') }, s);
    }
    else if (checked && this.mode === 'hand') this.stroke(f, x, y, s);
    else if (checked) this.text(f, x + s * 0.17, y + s * 0.08, 'X', { font: 'Helvetica-Bold', size: s * 0.95 });
    this.printed.push({ key, text: label, page: f.page, vals: checked ? vals : {}, field: this.mode === 'field' ? key : null, checkbox: true, checked, decoy: false });
  }

  private stroke(f: Frame, x: number, y: number, s: number): void {
    const j = () => this.rng.float(-0.08, 0.08) * s;
    const tick = this.rng.chance(0.6);
    this.on(f, () => {
      this.doc.lineWidth(1.3).strokeColor(this.ink).lineCap('round');
      if (tick) this.doc.moveTo(x + 0.15 * s + j(), y + 0.55 * s + j()).lineTo(x + 0.42 * s + j(), y + 0.88 * s + j()).lineTo(x + 1.05 * s + j(), y - 0.1 * s + j()).stroke();
      else {
        this.doc.moveTo(x + 0.1 * s + j(), y + 0.1 * s + j()).lineTo(x + 0.9 * s + j(), y + 0.92 * s + j()).stroke();
        this.doc.moveTo(x + 0.88 * s + j(), y + 0.08 * s + j()).lineTo(x + 0.12 * s + j(), y + 0.9 * s + j()).stroke();
      }
      this.doc.lineCap('butt');
    });
  }

  /** An AcroForm widget over the frame box (x, y, w, h): the box is turned with the frame, /MK /R says how. */
  private widget(f: Frame, name: string, x: number, y: number, w: number, h: number, dict: Record<string, unknown>, box?: number): void {
    if (this.current !== f.page - 1) { this.doc.switchToPage(f.page - 1); this.current = f.page - 1; }
    const [a, b, c, d, e, g] = f.m;
    const pts = [[x, y], [x + w, y], [x, y + h], [x + w, y + h]].map(([px, py]) => [a * px! + c * py! + e, b * px! + d * py! + g] as const);
    const ph = this.sizes[f.page - 1]![1];
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => ph - p[1]);
    const doc = this.doc as unknown as Internals;
    const extra: Record<string, unknown> = {};
    if (box) {
      const side = box * Math.abs(a + b);
      const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, side, side], Resources: {} });
      on.end(`q 0 0 0 RG 1 w ${side * 0.2} ${side * 0.2} m ${side * 0.8} ${side * 0.8} l S ${side * 0.2} ${side * 0.8} m ${side * 0.8} ${side * 0.2} l S Q`);
      const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, side, side], Resources: {} });
      off.end('');
      extra.AP = { N: { Yes: on, Off: off } };
    }
    const ref = doc.ref({ Type: 'Annot', Subtype: 'Widget', T: new String(name), F: 4, Border: [0, 0, 0], Rect: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      MK: { R: (360 - f.rot) % 360, ...(box ? { CA: new String('8') } : {}) }, ...dict, ...extra });
    doc.page.annotations.push(ref);
    ref.end();
    doc._root.data.AcroForm!.data.Fields = [...(doc._root.data.AcroForm!.data.Fields as Ref[]), ref];
  }

  /** The application as printed: every recorded value's paths; the country wherever the state or tax ID shows it. */
  truth(country: 'US' | 'CA'): TruthApplication {
    const app = emptyApplication();
    const blank: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
      tax_id_type: null, tax_id_country: null, date_of_birth: null };
    for (const p of this.printed) {
      for (const [path, v] of Object.entries(p.vals)) {
        const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
        if (m) {
          while (app.applicants.length <= Number(m[1])) app.applicants.push({ ...blank });
          (app.applicants[Number(m[1])] as unknown as Record<string, unknown>)[m[2]!] = v;
        } else (app as unknown as Record<string, unknown>)[path] = v;
      }
    }
    if (app.state_region || app.business_tax_id) app.country = country === 'CA' ? 'Canada' : 'United States';
    return app;
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
