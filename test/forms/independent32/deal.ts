// One seeded deal: the business, its owners and request, and the people and numbers around it that are not the
// applicant (broker rep, landlord, bank, references, existing funders). Layouts print parts of it; the truth is
// whatever they print.
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS, CA_BANKS, CA_CITIES, FIRST, FUNDERS, LAST, REF_COMPANIES, STREETS, TRADES, US_CITIES, USES, type Trade } from './data.ts';

export type Country = 'US' | 'CA';
export type EntityKind = 'llc' | 'corp' | 'scorp' | 'partnership' | 'sole' | 'lp' | 'llp' | 'pllc' | 'pc';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Person { first: string; middle: string; last: string; cred: string }
export interface Addr { street: string; city: string; state: string; zip: string }
export interface Owner extends Person {
  title: string; pct: number; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: string; score: number | null;
  home: Addr; phone: string; email: string;
}
export interface Funder { name: string; balance: number; payment: number; freq: Freq }
export interface Deal {
  country: Country; trade: Trade; stem: string; legal: string; dba: string | null; entity: EntityKind;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string; start: string; signed: string;
  addr: Addr; phone: string; email: string; website: string; incState: string;
  amount: number; payment: number; nPay: number; freq: Freq; use: string; monthly: number; annual: number; employees: number;
  rent: boolean; rentAmount: number; owners: Owner[];
  rep: Person & { phone: string; email: string; company: string; ein: string; isoId: string };
  landlord: { name: string; phone: string }; bank: { name: string; routing: string; account: string };
  refs: { company: string; contact: string; phone: string }[]; funders: Funder[];
}

const EIN_PREFIXES = ['10', '12', '13', '14', '16', '20', '22', '23', '26', '27', '30', '33', '35', '36', '38', '41', '45', '46', '47',
  '51', '52', '54', '56', '58', '61', '65', '71', '72', '75', '81', '82', '84', '86', '87', '88', '90', '91', '93', '94', '98'];

export function ein(r: Rng): string { return r.pick(EIN_PREFIXES) + r.digits(7); }

export function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}

function itin(r: Rng): string { return '9' + r.digits(2) + String(r.int(70, 88)) + String(r.int(1, 9999)).padStart(4, '0'); }

/** Nine digits with a Luhn check digit (Canadian BN and SIN). */
export function luhn9(r: Rng, first: number): string {
  const body = String(first) + r.digits(7);
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(body[i]) * (i % 2 === 1 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export function phone(r: Rng): string { return `${r.int(201, 989)}-${r.int(200, 989)}-${r.digits(4)}`; }

export function person(r: Rng): Person {
  const middle = r.chance(0.35) ? `${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  return { first: r.pick(FIRST), middle, last: r.pick(LAST), cred: '' };
}

export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function address(r: Rng, country: Country, near?: Addr): Addr {
  const pool = country === 'US' ? US_CITIES : CA_CITIES;
  const same = near ? pool.filter((c) => c[1] === near.state) : [];
  const [city, state, zp] = near && same.length && r.chance(0.75) ? r.pick(same) : r.pick(pool);
  const zip = country === 'US' ? zp + r.digits(2)
    : `${zp} ${r.int(1, 9)}${String.fromCharCode(65 + r.pick([0, 1, 2, 4, 6, 7, 9, 10, 11, 12, 13, 15, 17, 18, 19, 21]))}${r.int(1, 9)}`;
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.25) ? ` ${r.pick(['Suite', 'Unit', '#'])} ${r.int(1, 420)}` : ''}`, city, state, zip };
}

const SPLITS: readonly (readonly number[])[][] = [[[100]], [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]],
  [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]], [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]];

const TITLES: Record<EntityKind, readonly string[]> = {
  llc: ['Managing Member', 'Member', 'Owner', 'CEO'], corp: ['President', 'CEO', 'Vice President', 'Secretary', 'Owner'],
  scorp: ['President', 'CEO', 'Treasurer', 'Owner'], partnership: ['Partner', 'General Partner', 'Managing Partner'],
  sole: ['Owner', 'Sole Proprietor', 'Proprietor'], lp: ['General Partner', 'Limited Partner', 'Partner'],
  llp: ['Partner', 'Managing Partner'], pllc: ['Managing Member', 'Member', 'Owner'], pc: ['President', 'Owner', 'Director'],
};

