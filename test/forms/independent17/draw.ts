// Drawing for the independent17 forms (pdfkit): labels always as page text; values typed, handwritten (Times-Italic,
// a little rotated and offset) or in AcroForm fields; checkboxes and pills marked per style. Every value drawn with a
// truth `set` becomes part of the truth, so only printed values are ever non-null.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Sets = Record<string, unknown>;
export interface Printed { text: string; sets: Sets; field?: string; check?: boolean }
export interface VOpt { size?: number; bold?: boolean; set?: Sets; color?: string; align?: 'left' | 'right'; neutral?: boolean }
export interface LOpt { size?: number; bold?: boolean; color?: string; align?: 'left' | 'right' | 'center'; width?: number; font?: string }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  private n = 0;
  private readonly chunks: Buffer[] = [];
  /** `fillable` drawn flat (what a viewer prints), for a scan of a fillable form. */
  readonly flat: boolean;

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng, scan: boolean) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2025, 0, 2)), Producer: 'portal-export' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.flat = scan && style === 'fillable';
    this.doc.font('Helvetica');
    if (style === 'fillable' && !this.flat) this.doc.initForm();
  }

  get fields(): boolean { return this.style === 'fillable' && !this.flat; }

  label(text: string, x: number, y: number, o: LOpt = {}): void {
    const d = this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 8).fillColor(o.color ?? '#222222');
    if (o.align && o.align !== 'left') d.text(text, x, y, { width: o.width ?? 150, align: o.align, lineBreak: false });
    else d.text(text, x, y, { lineBreak: false });
  }

  /** A filled-in value; `set` gives the truth paths it gives, none for a decoy. */
  value(text: string, x: number, y: number, w: number, o: VOpt = {}): void {
    if (!text) return;
    const size = o.size ?? 9;
    const sets = o.set ?? {};
    if (!Object.keys(sets).length && !o.neutral) this.decoys.push(text);
    if (this.fields) {
      const name = `f${++this.n}_${Object.keys(sets)[0]?.replace(/[^a-z0-9_]/gi, '') ?? 'other'}`;
      this.doc.font('Helvetica').fontSize(size).formText(name, x, y - 2, w, size + 5, { value: text, fontSize: size, align: o.align ?? 'left' } as never);
      this.printed.push({ text, sets, field: name });
      return;
    }
    if (this.style === 'handwritten') {
      const r = this.rng, dx = r.float(-2, 4), dy = r.float(-2.5, 1.5), rot = r.float(-2.2, 2.2);
      this.doc.save().rotate(rot, { origin: [x + dx, y + dy] }).font('Times-Italic').fontSize(size + 2).fillColor(r.pick(['#1b2a78', '#111111', '#23306b']))
        .text(text, x + dx, y + dy - 1, { lineBreak: false });
      this.doc.restore();
    } else {
      const font = o.bold ? 'Helvetica-Bold' : 'Helvetica';
      const d = this.doc.font(font).fontSize(size).fillColor(o.color ?? '#000000');
      if (o.align === 'right') d.text(text, x, y, { width: w, align: 'right', lineBreak: false });
      else d.text(text, x, y, { lineBreak: false });
    }
    this.printed.push({ text, sets });
  }

  /** A checkbox square with its label after it; checked boxes give `set`. */
  check(label: string, x: number, y: number, checked: boolean, set: Sets = {}, s = 8, show = true): number {
    this.doc.lineWidth(0.7).strokeColor('#333333').rect(x, y, s, s).stroke();
    if (checked || this.fields) this.markBox(x, y, s, label, checked);
    if (checked) this.printed.push({ text: label, sets: set, check: true, ...(this.fields ? { field: `c${this.n}_${label.replace(/\W/g, '')}` } : {}) });
    if (!show) return x + s;
    this.label(label, x + s + 3, y, { size: 8 });
    return x + s + 3 + this.doc.font('Helvetica').fontSize(8).widthOfString(label) + 12;
  }

  private markBox(x: number, y: number, s: number, label: string, checked: boolean): void {
    if (this.fields) {
      const name = `c${++this.n}_${label.replace(/\W/g, '')}`;
      const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.end(`0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S`);
      const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      const st = checked ? 'Yes' : 'Off';
      this.doc.annotate(x, y, s, s, { Subtype: 'Widget', FT: 'Btn', T: new String(name), F: 4, V: st, AS: st, AP: { N: { Yes: on, Off: off } }, MK: { BC: [0, 0, 0] } } as never);
      const anns = this.doc.page.annotations;
      (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(anns[anns.length - 1]);
      return;
    }
    const kind = this.style === 'handwritten' ? this.rng.pick(['drawn', 'drawn', 'letter']) : this.rng.pick(['drawn', 'letter', 'check']);
    if (kind === 'drawn') {
      const j = this.style === 'handwritten' ? this.rng.float(-1.2, 1.2) : 0;
      this.doc.save().lineWidth(1.1).strokeColor('#111111').moveTo(x + 1 + j, y + 1).lineTo(x + s - 1, y + s - 1 + j).moveTo(x + 1, y + s - 1).lineTo(x + s - 1 - j, y + 1).stroke().restore();
    } else if (kind === 'letter') this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000000').text('X', x + 1.2, y + 0.5, { lineBreak: false });
    else this.doc.font('ZapfDingbats').fontSize(s).fillColor('#000000').text('4', x + 0.8, y + 0.5, { lineBreak: false });
  }

  /** A pill (segmented control) option: chosen one dark with white text when typed; marked per style otherwise. */
  pill(label: string, x: number, y: number, chosen: boolean, set: Sets = {}): number {
    const w = this.doc.font('Helvetica').fontSize(8).widthOfString(label) + 18, h = 15;
    const dark = chosen && this.style === 'typed';
    this.doc.roundedRect(x, y, w, h, 7.5).lineWidth(0.8).fillAndStroke(dark ? '#1f2937' : '#ffffff', dark ? '#1f2937' : '#9ca3af');
    this.label(label, x + 9, y + 4, { color: dark ? '#ffffff' : '#374151' });
    if (chosen && this.style === 'handwritten') {
      this.doc.save().lineWidth(1).strokeColor('#1b2a78').ellipse(x + w / 2, y + h / 2 + this.rng.float(-1, 1), w / 2 + 3, h / 2 + 2).stroke().restore();
    }
    if (chosen && this.style === 'handwritten') this.printed.push({ text: label, sets: set, check: true });
    if (chosen && this.style === 'typed') this.printed.push({ text: label, sets: set, check: true });
    if (this.style === 'fillable') this.check(label, x + w + 2, y + 3.5, chosen, set, 8, false);
    return x + w + (this.style === 'fillable' ? 16 : 6);
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#999999', w = 0.5): void {
    this.doc.lineWidth(w).strokeColor(color).moveTo(x0, y0).lineTo(x1, y1).stroke();
  }

  rect(x: number, y: number, w: number, h: number, o: { r?: number; fill?: string; stroke?: string } = {}): void {
    const d = this.doc.lineWidth(0.7);
    if (o.r) d.roundedRect(x, y, w, h, o.r); else d.rect(x, y, w, h);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.strokeColor(o.stroke ?? '#999999').stroke();
  }

  page(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); }

  async end(): Promise<Uint8Array> {
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
