// Tax-ID validation for application.business_tax_id (role business) and applicants[].tax_id (role personal),
// as contract.md "Tax IDs" and brief 2.2 decide. Pure. Messages never repeat the number: they end up in logs.
//
// 1. The separators tell the format: NN-NNNNNNN is an EIN; NNN-NN-NNNN an SSN, or an ITIN when it starts with 9;
//    NNN-NNN-NNN / NNN NNN NNN a Canadian 9-digit number (BN, SIN, CANADIAN_ITN or TTN); 9 digits followed by a
//    program account (123456782RT0001) a BN. A grouped number may use hyphens or spaces, the same throughout.
// 2. Candidates = the format's types, kept to the role's types, the country (if sent) and the type (if sent).
// 3. Among the candidates, the types whose issuance rules the digits pass (rules.ts). Exactly one: that is the
//    type. None: the value is invalid. More than one: ambiguous, the type must be sent. Canadian ITN and TTN have
//    no rule to fail, so a Canadian or bare number without its type is always ambiguous; a bare number with
//    country US is settled only where the EIN prefix or the SSN/ITIN rules leave one type (docs/reference.md).
import { countryOfType, digitsIssue, taxIdTypes, typesForRole } from './rules.ts';
import type { TaxCountry, TaxIdType } from './rules.ts';

export type TaxIdRole = 'business' | 'personal';
export type TaxIdField = 'value' | 'country' | 'type';

export interface TaxIdInput { value: string; country?: string | null; type?: string | null }

export type TaxIdResult =
  | { ok: true; value: string; type: TaxIdType; country: TaxCountry }
  | { ok: false; field: TaxIdField; issue: string };

type Format = 'ein' | 'ssn' | 'canadian' | 'bn_program' | 'bare';

const formatTypes: Record<Format, readonly TaxIdType[]> = {
  ein: ['EIN'],
  ssn: ['SSN', 'ITIN'],
  canadian: ['BN', 'SIN', 'CANADIAN_ITN', 'TTN'],
  bn_program: ['BN'],
  bare: taxIdTypes,
};

const formatNames: Record<Format, string> = {
  ein: 'a US EIN (NN-NNNNNNN)',
  ssn: 'a US SSN or ITIN (NNN-NN-NNNN)',
  canadian: 'a Canadian number (NNN-NNN-NNN)',
  bn_program: 'a Canadian BN with a program account',
  bare: '9 digits',
};

const patterns: { format: Format; re: RegExp }[] = [
  { format: 'bare', re: /^(\d{9})$/ },
  { format: 'ein', re: /^(\d{2})([- ])(\d{7})$/ },
  { format: 'ssn', re: /^(\d{3})([- ])(\d{2})\2(\d{4})$/ },
  { format: 'canadian', re: /^(\d{3})([- ])(\d{3})\2(\d{3})$/ },
  { format: 'bn_program', re: /^(\d{3}[- ]?\d{3}[- ]?\d{3})[- ]?([A-Za-z]{2})[- ]?(\d{4})$/ },
];

const countryNames: Record<TaxCountry, string> = { US: 'United States', CA: 'Canadian' };

const fieldNames: Record<TaxIdRole, Record<TaxIdField, string>> = {
  business: { value: 'business_tax_id', country: 'business_tax_id_country', type: 'business_tax_id_type' },
  personal: { value: 'tax_id', country: 'tax_id_country', type: 'tax_id_type' },
};

/** The request path of a failing field, e.g. `application.applicants[0].tax_id_type` (as src/deals writes it). */
export function taxIdFieldPath(role: TaxIdRole, field: TaxIdField, applicantIndex = 0): string {
  const name = fieldNames[role][field];
  return role === 'business' ? `application.${name}` : `application.applicants[${applicantIndex}].${name}`;
}

function fail(field: TaxIdField, issue: string): TaxIdResult {
  return { ok: false, field, issue };
}

// Read aloud: an EIN, an SSN, an ITIN, but a BN, a SIN, a TTN.
const article = (type: TaxIdType) => (type === 'EIN' || type === 'SSN' || type === 'ITIN' ? `an ${type}` : `a ${type}`);
const orList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** `US`/`CA` in any case; anything else (including `USA`, `Canada`) is not an allowed value. */
export function parseTaxCountry(country: unknown): TaxCountry | null | 'invalid' {
  if (country === null || country === undefined) return null;
  if (typeof country !== 'string') return 'invalid'; // a number or object slipped past the schema
  if (country.trim() === '') return null;
  const upper = country.trim().toUpperCase();
  return upper === 'US' || upper === 'CA' ? upper : 'invalid';
}

