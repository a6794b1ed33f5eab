// Drawing one form in one style, recording where every value lands. Coordinates in the API are pdfkit's (top-left
// origin); recorded boxes are PDF points with the origin at the page's bottom left, as truth.ts wants.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];

export interface Placed {
  key: string;
  page: number;
  box: Box;
  /** The text as printed (for a checkbox: the checked option's label). */
  text: string;
  /** Truth paths this value gives and their values; empty for a decoy. */
  fields: Record<string, unknown>;
  via: 'text' | 'mark' | 'acroform';
  acroform_field?: string;
  acroform_value?: string;
}

const HAND_FONTS = ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf'];
export const PAGE_W = 612;
export const PAGE_H = 792;

// pdfkit's private pieces this file needs for hand-built AcroForm widgets (its own form helpers write no /AP).
interface PdfRef { data: Record<string, unknown>; write(s: string): void; end(): void }
interface DocInternals { ref(data: Record<string, unknown>): PdfRef; _root: PdfRef; _acroform?: unknown; page: { annotations: PdfRef[] } }

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly style: Style;
  page = 1;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private readonly hand: Rng;
  private readonly handFont: string | null;
  private readonly fields: PdfRef[] = [];
  private readonly names = new Set<string>();
  private helv: PdfRef | null = null;

  constructor(style: Style, seed: string) {
    this.style = style;
    // Jitter has its own generator so it never shifts the merchant's draws.
    this.hand = new Rng(`${seed}:hand`);
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { CreationDate: new Date(Date.UTC(2024, 4, 1)), Producer: 'CRM Print Service', Creator: 'Record Print' } });
    this.handFont = HAND_FONTS.find((f) => fs.existsSync(f)) ?? null;
    if (this.handFont) this.doc.registerFont('hand', this.handFont);
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Template text (labels, headers, stamps): always page text, in every style. */
  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'right' | 'center' } = {}): number {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000');
    this.doc.text(s, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
    return this.doc.widthOfString(s);
  }

  /** A printed value that is not the application's (record ids, audit stamps, landlord, bank ...). */
  decoy(key: string, s: string, x: number, y: number, w: number, size = 8): void {
    this.put(key, s, x, y, w, {}, size, true);
  }

  /** A value of the application: `fields` maps truth paths to values. */
  value(key: string, s: string, x: number, y: number, w: number, fields: Record<string, unknown>, size = 8): void {
    this.put(key, s, x, y, w, fields, size, false);
  }

  /** A system-printed decoy (record id, audit stamp): page text in the system font whatever the style. */
  stamp(key: string, s: string, x: number, y: number, size = 7): void {
    const w = this.text(s, x, y, { size });
    this.decoys.push({ key, page: this.page, box: [x - 1, PAGE_H - (y + size * 1.3 + 2), x + w + 1, PAGE_H - (y - 2)], text: s, fields: {}, via: 'text' });
  }

  /** A printed value that is neither a field nor a decoy (a masked number, 'SAME' as DBA): drawn, not recorded. */
  plain(key: string, s: string, x: number, y: number, w: number, size = 8): void {
    this.put(key, s, x, y, w, {}, size, null);
  }

  /** The system's marker of an empty field ('--', '(blank)'); a hand-filled sheet leaves it empty. */
  blank(marker: string, x: number, y: number): void {
    if (this.style === 'typed' && marker) this.text(marker, x, y, { size: 7.5, color: '#777' });
  }

  private put(key: string, s: string, x: number, y: number, w: number, fields: Record<string, unknown>, size: number, decoy: boolean | null): void {
    const list = decoy === null ? [] : decoy ? this.decoys : this.placed;
    if (this.style === 'fillable') {
      const name = this.widgetName(key);
      this.textWidget(name, s, x, y - 2, w, size + 5, size);
      list.push({ key, page: this.page, box: [x, PAGE_H - (y + size + 3), x + w, PAGE_H - (y - 2)], text: s, fields, via: 'acroform', acroform_field: name });
      return;
    }
    const hand = this.style === 'handwritten' && this.handFont !== null;
    let sz = hand ? size + 3 : size;
    this.doc.font(hand ? 'hand' : 'Helvetica').fontSize(sz);
    // Shrink a long value into its cell rather than cut it: the truth is the whole text.
    while (this.doc.widthOfString(s) > w && sz > 5) this.doc.fontSize((sz -= 0.5));
    const tw = this.doc.widthOfString(s);
    const angle = hand ? this.hand.float(-1.8, 1.8) : 0;
    const dy = hand ? this.hand.float(-2, 1) : 0;
    this.doc.fillColor(hand ? '#1b2a6b' : '#000');
    this.doc.save();
    if (angle) this.doc.rotate(angle, { origin: [x, y + sz] });
    this.doc.text(s, x, y + dy - (hand ? 2 : 0), { lineBreak: false });
    this.doc.restore();
    const slop = Math.abs(Math.sin((angle * Math.PI) / 180)) * tw + 2;
    list.push({ key, page: this.page, box: [x - 1, PAGE_H - (y + sz * 1.25 + slop), x + tw + 1, PAGE_H - (y - slop - 2)], text: s, fields, via: 'text' });
  }

  /** A checkbox row option. Typed: a letter X; handwritten: a drawn X or tick (no text); fillable: a checkbox field. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, unknown>): void {
    const s = 7;
    const box: Box = [x, PAGE_H - (y + s), x + s, PAGE_H - y];
    this.doc.lineWidth(0.6).strokeColor('#444').rect(x, y, s, s).stroke();
    if (this.style === 'fillable') {
      const name = this.widgetName(key);
      this.checkWidget(name, x, y, s, checked);
      if (checked) this.placed.push({ key, page: this.page, box, text: label, fields, via: 'acroform', acroform_field: name });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(7.5).fillColor('#000').text('X', x + 1.2, y + 0.2, { lineBreak: false });
    } else {
      const j = () => this.hand.float(-1.2, 1.2);
      this.doc.lineWidth(1.1).strokeColor('#1b2a6b');
      if (this.hand.chance(0.5)) {
        this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        this.doc.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      } else {
        this.doc.moveTo(x, y + s / 2 + j()).lineTo(x + s / 2.5, y + s + 1).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      }
    }
    this.placed.push({ key, page: this.page, box, text: label, fields, via: 'mark' });
  }

  private widgetName(key: string): string {
    let name = key, i = 2;
    while (this.names.has(name)) name = `${key}_${i++}`;
    this.names.add(name);
    return name;
  }

  private internals(): DocInternals { return this.doc as unknown as DocInternals; }

  private font(): PdfRef {
    if (!this.helv) {
      this.helv = this.internals().ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end();
    }
    return this.helv;
  }

  private appearance(w: number, h: number, content: string, font: boolean): PdfRef {
    const ap = this.internals().ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], ...(font ? { Resources: { Font: { Helv: this.font() } } } : {}) });
    ap.write(content);
    ap.end();
    return ap;
  }

  private textWidget(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const ap = this.appearance(w, h, `/Tx BMC q BT /Helv ${size} Tf 0 g 2 ${(h - size) / 2 + 1} Td (${esc(value)}) Tj ET Q EMC`, true);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/Helv ${size} Tf 0 g`), AP: { N: ap } });
  }

  private checkWidget(name: string, x: number, y: number, s: number, on: boolean): void {
    const yes = this.appearance(s, s, `q 0 g 1 w 1.2 1.2 m ${s - 1.2} ${s - 1.2} l S 1.2 ${s - 1.2} m ${s - 1.2} 1.2 l S Q`, false);
    const off = this.appearance(s, s, '', false);
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } }, MK: { CA: new String('8') } });
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const doc = this.doc as unknown as { annotate(x: number, y: number, w: number, h: number, o: Record<string, unknown>): void };
    doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    const annots = this.internals().page.annotations;
    this.fields.push(annots[annots.length - 1]!);
  }

  async finish(): Promise<Uint8Array> {
    if (this.style === 'fillable') {
      const form = this.internals().ref({ Fields: this.fields, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.font() } } });
      // pdfkit's end() finishes an AcroForm it finds on the root (endAcroForm), reading its own bookkeeping.
      this.internals()._root.data.AcroForm = form;
      this.internals()._acroform = { fonts: {}, defaultFont: 'Helv' };
    }
    const chunks: Buffer[] = [];
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
