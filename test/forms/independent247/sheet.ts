// One dense page drawn with pdfkit, in one of three styles: labels are always page text; values are page text
// (typed), a handwriting font jittered and rotated (handwritten), or only AcroForm fields with appearance streams
// (fillable). Coordinates are pdfkit's (top left, points); every placed value is recorded with its truth paths and a
// box in PDF coordinates (origin bottom left).
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Placed {
  key: string; text: string; fields: Record<string, string | number | null>; page: number; box: Box;
  via: 'text' | 'handwriting' | 'acroform' | 'drawn_mark'; kind: 'value' | 'check';
  acroform_field?: string;
}

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS = ['#1b2a6b', '#0d0d3a', '#222222', '#153a66', '#2b2b55'];
const esc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);
const f2 = (n: number): string => n.toFixed(2);

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: Placed[] = [];
  readonly derived: Record<string, string | number | null> = {};
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private readonly names = new Map<string, number>();
  private readonly ink: string;
  private helv: { id: string; ref: unknown } | null = null;

  readonly style: Style;
  readonly W: number;
  readonly H: number;
  private readonly rng: Rng;

  constructor(style: Style, rng: Rng, W = 612, H = 792, producer = 'Broker Forms') {
    this.style = style; this.rng = rng; this.W = W; this.H = H;
    this.doc = new PDFDocument({ size: [W, H], margin: 0, compress: true,
      info: { Producer: producer, Creator: producer, CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
    this.ink = rng.pick(INKS);
    if (style === 'handwritten') this.doc.registerFont('hand', HAND);
    this.doc.font('Helvetica');
    if (style === 'fillable') {
      this.doc.initForm();
      const d = this.doc as any;
      d._root.data.AcroForm.data.NeedAppearances = false;
      this.helv = { id: d._font.id as string, ref: d._font.ref() };
    }
  }

  /** Page text (all styles). Returns the text's width. */
  label(x: number, y: number, text: string, size = 6, o: { bold?: boolean; color?: string; font?: string } = {}): number {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(size).fillColor(o.color ?? '#000');
    this.doc.text(text, x, y, { lineBreak: false });
    return this.doc.widthOfString(text);
  }
  /** Fine print: a justified paragraph; returns the y below it. */
  para(x: number, y: number, w: number, text: string, size = 5.5, font = 'Helvetica'): number {
    this.doc.font(font).fontSize(size).fillColor('#111').text(text, x, y, { width: w, align: 'justify', lineGap: 0.2 });
    return this.doc.y;
  }
  rect(x: number, y: number, w: number, h: number, lw = 0.5, color = '#000'): void {
    this.doc.lineWidth(lw).strokeColor(color).rect(x, y, w, h).stroke();
  }
  fill(x: number, y: number, w: number, h: number, color: string): void { this.doc.rect(x, y, w, h).fill(color); }
  line(x1: number, y1: number, x2: number, y2: number, lw = 0.4, color = '#000'): void {
    this.doc.lineWidth(lw).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke();
  }
  derive(path: string, v: string | number | null): void { this.derived[path] = v; }

  private fieldName(key: string): string {
    const n = this.names.get(key) ?? 0;
    this.names.set(key, n + 1);
    return n ? `${key}_${n + 1}` : key;
  }
  private box(x: number, yTop: number, w: number, h: number): Box {
    return [+f2(x), +f2(this.H - yTop - h), +f2(x + w), +f2(this.H - yTop)];
  }

  /** A value written at (x, y) in a slot of width w. `fields` empty means a decoy. Empty text draws nothing. */
  value(key: string, x: number, y: number, w: number, text: string, fields: Record<string, string | number | null> = {}, size = 7): void {
    if (!text) return;
    const d = this.doc;
    if (this.style === 'typed') {
      d.font('Helvetica').fontSize(size).fillColor('#000');
      let s = size;
      while (s > 4.5 && d.fontSize(s).widthOfString(text) > w) s -= 0.25;
      d.text(text, x, y, { lineBreak: false });
      this.placed.push({ key, text, fields, page: 1, box: this.box(x, y, d.widthOfString(text), s), via: 'text', kind: 'value' });
    } else if (this.style === 'handwritten') {
      const r = this.rng;
      let s = size * r.float(1.05, 1.3);
      d.font('hand').fontSize(s);
      while (s > 5 && d.fontSize(s).widthOfString(text) > w * 1.08) s -= 0.25;
      const ang = r.float(-2.2, 2.2), dx = r.float(-0.8, 1.5), dy = r.float(-1.6, 0.6);
      const ink = r.chance(0.8) ? this.ink : r.pick(INKS);
      d.save().rotate(ang, { origin: [x, y + s] }).fillColor(ink).text(text, x + dx, y + dy - (s - size) * 0.5, { lineBreak: false }).restore();
      this.placed.push({ key, text, fields, page: 1, box: this.box(x + dx, y + dy - 1, d.widthOfString(text), s + 2), via: 'handwriting', kind: 'value' });
    } else {
      const name = this.fieldName(key), h = size + 3.5, yTop = y - 1.5;
      d.font('Helvetica');
      let fs = size;
      while (fs > 4 && d.fontSize(fs).widthOfString(text) > w - 3) fs -= 0.25;
      const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helv!.id]: this.helv!.ref } } });
      ap.end(`/Tx BMC q BT /${this.helv!.id} ${f2(fs)} Tf 0 g 1.5 ${f2((h - fs) / 2 + fs * 0.2)} Td (${esc(text)}) Tj ET Q EMC`);
      d.annotate(x, yTop, w, h, { Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${this.helv!.id} ${f2(fs)} Tf 0 g`),
        F: 4, AP: { N: ap }, MK: {} } as any);
      this.register();
      this.placed.push({ key, text, fields, page: 1, box: this.box(x, yTop, w, h), via: 'acroform', kind: 'value', acroform_field: name });
    }
  }

  private register(): void {
    const d = this.doc as any;
    const annots = d.page.annotations as unknown[];
    d._root.data.AcroForm.data.Fields.push(annots[annots.length - 1]);
  }

  /** A square box of side sz at (x, y); checked boxes are marked per style. `label` is the option's printed label. */
  check(key: string, x: number, y: number, sz: number, checked: boolean, label: string, fields: Record<string, string | number | null> = {}): void {
    const d = this.doc;
    this.rect(x, y, sz, sz, 0.5);
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz], Resources: {} });
      on.end(`q 0 G 0.9 w 1.2 1.2 m ${f2(sz - 1.2)} ${f2(sz - 1.2)} l S 1.2 ${f2(sz - 1.2)} m ${f2(sz - 1.2)} 1.2 l S Q`);
      const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, sz, sz], Resources: {} });
      off.end('');
      d.annotate(x, y, sz, sz, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        F: 4, AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } } as any);
      this.register();
      if (checked) this.placed.push({ key, text: label, fields, page: 1, box: this.box(x, y, sz, sz), via: 'acroform', kind: 'check', acroform_field: name });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(sz * 0.95).fillColor('#000').text('X', x + sz * 0.18, y + sz * 0.08, { lineBreak: false });
      this.placed.push({ key, text: label, fields, page: 1, box: this.box(x, y, sz, sz), via: 'text', kind: 'check' });
    } else {
      const r = this.rng, j = (): number => r.float(-0.9, 0.9);
      d.lineWidth(r.float(0.7, 1.1)).strokeColor(this.ink);
      if (r.chance(0.6)) {
        d.moveTo(x + j(), y + j()).lineTo(x + sz + j(), y + sz + j()).stroke();
        d.moveTo(x + sz + j(), y + j()).lineTo(x + j(), y + sz + j()).stroke();
      } else {
        d.moveTo(x + 0.5, y + sz * 0.55).lineTo(x + sz * 0.4, y + sz + j() * 0.5).lineTo(x + sz * 1.3, y - 1.5 + j()).stroke();
      }
      this.placed.push({ key, text: label, fields, page: 1, box: this.box(x - 1, y - 1.5, sz + 3, sz + 3), via: 'drawn_mark', kind: 'check' });
    }
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
