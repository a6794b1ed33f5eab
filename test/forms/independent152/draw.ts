// One form being drawn: static labels and rules, plus values in one of three styles. Typed values are page text in
// the layout's font; handwritten values are page text in a script font, turned and shifted, with checkbox marks drawn
// as strokes; fillable values live only in AcroForm fields (/V plus an appearance stream). Every value drawn is
// recorded as a Placed (with its truth paths) or, when it gives no field, as a decoy.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';

export interface Placed {
  key: string; text: string; fields: Record<string, unknown>; page: number; acro?: string; check?: boolean; decoy?: boolean;
}
export type Style = 'typed' | 'handwritten' | 'fillable';
export interface SheetOpts {
  style: Style; rng: Rng; font: string; size: number;
  /** Field names as Acrobat's auto-detection makes them (`Text7`, `Check Box3`) or semantic ones from the keys. */
  acro: 'generic' | 'semantic'; prefix?: string; onState?: string;
}
export interface TextOpts { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify'; lineGap?: number }

const FONT_FILES: Record<string, [string, string]> = {
  hand: ['/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf', 'Times-Italic'],
  gothic: ['/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf', 'Helvetica'],
  'gothic-demi': ['/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf', 'Helvetica-Bold'],
};
const CHECK_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
export const PAGE_W = 612;
export const PAGE_H = 792;

type Doc = InstanceType<typeof PDFDocument>;
interface FontLike { id: string; ref(): unknown; encode(t: string): [string[], unknown] }

export class Sheet {
  readonly doc: Doc;
  readonly o: SheetOpts;
  page = 1;
  placed: Placed[] = [];
  decoys: Placed[] = [];
  private n = 0;
  private chunks: Buffer[] = [];
  private done: Promise<void>;
  private ink: string;
  private typedMark: 'X' | 'check';
  private handMark: 'x' | 'tick' | 'ring';
  private fields: unknown[] = [];

