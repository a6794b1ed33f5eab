// How values are written on the forms, and the truth each printed form gives (applications.md "How each field is
// read"). Layouts pick the written forms; the truth comes from the merchant, never from re-reading the text.
import { MONTHS } from './data.ts';
import type { Country, EntityKind, Merchant, Owner, Ymd } from './merchant.ts';
import type { FieldValues } from './canvas.ts';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const iso = (d: Ymd) => `${d.y}-${pad(d.m)}-${pad(d.d)}`;

export type DateForm = 'mdy' | 'mdy2' | 'long' | 'iso' | 'dmon' | 'short';
export function fmtDate(d: Ymd, f: DateForm): string {
  switch (f) {
    case 'mdy': return `${pad(d.m)}/${pad(d.d)}/${d.y}`;
    case 'mdy2': return `${d.m}/${d.d}/${String(d.y).slice(2)}`;
    case 'long': return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 'iso': return iso(d);
    case 'dmon': return `${d.d} ${MONTHS[d.m - 1]!.slice(0, 3)} ${d.y}`;
    case 'short': return `${MONTHS[d.m - 1]!.slice(0, 3)}. ${d.d}, ${d.y}`;
  }
}

export type MoneyForm = 'dollars' | 'cents' | 'bare' | 'cad' | 'cadPrefix' | 'spaced';
export function fmtMoney(v: number, f: MoneyForm): string {
  const whole = Number.isInteger(v) && f !== 'cents';
  const s = v.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  switch (f) {
    case 'dollars': case 'cents': return `$${s}`;
    case 'bare': return s;
    case 'spaced': return `$ ${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'cad': return `$${s} CAD`;
    case 'cadPrefix': return `CAD ${s}`;
  }
}

/** The business tax ID as written, and the truth it gives. */
export function fmtBusinessTaxId(m: Merchant, spaced: boolean): { text: string; fields: FieldValues } {
  const t = m.taxId;
  const country = m.country;
  let text: string;
  if (m.taxType === 'EIN') text = `${t.slice(0, 2)}-${t.slice(2)}`;
  else if (m.taxType === 'SSN' || m.taxType === 'ITIN') text = `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
  else if (m.taxType === 'SIN') text = spaced ? `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6, 9)}` : `${t.slice(0, 3)}-${t.slice(3, 6)}-${t.slice(6, 9)}`;
  else text = t.length > 9 ? (spaced ? `${t.slice(0, 9)} ${t.slice(9)}` : t) : spaced ? `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}` : t;
  return { text, fields: { 'application.business_tax_id': t, 'application.business_tax_id_type': m.taxType, 'application.business_tax_id_country': country } };
}

/** An owner's SSN / ITIN / SIN as written; a masked one gives no truth (decision: type and country null too). */
export function fmtOwnerTaxId(o: Owner, i: number, mask: string): { text: string; fields: FieldValues } {
  const t = o.taxId;
  const p = `application.applicants[${i}].`;
  const last = o.taxType === 'SIN' ? t.slice(6) : t.slice(5);
  if (o.masked) {
    const text = o.taxType === 'SIN' ? `${mask.repeat(3)}-${mask.repeat(3)}-${last}` : `${mask.repeat(3)}-${mask.repeat(2)}-${last}`;
    return { text, fields: { [p + 'tax_id']: null, [p + 'tax_id_type']: null, [p + 'tax_id_country']: null } };
  }
  const text = o.taxType === 'SIN' ? `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}` : `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
  return { text, fields: { [p + 'tax_id']: t, [p + 'tax_id_type']: o.taxType, [p + 'tax_id_country']: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

export type NameForm = 'full' | 'lastFirst' | 'plain';
/** The owner's name as written in one box: with middle initial and credentials ("full"), "Last, First M." or "First Last". */
export function fmtOwnerName(o: Owner, f: NameForm): string {
  const mi = o.middle ? ` ${o.middle}.` : '';
  if (f === 'lastFirst') return `${o.last}, ${o.first}${mi}`;
  if (f === 'plain') return `${o.first} ${o.last}`;
  return `${o.first}${mi} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
}

export const nameFields = (o: Owner, i: number): FieldValues => ({
  [`application.applicants[${i}].first_name`]: o.first, [`application.applicants[${i}].last_name`]: o.last });

/** The entity type's printed word for a free-text line, with the reference id it reads as. */
export function entityWord(kind: EntityKind, country: Country, pick: <T>(xs: readonly T[]) => T): { text: string; id: string } {
  const us: Record<EntityKind, [string, string][]> = {
    llc: [['LLC', 'llc'], ['Limited Liability Company', 'llc'], ['L.L.C.', 'llc']],
    corp: [['Corporation', 'c_corporation'], ['C Corp', 'c_corporation'], ['Inc.', 'c_corporation']],
    scorp: [['S Corp', 's_corporation'], ['S-Corp', 's_corporation'], ['S Corporation', 's_corporation']],
    partnership: [['Partnership', 'general_partnership'], ['General Partnership', 'general_partnership']],
    soleprop: [['Sole Proprietor', 'sole_proprietorship'], ['Sole Proprietorship', 'sole_proprietorship'], ['Sole Prop', 'sole_proprietorship']],
    llp: [['LLP', 'llp']], pllc: [['PLLC', 'pllc'], ['Professional LLC', 'pllc']],
  };
  const ca: Partial<Record<EntityKind, [string, string][]>> = {
    corp: [['Corporation', 'ca_corporation'], ['Incorporated', 'ca_corporation'], ['Ltd.', 'ca_corporation']],
    partnership: [['Partnership', 'general_partnership']],
    soleprop: [['Sole Proprietorship', 'sole_proprietorship'], ['Sole Proprietor', 'sole_proprietorship']],
  };
  const [text, id] = pick((country === 'CA' ? ca[kind] : us[kind]) ?? us[kind]);
  return { text, id };
}

export const FREQ_WORDS: Record<string, string[]> = {
  daily: ['Daily', 'Daily (M-F)', 'Business days'], weekly: ['Weekly'], biweekly: ['Bi-Weekly', 'Biweekly', 'Every 2 weeks'], monthly: ['Monthly'],
};

/** The state / province of the business address: state_region, and the country it implies (US forms rarely print one). */
export const regionFields = (m: Merchant): FieldValues => ({
  'application.state_region': m.address.region, 'application.country': m.country === 'US' ? 'United States' : 'Canada' });

/** The DBA as printed: the name, or SAME / N/A / the legal name again (null trade name) when the business has none. */
export function dbaText(m: Merchant, pick: <T>(xs: readonly T[]) => T): { text: string; fields: FieldValues | null } {
  if (m.dba) return { text: m.dba, fields: { 'application.trade_name': m.dba } };
  // A printed SAME / N/A / legal name again is still the DBA line's value: it gives a null trade name.
  const text = pick(['', 'SAME', 'N/A', '', m.legal]);
  return { text, fields: text ? { 'application.trade_name': null } : null };
}