/** A type name in any case, `-`/space for `_`; `ITN` is the Canadian ITN (the US one is spelled ITIN). */
export function parseTaxIdType(type: unknown): TaxIdType | null | 'invalid' {
  if (type === null || type === undefined) return null;
  if (typeof type !== 'string') return 'invalid';
  if (type.trim() === '') return null;
  const name = type.trim().toUpperCase().replace(/[\s-]+/g, '_');
  if (name === 'ITN') return 'CANADIAN_ITN';
  return (taxIdTypes as readonly string[]).includes(name) ? (name as TaxIdType) : 'invalid';
}

export function validateTaxId(input: TaxIdInput, role: TaxIdRole): TaxIdResult {
  const allowed = typesForRole[role];
  const names = fieldNames[role];
  const holder = role === 'business' ? 'a business' : 'an applicant';

  const country = parseTaxCountry(input.country);
  if (country === 'invalid') return fail('country', 'must be US or CA');

  const type = parseTaxIdType(input.type);
  if (type === 'invalid') return fail('type', `must be one of ${allowed.join(', ')}`);
  if (type !== null && !allowed.includes(type)) {
    return fail('type', `${type} is not accepted for ${holder}; use one of ${allowed.join(', ')}`);
  }
  if (type !== null && country !== null && countryOfType[type] !== country) {
    return fail('type', `${type} is a ${countryNames[countryOfType[type]]} tax ID, but ${names.country} is ${country}`);
  }

  if (typeof input.value !== 'string' || input.value.trim() === '') return fail('value', 'is empty');
  const text = input.value.trim().replace(/[\u2010-\u2015\u2212]/g, '-'); // typographic dashes pasted from documents
  const parsed = text.length <= 40 ? parse(text) : null;
  if (!parsed) {
    return fail('value', 'is not a tax ID format: use NN-NNNNNNN, NNN-NN-NNNN, NNN-NNN-NNN, 9 digits, or a BN with its program account');
  }
  const { format, digits, program } = parsed;
  const shapeTypes = formatTypes[format];

  if (type !== null && !shapeTypes.includes(type)) {
    return fail('type', `the value is formatted as ${formatNames[format]}, which cannot be ${article(type)}`);
  }
  if (country !== null && !shapeTypes.some((t) => countryOfType[t] === country)) {
    return fail('country', `the value is formatted as ${formatNames[format]}, but ${names.country} is ${country}`);
  }
  const candidates = shapeTypes.filter(
    (t) => allowed.includes(t) && (country === null || countryOfType[t] === country) && (type === null || t === type),
  );
  if (candidates.length === 0) {
    return fail('value', `${formatNames[format]} is not accepted for ${holder}; use one of ${allowed.join(', ')}`);
  }

  const valid = candidates.filter((t) => digitsIssue(t, digits) === null);
  const first = valid[0];
  if (valid.length === 1 && first) {
    return { ok: true, value: digits + (program ?? ''), type: first, country: countryOfType[first] };
  }
  if (valid.length > 1) {
    return fail('type', `ambiguous: the number can be ${orList(valid.map(article))}; send ${names.type}`);
  }
  return fail('value', invalidIssue(format, candidates, digits));
}

function parse(text: string): { format: Format; digits: string; program: string | null } | null {
  for (const { format, re } of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    if (format === 'bn_program') {
      return { format, digits: (m[1] ?? '').replace(/\D/g, ''), program: `${(m[2] ?? '').toUpperCase()}${m[3] ?? ''}` };
    }
    return { format, digits: text.replace(/\D/g, ''), program: null };
  }
  return null;
}

/** The reason for the type the number was most likely meant as, or every candidate's reason. */
function invalidIssue(format: Format, candidates: readonly TaxIdType[], digits: string): string {
  const only = candidates.length === 1 ? candidates[0] : undefined;
  if (only) return digitsIssue(only, digits) ?? 'is invalid';
  if (format === 'ssn') return digitsIssue(digits.startsWith('9') ? 'ITIN' : 'SSN', digits) ?? 'is invalid';
  const reasons = [...new Set(candidates.map((t) => digitsIssue(t, digits) ?? ''))];
  if (reasons.length === 1) return reasons[0] ?? 'is invalid';
  return `is not a valid ${orList(candidates)}: ${candidates.map((t) => digitsIssue(t, digits)).join('; ')}`;
}

/** For logs and display: every digit but the last four of the 9-digit number hidden; a BN program account kept. */
export function maskTaxId(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  const m = /^(\d{9})([A-Za-z]{2}\d{4})?$/.exec(compact);
  const core = m?.[1] ?? compact;
  const masked = core.length <= 4 ? '*'.repeat(core.length) : '*'.repeat(core.length - 4) + core.slice(-4);
  return masked + (m?.[2]?.toUpperCase() ?? '');
}
