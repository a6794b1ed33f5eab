// A seeded deal: the business, its owners, the funding request and every decoy a long application carries (bank,
// existing advances, trade references, landlord, ISO). The layouts print from it; the truth comes from what they print.
import { Rng } from '../../statements/generator/prng.ts';
import * as W from './data.ts';
import { INDUSTRIES } from './industries.ts';
import { addDays, newEin, newItin, newLuhn9, newRouting, newSsn } from './fmt.ts';

export interface Addr { street: string; city: string; state: string; zip: string }
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  title: string; pct: number; taxDigits: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean;
  dob: string; score: number | null; home: Addr; cell: string; email: string;
}
export interface Advance { funder: string; funded: number; balance: number; payment: number; freq: Freq }
export interface Party { name: string; contact: string; phone: string }

export interface Deal {
  country: 'US' | 'CA';
  legal: string; dba: string | null; entityId: string; industryId: string; industryText: string;
  taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; bnProgram: string | null;
  incState: string; addr: Addr; area: string; phone: string; email: string; website: string | null;
  start: string; employees: number; own: boolean;
  amount: number; payment: number; numPayments: number; freq: Freq; use: string; monthlySales: number;
  bank: { name: string; routing: string; account: string; transit: string };
  advances: Advance[]; refs: Party[]; landlord: Party & { rent: number };
  iso: Party & { ein: string; email: string };
  appNo: string; signDate: string; owners: Owner[];
}

const SHARES: Record<number, number[][]> = {
  1: [[100]],
  2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]],
  3: [[34, 33, 33], [40, 30, 30], [50, 25, 25], [40, 40, 20], [60, 20, 20]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20], [35, 25, 20, 20], [28, 24, 24, 24]],
};

function titleFor(rng: Rng, entityId: string, i: number, used: Set<string>): string {
  const pool: readonly string[] = entityId === 'general_partnership' || entityId === 'llp' ? W.TITLES_PART
    : entityId === 'llc' || entityId === 'pllc' ? (i === 0 ? ['Managing Member', 'Owner', 'CEO', 'President'] : W.TITLES_LLC)
      : i === 0 ? ['President', 'CEO', 'Owner'] : W.TITLES_CORP;
  if (entityId === 'sole_proprietorship') return 'Owner';
  const unique = ['CEO', 'President', 'Managing Member', 'Owner', 'Managing Partner', 'COO', 'CFO', 'Vice President'];
  const free = pool.filter((t) => !(used.has(t) && unique.includes(t)));
  const t = rng.pick(free.length ? free : pool);
  used.add(t);
  return t;
}

function address(rng: Rng, place: W.Place, ca: boolean): Addr {
  const street = `${rng.int(12, 9880)} ${rng.pick(ca ? W.CA_STREETS : W.STREETS)}${rng.chance(0.25) ? `, ${rng.pick(['Suite', 'Unit', 'Ste'])} ${rng.int(2, 410)}` : ''}`;
  const zip = ca ? `${place.zip} ${rng.int(1, 9)}${rng.pick(['A', 'C', 'E', 'H', 'K', 'N', 'R', 'T', 'W'])}${rng.int(1, 9)}` : `${place.zip}${rng.digits(2)}`;
  return { street, city: place.city, state: place.state, zip };
}

function owners(rng: Rng, n: number, d: Pick<Deal, 'entityId' | 'industryId' | 'country' | 'signDate'>, places: readonly W.Place[], near: W.Place): Owner[] {
  const shares = rng.pick(SHARES[n]!);
  const firsts = rng.shuffle([...W.FIRST_NAMES]), lasts = rng.shuffle([...W.LAST_NAMES]);
  const prof = ['medical_practice', 'dental_practice', 'veterinary'].includes(d.industryId);
  const used = new Set<string>();
  return shares.map((pct, i) => {
    const ca = d.country === 'CA';
    const itin = !ca && rng.chance(0.1);
    const place = rng.chance(0.7) ? near : rng.pick(places);
    const first = firsts[i]!, last = lasts[i]!;
    return {
      first, last, middle: rng.chance(0.35) ? `${rng.pick('ABCDEFGHJKLMNPRSTW'.split(''))}.` : null,
      credential: prof && i === 0 && rng.chance(0.4) ? (d.industryId === 'dental_practice' ? 'DDS' : d.industryId === 'veterinary' ? 'DVM' : 'DC') : null,
      title: titleFor(rng, d.entityId, i, used), pct,
      taxDigits: ca ? newLuhn9(rng, rng.pick([1, 2, 4, 5, 6, 7])) : itin ? newItin(rng) : newSsn(rng),
      taxType: ca ? 'SIN' : itin ? 'ITIN' : 'SSN', masked: rng.chance(0.22),
      dob: addDays(d.signDate, -rng.int(25 * 365, 68 * 365)), score: rng.chance(0.6) ? rng.int(540, 815) : null,
      home: address(rng, place, ca), cell: `${place.area}${rng.int(200, 989)}${rng.digits(4)}`,
      email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
    };
  });
}

