// One fictional applicant business, and the truth paths each printed piece gives.
import type { Rng } from '../../statements/generator/prng.ts';
import { PROVINCES, US_TRADES, email, ein, fmtEin, fmtSin, fmtSsn, fullName, industryOf, isoDate, itin, luhn9, maskSsn, money, person, phone, place, ssn,
  type Person, type Place } from './data.ts';

export type Country = 'US' | 'CA';
export interface Owner { p: Person; role: string; pct: number; credit: number | null; tax: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; home: Place }
export interface Biz {
  country: Country; entity: 'sole_proprietorship' | 'llc' | 'ca_corporation'; legal: string; dba: string; industryText: string; industry: string | null;
  tax: string; taxType: 'SSN' | 'ITIN' | 'EIN' | 'BN' | 'SIN'; program: string; addr: Place; homeSame: boolean; phone: string; email: string;
  start: string; amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; incState: string;
  owners: Owner[];
}
const CA_TRADES = ['Independent plumber', 'Snow removal & lawn care', 'Mobile auto detailing', 'Electrician (residential)', 'House cleaning / maid service',
  'Courier / delivery service', 'Mobile dog grooming', 'Rideshare driver'];

export function makeBiz(rng: Rng, country: Country, maxOwners: number): Biz {
  const entity = country === 'US' ? (rng.chance(0.55) ? 'sole_proprietorship' : 'llc') : rng.chance(0.6) ? 'sole_proprietorship' : 'ca_corporation';
  const n = entity === 'sole_proprietorship' ? 1 : Math.min(maxOwners, rng.weighted([[1, 70], [2, 24], [3, 6]] as const));
  const pcts = n === 1 ? [100] : n === 2 ? rng.pick([[50, 50], [60, 40], [75, 25]]) : [50, 25, 25];
  const addr = place(rng, country);
  const homeSame = rng.chance(0.7);
  const owners: Owner[] = [];
  pcts.forEach((pct, i) => {
    const p = person(rng);
    if (i > 0 && rng.chance(0.5)) p.last = owners[0]!.p.last;
    owners.push({ p, pct, credit: rng.chance(0.6) ? rng.int(540, 790) : null, role: roleFor(rng, entity, i), taxType: country === 'US' ? 'SSN' : 'SIN',
      tax: country === 'US' ? ssn(rng) : luhn9(rng, String(rng.int(1, 7))), dob: isoDate(rng, 1958, 2000), home: i === 0 && homeSame ? addr : place(rng, country) });
  });
  const trade = country === 'US' ? rng.pick(US_TRADES) : { text: rng.pick(CA_TRADES), trade: ['Services', 'Pro Services', 'Solutions'] };
  const o = owners[0]!;
  const brand = `${rng.chance(0.5) ? o.p.last : rng.pick(['Blue Sky', 'Hometown', 'Summit', 'Northstar', 'Lucky 7', 'Prime'])} ${rng.pick(trade.trade)}`;
  let legal: string; let dba: string;
  if (entity === 'sole_proprietorship') { legal = rng.chance(0.7) ? fullName(o.p) : `${o.p.first} ${o.p.last}`; dba = brand; }
  else if (entity === 'llc') { legal = `${brand}${rng.pick([' LLC', ', LLC', ' L.L.C.'])}`; dba = rng.chance(0.5) ? `${rng.pick(['Pro', 'Express', 'Elite'])} ${rng.pick(trade.trade)}` : ''; }
  else { legal = `${rng.int(1000100, 2899999)} ${PROVINCES.find((p) => p.code === addr.state)?.name ?? 'Ontario'} ${rng.pick(['Inc.', 'Ltd.', 'Corp.'])}`; dba = brand; }
  let tax: string; let taxType: Biz['taxType'];
  if (country === 'CA') { if (entity === 'sole_proprietorship' && rng.chance(0.4)) { tax = o.tax; taxType = 'SIN'; } else { tax = luhn9(rng, String(rng.int(7, 8))); taxType = 'BN'; } }
  else if (rng.chance(entity === 'llc' ? 0.25 : 0.6)) { tax = o.tax; taxType = 'SSN'; if (rng.chance(0.2) && entity === 'sole_proprietorship') { tax = o.tax = itin(rng); taxType = o.taxType = 'ITIN'; } }
  else { tax = ein(rng); taxType = 'EIN'; }
  const amount = money(rng, 5000, 60000, 500);
  const nPayments = rng.pick([60, 90, 120, 26, 40, 52, 12]);
  const freq = nPayments > 60 ? rng.pick(['daily', 'weekly'] as const) : nPayments >= 26 ? rng.pick(['weekly', 'biweekly'] as const) : 'monthly';
  return { country, entity, legal, dba, industryText: trade.text, industry: industryOf(trade.text), tax, taxType, program: rng.pick(['RT0001', 'RC0001', 'RP0002']),
    addr, homeSame, phone: phone(rng), email: email(o.p, rng), start: isoDate(rng, 2012, 2023), amount, payment: Math.round((amount * 1.35) / nPayments),
    nPayments, freq, incState: rng.pick(['WY', 'DE', 'NM', addr.state]), owners };
}
function roleFor(rng: Rng, entity: Biz['entity'], i: number): string {
  if (entity === 'sole_proprietorship') return rng.pick(['Owner', 'Sole Proprietor', 'Owner/Operator', 'Owner']);
  if (entity === 'llc') return i === 0 ? rng.pick(['Managing Member', 'Member', 'Owner', 'Sole Member']) : 'Member';
  return i === 0 ? rng.pick(['President', 'Director', 'Owner']) : rng.pick(['Director', 'Secretary']);
}

