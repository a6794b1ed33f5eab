import { describe, expect, it } from 'vitest';
import { digitsIssue, einIssue, itinIssue, luhnValid, ssnIssue } from './rules.ts';

const two = (n: number) => String(n).padStart(2, '0');

describe('EIN prefixes', () => {
  const unissued = ['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97'];
  it.each(Array.from({ length: 100 }, (_, n) => two(n)))('prefix %s', (prefix) => {
    const issue = einIssue(`${prefix}1234567`);
    if (unissued.includes(prefix)) expect(issue).toBe(`EIN prefix ${prefix} is not issued`);
    else expect(issue).toBeNull();
  });
});

describe('SSN', () => {
  it('accepts ordinary numbers, including the areas opened by randomization (734-749, 773-899)', () => {
    for (const ssn of ['123456789', '001010001', '665999999', '667010001', '740123456', '899991234']) expect(ssnIssue(ssn), ssn).toBeNull();
  });

  it('rejects area 000, 666 and 900-999, group 00, serial 0000', () => {
    expect(ssnIssue('000123456')).toBe('SSN area 000 is not issued');
    expect(ssnIssue('666123456')).toBe('SSN area 666 is not issued');
    expect(ssnIssue('900701234')).toMatch(/^SSN area 900 is not issued/);
    expect(ssnIssue('999991234')).toMatch(/^SSN area 999 is not issued/);
    expect(ssnIssue('123006789')).toBe('SSN group 00 is not issued');
    expect(ssnIssue('123450000')).toBe('SSN serial 0000 is not issued');
  });
});

describe('ITIN', () => {
  const issued = (g: number) => (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99);
  it.each(Array.from({ length: 100 }, (_, g) => g))('group %i', (g) => {
    const issue = itinIssue(`912${two(g)}3456`);
    expect(issue === null).toBe(issued(g));
    if (issue) expect(issue).toContain(`(${two(g)})`);
  });

  it('starts with 9', () => {
    expect(itinIssue('812701234')).toBe('an ITIN starts with 9');
  });
});

describe('Luhn (BN and SIN)', () => {
  it('accepts known good numbers and rejects a changed digit', () => {
    expect(luhnValid('046454286')).toBe(true); // the SIN used in Service Canada examples
    expect(luhnValid('123456782')).toBe(true); // the BN used in CRA examples
    expect(luhnValid('046454287')).toBe(false);
    expect(luhnValid('123456789')).toBe(false);
  });

  it('treats a SIN starting with 9 (temporary resident) like any other', () => {
    expect(digitsIssue('SIN', '900000001')).toBeNull();
    expect(luhnValid('900000001')).toBe(true);
  });

  it('gives the reason by type', () => {
    expect(digitsIssue('BN', '123456789')).toBe('BN check digit is wrong (fails the Luhn check)');
    expect(digitsIssue('SIN', '123456789')).toBe('SIN check digit is wrong (fails the Luhn check)');
  });
});

describe('Canadian ITN and TTN', () => {
  it('enforce no prefix: any 9 digits but all zeros', () => {
    for (const d of ['123456789', '000000001', '999999999', '060000000']) {
      expect(digitsIssue('CANADIAN_ITN', d)).toBeNull();
      expect(digitsIssue('TTN', d)).toBeNull();
    }
    expect(digitsIssue('TTN', '000000000')).toBe('all zeros is not an issued number');
  });
});
