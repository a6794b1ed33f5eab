// A label's value on a scan, where no font tells a label from a value (reader.ts valueOf): a caption like the label to
// its right, with a value of its own under it, is the next column's label, and the label's value is under the label.
import { describe, expect, it } from 'vitest';
import { valueOf } from './value-of.ts';
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';

const piece = (text: string, x0: number, y0: number, x1: number, y1: number): Piece => ({ page: 1, text, x0, y0, x1, y1, source: 'text' });

describe('valueOf on a scan\'s captions', () => {
  it('reads the value under a capitals label, not the unknown capitals caption beside it', () => {
    const label = piece('CAPITAL REQUESTED', 277, 155, 346, 166);
    const pieces = [label, piece('INTENDED USE', 413, 155, 460, 166), piece('$20,000.00', 282, 167, 334, 180), piece('Inventory', 415, 167, 459, 180)];
    expect(valueOf(label, labelOf(label.text)!, pieces, [], [])?.text).toBe('$20,000.00');
  });

  it('keeps a value beside its label: a short capitals value, or one with nothing under it', () => {
    const label = piece('STATE', 300, 155, 330, 166);
    const pieces = [label, piece('NY', 340, 155, 352, 166), piece('Albany', 300, 190, 330, 201)];
    expect(valueOf(label, labelOf(label.text)!, pieces, [], [])?.text).toBe('NY');
  });
});
