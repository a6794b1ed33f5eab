// Drawing for the three styles. Labels are always page text; a value is page text in the layout's typed font
// (typed), a slightly rotated and shifted script font (handwritten), or only an AcroForm field with /V and an
// appearance stream (fillable). Every printed value is recorded as a Placed.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Val } from './data.ts';

export interface Placed { key: string; text: string; fields: Record<string, unknown>; page: number; acro?: string; check?: boolean; decoy?: boolean }
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Look {
  label: string; bold: string; value: string; ink: string;
  /** AcroForm field name for a value key and a running number. */
  acro: (key: string, n: number) => string;
  onStates: string[];
  typedMark: 'X' | 'check';
}

const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/urw-base35/Z003-MediumItalic.ttf',
  '/usr/share/fonts/type1/urw-base35/Z003-MediumItalic.otf'];
export const HAND_FONT = HAND_FONTS.find((f) => existsSync(f));
const CHECK_FONT = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'].find((f) => existsSync(f));

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);
type Doc = PDFKit.PDFDocument;
interface FontRef { id: string; ref: unknown }

export class Canvas {
  readonly doc: Doc;
  readonly style: Style;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 1;
  private readonly rng: Rng;
  private readonly look: Look;
  private readonly chunks: Uint8Array[] = [];
  private readonly done: Promise<void>;
  private n = 0;
  private helv: FontRef | null = null;
  private readonly onState: string;
  private readonly mark: 'x' | 'tick' | 'ring';
  private readonly handInk: string;

