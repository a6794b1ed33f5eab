// A scanned page's drawing, read from its pixels (issue 36): what a form's text layer gives as vector paths (rules a
// value is written on, cells, checkboxes and the marks in them) is only ink on a scan. The form reader places values
// by that drawing (forms/reader.ts, marks.ts), so an OCR'd page is given it too, in the page's points. Statements'
// reading never looks at it.
import { otsu, type Gray } from './raster.ts';
import { darkBands, type DarkBand } from './dark-bands.ts';
import { checkboxes } from './checkboxes.ts';
import { combBox, combsOf, type Comb } from './comb-teeth.ts';
import type { PageForm, Rect } from '../../types.ts';

/** A line of ink: a horizontal one at `at` (its middle row) from `from` to `to`, or an upright one alike. */
export interface Line { at: number; from: number; to: number; thick: number }

// Lengths in inches (the page's dpi turns them into pixels).
const H_MIN = 0.25; // a rule: far longer than a letter's bar or a dash
const V_MIN = 0.14; // a cell's side: taller than a capital of the labels' size, beside its rules
const MAX_THICK = 0.05; // thicker is a filled area (a shaded heading), not a line
const SOLID_GAP = 0.02, SOLID_SHARE = 0.8; // a solid line's gaps (noise) and the share of its run that is ink

/** A page's drawing in its picture's pixels: rules, cells' sides, cells and checkboxes. */
export interface Drawing { hs: Line[]; sides: Line[]; cells: Box[]; checks: (Box & { marked: boolean })[]; dpi: number; ink: number; dots: Line[]; bands: DarkBand[]; teeth?: Line[]; combs?: Comb[] }

/** The share of row `y` along a horizontal line's length that is ink. */
function rowShare(l: Line, y: number, dark: (x: number, y: number) => boolean): number {
  let n = 0;
  for (let x = l.from; x < l.to; x++) if (y >= 0 && dark(x, y)) n++;
  return n / Math.max(1, l.to - l.from);
}

/** The share of a horizontal line's length its middle rows ink (a solid rule nearly all, a dotted one far less). */
function inkShare(l: Line, dark: (x: number, y: number) => boolean): number {
  let n = 0;
  for (let x = l.from; x < l.to; x++) {
    let d = false;
    for (let y = l.at - Math.floor(l.thick / 2); y <= l.at + Math.floor(l.thick / 2) && !d; y++) d = dark(x, y);
    if (d) n++;
  }
  return n / Math.max(1, l.to - l.from);
}
interface Box { x0: number; y0: number; x1: number; y1: number }

