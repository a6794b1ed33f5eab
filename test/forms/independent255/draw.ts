// The drawing engine shared by set 255's layouts: labels are always page text; a value is page text in Helvetica
// (typed), a jittered handwriting font (handwritten) or only an AcroForm widget with its own appearance (fillable).
// Coordinates are pdfkit's (origin top left); boxes in the record are PDF points from the bottom left.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_W = 612, PAGE_H = 792;
export type Box = [number, number, number, number];
export interface PlacedValue { key: string; text: string; page: number; box: Box; fields: Record<string, unknown>; checkbox?: boolean }
export type Align = 'left' | 'center' | 'right';

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly placed: PlacedValue[] = [];
  page = 1;
  private readonly fields: PDFKit.PDFKitReference[] = [];
  private readonly ink: string;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private helvRef: PDFKit.PDFKitReference | null = null;

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, title: string) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, compress: true,
      info: { Title: title, Producer: 'Form builder', Creator: title, CreationDate: new Date(Date.UTC(2025, 5, 1)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.doc.registerFont('hand', HAND_FONT);
    this.ink = rng.pick(['#1a2a8c', '#111111', '#0b3d6b', '#2b2b55']);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; align?: Align; width?: number; color?: string; oblique?: boolean } = {}): void {
    const size = o.size ?? 8;
    this.doc.font(o.bold ? 'Helvetica-Bold' : o.oblique ? 'Helvetica-Oblique' : 'Helvetica').fontSize(size).fillColor(o.color ?? '#000');
    const w = this.doc.widthOfString(s);
    const x0 = o.align === 'right' ? x - w : o.align === 'center' ? x - w / 2 : x;
    this.doc.text(s, x0, y, { lineBreak: false });
  }
  /** A caption turned 90 degrees counter-clockwise, centred on (cx, cy): read bottom to top. */
  rotated(s: string, cx: number, cy: number, size = 9, color = '#fff'): void {
    this.doc.save().rotate(-90, { origin: [cx, cy] });
    this.text(s, cx, cy - size * 0.4, { size, bold: true, align: 'center', color });
    this.doc.restore();
  }
  para(s: string, x: number, y: number, w: number, size = 6.5): void {
    this.doc.font('Helvetica').fontSize(size).fillColor('#000').text(s, x, y, { width: w, lineGap: 0.5 });
  }
  line(x1: number, y1: number, x2: number, y2: number, w = 0.6, color = '#000', dash?: number[]): void {
    this.doc.save().lineWidth(w).strokeColor(color);
    if (dash) this.doc.dash(dash[0]!, { space: dash[1] ?? dash[0]! });
    this.doc.moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number; radius?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.radius) this.doc.roundedRect(x, y, w, h, o.radius); else this.doc.rect(x, y, w, h);
    if (o.fill && o.stroke) this.doc.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000');
    this.doc.restore();
  }
  /** A fieldset: the box's top border is broken by its caption (legend), printed over the line. */
  legend(caption: string, x: number, y: number, w: number, h: number, o: { size?: number; bg?: string; inset?: number } = {}): void {
    const size = o.size ?? 6.5;
    this.rect(x, y, w, h, { lw: 0.7, radius: 2 });
    this.doc.font('Helvetica-Bold').fontSize(size);
    const tw = this.doc.widthOfString(caption);
    const lx = x + (o.inset ?? 7);
    this.doc.save().rect(lx - 2, y - 2, tw + 4, 4).fill(o.bg ?? '#fff').restore();
    this.text(caption, lx, y - size * 0.45, { size, bold: true });
  }

  private box(x: number, y: number, w: number, h: number): Box {
    const r = (n: number) => Math.round(n * 10) / 10;
    return [r(x), r(PAGE_H - y - h), r(x + w), r(PAGE_H - y)];
  }

  /** One printed value in the area (x, y, w, h); `fields` maps truth paths to what this value gives (empty for a decoy). */
  value(key: string, s: string, x: number, y: number, w: number, h: number, fields: Record<string, unknown> = {}, align: Align = 'left'): void {
    this.placed.push({ key, text: s, page: this.page, box: this.box(x, y, w, h), fields });
    if (!s) return;
    if (this.style === 'fillable') { this.widget(key, s, x, y, w, h, align); return; }
    const hand = this.style === 'handwritten';
    let size = hand ? this.rng.float(10, 12.5) : this.rng.pick([8.5, 9, 9.5]);
    this.doc.font(hand ? 'hand' : 'Helvetica').fontSize(size);
    while (this.doc.widthOfString(s) > w - 4 && size > 5) { size -= 0.5; this.doc.fontSize(size); }
    const tw = this.doc.widthOfString(s);
    const pad = hand ? this.rng.float(2, 6) : 3;
    const x0 = align === 'center' ? x + (w - tw) / 2 : align === 'right' ? x + w - tw - 3 : x + pad;
    const y0 = y + h - size - (hand ? this.rng.float(0.5, 2.5) : 2);
    this.doc.fillColor(hand ? this.ink : '#000');
    if (hand) {
      this.doc.save().rotate(this.rng.float(-2.2, 2.2), { origin: [x0, y0 + size] });
      this.doc.text(s, x0 + this.rng.float(-1, 1), y0 + this.rng.float(-1, 1), { lineBreak: false });
      this.doc.restore();
    } else {
      this.doc.text(s, x0, y0, { lineBreak: false });
    }
    this.doc.fillColor('#000');
  }

  /** A checkbox square with its option label to the right; a checked box gives `fields`. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields: Record<string, unknown> = {}, size = 8): number {
    this.rect(x, y, size, size, { lw: 0.6 });
    this.text(label, x + size + 3, y + 0.5, { size: 7.5 });
    if (checked && Object.keys(fields).length) this.placed.push({ key, text: label, page: this.page, box: this.box(x, y, size, size), fields, checkbox: true });
    if (this.style === 'fillable') this.checkWidget(key, x, y, size, checked);
    else if (checked && this.style === 'typed') this.text('X', x + size / 2, y + 0.3, { size: size + 0.5, bold: true, align: 'center' });
    else if (checked) {
      const j = () => this.rng.float(-1.2, 1.2);
      this.doc.save().lineWidth(this.rng.float(0.9, 1.4)).strokeColor(this.ink).lineCap('round');
      this.doc.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + size + 1 + j(), y + size + 1 + j()).stroke();
      this.doc.moveTo(x + size + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + size + 1 + j()).stroke().restore();
    }
    this.doc.font('Helvetica');
    return x + size + 3 + this.doc.fontSize(7.5).widthOfString(label) + 10;
  }

  private helv(): PDFKit.PDFKitReference {
    if (!this.helvRef) this.helvRef = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
    return this.helvRef;
  }
  private annot(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const d = this.doc as unknown as { annotate(x: number, y: number, w: number, h: number, o: object): void; page: { annotations: PDFKit.PDFKitReference[] } };
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    this.fields.push(d.page.annotations[d.page.annotations.length - 1]!);
  }
  private widget(name: string, s: string, x: number, y: number, w: number, h: number, align: Align): void {
    const size = Math.min(9, h - 3);
    this.doc.font('Helvetica').fontSize(size);
    const tw = this.doc.widthOfString(s);
    const tx = align === 'center' ? (w - tw) / 2 : align === 'right' ? w - tw - 2 : 2;
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helv() } } });
    ap.end(`/Tx BMC q BT /Helv ${size} Tf 0 g ${tx.toFixed(2)} ${((h - size) / 2 + 1.5).toFixed(2)} Td (${esc(s)}) Tj ET Q EMC`);
    this.annot({ FT: 'Tx', T: new String(name), V: new String(s), DA: new String(`/Helv ${size} Tf 0 g`), Q: { left: 0, center: 1, right: 2 }[align],
      AP: { N: ap }, DR: { Font: { Helv: this.helv() } } }, x, y, w, h);
  }
  private checkWidget(name: string, x: number, y: number, size: number, checked: boolean): void {
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size], Resources: {} });
    on.end(`q 0 G 1.1 w 1.5 1.5 m ${size - 1.5} ${size - 1.5} l S ${size - 1.5} 1.5 m 1.5 ${size - 1.5} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, size, size], Resources: {} });
    off.end('');
    this.annot({ FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } },
      MK: { CA: new String('8') } }, x, y, size, size);
  }

  async finish(): Promise<Uint8Array> {
    if (this.style === 'fillable') {
      const root = (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances: boolean; DR: { Font: Record<string, unknown> } } } } } })._root;
      const af = root.data.AcroForm.data;
      af.Fields.push(...this.fields);
      af.NeedAppearances = false;
      af.DR.Font.Helv = this.helv();
    }
    this.helvRef?.end(undefined);
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
