// The drawing surface of set 56: labels are page text in every style; a value is typed text, handwriting (rotated, off
// the line, varying size) or an AcroForm text field; a checkbox's mark is a letter X, drawn strokes, or a checkbox
// widget with /Yes and /Off appearance states. Every value drawn is recorded: the truth paths it gives, or a decoy.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** A printed value and the truth paths it gives (empty for a decoy); `acro` its AcroForm field in a fillable form. */
export interface Shown { paths: string[]; text: string; acro?: string; checkbox?: boolean }

const req = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string): string => join(dirname(req.resolve(`@fontsource/${pkg}/package.json`)), 'files', file);
const HANDS = [fontFile('kalam', 'kalam-latin-400-normal.woff'), fontFile('patrick-hand', 'patrick-hand-latin-400-normal.woff')];

export interface ValueOpts {
  /** Truth paths this value gives; none: a decoy; 'repeat': a value printed again (printed name in a signature block). */
  path?: string | string[] | 'repeat';
  size?: number; name?: string; h?: number; align?: 'left' | 'center';
}

interface Internal {
  _fieldDict(name: string, type: string, o: object): Record<string, unknown>;
  _addToParent(ref: unknown): void;
  annotate(x: number, y: number, w: number, h: number, o: object): void;
  ref(o: object): { end(s?: string): void };
  page: { annotations: unknown[] };
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly shown: Shown[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private n = 0;
  private readonly hr: Rng;
  private readonly hand: number;

  readonly style: Style;
  readonly typeFont: string;
  constructor(style: Style, seed: string, typeFont = 'Helvetica', size: [number, number] = [612, 792], title = 'Application') {
    this.style = style; this.typeFont = typeFont;
    this.doc = new PDFDocument({ size, margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'pdfkit', Creator: 'Form', CreationDate: new Date(0), ModDate: new Date(0) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.hr = new Rng(`hand:${seed}`);
    this.hand = this.hr.int(0, 1);
    this.doc.registerFont('hand', HANDS[this.hand]!);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  addPage(): void { this.doc.addPage(); }

  /** Label text (always page text). */
  label(text: string, x: number, y: number, size = 7.5, o: { bold?: boolean; italic?: boolean; w?: number; align?: 'left' | 'center' | 'right'; color?: string } = {}): void {
    const f = o.bold ? (o.italic ? 'Helvetica-BoldOblique' : 'Helvetica-Bold') : o.italic ? 'Helvetica-Oblique' : 'Helvetica';
    this.doc.font(f).fontSize(size).fillColor(o.color ?? '#000');
    this.doc.text(text, x, y, o.w ? { width: o.w, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
    this.doc.fillColor('#000');
  }

  para(text: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).text(text, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  line(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#000'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    if (o.stroke !== 'none') this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    this.doc.restore();
  }

  /** A value whose baseline area ends at `y` (the line under it), from x over width w. Null/empty: nothing written. */
  value(text: string | null, x: number, y: number, w: number, o: ValueOpts = {}): void {
    if (text === null || text === '') return;
    const paths = o.path === 'repeat' ? null : o.path === undefined ? [] : Array.isArray(o.path) ? o.path : [o.path];
    const name = o.name ?? `Text${++this.n}`;
    if (paths) this.shown.push({ paths, text, ...(this.style === 'fillable' ? { acro: name } : {}) });
    const d = this.doc;
    if (this.style === 'fillable') {
      const h = o.h ?? 13;
      d.font('Helvetica');
      d.formText(name, x, y - h, w, h, { value: text, fontSize: 0, align: o.align ?? 'left' });
      return;
    }
    if (this.style === 'typed') {
      let size = o.size ?? 9.5;
      d.font(this.typeFont);
      while (size > 5 && d.fontSize(size).widthOfString(text) > w - 3) size -= 0.5;
      const tx = o.align === 'center' ? x + (w - d.widthOfString(text)) / 2 : x + 2.5;
      d.fillColor('#111').text(text, tx, y - size - 1.2, { lineBreak: false });
      return;
    }
    const r = this.hr;
    let size = (o.size ?? 10.5) + r.float(-0.5, 2) + (this.hand ? 0.8 : 0);
    d.font('hand');
    while (size > 6 && d.fontSize(size).widthOfString(text) > w - 8) size -= 0.5;
    const tx = x + r.float(1, Math.max(1.5, Math.min(10, w - d.widthOfString(text) - 4)));
    const ty = y - size * 1.22 + r.float(-2, 1.6);
    d.save().rotate(r.float(-2.6, 2.6), { origin: [tx, ty + size] });
    d.fillColor(r.pick(['#1b2a6b', '#1a1a1a', '#13235a'])).text(text, tx, ty, { lineBreak: false });
    d.restore().fillColor('#000');
  }

  /** A checkbox (box top-left at x, y, side s) with its option label to the right unless `noLabel`. */
  check(x: number, y: number, on: boolean, label: string, o: { path?: string; name?: string; s?: number; size?: number; noLabel?: boolean } = {}): void {
    const s = o.s ?? 8;
    if (!o.noLabel) this.label(label, x + s + 3, y + (s - (o.size ?? 7.5)) / 2 + 0.5, o.size ?? 7.5);
    const name = o.name ?? `Check${++this.n}`;
    if (on && o.path) this.shown.push({ paths: [o.path], text: label, checkbox: true, ...(this.style === 'fillable' ? { acro: name } : {}) });
    const d = this.doc;
    this.rect(x, y, s, s, { lw: 0.7 });
    if (this.style === 'fillable') { this.widget(name, x, y, s, on); return; }
    if (!on) return;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(s + 0.5).text('X', x + s * 0.16, y + 0.2, { lineBreak: false });
      return;
    }
    const r = this.hr;
    d.save().lineWidth(r.float(1.1, 1.7)).strokeColor('#1b2a6b').lineCap('round');
    if (r.chance(0.5)) {
      d.moveTo(x - 1 + r.float(0, 1.5), y + s * 0.5).lineTo(x + s * 0.4, y + s + r.float(0, 1.5)).lineTo(x + s + r.float(1, 4), y - r.float(1, 4)).stroke();
    } else {
      d.moveTo(x - r.float(0, 1.5), y - r.float(0, 1.5)).lineTo(x + s + r.float(0, 2), y + s + r.float(0, 1.5)).stroke();
      d.moveTo(x + s + r.float(0, 1.5), y - r.float(0, 2)).lineTo(x - r.float(0, 1.5), y + s + r.float(0, 1.5)).stroke();
    }
    d.restore();
  }

  /** A checkbox widget with its appearance states (an X drawn when on, an empty box when off). */
  private widget(name: string, x: number, y: number, s: number, on: boolean): void {
    const d = this.doc as unknown as Internal;
    const stream = (body: string) => {
      const ref = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      ref.end(body);
      return ref;
    };
    const box = `0 G 0.7 w 0.35 0.35 ${s - 0.7} ${s - 0.7} re S`;
    const yes = stream(`${box} 1.2 w 1.6 1.6 m ${s - 1.6} ${s - 1.6} l S 1.6 ${s - 1.6} m ${s - 1.6} 1.6 l S`);
    const off = stream(box);
    const dict = d._fieldDict(name, 'checkbox', {});
    Object.assign(dict, { Subtype: 'Widget', F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
    d.annotate(x, y, s, s, dict);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A signature: a scribble in handwritten style, an italic name in typed, nothing in a fillable form (signed on paper later). */
  signature(name: string, x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc, r = this.hr;
    if (this.style === 'typed' && r.chance(0.5)) {
      d.font('Times-Italic').fontSize(13).fillColor('#1b2a6b').text(`/s/ ${name}`, x + 6, y - 15, { lineBreak: false }).fillColor('#000');
      this.shown.push({ paths: [], text: `/s/ ${name}` });
      return;
    }
    d.save().lineWidth(1.1).strokeColor('#1b2a6b');
    let cx = x + 8, cy = y - 8;
    d.moveTo(cx, cy);
    for (let i = 0; i < 9; i++) { cx += r.float(6, Math.max(7, w / 12)); cy = y - 4 - r.float(0, 14); d.bezierCurveTo(cx - 4, cy - 9, cx + 2, cy + 9, cx, cy); }
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
