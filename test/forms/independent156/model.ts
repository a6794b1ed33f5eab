// One merchant's application, drawn from a seed: what the merchant declares (business, request, owners) and the
// other parties a funder's form also asks about (landlord, bank, trade references, existing advances, office panel).
// Everything here is a value plus its printed spelling; the layouts decide where (and whether) each is printed.
import type { Rng } from '../../statements/generator/prng.ts';
import {
  BANKS, CITIES, CREDENTIALS, ENTITY_SPELLINGS, ENTITY_WEIGHTS, FIRST, INDUSTRY_PHRASES, LAST, NAME_SUFFIX, OTHER_FIRST,
  OTHER_FUNDERS, OTHER_LAST, ROLES, STATES, STREETS, SUPPLIERS, dashEin, dashSsn, ein, fmtDate, fmtMoney, iso, itin, maskSsn,
  phone, randomDate, routing, ssn, zip, type Ymd,
} from './data.ts';

export interface Address { street: string; city: string; state: string; stateName: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; role: string; pct: number | null;
  score: number | null; digits: string; taxId: string | null; taxType: 'SSN' | 'ITIN'; ssnShow: 'full' | 'masked' | 'blank'; ssnText: string | null;
  dob: Ymd | null; dobText: string | null; home: Address; phone: string; email: string;
}
export interface Person { name: string; phone: string }
export interface Deal {
  legal: string; dba: string | null; dbaText: string | null; entity: string; entityText: string;
  industry: string; industryText: string; taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN'; taxText: string;
  address: Address; stateShown: 'code' | 'name'; incState: string; bizPhone: string; email: string; website: string | null;
  amount: number; amountText: string; useOfFunds: string; payment: number | null; paymentText: string | null;
  count: number | null; freq: string | null; freqText: string | null;
  start: Ymd | null; startText: string | null; years: number; monthlySales: string; employees: number;
  owners: Owner[];
  landlord: Person & { rent: string }; refs: (Person & { company: string })[];
  bank: { name: string; routing: string; account: string; contact: Person };
  advances: { funder: string; balance: string; payment: string }[];
  office: { underwriter: string; iso: string; dealId: string; approval: string; factor: string; holdback: string; rep: string };
  signed: string;
}

const FREQ_TEXT: Record<string, readonly string[]> = {
  daily: ['Daily', 'daily', 'DAILY'], weekly: ['Weekly', 'weekly'], biweekly: ['Bi-Weekly', 'Biweekly', 'bi-weekly'],
  monthly: ['Monthly', 'monthly'],
};
const COUNT_RANGE: Record<string, [number, number]> = { daily: [60, 260], weekly: [16, 52], biweekly: [8, 26], monthly: [4, 18] };

function address(rng: Rng, state?: readonly [string, string]): Address {
  const st = state ?? rng.pick(STATES);
  return { street: `${rng.int(12, 9890)} ${rng.pick(STREETS)}${rng.chance(0.25) ? `, Suite ${rng.int(100, 450)}` : ''}`,
    city: rng.pick(CITIES), state: st[0], stateName: st[1], zip: zip(rng) };
}
const other = (rng: Rng) => `${rng.pick(OTHER_FIRST)} ${rng.pick(OTHER_LAST)}`;

