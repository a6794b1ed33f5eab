// The merchant behind one generated application (independent set 101): every value a broker's form may print, drawn
// from the seed only. The layouts decide what is printed and how; the truth follows what they print.
import type { Rng } from '../../statements/generator/prng.ts';
import { INDUSTRIES, US_PLACES, CA_PLACES, FIRST_US, FIRST_CA, LAST_US, LAST_CA, STREETS_US, STREETS_CA, BANKS_US, BANKS_CA,
  FUNDERS, USES, REF_NAMES, HOLDING_WORDS, type Place } from './lists.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; middle: string; last: string; credential: string;
  title: string; pct: number;
  taxDigits: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean;
  dob: Date; home: string; cell: string; email: string; credit: number | null;
}

export interface TaxId { digits: string; type: 'EIN' | 'SSN' | 'BN'; program: string }

export interface Merchant {
  country: Country; place: Place; street: string; phone: string; email: string; website: string;
  legal: string; dba: string | null; dbaShown: string;
  entityId: string; industryId: string; industryText: string;
  tax: TaxId; start: Date; years: number; incorporated: string; incDiffers: boolean;
  employees: number; monthlySales: number; amount: number; use: string;
  freq: Freq; nPayments: number; payment: number;
  owners: Owner[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: number };
  refs: { name: string; phone: string }[];
  funders: { name: string; balance: number; payment: number }[];
  isoRep: string; signed: Date; neq: string;
}

const VALID_EIN_PREFIX = ['20', '22', '26', '27', '30', '33', '35', '36', '38', '41', '45', '46', '47', '54', '56', '61', '65', '72', '75', '81', '82', '84', '85', '87', '88', '90', '92', '93', '95', '99'];

export function luhnComplete(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(first8[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return first8 + String((10 - (sum % 10)) % 10);
}

function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}

function itin(rng: Rng): string {
  return '9' + rng.digits(2) + String(rng.int(70, 88)) + String(rng.int(1, 9999)).padStart(4, '0');
}

const SIN_FIRST: Record<string, string> = { ON: '45', BC: '7', AB: '6', QC: '23', MB: '6', NS: '1', SK: '6' };

function phone(rng: Rng, area: string): string {
  return `(${area}) ${rng.int(201, 989)}-${rng.digits(4)}`;
}

function ymd(y: number, m: number, d: number): Date { return new Date(Date.UTC(y, m - 1, d)); }

function titleFor(rng: Rng, entity: string, i: number, country: Country, region: string): string {
  if (region === 'QC') return entity === 'general_partnership' ? 'Associé' : entity === 'sole_proprietorship' ? 'Propriétaire' : i === 0 ? rng.pick(['Président', 'Présidente', 'Propriétaire']) : rng.pick(['Vice-président', 'Secrétaire', 'Administrateur']);
  if (entity === 'sole_proprietorship') return rng.pick(['Owner', 'Owner', 'Sole Proprietor', 'Proprietor']);
  if (entity === 'general_partnership' || entity === 'limited_partnership') return rng.pick(['Partner', 'General Partner', 'Managing Partner']);
  if (entity === 'llc' || entity === 'pllc') return i === 0 ? rng.pick(['Managing Member', 'Owner', 'CEO', 'Member']) : rng.pick(['Member', 'Owner', 'Partner', 'COO']);
  if (country === 'CA') return i === 0 ? rng.pick(['President', 'Owner', 'Director', 'CEO']) : rng.pick(['Director', 'Secretary-Treasurer', 'Vice-President', 'Partner']);
  return i === 0 ? rng.pick(['President', 'CEO', 'Owner', 'President/CEO']) : rng.pick(['Vice President', 'Secretary', 'COO', 'Treasurer']);
}

const SPLITS: Record<number, number[][]> = {
  1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]],
  3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]],
};

export function entityChoices(country: Country, industryId: string): string[] {
  if (country === 'CA') return ['ca_corporation', 'ca_corporation', 'ca_corporation', 'sole_proprietorship', 'general_partnership'];
  const l = ['llc', 'llc', 'llc', 'c_corporation', 'c_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership'];
  if (industryId === 'dental_practice' || industryId === 'medical_practice' || industryId === 'veterinary') l.push('pllc', 'pllc');
  else l.push('limited_partnership');
  return l;
}

function legalSuffix(rng: Rng, entity: string, country: Country): string {
  switch (entity) {
    case 'llc': return rng.pick([' LLC', ', LLC', ' L.L.C.']);
    case 'pllc': return rng.pick([' PLLC', ', PLLC']);
    case 'limited_partnership': return rng.pick([' LP', ', L.P.']);
    case 'general_partnership': return ' Partners';
    case 'ca_corporation': return rng.pick([' Inc.', ' Ltd.', ' Corp.', ' Limited']);
    default: return country === 'US' ? rng.pick([', Inc.', ' Inc.', ' Corp.', ' Corporation']) : ' Inc.';
  }
}

