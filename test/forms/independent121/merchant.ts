// A fictional merchant for set 121 (marks rather than words): every value a layout prints, and how it is printed.
import type { Rng } from '../../statements/generator/prng.ts';
import { cityFor, EIN_PREFIXES, FIRST, FIRST_QC, INDUSTRIES, LAST, LAST_QC, STREETS, WORDS } from './pools.ts';

export type Country = 'US' | 'CA';
export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  title: string; pct: number;
  taxPrinted: string; taxDigits: string | null; taxType: 'SSN' | 'ITIN' | 'SIN';
  dobPrinted: string; dobIso: string;
  credit: number | null; creditBand: string | null;
  street: string; city: string; region: string; postal: string; phone: string; email: string;
}

export interface Merchant {
  country: Country;
  legal: string; dbaPrinted: string | null; trade: string | null;
  /** The option the merchant marks ('LLC', 'Corporation' ... or 'Other'), null when the row is left unmarked. */
  entityOption: string | null; entityOther: string | null; entityId: string | null;
  industryText: string; industryId: string;
  taxPrinted: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN';
  startPrinted: string | null; startIso: string | null; years: number;
  stateOfInc: string;
  street: string; city: string; region: string; postal: string; phone: string; email: string; website: string | null;
  employees: number; monthlySales: number; annualRevenue: number;
  amount: number | null; amountTick: number | null;
  payment: number | null; payments: number | null; frequency: Frequency | null;
  useOfFunds: string[];
  own: 'Own' | 'Rent'; landlord: string | null; landlordPhone: string | null; rentAmount: number | null;
  answers: { advances: boolean; bankruptcy: boolean; liens: boolean; homeBased: boolean };
  existing: { funder: string; balance: number; payment: number }[];
  bank: { name: string; routing: string; account: string };
  isoRep: string; signed: string;
  owners: Owner[];
}

export const US_ENTITIES = ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'S Corp', 'Non-Profit'] as const;
export const CA_ENTITIES = ['Sole Proprietorship', 'Partnership', 'Corporation', 'Non-Profit'] as const;
const ENTITY_IDS: Record<string, string> = {
  'Sole Proprietor': 'sole_proprietorship', 'Sole Proprietorship': 'sole_proprietorship', Partnership: 'general_partnership',
  LLC: 'llc', 'S Corp': 's_corporation', 'Non-Profit': 'nonprofit_corporation', PLLC: 'pllc', LLP: 'llp', LP: 'limited_partnership',
  ULC: 'ca_ulc', 'Co-operative': 'cooperative',
};
export const FREQUENCIES: { label: string; id: Frequency }[] = [
  { label: 'Daily', id: 'daily' }, { label: 'Weekly', id: 'weekly' }, { label: 'Bi-Weekly', id: 'biweekly' }, { label: 'Monthly', id: 'monthly' }];
