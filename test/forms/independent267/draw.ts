// A page canvas for set 267: printed labels and rules, and entered values in one of three styles (typed text, handwriting
// in URW Z003, or hand-built AcroForm widgets), recording where each value went and what it gives the truth.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Loc { fields: string[]; page: number; box: Box; text: string; via: 'text' | 'drawn' | 'acroform'; acroform_field?: string; checkbox?: boolean }
export interface DecoyLoc { key: string; text: string; page: number; box: Box; acroform_field?: string }
export type Paths = Record<string, string | number | null>;

const OTF = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const HAND = existsSync(OTF) ? OTF : '/usr/share/fonts/type1/urw-base35/Z003-MediumItalic.t1';
const INKS: [number, number, number][] = [[22, 34, 120], [18, 18, 24], [12, 62, 142], [48, 40, 96], [30, 30, 60]];
const W = 612, H = 792;

const pdfStr = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export interface ValueOpts { paths?: Paths; decoy?: string; size?: number; name?: string }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  page = 0;
  readonly locs: Loc[] = [];
  readonly decoys: DecoyLoc[] = [];
  private readonly fields: any[] = [];
  private fontRef: any = null;
  private readonly app: TruthApplication = emptyApplication();
  private seq = 0;
  private readonly chunks: Buffer[] = [];
  private readonly ink: [number, number, number];
  /** Typeface of typed values. */
  typeFont = 'Courier';
  typeSize = 10;

  readonly style: Style;
  readonly rng: Rng;

  constructor(style: Style, rng: Rng) {
    this.style = style;
    this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { CreationDate: new Date(Date.UTC(2024, 4, 1)), Producer: 'set267', Creator: 'set267' } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.doc.registerFont('hand', HAND);
    this.ink = rng.pick(INKS);
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  // ------------------------------------------------------------------ printed form
  label(x: number, y: number, text: string, o: { size?: number; font?: string; color?: string | number; width?: number; align?: 'left' | 'right' | 'center' } = {}): number {
    const d = this.doc;
    d.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(typeof o.color === 'number' ? [o.color * 255, o.color * 255, o.color * 255] : o.color ?? 'black');
    const opts: PDFKit.Mixins.TextOptions = { lineBreak: false, baseline: 'alphabetic' };
    if (o.width) { opts.width = o.width; opts.align = o.align ?? 'left'; }
    d.text(text, x, y, opts);
    return d.widthOfString(text);
  }
  para(x: number, top: number, w: number, text: string, size = 7, font = 'Helvetica'): number {
    this.doc.font(font).fontSize(size).fillColor('black').text(text, x, top, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }
  rule(x1: number, y: number, x2: number, width = 0.6, gray = 0): void {
    this.doc.save().lineWidth(width).strokeColor([gray * 255, gray * 255, gray * 255]).moveTo(x1, y).lineTo(x2, y).stroke().restore();
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: number; stroke?: number; width?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6);
    d.rect(x, y, w, h);
    if (o.fill !== undefined && o.stroke !== undefined) d.fillAndStroke([o.fill * 255, o.fill * 255, o.fill * 255], [o.stroke * 255, o.stroke * 255, o.stroke * 255]);
    else if (o.fill !== undefined) d.fill([o.fill * 255, o.fill * 255, o.fill * 255]);
    else d.stroke([(o.stroke ?? 0) * 255, (o.stroke ?? 0) * 255, (o.stroke ?? 0) * 255]);
    d.restore();
  }
  /** Dot leader from x1 to x2 on baseline y, in the given font. */
  dots(x1: number, x2: number, y: number, font = 'Courier', size = 9): void {
    if (x2 - x1 < 6) return;
    this.doc.font(font).fontSize(size);
    const dw = this.doc.widthOfString(' .');
    const n = Math.floor((x2 - x1) / dw);
    if (n > 0) this.label(x2 - n * dw, y, ' .'.repeat(n), { font, size, color: 0.2 });
  }
  /** Photocopy dirt: specks, a toner streak and dark edges. */
  photocopy(intensity: number): void {
    const d = this.doc, r = this.rng;
    d.save();
    for (let i = 0; i < 260 * intensity; i++) {
      const g = r.int(60, 170);
      d.circle(r.float(0, W), r.float(0, H), r.float(0.2, 0.9)).fill([g, g, g]);
    }
    d.rect(0, 0, r.float(4, 12), H).fillOpacity(0.35).fill([90, 90, 90]);
    d.rect(W - r.float(3, 9), 0, 12, H).fillOpacity(0.3).fill([90, 90, 90]);
    const sx = r.float(80, 540);
    d.rect(sx, 0, r.float(0.6, 2), H).fillOpacity(0.18).fill([70, 70, 70]);
    d.restore();
  }
  /** An older original copied a little askew: everything drawn after this on the page is turned (not for widgets). */
  skew(deg: number): void { if (this.style !== 'fillable') this.doc.rotate(deg, { origin: [W / 2, H / 2] }); }

  // ------------------------------------------------------------------ entered values
  private set(paths: Paths): string[] {
    const out: string[] = [];
    for (const [p, v] of Object.entries(paths)) {
      out.push(`application.${p}`);
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(p);
      if (a) {
        const i = Number(a[1]);
        while (this.app.applicants.length <= i) {
          this.app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        }
        (this.app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (this.app as unknown as Record<string, unknown>)[p] = v;
    }
    return out;
  }
  private fieldName(o: ValueOpts): string {
    this.seq++;
    const base = o.name ?? Object.keys(o.paths ?? {})[0] ?? o.decoy ?? 'field';
    return `${base.replace(/[^A-Za-z0-9_]+/g, '_')}_${this.seq}`;
  }
  private font(): any {
    if (!this.fontRef) {
      this.fontRef = (this.doc as any).ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Courier', Encoding: 'WinAnsiEncoding' });
      this.fontRef.end();
    }
    return this.fontRef;
  }

  /** An entered value on the line whose baseline is y, from x, at most w wide. Blank text: nothing (an empty widget). */
  value(x: number, y: number, w: number, text: string, o: ValueOpts = {}): void {
    const d = this.doc;
    const name = this.fieldName(o);
    if (this.style === 'fillable') {
      let size = o.size ?? 9;
      while (text.length * 0.6 * size > w - 4 && size > 5) size -= 0.5;
      const h = size + 5;
      const rect: Box = [x, H - y - 3, x + w, H - y - 3 + h];
      const ap = (d as any).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { Cour: this.font() } } });
      ap.end(text ? `/Tx BMC q BT /Cour ${size} Tf 0 g 2 ${(h - size) / 2 + 1.2} Td (${pdfStr(text)}) Tj ET Q EMC` : '/Tx BMC EMC');
      const widget = (d as any).ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/Cour ${size} Tf 0 g`),
        Rect: rect, F: 4, P: d.page.dictionary, AP: { N: ap }, MK: {} });
      widget.end();
      d.page.annotations.push(widget);
      this.fields.push(widget);
      if (text) this.record(text, rect, o, name);
      return;
    }
    if (!text) return;
    if (this.style === 'typed') {
      let size = o.size ?? this.typeSize;
      d.font(this.typeFont).fontSize(size);
      while (d.widthOfString(text) > w - 2 && size > 5) { size -= 0.5; d.fontSize(size); }
      d.fillColor('black').text(text, x + 2, y - 1.5, { lineBreak: false, baseline: 'alphabetic' });
      this.record(text, [x + 2, H - y, x + 2 + d.widthOfString(text), H - y + size], o);
      return;
    }
    const r = this.rng;
    let size = (o.size ?? 10) + r.float(1, 3);
    d.font('hand').fontSize(size);
    while (d.widthOfString(text) > w - 6 && size > 6) { size -= 0.5; d.fontSize(size); }
    const tw = d.widthOfString(text);
    const dx = Math.max(0, Math.min(r.float(1, 12), w - tw - 3));
    const by = y - 2 + r.float(-1.6, 1.2);
    d.save();
    d.rotate(r.float(-2.2, 2.2), { origin: [x + dx, by] });
    d.fillColor(this.ink).text(text, x + dx, by, { lineBreak: false, baseline: 'alphabetic' });
    d.restore();
    this.record(text, [x + dx, H - by - 3, x + dx + tw, H - by + size], o);
  }

  private record(text: string, box: Box, o: ValueOpts, acro?: string): void {
    const b = box.map((v) => Math.round(v * 10) / 10) as Box;
    if (o.paths && Object.keys(o.paths).length) {
      const fields = this.set(o.paths);
      this.locs.push({ fields, page: this.page, box: b, text, via: acro ? 'acroform' : 'text', ...(acro ? { acroform_field: acro } : {}) });
    } else if (o.decoy) this.decoys.push({ key: o.decoy, text, page: this.page, box: b, ...(acro ? { acroform_field: acro } : {}) });
  }

  /** A checkbox with its top-left corner at (x, top); label printed right of it. A ticked box with paths gives the truth. */
  check(x: number, top: number, checked: boolean, label: string, o: { paths?: Paths; size?: number; labelSize?: number; font?: string; name?: string } = {}): number {
    const s = o.size ?? 8;
    const d = this.doc;
    this.rect(x, top, s, s, { width: 0.7 });
    const lw = this.label(x + s + 3, top + s - 1, label, { size: o.labelSize ?? 7.5, font: o.font ?? 'Helvetica' });
    const box: Box = [x, H - top - s, x + s, H - top];
    let acro: string | undefined;
    if (this.style === 'fillable') {
      acro = this.fieldName({ name: o.name ?? `chk_${label}` });
      const on = (d as any).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      on.end(`q 0 g 0 G 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = (d as any).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      off.end('');
      const widget = (d as any).ref({ Type: 'Annot', Subtype: 'Widget', FT: 'Btn', T: new String(acro), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off',
        Rect: box, F: 4, P: d.page.dictionary, AP: { N: { Yes: on, Off: off } }, MK: { CA: new String('8') } });
      widget.end();
      d.page.annotations.push(widget);
      this.fields.push(widget);
    } else if (checked && this.style === 'typed') {
      d.font(this.typeFont).fontSize(s + 1.5).fillColor('black').text('X', x + (s - d.widthOfString('X')) / 2, top + s - 0.8, { lineBreak: false, baseline: 'alphabetic' });
    } else if (checked) {
      const r = this.rng;
      d.save().lineWidth(r.float(1, 1.6)).strokeColor(this.ink).lineCap('round');
      if (r.chance(0.5)) {
        d.moveTo(x - 1 + r.float(-1, 1), top - 1).lineTo(x + s + 1.5, top + s + 1 + r.float(-1, 1)).stroke();
        d.moveTo(x + s + 1 + r.float(-1, 1), top - 1.5).lineTo(x - 1, top + s + 1).stroke();
      } else {
        d.moveTo(x + 0.5, top + s * 0.5).lineTo(x + s * 0.4, top + s + 0.5).lineTo(x + s + 3, top - 3 + r.float(-1, 1)).stroke();
      }
      d.restore();
    }
    if (checked && o.paths) {
      const fields = this.set(o.paths);
      this.locs.push({ fields, page: this.page, box, text: label, via: this.style === 'fillable' ? 'acroform' : this.style === 'typed' ? 'text' : 'drawn', checkbox: true, ...(acro ? { acroform_field: acro } : {}) });
    }
    return x + s + 3 + lw;
  }

  truth(): TruthApplication {
    return { ...this.app, applicants: this.app.applicants.map((a: TruthApplicant) => ({ ...a })) };
  }

  async bytes(): Promise<Uint8Array> {
    const d = this.doc as any;
    if (this.style === 'fillable') {
      const acro = d.ref({ Fields: this.fields, NeedAppearances: false, DA: new String('/Cour 9 Tf 0 g'), DR: { Font: { Cour: this.font() } } });
      // pdfkit's end() finishes the AcroForm dictionary (endAcroForm, which wants a form font); the widgets are ended above.
      d._root.data.AcroForm = acro;
      d._acroform = { fonts: { Cour: this.font() }, defaultFont: 'Cour' };
    }
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