const CREDENTIALS: Record<string, string> = { dental_practice: 'DDS', veterinary: 'DVM', medical_practice: 'DC' };

function owner(r: Rng, d: Pick<Deal, 'country' | 'entity' | 'addr' | 'trade' | 'start'>, pct: number, i: number): Owner {
  const p = person(r);
  const cred = i === 0 && CREDENTIALS[d.trade.id] && r.chance(0.5) ? CREDENTIALS[d.trade.id]! : '';
  const ca = d.country === 'CA';
  const kind = ca ? 'SIN' : r.chance(0.08) ? 'ITIN' : 'SSN';
  const taxId = ca ? luhn9(r, r.int(1, 7)) : kind === 'ITIN' ? itin(r) : ssn(r);
  const titles = TITLES[d.entity];
  const title = i > 0 && titles.length > 1 ? r.pick(titles.slice(1)) : titles[0]!;
  return { ...p, cred, title: r.chance(0.3) ? r.pick(titles) : title, pct, taxId, taxType: kind, masked: r.chance(0.22),
    dob: isoDate(r.int(1952, Math.min(2001, Number(d.start.slice(0, 4)) - 19)), r.int(1, 12), r.int(1, 28)), score: r.chance(0.6) ? r.int(540, 805) : null,
    home: address(r, d.country, d.addr), phone: phone(r), email: `${p.first.toLowerCase()}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@gmail.com` };
}

const NUMBERED: Record<string, string> = { ON: 'Ontario', AB: 'Alberta', BC: 'B.C.', SK: 'Saskatchewan', MB: 'Manitoba' };

function legalName(r: Rng, entity: EntityKind, base: string, region: Addr, ownerNames: string[]): string {
  const ca = region.zip.includes(' ');
  switch (entity) {
    case 'llc': return `${base}${r.pick([' LLC', ', LLC', ' L.L.C.'])}`;
    case 'corp': return ca ? r.chance(0.3) ? `${r.int(1000000, 2799999)} ${NUMBERED[region.state] ?? 'Canada'} Inc.`
      : `${base} ${r.pick(['Inc.', 'Ltd.', 'Corp.'])}` : `${base}${r.pick([', Inc.', ' Inc.', ' Corp.', ' Corporation'])}`;
    case 'scorp': return `${base}${r.pick([', Inc.', ' Inc.'])}`;
    case 'partnership': return ownerNames.length >= 2 ? `${ownerNames[0]} & ${ownerNames[1]} ${base.split(' ').slice(-1)[0]}` : `${base} Partners`;
    case 'sole': return base;
    case 'lp': return `${base}, LP`;
    case 'llp': return `${base} LLP`;
    case 'pllc': return `${base}, PLLC`;
    case 'pc': return `${base}, P.C.`;
  }
}

function entityFor(r: Rng, country: Country, owners: number, trade: Trade): EntityKind {
  if (country === 'CA') return owners > 1 ? r.weighted([['corp', 8], ['partnership', 2]]) : r.weighted([['corp', 7], ['sole', 3]]);
  const pro = ['dental_practice', 'medical_practice', 'veterinary'].includes(trade.id);
  const list: [EntityKind, number][] = [['llc', 10], ['corp', 5], ['scorp', 3], ['lp', 1], ['llp', pro ? 0 : 1], ['pllc', pro ? 3 : 0],
    ['pc', pro ? 2 : 0]];
  if (owners === 1) list.push(['sole', 4]); else list.push(['partnership', 2]);
  return r.weighted(list);
}

function request(r: Rng): Pick<Deal, 'amount' | 'payment' | 'nPay' | 'freq'> {
  const amount = r.pick([2500, 5000]) * r.int(4, 80);
  const freq = r.weighted<Freq>([['daily', 45], ['weekly', 40], ['biweekly', 8], ['monthly', 7]]);
  const nPay = freq === 'daily' ? r.int(12, 50) * 5 : freq === 'weekly' ? r.int(16, 52) : freq === 'biweekly' ? r.int(8, 26) : r.int(6, 18);
  const factor = r.int(122, 149) / 100;
  return { amount, freq, nPay, payment: Math.round((amount * factor * 100) / nPay) / 100 };
}

