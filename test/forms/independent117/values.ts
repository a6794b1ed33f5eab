// A merchant's values as printed text plus the truth fields each text gives (applications.md's rules), so every
// layout prints and reads them the same way. A masked tax id gives no field at all (see README).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields } from './canvas.ts';
import { date, einText, maskedEin, maskedSin, maskedSsn, money, sinText, ssnText } from './format.ts';
import type { Merchant, Owner } from './merchant.ts';

export interface Val { text: string; fields: Fields }
const A = 'application.';
const countryName = (m: Merchant): string => (m.country === 'US' ? 'United States' : 'Canada');

export function legal(m: Merchant): Val { return { text: m.legal, fields: { [`${A}legal_name`]: m.legal } }; }

/** The DBA line: the name, or blank / SAME / N/A / the legal name again (no field). */
export function dba(m: Merchant): Val {
  return m.dba ? { text: m.dba, fields: { [`${A}trade_name`]: m.dba } } : { text: m.dbaFiller, fields: {} };
}

export function entity(m: Merchant): Val { return { text: m.entityText, fields: { [`${A}type_of_entity`]: m.entityId } }; }

export function industry(m: Merchant): Val {
  return { text: m.industryText, fields: m.industryId ? { [`${A}industry`]: m.industryId } : {} };
}

/** The business tax id; `bare` lets an EIN print as 9 digits (only under a label that says EIN). */
export function taxId(m: Merchant, rng: Rng, bare = false): Val {
  if (m.country === 'CA') return { text: m.taxPrinted, fields: { [`${A}business_tax_id`]: m.taxDigits, [`${A}business_tax_id_type`]: 'BN', [`${A}business_tax_id_country`]: 'CA' } };
  if (m.taxMasked) return { text: m.taxType === 'EIN' ? maskedEin(m.taxDigits, rng) : maskedSsn(m.taxDigits, rng), fields: {} };
  const text = m.taxType === 'EIN' ? (bare && rng.chance(0.4) ? m.taxDigits : einText(m.taxDigits)) : ssnText(m.taxDigits);
  const type = m.taxType === 'SSN' && m.taxDigits.startsWith('9') ? 'ITIN' : m.taxType;
  return { text, fields: { [`${A}business_tax_id`]: m.taxDigits, [`${A}business_tax_id_type`]: type, [`${A}business_tax_id_country`]: 'US' } };
}

export function start(m: Merchant, rng: Rng): Val { return { text: date(m.start, rng, m.country), fields: { [`${A}business_start_date`]: m.start } }; }

/** The business's state or province code (with the country it implies). */
export function region(m: Merchant): Val {
  return { text: m.addr.region, fields: { [`${A}state_region`]: m.addr.region, [`${A}country`]: countryName(m) } };
}

/** A one-line business address: its state gives state_region and country. */
export function addressLine(m: Merchant): Val {
  return { text: `${m.addr.street}, ${m.addr.city}, ${m.addr.region} ${m.addr.zip}`, fields: region(m).fields };
}

export function requested(m: Merchant, rng: Rng): Val { return { text: money(m.requested, rng, m.country), fields: { [`${A}requested_amount`]: m.requested } }; }
export function payment(m: Merchant, rng: Rng): Val { return { text: money(m.payment, rng, m.country), fields: { [`${A}requested_payment`]: m.payment } }; }
export function numPayments(m: Merchant): Val { return { text: String(m.numPayments), fields: { [`${A}number_of_payments`]: m.numPayments } }; }
export const FREQ_LABEL: Record<Merchant['frequency'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export function frequency(m: Merchant): Val { return { text: FREQ_LABEL[m.frequency], fields: { [`${A}payment_frequency`]: m.frequency } }; }
/** Context money (sales, revenue, rent, balances): printed, no field. */
export function plainMoney(n: number, m: Merchant, rng: Rng): Val { return { text: money(n, rng, m.country), fields: {} }; }

const P = (i: number, f: string): string => `${A}applicants[${i}].${f}`;

/** The owner's full name as printed: `First M. Last[, DC]` or, with `lastFirst`, `Last, First M.`. */
export function ownerName(o: Owner, i: number, lastFirst = false): Val {
  const text = lastFirst ? `${o.last}, ${[o.first, o.middle].filter(Boolean).join(' ')}` : `${[o.first, o.middle, o.last].filter(Boolean).join(' ')}${o.cred ? `, ${o.cred}` : ''}`;
  return { text, fields: { [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last } };
}
export function ownerFirst(o: Owner, i: number): Val { return { text: [o.first, o.middle].filter(Boolean).join(' '), fields: { [P(i, 'first_name')]: o.first } }; }
export function ownerLast(o: Owner, i: number): Val { return { text: o.last, fields: { [P(i, 'last_name')]: o.last } }; }
export function ownerTitle(o: Owner, i: number): Val { return { text: o.title, fields: { [P(i, 'role')]: o.title } }; }

export function ownerPct(o: Owner, i: number, rng: Rng): Val {
  return { text: rng.pick([`${o.pct}%`, `${o.pct}`, `${o.pct}.00%`, `${o.pct} %`]), fields: { [P(i, 'ownership')]: o.pct } };
}

export function ownerTax(o: Owner, i: number, rng: Rng): Val {
  if (o.taxType === 'SIN') {
    if (o.masked) return { text: maskedSin(o.taxDigits, rng), fields: {} };
    return { text: sinText(o.taxDigits, rng), fields: { [P(i, 'tax_id')]: o.taxDigits, [P(i, 'tax_id_type')]: 'SIN', [P(i, 'tax_id_country')]: 'CA' } };
  }
  if (o.masked) return { text: maskedSsn(o.taxDigits, rng), fields: {} };
  return { text: ssnText(o.taxDigits), fields: { [P(i, 'tax_id')]: o.taxDigits, [P(i, 'tax_id_type')]: o.taxType, [P(i, 'tax_id_country')]: 'US' } };
}

export function ownerDob(o: Owner, i: number, rng: Rng, country: Merchant['country']): Val {
  return { text: date(o.dob, rng, country), fields: { [P(i, 'date_of_birth')]: o.dob } };
}

export function ownerCredit(o: Owner, i: number): Val {
  return o.credit === null ? { text: '', fields: {} } : { text: String(o.credit), fields: { [P(i, 'credit_score')]: o.credit } };
}

export function homeLine(o: Owner): string { return `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.zip}`; }
