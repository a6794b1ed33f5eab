// Fictional people, places, numbers and their printed forms, with the truth each printed form gives.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sets } from './sheet.ts';

const FIRST = ['Marcus', 'Dolores', 'Tanisha', 'Bogdan', 'Guadalupe', 'Wesley', 'Priya', 'Colton', 'Ngozi', 'Harlan', 'Yesenia', 'Darnell',
  'Annika', 'Rashid', 'Loretta', 'Thuy', 'Everett', 'Marisol', 'Kwame', 'Brenda', 'Lucian', 'Shonda', 'Rufus', 'Ileana', 'Dmitri', 'Corinne',
  'Jamal', 'Beatriz', 'Garrett', 'Soo-Jin', 'Ezekiel', 'Fatima', 'Tobias', 'Renata', 'Cletus', 'Mei-Ling', 'Anders', 'LaToya', 'Oksana', 'Wade'];
const LAST = ['Okafor', 'Vance', 'Delgado', 'Whitfield', 'Kowalczyk', 'Nguyen', 'Brannigan', 'Haskins', 'Ruiz-Carrillo', 'Petrovic', 'Tillman',
  'Abernathy', 'Oyelaran', 'McAllister', "O'Donnell", 'Van der Berg', 'De la Cruz', 'Lindqvist', 'Thibodeaux', 'Szabo', 'Castellanos', 'Pruitt',
  'Achterberg', 'Mbeki', 'St. Clair', 'Yoder', 'Fairbanks', 'Haddad', 'Kimura', 'Boudreaux', 'Sandoval', 'Greer-Watkins', 'Lockhart', 'Ivanova'];
const STREETS = ['Industrial Pkwy', 'County Road 14', 'Commerce Dr', 'Old Mill Rd', 'Ridgeview Ave', 'Frontage Rd', 'Depot St', 'Harvest Ln',
  'Magnolia Blvd', 'Kingsway', 'Fairgrounds Rd', 'Beltline Hwy', 'Cedar Hollow Rd', 'Main St', 'Riverside Dr', 'Quarry Rd'];
export const CITIES: [string, string, string][] = [['Joliet', 'IL', '604'], ['Laredo', 'TX', '780'], ['Fresno', 'CA', '937'], ['Dothan', 'AL', '363'],
  ['Ocala', 'FL', '344'], ['Tulsa', 'OK', '741'], ['Gary', 'IN', '464'], ['Salina', 'KS', '674'], ['Yakima', 'WA', '989'], ['Macon', 'GA', '312'],
  ['Lancaster', 'PA', '176'], ['Toledo', 'OH', '436'], ['Greeley', 'CO', '806'], ['Paterson', 'NJ', '075'], ['Shreveport', 'LA', '711'],
  ['Fargo', 'ND', '581'], ['Knoxville', 'TN', '379'], ['Lubbock', 'TX', '794'], ['Modesto', 'CA', '953'], ['Rochester', 'NY', '146'],
  ['Sioux Falls', 'SD', '571'], ['Boise', 'ID', '837'], ['Fayetteville', 'AR', '727'], ['Charlotte', 'NC', '282'], ['Kenosha', 'WI', '531']];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Person { first: string; middle: string | null; last: string }
export interface Place { street: string; city: string; state: string; zip: string }

export function person(rng: Rng): Person {
  return { first: rng.pick(FIRST), middle: rng.chance(0.35) ? rng.pick('ABCDEFGHJKLMNPRSTW'.split('')) : null, last: rng.pick(LAST) };
}
export function people(rng: Rng, n: number): Person[] {
  const out: Person[] = [];
  while (out.length < n) { const p = person(rng); if (!out.some((q) => q.last === p.last || q.first === p.first)) out.push(p); }
  return out;
}
/** A printed name: `First M. Last`, sometimes `LAST, First` (the truth splits both the same way). */
export function nameText(p: Person, rng: Rng, allowSwap = true): string {
  const mid = p.middle ? ` ${p.middle}.` : '';
  if (allowSwap && rng.chance(0.2)) return `${p.last}, ${p.first}${mid}`;
  return `${p.first}${mid} ${p.last}`;
}
export function place(rng: Rng, cityAt?: [string, string, string]): Place {
  const [city, state, zip3] = cityAt ?? rng.pick(CITIES);
  return { street: `${rng.int(11, 9899)} ${rng.pick(STREETS)}${rng.chance(0.2) ? ` Unit ${rng.int(1, 40)}` : ''}`, city, state, zip: `${zip3}${rng.digits(2)}` };
}
export const phone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;
export const email = (who: string, domain: string): string => `${who.toLowerCase().replace(/[^a-z]/g, '')}@${domain}`;

