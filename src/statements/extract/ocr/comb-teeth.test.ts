// A comb's teeth on a scanned form (comb-teeth.ts), on pictures drawn here: a long comb, a short one of two boxes, a
// hand's letters standing on a rule (no teeth).
import { describe, expect, it } from 'vitest';
import { readDrawing } from './form-geometry.ts';
import type { Gray } from './raster.ts';

const DPI = 200;

function page() {
  const g: Gray = { width: 1700, height: 600, data: new Uint8Array(1700 * 600).fill(245) };
  const rect = (x0: number, y0: number, x1: number, y1: number, v = 30) => { for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) g.data[y * g.width + x] = v; };
  return { g, rect };
}

describe('comb teeth', () => {
  it('finds the teeth of a comb at one pitch, short combs by their box ends', () => {
    const { g, rect } = page();
    // A comb of 12 boxes, 0.15 inch apart: a rule under them, teeth 0.1 inch high, a box's end at each end.
    rect(100, 200, 460, 203);
    rect(100, 160, 103, 203); rect(457, 160, 460, 203); rect(100, 160, 460, 163);
    for (let i = 1; i < 12; i++) rect(100 + i * 30, 180, 103 + i * 30, 200);
    // Characters in the first five boxes (blocks of ink clear of the teeth).
    for (let i = 0; i < 5; i++) rect(108 + i * 30, 172, 124 + i * 30, 195);
    // A short comb of two boxes: one tooth in the middle of a box 0.4 inch wide.
    rect(600, 200, 680, 203); rect(600, 160, 603, 203); rect(677, 160, 680, 203); rect(600, 160, 680, 163); rect(639, 180, 642, 200);
    const d = readDrawing(g, DPI);
    const teeth = (d.teeth ?? []).filter((t) => t.to >= 195);
    expect(teeth.filter((t) => t.at > 105 && t.at < 455).length).toBe(11);
    expect(teeth.some((t) => t.at >= 638 && t.at <= 642)).toBe(true);
    // (Bounds along the comb: its box's ends and every tooth, for its boxes to be read one by one: comb-reread.ts.)
    expect(d.combs?.find((c) => c.xs[0]! <= 102)?.xs.length).toBe(13);
  });

  it('takes no letter standing on its rule for a tooth: strokes with ink beside them, or not at one pitch', () => {
    const { g, rect } = page();
    rect(100, 300, 900, 303);
    // Letters "L" standing on the rule: a stem with a foot (ink beside the stem), at one pitch.
    for (let i = 0; i < 6; i++) { rect(120 + i * 40, 270, 123 + i * 40, 300); rect(120 + i * 40, 294, 135 + i * 40, 300); }
    // Thin strokes on the rule at no common pitch ("l", "1" in a hand's word).
    for (const x of [500, 517, 561, 580, 655, 700]) rect(x, 275, x + 3, 300);
    const d = readDrawing(g, DPI);
    expect((d.teeth ?? []).filter((t) => t.to >= 295 && t.to <= 300)).toEqual([]);
  });
});
