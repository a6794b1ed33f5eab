// Fictional owners for the independent forms: names (hyphens, particles, middle initials, credentials), titles,
// ownership splits, SSN / ITIN / SIN numbers that pass the format rules, dates of birth and credit scores.
import type { Rng } from '../../statements/generator/prng.ts';

const FIRST_US = ['Darnell', 'Priya', 'Tomasz', 'Keisha', 'Luis', 'Megan', 'Hiroshi', 'Fatima', 'Colton', 'Ingrid', 'Rafael', 'Shauna',
  'Desmond', 'Yolanda', 'Nikolai', 'Brianna', 'Ahmed', 'Tessa', 'Wendell', 'Marisol', 'Grayson', 'Leticia', 'Omar', 'Delphine', 'Quentin',
  'Rosalind', 'Mateo', 'Ebony', 'Stellan', 'Carmela'];
const FIRST_CA = ['Jean-François', 'Mélanie', 'Étienne', 'Geneviève', 'Harjit', 'Siobhan', 'Marc-André', 'Chantal', 'Liam', 'Anneke',
  'Rajveer', 'Josée', 'Callum', 'Thi', 'Benoît', 'Nadia'];
const LAST_US = ['Okafor', 'Brennan', 'Lindqvist', 'Alvarado', 'Whitfield', 'Garcia-Lopez', 'de la Cruz', 'Van Horne', "O'Callaghan",
  'McAllister', 'Nguyen', 'St. Clair', 'Kowalczyk', 'Abernathy', 'Haddad', 'Pruitt', 'Delgado', 'Fairbanks', 'Mbeki', 'Santangelo',
  'von Essen', 'Hollister', 'Ruiz-Stern', 'Castellanos', 'Thorpe', 'Yamamoto', 'Kerrigan', 'Baptiste'];
const LAST_CA = ['Tremblay', 'Gagnon', 'Bouchard', 'Sandhu', 'MacLeod', 'Côté', 'Lavoie', 'Fitzgerald', 'Desrochers', 'Van der Meer',
  'Pelletier-Roy', 'Grewal', 'Bélanger', 'Ouellette', 'Chowdhury', 'Lachance'];
const MIDDLE = 'ABCDEFGHJKLMNPRSTW';
const CREDENTIALS = ['DC', 'CPA', 'MD', 'DDS', 'PE', 'Esq.'];
const TITLES_US = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'CFO', 'Secretary', 'COO'];
const TITLES_CA = ['Owner', 'President', 'Director', 'Shareholder', 'CEO', 'Partner', 'Vice-President', 'Secretary-Treasurer'];

export interface Owner {
  first: string;
  middle: string | null;
  last: string;
  credential: string | null;
  title: string;
  pct: number;
  /** The personal tax ID as the form prints it when not masked, its digits and type. */
  idText: string;
  idDigits: string;
  idType: 'SSN' | 'ITIN' | 'SIN';
  idCountry: 'US' | 'CA';
  masked: boolean;
  maskedText: string;
  dob: string;
  dobShown: boolean;
  credit: number | null;
  home: { street: string; city: string; region: string; postal: string };
  cell: string;
  email: string;
}

/** The name as printed: `First M. Last, DC` or `Last, First M.`. */
export function printedName(o: Owner, lastFirst: boolean): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (lastFirst) return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
}

export function luhnComplete(eight: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(eight[i]) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return eight + String((10 - (sum % 10)) % 10);
}

function ssn(rng: Rng): string {
  let area = rng.int(1, 665);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

function itin(rng: Rng): string {
  return `9${rng.digits(2)}${rng.int(70, 88)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

export function sinDigits(rng: Rng): string {
  return luhnComplete(`${rng.int(1, 7)}${rng.digits(7)}`);
}

function splits(rng: Rng, n: number): number[] {
  const table: Record<number, number[][]> = {
    1: [[100], [100], [80], [51], [100]],
    2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30], [65, 35]],
    3: [[40, 35, 25], [34, 33, 33], [50, 25, 25], [45, 30, 25], [60, 20, 20]],
    4: [[25, 25, 25, 25], [30, 25, 25, 20], [40, 20, 20, 20], [35, 25, 20, 20]],
  };
  return rng.pick(table[n]!);
}

export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function makeOwners(rng: Rng, country: 'US' | 'CA', n: number, homes: () => Owner['home'], phone: () => string): Owner[] {
  const pcts = splits(rng, n);
  const used = new Set<string>();
  const owners: Owner[] = [];
  for (let i = 0; i < n; i++) {
    let first = rng.pick(country === 'CA' ? FIRST_CA : FIRST_US);
    let last = rng.pick(country === 'CA' ? LAST_CA : LAST_US);
    while (used.has(first) || used.has(last)) {
      first = rng.pick(country === 'CA' ? FIRST_CA : FIRST_US);
      last = rng.pick(country === 'CA' ? LAST_CA : LAST_US);
    }
    used.add(first); used.add(last);
    const idType = country === 'CA' ? 'SIN' : rng.chance(0.1) ? 'ITIN' : 'SSN';
    const digits = idType === 'SIN' ? sinDigits(rng) : idType === 'ITIN' ? itin(rng) : ssn(rng);
    const idText = idType === 'SIN' ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
    const maskedText = idType === 'SIN' ? `*** *** ${digits.slice(6)}` : rng.pick([`XXX-XX-${digits.slice(5)}`, `***-**-${digits.slice(5)}`]);
    owners.push({ first, last, middle: rng.chance(0.3) ? MIDDLE[rng.int(0, MIDDLE.length - 1)]! : null,
      credential: rng.chance(0.12) ? rng.pick(CREDENTIALS) : null,
      title: i === 0 ? rng.pick((country === 'CA' ? TITLES_CA : TITLES_US).slice(0, 4)) : rng.pick(country === 'CA' ? TITLES_CA : TITLES_US),
      pct: pcts[i]!, idText, idDigits: digits, idType, idCountry: country, masked: rng.chance(0.3), maskedText,
      dob: isoDate(rng.int(1952, 1996), rng.int(1, 12), rng.int(1, 28)), dobShown: rng.chance(0.8),
      credit: rng.chance(0.5) ? rng.int(540, 810) : null, home: homes(), cell: phone(),
      email: `${first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${last.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}` });
  }
  return owners;
}
