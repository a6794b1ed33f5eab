// Independent set 33: writes a value into a slot the way the merchant's tool did: PDF-viewer annotations (FreeText,
// Ink, Stamp), text flattened by "print to PDF", pen on paper, or live AcroForm fields.
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Slot } from './form.ts';

type Doc = InstanceType<typeof PDFDocument>;
type Ref = ReturnType<Doc['ref']>;
export type Mark = 'ft-x' | 'ft-check' | 'ink' | 'stamp' | 'text-x' | 'zapf';
export interface Tool { annot: boolean; font: 'Helvetica' | 'Courier' | 'Times-Roman'; size: number; mark: Mark; color: string }
export type Style = 'typed' | 'handwritten' | 'fillable';

const PAGE_H = 792;
const req = createRequire(import.meta.url);
const HANDS = ['@fontsource/kalam/files/kalam-latin-400-normal.woff', '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'];

export function registerHands(doc: Doc): void {
  doc.registerFont('Hand0', req.resolve(HANDS[0]!));
  doc.registerFont('Hand1', req.resolve(HANDS[1]!));
}

const esc = (s: string): string => s.replace(/[\\()]/g, (c) => '\\' + c);
const f2 = (n: number): string => n.toFixed(2);

/** The value writer of one document: keeps the font objects its annotations share. */
export class Filler {
  private fonts = new Map<string, Ref>();
  private n = 0;
  private doc: Doc;
  private style: Style;
  private tool: Tool;
  private r: Rng;
  constructor(doc: Doc, style: Style, tool: Tool, r: Rng) { this.doc = doc; this.style = style; this.tool = tool; this.r = r; }

  private fontRef(base: string): Ref {
    let f = this.fonts.get(base);
    if (!f) {
      f = this.doc.ref(base === 'ZapfDingbats' ? { Type: 'Font', Subtype: 'Type1', BaseFont: base } : { Type: 'Font', Subtype: 'Type1', BaseFont: base, Encoding: 'WinAnsiEncoding' });
      f.end('');
      this.fonts.set(base, f);
    }
    return f;
  }

  text(s: Slot, value: string): void {
    if (!value) return;
    if (this.style === 'fillable') return this.field(s, value);
    if (this.style === 'handwritten') return this.hand(s, value);
    const t = this.tool, r = this.r;
    const size = t.size + (s.h > 14 ? r.float(-0.5, 1.5) : r.float(0, 1));
    const x = s.x + r.float(-2, 4), top = s.y + s.h - size * 1.05 + r.float(-3.5, 1.5);
    if (!t.annot) {
      this.doc.font(t.font).fontSize(size).fillColor(t.color).text(value, x, top, { lineBreak: false });
      return;
    }
    this.doc.font(t.font).fontSize(size);
    this.freeText(x, top, this.doc.widthOfString(value), size, value, t.font, `(${esc(value)}) Tj`);
  }

