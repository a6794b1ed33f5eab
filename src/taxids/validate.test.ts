import { describe, expect, it } from 'vitest';
import { maskTaxId, taxIdFieldPath, validateTaxId } from './index.ts';
import type { TaxIdResult, TaxIdRole } from './index.ts';

const v = (value: string, country: string | null = null, type: string | null = null, role: TaxIdRole = 'business'): TaxIdResult =>
  validateTaxId({ value, country, type }, role);
const ok = (value: string, type: string, country: string) => ({ ok: true, value, type, country });

describe('formats with separators tell the type', () => {
  it('NN-NNNNNNN is an EIN', () => {
    expect(v('12-3456789')).toEqual(ok('123456789', 'EIN', 'US'));
    expect(v(' 12-3456789 ', 'us', 'ein')).toEqual(ok('123456789', 'EIN', 'US'));
    expect(v('12–3456789')).toEqual(ok('123456789', 'EIN', 'US')); // en dash pasted from a PDF
    expect(v('07-3456789')).toEqual({ ok: false, field: 'value', issue: 'EIN prefix 07 is not issued' });
  });

  it('NNN-NN-NNNN is an SSN, or an ITIN when it starts with 9', () => {
    expect(v('123-45-6789')).toEqual(ok('123456789', 'SSN', 'US'));
    expect(v('123 45 6789')).toEqual(ok('123456789', 'SSN', 'US'));
    expect(v('912-70-1234')).toEqual(ok('912701234', 'ITIN', 'US'));
    expect(v('912-93-1234')).toMatchObject({ ok: false, field: 'value', issue: expect.stringContaining('ITIN digits 4-5 (93)') });
    expect(v('666-12-3456')).toEqual({ ok: false, field: 'value', issue: 'SSN area 666 is not issued' });
    expect(v('123-00-6789', 'US', 'SSN', 'personal')).toEqual({ ok: false, field: 'value', issue: 'SSN group 00 is not issued' });
  });

  it('NNN-NNN-NNN or NNN NNN NNN is Canadian and needs its type', () => {
    expect(v('046 454 286')).toEqual({
      ok: false, field: 'type',
      issue: 'ambiguous: the number can be a BN, a SIN, a CANADIAN_ITN or a TTN; send business_tax_id_type',
    });
    expect(v('046-454-286', 'CA', null, 'personal')).toMatchObject({ ok: false, field: 'type', issue: expect.stringMatching(/send tax_id_type$/) });
    expect(v('046 454 286', null, 'SIN')).toEqual(ok('046454286', 'SIN', 'CA'));
    expect(v('123-456-782', 'CA', 'BN')).toEqual(ok('123456782', 'BN', 'CA'));
    expect(v('123-456-789', 'CA', 'BN')).toEqual({ ok: false, field: 'value', issue: 'BN check digit is wrong (fails the Luhn check)' });
    expect(v('123-456-789', 'CA', 'TTN')).toEqual(ok('123456789', 'TTN', 'CA'));
    expect(v('123 456 789', null, 'ITN')).toEqual(ok('123456789', 'CANADIAN_ITN', 'CA'));
    expect(v('123 456 789', null, 'canadian itn')).toEqual(ok('123456789', 'CANADIAN_ITN', 'CA'));
  });

  it('a luhn-invalid Canadian number is still ambiguous (it can be an ITN or a TTN)', () => {
    expect(v('123 456 789')).toMatchObject({ ok: false, field: 'type', issue: 'ambiguous: the number can be a CANADIAN_ITN or a TTN; send business_tax_id_type' });
  });

  it('mixed separators are not a format', () => {
    expect(v('123-456 782')).toMatchObject({ ok: false, field: 'value' });
  });

  it('a BN may carry its program account, which makes it a BN', () => {
    expect(v('123456782RT0001')).toEqual(ok('123456782RT0001', 'BN', 'CA'));
    expect(v('123456782 rt 0001', 'CA', 'BN')).toEqual(ok('123456782RT0001', 'BN', 'CA'));
    expect(v('123 456 782 RC0002')).toEqual(ok('123456782RC0002', 'BN', 'CA'));
    expect(v('123456789RT0001')).toEqual({ ok: false, field: 'value', issue: 'BN check digit is wrong (fails the Luhn check)' });
    expect(v('123456782RT0001', null, 'SIN')).toMatchObject({ ok: false, field: 'type' });
    expect(v('123456782RT0001', 'US')).toMatchObject({ ok: false, field: 'country' });
    expect(v('123456782RT0001', null, null, 'personal')).toMatchObject({ ok: false, field: 'value', issue: expect.stringContaining('not accepted for an applicant') });
  });
});

