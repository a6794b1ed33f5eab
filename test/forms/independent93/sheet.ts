// The value layer of a form: every value a layout prints goes through here, drawn for the style (typed text, a
// handwriting font in blue ink, or an AcroForm field), and every printed value carries the truth it gives. The truth
// is patched only when the value shows, so it is the same for every style and never holds what is not printed.
import { createRequire } from 'node:module';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { Acro, wrap } from './acro.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export type Val = string | number | null;
export type Patch = Record<string, Val>;
/** One value as shown: `field` the AcroForm name when it lives in a field, `expect` what pdf.js gives for it. */
export interface Shown { kind: 'text' | 'check' | 'radio' | 'choice'; field: string | null; expect: string; text: string; paths: string[]; on: boolean }
export interface DecoyShown { key: string; text: string; field: string | null }

export interface SheetConfig {
  style: Style; printed: boolean; seed: string;
  /** Fillable: text fields carry no appearance stream, the viewer draws them (NeedAppearances). */
  needAppearances: boolean;
  typedFont: string; flatFont: string; hand: 'kalam' | 'patrick'; mark: 'x' | 'check';
}
interface SlotBase { name: string; t?: Patch; tip?: string; flat?: boolean; decoy?: string }
export interface TextSlot extends SlotBase { x: number; y: number; w: number; h: number; value: string; size?: number; multiline?: boolean;
  comb?: number; maxLen?: number; readOnly?: boolean; align?: 'left' | 'center' | 'right'; ap?: boolean; format?: string }
export interface CheckSlot extends SlotBase { x: number; y: number; s: number; on: boolean; onState: string; label: string; round?: boolean }
export interface RadioKid { x: number; y: number; s: number; exp: string; label: string }
export interface RadioSlot extends SlotBase { kids: RadioKid[]; selected: string | null; square?: boolean }
export interface ChoiceSlot extends SlotBase { x: number; y: number; w: number; h: number; opts: (string | readonly [string, string])[]; value: string;
  edit?: boolean; ap?: boolean; list?: boolean; size?: number }

const require = createRequire(import.meta.url);
const HAND = { kalam: '@fontsource/kalam/files/kalam-latin-400-normal.woff', patrick: '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff' };
const INKS = ['#1b3a8c', '#22429e', '#1a2f70', '#2b3f8f'] as const;

export class Sheet {
  readonly truth: TruthApplication = emptyApplication();
  readonly shown: Shown[] = [];
  readonly decoys: DecoyShown[] = [];
  private readonly acro: Acro | null;
  private readonly rng: Rng;
  private readonly ink: string;

  readonly doc: PDFKit.PDFDocument;
  readonly cfg: SheetConfig;

  constructor(doc: PDFKit.PDFDocument, cfg: SheetConfig) {
    this.doc = doc;
    this.cfg = cfg;
    this.rng = new Rng(`hand:${cfg.seed}`);
    this.ink = this.rng.pick(INKS);
    if (cfg.style === 'handwritten') doc.registerFont('Hand', require.resolve(HAND[cfg.hand]));
    this.acro = this.live ? new Acro(doc, cfg.needAppearances) : null;
  }

  /** Values go into AcroForm fields (the fillable style, not drawn for a scan). */
  get live(): boolean { return this.cfg.style === 'fillable' && !this.cfg.printed; }

  /** Record a truth value no single printed value gives (the country, from the state). */
  derive(path: string, v: Val): void { this.patch({ [path]: v }); }