  private freeText(x: number, top: number, tw: number, size: number, contents: string, font: string, show: string): void {
    const w = tw + 4, h = size * 1.2 + 2, y0 = PAGE_H - top - h, key = font === 'ZapfDingbats' ? 'ZaDb' : font === 'Courier' ? 'Cour' : font === 'Times-Roman' ? 'TiRo' : 'Helv';
    const [cr, cg, cb] = rgb(this.tool.color);
    const color = `${f2(cr)} ${f2(cg)} ${f2(cb)}`;
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [key]: this.fontRef(font) } } });
    ap.end(`/Tx BMC q BT /${key} ${f2(size)} Tf ${color} rg 2 ${f2(size * 0.28 + 1)} Td ${show} ET Q EMC`);
    const a = this.doc.ref({ Type: 'Annot', Subtype: 'FreeText', Rect: [x, y0, x + w, y0 + h], Contents: new String(contents),
      DA: new String(`/${key} ${f2(size)} Tf ${color} rg`), DS: new String(`font: ${font} ${f2(size)}pt; color: ${this.tool.color}`),
      F: 4, Border: [0, 0, 0], BS: { W: 0 }, NM: new String(`fill-${++this.n}`), M: new String('D:20261130120000Z'),
      ...(font === 'Courier' ? { IT: 'FreeTextTypeWriter' } : {}), AP: { N: ap } });
    a.end('');
    this.doc.page.annotations.push(a);
  }

  check(s: Slot, name: string): void {
    if (this.style === 'fillable') return this.box(s, name);
    if (this.style === 'handwritten') return this.penMark(s);
    const t = this.tool, r = this.r, x = s.x + r.float(-2, 3), top = s.y + r.float(-3, 2);
    if (t.mark === 'text-x') this.doc.font(t.font).fontSize(t.size).fillColor(t.color).text('X', x, top - 1, { lineBreak: false });
    else if (t.mark === 'zapf') {
      // a check glyph as "print to PDF" writes it: ZapfDingbats a20 ('4') in the font's own encoding
      (this.doc.page.fonts as Record<string, Ref>).ZaDb = this.fontRef('ZapfDingbats');
      this.doc.addContent(`q 0 g BT /ZaDb ${f2(t.size)} Tf 1 0 0 -1 ${f2(x)} ${f2(top + t.size * 0.8)} Tm (4) Tj ET Q`);
    } else if (t.mark === 'ft-x') this.freeText(x - 1, top - 2, t.size * 0.67, t.size, 'X', t.font, '(X) Tj');
    else if (t.mark === 'ft-check') this.freeText(x - 1, top - 2, t.size * 0.85, t.size, '\u2713', 'ZapfDingbats', '(3) Tj');
    else this.inkOrStamp(x - 1, top - 1, t.mark === 'ink' ? 'Ink' : 'Stamp');
  }

  private inkOrStamp(x: number, top: number, sub: 'Ink' | 'Stamp'): void {
    const r = this.r, w = 12 + r.float(0, 3), h = 11 + r.float(0, 3), y0 = PAGE_H - top - h;
    const pts = [[1.5, h * 0.5], [w * 0.38, 1.5 + r.float(0, 1)], [w - 1, h - 1 - r.float(0, 2)]] as const;
    const [cr, cg, cb] = rgb(this.tool.color);
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h] });
    ap.end(`q ${f2(cr)} ${f2(cg)} ${f2(cb)} RG 1.6 w 1 J 1 j ${pts.map((p, i) => `${f2(p[0])} ${f2(p[1])} ${i ? 'l' : 'm'}`).join(' ')} S Q`);
    const extra = sub === 'Ink' ? { InkList: [pts.flatMap((p) => [x + p[0], y0 + p[1]])], BS: { W: 1.6 } } : { Name: 'Check' };
    const a = this.doc.ref({ Type: 'Annot', Subtype: sub, Rect: [x, y0, x + w, y0 + h], C: [cr, cg, cb], F: 4, NM: new String(`mark-${++this.n}`), ...extra, AP: { N: ap } });
    a.end('');
    this.doc.page.annotations.push(a);
  }

  private hand(s: Slot, value: string): void {
    const d = this.doc, r = this.r, font = r.chance(0.5) ? 'Hand0' : 'Hand1';
    const size = Math.min(12.5, Math.max(9, s.h * 0.95)) + r.float(-0.5, 1);
    d.font(font).fontSize(size);
    const fit = Math.min(1, (s.w + 10) / d.widthOfString(value));
    const x = s.x + r.float(-1, 5), y = s.y + s.h - size * fit * 1.15 + r.float(-2, 1.5);
    d.save().rotate(r.float(-1.8, 1.8), { origin: [x, y + size] });
    d.fontSize(size * fit).fillColor(r.pick(['#1b2a80', '#15151f', '#20308f'])).text(value, x, y, { lineBreak: false });
    d.restore();
  }

  private penMark(s: Slot): void {
    const d = this.doc, r = this.r, x = s.x + r.float(-1.5, 1.5), y = s.y + r.float(-1.5, 1.5);
    d.save().lineWidth(1.3).strokeColor('#1b2a80').lineCap('round');
    if (r.chance(0.5)) d.moveTo(x, y).lineTo(x + 9, y + 9).moveTo(x + 9, y + r.float(-1, 1)).lineTo(x - 0.5, y + 9).stroke();
    else d.moveTo(x, y + 4).lineTo(x + 3.5, y + 9).lineTo(x + 11, y - 3).stroke();
    d.restore();
  }

  signature(s: Slot): void {
    if (this.style === 'fillable') return;
    const d = this.doc, r = this.r;
    let x = s.x + r.float(0, 10);
    const y = s.y + s.h * 0.6;
    d.save().lineWidth(1).strokeColor('#15205a').moveTo(x, y);
    for (let i = 0; i < 6; i++, x += r.float(10, 18)) d.bezierCurveTo(x + 4, y - r.float(4, 10), x + 8, y + r.float(2, 6), x + r.float(10, 18), y + r.float(-3, 3));
    d.stroke().restore();
  }

  private field(s: Slot, value: string): void {
    this.doc.font('Helvetica');
    this.doc.formText(fieldName(s.key), s.x - 2, s.y - 1, s.w + 2, s.h + 1, { value, fontSize: 9 });
  }

  private box(s: Slot, name: string): void { this.liveBox(s, name, true); }

  /** An unchecked box of a fillable form (a live field the merchant left off). */
  emptyBox(s: Slot): void { if (this.style === 'fillable') this.liveBox(s, s.key, false); }

  private liveBox(s: Slot, name: string, on: boolean): void {
    const d = this.doc;
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s.w, s.h], Resources: { Font: { ZaDb: this.fontRef('ZapfDingbats') } } });
    yes.end(`q BT /ZaDb 7 Tf 0 g 1 1.5 Td (4) Tj ET Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s.w, s.h] });
    off.end('q Q');
    d.annotate(s.x, s.y, s.w, s.h, { Subtype: 'Widget', FT: 'Btn', T: new String(fieldName(name)), F: 4, V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      DA: new String('/ZaDb 0 Tf 0 g'), MK: { CA: new String('4') }, AP: { N: { Yes: yes, Off: off } } } as never);
    const form = (d as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[]; DR?: { Font?: Record<string, Ref> } } } } } })._root.data.AcroForm.data;
    form.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
    form.DR = form.DR ?? {};
    form.DR.Font = { ...(form.DR.Font ?? {}), ZaDb: this.fontRef('ZapfDingbats') };
  }
}

export function fieldName(key: string): string {
  return key.replace(/^o(\d)\./, (_m, i: string) => `Owner${Number(i) + 1}_`).replace(/[.=:/ ]+/g, '_');
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
