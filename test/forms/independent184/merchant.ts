// One fictional merchant and what its owner wrote on the form: every value drawn here from the plan's random stream,
// never from the style's, so the typed, handwritten and fillable forms of a seed carry the same application.
import type { Rng } from '../../statements/generator/prng.ts';
import { CA_PLACES, FIRST, FIRST_CA, FUNDERS, INDUSTRIES, LAST, LAST_CA, NAME_WORDS, NAME_WORDS_CA, REF_COMPANIES, STREETS, STREETS_CA,
  US_PLACES, USES, BANKS, BANKS_CA, type IndustryText } from './data.ts';
import { bn, dateStyle, ein, itin, masked, moneyStyle, phone, randomDate, sin, ssn, type DateStyle, type MoneyStyle, type TaxId,
  type Ymd } from './ids.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number | null;
  /** The tax ID, its printed text (masked or not), or null when the line is left blank. */
  tax: TaxId | null; taxText: string | null; taxMasked: boolean;
  dob: Ymd | null; credit: number | null; home: string; cell: string; email: string;
}

export interface Merchant {
  country: Country; caps: boolean; dates: DateStyle; money: MoneyStyle;
  legal: string; base: string;
  /** What the DBA line holds: a trade name, or a non-name (SAME, N/A, the legal name again), or nothing. */
  dbaText: string | null; tradeName: string | null;
  entity: { id: string; free: string } | null;
  industry: IndustryText | null; industryText: string | null;
  taxId: TaxId | null;
  start: Ymd | null; yearsInBusiness: number;
  place: { code: string; name: string; city: string; zip: string; area: string };
  statePrinted: string; street: string; phone: string; email: string; website: string | null;
  amount: number; payment: { amount: number; count: number; freq: Freq };
  use: string; monthlySales: number; annualRevenue: number; employees: number; ownRent: 'Own' | 'Rent';
  landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string };
  funders: { name: string; balance: number; payment: number }[];
  refs: { name: string; phone: string }[];
  iso: { company: string; rep: string; code: string };
  stateOfInc: string | null;
  owners: Owner[];
  signed: Ymd;
}

const FREE_US: Record<string, string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Co.'], c_corporation: ['Corporation', 'Inc.', 'Corp', 'C-Corp'], s_corporation: ['S Corp', 'S-Corp'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Prop'], general_partnership: ['Partnership', 'General Partnership'], pllc: ['PLLC'],
  llp: ['LLP'], professional_corporation: ['P.C.', 'Prof. Corp.'],
};
const FREE_CA: Record<string, string[]> = {
  ca_corporation: ['Corporation', 'Inc.', 'Ltd.', 'Incorporated'], sole_proprietorship: ['Sole Proprietorship', 'Sole Proprietor'],
  general_partnership: ['Partnership'], ca_ulc: ['ULC'], cooperative: ['Co-operative', 'Co-op'],
};
const TITLES: Record<string, string[]> = {
  llc: ['Managing Member', 'Member', 'Owner', 'CEO'], pllc: ['Managing Member', 'Owner'], c_corporation: ['President', 'CEO', 'Vice President', 'Secretary'],
  s_corporation: ['President', 'CEO', 'Owner'], sole_proprietorship: ['Owner', 'Sole Proprietor'], general_partnership: ['Partner', 'General Partner'],
  llp: ['Partner', 'Managing Partner'], professional_corporation: ['President', 'Owner'], ca_corporation: ['President', 'Director', 'Owner', 'Secretary-Treasurer'],
  ca_ulc: ['President', 'Director'], cooperative: ['President', 'Treasurer'],
};
const SPLITS: Record<number, number[][]> = { 1: [[100], [100], [100], [51], [80]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]],
  3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };

function entityFor(rng: Rng, country: Country, industry: IndustryText | null): string {
  if (country === 'CA') return rng.weighted([['ca_corporation', 10], ['sole_proprietorship', 3], ['general_partnership', 1], ['ca_ulc', 1], ['cooperative', 1]] as const);
  const pro = industry?.cred ? [['pllc', 2], ['professional_corporation', 2]] as const : [];
  return rng.weighted([['llc', 10], ['c_corporation', 4], ['s_corporation', 3], ['sole_proprietorship', 4], ['general_partnership', 1], ['llp', 1], ...pro]);
}

function legalName(rng: Rng, id: string, base: string, owners: Owner[], province: string): string {
  const o = owners[0]!;
  switch (id) {
    case 'llc': return rng.pick([`${base}, LLC`, `${base} LLC`, `${base} L.L.C.`]);
    case 'c_corporation': return rng.pick([`${base}, Inc.`, `${base} Inc`, `${base} Corp.`, `${base} Corporation`]);
    case 's_corporation': return rng.pick([`${base}, Inc.`, `${base} Inc.`]);
    case 'sole_proprietorship': return o.middle && rng.chance(0.4) ? `${o.first} ${o.middle}. ${o.last}` : `${o.first} ${o.last}`;
    case 'general_partnership': return `${o.last} & ${owners[1]?.last ?? 'Sons'} ${base.split(' ').slice(-1)[0]}`;
    case 'pllc': return `${base}, PLLC`;
    case 'llp': return `${base} LLP`;
    case 'professional_corporation': return `${base}, P.C.`;
    case 'ca_corporation': return rng.weighted([[`${base} Inc.`, 4], [`${base} Ltd.`, 2], [`${base} Corp.`, 1], [`${rng.int(1000000, 2999999)} ${province} Inc.`, 2]] as const);
    case 'ca_ulc': return `${base} ULC`;
    default: return `${base} Co-operative`;
  }
}