function owners(rng: Rng, n: number, state: readonly [string, string], soleProp: boolean): Owner[] {
  const used = new Set<string>();
  const pcts = soleProp ? [100] : split(rng, n);
  const out: Owner[] = [];
  for (let i = 0; i < n; i++) {
    let first = rng.pick(FIRST), last = rng.pick(LAST);
    while (used.has(first) || used.has(last)) { first = rng.pick(FIRST); last = rng.pick(LAST); }
    used.add(first); used.add(last);
    const show = rng.weighted([['full', 5], ['masked', 3], ['blank', 2]] as const);
    const isItin = rng.chance(0.12);
    const taxDigits = isItin ? itin(rng) : ssn(rng);
    const dob = rng.chance(0.75) ? randomDate(rng, 1950, 1998) : null;
    const home = address(rng, rng.chance(0.7) ? state : undefined);
    const role = soleProp ? rng.pick(['Owner', 'Sole Owner', 'Proprietor']) : i === 0 ? rng.pick(ROLES.slice(0, 4)) : rng.pick(ROLES);
    out.push({
      first, middle: rng.chance(0.35) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : null, last,
      credential: rng.chance(0.1) ? rng.pick(CREDENTIALS) : null, role,
      pct: rng.chance(0.93) ? pcts[i]! : null, score: rng.chance(0.45) ? rng.int(520, 815) : null,
      digits: taxDigits, taxId: show === 'full' ? taxDigits : null, taxType: isItin ? 'ITIN' : 'SSN', ssnShow: show,
      ssnText: show === 'full' ? dashSsn(taxDigits) : show === 'masked' ? maskSsn(rng, taxDigits) : null,
      dob, dobText: dob ? fmtDate(rng, dob, false) : null, home, phone: phone(rng),
      email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
    });
  }
  return out;
}

/** Ownership percentages for n owners, summing to 100 (or a little less: a silent partner not listed). */
function split(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.85) ? 100 : rng.pick([51, 75, 80, 90])];
  const total = rng.chance(0.8) ? 100 : rng.pick([90, 95, 80]);
  const cuts = Array.from({ length: n }, () => rng.int(20, 60));
  const sum = cuts.reduce((a, b) => a + b, 0);
  const out = cuts.map(c => Math.max(5, Math.round((c / sum) * total / 5) * 5));
  out[0] = total - out.slice(1).reduce((a, b) => a + b, 0);
  if (out[0]! < 5) return n === 2 ? [50, 50] : Array.from({ length: n }, (_, i) => (i === 0 ? 100 - 20 * (n - 1) : 20));
  return out.sort((a, b) => b - a);
}

