// Characters -> text runs, the way pdf.js builds its text items (pdfjs-dist 6.5, evaluator.js getTextContent:
// compareWithLastPosition, addFakeSpaces, saveLastChar), so that the layout's proportional word positions
// (layout.ts) and the spaces inside runs come out as they did when pdf.js extracted the text. Distances are in text
// space units of the run's font size, as in pdf.js: with Tf size `tf` and horizontal scale `sx` (text matrix x CTM),
// a page gap g is g / sx in units where a space is over 0.102 tf and a new run starts past 0.6 tf. pdf.js's factors are
// the `run*` values of the extract settings (settings.ts).
import type { TextItem } from '../types.ts';
import type { ExtractSettings } from '../settings.ts';
import { runTracking, spacedWords, type Spaced } from './letter-spaced.ts';

/** The settings a run builder reads: pdf.js's factors, as the extract part of ParseSettings holds them. */
export type RunSettings = Pick<ExtractSettings, 'runSpaceGap' | 'runNoSpaceGap' | 'runStepBack' | 'runBreakGap' | 'runBaselineShift' | 'runNewLineShift'>;

/** One character as PDFium reports it, in user space (y up). */
export interface Glyph {
  ch: string;
  x: number; y: number;       // origin
  end: number;                // x where the next character would start (origin + advance)
  tf: number;                 // font size of the Tf operator
  sx: number;                 // horizontal scale of text matrix x CTM
  h: number;                  // the run's height if it starts here (font size through the matrix, or glyph box)
  font: string;               // font identity for the item
  fontName: string;           // base font name: a run continues across font resources of one name, as in pdf.js
  rotated: boolean;
  /** Rotated only slightly (a value written by hand on a form, a few degrees off level): kept aside for forms. */
  tilted?: boolean;
  /** Turned a quarter turn (a side band's heading): kept aside for forms. */
  turned?: boolean;
  /** Turned to read bottom to top (else top to bottom). */
  up?: boolean;
  /** How light its ink shows on white paper, 0 (black) to 255 (pdfium-ink.ts lightness). */
  light?: number;
  /** Its baseline's slope in the page's frame (across over along), 0 for level text. */
  slope?: number;
}

// pdf.js replaces some compatibility characters (ligatures, presentation forms) by their NFKC form in text content
// (normalizeUnicode, pdfjs-dist 6.5); the same set here, so that runs read the same.
const NORMALIZE = /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40\ufb41\ufb43\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;
const normalize = (str: string) => str.replaceAll(NORMALIZE, (_, p1: string | undefined, p2: string) => (p1 ? p1.normalize('NFKC') : 'ſt'.repeat(p2.length)));

/** Runs lighter than this keep their lightness (TextItem.light); darker ones, nearly all text, carry nothing. */
const LIGHT_KEPT = 96;
/** Runs sloped more than this (about 0.06 degrees) keep their slope (TextItem.slope); level ones carry nothing. */
const SLOPE_KEPT = 0.001;
/** Two slopes further apart than this (about 0.03 degrees) are two writings. */
const SLOPE_APART = 0.0005;

/** Builds runs from glyphs in content order; `items` are the visible horizontal ones, `raw` what pdf.js would count. */
export class RunBuilder {
  readonly items: TextItem[] = [];
  /** Runs set a few degrees off level, not in `items` (statements never read them): a form's handwritten values. */
  readonly tilted: TextItem[] = [];
  /** Runs turned a quarter turn, as their bounds (PageForm.turned): a side band's section name. */
  readonly turned: TextItem[] = [];
  private turning: { str: string; x: number; y0: number; y1: number; h: number; font: string; up: boolean } | null = null;
  raw = 0;
  private str: string[] = [];
  /** The run's characters and the gaps before them (letter-spaced.ts). */
  private chars: Spaced[] = [];
  private spaced = false;
  private open = false;
  private x0 = 0; private y0 = 0; private h = 0; private font = ''; private rotated = false; private tilt = false; private slope = 0;
  /** The lightness of the run's darkest glyph so far (a run is light only when all of it is). */
  private light = 0;
  private w = 0;                                     // width so far, in page units
  private prev: { x: number; y: number; start: number } | null = null;
  // Thresholds of the last run started (pdf.js keeps them on its item object between runs).
  private tfUnit = 0; private sx = 1; private height = 0; private trackingMin = Infinity; private negMax = -Infinity; private notSpace = -Infinity; private inFlowMax = 0;
  private curTf = NaN; private curName = '';
  private last: [string, string] = [' ', ' '];
  private lastPos = 0;

