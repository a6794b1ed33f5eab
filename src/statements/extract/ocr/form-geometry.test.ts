// A scanned form's drawing read from its pixels (form-geometry.ts), on pictures drawn here: cells, checkboxes (empty,
// ticked), dotted leaders, and letters that must not be taken for any of them.
import { describe, expect, it } from 'vitest';
import { drawingForm, eraseDrawing, formLike, readDrawing } from './form-geometry.ts';
import type { Gray } from './raster.ts';

const DPI = 200;
const K = 72 / DPI;

/** A white page 8.5 x 4 inches at 200 dpi, with a pen to draw in. */
function page() {
  const g: Gray = { width: 1700, height: 800, data: new Uint8Array(1700 * 800).fill(245) };
  const ink = (x: number, y: number, v = 30) => { if (x >= 0 && y >= 0 && x < g.width && y < g.height) g.data[y * g.width + x] = v; };
  const rect = (x0: number, y0: number, x1: number, y1: number, v = 30) => { for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) ink(x, y, v); };
  const frame = (x0: number, y0: number, x1: number, y1: number, t = 2) => { rect(x0, y0, x1, y0 + t); rect(x0, y1 - t, x1, y1); rect(x0, y0, x0 + t, y1); rect(x1 - t, y0, x1, y1); };
  return { g, ink, rect, frame };
}

