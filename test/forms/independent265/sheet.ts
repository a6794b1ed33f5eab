// Drawing for set 265: printed labels, rules, boxes and shading with pdfkit, and every applicant value through one
// call that prints it typed, writes it by hand (Z003, ink, tilt, jitter) or puts it in a hand-built AcroForm widget.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Fields = Record<string, string | number | null>;
export type Box = [number, number, number, number];
export interface Loc { fields: string[]; page: number; box: Box; text: string; via: 'text' | 'acroform' | 'mark'; acroform_field?: string; acroform_value?: string }
export interface DecoyLoc { key: string; text: string; page: number; box: Box; acroform_field?: string }

const HAND = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/type1/urw-base35/Z003-MediumItalic.t1'];
export const W = 612, H = 792;

export interface Look {
  cell: 'boxes' | 'underline' | 'grid' | 'leaders';
  section: 'bar' | 'rule' | 'caps' | 'tab';
  accent: string; labelFont: string; boldFont: string; typedFont: string;
}

function pdfString(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  y = 40;
  readonly locs: Loc[] = [];
  readonly decoys: DecoyLoc[] = [];
  readonly values: Fields = {};
  private readonly fieldRefs: unknown[] = [];
  private helv: unknown = null;
  private readonly chunks: Buffer[] = [];
  private n = 0;
  private readonly ink: string;
  private readonly handFont: string | null;

  readonly style: Style;
  readonly look: Look;
  private readonly rng: Rng;

  constructor(style: Style, look: Look, rng: Rng, title: string) {
    this.style = style; this.look = look; this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'independent265', Creator: 'independent265', CreationDate: new Date(Date.UTC(2024, 0, 2)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.handFont = HAND.find((p) => existsSync(p)) ?? null;
    if (this.handFont) this.doc.registerFont('hand', this.handFont);
    this.ink = rng.pick(['#1b2a78', '#202020', '#213f9a', '#0d1f5c']);
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; this.y = 40; }

  ensure(h: number): void { if (this.y + h > H - 40) this.newPage(); }

  /** Static print: labels, headings, instructions. */
  label(text: string, x: number, y: number, size = 7, bold = false, color = '#222'): void {
    this.doc.font(bold ? this.look.boldFont : this.look.labelFont).fontSize(size).fillColor(color).text(text, x, y, { lineBreak: false });
  }
  para(text: string, x: number, w: number, size = 6.5): void {
    this.doc.font(this.look.labelFont).fontSize(size).fillColor('#333');
    const h = this.doc.heightOfString(text, { width: w });
    this.ensure(h + 6);
    this.doc.text(text, x, this.y, { width: w, lineGap: 0.5 });
    this.y += h + 6;
  }
  labelWidth(text: string, size = 7): number { return this.doc.font(this.look.labelFont).fontSize(size).widthOfString(text); }

  section(title: string): void {
    this.ensure(40);
    this.y += 3;
    const d = this.doc, L = this.look;
    if (L.section === 'bar') {
      d.rect(36, this.y, W - 72, 14).fill(L.accent);
      this.label(title.toUpperCase(), 42, this.y + 3.5, 8, true, '#ffffff');
      this.y += 17;
    } else if (L.section === 'rule') {
      this.label(title, 36, this.y, 9.5, true, L.accent);
      d.moveTo(36, this.y + 12).lineTo(W - 36, this.y + 12).lineWidth(1.2).strokeColor(L.accent).stroke();
      this.y += 16;
    } else if (L.section === 'caps') {
      this.label(title.toUpperCase(), 36, this.y, 8.5, true, '#000');
      d.moveTo(36, this.y + 11).lineTo(W - 36, this.y + 11).lineWidth(0.4).strokeColor('#000').stroke();
      this.y += 15;
    } else {
      const tw = this.doc.font(L.boldFont).fontSize(8).widthOfString(title) + 18;
      d.rect(36, this.y, tw, 13).fill(L.accent);
      d.moveTo(36, this.y + 13).lineTo(W - 36, this.y + 13).lineWidth(1).strokeColor(L.accent).stroke();
      this.label(title, 45, this.y + 3, 8, true, '#fff');
      this.y += 17;
    }
  }

  /** One applicant-entered (or decoy) value at a fixed spot. Blank text prints nothing (fillable: an empty widget). */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Fields | null, size = 9): void {
    const box: Box = [x, H - (y + h), x + w, H - y];
    const name = `${key}_${++this.n}`;
    if (this.style === 'fillable') {
      this.textWidget(name, text, x, y, w, h, Math.min(size, 9));
    } else if (text) {
      if (this.style === 'typed') {
        this.doc.font(this.look.typedFont).fontSize(size).fillColor('#000');
        let s = size;
        while (this.doc.widthOfString(text) > w - 3 && s > 5) this.doc.fontSize(s -= 0.5);
        this.doc.text(text, x + 2, y + h - s - 2.5, { lineBreak: false });
      } else this.hand(text, x, y, w, h, size);
    }
    if (!text) return;
    this.record(key, text, box, fields, this.style === 'fillable' ? 'acroform' : 'text', this.style === 'fillable' ? name : undefined);
  }

  private record(key: string, text: string, box: Box, fields: Fields | null, via: Loc['via'], field?: string, on?: string): void {
    if (fields) {
      for (const [k, v] of Object.entries(fields)) this.values[k] = v;
      this.locs.push({ fields: Object.keys(fields).map((k) => `application.${k.replace(/^applicants\.(\d+)\./, 'applicants[$1].')}`), page: this.page, box, text, via,
        ...(field ? { acroform_field: field } : {}), ...(on && on !== 'Yes' ? { acroform_value: on } : {}) });
    } else this.decoys.push({ key, text, page: this.page, box, ...(field ? { acroform_field: field } : {}) });
  }

  private hand(text: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc, rng = this.rng;
    let s = size + 2;
    d.font(this.handFont ? 'hand' : 'Times-Italic').fontSize(s);
    while (d.widthOfString(text) > w - 4 && s > 6) d.fontSize(s -= 0.5);
    const words = text.split(' ');
    let cx = x + 2 + rng.float(0, 3);
    const base = y + h - s - 1.5 + rng.float(-1, 1);
    const ink = rng.chance(0.85) ? this.ink : rng.pick(['#1b2a78', '#111111', '#2a4fb0']);
    for (const word of words) {
      const yy = base + rng.float(-0.8, 0.8);
      const ang = rng.float(-2.2, 2.2);
      d.save().rotate(ang, { origin: [cx, yy + s] }).fillColor(ink).text(word, cx, yy, { lineBreak: false }).restore();
      cx += d.widthOfString(`${word} `) + rng.float(-0.3, 0.6);
    }
  }

  /** A checkbox printed with its label; the mark is the applicant's. */
  check(key: string, label: string, checked: boolean, x: number, y: number, fields: Fields | null): number {
    const d = this.doc, sz = 8;
    d.rect(x, y, sz, sz).lineWidth(0.6).strokeColor('#000').stroke();
    this.label(label, x + sz + 3, y + 0.5, 7.5);
    const box: Box = [x, H - (y + sz), x + sz, H - y];
    const name = `${key}_${++this.n}`;
    if (this.style === 'fillable') {
      this.checkWidget(name, checked, x, y, sz);
      if (checked) this.record(key, label, box, fields, 'acroform', name, 'Yes');
    } else if (checked) {
      if (this.style === 'typed') {
        d.font('Helvetica-Bold').fontSize(8).fillColor('#000').text('X', x + 1.3, y + 0.6, { lineBreak: false });
        this.record(key, label, box, fields, 'text');
      } else {
        const r = this.rng, ink = this.ink;
        d.save().lineWidth(r.float(0.9, 1.4)).strokeColor(ink).lineCap('round');
        if (r.chance(0.5)) {
          d.moveTo(x - 1 + r.float(0, 1), y - 1 + r.float(0, 1)).lineTo(x + sz + r.float(0, 2), y + sz + r.float(0, 1)).stroke();
          d.moveTo(x + sz + r.float(-0.5, 1.5), y - 1 + r.float(0, 1)).lineTo(x - 1 + r.float(0, 1), y + sz + r.float(0, 1)).stroke();
        } else {
          d.moveTo(x + 0.5, y + sz * 0.5).lineTo(x + sz * 0.4, y + sz + 0.5).lineTo(x + sz + 3, y - 3 + r.float(0, 1.5)).stroke();
        }
        d.restore();
        this.record(key, label, box, fields, 'mark');
      }
    }
    return this.labelWidth(label, 7.5) + sz + 12;
  }

  private font(): unknown {
    if (!this.helv) {
      const f = (this.doc as any).ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      f.end();
      this.helv = f;
    }
    return this.helv;
  }

  private textWidget(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as any;
    let s = size;
    this.doc.font('Helvetica').fontSize(s);
    while (text && this.doc.widthOfString(text) > w - 4 && s > 5) this.doc.fontSize(s -= 0.5);
    const ty = Math.max(1.5, (h - s) / 2 + 1);
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.font() } } });
    ap.end(text ? `/Tx BMC q BT /Helv ${s} Tf 0 g 2 ${ty.toFixed(2)} Td (${pdfString(text)}) Tj ET Q EMC` : '/Tx BMC EMC');
    const widget = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/Helv ${s} Tf 0 g`),
      Rect: [x, H - (y + h), x + w, H - y], F: 4, P: d.page.dictionary, AP: { N: ap }, MK: { BC: [0.6, 0.6, 0.8] } });
    widget.end();
    d.page.annotations.push(widget);
    this.fieldRefs.push(widget);
  }

  private checkWidget(name: string, checked: boolean, x: number, y: number, sz: number): void {
    const d = this.doc as any;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz], Resources: {} });
    on.end(`q 0 g 1 w 1.5 1.5 m ${sz - 1.5} ${sz - 1.5} l S ${sz - 1.5} 1.5 m 1.5 ${sz - 1.5} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz], Resources: {} });
    off.end('');
    const state = checked ? 'Yes' : 'Off';
    const widget = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), V: state, AS: state, F: 4,
      Rect: [x, H - (y + sz), x + sz, H - y], P: d.page.dictionary, AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
    widget.end();
    d.page.annotations.push(widget);
    this.fieldRefs.push(widget);
  }

  async finish(): Promise<Uint8Array> {
    const d = this.doc as any;
    if (this.fieldRefs.length) {
      const af = d.ref({ Fields: this.fieldRefs, NeedAppearances: false, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.font() } } });
      // pdfkit's end() finishes the catalog's /AcroForm itself (and wants its form state to name a font).
      d._acroform = { fonts: {}, defaultFont: 'Helv' };
      d._root.data.AcroForm = af;
    }
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
