// A comb's teeth on a scanned form: the short upright strokes that stand on a rule, one between every two characters
// of a value written a character to a box ("|S|I|L|V|E|R|"). They are shorter than a cell's side (form-geometry.ts
// reads those from 0.14 inch), so they were left on the picture, and OCR read each as a letter of the value
// ("L,;U;1;s" for LUIS). A tooth is told from a letter's stem by what a person sees in a comb: a thin stroke that
// starts at the rule, and others like it along the same rule at one pitch. A hand's letter standing on its line is
// neither thin all along nor one of a regular row.
import type { Line } from './form-geometry.ts';

type Dark = (x: number, y: number) => boolean;

// Lengths in inches.
const MIN_LEN = 0.04; // shorter is a rule's blur or a speck
const MAX_LEN = 0.3; // longer is a cell's side (found as one) or a stroke of something else
const MAX_WIDTH = 0.025; // a printed hairline, thickened by a scan's blur (3-4 pixels at 200 dpi)
const MIN_TEETH = 4; // a row of teeth at one pitch: a comb of three characters or more

/** A comb: its teeth along one side of its rule (`edge` the row next to the rule, `dir` -1 when they stand on it, +1
 *  when they hang from it), and the boxes' bounds along it (`xs`: the rule's ends where they are the boxes' ends). */
export interface Comb { teeth: Line[]; edge: number; dir: number; xs: number[]; pitch: number; /** read as one character a box (comb-reread.ts) */ read?: boolean }

/** The teeth standing on (or hanging from) the page's rules `hs`, as upright lines in the picture's pixels. */
export function combTeeth(hs: Line[], dark: Dark, dpi: number, width: number, height: number): Line[] {
  return combsOf(hs, dark, dpi, width, height).flatMap((c) => c.teeth);
}

/** The page's combs (see combTeeth). */
export function combsOf(hs: Line[], dark: Dark, dpi: number, width: number, height: number): Comb[] {
  const minLen = Math.round(dpi * MIN_LEN), maxLen = Math.round(dpi * MAX_LEN), maxW = Math.max(3, Math.round(dpi * MAX_WIDTH));
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && dark(x, y);
  const out: Comb[] = [];
  for (const r of hs) {
    if (r.to - r.from < dpi * 0.25) continue;
    for (const dir of [-1, 1]) {
      const y0 = dir < 0 ? r.at - Math.ceil(r.thick / 2) - 1 : r.at + Math.floor(r.thick / 2) + 1;
      const row: Line[] = [];
      // The stroke is measured two rows off the rule: where it meets the rule a scan's blur flares it.
      const ys = y0 + 2 * dir;
      for (let x = r.from + 1; x < r.to - 1; x++) {
        if (!inside(x, ys)) continue;
        let x1 = x;
        while (x1 + 1 < r.to && inside(x1 + 1, ys)) x1++;
        const w = x1 - x + 1;
        let meets = false;
        for (let xx = x - 1; xx <= x1 + 1 && !meets; xx++) meets = inside(xx, y0) || inside(xx, y0 + dir);
        const up = w <= maxW && meets ? climb(x, x1, ys, dir, maxLen, maxW, inside, (yy) => hs.some((h) => h !== r && Math.abs(h.at - yy) <= h.thick + 1 && h.from <= x && h.to >= x1)) : 0;
        const tooth = up ? up + 2 : 0;
        if (tooth >= minLen) row.push({ at: Math.round((x + x1) / 2), from: dir < 0 ? y0 - tooth + 1 : y0, to: dir < 0 ? y0 : y0 + tooth - 1, thick: w });
        x = x1;
      }
      const teeth = pitched(row, dpi, r);
      if (teeth.length) out.push({ teeth, edge: y0, dir, ...bounds(teeth, r) });
    }
  }
  return out;
}

/** How far a stroke `x`..`x1` wide runs from the rule (rows from `y0` in direction `dir`) while thin, up to another
 *  rule (`rule`) or paper: 0 if it widens (a letter's bowl or foot) or runs on past `maxLen`. */
function climb(x: number, x1: number, y0: number, dir: number, maxLen: number, maxW: number, dark: Dark, rule: (y: number) => boolean): number {
  let len = 0, y = y0, lo = x, hi = x1, gaps = 0;
  while (len <= maxLen) {
    // (A box's divider ends at the box's other rule: a tooth all the same.)
    if (rule(y)) return len;
    let a = -1, b = -1;
    for (let xx = lo - 1; xx <= hi + 1; xx++) if (dark(xx, y)) { if (a < 0) a = xx; b = xx; }
    if (a < 0) { if (++gaps > 1) break; y += dir; len++; continue; }
    gaps = 0;
    // Ink beside the stroke, past a hairline's width from it: the stroke is part of a letter (or a letter touches it).
    // (Not in the two rows at the rule, where a scan's noise clings to its edge.)
    if (len >= 2) for (const xx of [a - 2, a - 3, b + 2, b + 3]) if (dark(xx, y)) return 0;
    if (b - a + 1 > maxW) return 0;
    lo = a; hi = b; y += dir; len++;
  }
  return len > maxLen ? 0 : len - gaps;
}

