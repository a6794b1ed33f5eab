// The merchant behind one form: every value with its printed text, drawn from (layout, seed) only, so the three
// styles print the same things. Which optional values are printed is decided here too; a layout prints the text or
// leaves the line blank when it is null.
import { Rng } from '../../statements/generator/prng.ts';
import { entityIdOf, industryIdOf, US_STATES } from './reference.ts';
import { ein, fmtDate, fmtMoney, fmtPhone, fmtTaxId, isoDate, ssn, type Address, address } from './formats.ts';

export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export const FREQ_LABEL: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export interface Owner {
  first: string; last: string; middle: string | null; cred: string | null;
  /** The name as one line (`First M. Last`, `Last, First`, `First Last, DDS`). */
  full: string;
  role: string | null; pct: number | null; pctText: string | null;
  taxText: string | null; taxDigits: string | null; taxType: 'SSN' | 'ITIN' | null;
  dob: string | null; dobText: string | null; score: number | null;
  home: Address; cell: string; email: string; raw: string;
}

export interface Merchant {
  legal: string; dbaText: string | null; dba: string | null;
  entityText: string | null; entityId: string | null;
  industryText: string; industryId: string | null;
  taxText: string | null; taxDigits: string | null; taxType: 'EIN' | 'SSN' | 'ITIN' | null; taxBare: boolean;
  addr: Address; stateText: string; stateInc: string; phone: string; email: string; website: string | null;
  start: string | null; startText: string | null; years: number; employees: number; ownRent: 'Own' | 'Rent';
  amount: number; amountText: string | null; payment: number; paymentText: string | null;
  n: number; nText: string | null; freq: Freq; freqPrinted: boolean; useOfFunds: string; monthlySales: string;
  cur: { merchantId: string; original: string; funded: string; balance: string; payment: string; remaining: string; freq: Freq; payoff: string; net: string };
  landlord: { name: string; phone: string; rent: string; contact: string };
  bank: { name: string; routing: string; account: string };
  iso: { name: string; company: string; phone: string; id: string };
  refs: { name: string; phone: string }[];
  others: { funder: string; balance: string; payment: string }[];
  owners: Owner[];
}

const FIRST = ['Marisol', 'Derek', 'Tamika', 'Giovanni', 'Priya', 'Howard', 'Lucia', 'Terrence', 'Annika', 'Rashid', 'Colleen',
  'Mateo', 'Yolanda', 'Brent', 'Ngozi', 'Stavros', 'Keisha', 'Wendell', 'Ilse', 'Oscar', 'Mary-Beth', 'Duc', 'Shauna', 'Elijah'];
const LAST = ['Okafor', 'Brennan', 'Delgado', 'Whitfield', 'Van der Berg', 'Nakamura', "O'Rourke", 'Castellano-Reyes', 'Abernathy',
  'Kowalczyk', 'de la Cruz', 'Hutchins', 'Szymanski', 'McAllister', 'Fitzgerald-Owusu', 'Pham', 'Lindqvist', 'St. Clair', 'Moreau'];
const WORDS = ['Summit', 'Harbor', 'Pinecrest', 'Redline', 'Golden Gate', 'Blue Heron', 'Ironwood', 'Maple Leaf', 'Northstar',
  'Copperfield', 'Silver Creek', 'Lakeshore', 'Prairie Wind', 'Cornerstone', 'Tri-County', 'Eastgate', 'Magnolia', 'Keystone'];
const INDUSTRY_TEXTS: [string, string][] = [['Italian restaurant', 'Trattoria'], ['Veterinary clinic', 'Animal Care'],
  ['Auto body shop', 'Collision'], ['Hair salon', 'Salon & Spa'], ['HVAC contractor', 'Heating & Air'], ['Plumbing & heating', 'Plumbing'],
  ['Dental office', 'Family Dental'], ['Landscaping and snow removal', 'Grounds'], ['Trucking - dump truck hauling', 'Hauling'],
  ['Convenience store', 'Food Mart'], ['Daycare center', 'Kids Academy'], ['Gym / fitness center', 'Fitness'],
  ['Commercial cleaning', 'Janitorial'], ['Physical therapy clinic', 'Physical Therapy'], ['Used car dealer', 'Motors'],
  ['Liquor store', 'Wine & Spirits'], ['Coffee shop', 'Coffee Roasters'], ['Furniture store', 'Home Furnishings'],
  ['Electrical contractor', 'Electric'], ['Pet grooming', 'Pet Spa'], ['Freight broker', 'Logistics'], ['Roofing contractor', 'Roofing']];
