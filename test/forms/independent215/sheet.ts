// A pdfkit page surface that prints a value in one of the three styles and records where it went: page text in a
// value font (typed), URW Z003 in dark blue, jittered (handwritten), or an AcroForm field with its own appearance
// stream (fillable). Coordinates passed in are pdfkit's (top-left origin); recorded boxes are PDF points (bottom-left).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string; text: string; page: number; box: Box;
  /** Truth path -> value; empty for a decoy. */
  fields: Record<string, string | number | null>;
  via: 'text' | 'handwriting' | 'mark' | 'acroform' | 'acroform_checkbox';
  acroform_field?: string; acroform_value?: string;
}
export interface Rect { x: number; y: number; w: number; h: number }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INK = '#1b2a78';
const pdfEsc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = -1;
  W = 0;
  H = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  /** Print header / footer, drawn on every page once the page count is known. */
  decor: ((s: Sheet, page: number, pages: number) => void) | null = null;
  private names = new Set<string>();
  private helv = '';

  readonly style: Style;
  private srng: Rng;
  private markKind: 'dot' | 'check' | 'x';

  constructor(style: Style, srng: Rng, valueFont: string, title: string, markKind: 'dot' | 'check' | 'x') {
    this.style = style;
    this.srng = srng;
    this.markKind = markKind;
    this.doc = new PDFDocument({ autoFirstPage: false, bufferPages: true, compress: true,
      info: { Title: title, Producer: 'Skia/PDF m120', Creator: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile Safari',
        CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.registerFont('val', valueFont);
    this.doc.registerFont('hand', HAND);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.helv = (this.doc as any)._font.id as string;
      this.doc.initForm();
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(w: number, h: number): void {
    this.doc.addPage({ size: [w, h], margin: 0 });
    this.page++;
    this.W = w;
    this.H = h;
  }

  goto(page: number): void {
    this.doc.switchToPage(page);
    this.page = page;
  }

  pdfBox(x: number, y: number, w: number, h: number): Box {
    const r = (n: number): number => Math.round(n * 100) / 100;
    return [r(x), r(this.H - y - h), r(x + w), r(this.H - y)];
  }

  /** Decoration or chrome: always page text, in the label fonts. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): number {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#222');
    const opts = o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false };
    d.text(s, x, y, opts);
    return o.width ? d.heightOfString(s, { width: o.width, lineGap: 1 }) : (o.size ?? 8) * 1.2;
  }

  /** A page-text decoy (URL bar, print header date ...): printed in every style. */
  chromeDecoy(key: string, s: string, x: number, y: number, o: { size?: number; font?: string; color?: string } = {}): void {
    const size = o.size ?? 7;
    this.text(s, x, y, { ...o, size });
    const w = this.doc.font(o.font ?? 'Helvetica').fontSize(size).widthOfString(s);
    this.decoys.push({ key, text: s, page: this.page, box: this.pdfBox(x, y, w, size * 1.15), fields: {}, via: 'text' });
  }

  rrect(x: number, y: number, w: number, h: number, r: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    const d = this.doc.roundedRect(x, y, w, h, r).lineWidth(o.lw ?? 0.8);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#999');
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_.]/g, '_'), i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value the applicant entered, inside `r`. Fields empty = decoy. */
  value(key: string, s: string, fields: Placed['fields'], r: Rect, size = 9.5): void {
    const isDecoy = Object.keys(fields).length === 0;
    const list = isDecoy ? this.decoys : this.placed;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const fs = Math.min(size, (r.w - 6) / Math.max(1, this.doc.font('Helvetica').fontSize(1).widthOfString(s)));
      const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, r.w, r.h], Resources: { Font: { [this.helv]: (this.doc as any)._acroform.fonts[this.helv] } } });
      ap.end(`/Tx BMC q BT /${this.helv} ${fs.toFixed(2)} Tf 0 0 0 rg 3 ${((r.h - fs) / 2 + fs * 0.22).toFixed(2)} Td (${pdfEsc(s)}) Tj ET Q EMC`);
      this.annot(name, r, { FT: 'Tx', V: new String(s), DA: new String(`/${this.helv} ${fs.toFixed(2)} Tf 0 g`), AP: { N: ap } });
      list.push({ key, text: s, page: this.page, box: this.pdfBox(r.x, r.y, r.w, r.h), fields, via: 'acroform', acroform_field: name });
      return;
    }
    const hand = this.style === 'handwritten';
    const d = this.doc.font(hand ? 'hand' : 'val');
    let fs = hand ? size + 2.5 : size;
    while (fs > 5 && d.fontSize(fs).widthOfString(s) > r.w - 8) fs -= 0.5;
    const w = d.fontSize(fs).widthOfString(s);
    const jx = hand ? this.srng.float(-1.5, 2.5) : 0, jy = hand ? this.srng.float(-1.2, 1.2) : 0, rot = hand ? this.srng.float(-2.2, 2.2) : 0;
    const x = r.x + 4 + jx, y = r.y + (r.h - fs) / 2 + jy;
    this.doc.save();
    if (rot) this.doc.rotate(rot, { origin: [x, y + fs] });
    d.fillColor(hand ? INK : '#111').text(s, x, y, { lineBreak: false });
    this.doc.restore();
    const slack = hand ? Math.abs(Math.sin((rot * Math.PI) / 180)) * w + 1 : 0;
    list.push({ key, text: s, page: this.page, box: this.pdfBox(x - 1, y - slack - 1, w + 2, fs * 1.2 + 2 * slack + 1), fields, via: hand ? 'handwriting' : 'text' });
  }

  private annot(name: string, r: Rect, dict: Record<string, unknown>): void {
    const doc = this.doc as any;
    doc.annotate(r.x, r.y, r.w, r.h, { Subtype: 'Widget', F: 4, T: new String(name), ...dict });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]);
  }

  /** One checkbox (square `b`); when `on`, the option `label` is the recorded value. */
  checkbox(key: string, label: string, on: boolean, fields: Placed['fields'] | null, b: Rect, round: boolean, onState = 'Yes'): void {
    if (round) this.doc.circle(b.x + b.w / 2, b.y + b.h / 2, b.w / 2).lineWidth(0.8).stroke('#777');
    else this.rrect(b.x, b.y, b.w, b.h, 1.5, { stroke: '#777' });
    const box = this.pdfBox(b.x, b.y, b.w, b.h);
    if (this.style === 'fillable') {
      const name = this.fieldName(`${key}_${label}`);
      const onAp = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b.w, b.h] });
      onAp.end(`q 0.1 0.1 0.1 RG 1.4 w ${b.w * 0.2} ${b.h * 0.5} m ${b.w * 0.42} ${b.h * 0.22} l ${b.w * 0.82} ${b.h * 0.82} l S Q`);
      const offAp = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, b.w, b.h] });
      offAp.end('');
      this.annot(name, b, { FT: 'Btn', V: on ? onState : 'Off', AS: on ? onState : 'Off', AP: { N: { [onState]: onAp, Off: offAp } } });
      if (on && fields && Object.keys(fields).length) this.placed.push({ key, text: label, page: this.page, box, fields, via: 'acroform_checkbox', acroform_field: name,
        ...(onState !== 'Yes' ? { acroform_value: onState } : {}) });
      return;
    }
    if (!on) return;
    const hand = this.style === 'handwritten';
    const cx = b.x + b.w / 2, cy = b.y + b.h / 2;
    this.doc.save();
    if (hand) {
      const j = (): number => this.srng.float(-1, 1);
      this.doc.lineWidth(1.3).strokeColor(INK).moveTo(b.x - 1 + j(), b.y - 1 + j()).lineTo(b.x + b.w + 1 + j(), b.y + b.h + 1 + j())
        .moveTo(b.x + b.w + 1 + j(), b.y - 1 + j()).lineTo(b.x - 1 + j(), b.y + b.h + 1 + j()).stroke();
    } else if (this.markKind === 'dot') this.doc.circle(cx, cy, b.w * 0.28).fill('#1d4ed8');
    else if (this.markKind === 'check') this.doc.lineWidth(1.5).strokeColor('#111').moveTo(b.x + 1.5, cy).lineTo(cx - 0.5, b.y + b.h - 1.5).lineTo(b.x + b.w - 1, b.y + 1).stroke();
    else this.doc.font('val').fontSize(b.h).fillColor('#111').text('X', b.x + 1, b.y + 0.5, { lineBreak: false });
    this.doc.restore();
    if (fields && Object.keys(fields).length) this.placed.push({ key, text: label, page: this.page, box, fields, via: 'mark' });
  }

  /** A drawn signature: a Z003 name in typed/handwritten, a pen scribble in the fillable (no page text there). */
  signature(name: string, x: number, y: number, w: number): void {
    if (this.style === 'fillable') {
      const d = this.doc.lineWidth(1).strokeColor(INK).moveTo(x + 4, y + 14);
      for (let i = 1; i < 9; i++) d.bezierCurveTo(x + i * w * 0.07, y + 2, x + i * w * 0.07 + 6, y + 22, x + (i + 1) * w * 0.07, y + 12);
      d.stroke();
      return;
    }
    this.doc.font('hand').fontSize(15).fillColor(INK).text(name, x + 4, y + 2, { lineBreak: false });
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
