// What each printed format means: the printed text of a value together with the truth fields it gives. Every truth
// decision of the set is made here (and written down in README.md).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields } from './draw.ts';
import * as F from './formats.ts';
import type { Frequency, Merchant, Owner, Person } from './model.ts';
import { entityId, industryId } from './reference.ts';

export interface Printed { text: string; fields: Fields }

export const countryName = (c: 'US' | 'CA') => (c === 'US' ? 'United States' : 'Canada');

/** A requested amount the format can write exactly (a `$75K` amount is whole thousands or halves, `$1.2M` whole 50,000s). */
export function amountFor(rng: Rng, fmt: F.MoneyFmt, base: number): number {
  if (fmt === 'K' || fmt === 'k') return Math.max(5, Math.round(base / 1000)) * 1000 + (rng.chance(0.2) ? 500 : 0);
  if (fmt === 'M') return rng.int(20, 50) * 50_000;
  return base;
}

export function amount(v: number, fmt: F.MoneyFmt): Printed {
  return { text: F.money(v, fmt), fields: { requested_amount: v } };
}

export type PaymentFmt = 'perDay' | 'perWeek' | 'unitWord' | 'plain' | 'cents';
const UNIT_WORD: Record<Frequency, string> = { daily: 'daily', weekly: 'weekly', biweekly: 'bi-weekly', monthly: 'monthly' };
const UNIT_SLASH: Record<Frequency, string> = { daily: '/day', weekly: '/week', biweekly: '/2 wks', monthly: '/month' };

/** The payment; a unit written with it (`$1,250/day`, `$6,250 weekly`) prints the frequency too. */
export function payment(v: number, freq: Frequency, fmt: PaymentFmt): Printed {
  const money = F.money(v, fmt === 'cents' ? 'cents' : 'dollar');
  if (fmt === 'perDay' || fmt === 'perWeek') return { text: money + UNIT_SLASH[freq], fields: { requested_payment: v, payment_frequency: freq } };
  if (fmt === 'unitWord') return { text: `${money} ${UNIT_WORD[freq]}`, fields: { requested_payment: v, payment_frequency: freq } };
  return { text: money, fields: { requested_payment: v } };
}

const FREQ_WORDS: Record<Frequency, readonly string[]> = { daily: ['Daily', 'Daily (M-F)', 'Every business day'], weekly: ['Weekly', 'Once a week'],
  biweekly: ['Bi-Weekly', 'Biweekly', 'Every two weeks'], monthly: ['Monthly'] };
export const FREQ_LABELS: Record<Frequency, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export function frequency(rng: Rng, f: Frequency): Printed {
  return { text: rng.pick(FREQ_WORDS[f]), fields: { payment_frequency: f } };
}

export function payments(n: number, withWord: boolean): Printed {
  return { text: withWord ? `${n} payments` : String(n), fields: { number_of_payments: n } };
}

/** A date; month-and-year, year-only (`since 2015`) and two-digit-year forms follow README's rules. */
export function dateValue(iso: string, fmt: F.DateFmt): string | null {
  return fmt === 'monthYear' || fmt === 'monthYearNum' || fmt === 'since' ? null : iso;
}

export function startDate(iso: string, fmt: F.DateFmt): Printed {
  return { text: F.date(iso, fmt), fields: { business_start_date: dateValue(iso, fmt) } };
}

export function dob(i: number, iso: string, fmt: F.DateFmt): Printed {
  return { text: F.date(iso, fmt), fields: { [`applicants[${i}].date_of_birth`]: dateValue(iso, fmt) } };
}

export function ownership(i: number, v: number, fmt: F.PctFmt): Printed {
  return { text: F.pct(v, fmt), fields: { [`applicants[${i}].ownership`]: v } };
}

/** The business's federal tax id. `typeKnown`: the label or a checked box says what a bare number is. */
export function businessTaxId(m: Merchant, fmt: F.EinFmt | F.SsnFmt | 'bn' | 'bnSpaced' | 'bnLabelled', typeKnown: string | null): Printed {
  if (m.country === 'CA') {
    const text = fmt === 'bn' ? `${m.bn}RC0001` : fmt === 'bnSpaced' ? `${m.bn} RC0001` : `BN ${m.bn} RC 0001`;
    return { text, fields: { business_tax_id: `${m.bn}RC0001`, business_tax_id_type: 'BN', business_tax_id_country: 'CA' } };
  }
  if (m.soleProp && !m.ein) {
    const d = m.owners[0]!.taxId;
    const text = F.ssn(d, fmt as F.SsnFmt);
    const type = fmt === 'bare' ? typeKnown : d.startsWith('9') ? 'ITIN' : 'SSN';
    return { text, fields: { business_tax_id: d, business_tax_id_type: type, business_tax_id_country: 'US' } };
  }
  const text = F.ein(m.ein, fmt as F.EinFmt);
  const type = fmt === 'bare' ? typeKnown : 'EIN';
  return { text, fields: { business_tax_id: m.ein, business_tax_id_type: type, business_tax_id_country: 'US' } };
}

