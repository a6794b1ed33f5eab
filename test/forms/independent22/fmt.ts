// How values are printed, each with the truth fields it gives (paths as in TruthApplication, `applicants[i].x`).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './model.ts';

export type Fields = Record<string, string | number | null>;
export interface Val { fields: Fields; text: string }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen',
  'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
export function words(n: number): string {
  if (n === 100) return 'one hundred';
  if (n < 20) return ONES[n]!;
  return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]!}` : '');
}

export type DateStyle = 'us' | 'us2' | 'long' | 'iso' | 'short';
export function fdate(iso: string, s: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number): string => String(n).padStart(2, '0');
  switch (s) {
    case 'us': return `${p(m)}/${p(d)}/${y}`;
    case 'us2': return `${p(m)}/${p(d)}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]!} ${d}, ${y}`;
    case 'iso': return iso;
    case 'short': return `${m}/${d}/${y}`;
  }
}

export type MoneyStyle = 'dollar' | 'cents' | 'plain' | 'spaced';
export function fmoney(n: number, s: MoneyStyle): string {
  const c = n.toLocaleString('en-US', { minimumFractionDigits: s === 'cents' || n % 1 ? 2 : 0, maximumFractionDigits: 2 });
  return s === 'dollar' || s === 'cents' ? `$${c}` : s === 'spaced' ? `$ ${c}` : c.replace(/,/g, '');
}

export type PctStyle = 'plain' | 'dec' | 'words' | 'bare';
export function fpct(p: number, s: PctStyle): string {
  return s === 'plain' ? `${p}%` : s === 'dec' ? `${p.toFixed(1)} %` : s === 'words' ? `${words(p)} percent (${p}%)` : String(p);
}

export type NameStyle = 'full' | 'mid' | 'lastfirst';
/** An owner's printed name: `Last, First` swapped, middle initial and credentials dropped in the truth. */
export function fname(i: number, o: Owner, s: NameStyle): Val {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const cred = o.cred ? `, ${o.cred}` : '';
  const text = s === 'full' ? `${o.first} ${o.last}${cred}` : s === 'mid' ? `${o.first}${mid} ${o.last}${cred}`
    : `${o.last}, ${o.first}${mid}`;
  return { text, fields: { [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last } };
}

export const A = (i: number, k: string): string => `applicants[${i}].${k}`;
export const role = (i: number, o: Owner): Val => ({ text: o.title, fields: { [A(i, 'role')]: o.title } });
export const pct = (i: number, o: Owner, s: PctStyle): Val => ({ text: fpct(o.pct, s), fields: { [A(i, 'ownership')]: o.pct } });
export const dob = (i: number, o: Owner, s: DateStyle): Val => ({ text: fdate(o.dob, s === 'us2' ? 'us' : s), fields: { [A(i, 'date_of_birth')]: o.dob } });
export const fico = (i: number, o: Owner): Val => ({ text: String(o.fico), fields: { [A(i, 'credit_score')]: o.fico } });
/** The SSN/ITIN, full or masked (a masked number gives no truth at all). */
export function ssn(i: number, o: Owner, masked: false | 'x' | 'star'): Val {
  if (masked) return { text: masked === 'x' ? `XXX-XX-${o.ssn.slice(-4)}` : `***-**-${o.ssn.slice(-4)}`, fields: {} };
  return { text: o.ssn, fields: { [A(i, 'tax_id')]: o.ssn.replace(/\D/g, ''), [A(i, 'tax_id_type')]: o.ssnType, [A(i, 'tax_id_country')]: 'US' } };
}
export const plain = (text: string): Val => ({ text, fields: {} });
export const oneline = (a: { street: string; city: string; state: string; zip: string }): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

/** The business's values as printed; `state_region` and `country` come with the address's state. */
export const B = {
  legal: (m: Merchant): Val => ({ text: m.legal, fields: { legal_name: m.legal } }),
  dba: (m: Merchant, blank: string): Val => (m.dba ? { text: m.dba, fields: { trade_name: m.dba } } : plain(blank)),
  entity: (m: Merchant): Val => ({ text: m.entityWord, fields: { type_of_entity: m.entityId } }),
  kind: (m: Merchant): Val => ({ text: m.kind, fields: { industry: m.industryId } }),
  tax: (m: Merchant): Val => ({ text: m.taxId, fields: { business_tax_id: m.taxId.replace(/\D/g, ''), business_tax_id_type: m.taxType, business_tax_id_country: 'US' } }),
  state: (m: Merchant): Val => ({ text: m.addr.state, fields: { state_region: m.addr.state, country: 'United States' } }),
  start: (m: Merchant, s: DateStyle): Val => ({ text: fdate(m.start, s), fields: { business_start_date: m.start } }),
  amount: (m: Merchant, s: MoneyStyle): Val => ({ text: fmoney(m.amount, s), fields: { requested_amount: m.amount } }),
  payment: (m: Merchant, s: MoneyStyle): Val => ({ text: fmoney(m.payment, s), fields: { requested_payment: m.payment } }),
  nPay: (m: Merchant): Val => ({ text: String(m.nPay), fields: { number_of_payments: m.nPay } }),
  freqWord: (m: Merchant): string => ({ daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' })[m.freq],
};

export function pickStyles(rng: Rng): { date: DateStyle; money: MoneyStyle; pct: PctStyle; name: NameStyle } {
  return { date: rng.pick(['us', 'us2', 'long', 'iso', 'short'] as const), money: rng.pick(['dollar', 'cents', 'plain', 'spaced'] as const),
    pct: rng.pick(['plain', 'dec', 'words', 'bare'] as const), name: rng.pick(['full', 'mid', 'lastfirst'] as const) };
}
