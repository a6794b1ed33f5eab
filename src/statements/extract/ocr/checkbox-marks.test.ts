// A scanned checkbox's mark (checkboxes.ts): the scan's blur thickens a box's outline, and an empty box's own sides
// must not pass for a tick inside it; a box printed at the start of its cell, the cell's side a few pixels from it.
import { describe, expect, it } from 'vitest';
import { readDrawing } from './form-geometry.ts';
import type { Gray } from './raster.ts';

const DPI = 200;

/** A row of checkboxes (0.09 inch, a thin outline) on white, the second ticked, blurred as a scanner's optics do. */
function scannedRow(): Gray {
  const w = 1000, h = 200;
  let d = new Float32Array(w * h).fill(245);
  const ink = (x: number, y: number) => { d[y * w + x] = 25; };
  const rect = (x0: number, y0: number, x1: number, y1: number) => { for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) ink(x, y); };
  const boxes = [100, 300, 500, 700];
  for (const x of boxes) { rect(x, 80, x + 18, 82); rect(x, 96, x + 18, 98); rect(x, 80, x + 2, 98); rect(x + 16, 80, x + 18, 98); }
  // A tick in the second box: its short stroke down, its long one up past the box's top.
  for (let i = 0; i < 5; i++) rect(304 + i, 86 + i, 307 + i, 88 + i);
  for (let i = 0; i < 14; i++) rect(309 + i, 90 - i, 312 + i, 92 - i);
  // The blur: a 3-pixel box filter (a 2-pixel line comes out four pixels wide at a lenient threshold).
  for (let pass = 0; pass < 1; pass++) {
    const o = new Float32Array(d);
    for (let y = 2; y < h - 2; y++) for (let x = 2; x < w - 2; x++) {
      let s = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) s += d[(y + dy) * w + x + dx]!;
      o[y * w + x] = s / 9;
    }
    d = o;
  }
  return { width: w, height: h, data: Uint8Array.from(d, (v) => Math.round(v)) };
}

describe('a scanned checkbox', () => {
  it('is marked for the tick inside it, not for its own outline thickened by the blur', () => {
    const checks = readDrawing(scannedRow(), DPI).checks.sort((a, b) => a.x0 - b.x0);
    expect(checks.map((c) => [Math.round(c.x0 / 100) * 100, c.marked])).toEqual([[100, false], [300, true], [500, false], [700, false]]);
  });
});

describe('a scanned checkbox at the start of its cell', () => {
  it('is a checkbox though the cell\'s side stands a few pixels left of it, its scanned edge ragged', () => {
    const w = 400, h = 120;
    const data = new Uint8Array(w * h).fill(245);
    const rect = (x0: number, y0: number, x1: number, y1: number) => { for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * w + x] = 25; };
    // The cell's side, down the whole picture: its right edge a pixel further out on every other row.
    for (let y = 10; y < 110; y++) rect(93, y, y % 2 ? 97 : 98, y + 1);
    // The box (0.1 inch, sides 2 pixels) four pixels right of it, ticked; an empty box further along.
    for (const x of [101, 201]) { rect(x, 50, x + 20, 52); rect(x, 68, x + 20, 70); rect(x, 50, x + 2, 70); rect(x + 18, 50, x + 20, 70); }
    for (let i = 0; i < 5; i++) rect(105 + i, 58 + i, 108 + i, 60 + i);
    for (let i = 0; i < 10; i++) rect(110 + i, 62 - i, 113 + i, 64 - i);
    const checks = readDrawing({ width: w, height: h, data }, DPI).checks.sort((a, b) => a.x0 - b.x0);
    expect(checks.map((c) => [c.x0, c.marked])).toEqual([[101, true], [201, false]]);
  });
});

// A scanned "Gr" (a form's typed value, 200 dpi, at the threshold a light page gives): the G's top and its bar are
// runs a box's length, its left side straight; its right side is open over the bar.
const SCANNED_GR = [
  '..........######..............', '.........##########...........', '.......#############..........',
  '......###############.........', '.....################.........', '.....######......#####......##',
  '.....#####.......#####..######', '....#####.........###...######', '....#####...............######',
  '....####.........##.....######', '....####.....#########..####..', '....#####....#########..####..',
  '....#####....#########..####..', '....#####.....#########.####..', '....#####.........####..####..',
  '.....#####.......#####..####..', '.....#######....######..####..', '......################..####..',
  '.......##############...####..', '........############....####..', '..........########.......##...',
];

/** Letters blurred by a scan: the G above, and a thick O (a square inside its stroke), with a real box of their size
 *  beside them. */
function blurredLetters(): Gray {
  const w = 400, h = 120;
  const data = new Uint8Array(w * h).fill(245);
  const rect = (x0: number, y0: number, x1: number, y1: number) => { for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * w + x] = 25; };
  SCANNED_GR.forEach((row, y) => [...row].forEach((c, x) => { if (c === '#') data[(50 + y) * w + 40 + x] = 25; }));
  // O: a ring 22 pixels across, its stroke 5 thick.
  for (let y = 49; y <= 71; y++) for (let x = 129; x <= 151; x++) { const r = Math.hypot(x - 140, y - 60); if (r <= 11 && r >= 6) data[y * w + x] = 25; }
  // A real box of the same size, empty.
  rect(220, 49, 242, 52); rect(220, 69, 242, 72); rect(220, 49, 223, 72); rect(239, 49, 242, 72);
  return { width: w, height: h, data };
}

describe('a bold letter blurred by a scan', () => {
  it('is no checkbox: a G whose side is open over its bar, an O whose ink goes on round the square inside it (the box beside them is one)', () => {
    const checks = readDrawing(blurredLetters(), DPI).checks;
    expect(checks.map((c) => Math.round(c.x0 / 10) * 10)).toEqual([220]);
  });
});
