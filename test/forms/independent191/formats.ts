// How values are printed: dates, money, names, tax IDs, phones. Each style is one a real intake form uses; the
// truth never depends on the style (the rules read them all to the same value), except where the README says.
import type { Rng } from '../../statements/generator/prng.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

export type DateStyle = 'mdy' | 'mdy2' | 'long' | 'short' | 'iso' | 'dmy' | 'dmonth' | 'mdyDash';

const pad = (n: number) => String(n).padStart(2, '0');

/** `iso` is YYYY-MM-DD. `dmy` is only printed where the label says DD/MM/YYYY (the Canadian form). */
export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdy2': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'short': return `${MON[m - 1]}${m === 5 ? '' : '.'} ${d}, ${y}`;
    case 'iso': return iso;
    case 'dmy': return `${pad(d)}/${pad(m)}/${y}`;
    case 'dmonth': return `${d} ${MONTHS[m - 1]} ${y}`;
    case 'mdyDash': return `${pad(m)}-${pad(d)}-${y}`;
  }
}

export type MoneyStyle = 'dollars' | 'cents' | 'bare' | 'spaced' | 'plain' | 'cad' | 'cadFront' | 'frCa';

export function fmtMoney(v: number, style: MoneyStyle): string {
  const whole = Number.isInteger(v);
  const grouped = (dec: boolean) => v.toLocaleString('en-US', { minimumFractionDigits: dec ? 2 : 0, maximumFractionDigits: 2 });
  switch (style) {
    case 'dollars': return `$${grouped(!whole)}`;
    case 'cents': return `$${grouped(true)}`;
    case 'bare': return grouped(true);
    case 'spaced': return `$ ${grouped(!whole)}`;
    case 'plain': return whole ? String(v) : v.toFixed(2);
    case 'cad': return `$${grouped(!whole)} CAD`;
    case 'cadFront': return `CAD ${grouped(true)}`;
    // French-Canadian grouping with spaces; only whole amounts, as a decimal comma would read as a thousands comma.
    case 'frCa': return `${grouped(false).replace(/,/g, ' ')} $`;
  }
}

export interface Person { first: string; middle: string | null; last: string; credential: string | null }

export type NameStyle = 'fl' | 'fml' | 'lf' | 'lfm';

/** A person as printed; a credential (`, DDS`) follows when the person has one and `creds` is set. */
export function fmtName(p: Person, style: NameStyle, creds = true): string {
  const mi = p.middle ? `${p.middle}.` : '';
  const cred = creds && p.credential ? `, ${p.credential}` : '';
  switch (style) {
    case 'fl': return `${p.first} ${p.last}${cred}`;
    case 'fml': return `${p.first} ${mi ? `${mi} ` : ''}${p.last}${cred}`;
    case 'lf': return `${p.last}, ${p.first}`;
    case 'lfm': return `${p.last}, ${p.first}${mi ? ` ${mi}` : ''}`;
  }
}

export interface TaxId { digits: string; type: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN'; country: 'US' | 'CA'; program?: string }

export type IdStyle = 'dashed' | 'bare' | 'spaced' | 'masked' | 'stars';

/** A tax ID as printed. Masked styles keep the last digits only (SSN and SIN on broker copies). */
export function fmtTaxId(id: TaxId, style: IdStyle): string {
  const d = id.digits;
  if (id.type === 'EIN') return style === 'bare' ? d : `${d.slice(0, 2)}-${d.slice(2)}`;
  if (id.type === 'BN') return style === 'bare' ? `${d}${id.program ?? ''}` : `${d} ${id.program ?? ''}`.trim();
  if (id.type === 'SIN') {
    if (style === 'masked') return `XXX XXX ${d.slice(6)}`;
    if (style === 'stars') return `***-***-${d.slice(6)}`;
    return style === 'spaced' ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  }
  if (style === 'masked') return `XXX-XX-${d.slice(5)}`;
  if (style === 'stars') return `***-**-${d.slice(5)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

export const masked = (s: IdStyle) => s === 'masked' || s === 'stars';

export function fmtPhone(r: Rng, area: string): string {
  const n = `${area}${'555'}${String(r.int(100, 199)).padStart(4, '0')}`;
  return r.pick([`(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`, `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`, `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`]);
}

export function fmtPct(v: number, withSign: boolean): string {
  return withSign ? `${v}%` : String(v);
}

export const FREQ_WORDS: Record<string, string[]> = {
  daily: ['Daily', 'Daily (business days)', 'Daily ACH'],
  weekly: ['Weekly', 'Weekly ACH'],
  biweekly: ['Bi-Weekly', 'Biweekly'],
  monthly: ['Monthly'],
};
