// The pen of set 60: labels are always page text; values are typed text, handwriting (Kalam / Patrick Hand, jittered
// and rotated, off the line) or AcroForm fields, and every printed value is recorded with the truth paths it gives.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** One printed value: the truth paths it gives (empty for a decoy or a neutral value), its text, its field. */
export interface Printed { paths: string[]; text: string; field?: string; check?: boolean; decoy?: boolean; inLabel?: boolean }
export interface VOpts { w?: number; h?: number; size?: number; paths?: string[]; decoy?: boolean; name?: string; color?: string; font?: 'b' | 'r' }

const req = createRequire(import.meta.url);
const HAND = [readFileSync(req.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff')),
  readFileSync(req.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'))];
export const FIXED_DATE = new Date(Date.UTC(2025, 2, 11, 15, 4, 0));

export function newDoc(title: string): PDFKit.PDFDocument {
  return new PDFDocument({ autoFirstPage: false, margin: 0, compress: true, info: { Title: title, Producer: 'set60', Creator: 'set60', CreationDate: FIXED_DATE, ModDate: FIXED_DATE } });
}

export class Pen {
  printed: Printed[] = [];
  private names = new Map<string, number>();
  private hand: string;
  doc: PDFKit.PDFDocument;
  style: Style;
  rng: Rng;
  constructor(doc: PDFKit.PDFDocument, style: Style, rng: Rng) {
    this.doc = doc; this.style = style; this.rng = rng;
    this.hand = rng.pick(['k', 'p']);
    doc.registerFont('hand', HAND[this.hand === 'k' ? 0 : 1]!);
    doc.font('Helvetica');
    if (style === 'fillable') doc.initForm();
  }
  get fillable(): boolean { return this.style === 'fillable'; }
  page(w: number, h: number): void { this.doc.addPage({ size: [w, h], margin: 0 }); }
  label(t: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 9).fillColor(o.color ?? '#222');
    this.doc.text(t, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    this.doc.fillColor('#000');
  }
  private fieldName(n: string): string {
    const k = n.replace(/[^A-Za-z0-9_]/g, '_');
    const c = this.names.get(k) ?? 0;
    this.names.set(k, c + 1);
    return c ? `${k}_${c + 1}` : k;
  }
  /** A value at (x, y) (top of the text). Null prints nothing. */
  value(t: string | null, x: number, y: number, o: VOpts = {}): void {
    if (t === null || t === '') return;
    const size = o.size ?? 10, w = o.w ?? 160, d = this.doc;
    const rec: Printed = { paths: o.paths ?? [], text: t, ...(o.decoy ? { decoy: true } : {}) };
    if (this.style === 'fillable') {
      rec.field = this.fieldName(o.name ?? (o.paths?.[0] ?? 'value'));
      d.font('Helvetica');
      d.formText(rec.field, x, y - 2, Math.max(w, size * 0.55 * t.length + 6), o.h ?? size + 6, { value: t, fontSize: size });
    } else if (this.style === 'handwritten') {
      const dx = this.rng.float(0, 6), dy = this.rng.float(-5, 1), a = this.rng.float(-2.5, 2.5);
      const room = Math.min(o.w ?? 1e4, d.page.width - x - dx - 8), at = d.font('hand').fontSize(size).widthOfString(t);
      const s = Math.min(size * this.rng.float(1.05, 1.35), (size * room) / at);
      d.save().rotate(a, { origin: [x + dx, y + dy] });
      d.font('hand').fontSize(s).fillColor(o.color ?? this.rng.pick(['#1b2a6b', '#111', '#0d2f8a']));
      d.text(t, x + dx, y + dy, { lineBreak: false });
      d.restore().fillColor('#000');
    } else {
      const room = d.page.width - x - 6, at = d.font(o.font === 'b' ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).widthOfString(t);
      d.fontSize(Math.min(size, (size * room) / at)).fillColor(o.color ?? '#000');
      d.text(t, x, y, { lineBreak: false });
      d.fillColor('#000');
    }
    this.printed.push(rec);
  }
  /** A decoy embedded in a printed sentence: recorded, not drawn again. */
  note(t: string): void { this.printed.push({ paths: [], text: t, decoy: true, inLabel: true }); }
  /** A checkbox of side s at (x, y); when checked, `label` is the option's printed label and `paths` what it gives. */
  check(x: number, y: number, s: number, on: boolean, name: string, label: string, paths: string[] = [], box = true): void {
    const d = this.doc;
    if (box && !this.fillable) d.lineWidth(0.8).strokeColor('#333').rect(x, y, s, s).stroke();
    if (this.fillable) { this.widget(this.fieldName(name), x, y, s, on); if (on) this.printed.push({ paths, text: label, field: this.lastField, check: true }); return; }
    if (!on) return;
    if (this.style === 'handwritten') {
      const j = () => this.rng.float(-1.5, 1.5);
      d.save().lineWidth(1.6).strokeColor('#1b2a6b').lineCap('round');
      d.moveTo(x + 1 + j(), y + s * 0.55 + j()).lineTo(x + s * 0.4 + j(), y + s + 1 + j()).lineTo(x + s + 3 + j(), y - 3 + j()).stroke().restore();
    } else {
      d.font('Helvetica-Bold').fontSize(s + 1).fillColor('#000').text('X', x + s * 0.15, y + 0.5, { lineBreak: false });
    }
    this.printed.push({ paths, text: label, check: true });
  }
  private lastField = '';
  private widget(name: string, x: number, y: number, s: number, on: boolean): void {
    const d = this.doc;
    const ap = (content: string) => { const r = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} }); r.end(content); return r; };
    const frame = `0.2 G 0.8 w 0.4 0.4 ${s - 0.8} ${s - 0.8} re S`;
    const yes = ap(`${frame} 0 g 1.2 w ${s * 0.2} ${s * 0.5} m ${s * 0.42} ${s * 0.2} l ${s * 0.82} ${s * 0.85} l S`), off = ap(frame);
    d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', F: 4,
      MK: { CA: new String('4') }, AP: { N: { Yes: yes, Off: off } } } as never);
    const ref = d.page.annotations[d.page.annotations.length - 1]!;
    (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(ref);
    this.lastField = name;
  }
  /** A segmented control (mobile forms): options side by side in a rounded frame, one selected. */
  segments(opts: string[], sel: number, x: number, y: number, w: number, h: number, name: string, paths: string[], size = 12): void {
    const d = this.doc, sw = w / opts.length;
    d.lineWidth(1).strokeColor('#b8bec9').roundedRect(x, y, w, h, h / 2.5).stroke();
    opts.forEach((o, i) => {
      const sx = x + i * sw, on = i === sel;
      if (i) d.moveTo(sx, y + 6).lineTo(sx, y + h - 6).stroke();
      if (on && this.style === 'typed') d.fillColor('#1f5eff').roundedRect(sx + 2, y + 2, sw - 4, h - 4, h / 3).fill();
      this.label(o, sx, y + h / 2 - size / 2, { size, width: sw, align: 'center', color: on && this.style === 'typed' ? '#ffffff' : '#333' });
      if (this.fillable) this.check(sx + 4, y + 4, 9, on, `${name}_${o}`, o, on ? paths : []);
      else if (on && this.style === 'handwritten') {
        d.save().lineWidth(1.5).strokeColor('#1b2a6b').ellipse(sx + sw / 2 + this.rng.float(-3, 3), y + h / 2, sw / 2 - 3, h / 2 + 2).stroke().restore();
        this.printed.push({ paths, text: o, check: true });
      } else if (on) this.printed.push({ paths, text: o, check: true });
    });
  }
  /** An on/off switch (mobile forms). */
  toggle(on: boolean, x: number, y: number, name: string): void {
    const d = this.doc;
    d.lineWidth(1).strokeColor('#b8bec9').fillColor(on && this.style === 'typed' ? '#34c759' : '#e9e9ee').roundedRect(x, y, 44, 24, 12).fillAndStroke();
    d.fillColor('#fff').strokeColor('#b8bec9').circle(on && this.style === 'typed' ? x + 32 : x + 12, y + 12, 10).fillAndStroke().fillColor('#000');
    const n = this.printed.length; // a switch is no value of ours: its widget or stroke is not recorded
    if (this.fillable) this.check(x + 48, y + 6, 12, on, name, name);
    else if (on && this.style === 'handwritten') this.check(x + 50, y + 4, 12, true, name, name, [], false);
    this.printed.length = n;
  }
  async end(): Promise<Uint8Array> {
    const d = this.doc, chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((r) => d.on('end', () => r()));
    d.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

export const A = (i: number, f: string): string => `applicants[${i}].${f}`;
/** The index of the option whose entity ids include the merchant's, else the last ("Other"). */
export function optionFor(id: string, options: [string, string[]][]): number {
  const i = options.findIndex(([, ids]) => ids.includes(id));
  return i < 0 ? options.length - 1 : i;
}