export const USES = ['Working Capital', 'Inventory', 'Payroll', 'Equipment', 'Expansion', 'Marketing', 'Debt Payoff'] as const;
export const TICKS = [10000, 25000, 50000, 100000, 250000, 500000];
const FUNDERS = ['Yellowstone Capital', 'Fora Financial', 'Kapitus', 'Rapid Finance', 'Fundbox', 'Credibly', 'Mulligan Funding', 'Forward Financing'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'U.S. Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins', 'National Bank'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const money = (n: number, cents = false) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

export function luhnDigit(d8: string): number {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]) * (i % 2 === 1 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return (10 - (s % 10)) % 10;
}
function sin(rng: Rng): string { const d = String(rng.pick([1, 2, 3, 4, 5, 6, 7])) + rng.digits(7); return d + luhnDigit(d); }
function ssn(rng: Rng): string {
  let area = rng.int(1, 899); if (area === 666) area = 667;
  return pad(area, 3) + pad(rng.int(1, 99)) + pad(rng.int(1, 9999), 4);
}
const dash3 = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
const dashSin = (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;

/** A date printed in one of the forms people write. */
export function printDate(rng: Rng, y: number, m: number, d: number): string {
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return rng.weighted<string>([[`${pad(m)}/${pad(d)}/${y}`, 5], [`${m}/${d}/${String(y).slice(2)}`, 2], [`${months[m - 1]} ${d}, ${y}`, 1], [`${m}/${d}/${y}`, 2]]);
}
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
function phone(rng: Rng): string { return `(${rng.int(2, 9)}${rng.digits(2)}) ${rng.int(2, 9)}${rng.digits(2)}-${rng.digits(4)}`; }

function owner(rng: Rng, country: Country, pct: number, i: number, region: string, credBias: boolean): Owner {
  const qc = country === 'CA' && region === 'QC';
  const first = rng.pick(qc ? FIRST_QC : FIRST), last = rng.pick(qc ? LAST_QC : LAST);
  const middle = rng.chance(0.3) ? rng.pick('ABCDEJKLMRST'.split('')) + '.' : null;
  const by = rng.int(1958, 1998), bm = rng.int(1, 12), bd = rng.int(1, 28);
  let taxDigits: string, taxType: Owner['taxType'], taxPrinted: string;
  if (country === 'CA') { taxDigits = sin(rng); taxType = 'SIN'; taxPrinted = dashSin(taxDigits); }
  else if (rng.chance(0.07)) { taxDigits = '9' + rng.digits(2) + String(rng.int(70, 88)) + rng.digits(4); taxType = 'ITIN'; taxPrinted = dash3(taxDigits); }
  else { taxDigits = ssn(rng); taxType = 'SSN'; taxPrinted = dash3(taxDigits); }
  const masked = rng.chance(0.22);
  if (masked) taxPrinted = (country === 'CA' ? 'XXX XXX ' : rng.pick(['XXX-XX-', '***-**-'])) + taxDigits.slice(-rng.pick([3, 4]));
  const credit = rng.chance(0.55) ? rng.int(540, 810) : null;
  const c = cityFor(rng, country, rng.chance(0.8) ? region : null);
  const title = i === 0 ? rng.pick(country === 'CA' ? ['President', 'Owner', 'Director', 'CEO'] : ['Owner', 'CEO', 'President', 'Managing Member', 'Member'])
    : rng.pick(['Partner', 'Vice President', 'Member', 'Secretary', 'COO', 'Director']);
  return {
    first, middle, last, cred: credBias && i === 0 && rng.chance(0.5) ? rng.pick(['DDS', 'DVM', 'DC', 'CPA']) : null, title, pct,
    taxPrinted, taxDigits: masked ? null : taxDigits, taxType,
    dobPrinted: printDate(rng, by, bm, bd), dobIso: iso(by, bm, bd),
    credit, creditBand: credit === null ? null : credit < 600 ? 'Below 600' : credit < 650 ? '600-649' : credit < 700 ? '650-699' : credit < 750 ? '700-749' : '750+',
    street: `${rng.int(12, 9800)} ${rng.pick(STREETS)}`, city: c.city, region: c.region, postal: c.postal, phone: phone(rng),
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`,
  };
}

function splits(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.9) ? 100 : rng.pick([51, 75, 80])];
  const sets: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return rng.pick(sets[n]!);
}

export function makeMerchant(rng: Rng, country: Country): Merchant {
  const ind = rng.pick(INDUSTRIES);
  const hq = cityFor(rng, country, null);
  const nOwners = rng.weighted([[1, 5], [2, 4], [3, 2], [4, 1]] as const);
  const pcts = splits(rng, nOwners);
  const owners: Owner[] = [];
  for (const [i, p] of pcts.entries()) {
    let o = owner(rng, country, p, i, hq.region, /dental|veterinary|medical|professional/.test(ind.id));
    while (owners.some((x) => x.first === o.first || x.last === o.last)) o = owner(rng, country, p, i, hq.region, false);
    owners.push(o);
  }
  // Entity: the option marked, the legal name that goes with it.
  const opts = country === 'US' ? ['LLC', 'LLC', 'LLC', 'Corporation', 'Corporation', 'S Corp', 'Sole Proprietor', 'Partnership', 'Other']
    : ['Corporation', 'Corporation', 'Corporation', 'Corporation', 'Sole Proprietorship', 'Partnership', 'Other'];
  let entityOption: string | null = rng.pick(opts);
  const entityOther = entityOption === 'Other' ? rng.pick(country === 'US' ? ['PLLC', 'LLP', 'LP'] : ['ULC', 'LP', 'Co-operative']) : null;
  const w1 = rng.pick(WORDS), w2 = rng.pick(WORDS.filter((w) => w !== w1));
  const base = `${w1} ${rng.chance(0.5) ? w2 + ' ' : ''}${ind.noun}`;
  const o0 = owners[0]!;
  let legal: string; let dba: string | null = null;
  const kind = entityOther ?? entityOption;
  switch (kind) {
    case 'LLC': legal = `${base}${rng.pick([' LLC', ', LLC', ' L.L.C.'])}`; break;
    case 'Corporation': legal = country === 'CA' && rng.chance(0.35) ? `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Alberta', 'Canada', 'B.C.'])} Inc.` : `${base}${rng.pick(country === 'CA' ? [' Ltd.', ' Inc.', ' Limited'] : [', Inc.', ' Inc.', ' Corp.', ' Corporation'])}`; break;
    case 'S Corp': legal = `${base}, Inc.`; break;
    case 'Sole Proprietor': case 'Sole Proprietorship': legal = `${o0.first} ${o0.middle ? o0.middle + ' ' : ''}${o0.last}`; dba = base; break;
    case 'Partnership': legal = `${o0.last} & ${owners[1]?.last ?? rng.pick(LAST)} ${rng.pick(['Partners', 'Partnership', 'Associates'])}`; break;
    default: legal = `${base} ${kind}`;
  }
  if (/^\d/.test(legal)) dba = base;
  if (dba === null && rng.chance(0.45)) dba = `${w2} ${ind.noun}`;
  let dbaPrinted = dba;
  if (dba === null && rng.chance(0.4)) dbaPrinted = rng.pick(['SAME', 'N/A', 'Same as above']);
  if (rng.chance(0.12)) entityOption = null; // the row left unmarked: no entity type at all
  const entityId = entityOption === null ? null : entityOther ? ENTITY_IDS[entityOther]! : entityOption === 'Corporation' ? (country === 'US' ? 'c_corporation' : 'ca_corporation') : ENTITY_IDS[entityOption]!;
  // Tax id: EIN / SSN for a US sole proprietor; BN with RC0001 / SIN for a Canadian one.
  let taxDigits: string, taxType: Merchant['taxType'], taxPrinted: string;
  const soleProp = kind === 'Sole Proprietor' || kind === 'Sole Proprietorship';
  if (country === 'US') {
    if (soleProp && rng.chance(0.5) && o0.taxType !== 'ITIN') { taxDigits = o0.taxDigits ?? ssn(rng); taxType = 'SSN'; taxPrinted = dash3(taxDigits); }
    else { taxDigits = rng.pick(EIN_PREFIXES) + rng.digits(7); taxType = 'EIN'; taxPrinted = `${taxDigits.slice(0, 2)}-${taxDigits.slice(2)}`; }
  } else if (soleProp && rng.chance(0.4)) { taxDigits = sin(rng); taxType = 'SIN'; taxPrinted = dashSin(taxDigits); }
  else {
    const d8 = String(rng.int(1, 9)) + rng.digits(7), bn = d8 + luhnDigit(d8);
    taxDigits = bn + 'RC0001'; taxType = 'BN';
    taxPrinted = rng.pick([`${bn} RC0001`, `${bn}RC0001`, `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} RC 0001`]);
  }
  const years = rng.int(1, 24);
  const sy = 2026 - years, sm = rng.int(1, 12), sd = rng.int(1, 28);
  const startKnown = rng.chance(0.85);
  const monthlySales = Math.round(rng.float(18000, 420000) / 100) * 100;
  let amount: number | null = Math.round(Math.min(500000, Math.max(10000, monthlySales * rng.float(0.5, 1.4))) / 2500) * 2500;
  let amountTick: number | null = null;
  const r = rng.next();
  if (r < 0.12) { amountTick = rng.pick(TICKS); amount = amountTick; } else if (r < 0.18) amount = null;
  const frequency = rng.chance(0.85) ? rng.weighted<Frequency>([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]]) : null;
  const n = frequency ? rng.pick({ daily: [100, 120, 140, 160], weekly: [20, 26, 32, 40], biweekly: [12, 16, 20], monthly: [6, 9, 12] }[frequency]) : null;
  const showPay = frequency !== null && amount !== null && rng.chance(0.7);
  const payment = showPay && n ? Math.round((amount! * rng.float(1.25, 1.45) / n) * 100) / 100 : null;
  const own = rng.chance(0.3) ? 'Own' : 'Rent';
  const advances = rng.chance(0.4);
  const existing = advances ? rng.shuffle([...FUNDERS]).slice(0, rng.int(1, 2)).map((funder) => ({ funder, balance: rng.int(8, 90) * 1000, payment: rng.int(150, 1800) })) : [];
  const sM = rng.int(1, 5), sD = rng.int(2, 27);
  return {
    country, legal, dbaPrinted, trade: dba === legal ? null : dba, entityOption, entityOther, entityId,
    industryText: ind.text, industryId: ind.id, taxPrinted, taxDigits, taxType,
    startPrinted: startKnown ? printDate(rng, sy, sm, sd) : null, startIso: startKnown ? iso(sy, sm, sd) : null, years,
    stateOfInc: rng.chance(0.7) ? hq.region : country === 'US' ? rng.pick(['DE', 'NV', 'WY']) : rng.pick(['ON', 'Federal (CBCA)']),
    street: `${rng.int(5, 12000)} ${rng.pick(STREETS)}${rng.chance(0.35) ? `, ${rng.pick(['Suite', 'Unit', '#'])} ${rng.int(1, 420)}` : ''}`,
    city: hq.city, region: hq.region, postal: hq.postal, phone: phone(rng),
    email: `${rng.pick(['info', 'office', 'admin', o0.first.toLowerCase()])}@${w1.toLowerCase()}${ind.noun.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    website: rng.chance(0.6) ? `www.${w1.toLowerCase()}${ind.noun.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}` : null,
    employees: rng.int(1, 60), monthlySales, annualRevenue: Math.round(monthlySales * rng.float(10.5, 12.8) / 1000) * 1000,
    amount, amountTick, payment, payments: showPay ? n : null, frequency,
    useOfFunds: rng.shuffle([...USES]).slice(0, rng.int(1, 3)),
    own, landlord: own === 'Rent' ? `${rng.pick(WORDS)} ${rng.pick(['Properties', 'Realty Group', 'Property Mgmt', 'Holdings'])}` : null,
    landlordPhone: own === 'Rent' ? phone(rng) : null, rentAmount: own === 'Rent' ? rng.int(12, 140) * 100 : null,
    answers: { advances, bankruptcy: rng.chance(0.08), liens: rng.chance(0.12), homeBased: rng.chance(0.15) },
    existing,
    bank: { name: rng.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? rng.pick(['021000021', '026009593', '121000248', '031201360', '061000104', '053101121']) : `0${rng.digits(4)}-00${rng.int(1, 4)}`, account: rng.digits(rng.int(8, 12)) },
    isoRep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, signed: `${pad(sM)}/${pad(sD)}/2026`,
    owners,
  };
}

/** The owner's name as a layout prints it. */
export function ownerName(o: Owner, lastFirst: boolean): string {
  const cred = o.cred ? `, ${o.cred}` : '';
  return lastFirst ? `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}` : `${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}${cred}`;
}
