// A page canvas over pdfkit for the three styles. Coordinates given to it are pdfkit's (top left, points); what it
// records (placed, decoys) is in PDF points from the bottom left. Values go through value()/check() only, so every
// printed value is either a real one (fields), a decoy, or context (drawn, not recorded: phone, street, sales).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import type { F } from './model.ts';

export type Box = [number, number, number, number];
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed { page: number; box: Box; text: string; fields: F; key: string; label?: string; acroform_field?: string; checkbox?: boolean }
export type Target = F | 'decoy' | 'ctx';
export interface Look { label: string; labelBold: string; value: string; hand: 'kalam' | 'patrick' | 'z003'; accent: string; ink: string }

const NM = fileURLToPath(new URL('../../../node_modules/', import.meta.url));
const HANDS = { kalam: `${NM}@fontsource/kalam/files/kalam-latin-400-normal.woff`,
  patrick: `${NM}@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff`,
  z003: '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf' };
export const W = 612, H = 792;

interface Ref { data: Record<string, unknown>; end(chunk?: string): void }
interface DocInternals { ref(d: Record<string, unknown>): Ref; _root: { data: { AcroForm: { data: Record<string, unknown> } } }; _font: { id: string; ref(): Ref };
  page: { annotations: Ref[] } }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 0;
  readonly placed: Placed[] = [];
  readonly decoys: Placed[] = [];
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private jit: Rng;
  private n = 0;
  private helv!: { id: string; ref: Ref };

  readonly style: Style;
  readonly look: Look;

  constructor(style: Style, look: Look, key: string, title: string) {
    this.style = style;
    this.look = look;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Title: title, Producer: 'FormFlow PDF 3.2', Creator: title, CreationDate: new Date(Date.UTC(2025, 4, 6, 12)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    const hand = look.hand === 'z003' && !existsSync(HANDS.z003) ? HANDS.kalam : HANDS[look.hand];
    this.doc.registerFont('hand', hand);
    this.jit = new Rng(`${key}:jitter`);
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
    if (this.style === 'fillable' && this.page === 1) {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const d = this.doc as unknown as DocInternals;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helv = { id: d._font.id, ref: d._font.ref() };
    }
  }

  /** Static page text (labels, headings, paragraphs). */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? this.look.label).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#222');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 1 } : { lineBreak: false });
  }

  private record(t: Target, p: Omit<Placed, 'fields'>): void {
    if (t === 'ctx') return;
    if (t === 'decoy') this.decoys.push({ ...p, fields: {} });
    else this.placed.push({ ...p, fields: t });
  }

  /** A value in the field box (x, y, w, h): typed text, handwriting, or an AcroForm text field. Empty text: nothing. */
  value(x: number, y: number, w: number, h: number, text: string, t: Target, key: string, label?: string): void {
    const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
    const box: Box = [x, H - y - h, x + w, H - y];
    if (this.style === 'fillable') {
      this.field(name, x, y, w, h, text);
      if (text) this.record(t, { page: this.page, box, text, key, acroform_field: name, ...(label ? { label } : {}) });
      return;
    }
    if (!text) return;
    const hand = this.style === 'handwritten';
    const d = this.doc.font(hand ? 'hand' : this.look.value);
    let fs = hand ? Math.min(11, h * 0.95) : Math.min(9.5, h * 0.8);
    d.fontSize(fs);
    const tw = d.widthOfString(text);
    if (tw > w - 5) { fs *= (w - 5) / tw; d.fontSize(fs); }
    const lh = d.currentLineHeight();
    const tx = x + 3 + (hand ? this.jit.float(-1, 3) : 0), ty = y + (h - lh) / 2 + (hand ? this.jit.float(-1.5, 1) : 0.5);
    d.fillColor(hand ? this.look.ink : '#000');
    if (hand) {
      const a = this.jit.float(-2.5, 2.5);
      d.save().rotate(a, { origin: [tx, ty + lh] }).text(text, tx, ty, { lineBreak: false }).restore();
      const rise = Math.abs(Math.sin((a * Math.PI) / 180)) * Math.min(w, d.widthOfString(text)) + 3;
      box[0] = Math.min(box[0], tx - 3); box[1] = Math.min(box[1], H - ty - lh - rise); box[3] = Math.max(box[3], H - ty + rise);
      box[2] = Math.max(box[2], tx + d.widthOfString(text) + 3);
    } else d.text(text, tx, ty, { lineBreak: false });
    this.record(t, { page: this.page, box, text, key, ...(label ? { label } : {}) });
  }

  private field(name: string, x: number, y: number, w: number, h: number, text: string): void {
    const d = this.doc as unknown as DocInternals;
    const fs = Math.min(9, h * 0.7);
    this.doc.font('Helvetica').fontSize(fs);
    const tw = this.doc.widthOfString(text);
    const size = tw > w - 4 ? (fs * (w - 4)) / tw : fs;
    const hex = Buffer.from(text, 'latin1').toString('hex');
    const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helv.id]: this.helv.ref } } });
    ap.end(`/Tx BMC q BT /${this.helv.id} ${size.toFixed(2)} Tf 0 g 2 ${((h - size * 0.7) / 2).toFixed(2)} Td <${hex}> Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${this.helv.id} ${size.toFixed(2)} Tf 0 g`), AP: { N: ap } });
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as unknown as DocInternals;
    this.doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict } as unknown as PDFKit.Mixins.AnnotationOption);
    const ref = d.page.annotations[d.page.annotations.length - 1]!;
    (d._root.data.AcroForm.data.Fields as Ref[]).push(ref);
  }

  /** A checkbox at (x, y) with its label to the right. A checked box records the label as its value. */
  check(x: number, y: number, label: string, checked: boolean, t: Target, key: string, s = 8): void {
    const d = this.doc;
    d.lineWidth(0.7).strokeColor('#333').rect(x, y, s, s).stroke();
    this.text(label, x + s + 3, y + (s - 7.5) / 2 + 0.5, { size: 7.5 });
    const lw = d.font(this.look.label).fontSize(7.5).widthOfString(label);
    const box: Box = [x - 2, H - y - s - 2, x + s + 5 + lw, H - y + 2];
    const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${label.replace(/[^A-Za-z0-9]/g, '')}_${++this.n}`;
    if (this.style === 'fillable') {
      const on = label.replace(/[^A-Za-z0-9]/g, '') || 'Yes';
      const dd = d as unknown as DocInternals;
      const onAp = dd.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      onAp.end(`q 0 g 0.9 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const offAp = dd.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      offAp.end('');
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? on : 'Off', AS: checked ? on : 'Off', AP: { N: { [on]: onAp, Off: offAp } } });
      if (checked) this.record(t, { page: this.page, box, text: label, key, acroform_field: name, checkbox: true });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      this.text('X', x + 1.2, y + 0.3, { size: s, font: 'Helvetica-Bold', color: '#000' });
    } else {
      const kind = this.jit.int(0, 2), jx = this.jit.float(-1, 1.5), jy = this.jit.float(-1, 1);
      d.save().lineWidth(1.1).strokeColor(this.look.ink);
      if (kind === 0) d.moveTo(x + jx, y + jy).lineTo(x + s + jx + 1, y + s + jy).moveTo(x + s + jx, y + jy - 1).lineTo(x + jx - 1, y + s + jy + 1).stroke();
      else if (kind === 1) d.moveTo(x + 1 + jx, y + s / 2 + jy).lineTo(x + s / 2.5 + jx, y + s + jy).lineTo(x + s + 3 + jx, y - 3 + jy).stroke();
      else d.ellipse(x + (s + 3 + lw) / 2 + jx, y + s / 2 + jy, (s + lw) / 2 + 6, s / 2 + 3).stroke();
      d.restore();
    }
    this.record(t, { page: this.page, box, text: label, key, checkbox: true });
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

