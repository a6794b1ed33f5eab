// The drawing surface of set 241: pdfkit with three ways of putting a value on the form (typed page text, a
// handwriting font slightly turned, or an AcroForm field with its own appearance), and a record of every value placed.
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed241 {
  key: string;
  /** Truth paths this printed value gives, with their values; empty for a decoy. */
  fields: Record<string, unknown>;
  text: string;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box;
  via: 'text' | 'mark' | 'acroform';
  acroform_field?: string;
  acroform_value?: string;
}

const SCRIPT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const W = 612;
export const H = 792;

interface Internal {
  _root: { data: { AcroForm: { data: Record<string, unknown> } } };
  _font: { id: string; ref(): unknown };
  _fieldDict(name: string, type: string, o: Record<string, unknown>): Record<string, unknown>;
  _addToParent(ref: unknown): unknown;
  page: { annotations: unknown[] };
  ref(data: Record<string, unknown>): { end(chunk?: string): void };
}

const esc = (s: string): string => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed241[] = [];
  page = 1;
  private readonly names = new Set<string>();
  private readonly hand: string;
  private helvId = '';
  private helvRef: unknown = null;

  readonly style: Style;
  readonly r: Rng;

  constructor(style: Style, r: Rng, title: string) {
    this.style = style;
    this.r = r;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'set241', Creator: 'set241', CreationDate: new Date(Date.UTC(2025, 0, 2)), ModDate: new Date(Date.UTC(2025, 0, 2)) } });
    this.hand = 'Times-Italic';
    if (style === 'handwritten' && fs.existsSync(SCRIPT)) { this.doc.registerFont('Script', SCRIPT); this.hand = 'Script'; }
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as unknown as Internal;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helvId = d._font.id;
      this.helvRef = d._font.ref();
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  // ---- static drawing (labels, rules, boxes) ----
  text(s: string, x: number, y: number, size = 7.5, o: { font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(size).fillColor(o.color ?? '#222');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
    else this.doc.text(s, x, y, { lineBreak: false });
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#444');
    this.doc.restore();
  }
  line(x0: number, y0: number, x1: number, y1: number, color = '#555', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }
  /** A paragraph of fine print. */
  para(s: string, x: number, y: number, w: number, size = 6.2, color = '#444'): number {
    this.doc.font('Helvetica').fontSize(size).fillColor(color);
    this.doc.text(s, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  private fieldName(key: string): string {
    let n = key.replace(/[^A-Za-z0-9_]/g, '_');
    for (let i = 2; this.names.has(n); i++) n = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${i}`;
    this.names.add(n);
    return n;
  }

  /** A filled-in value in a slot (x, y top-left, w wide, h high). Empty text places nothing. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, unknown> = {}, size = 9.5): void {
    if (!text) return;
    const d = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      d.font('Helvetica').fontSize(size);
      let s = size;
      while (s > 5 && d.widthOfString(text) > w - 4) { s -= 0.5; d.fontSize(s); }
      const ty = (h - s) / 2 + 0.22 * s;
      const apRef = (d as unknown as Internal).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helvId]: this.helvRef } } });
      apRef.end(`/Tx BMC q BT /${this.helvId} ${s} Tf 0 g 2 ${ty.toFixed(2)} Td (${esc(text)}) Tj ET Q EMC`);
      this.annot(name, 'text', x, y, w, h, { value: text }, { AP: { N: apRef }, DA: new String(`/${this.helvId} ${s} Tf 0 g`) });
      this.placed.push({ key, fields, text, page: this.page, box: [x, H - y - h, x + w, H - y], via: 'acroform', acroform_field: name });
      return;
    }
    const hand = this.style === 'handwritten';
    let s = hand ? size + 2.5 : size;
    d.font(hand ? this.hand : 'Helvetica').fontSize(s);
    while (s > 5 && d.widthOfString(text) > w - 3) { s -= 0.5; d.fontSize(s); }
    const tw = d.widthOfString(text);
    const jx = hand ? this.r.float(0, 3) : 0;
    const jy = hand ? this.r.float(-1.2, 1.2) : 0;
    const tx = x + 2 + jx;
    const ty = y + Math.max(0, h - s) / 2 + jy - (hand ? 1 : 0);
    d.fillColor(hand ? this.r.pick(['#102a7a', '#1a1a1a', '#20306a']) : '#000');
    if (hand) {
      const ang = this.r.float(-1.6, 1.6);
      d.save().rotate(ang, { origin: [tx, ty + s] }).text(text, tx, ty, { lineBreak: false }).restore();
    } else {
      d.text(text, tx, ty, { lineBreak: false });
    }
    this.placed.push({ key, fields, text, page: this.page, box: [tx, H - ty - s * 1.15, tx + tw, H - ty], via: 'text' });
  }

  /** A checkbox with its label; a checked box records the label as its text. */
  check(key: string, label: string, checked: boolean, x: number, y: number, fields: Record<string, unknown> = {}, size = 8, onState = 'Yes'): void {
    const d = this.doc;
    this.text(label, x + size + 3, y + (size - 7) / 2, 7.5);
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const ref = (d as unknown as Internal).ref;
      const on = ref.call(d, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
      on.end(`q 0 g 0.6 w 0 0 ${size} ${size} re S 1.1 w 1.6 1.6 m ${size - 1.6} ${size - 1.6} l S 1.6 ${size - 1.6} m ${size - 1.6} 1.6 l S Q`);
      const off = ref.call(d, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size] });
      off.end(`q 0 g 0.6 w 0 0 ${size} ${size} re S Q`);
      this.annot(name, 'checkbox', x, y, size, size, {}, { V: checked ? onState : 'Off', AS: checked ? onState : 'Off', AP: { N: { [onState]: on, Off: off } } });
      if (checked) this.placed.push({ key, fields, text: label, page: this.page, box: [x, H - y - size, x + size, H - y], via: 'acroform',
        acroform_field: name, ...(onState !== 'Yes' ? { acroform_value: onState } : {}) });
      return;
    }
    this.rect(x, y, size, size, { stroke: '#333', lw: 0.7 });
    if (!checked) return;
    if (this.style === 'handwritten') {
      const j = (): number => this.r.float(-1, 1);
      d.save().lineWidth(1.3).strokeColor('#102a7a');
      if (this.r.chance(0.5)) d.moveTo(x - 1 + j(), y + 1 + j()).lineTo(x + size + 1 + j(), y + size - 1 + j()).moveTo(x + size + j(), y + j()).lineTo(x + j(), y + size + j());
      else d.moveTo(x + 1, y + size * 0.55).lineTo(x + size * 0.4 + j(), y + size + 0.5).lineTo(x + size + 2 + j(), y - 2 + j());
      d.stroke().restore();
      this.placed.push({ key, fields, text: label, page: this.page, box: [x, H - y - size, x + size, H - y], via: 'mark' });
    } else {
      d.font('Helvetica-Bold').fontSize(size).fillColor('#000').text('X', x + 1.2, y + 0.6, { lineBreak: false });
      this.placed.push({ key, fields, text: label, page: this.page, box: [x, H - y - size, x + size, H - y], via: 'text' });
    }
  }

  private annot(name: string, type: string, x: number, y: number, w: number, h: number, o: Record<string, unknown>, extra: Record<string, unknown>): void {
    const d = this.doc as unknown as Internal & PDFKit.PDFDocument;
    const dict = d._fieldDict(name, type, o);
    Object.assign(dict, extra, { Subtype: 'Widget', F: 4 });
    this.doc.annotate(x, y, w, h, dict as unknown as PDFKit.Mixins.AnnotationOption);
    d._addToParent(d.page.annotations[d.page.annotations.length - 1]);
  }

  /** A handwritten-looking or typed signature scrawl (never a field, never text). */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc;
    d.save().lineWidth(0.9).strokeColor('#1b2b6b').moveTo(x, y);
    let cx = x;
    while (cx < x + w * 0.8) { cx += this.r.float(5, 12); d.quadraticCurveTo(cx - 4, y - this.r.float(2, 9), cx, y + this.r.float(-2, 2)); }
    d.stroke().restore();
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
