import { describe, expect, it } from 'vitest';
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';
import { valueOf } from './value-of.ts';

// The fifteenth session's rules: what the brokers' documents printed that the reader took wrongly (the new sets at
// first sight, and what was left from the last session).

const piece = (text: string, x0: number, x1: number, y0: number, y1: number): Piece => ({ page: 1, text, x0, x1, y0, y1, source: 'text' });

describe('a hand\'s value written up into its caption strip', () => {
  // A cell with its caption in a shaded strip across its top (the strip a box of its own inside the cell), as set
  // 166's bilingual grid draws it; the hand's value leans up so its top crosses the strip's foot by a point or two.
  const cell = { x0: 35, x1: 397, y0: 76, y1: 104 }, strip = { x0: 36.4, x1: 395.6, y0: 77.4, y1: 85.9 };
  const caption = piece('NOMBRE LEGAL / LEGAL NAME', 39, 129, 78, 85);
  const valueAt = (y0: number) => {
    const value = piece('Barber Studio La Palma, Inc.', 40, 158, y0, y0 + 14);
    return valueOf(caption, labelOf(caption.text)!, [caption, value], [cell, strip])?.text;
  };
  it('is the caption\'s value, its top under the strip\'s foot or a little over it', () => {
    expect(valueAt(86)).toBe('Barber Studio La Palma, Inc.');
    expect(valueAt(83.5)).toBe('Barber Studio La Palma, Inc.');
    expect(valueAt(82.5)).toBe('Barber Studio La Palma, Inc.');
  });
});
