// One fictional merchant: every value a form may print, and the truth each value gives when it is printed
// (applications.md's rules). A layout prints some of these; the pen (pen.ts) copies into the form's truth only the
// values a layout actually printed, so an unprinted field stays null.
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { BANKS, CA_BANKS, CA_HOMES, CA_PLACES, FIRST, FUNDERS, INC_STATES, INDUSTRIES, CA_STREETS, INITIALS, LAST, NAME_WORDS, REFERENCE_FIRMS, STREETS,
  TITLES, US_PLACES, USES, type Place } from './pools.ts';

export interface Address { street: string; city: string; region: string; regionName: string; zip: string }
export interface Owner {
  first: string; middle: string; last: string; suffix: string; title: string; pct: number; score: number | null;
  /** Tax id digits, its type and whether the form masks it. */
  tid: string; tidType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: string; home: Address; phone: string; email: string;
}
export interface Merchant {
  country: 'US' | 'CA'; legal: string; dba: string; entityId: string; industryText: string; industryId: string;
  /** Business tax id digits (BN: with its program account) and type. */
  tid: string; tidType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; start: string; years: number; addr: Address; phone: string; email: string; website: string;
  incState: readonly [string, string]; amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[]; landlord: { name: string; phone: string }; bank: { name: string; routing: string; account: string };
  refs: { name: string; phone: string }[]; iso: { name: string; phone: string; email: string };
  funders: { name: string; balance: number; payment: number }[]; rent: boolean; employees: number; monthlySales: number; use: string;
  /** The truth when every value is printed (masked ids already null). */
  full: TruthApplication;
}
export interface MerchantOptions { country?: 'US' | 'CA'; owners: number; soleProp?: boolean; entities: readonly string[]; maskSsn?: number }

/** Luhn check digit for an 8-digit body (Canadian BN and SIN). */
function luhn(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
export function luhnNumber(rng: Rng, first: string): string {
  const body = first + rng.digits(7);
  return body + luhn(body);
}
function ein(rng: Rng): string {
  const prefixes = ['12', '20', '26', '33', '45', '46', '47', '52', '61', '81', '82', '84', '88', '90', '92'];
  return rng.pick(prefixes) + rng.digits(7);
}
function ssn(rng: Rng): string {
  return String(rng.int(101, 665)) + String(rng.int(10, 99)) + String(rng.int(1001, 9899));
}
function itin(rng: Rng): string {
  return '9' + rng.digits(2) + String(rng.int(70, 88)) + String(rng.int(1001, 9899));
}
function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
function address(rng: Rng, p: Place): Address {
  return { street: `${rng.int(12, 9850)} ${rng.pick(p.zip.includes(' ') ? CA_STREETS : STREETS)}`, city: p.city, region: p.region, regionName: p.name, zip: p.zip };
}
function phone(rng: Rng, area: string): string {
  return `(${area}) ${rng.int(201, 989)}-${rng.digits(4)}`;
}
const SLUG = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

function owner(rng: Rng, o: { country: 'US' | 'CA'; place: Place; title: string; pct: number; masked: boolean }): Owner {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const tidType = o.country === 'CA' ? 'SIN' : rng.chance(0.1) ? 'ITIN' : 'SSN';
  const tid = tidType === 'SIN' ? luhnNumber(rng, String(rng.pick([1, 2, 4, 5, 6, 7]))) : tidType === 'ITIN' ? itin(rng) : ssn(rng);
  // Owners live elsewhere than the business's state, so a home address is a decoy a reader could wrongly take.
  const home = address(rng, rng.pick((o.country === 'CA' ? CA_HOMES : US_PLACES).filter((p) => p.region !== o.place.region)));
  return { first, middle: rng.chance(0.5) ? rng.pick([...INITIALS]) : '', last, suffix: rng.chance(0.12) ? rng.pick(['Jr.', 'Sr.', 'III']) : '',
    title: o.title, pct: o.pct, score: rng.chance(0.7) ? rng.int(540, 790) : null, tid, tidType, masked: o.masked,
    dob: isoDate(rng.int(1956, 1996), rng.int(1, 12), rng.int(1, 28)), home, phone: phone(rng, o.place.area),
    email: `${SLUG(first)}.${SLUG(last)}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}` };
}

const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]] };

function legalName(rng: Rng, entity: string, word: string, first: Owner): string {
  const noun = rng.pick(['Group', 'Enterprises', 'Holdings', 'Services', 'Company', 'Works', 'Partners']);
  switch (entity) {
    case 'llc': return `${word} ${noun}${rng.pick([' LLC', ', LLC', ' L.L.C.'])}`;
    case 'pllc': return `${word} Health ${rng.pick(['PLLC', 'P.L.L.C.'])}`;
    case 'c_corporation': case 's_corporation': return `${word} ${noun}${rng.pick([', Inc.', ' Inc', ' Corp.', ' Corporation'])}`;
    case 'general_partnership': return `${word} ${rng.pick(['Partners', '& Associates'])}`;
    case 'limited_partnership': return `${word} Partners, L.P.`;
    case 'ca_corporation': return rng.chance(0.4) ? `${rng.int(1000000, 2899999)} Ontario Inc.` : `${word} ${noun} ${rng.pick(['Inc.', 'Ltd.', 'Limited'])}`;
    case 'sole_proprietorship': return [first.first, first.middle && `${first.middle}.`, first.last].filter(Boolean).join(' ');
    default: return `${word} ${noun}`;
  }
}

