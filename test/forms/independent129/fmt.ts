// How a value is printed and what applications.md's rules read back from it. Each printer returns both, so the truth
// is always what the page says (a masked number reads as null, a blank as null).
import { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './data.ts';
import type { FieldValue } from './pen.ts';

export interface Printed { text: string; value: FieldValue }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'mdy' | 'mdyy' | 'long' | 'iso' | 'abbr';
export function date(iso: string, style: DateStyle): Printed {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p2 = (n: number): string => String(n).padStart(2, '0');
  const text = style === 'mdy' ? `${p2(m)}/${p2(d)}/${y}` : style === 'mdyy' ? `${m}/${d}/${String(y).slice(2)}`
    : style === 'long' ? `${MONTHS[m - 1]} ${d}, ${y}` : style === 'iso' ? iso : `${p2(d)}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
  return { text, value: iso };
}

export type MoneyStyle = 'dollar' | 'cents' | 'bare' | 'spaced' | 'cad' | 'cadSuffix';
export function money(n: number, style: MoneyStyle): Printed {
  const frac = Number.isInteger(n) && style !== 'cents' ? 0 : 2;
  const grouped = n.toLocaleString('en-US', { minimumFractionDigits: frac, maximumFractionDigits: frac });
  const text = style === 'dollar' ? `$${grouped}` : style === 'cents' ? `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : style === 'bare' ? grouped.replace(/,/g, '') : style === 'spaced' ? `$ ${grouped}` : style === 'cad' ? `CAD ${grouped}` : `$${grouped} CAD`;
  return { text, value: n };
}

/** The business's tax ID as printed and its truth (digits, type, country). `bareEinLabel`: the label names EIN/BN. */
export function businessTaxId(m: Merchant, r: Rng, bareOk: boolean): { text: string; id: string; type: string; country: string } {
  const t = m.taxId;
  if (m.taxType === 'BN') {
    const pa = m.programAccount!;
    const text = r.pick([`${t} ${pa}`, `${t}${pa}`, `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)} ${pa}`, `${t}-${pa}`]);
    return { text, id: `${t}${pa}`, type: 'BN', country: 'CA' };
  }
  if (m.taxType === 'EIN') return { text: bareOk && r.chance(0.3) ? t : `${t.slice(0, 2)}-${t.slice(2)}`, id: t, type: 'EIN', country: 'US' };
  return { text: `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`, id: t, type: t.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
}

/** An owner's SSN/ITIN/SIN, masked on some forms: a masked number is null, its type read from the label. */
export function ownerTaxId(o: Owner, masked: boolean, r: Rng): { text: string; id: string | null; type: string; country: string } {
  const t = o.taxId;
  const country = o.taxType === 'SIN' ? 'CA' : 'US';
  if (o.taxType === 'SIN') {
    if (masked) return { text: r.pick([`*** *** ${t.slice(6)}`, `XXX-XXX-${t.slice(6)}`]), id: null, type: 'SIN', country };
    return { text: r.pick([`${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}`, `${t.slice(0, 3)}-${t.slice(3, 6)}-${t.slice(6)}`]), id: t, type: 'SIN', country };
  }
  if (masked) return { text: r.pick([`XXX-XX-${t.slice(5)}`, `***-**-${t.slice(5)}`, `xxx-xx-${t.slice(5)}`]), id: null, type: 'SSN', country };
  return { text: `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`, id: t, type: t.startsWith('9') ? 'ITIN' : 'SSN', country };
}

export type NameStyle = 'plain' | 'middle' | 'lastFirst' | 'cred';
export function ownerName(o: Owner, style: NameStyle): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (style === 'lastFirst') return `${o.last}, ${o.first}${mid}`;
  if (style === 'middle') return `${o.first}${mid} ${o.last}`;
  if (style === 'cred' && o.cred) return `${o.first}${mid} ${o.last}, ${o.cred}`;
  return `${o.first} ${o.last}`;
}

export function pct(n: number, r: Rng): string { return r.pick([`${n}%`, `${n}`, `${n} %`, `${n}.0%`]); }

export const FREQ_LABEL: Record<Merchant['frequency'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** The DBA as printed: the name, or a way of saying there is none (all read as null). */
export function dbaPrinted(m: Merchant, r: Rng): Printed {
  if (m.dba) return { text: m.dba, value: m.dba };
  return r.pick([{ text: '', value: null }, { text: 'SAME', value: null }, { text: 'N/A', value: null }, { text: m.legal, value: null }]);
}

/** Per-form printing choices, drawn from (layout, seed) only: every style of a seed prints the same things. */
export interface Choices {
  date: DateStyle; money: MoneyStyle; name: NameStyle; maskSsn: boolean[]; blankScore: boolean; blankDob: boolean[]; blankTitle: boolean[];
  blankStart: boolean; blankWebsite: boolean; stampAt: number; stampText: string[]; faxTime: string; faxFrom: string;
}
export function choices(r: Rng, country: 'US' | 'CA', nOwners: number): Choices {
  const masked = r.chance(0.45);
  return {
    date: r.pick(country === 'CA' ? ['iso', 'long', 'abbr'] as const : ['mdy', 'mdy', 'mdyy', 'long', 'iso', 'abbr'] as const),
    money: r.pick(country === 'CA' ? ['cad', 'cadSuffix', 'dollar', 'spaced'] as const : ['dollar', 'dollar', 'cents', 'bare', 'spaced'] as const),
    name: r.pick(['plain', 'plain', 'middle', 'lastFirst', 'cred'] as const),
    maskSsn: Array.from({ length: nOwners }, () => masked && r.chance(0.85)),
    blankScore: r.chance(0.35), blankDob: Array.from({ length: nOwners }, () => r.chance(0.15)),
    blankTitle: Array.from({ length: nOwners }, (_, i) => i > 0 && r.chance(0.2)), blankStart: r.chance(0.1), blankWebsite: r.chance(0.3),
    stampAt: r.int(0, 2), stampText: r.pick([['RECEIVED', `MAR ${r.int(10, 14)} 2026`], ['COPY'], ['RECEIVED', 'UNDERWRITING'], ['FAXED', `03/${r.int(10, 14)}/2026`]]),
    faxTime: `${r.int(8, 11)}:${String(r.int(0, 59)).padStart(2, '0')}${r.pick(['AM', 'A', 'am'])}`, faxFrom: `${r.int(201, 989)} ${r.int(200, 989)} ${r.digits(4)}`,
  };
}

/** Everything an owner block prints, each with the truth fields it gives (paths under `applicants[i]`). */
export interface OwnerPrint {
  name: string; nameFields: Record<string, FieldValue>; title: Printed; pct: Printed; tax: { text: string; fields: Record<string, FieldValue> };
  dob: Printed; score: Printed;
}
export function ownerPrint(o: Owner, i: number, ch: Choices, r: Rng): OwnerPrint {
  const a = `applicants[${i}].`;
  const tax = ownerTaxId(o, ch.maskSsn[i] ?? false, r);
  const title = ch.blankTitle[i] ? '' : o.title;
  const p = pct(o.pct, r);
  const dob = ch.blankDob[i] ? { text: '', value: null } : date(o.dob, ch.date);
  const score = ch.blankScore || o.score === null ? '' : String(o.score);
  return {
    name: ownerName(o, i === 0 ? ch.name : ch.name === 'lastFirst' ? 'lastFirst' : 'plain'),
    nameFields: { [`${a}first_name`]: o.first, [`${a}last_name`]: o.last },
    title: { text: title, value: title || null }, pct: { text: p, value: o.pct },
    tax: { text: tax.text, fields: { [`${a}tax_id`]: tax.id, [`${a}tax_id_type`]: tax.type, [`${a}tax_id_country`]: tax.country } },
    dob: { text: dob.text, value: dob.value }, score: { text: score, value: score ? Number(score) : null },
  };
}