/** Money as printed: `$125,000`, `$125,000.00`, `125,000` or `$ 125000`. */
export function money(n: number, rng: Rng): string {
  const grouped = n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 });
  return rng.weighted([[`$${grouped}`, 4], [`$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`, 2], [grouped, 1], [`$ ${n}`, 1]]);
}
export const usd = (n: number): string => `$${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
export const round = (n: number, to: number): number => Math.round(n / to) * to;

export interface Day { y: number; m: number; d: number }
export const iso = (t: Day): string => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
export function day(rng: Rng, y0: number, y1: number): Day { return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) }; }
/** A date as printed: `03/07/2014`, `3/7/14`, `March 7, 2014` or `2014-03-07`. */
export function dateText(t: Day, rng: Rng): string {
  const mm = String(t.m).padStart(2, '0'), dd = String(t.d).padStart(2, '0');
  return rng.weighted([[`${mm}/${dd}/${t.y}`, 5], [`${t.m}/${t.d}/${String(t.y).slice(2)}`, 2], [`${MONTHS[t.m - 1]} ${t.d}, ${t.y}`, 2], [iso(t), 1]]);
}

export function ein(rng: Rng): string { return `${rng.int(10, 98)}-${rng.digits(7)}`; }

/** An owner's tax id as printed and what it gives: full SSN, an ITIN, or masked (nothing). */
export function ownerTaxId(rng: Rng, i: number, maskRate = 0.3): { text: string; sets: Sets } {
  const last4 = rng.digits(4);
  if (rng.chance(maskRate)) return { text: rng.pick([`XXX-XX-${last4}`, `***-**-${last4}`, `xxx-xx-${last4}`]), sets: {} };
  if (rng.chance(0.12)) {
    const t = `9${rng.digits(2)}-${rng.pick(['7', '8'])}${rng.int(0, 8)}-${last4}`;
    return { text: t, sets: { [`applicants[${i}].tax_id`]: t.replace(/\D/g, ''), [`applicants[${i}].tax_id_type`]: 'ITIN', [`applicants[${i}].tax_id_country`]: 'US' } };
  }
  const t = `${rng.int(101, 665)}-${rng.int(10, 99)}-${last4}`;
  return { text: t, sets: { [`applicants[${i}].tax_id`]: t.replace(/\D/g, ''), [`applicants[${i}].tax_id_type`]: 'SSN', [`applicants[${i}].tax_id_country`]: 'US' } };
}

/** Owners' shares: one owner 100 (or a majority when minor holders go unlisted), several summing to 100 or less. */
export function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.8) ? 100 : rng.pick([51, 60, 75, 80, 90])];
  const fixed: Record<number, number[][]> = { 2: [[50, 50], [51, 49], [60, 40], [75, 25], [70, 30], [55, 45]], 3: [[34, 33, 33], [40, 30, 30], [50, 25, 25], [60, 20, 20], [45, 35, 20]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20], [35, 25, 20, 20]] };
  return [...rng.pick(fixed[n]!)];
}
export function ownerCount(rng: Rng): number { return rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]]); }

export interface Owner { p: Person; name: string; title: string; share: number; dob: Day; tax: { text: string; sets: Sets }; home: Place; fico: number | null; cell: string }
export function owners(rng: Rng, titles: readonly string[], n = ownerCount(rng)): Owner[] {
  const ps = people(rng, n), sh = shares(rng, n);
  return ps.map((p, i) => ({ p, name: nameText(p, rng), title: i === 0 ? titles[0]! : rng.pick(titles.slice(1)), share: sh[i]!, dob: day(rng, 1956, 1995),
    tax: ownerTaxId(rng, i), home: place(rng), fico: rng.chance(0.5) ? rng.int(540, 790) : null, cell: phone(rng) }));
}
/** The truth an owner's printed name gives. */
export function nameSets(o: Owner, i: number): Sets { return { [`applicants[${i}].first_name`]: o.p.first, [`applicants[${i}].last_name`]: o.p.last }; }

export function pickEntity(rng: Rng, opts: readonly (readonly [string, string, number])[]): { label: string; id: string } {
  const [label, id] = rng.weighted(opts.map((o) => [[o[0], o[1]] as const, o[2]] as const));
  return { label, id };
}
export const frequencyId = (label: string): string => ({ Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Biweekly: 'biweekly', Monthly: 'monthly' } as Record<string, string>)[label]!;
