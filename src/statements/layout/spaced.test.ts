// A word set letter-spaced in its run ("S A L D O") is one word, where it stands; spaced digits, two letters and
// ordinary words are left as they are.
import { describe, expect, it } from 'vitest';
import { itemsToWords } from './layout.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';

const words = (str: string) => itemsToWords([{ str, x: 100, y: 50, w: str.length * 5, h: 10, font: 'f' }], DEFAULT_SETTINGS.layout);

describe('letter-spaced words', () => {
  it('joins three or more single letters one space apart, and keeps their place', () => {
    expect(words('01/10 S A L D O 15.588,67').map((w) => w.text)).toEqual(['01/10', 'SALDO', '15.588,67']);
    const [, saldo] = words('01/10 S A L D O 15.588,67');
    expect([saldo!.x0, saldo!.x1]).toEqual([100 + 6 * 5, 100 + 15 * 5]);
    expect(words('B A L A N C E').map((w) => w.text)).toEqual(['BALANCE']);
    expect(words('É T A T').map((w) => w.text)).toEqual(['ÉTAT']);
  });

  it('leaves spaced digits, pairs of letters and ordinary words alone', () => {
    expect(words('ATM Cash Withdrawals 2 1 1 4 0').map((w) => w.text)).toEqual(['ATM', 'Cash', 'Withdrawals', '2', '1', '1', '4', '0']);
    expect(words('Class A B').map((w) => w.text)).toEqual(['Class', 'A', 'B']);
    expect(words('PAYMENT A/C 1234').map((w) => w.text)).toEqual(['PAYMENT', 'A/C', '1234']);
  });
});