export function makeMerchant(seed: string, opt: MerchantOptions): Merchant {
  const rng = new Rng(seed);
  const country = opt.country ?? 'US';
  const place = rng.pick(country === 'CA' ? CA_PLACES : US_PLACES);
  // A partnership has two partners at least: a one-owner form picks another entity.
  const choices = opt.owners === 1 ? opt.entities.filter((e) => !e.endsWith('partnership')) : opt.entities;
  const entityId = opt.soleProp ? 'sole_proprietorship' : rng.pick(choices.length ? choices : ['llc']);
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  const word = rng.pick(NAME_WORDS);
  const split = rng.pick(SPLITS[opt.owners]!);
  const titles = rng.shuffle([...(TITLES[entityId] ?? TITLES.corporation!)]);
  const owners = split.map((pct, i) => owner(rng, { country, place, title: opt.soleProp ? 'Owner' : titles[i]!, pct,
    masked: rng.chance(opt.maskSsn ?? 0) }));
  if (opt.soleProp) Object.assign(owners[0]!, { suffix: '' });
  const legal = legalName(rng, entityId, word, owners[0]!);
  const dbaBase = `${word} ${industryText.replace(/\b[a-z]/g, (c) => c.toUpperCase())}`;
  const dba = opt.soleProp ? dbaBase : rng.weighted([[dbaBase, 6], ['', 1], ['SAME', 1], ['N/A', 1], [legal, 1]] as const);
  // A sole proprietor writes the owner's own number: an ITIN (9XX-7X-...) is read as an ITIN, not an SSN.
  const tidType = country === 'CA' ? 'BN' : opt.soleProp ? (owners[0]!.tidType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN';
  const tid = tidType === 'BN' ? luhnNumber(rng, String(rng.int(1, 8))) + 'RC0001' : opt.soleProp ? owners[0]!.tid : ein(rng);
  if (opt.soleProp) Object.assign(owners[0]!, { masked: false, suffix: '', title: 'Owner', pct: 100 });
  const years = rng.int(2, 22);
  const start = isoDate(2026 - years, rng.int(1, 12), rng.int(1, 28));
  const amount = rng.pick([15000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 250000]);
  const nPayments = rng.pick([60, 80, 100, 120, 140, 160, 180, 200, 24, 26, 52]);
  const freq = nPayments < 60 ? rng.pick(['weekly', 'biweekly'] as const) : rng.pick(['daily', 'daily', 'weekly'] as const);
  const payment = Math.round((amount * 1.35 / nPayments) * 100) / 100;
  const m: Merchant = { country, legal, dba, entityId, industryText, industryId, tid, tidType, start, years,
    addr: address(rng, place), phone: phone(rng, place.area), email: `info@${SLUG(word)}${SLUG(industryText).slice(0, 6)}.com`,
    website: `www.${SLUG(word)}${SLUG(industryText).slice(0, 6)}.com`, incState: rng.pick(INC_STATES), amount, payment, nPayments, freq, owners,
    landlord: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)} Properties`, phone: phone(rng, place.area) },
    bank: { name: rng.pick(country === 'CA' ? CA_BANKS : BANKS), routing: country === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.int(11, 99)}${rng.digits(6)}`,
      account: rng.digits(rng.int(9, 12)) },
    refs: [0, 1].map(() => ({ name: rng.pick(REFERENCE_FIRMS), phone: phone(rng, rng.pick(US_PLACES).area) })),
    iso: { name: otherPerson(rng, owners), phone: phone(rng, '888'), email: 'deals@broker.example' },
    funders: [0, 1].slice(0, rng.int(1, 2)).map(() => ({ name: rng.pick(FUNDERS), balance: rng.int(40, 900) * 50, payment: rng.int(90, 900) })),
    rent: rng.chance(0.75), employees: rng.int(2, 40), monthlySales: rng.int(30, 400) * 1000, use: rng.pick(USES), full: null! };
  m.full = fullTruth(m);
  return m;
}

/** A person who is not one of the owners (the ISO rep): a decoy must never be a truth value. */
function otherPerson(rng: Rng, owners: Owner[]): string {
  for (;;) {
    const [first, last] = [rng.pick(FIRST), rng.pick(LAST)];
    if (!owners.some((o) => o.first === first && o.last === last)) return `${first} ${last}`;
  }
}

function applicantTruth(o: Owner, country: 'US' | 'CA'): TruthApplicant {
  return { first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct, credit_score: o.score,
    tax_id: o.masked ? null : o.tid, tax_id_type: o.masked ? null : o.tidType, tax_id_country: o.masked ? null : country, date_of_birth: o.dob };
}

function fullTruth(m: Merchant): TruthApplication {
  const trade = m.dba === '' || m.dba === 'SAME' || m.dba === 'N/A' || m.dba === m.legal ? null : m.dba;
  return { trade_name: trade, legal_name: m.legal, type_of_entity: m.entityId, industry: m.industryId, business_tax_id: m.tid,
    business_tax_id_country: m.country, business_tax_id_type: m.tidType, state_region: m.addr.region,
    country: m.country === 'CA' ? 'Canada' : 'United States', requested_amount: m.amount, requested_payment: m.payment,
    number_of_payments: m.nPayments, payment_frequency: m.freq, business_start_date: m.start, applicants: m.owners.map((o) => applicantTruth(o, m.country)) };
}