const ENTITIES: [string, string[]][] = [['LLC', [' LLC', ', LLC', ' L.L.C.']], ['Limited Liability Company', [' LLC']],
  ['Corporation', [', Inc.', ' Corp.', ' Corporation']], ['Inc.', [', Inc.', ' Inc']], ['C-Corp', [' Corp.', ', Inc.']],
  ['S Corp', [', Inc.', ' Inc.']], ['S-Corp', [', Inc.']], ['Partnership', [' Partners', ' & Associates']], ['LLP', [' LLP']],
  ['PLLC', [' PLLC']], ['Non-Profit', [' Foundation, Inc.']], ['Sole Proprietor', ['']]];
const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Co-Owner', 'Vice President', 'Secretary', 'Owner/Operator'];
const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion - second location', 'Working capital', 'Marketing', 'Renovations'];
const FUNDERS = ['Rapid Ledger Capital', 'Bankroll Advance', 'Greenbridge Funding', 'Pier 9 Capital', 'Velocity Receivables'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions', 'Truist', 'First Citizens'];

function owner(r: Rng, f: Rng, state: string): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const middle = r.chance(0.35) ? r.pick('ABCDEJKLMRST'.split('')) : null;
  const cred = r.chance(0.08) ? r.pick(['DDS', 'DVM', 'CPA']) : null;
  const shape = f.int(0, 3);
  const full = shape === 3 ? `${last}, ${first}${middle ? ` ${middle}.` : ''}` : `${first}${middle ? ` ${middle}.` : ''} ${last}${cred ? `, ${cred}` : ''}`;
  const itin = r.chance(0.08);
  const digits = itin ? `9${r.digits(2)}${r.int(70, 88)}${r.digits(4)}` : ssn(r);
  const masked = !itin && f.chance(0.25);
  const dob = r.chance(0.85) ? isoDate(r.int(1958, 1995), r.int(1, 12), r.int(1, 28)) : null;
  const home = address(r, r.chance(0.8) ? state : r.pick(US_STATES).code);
  return { first, last, middle, cred, full, role: f.chance(0.9) ? r.pick(ROLES) : null, pct: null, pctText: null,
    taxText: f.chance(0.9) ? (masked ? `${f.pick(['XXX-XX-', '***-**-'])}${digits.slice(5)}` : fmtTaxId(digits, f.pick(['ssn', 'bare']))) : null,
    taxDigits: masked ? null : digits, taxType: itin ? 'ITIN' : 'SSN', dob, dobText: dob ? fmtDate(dob, f.int(0, 4)) : null,
    score: r.chance(0.4) ? r.int(540, 790) : null, home, cell: fmtPhone(r, f.int(0, 2)), email: `${first.toLowerCase().replace(/\W/g, '')}@mail.com`, raw: digits };
}

function shares(r: Rng, n: number): number[] {
  if (n === 1) return [r.pick([100, 100, 100, 80, 51])];
  if (n === 2) { const a = r.pick([50, 60, 51, 75, 70]); return [a, 100 - a]; }
  const a = r.pick([40, 34, 50]), b = r.pick([30, 33, 25]); return [a, b, 100 - a - b];
}

