// Set 94's page builder. A layout places labels, values, checkboxes and hidden decoys; the sheet keeps them as
// operations and writes each page's text in the order the layout's odd software used (values first, bottom first,
// shuffled ...), so the text layer's order is not the order a person reads. Every value a person can see is recorded
// with its fields (a mark); the truth is built from the marks alone. Text a viewer does not show (white on white,
// invisible render mode, clipped away, covered by a white box) is recorded as hidden and never becomes a field.
import PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import type { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { boxOf, drawPieces, labelPieces, piecesWidth, plainPieces, type LabelFx, type Piece, type ValueFx } from './ink.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Box = [number, number, number, number];
export type Fields = Record<string, string | number>;
export type HideHow = 'white' | 'invisible' | 'clipped' | 'covered';
export type OpKind = 'label' | 'value' | 'hidden' | 'static' | 'check';
export interface Mark { page: number; box: Box; text: string; fields: Fields; acro?: string; check?: boolean }
export interface Hidden { page: number; box: Box; text: string; how: HideHow; origin: [number, number] }
export interface Op { seq: number; kind: OpKind; x: number; y: number; order: number; run: () => void; first?: boolean }
export type OrderFn = (ops: Op[], page: number) => Op[];

const H = 792, W = 612;
const req = createRequire(import.meta.url);
const HANDS = { kalam: '@fontsource/kalam/files/kalam-latin-400-normal.woff', patrick: '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff' };
const sfntCache = new Map<string, Buffer>();
/** A WOFF font as the plain sfnt it wraps, inflated once with zlib (fontkit's pure-JS inflate is slow on every document). */
function sfnt(file: string): Buffer {
  const hit = sfntCache.get(file);
  if (hit) return hit;
  const w = readFileSync(req.resolve(file));
  const n = w.readUInt16BE(12);
  const tables = Array.from({ length: n }, (_, i) => {
    const e = 44 + i * 20, off = w.readUInt32BE(e + 4), comp = w.readUInt32BE(e + 8), orig = w.readUInt32BE(e + 12);
    const raw = w.subarray(off, off + comp);
    return { tag: w.subarray(e, e + 4), sum: w.readUInt32BE(e + 16), data: comp < orig ? inflateSync(raw) : raw };
  });
  const head = Buffer.alloc(12 + 16 * n);
  w.copy(head, 0, 4, 8);
  const p2 = 2 ** Math.floor(Math.log2(n));
  head.writeUInt16BE(n, 4); head.writeUInt16BE(p2 * 16, 6); head.writeUInt16BE(Math.log2(p2), 8); head.writeUInt16BE(n * 16 - p2 * 16, 10);
  const parts: Buffer[] = [head];
  let off = head.length;
  tables.forEach((t, i) => {
    t.tag.copy(head, 12 + i * 16); head.writeUInt32BE(t.sum, 16 + i * 16); head.writeUInt32BE(off, 20 + i * 16); head.writeUInt32BE(t.data.length, 24 + i * 16);
    const pad = (4 - (t.data.length % 4)) % 4;
    parts.push(t.data, Buffer.alloc(pad));
    off += t.data.length + pad;
  });
  const out = Buffer.concat(parts);
  sfntCache.set(file, out);
  return out;
}
const INKS = ['#1b2f8f', '#23389e', '#15306e', '#2b3fa8', '#1d4496'];

export interface SheetOpts { hand: keyof typeof HANDS; producer: string; valueFont?: string; valueColor?: string }
export interface LabelOpts { font?: string; size?: number; color?: string; fx?: LabelFx; align?: 'left' | 'right' | 'center'; order?: number; spread?: boolean }
export interface ValueOpts { fields?: Fields; acro: string; w: number; fx?: ValueFx; size?: number; font?: string; order?: number; spread?: boolean }

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly draw: Style;
  readonly marks: Mark[] = [];
  readonly hidden: Hidden[] = [];
  /** Boxes of visible text (labels, values, marks), for the test's check that hidden text shows nothing. */
  readonly inks: { page: number; box: Box }[] = [];
  readonly derived: Fields = {};
  private pages: { furniture: (() => void)[]; ops: Op[] }[] = [];
  private seq = 0;
  private ink: string;
  readonly rng: Rng;
  readonly o: SheetOpts;

  constructor(rng: Rng, style: Style, scan: boolean, o: SheetOpts) {
    this.rng = rng;
    this.o = o;
    this.draw = style === 'fillable' && scan ? 'typed' : style;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true,
      info: { Producer: o.producer, Creator: o.producer, CreationDate: new Date(Date.UTC(2026, 0, 5)) } });
    this.doc.registerFont('Hand', sfnt(HANDS[o.hand]));
    this.ink = rng.pick(INKS);
    if (this.draw === 'fillable') this.doc.font('Helvetica').initForm();
  }

  get page(): number { return this.pages.length - 1; }
  newPage(): void { this.pages.push({ furniture: [], ops: [] }); }
  furniture(fn: (d: PDFKit.PDFDocument) => void): void { const d = this.doc; this.pages[this.page]!.furniture.push(() => fn(d)); }
  rule(x1: number, y1: number, x2: number, y2: number, lw = 0.6, color = '#000000'): void {
    this.furniture((d) => d.save().lineWidth(lw).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore());
  }
  rect(x: number, y: number, w: number, h: number, o: { stroke?: string; fill?: string; lw?: number } = { stroke: '#000000' }): void {
    this.furniture((d) => {
      d.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
      if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke); else if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? '#000000');
      d.restore();
    });
  }
  private push(kind: OpKind, x: number, y: number, order: number | undefined, run: () => void, first = false): void {
    this.pages[this.page]!.ops.push({ seq: this.seq++, kind, x, y, order: order ?? 0, run, ...(first ? { first } : {}) });
  }
  private inked(box: Box): void { this.inks.push({ page: this.page, box }); }

  width(text: string, o: LabelOpts = {}): number {
    return piecesWidth(this.doc, labelPieces(this.doc, text, o.font ?? 'Helvetica', o.size ?? 8, o.fx ?? 'plain', this.rng));
  }

  /** Printed form text (labels, headings). y is the baseline. Returns the right end. */
  label(text: string, x: number, y: number, o: LabelOpts = {}): number {
    const font = o.font ?? 'Helvetica', size = o.size ?? 8, color = o.color ?? '#000000';
    const ps = labelPieces(this.doc, text, font, size, o.fx ?? 'plain', this.rng);
    if (!ps.length) return x;
    const w = piecesWidth(this.doc, ps);
    const x0 = o.align === 'right' ? x - w : o.align === 'center' ? x - w / 2 : x;
    this.inked(boxOf(x0, y, w, size, 0, H));
    for (const group of o.spread ? ps.map((p) => [p]) : [ps]) this.push('label', x0 + group[0]!.dx, y, o.order, () => drawPieces(this.doc, group, x0, y, color));
    return x0 + w;
  }

  /** A wrapped paragraph (authorisation text); y is the top of the first line. */
  para(text: string, x: number, y: number, w: number, size = 6.5, font = 'Helvetica', color = '#222222'): number {
    const d = this.doc.font(font).fontSize(size);
    const h = d.heightOfString(text, { width: w, lineGap: 1 });
    this.inked([x, H - y - h, x + w, H - y]);
    this.push('static', x, y, 0, () => { d.font(font).fontSize(size).fillColor(color).text(text, x, y, { width: w, lineGap: 1 }); });
    return y + h;
  }

  private valuePieces(text: string, o: ValueOpts): { ps: Piece[]; angle: number; x: number; y: number; color: string } {
    const hand = this.draw === 'handwritten';
    const font = hand ? 'Hand' : o.font ?? this.o.valueFont ?? 'Helvetica';
    let size = hand ? (o.size ?? 9.5) + 1.5 : o.size ?? 9.5;
    const how = o.fx === 'reversed' ? 'chars' : o.fx ?? 'whole';
    let ps = plainPieces(this.doc, text, font, size, how, this.rng);
    while (size > 5.5 && piecesWidth(this.doc, ps) > o.w) { size -= 0.5; ps = plainPieces(this.doc, text, font, size, how, this.rng); }
    if (o.fx === 'reversed') ps.reverse();
    const angle = hand ? this.rng.float(-2.2, 2.2) : 0;
    return { ps, angle, x: hand ? this.rng.float(0, 2.5) : 0, y: hand ? this.rng.float(-1.2, 1) : 0, color: hand ? this.ink : this.o.valueColor ?? '#000000' };
  }

  /** A filled-in value at baseline (x, y), at most o.w wide. Empty text: a blank field (an empty AcroForm field when fillable). */
  value(text: string, x: number, y: number, o: ValueOpts): void {
    const size = o.size ?? 9.5;
    if (this.draw === 'fillable') {
      const box: Box = [x - 1, H - y - size * 0.45, x - 1 + o.w, H - y + size * 1.1];
      this.push('value', x, y, o.order, () => {
        this.doc.font('Helvetica').formText(o.acro, x - 1, y - size * 1.1, o.w, size * 1.55, { ...(text ? { value: text } : {}), fontSize: size });
      });
      if (text) this.marks.push({ page: this.page, box, text, fields: o.fields ?? {}, acro: o.acro });
      return;
    }
    if (!text) return;
    const v = this.valuePieces(text, o);
    const x0 = x + v.x, y0 = y + v.y;
    const box = boxOf(x0, y0, piecesWidth(this.doc, v.ps), v.ps[0]!.size, v.angle, H);
    this.marks.push({ page: this.page, box, text, fields: o.fields ?? {} });
    this.inked(box);
    for (const group of o.spread ? v.ps.map((p) => [p]) : [v.ps]) {
      this.push('value', x0 + group[0]!.dx, y0, o.order, () => drawPieces(this.doc, group, x0, y0, v.color, v.angle));
    }
  }

  /** Text a viewer does not show: white on white, invisible render mode (3 Tr), clipped away, or under a white box. */
  hide(text: string, x: number, y: number, how: HideHow, o: { font?: string; size?: number; order?: number } = {}): void {
    const font = o.font ?? 'Helvetica', size = o.size ?? 9;
    const w = this.doc.font(font).fontSize(size).widthOfString(text);
    this.hidden.push({ page: this.page, box: boxOf(x, y, w, size, 0, H), text, how, origin: [x, H - y] });
    const ps: Piece[] = [{ str: text, dx: 0, font, size, cs: 0, tz: 100 }];
    const d = this.doc;
    this.push('hidden', x, y, o.order, () => {
      if (how === 'white') { drawPieces(d, ps, x, y, '#ffffff'); return; }
      d.save();
      if (how === 'invisible') d.addContent('3 Tr');
      if (how === 'clipped') d.rect(x + w + 40, y + 30, 0.5, 0.5).clip();
      drawPieces(d, ps, x, y, how === 'covered' ? '#555555' : '#000000');
      d.restore();
      if (how === 'covered') d.save().rect(x - 1, y - size, w + 2, size * 1.35).fill('#ffffff').restore();
    }, how === 'covered');
  }

  /** A template placeholder (grey hint text) that the filling software whited out and wrote the value over; with no
   *  value the hint stays visible (a person reads an empty field). */
  placeholder(hint: string, x: number, y: number, text: string, o: ValueOpts & { hintSize?: number }): void {
    const hs = o.hintSize ?? 7.5;
    if (!text && this.draw !== 'fillable') { this.label(hint, x, y, { size: hs, color: '#9a9a9a', font: 'Helvetica-Oblique', order: o.order }); return; }
    const d = this.doc, w = d.font('Helvetica-Oblique').fontSize(hs).widthOfString(hint);
    this.hidden.push({ page: this.page, box: boxOf(x, y, w, hs, 0, H), text: hint, how: 'covered', origin: [x, H - y] });
    const before = this.pages[this.page]!.ops.length;
    this.value(text, x, y, o);
    const own = this.pages[this.page]!.ops.splice(before);
    this.push('value', x, y, o.order, () => {
      drawPieces(d, [{ str: hint, dx: 0, font: 'Helvetica-Oblique', size: hs, cs: 0, tz: 100 }], x, y, '#9a9a9a');
      d.save().rect(x - 1, y - hs - 1, Math.max(w + 3, o.w), hs + 4).fill('#ffffff').restore();
      for (const op of own) op.run();
    });
  }

  /** A checkbox (square at top-left x, y); when checked, a typed X, a drawn tick or the AcroForm box's /Yes. */
  check(x: number, y: number, size: number, o: { checked: boolean; label: string; acro: string; fields?: Fields; order?: number }): void {
    this.rect(x, y, size, size, { stroke: '#000000', lw: 0.7 });
    const box: Box = [x, H - y - size, x + size, H - y];
    if (this.draw === 'fillable') {
      this.push('check', x, y, o.order, () => { this.doc.formCheckbox(o.acro, x, y, size, size, o.checked ? { value: 'Yes', defaultValue: 'Yes' } : {}); });
    } else if (o.checked && this.draw === 'typed') {
      this.push('check', x, y, o.order, () => drawPieces(this.doc, [{ str: 'X', dx: 0, font: 'Helvetica-Bold', size: size * 0.95, cs: 0, tz: 100 }],
        x + size * 0.18, y + size * 0.86, '#000000'));
    } else if (o.checked) {
      const j = () => this.rng.float(-0.8, 0.8);
      const [a, b, c, e] = [j(), j(), j(), j()];
      this.furniture((d) => d.save().lineWidth(1.3).strokeColor(this.ink).moveTo(x - 1 + a, y + 1 + b).lineTo(x + size + 1 + c, y + size - 1 + e)
        .moveTo(x + size + b, y + a).lineTo(x + e, y + size + 1 + c).stroke().restore());
    }
    if (o.checked) this.marks.push({ page: this.page, box, text: o.label, fields: o.fields ?? {}, check: true, ...(this.draw === 'fillable' ? { acro: o.acro } : {}) });
  }

  truth(): TruthApplication {
    const app = emptyApplication();
    const empty: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
      tax_id_type: null, tax_id_country: null, date_of_birth: null };
    for (const f of [...this.marks.map((m) => m.fields), this.derived]) {
      for (const [path, v] of Object.entries(f)) {
        const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
        if (!a) { (app as unknown as Record<string, unknown>)[path] = v; continue; }
        while (app.applicants.length <= Number(a[1])) app.applicants.push({ ...empty });
        (app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
      }
    }
    return app;
  }

  async finish(order: OrderFn): Promise<Uint8Array> {
    const d = this.doc;
    const chunks: Buffer[] = [];
    d.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => d.on('end', () => resolve()));
    this.pages.forEach((p, i) => {
      d.addPage({ size: [W, H], margin: 0 });
      for (const f of p.furniture) f();
      // Text under a white box is written before everything else, whatever the order: the box must not hide a value.
      const ops = order(p.ops.slice(), i);
      for (const op of [...ops.filter((x) => x.first), ...ops.filter((x) => !x.first)]) op.run();
    });
    d.end();
    await done;
    // pdfkit writes a checkbox's value as a string: make it the name a checkbox needs (same length, offsets kept).
    const s = Buffer.concat(chunks).toString('latin1').replaceAll('/V (Yes)', '/V /Yes ').replaceAll('/DV (Yes)', '/AS /Yes ');
    return new Uint8Array(Buffer.from(s, 'latin1'));
  }
}

export const ORDER = {
  natural: ((ops) => ops.sort((a, b) => a.seq - b.seq)) as OrderFn,
  /** Explicit order keys first, insertion order within a key. */
  byOrder: ((ops) => ops.sort((a, b) => a.order - b.order || a.seq - b.seq)) as OrderFn,
  valuesFirst: ((ops) => ops.sort((a, b) => rank(a) - rank(b) || a.order - b.order || a.seq - b.seq)) as OrderFn,
  bottomUp: ((ops) => ops.sort((a, b) => b.y - a.y || b.x - a.x)) as OrderFn,
  shuffle: (rng: Rng): OrderFn => (ops) => rng.shuffle(ops.sort((a, b) => a.seq - b.seq)),
};
function rank(op: Op): number { return op.kind === 'hidden' ? 0 : op.kind === 'value' || op.kind === 'check' ? 1 : 2; }
