// One synthetic merchant: every value a layout may print, drawn from the seeded Rng only. The layouts decide what is
// printed and how; the truth is built from what they print (sheet.ts), never from this model directly.
import { Rng } from '../../statements/generator/prng.ts';
import { BANKS, ENTITIES, FIRST, FUNDERS, INDUSTRIES, LAST, MONTHS, PLACES, STEMS, STREETS, TITLES, USES } from './pools.ts';

export interface Ymd { y: number; m: number; d: number }
export interface Address { street: string; city: string; state: string; stateName: string; zip: string }

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  title: string; pct: number; ssn: string; ssnType: 'SSN' | 'ITIN'; masked: boolean;
  dob: Ymd; credit: number | null; home: Address; phone: string; email: string;
}

export interface Merchant {
  legal: string; dba: string | null; dbaPrinted: string; entity: (typeof ENTITIES)[number];
  industryText: string; industryId: string;
  taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN';
  start: Ymd; address: Address; incState: string; phone: string; email: string; website: string | null;
  employees: number; rentOrOwn: 'Rent' | 'Own'; monthlyRent: number;
  amount: number; payment: number | null; count: number | null; frequency: 'Daily' | 'Weekly' | 'Bi-Weekly' | 'Monthly' | null;
  use: string; monthlySales: number; annualRevenue: number;
  owners: Owner[];
  landlord: { name: string; phone: string };
  bank: { name: string; routing: string; account: string };
  references: { name: string; phone: string }[];
  advances: { funder: string; balance: number; payment: number }[];
  rep: { name: string; phone: string; isoId: string };
  signed: Ymd;
}

export const iso = (d: Ymd): string => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;

/** The printed forms of a date that applications.md names, plus dashed and ISO ones. Two-digit years only after 2000. */
export function printDate(d: Ymd, style: number): string {
  const mm = String(d.m).padStart(2, '0'), dd = String(d.d).padStart(2, '0');
  switch (style % 5) {
    case 0: return `${mm}/${dd}/${d.y}`;
    case 1: return d.y >= 2000 ? `${d.m}/${d.d}/${String(d.y).slice(2)}` : `${d.m}/${d.d}/${d.y}`;
    case 2: return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 3: return `${mm}-${dd}-${d.y}`;
    default: return `${MONTHS[d.m - 1]!.slice(0, 3)}. ${d.d}, ${d.y}`;
  }
}

export const money = (n: number, cents: boolean): string =>
  '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const ymd = (r: Rng, y0: number, y1: number): Ymd => ({ y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) });

function ein(r: Rng): string {
  // Only issued EIN prefixes (reference README).
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = r.int(10, 99);
  while (bad.has(p)) p = r.int(10, 99);
  return `${p}-${r.digits(7)}`;
}

function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}-${r.int(70, 88)}-${String(r.int(1, 9999)).padStart(4, '0')}`;
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}

function address(r: Rng, place?: readonly [string, string, string, string]): Address {
  const p = place ?? r.pick(PLACES);
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}`, city: p[2], state: p[0], stateName: p[1], zip: p[3] + r.digits(2) };
}

function owners(r: Rng, n: number, place: readonly [string, string, string, string]): Owner[] {
  const out: Owner[] = [];
  // Ownership split that sums to 100 (or less, when a silent partner is not listed).
  let left = r.chance(0.8) ? 100 : r.pick([90, 80, 75]);
  for (let i = 0; i < n; i++) {
    const pct = i === n - 1 ? left : r.pick([10, 20, 25, 30, 33, 40, 50].filter((x) => x < left - (n - 1 - i) * 10 + 1) as number[]);
    left -= pct;
    const first = r.pick(FIRST);
    out.push({
      first, middle: r.chance(0.35) ? r.pick(['A', 'J', 'M', 'R', 'T', 'L']) : null, last: r.pick(LAST),
      credential: r.chance(0.08) ? r.pick(['DC', 'CPA', 'DDS']) : null,
      title: i === 0 ? r.pick(TITLES.slice(0, 4)) : r.pick(TITLES.slice(3)), pct,
      ssn: '', ssnType: r.chance(0.1) ? 'ITIN' : 'SSN', masked: r.chance(0.3),
      dob: ymd(r, 1956, 1996), credit: r.chance(0.5) ? r.int(520, 790) : null,
      home: address(r, r.chance(0.7) ? place : undefined), phone: phone(r),
      email: `${first.toLowerCase()}${r.int(1, 99)}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'aol.com'])}`,
    });
    out[i]!.ssn = ssn(r, out[i]!.ssnType === 'ITIN');
  }
  return out;
}

