// Drawing helpers for set 258: one Canvas per document, which draws labels as page text and values in the style asked
// (typed text, handwriting, or AcroForm widgets built by hand), and records where each value went.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed { key: string; text: string; page: number; box: Box; acroform_field?: string }

export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

export interface ValueOpts {
  /** Width of the blank / widget; defaults to the text's width plus a margin. */
  w?: number;
  size?: number;
  /** Not the applicant's value: recorded among the decoys. */
  decoy?: boolean;
  /** Pre-printed by the funder from its file (a system font, read-only widget in fillable forms). */
  pre?: boolean;
  /** Draw a blank line under the value (a fill-in line). */
  underline?: boolean;
  align?: 'left' | 'right';
}

type Ref = ReturnType<PDFKit.PDFDocument['ref']>;

function esc(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}
const n2 = (v: number): number => Math.round(v * 100) / 100;

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly W = 612;
  readonly H = 792;
  page = 0;
  readonly locations: Placed[] = [];
  readonly decoys: Placed[] = [];
  private readonly fields: Ref[] = [];
  private helv: Ref | null = null;
  private zadb: Ref | null = null;
  private readonly names = new Map<string, number>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  /** Ink of handwriting (blue-black or black) and the typed font of entered values. */
  ink = '#1b2a6b';
  typedFont = 'Helvetica';
  preFont = 'Courier';

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'FormGen 258', Creator: title, CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('Hand', HAND_FONT);
    if (style === 'fillable') {
      this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end('');
      this.zadb = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' });
      this.zadb.end('');
    }
    if (rng.chance(0.4)) this.ink = '#111111';
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  // ---- static drawing (labels, rules, boxes) ----
  text(t: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): number {
    const d = this.doc;
    d.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    if (o.width) {
      d.text(t, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 1 });
      return d.y;
    }
    d.text(t, x, y, { lineBreak: false });
    return y + (o.size ?? 8) * 1.2;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.6);
    d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000000');
    d.restore();
  }

  line(x1: number, y1: number, x2: number, y2: number, o: { color?: string; lw?: number; dash?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.5).strokeColor(o.color ?? '#000000');
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke();
    d.restore();
  }

  private uniqueName(key: string): string {
    const base = key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'field';
    const n = (this.names.get(base) ?? 0) + 1;
    this.names.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  }

  private record(key: string, text: string, box: Box, decoy: boolean, field?: string): void {
    if (!key) return;
    const p: Placed = { key, text, page: this.page, box: box.map((v) => Math.round(v * 10) / 10) as Box, ...(field ? { acroform_field: field } : {}) };
    (decoy ? this.decoys : this.locations).push(p);
  }

  /** A value: `y` is the top of the text line (pdfkit's coordinates). Returns its box in PDF coordinates. */
  value(key: string, text: string, x: number, y: number, o: ValueOpts = {}): Box {
    const d = this.doc;
    const size = o.size ?? 9;
    if (o.underline) this.line(x - 2, y + size + 1.5, x + (o.w ?? 120), y + size + 1.5, { color: '#555555', lw: 0.4 });
    if (this.style === 'fillable') {
      const w = o.w ?? Math.max(40, d.font('Helvetica').fontSize(size).widthOfString(text) + 8);
      const h = size + 5;
      const x0 = x - 2, y1 = this.H - (y - 2), y0 = y1 - h;
      const name = this.uniqueName(key);
      const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, n2(w), n2(h)], Resources: { Font: { Helv: this.helv } } });
      ap.write(`/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${n2((h - size) / 2 + size * 0.22)} Td (${esc(text)}) Tj ET Q EMC`);
      ap.end('');
      const widget = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DV: new String(''),
        DA: new String(`/Helv ${size} Tf 0 g`), Rect: [n2(x0), n2(y0), n2(x0 + w), n2(y1)], F: 4, Ff: o.pre ? 1 : 0,
        P: d.page.dictionary, AP: { N: ap }, MK: { BC: [0.55, 0.55, 0.6], BG: o.pre ? [0.93, 0.93, 0.93] : [0.91, 0.95, 1] } });
      widget.end('');
      d.page.annotations.push(widget);
      this.fields.push(widget);
      const box: Box = [x0, y0, x0 + w, y1];
      this.record(key, text, box, !!o.decoy, name);
      return box;
    }
    if (this.style === 'handwritten' && !o.pre) {
      const r = this.rng;
      const s = size * r.float(1.0, 1.22);
      const dy = r.float(-1.6, 1.2);
      const dx = r.float(0, 3);
      const ang = r.float(-2, 2);
      d.font('Hand').fontSize(s).fillColor(this.ink);
      const tw = d.widthOfString(text);
      const xx = o.align === 'right' && o.w ? x + o.w - tw - dx : x + dx;
      const yy = y + dy - s * 0.2;
      d.save();
      d.rotate(ang, { origin: [xx, yy + s * 0.8] });
      d.text(text, xx, yy, { lineBreak: false });
      d.restore();
      const slop = Math.abs(Math.sin((ang * Math.PI) / 180)) * tw;
      const box: Box = [xx, this.H - (yy + s * 1.15 + slop), xx + tw, this.H - (yy - slop)];
      this.record(key, text, box, !!o.decoy);
      return box;
    }
    const font = o.pre ? this.preFont : this.typedFont;
    d.font(font).fontSize(size).fillColor(o.pre ? '#222222' : '#000000');
    const tw = d.widthOfString(text);
    const xx = o.align === 'right' && o.w ? x + o.w - tw : x;
    d.text(text, xx, y, { lineBreak: false });
    const box: Box = [xx, this.H - (y + size * 1.15), xx + tw, this.H - y];
    this.record(key, text, box, !!o.decoy);
    return box;
  }

  /** A line through a printed (outdated) value, by hand or by a typist's overstrike. */
  strike(box: Box): void {
    const y = this.H - (box[1] + box[3]) / 2;
    if (this.style === 'handwritten') {
      const d = this.doc;
      d.save().lineWidth(0.9).strokeColor(this.ink);
      d.moveTo(box[0] - 3, y + this.rng.float(-1, 1)).bezierCurveTo((box[0] + box[2]) / 2, y - 1.5, (box[0] + box[2]) / 2, y + 1.5, box[2] + 3, y + this.rng.float(-1.5, 1)).stroke();
      d.restore();
    } else {
      this.line(box[0] - 1, y, box[2] + 1, y, { lw: 0.8 });
    }
  }

  /** A checkbox and its label; `key` records the checked option (text = its label). */
  check(key: string, label: string, x: number, y: number, checked: boolean, o: { size?: number; decoy?: boolean; labelSize?: number; font?: string; round?: boolean } = {}): void {
    const d = this.doc;
    const s = o.size ?? 8;
    this.text(label, x + s + 3, y + (s - (o.labelSize ?? 7.5)) / 2 + 0.5, { size: o.labelSize ?? 7.5, font: o.font ?? 'Helvetica' });
    const y1 = this.H - y, y0 = y1 - s;
    if (this.style === 'fillable') {
      const name = this.uniqueName(key ? `${key}_${label}` : `opt_${label}`);
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.write(`q 0 g 0 G 1.1 w 1.6 1.6 m ${n2(s - 1.6)} ${n2(s - 1.6)} l S 1.6 ${n2(s - 1.6)} m ${n2(s - 1.6)} 1.6 l S Q`);
      on.end('');
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.write('q Q');
      off.end('');
      const v = checked ? 'Yes' : 'Off';
      const widget = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), V: v, AS: v, DA: new String('/ZaDb 0 Tf 0 g'),
        Rect: [n2(x), n2(y0), n2(x + s), n2(y1)], F: 4, P: d.page.dictionary, AP: { N: { Yes: on, Off: off } }, MK: { BC: [0, 0, 0], CA: new String('8') } });
      widget.end('');
      d.page.annotations.push(widget);
      this.fields.push(widget);
      if (checked && key) this.record(key, label, [x, y0, x + s, y1], !!o.decoy, name);
      return;
    }
    if (o.round) { d.save().lineWidth(0.6).circle(x + s / 2, y + s / 2, s / 2).stroke('#000000').restore(); } else this.rect(x, y, s, s, { lw: 0.6 });
    if (!checked) return;
    if (this.style === 'handwritten') {
      const r = this.rng;
      d.save().lineWidth(1.1).strokeColor(this.ink);
      if (r.chance(0.5)) {
        d.moveTo(x + r.float(-1, 1.5), y + r.float(-1, 1.5)).lineTo(x + s + r.float(-1, 1.5), y + s + r.float(-1, 1)).stroke();
        d.moveTo(x + s + r.float(-1, 1.5), y + r.float(-1, 1)).lineTo(x + r.float(-1.5, 1), y + s + r.float(-1, 1.5)).stroke();
      } else {
        d.moveTo(x + 1, y + s * 0.55).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3, y - 3).stroke();
      }
      d.restore();
    } else {
      d.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', x + s * 0.17, y + s * 0.1, { lineBreak: false });
    }
    if (key) this.record(key, label, [x, y0, x + s, y1], !!o.decoy);
  }

  async finish(): Promise<Uint8Array> {
    if (this.fields.length) {
      const acro = this.doc.ref({ Fields: this.fields, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.helv, ZaDb: this.zadb } }, NeedAppearances: false });
      // pdfkit's end() finishes /AcroForm itself (endAcroForm) and wants its own form state present: give it an empty one.
      const internal = this.doc as unknown as { _root: { data: Record<string, unknown> }; _acroform: unknown };
      internal._root.data.AcroForm = acro;
      internal._acroform = { fonts: {}, defaultFont: 'Helv' };
    }
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
