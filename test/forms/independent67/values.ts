// Printed strings with their truth: each V is what one field of a form shows and which truth paths it gives.
import type { Merchant, Owner, TaxId } from './merchant.ts';

export type Kind = 'truth' | 'decoy' | 'info';
export interface V { text: string; truth: [string, string | number | null][]; kind: Kind }

export const v = (text: string, truth: [string, string | number | null][] = []): V => ({ text, truth, kind: 'truth' });
export const decoy = (text: string): V => ({ text, truth: [], kind: 'decoy' });
export const info = (text: string): V => ({ text, truth: [], kind: 'info' });
export const blank = (): V => info('');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function money(n: number, fmt: number): string {
  const cents = Math.round(n * 100) % 100 !== 0;
  const grouped = n.toLocaleString('en-US', { minimumFractionDigits: cents || fmt === 2 ? 2 : 0, maximumFractionDigits: 2 });
  return [`$${grouped}`, grouped.replace(/,/g, ''), `$${grouped}`, grouped][fmt % 4]!;
}

export function date(isoDate: string, fmt: number): string {
  const [y, m, d] = isoDate.split('-');
  switch (fmt % 5) {
    case 0: return `${m}/${d}/${y}`;
    case 1: return `${Number(m)}/${Number(d)}/${y!.slice(2)}`;
    case 2: return `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
    case 3: return `${m}-${d}-${y}`;
    default: return `${m}${d}${y}`;
  }
}

export const legal = (m: Merchant): V => v(m.legal, [['legal_name', m.legal]]);
export function dba(m: Merchant): V {
  const t = m.dbaText;
  return v(t, [['trade_name', t === '' || t === 'SAME' || t === 'N/A' || t === m.legal ? null : t]]);
}
export const entityText = (m: Merchant): V => v(m.entityText, [['type_of_entity', m.entityId]]);
export const industry = (m: Merchant): V => v(m.industryText, [['industry', m.industryId]]);

function taxTruth(t: TaxId, text: string, prefix: string, key: string): V {
  const typeKey = `${prefix}${key}_type`, countryKey = `${prefix}${key}_country`, idKey = `${prefix}${key}`;
  if (t.kind === 'blank' || text === '') return info('');
  const digits = t.kind === 'masked' ? null : t.digits;
  const type = t.type === 'EIN' ? 'EIN' : t.kind === 'masked' ? 'SSN' : t.type;
  return v(text, [[idKey, digits], [typeKey, type], [countryKey, 'US']]);
}

function taxText(t: TaxId, comb: boolean): string {
  const d = t.digits;
  if (t.kind === 'blank') return '';
  if (comb) return t.kind === 'masked' ? `XXXXX${d.slice(5)}` : d;
  if (t.kind === 'plain') return d;
  if (t.type === 'EIN') return t.kind === 'masked' ? `XX-XXX${d.slice(5)}` : `${d.slice(0, 2)}-${d.slice(2)}`;
  return t.kind === 'masked' ? `XXX-XX-${d.slice(5)}` : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** The business tax ID; in a comb (EIN boxes) a sole proprietor's SSN is not written: the boxes stay empty. */
export function businessTax(m: Merchant, comb = false): V {
  if (comb && m.tax.type !== 'EIN') return info('');
  return taxTruth(m.tax, taxText(m.tax, comb), '', 'business_tax_id');
}

export function start(m: Merchant, fmt = m.startFmt): V {
  return m.start ? v(date(m.start, fmt), [['business_start_date', m.start]]) : info('');
}
export const addressLines = (m: Merchant): string[] => [m.street + (m.suite ? `, ${m.suite}` : ''), `${m.city}, ${m.state} ${m.zip}`];
export const cityLine = (m: Merchant): V => v(`${m.city}, ${m.state} ${m.zip}`, [['state_region', m.state], ['country', 'United States']]);
export const stateOnly = (m: Merchant): V => v(m.state, [['state_region', m.state], ['country', 'United States']]);
export const fullAddress = (m: Merchant, sep = '\n'): V => v(addressLines(m).join(sep), [['state_region', m.state], ['country', 'United States']]);

export const amount = (m: Merchant, fmt = m.amountFmt): V => (m.amount === null ? info('') : v(money(m.amount, fmt), [['requested_amount', m.amount]]));
export const payment = (m: Merchant, fmt = m.amountFmt): V => (m.payment === null ? info('') : v(money(m.payment, fmt), [['requested_payment', m.payment]]));
export const nPayments = (m: Merchant): V => (m.nPayments === null ? info('') : v(String(m.nPayments), [['number_of_payments', m.nPayments]]));

const a = (i: number, k: string): string => `applicants.${i}.${k}`;
export const fullName = (o: Owner): string => `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`;
export function ownerName(o: Owner, i: number, lastFirst = false): V {
  return v(lastFirst ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}` : fullName(o), [[a(i, 'first_name'), o.first], [a(i, 'last_name'), o.last]]);
}
export const first = (o: Owner, i: number): V => v(o.first, [[a(i, 'first_name'), o.first]]);
export const last = (o: Owner, i: number): V => v(o.last, [[a(i, 'last_name'), o.last]]);
export const title = (o: Owner, i: number): V => v(o.title, [[a(i, 'role'), o.title]]);
export function pct(o: Owner, i: number, sign = true): V {
  if (o.pct === null) return info('');
  const t = o.pctFmt === 'dec' ? `${o.pct}.00` : String(o.pct);
  return v(sign && o.pctFmt !== 'bare' ? `${t}%` : t, [[a(i, 'ownership'), o.pct]]);
}
export const ownerTax = (o: Owner, i: number, comb = false): V => taxTruth(o.tax, taxText(o.tax, comb), `applicants.${i}.`, 'tax_id');
export const dob = (o: Owner, i: number, fmt = o.dobFmt): V => (o.dob ? v(date(o.dob, fmt), [[a(i, 'date_of_birth'), o.dob]]) : info(''));
export const score = (o: Owner, i: number): V => (o.score === null ? info('') : v(String(o.score), [[a(i, 'credit_score'), o.score]]));
