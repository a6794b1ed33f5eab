// The page of set 49's forms: pdfkit with the three ways a value lands on it (typed, handwritten, an AcroForm field),
// and the truth recorded at the moment a value is drawn, so the truth cannot drift from the page.
import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';

const req = createRequire(import.meta.url);
const HAND = {
  kalam: req.resolve('@fontsource/kalam/files/kalam-latin-400-normal.woff'),
  patrick: req.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff'),
};

export type Style = 'typed' | 'handwritten' | 'fillable';
/** One truth value and the text (or checked label) that gave it. */
export interface Printed { path: string; text: string; page: number; field?: string; on?: string; check?: boolean }
export interface Look {
  typed: string; size: number; hand: 'kalam' | 'patrick'; mark: 'x' | 'check' | 'dot';
  /** The fillable field's name as the tool that made the form names it. */
  name: (kind: 'text' | 'check' | 'radio', hint: string, n: number) => string;
  creator: string; producer: string;
}
export type Truths = Record<string, unknown>;
interface ValueOpts { size?: number; align?: 'left' | 'center' | 'right'; set?: Truths; decoy?: boolean; hint?: string; font?: string }

const blankApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null });
const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export class Form {
  readonly doc: PDFKit.PDFDocument;
  readonly truth: TruthApplication = emptyApplication();
  readonly printed: Printed[] = [];
  readonly decoys: string[] = [];
  page = 1;
  private n = 0;
  private readonly ink: string;
  private readonly names = new Set<string>();

  readonly style: Style;
  readonly rng: Rng;
  readonly look: Look;

  constructor(style: Style, rng: Rng, look: Look) {
    this.style = style; this.rng = rng; this.look = look;
    this.doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { CreationDate: new Date(0), ModDate: new Date(0), Creator: look.creator, Producer: look.producer } as PDFKit.DocumentInfo });
    this.doc.registerFont('Hand', HAND[look.hand]);
    this.ink = rng.pick(['#1b2f8f', '#14206b', '#262626', '#0d3b7a']);
    if (style === 'fillable') {
      this.doc.font('Helvetica');
      this.doc.initForm();
      const zadb = this.doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: 'ZapfDingbats' });
      zadb.end('');
      (this.doc as unknown as { _acroform: { fonts: Truths } })._acroform.fonts.ZaDb = zadb;
      // Every widget carries its own appearance: viewers show it as drawn, not re-laid out.
      (this.doc as unknown as { _root: { data: { AcroForm: { data: Truths } } } })._root.data.AcroForm.data.NeedAppearances = false;
    }
  }

  addPage(): void { this.doc.addPage({ size: 'LETTER', margin: 0 }); this.page++; }

  // ---- the form itself (labels, rules, boxes) ----
  text(s: string, x: number, y: number, o: { font?: string; size?: number; color?: string; width?: number; align?: 'left' | 'center' | 'right' | 'justify'; lineGap?: number } = {}): void {
    this.doc.font(o.font ?? 'Helvetica').fontSize(o.size ?? 8).fillColor(o.color ?? 'black');
    this.doc.text(s, x, y, o.width ? { width: o.width, align: o.align ?? 'left', lineGap: o.lineGap ?? 0 } : { lineBreak: false });
  }
  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lw?: number; r?: number } = {}): void {
    const d = this.doc;
    d.save().lineWidth(o.lw ?? 0.6);
    if (o.r) d.roundedRect(x, y, w, h, o.r); else d.rect(x, y, w, h);
    if (o.fill && o.stroke !== 'none') d.fillAndStroke(o.fill, o.stroke ?? 'black');
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? 'black');
    d.restore();
  }
  line(x1: number, y1: number, x2: number, y2: number, o: { lw?: number; color?: string; dash?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.lw ?? 0.5).strokeColor(o.color ?? 'black');
    if (o.dash) d.dash(o.dash, { space: o.dash });
    d.moveTo(x1, y1).lineTo(x2, y2).stroke();
    this.doc.restore();
  }
  circle(x: number, y: number, r: number, o: { fill?: string; stroke?: string } = {}): void {
    const d = this.doc.save().lineWidth(0.6).circle(x, y, r);
    if (o.fill) d.fill(o.fill); else d.stroke(o.stroke ?? 'black');
    this.doc.restore();
  }

  // ---- the merchant's values ----
  private apply(set: Truths | undefined, text: string, field?: string, on?: string, check = false): void {
    for (const [path, v] of Object.entries(set ?? {})) {
      const m = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push(blankApplicant());
        (this.truth.applicants[i] as unknown as Truths)[m[2]!] = v;
      } else {
        if (!(path in this.truth)) throw new Error(`no truth field ${path}`);
        (this.truth as unknown as Truths)[path] = v;
      }
      this.printed.push({ path, text, page: this.page, ...(field ? { field } : {}), ...(on ? { on } : {}), ...(check ? { check } : {}) });
    }
  }
  private fieldName(kind: 'text' | 'check' | 'radio', hint: string): string {
    const base = this.look.name(kind, hint, ++this.n);
    let name = base;
    for (let i = 2; this.names.has(name); i++) name = `${base}_${i}`;
    this.names.add(name);
    return name;
  }
  private fit(s: string, font: string, size: number, w: number): number {
    this.doc.font(font);
    while (size > 6 && this.doc.fontSize(size).widthOfString(s) > w) size -= 0.5;
    return size;
  }

  /** A value in its box (x, y top left, w x h). Null or '' leaves the box blank (an empty field when fillable). */
  value(text: string | null | undefined, x: number, y: number, w: number, h: number, o: ValueOpts = {}): void {
    const s = text ?? '';
    const d = this.doc;
    if (o.decoy && s) this.decoys.push(s);
    if (this.style === 'fillable') {
      const name = this.fieldName('text', o.hint ?? '');
      d.font('Helvetica');
      const font = (d as unknown as { _font: { id: string; ref(): unknown } })._font;
      const size = s ? this.fit(s, 'Helvetica', o.size ?? 10, w - 4) : o.size ?? 10;
      const ap = d.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, w, h], Resources: { Font: { [font.id]: font.ref() } } });
      ap.end(Buffer.from(s ? `/Tx BMC q BT /${font.id} ${size} Tf 0 g 2 ${((h - size * 0.7) / 2).toFixed(2)} Td (${esc(s)}) Tj ET Q EMC` : '/Tx BMC EMC', 'latin1'));
      this.widget(x, y, w, h, { FT: 'Tx', T: new String(name), V: new String(s), DA: new String(`/${font.id} ${size} Tf 0 g`), AP: { N: ap } });
      if (s) this.apply(o.set, s, name);
      return;
    }
    if (!s) return;
    const hand = this.style === 'handwritten';
    const font = hand ? 'Hand' : o.font ?? this.look.typed;
    const size = this.fit(s, font, (o.size ?? this.look.size) * (hand ? 1.12 : 1), w - 4);
    const tw = d.font(font).fontSize(size).widthOfString(s);
    let tx = o.align === 'center' ? x + (w - tw) / 2 : o.align === 'right' ? x + w - tw - 2 : x + 2;
    let ty = y + (h - size * (hand ? 1.45 : 1.0)) / 2 + (hand ? 0 : 1);
    if (hand) {
      tx += this.rng.float(0, 2.5); ty += this.rng.float(-1.2, 0.8);
      d.save().rotate(this.rng.float(-1.4, 1.4), { origin: [tx, ty + size] }).fillColor(this.ink).text(s, tx, ty, { lineBreak: false }).restore();
    } else {
      d.fillColor('black').text(s, tx, ty, { lineBreak: false });
    }
    this.apply(o.set, s);
  }

  private widget(x: number, y: number, w: number, h: number, dict: Truths, parent?: { data: { Kids: unknown[] } }): void {
    const d = this.doc as unknown as { annotate(...a: unknown[]): void; page: { annotations: { data: Truths }[] }; _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } };
    d.annotate(x, y, w, h, { Subtype: 'Widget', F: 4, ...dict, ...(parent ? { Parent: parent } : {}) });
    const ref = d.page.annotations[d.page.annotations.length - 1]!;
    if (parent) parent.data.Kids.push(ref); else d._root.data.AcroForm.data.Fields.push(ref);
  }
  private markStream(s: number, round: boolean) {
    const on = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    const k = (v: number) => (v * s).toFixed(2);
    const c = s / 2, r = s * 0.25, m = r * 0.5523, f = (v: number) => v.toFixed(2);
    on.end(round
      ? `q 0 g ${f(c + r)} ${f(c)} m ${f(c + r)} ${f(c + m)} ${f(c + m)} ${f(c + r)} ${f(c)} ${f(c + r)} c ${f(c - m)} ${f(c + r)} ${f(c - r)} ${f(c + m)} ${f(c - r)} ${f(c)} c `
        + `${f(c - r)} ${f(c - m)} ${f(c - m)} ${f(c - r)} ${f(c)} ${f(c - r)} c ${f(c + m)} ${f(c - r)} ${f(c + r)} ${f(c - m)} ${f(c + r)} ${f(c)} c f Q`
      : `q 0 G 1.2 w ${k(0.18)} ${k(0.52)} m ${k(0.42)} ${k(0.22)} l ${k(0.84)} ${k(0.82)} l S Q`);
    const off = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, s, s] });
    off.end('q Q');
    return { on, off };
  }

  /** A checkbox's mark (the layout draws the empty box). `label` is the option's printed label. */
  check(x: number, y: number, s: number, on: boolean, o: { label: string; set?: Truths; hint?: string; state?: string; round?: boolean }): void {
    if (this.style === 'fillable') {
      const name = this.fieldName('check', o.hint ?? o.label);
      const state = o.state ?? 'Yes';
      const { on: apOn, off } = this.markStream(s, !!o.round);
      this.widget(x, y, s, s, { FT: 'Btn', T: new String(name), V: on ? state : 'Off', AS: on ? state : 'Off', AP: { N: { [state]: apOn, Off: off } }, MK: { CA: new String('4') }, DA: new String('/ZaDb 0 Tf 0 g') });
      if (on) this.apply(o.set, o.label, name, state, true);
      return;
    }
    if (!on) return;
    this.mark(x, y, s, !!o.round);
    this.apply(o.set, o.label, undefined, undefined, true);
  }
  private mark(x: number, y: number, s: number, round: boolean): void {
    const d = this.doc;
    if (this.style === 'handwritten') {
      const j = () => this.rng.float(-0.12, 0.12) * s;
      d.save().lineWidth(1.3).strokeColor(this.ink).lineCap('round');
      if (this.rng.chance(0.5)) {
        d.moveTo(x + 0.1 * s + j(), y + 0.1 * s + j()).lineTo(x + 0.95 * s + j(), y + 0.95 * s + j()).stroke();
        d.moveTo(x + 0.9 * s + j(), y + 0.05 * s + j()).lineTo(x + 0.1 * s + j(), y + 0.95 * s + j()).stroke();
      } else {
        d.moveTo(x + 0.1 * s + j(), y + 0.5 * s + j()).lineTo(x + 0.4 * s + j(), y + 0.9 * s).lineTo(x + 1.1 * s + j(), y - 0.25 * s + j()).stroke();
      }
      d.restore();
    } else if (this.look.mark === 'dot' || round) {
      if (round) this.circle(x + s / 2, y + s / 2, s * 0.26, { fill: '#222' }); else this.rect(x + s * 0.2, y + s * 0.2, s * 0.6, s * 0.6, { fill: '#222', stroke: 'none' });
    } else if (this.look.mark === 'check') {
      d.font('ZapfDingbats').fontSize(s * 0.95).fillColor('black').text('4', x + s * 0.08, y + s * 0.05, { lineBreak: false });
    } else {
      d.font('Helvetica-Bold').fontSize(s * 0.95).fillColor('black').text('X', x + s * 0.18, y + s * 0.08, { lineBreak: false });
    }
  }

  /** Options of which one is chosen: a radio group when fillable, else marks as `check` draws them. */
  radio(opts: { x: number; y: number; s: number; label: string; state: string; on: boolean; set?: Truths }[], hint: string, round = true): void {
    if (this.style !== 'fillable') { for (const o of opts) this.check(o.x, o.y, o.s, o.on, { ...o, round }); return; }
    const name = this.fieldName('radio', hint);
    const chosen = opts.find((o) => o.on);
    const parent = this.doc.ref({ FT: 'Btn', Ff: 49152, T: new String(name), V: chosen ? chosen.state : 'Off', Kids: [] }) as unknown as { data: { Kids: unknown[] } };
    (this.doc as unknown as { _root: { data: { AcroForm: { data: { Fields: unknown[] } } } } })._root.data.AcroForm.data.Fields.push(parent);
    for (const o of opts) {
      const { on, off } = this.markStream(o.s, round);
      this.widget(o.x, o.y, o.s, o.s, { AS: o.on ? o.state : 'Off', AP: { N: { [o.state]: on, Off: off } }, MK: { CA: new String('l') }, DA: new String('/ZaDb 0 Tf 0 g') }, parent);
    }
    if (chosen) this.apply(chosen.set, chosen.label, name, chosen.state, true);
  }

  /** A pen signature (strokes only, no text); left blank on a fillable form. */
  signature(x: number, y: number, w: number): void {
    if (this.style === 'fillable') return;
    const d = this.doc.save().lineWidth(0.9).strokeColor(this.ink).lineCap('round');
    const n = this.rng.int(4, 7), step = (w * this.rng.float(0.45, 0.7)) / n;
    let px = x + this.rng.float(2, 12);
    d.moveTo(px, y);
    for (let i = 0; i < n; i++) {
      const nx = px + step;
      d.bezierCurveTo(px + step * 0.2, y - this.rng.float(4, 13), nx - step * 0.3, y + this.rng.float(0, 5), nx, y - this.rng.float(-2, 3));
      px = nx;
    }
    d.stroke();
    d.moveTo(x + this.rng.float(0, 10), y + 3).lineTo(px + 6, y + this.rng.float(-1, 2)).stroke().restore();
  }

  decoy(s: string): string { if (s) this.decoys.push(s); return s; }

  async end(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((res) => this.doc.on('end', () => res()));
    this.doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
