// Drawing for set 62: labels in Helvetica, values typed, handwritten or in AcroForm fields; every value recorded with
// the truth paths it gives, every decoy with its key.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { text: string; paths: Record<string, unknown>; page: number; field?: string }
export interface DecoyMark { key: string; text: string; page: number; field?: string }

const require = createRequire(import.meta.url);
let fonts: Record<string, Buffer> | null = null;
function handFonts(): Record<string, Buffer> {
  if (!fonts) {
    const k = require.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff');
    const p = require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff');
    fonts = { kalam: readFileSync(k), patrick: readFileSync(p) };
  }
  return fonts;
}
const FIXED = new Date(Date.UTC(2026, 0, 15, 12, 0, 0));

export class Sheet {
  doc: PDFKit.PDFDocument;
  printed: Printed[] = [];
  decoys: DecoyMark[] = [];
  pageNo = 1;
  private chunks: Buffer[] = [];
  private done: Promise<Uint8Array>;
  private n = 0;
  private hand: string;
  private typedFont: string;

  style: Style;
  rng: Rng;
  constructor(style: Style, rng: Rng, title: string) {
    this.style = style; this.rng = rng;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 36, autoFirstPage: true,
      info: { Title: title, Producer: 'set62', Creator: 'set62', CreationDate: FIXED, ModDate: FIXED } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((res) => this.doc.on('end', () => res(new Uint8Array(Buffer.concat(this.chunks)))));
    const f = handFonts();
    this.hand = rng.pick(['kalam', 'patrick']);
    this.doc.registerFont('hand', f[this.hand]!);
    this.typedFont = rng.pick(['Courier', 'Helvetica', 'Times-Roman']);
    this.doc.font('Helvetica');
    if (style === 'fillable') this.doc.initForm();
  }

  newPage(): void { this.doc.addPage(); this.pageNo++; }

  label(text: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right'; gray?: boolean } = {}): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 7.5).fillColor(o.gray ? '#555555' : 'black');
    this.doc.text(text, x, y, o.width ? { width: o.width, align: o.align ?? 'left' } : { lineBreak: false });
    this.doc.fillColor('black');
  }
  heading(text: string, x: number, y: number, w: number): void {
    this.doc.rect(x, y, w, 14).fill('#2b3a4a');
    this.doc.fillColor('white').font('Helvetica-Bold').fontSize(8.5).text(text, x + 4, y + 3, { lineBreak: false }).fillColor('black');
  }
  line(x1: number, y1: number, x2: number, y2: number, w = 0.6): void { this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(w).stroke(); }
  box(x: number, y: number, w: number, h: number): void { this.doc.rect(x, y, w, h).lineWidth(0.6).stroke(); }

  /** A value on a line / in a box whose top is y, width w. `paths` empty means a decoy (give `decoy`). */
  value(text: string, x: number, y: number, w: number, o: { paths?: Record<string, unknown>; decoy?: string; h?: number; size?: number; name?: string } = {}): void {
    const name = o.name ?? `f${++this.n}_${(o.decoy ?? Object.keys(o.paths ?? {})[0] ?? 'v').replace(/[^A-Za-z0-9]/g, '_')}`;
    this.record(text, o.paths, o.decoy, this.style === 'fillable' ? name : undefined);
    const h = o.h ?? 12;
    if (this.style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.formText(name, x, y, w, h, { value: text, fontSize: 0 });
      return;
    }
    if (!text) return;
    this.draw(text, x, y, w, h, o.size);
  }

  private draw(text: string, x: number, y: number, w: number, h: number, size?: number): void {
    const d = this.doc;
    if (this.style === 'typed') {
      let s = size ?? 9;
      d.font(this.typedFont).fontSize(s);
      while (s > 5 && d.widthOfString(text) > w - 2) d.fontSize((s -= 0.5));
      d.text(text, x + 1, y + Math.max(0, (h - s) / 2), { lineBreak: false });
      return;
    }
    let s = (size ?? 10.5) * this.rng.float(0.92, 1.12);
    d.font('hand').fontSize(s);
    while (s > 6 && d.widthOfString(text) > w - 2) d.fontSize((s -= 0.5));
    const ox = x + this.rng.float(0.5, 4), oy = y + (h - s) / 2 - this.rng.float(1, 4);
    d.save();
    d.rotate(this.rng.float(-2.2, 2.2), { origin: [ox, oy + s / 2] });
    d.fillColor(this.rng.pick(['#1a2a6c', '#111111', '#0b3d91'])).text(text, ox, oy, { lineBreak: false });
    d.restore();
    d.fillColor('black');
  }