  private patch(t: Patch | undefined): void {
    for (const [path, v] of Object.entries(t ?? {})) {
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (this.truth.applicants.length <= i) this.truth.applicants.push(blankApplicant());
        (this.truth.applicants[i] as unknown as Record<string, Val>)[a[2]!] = v;
      } else (this.truth as unknown as Record<string, Val>)[path] = v;
    }
  }

  private record(kind: Shown['kind'], s: SlotBase, field: string | null, expect: string, text: string, on: boolean): void {
    if (s.decoy) { if (on) this.decoys.push({ key: s.decoy, text, field }); return; }
    this.shown.push({ kind, field, expect, text, paths: on ? Object.keys(s.t ?? {}) : [], on });
    if (on) this.patch(s.t);
  }

  text(s: TextSlot): void {
    const size = s.size ?? 9.5;
    const live = this.live && !s.flat;
    if (s.comb) this.combCells(s.x, s.y, s.w, s.h, s.comb);
    if (live) {
      this.acro!.text(s.name, s.x, s.y, s.w, s.h, { value: s.value, size, multiline: s.multiline, comb: s.comb, maxLen: s.maxLen, readOnly: s.readOnly,
        tip: s.tip, align: s.align === 'center' ? 1 : s.align === 'right' ? 2 : 0, ap: s.ap ?? !this.cfg.needAppearances, format: s.format });
    } else if (s.value) this.print(s.value, s, size, !!s.flat);
    this.record('text', s, live ? s.name : null, s.value, s.value, s.value.trim() !== '');
  }

  choice(s: ChoiceSlot): void {
    const size = s.size ?? 9.5;
    const shown = s.opts.map((p) => (typeof p === 'string' ? [p, p] as const : p)).find((p) => p[0] === s.value)?.[1] ?? s.value;
    const live = this.live && !s.flat;
    if (live) this.acro!.choice(s.name, s.x, s.y, s.w, s.h, { opts: s.opts, value: s.value, size, tip: s.tip, edit: s.edit, ap: s.ap ?? false, list: s.list });
    else if (shown) this.print(shown, s, size, !!s.flat);
    this.record('choice', s, live ? s.name : null, s.value, shown, s.value !== '');
  }

  check(s: CheckSlot): void {
    this.box(s.x, s.y, s.s, !!s.round);
    const live = this.live && !s.flat;
    if (live) this.acro!.checkbox(s.name, s.x, s.y, s.s, { on: s.on, onState: s.onState, tip: s.tip, glyph: this.cfg.mark === 'x' ? '8' : '4' });
    else if (s.on) this.tick(s.x, s.y, s.s, !!s.flat);
    this.record('check', s, live ? s.name : null, s.on ? s.onState : 'Off', s.label, s.on);
  }

  radio(s: RadioSlot): void {
    for (const k of s.kids) this.box(k.x, k.y, k.s, !s.square);
    const live = this.live && !s.flat;
    if (live) this.acro!.radio(s.name, s.kids, s.selected, s.tip);
    else for (const k of s.kids) if (k.exp === s.selected) this.tick(k.x, k.y, k.s, !!s.flat, !s.square);
    const kid = s.kids.find((k) => k.exp === s.selected);
    this.record('radio', s, live ? s.name : null, s.selected ?? 'Off', kid?.label ?? '', !!kid);
  }

  private box(x: number, y: number, s: number, round: boolean): void {
    const d = this.doc.save().lineWidth(0.7).strokeColor('#333333');
    (round ? d.circle(x + s / 2, y + s / 2, s / 2) : d.rect(x, y, s, s)).stroke();
    d.restore();
  }

  private combCells(x: number, y: number, w: number, h: number, n: number): void {
    const d = this.doc.save().lineWidth(0.5).strokeColor('#555555');
    d.rect(x, y, w, h).stroke();
    for (let i = 1; i < n; i++) d.moveTo(x + (w / n) * i, y + h * 0.45).lineTo(x + (w / n) * i, y + h).stroke();
    d.restore();
  }

  private get hand(): boolean { return this.cfg.style === 'handwritten'; }

  private tick(x: number, y: number, s: number, flat: boolean, round = false): void {
    const d = this.doc;
    if (this.hand && !flat) {
      const j = () => this.rng.float(-0.6, 0.6);
      d.save().lineWidth(1.4).strokeColor(this.ink).lineCap('round').lineJoin('round');
      if (this.cfg.mark === 'x' || round) {
        d.moveTo(x + 1 + j(), y + 1 + j()).lineTo(x + s - 1 + j(), y + s - 1 + j()).stroke();
        d.moveTo(x + s - 1 + j(), y + 1 + j()).lineTo(x + 1 + j(), y + s - 1 + j()).stroke();
      } else d.moveTo(x + 1 + j(), y + s * 0.5 + j()).lineTo(x + s * 0.4 + j(), y + s - 1).lineTo(x + s + 2 + j(), y - 2 + j()).stroke();
      d.restore();
    } else if (round) {
      d.save().fillColor('#000000').circle(x + s / 2, y + s / 2, s * 0.28).fill().restore();
    } else if (this.cfg.mark === 'check') {
      d.save().lineWidth(1.6).strokeColor('#000000').lineJoin('miter');
      d.moveTo(x + s * 0.18, y + s * 0.55).lineTo(x + s * 0.42, y + s * 0.82).lineTo(x + s * 0.88, y + s * 0.15).stroke();
      d.restore();
    } else {
      d.save().fillColor('#000000').font('Helvetica-Bold').fontSize(s * 0.95);
      d.text('X', x + (s - d.widthOfString('X')) / 2, y + (s - d.currentLineHeight()) / 2 + 0.8, { lineBreak: false });
      d.restore();
    }
  }

  /** Draw a value as text: the layout's type (or Helvetica as a field's printed face), or handwriting. */
  private print(value: string, r: { x: number; y: number; w: number; h: number; comb?: number; multiline?: boolean; align?: string }, size: number, flat: boolean): void {
    const d = this.doc;
    const hand = this.hand && !flat;
    d.save().font(hand ? 'Hand' : flat ? this.cfg.flatFont : this.cfg.printed ? 'Helvetica' : this.cfg.typedFont).fillColor(hand ? this.ink : '#000000');
    const fs = hand ? size * 1.2 : size;
    d.fontSize(fs);
    if (r.comb) {
      const cell = r.w / r.comb;
      [...value].forEach((c, i) => this.put(c, r.x + i * cell + (cell - d.widthOfString(c)) / 2, r.y + (r.h - d.currentLineHeight()) / 2 + 1, hand));
    } else if (r.multiline) {
      wrap(value, r.w - 6, (t) => d.widthOfString(t)).forEach((line, i) => this.put(line, r.x + 3, r.y + 2 + i * fs * 1.18, hand));
    } else {
      for (let f = fs; d.widthOfString(value) > r.w - 4 && f > 5; f -= 0.5) d.fontSize(f - 0.5);
      const free = r.w - 4 - d.widthOfString(value);
      const x = r.x + 2 + (r.align === 'center' ? free / 2 : r.align === 'right' ? free : 0);
      this.put(value, x, r.y + (r.h - d.currentLineHeight()) / 2 + 0.5, hand);
    }
    d.restore();
  }

  private put(text: string, x: number, y: number, hand: boolean): void {
    const d = this.doc;
    if (!hand) { d.text(text, x, y, { lineBreak: false }); return; }
    const jx = this.rng.float(-1.5, 2.5);
    const jy = this.rng.float(-1.6, 1.2);
    d.save().rotate(this.rng.float(-2.4, 2.4), { origin: [x, y + d.currentLineHeight() * 0.7] });
    d.text(text, x + jx, y + jy, { lineBreak: false });
    d.restore();
  }
}

export function blankApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null,
    date_of_birth: null };
}
