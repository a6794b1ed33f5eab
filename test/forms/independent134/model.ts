// Owners and the printed values built from them: each Val carries exactly the truth its printed text gives.
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, fmtSin, fmtSsn, isoDate, itinDigits, randomDate, sinDigits, ssnDigits, type DateFmt, type Ymd } from './fmt.ts';
import { val, type Val } from './sheet.ts';

export const K = (f: string): string => `application.${f}`;
export const A = (i: number, f: string): string => `application.applicants[${i}].${f}`;

export interface Owner {
  first: string; mi: string; last: string; lastFirstOnly: boolean; cred: string; title: string; pct: number;
  tax: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: Ymd; score: number | null; street: string; email: string;
}

export interface OwnerPool { first: string[]; last: (string | [string, boolean])[]; titles: string[]; tax: () => 'SSN' | 'ITIN' | 'SIN' }

const SPLITS: Record<number, number[][]> = { 1: [[100], [100], [51], [80]], 2: [[60, 40], [50, 50], [75, 25], [51, 49]], 3: [[50, 30, 20], [40, 35, 25], [34, 33, 33]] };

export function makeOwners(rng: Rng, n: number, pool: OwnerPool, streets: string[]): Owner[] {
  const split = rng.pick(SPLITS[n]!);
  const firsts = rng.shuffle([...pool.first]);
  const lasts = rng.shuffle([...pool.last]);
  return split.map((pct, i) => {
    const l = lasts[i % lasts.length]!;
    const [last, lfOnly] = Array.isArray(l) ? l : [l, false];
    const taxType = pool.tax();
    const tax = taxType === 'ITIN' ? itinDigits(rng) : taxType === 'SIN' ? sinDigits(rng) : ssnDigits(rng);
    const first = firsts[i]!;
    return { first, mi: rng.pick('ABCDEFGHJKLMNPRSTW'.split('')), last, lastFirstOnly: lfOnly, cred: '', title: i === 0 ? pool.titles[0]! : rng.pick(pool.titles.slice(1)),
      pct, tax, taxType, dob: randomDate(rng, 1958, 1996), score: rng.chance(0.55) ? rng.int(560, 790) : null,
      street: `${rng.int(12, 9870)} ${rng.pick(streets)}`, email: `${first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}` };
  });
}

export type NameFmt = 'first-last' | 'first-mi-last' | 'last-first' | 'cred';
export function nameVal(o: Owner, i: number, fmt: NameFmt): Val {
  const keys = { [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last };
  if (o.lastFirstOnly || fmt === 'last-first') return val(`${o.last}, ${o.first}`, keys);
  if (fmt === 'first-mi-last') return val(`${o.first} ${o.mi}. ${o.last}`, keys);
  if (fmt === 'cred' && o.cred) return val(`${o.first} ${o.last}, ${o.cred}`, keys);
  return val(`${o.first} ${o.last}`, keys);
}

/** The owner's name as the signature block's printed name: same truth keys, since it is the same person. */
export const fullName = (o: Owner): string => (o.lastFirstOnly ? `${o.first} ${o.last}` : `${o.first} ${o.last}`);

export type TaxMode = 'full' | 'masked' | 'blank';
export function ownerTaxText(o: Owner, mode: TaxMode, sep = '-'): string {
  const d = o.tax;
  if (o.taxType === 'SIN') return mode === 'masked' ? `XXX${sep === '-' ? '-' : ' '}XXX${sep === '-' ? '-' : ' '}${d.slice(6)}` : fmtSin(d, sep === '-' ? '-' : ' ');
  return mode === 'masked' ? `XXX-XX-${d.slice(5)}` : sep === '' ? d : fmtSsn(d);
}
export function taxVal(o: Owner, i: number, mode: TaxMode, sep = '-'): Val | null {
  if (mode === 'blank') return null;
  const text = ownerTaxText(o, mode, sep);
  if (mode === 'masked') return val(text);
  return val(text, { [A(i, 'tax_id')]: o.tax, [A(i, 'tax_id_type')]: o.taxType, [A(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' });
}
export function dobVal(o: Owner, i: number, shown: boolean, f: DateFmt): Val | null {
  return shown ? val(dateText(o.dob, f), { [A(i, 'date_of_birth')]: isoDate(o.dob) }) : null;
}
export function pctVal(o: Owner, i: number, f: 'pct' | 'bare' | 'spaced'): Val {
  return val(f === 'pct' ? `${o.pct}%` : f === 'spaced' ? `${o.pct} %` : String(o.pct), { [A(i, 'ownership')]: o.pct });
}
export const roleVal = (o: Owner, i: number): Val => val(o.title, { [A(i, 'role')]: o.title });
export const scoreVal = (o: Owner, i: number): Val | null => (o.score === null ? null : val(String(o.score), { [A(i, 'credit_score')]: o.score }));

/** How many owners a seed gets: mostly one or two, sometimes three. */
export const ownerCount = (rng: Rng): number => rng.weighted([[1, 4], [2, 4], [3, 2]] as const);