  constructor(style: Style, rng: Rng, look: Look) {
    this.style = style;
    this.rng = rng;
    this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true,
      info: { CreationDate: new Date(Date.UTC(2025, 5, 1)), Producer: 'formgen-155', Creator: 'formgen-155' } });
    this.doc.on('data', (c: Uint8Array) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    if (HAND_FONT) this.doc.registerFont('Hand', HAND_FONT);
    if (CHECK_FONT) this.doc.registerFont('Mark', CHECK_FONT);
    this.onState = rng.pick(look.onStates);
    this.mark = rng.pick(['x', 'tick', 'ring'] as const);
    this.handInk = rng.pick(['#1b2a78', '#111111', '#0d3b8c']);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const f = (this.doc as unknown as { _font: { id: string; ref(): unknown } })._font;
      this.helv = { id: f.id, ref: f.ref() };
    }
  }

  /** Static page text (labels, headings, boilerplate). */
  text(s: string, x: number, y: number, size: number, o: { font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? this.look.label).fontSize(size).fillColor(o.color ?? '#000000');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 } : { lineBreak: false });
  }

  /** A label turned a quarter turn inside a narrow strip (x, y, w, h): `up` reads bottom to top, else top to bottom. */
  vtext(s: string, x: number, y: number, w: number, h: number, size: number, up: boolean, font?: string, color?: string): void {
    const doc = this.doc.font(font ?? this.look.bold).fontSize(size);
    const lines: string[] = [];
    for (const word of s.split(' ')) {
      const last = lines[lines.length - 1];
      if (last !== undefined && doc.widthOfString(`${last} ${word}`) <= h - 4) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    const widest = Math.max(...lines.map((l) => doc.widthOfString(l)));
    if (widest > h - 4 && size > 3.6) { this.vtext(s, x, y, w, h, Math.max(3.5, size * ((h - 4) / widest) - 0.05), up, font, color); return; }
    const lh = size * 1.1;
    const x0 = x + (w - lines.length * lh) / 2;
    doc.fillColor(color ?? '#000000');
    lines.forEach((line, i) => {
      doc.save();
      if (up) { doc.rotate(-90, { origin: [x0 + i * lh, y + h - 2] }); doc.text(line, x0 + i * lh, y + h - 2, { lineBreak: false }); }
      else { doc.rotate(90, { origin: [x + w - (x0 - x) - i * lh, y + 2] }); doc.text(line, x + w - (x0 - x) - i * lh, y + 2, { lineBreak: false }); }
      doc.restore();
    });
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number; dash?: number } = {}): void {
    const doc = this.doc;
    doc.save().lineWidth(o.lw ?? 0.5);
    if (o.dash) doc.dash(o.dash, { space: o.dash });
    doc.rect(x, y, w, h);
    if (o.fill && o.stroke) doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) doc.fill(o.fill);
    else doc.stroke(o.stroke ?? '#000000');
    doc.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, color = '#000000', lw = 0.5, dash = 0): void {
    this.doc.save().lineWidth(lw);
    if (dash) this.doc.dash(dash, { space: dash * 1.5 });
    this.doc.moveTo(x1, y1).lineTo(x2, y2).stroke(color).restore();
  }

  width(s: string, font: string, size: number): number { return this.doc.font(font).fontSize(size).widthOfString(s); }

  private fit(s: string, font: string, size: number, w: number): number {
    let z = size;
    while (z > 4.5 && this.width(s, font, z) > w) z -= 0.25;
    return z;
  }

  private record(v: Val, extra: Partial<Placed> = {}): void {
    const p: Placed = { key: v.key, text: v.text, fields: v.fields, page: this.page, ...extra };
    if (v.decoy) { p.decoy = true; this.decoys.push(p); } else this.placed.push(p);
  }

  /** A value in the box (x, y, w, h), or an empty field when the value is blank (fillable). */
  value(v: Val, x: number, y: number, w: number, h: number, o: { size?: number; align?: 'left' | 'right' } = {}): void {
    const size = o.size ?? 9;
    if (this.style === 'fillable') {
      const name = this.look.acro(v.key, ++this.n);
      this.acroText(name, v.text, x, y, w, h, size);
      if (v.text) this.record(v, { acro: name });
      return;
    }
    if (!v.text) return;
    const doc = this.doc;
    if (this.style === 'typed') {
      const z = this.fit(v.text, this.look.value, size, w - 4);
      const tw = this.width(v.text, this.look.value, z);
      doc.font(this.look.value).fontSize(z).fillColor(this.look.ink).text(v.text, o.align === 'right' ? x + w - 2 - tw : x + 2, y + (h - z) / 2 + 0.5, { lineBreak: false });
    } else {
      const font = HAND_FONT ? 'Hand' : 'Times-Italic';
      const z = this.fit(v.text, font, Math.min(size * 1.3, h * 0.95), w - 6);
      const tw = this.width(v.text, font, z);
      const px = (o.align === 'right' ? x + w - 4 - tw : x + 3) + this.rng.float(-2.5, 2.5);
      const py = y + (h - z) / 2 + this.rng.float(-1.5, 1.5);
      doc.save().rotate(this.rng.float(-2.5, 2.5), { origin: [px, py + z / 2] });
      doc.font(font).fontSize(z).fillColor(this.handInk).text(v.text, px, py, { lineBreak: false });
      doc.restore();
    }
    this.record(v);
  }

  /** Typed: label, leader and value as one run of text; otherwise the label and leader, then the value. */
  leader(label: string, v: Val, x: number, y: number, w: number, size: number): void {
    const font = this.look.label;
    const dotW = (z: number): number => this.width('.', font, z);
    if (this.style === 'typed' && v.text && this.look.value === font) {
      let z = size;
      while (z > 5 && this.width(`${label} ... ${v.text}`, font, z) > w) z -= 0.25;
      const room = w - this.width(`${label}  ${v.text}`, font, z);
      this.text(`${label} ${'.'.repeat(Math.max(3, Math.floor(room / dotW(z))))} ${v.text}`, x, y + (size - z), z, { font, color: this.look.ink });
      this.record(v);
      return;
    }
    const valueW = Math.max(w * 0.35, Math.min(w * 0.62, v.text ? this.width(v.text, font, size) + 10 : 0));
    const room = w - this.width(`${label} `, font, size) - valueW - 4;
    const lead = `${label} ${'.'.repeat(Math.max(3, Math.floor(room / dotW(size))))}`;
    this.text(lead, x, y, size, { font });
    const vx = x + this.width(`${lead} `, font, size);
    this.value(v, vx, y - 3, x + w - vx, size + 6, { size });
  }

  /** A checkbox: always drawn; when checked the mark is drawn and `v` (the checked option) recorded. */
  check(v: Val | null, checked: boolean, x: number, y: number, s: number, labelW = 30): void {
    const doc = this.doc;
    this.rect(x, y, s, s, { lw: 0.6 });
    if (this.style === 'fillable') {
      const name = this.look.acro(v?.key ?? 'box', ++this.n);
      this.acroCheck(name, checked, x, y, s);
      if (checked && v) this.record(v, { acro: name, check: true });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      if (this.look.typedMark === 'X' || !CHECK_FONT) this.text('X', x + s * 0.18, y + s * 0.08, s * 0.95, { font: 'Helvetica-Bold', color: this.look.ink });
      else this.text('\u2713', x + s * 0.05, y - s * 0.1, s * 1.1, { font: 'Mark', color: this.look.ink });
    } else {
      const j = (): number => this.rng.float(-1, 1);
      doc.save().lineWidth(1.1).strokeColor(this.handInk).lineCap('round');
      if (this.mark === 'x') {
        doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      } else if (this.mark === 'tick') {
        doc.moveTo(x + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      } else {
        doc.ellipse(x + (s + labelW) / 2 + j(), y + s / 2 + j() / 2, (s + labelW) / 2 + 4, s * 0.95).stroke();
      }
      doc.restore();
    }
    if (v) this.record(v, { check: true });
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  private acroText(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const doc = this.doc as unknown as { ref(d: object): { end(s: string): void }; annotate(...a: unknown[]): void; page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    const f = this.helv!;
    const z = this.fit(text, 'Helvetica', Math.min(size, h - 2), w - 4);
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref } } });
    ap.end(text ? `/Tx BMC\nq BT /${f.id} ${z} Tf 0 g 2 ${((h - z * 0.72) / 2).toFixed(2)} Td (${esc(text)}) Tj ET Q\nEMC` : '/Tx BMC\nEMC');
    doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), ...(text ? { V: new String(text) } : {}),
      DA: new String(`/${f.id} ${z} Tf 0 g`), F: 4, AP: { N: ap }, MK: { BG: [0.91, 0.94, 1] } });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  private acroCheck(name: string, checked: boolean, x: number, y: number, s: number): void {
    const doc = this.doc as unknown as { ref(d: object): { end(s: string): void }; annotate(...a: unknown[]): void; page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    const m = 1.6;
    on.end(`q 0 g 0 G 1.1 w ${m} ${m} m ${s - m} ${s - m} l S ${m} ${s - m} m ${s - m} ${m} l S Q`);
    const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('q Q');
    const state = checked ? this.onState : 'Off';
    doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, F: 4,
      AP: { N: { [this.onState]: on, Off: off } }, MK: { CA: new String('8') } });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  async end(): Promise<Uint8Array> {
    const root = (this.doc as unknown as { _root: { data: { AcroForm?: { data: Record<string, unknown> } } } })._root;
    if (root.data.AcroForm) root.data.AcroForm.data.NeedAppearances = false;
    this.doc.end();
    await this.done;
    const total = this.chunks.reduce((s, c) => s + c.length, 0);
    const out = new Uint8Array(total);
    let o = 0;
    for (const c of this.chunks) { out.set(c, o); o += c.length; }
    return out;
  }
}