  /** A multi-line free-text value (paragraph); `parts` are fragments of it with their truth paths or decoy keys. */
  paragraph(text: string, x: number, y: number, w: number, h: number, parts: { text: string; paths?: Record<string, unknown>; decoy?: string }[]): void {
    const name = `f${++this.n}_statement`;
    for (const p of parts) this.record(p.text, p.paths, p.decoy, this.style === 'fillable' ? name : undefined);
    const d = this.doc;
    if (this.style === 'fillable') { d.font('Helvetica'); d.formText(name, x, y, w, h, { value: text, multiline: true, fontSize: 9 }); return; }
    d.font(this.style === 'typed' ? this.typedFont : 'hand').fontSize(this.style === 'typed' ? 9 : 11);
    const lines: string[] = [];
    let cur = '';
    for (const word of text.split(' ')) {
      const t = cur ? `${cur} ${word}` : word;
      if (d.widthOfString(t) > w - 8 && cur) { lines.push(cur); cur = word; } else cur = t;
    }
    if (cur) lines.push(cur);
    lines.forEach((l, i) => this.draw(l, x + 2, y + 2 + i * (this.style === 'typed' ? 12 : 15), w, 13, this.style === 'typed' ? 9 : 11));
  }

  /** A checkbox with its label to the right; checked boxes give `paths` (or are a decoy when `decoy`). */
  check(label: string, x: number, y: number, checked: boolean, o: { paths?: Record<string, unknown>; decoy?: string; mark?: 'x' | 'check' } = {}): void {
    const d = this.doc;
    const name = `c${++this.n}_${label.replace(/[^A-Za-z0-9]/g, '_')}`;
    if (checked && (o.paths || o.decoy)) this.record(label, o.paths, o.decoy, this.style === 'fillable' ? name : undefined, 'Yes');
    this.label(label, x + 12, y + 1);
    if (this.style === 'fillable') { this.widget(name, x, y, checked); return; }
    d.rect(x, y, 8, 8).lineWidth(0.6).stroke();
    if (!checked) return;
    if (this.style === 'typed') {
      if ((o.mark ?? 'x') === 'x') { d.font('Helvetica-Bold').fontSize(9).text('X', x + 1, y - 0.5, { lineBreak: false }); return; }
      d.moveTo(x + 1.5, y + 4).lineTo(x + 3.5, y + 7).lineTo(x + 8, y + 0.5).lineWidth(1.2).stroke();
      return;
    }
    const j = () => this.rng.float(-1.2, 1.2);
    d.save().strokeColor('#1a2a6c').lineWidth(1.3);
    if (this.rng.chance(0.5)) { d.moveTo(x - 1 + j(), y - 1 + j()).lineTo(x + 9 + j(), y + 9 + j()).stroke(); d.moveTo(x + 9 + j(), y - 1 + j()).lineTo(x - 1 + j(), y + 9 + j()).stroke(); }
    else d.moveTo(x + 1 + j(), y + 4 + j()).lineTo(x + 3.5, y + 8 + j()).lineTo(x + 10 + j(), y - 2 + j()).stroke();
    d.restore();
  }

  private widget(name: string, x: number, y: number, checked: boolean): void {
    const d = this.doc as unknown as { ref(o: object): { end(s?: string): void }; annotate(...a: unknown[]): void; page: { annotations: unknown[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    const on = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8], Resources: {} });
    on.end('0.6 w 0 0 0 RG 0.3 0.3 7.4 7.4 re S 1.2 w 1.5 1.5 m 6.5 6.5 l S 6.5 1.5 m 1.5 6.5 l S');
    const off = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 8, 8], Resources: {} });
    off.end('0.6 w 0 0 0 RG 0.3 0.3 7.4 7.4 re S');
    d.annotate(x, y, 8, 8, { Subtype: 'Widget', FT: 'Btn', T: new String(name), V: checked ? 'Yes' : 'Off', AS: checked ? 'Yes' : 'Off', F: 4,
      MK: { BC: [0, 0, 0] }, AP: { N: { Yes: on, Off: off } } });
    d._root.data.AcroForm.data.Fields.push(d.page.annotations[d.page.annotations.length - 1]);
  }

  private record(text: string, paths: Record<string, unknown> | undefined, decoy: string | undefined, field?: string, _on?: string): void {
    if (paths && Object.keys(paths).length) this.printed.push({ text, paths, page: this.pageNo, ...(field ? { field } : {}) });
    else if (decoy && text) this.decoys.push({ key: decoy, text, page: this.pageNo, ...(field ? { field } : {}) });
  }

  async end(): Promise<Uint8Array> { this.doc.end(); return this.done; }
}
