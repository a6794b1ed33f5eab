// The page a layout fills: form furniture (labels, lines, boxes), and values written the way the style says, with
// their corrections, overflows and notes. Each value's truth is recorded as it is drawn, from what is drawn.
import PDFDocument from 'pdfkit';
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Acro } from './acro.ts';
import type { Fix } from './fmt.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
const HAND = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const EDGE = 596;
type RGB = [number, number, number];

/** Where a value goes: the blank's top left, width and height (of one line); `room`: free space under it for a second
 *  line; `lines`: a multi-line blank (a multi-line field when fillable);
 *  `run`: free space after its end; `side`: the margin a margin note goes to. */
export interface Slot { name: string; x: number; y: number; w: number; h?: number; room?: boolean; run?: boolean; side?: 'left' | 'right'; labelW?: number; lines?: number }
/** A value: its text, the truth paths it gives (with the exact printed text of each when only part of `text`). */
export interface Val { text: string; sets?: Record<string, unknown>; printed?: Record<string, string>; fix?: Fix | null }
export interface Look { font: string; bold: string }
/** A value's first, wrong try (struck or whited out) and the truth paths its blank gives. */
export interface Old { text: string; paths: string[] }

export function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };
}
export function emptyTruth(): TruthApplication {
  return { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null, number_of_payments: null,
    payment_frequency: null, business_start_date: null, applicants: [] };
}

export class Sheet {
  readonly doc: PDFKit.PDFDocument;
  readonly truth = emptyTruth();
  /** Truth path -> the text printed for it (a FreeText comment's text for a fillable correction). */
  readonly printed: Record<string, string> = {};
  readonly struck: Old[] = [];
  /** Old values under white-out: still in the text layer, not on the page a person sees. */
  readonly hidden: Old[] = [];
  readonly notes: string[] = [];
  readonly drawn = new Set<string>();
  readonly acro: Acro | null = null;
  readonly penFix: boolean;
  readonly ink: RGB;
  pages = 0;
  private chunks: Buffer[] = [];
  private done: Promise<void>;

  readonly style: Style;
  readonly look: Look;
  private rng: Rng;
  constructor(style: Style, rng: Rng, look: Look) {
    this.style = style;
    this.rng = rng;
    this.look = look;
    this.doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { Producer: 'PDF Editor', Creator: 'Broker intake', CreationDate: new Date(Date.UTC(2026, 1, 3)) } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((r) => this.doc.on('end', () => r()));
    this.doc.registerFont('Hand', HAND);
    this.penFix = style === 'handwritten' || rng.chance(0.55);
    this.ink = rng.pick([[0.08, 0.12, 0.45], [0.12, 0.12, 0.14], [0.05, 0.2, 0.58]] as RGB[]);
  }

  newPage(): void {
    this.doc.addPage({ size: 'LETTER', margin: 0 });
    this.pages++;
    if (this.style === 'fillable' && !this.acro) (this as { acro: Acro | null }).acro = new Acro(this.doc);
  }

