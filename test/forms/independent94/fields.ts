// How set 94's layouts print each value, and what a careful reader takes from the printed text (applications.md):
// each helper returns the text to draw and the truth fields that text gives. A value not printed gives no field.
import type { Fields } from './sheet.ts';
import type { Biz, Deal, Freq, Owner } from './model.ts';
import { STATE_NAMES } from './data.ts';

export interface Printed { text: string; fields: Fields }
const none = (text = ''): Printed => ({ text, fields: {} });
export const ap = (i: number, f: string) => `applicants[${i}].${f}`;

export type MoneyFmt = 'dollar' | 'cents' | 'plain' | 'cad' | 'spaced';
export function moneyText(n: number, fmt: MoneyFmt): string {
  const cents = fmt !== 'dollar' || !Number.isInteger(n);
  const s = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  return fmt === 'plain' ? s : fmt === 'cad' ? `CAD $${s}` : fmt === 'spaced' ? `$ ${s}` : `$${s}`;
}
export const money = (path: string, n: number, fmt: MoneyFmt): Printed => ({ text: moneyText(n, fmt), fields: { [path]: n } });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'iso' | 'short' | 'dmy-long';
export function dateText(iso: string, fmt: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  switch (fmt) {
    case 'mdy': return `${mm}/${dd}/${y}`;
    case 'mdy2': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso': return iso;
    case 'short': return `${MONTHS[m - 1]!.slice(0, 3)} ${dd} ${y}`;
    case 'dmy-long': return `${d} ${MONTHS[m - 1]} ${y}`;
  }
}
export const date = (path: string, iso: string, fmt: DateFmt): Printed => ({ text: dateText(iso, fmt), fields: { [path]: iso } });

export type NameFmt = 'first-last' | 'last-first';
/** An owner's name as printed, and first/last as a reader takes them (middle initial and credential dropped). */
export function ownerName(o: Owner, i: number, fmt: NameFmt): Printed {
  const mid = o.middle ? ` ${o.middle}` : '';
  const text = fmt === 'last-first' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
  return { text, fields: { [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last } };
}
export const role = (o: Owner, i: number): Printed => ({ text: o.title, fields: { [ap(i, 'role')]: o.title } });
export function pct(o: Owner, i: number, withSign: boolean): Printed {
  return o.pct === null ? none() : { text: `${o.pct}${withSign ? '%' : ''}`, fields: { [ap(i, 'ownership')]: o.pct } };
}
export const credit = (o: Owner, i: number): Printed => (o.credit === null ? none() : { text: String(o.credit), fields: { [ap(i, 'credit_score')]: o.credit } });
export const dob = (o: Owner, i: number, fmt: DateFmt): Printed => date(ap(i, 'date_of_birth'), o.dob, fmt);

/** An owner's SSN / ITIN / SIN, full or masked; a masked number gives no field at all (decision in README). */
export function personalTax(o: Owner, i: number, mask: 'X' | '*' | 'last4'): Printed {
  const d = o.taxDigits;
  if (o.masked) {
    if (o.taxType === 'SIN') return none(mask === '*' ? `*** *** ${d.slice(6)}` : `XXX XXX ${d.slice(6)}`);
    return none(mask === 'last4' ? `ends in ${d.slice(5)}` : mask === '*' ? `***-**-${d.slice(5)}` : `XXX-XX-${d.slice(5)}`);
  }
  const text = o.taxType === 'SIN' ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  return { text, fields: { [ap(i, 'tax_id')]: d, [ap(i, 'tax_id_type')]: o.taxType, [ap(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

/** The business tax ID; `bare` prints an EIN as nine digits (the layout's label must then say EIN). */
export function bizTax(b: Biz, bare = false): Printed {
  const t = b.tax;
  return { text: bare && t.type === 'EIN' ? t.digits : t.printed,
    fields: { business_tax_id: t.digits, business_tax_id_type: t.type, business_tax_id_country: b.country } };
}

export function legal(b: Biz): Printed { return { text: b.legal, fields: { legal_name: b.legal } }; }
/** The DBA line: the name, or SAME / N/A / blank, which give no trade name. */
export function dba(b: Biz, blank: 'SAME' | 'N/A' | '' | 'legal'): Printed {
  if (b.dba) return { text: b.dba, fields: { trade_name: b.dba } };
  return none(blank === 'legal' ? b.legal : blank);
}
export const entity = (b: Biz): Printed => (b.entity ? { text: b.entity.text, fields: { type_of_entity: b.entity.id } } : none());
export const industry = (b: Biz): Printed => ({ text: b.industry.text, fields: { industry: b.industry.id } });
export const region = (b: Biz, full = false): Printed =>
  ({ text: full ? STATE_NAMES[b.addr.region] ?? b.addr.region : b.addr.region, fields: { state_region: b.addr.region } });
export const countryOf = (b: Biz): Fields => ({ country: b.country === 'US' ? 'United States' : 'Canada' });
export const start = (b: Biz, fmt: DateFmt): Printed => date('business_start_date', b.start, fmt);

export const FREQ_LABEL: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const freq = (d: Deal): Printed => ({ text: FREQ_LABEL[d.req.freq], fields: { payment_frequency: d.req.freq } });
export const count = (d: Deal): Printed => ({ text: String(d.req.count), fields: { number_of_payments: d.req.count } });
export const amount = (d: Deal, fmt: MoneyFmt): Printed => money('requested_amount', d.req.amount, fmt);
export const payment = (d: Deal, fmt: MoneyFmt): Printed => money('requested_payment', d.req.payment, fmt);
export const plain = (text: string): Printed => none(text);
export const street = (b: Biz): string => b.addr.street;
/** `City, ST 12345` as one value: it gives the state. */
export const cityLine = (b: Biz): Printed => ({ text: `${b.addr.city}, ${b.addr.region} ${b.addr.postal}`, fields: { state_region: b.addr.region } });
