import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsIssue, luhnValid, typesForRole } from './rules.ts';
import type { TaxIdType } from './rules.ts';
import { validateTaxId } from './validate.ts';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const nineDigits = fc.array(digit, { minLength: 9, maxLength: 9 }).map((d) => d.join(''));
const role = fc.constantFrom('business' as const, 'personal' as const);

/** Turns 8 digits into a Luhn-valid 9-digit number by choosing the check digit. */
function withCheckDigit(eight: string): string {
  for (let d = 0; d < 10; d++) if (luhnValid(eight + d)) return eight + d;
  throw new Error('unreachable');
}
const luhnValidDigits = fc.array(digit, { minLength: 8, maxLength: 8 }).map((d) => withCheckDigit(d.join(''))).filter((d) => !/^0+$/.test(d));
const luhnInvalidDigits = nineDigits.filter((d) => !luhnValid(d));
const validEin = nineDigits.filter((d) => digitsIssue('EIN', d) === null);

const canadianFormats = (d: string) => [d, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`];

describe('tax-ID properties', () => {
  it('a valid EIN with or without the dash validates to the same digits', () => {
    fc.assert(fc.property(validEin, (d) => {
      const dashed = validateTaxId({ value: `${d.slice(0, 2)}-${d.slice(2)}` }, 'business');
      const bare = validateTaxId({ value: d, type: 'EIN' }, 'business');
      const bareUs = validateTaxId({ value: d, country: 'US', type: 'ein' }, 'business');
      expect(dashed).toEqual({ ok: true, value: d, type: 'EIN', country: 'US' });
      expect(bare).toEqual(dashed);
      expect(bareUs).toEqual(dashed);
    }));
  });

  it('Luhn-invalid digits are rejected as a BN or a SIN, in every format', () => {
    fc.assert(fc.property(luhnInvalidDigits, fc.constantFrom('BN', 'SIN'), (d, type) => {
      for (const value of canadianFormats(d)) {
        const r = validateTaxId({ value, type, country: 'CA' }, 'business');
        expect(r).toEqual({ ok: false, field: 'value', issue: `${type} check digit is wrong (fails the Luhn check)` });
      }
      expect(validateTaxId({ value: `${d}RT0001` }, 'business').ok).toBe(false);
    }));
  });

  it('Luhn-valid digits are accepted as a BN or a SIN, in every format, as the same digits', () => {
    fc.assert(fc.property(luhnValidDigits, fc.constantFrom('BN', 'SIN'), (d, type) => {
      for (const value of canadianFormats(d)) {
        expect(validateTaxId({ value, type }, 'business')).toEqual({ ok: true, value: d, type, country: 'CA' });
      }
    }));
  });

  it('a Canadian-formatted number without its type is never accepted (ITN and TTN fit any digits)', () => {
    fc.assert(fc.property(nineDigits, role, fc.constantFrom(null, 'CA'), (d, r, country) => {
      const res = validateTaxId({ value: canadianFormats(d)[1] ?? '', country }, r);
      expect(res.ok).toBe(false);
    }));
  });

  it('bare digits without type are accepted only with country US, and then exactly when one US type fits', () => {
    fc.assert(fc.property(nineDigits, role, fc.constantFrom(null, 'US', 'CA'), (d, r, country) => {
      const res = validateTaxId({ value: d, country }, r);
      const usTypes = (['EIN', 'SSN', 'ITIN'] as TaxIdType[]).filter((t) => typesForRole[r].includes(t));
      const fits = usTypes.filter((t) => digitsIssue(t, d) === null);
      if (country !== 'US') expect(res.ok).toBe(false);
      else if (fits.length === 1) expect(res).toEqual({ ok: true, value: d, type: fits[0], country: 'US' });
      else expect(res).toMatchObject({ ok: false, field: fits.length === 0 ? 'value' : 'type' });
    }));
  });

  it('NNN-NN-NNNN is an SSN when it does not start with 9 and an ITIN when it does, or invalid', () => {
    fc.assert(fc.property(nineDigits, role, (d, r) => {
      const res = validateTaxId({ value: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` }, r);
      const expected: TaxIdType = d.startsWith('9') ? 'ITIN' : 'SSN';
      if (digitsIssue(expected, d) === null) expect(res).toEqual({ ok: true, value: d, type: expected, country: 'US' });
      else expect(res).toEqual({ ok: false, field: 'value', issue: digitsIssue(expected, d) });
    }));
  });

  it('an accepted value is digits (plus a BN program account), of a type the role allows, of its country', () => {
    const anyValue = fc.oneof(
      nineDigits, nineDigits.map((d) => `${d.slice(0, 2)}-${d.slice(2)}`), nineDigits.map((d) => canadianFormats(d)[2] ?? ''),
      luhnValidDigits.map((d) => `${d}RP0002`), fc.string(),
    );
    const anyType = fc.constantFrom(null, 'EIN', 'SSN', 'ITIN', 'BN', 'SIN', 'CANADIAN_ITN', 'TTN', 'itn', 'x');
    fc.assert(fc.property(anyValue, fc.constantFrom(null, 'US', 'CA', 'ca', 'USA'), anyType, role, (value, country, type, r) => {
      const res = validateTaxId({ value, country, type }, r);
      if (!res.ok) return;
      expect(res.value).toMatch(/^\d{9}([A-Z]{2}\d{4})?$/);
      expect(typesForRole[r]).toContain(res.type);
      if (country) expect(res.country).toBe(country.toUpperCase());
      if (res.value.length > 9) expect(res.type).toBe('BN');
      expect(digitsIssue(res.type, res.value.slice(0, 9))).toBeNull();
    }));
  });

  it('validation is idempotent: an accepted value sent back with its type and country gives the same result', () => {
    const anyValue = fc.oneof(validEin.map((d) => `${d.slice(0, 2)}-${d.slice(2)}`), nineDigits.map((d) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`));
    fc.assert(fc.property(anyValue, role, (value, r) => {
      const first = validateTaxId({ value }, r);
      if (!first.ok) return;
      expect(validateTaxId({ value: first.value, type: first.type, country: first.country }, r)).toEqual(first);
    }));
  });
});
