// Drawing for the independent171 forms: labels, dot / dash leaders, values in one of three styles (page text,
// handwriting, AcroForm fields with appearance streams) and checkboxes, recording where every value went.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export type FieldValue = string | number | null;
export interface Placed {
  /** What the value is (`legal_name`, `owner0.name`, `landlord` ...). */
  key: string;
  /** 1-based page number. */
  page: number;
  /** [x0, y0, x1, y1] in PDF points from the page's bottom left. */
  box: Box;
  /** The text as printed (a checkbox: the checked option's label). */
  text: string;
  /** Truth path -> value this printed text gives (empty for decoys). */
  fields: Record<string, FieldValue>;
  /** The printed label beside the value (a tax ID's type may come from it). */
  label: string;
  via: 'text' | 'handwriting' | 'acroform' | 'checkbox';
  acroform_field?: string;
  acroform_value?: string;
}

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const W = 612, H = 792;
type Doc = PDFKit.PDFDocument;
type Any = any;

const esc = (s: string) => s.replace(/[\\()]/g, (c) => '\\' + c);

export class Sheet {
  readonly doc: Doc;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private n = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly hand: string;

  readonly style: Style;
  readonly jit: Rng;
  readonly labelFont: string;
  readonly valueFont: string;

  constructor(style: Style, jit: Rng, labelFont: string, valueFont: string, title: string) {
    this.style = style; this.jit = jit; this.labelFont = labelFont; this.valueFont = valueFont;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'FormDesk 3.2', Creator: title, CreationDate: new Date(Date.UTC(2025, 10, 3)), ModDate: new Date(Date.UTC(2025, 10, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.hand = existsSync(HAND) ? 'Hand' : 'Times-Italic';
    if (this.hand === 'Hand') this.doc.registerFont('Hand', HAND);
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.page === 1 && this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      (this.doc as Any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  /** Page text in the label font; y is the top of the line (pdfkit's top-left origin). Returns the right edge. */
  text(s: string, x: number, y: number, size = 9, font = this.labelFont, color = '#000000'): number {
    this.doc.font(font).fontSize(size).fillColor(color).text(s, x, y, { lineBreak: false });
    return x + this.doc.widthOfString(s);
  }
  width(s: string, size: number, font = this.labelFont): number { return this.doc.font(font).fontSize(size).widthOfString(s); }
  line(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#000000'): void {
    this.doc.save().lineWidth(w).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, fill: string | null, stroke: string | null = '#000000', lw = 0.6): void {
    this.doc.save().lineWidth(lw).rect(x, y, w, h);
    if (fill && stroke) this.doc.fillAndStroke(fill, stroke); else if (fill) this.doc.fill(fill); else this.doc.strokeColor(stroke ?? '#000').stroke();
    this.doc.restore();
  }
  /** A leader of `ch` from x1 to x2 (dots or dashes), as page text. */
  leader(x1: number, x2: number, y: number, ch: string, size = 9): void {
    if (x2 - x1 < 6) return;
    const unit = this.width(ch, size);
    const n = Math.floor((x2 - x1) / unit);
    if (n > 0) this.text(ch.repeat(n), x1, y, size, this.labelFont, '#555555');
  }

  /** A value in the sheet's style at (x, y top) within width w. Real when `fields` has paths, else a decoy. */
  value(key: string, label: string, text: string, x: number, y: number, w: number, fields: Record<string, FieldValue>, size = 10): void {
    const page = this.page;
    let box: Box, via: Placed['via'], acro: string | undefined;
    if (this.style === 'fillable') {
      const h = size + 5;
      acro = `${key.replace(/\W+/g, '_')}_${++this.n}`;
      const fs = Math.min(size, ((w - 4) / Math.max(1, this.width(text, 1, 'Helvetica'))));
      const font = (this.doc.font('Helvetica') as Any)._font;
      const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
      ap.end(`/Tx BMC q BT /${font.id} ${fs.toFixed(2)} Tf 0 0 0.4 rg 2 ${(h - fs * 0.8) / 2 + 0.5} Td (${esc(text)}) Tj ET Q EMC`);
      this.field(acro, x, y - 2, w, h, { FT: 'Tx', V: new String(text), DA: new String(`/${font.id} ${fs.toFixed(2)} Tf 0 0 0.4 rg`), AP: { N: ap } });
      box = [x, H - (y - 2 + h), x + w, H - (y - 2)];
      via = 'acroform';
    } else if (this.style === 'handwritten') {
      const hs = size * 1.2;
      let tw = this.width(text, hs, this.hand);
      const fs = tw > w ? (hs * w) / tw : hs;
      tw = this.width(text, fs, this.hand);
      const dx = this.jit.float(-2, 3), dy = this.jit.float(-2.5, 1.5), ang = this.jit.float(-2.5, 2.5);
      const x0 = x + Math.max(0, dx), y0 = y + dy - fs * 0.15;
      this.doc.save().rotate(ang, { origin: [x0, y0 + fs * 0.8] });
      this.text(text, x0, y0, fs, this.hand, this.jit.pick(['#1a237e', '#0d1b4d', '#222222']));
      this.doc.restore();
      const slop = tw * Math.sin((Math.abs(ang) * Math.PI) / 180) + 3;
      box = [x0 - 2, H - (y0 + fs * 1.2 + slop), x0 + tw + 2, H - (y0 - slop)];
      via = 'handwriting';
    } else {
      let fs = size;
      const tw0 = this.width(text, size, this.valueFont);
      if (tw0 > w) fs = (size * w) / tw0;
      const tw = this.text(text, x, y, fs, this.valueFont, '#000000') - x;
      box = [x - 1, H - (y + fs * 1.25), x + tw + 1, H - y + 1];
      via = 'text';
    }
    const p: Placed = { key, page, box: box.map((v) => Math.round(v * 100) / 100) as Box, text, fields, label, via, ...(acro ? { acroform_field: acro } : {}) };
    (Object.keys(fields).length ? this.placed : this.decoys).push(p);
  }

  /** Label, leader of `ch`, then the value (or a blank leader to x2 when text is null). */
  row(label: string, key: string, text: string | null, fields: Record<string, FieldValue>, x: number, y: number, x2: number,
    o: { ch?: string; size?: number; vx?: number; vsize?: number } = {}): void {
    const size = o.size ?? 9, ch = o.ch ?? '.';
    const lx = this.text(label, x, y + 1, size);
    const vx = Math.max(o.vx ?? lx + 40, lx + 12);
    if (text === null) { this.leader(lx + 3, x2, y + 1, ch, size); return; }
    this.leader(lx + 3, vx - 3, y + 1, ch, size);
    this.value(key, label, text, vx, y, x2 - vx, fields, o.vsize ?? 10);
  }

  /** A checkbox with its label to the right; checked boxes are marked in the sheet's style. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, FieldValue> = {}, size = 9): number {
    const s = 8;
    this.rect(x, y + 0.5, s, s, null);
    const right = this.text(label, x + s + 3, y, size);
    const box: Box = [x - 1, H - (y + s + 2), right + 1, H - (y - 1)];
    let via: Placed['via'] = 'checkbox', acro: string | undefined, on: string | undefined;
    if (this.style === 'fillable') {
      acro = `${key.replace(/\W+/g, '_')}_${label.replace(/\W+/g, '')}_${++this.n}`;
      on = label.replace(/[^A-Za-z0-9]/g, '') || 'Yes';
      const onAp = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      onAp.end(`q 0 0 0.4 RG 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const offAp = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      offAp.end('q Q');
      this.field(acro, x, y + 0.5, s, s, { FT: 'Btn', V: checked ? on : 'Off', AS: checked ? on : 'Off', AP: { N: { [on]: onAp, Off: offAp } } });
      via = 'acroform';
    } else if (checked && this.style === 'typed') {
      this.text('X', x + 1.2, y + 0.8, 8.5, 'Helvetica-Bold');
    } else if (checked) {
      const mark = this.jit.pick(['x', 'tick', 'ring'] as const), j = () => this.jit.float(-1, 1);
      this.doc.save().lineWidth(1.3).strokeColor('#1a237e');
      if (mark === 'x') this.doc.moveTo(x - 1 + j(), y - 0.5 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 0.5 + j()).lineTo(x - 1 + j(), y + s + 1.5 + j()).stroke();
      else if (mark === 'tick') this.doc.moveTo(x + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      else this.doc.ellipse((x + right) / 2 + j(), y + s / 2 + 0.5, (right - x) / 2 + 3, s * 0.85).stroke();
      this.doc.restore();
    }
    if (checked) {
      const p: Placed = { key, page: this.page, box: box.map((v) => Math.round(v * 100) / 100) as Box, text: label, fields, label, via, ...(acro ? { acroform_field: acro, acroform_value: on } : {}) };
      (Object.keys(fields).length ? this.placed : this.decoys).push(p);
    }
    return right + 10;
  }

  /** A widget annotation that is its own field (pdfkit writes an annotation at once, so the whole dict goes in). */
  private field(name: string, x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as Any;
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, T: new String(name), MK: { BC: [0.6, 0.6, 0.8], BG: [0.93, 0.95, 1] }, ...dict });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

export const PAGE = { W, H };
