// A page-drawing helper over pdfkit: labels are always page text; values are typed text, handwriting (URW Z003,
// rotated and jittered, coloured ink) or AcroForm fields with appearance streams, and each one is recorded with the
// truth fields it gives (or as a decoy / context value). Coordinates: pdfkit's, top-left origin.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Kind = 'value' | 'decoy' | 'context';

export interface Put {
  key: string;
  text: string;
  kind: Kind;
  fields: Record<string, unknown>;
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin bottom left. */
  box: Box;
  via: 'text' | 'handwriting' | 'acroform' | 'mark';
  acroform_field?: string;
  /** A checked box: `text` is its printed label. */
  check?: true;
}

const HAND_FONT = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const INKS = ['#1a237e', '#0d1b4c', '#111111', '#1c3faa', '#2a2a5a'];
const W = 612, H = 792;

interface Fontish { id: string; ref(): unknown }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly puts: Put[] = [];
  page = 0;
  private readonly ink: string;
  private fieldNo = 0;
  readonly typedFont: string;
  readonly fieldNames: 'named' | 'generic';
  readonly layout: 'portrait' | 'landscape';
  readonly h: number;
  readonly style: Style;
  readonly rng: Rng;
  constructor(style: Style, rng: Rng, o: { font?: string; fieldNames?: 'named' | 'generic'; landscape?: boolean } = {}) {
    this.style = style;
    this.rng = rng;
    this.typedFont = o.font ?? 'Helvetica';
    this.fieldNames = o.fieldNames ?? 'named';
    this.layout = o.landscape ? 'landscape' : 'portrait';
    this.h = o.landscape ? W : H;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false, compress: true,
      info: { Title: 'Business Funding Application', Producer: 'pdfkit', CreationDate: new Date(Date.UTC(2024, 4, 1)) } });
    this.doc.registerFont('hand', HAND_FONT);
    this.ink = rng.pick(INKS);
    this.newPage();
    if (style === 'fillable') { this.doc.font('Helvetica'); this.doc.initForm(); }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', layout: this.layout, margin: 0 }); this.page++; }

  label(text: string, x: number, y: number, size = 7.5, o: { bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(size).fillColor(o.color ?? '#000');
    this.doc.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
  }

  para(text: string, x: number, y: number, width: number, size = 6.5): number {
    this.doc.font('Helvetica').fontSize(size).fillColor('#222');
    this.doc.text(text, x, y, { width, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke !== 'none') this.doc.fillAndStroke(o.fill, o.stroke ?? '#000');
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#000');
    this.doc.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, lw = 0.5, color = '#000'): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  private boxOf(x: number, y: number, w: number, h: number): Box {
    return [round(x), round(this.h - y - h), round(x + w), round(this.h - y)];
  }

  private fieldName(name: string): string {
    this.fieldNo++;
    return this.fieldNames === 'named' ? name : `Text${this.fieldNo}`;
  }

  /** A value in a cell (x, y, w, h). Blank text prints nothing (an empty field when fillable). */
  value(key: string, text: string, x: number, y: number, w: number, h: number, kind: Kind = 'context',
    fields: Record<string, unknown> = {}, size = 9): void {
    const doc = this.doc;
    if (this.style === 'fillable') {
      const name = this.fieldName(key);
      this.textField(name, text, x, y, w, h, Math.min(size, 9));
      if (text) this.puts.push({ key, text, kind, fields, page: this.page, box: this.boxOf(x, y, w, h), via: 'acroform', acroform_field: name });
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      doc.font(this.typedFont).fontSize(size);
      const s = Math.min(size, (size * (w - 4)) / Math.max(1, doc.widthOfString(text)));
      doc.fontSize(s).fillColor('#000').text(text, x + 2, y + (h - s) / 2 + 0.5, { lineBreak: false });
      this.puts.push({ key, text, kind, fields, page: this.page, box: this.boxOf(x, y, w, h), via: 'text' });
      return;
    }
    const r = this.rng;
    let s = size * r.float(1.15, 1.5);
    doc.font('hand').fontSize(s);
    s = Math.min(s, (s * (w - 6)) / Math.max(1, doc.widthOfString(text)));
    const jx = x + 2 + r.float(0, 4), jy = y + (h - s) / 2 - 1 + r.float(-1.5, 1.5);
    doc.save().rotate(r.float(-2.5, 2.5), { origin: [jx, jy + s] });
    doc.font('hand').fontSize(s).fillColor(r.chance(0.15) ? r.pick(INKS) : this.ink).text(text, jx, jy, { lineBreak: false });
    doc.restore();
    this.puts.push({ key, text, kind, fields, page: this.page, box: this.boxOf(x, y, w, h), via: 'handwriting' });
  }

  /** A checkbox at (x, y) with side s; `label` is printed (page text) to its right by the caller. */
  check(key: string, label: string, checked: boolean, x: number, y: number, s: number, fields: Record<string, unknown> = {}): void {
    const doc = this.doc;
    doc.save().lineWidth(0.6).rect(x, y, s, s).stroke('#000').restore();
    if (this.style === 'fillable') {
      const name = this.fieldName(`${key}_${label.replace(/\W+/g, '_')}`);
      this.checkField(name, checked, x, y, s);
      if (checked) this.puts.push({ key, text: label, kind: 'value', fields, page: this.page, box: this.boxOf(x, y, s, s), via: 'acroform', acroform_field: name, check: true });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      doc.font('Helvetica-Bold').fontSize(s).fillColor('#000').text('X', x + s * 0.18, y + 0.8, { lineBreak: false });
    } else {
      const r = this.rng, j = (): number => r.float(-1.2, 1.2);
      doc.save().lineWidth(r.float(0.9, 1.6)).strokeColor(this.ink).lineCap('round');
      if (r.chance(0.5)) {
        doc.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).stroke();
        doc.moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
      } else {
        doc.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s - 0.5).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      }
      doc.restore();
    }
    this.puts.push({ key, text: label, kind: 'value', fields, page: this.page, box: this.boxOf(x, y, s, s), via: 'mark', check: true });
  }

  private helv(): Fontish {
    this.doc.font('Helvetica');
    return (this.doc as unknown as { _font: Fontish })._font;
  }

  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const d = this.doc as unknown as { annotate(x: number, y: number, w: number, h: number, o: object): void;
      page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private textField(name: string, value: string, x: number, y: number, w: number, h: number, size: number): void {
    const f = this.helv();
    this.doc.fontSize(size);
    const s = Math.min(size, (size * (w - 4)) / Math.max(1, this.doc.widthOfString(value)));
    const ap = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [f.id]: f.ref() } } });
    const esc = value.replace(/([\\()])/g, '\\$1');
    ap.end(`/Tx BMC q BT /${f.id} ${s.toFixed(2)} Tf 0 g 2 ${((h - s) / 2 + s * 0.22).toFixed(2)} Td (${esc}) Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(value), DA: new String(`/${f.id} ${s.toFixed(2)} Tf 0 g`),
      MK: {}, AP: { N: ap } });
  }

  private checkField(name: string, checked: boolean, x: number, y: number, s: number): void {
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    on.end(`q 0 g 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
    off.end('');
    this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
      MK: { CA: new String('8') }, AP: { N: { Yes: on, Off: off } } });
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

const round = (v: number): number => Math.round(v * 10) / 10;
export const PAGE = { W, H };
