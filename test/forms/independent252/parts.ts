// Small pieces the four layouts share: truth paths for owners and the business, comb splits of money and dates,
// and the choice of a checkbox in an entity-type row.
import type { Fields } from './kit.ts';
import type { Freq, Merchant, Owner } from './data.ts';

export const A = (i: number, f: string): string => `applicants[${i}].${f}`;
export const countryName = (m: Merchant): string => (m.country === 'US' ? 'United States' : 'Canada');

export function nameFields(i: number, first: string, last: string): Fields { return { [A(i, 'first_name')]: first, [A(i, 'last_name')]: last }; }

/** An owner's tax ID when it is printed in full; null when masked or blank (nothing to take). */
export function tinFields(i: number, o: Owner, country: 'US' | 'CA'): Fields | null {
  if (o.masked || o.blankTin) return null;
  return { [A(i, 'tax_id')]: o.tin, [A(i, 'tax_id_type')]: o.tinType, [A(i, 'tax_id_country')]: country };
}

/** The digits a masked tax ID shows: all X but the last 4 (SSN) or 3 (SIN). */
export function maskedTin(o: Owner): string {
  return o.tinType === 'SIN' ? `XXXXXX${o.tin.slice(6)}` : `XXXXX${o.tin.slice(5)}`;
}

export function bizTaxFields(m: Merchant, withProgram: boolean): Fields {
  if (!m.taxId) return {};
  return { business_tax_id: m.taxId + (withProgram && m.program ? m.program : ''), business_tax_id_type: m.taxType,
    business_tax_id_country: m.country };
}

export const stateFields = (m: Merchant): Fields => ({ state_region: m.addr.state, country: countryName(m) });

/** Whole dollars split in thousands, then cents: 45,500.00 -> ['45', '500', '00']; 456.78 -> ['', '456', '78']. */
export function moneyParts(v: number): string[] {
  const whole = Math.floor(v + 1e-9), cents = Math.round((v - whole) * 100), th = Math.floor(whole / 1000), rest = whole % 1000;
  return [th ? String(th) : '', th ? String(rest).padStart(3, '0') : String(rest), String(cents).padStart(2, '0')];
}
export const moneyText = (v: number): string => `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const mdy = (d: string): string[] => [d.slice(5, 7), d.slice(8, 10), d.slice(0, 4)];
export const ymd = (d: string): string[] => [d.slice(0, 4), d.slice(5, 7), d.slice(8, 10)];

/** What an "Other:" line says for an entity type that has no box of its own. */
export const OTHER_TEXT: Record<string, string> = { pllc: 'PLLC', limited_partnership: 'Limited Partnership', professional_corporation: 'Professional Corporation',
  ca_ulc: 'ULC', cooperative: 'Co-operative', general_partnership: 'General Partnership', s_corporation: 'S Corp', c_corporation: 'C Corp',
  llc: 'LLC', sole_proprietorship: 'Sole Proprietor', ca_corporation: 'Corporation' };

/** The row's box for the merchant's entity, or the "Other" box (last) with the text for its line. */
export function entityChoice(m: Merchant, ids: (string | null)[]): { idx: number; other: string | null } {
  const i = ids.indexOf(m.entity);
  if (i >= 0) return { idx: i, other: null };
  return { idx: ids.length - 1, other: OTHER_TEXT[m.entity] ?? m.entity };
}

export const FREQS: Freq[] = ['daily', 'weekly', 'biweekly', 'monthly'];
export const FREQ_LABEL: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** Name as one printed string with the middle initial: `First M. Last`, or `LAST, FIRST M` (swapped). */
export function fullName(o: Owner, swapped = false): string {
  return swapped ? `${o.last}, ${o.first}${o.mi ? ` ${o.mi}.` : ''}` : `${o.first}${o.mi ? ` ${o.mi}.` : ''} ${o.last}`;
}
