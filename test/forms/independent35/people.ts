// People, places and numbers for set 35's merchants.
import { Rng } from '../../statements/generator/prng.ts';
import { ein, p2, printDate, type Company, type Person } from './data.ts';

const FIRST = ['Maria', 'James', 'Anh', 'Priya', 'Darnell', 'Sofia', 'Kevin', 'Leticia', 'Omar', 'Heather', 'Rajesh', 'Tamika',
  'Brian', 'Yolanda', 'Chen', 'Gregory', 'Fatima', 'Luis', 'Karen', 'Tomasz', 'Nicole', 'Andre', 'Mei', 'Patrick'];
const LAST = ['Alvarez', 'Nguyen', 'Patel', 'Okafor', 'Garcia-Lopez', 'De la Cruz', "O'Neill", 'van Dyke', 'Brennan', 'Kowalski',
  'Washington', 'Huang', 'McAllister', 'Santos', 'Haddad', 'Friedman', 'St. Clair', 'Morrison', 'Baptiste', 'Lindqvist'];
const TITLES = ['Owner', 'President', 'Managing Member', 'CEO', 'Member', 'Vice President', 'Secretary', 'Partner', 'COO'];
export const US_REGIONS: readonly [string, string, string[], string][] = [
  ['TX', 'Texas', ['Houston', 'Austin', 'Plano', 'San Antonio'], '7'], ['FL', 'Florida', ['Tampa', 'Orlando', 'Miami'], '3'],
  ['GA', 'Georgia', ['Atlanta', 'Marietta', 'Savannah'], '3'], ['OH', 'Ohio', ['Columbus', 'Dayton', 'Akron'], '4'],
  ['NJ', 'New Jersey', ['Newark', 'Edison', 'Paterson'], '0'], ['AZ', 'Arizona', ['Phoenix', 'Mesa', 'Tempe'], '8'],
  ['NC', 'North Carolina', ['Charlotte', 'Raleigh', 'Durham'], '2'], ['IL', 'Illinois', ['Naperville', 'Chicago', 'Joliet'], '6'],
  ['CO', 'Colorado', ['Denver', 'Aurora', 'Boulder'], '8'], ['TN', 'Tennessee', ['Nashville', 'Memphis', 'Knoxville'], '3'],
];
export const CA_REGIONS: readonly [string, string, string[], string][] = [
  ['ON', 'Ontario', ['Mississauga', 'Hamilton', 'Ottawa'], 'L'], ['AB', 'Alberta', ['Calgary', 'Edmonton'], 'T'],
  ['BC', 'British Columbia', ['Surrey', 'Burnaby', 'Kelowna'], 'V'], ['NS', 'Nova Scotia', ['Halifax', 'Dartmouth'], 'B'],
];
export const STREETS = ['Main St', 'Commerce Blvd', 'Oak Ave', 'Market St', 'Industrial Pkwy', 'Route 9', 'Elm St', 'Lakeview Dr', 'Broadway', 'Park Ave'];


export function luhn9(r: Rng, first: string): string {
  const body = first + r.digits(7);
  for (let d = 0; d < 10; d++) {
    const s = body + d;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let v = Number(s[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}
const ssn = (r: Rng): string => `${p2(r.int(1, 6))}${r.int(1, 9)}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`;
const sin = (r: Rng): string => { const s = luhn9(r, String(r.int(1, 7))); return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; };
export const phone = (r: Rng, ca: boolean): string => `(${ca ? r.pick(['416', '403', '604', '902']) : r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;


function person(r: Rng, ca: boolean, pct: number, title: string, region: string, city: string): Person {
  const y = r.int(1958, 1994), m = r.int(1, 12), d = r.int(1, 28);
  const dob = printDate(r, y, m, d, ca);
  return { first: r.pick(FIRST), middle: r.chance(0.35) ? r.pick(['A.', 'J.', 'M.', 'R.', 'L.']) : null, last: r.pick(LAST), title, pct,
    taxId: ca ? sin(r) : ssn(r), masked: r.chance(0.3), dob: dob.printed, dobIso: dob.iso, showDob: r.chance(0.8),
    credit: r.chance(0.45) ? r.int(560, 790) : null, home: `${r.int(10, 9899)} ${r.pick(STREETS)}, ${city}, ${region}`, phone: phone(r, ca) };
}

export function ownersOf(r: Rng, ca: boolean, region: string, city: string, lastName: string): { owners: Person[]; holding: Company | null } {
  const n = r.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const holding = r.chance(0.45) ? { name: `${lastName} ${r.pick(['Holdings', 'Capital Partners', 'Family Holdings', 'Ventures'])}${ca ? ' Inc.' : ', LLC'}`,
    ein: ca ? luhn9(r, String(r.int(7, 8))) : ein(r), pct: r.pick([51, 60, 70, 75]), title: r.pick(['Member', 'Majority Member', 'Shareholder']) } : null;
  const left = holding ? 100 - holding.pct : 100;
  const split = n === 1 ? [left] : n === 2 ? [Math.ceil(left / 2) + (holding ? 0 : 10), Math.floor(left / 2) - (holding ? 0 : 10)] : n === 3 ? [Math.round(left * 0.5), Math.round(left * 0.3), left - Math.round(left * 0.5) - Math.round(left * 0.3)] : [left * 0.4, left * 0.3, left * 0.2, left * 0.1];
  const titles = r.shuffle([...TITLES]);
  const owners = split.map((pct, i) => person(r, ca, Math.round(pct * 10) / 10, i === 0 ? r.pick(['Owner', 'President', 'Managing Member', 'CEO']) : titles[i]!, region, city));
  return { owners, holding };
}