  private readonly pageHeight: number;
  private readonly maxRaw: number;
  private readonly onTooMany: () => never;
  private readonly s: RunSettings;

  constructor(pageHeight: number, maxRaw: number, onTooMany: () => never, s: RunSettings) {
    this.pageHeight = pageHeight; this.maxRaw = maxRaw; this.onTooMany = onTooMany; this.s = s;
  }

  add(g: Glyph): void {
    if (g.tf !== this.curTf || g.fontName !== this.curName) {
      if (!Number.isNaN(this.curTf)) this.flush();
      this.curTf = g.tf; this.curName = g.fontName;
    }
    // (A glyph at another slope than its run's starts a run of its own: a hand writes each value at its own slant, and
    // one written up to the next, "SMITH-GARZA" then "MARISOL", is two. Level text has one slope, 0.)
    if (this.open && Math.abs((g.slope ?? 0) - this.slope) > SLOPE_APART) this.flush();
    if (/\s/.test(g.ch)) { this.spaceEnds(g); this.saveLast(' '); this.spaced = true; return; }
    if (!this.compare(g)) return;
    if (!this.open) this.start(g);
    this.light = Math.min(this.light, g.light ?? 0);
    this.chars.push({ ch: g.ch, gap: this.chars.length === 0 || !this.prev ? null : this.spaced ? Infinity : (g.x - this.prev.x) / this.sx });
    this.spaced = false;
    this.w += g.end - g.x;
    this.prev = { x: g.end, y: g.y, start: g.x };
    if (this.saveLast(g.ch)) this.str.push(' ');
    this.str.push(g.ch);
  }

  finish(): void { this.flush(); this.endTurned(); }

  /** A space's origin is where the glyph before it ends (its advance, as pdf.js measures it): PDFium's box of a glyph
   *  that leans past its advance (a pen font's or an italic's overhang) reaches over the space and would eat it
   *  ("FjelstadEnterprises"). */
  private spaceEnds(g: Glyph) {
    const p = this.prev;
    if (!p || !(g.x < p.x && g.x > p.start && Math.abs(g.y - p.y) < this.height * 0.5)) return;
    // (The run's width counted the glyph's box: it ends at the advance instead.)
    if (this.open) this.w -= p.x - g.x;
    p.x = g.x;
  }

  /** A glyph turned a quarter turn: it goes on the run down (or up) its line when it is next along it. */
  addTurned(g: Glyph): void {
    const t = this.turning;
    if (t && t.font === g.font && t.up === !!g.up && Math.abs(g.x - t.x) < g.h * 0.5 && Math.min(Math.abs(g.y - t.y0), Math.abs(g.y - t.y1)) < g.h * 2) {
      t.str += /\s/.test(g.ch) ? ' ' : g.ch;
      t.y0 = Math.min(t.y0, g.y); t.y1 = Math.max(t.y1, g.y);
      return;
    }
    this.endTurned();
    if (!/\s/.test(g.ch)) this.turning = { str: g.ch, x: g.x, y0: g.y, y1: g.y, h: g.h, font: g.font, up: !!g.up };
  }

  private endTurned() {
    const t = this.turning;
    this.turning = null;
    if (!t || !t.str.trim()) return;
    // (The last glyph's own advance along the line is about its size: the run's far end.)
    // (Across the letters, a size about their baseline: which side they stand on depends on the way they turn.)
    this.turned.push({ str: t.str.trim(), x: t.x - t.h * 0.5, y: this.pageHeight - t.y1 - t.h * 0.6, w: t.h, h: t.y1 - t.y0 + t.h * 0.6, font: t.font, up: t.up });
  }

