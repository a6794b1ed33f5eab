// What the four layouts share: the print context and the truth each printed value gives (applications.md's rules).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Placed, Sheet } from './canvas.ts';
import { PROVINCES, ownerName, type Merchant, type Owner } from './data.ts';
import { fmtBn, fmtDate, fmtMoney, fmtPhone, fmtSin, hasProgram, sinMasked, type Formats } from './fmt.ts';

export interface Ctx {
  s: Sheet;
  m: Merchant;
  f: Formats;
  /** The print stream: which optional values are printed; the same for the three styles. */
  p: Rng;
}

export interface Printed { text: string; fields: Placed['fields'] }

export const A = (k: string): string => `application.${k}`;
export const O = (i: number, k: string): string => `application.applicants[${i}].${k}`;

export function legal(m: Merchant): Printed {
  return { text: m.legal, fields: { [A('legal_name')]: m.legal } };
}

/** The operating name as printed: blank, SAME, N/A, the legal name again (all null), or a real operating name. */
export function operating(c: Ctx): Printed {
  const { m, p } = c;
  if (m.operating && m.operating !== m.legal) {
    return p.chance(0.9) ? { text: m.operating, fields: { [A('trade_name')]: m.operating } } : { text: '', fields: {} };
  }
  return { text: p.weighted([['', 3], ['SAME', 2], ['N/A', 1], [m.legal, 1]] as const), fields: {} };
}

export function province(code: string, f: Formats): string {
  const p = PROVINCES[code]!;
  return f.province === 'code' ? code : f.province === 'name' ? p.name : p.alias;
}

/** The business address's province: the application's state_region, and Canada. */
export function bizProvince(c: Ctx): Printed {
  return { text: province(c.m.address.province, c.f), fields: { [A('state_region')]: c.m.address.province, [A('country')]: 'Canada' } };
}

/** The Business Number: `withLabel` says the label names it (BN), so a bare 9-digit number is still a BN. */
export function bn(c: Ctx): Printed {
  const text = fmtBn(c.m.bn, c.m.program, c.f.bn);
  const id = hasProgram(c.f.bn) ? c.m.bn + c.m.program : c.m.bn;
  return { text, fields: { [A('business_tax_id')]: id, [A('business_tax_id_type')]: 'BN', [A('business_tax_id_country')]: 'CA' } };
}

export function startDate(c: Ctx, fmt = c.f.date): Printed {
  return { text: fmtDate(c.m.start, fmt), fields: { [A('business_start_date')]: c.m.start } };
}

export function money(n: number, f: Formats, path?: string): Printed {
  return { text: fmtMoney(n, f.money), fields: path ? { [A(path)]: n } : {} };
}

export function industry(c: Ctx): Printed {
  return { text: c.m.industryText, fields: { [A('industry')]: c.m.industryId } };
}

export function phone(p: string, f: Formats): string {
  return fmtPhone(p, f.phone);
}

export function addressLine(a: { street: string; city: string; province: string; postal: string }, f: Formats): string {
  return `${a.street}, ${a.city}, ${province(a.province, f)} ${a.postal}`;
}

export function ownerFull(i: number, o: Owner, f: Formats): Printed {
  return { text: ownerName(o, f.name), fields: { [O(i, 'first_name')]: o.first, [O(i, 'last_name')]: o.last } };
}

export function first(i: number, o: Owner): Printed {
  return { text: o.first, fields: { [O(i, 'first_name')]: o.first } };
}

export function last(i: number, o: Owner): Printed {
  return { text: o.last, fields: { [O(i, 'last_name')]: o.last } };
}

export function title(i: number, o: Owner): Printed {
  return { text: o.title, fields: { [O(i, 'role')]: o.title } };
}

export function pct(i: number, o: Owner, f: Formats): Printed {
  return { text: f.pctSign ? `${o.pct}%` : String(o.pct), fields: { [O(i, 'ownership')]: o.pct } };
}

/** The SIN: masked, it is printed but gives nothing (tax_id, its type and country stay null). */
export function sin(i: number, o: Owner, f: Formats): Printed {
  const text = fmtSin(o.sin, f.sin);
  if (sinMasked(f.sin)) return { text, fields: {} };
  return { text, fields: { [O(i, 'tax_id')]: o.sin, [O(i, 'tax_id_type')]: 'SIN', [O(i, 'tax_id_country')]: 'CA' } };
}

export function dob(i: number, o: Owner, f: Formats): Printed {
  return { text: fmtDate(o.dob, f.dob), fields: { [O(i, 'date_of_birth')]: o.dob } };
}

export function score(i: number, o: Owner): Printed {
  return o.score === null ? { text: '', fields: {} } : { text: String(o.score), fields: { [O(i, 'credit_score')]: o.score } };
}

/** The hint a date label carries, so DD/MM is never a guess. */
export function dateHint(f: Formats['date']): string {
  return f === 'iso' ? '(YYYY-MM-DD)' : f === 'dmy' ? '(DD/MM/YYYY)' : f === 'dmy-dash' ? '(DD-MM-YYYY)' : '';
}

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' };

/** Fine print shared in spirit (each layout words its own): PIPEDA consent, credit check authorisation. */
export function consent(broker: string): string {
  return `By signing below, each undersigned owner certifies that the information in this application is true and complete, and ` +
    `authorizes ${broker}, its funding partners and their agents to obtain consumer and commercial credit reports, to verify ` +
    `the information above with banks, landlords and trade references, and to collect, use and disclose personal information ` +
    `for the purpose of evaluating this request, in accordance with the Personal Information Protection and Electronic Documents ` +
    `Act (PIPEDA). This is not a loan application; any funding is a purchase of future receivables.`;
}
