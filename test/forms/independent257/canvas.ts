// Drawing one form with pdfkit in one of three styles: typed values, handwritten values, or AcroForm widgets only.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Placed { key: string; text: string; page: number; box: [number, number, number, number]; acroform_field?: string }
const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

interface Ref { data: Record<string, unknown>; write(s: string): void; end(): void }
interface DocInternals { ref(d: object): Ref; page: { dictionary: Ref; annotations: Ref[] }; _root: Ref; _acroform?: unknown }

export interface ValueOpts { decoy?: boolean; size?: number; field?: string; font?: string; record?: boolean }

const pdfEsc = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly W = 612;
  readonly H = 792;
  page = 0;
  locations: Placed[] = [];
  decoys: Placed[] = [];
  private names = new Set<string>();
  private helv: Ref | null = null;
  private fields: Ref[] = [];
  private ink: string;
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  readonly style: Style;
  readonly rng: Rng;
  readonly valueFont: string;
  readonly valueSize: number;

  constructor(style: Style, rng: Rng, valueFont = 'Courier', valueSize = 9) {
    this.style = style;
    this.rng = rng;
    this.valueFont = valueFont;
    this.valueSize = valueSize;
    this.doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER', margin: 0, compress: true,
      info: { Producer: 'FormBuilder 4.2', Creator: 'Broker CRM', CreationDate: new Date(Date.UTC(2025, 5, 3)) } });
    this.doc.registerFont('Hand', HAND);
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    this.ink = rng.pick(['#1b2a80', '#15173d', '#222222', '#0d3a8c']);
  }

  private get x(): DocInternals { return this.doc as unknown as DocInternals; }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  // ---- static page furniture --------------------------------------------------------------------------------------
  text(s: string, x: number, y: number, o: { size?: number; font?: string; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 7).fillColor(o.color ?? '#000');
    if (o.width) this.doc.text(s, x, y, { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 });
    else this.doc.text(s, x, y, { lineBreak: false });
    this.doc.fillColor('#000');
  }
  width(s: string, font: string, size: number): number {
    return this.doc.font(font).fontSize(size).widthOfString(s);
  }
  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    this.doc.restore();
  }
  line(x0: number, y0: number, x1: number, y1: number, color = '#000', lw = 0.6, dash?: number): void {
    this.doc.save().lineWidth(lw);
    if (dash) this.doc.dash(dash, { space: dash });
    this.doc.moveTo(x0, y0).lineTo(x1, y1).stroke(color);
    this.doc.restore();
  }

  // ---- values --------------------------------------------------------------------------------------------------
  private fieldName(base: string): string {
    let n = base.replace(/[.()[\]]/g, '_');
    let i = 2;
    while (this.names.has(n)) n = `${base}_${i++}`;
    this.names.add(n);
    return n;
  }
  private record(p: Placed, decoy: boolean): void {
    (decoy ? this.decoys : this.locations).push(p);
  }

  /** A printed value in the rectangle (x, y, w, h) (pdfkit's top-left coordinates). Key '' draws without recording. */
  value(key: string, text: string, x: number, y: number, w: number, h: number, o: ValueOpts = {}): void {
    const rec = o.record !== false && key !== '';
    if (this.style === 'fillable') {
      const name = this.fieldName(o.field ?? (key || 'field'));
      this.textField(name, text, x, y, w, h);
      if (text && rec) this.record({ key, text, page: this.page, box: [x, this.H - y - h, x + w, this.H - y], acroform_field: name }, !!o.decoy);
      return;
    }
    if (!text) return;
    const doc = this.doc;
    let size: number;
    let tw: number;
    let tx: number;
    let ty: number;
    if (this.style === 'typed') {
      const font = o.font ?? this.valueFont;
      size = o.size ?? this.valueSize;
      while ((tw = this.width(text, font, size)) > w - 3 && size > 5) size -= 0.5;
      tx = x + 2;
      ty = y + (h - size) / 2 + 0.5;
      doc.font(font).fontSize(size).fillColor('#000').text(text, tx, ty, { lineBreak: false });
    } else {
      const rng = this.rng;
      size = (o.size ?? this.valueSize) * rng.float(1.15, 1.45);
      while ((tw = this.width(text, 'Hand', size)) > w - 4 && size > 5) size -= 0.5;
      tx = x + 2 + rng.float(0, Math.max(0, Math.min(12, w - tw - 4)));
      ty = y + (h - size) / 2 + rng.float(-1.5, 1.2);
      const angle = rng.float(-2, 2);
      doc.save();
      doc.rotate(angle, { origin: [tx, ty + size] });
      doc.font('Hand').fontSize(size).fillColor(this.ink).text(text, tx, ty, { lineBreak: false });
      doc.restore();
      doc.fillColor('#000');
    }
    if (rec) this.record({ key, text, page: this.page, box: [tx - 1, this.H - ty - size * 1.25, tx + tw + 1, this.H - ty + 1] }, !!o.decoy);
  }

  private helvRef(): Ref {
    if (!this.helv) {
      this.helv = this.x.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' });
      this.helv.end();
    }
    return this.helv;
  }
  private widget(data: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const f = this.x.ref({ Type: 'Annot', Subtype: 'Widget', Rect: [x, this.H - y - h, x + w, this.H - y], F: 4, P: this.x.page.dictionary, ...data });
    f.end();
    this.x.page.annotations.push(f);
    this.fields.push(f);
  }
  private textField(name: string, text: string, x: number, y: number, w: number, h: number): void {
    let fs = Math.min(9, h - 3);
    while (text && this.width(text, 'Helvetica', fs) > w - 4 && fs > 4) fs -= 0.5;
    const ap = this.x.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Helv: this.helvRef() } } });
    ap.write(text ? `/Tx BMC q BT /Helv ${fs} Tf 0 g 2 ${((h - fs) / 2 + fs * 0.22).toFixed(2)} Td (${pdfEsc(text)}) Tj ET Q EMC` : '/Tx BMC EMC');
    ap.end();
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/Helv ${fs} Tf 0 g`), AP: { N: ap } }, x, y, w, h);
  }

  /** A checkbox at (x, y) with its label to the right; returns the x after the label. */
  check(key: string, label: string, checked: boolean, x: number, y: number, o: { size?: number; labelSize?: number; font?: string; field?: string; decoy?: boolean; gap?: number } = {}): number {
    const s = o.size ?? 8;
    const ls = o.labelSize ?? 7;
    this.rect(x, y, s, s, { lw: 0.7 });
    const lw = this.width(label, o.font ?? 'Helvetica', ls);
    this.text(label, x + s + 3, y + (s - ls) / 2 + 0.5, { size: ls, font: o.font ?? 'Helvetica' });
    const box: [number, number, number, number] = [x, this.H - y - s, x + s + 3 + lw, this.H - y];
    if (this.style === 'fillable') {
      const name = this.fieldName(o.field ?? `${key || 'box'}_${label}`);
      const on = this.x.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      on.write(`q 0 g 0 G 1.1 w 1.8 1.8 m ${s - 1.8} ${s - 1.8} l S 1.8 ${s - 1.8} m ${s - 1.8} 1.8 l S Q`);
      on.end();
      const off = this.x.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      off.write('');
      off.end();
      this.widget({ FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', AP: { N: { Yes: on, Off: off } }, MK: {} }, x, y, s, s);
      if (checked && key) this.record({ key, text: label, page: this.page, box, acroform_field: name }, !!o.decoy);
    } else if (checked) {
      if (this.style === 'typed') {
        this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000').text('X', x + s * 0.16, y + 0.6, { lineBreak: false });
      } else {
        const r = this.rng;
        this.doc.save().lineWidth(r.float(0.9, 1.4)).strokeColor(this.ink).lineCap('round');
        if (r.chance(0.5)) {
          this.doc.moveTo(x - 1 + r.float(0, 2), y - 1 + r.float(0, 2)).lineTo(x + s + r.float(-1, 2), y + s + r.float(-1, 2)).stroke();
          this.doc.moveTo(x + s + r.float(-1, 2), y - 1 + r.float(0, 2)).lineTo(x - 1 + r.float(0, 2), y + s + r.float(-1, 2)).stroke();
        } else {
          this.doc.moveTo(x + 1, y + s * 0.5 + r.float(-1, 1)).lineTo(x + s * 0.4, y + s - 0.5).lineTo(x + s + r.float(1, 4), y - r.float(1, 4)).stroke();
        }
        this.doc.restore();
      }
      if (key) this.record({ key, text: label, page: this.page, box }, !!o.decoy);
    }
    return x + s + 3 + lw;
  }

  /** Static printed text that is not the applicant's (the broker's own phone, address ...), recorded as a decoy. */
  fixed(key: string, s: string, x: number, y: number, o: { size?: number; font?: string; color?: string } = {}): void {
    const size = o.size ?? 7;
    const w = this.width(s, o.font ?? 'Helvetica', size);
    this.text(s, x, y, o);
    this.decoys.push({ key, text: s, page: this.page, box: [x, this.H - y - size * 1.2, x + w, this.H - y] });
  }

  /** A signature on a line: handwriting in every style but fillable (a real e-sign box is out of scope). */
  signature(name: string, x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const size = this.rng.float(13, 17);
    this.doc.save();
    this.doc.rotate(this.rng.float(-4, 2), { origin: [x + 6, y] });
    this.doc.font('Hand').fontSize(size).fillColor(this.ink).text(name, x + 6 + this.rng.float(0, 20), y - size + 2, { lineBreak: false, width: w });
    this.doc.restore();
    this.doc.fillColor('#000');
  }

  async finish(): Promise<Uint8Array> {
    if (this.fields.length) {
      const x = this.x;
      x._acroform = { fonts: {}, defaultFont: 'Helv' };
      x._root.data.AcroForm = x.ref({ Fields: this.fields, NeedAppearances: false, DA: new String('/Helv 0 Tf 0 g'), DR: { Font: { Helv: this.helvRef() } } });
    }
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