/** A labelled field: the label (above the line, or at the cell's corner) and the value. Returns the field's height. */
export function labelled(s: Sheet, mode: 'above' | 'cell' | 'left', x: number, y: number, w: number, label: string, text: string, t: Target,
  key: string, h = 14): void {
  const d = s.doc;
  if (mode === 'cell') {
    d.lineWidth(0.6).strokeColor(s.look.accent).rect(x, y, w, h + 9).stroke();
    s.text(label, x + 2, y + 1.5, { size: 5.8, color: s.look.accent });
    s.value(x + 1, y + 8, w - 2, h, text, t, key, label);
  } else if (mode === 'left') {
    s.text(label, x, y + h - 9, { size: 7.5, font: s.look.labelBold });
    const lw = d.font(s.look.labelBold).fontSize(7.5).widthOfString(label) + 4;
    d.lineWidth(0.5).strokeColor('#555').moveTo(x + lw, y + h).lineTo(x + w, y + h).stroke();
    s.value(x + lw, y, w - lw, h, text, t, key, label);
  } else {
    s.text(label, x, y, { size: 6.5, color: s.look.accent });
    d.lineWidth(0.5).strokeColor('#777').moveTo(x, y + 8 + h).lineTo(x + w, y + 8 + h).stroke();
    s.value(x, y + 8, w, h, text, t, key, label);
  }
}
