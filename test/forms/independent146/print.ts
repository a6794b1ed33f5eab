// How a value is written on a form (dates, money, percentages, tax ids, names, "SAME" for the DBA), each with the truth
// fields that exact printed text gives under applications.md. Layouts call these so the printed text and its fields
// are made in one place.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Country, Merchant, Owner } from './data.ts';
import type { FieldValue } from './pen.ts';
import { COUNTRY_NAME, entityId, industryId, isMasked, monthName, PROVINCES, STATES, taxDigits, usTaxTypeByFormat } from './rules.ts';

type Fields = Record<string, FieldValue>;
export type DateStyle = 'us' | 'us2' | 'long' | 'iso' | 'abbr';

export function fmtDate(rng: Rng, iso: string, styles: DateStyle[]): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p2 = (n: number): string => String(n).padStart(2, '0');
  switch (rng.pick(styles)) {
    case 'us': return `${p2(m)}/${p2(d)}/${y}`;
    case 'us2': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${monthName(m)} ${d}, ${y}`;
    case 'abbr': return `${monthName(m).slice(0, 3)} ${d} ${y}`;
    default: return iso;
  }
}

const commas = (n: number, cents: boolean): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

/** Money as people write it; the value re-reads to `v` by dropping $, commas, spaces and CAD. */
export function fmtMoney(rng: Rng, v: number, country: Country): string {
  const cents = !Number.isInteger(v) || rng.chance(0.25);
  const c = commas(v, cents);
  if (country === 'CA') return rng.pick([`$${c}`, `$${c} CAD`, `CAD ${c}`, `${c.replace(/,/g, ' ')} $`]);
  return rng.pick([`$${c}`, `$${c}`, c, `$ ${c.replace(/,/g, '')}`]);
}

export const fmtPct = (rng: Rng, pct: number): string => rng.pick([`${pct}%`, `${pct}%`, `${pct}`, `${pct} %`]);

export const dashedSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const maskSsn = (rng: Rng, d: string): string => `${rng.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${d.slice(5)}`;
export const fmtSin = (rng: Rng, d: string): string => rng.pick([`${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`]);
export const maskSin = (rng: Rng, d: string): string => `${rng.pick(['XXX XXX ', '***-***-', '*** *** '])}${d.slice(6)}`;
export const fmtBn = (rng: Rng, d: string, program: string): string =>
  rng.pick([`${d} ${program}`, `${d}${program}`, `${d} ${program.slice(0, 2)} ${program.slice(2)}`, `${d}-${program}`]);

/** The business tax id as printed, with its fields. `bareLabelType` is the type a bare 9-digit number takes from its label. */
export function bizTax(rng: Rng, m: Merchant, bareLabelType: 'EIN' | 'BN' | 'SIN' | null, withCountry: boolean): { text: string; fields: Fields } {
  let text: string, type: string;
  if (m.taxType === 'BN') { text = bareLabelType === 'BN' && rng.chance(0.3) ? m.taxId : fmtBn(rng, m.taxId, m.program); type = 'BN'; }
  else if (m.taxType === 'SIN') { text = bareLabelType === 'SIN' && rng.chance(0.5) ? m.taxId : fmtSin(rng, m.taxId); type = 'SIN'; }
  else if (m.taxType === 'EIN') {
    text = bareLabelType === 'EIN' && rng.chance(0.35) ? m.taxId : `${m.taxId.slice(0, 2)}-${m.taxId.slice(2)}`; type = 'EIN';
  } else { text = dashedSsn(m.taxId); type = usTaxTypeByFormat(text)!; }
  const fields: Fields = { business_tax_id: taxDigits(text), business_tax_id_type: type, business_tax_id_country: m.country };
  if (withCountry) fields.country = COUNTRY_NAME[m.country];
  return { text, fields };
}

/** A state or province as printed (code or name) with state_region and country. */
export function region(rng: Rng, m: Merchant, names: boolean): { text: string; fields: Fields } {
  const list = m.country === 'US' ? STATES : PROVINCES;
  const name = list.find((s) => s.code === m.region)!.name;
  return { text: names && rng.chance(0.4) ? name : m.region, fields: { state_region: m.region, country: COUNTRY_NAME[m.country] } };
}

export function regionName(m: Merchant, code: string): string {
  return (m.country === 'US' ? STATES : PROVINCES).find((s) => s.code === code)!.name;
}

/** The DBA / operating name line: the trade name, or blank / SAME / N/A / the legal name again (all null). */
export function dba(rng: Rng, m: Merchant): { text: string; fields: Fields } {
  if (m.dba && m.dba !== m.legal) return { text: m.dba, fields: { trade_name: m.dba } };
  const text = rng.pick(['', '', 'SAME', 'N/A', 'Same as above', m.legal]);
  return { text, fields: { trade_name: null } };
}

export const entityFields = (text: string, country: Country): Fields => ({ type_of_entity: entityId(text, country) });
export const industryFields = (text: string): Fields => ({ industry: industryId(text) });

/** Free-text entity wording by entity id (every wording reads back to the id by the reference). */
const ENTITY_WORDS: Record<string, string[]> = { llc: ['LLC', 'L.L.C.', 'Limited Liability Company', 'Single-Member LLC'],
  c_corporation: ['Corporation', 'Inc.', 'C-Corp', 'Corp'], s_corporation: ['S-Corp', 'S Corp', 'S Corporation'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship', 'Individual'], general_partnership: ['Partnership', 'General Partnership'],
  limited_partnership: ['LP', 'Limited Partnership'], pllc: ['PLLC', 'Professional LLC'], professional_corporation: ['Professional Corporation', 'P.C.'],
  ca_corporation: ['Corporation', 'Ltd.', 'Inc.'], ca_ulc: ['ULC', 'Unlimited Liability Corporation'], cooperative: ['Co-operative', 'Co-op'] };
export const entityWord = (rng: Rng, id: string): string => rng.pick(ENTITY_WORDS[id]!);

const A = (i: number, f: string): string => `applicants[${i}].${f}`;

/** An owner's name as printed ("First M. Last, DC" or "Last, First M.") with first and last name. */
export function ownerName(i: number, o: Owner, lastFirst = false): { text: string; fields: Fields } {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const text = lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
  return { text, fields: { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last } };
}

/** An owner's SSN / ITIN / SIN, masked or in full. */
export function ownerTax(rng: Rng, i: number, o: Owner, masked: boolean): { text: string; fields: Fields } {
  const text = o.taxType === 'SIN' ? (masked ? maskSin(rng, o.taxId) : fmtSin(rng, o.taxId)) : masked ? maskSsn(rng, o.taxId) : dashedSsn(o.taxId);
  if (isMasked(text)) return { text, fields: { [A(i, 'tax_id')]: null, [A(i, 'tax_id_type')]: null, [A(i, 'tax_id_country')]: null } };
  const type = o.taxType === 'SIN' ? 'SIN' : usTaxTypeByFormat(text);
  return { text, fields: { [A(i, 'tax_id')]: taxDigits(text), [A(i, 'tax_id_type')]: type, [A(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

export const ownerField = (i: number, f: string, v: FieldValue): Fields => ({ [A(i, f)]: v });

/** The owner values most layouts print, blanks chosen by the layout's habits. */
export function ownerBits(rng: Rng, i: number, o: Owner, dates: DateStyle[], pBlank: number) {
  const blank = (): boolean => rng.chance(pBlank);
  const pct = blank() && i > 0 ? '' : fmtPct(rng, o.pct);
  const dob = blank() ? '' : fmtDate(rng, o.dob, dates);
  return {
    title: blank() ? { text: '', fields: {} } : { text: o.title, fields: ownerField(i, 'role', o.title) },
    pct: { text: pct, fields: ownerField(i, 'ownership', o.pct) },
    tax: blank() ? { text: '', fields: {} } : ownerTax(rng, i, o, rng.chance(0.35)),
    dob: { text: dob, fields: ownerField(i, 'date_of_birth', o.dob) },
    credit: o.credit === null ? { text: '', fields: {} } : { text: String(o.credit), fields: ownerField(i, 'credit_score', o.credit) },
  };
}
