// Set 78: the pen that fills a narrative form. Sentences flow left to right with blanks inside them; a value sits on
// its blank (typed text, a handwriting look, or an AcroForm field) and every printed value records the truth it gives.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Sets = Record<string, unknown>;
/** A blank inside a sentence: min width, the value written on it (null: left blank), truth it gives, a caption under it. */
export interface Blank { w: number; v: string | null; set?: Sets; cap?: string }
/** A checkbox inside a sentence with its label after it. */
export interface Box { box: string; on: boolean; set?: Sets }
export type Part = string | Blank | Box;
/** A value written (or, `fixed`, a form's own printed words that give truth) and the truth paths it gives. */
export interface Placed { text: string; paths: string[]; page: number; acro?: string; fixed?: boolean }

const KALAM = createRequire(import.meta.url).resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff');
interface Ref { end(s?: string): void }
interface Internals { _font: { id: string; ref(): unknown }; page: { annotations: Ref[] }; ref(d: object): Ref;
  annotate(x: number, y: number, w: number, h: number, o: object): void; _root: { data: { AcroForm: { data: { Fields: Ref[] } } } } }

export class Pen {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: TruthApplication = emptyApplication();
  readonly placed: Placed[] = [];
  page = 1;
  font = 'Times-Roman';
  size = 10;
  lineH = 21;
  /** Fillable and scanned: the scanner sees the fields as a viewer prints them, so their values are drawn too. */
  printFields = false;
  private n = 0;