function person(rng: Rng, country: Country): { first: string; middle: string | null; last: string } {
  const ca = country === 'CA' && rng.chance(0.7);
  const first = rng.pick(ca ? FIRST_CA : FIRST), last = rng.pick(ca ? LAST_CA : LAST);
  return { first, last, middle: rng.chance(0.35) ? rng.pick([...'ABCDEFGHJKLMNPRSTW']) : null };
}

function owner(rng: Rng, country: Country, title: string, pct: number | null, cred: string | null, place: Merchant['place']): Owner {
  const p = person(rng, country);
  let tax: TaxId | null = null, taxText: string | null = null, taxMasked = false;
  const r = rng.next();
  if (country === 'US' && r < 0.88) tax = rng.chance(0.08) ? itin(rng) : ssn(rng);
  if (country === 'CA' && r < 0.5) tax = sin(rng);
  if (tax) {
    taxMasked = rng.chance(country === 'CA' ? 0.35 : 0.25);
    taxText = taxMasked ? masked(tax, rng) : tax.printed;
  }
  const street = `${rng.int(12, 9890)} ${rng.pick(streets(country, place.code))}`;
  return { ...p, cred, title, pct, tax, taxText, taxMasked, dob: rng.chance(0.85) ? randomDate(rng, 1952, 1998) : null,
    credit: rng.chance(country === 'CA' ? 0.3 : 0.45) ? rng.int(52, 80) * 10 + rng.int(0, 9) : null,
    home: `${street}, ${place.city}, ${place.code} ${place.zip}`, cell: phone(rng, place.area),
    email: `${p.first[0]}${p.last}`.toLowerCase().replace(/[^a-z]/g, '') + rng.pick(['@gmail.com', '@yahoo.com', '@outlook.com']) };
}

/** French street names in Quebec only. */
function streets(country: Country, code: string): string[] {
  if (country === 'US') return STREETS;
  return STREETS_CA.filter((s) => (code === 'QC') === /^(rue|boul)/.test(s) || s === 'Main St');
}

