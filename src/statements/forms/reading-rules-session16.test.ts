import { describe, expect, it } from 'vitest';
import type { Piece } from './pieces.ts';
import { figureBefore } from './units.ts';
import { requestColumn } from './request-column.ts';
import { boxedDigits } from './combs.ts';

// The sixteenth session's rules: what the brokers' documents printed that the reader took wrongly (sets 171 and 178
// left from the last session, and the new sets at first sight).

const piece = (text: string, x0: number, x1: number, y0: number, y1: number, source: 'text' | 'field' = 'text'): Piece => ({ page: 1, text, x0, x1, y0, y1, source });

describe('a share caption in a row of cells, each before its own value', () => {
  // Set 171's fillable owners' block: "Ownership %" [51%] "Ownership %" [49], two owners side by side; the second
  // caption stands just after the first owner's share, its own share far on at its cell's left.
  const first = piece('51%', 128, 300, 435, 450, 'field'), caption = piece('Ownership %', 312, 347, 435, 446), own = piece('49', 404, 576, 435, 450, 'field');
  it('is no caption after the share before it when a share stands alone after it', () => {
    expect(figureBefore(caption, [first, caption, own])).toBeUndefined();
  });
  it('still reads "20% owned  30% owned" as captions after their figures', () => {
    const a = piece('20%', 100, 115, 100, 110), b = piece('owned', 118, 140, 100, 110), c = piece('30%', 200, 215, 100, 110), d = piece('owned', 218, 240, 100, 110);
    expect(figureBefore(b, [a, b, c, d])?.text).toBe('20%');
    expect(figureBefore(d, [a, b, c, d])?.text).toBe('30%');
  });
});

describe('a comparison grid\'s schedule row', () => {
  // Set 178's "Requested | Approved (office use only)" grid: "Payment frequency  Monthly  Weekly". "Monthly" alone reads
  // as a label's word ("Monthly revenue"), yet in the row it is the request column's answer.
  const heads = [piece('Requested', 170, 208, 490, 499), piece('Approved (office use only)', 375, 469, 490, 499)];
  const label = piece('Payment frequency', 40, 102, 549, 558);
  it('reads the request column\'s schedule', () => {
    const row = [label, piece('Monthly', 169, 199, 547, 558), piece('Weekly', 374, 405, 547, 557)];
    expect(requestColumn(label, [...heads, ...row])?.text).toBe('Monthly');
  });
  it('is no grid row when a label follows the label', () => {
    const row = [label, piece('Number of payments', 169, 240, 547, 558), piece('Weekly', 374, 405, 547, 557)];
    expect(requestColumn(label, [...heads, ...row])).toBeUndefined();
  });
});

describe('digits in a row-wide box', () => {
  // Set 178's owners' grid: a band across three owners' columns holds "548", "736" and "658", each under its owner.
  const band = { x0: 156, x1: 576, y0: 392, y1: 407 };
  it('keeps three owners\' figures far apart as three values', () => {
    const scores = [piece('548', 159, 174, 393, 402), piece('736', 299, 314, 393, 402), piece('658', 439, 454, 393, 402)];
    expect(boxedDigits(scores, [band]).map((q) => q.text)).toEqual(['548', '736', '658']);
  });
  it('joins a hand\'s runs written a box apart into one number', () => {
    const runs = [piece('30', 160, 184, 393, 405), piece('82125', 196, 256, 393, 405), piece('25', 268, 292, 393, 405)];
    expect(boxedDigits(runs, [band]).map((q) => q.text)).toEqual(['308212525']);
  });
});