  readonly style: Style;
  readonly rng: Rng;
  constructor(style: Style, rng: Rng, owners: number) {
    this.style = style; this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margins: { top: 30, left: 40, right: 30, bottom: 8 }, compress: true,
      info: { Title: 'Merchant Application', Producer: 'set78', CreationDate: new Date(Date.UTC(2025, 4, 6)) } });
    this.doc.registerFont('Hand', KALAM);
    for (let i = 0; i < owners; i++) this.truth.applicants.push({ first_name: null, last_name: null, role: null, ownership: null,
      credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
    if (style === 'fillable') {
      this.doc.font('Helvetica').initForm();
      // Every widget carries its own appearance stream; viewers need not build one.
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  newPage(): void { this.doc.addPage(); this.page++; }

  /** Record truth: `legal_name` or `applicants.1.role`. */
  set(sets: Sets | undefined, text: string, acro?: string): void {
    if (!sets) return;
    for (const [k, v] of Object.entries(sets)) {
      const m = /^applicants\.(\d+)\.(\w+)$/.exec(k);
      if (m) (this.truth.applicants[Number(m[1])] as unknown as Sets)[m[2]!] = v;
      else (this.truth as unknown as Sets)[k] = v;
    }
    this.placed.push({ text, paths: Object.keys(sets), page: this.page, ...(acro ? { acro } : {}) });
  }

  /** Truth given by the form's own printed words (not a written value). */
  fixed(sets: Sets, text: string): void {
    this.set(sets, text);
    this.placed[this.placed.length - 1]!.fixed = true;
  }

  label(text: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions & { font?: string; size?: number } = {}): void {
    this.doc.font(opts.font ?? this.font).fontSize(opts.size ?? this.size).fillColor('black').text(text, x, y, { lineBreak: false, ...opts });
  }

  /** The value written with its baseline just above `lineY` (the blank's rule), left at x, within width w. */
  value(text: string, x: number, lineY: number, w: number, sets?: Sets): void {
    const d = this.doc;
    const name = `f${++this.n}_${Object.keys(sets ?? { x: 1 })[0]!.replace(/\W/g, '_')}`;
    if (this.style === 'fillable') {
      this.field(name, text, x, lineY - 12, Math.max(w, 20), 12.5);
      if (this.printFields) d.font('Helvetica').fontSize(this.fit(text, Math.max(w, 20))).fillColor('black').text(text, x + 2, lineY - 9.5, { lineBreak: false });
      this.set(sets, text, name);
      return;
    }
    const hand = this.style === 'handwritten', font = hand ? 'Hand' : 'Courier', base = hand ? 11.5 : 9.5;
    const size = Math.max(5.5, Math.min(base, (base * (w - 6)) / d.font(font).fontSize(base).widthOfString(text)));
    if (!hand) {
      d.font(font).fontSize(size).fillColor('black').text(text, x + 2, lineY - size, { lineBreak: false });
    } else {
      const r = this.rng, a = r.float(-2.2, 2.2);
      d.save().rotate(a, { origin: [x, lineY] }).font(font).fontSize(size).fillColor('#1b2a80')
        .text(text, x + r.float(0.5, 2.5), lineY - size * 1.2 + r.float(-1.2, 1), { lineBreak: false }).restore();
    }
    this.set(sets, text);
  }

  private fit(text: string, w: number): number {
    return Math.max(5, Math.min(9, (9 * (w - 4)) / this.doc.font('Helvetica').fontSize(9).widthOfString(text)));
  }

  private field(name: string, text: string, x: number, y: number, w: number, h: number): void {
    const d = this.doc, di = d as unknown as Internals;
    d.font('Helvetica');
    const size = this.fit(text, w);
    const esc = text.replace(/[\\()]/g, (c) => `\\${c}`);
    const ap = di.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [di._font.id]: di._font.ref() } } });
    ap.end(`/Tx BMC q BT /${di._font.id} ${size.toFixed(2)} Tf 0 g 2 3 Td (${esc}) Tj ET Q EMC`);
    this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(text), DA: new String(`/${di._font.id} ${size.toFixed(2)} Tf 0 g`),
      DR: { Font: { [di._font.id]: di._font.ref() } }, AP: { N: ap } });
  }

  /** An AcroForm widget whose dictionary is complete before pdfkit writes it (it ends annotations at once). */
  private widget(x: number, y: number, w: number, h: number, dict: object): void {
    const di = this.doc as unknown as Internals;
    di.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict });
    di._root.data.AcroForm.data.Fields.push(di.page.annotations[di.page.annotations.length - 1]!);
  }

  /** A checkbox square at (x, y) top-left; marked per style when `on`. */
  mark(x: number, y: number, on: boolean, label: string, sets?: Sets, s = 8): void {
    const d = this.doc, di = d as unknown as Internals;
    d.lineWidth(0.7).strokeColor('black').rect(x, y, s, s).stroke();
    if (this.style === 'fillable') {
      const name = `c${++this.n}_${label.replace(/\W/g, '_')}`;
      const yes = di.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      yes.end(`q 0 g 1 w 1.5 1.5 m ${s - 1.5} ${s - 1.5} l S 1.5 ${s - 1.5} m ${s - 1.5} 1.5 l S Q`);
      const off = di.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
      off.end('');
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? 'Yes' : 'Off', AS: on ? 'Yes' : 'Off', AP: { N: { Yes: yes, Off: off } } });
      if (on && this.printFields) d.lineWidth(1).strokeColor('black').moveTo(x + 1.5, y + 1.5).lineTo(x + s - 1.5, y + s - 1.5)
        .moveTo(x + s - 1.5, y + 1.5).lineTo(x + 1.5, y + s - 1.5).stroke();
      if (on) this.set(sets, label, name);
      return;
    }
    if (!on) return;
    if (this.style === 'typed') {
      d.font('Helvetica-Bold').fontSize(s + 1).fillColor('black').text('X', x + 0.8, y - 0.2, { lineBreak: false });
    } else {
      const r = this.rng, j = (): number => r.float(-1.2, 1.2);
      d.save().lineWidth(1.3).strokeColor('#1b2a80');
      if (r.chance(0.5)) {
        d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + s + 1 + j(), y + s + 1 + j()).moveTo(x + s + 1 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + s + 1 + j()).stroke();
      } else {
        d.moveTo(x + j(), y + s / 2 + j()).lineTo(x + s / 2.5, y + s + 1).lineTo(x + s + 3 + j(), y - 3 + j()).stroke();
      }
      d.restore();
    }
    this.set(sets, label);
  }

  /** Flow a sentence with blanks and boxes inside [x, x + width]; returns the y under its last line. */
  flow(x: number, y: number, width: number, parts: Part[], gap = this.lineH): number {
    const d = this.doc;
    let cx = x, cy = y;
    const wrap = (need: number): void => { if (cx + need > x + width && cx > x) { cx = x; cy += gap; } };
    d.font(this.font).fontSize(this.size);
    for (const p of parts) {
      if (typeof p === 'string') {
        for (const tok of p.split(/(?<= )/)) {
          const tw = d.font(this.font).fontSize(this.size).widthOfString(tok.trimEnd());
          wrap(tw);
          this.label(tok.trimEnd(), cx, cy);
          cx += d.font(this.font).fontSize(this.size).widthOfString(tok);
        }
      } else if ('box' in p) {
        const lw = d.font(this.font).fontSize(this.size).widthOfString(p.box);
        wrap(lw + 14);
        this.mark(cx + 1, cy + 1, p.on, p.box, p.set);
        this.label(p.box, cx + 12, cy);
        cx += lw + 18;
      } else {
        const vw = p.v ? d.font(this.style === 'handwritten' ? 'Hand' : 'Courier').fontSize(this.style === 'handwritten' ? 11.5 : 9.5).widthOfString(p.v) + 10 : 0;
        const w = Math.min(Math.max(p.w, vw), width);
        wrap(w);
        const line = cy + this.size + 1.5;
        d.lineWidth(0.5).strokeColor('#333').moveTo(cx, line).lineTo(cx + w, line).stroke();
        if (p.cap) this.label(p.cap, cx, line + 1.5, { size: 5.8, font: 'Helvetica', width: w, align: 'center' });
        if (p.v) this.value(p.v, cx, line - 1, w, p.set);
        cx += w + d.font(this.font).fontSize(this.size).widthOfString(' ') * 0.6;
      }
    }
    return cy + gap;
  }

  /** A label/value row: `Label: ______`. */
  row(label: string, x: number, y: number, w: number, v: string | null, sets?: Sets): void {
    this.label(label, x, y, { font: 'Helvetica', size: 8 });
    const lx = x + this.doc.font('Helvetica').fontSize(8).widthOfString(label) + 4;
    this.doc.lineWidth(0.5).strokeColor('#333').moveTo(lx, y + 9).lineTo(x + w, y + 9).stroke();
    if (v) this.value(v, lx, y + 8, x + w - lx, sets);
  }

  heading(text: string, x: number, y: number, w: number, fill = '#222'): void {
    this.doc.rect(x, y, w, 14).fill(fill);
    this.doc.fillColor('white').font('Helvetica-Bold').fontSize(8.5).text(text, x + 5, y + 3, { lineBreak: false }).fillColor('black');
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
