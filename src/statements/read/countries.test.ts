import { describe, expect, it } from 'vitest';
import { countryEnding, isCountryLine } from './countries.ts';

describe('country names ending an address', () => {
  it('names the country of a line that ends with one of its printed names', () => {
    expect(countryEnding('Kowloon, Hong Kong')).toBe('Hong Kong');
    expect(countryEnding('8001 Zürich, Schweiz')).toBe('Switzerland');
    expect(countryEnding('LEEDS LS2 9AB')).toBeNull();
    expect(countryEnding('HOUSTON TX 77002')).toBeNull();
  });
  it('a town then a country is an address line; a label before a country name is not', () => {
    expect(isCountryLine('KOWLOON, HONG KONG')).toBe(true);
    expect(isCountryLine('Valencia, España')).toBe(true);
    expect(isCountryLine('Statement period, 1 June')).toBe(false);
    expect(isCountryLine('HONG KONG')).toBe(false);
  });
});