  label(s: string, x: number, y: number, o: { size?: number; bold?: boolean; color?: string; width?: number; align?: 'left' | 'center' | 'right'; font?: string } = {}): void {
    this.doc.font(o.font ?? (o.bold ? this.look.bold : this.look.font)).fontSize(o.size ?? 7.5).fillColor(o.color ?? '#111111');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: 0.5 } : { lineBreak: false });
  }
  line(x1: number, y1: number, x2: number, y2: number, o: { w?: number; color?: string } = {}): void {
    this.doc.save().lineWidth(o.w ?? 0.6).strokeColor(o.color ?? '#333333').moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }
  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number } = {}): void {
    this.doc.save().lineWidth(o.lw ?? 0.6).rect(x, y, w, h);
    if (o.fill && o.stroke !== 'none') this.doc.fillAndStroke(o.fill, o.stroke ?? '#333333');
    else if (o.fill) this.doc.fill(o.fill);
    else this.doc.stroke(o.stroke ?? '#333333');
    this.doc.restore();
  }

  /** Width of a string as it would be written. */
  measure(s: string, pen: boolean, size: number): number {
    return this.doc.font(pen ? 'Hand' : 'Helvetica').fontSize(size).widthOfString(s);
  }
  /** Write a string typed (Helvetica, black) or in pen (handwriting font, ink, a slight tilt and offset); nobody
   *  writes past the paper's edge: a string that would is written smaller. */
  write(s: string, x: number, y: number, pen: boolean, size: number, rot?: number): number {
    let w = this.measure(s, pen, size);
    if (rot === undefined && x + w > EDGE) { size = (size * (EDGE - x)) / w; w = this.measure(s, pen, size); }
    const a = rot ?? (pen ? this.rng.float(-1.8, 1.8) : 0);
    if (pen) { x += this.rng.float(-0.8, 1.8); y += this.rng.float(-1.2, 1.2); }
    this.doc.save();
    if (a) this.doc.rotate(a, { origin: [x, y + size * 0.7] });
    this.doc.fillColor(pen ? this.ink : [0, 0, 0]).text(s, x, y, { lineBreak: false });
    this.doc.restore();
    return w;
  }
  /** A pen stroke (or an editor's line) through points. */
  stroke(pts: [number, number][], pen: boolean, o: { w?: number; color?: RGB | string } = {}): void {
    this.doc.save().lineWidth(o.w ?? (pen ? 1.1 : 0.8)).strokeColor(o.color ?? (pen ? this.ink : [0, 0, 0])).lineCap('round').lineJoin('round');
    this.doc.moveTo(pts[0]![0], pts[0]![1]);
    for (const [x, y] of pts.slice(1)) this.doc.lineTo(x, y);
    this.doc.stroke().restore();
  }

  private set(path: string, v: unknown): void {
    const m = /^applicants\.(\d+)\.(\w+)$/.exec(path);
    if (!m) { (this.truth as unknown as Record<string, unknown>)[path] = v; return; }
    const i = Number(m[1]);
    while (this.truth.applicants.length <= i) this.truth.applicants.push(emptyApplicant());
    (this.truth.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
  }
  record(v: Val, shown = v.text): void {
    if (!shown) return;
    for (const [k, x] of Object.entries(v.sets ?? {})) { this.set(k, x); this.printed[k] = v.printed?.[k] ?? shown; }
  }

  private size(): number { return this.style === 'handwritten' ? 11.5 : 9; }
  private top(slot: Slot, size: number, pen: boolean): number { return slot.y + (slot.h ?? 13) - size * (pen ? 1.02 : 0.98); }

  /** Break a text into at most `max` lines of width `w` (the last line takes what is left). */
  split(s: string, w: number, width: (t: string) => number, max = 2): string[] {
    const out: string[] = [];
    let cur = '';
    for (const word of s.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && width(next) > w && out.length < max - 1) { out.push(cur); cur = word; } else cur = next;
    }
    return [...out, cur];
  }

  /** A value in its blank: plain, or with the correction or placement its `fix` says. */
  put(slot: Slot, v: Val): void {
    if (!v.text && !v.fix) return;
    this.drawn.add(slot.name);
    if (this.style === 'fillable') return this.field(slot, v);
    const pen = this.style === 'handwritten', size = this.size(), fix = v.fix;
    this.record(v);
    if (!fix) return this.plain(slot, v.text, pen, size);
    const top = this.top(slot, size, pen), x = slot.x + 2;
    const cp = pen || this.penFix, cs = cp ? 11 : size;
    this.notes.push(fix.kind);
    if (fix.kind === 'above') { this.write(v.text, x + (slot.labelW ?? 6) + 4, top - size * 0.85, cp, cs * 0.92); return; }
    if (fix.kind === 'margin') return this.margin(slot, v.text, cp);
    const ow = this.write(fix.old!, x, top, pen, size);
    if (fix.kind === 'whiteout') {
      this.hidden.push({ text: fix.old!, paths: Object.keys(v.sets ?? {}) });
      this.doc.save().rect(x - 1.5, top - 1.2, ow + 4, size * 1.2).fill('white').restore();
      if (cp && pen) this.doc.save().lineWidth(0.3).rect(x - 1.5, top - 1.2, ow + 4, size * 1.2).stroke('#d8d8d8').restore();
      const nw = this.write(v.text, x + 1, top, cp, cs);
      this.initials(fix, x + 1 + nw + 7, top, cp);
      return;
    }
    this.struck.push({ text: fix.old!, paths: Object.keys(v.sets ?? {}) });
    const mid = top + size * 0.42;
    this.stroke([[x - 2, mid + this.rng.float(-0.6, 0.6)], [x + ow + 2, mid + this.rng.float(-0.8, 0.8)]], cp, { w: cp ? 1.2 : 0.9 });
    if (fix.kind === 'strike-none') { this.initials(fix, x + ow + 6, top, cp); return; }
    const nw = this.measure(v.text, cp, cs);
    const beside = x + ow + 8 + nw <= Math.min(EDGE, slot.x + slot.w + (slot.run ? 70 : 0));
    const nx = beside ? x + ow + 7 : x + 10, ny = beside ? top : top - size * 1.0;
    this.write(v.text, nx, ny, cp, beside ? cs : cs * 0.9);
    this.initials(fix, nx + nw + 7, ny, cp);
  }

  private initials(fix: Fix, x: number, y: number, pen: boolean): void {
    if (!fix.initials) return;
    const w = this.write(fix.initials, x, y + 1, pen, pen ? 8 : 6.5);
    if (pen) this.doc.save().lineWidth(0.6).strokeColor(this.ink).ellipse(x + w / 2, y + 5, w / 2 + 3, 6).stroke().restore();
  }

  private plain(slot: Slot, s: string, pen: boolean, size: number): void {
    const top = this.top(slot, size, pen), x = slot.x + 2;
    const w = this.measure(s, pen, size);
    if (w <= slot.w - 3) { this.write(s, x, top, pen, size); return; }
    if (slot.room || slot.lines) {
      const lines = this.split(s, slot.w - 4, (t) => this.measure(t, pen, size), slot.lines ?? 2);
      lines.forEach((l, i) => this.write(l, x + (i && slot.room ? 6 : 0), top + i * (slot.h ?? 13), pen, size));
      this.notes.push('wrap');
      return;
    }
    if (!pen && !slot.run) { this.write(s, x, top + 1, pen, Math.max(5.5, (size * (slot.w - 4)) / w)); this.notes.push('shrink'); return; }
    this.write(s, x, top, pen, pen && !slot.run ? Math.max(size * 0.85, (size * (slot.w - 4)) / w) : size);
    this.notes.push('run');
  }

  /** A value written sideways in the page's margin, an arrow from it to its (empty) blank. */
  private margin(slot: Slot, s: string, pen: boolean): void {
    const right = slot.side ? slot.side === 'right' : slot.x + slot.w > 330;
    const size = pen ? 10 : 8, w = this.measure(s, pen, size);
    const mx = right ? 612 - 10 - size : 8, my = Math.max(w + 14, slot.y + w / 2 + 6);
    this.write(s, mx, my, pen, size, -90);
    const ay = slot.y + (slot.h ?? 13) / 2, sx = right ? mx - 2 : mx + size + 3, ex = right ? slot.x + slot.w - 10 : slot.x + 6;
    const c: [number, number][] = [[sx, my - w / 2], [(sx + ex) / 2, ay - 16], [ex, ay]];
    this.doc.save().lineWidth(0.9).strokeColor(pen ? this.ink : [0, 0, 0]).moveTo(c[0]![0], c[0]![1]).quadraticCurveTo(c[1]![0], c[1]![1], ex, ay).stroke();
    const dir = right ? 1 : -1;
    this.doc.moveTo(ex + dir * 5, ay - 5).lineTo(ex, ay).lineTo(ex + dir * 6, ay + 1).stroke().restore();
  }

  /** Fillable: values live in fields; a correction is a StrikeOut over the field and a FreeText with the new value. */
  private field(slot: Slot, v: Val): void {
    const a = this.acro!, h = slot.h ?? 13, fix = v.fix, n = slot.lines ?? 1;
    if (fix?.old) {
      a.text(slot.name, slot.x, slot.y, slot.w, h * n, fix.old, n > 1 ? { lines: [fix.old] } : { auto: a.width(fix.old, 9) > slot.w - 4 });
      const ow = Math.min(a.width(fix.old, 9), slot.w - 4);
      a.strike(slot.x + 2, slot.y + 2, ow, h - 4);
      this.struck.push({ text: fix.old, paths: Object.keys(v.sets ?? {}) });
      this.notes.push('annotation');
      if (!v.text) return;
      this.record(v);
      const nw = a.width(v.text, 8.5) + 6, beside = slot.x + ow + 10 + nw <= Math.min(EDGE, slot.x + slot.w + (slot.run ? 70 : 0));
      // Beside the struck value when it fits; else under a multi-line blank, beside a boxed cell's label, or above the blank.
      const inLabel = !beside && n === 1 && !slot.room && slot.labelW !== undefined;
      const nx = beside ? slot.x + ow + 8 : inLabel ? slot.x + slot.labelW! + 5 : slot.x + 8;
      const ny = beside ? slot.y : slot.room || n > 1 ? slot.y + h + 0.5 : inLabel ? slot.y - 9.5 : slot.y - 11;
      const right = inLabel ? Math.min(EDGE, slot.x + slot.w + 4) : EDGE;
      let size = inLabel ? 8 : 8.5;
      while (size > 5 && nx + a.width(v.text, size) + 6 > right) size -= 0.5;
      a.freeText(nx, ny, v.text, { size, ...(fix.initials ? { author: fix.initials } : {}) });
      return;
    }
    this.record(v);
    const long = a.width(v.text, 9) > slot.w - 4;
    if (n > 1 || (long && slot.room)) {
      const lines = this.split(v.text, slot.w - 6, (t) => a.width(t, 9), Math.max(n, 2));
      a.text(slot.name, slot.x, slot.y, slot.w, h * Math.max(n, 2), v.text, { lines, leading: Math.max(10.4, h) });
      this.notes.push('multiline');
    } else {
      a.text(slot.name, slot.x, slot.y, slot.w, h, v.text, { auto: long && Object.keys(v.sets ?? {}).length > 0 });
      if (long) this.notes.push(v.sets ? 'shrink' : 'clip');
    }
  }

  /** A row of checkboxes with labels; the chosen one marked, an earlier wrong mark voided when `wrong` is given. */
  checks(name: string, items: { label: string; x: number; y: number }[], chosen: number | null, v: Val, o: { wrong?: number | null; initials?: string; radio?: boolean } = {}): void {
    const s = 8;
    for (const it of items) { this.box(it.x, it.y, s, s, { lw: 0.7 }); this.label(it.label, it.x + s + 3, it.y + 0.5, { size: 7.5 }); }
    if (chosen === null) return;
    this.record(v);
    if (this.style === 'fillable') {
      const on = (l: string) => l.replace(/[^A-Za-z0-9]/g, '') || 'On';
      if (o.radio) this.acro!.radio(name, items.map((it) => ({ x: it.x, y: it.y, w: s, h: s, on: on(it.label) })), on(items[chosen]!.label));
      else items.forEach((it, i) => this.acro!.check(`${name}_${on(it.label)}`, it.x, it.y, s, on(it.label), i === chosen));
      return;
    }
    const pen = this.style === 'handwritten';
    const w = o.wrong ?? null;
    if (w !== null && w !== chosen) {
      const b = items[w]!;
      this.mark(b.x, b.y, s, pen);
      this.notes.push('void-mark');
      if (pen || this.penFix) this.stroke([[b.x - 2, b.y + 1], [b.x + s + 2, b.y + 2], [b.x - 1, b.y + 4], [b.x + s + 2, b.y + 5], [b.x - 1, b.y + 7], [b.x + s + 2, b.y + s]], true, { w: 1.6 });
      else this.doc.save().rect(b.x - 1, b.y - 1, s + 2, s + 2).fill('white').restore();
      if (o.initials) this.write(o.initials, b.x - 4, b.y - 10, true, 7.5);
    }
    const c = items[chosen]!;
    this.mark(c.x, c.y, s, pen);
  }

  private mark(x: number, y: number, s: number, pen: boolean): void {
    if (pen) {
      if (this.rng.chance(0.5)) { this.stroke([[x + 1, y + 1], [x + s - 1, y + s - 1]], true, { w: 1.3 }); this.stroke([[x + s - 1, y + 1], [x + 1, y + s]], true, { w: 1.3 }); }
      else this.stroke([[x + 1, y + s / 2], [x + s / 2 - 0.5, y + s - 0.5], [x + s + 3, y - 3]], true, { w: 1.4 });
    } else this.doc.font('Helvetica-Bold').fontSize(8).fillColor('black').text('X', x + 1.5, y + 0.6, { lineBreak: false });
  }

  /** Options to circle (`LLC  Corp  S-Corp ...`): the chosen one circled, an earlier wrong circle crossed out when `wrong` is given. */
  circles(name: string, items: { label: string; x: number; y: number }[], chosen: number, v: Val, o: { wrong?: number | null; initials?: string } = {}): void {
    const size = 8.5;
    const boxes = items.map((it) => { this.label(it.label, it.x, it.y, { size }); return { x: it.x - 4, y: it.y - 3.5, w: this.measure(it.label, false, size) + 8, h: size + 6 }; });
    this.record(v);
    if (this.style === 'fillable') {
      this.acro!.radio(name, boxes.map((b, i) => ({ ...b, on: items[i]!.label.replace(/[^A-Za-z0-9]/g, '') })), items[chosen]!.label.replace(/[^A-Za-z0-9]/g, ''), 'ellipse');
      return;
    }
    const pen = this.style === 'handwritten' || this.penFix;
    const ring = (b: { x: number; y: number; w: number; h: number }) => this.doc.save().lineWidth(pen ? 1.1 : 0.8).strokeColor(pen ? this.ink : [0, 0, 0])
      .ellipse(b.x + b.w / 2 + this.rng.float(-1, 1), b.y + b.h / 2, b.w / 2 + 1, b.h / 2).stroke().restore();
    const w = o.wrong ?? null;
    if (w !== null && w !== chosen) {
      const b = boxes[w]!;
      ring(b);
      this.stroke([[b.x, b.y], [b.x + b.w, b.y + b.h]], true, { w: 1.3 });
      this.stroke([[b.x + b.w, b.y], [b.x, b.y + b.h]], true, { w: 1.3 });
      if (o.initials) this.write(o.initials, b.x + b.w / 2 - 4, b.y - 11, true, 7.5);
      this.notes.push('void-mark');
    }
    ring(boxes[chosen]!);
  }

  /** A sticky note over part of the page (a FreeText comment on a fillable form). */
  sticky(x: number, y: number, w: number, h: number, text: string): void {
    this.notes.push('sticky');
    if (this.style === 'fillable') { this.acro!.freeText(x, y, text, { bg: [1, 0.95, 0.55], size: 9, w, h }); return; }
    const pen = this.style === 'handwritten' || this.penFix;
    this.doc.save().rotate(this.rng.float(-3, 3), { origin: [x + w / 2, y + h / 2] });
    this.doc.rect(x + 2, y + 2, w, h).fill('#d9d2a0').rect(x, y, w, h).fill('#fff59d');
    this.doc.restore();
    this.write(text, x + 6, y + h / 2 - 6, pen, pen ? 11 : 9);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
