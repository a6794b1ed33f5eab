// The direction a page is read in. A page is read the way a person holding it would read it: turned so that most of
// its text runs left to right. That one rule covers a page shown turned by its `/Rotate` (a landscape report on a
// portrait sheet, drawn sideways in user space and turned back by the viewer), a page drawn upside down, and a page
// whose whole text is drawn sideways on an upright sheet (the reader turns the sheet). Which way PDF says to show the
// page does not decide it: the text's own direction does, as it does for a person.
//
// The direction is voted by the page's characters (their text matrix through the CTM): a sample of at most
// `SAMPLE` characters spread over the page, each voting for one of the four right angles, or for none when it is set
// at a slant (a stamp, a watermark: those stay out of the reading whichever way the page turns, pdfium-text.ts). The
// upright reading wins ties, so a page with a sideways label in its margin is read as it was.
//
// A frame maps user space to the turned page: X along the reading direction, Y up across it, both from the turned
// box's corner; for an upright page it is the identity (x and y as PDFium gives them), so such pages read exactly as
// before.
import type { Pdfium } from './pdfium.ts';

export type Turn = 0 | 90 | 180 | 270;
export interface Box { left: number; right: number; bottom: number; top: number }

/** User space -> the turned page: X = ux*x + uy*y - dx, Y = -uy*x + ux*y - dy. */
export interface Frame {
  turn: Turn;
  ux: number; uy: number;   // the reading direction (unit vector) in user space
  dx: number; dy: number;
  width: number; height: number;
  /** The visible box in frame coordinates. */
  box: Box;
}

// Enough characters to tell a page's direction: a page of 3,000 characters costs 256 matrix reads, not 3,000.
const SAMPLE = 256;
const DIRECTIONS: readonly (readonly [Turn, number, number])[] = [[0, 1, 0], [90, 0, 1], [180, -1, 0], [270, 0, -1]];

/** The right angle character i's text runs at (counter-clockwise from the x axis), or null when set at a slant. */
function charTurn(p: Pdfium, tp: number, i: number, slope: number): Turn | null {
  const s = p.scratch + 32;
  if (!p.fn.FPDFText_GetMatrix!(tp, i, s)) return null;
  const f32 = p.heap().f32;
  const a = f32[s >> 2]!; const b = f32[(s >> 2) + 1]!;
  if (Math.abs(b) <= Math.abs(a) * slope) return a > 0 ? 0 : a < 0 ? 180 : null;
  if (Math.abs(a) <= Math.abs(b) * slope) return b > 0 ? 90 : 270;
  return null;
}

/** The way the page's text runs: the right angle most of a sample of its characters run at (ties: upright).
 *  `fields`: a fillable form's fields, their values read as a person sees them (fieldsUpright). */
export function pageTurn(p: Pdfium, tp: number, count: number, codes: Uint16Array | null, slope: number, fields: readonly Field[] = []): Turn {
  const step = Math.max(1, Math.floor(count / SAMPLE));
  const votes = [fieldsUpright(fields) / step, 0, 0, 0];
  for (let i = 0; i < count; i += step) {
    const u = codes ? codes[i]! : p.fn.FPDFText_GetUnicode!(tp, i);
    if (u <= 0x20 || u === 0xfffe || u === 0xffff) continue;
    const t = charTurn(p, tp, i, slope);
    if (t !== null) votes[t / 90]!++;
  }
  let best = 0;
  for (let k = 1; k < 4; k++) if (votes[k]! > votes[best]!) best = k;
  return DIRECTIONS[best]![0];
}

interface Field { value: string; rect: { x0: number; x1: number; y0: number; y1: number } }

/** A fillable form's values vote too: a person reads what is typed in its fields, which the text layer does not hold
 *  (a form whose page text is only its captions, set sideways in strips, its values level in their fields). A field
 *  wider than tall holds its line along its width: its characters vote upright. (A field set sideways is as tall as
 *  its line and votes nothing: which of the two quarter turns it reads at, its shape does not say.) */
function fieldsUpright(fields: readonly Field[]): number {
  let n = 0;
  for (const f of fields) if (f.rect.x1 - f.rect.x0 > f.rect.y1 - f.rect.y0) n += f.value.replace(/\s+/g, '').length;
  return n;
}

/**
 * The frame of a page read at `turn`. `width` and `height` are PDFium's (which swaps them for a page shown at
 * `/Rotate 90` or `270`): an upright reading of such a page keeps user space, so its size is the unswapped one.
 */
export function frameOf(turn: Turn, box: Box, width: number, height: number, rotation: number): Frame {
  const [, ux, uy] = DIRECTIONS[turn / 90]!;
  if (turn === 0) {
    const [w, h] = rotation % 2 ? [height, width] : [width, height];
    return { turn, ux, uy, dx: 0, dy: 0, width: w, height: h, box };
  }
  const xs = [box.left, box.right].flatMap((x) => [box.bottom, box.top].map((y) => ux * x + uy * y));
  const ys = [box.left, box.right].flatMap((x) => [box.bottom, box.top].map((y) => -uy * x + ux * y));
  const dx = Math.min(...xs); const dy = Math.min(...ys);
  const w = Math.max(...xs) - dx; const h = Math.max(...ys) - dy;
  return { turn, ux, uy, dx, dy, width: w, height: h, box: { left: 0, right: w, bottom: 0, top: h } };
}

/** Whether text whose matrix starts (a, b) is set at a slant to the frame (or runs against it: upside down in it). */
export function slanted(fr: Frame, a: number, b: number, slope: number): boolean {
  const along = a * fr.ux + b * fr.uy;
  const across = -a * fr.uy + b * fr.ux;
  return Math.abs(across) > Math.abs(along) * slope || (fr.turn !== 0 && along < 0);
}