export function makeMerchant(layout: string, seed: number, maxOwners: number): Merchant {
  const r = new Rng(`independent196:model:${layout}:${seed}`);
  const place = r.pick(PLACES);
  const entity = r.pick(ENTITIES);
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const n = r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  const os = owners(r, entity.id === 'sole_proprietorship' ? 1 : n, place);
  if (entity.id === 'sole_proprietorship') { os[0]!.pct = 100; os[0]!.title = 'Owner'; os[0]!.masked = false; }
  const stem = r.pick(STEMS);
  const word = industryText.split(/[ /&-]+/)[0]!;
  const sole = entity.id === 'sole_proprietorship';
  // A sole proprietor's legal name is the owner's; he often has no EIN and writes his SSN.
  const legal = sole ? `${os[0]!.first} ${os[0]!.last}` : `${stem} ${word} ${entity.suffix === '& Sons' ? 'Partners' : entity.suffix}`.trim();
  const dbaKind = r.weighted([['own', 5], ['same', 2], ['na', 1], ['blank', 2]] as const);
  const dba = sole || dbaKind === 'own' ? `${stem} ${r.pick(['Express', 'Pros', 'Group', 'Services', 'Co', 'Studio'])}` : null;
  const dbaPrinted = dba ?? (dbaKind === 'same' ? r.pick(['SAME', 'Same']) : dbaKind === 'na' ? 'N/A' : '');
  const useSsn = sole && r.chance(0.6);
  const freq = r.weighted([['Daily', 4], ['Weekly', 4], ['Bi-Weekly', 1], ['Monthly', 1], [null, 2]] as const);
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 250000]);
  const count = freq === null ? null : freq === 'Daily' ? r.pick([60, 80, 100, 120, 140]) : freq === 'Weekly' ? r.pick([16, 20, 26, 32, 52]) : r.pick([6, 12, 18]);
  const payment = count === null ? null : Math.round((amount * r.pick([1.25, 1.32, 1.4, 1.49])) / count * 100) / 100;
  const address0 = address(r, place);
  const incPlace = r.weighted([[place, 6], [PLACES.find((p) => p[0] === 'NY')!, 1], [['DE', 'Delaware', 'Dover', '199'] as const, 3]]);
  return {
    legal, dba, dbaPrinted, entity, industryText, industryId,
    taxId: useSsn ? os[0]!.ssn : ein(r), taxIdType: useSsn ? os[0]!.ssnType : 'EIN',
    start: ymd(r, 2003, 2022), address: address0, incState: incPlace[1], phone: phone(r),
    email: `info@${stem.toLowerCase().replace(/[^a-z]/g, '')}${word.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.5) ? `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    employees: r.int(1, 45), rentOrOwn: r.chance(0.8) ? 'Rent' : 'Own', monthlyRent: r.int(12, 90) * 100,
    amount, payment, count, frequency: freq, use: r.pick(USES),
    monthlySales: r.int(25, 400) * 1000, annualRevenue: 0, owners: os,
    landlord: { name: `${r.pick(LAST)} ${r.pick(['Realty', 'Properties LLC', 'Management Co.', 'Holdings'])}`, phone: phone(r) },
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    references: [0, 1].map(() => ({ name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) })),
    advances: Array.from({ length: r.int(0, 2) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(4, 60) * 1000, payment: r.int(150, 1500) })),
    rep: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), isoId: `ISO-${r.digits(5)}` },
    signed: { y: 2025, m: r.int(1, 12), d: r.int(1, 28) },
  };
}

/** The owner's name as one layout prints it, with what applications.md reads from it. */
export function ownerName(o: Owner, lastFirst: boolean): string {
  const first = o.middle ? `${o.first} ${o.middle}.` : o.first;
  const cred = o.credential ? `, ${o.credential}` : '';
  return lastFirst ? `${o.last}, ${first}` : `${first} ${o.last}${cred}`;
}