export function merchant(layout: string, seed: number): Merchant {
  const root = new Rng(`independent210:${layout}:${seed}`);
  const r = root.fork('values'), f = root.fork('formats');
  const st = r.pick(US_STATES);
  const addr = address(r, st.code);
  const n = r.weighted([[1, 5], [2, 4], [3, 1]] as const);
  const owners = Array.from({ length: n }, () => owner(r, f, st.code));
  shares(r, n).forEach((p, i) => { if (f.chance(0.92)) { owners[i]!.pct = p; owners[i]!.pctText = f.pick([`${p}%`, `${p}`, `${p} %`]); } });
  const [indText, indWord] = r.pick(INDUSTRY_TEXTS);
  const [entText, suffixes] = r.weighted(ENTITIES.map((e) => [e, e[0] === 'Sole Proprietor' ? 1 : 3] as const));
  const sole = entText === 'Sole Proprietor';
  const base = `${r.pick(WORDS)} ${indWord}`;
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : `${base}${r.pick(suffixes)}`;
  const dbaKind = f.int(0, 5);
  const dbaName = sole || dbaKind < 3 ? `${base}${r.chance(0.3) ? ` of ${addr.city}` : ''}` : legal;
  const dbaText = dbaKind === 5 ? null : dbaKind === 4 ? f.pick(['SAME', 'N/A', 'Same']) : dbaName;
  const entityPrinted = f.chance(0.92);
  const onSsn = sole && r.chance(0.6);
  const taxDigits = onSsn ? owners[0]!.raw : ein(r);
  const taxType = !onSsn ? 'EIN' : taxDigits.startsWith('9') ? 'ITIN' : 'SSN';
  const taxBare = f.chance(0.25);
  const taxPrinted = f.chance(0.93);
  const start = f.chance(0.85) ? isoDate(r.int(2004, 2022), r.int(1, 12), r.int(1, 28)) : null;
  const amount = r.pick([15, 20, 25, 30, 35, 40, 50, 60, 75, 85, 100, 125, 150]) * 1000 + r.pick([0, 0, 0, 2500]);
  const freq = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPay = freq === 'daily' ? r.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? r.pick([20, 26, 32, 40, 52]) : r.pick([12, 18, 24]);
  const payment = Math.round((amount * r.float(1.25, 1.45)) / nPay * 100) / 100;
  const original = r.pick([10, 15, 20, 25, 40, 50]) * 1000;
  const balance = Math.round(original * r.float(0.15, 0.6) * 100) / 100;
  const curFreq = r.pick(['daily', 'weekly'] as const);
  const curN = curFreq === 'daily' ? 120 : 26;
  const money = (v: number) => fmtMoney(v, f.int(0, 4));
  return {
    legal, dbaText, dba: dbaText && !/^(same|n\/a)$/i.test(dbaText) && dbaText !== legal ? dbaText : null,
    entityText: entityPrinted ? entText : null, entityId: entityPrinted ? entityIdOf(entText) : null,
    industryText: indText, industryId: industryIdOf(indText),
    taxText: taxPrinted ? (taxType === 'EIN' ? fmtTaxId(taxDigits, taxBare ? 'bare' : 'ein') : fmtTaxId(taxDigits, 'ssn')) : null,
    taxDigits: taxPrinted ? taxDigits : null, taxType: taxPrinted ? taxType : null, taxBare: taxType === 'EIN' && taxBare,
    addr, stateText: f.chance(0.85) ? st.code : st.name, stateInc: r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : st.code,
    phone: fmtPhone(r, f.int(0, 2)), email: `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    start, startText: start ? fmtDate(start, f.int(0, 4)) : null, years: 2025 - Number((start ?? '2015').slice(0, 4)), employees: r.int(2, 45),
    ownRent: r.chance(0.3) ? 'Own' : 'Rent',
    amount, amountText: f.chance(0.97) ? money(amount) : null, payment, paymentText: f.chance(0.7) ? money(payment) : null,
    n: nPay, nText: f.chance(0.7) ? String(nPay) : null, freq, freqPrinted: f.chance(0.8), useOfFunds: r.pick(USES),
    monthlySales: money(r.int(25, 260) * 1000),
    cur: { merchantId: `M-${r.digits(6)}`, original: money(original), funded: fmtDate(isoDate(2024, r.int(1, 12), r.int(1, 28)), f.int(0, 4)),
      balance: money(balance), payment: money(Math.round(original * 1.35 / curN * 100) / 100), remaining: String(r.int(8, curN - 10)),
      freq: curFreq, payoff: money(Math.round(balance * 0.97 * 100) / 100), net: money(Math.max(0, Math.round((amount - balance * 0.97) * 100) / 100)) },
    landlord: { name: r.chance(0.5) ? `${r.pick(WORDS)} Properties LLC` : `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: fmtPhone(r, f.int(0, 2)),
      rent: money(r.int(18, 90) * 100), contact: `${r.pick(FIRST)} ${r.pick(LAST)}` },
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, company: `${r.pick(WORDS)} Business Funding`, phone: fmtPhone(r, 0), id: `ISO-${r.digits(4)}` },
    refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} Supply Co.`, phone: fmtPhone(r, f.int(0, 2)) })),
    others: r.chance(0.5) ? [{ funder: r.pick(FUNDERS), balance: money(r.int(5, 40) * 1000), payment: money(r.int(150, 900)) }] : [],
    owners,
  };
}
