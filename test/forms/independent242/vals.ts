// The merchant's values as one form prints them (formats chosen per seed), each with the truth fields it gives.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Val } from './ctx.ts';
import { FREQ_PRINT, fmtBn, fmtDate, fmtEin, fmtMoney, fmtName, fmtPct, fmtSin, fmtSsn, maskSin, maskSsn } from './format.ts';
import type { Merchant, Owner } from './model.ts';

/** A value giving truth fields (paths relative to `application.`). */
export const fv = (key: string, text: string, fields: Record<string, unknown> = {}): Val =>
  ({ key, text, fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [`application.${k}`, v])) });
/** A printed value that is not the application's. */
export const dv = (key: string, text: string): Val => ({ key, text });

export interface Fmt { date: number; money: number; pct: number; name: number; tax: number; mask: number }

export function pickFmt(r: Rng, o: Partial<Fmt> = {}): Fmt {
  return { date: r.int(0, 5), money: r.int(0, 4), pct: r.int(0, 3), name: r.int(0, 2), tax: r.int(0, 2), mask: r.int(0, 2), ...o };
}

const COUNTRY = { US: 'United States', CA: 'Canada' } as const;

export function region(m: Merchant): Record<string, unknown> {
  return { state_region: m.region, country: COUNTRY[m.country] };
}

export function taxVal(m: Merchant, f: Fmt, key = 'biz_tax_id'): Val {
  const fields = { business_tax_id: m.taxType === 'BN' ? m.taxDigits + m.bnProgram : m.taxDigits, business_tax_id_type: m.taxType === 'ITIN' ? 'ITIN' : m.taxType,
    business_tax_id_country: m.country };
  const text = m.taxType === 'BN' ? fmtBn(m.taxDigits, m.bnProgram, f.tax) : m.taxType === 'EIN' ? fmtEin(m.taxDigits) : fmtSsn(m.taxDigits);
  return fv(key, text, fields);
}

export function dbaVal(m: Merchant, r: Rng): Val | null {
  if (m.dba) return fv('dba', m.dba, { trade_name: m.dba });
  const t = r.pick(['', 'SAME', 'N/A', m.legal]);
  return t ? dv('dba_blank', t) : null;
}

export function startVal(m: Merchant, f: Fmt, r: Rng): Val | null {
  return r.chance(0.85) ? fv('start_date', fmtDate(m.start, f.date), { business_start_date: m.start }) : null;
}

export function moneyVal(key: string, n: number, f: Fmt, field: string | null, cad = false): Val {
  const t = fmtMoney(n, f.money, cad);
  return field ? fv(key, t, { [field]: n }) : dv(key, t);
}

export function freqVal(m: Merchant, r: Rng): Val | null {
  return m.freq ? fv('frequency', r.pick(FREQ_PRINT[m.freq]!), { payment_frequency: m.freq }) : null;
}

const ap = (i: number, k: string): string => `applicants[${i}].${k}`;

/** One owner's values: the whole name or first/last apart, title, share, tax id (maybe masked), DOB, credit score. */
export function ownerVals(o: Owner, i: number, f: Fmt, m: Merchant) {
  const n = o.name;
  const full = fv(`owner${i + 1}_name`, fmtName(n, f.name), { [ap(i, 'first_name')]: n.first, [ap(i, 'last_name')]: n.last });
  const first = fv(`owner${i + 1}_first`, n.first, { [ap(i, 'first_name')]: n.first });
  const last = fv(`owner${i + 1}_last`, n.last + (n.cred ? `, ${n.cred}` : ''), { [ap(i, 'last_name')]: n.last });
  const mi = n.middle ? dv(`owner${i + 1}_mi`, n.middle) : null;
  const title = o.title ? fv(`owner${i + 1}_title`, o.title, { [ap(i, 'role')]: o.title }) : null;
  const pct = fv(`owner${i + 1}_pct`, fmtPct(o.pct, f.pct), { [ap(i, 'ownership')]: o.pct });
  let tax: Val;
  if (o.masked) tax = dv(`owner${i + 1}_tax_masked`, o.taxType === 'SIN' ? maskSin(o.taxDigits) : maskSsn(o.taxDigits, f.mask));
  else {
    tax = fv(`owner${i + 1}_tax`, o.taxType === 'SIN' ? fmtSin(o.taxDigits, f.tax) : fmtSsn(o.taxDigits),
      { [ap(i, 'tax_id')]: o.taxDigits, [ap(i, 'tax_id_type')]: o.taxType, [ap(i, 'tax_id_country')]: m.country });
  }
  const dob = o.dob ? fv(`owner${i + 1}_dob`, fmtDate(o.dob, f.date), { [ap(i, 'date_of_birth')]: o.dob }) : null;
  const credit = o.credit ? fv(`owner${i + 1}_fico`, String(o.credit), { [ap(i, 'credit_score')]: o.credit }) : null;
  const home = dv(`owner${i + 1}_home`, `${o.street}, ${o.city}, ${o.region} ${o.zip}`);
  const homeStreet = dv(`owner${i + 1}_home_street`, o.street);
  const homeCity = dv(`owner${i + 1}_home_city`, `${o.city}, ${o.region} ${o.zip}`);
  return { full, first, last, mi, title, pct, tax, dob, credit, home, homeStreet, homeCity, phone: dv(`owner${i + 1}_cell`, o.phone),
    email: dv(`owner${i + 1}_email`, o.email) };
}

/** Entity checkboxes: the option matching the entity is checked; an entity with no option checks Other and writes it. */
export function entityChecks(m: Merchant, options: [string, string][]): { label: string; checked: boolean; v: Val | null; other?: Val | null }[] {
  const hit = options.find(([id]) => id === m.entityId);
  return [...options.map(([id, label]) => ({ label, checked: id === m.entityId, v: id === m.entityId ? fv(`entity_${id}`, label, { type_of_entity: id }) : null })),
    { label: 'Other:', checked: !hit, v: hit ? null : fv('entity_other_box', 'Other', { type_of_entity: m.entityId }),
      other: hit ? null : fv('entity_other', m.entityText, { type_of_entity: m.entityId }) }];
}
