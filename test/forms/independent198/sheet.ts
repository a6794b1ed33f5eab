// One printout being drawn: pdfkit with a top-down cursor, automatic page breaks, and the three ways an answer ends
// up on the page (typed text, handwriting, AcroForm field). Every answer and decoy is recorded where it is drawn.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed { key: string; page: number; box: Box; text: string; via: 'text' | 'checkbox' | 'acroform' | 'acroform_checkbox'; acroform_field?: string }

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const W = 612, H = 792;

export interface Chrome { header: (s: Sheet) => void; footer: (s: Sheet) => void; top: number; bottom: number }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  y = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private fields = 0;
  private helv: { id: string; ref: () => unknown } | null = null;

  readonly style: Style;
  readonly rng: Rng;
  readonly chrome: Chrome;
  readonly typedFont: string;

  constructor(style: Style, rng: Rng, chrome: Chrome, typedFont = 'Helvetica') {
    this.style = style; this.rng = rng; this.chrome = chrome; this.typedFont = typedFont;
    // A fixed date and no producer clock: the same seed gives the same bytes.
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2024, 0, 2)), Producer: 'Skia/PDF m120', Creator: 'Mozilla/5.0 Chrome' } });
    this.doc.registerFont('hand', HAND);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.helv = (this.doc as any)._font;
      this.doc.initForm();
    }
    this.y = chrome.top;
    chrome.header(this);
  }

  /** Room for h points below the cursor, or a new page (with the builder's header and footer). */
  ensure(h: number): void {
    if (this.y + h <= H - this.chrome.bottom) return;
    this.chrome.footer(this);
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    this.y = this.chrome.top;
    this.chrome.header(this);
  }

  /** A printed label (always page text). Returns the height used. */
  text(t: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): number {
    const d = this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 10).fillColor(o.color ?? '#202124');
    if (o.width) {
      d.text(t, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1.5 });
      return d.heightOfString(t, { width: o.width, lineGap: 1.5 });
    }
    d.text(t, x, y, { lineBreak: false });
    return (o.size ?? 10) * 1.2;
  }

  private toPdf(x: number, y: number, w: number, h: number, pad = 2): Box {
    return [x - pad, H - (y + h) - pad, x + w + pad, H - y + pad];
  }

  /** An answer in the box (x, y, w, h; top-left coordinates) in this printout's style. */
  answer(key: string, value: string, x: number, y: number, w: number, h: number, o: { size?: number; decoy?: boolean; align?: 'left' | 'center' } = {}): void {
    const list = o.decoy ? this.decoys : this.placed;
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]+/g, '_')}_${++this.fields}`;
      this.textField(name, value, x, y, w, h, o.size ?? 10);
      list.push({ key, page: this.page, box: this.toPdf(x, y, w, h), text: value, via: 'acroform', acroform_field: name });
      return;
    }
    const hand = this.style === 'handwritten';
    let size = (o.size ?? 10) + (hand ? 2.5 : 0);
    const font = hand ? 'hand' : this.typedFont;
    this.doc.font(font);
    while (size > 6 && this.doc.fontSize(size).widthOfString(value) > w - 6) size -= 0.5;
    const tw = this.doc.fontSize(size).widthOfString(value);
    let tx = o.align === 'center' ? x + (w - tw) / 2 : x + 3;
    let ty = y + Math.max(0, (h - size) / 2);
    this.doc.save();
    if (hand) {
      // Handwriting: a little off the line and not quite level.
      tx += this.rng.float(-1, 2); ty += this.rng.float(-1.5, 1);
      this.doc.rotate(this.rng.float(-2.2, 2.2), { origin: [tx, ty + size] }).fillColor(this.rng.pick(['#1a2a6c', '#111111', '#0b3d91']));
    } else this.doc.fillColor('#000000');
    this.doc.text(value, tx, ty, { lineBreak: false });
    this.doc.restore();
    list.push({ key, page: this.page, box: this.toPdf(x, y, w, h, hand ? 4 : 2), text: value, via: 'text' });
  }

  /** A choice marker at (x, y) of the given size; when checked, marked in this style. The label is drawn by the caller;
   *  labelBox is the marker and its label, recorded for the chosen option. */
  mark(key: string, label: string, x: number, y: number, size: number, shape: 'circle' | 'square', checked: boolean, typed: 'dot' | 'x' | 'check' | 'fill', labelBox: Box): void {
    const d = this.doc;
    d.save().lineWidth(0.8).strokeColor('#5f6368');
    if (shape === 'circle') d.circle(x + size / 2, y + size / 2, size / 2).stroke(); else d.rect(x, y, size, size).stroke();
    d.restore();
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]+/g, '_')}_${label.replace(/[^A-Za-z0-9]+/g, '_')}_${++this.fields}`;
      this.checkField(name, checked, x, y, size);
      if (checked && key) this.placed.push({ key, page: this.page, box: labelBox, text: label, via: 'acroform_checkbox', acroform_field: name });
      return;
    }
    if (!checked) return;
    if (this.style === 'handwritten') {
      // A pen mark: an X or a tick, drawn, no text; a little bigger than the box.
      d.save().lineWidth(1.6).strokeColor('#1a2a6c');
      const j = (): number => this.rng.float(-1.5, 1.5);
      if (this.rng.chance(0.5)) d.moveTo(x - 2 + j(), y - 2).lineTo(x + size + 2, y + size + 2 + j()).moveTo(x + size + 2 + j(), y - 2).lineTo(x - 2, y + size + 2).stroke();
      else d.moveTo(x - 1, y + size * 0.5 + j()).lineTo(x + size * 0.4, y + size + 1).lineTo(x + size + 4 + j(), y - 4).stroke();
      d.restore();
    } else if (typed === 'dot') {
      d.save().fillColor('#673ab7').circle(x + size / 2, y + size / 2, size / 2 - 2.2).fill().restore();
    } else if (typed === 'fill') {
      d.save().fillColor('#262627').rect(x + 2, y + 2, size - 4, size - 4).fill().restore();
    } else if (typed === 'x') {
      d.font('Helvetica-Bold').fontSize(size).fillColor('#000000').text('X', x + size * 0.17, y + size * 0.08, { lineBreak: false });
    } else {
      d.font('ZapfDingbats').fontSize(size - 1).fillColor('#000000').text('4', x + 1, y + 1, { lineBreak: false });
    }
    // A question that gives no field of ours (own or rent, another owner?) has an empty key: nothing to record.
    if (key) this.placed.push({ key, page: this.page, box: labelBox, text: label, via: 'checkbox' });
  }

  /** A label box in PDF coordinates from top-left x, y, w, h. */
  box(x: number, y: number, w: number, h: number): Box { return this.toPdf(x, y, w, h, 2); }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const d = this.doc as any;
    const font = this.helv!;
    const esc = value.replace(/[\\()]/g, (c) => `\\${c}`);
    const fs = Math.min(size, h - 3);
    // The appearance stream a form filler would have written: the value in Helvetica, vertically centred.
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
    ap.end(`/Tx BMC q BT /${font.id} ${fs} Tf 0 g 3 ${((h - fs) / 2 + 2).toFixed(2)} Td (${esc}) Tj ET Q EMC`);
    d.annotate(x, y, w, h, { Subtype: 'Widget', FT: 'Tx', F: 4, T: new String(name), V: new String(value), DA: new String(`/${font.id} ${fs} Tf 0 g`), AP: { N: ap }, MK: {} });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private checkField(name: string, checked: boolean, x: number, y: number, s: number): void {
    const d = this.doc as any;
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    on.end(`q 0 g 1.4 w 2 ${s / 2} m ${s * 0.4} 2 l ${s - 2} ${s - 2} l S Q`);
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('');
    const state = checked ? 'Yes' : 'Off';
    d.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', F: 4, T: new String(name), V: state, AS: state, AP: { N: { Yes: on, Off: off } } });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  async finish(): Promise<Uint8Array> {
    this.chrome.footer(this);
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((r) => this.doc.on('end', () => r()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