/** An owner's SSN, ITIN or SIN; a masked number gives nothing (its digits, type and country all null). */
export function ownerTaxId(i: number, o: Owner, fmt: F.SsnFmt | F.SinFmt): Printed {
  const p = (k: string) => `applicants[${i}].${k}`;
  const masked = o.taxKind === 'SIN' ? fmt === 'mask' : F.SSN_MASKED.has(fmt as F.SsnFmt);
  const text = o.taxKind === 'SIN' ? F.sin(o.taxId, fmt as F.SinFmt) : F.ssn(o.taxId, fmt as F.SsnFmt);
  if (masked) return { text, fields: { [p('tax_id')]: null, [p('tax_id_type')]: null, [p('tax_id_country')]: null } };
  const type = o.taxKind === 'SIN' ? 'SIN' : o.taxId.startsWith('9') ? 'ITIN' : 'SSN';
  return { text, fields: { [p('tax_id')]: o.taxId, [p('tax_id_type')]: type, [p('tax_id_country')]: o.taxKind === 'SIN' ? 'CA' : 'US' } };
}

export type NameFmt = 'firstLast' | 'lastFirst';
export function ownerName(i: number, p: Person, fmt: NameFmt): Printed {
  const first = p.middle ? `${p.first} ${p.middle}` : p.first;
  const text = fmt === 'lastFirst' ? `${p.last}, ${first}` : `${first} ${p.last}${p.credential ? `, ${p.credential}` : ''}`;
  return { text, fields: { [`applicants[${i}].first_name`]: p.first, [`applicants[${i}].last_name`]: p.last } };
}

export function role(i: number, title: string): Printed {
  return { text: title, fields: { [`applicants[${i}].role`]: title } };
}

export function credit(i: number, score: number, fmt: 'plain' | 'fico'): Printed {
  return { text: fmt === 'fico' ? `FICO ${score}` : String(score), fields: { [`applicants[${i}].credit_score`]: score } };
}

export type DbaFmt = 'name' | 'same' | 'na' | 'legal' | 'blank';
export function dba(m: Merchant, fmt: DbaFmt): Printed {
  const text = fmt === 'name' ? m.dbaName : fmt === 'same' ? 'SAME' : fmt === 'na' ? 'N/A' : fmt === 'legal' ? m.legal : '';
  return { text, fields: fmt === 'name' && m.dbaName !== m.legal ? { trade_name: m.dbaName } : { trade_name: null } };
}

export function legal(m: Merchant): Printed {
  return { text: m.legal, fields: { legal_name: m.legal } };
}

export function entityText(rng: Rng, m: Merchant): Printed {
  const text = rng.pick(m.entity.texts);
  return { text, fields: { type_of_entity: entityId(text, m.country) } };
}

export function industry(m: Merchant): Printed {
  return { text: m.industryText, fields: { industry: industryId(m.industryText) } };
}

/** The business's region, alone (`TX`, `Texas`) or in a `City, ST 12345` line. */
export function region(m: Merchant, fmt: 'code' | 'name' | 'cityLine' | 'cityLineName'): Printed {
  const a = m.address;
  const r = fmt === 'name' || fmt === 'cityLineName' ? a.regionName : a.region;
  const text = fmt === 'code' || fmt === 'name' ? r : `${a.city}, ${r} ${a.postal}`;
  return { text, fields: { state_region: a.region, country: countryName(m.country) } };
}

/** Checkbox options for the entity: the option whose id is the merchant's, else "Other" with the text on its line. */
export function entityOptions(m: Merchant, labels: readonly string[]): { checked: string | null; other: string | null } {
  const hit = labels.find((l) => entityId(l, m.country) === m.entity.id);
  return hit ? { checked: hit, other: null } : { checked: null, other: m.entity.texts[0]! };
}

/** An owner's tax-id format from the layout's pool; never masked when the same number is the business's tax id. */
export function ownerTaxFmt<T extends F.SsnFmt | F.SinFmt>(rng: Rng, m: Merchant, i: number, pool: readonly T[]): T {
  const masked = (f: T) => f === 'mask' || F.SSN_MASKED.has(f as F.SsnFmt);
  const usable = m.soleProp && !m.ein && m.country === 'US' && i === 0 ? pool.filter((f) => !masked(f)) : pool;
  return rng.pick(usable.length ? usable : (['dash'] as T[]));
}