/** The teeth of `row` (along `rule`, one side of it) that stand at one pitch: runs of MIN_TEETH or more, each at the
 *  row's usual spacing from the one before (or twice it, a box's tooth lost to the scan); or fewer,
 *  at one pitch with the rule's two ends. */
function pitched(row: Line[], dpi: number, rule: Line): Line[] {
  row.sort((a, b) => a.at - b.at);
  // A short comb (a box of two to four characters, "1|2", "N|C"): its teeth and the box's two ends at one pitch.
  // (The box's own sides at the rule's ends are no teeth of it.)
  const within = row.filter((t) => t.at - rule.from > dpi * 0.04 && rule.to - t.at > dpi * 0.04);
  if (within.length < MIN_TEETH) {
    // (The ends are the rule's, a scan's blur off the box's sides: they are held to a looser pitch than the teeth.)
    const at = [rule.from, ...within.map((t) => t.at), rule.to];
    const steps = at.slice(1).map((x, i) => x - at[i]!);
    const pitch = (rule.to - rule.from) / steps.length;
    const inner = steps.slice(1, -1).every((g) => Math.abs(g - pitch) <= 0.15 * pitch);
    return within.length && pitch >= dpi * 0.08 && inner && [steps[0]!, steps[steps.length - 1]!].every((g) => Math.abs(g - pitch) <= 0.3 * pitch) ? within : [];
  }
  const gaps = row.slice(1).map((t, i) => t.at - row[i]!.at).filter((g) => g >= dpi * 0.08 && g <= dpi * 0.6).sort((a, b) => a - b);
  if (gaps.length < MIN_TEETH - 1) return [];
  const pitch = gaps[Math.floor(gaps.length / 2)]!;
  const near = (g: number) => [1, 2].some((k) => Math.abs(g - k * pitch) <= 0.15 * pitch);
  // Runs of teeth each at the pitch from the one before: a comb is one unbroken row of them.
  const kept: Line[] = [];
  let chain: Line[] = [];
  for (const t of [...row, null]) {
    if (t && chain.length && near(t.at - chain[chain.length - 1]!.at)) { chain.push(t); continue; }
    if (chain.length >= MIN_TEETH) kept.push(...chain);
    chain = t ? [t] : [];
  }
  return kept;
}

/** The boxes' bounds along a comb: its teeth, a tooth lost between two (twice the pitch apart) put back, and the
 *  rule's ends where they stand a pitch from the first and last tooth (the comb's end boxes). */
function bounds(teeth: Line[], rule: Line): { xs: number[]; pitch: number } {
  const at = teeth.map((t) => t.at).sort((a, b) => a - b);
  const steps = at.slice(1).map((x, i) => x - at[i]!).sort((a, b) => a - b);
  const pitch = steps.length ? steps[steps.length >> 1]! : (rule.to - rule.from) / 2;
  const xs: number[] = [];
  for (const x of at) {
    const last = xs[xs.length - 1];
    if (last !== undefined && Math.abs(x - last - 2 * pitch) <= 0.3 * pitch) xs.push(Math.round(last + pitch));
    xs.push(x);
  }
  if (Math.abs(at[0]! - rule.from - pitch) <= 0.35 * pitch) xs.unshift(rule.from);
  if (Math.abs(rule.to - at[at.length - 1]! - pitch) <= 0.35 * pitch) xs.push(rule.to);
  return { xs, pitch };
}

/** A comb's box in the picture's pixels: its bounds along the rule, as tall as its dividers where they run from rule to
 *  rule, about twice a short tooth's height otherwise. */
export function combBox(comb: Comb): { x0: number; x1: number; y0: number; y1: number } {
  const len = comb.teeth.map((q) => q.to - q.from + 1).sort((a, b) => a - b)[comb.teeth.length >> 1]!;
  const h = Math.round(Math.min(comb.pitch * 1.8, len >= 0.8 * comb.pitch ? len : 2 * len));
  const [y0, y1] = comb.dir < 0 ? [comb.edge - h, comb.edge] : [comb.edge, comb.edge + h];
  return { x0: comb.xs[0]!, x1: comb.xs[comb.xs.length - 1]!, y0, y1 };
}