/** The drawing of a straightened page picture (empty lists where it draws nothing). */
export function readDrawing(img: Gray, dpi: number): Drawing {
  const ink = otsu(img);
  const t = ink + Math.round((255 - ink) * 0.55);
  const mask = new Uint8Array(img.data.length);
  for (let i = 0; i < mask.length; i++) mask[i] = img.data[i]! <= t ? 1 : 0;
  // A heading's band (a dark bar, dark-bands.ts) is no line, nor part of one: its pixels are left out, so the sides
  // of the cells under it do not grow into it (its edges are given as rules below).
  const bands = darkBands(img, dpi, t);
  for (const b of bands) for (let y = b.y0; y <= b.y1; y++) mask.fill(2, y * img.width + b.x0, y * img.width + b.x1 + 1);
  const dark = (x: number, y: number) => mask[y * img.width + x] === 1;
  const tf = Math.round((ink + t) / 2);
  const firm = (x: number, y: number) => mask[y * img.width + x] !== 2 && img.data[y * img.width + x]! <= tf;
  const solid = lines(img, dpi, dark, true, SOLID_GAP, firm), vs = lines(img, dpi, dark, false, SOLID_GAP, firm);
  // Dotted leaders a value is written on (OCR reads their dots as letters): a row of dots, a dot's width apart.
  const dots = lines(img, dpi, dark, true, 0.05).filter((l) => l.to - l.from >= dpi * 0.4 && !solid.some((h) => Math.abs(h.at - l.at) <= 3 && h.from < l.to && l.from < h.to) && inkShare(l, dark) < 0.8
    // Dots, thin, with paper over and under the whole row (a row of letters' feet has the letters over it).
    && l.thick <= Math.max(3, Math.round(dpi * 0.025)) && [l.at - Math.ceil(l.thick / 2) - 2, l.at + Math.ceil(l.thick / 2) + 2].every((y) => rowShare(l, y, dark) < 0.08));
  const hs = [...solid, ...dots];
  const tol = dpi * 0.03;
  // A heading's band's edges end the cells under and over it as a rule does.
  const frame = [...hs, ...bands.flatMap((b) => [{ at: b.y0, from: b.x0, to: b.x1, thick: 1 }, { at: b.y1, from: b.x0, to: b.x1, thick: 1 }])];
  // A cell's side stands between two rules: an upright line alone (a letter's stem, a stroke of a tick) is none.
  const touches = (v: Line, y: number) => frame.some((h) => Math.abs(h.at - y) <= tol + h.thick && v.at >= h.from - tol && v.at <= h.to + tol);
  const sides = vs.filter((v) => touches(v, v.from) && touches(v, v.to));
  const cells: Box[] = [];
  // Cells: each side cut where rules cross it; a cell stands between a piece of side and the next one to its right
  // of the same height, under one rule running over both.
  const crossing = (v: Line, h: Line) => h.at >= v.from - tol - h.thick && h.at <= v.to + tol + h.thick && v.at >= h.from - tol && v.at <= h.to + tol;
  const pieces: { x: number; y0: number; y1: number }[] = [];
  for (const v of sides) {
    const ys = [...new Set(frame.filter((h) => crossing(v, h)).map((h) => h.at))].sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) if (ys[i]! - ys[i - 1]! > dpi * 0.08) pieces.push({ x: v.at, y0: ys[i - 1]!, y1: ys[i]! });
  }
  for (const a of pieces) {
    const b = pieces.filter((q) => q.x > a.x + dpi * 0.1 && Math.abs(q.y0 - a.y0) <= tol && Math.abs(q.y1 - a.y1) <= tol).sort((p, q) => p.x - q.x)[0];
    if (b && frame.some((h) => Math.abs(h.at - a.y0) <= tol && h.from <= a.x + tol && h.to >= b.x - tol)) cells.push({ x0: a.x, y0: a.y0, x1: b.x, y1: a.y1 });
  }
  const combs = combsOf(solid, dark, dpi, img.width, img.height);
  return { hs, sides, cells, checks: checkboxes(img, dpi, dark), dpi, ink: t, dots, bands, teeth: combs.flatMap((c) => c.teeth), combs };
}

/** A drawing in page points (`k` points a pixel), as a text layer's form drawing is given (types.ts PageForm). */
export function drawingForm(d: Drawing, k: number): PageForm {
  const pt = (b: Box): Rect => ({ x0: b.x0 * k, y0: b.y0 * k, x1: b.x1 * k, y1: b.y1 * k });
  const tol = d.dpi * 0.03;
  // Rules a value is written on: the horizontal lines that are no cell's top or bottom.
  const edge = (h: Line) => d.sides.some((v) => (Math.abs(v.from - h.at) <= tol + h.thick || Math.abs(v.to - h.at) <= tol + h.thick) && v.at >= h.from - tol && v.at <= h.to + tol)
    || d.cells.some((c) => (Math.abs(c.y0 - h.at) <= tol || Math.abs(c.y1 - h.at) <= tol) && c.x0 < h.to && h.from < c.x1);
  // (Only combs read as one character a box: a row of a hand's strokes on a rule taken for teeth parts no value.)
  const combs = (d.combs ?? []).filter((c) => c.read);
  const combBoxes = combs.map(combBox).filter((b) => !d.cells.some((c) => Math.abs(c.x0 - b.x0) <= tol * 2 && Math.abs(c.x1 - b.x1) <= tol * 2 && c.y0 < b.y1 && b.y0 < c.y1));
  return {
    fields: [],
    marks: d.checks.filter((c) => c.marked).map(pt),
    rules: d.hs.filter((h) => !edge(h)).map((h) => pt({ x0: h.from, y0: h.at, x1: h.to, y1: h.at + h.thick })),
    // (A comb's box and its teeth too, where its box is no cell already: the reader parts its boxes by them.)
    boxes: [...d.cells, ...d.checks, ...combBoxes].map(pt),
    vrules: [...d.sides.map((v) => pt({ x0: v.at, y0: v.from, x1: v.at + v.thick, y1: v.to })), ...combs.flatMap((c) => {
      // (Every bound of its boxes, a tooth the scan lost put back: combs.ts parts the boxes by them.)
      const b = combBox(c);
      return c.xs.map((x) => pt({ x0: x - 1, y0: b.y0, x1: x + 1, y1: b.y1 }));
    })],
  };
}

