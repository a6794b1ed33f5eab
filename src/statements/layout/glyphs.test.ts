// Vertical text printed one glyph per line at a page's margin is no word of the lines it crosses; letters in a table's
// column (a description cut to one letter) stay.
import { describe, expect, it } from 'vitest';
import { dropGlyphStacks, type Word } from './layout.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';

const w = (text: string, x0: number, y: number): Word => ({ text, x0, x1: x0 + 5 * text.length, y, h: 8, font: 'f' });
const S = DEFAULT_SETTINGS.layout;

describe('dropGlyphStacks', () => {
  it('drops a word running down the right margin, across rows and between them', () => {
    const rows = [100, 112, 124, 136, 148].flatMap((y) => [w('01/02', 40, y), w('PAYMENT', 100, y), w('12.00', 400, y)]);
    const glyphs = [...'CONFIDENTIAL'].map((c, i) => w(c, 590, 100 + i * 9));
    const kept = dropGlyphStacks([...rows, ...glyphs], S);
    expect(kept).toEqual(rows);
  });

  it('keeps one-letter descriptions in a column with amounts beyond them', () => {
    const rows = [100, 112, 124, 136, 148, 160].flatMap((y) => [w('01/02', 40, y), w('E', 100, y), w('12.00', 400, y)]);
    // and one letter on a line of its own in that column (a wrapped cut)
    const words = [...rows, w('W', 100, 166)];
    expect(dropGlyphStacks(words, S)).toEqual(words);
  });
});