function postal(rng: Rng, letter: string): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${letter}${rng.int(0, 9)}${rng.pick([...L])} ${rng.int(0, 9)}${rng.pick([...L])}${rng.int(0, 9)}`;
}

export function makeMerchant(rng: Rng, country: Country, maxOwners: number): Merchant {
  const [code, name, city, zp, area] = rng.pick(country === 'CA' ? CA_PLACES : US_PLACES);
  const place = { code, name, city, area, zip: country === 'CA' ? postal(rng, zp) : `${zp}${rng.digits(2)}` };
  const ind = rng.pick(INDUSTRIES);
  const industry = rng.chance(0.9) ? ind : null;
  const base = `${rng.pick(country === 'CA' ? NAME_WORDS_CA : NAME_WORDS)} ${rng.pick(ind.nouns)}`;
  let eid = entityFor(rng, country, ind);
  if (eid === 'ca_ulc' && !['AB', 'BC', 'NS'].includes(code)) eid = 'ca_corporation';
  const drawn = Math.min(maxOwners, rng.weighted([[1, 5], [2, 4], [3, 2], [4, 1]] as const));
  const n = eid === 'sole_proprietorship' ? 1 : eid === 'general_partnership' || eid === 'llp' ? Math.max(2, drawn) : drawn;
  const split = rng.pick(SPLITS[n]!);
  const titles = TITLES[eid]!;
  const owners = split.map((pct, i) => owner(rng, country, i === 0 ? titles[0]! : rng.pick(titles), rng.chance(0.95) ? pct : null,
    i === 0 && ind.cred && rng.chance(0.5) ? ind.cred : null, place));
  const legal = legalName(rng, eid, base, owners, name);
  // A sole proprietor without an EIN writes the SSN (or SIN) as the business's number, the same one as on the owner's line.
  let taxId: TaxId | null = country === 'US' ? ein(rng) : bn(rng, rng.chance(0.6));
  if (eid === 'sole_proprietorship' && rng.chance(country === 'US' ? 0.55 : 0.3)) {
    const o = owners[0]!;
    o.tax ??= country === 'US' ? ssn(rng) : sin(rng);
    if (!o.taxMasked) o.taxText = o.tax.printed;
    taxId = o.tax;
  }
  if (rng.chance(0.05)) taxId = null;
  const numbered = /^\d/.test(legal);
  const dbaRoll = rng.next();
  let dbaText: string | null, tradeName: string | null = null;
  if (eid === 'sole_proprietorship' || numbered || dbaRoll < 0.4) {
    tradeName = dbaRoll < 0.1 && !numbered && eid !== 'sole_proprietorship' ? base : `${rng.pick(country === 'CA' ? NAME_WORDS_CA : NAME_WORDS)} ${rng.pick(ind.nouns)}`;
    if (tradeName === legal) tradeName = `${tradeName} ${rng.pick(['Express', 'North', 'Plus'])}`;
    dbaText = tradeName;
  } else {
    dbaText = rng.weighted([['SAME', 3], ['Same', 1], ['N/A', 3], [legal, 1], [null, 4]] as const);
  }
  const entityBlankOk = eid === 'sole_proprietorship' || eid === 'general_partnership';
  const free = (country === 'CA' ? FREE_CA : FREE_US)[eid]!;
  const start = rng.chance(0.92) ? randomDate(rng, 1994, 2023) : null;
  const signed = randomDate(rng, 2025, 2025);
  const amount = rng.int(2, 100) * 5000;
  const freq = rng.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const count = { daily: rng.pick([60, 90, 120, 126, 140, 160, 180]), weekly: rng.pick([16, 20, 26, 30, 40, 52]), biweekly: rng.pick([8, 12, 13, 20, 26]),
    monthly: rng.pick([6, 9, 12, 18]) }[freq];
  const payment = Math.round((amount * rng.float(1.25, 1.45) / count) * 100) / 100;
  const monthly = rng.int(25, 400) * 1000 + rng.pick([0, 500]);
  const incs = ['DE', 'NV', 'WY'].filter((s) => s !== code);
  const person2 = person(rng, country), person3 = person(rng, country);
  const m: Merchant = {
    country, caps: rng.chance(0.15), dates: dateStyle(rng, country), money: moneyStyle(rng), legal, base, dbaText, tradeName,
    entity: entityBlankOk && rng.chance(0.3) ? null : { id: eid, free: rng.pick(free) },
    industry, industryText: industry?.text ?? null, taxId, start, yearsInBusiness: start ? signed.y - start.y : rng.int(2, 20), place,
    statePrinted: rng.chance(0.75) ? code : name,
    street: `${rng.int(100, 24999)} ${rng.pick(streets(country, code))}${rng.chance(0.3) ? ` ${rng.pick(['Suite', 'Unit', '#'])} ${rng.int(2, 410)}` : ''}`,
    phone: phone(rng, place.area), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    website: rng.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}` : null,
    amount, payment: { amount: payment, count, freq }, use: rng.pick(USES), monthlySales: monthly === amount ? monthly + 1500 : monthly,
    annualRevenue: monthly * 12 + rng.int(-20, 20) * 1000, employees: rng.int(1, 45), ownRent: rng.chance(0.75) ? 'Rent' : 'Own',
    landlord: { name: `${person2.first} ${person2.last}`, phone: phone(rng, place.area), rent: rng.int(12, 90) * 100 },
    bank: { name: rng.pick(country === 'CA' ? BANKS_CA : BANKS), routing: country === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.int(1, 9)}${rng.digits(7)}`,
      account: rng.digits(rng.int(8, 11)) },
    funders: rng.shuffle([...FUNDERS]).slice(0, rng.weighted([[0, 3], [1, 3], [2, 2], [3, 1]] as const)).map((f) => ({
      name: f, balance: rng.int(4, 90) * 1000 + 250, payment: rng.int(150, 2200) + 0.5 })),
    refs: rng.shuffle([...REF_COMPANIES]).slice(0, 2).map((r) => ({ name: r, phone: phone(rng, place.area) })),
    iso: { company: rng.pick(['Atlas Street Partners', 'Greenline Brokerage', 'Crossbow Funding Advisors']), rep: `${person3.first} ${person3.last}`,
      code: `ISO-${rng.int(1000, 9999)}` },
    stateOfInc: country === 'US' && eid !== 'sole_proprietorship' && rng.chance(0.3) ? rng.pick(incs) : null,
    owners, signed,
  };
  if (m.annualRevenue === m.amount) m.annualRevenue += 1000;
  if (m.caps) shout(m);
  return m;
}

/** "Please print in capital letters": the owner did, so the truth holds the capitals as printed. */
function shout(m: Merchant): void {
  const up = (s: string | null): string | null => s?.toUpperCase() ?? null;
  m.legal = m.legal.toUpperCase();
  m.dbaText = up(m.dbaText);
  m.tradeName = up(m.tradeName);
  m.industryText = up(m.industryText);
  if (m.entity) m.entity.free = m.entity.free.toUpperCase();
  for (const o of m.owners) {
    o.first = o.first.toUpperCase(); o.last = o.last.toUpperCase(); o.middle = up(o.middle); o.title = o.title.toUpperCase(); o.cred = up(o.cred);
  }
}