function legalName(rng: Rng, entityId: string, words: string, ca: boolean, place: W.Place): string {
  if (ca && entityId === 'ca_corporation' && rng.chance(0.35)) return `${rng.int(1000000, 2999999)} ${({ ON: 'Ontario', BC: 'B.C.', AB: 'Alberta', QC: 'Québec', MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan' } as Record<string, string>)[place.state]} ${rng.pick(['Inc.', 'Ltd.'])}`;
  switch (entityId) {
    case 'llc': return `${words} ${rng.pick(['LLC', 'LLC', 'L.L.C.'])}`;
    case 'c_corporation': return `${words}${rng.pick([' Inc.', ', Inc.', ' Corp.', ' Corporation'])}`;
    case 's_corporation': return `${words}${rng.pick([' Inc.', ', Inc.'])}`;
    case 'general_partnership': return `${words} Partners`;
    case 'llp': return `${words} LLP`;
    case 'pllc': return `${words} PLLC`;
    case 'professional_corporation': return `${words}, ${rng.pick(['P.C.', 'P.A.'])}`;
    case 'ca_corporation': return `${words} ${rng.pick(['Inc.', 'Ltd.', 'Corp.'])}`;
    default: return words;
  }
}

function pickEntity(rng: Rng, allowed: readonly string[], ca: boolean): string {
  const e = rng.pick(allowed);
  if (!ca) return e;
  if (e === 'sole_proprietorship' || e === 'general_partnership') return e;
  return 'ca_corporation';
}

function request(rng: Rng): Pick<Deal, 'amount' | 'payment' | 'numPayments' | 'freq' | 'use' | 'monthlySales'> {
  const amount = rng.chance(0.5) ? rng.int(4, 20) * 2500 : rng.int(5, 100) * 5000;
  const freq = rng.weighted([['daily', 55], ['weekly', 30], ['biweekly', 7], ['monthly', 8]] as const);
  const numPayments = rng.pick({ daily: [60, 80, 100, 120, 140, 160, 180, 220, 240], weekly: [16, 20, 26, 32, 40, 52],
    biweekly: [12, 13, 18, 24, 26], monthly: [6, 9, 12, 18, 24] }[freq]);
  const factor = rng.int(122, 149) / 100;
  const raw = (amount * factor) / numPayments;
  const payment = rng.chance(0.5) ? Math.round(raw) : Math.round(raw * 100) / 100;
  return { amount, payment, numPayments, freq, use: rng.pick(W.USES), monthlySales: Math.round((amount * rng.float(0.7, 2.6)) / 100) * 100 };
}

function advances(rng: Rng, d: Pick<Deal, 'amount' | 'payment'>): Advance[] {
  const n = rng.weighted([[0, 3], [1, 4], [2, 3], [3, 1]] as const);
  return rng.shuffle([...W.FUNDERS]).slice(0, n).map((funder) => {
    let funded = rng.int(4, 60) * 2500;
    if (funded === d.amount) funded += 2500;
    let balance = Math.round(funded * rng.float(0.15, 0.85) * 100) / 100;
    if (balance === d.amount) balance += 137.5;
    const freq: Freq = rng.chance(0.6) ? 'daily' : 'weekly';
    let payment = Math.round((funded * 1.35) / (freq === 'daily' ? 140 : 30) * 100) / 100;
    if (payment === d.payment) payment += 11;
    return { funder, funded, balance, payment, freq };
  });
}