describe('readDrawing', () => {
  it('finds a row of cells, checkboxes (the ticked one marked), a dotted leader; a letter O is no checkbox', () => {
    const { g, ink, rect, frame } = page();
    // Two rows of cells (0.35 inch high: shorter than the sides rule removal takes away).
    rect(100, 100, 1600, 102); rect(100, 170, 1600, 172); rect(100, 240, 1600, 242);
    for (const x of [100, 700, 1100, 1598]) rect(x, 100, x + 2, 242);
    // A label and a value in the first cell: letters, not lines.
    for (let i = 0; i < 8; i++) rect(120 + i * 14, 110, 128 + i * 14, 125);
    // Checkboxes 0.1 inch wide: the second ticked.
    frame(200, 400, 220, 420); frame(400, 400, 420, 420);
    for (let i = 0; i < 14; i++) { ink(403 + i, 405 + Math.abs(7 - i), 20); ink(404 + i, 405 + Math.abs(7 - i), 20); }
    // A letter O of the size of a checkbox: round, not square.
    for (let a = 0; a < 360; a += 2) { const r = (a * Math.PI) / 180; ink(Math.round(610 + 10 * Math.cos(r)), Math.round(410 + 10 * Math.sin(r))); ink(Math.round(610 + 9 * Math.cos(r)), Math.round(410 + 9 * Math.sin(r))); }
    // A dotted leader (a dot every 8 pixels), a value to be written on.
    for (let x = 200; x < 900; x += 8) rect(x, 600, x + 3, 603);
    const d = readDrawing(g, DPI);
    expect(formLike(d)).toBe(true);
    expect(d.cells.map((c) => [c.x0, c.x1])).toEqual(expect.arrayContaining([[101, 701], [701, 1101], [1101, 1599]]));
    expect(d.cells).toHaveLength(6);
    expect(d.checks.map((c) => [c.x0, c.marked])).toEqual([[200, false], [400, true]]);
    const form = drawingForm(d, K);
    expect(form.marks).toHaveLength(1);
    expect(form.marks[0]!.x0).toBeCloseTo(400 * K, 0);
    // The dotted leader is a rule a value is written on; the cells' tops and bottoms are not.
    expect(form.rules.map((r) => Math.round(r.x0 / K))).toEqual([200]);
    // Erased: the cells' sides, the checkboxes with their tick, the dots; the letters stay.
    const clean = eraseDrawing(g, d);
    const at = (x: number, y: number) => clean.data[y * clean.width + x]!;
    expect([at(700, 140), at(1100, 200), at(200, 410), at(410, 412), at(400, 600)].every((v) => v >= 240)).toBe(true);
    expect(at(122, 115)).toBe(30);
    expect(at(610, 400)).toBeLessThan(100);
  });

  it('a page of ruled rows and text (a statement) is no form: nothing is erased from it', () => {
    const { g, rect } = page();
    for (let y = 100; y < 700; y += 40) rect(100, y, 1600, y + 2);
    for (let y = 110; y < 700; y += 40) for (let i = 0; i < 30; i++) rect(120 + i * 40, y, 150 + i * 40, y + 20);
    expect(formLike(readDrawing(g, DPI))).toBe(false);
  });

  it('a box filled in (a square mark, the paper round it closed by the blur) is checked; a black square alone is none', () => {
    const { g, rect, frame } = page();
    frame(200, 400, 222, 422); frame(400, 400, 422, 422);
    // Filled in: its outline, a pixel of grey paper, then a solid square (a scan's blur darkens the paper between).
    rect(202, 402, 220, 420, 150); rect(204, 404, 218, 418);
    // A bullet of a box's size on another line, far from any box: no checkbox.
    const alone = page();
    alone.rect(600, 600, 622, 622);
    alone.rect(200, 200, 1600, 202);
    const d = readDrawing(g, DPI);
    expect(d.checks.map((c) => [c.x0, c.marked]).sort()).toEqual([[200, true], [400, false]]);
    expect(readDrawing(alone.g, DPI).checks).toEqual([]);
  });

  it("a cell's faint side beside a shaded cell is a side (the grey's noise is no ink thickening it)", () => {
    const { g, rect } = page();
    // Shaded label cells, light grey with a scan's noise on it (two pixels in five darker), and enough of that grey
    // and of faint lines and letters on the page to put its ink threshold among the grey's darker specks, as a scan's.
    const noisy = (x: number, y: number) => ((x * 7 + y * 13) % 5 < 2 ? 205 : 235);
    rect(100, 100, 1600, 103, 150); rect(100, 160, 1600, 163, 150); rect(100, 220, 1600, 223, 150);
    for (let y = 103; y < 220; y++) for (let x = 603; x < 1100; x++) if (y < 160 || y > 162) g.data[y * g.width + x] = noisy(x, y);
    for (const x of [100, 600, 1100, 1597]) rect(x, 100, x + 3, 223, 150);
    for (let y = 300; y < 400; y++) for (let x = 100; x < 1600; x++) g.data[y * g.width + x] = noisy(x, y);
    for (let y = 500; y < 700; y += 30) for (let i = 0; i < 60; i++) rect(120 + i * 24, y, 134 + i * 24, y + 18, 100);
    const d = readDrawing(g, DPI);
    expect(d.sides.map((v) => Math.round(v.at / 100))).toEqual([1, 6, 11, 16]);
    expect(d.cells.filter((c) => c.y0 < 130).map((c) => [Math.round(c.x0 / 100), Math.round(c.x1 / 100)])).toEqual([[1, 6], [6, 11], [11, 16]]);
  });

  it('cells under a light grey heading bar with dark letters (its grey taken for ink): the bar\'s edges close them', () => {
    const { g, rect } = page();
    const noisy = (x: number, y: number) => ((x * 7 + y * 13) % 5 < 2 ? 205 : 235);
    // A frame: a grey heading bar (rows 100-140) with dark letters and a border, a row of cells under it; faint lines,
    // letters and more grey elsewhere put the ink threshold over the bar's grey, as on a scan.
    rect(103, 102, 1597, 138, 190);
    for (let y = 102; y < 138; y++) for (let x = 103; x < 1597; x += 7) g.data[y * g.width + x + (y % 7)] = 232;
    for (let i = 0; i < 12; i++) rect(130 + i * 20, 108, 134 + i * 20, 132, 40);
    rect(100, 100, 1600, 102, 130); rect(100, 138, 1600, 140, 130); rect(100, 218, 1600, 221, 130);
    for (const x of [100, 1597]) rect(x, 100, x + 3, 221, 130);
    rect(800, 140, 803, 221, 130);
    for (let y = 300; y < 400; y++) for (let x = 100; x < 1600; x++) g.data[y * g.width + x] = noisy(x, y);
    for (let y = 500; y < 700; y += 30) for (let i = 0; i < 60; i++) rect(120 + i * 24, y, 134 + i * 24, y + 18, 100);
    const d = readDrawing(g, DPI);
    expect(d.bands.map((b) => [Math.round(b.y0 / 10), b.light])).toEqual([[10, false]]);
    expect(d.cells.map((c) => [Math.round(c.x0 / 100), Math.round(c.x1 / 100), Math.round(c.y0 / 10)])).toEqual(expect.arrayContaining([[1, 8, 14], [8, 16, 14]]));
  });

  it('cells right under a dark heading bar (its bottom their top): the bar\'s edge closes them, its columns are no side', () => {
    const { g, rect } = page();
    rect(100, 100, 1600, 140);
    for (let i = 0; i < 12; i++) rect(130 + i * 20, 108, 134 + i * 20, 132, 240); // light letters in the bar
    for (const x of [100, 600, 1598]) rect(x, 140, x + 2, 212);
    rect(100, 210, 1600, 212);
    const d = readDrawing(g, DPI);
    expect(d.cells.map((c) => [Math.round(c.x0 / 100), Math.round(c.x1 / 100), Math.round(c.y0 / 10), Math.round(c.y1 / 10)])).toEqual([[1, 6, 14, 21], [6, 16, 14, 21]]);
  });
});
