// Draws a form in one of three styles and records every printed value with the truth paths it gives. Labels are
// always page text; values are typed text, handwriting (URW Z003, jittered) or AcroForm fields with appearance streams.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export interface Put { key: string; text: string; page: number; box: Box; paths: Record<string, unknown>; acroform_field?: string; checkbox?: boolean }
export interface VOpts { paths?: Record<string, unknown>; size?: number; h?: number; align?: 'left' | 'center' | 'right' }
interface Ref { data: Record<string, unknown>; write(s: string): void; end(): void }
interface Internals {
  _font: { id: string; ref(): Ref }; ref(d: Record<string, unknown>): Ref; page: { annotations: Ref[] };
  _root: { data: { AcroForm: { data: { Fields: Ref[]; NeedAppearances: boolean } } } };
  annotate(x: number, y: number, w: number, h: number, o: Record<string, unknown>): void;
}

const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
export const PAGE_H = 792;
const INKS = ['#1a2a8c', '#111111', '#20307a', '#0b3d91', '#2b2b2b'];

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly puts: Put[] = [];
  page = 1;
  private ink: string;
  private names = new Set<string>();
  private helvId = '';
  private helvRef: Ref | null = null;

  readonly style: Style;
  readonly typedFont: string;
  private rng: Rng;

  constructor(style: Style, rng: Rng, typedFont = 'Helvetica') {
    this.style = style; this.rng = rng; this.typedFont = typedFont;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
      info: { Producer: 'FormBuilder 4.2', Creator: 'Broker Intake', CreationDate: new Date(Date.UTC(2025, 4, 1)) } });
    this.doc.registerFont('hand', HAND);
    this.ink = rng.pick(INKS);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const i = this.doc as unknown as Internals;
      this.helvId = i._font.id;
      this.helvRef = i._font.ref();
      i._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    this.doc.font(o.font ?? (o.bold ? 'Helvetica-Bold' : 'Helvetica')).fontSize(o.size ?? 7).fillColor(o.color ?? '#000');
    this.doc.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineBreak: true } : { lineBreak: false });
    this.doc.fillColor('#000');
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.lineWidth(o.lw ?? 0.6);
    if (o.fill && o.stroke) this.doc.rect(x, y, w, h).fillAndStroke(o.fill, o.stroke);
    else if (o.fill) this.doc.rect(x, y, w, h).fill(o.fill);
    else this.doc.rect(x, y, w, h).stroke(o.stroke ?? '#000');
    this.doc.fillColor('#000').strokeColor('#000');
  }
  line(x1: number, y1: number, x2: number, y2: number, color = '#000', lw = 0.5): void {
    this.doc.lineWidth(lw).moveTo(x1, y1).lineTo(x2, y2).stroke(color);
    this.doc.strokeColor('#000');
  }

  private fieldName(key: string): string {
    let n = key, i = 2;
    while (this.names.has(n)) n = `${key}_${i++}`;
    this.names.add(n);
    return n;
  }

  /** A value in a box whose top-left is (x, y), w wide. Empty text prints nothing (and gives no truth). */
  value(key: string, text: string, x: number, y: number, w: number, o: VOpts = {}): void {
    if (!text) {
      if (this.style === 'fillable') this.textField(this.fieldName(key), '', x, y, w, o.h ?? 12, o.size ?? 9);
      return;
    }
    const h = o.h ?? 12;
    const put: Put = { key, text, page: this.page, box: [x, PAGE_H - y - h, x + w, PAGE_H - y], paths: o.paths ?? {} };
    if (this.style === 'typed') {
      const size = o.size ?? 9;
      this.doc.font(this.typedFont).fontSize(size).fillColor('#000');
      this.doc.text(text, x + 1, y + (h - size) / 2, o.align ? { width: w, align: o.align, lineBreak: false } : { lineBreak: false });
    } else if (this.style === 'handwritten') {
      const size = (o.size ?? 9) + this.rng.float(1.5, 4);
      const ang = this.rng.float(-2, 2), dx = this.rng.float(0, 6), dy = this.rng.float(-1.5, 1.5);
      this.doc.font('hand').fontSize(size).fillColor(this.rng.chance(0.85) ? this.ink : this.rng.pick(INKS));
      this.doc.save().rotate(ang, { origin: [x + dx, y + h / 2] });
      this.doc.text(text, x + 1 + dx, y + (h - size) / 2 - 1 + dy, { lineBreak: false });
      this.doc.restore().fillColor('#000');
    } else {
      put.acroform_field = this.fieldName(key);
      this.textField(put.acroform_field, text, x, y, w, h, o.size ?? 9);
    }
    this.puts.push(put);
  }

  /** A widget annotation built by hand (pdfkit's form helpers write no appearance stream), added to the AcroForm. */
  private widget(x: number, y: number, w: number, h: number, dict: Record<string, unknown>): void {
    const doc = this.doc as unknown as Internals;
    doc.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    doc._root.data.AcroForm.data.Fields.push(doc.page.annotations[doc.page.annotations.length - 1]!);
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size: number): void {
    const doc = this.doc as unknown as Internals;
    const fs = Math.min(size, h - 2);
    const ap = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [this.helvId]: this.helvRef } } });
    const esc = text.replace(/[\\()]/g, (c) => `\\${c}`);
    ap.write(`/Tx BMC q BT /${this.helvId} ${fs} Tf 0 g 2 ${((h - fs) / 2 + 1.5).toFixed(2)} Td (${esc}) Tj ET Q EMC`);
    ap.end();
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${this.helvId} ${fs} Tf 0 g`), AP: { N: ap } });
  }

  /** A checkbox at (x, y); when checked it stands for `text` (the option's label) and gives `paths`. */
  check(key: string, text: string, checked: boolean, x: number, y: number, s = 8, paths: Record<string, unknown> = {}): void {
    this.rect(x, y, s, s, { lw: 0.6 });
    if (this.style === 'fillable') {
      const doc = this.doc as unknown as Internals;
      const name = this.fieldName(key);
      const on = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      on.write(`q 0 g 0 G 1.2 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      on.end();
      const off = doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.write('');
      off.end();
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', MK: { CA: new String('8') },
        AP: { N: { Yes: on, Off: off } } });
      if (checked) this.puts.push({ key, text, page: this.page, box: [x, PAGE_H - y - s, x + s, PAGE_H - y], paths, acroform_field: name, checkbox: true });
      return;
    }
    if (!checked) return;
    if (this.style === 'typed') {
      this.doc.font('Helvetica-Bold').fontSize(s).fillColor('#000').text('X', x + s * 0.18, y + s * 0.1, { lineBreak: false });
    } else {
      const j = (): number => this.rng.float(-1.2, 1.2);
      this.doc.lineWidth(this.rng.float(0.9, 1.5)).strokeColor(this.ink);
      if (this.rng.chance(0.5)) {
        this.doc.moveTo(x + j(), y + j()).lineTo(x + s + j(), y + s + j()).stroke();
        this.doc.moveTo(x + s + j(), y + j()).lineTo(x + j(), y + s + j()).stroke();
      } else {
        this.doc.moveTo(x + 1 + j(), y + s * 0.55).lineTo(x + s * 0.4, y + s + j()).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      }
      this.doc.strokeColor('#000').lineWidth(0.6);
    }
    this.puts.push({ key, text, page: this.page, box: [x, PAGE_H - y - s, x + s, PAGE_H - y], paths, checkbox: true });
  }

  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => this.doc.on('end', () => resolve()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }

  /** The application built only from what was placed. */
  truth(): TruthApplication {
    const app = emptyApplication();
    for (const p of this.puts) {
      for (const [path, v] of Object.entries(p.paths)) {
        const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
        if (a) {
          const i = Number(a[1]);
          while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
          (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
        } else (app as unknown as Record<string, unknown>)[path] = v;
      }
    }
    return app;
  }
}

export function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };
}
