// Characters -> runs as pdf.js built its text items: spaces from gaps, new runs past 0.6 of the font size, line and
// font changes, whitespace glyphs replaced by their gap, compatibility characters normalised.
import { describe, expect, it } from 'vitest';
import { RunBuilder, type Glyph } from './pdfium-runs.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';

const H = 792;
/** Glyphs of `text` at 10 pt from x, each 5 pt wide; `gaps` adds space before the character at that index. */
function glyphs(text: string, x: number, y: number, gaps: Record<number, number> = {}, over: Partial<Glyph> = {}): Glyph[] {
  const out: Glyph[] = [];
  for (let i = 0; i < text.length; i++) {
    x += gaps[i] ?? 0;
    out.push({ ch: text[i]!, x, y, end: x + 5, tf: 10, sx: 1, h: 10, font: 'f1:Helvetica', fontName: 'Helvetica', rotated: false, ...over });
    x += 5;
  }
  return out;
}
function run(gs: Glyph[], max = Infinity) {
  const b = new RunBuilder(H, max, () => { throw new Error('too many'); }, DEFAULT_SETTINGS.extract);
  for (const g of gs) b.add(g);
  b.finish();
  return b;
}

describe('RunBuilder', () => {
  it('joins touching characters and puts one space for a gap between 0.102 and 0.6 of the font size', () => {
    const b = run(glyphs('ab', 100, 700, { 1: 2 }));
    expect(b.items).toEqual([{ str: 'a b', x: 100, y: H - 700, w: 12, h: 10, font: 'f1:Helvetica' }]);
    expect(run(glyphs('ab', 100, 700, { 1: 0.5 })).items[0]!.str).toBe('ab');
  });

  it('starts a new run past 0.6 of the font size, on another line, or in another font', () => {
    expect(run(glyphs('ab', 100, 700, { 1: 7 })).items.map((i) => i.str)).toEqual(['a', 'b']);
    expect(run([...glyphs('a', 100, 700), ...glyphs('b', 105, 680)]).items.map((i) => i.str)).toEqual(['a', 'b']);
    expect(run([...glyphs('a', 100, 700), ...glyphs('b', 105, 700, {}, { fontName: 'Courier', font: 'f2:Courier' })]).items.map((i) => i.font))
      .toEqual(['f1:Helvetica', 'f2:Courier']);
  });

  it('keeps no space glyph: the gap it leaves makes the space', () => {
    const b = run(glyphs('a b', 100, 700));
    expect(b.items.map((i) => i.str)).toEqual(['a b']);
  });

  it('ends a glyph at the space after it when its box leans past the space (a pen font, an italic)', () => {
    // 'd' is 5 pt of advance but its box reaches 2.5 pt further, over most of the 3 pt space after it.
    const d = { ch: 'd', x: 100, y: 700, end: 107.5, tf: 10, sx: 1, h: 10, font: 'f1:Pen', fontName: 'Pen', rotated: false };
    const b = run([d, { ...d, ch: ' ', x: 105, end: 108 }, { ...d, ch: 'E', x: 108, end: 113 }]);
    expect(b.items.map((i) => i.str)).toEqual(['d E']);
    expect(b.items[0]!.w).toBe(13);
    // Without the space glyph the same boxes touch: no space, as before.
    expect(run([d, { ...d, ch: 'E', x: 108, end: 113 }]).items.map((i) => i.str)).toEqual(['dE']);
  });

  it('normalises ligatures as pdf.js does and leaves ™ alone', () => {
    expect(run(glyphs('\ufb01™', 100, 700)).items[0]!.str).toBe('fi™');
  });

  it('counts runs and the breaks after them, and stops at the cap', () => {
    const spread = glyphs('abcdef', 100, 700, { 1: 20, 2: 20, 3: 20, 4: 20, 5: 20 });
    expect(run(spread).raw).toBeGreaterThanOrEqual(10);
    expect(() => run(spread, 5)).toThrow('too many');
  });

  it('drops rotated runs from the items but counts them', () => {
    const b = run(glyphs('ab', 100, 700, {}, { rotated: true }));
    expect(b.items).toEqual([]);
    expect(b.raw).toBeGreaterThan(0);
  });
});