function numbered(rng: Rng, region: string): string {
  if (region === 'QC') return `9${rng.digits(3)}-${rng.digits(4)} Québec inc.`;
  if (region === 'ON') return `${rng.int(1000000, 2999999)} Ontario Inc.`;
  if (region === 'BC') return `${rng.int(1000000, 1499999)} B.C. Ltd.`;
  if (region === 'AB') return `${rng.int(1000000, 2599999)} Alberta Ltd.`;
  return `${rng.int(1000000, 9999999)} Canada Inc.`;
}

/** The merchant for one seed. `regions` narrows the places (a Quebec broker's clients are mostly in Quebec). */
export function makeMerchant(rng: Rng, country: Country, regions: readonly string[] | null, signedYear: number): Merchant {
  const places = (country === 'US' ? US_PLACES : CA_PLACES).filter((p) => !regions || regions.includes(p.region));
  const place = rng.pick(places.length ? places : country === 'US' ? US_PLACES : CA_PLACES);
  const ind = rng.pick(INDUSTRIES);
  const entityId = rng.pick(entityChoices(country, ind.id));
  const industryText = rng.pick(ind.texts);
  const nOwners = entityId === 'sole_proprietorship' ? 1
    : entityId === 'general_partnership' ? rng.weighted([[2, 6], [3, 2], [4, 1]] as const)
      : rng.weighted([[1, 9], [2, 7], [3, 3], [4, 1]] as const);
  const split = rng.pick(SPLITS[nOwners]!);
  const firsts = country === 'US' ? FIRST_US : place.region === 'QC' ? FIRST_CA : [...FIRST_CA, ...FIRST_US];
  const lasts = country === 'US' ? LAST_US : place.region === 'QC' ? LAST_CA : [...LAST_CA, ...LAST_US];
  const usedLast = new Set<string>();
  const owners: Owner[] = split.map((pct, i) => {
    let last = rng.pick(lasts);
    while (usedLast.has(last)) last = rng.pick(lasts);
    usedLast.add(last);
    const first = rng.pick(firsts);
    const dob = ymd(rng.int(1956, 1996), rng.int(1, 12), rng.int(1, 28));
    const hp = rng.chance(0.8) ? place : rng.pick((country === 'US' ? US_PLACES : CA_PLACES).filter((x) => x.region === place.region || rng.chance(0.3)));
    const taxType: Owner['taxType'] = country === 'CA' ? 'SIN' : rng.chance(0.08) ? 'ITIN' : 'SSN';
    const sinHead = SIN_FIRST[place.region] ?? '5';
    const taxDigits = taxType === 'SIN' ? luhnComplete(sinHead[rng.int(0, sinHead.length - 1)]! + rng.digits(7)) : taxType === 'ITIN' ? itin(rng) : ssn(rng);
    const credential = (ind.id === 'dental_practice' && i === 0 && rng.chance(0.5)) ? ', DDS' : (industryText === 'Chiropractor' && i === 0 && rng.chance(0.5)) ? ', DC' : '';
    return {
      first, middle: rng.chance(0.4) ? rng.pick('ABCDEFGHJKLMNPRSTW'.split('')) : '', last, credential,
      title: titleFor(rng, entityId, i, country, place.region), pct, taxDigits, taxType, masked: rng.chance(0.25), dob,
      home: `${rng.int(12, 9899)} ${streetFor(rng, country, hp.region)}, ${hp.city}, ${hp.region} ${hp.postal}`,
      cell: phone(rng, hp.area), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
      credit: rng.chance(0.7) ? rng.int(545, 795) : null,
    };
  });
  const o0 = owners[0]!;
  const base = rng.pick(ind.names);
  let legal: string;
  let dba: string | null;
  if (entityId === 'sole_proprietorship') {
    legal = `${o0.first} ${o0.middle ? o0.middle + '. ' : ''}${o0.last}`;
    dba = base;
  } else if (entityId === 'general_partnership') {
    legal = `${o0.last} & ${owners[1]!.last} Partners`;
    dba = base;
  } else if (country === 'CA' && rng.chance(0.35)) {
    legal = numbered(rng, place.region);
    dba = base;
  } else if (rng.chance(0.5)) {
    legal = base + legalSuffix(rng, entityId, country);
    dba = null;
  } else {
    const w = rng.pick(HOLDING_WORDS);
    legal = (rng.chance(0.5) ? `${o0.last} ${w}` : `${rng.pick(['Tri-County', 'Northgate', 'Riverbend', 'Crescent', 'Lakeshore', 'Summit', 'Keystone'])} ${w}`) + legalSuffix(rng, entityId, country);
    dba = base;
  }
  const dbaShown = dba ?? rng.pick(['', '', 'SAME', 'N/A', legal]);
  let tax: TaxId;
  if (country === 'CA') tax = { digits: luhnComplete(rng.pick(['7', '8']) + rng.digits(7)), type: 'BN', program: rng.pick(['RC0001', 'RT0001', 'RC0001']) };
  else if (entityId === 'sole_proprietorship' && rng.chance(0.5) && o0.taxType === 'SSN') { tax = { digits: o0.taxDigits, type: 'SSN', program: '' }; o0.masked = false; }
  else tax = { digits: rng.pick(VALID_EIN_PREFIX) + rng.digits(7), type: 'EIN', program: '' };
  const start = ymd(rng.int(2004, signedYear - 2), rng.int(1, 12), rng.int(1, 28));
  const signed = ymd(signedYear, rng.int(1, 5), rng.int(1, 28));
  const years = signedYear - start.getUTCFullYear() - (start.getUTCMonth() > signed.getUTCMonth() ? 1 : 0);
  const regionName = place.regionName;
  const incorporated = country === 'US'
    ? (rng.chance(0.25) ? rng.pick(['Delaware', 'Wyoming', 'Nevada']) : regionName)
    : (rng.chance(0.3) ? 'Federal' : regionName);
  const freq = rng.weighted([['daily', 4], ['weekly', 5], ['biweekly', 1], ['monthly', 1]] as const);
  const amount = rng.pick([10000, 15000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 75000, 80000, 100000, 125000, 150000, 200000, 250000, 300000, 400000, 500000]) + (rng.chance(0.15) ? 2500 : 0);
  const nPayments = freq === 'daily' ? rng.pick([60, 80, 100, 120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([12, 16, 20, 24, 26, 30, 36, 40, 52]) : freq === 'biweekly' ? rng.pick([6, 8, 10, 12, 13, 18, 26]) : rng.pick([6, 9, 12, 18]);
  const payment = Math.round(amount * rng.float(1.25, 1.45) / nPayments);
  const monthlySales = Math.round(Math.max(amount * rng.float(0.6, 2.5), 12000) / 100) * 100 + 37;
  const bankList = country === 'US' ? BANKS_US : BANKS_CA;
  const bank = rng.pick(bankList);
  const funders = rng.chance(0.55) ? [] : rng.shuffle([...FUNDERS]).slice(0, rng.int(1, 2)).map((name) => ({
    name, balance: rng.int(30, 900) * 100 + rng.int(0, 99), payment: rng.int(80, 2400) + rng.int(0, 99) / 100 }));
  const area = place.area;
  const landlordLast = rng.pick(lasts.filter((l) => !usedLast.has(l)));
  return {
    country, place, street: `${rng.int(10, 9980)} ${streetFor(rng, country, place.region)}${rng.chance(0.3) ? `, ${rng.pick(['Suite', 'Unit', 'Ste.'])} ${rng.int(1, 40) * (rng.chance(0.5) ? 1 : 10)}` : ''}`,
    phone: phone(rng, area), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
    website: rng.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}` : '',
    legal, dba, dbaShown, entityId, industryId: ind.id, industryText,
    tax, start, years, incorporated, incDiffers: incorporated !== regionName,
    employees: rng.int(1, 45), monthlySales, amount, use: rng.pick(USES), freq, nPayments, payment,
    owners,
    bank: country === 'US' ? { name: bank, routing: aba(rng), account: rng.digits(rng.int(9, 12)) }
      : { name: bank, routing: `${rng.digits(5)}-${rng.pick(['001', '002', '003', '004', '010', '815'])}`, account: rng.digits(7) },
    landlord: { name: rng.chance(0.5) ? `${rng.pick(firsts)} ${landlordLast}` : `${landlordLast} ${rng.pick(['Properties', 'Realty Group', 'Holdings'])}${country === 'US' ? ' LLC' : ' Inc.'}`, phone: phone(rng, area), rent: rng.int(12, 120) * 100 },
    refs: [0, 1].map(() => ({ name: `${rng.pick(REF_NAMES)} ${rng.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Equipment'])}`, phone: phone(rng, area) })),
    funders, isoRep: `${rng.pick(firsts)} ${rng.pick(lasts.filter((l) => !usedLast.has(l) && l !== landlordLast))}`, signed,
    neq: `11${rng.digits(8)}`,
  };
}

function streetFor(rng: Rng, country: Country, region: string): string {
  if (country === 'US') return rng.pick(STREETS_US);
  const fr = STREETS_CA.filter((s) => /^(Rue|Boul)/.test(s));
  return rng.pick(region === 'QC' ? fr : STREETS_CA.filter((s) => !fr.includes(s)));
}

function aba(rng: Rng): string {
  const d = [rng.pick([0, 1, 2, 3]), ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = d.reduce((a, x, i) => a + x * w[i]!, 0);
  return d.join('') + String((10 - (s % 10)) % 10);
}
