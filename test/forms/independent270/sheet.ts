// A pdfkit page of boxed cells for set 270: captions, values in one of three styles, checkbox rows, and a record of
// where every value went (truth locations and decoys).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { Location } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const PAGE_H = 792;

export interface Placed { key: string; text: string; fields: Record<string, unknown>; page: number; box: [number, number, number, number]; via: Location['via']; acroform_field?: string }
export interface Look { caps: boolean; labelFont: string; boldFont: string; valueFont: string; capSize: number; valueSize: number; accent: string; letters: boolean }
export interface Opt { label: string; checked: boolean; key: string; fields?: Record<string, unknown> }
export interface Cell { w: number; cap: string; text?: string; key?: string; fields?: Record<string, unknown>; size?: number }

type Ref = ReturnType<PDFKit.PDFDocument['ref']>;

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 1;
  y = 36;
  readonly x0 = 36;
  readonly width = 540;
  private sectionNo = 0;
  private readonly widgets: Ref[] = [];
  private helv: Ref | null = null;
  private readonly ink: string;
  private readonly chunks: Buffer[] = [];

  readonly style: Style;
  readonly look: Look;
  private readonly rng: Rng;

  constructor(style: Style, look: Look, rng: Rng) {
    this.style = style; this.look = look; this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2025, 0, 2)), Producer: 'set270', Creator: 'set270' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.ink = rng.pick(['#1a2f8a', '#101010', '#2b2b6e', '#0b3d91']);
    if (style === 'handwritten') this.doc.registerFont('hand', HAND_FONT);
  }

  up(s: string): string { return this.look.caps ? s.toUpperCase() : s; }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; this.y = 36; }
  ensure(h: number): void { if (this.y + h > PAGE_H - 40) this.newPage(); }

  title(text: string, sub: string, size = 15): void {
    const d = this.doc;
    d.font(this.look.boldFont).fontSize(size).fillColor(this.look.accent).text(this.up(text), this.x0, this.y, { width: this.width, lineBreak: false });
    d.font(this.look.labelFont).fontSize(7.5).fillColor('#333').text(this.up(sub), this.x0, this.y + size + 3, { width: this.width, lineBreak: false });
    this.y += size + 16;
  }

  section(text: string): void {
    this.ensure(60);
    const d = this.doc;
    const t = this.look.letters ? `${String.fromCharCode(65 + this.sectionNo++)}. ${text}` : text;
    d.rect(this.x0, this.y, this.width, 12).fill(this.look.accent);
    d.font(this.look.boldFont).fontSize(8).fillColor('#fff').text(this.up(t), this.x0 + 4, this.y + 2.5, { lineBreak: false });
    d.fillColor('#000');
    this.y += 13;
  }

  note(text: string, size = 6.5): void {
    const d = this.doc;
    d.font(this.look.labelFont).fontSize(size).fillColor('#222');
    const h = d.heightOfString(this.up(text), { width: this.width });
    this.ensure(h + 4);
    d.text(this.up(text), this.x0, this.y + 2, { width: this.width });
    this.y += h + 5;
  }

  /** A row of boxed cells; widths are relative and stretched to the page. */
  row(cells: Cell[], h = 22, x0 = this.x0, width = this.width): void {
    this.ensure(h);
    const total = cells.reduce((s, c) => s + c.w, 0);
    let x = x0;
    for (const c of cells) {
      const w = (c.w / total) * width;
      this.cell(x, this.y, w, h, c);
      x += w;
    }
    this.y += h;
  }

  cell(x: number, y: number, w: number, h: number, c: Cell): void {
    const d = this.doc;
    d.lineWidth(0.6).strokeColor('#444').rect(x, y, w, h).stroke();
    d.font(this.look.labelFont).fontSize(this.look.capSize).fillColor('#333').text(this.up(c.cap), x + 1.5, y + 1.5, { lineBreak: false });
    if (c.key !== undefined) this.value(c.key, c.text ?? '', x, y, w, h, c.fields ?? {}, c.size);
  }

  /** A value inside the box (x, y, w, h) (top-left coordinates); it may overrun the box's right edge. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, unknown>, size?: number): void {
    const d = this.doc;
    const fs = size ?? this.look.valueSize;
    if (this.style === 'fillable') {
      const fy = y + this.look.capSize + 2, fh = h - this.look.capSize - 2.5;
      this.textWidget(key, text, x + 1, fy, w - 2, fh, Math.min(fs, fh - 2));
      if (text !== '') this.record(key, text, fields, [x + 1, fy, w - 2, fh], 'acroform', key);
      return;
    }
    if (text === '') return;
    const by = y + h - fs - 2;
    let tw: number;
    if (this.style === 'handwritten') {
      const hs = fs + 1.5;
      d.font('hand').fontSize(hs);
      tw = d.widthOfString(text);
      const jx = this.rng.float(-1, 2.5), jy = this.rng.float(-1.2, 0.8), ang = this.rng.float(-2, 2);
      d.save().rotate(ang, { origin: [x + 3 + jx, by + hs / 2] }).fillColor(this.ink).text(text, x + 3 + jx, by - 1.5 + jy, { lineBreak: false }).restore();
    } else {
      d.font(this.look.valueFont).fontSize(fs).fillColor('#000');
      tw = d.widthOfString(text);
      d.text(text, x + 3, by, { lineBreak: false });
    }
    this.record(key, text, fields, [x + 2, by - 2, Math.max(tw + 3, 4), fs + 4], 'text');
  }

  /** A row of small squares with labels; a checked one is an X (typed), a drawn stroke (handwritten) or a widget. */
  checks(caption: string, opts: Opt[], x0 = this.x0, width = this.width, h = 16): void {
    this.ensure(h);
    const d = this.doc;
    d.lineWidth(0.6).strokeColor('#444').rect(x0, this.y, width, h).stroke();
    d.font(this.look.labelFont).fontSize(this.look.capSize + 0.5).fillColor('#333');
    const cap = this.up(caption);
    d.text(cap, x0 + 2, this.y + 5, { lineBreak: false });
    let x = x0 + 6 + d.widthOfString(cap);
    const by = this.y + 4;
    for (const o of opts) {
      d.lineWidth(0.6).strokeColor('#000').rect(x, by, 8, 8).stroke();
      const label = this.up(o.label);
      if (this.style === 'fillable') {
        this.checkWidget(o.key, o.checked, x, by, 8);
        if (o.checked) this.record(o.key, label, o.fields ?? {}, [x, by, 8, 8], 'acroform_checkbox', o.key);
      } else if (o.checked) {
        if (this.style === 'typed') {
          d.font(this.look.valueFont).fontSize(8.5).fillColor('#000').text('X', x + 1.4, by + 0.3, { lineBreak: false });
        } else {
          const j = (): number => this.rng.float(-1.2, 1.2);
          d.save().lineWidth(1.2).strokeColor(this.ink);
          if (this.rng.chance(0.5)) d.moveTo(x - 1 + j(), by - 1 + j()).lineTo(x + 9 + j(), by + 9 + j()).moveTo(x + 9 + j(), by - 1 + j()).lineTo(x - 1 + j(), by + 9 + j()).stroke();
          else d.moveTo(x + j(), by + 4 + j()).lineTo(x + 3.5, by + 8.5).lineTo(x + 10 + j(), by - 2 + j()).stroke();
          d.restore();
        }
        this.record(o.key, label, o.fields ?? {}, [x - 1, by - 1, 10, 10], 'mark');
      }
      d.font(this.look.labelFont).fontSize(this.look.capSize + 0.5).fillColor('#000').text(label, x + 10, by + 1, { lineBreak: false });
      x += 16 + d.widthOfString(label);
    }
    this.y += h;
  }

  private record(key: string, text: string, fields: Record<string, unknown>, tl: [number, number, number, number], via: Location['via'], acro?: string): void {
    const [x, y, w, h] = tl;
    const box: [number, number, number, number] = [r2(x), r2(PAGE_H - y - h), r2(x + w), r2(PAGE_H - y)];
    this.placed.push({ key, text, fields, page: this.page, box, via, ...(acro ? { acroform_field: acro } : {}) });
  }

  private font(): Ref {
    if (!this.helv) { this.helv = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }); this.helv.end(undefined); }
    return this.helv;
  }

  private textWidget(name: string, value: string, x: number, y: number, w: number, h: number, fs: number): void {
    const d = this.doc;
    const esc = value.replace(/[\\()]/g, (c) => `\\${c}`);
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.font() } } });
    ap.end(value ? `/Tx BMC q BT /Helv ${fs} Tf 0 g 2 ${r2((h - fs) / 2 + 1)} Td (${esc}) Tj ET Q EMC` : '/Tx BMC EMC');
    const f = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/Helv ${fs} Tf 0 g`),
      Rect: [x, PAGE_H - y - h, x + w, PAGE_H - y], F: 4, P: d.page.dictionary, AP: { N: ap }, MK: {} });
    f.end(undefined);
    d.page.annotations.push(f);
    this.widgets.push(f);
  }

  private checkWidget(name: string, on: boolean, x: number, y: number, s: number): void {
    const d = this.doc;
    const yes = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: { Font: { ZaDb: this.zapf() } } });
    yes.end(`q BT 0 g /ZaDb ${s - 1} Tf 1 1 Td (4) Tj ET Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    const f = d.ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off',
      DA: new String('/ZaDb 0 Tf 0 g'), Rect: [x, PAGE_H - y - s, x + s, PAGE_H - y], F: 4, P: d.page.dictionary, AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('4') } });
    f.end(undefined);
    d.page.annotations.push(f);
    this.widgets.push(f);
  }

  private zapfRef: Ref | null = null;
  private zapf(): Ref {
    if (!this.zapfRef) { this.zapfRef = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' }); this.zapfRef.end(undefined); }
    return this.zapfRef;
  }

  async finish(): Promise<Uint8Array> {
    const d = this.doc;
    if (this.widgets.length) {
      const form = d.ref({ Fields: this.widgets, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.font(), ZaDb: this.zapf() } } });
      // pdfkit's end() ends the catalog's AcroForm itself (endAcroForm), once it sees a default font.
      const internal = d as unknown as { _root: { data: Record<string, unknown> }; _acroform: unknown };
      internal._acroform = { fonts: {}, defaultFont: 'Helv' };
      internal._root.data.AcroForm = form;
    }
    const done = new Promise<void>((res) => d.on('end', () => res()));
    d.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

const r2 = (n: number): number => Math.round(n * 100) / 100;