export function makeDeal(rng: Rng): Deal {
  const entity = rng.weighted(ENTITY_WEIGHTS);
  const soleProp = entity === 'sole_proprietorship';
  const n = soleProp ? 1 : rng.weighted([[1, 3], [2, 5], [3, 2], [4, 1]] as const);
  const st = rng.pick(STATES);
  const addr = address(rng, st);
  const own = owners(rng, n, st, soleProp);
  const [industryText, industry, cores] = rng.pick(INDUSTRY_PHRASES);
  const core = rng.pick(cores);
  const o0 = own[0]!;
  const legal = soleProp ? `${o0.first}${o0.middle ? ` ${o0.middle}` : ''} ${o0.last}` : core + rng.pick(NAME_SUFFIX[entity]!);
  const dba: string | null = soleProp || rng.chance(0.5) ? `${core}${rng.pick(['', '', ' & Co', ' of ' + addr.city])}` : null;
  let dbaText: string | null = dba;
  if (!dba) {
    const blank = rng.pick(['blank', 'SAME', 'N/A', 'Same as above', 'legal']);
    dbaText = blank === 'blank' ? null : blank === 'legal' ? legal : blank;
  }
  // A sole proprietor without an EIN writes the SSN (or ITIN) in the business tax ID box.
  const useSsn = soleProp && rng.chance(0.5);
  const ownerDigits = useSsn ? o0.digits : null;
  const taxId = ownerDigits ?? ein(rng);
  const taxType = ownerDigits ? (taxId.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN';
  const taxText = ownerDigits ? dashSsn(taxId) : rng.chance(0.8) ? dashEin(taxId) : taxId;
  const amount = rng.int(10, 300) * rng.pick([500, 1000]);
  const hasTerms = rng.chance(0.65);
  const freq = hasTerms && rng.chance(0.85) ? rng.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const) : null;
  const [c0, c1] = COUNT_RANGE[freq ?? 'weekly']!;
  const count = hasTerms && rng.chance(0.8) ? rng.int(c0, c1) : null;
  const payment = hasTerms && rng.chance(0.85) ? Math.round((amount * rng.float(1.18, 1.45)) / (count ?? rng.int(c0, c1)) * 100) / 100 : null;
  const start = rng.chance(0.8) ? randomDate(rng, 1996, 2023) : null;
  const nowYear = 2025;
  const years = start ? nowYear - start.y : rng.int(1, 25);
  const approval = Math.round(amount * rng.pick([0.6, 0.75, 0.8, 0.9, 1.2]) / 500) * 500;
  const notAmount = (v: number) => (v === amount || v === payment ? v + 250 : v);
  const advances = Array.from({ length: rng.int(0, 3) }, () => ({
    funder: rng.pick(OTHER_FUNDERS), balance: fmtMoney(rng, notAmount(rng.int(4, 90) * 500)),
    payment: `${fmtMoney(rng, rng.int(90, 1900) + 0.5 * rng.int(0, 1), ['dollar', 'cents'])}/${rng.pick(['day', 'wk'])}`,
  }));
  return {
    legal, dba, dbaText, entity, entityText: rng.pick(ENTITY_SPELLINGS[entity]!), industry, industryText,
    taxId, taxType, taxText, address: addr, stateShown: rng.chance(0.8) ? 'code' : 'name',
    incState: rng.pick(['DE', 'NV', 'WY', 'FL', 'TX', 'NY'].filter(s => s !== st[0])), bizPhone: phone(rng),
    email: `info@${core.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: rng.chance(0.6) ? `www.${core.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    amount, amountText: fmtMoney(rng, amount), useOfFunds: rng.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation']),
    payment, paymentText: payment === null ? null : fmtMoney(rng, payment, ['dollar', 'cents', 'spaced', 'bare']),
    count, freq, freqText: freq ? rng.pick(FREQ_TEXT[freq]!) : null,
    start, startText: start ? fmtDate(rng, start, true) : null, years,
    monthlySales: fmtMoney(rng, rng.int(12, 400) * 1000), employees: rng.int(1, 60),
    owners: own,
    landlord: { name: rng.chance(0.5) ? other(rng) : `${rng.pick(OTHER_LAST)} Properties LLC`, phone: phone(rng), rent: fmtMoney(rng, notAmount(rng.int(8, 120) * 100)) },
    refs: Array.from({ length: 3 }, () => ({ company: rng.pick(SUPPLIERS), name: other(rng), phone: phone(rng) })),
    bank: { name: rng.pick(BANKS), routing: routing(rng), account: rng.digits(rng.int(8, 12)), contact: { name: other(rng), phone: phone(rng) } },
    advances,
    office: {
      underwriter: other(rng), iso: `ISO-${rng.int(1000, 9999)}`, dealId: `${rng.alnum(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-${rng.int(2023, 2025)}-${rng.digits(5)}`,
      approval: fmtMoney(rng, approval === amount ? approval + 5000 : approval), factor: rng.float(1.19, 1.49).toFixed(2),
      holdback: `${rng.int(6, 18)}%`, rep: other(rng),
    },
    signed: fmtDate(rng, { y: 2025, m: rng.int(1, 6), d: rng.int(1, 28) }, false),
  };
}

/** Owner's name as printed in one box: "First M. Last", "Last, First M." or with a credential. */
export function ownerName(rng: Rng, o: Owner, allowSwap = true): string {
  const given = `${o.first}${o.middle ? ` ${o.middle}` : ''}`;
  const cred = o.credential ? `, ${o.credential}` : '';
  return allowSwap && !o.credential && rng.chance(0.3) ? `${o.last}, ${given}` : `${given} ${o.last}${cred}`;
}

export const isoOrNull = (t: Ymd | null) => (t ? iso(t) : null);
