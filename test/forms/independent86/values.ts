// Set 86: a deal's values as printed cells (V), each with the truth applications.md's rules read from that text.
import type { Rng } from '../../statements/generator/prng.ts';
import { industryOf, type Deal, type Owner } from './data.ts';
import type { Cell, V } from './sheet.ts';

export type Money = 'dollar' | 'plain' | 'comma' | 'acct' | 'cad';
export type DateFmt = 'mdy' | 'mdyy' | 'iso' | 'dmon' | 'long' | 'dmonyy';
export interface Fmt { money: Money; date: DateFmt; pct: 'sign' | 'dec' | 'bare'; na: string; name: 'split' | 'full' | 'lastfirst'; mask: boolean }

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p2 = (n: number): string => String(n).padStart(2, '0');
  switch (f) {
    case 'mdy': return `${p2(m)}/${p2(d)}/${y}`;
    case 'mdyy': return `${m}/${d}/${String(y).slice(2)}`;
    case 'iso': return iso;
    case 'dmon': return `${d}-${MON[m - 1]}-${y}`;
    case 'dmonyy': return `${p2(d)}-${MON[m - 1]}-${String(y).slice(2)}`;
    case 'long': return `${MONTH[m - 1]} ${d}, ${y}`;
  }
}

export function fmtMoney(n: number, f: Money): string {
  const cents = !Number.isInteger(n) || f === 'comma' || f === 'acct';
  const s = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  switch (f) {
    case 'dollar': return `$${s}`;
    case 'plain': return cents ? n.toFixed(2) : String(n);
    case 'comma': case 'acct': return s;
    case 'cad': return `CAD ${s}`;
  }
}

export function pickFmt(rng: Rng, o: Partial<Fmt> = {}): Fmt {
  return {
    money: rng.pick(['dollar', 'plain', 'comma', 'acct'] as const), date: rng.pick(['mdy', 'mdyy', 'iso', 'dmon', 'long', 'dmonyy'] as const),
    pct: rng.pick(['sign', 'dec', 'bare'] as const), na: rng.pick(['n/a', 'N/A', '', 'n/a']), name: rng.pick(['split', 'full', 'lastfirst'] as const),
    mask: rng.chance(0.45), ...o,
  };
}

