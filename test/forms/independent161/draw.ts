// The drawing surface of set 161: pdfkit plus what each style does to a value (typed text, handwriting, AcroForm
// field) and a record of where every value and decoy went.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { ChoiceItem, TextItem, Val } from './content.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed { key: string; text: string; label: string; page: number; box: Box; via: 'text' | 'handwriting' | 'acroform' | 'mark';
  fields: Record<string, Val>; acroform_field?: string; acroform_value?: string }
export interface TextOpts { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; oblique?: boolean }

const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/urw-base35/Z003-MediumItalic.otf'];
function handFont(): string {
  const found = HAND_FONTS.find((p) => existsSync(p));
  if (found) return found;
  return createRequire(import.meta.url).resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff');
}
const esc = (s: string) => s.replace(/[^A-Za-z0-9_]+/g, '_');

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  page = 0;
  private n = 0;
  private readonly onState: string;
  private readonly typedMark: 'letter' | 'fill';
  private readonly handMark: 'x' | 'tick' | 'ring';
  private readonly inkColor: string;
  private readonly chunks: Buffer[] = [];

  readonly style: Style;
  readonly W: number;
  readonly H: number;
  private readonly ink: Rng;
  private readonly fieldName: (key: string, n: number, kind: 'text' | 'check') => string;

  constructor(style: Style, ink: Rng, W: number, H: number, meta: { title: string; author: string; creator: string; producer: string },
    fieldName: (key: string, n: number, kind: 'text' | 'check') => string = (k) => k) {
    this.style = style; this.ink = ink; this.W = W; this.H = H; this.fieldName = fieldName;
    const date = new Date(Date.UTC(2026, 1, 3, 15, 4, 5));
    this.doc = new PDFDocument({ autoFirstPage: false, size: [W, H], margin: 0, compress: true,
      info: { Title: meta.title, Author: meta.author, Creator: meta.creator, Producer: meta.producer, CreationDate: date, ModDate: date } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('hand', handFont());
    this.onState = ink.pick(['Yes', 'Yes', 'On', 'Checked']);
    this.typedMark = ink.pick(['letter', 'fill']);
    this.handMark = ink.pick(['x', 'tick', 'ring']);
    this.inkColor = ink.pick(['#1b2a78', '#111111', '#0d3b8c']);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: [this.W, this.H], margin: 0 }); this.page++; }

  /** Pre-printed text: labels, headings, options. Always page text. */
  text(s: string, x: number, y: number, o: TextOpts = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 9).fillColor(o.color ?? '#000000');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left', oblique: o.oblique });
    this.doc.fillColor('#000000');
  }

  private record(item: { key: string; label: string; role: string; fields: Record<string, Val> }, p: Omit<Placed, 'key' | 'label' | 'page' | 'fields'>): void {
    if (item.role === 'neutral' && !Object.keys(item.fields).length) return;
    const rec: Placed = { key: item.key, label: item.label, page: this.page, fields: item.fields, ...p };
    (item.role === 'decoy' ? this.decoys : this.placed).push(rec);
  }

  private pdfBox(x: number, y: number, w: number, h: number): Box {
    const r = (v: number) => Math.round(v * 10) / 10;
    return [r(x), r(this.H - y - h), r(x + w), r(this.H - y)];
  }

  /** A filled-in value in the cell (x, y, w, h), top-left coordinates. */
  value(item: TextItem, x: number, y: number, w: number, h: number, o: TextOpts = {}): void {
    const s = item.text;
    if (!s) return;
    const doc = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(item.key, ++this.n, 'text');
      doc.font('Helvetica');
      const font = (doc as unknown as { _font: { id: string; ref(): unknown; widthOfString(s: string, n: number): number; encode(s: string): [string[]] } })._font;
      let size = Math.min(o.size ?? 9, h - 2);
      while (size > 5 && font.widthOfString(s, size) > w - 4) size -= 0.5;
      const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
      ap.end(`/Tx BMC q BT /${font.id} ${size} Tf 0 g 2 ${((h - size * 0.7) / 2).toFixed(2)} Td <${font.encode(s)[0].join('')}> Tj ET Q EMC`);
      doc.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(s), DA: new String(`/${font.id} ${size} Tf 0 g`), F: 4, AP: { N: ap } } as never);
      this.addField();
      this.record(item, { text: s, box: this.pdfBox(x, y, w, h), via: 'acroform', acroform_field: name });
      return;
    }
    const hand = this.style === 'handwritten';
    doc.font(hand ? 'hand' : (o.font ?? 'Helvetica'));
    let size = hand ? Math.min((o.size ?? 9) * 1.3, h * 0.9) : (o.size ?? 9);
    const feat = hand ? { features: { kern: false } as never } : {};
    while (size > 5 && doc.fontSize(size).widthOfString(s, feat) > w - 6) size -= 0.5;
    doc.fontSize(size);
    const tw = doc.widthOfString(s, feat);
    let tx = o.align === 'right' ? x + w - 3 - tw : o.align === 'center' ? x + (w - tw) / 2 : x + 3;
    let ty = y + (h - size) / 2 + (hand ? size * 0.12 : 0);
    if (hand) {
      const angle = this.ink.float(-2.5, 2.5);
      tx += this.ink.float(-1.5, 2.5); ty += this.ink.float(-1.5, 1);
      doc.save().rotate(angle, { origin: [tx, ty + size / 2] }).fillColor(this.inkColor).text(s, tx, ty, { lineBreak: false, features: { kern: false } as never }).restore();
      const lift = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw / 2;
      doc.fillColor('#000000');
      this.record(item, { text: s, box: this.pdfBox(tx, ty - lift, tw, size + 2 * lift), via: 'handwriting' });
      return;
    }
    doc.fillColor(o.color ?? '#000000').text(s, tx, ty, { lineBreak: false });
    doc.fillColor('#000000');
    this.record(item, { text: s, box: this.pdfBox(tx, ty, tw, size), via: 'text' });
  }

  /** A checkbox (or radio circle) for option `i` of a choice at (x, y) of side s; marked when chosen. */
  check(item: ChoiceItem, i: number, x: number, y: number, s: number, shape: 'box' | 'circle', record = true): void {
    const doc = this.doc;
    doc.save().lineWidth(0.7).strokeColor('#444444');
    if (shape === 'box') doc.rect(x, y, s, s).stroke(); else doc.circle(x + s / 2, y + s / 2, s / 2).stroke();
    doc.restore();
    const on = item.chosen === i;
    const rec = { ...item, key: `${item.key}`, role: on && record ? item.role : 'neutral', fields: on && record ? item.fields : {} };
    const text = item.options[i]!;
    if (this.style === 'fillable') {
      const name = this.fieldName(`${item.key}_${esc(text)}`, ++this.n, 'check');
      const draw = shape === 'box' ? `q 0 g 0 G 1.2 w 2 2 m ${s - 2} ${s - 2} l S 2 ${s - 2} m ${s - 2} 2 l S Q`
        : `q 0 g ${this.circlePath(s / 2, s / 2, s / 4)} f Q`;
      const onAp = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      onAp.end(draw);
      const offAp = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      offAp.end('');
      const st = on ? this.onState : 'Off';
      doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: st, AS: st, F: 4, MK: {},
        AP: { N: { [this.onState]: onAp, Off: offAp } } } as never);
      this.addField();
      if (on) this.record(rec, { text, box: this.pdfBox(x, y, s, s), via: 'acroform', acroform_field: name,
        ...(this.onState !== 'Yes' ? { acroform_value: this.onState } : {}) });
      return;
    }
    if (!on) return;
    doc.save();
    if (this.style === 'typed') {
      if (shape === 'circle') doc.circle(x + s / 2, y + s / 2, s / 4).fill('#222222');
      else if (this.typedMark === 'fill') doc.rect(x + 2, y + 2, s - 4, s - 4).fill('#222222');
      else doc.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', x + s * 0.18, y + s * 0.1, { lineBreak: false });
    } else {
      const j = () => this.ink.float(-1, 1);
      doc.lineWidth(1.3).strokeColor(this.inkColor);
      if (this.handMark === 'x') doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      else if (this.handMark === 'tick') doc.moveTo(x + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s + 1 + j()).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      else doc.ellipse(x + s / 2 + j(), y + s / 2 + j(), s * 0.95 + 1, s * 0.8 + 1).stroke();
    }
    doc.restore();
    this.record(rec, { text, box: this.pdfBox(x, y, s, s), via: 'mark' });
  }

  private circlePath(cx: number, cy: number, r: number): string {
    const k = 0.5523 * r, f = (v: number) => v.toFixed(2);
    return `${f(cx + r)} ${f(cy)} m ${f(cx + r)} ${f(cy + k)} ${f(cx + k)} ${f(cy + r)} ${f(cx)} ${f(cy + r)} c ${f(cx - k)} ${f(cy + r)} ${f(cx - r)} ${f(cy + k)} ${f(cx - r)} ${f(cy)} c `
      + `${f(cx - r)} ${f(cy - k)} ${f(cx - k)} ${f(cy - r)} ${f(cx)} ${f(cy - r)} c ${f(cx + k)} ${f(cy - r)} ${f(cx + r)} ${f(cy - k)} ${f(cx + r)} ${f(cy)} c`;
  }

  private addField(): void {
    const d = this.doc as unknown as { page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
