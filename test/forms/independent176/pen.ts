// Drawing helper for the independent176 forms: static page furniture, plus values drawn in one of three styles
// (typed page text, handwriting-like rotated text with vector check marks, AcroForm fields with appearance streams),
// recording where each value went.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;
export interface Placed {
  key: string;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box;
  /** The text as printed (a checkbox: the checked option's label). */
  text: string;
  /** Truth path -> value this print gives; empty for a decoy. */
  fields: Record<string, FieldValue>;
  via: 'text' | 'acroform' | 'checkbox';
  acroform_field?: string;
  acroform_value?: string;
}

export const PAGE_W = 612;
export const PAGE_H = 792;
const INK = '#1b2a6b';

interface TextOpts { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; wrap?: boolean }

// pdfkit's own typings do not cover the AcroForm internals we patch (annotations, font refs, the root dictionary).
type Internals = { page: { annotations: unknown[] }; _font: { id: string; ref(): unknown };
  _root: { data: { AcroForm?: { data: Record<string, unknown> } } }; ref(d: Record<string, unknown>): { end(s: string): void };
  _fieldDict(name: string, type: string, o: Record<string, unknown>): Record<string, unknown>;
  annotate(x: number, y: number, w: number, h: number, d: Record<string, unknown>): void; _addToParent(r: unknown): void };

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  placed: Placed[] = [];
  decoys: Placed[] = [];
  /** Font of typed values (layouts choose their typewriter). */
  typedFont = 'Helvetica';
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private names = new Set<string>();
  readonly style: Style;
  private hand: Rng;
  private prefix: string;

  constructor(style: Style, hand: Rng, prefix: string, meta: { title: string; author: string }) {
    this.style = style; this.hand = hand; this.prefix = prefix;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Title: meta.title, Author: meta.author, Producer: `${meta.author} forms`, Creator: 'pdfkit', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    if (style === 'fillable') { this.doc.font('Helvetica'); this.doc.initForm(); }
  }

  private get raw(): Internals { return this.doc as unknown as Internals; }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Static text (labels, headings, paragraphs); x, y top-left in pdfkit coordinates. */
  t(text: string, x: number, y: number, o: TextOpts = {}): void {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    if (o.width) d.text(text, x, y, { width: o.width, align: o.align ?? 'left', lineBreak: o.wrap ?? false, lineGap: 1 });
    else d.text(text, x, y, { lineBreak: false });
    this.doc.fillColor('#000');
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    const d = this.doc.lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? '#000');
    this.doc.fillColor('#000').strokeColor('#000');
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; lw?: number; dash?: boolean } = {}): void {
    const d = this.doc.lineWidth(o.lw ?? 0.6);
    if (o.dash) d.dash(2, { space: 2 });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke(o.color ?? '#000');
    this.doc.undash().strokeColor('#000');
  }

  private unique(key: string): string {
    let n = `${this.prefix}${key}`.replace(/[^A-Za-z0-9_]/g, '_');
    for (let i = 2; this.names.has(n); i++) n = `${this.prefix}${key}_${i}`.replace(/[^A-Za-z0-9_]/g, '_');
    this.names.add(n);
    return n;
  }

  private record(p: Omit<Placed, 'page'>): void {
    const full: Placed = { ...p, page: this.page };
    (Object.keys(p.fields).length ? this.placed : this.decoys).push(full);
  }

  /** A value in the area (x, y, w, h), top-left coordinates. `fields` null or {} makes it a decoy. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, FieldValue> | null, size = 9): void {
    const f = fields ?? {};
    if (this.style === 'fillable') {
      const name = this.unique(key);
      this.doc.font('Helvetica');
      const fs = Math.min(size, h - 2);
      const font = this.raw._font;
      const ap = this.raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
      ap.end(text ? `/Tx BMC q BT /${font.id} ${fs} Tf 0 g 2 ${((h - fs) / 2 + fs * 0.22).toFixed(2)} Td (${pdfString(text)}) Tj ET Q EMC` : '/Tx BMC EMC');
      this.widget(name, 'text', x, y, w, h, text ? { value: text } : {}, { DA: new String(`/${font.id} ${fs} Tf 0 g`), AP: { N: ap } });
      if (text) this.record({ key, text, fields: f, via: 'acroform', acroform_field: name, box: [x, PAGE_H - y - h, x + w, PAGE_H - y] });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      const ty = y + (h - size) / 2 + 0.5;
      this.doc.font(this.typedFont).fontSize(size).fillColor('#000').text(text, x + 2, ty, { lineBreak: false });
      const tw = this.doc.widthOfString(text);
      this.record({ key, text, fields: f, via: 'text', box: [x + 1, PAGE_H - ty - size - 1, x + 3 + tw, PAGE_H - ty + 1] });
      return;
    }
    const s = size + this.hand.float(0.8, 2.2);
    const ang = this.hand.float(-2.5, 2.5);
    const tx = x + 2 + this.hand.float(0, 4), ty = y + (h - s) / 2 + this.hand.float(-1.5, 1);
    this.doc.font('Times-Italic').fontSize(s);
    const tw = this.doc.widthOfString(text);
    this.doc.save().rotate(ang, { origin: [tx, ty + s] }).fillColor(INK).text(text, tx, ty, { lineBreak: false }).restore();
    this.doc.fillColor('#000');
    const r = (ang * Math.PI) / 180;
    const pts = [[tx, ty], [tx + tw, ty], [tx, ty + s], [tx + tw, ty + s]].map(([px, py]) => {
      const dx = px! - tx, dy = py! - (ty + s);
      return [tx + dx * Math.cos(r) - dy * Math.sin(r), ty + s + dx * Math.sin(r) + dy * Math.cos(r)] as const;
    });
    const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
    this.record({ key, text, fields: f, via: 'text',
      box: [Math.min(...xs) - 2, PAGE_H - Math.max(...ys) - 2, Math.max(...xs) + 2, PAGE_H - Math.min(...ys) + 2] });
  }

  /** A checkbox with its label to the right; checked ones with fields are recorded as values. Returns its width. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, FieldValue> | null, size = 8): number {
    const b = 8;
    this.rect(x, y, b, b, { lw: 0.7 });
    this.t(label, x + b + 3, y + 0.5, { size });
    this.doc.font('Helvetica').fontSize(size);
    const lw = this.doc.widthOfString(label);
    let acro: { name: string; on: string } | null = null;
    if (this.style === 'fillable') {
      const on = label.replace(/[^A-Za-z0-9]/g, '') || 'Yes';
      const name = this.unique(`${key}_${on}`);
      const onAp = this.raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b], Resources: {} });
      onAp.end(`q 0 g 1.1 w 1.5 1.5 m ${b - 1.5} ${b - 1.5} l 1.5 ${b - 1.5} m ${b - 1.5} 1.5 l S Q`);
      const offAp = this.raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b, b], Resources: {} });
      offAp.end('');
      this.widget(name, 'checkbox', x, y, b, b, {}, { V: checked ? on : 'Off', AS: checked ? on : 'Off', AP: { N: { [on]: onAp, Off: offAp } } });
      acro = { name, on };
    } else if (checked && this.style === 'typed') {
      this.t('X', x + 1.3, y + 0.6, { size: 8, font: 'Helvetica-Bold' });
    } else if (checked) {
      const mark = this.hand.pick(['x', 'tick', 'ring'] as const);
      const j = () => this.hand.float(-1, 1);
      this.doc.save().lineWidth(1.2).strokeColor(INK);
      if (mark === 'x') this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + b + 1 + j(), y + b + 1).moveTo(x + b + 1 + j(), y - 1).lineTo(x - 1, y + b + 1 + j()).stroke();
      else if (mark === 'tick') this.doc.moveTo(x + 0.5, y + b * 0.5 + j()).lineTo(x + b * 0.4, y + b + 0.5).lineTo(x + b + 2 + j(), y - 2).stroke();
      else this.doc.ellipse(x + (b + 3 + lw) / 2, y + b / 2, (b + 3 + lw) / 2 + 3, b / 2 + 3).stroke();
      this.doc.restore();
    }
    if (checked && fields && Object.keys(fields).length) {
      this.record({ key, text: label, fields, via: 'checkbox', box: [x - 1, PAGE_H - y - b - 1, x + b + 4 + lw, PAGE_H - y + 1],
        ...(acro ? { acroform_field: acro.name, acroform_value: acro.on } : {}) });
    }
    return b + 3 + lw;
  }

  /** pdfkit's formAnnotation, with the entries it does not map (appearance, state, DA) added before the annotation is
   *  written (pdfkit ends an annotation's object as soon as it is made). */
  private widget(name: string, type: string, x: number, y: number, w: number, h: number, o: Record<string, unknown>, extra: Record<string, unknown>): void {
    this.doc.font('Helvetica');
    const d = { ...this.raw._fieldDict(name, type, o), Subtype: 'Widget', F: 4, ...extra };
    this.raw.annotate(x, y, w, h, d);
    this.raw._addToParent(this.raw.page.annotations[this.raw.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    const form = this.raw._root.data.AcroForm;
    if (form) form.data.NeedAppearances = false;
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

function pdfString(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
}