const FREQ: Record<string, string> = { Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' };
const right = (v: V): V => ({ ...v, align: 'right' });

/** The business and funding values of a deal, as cells. */
export function bizValues(d: Deal, f: Fmt, rng: Rng) {
  const country = d.country === 'CA' ? 'Canada' : 'United States';
  const money = (n: number, field: string | null, key: string): V => ({ t: fmtMoney(n, f.money), f: field ? { [field]: n } : {}, align: 'right', acct: f.money === 'acct', key });
  const bareEin = d.taxType === 'EIN' && rng.chance(0.2);
  const tax = bareEin ? d.taxDigits : d.taxId;
  return {
    legal: { t: d.legal, f: { legal_name: d.legal }, key: 'legal_name' } as V,
    dba: (d.dba ? { t: d.dba, f: { trade_name: d.dba }, key: 'dba' } : { t: rng.pick([f.na, 'SAME', f.na]), f: {}, key: 'dba' }) as V,
    entity: { t: d.entityText, f: { type_of_entity: d.entityId }, key: 'entity_type' } as V,
    industry: { t: d.industryText, f: { industry: industryOf(d.industryText) }, key: 'business_type' } as V,
    taxId: { t: tax, f: { business_tax_id: d.taxDigits, business_tax_id_type: d.taxType, business_tax_id_country: d.country, country }, key: 'tax_id' } as V,
    bareEin,
    start: { t: fmtDate(d.start, f.date), f: { business_start_date: d.start }, key: 'start_date' } as V,
    years: { t: String(2025 - Number(d.start.slice(0, 4))), f: {}, align: 'right', key: 'years_in_business' } as V,
    street: { t: d.street, f: {}, key: 'street' } as V,
    city: { t: d.city, f: {}, key: 'city' } as V,
    region: { t: d.region, f: { state_region: d.region, country }, align: 'center', key: 'state' } as V,
    postal: { t: d.postal, f: {}, key: 'zip' } as V,
    cityLine: { t: `${d.city}, ${d.region} ${d.postal}`, f: { state_region: d.region, country }, key: 'city_state_zip' } as V,
    phone: { t: d.phone, f: {}, key: 'phone' } as V,
    email: { t: d.email, f: {}, key: 'email' } as V,
    website: { t: d.website || f.na, f: {}, key: 'website' } as V,
    employees: right({ t: String(d.employees), f: {}, key: 'employees' }),
    ownRent: { t: d.ownRent, f: {}, key: 'own_rent' } as V,
    stateOfInc: { t: d.stateOfInc, key: 'state_of_inc' } as V,
    amount: money(d.amount, 'requested_amount', 'amount_requested'),
    payment: money(d.payment, 'requested_payment', 'payment'),
    nPayments: right({ t: String(d.nPayments), f: { number_of_payments: d.nPayments }, key: 'num_payments' }),
    freq: { t: d.freq, f: { payment_frequency: FREQ[d.freq]! }, key: 'frequency' } as V,
    freqId: FREQ[d.freq]!,
    use: { t: d.use, f: {}, key: 'use_of_funds' } as V,
    monthly: money(d.monthlySales, null, 'monthly_sales'),
    annual: money(d.annualRevenue, null, 'annual_revenue'),
    // decoys: printed, never the application's
    landlord: { t: d.ownRent === 'Rent' ? d.landlord : f.na, key: 'landlord' } as V,
    landlordPhone: { t: d.ownRent === 'Rent' ? d.landlordPhone : f.na, key: 'landlord_phone' } as V,
    bank: { t: d.bank, key: 'bank' } as V,
    routing: { t: d.routing, key: 'routing' } as V,
    account: { t: d.account, key: 'account' } as V,
    isoRep: { t: d.isoRep, key: 'iso_rep' } as V,
  };
}
export type Biz = ReturnType<typeof bizValues>;

/** One owner's values as cells; `i` is the owner's place in print order. */
export function ownerValues(o: Owner, i: number, f: Fmt, rng: Rng) {
  const a = (k: string): string => `applicants[${i}].${k}`;
  const first = o.middle ? `${o.first} ${o.middle}` : o.first;
  const cred = o.cred ? `, ${o.cred}` : '';
  const full = f.name === 'lastfirst' ? `${o.last}, ${first}${cred}` : `${first} ${o.last}${cred}`;
  const masked = f.mask && rng.chance(0.85);
  const tail = o.taxId.slice(-4);
  const maskText = o.taxType === 'SIN' ? `XXX-XXX-${o.taxId.slice(-3)}` : rng.pick([`XXX-XX-${tail}`, `***-**-${tail}`]);
  const pct = f.pct === 'sign' ? `${o.pct}%` : f.pct === 'dec' ? `${o.pct.toFixed(2)}%` : String(o.pct);
  const k = `owner${i + 1}_`;
  return {
    first: { t: o.first, f: { [a('first_name')]: o.first }, key: `${k}first` } as V,
    last: { t: o.last, f: { [a('last_name')]: o.last }, key: `${k}last` } as V,
    full: { t: full, f: { [a('first_name')]: o.first, [a('last_name')]: o.last }, key: `${k}name` } as V,
    title: { t: o.title, f: { [a('role')]: o.title }, key: `${k}title` } as V,
    pct: { t: pct, f: { [a('ownership')]: o.pct }, align: 'right', key: `${k}pct` } as V,
    taxId: (masked ? { t: maskText, f: {}, key: `${k}ssn` } : { t: o.taxId, f: { [a('tax_id')]: o.taxId.replace(/\D/g, ''), [a('tax_id_type')]: o.taxType,
      [a('tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' }, key: `${k}ssn` }) as V,
    dob: { t: fmtDate(o.dob, f.date), f: { [a('date_of_birth')]: o.dob }, key: `${k}dob` } as V,
    credit: { t: o.credit === null ? f.na : String(o.credit), f: { [a('credit_score')]: o.credit }, align: 'right', key: `${k}fico` } as V,
    street: { t: o.street, key: `${k}home` } as V,
    cityLine: { t: `${o.city}, ${o.region} ${o.postal}`, key: `${k}home_city` } as V,
    phone: { t: o.phone, f: {}, key: `${k}cell` } as V,
    email: { t: o.email, f: {}, key: `${k}email` } as V,
  };
}
export type OwnerV = ReturnType<typeof ownerValues>;
export type OwnerKey = keyof OwnerV;

/** Owners across: attributes down column A, one column per owner; `cols` columns, the unused ones `na`. */
export function ownersAcrossRows(owners: OwnerV[], attrs: readonly (readonly [string, OwnerKey | OwnerKey[]])[], cols: number, na: string, head = 'Owner'): Cell[][] {
  const rows: Cell[][] = [[{ label: '', shade: '#d9d9d9' }, ...Array.from({ length: cols }, (_, i) => ({ label: `${head} ${i + 1}`, bold: true, shade: '#d9d9d9', align: 'center' as const }))]];
  for (const [label, key] of attrs) {
    const keys = Array.isArray(key) ? key : [key];
    rows.push([{ label, bold: true }, ...Array.from({ length: cols }, (_, i): Cell => {
      const o = owners[i];
      if (!o) return { t: na, f: {}, key: `owner${i + 1}_${keys[0]}` };
      if (keys.length === 1) return o[keys[0]!];
      const parts = keys.map((x) => o[x]);
      return { t: parts.map((p) => p.t).join(' '), f: Object.assign({}, ...parts.map((p) => p.f ?? {})), key: parts[0]!.key };
    })]);
  }
  return rows;
}

/** The name cells an owner layout asks for: split (first, last) or one name cell as the format says. */
export const nameAttrs = (f: Fmt, label = 'Name'): (readonly [string, OwnerKey])[] =>
  f.name === 'split' ? [['First Name', 'first'], ['Last Name', 'last']] : [[f.name === 'lastfirst' ? `${label} (Last, First)` : label, 'full']];
