// The drawing surface of this set: labels, boxes and values in the three styles (typed, handwritten, fillable), and
// the record of every printed value (truth fields or decoy) from which the truth is built.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
/** How a test reads the printed text back to the truth. */
export type Kind = 'text' | 'dba' | 'money' | 'date' | 'name' | 'state' | 'csz' | 'entity' | 'industry' | 'taxid' | 'pct' | 'int' | 'freq' | 'check';
export interface Printed { key: string; text: string; page: number; kind: Kind; fields: Record<string, unknown>; via: 'text' | 'acroform' | 'mark'; hint?: string }
export type Mode = 'left' | 'above' | 'inside' | 'below';

const req = createRequire(import.meta.url);
const HAND = readFileSync(req.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'));

export class Form {
  readonly doc: PDFKit.PDFDocument;
  page = 1;
  readonly printed: Printed[] = [];
  readonly decoys: Printed[] = [];
  private n = 0;
  private readonly flatten: boolean;
  readonly style: Style;
  readonly rng: Rng;
  readonly look: { mode: Mode; font: string; bold: string; accent: string; valueFont?: string };
  constructor(style: Style, rng: Rng, scan: boolean, look: { mode: Mode; font: string; bold: string; accent: string; valueFont?: string }) {
    this.style = style; this.rng = rng; this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true, info: { Title: 'Merchant Application', CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.registerFont('Hand', HAND);
    if (style === 'fillable') this.doc.initForm();
    this.flatten = style === 'fillable' && scan;
  }
  newPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right' } = {}): void {
    this.doc.font(o.bold ? this.look.bold : this.look.font).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#222')
      .text(text, x, y, { lineBreak: o.width !== undefined, width: o.width, align: o.align ?? 'left' });
  }
  para(text: string, x: number, y: number, w: number, size = 6.5): number {
    this.doc.font(this.look.font).fontSize(size).fillColor('#333').text(text, x, y, { width: w, align: 'justify', lineGap: 0.5 });
    return this.doc.y;
  }
  bar(title: string, x: number, y: number, w: number, h = 14, o: { fill?: string; color?: string; size?: number } = {}): void {
    this.doc.rect(x, y, w, h).fill(o.fill ?? this.look.accent);
    this.label(title, x + 5, y + (h - (o.size ?? 8)) / 2 + 0.5, { size: o.size ?? 8, bold: true, color: o.color ?? '#fff' });
  }
  rect(x: number, y: number, w: number, h: number, color = '#666', lw = 0.6): void { this.doc.lineWidth(lw).rect(x, y, w, h).stroke(color); }
  line(x0: number, y0: number, x1: number, y1: number, color = '#555', lw = 0.5): void { this.doc.lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color); }

  /** A value in its box (x, y the box's top left; h its height). Blank text leaves the box empty and gives no field. */
  value(key: string, text: string | null, x: number, y: number, w: number, h: number, fields?: Record<string, unknown>, o: { kind?: Kind; decoy?: boolean; hint?: string; size?: number } = {}): void {
    const t = (text ?? '').trim();
    if (!t) return;
    const rec: Printed = { key, text: t, page: this.page, kind: o.kind ?? 'text', fields: fields ?? {}, via: this.style === 'fillable' ? 'acroform' : 'text', ...(o.hint ? { hint: o.hint } : {}) };
    if (fields) this.printed.push(rec);
    else if (o.decoy) this.decoys.push(rec);
    const d = this.doc;
    let size = o.size ?? (this.style === 'handwritten' ? 10.5 : 9);
    if (this.style === 'fillable') {
      const name = `${key.replace(/[^A-Za-z0-9_]/g, '_')}_${++this.n}`;
      rec.key = name;
      d.font('Helvetica');
      d.formText(name, x, y, w, h, { value: t, fontSize: Math.min(9, h - 3) });
      if (!this.flatten) return;
    }
    const font = this.style === 'handwritten' ? 'Hand' : this.look.valueFont ?? 'Helvetica';
    d.font(font).fontSize(size);
    while (size > 5 && d.widthOfString(t) > w - 4) d.fontSize((size -= 0.5));
    const ty = y + Math.max(0, (h - size) / 2) - (this.style === 'handwritten' ? 2 : 0);
    if (this.style === 'handwritten') {
      const dx = this.rng.float(0, 4), dy = this.rng.float(-1.5, 1.5), a = this.rng.float(-2.2, 2.2);
      d.save().rotate(a, { origin: [x + 2 + dx, ty + dy] }).fillColor(this.rng.pick(['#1b2a8c', '#14204f', '#222222'])).text(t, x + 2 + dx, ty + dy, { lineBreak: false }).restore();
    } else d.fillColor('#000').text(t, x + 3, ty, { lineBreak: false });
  }

  /** A labelled box in the layout's mode; returns nothing, records the value. */
  cell(x: number, y: number, w: number, h: number, label: string, key: string, text: string | null, fields?: Record<string, unknown>, o: { kind?: Kind; decoy?: boolean; mode?: Mode; lw?: number; hint?: string } = {}): void {
    const mode = o.mode ?? this.look.mode;
    if (mode === 'inside') {
      this.rect(x, y, w, h);
      this.label(label, x + 2.5, y + 2, { size: 5.8, color: '#555' });
      this.value(key, text, x + 1, y + 7, w - 2, h - 8, fields, o);
    } else if (mode === 'above') {
      this.label(label, x, y, { size: 6.8, bold: true });
      this.rect(x, y + 9, w, h - 9, '#888');
      this.value(key, text, x, y + 9, w, h - 9, fields, o);
    } else if (mode === 'below') {
      this.line(x, y + h - 8, x + w - 4, y + h - 8);
      this.label(label, x, y + h - 6.5, { size: 5.8, color: '#444' });
      this.value(key, text, x, y, w - 4, h - 9, fields, o);
    } else {
      const lw = o.lw ?? Math.min(170, this.doc.font(this.look.font).fontSize(7.5).widthOfString(label) + 6);
      this.label(label, x, y + h - 10);
      this.line(x + lw, y + h - 2, x + w - 4, y + h - 2);
      this.value(key, text, x + lw, y, w - lw - 4, h - 1, fields, o);
    }
  }

  /** A checkbox with its label; a checked box's mark is a letter X (typed, sometimes), drawn strokes otherwise. */
  check(key: string, label: string, x: number, y: number, checked: boolean, fields?: Record<string, unknown>, size = 7.5): number {
    const d = this.doc;
    d.lineWidth(0.6).rect(x, y, size, size).stroke('#333');
    this.label(label, x + size + 3, y + 0.5, { size: 7.2 });
    if (checked) {
      if (fields) this.printed.push({ key, text: label, page: this.page, kind: 'check', fields, via: 'mark' });
      if (this.style === 'typed' && this.rng.chance(0.5)) d.font('Helvetica-Bold').fontSize(size + 0.5).fillColor('#000').text('X', x + 1, y, { lineBreak: false });
      else {
        const j = (): number => (this.style === 'handwritten' ? this.rng.float(-1.2, 1.2) : 0);
        d.lineWidth(this.style === 'handwritten' ? 1.3 : 1).strokeColor(this.style === 'handwritten' ? '#1b2a8c' : '#000');
        if (this.rng.chance(0.5)) d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + size + 1 + j(), y + size + 1 + j()).moveTo(x + size + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + size + 1 + j()).stroke();
        else d.moveTo(x + 1, y + size / 2 + j()).lineTo(x + size / 2.5, y + size - 0.5).lineTo(x + size + 2 + j(), y - 2 + j()).stroke();
      }
    }
    return x + size + 8 + d.font(this.look.font).fontSize(7.2).widthOfString(label);
  }

  /** A table of rows: header row, then values (each cell a decoy unless fields are given by the caller). */
  table(x: number, y: number, cols: { h: string; w: number }[], rows: (string | null)[][], key: string, nRows: number, rh = 15, headFill = '#e6e6e6'): number {
    let cx = x;
    const W = cols.reduce((s, c) => s + c.w, 0);
    this.doc.rect(x, y, W, rh).fill(headFill);
    for (const c of cols) { this.label(c.h, cx + 3, y + 4, { size: 6.8, bold: true }); cx += c.w; }
    for (let i = 0; i <= nRows; i++) {
      this.rect(x, y + i * rh, W, rh, '#888', 0.5);
      cx = x;
      for (let j = 0; j < cols.length; j++) {
        if (i > 0) { this.line(cx, y + i * rh, cx, y + (i + 1) * rh, '#888'); this.value(`${key}_${i}_${j}`, rows[i - 1]?.[j] ?? null, cx, y + i * rh, cols[j]!.w, rh, undefined, { decoy: true, size: 8 }); }
        cx += cols[j]!.w;
      }
    }
    return y + (nRows + 1) * rh;
  }

  truth(): TruthApplication {
    const app = emptyApplication();
    for (const p of this.printed) for (const [path, v] of Object.entries(p.fields)) {
      const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]! as keyof TruthApplicant] = v;
      } else (app as unknown as Record<string, unknown>)[path] = v;
    }
    return app;
  }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
