// Drawing kit for independent143's broker forms: page text, values placed in one of three styles (typed page text,
// handwriting in blue ink, AcroForm fields with appearance streams), checkbox rows (Word's ballot-box glyphs or drawn
// squares) and a per-page footer. Every printed value is recorded with the truth fields it gives (none: a decoy), so
// the truth is only ever built from what was printed.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const URW = '/usr/share/fonts/opentype/urw-base35/';
export const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const PAGE_H = 792;

/** A printed value: `fields` are truth paths (`legal_name`, `applicants[1].ownership`); none means a decoy, unless
 *  `ctx` (context that is no field of ours and no one else's: the business street, its phone, the use of funds). */
export interface Placed { key: string; text: string; fields: Record<string, unknown>; page: number; box: [number, number, number, number];
  acro?: string; check?: boolean; ctx?: boolean }
export interface Val { key: string; text: string | null; fields?: Record<string, unknown>; ctx?: boolean }
export interface Opt { label: string; fields?: Record<string, unknown> }
export interface PutOpts { size?: number; font?: string; overrun?: number; bottom?: boolean }
export type BoxKind = 'glyph' | 'square';

interface RawRef { end(chunk?: string | Buffer): void }
interface RawDoc {
  ref(data: object): RawRef;
  page: { annotations: RawRef[] };
  _root: { data: { AcroForm?: { data: { Fields: RawRef[] } } } };
  _font: { id: string; ref(): RawRef };
  annotate(x: number, y: number, w: number, h: number, o: object): void;
}
const pdfStr = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** A letter-size document with fixed metadata (same seed, same bytes) and buffered pages for the footer. */
export function newDoc(title: string, author: string, creator: string): PDFKit.PDFDocument {
  return new PDFDocument({ size: 'LETTER', margin: 0, bufferPages: true, autoFirstPage: true,
    info: { Title: title, Author: author, Creator: creator, Producer: creator, CreationDate: new Date(Date.UTC(2026, 0, 14, 15, 2)) } });
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  readonly rng: Rng;
  page = 1;
  readonly placed: Placed[] = [];
  /** Font of typed values (a layout may type in Courier or Arial-like sans). */
  typedFont = 'Helvetica';
  ink = '#111111';

  constructor(doc: PDFKit.PDFDocument, style: Style, rng: Rng) {
    this.doc = doc; this.style = style; this.rng = rng;
    if (style === 'fillable') {
      doc.font('Helvetica').initForm();
      (this.raw()._root.data.AcroForm!.data as unknown as Record<string, unknown>).NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage(); this.page++; }

  text(x: number, y: number, s: string, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'right' | 'center';
    lineGap?: number; underline?: boolean } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000')
      .text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0, underline: o.underline ?? false });
  }

  width(s: string, font: string, size: number): number { return this.doc.font(font).fontSize(size).widthOfString(s); }

  /** One value in the style, inside the area (x, y, w, h); empty values print nothing (an empty field in `fillable`). */
  put(x: number, y: number, w: number, h: number, v: Val, o: PutOpts = {}): void {
    const t = v.text ?? '';
    const name = v.key.replace(/[^A-Za-z0-9_.]/g, '_');
    const size = o.size ?? 9;
    if (this.style === 'fillable') this.acroText(name, x, y, w, h, t, size);
    else if (t) {
      const d = this.doc, room = w + (o.overrun ?? 0);
      const fit = (font: string, s0: number) => { let s = s0; while (s > 4.5 && d.font(font).fontSize(s).widthOfString(t) > room) s -= 0.25; return s; };
      if (this.style === 'typed') {
        const font = o.font ?? this.typedFont, s = fit(font, size);
        d.font(font).fontSize(s).fillColor(this.ink).text(t, x + 1, o.bottom ? y + h - s * 0.92 : y + (h - s) / 2 + 0.5, { lineBreak: false });
      } else {
        const r = this.rng, s = fit(HAND_FONT, size + 2.2);
        d.save().rotate(r.float(-2, 2), { origin: [x, y + h / 2] });
        d.font(HAND_FONT).fontSize(s).fillColor('#1d3a9e')
          .text(t, x + r.float(0, 4), (o.bottom ? y + h - s * 0.95 : y + (h - s) / 2) + r.float(-1.5, 1), { lineBreak: false });
        d.restore();
      }
    }
    if (t) this.record(v.key, t, v.fields ?? {}, x, y, w, h, { ...(this.style === 'fillable' ? { acro: name } : {}), ...(v.ctx ? { ctx: true } : {}) });
  }

  private record(key: string, text: string, fields: Record<string, unknown>, x: number, y: number, w: number, h: number, extra: object): void {
    this.placed.push({ key, text, fields, page: this.page, box: [round(x), round(PAGE_H - y - h), round(x + w), round(PAGE_H - y)], ...extra });
  }

  /** A checkbox row; `chosen` is the index marked (null: none). Returns the x after the last option. */
  checks(x: number, y: number, key: string, opts: readonly Opt[], chosen: number | null, o: { kind: BoxKind; size?: number; font?: string; gap?: number }): number {
    const s = o.size ?? 8, font = o.font ?? 'Helvetica';
    let cx = x;
    for (const [i, op] of opts.entries()) {
      const on = i === chosen, name = `${key}_${op.label}`.replace(/[^A-Za-z0-9]+/g, '_');
      const b = o.kind === 'glyph' ? { x: cx + s * 0.12, y: y + s * 0.2, w: s * 0.8 } : { x: cx, y: y + 0.5, w: s * 0.95 };
      if (o.kind === 'glyph') {
        const typedOn = on && this.style === 'typed';
        this.text(cx, y, typedOn ? '\u2612' : '\u2610', { font: DEJAVU, size: s * 1.1 });
      } else this.doc.save().rect(b.x, b.y, b.w, b.w).lineWidth(0.6).stroke('#000000').restore();
      if (this.style === 'fillable') this.acroCheck(name, b.x, b.y, b.w, on);
      else if (on && !(o.kind === 'glyph' && this.style === 'typed')) this.mark(b.x, b.y, b.w);
      const lx = cx + (o.kind === 'glyph' ? s * 1.15 : b.w + 3);
      this.text(lx, y + (o.kind === 'glyph' ? s * 0.12 : 0), op.label, { font, size: s });
      if (on) this.record(key, op.label, op.fields ?? {}, b.x, b.y, b.w, b.w, { check: true, ...(op.fields ? {} : { ctx: true }), ...(this.style === 'fillable' ? { acro: name } : {}) });
      cx = lx + this.width(op.label, font, s) + (o.gap ?? 10);
    }
    return cx;
  }

  /** The mark in a box: a bold X for typed, a drawn X or tick (no text) for handwritten. */
  private mark(x: number, y: number, w: number): void {
    const d = this.doc.save();
    if (this.style === 'handwritten') {
      const r = this.rng, j = () => r.float(-0.8, 0.8);
      d.lineWidth(1.2).strokeColor('#1d3a9e').lineCap('round');
      if (r.chance(0.55)) d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + w + 1 + j(), y + w + 1 + j()).moveTo(x + w + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + w + 1 + j()).stroke();
      else d.moveTo(x + j(), y + w * 0.55 + j()).lineTo(x + w * 0.4, y + w + j()).lineTo(x + w * 1.3 + j(), y - w * 0.35 + j()).stroke();
      d.restore();
      return;
    }
    d.restore();
    this.doc.font('Helvetica-Bold').fontSize(w * 1.05).fillColor('#000000').text('X', x + w * 0.14, y + w * 0.08, { lineBreak: false });
  }

  private raw(): RawDoc { return this.doc as unknown as RawDoc; }

  private widget(x: number, y: number, w: number, h: number, dict: object): void {
    const raw = this.raw();
    raw.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    raw._root.data.AcroForm!.data.Fields.push(raw.page.annotations[raw.page.annotations.length - 1]!);
  }

  private acroText(name: string, x: number, y: number, w: number, h: number, value: string, size0: number): void {
    const raw = this.raw();
    let size = Math.min(size0, h - 1);
    const f = this.doc.font('Helvetica');
    while (size > 4.5 && f.fontSize(size).widthOfString(value) > w - 4) size -= 0.25;
    const font = raw._font;
    const ap = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(value ? `/Tx BMC q BT /${font.id} ${size} Tf 0 0 0 rg 2 ${((h - size) / 2 + 1.2).toFixed(2)} Td (${pdfStr(value)}) Tj ET Q EMC` : '/Tx BMC EMC');
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap },
      ...(value ? { V: new String(value) } : {}) });
  }

  private acroCheck(name: string, x: number, y: number, w: number, on: boolean): void {
    const raw = this.raw();
    const yes = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, w] });
    yes.end(`0 0 0 RG 1 w ${(w * 0.2).toFixed(2)} ${(w * 0.5).toFixed(2)} m ${(w * 0.42).toFixed(2)} ${(w * 0.22).toFixed(2)} l ${(w * 0.82).toFixed(2)} ${(w * 0.8).toFixed(2)} l S`);
    const off = raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, w] });
    off.end('');
    this.widget(x, y, w, w, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
  }

  /** Draw something on every page once all are laid out (pages are buffered): footers with "Page x of y". */
  eachPage(draw: (page: number, of: number) => void): void {
    const range = this.doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) { this.doc.switchToPage(range.start + i); draw(i + 1, range.count); }
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
