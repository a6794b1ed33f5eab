import { describe, expect, it } from 'vitest';
import { taxId } from './values.ts';

// Set 112 (West / Midwest / prairie ISO forms): each rule on the smallest piece that shows it.

describe('set 112: an owner\'s number under a short caption', () => {
  it('a bare nine-digit number under "SS#" or "Soc. Sec. #" is an SSN (an ITIN when it starts with 9)', () => {
    expect(taxId('596551670', 'SS#')).toEqual({ value: '596551670', type: 'SSN', country: 'US' });
    expect(taxId('596551670', 'Soc. Sec. #')).toEqual({ value: '596551670', type: 'SSN', country: 'US' });
    expect(taxId('987943483', 'ss#')).toEqual({ value: '987943483', type: 'ITIN', country: 'US' });
    // (A caption that names no kind gives none.)
    expect(taxId('596551670', 'Class')?.type).toBeNull();
  });
});