  constructor(o: SheetOpts) {
    this.o = o;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: true,
      info: { CreationDate: new Date('2025-03-01T12:00:00Z'), Producer: 'Microsoft Word', Title: 'Application' } });
    for (const [name, [file, fallback]] of Object.entries(FONT_FILES)) {
      this.doc.registerFont(name, existsSync(file) ? file : fallback);
    }
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res()));
    this.ink = o.rng.pick(['#1b2a7a', '#1f1f1f', '#0d3b8c']);
    this.typedMark = o.rng.pick(['X', 'check'] as const);
    if (existsSync(CHECK_FONT)) this.doc.registerFont('check', CHECK_FONT);
    else this.typedMark = 'X';
    this.handMark = o.rng.pick(['x', 'tick', 'ring'] as const);
    if (o.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const form = (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[]; NeedAppearances?: boolean } } } } })._root.data.AcroForm.data;
      form.NeedAppearances = false; // every widget brings its own appearance stream
      this.fields = form.Fields;
    }
  }

  addPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.page++;
  }

  /** Static page text (labels, headings, boilerplate). */
  text(s: string, x: number, y: number, t: TextOpts = {}): void {
    const d = this.doc.font(t.font ?? 'Helvetica').fontSize(t.size ?? 8).fillColor(t.color ?? '#000000');
    if (t.width) d.text(s, x, y, { width: t.width, align: t.align ?? 'left', lineGap: t.lineGap ?? 0 });
    else d.text(s, x, y, { lineBreak: false });
  }

  rect(x: number, y: number, w: number, h: number, stroke = '#000000', fill?: string, lw = 0.6): void {
    this.doc.save().lineWidth(lw).rect(x, y, w, h);
    if (fill && stroke !== 'none') this.doc.fillAndStroke(fill, stroke);
    else if (fill) this.doc.fill(fill);
    else this.doc.stroke(stroke);
    this.doc.restore();
  }

  line(x0: number, y0: number, x1: number, y1: number, color = '#000000', lw = 0.5): void {
    this.doc.save().lineWidth(lw).moveTo(x0, y0).lineTo(x1, y1).stroke(color).restore();
  }

  private acroName(key: string, check: boolean): string {
    this.n++;
    if (this.o.acro === 'generic') return check ? `Check Box${this.n}` : `Text${this.n}`;
    return (this.o.prefix ?? '') + key.replace(/[^A-Za-z0-9]+/g, '_');
  }

  /** A value in the box (x, y, w, h; y downwards). An empty text is a blank (an empty field when fillable). */
  val(key: string, text: string, x: number, y: number, w: number, h: number, fields: Record<string, unknown> = {}, size?: number): void {
    const s = this.o.style;
    let acro: string | undefined;
    if (s === 'fillable') acro = this.textField(this.acroName(key, false), text, x, y, w, h, size);
    if (text === '') return;
    if (s !== 'fillable') {
      const hand = s === 'handwritten';
      const base = (size ?? this.o.size) * (hand ? 1.3 : 1);
      const d = this.doc.font(hand ? 'hand' : this.o.font).fillColor(hand ? this.ink : '#000000');
      const fs = Math.min(base, (base * (w - 4)) / Math.max(1, d.fontSize(base).widthOfString(text)));
      d.fontSize(fs);
      const r = this.o.rng;
      const dx = hand ? r.float(-1, 5) : 0;
      const dy = hand ? r.float(-1, 1) * Math.min(2, h / 8) : 0;
      const tx = x + 2 + dx;
      const ty = y + (h - fs) / 2 + (hand ? -fs * 0.05 : 1) + dy;
      this.doc.save();
      if (hand) this.doc.rotate(r.float(-2.5, 2.5), { origin: [tx, ty + fs * 0.7] });
      this.doc.text(text, tx, ty, { lineBreak: false });
      this.doc.restore();
    }
    this.record({ key, text, fields, page: this.page, ...(acro ? { acro } : {}) });
  }

  /** A printed value that is not the application's (landlord, references, bank numbers, rep ...). */
  dec(key: string, text: string, x: number, y: number, w: number, h: number, size?: number): void {
    this.val(key, text, x, y, w, h, {}, size);
  }

  /** A checkbox square at (x, y) of side s; when on, marked in the style. `labelW` spans the label for a ring. */
  box(key: string, label: string, x: number, y: number, s: number, on: boolean, fields: Record<string, unknown> = {}, labelW = 30): void {
    const st = this.o.style;
    this.rect(x, y, s, s, '#000000', undefined, 0.6);
    let acro: string | undefined;
    if (st === 'fillable') acro = this.checkField(this.acroName(key, true), x, y, s, on);
    if (!on) return;
    if (st === 'typed') {
      if (this.typedMark === 'X') this.doc.font('Helvetica-Bold').fontSize(s * 0.95).fillColor('#000000').text('X', x + s * 0.18, y + s * 0.1, { lineBreak: false });
      else this.doc.font('check').fontSize(s * 1.05).fillColor('#000000').text('\u2714', x + s * 0.05, y - s * 0.12, { lineBreak: false });
    } else if (st === 'handwritten') {
      const r = this.o.rng;
      const j = (): number => r.float(-1.2, 1.2);
      const d = this.doc.save().lineWidth(1.2).strokeColor(this.ink);
      if (this.handMark === 'x') {
        d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).stroke();
        d.moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      } else if (this.handMark === 'tick') {
        d.moveTo(x + 1, y + s * 0.5 + j()).lineTo(x + s * 0.4, y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      } else {
        const cx = x + (s + 3 + labelW) / 2;
        d.ellipse(cx + j(), y + s / 2 + j(), (s + labelW) / 2 + 5, s * 0.95).stroke();
      }
      this.doc.restore();
    }
    this.record({ key, text: label, fields, page: this.page, check: true, ...(acro ? { acro } : {}) });
  }

  /** A signature: a pen squiggle on the line (no text), left out of fillable forms (signed electronically later). */
  sign(x: number, y: number, w: number): void {
    if (this.o.style === 'fillable') return;
    const r = this.o.rng;
    const d = this.doc.save().lineWidth(0.9).strokeColor(this.ink).moveTo(x, y);
    let cx = x;
    while (cx < x + w - 12) {
      const step = r.float(8, 16);
      d.bezierCurveTo(cx + step * 0.3, y - r.float(4, 14), cx + step * 0.7, y + r.float(0, 5), cx + step, y - r.float(0, 4));
      cx += step;
    }
    d.stroke();
    this.doc.restore();
  }

  private record(p: Placed): void {
    if (Object.keys(p.fields).length) this.placed.push(p);
    else this.decoys.push({ ...p, decoy: true });
  }

  private widget(dict: Record<string, unknown>, x: number, y: number, w: number, h: number): void {
    const d = this.doc as unknown as { ref(d: unknown): { end(s?: string): void }; page: { annotations: unknown[] } };
    const ref = d.ref({ Type: 'Annot', Subtype: 'Widget', F: 4, Rect: [x, PAGE_H - y - h, x + w, PAGE_H - y], Border: [0, 0, 0], ...dict });
    ref.end();
    d.page.annotations.push(ref);
    this.fields.push(ref);
  }

  private textField(name: string, text: string, x: number, y: number, w: number, h: number, size?: number): string {
    const doc = this.doc.font('Helvetica');
    const font = (doc as unknown as { _font: FontLike })._font;
    const base = Math.min(size ?? 9, h - 3);
    const fs = text ? Math.min(base, (base * (w - 5)) / Math.max(1, doc.fontSize(base).widthOfString(text))) : base;
    const ap = (doc as unknown as { ref(d: unknown): { end(s: string): void } }).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h],
      Resources: { Font: { [font.id]: font.ref() } } });
    const hex = text ? font.encode(text)[0].join('') : '';
    ap.end(text ? `/Tx BMC q BT /${font.id} ${fs.toFixed(2)} Tf 0 g 2 ${((h - fs) / 2 + fs * 0.22).toFixed(2)} Td <${hex}> Tj ET Q EMC` : '/Tx BMC EMC');
    this.widget({ FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${font.id} ${fs.toFixed(1)} Tf 0 g`),
      MK: { BG: [0.91, 0.94, 1] }, AP: { N: ap } }, x, y, w, h);
    return name;
  }

  private checkField(name: string, x: number, y: number, s: number, on: boolean): string {
    const mk = (content: string): unknown => {
      const ref = (this.doc as unknown as { ref(d: unknown): { end(s: string): void } }).ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s], Resources: {} });
      ref.end(content);
      return ref;
    };
    const onState = this.o.onState ?? 'Yes';
    const cross = `q 0 g 1.2 w 2 2 m ${s - 2} ${s - 2} l S ${s - 2} 2 m 2 ${s - 2} l S Q`;
    this.widget({ FT: 'Btn', T: new String(name), V: on ? onState : 'Off', AS: on ? onState : 'Off',
      AP: { N: { [onState]: mk(cross), Off: mk('') } }, MK: { CA: new String('8') } }, x, y, s, s);
    return name;
  }

  async end(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
