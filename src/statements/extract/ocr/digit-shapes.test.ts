// A hand's 8 read as a 3 told by its closed lower loop (digit-shapes.ts), on glyphs drawn here: a 3 (open on its
// left), an 8 whose upper loop is drawn open (a handwriting font's), a 0 and a typed 3 left alone.
import { describe, expect, it } from 'vitest';
import { mendEights } from './digit-shapes.ts';
import type { OcrWord } from './engine.ts';
import type { Gray } from './raster.ts';

function page() {
  const g: Gray = { width: 400, height: 100, data: new Uint8Array(400 * 100).fill(240) };
  const rect = (x0: number, y0: number, x1: number, y1: number) => { for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) g.data[y * g.width + x] = 30; };
  /** A 3 at x: three bars joined on the right; `closed` adds the lower left side (an 8 with its upper loop open). */
  const three = (x: number, closed = false) => {
    rect(x, 20, x + 20, 23); rect(x + 2, 34, x + 20, 37); rect(x, 47, x + 20, 50); rect(x + 17, 20, x + 20, 50);
    if (closed) rect(x, 34, x + 3, 50);
  };
  const word = (text: string, x0: number, x1: number): OcrWord => ({ text, x0, x1, y0: 18, y1: 52, baseline: 50, size: 30, conf: 0.8 });
  return { g, rect, three, word };
}

describe('mendEights', () => {
  it('reads a 3 whose glyph closes a lower loop as an 8, a 3 open on its left as a 3', () => {
    const { g, three, word } = page();
    three(20); three(50, true); three(80, true);
    const w = word('333', 18, 104);
    expect(mendEights(g, [w])).toBe(1);
    expect(w.text).toBe('388');
  });

  it('leaves a figure alone when its glyphs and characters do not agree, and digits that are no 3', () => {
    const { g, rect, three, word } = page();
    three(20, true); three(50, true);
    const joined = word('3', 18, 74); // two glyphs, one character: which is which is unknown
    rect(200, 20, 220, 23); rect(200, 47, 220, 50); rect(200, 20, 203, 50); rect(217, 20, 220, 50); // a 0
    three(230, true);
    const zero = word('08', 198, 254);
    expect(mendEights(g, [joined, zero])).toBe(0);
    expect(joined.text).toBe('3');
    expect(zero.text).toBe('08');
  });
});