/** Whether a drawing is a form's: checkboxes, or a grid of cells (a statement's table is ruled, not boxed cell by cell). */
export const formLike = (d: Drawing) => d.checks.length >= 2 || d.cells.length >= 6;

/** A copy of `img` without its cells' sides and its checkboxes (outline and mark: the mark is kept in the drawing):
 *  read as letters beside the value they frame ("|12", "[LLC", "4 S-Corp"). Long sides are gone already (rules.ts). */
export function eraseDrawing(img: Gray, d: Drawing): Gray {
  const out = new Uint8Array(img.data);
  const w = img.width, h = img.height;
  const white = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = Math.max(0, y0); y <= Math.min(h - 1, y1); y++) for (let x = Math.max(0, x0); x <= Math.min(w - 1, x1); x++) out[y * w + x] = 255;
  };
  for (const l of d.dots) white(l.from - 2, l.at - Math.ceil(l.thick / 2) - 1, l.to + 2, l.at + Math.ceil(l.thick / 2) + 1);
  // The side and its blur only: a label printed a point from it keeps its first letter.
  // Painted the paper's shade beside it, row by row: a white stripe through a shaded header row reads as strokes.
  for (const v of d.sides) {
    const x0 = Math.max(0, v.at - Math.ceil(v.thick / 2) - 1), x1 = Math.min(w - 1, v.at + Math.ceil(v.thick / 2) + 1);
    for (let y = Math.max(0, v.from - 2); y <= Math.min(h - 1, v.to + 2); y++) {
      const shade = Math.max(img.data[y * w + Math.max(0, x0 - 2)]!, img.data[y * w + Math.min(w - 1, x1 + 2)]!);
      for (let x = x0; x <= x1; x++) out[y * w + x] = shade;
    }
  }
  for (const c of d.checks) {
    white(c.x0 - 3, c.y0 - 3, c.x1 + 3, c.y1 + 3);
    // A tick or an X drawn past the box: the ink joined to the box's, a box's size around it (a letter beside the box
    // stands apart from it).
    const m = Math.round((c.x1 - c.x0) * 0.7);
    const inWindow = (x: number, y: number) => x >= c.x0 - m && x <= c.x1 + m && y >= c.y0 - m && y <= c.y1 + m && x >= 0 && y >= 0 && x < w && y < h;
    const seen = new Set<number>();
    const stack: number[] = [];
    for (let x = c.x0 - 4; x <= c.x1 + 4; x++) for (const y of [c.y0 - 4, c.y1 + 4]) if (inWindow(x, y)) stack.push(y * w + x);
    for (let y = c.y0 - 4; y <= c.y1 + 4; y++) for (const x of [c.x0 - 4, c.x1 + 4]) if (inWindow(x, y)) stack.push(y * w + x);
    while (stack.length) {
      const i = stack.pop()!;
      if (seen.has(i) || out[i]! > d.ink) continue;
      seen.add(i);
      out[i] = 255;
      const x = i % w, y = (i - x) / w;
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]] as const) if (inWindow(x + dx, y + dy)) stack.push((y + dy) * w + x + dx);
    }
  }
  return { width: w, height: h, data: out };
}

/** Horizontal (`across`) or upright lines of ink: runs of dark pixels at least H_MIN / V_MIN long, merged with the
 *  runs beside them into one line of a few pixels' thickness, with paper on both sides of it (a row of bold letters
 *  blurred together has ink over and under it), and joined again where a scan's noise broke it. */
