// How values are printed, and the truth each printed form gives (applications.md "How each field is read").
import type { Rng } from '../../statements/generator/prng.ts';
import { MONTHS } from './data.ts';
import type { Fields, Role } from './draw.ts';
import type { EntityKind, Frequency, Merchant, Owner } from './model.ts';

export const A = (f: string): string => `application.${f}`;
export const P = (i: number, f: string): string => `application.applicants[${i}].${f}`;

export type MoneyStyle = 'dollar' | 'dollar_cents' | 'plain' | 'plain_cents' | 'spaced';
export type DateStyle = 'mdy' | 'short' | 'long' | 'dash';

/** Money as brokers type it; cents appear whenever the amount has them. */
export function money(n: number, style: MoneyStyle): string {
  const cents = style.endsWith('cents') || !Number.isInteger(n);
  const body = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  return style === 'plain' || style === 'plain_cents' ? body : style === 'spaced' ? `$ ${body}` : `$${body}`;
}

export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number): string => String(n).padStart(2, '0');
  // Two-digit years only this century: `11/15/16` reads one way, `3/4/98` would be a guess.
  if (style === 'short' && y >= 2001) return `${m}/${d}/${String(y).slice(2)}`;
  if (style === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (style === 'dash') return `${p(m)}-${p(d)}-${y}`;
  return `${p(m)}/${p(d)}/${y}`;
}

/** The way a person's tax number is printed: SSN/ITIN `NNN-NN-NNNN`, SIN in groups of three. */
export function personalId(digits: string, type: Owner['taxType'], sinDash = false): string {
  if (type === 'SIN') return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].join(sinDash ? '-' : ' ');
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

export function maskedId(digits: string, type: Owner['taxType'], r: Rng): string {
  const last = type === 'SIN' ? digits.slice(6) : digits.slice(5);
  if (type === 'SIN') return r.pick([`*** *** ${last}`, `XXX XXX ${last}`]);
  return r.pick([`XXX-XX-${last}`, `***-**-${last}`, `xxx-xx-${last}`]);
}

/** The business tax ID as printed and the fields it gives. `bare` prints an EIN or BN as plain digits, which only the
 *  label (or the checked BN box) types. */
export function businessTaxId(m: Merchant, style: 'dash' | 'bare' | 'spaced'): { text: string; fields: Fields } {
  const country = m.country;
  if (m.taxType === 'BN') {
    const nine = m.taxId.slice(0, 9), prog = m.taxId.slice(9);
    if (style === 'bare') return { text: nine, fields: { [A('business_tax_id')]: nine, [A('business_tax_id_type')]: 'BN', [A('business_tax_id_country')]: country } };
    const text = style === 'spaced' ? `${nine} ${prog.slice(0, 2)} ${prog.slice(2)}` : `${nine} ${prog}`;
    return { text, fields: { [A('business_tax_id')]: m.taxId, [A('business_tax_id_type')]: 'BN', [A('business_tax_id_country')]: country } };
  }
  const d = m.taxId;
  const text = m.taxType === 'EIN' ? (style === 'bare' ? d : `${d.slice(0, 2)}-${d.slice(2)}`) : personalId(d, 'SSN');
  return { text, fields: { [A('business_tax_id')]: d, [A('business_tax_id_type')]: m.taxType, [A('business_tax_id_country')]: country } };
}

const ENTITY_TEXT: Record<EntityKind, readonly string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'], corp: ['Corporation', 'Inc.', 'Corp', 'C-Corp', 'C Corp'],
  s_corp: ['S-Corp', 'S Corp', 'S Corporation'], sole: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'],
  partnership: ['Partnership', 'General Partnership'], llp: ['LLP'], pllc: ['PLLC'], lp: ['LP', 'Limited Partnership'],
  nonprofit: ['Non-Profit', 'Nonprofit', '501(c)(3)'],
};
const CA_CORP_TEXT = ['Corporation', 'Inc.', 'Ltd.', 'Limited'];

export function entityId(kind: EntityKind, country: 'US' | 'CA'): string {
  return { llc: 'llc', corp: country === 'CA' ? 'ca_corporation' : 'c_corporation', s_corp: 's_corporation', sole: 'sole_proprietorship',
    partnership: 'general_partnership', llp: 'llp', pllc: 'pllc', lp: 'limited_partnership', nonprofit: 'nonprofit_corporation' }[kind];
}

/** Free-text entity type as a merchant writes it. */
export function entityText(m: Merchant, r: Rng): { text: string; id: string } {
  const text = m.country === 'CA' && m.kind === 'corp' ? r.pick(CA_CORP_TEXT) : r.pick(ENTITY_TEXT[m.kind]);
  return { text, id: entityId(m.kind, m.country) };
}

/** A checkbox row: the option checked for the merchant's kind, or `Other` with the written text. */
export function entityChoice(m: Merchant, options: readonly (readonly [string, EntityKind | null])[], r: Rng): { checked: string; other: string | null; id: string } {
  const hit = options.find(([, k]) => k === m.kind);
  const id = entityId(m.kind, m.country);
  if (hit) return { checked: hit[0], other: null, id };
  const other = options.find(([, k]) => k === null);
  if (!other) throw new Error(`layout has no box for ${m.kind}`);
  return { checked: other[0], other: r.pick(ENTITY_TEXT[m.kind]), id };
}

export type NameStyle = 'full' | 'last_first';
export function ownerName(o: Owner, style: NameStyle): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (style === 'last_first') return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
}
export const nameFields = (i: number, o: Owner): Fields => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last });

/** An owner's tax number: printed in full it gives digits, type and country; masked it gives nothing (decoy). */
export function ownerTax(i: number, o: Owner, r: Rng, sinDash = false): { text: string; role: Role } {
  if (o.masked) return { text: maskedId(o.taxId, o.taxType, r), role: 'decoy' };
  return { text: personalId(o.taxId, o.taxType, sinDash),
    role: { [P(i, 'tax_id')]: o.taxId, [P(i, 'tax_id_type')]: o.taxType, [P(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

export const FREQ_LABEL: Record<Frequency, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export function pct(n: number, withSign: boolean): string {
  return withSign ? `${n}%` : String(n);
}

/** The DBA as printed and what it gives: a real DBA, or SAME / N/A / the legal name again (null: not recorded). */
export function dbaText(m: Merchant, r: Rng): { text: string | null; role: Role } {
  if (m.dba && m.dba !== m.legal) return { text: m.dba, role: { [A('trade_name')]: m.dba } };
  const text = r.weighted([[null, 4], ['SAME', 2], ['Same', 0.5], ['N/A', 1.5], ['n/a', 0.5], [m.legal, 1]] as const);
  // Printed but not a trade name: a reader that takes it is wrong (a decoy), unless it is the legal name itself.
  return { text, role: text === m.legal ? 'context' : 'decoy' };
}

export function cityLine(city: string, state: string, zip: string, stateText = state): string {
  return `${city}, ${stateText} ${zip}`;
}

/** The state or province as the business address gives it (and the country it implies). */
export const stateFields = (m: Merchant): Fields => ({ [A('state_region')]: m.address.state, [A('country')]: m.country === 'CA' ? 'Canada' : 'United States' });