const A = 'application';
/** The printed business tax ID and its truth; masked: printed, no truth. */
export function bizTax(rng: Rng, b: Biz, opts: { maskP?: number; blankP?: number; bareBn?: boolean } = {}): { text: string; fields: Record<string, unknown> } {
  if (rng.chance(opts.blankP ?? 0.05)) return { text: '', fields: {} };
  const isSsn = b.taxType === 'SSN' || b.taxType === 'ITIN';
  if (isSsn && rng.chance(opts.maskP ?? 0.2)) return { text: maskSsn(rng, b.tax), fields: {} };
  const c = b.country;
  const f = (digits: string, type: string): Record<string, unknown> => ({ [`${A}.business_tax_id`]: digits, [`${A}.business_tax_id_type`]: type, [`${A}.business_tax_id_country`]: c });
  if (b.taxType === 'EIN') return { text: fmtEin(b.tax), fields: f(b.tax, 'EIN') };
  if (isSsn) return { text: fmtSsn(b.tax), fields: f(b.tax, b.taxType) };
  if (b.taxType === 'BN') {
    return opts.bareBn ? { text: fmtSin(b.tax, ' '), fields: f(b.tax, 'BN') }
      : { text: rng.chance(0.5) ? `${b.tax} ${b.program}` : `${b.tax}${b.program}`, fields: f(`${b.tax}${b.program}`, 'BN') };
  }
  return { text: fmtSin(b.tax, rng.pick([' ', '-'])), fields: f(b.tax, 'SIN') };
}

/** The owner's printed SSN / SIN (masked sometimes: printed, no truth). */
export function ownerTax(rng: Rng, b: Biz, i: number, maskP = 0.35): { text: string; fields: Record<string, unknown> } {
  const o = b.owners[i]!;
  const masked = rng.chance(maskP);
  if (o.taxType === 'SIN') return masked ? { text: `XXX XXX ${o.tax.slice(6)}`, fields: {} } : { text: fmtSin(o.tax, rng.pick([' ', '-'])), fields: ap(i, { tax_id: o.tax, tax_id_type: 'SIN', tax_id_country: 'CA' }) };
  return masked ? { text: maskSsn(rng, o.tax), fields: {} } : { text: fmtSsn(o.tax), fields: ap(i, { tax_id: o.tax, tax_id_type: o.taxType, tax_id_country: 'US' }) };
}
export const ap = (i: number, v: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [`${A}.applicants[${i}].${k}`, x]));
export const af = (v: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(v).map(([k, x]) => [`${A}.${k}`, x]));
export const nameFields = (b: Biz, i: number): Record<string, unknown> => ap(i, { first_name: b.owners[i]!.p.first, last_name: b.owners[i]!.p.last });
export const stateFields = (b: Biz): Record<string, unknown> => af({ state_region: b.addr.state, country: b.country === 'US' ? 'United States' : 'Canada' });
export { phone };