describe('without separators the type must be given unless one type alone fits', () => {
  it('with the type, the digits are checked as that type', () => {
    expect(v('123456789', null, 'EIN')).toEqual(ok('123456789', 'EIN', 'US'));
    expect(v('123456789', 'US', 'SSN')).toEqual(ok('123456789', 'SSN', 'US'));
    expect(v('912701234', null, 'ITIN', 'personal')).toEqual(ok('912701234', 'ITIN', 'US'));
    expect(v('046454286', null, 'SIN', 'personal')).toEqual(ok('046454286', 'SIN', 'CA'));
    expect(v('900000001', 'CA', 'SIN', 'personal')).toEqual(ok('900000001', 'SIN', 'CA')); // temporary resident
    expect(v('046454287', null, 'SIN')).toEqual({ ok: false, field: 'value', issue: 'SIN check digit is wrong (fails the Luhn check)' });
    expect(v('073456789', null, 'EIN')).toEqual({ ok: false, field: 'value', issue: 'EIN prefix 07 is not issued' });
  });

  it('without country or type it is always ambiguous (a Canadian ITN or TTN fits any digits)', () => {
    expect(v('123456789')).toMatchObject({ ok: false, field: 'type', issue: expect.stringMatching(/^ambiguous: .*EIN.*SSN.*; send business_tax_id_type$/) });
    expect(v('046454286', 'CA')).toMatchObject({ ok: false, field: 'type' });
  });

  it('with country US, the EIN prefix and SSN/ITIN rules may leave one type', () => {
    expect(v('123456789', 'US')).toMatchObject({ ok: false, field: 'type', issue: 'ambiguous: the number can be an EIN or an SSN; send business_tax_id_type' });
    expect(v('071234567', 'US')).toEqual(ok('071234567', 'SSN', 'US')); // EIN prefix 07 is not issued
    expect(v('666123456', 'US')).toEqual(ok('666123456', 'EIN', 'US')); // SSN area 666 is not issued
    expect(v('970701234', 'US')).toEqual(ok('970701234', 'ITIN', 'US')); // EIN prefix 97 is not issued
    expect(v('912701234', 'US')).toMatchObject({ ok: false, field: 'type', issue: expect.stringContaining('an EIN or an ITIN') });
    expect(v('123456789', 'US', null, 'personal')).toEqual(ok('123456789', 'SSN', 'US')); // no EIN for a person
    expect(v('000000000', 'US')).toEqual({ ok: false, field: 'value', issue: 'all zeros is not an issued number' });
    expect(v('970001234', 'US')).toMatchObject({ ok: false, field: 'value', issue: expect.stringMatching(/^is not a valid EIN, SSN or ITIN: /) });
  });
});

