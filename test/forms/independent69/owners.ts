// The owners of an independent69 merchant: names in the shapes real forms print them (middle initials, hyphenated and
// particle last names, suffixes, credentials), titles as printed, ownership as 50%, 50 or 50.0, SSNs full, masked or
// blank, dates of birth in several formats, and the truth each printed value gives.
import type { Rng } from '../../statements/generator/prng.ts';
import { type Place, CREDENTIALS, FIRST, LAST, SUFFIXES, TITLES, dashSsn, isoDate, itinDigits, printDate, ssnDigits } from './data.ts';

export interface TaxTruth { tax_id: string | null; tax_id_type: string | null; tax_id_country: string | null }

export interface Owner {
  first: string; mi: string; last: string; suffix: string; cred: string;
  /** The title as printed ('' when the form's title is left blank). */
  title: string;
  pct: number | null; pctText: string;
  ssn: string; taxText: string; tax: TaxTruth;
  dobIso: string | null; dobText: string;
  score: number | null; scoreText: string;
  home: string; cell: string; email: string;
}

const SPLITS: Record<number, readonly (readonly number[])[]> = {
  1: [[100], [100], [100], [80]],
  2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30], [50, 30]],
  3: [[40, 35, 25], [34, 33, 33], [50, 25, 25], [33.3, 33.3, 33.4], [45, 30, 25]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20], [35, 25, 20, 20]],
};

function pctText(p: number, rng: Rng): string {
  if (!Number.isInteger(p)) return rng.pick([`${p}%`, `${p}`, `${p} %`]);
  return rng.pick([`${p}%`, `${p}`, `${p}.0`, `${p}.0%`, `${p} %`]);
}

function taxOf(rng: Rng, ssn: string): { text: string; tax: TaxTruth } {
  const r = rng.next();
  if (r < 0.5) return { text: dashSsn(ssn), tax: { tax_id: ssn, tax_id_type: 'SSN', tax_id_country: 'US' } };
  if (r < 0.6) return { text: ssn, tax: { tax_id: ssn, tax_id_type: 'SSN', tax_id_country: 'US' } };
  if (r < 0.8) {
    const text = rng.pick([`XXX-XX-${ssn.slice(5)}`, `***-**-${ssn.slice(5)}`, `xxx-xx-${ssn.slice(5)}`]);
    return { text, tax: { tax_id: null, tax_id_type: 'SSN', tax_id_country: 'US' } };
  }
  return { text: '', tax: { tax_id: null, tax_id_type: null, tax_id_country: null } };
}

function oneOwner(rng: Rng, i: number, pct: number | null, used: Set<string>, pl: Place): Owner {
  let last = rng.pick(LAST);
  while (used.has(last)) last = rng.pick(LAST);
  used.add(last);
  const first = rng.pick(FIRST.filter((f) => !used.has(f)));
  used.add(first);
  const itin = rng.chance(0.06);
  const ssn = itin ? itinDigits(rng) : ssnDigits(rng);
  const t = taxOf(rng, ssn);
  if (itin && t.tax.tax_id_type) t.tax.tax_id_type = 'ITIN';
  const dobIso = rng.chance(0.85) ? isoDate(rng.int(1958, 1996), rng.int(1, 12), rng.int(1, 28)) : null;
  const score = rng.chance(0.45) ? rng.int(560, 815) : null;
  const title = rng.chance(0.08) ? '' : i === 0 ? rng.pick(TITLES.slice(0, 6)) : rng.pick(TITLES);
  return {
    first, mi: rng.chance(0.55) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : '', last,
    suffix: rng.chance(0.12) ? rng.pick(SUFFIXES) : '', cred: rng.chance(0.1) ? rng.pick(CREDENTIALS) : '',
    title, pct, pctText: pct === null ? '' : pctText(pct, rng), ssn, taxText: t.text, tax: t.tax,
    dobIso, dobText: dobIso ? printDate(dobIso, rng) : '', score, scoreText: score === null ? '' : String(score),
    home: `${rng.int(100, 9899)} ${rng.pick(pl.streets)}, ${pl.city}, ${pl.state} ${rng.pick(pl.zips)}`,
    cell: '', email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
  };
}

export function makeOwners(rng: Rng, n: number, pl: Place): Owner[] {
  const split = rng.pick(SPLITS[n]!);
  const blankPct = rng.chance(0.08);
  const used = new Set<string>();
  return split.map((p, i) => oneOwner(rng, i, blankPct && i > 0 ? null : p, used, pl));
}

/** The owner's name as printed: `First M. Last Jr., CPA` or `Last, First M.` (a form whose label asks for it). */
export function nameText(o: Owner, order: 'first_last' | 'last_first' = 'first_last'): string {
  const tail = `${o.suffix ? ` ${o.suffix}` : ''}${o.cred ? `, ${o.cred}` : ''}`;
  if (order === 'last_first') return `${o.last}${o.suffix ? ` ${o.suffix}` : ''}, ${o.first}${o.mi ? ` ${o.mi}` : ''}`;
  return `${o.first}${o.mi ? ` ${o.mi}` : ''} ${o.last}${tail}`;
}

/** Truth paths of the owner's printed name. */
export function nameFields(i: number, o: Owner): Record<string, unknown> {
  return { [`application.applicants[${i}].first_name`]: o.first, [`application.applicants[${i}].last_name`]: o.last };
}

const A = (i: number, k: string): string => `application.applicants[${i}].${k}`;
export const ownerPaths = {
  role: (i: number, o: Owner): Record<string, unknown> => ({ [A(i, 'role')]: o.title || null }),
  pct: (i: number, o: Owner): Record<string, unknown> => ({ [A(i, 'ownership')]: o.pct }),
  tax: (i: number, o: Owner): Record<string, unknown> => ({ [A(i, 'tax_id')]: o.tax.tax_id, [A(i, 'tax_id_type')]: o.tax.tax_id_type,
    [A(i, 'tax_id_country')]: o.tax.tax_id_country }),
  dob: (i: number, o: Owner): Record<string, unknown> => ({ [A(i, 'date_of_birth')]: o.dobIso }),
  score: (i: number, o: Owner): Record<string, unknown> => ({ [A(i, 'credit_score')]: o.score }),
};
