// A page canvas over pdfkit that draws each value in the requested style (typed text, handwriting, or an AcroForm field
// with its own appearance stream) and records where every value and decoy went. Coordinates: points from the top left.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type FieldValue = string | number | null;
export interface Placed {
  key: string; text: string; page: number; box: Box; fields: Record<string, FieldValue>;
  via: 'text' | 'handwriting' | 'acroform' | 'mark' | 'esign'; acroform_field?: string;
}

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS = ['#14246b', '#101010', '#1d3f9a', '#2a2a58', '#0d3b66'];
export const PAGE_W = 612, PAGE_H = 792;

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  page = 0;
  private fieldNo = 0;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly ink: string;

  readonly style: Style;
  readonly rng: Rng;
  readonly fieldName: (key: string, n: number) => string;
  readonly typedFont: string;
  readonly markAsText: boolean;

  constructor(style: Style, rng: Rng, fieldName: (key: string, n: number) => string, typedFont = 'Helvetica', markAsText = true, producer = 'Docusign') {
    this.style = style; this.rng = rng; this.fieldName = fieldName; this.typedFont = typedFont; this.markAsText = markAsText;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0,
      info: { Producer: producer, Creator: producer, CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.registerFont('hand', HAND);
    this.ink = rng.pick(INKS);
    if (style === 'fillable') {
      this.doc.font('Helvetica'); this.doc.initForm();
      // Every widget carries its own appearance stream, so viewers need not make one.
      (this.doc as any)._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  /** Page text that is part of the form (labels, headings, fine print): never a value. */
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? '#000000');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 } : { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000000');
    this.doc.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#000000', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  private box(x: number, y: number, w: number, h: number): Box {
    return [round(x), round(PAGE_H - y - h), round(x + w), round(PAGE_H - y)];
  }

  /** A value of the form at (x, y) in a slot of width w; `fields` are the truth paths it gives (none: a decoy). */
  value(key: string, s: string, x: number, y: number, w: number, fields: Record<string, FieldValue> = {}, size = 9): void {
    if (s === '') {
      if (this.style === 'fillable') this.field(key, '', x, y, w, size);
      return;
    }
    if (this.style === 'fillable') {
      const name = this.field(key, s, x, y, w, size);
      this.placed.push({ key, text: s, page: this.page, box: this.box(x - 1, y - 2, w, size + 5), fields, via: 'acroform', acroform_field: name });
      return;
    }
    if (this.style === 'typed') {
      let sz = size;
      this.doc.font(this.typedFont);
      while (sz > 5 && this.doc.fontSize(sz).widthOfString(s) > w) sz -= 0.5;
      this.doc.fillColor('#000000').text(s, x, y, { lineBreak: false });
      this.placed.push({ key, text: s, page: this.page, box: this.box(x, y, this.doc.widthOfString(s), sz), fields, via: 'text' });
      return;
    }
    const r = this.rng;
    let sz = size + r.float(1, 3.5);
    this.doc.font('hand');
    while (sz > 6 && this.doc.fontSize(sz).widthOfString(s) > w - 4) sz -= 0.5;
    const dx = r.float(0, Math.min(6, Math.max(0, w - this.doc.widthOfString(s)) / 2)), dy = r.float(-2.5, 0.5);
    const ink = r.chance(0.85) ? this.ink : r.pick(INKS);
    this.doc.save().rotate(r.float(-2.2, 2.2), { origin: [x + dx, y + dy + sz] });
    this.doc.fillColor(ink).text(s, x + dx, y + dy - 1, { lineBreak: false });
    this.doc.restore();
    this.placed.push({ key, text: s, page: this.page, box: this.box(x + dx, y + dy - 1, this.doc.widthOfString(s), sz), fields, via: 'handwriting' });
  }

  /** A checkbox with its label; a checked box that gives truth paths is recorded with the label as its text. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, FieldValue> = {}, s = 8, labelSize = 7.5): void {
    this.rect(x, y, s, s, { lw: 0.6 });
    this.text(label, x + s + 3, y + (s - labelSize) / 2 + 0.5, { size: labelSize });
    if (this.style === 'fillable') {
      const name = this.fieldName(key, ++this.fieldNo);
      const on = this.stream(s, s, `q 0 g 0.9 w 1.6 1.6 m ${s - 1.6} ${s - 1.6} l S 1.6 ${s - 1.6} m ${s - 1.6} 1.6 l S Q`);
      const off = this.stream(s, s, '');
      this.widget(name, 'checkbox', x, y, s, s, { AP: { N: { Yes: on, Off: off } }, V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off' });
      if (checked) this.placed.push({ key, text: label, page: this.page, box: this.box(x, y, s, s), fields, via: 'acroform', acroform_field: name });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed' && this.markAsText) {
      this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', x + s * 0.18, y + s * 0.08, { lineBreak: false });
    } else {
      const r = this.rng, c = this.style === 'handwritten' ? this.ink : '#000000';
      this.doc.save().lineWidth(this.style === 'handwritten' ? 1.2 : 0.9).strokeColor(c);
      if (this.style === 'handwritten' && r.chance(0.5)) {
        this.doc.moveTo(x - 1, y + s * 0.5).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3, y - 3).stroke();
      } else {
        this.doc.moveTo(x + r.float(-1, 1), y + r.float(-1, 1)).lineTo(x + s + r.float(-1, 1), y + s + r.float(-1, 1)).stroke();
        this.doc.moveTo(x + s + r.float(-1, 1), y + r.float(-1, 1)).lineTo(x + r.float(-1, 1), y + s + r.float(-1, 1)).stroke();
      }
      this.doc.restore();
    }
    this.placed.push({ key, text: label, page: this.page, box: this.box(x, y, s, s), fields, via: 'mark' });
  }

  /** Text the e-signature service stamped (envelope ids, certificate rows): page text in every style, a decoy. */
  esign(key: string, s: string, x: number, y: number, o: { size?: number; font?: string; color?: string } = {}): void {
    const size = o.size ?? 7;
    this.text(s, x, y, { size, font: o.font ?? 'Helvetica', color: o.color ?? '#333333' });
    this.doc.font(o.font ?? 'Helvetica').fontSize(size);
    this.placed.push({ key, text: s, page: this.page, box: this.box(x, y, this.doc.widthOfString(s), size), fields: {}, via: 'esign' });
  }

  /** A drawn signature (strokes only, no text) inside w x h. */
  scribble(x: number, y: number, w: number, h: number, color = this.ink): void {
    const r = this.rng;
    this.doc.save().lineWidth(1).strokeColor(color).moveTo(x, y + h * 0.6);
    let cx = x;
    while (cx < x + w - 10) {
      const nx = Math.min(x + w, cx + r.float(8, 22));
      this.doc.bezierCurveTo(cx + r.float(0, 8), y + r.float(0, h), nx - r.float(0, 8), y + r.float(0, h), nx, y + r.float(h * 0.3, h * 0.8));
      cx = nx;
    }
    this.doc.stroke().restore();
  }

  /** An AcroForm widget written with its value and appearance (pdfkit's formText writes the annotation at once). */
  private widget(name: string, type: 'text' | 'checkbox', x: number, y: number, w: number, h: number, extra: Record<string, unknown>): void {
    const doc = this.doc as any;
    const dict = { ...doc._fieldDict(name, type, {}), Subtype: 'Widget', F: 4, ...extra };
    doc.annotate(x, y, w, h, dict);
    const annots = doc.page.annotations as any[];
    doc._addToParent(annots[annots.length - 1]);
  }

  private stream(w: number, h: number, ops: string, font?: any): any {
    const res = font ? { Font: { [font.id]: font.ref() } } : {};
    const ref = (this.doc as any).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: res });
    ref.end(ops);
    return ref;
  }

  private field(key: string, s: string, x: number, y: number, w: number, size: number): string {
    const name = this.fieldName(key, ++this.fieldNo);
    const h = size + 5;
    this.doc.font('Helvetica').fontSize(size);
    const font = (this.doc as any)._font;
    let sz = size;
    while (sz > 5 && this.doc.fontSize(sz).widthOfString(s) > w - 3) sz -= 0.5;
    const esc = s.replace(/[\\()]/g, (c) => `\\${c}`);
    const ops = s ? `/Tx BMC q BT /${font.id} ${sz} Tf 0 g 2 ${round((h - sz) / 2 + 1)} Td (${esc}) Tj ET Q EMC` : '/Tx BMC EMC';
    this.widget(name, 'text', x - 1, y - 2, w, h, { AP: { N: this.stream(w, h, ops, font) }, V: new String(s), DA: new String(`/${font.id} ${sz} Tf 0 g`), MK: { BG: [0.93, 0.95, 1] } });
    return name;
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

function round(n: number): number { return Math.round(n * 10) / 10; }