  private start(g: Glyph) {
    this.open = true;
    this.slope = g.slope ?? 0;
    this.x0 = g.x; this.y0 = g.y; this.h = g.h; this.font = g.font; this.rotated = g.rotated; this.tilt = !!g.tilted; this.w = 0; this.light = g.light ?? 0;
    this.tfUnit = g.tf; this.sx = g.sx || 1; this.height = g.h;
    this.trackingMin = g.tf * this.s.runSpaceGap; this.notSpace = g.tf * this.s.runNoSpaceGap; this.negMax = -g.tf * this.s.runStepBack;
    this.inFlowMax = g.tf * this.s.runBreakGap;
  }

  /** pdf.js's compareWithLastPosition for horizontal text: false when the glyph is dropped. */
  private compare(g: Glyph): boolean {
    if (!this.prev) return true;
    const advX = (g.x - this.prev.x) / this.sx;
    const advY = g.y - this.prev.y;
    if (advX < this.negMax) {
      if (Math.abs(advY) > this.s.runNewLineShift * this.height) { this.eol(); return true; }
      this.resetLast(); this.flush(); return true;
    }
    if (Math.abs(advY) > this.height) { this.eol(); return true; }
    if (advX <= this.notSpace) this.resetLast();
    if (advX <= this.trackingMin) {
      if (this.shouldAddWhitespace()) { this.resetLast(); this.flush(); this.whitespace(); }
      else this.w += advX * this.sx;
    } else if (advX <= this.inFlowMax || (this.open && this.tracked(advX))) {
      // A gap of a space inside the flow: one space in the run.
      if (this.open) { this.resetLast(); this.str.push(' '); }
      if (!this.open || this.str.length === 0) { this.resetLast(); this.whitespace(); } else this.w += advX * this.sx;
    } else {
      this.flush(); this.resetLast(); this.whitespace();
    }
    if (Math.abs(advY) > this.height * this.s.runBaselineShift) this.flush();
    return true;
  }

  /** A word's gap in a run tracked wide: a space, itself tracked, after a tracked letter (within two trackings and the
   *  break gap). */
  private tracked(advX: number): boolean {
    const t = runTracking(this.chars, this.tfUnit, this.trackingMin);
    return t !== null && advX <= 2 * t + this.inFlowMax;
  }

  private eol() {
    this.resetLast();
    if (this.open) this.flush(); else this.count();
  }

  private whitespace() { this.count(); }

  private count() {
    if (++this.raw > this.maxRaw) this.onTooMany();
  }

  private flush() {
    if (!this.open || this.str.length === 0) { this.open = false; this.chars = []; return; }
    this.count();
    const str = normalize(spacedWords(this.chars, this.tfUnit, this.trackingMin) ?? this.str.join(''));
    this.str = []; this.chars = [];
    this.open = false;
    if (!str.trim()) return;
    // (Light grey ink is kept on the run, from a mid grey up: a form's placeholder in an empty input is no value.)
    // (A run set a little off level keeps its slope: forms part two hands' values that touch, runs-rejoined.ts.)
    const light = { ...(this.light >= LIGHT_KEPT ? { light: Math.round(this.light) } : {}), ...(Math.abs(this.slope) > SLOPE_KEPT ? { slope: Number(this.slope.toFixed(4)) } : {}) };
    if (this.rotated) {
      if (this.tilt) this.tilted.push({ str, x: this.x0, y: this.pageHeight - this.y0, w: Math.abs(this.w), h: this.h, font: this.font, ...light });
      return;
    }
    this.items.push({ str, x: this.x0, y: this.pageHeight - this.y0, w: Math.abs(this.w), h: this.h, font: this.font, ...light });
  }

  private saveLast(ch: string): boolean {
    const next = (this.lastPos + 1) % 2;
    const ret = this.last[this.lastPos] !== ' ' && this.last[next] === ' ';
    this.last[this.lastPos] = ch;
    this.lastPos = next;
    return ret;
  }

  private shouldAddWhitespace(): boolean {
    return this.last[this.lastPos] !== ' ' && this.last[(this.lastPos + 1) % 2] === ' ';
  }

  private resetLast() { this.last = [' ', ' ']; this.lastPos = 0; }
}