function decoys(r: Rng, d: Pick<Deal, 'country' | 'amount' | 'payment'>): Pick<Deal, 'rep' | 'landlord' | 'bank' | 'refs' | 'funders'> {
  const ca = d.country === 'CA';
  const rep = { ...person(r), phone: phone(r), email: `${r.pick(['submissions', 'deals', 'iso'])}@${r.alnum(5, 'abcdefghkmnprstuvwxyz')}capital.com`,
    company: `${r.pick(['Apex', 'Blue Harbor', 'Cornerstone', 'Elevate', 'Gold Coast', 'Liberty'])} ${r.pick(['Business Funding', 'Capital Advisors', 'Merchant Partners'])}`,
    ein: ein(r), isoId: `ISO-${r.digits(5)}` };
  const landlord = { name: r.chance(0.5) ? `${r.pick(['Crescent', 'Parkway', 'Stonebridge', 'Meadowbrook'])} Properties LLC`
    : (({ first, last }) => `${first} ${last}`)(person(r)), phone: phone(r) };
  const bank = { name: r.pick(ca ? CA_BANKS : BANKS), routing: ca ? `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '010', '815'])}`
    : r.pick(['0', '1', '2', '3']) + r.digits(8), account: r.digits(r.int(8, 12)) };
  const refs = [0, 1].map(() => ({ company: r.pick(REF_COMPANIES), contact: (({ first, last }) => `${first} ${last}`)(person(r)), phone: phone(r) }));
  const funders = Array.from({ length: r.weighted([[0, 4], [1, 4], [2, 2]]) }, (): Funder => ({ name: r.pick(FUNDERS),
    balance: r.int(300000, 8500000) / 100, payment: r.int(9000, 240000) / 100, freq: r.pick(['daily', 'weekly'] as const) }))
    .filter((f) => f.balance !== d.amount && f.payment !== d.payment);
  return { rep, landlord, bank, refs, funders };
}

function business(r: Rng, country: Country, trade: Trade): Pick<Deal, 'stem' | 'addr' | 'phone' | 'email' | 'website' | 'start' | 'signed'> {
  const stem = `${r.pick(trade.stems)} ${r.pick(trade.tail)}`;
  const addr = address(r, country);
  const site = stem.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');
  return { stem, addr, phone: phone(r), email: `${r.pick(['info', 'office', 'contact', 'admin'])}@${site}.com`,
    website: r.chance(0.7) ? `www.${site}.com` : '', start: isoDate(r.int(1996, 2022), r.int(1, 12), r.int(1, 28)),
    signed: isoDate(2025, r.int(1, 11), r.int(1, 28)) };
}

export function makeDeal(r: Rng, country: Country, maxOwners: number): Deal {
  const trade = r.pick(TRADES);
  const n = r.weighted([[1, 5], [2, 4], [3, 2], [4, 1]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  const b = business(r, country, trade);
  const entity = entityFor(r, country, n, trade);
  const split = r.pick(SPLITS[n - 1]!);
  const owners = split.map((pct, i) => owner(r, { country, entity, addr: b.addr, trade, start: b.start }, pct, i));
  const o0 = owners[0]!;
  const sole = entity === 'sole';
  const taxType = country === 'CA' ? 'BN' : sole && r.chance(0.5) ? (o0.taxType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN';
  const taxId = country === 'CA' ? luhn9(r, r.int(7, 8)) : taxType === 'EIN' ? ein(r) : o0.taxId;
  if (taxType !== 'EIN' && taxType !== 'BN') o0.masked = false;
  const legal = sole ? [o0.first, o0.middle, o0.last].filter(Boolean).join(' ') : legalName(r, entity, b.stem, b.addr, owners.map((o) => o.last));
  const dba = sole || legal.startsWith(b.stem) === false ? b.stem : r.chance(0.45) ? b.stem : null;
  const req = request(r);
  const monthly = r.int(18, 420) * 1000;
  const incState = country === 'US' && entity !== 'sole' && r.chance(0.35) ? r.pick(['DE', 'NV', 'WY'].filter((s) => s !== b.addr.state))
    : b.addr.state;
  return { country, trade, ...b, legal, dba: dba === legal ? null : dba, entity, taxId, taxType, program: r.pick(['RC0001', 'RT0001']),
    incState, ...req, use: r.pick(USES), monthly, annual: monthly * 12 + r.int(-40, 40) * 1000, employees: r.int(1, 45),
    rent: r.chance(0.75), rentAmount: r.int(12, 140) * 100, owners, ...decoys(r, { country, ...req }) };
}
