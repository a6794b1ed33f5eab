// One merchant drawn from a seed: the business, its owners and the decoys around them. What is printed, and how, is
// the layout's choice; the truth is written from what the layout prints (sheet.ts).
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS_CA, BANKS_US, CA_BUSINESSES, CA_PEOPLE, DECOY_PEOPLE, FUNDERS, STREETS, US_BUSINESSES, US_PEOPLE, USE_OF_FUNDS,
  type Biz, type Person } from './pools.ts';

export type Country = 'US' | 'CA';
export interface IdNum { printed: string; digits: string; type: string }
export interface When { iso: string; printed: string }

export interface Owner {
  p: Person; role: string; ownership: number; credit: number | null;
  /** The owner's SSN / ITIN / SIN; how it is shown (full, masked, blank) is `idShow`. */
  id: IdNum; idShow: 'full' | 'masked' | 'blank';
  dob: When | null; home: string;
}

export interface Deal {
  country: Country; biz: Biz; soleProp: boolean; region: string; city: string; street: string; postal: string;
  phone: string; email: string; taxId: IdNum; taxShow: 'full' | 'masked' | 'blank';
  start: When; years: number; amount: number; payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; owners: Owner[];
  decoys: { landlord: string; rent: number; refs: string[]; bank: string; routing: string; account: string; iso: string;
    funders: { name: string; balance: number; payment: number }[]; incState: string };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export function luhnComplete(body8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(body8[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return body8 + String((10 - (sum % 10)) % 10);
}

/** A date printed one of the ways applications.md lists. */
export function dateWhen(rng: Rng, y: number, m: number, d: number, styles: readonly string[]): When {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const style = rng.pick(styles);
  const printed = style === 'us' ? `${pad(m)}/${pad(d)}/${y}` : style === 'us2' ? `${m}/${d}/${String(y).slice(2)}`
    : style === 'long' ? `${MONTHS[m - 1]} ${d}, ${y}` : style === 'short' ? `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}` : iso;
  return { iso, printed };
}

function ein(rng: Rng): IdNum {
  const prefix = rng.pick(['12', '20', '27', '33', '45', '46', '52', '61', '75', '81', '84', '88', '92', '94']);
  const rest = rng.digits(7);
  return { printed: `${prefix}-${rest}`, digits: prefix + rest, type: 'EIN' };
}

function ssnOrItin(rng: Rng, itin: boolean): IdNum {
  const area = itin ? `9${rng.digits(2)}` : pad(rng.pick([rng.int(1, 665), rng.int(667, 899)]), 3);
  const group = itin ? String(rng.int(70, 88)) : pad(rng.int(1, 99));
  const serial = pad(rng.int(1, 9999), 4);
  return { printed: `${area}-${group}-${serial}`, digits: area + group + serial, type: itin ? 'ITIN' : 'SSN' };
}

function sin(rng: Rng): IdNum {
  const d = luhnComplete(String(rng.int(1, 7)) + rng.digits(7));
  return { printed: `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, digits: d, type: 'SIN' };
}

function bn(rng: Rng): IdNum {
  const d = luhnComplete(String(rng.int(7, 8)) + rng.digits(7));
  const prog = rng.pick(['RC0001', 'RT0001', 'RC0002']);
  return { printed: rng.chance(0.5) ? `${d} ${prog}` : `${d.slice(0, 5)} ${d.slice(5)} ${prog}`, digits: d + prog, type: 'BN' };
}

const CITIES: Record<string, [string, string][]> = {
  PA: [['Philadelphia', '191'], ['Allentown', '181'], ['Scranton', '185']], NJ: [['Newark', '071'], ['Trenton', '086']],
  NY: [['Brooklyn', '112'], ['Yonkers', '107']], DE: [['Wilmington', '198']],
  LA: [['Baton Rouge', '708'], ['Lafayette', '705'], ['New Orleans', '701']], TX: [['Houston', '770'], ['Beaumont', '777']], MS: [['Gulfport', '395']],
  CA: [['Oakland', '946'], ['San Jose', '951'], ['Fresno', '937']], NV: [['Reno', '895']], AZ: [['Tempe', '852']], OR: [['Portland', '972']],
  ON: [['Toronto', 'M5V'], ['Ottawa', 'K1P'], ['Mississauga', 'L5B']], QC: [['Montréal', 'H2X'], ['Laval', 'H7N']], BC: [['Vancouver', 'V6B'], ['Surrey', 'V3T']],
  AB: [['Calgary', 'T2P'], ['Edmonton', 'T5J']],
};

function postal(rng: Rng, country: Country, prefix: string): string {
  if (country === 'US') return prefix + rng.digits(2);
  return `${prefix} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(0, 9)}`;
}

const ROLES_US = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Owner/Operator', 'Vice President'];
const ROLES_CA = ['President', 'Director', 'Owner', 'Secretary-Treasurer', 'Président'];

function owner(rng: Rng, p: Person, country: Country, ownership: number, regions: readonly string[]): Owner {
  const id = country === 'CA' ? sin(rng) : ssnOrItin(rng, rng.chance(0.12));
  const r = rng.pick(regions);
  const [city, pre] = rng.pick(CITIES[r]!);
  return {
    p, ownership, role: rng.pick(country === 'CA' ? ROLES_CA : ROLES_US), credit: rng.chance(0.5) ? rng.int(540, 810) : null, id,
    idShow: rng.weighted([['full', 6], ['masked', 3], ['blank', 1]] as const),
    dob: rng.chance(0.75) ? dateWhen(rng, rng.int(1952, 1996), rng.int(1, 12), rng.int(1, 28), ['us', 'us2', 'long', 'iso']) : null,
    home: `${rng.int(12, 9800)} ${rng.pick(['Maple', 'Cedar', 'Birch', 'Willow', 'Chestnut'])} ${rng.pick(['Ln', 'Ct', 'Dr', 'Way'])}, ${city}, ${r} ${postal(rng, country, pre)}`,
  };
}

function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  const opts: Record<number, number[][]> = { 2: [[50, 50], [51, 49], [60, 40], [75, 25], [80, 20]], 3: [[40, 35, 25], [34, 33, 33], [50, 25, 25]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return rng.pick(opts[n]!);
}

export function makeDeal(rng: Rng, country: Country, regions: readonly string[], maxOwners: number): Deal {
  const people = rng.shuffle([...(country === 'CA' ? CA_PEOPLE : US_PEOPLE)]);
  const soleProp = country === 'US' && rng.chance(0.15);
  const n = soleProp ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  const region = rng.pick(regions);
  const [city, pre] = rng.pick(CITIES[region]!);
  const own = shares(rng, n);
  const owners = own.map((o, i) => owner(rng.fork(`owner${i}`), people[i]!, country, o, regions));
  let biz = rng.pick(country === 'CA' ? CA_BUSINESSES : US_BUSINESSES);
  if (soleProp) {
    const p = owners[0]!.p;
    biz = { legal: `${p.first} ${p.last}`, dba: `${p.last} ${rng.pick(['Painting', 'Handyman Services', 'Tile & Stone', 'Auto Detailing'])}`,
      entity: 'Sole Proprietor', industry: rng.pick(['Painter', 'Flooring and tile', 'Auto detailing']) };
    owners[0]!.idShow = 'full';
  }
  const taxId = soleProp ? owners[0]!.id : country === 'CA' ? bn(rng) : ein(rng);
  const startY = rng.int(2003, 2022);
  const amount = rng.pick([15000, 25000, 35000, 50000, 60000, 75000, 100000, 125000, 150000, 250000]);
  const frequency = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const payments = frequency === 'daily' ? rng.pick([120, 140, 160, 180]) : frequency === 'weekly' ? rng.pick([26, 32, 40, 52]) : frequency === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35) / payments * 100) / 100;
  const decoyNames = rng.shuffle([...DECOY_PEOPLE]);
  const funders = rng.shuffle([...FUNDERS]).slice(0, rng.int(0, 2)).map((name) => ({ name, balance: rng.int(8, 60) * 1000, payment: rng.int(150, 900) }));
  return {
    country, biz, soleProp, region, city, street: `${rng.int(10, 9990)} ${rng.pick(STREETS)}`, postal: postal(rng, country, pre),
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.digits(4)}`, email: `office${rng.int(1, 99)}@${biz.legal.toLowerCase().replace(/[^a-z]/g, '').slice(0, 12)}.com`,
    taxId, taxShow: soleProp ? 'full' : rng.weighted([['full', 7], ['masked', 2], ['blank', 1]] as const),
    start: dateWhen(rng, startY, rng.int(1, 12), rng.int(1, 28), ['us', 'us2', 'long', 'short']), years: 2026 - startY,
    amount, payment, payments, frequency, useOfFunds: rng.pick(USE_OF_FUNDS), monthlySales: rng.int(18, 400) * 1000, owners,
    decoys: {
      landlord: decoyNames[0]!, rent: rng.int(12, 90) * 100, refs: decoyNames.slice(1, 3), bank: rng.pick(country === 'CA' ? BANKS_CA : BANKS_US),
      routing: country === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.int(11, 99)}${rng.digits(6)}`, account: rng.digits(rng.int(8, 12)),
      iso: decoyNames[3]!, funders, incState: country === 'CA' ? rng.pick(['Canada (CBCA)', 'Federal', ...['ON', 'BC', 'NS'].filter((r) => r !== region)]) : rng.pick(['Delaware', 'Nevada', 'Wyoming']),
    },
  };
}