function lines(img: Gray, dpi: number, dark: Dark, across: boolean, gapInches = SOLID_GAP, firm: Dark = dark): Line[] {
  const [len, wid] = across ? [img.width, img.height] : [img.height, img.width];
  const at = (i: number, j: number) => i >= 0 && j >= 0 && i < len && j < wid && (across ? dark(i, j) : dark(j, i));
  const min = Math.round(dpi * (across ? H_MIN : V_MIN)), maxThick = Math.max(3, Math.round(dpi * MAX_THICK));
  const gap = Math.max(2, Math.round(dpi * gapInches));
  const open: Line[] = [], done: Line[] = [];
  // A solid line's run is ink nearly all along (its gaps a pixel of noise); a shaded cell's grey, taken for ink here
  // and there by the scan's noise, makes runs full of gaps, which would thicken the cell's side beside it past a line's.
  const inkIn = (a: number, b: number, j: number) => { let n = 0; for (let i = a; i < b; i++) if (at(i, j)) n++; return n / Math.max(1, b - a); };
  for (let j = 0; j < wid; j++) {
    const runs: [number, number][] = [];
    let start = -1;
    for (let i = 0; i <= len; i++) {
      const d = at(i, j);
      if (d && start < 0) start = i;
      if (!d && start >= 0) {
        // A gap of a pixel or few (a thin line's noise) does not end the run.
        let more = false;
        for (let g = 1; g <= gap && !more; g++) more = at(i + g, j);
        if (more) continue;
        if (i - start >= min && (gapInches > SOLID_GAP || inkIn(start, i, j) >= SOLID_SHARE)) runs.push([start, i]);
        start = -1;
      }
    }
    for (const [a, b] of runs) {
      // A line grows no thicker than a line is: a hand's strokes touching it, or a shaded band, start lines of their
      // own, which have ink over or under them (dropped below).
      // (A run a third of the line's length at least: a row of a hand's letters standing on the line is no part of it.)
      const o = open.find((l) => l.at + l.thick >= j && a < l.to && b > l.from && b - a >= 0.3 * (l.to - l.from));
      if (o) { o.from = Math.min(o.from, a); o.to = Math.max(o.to, b); o.thick = j - o.at + 1; } else open.push({ at: j, from: a, to: b, thick: 1 });
    }
    for (let n = open.length - 1; n >= 0; n--) if (open[n]!.at + open[n]!.thick < j) done.push(...open.splice(n, 1));
  }
  done.push(...open);
  // (Paper beside a line is judged by firmer ink: a shaded cell's grey beside its side is no ink over or under it.)
  const firmAt = (i: number, j: number) => i >= 0 && j >= 0 && i < len && j < wid && (across ? firm(i, j) : firm(j, i));
  const clear = (l: Line, j: number) => {
    let n = 0;
    for (let i = l.from; i < l.to; i++) if (firmAt(i, j)) n++;
    return n / Math.max(1, l.to - l.from) < 0.35;
  };
  // A thick line is a long one (a scan's blur thickens a rule): a short thick run is a row of bold or blurred letters.
  const thickOk = (l: Line) => l.thick <= Math.max(3, Math.round(dpi * 0.03)) || (l.thick <= maxThick && l.to - l.from >= dpi * 1.5);
  // (A line is firm ink along its length, a faint rule too: a shaded cell's grey, taken for ink, is not.)
  const firmLine = (l: Line) => { let n = 0; for (let i = l.from; i < l.to; i++) for (let j = l.at; j < l.at + l.thick; j++) if (firmAt(i, j)) { n++; break; } return n >= (l.to - l.from) * 0.6; };
  const kept = done.filter((l) => thickOk(l) && clear(l, l.at - 2) && clear(l, l.at + l.thick + 1) && (gapInches > SOLID_GAP || firmLine(l)))
    .map((l) => ({ ...l, at: l.at + Math.floor(l.thick / 2) })).sort((a, b) => a.at - b.at || a.from - b.from);
  const out: Line[] = [];
  const join = Math.round(dpi * 0.06);
  for (const l of kept) {
    const o = out.find((x) => Math.abs(x.at - l.at) <= 2 && l.from - x.to <= join && x.from - l.to <= join);
    if (o) { o.from = Math.min(o.from, l.from); o.to = Math.max(o.to, l.to); } else out.push({ ...l });
  }
  return out;
}

type Dark = (x: number, y: number) => boolean;