describe('country and type must agree with each other, the format and the role', () => {
  it('country accepts US or CA in any case, nothing else', () => {
    expect(v('12-3456789', 'us')).toMatchObject({ ok: true, country: 'US' });
    for (const c of ['USA', 'Canada', 'MX', 'U.S.']) expect(v('12-3456789', c)).toEqual({ ok: false, field: 'country', issue: 'must be US or CA' });
    expect(v('12-3456789', '')).toMatchObject({ ok: true });
  });

  it('a country or type that is not a string is rejected, not thrown on', () => {
    expect(validateTaxId({ value: '12-3456789', country: 1 as unknown as string }, 'business')).toMatchObject({ ok: false, field: 'country' });
    expect(validateTaxId({ value: '12-3456789', type: {} as unknown as string }, 'business')).toMatchObject({ ok: false, field: 'type' });
    expect(validateTaxId({ value: 123456789 as unknown as string }, 'business')).toMatchObject({ ok: false, field: 'value' });
  });

  it('an unknown type, or one not accepted for the role, is a type error', () => {
    expect(v('12-3456789', null, 'VAT')).toEqual({ ok: false, field: 'type', issue: 'must be one of EIN, SSN, ITIN, BN, SIN, CANADIAN_ITN, TTN' });
    expect(v('12-3456789', null, 'EIN', 'personal')).toEqual({
      ok: false, field: 'type', issue: 'EIN is not accepted for an applicant; use one of SSN, ITIN, SIN, CANADIAN_ITN, TTN',
    });
    expect(v('123456782', null, 'BN', 'personal')).toMatchObject({ ok: false, field: 'type' });
  });

  it('a type of the other country is a type error', () => {
    expect(v('046454286', 'US', 'SIN')).toEqual({ ok: false, field: 'type', issue: 'SIN is a Canadian tax ID, but business_tax_id_country is US' });
    expect(v('12-3456789', 'CA', 'EIN')).toMatchObject({ ok: false, field: 'type' });
  });

  it('a type the format cannot be is a type error', () => {
    expect(v('12-3456789', null, 'SSN')).toEqual({ ok: false, field: 'type', issue: 'the value is formatted as a US EIN (NN-NNNNNNN), which cannot be an SSN' });
    expect(v('123-45-6789', null, 'EIN')).toMatchObject({ ok: false, field: 'type' });
    expect(v('123-456-782', null, 'EIN')).toMatchObject({ ok: false, field: 'type' });
    expect(v('123-45-6789', null, 'SIN')).toMatchObject({ ok: false, field: 'type' });
  });

  it('a format of the other country is a country error', () => {
    expect(v('12-3456789', 'CA')).toEqual({ ok: false, field: 'country', issue: 'the value is formatted as a US EIN (NN-NNNNNNN), but business_tax_id_country is CA' });
    expect(v('123 456 782', 'US')).toMatchObject({ ok: false, field: 'country' });
  });

  it('an SSN-formatted number with type SSN that starts with 9 is invalid, not re-typed', () => {
    expect(v('912-70-1234', null, 'SSN')).toMatchObject({ ok: false, field: 'value', issue: expect.stringMatching(/^SSN area 912/) });
  });

  it('an EIN-formatted number is not accepted for an applicant', () => {
    expect(v('12-3456789', null, null, 'personal')).toMatchObject({ ok: false, field: 'value' });
  });
});

describe('values that are no tax ID', () => {
  it.each(['', '   ', 'abc', '12345678', '1234567890', '12-345678', '1234-56789', '123456789RT01', '１２３４５６７８９', '1'.repeat(100)])(
    '%j is rejected on value', (value) => {
      expect(v(value, 'US', 'SSN')).toMatchObject({ ok: false, field: 'value' });
    });

  it('never repeats the number in the issue', () => {
    for (const value of ['123-45-6789', '973-70-1234', '046454287', '073456789']) {
      for (const r of [v(value), v(value, 'US'), v(value, 'CA', 'SIN'), v(value, null, 'EIN')]) {
        if (!r.ok) expect(r.issue).not.toContain(value.replace(/\D/g, '').slice(-4));
      }
    }
  });
});

describe('helpers', () => {
  it('maskTaxId keeps the last four digits (and a BN program account)', () => {
    expect(maskTaxId('123456789')).toBe('*****6789');
    expect(maskTaxId('123-45-6789')).toBe('*****6789');
    expect(maskTaxId('123456782RT0001')).toBe('*****6782RT0001');
    expect(maskTaxId('12')).toBe('**');
  });

  it('taxIdFieldPath names the request field', () => {
    expect(taxIdFieldPath('business', 'type')).toBe('application.business_tax_id_type');
    expect(taxIdFieldPath('personal', 'value', 2)).toBe('application.applicants[2].tax_id');
  });
});