function parties(rng: Rng, area: string, payment: number): Pick<Deal, 'refs' | 'landlord' | 'iso'> {
  const people = rng.shuffle([...W.OTHER_PEOPLE]);
  const phone = (): string => `${rng.chance(0.7) ? area : rng.pick(['800', '888', '212', '646', '305', '516'])}${rng.int(200, 989)}${rng.digits(4)}`;
  const refs = rng.shuffle([...W.SUPPLIERS]).slice(0, 3).map((name, i) => ({ name, contact: people[i]!, phone: phone() }));
  const lPerson = rng.chance(0.35);
  let rent = rng.int(12, 90) * 100;
  if (rent === payment) rent += 100;
  const landlord = { name: lPerson ? people[3]! : rng.pick(W.LANDLORD_COS), contact: people[4]!, phone: phone(), rent };
  const company = rng.pick(W.ISO_COS);
  const iso = { name: company, contact: people[5]!, phone: phone(), ein: newEin(rng),
    email: `${people[5]!.split(' ')[0]!.toLowerCase()}@${company.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com` };
  return { refs, landlord, iso };
}

/** A web domain from a business name: its words run together, whole words only, about 20 letters at most. */
function domainOf(name: string): string {
  const words = name.toLowerCase().replace(/&/g, ' ').split(/\s+/).map((w) => w.replace(/[^a-z]/g, '')).filter(Boolean);
  let out = '';
  for (const w of words) if (!out || out.length + w.length <= 20) out += w;
  return out;
}

/** A deal for one seed. `ca` asks for a Canadian business (only the cross-border layout does). */
export function makeDeal(seed: number, layout: string, ca = false): Deal {
  const rng = new Rng(`independent31:${layout}:${seed}`);
  const kind = rng.pick(INDUSTRIES);
  const places = ca ? W.CA_PLACES : W.US_PLACES;
  const place = rng.pick(places);
  const entityId = pickEntity(rng, kind.entities, ca);
  const signDate = addDays('2024-02-05', rng.int(0, 560));
  const base = { country: ca ? 'CA' as const : 'US' as const, entityId, industryId: kind.id, signDate };
  const n = entityId === 'sole_proprietorship' ? 1 : entityId === 'general_partnership' || entityId === 'llp' ? rng.int(2, 4)
    : rng.weighted([[1, 1], [2, 3], [3, 4], [4, 4]] as const);
  const os = owners(rng, n, base, places, place);
  const words = `${rng.pick(W.NAME_WORDS)} ${rng.pick(kind.nouns)}`;
  const sole = entityId === 'sole_proprietorship';
  const o1 = os[0]!;
  const legal = sole ? `${o1.first} ${o1.middle ? `${o1.middle} ` : ''}${o1.last}` : legalName(rng, entityId, words, ca, place);
  const dba = sole ? words : rng.chance(0.5) ? `${rng.pick(W.NAME_WORDS)} ${rng.pick(kind.nouns)}` : null;
  const useSsn = sole && !ca && rng.chance(0.6);
  if (useSsn) { o1.taxType = 'SSN'; o1.taxDigits = newSsn(rng); }
  const area = place.area;
  const domain = `${domainOf(dba ?? words)}.${ca ? rng.pick(['ca', 'com']) : 'com'}`;
  const req = request(rng);
  return {
    ...base, legal, dba, industryText: rng.pick(kind.texts),
    taxDigits: useSsn ? o1.taxDigits : ca ? newLuhn9(rng, rng.int(1, 8)) : newEin(rng),
    taxType: useSsn ? 'SSN' : ca ? 'BN' : 'EIN', bnProgram: ca && rng.chance(0.7) ? `RC${rng.pick(['0001', '0001', '0002'])}` : null,
    incState: ca ? rng.pick(['ON', 'BC', 'CD']) : rng.chance(0.4) ? rng.pick(W.CHARTER_STATES.filter((s) => s !== place.state)) : place.state,
    addr: address(rng, place, ca), area, phone: `${area}${rng.int(200, 989)}${rng.digits(4)}`,
    email: `${rng.pick(['info', 'office', 'admin', 'accounts'])}@${domain}`, website: rng.chance(0.6) ? `www.${domain}` : null,
    start: addDays(signDate, -rng.int(400, 9000)), employees: rng.int(2, 60), own: rng.chance(0.2), ...req,
    bank: { name: rng.pick(ca ? W.CA_BANKS : W.US_BANKS), routing: newRouting(rng), account: rng.digits(rng.int(8, 12)), transit: rng.digits(5) },
    advances: advances(rng, req), ...parties(rng, area, req.payment),
    appNo: `${rng.int(24, 25)}${rng.digits(6)}`, signDate, owners: os,
  };
}
