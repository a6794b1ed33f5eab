// The merchant behind one generated form: every value with the text it is printed as and the value
// applications.md reads from that text. Layouts decide what is printed; only printed values reach the truth.
import { Rng } from '../../statements/generator/prng.ts';
import { luhn9, ein, ssn, itin, routing, money, date, pct, phone, PEOPLE_FIRST, PEOPLE_LAST, CITIES, INDUSTRIES, ENTITY } from './values.ts';

export type Country = 'US' | 'CA';
export interface Val<T> { text: string; v: T }
export interface TaxText { text: string; digits: string | null; type: string | null; country: string | null }

export interface Owner {
  name: string; first: string; last: string; role: string;
  own: Val<number> | null; credit: Val<number> | null; tax: TaxText | null; dob: Val<string> | null;
  home: string; cell: string;
}

export interface Person { name: string; phone: string }

export interface Profile {
  country: Country; countryLabel: string;
  entity: { id: string; text: string };
  legal: string;
  dba: { text: string; v: string | null };
  industry: { text: string; id: string };
  tax: { text: string; digits: string; type: string; label: string } | null;
  street: string; cityLine: string; state: { text: string; code: string };
  amount: Val<number>; payment: Val<number> | null; count: Val<number> | null; freq: Val<string> | null;
  start: Val<string> | null; years: string;
  owners: Owner[];
  phone: string; email: string; monthly: string; annual: string; incState: string; useOfFunds: string; signed: string;
  rep: Person & { company: string };
  landlord: Person & { company: string; rent: string };
  bank: { name: string; routing: string; account: string };
  refs: (Person & { company: string })[];
  funders: { name: string; balance: string; payment: string }[];
  /** Someone who was an owner once: a row a corrected form strikes out. */
  former: { name: string; role: string; own: string; tax: string };
}

const ROLES_FIRST: Record<string, string[]> = {
  llc: ['Managing Member', 'Member', 'Owner', 'CEO'], pllc: ['Managing Member', 'Owner'],
  sole_proprietorship: ['Owner', 'Sole Owner', 'Proprietor'], general_partnership: ['Partner', 'General Partner', 'Managing Partner'],
  limited_partnership: ['General Partner', 'Partner'], llp: ['Partner', 'Managing Partner'],
};
const ROLES_OTHER = ['Partner', 'Member', 'Vice President', 'Secretary', 'COO', 'Co-Owner', 'Treasurer', 'Director'];
const PARTICLE_LAST = ['de la Cruz', 'van der Berg', 'Da Silva', 'Del Rio', 'von Essen', 'Van Buren', 'De Luca', 'le Roux', 'St. Germain', 'di Stefano'];
const MARK_LAST = ["O'Brien", "D'Amico", "O'Neill", 'Nguyen-Tran', 'Smith-Kowalski', 'Ramirez-Ortiz', 'McAllister', "N'Diaye", 'Okafor-Bell'];
const CREDENTIAL: Record<string, string> = { dental_practice: 'DDS', medical_practice: 'DC', veterinary: 'DVM', professional_services: 'CPA' };
const PREFIX = ['Summit', 'Harborview', 'Bluebird', 'Northgate', 'Red Oak', 'Silver Creek', 'Lakeshore', 'Iron Gate', 'Cedar Point',
  'Brightway', 'Three Rivers', 'Evergreen', 'Granite', 'Sunrise', 'Coastal', 'Prairie', 'Magnolia', 'Pinecrest', 'Westbrook', 'Copper Hill'];
const TRADE_TAIL = ['Express', 'Central', 'on Main', 'Co.', 'Studio', 'Works', 'House', 'Depot', 'Place', 'Corner'];
const USE = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Renovation', 'Working capital', 'Marketing', 'Debt consolidation'];
const BANKS = { US: ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Citizens Bank'], CA: ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'] };
const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Advance', 'Pearl Merchant Group', 'Fox Lane Capital', 'Everest Business Funding', 'Kapitus', 'Mantis Funding'];
const COMPANIES = ['Parkview Properties', 'Sysco Foods', 'Grainger Supply', 'Uline', 'Beacon Realty', 'Allied Wholesale', 'Metro Paper Co.', 'Hillcrest Holdings'];
const ISOS = ['Lendwise Partners', 'Capital Bridge ISO', 'Main Street Brokers', 'Apex Funding Source'];

/** Names are unique across the form: no decoy shares a first or last name with an owner. */
export class Names {
  private used = new Set<string>();
  private rng: Rng;
  constructor(rng: Rng) { this.rng = rng; }
  pick(pool: readonly string[]): string {
    for (let i = 0; i < 200; i++) { const n = this.rng.pick(pool); if (!this.used.has(n.toLowerCase())) { this.used.add(n.toLowerCase()); return n; } }
    throw new Error('name pool exhausted');
  }
  person(): string { return `${this.pick(PEOPLE_FIRST)} ${this.pick(PEOPLE_LAST)}`; }
}

function ownerName(rng: Rng, names: Names, industry: string): { name: string; first: string; last: string } {
  const first = names.pick(PEOPLE_FIRST);
  const kind = rng.weighted([['plain', 4], ['particle', 2], ['mark', 2]] as const);
  const last = names.pick(kind === 'plain' ? PEOPLE_LAST : kind === 'particle' ? PARTICLE_LAST : MARK_LAST);
  const mid = rng.chance(0.3) ? `${rng.pick('ABCDEFGHJKLMNPRSTW'.split(''))}.` : '';
  const cred = CREDENTIAL[industry];
  const fmt = rng.weighted([['plain', 6], ['comma', 3], ['cred', cred ? 2 : 0]] as const);
  const name = fmt === 'comma' ? `${last}, ${first}${mid ? ' ' + mid : ''}` : fmt === 'cred' ? `${first} ${last}, ${cred}` : `${first}${mid ? ' ' + mid : ''} ${last}`;
  return { name, first, last };
}

function splits(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.85) ? 100 : rng.pick([51, 60, 75, 80])];
  if (n === 3 && rng.chance(0.2)) return [33.34, 33.33, 33.33];
  for (;;) {
    const cuts = Array.from({ length: n - 1 }, () => rng.int(1, 19) * 5).sort((a, b) => a - b);
    const parts = [...cuts, 100].map((c, i) => c - (i ? cuts[i - 1]! : 0));
    if (parts.every((p) => p >= 10)) return parts.sort((a, b) => b - a);
  }
}

function ownerTax(rng: Rng, country: Country, forceFull = false): { tax: TaxText | null; digits: string; type: string } {
  if (country === 'CA') {
    const d = luhn9(rng, rng.pick(['1', '2', '3', '4', '5', '6', '7', '9']));
    const sep = rng.pick([' ', '-']);
    const full = `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
    const mode = forceFull ? 'full' : rng.weighted([['full', 4], ['mask', 3], ['blank', 3]] as const);
    const tax = mode === 'full' ? { text: full, digits: d, type: 'SIN', country: 'CA' }
      : mode === 'mask' ? { text: `XXX${sep}XXX${sep}${d.slice(6)}`, digits: null, type: null, country: null } : null;
    return { tax, digits: d, type: 'SIN' };
  }
  const isItin = rng.chance(0.1);
  const d = isItin ? itin(rng) : ssn(rng);
  const type = isItin ? 'ITIN' : 'SSN';
  const mode = forceFull ? 'full' : rng.weighted([['full', 4], ['bare', isItin ? 0 : 1], ['mask', 3], ['blank', 2]] as const);
  const dashed = `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  const m = rng.pick(['XXX-XX-', '***-**-', 'xxx-xx-']);
  const tax = mode === 'full' ? { text: dashed, digits: d, type, country: 'US' } : mode === 'bare' ? { text: d, digits: d, type, country: 'US' }
    : mode === 'mask' ? { text: m + d.slice(5), digits: null, type: null, country: null } : null;
  return { tax, digits: d, type };
}

function isoDate(rng: Rng, y0: number, y1: number): string {
  const y = rng.int(y0, y1), m = rng.int(1, 12), d = rng.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export interface ProfileOpts { country: Country; maxOwners: number }

export function makeProfile(rng: Rng, o: ProfileOpts): Profile {
  const names = new Names(rng);
  const c = o.country;
  const ent = rng.pick(ENTITY[c]);
  const ind = rng.pick(INDUSTRIES);
  const nOwners = ent.id === 'sole_proprietorship' ? 1 : Math.min(o.maxOwners, rng.weighted([[1, 3], [2, 4], [3, 2], [4, 1.5]] as const));
  const own = splits(rng, nOwners);
  const city = rng.pick(CITIES[c]);
  const owners: Owner[] = [];
  let soleTax: { digits: string; type: string } | null = null;
  for (let i = 0; i < nOwners; i++) {
    const n = ownerName(rng, names, ind.id);
    const roles = i === 0 ? ROLES_FIRST[ent.id] ?? ['President', 'CEO', 'Owner', 'President/CEO'] : ROLES_OTHER;
    const t = ownerTax(rng, c);
    if (i === 0) soleTax = t;
    const dobIso = isoDate(rng, 1952, 1999);
    const home = rng.pick(CITIES[c].filter((x) => x.code !== city.code));
    owners.push({
      ...n, role: rng.pick(roles),
      own: { text: pct(rng, own[i]!), v: own[i]! },
      credit: rng.chance(0.5) ? (() => { const v = rng.int(540, 815); return { text: String(v), v }; })() : null,
      tax: t.tax, dob: rng.chance(0.7) ? { text: date(rng, dobIso), v: dobIso } : null,
      home: `${rng.int(12, 9800)} ${rng.pick(['Elm St', 'Oak Ave', 'Birch Rd', 'Lakeview Dr', 'Maple Ct'])}, ${home.city}, ${home.code} ${home.zip}`,
      cell: phone(rng, c),
    });
  }
  const o0 = owners[0]!;
  const noun = rng.pick(ind.nouns);
  const legal = ent.id === 'sole_proprietorship' ? `${o0.first} ${o0.last}` : `${rng.pick(PREFIX)} ${noun}${rng.pick(ent.suffixes)}`;
  const tradeBase = rng.chance(0.5) ? `${o0.first}'s ${noun}` : `${rng.pick(PREFIX)} ${noun} ${rng.pick(TRADE_TAIL)}`;
  const dbaKind = ent.id === 'sole_proprietorship' ? 'name' : rng.weighted([['name', 5], ['same', 1], ['na', 1], ['blank', 2], ['legal', 1]] as const);
  const dba = dbaKind === 'name' ? { text: tradeBase, v: tradeBase } : dbaKind === 'same' ? { text: rng.pick(['SAME', 'Same']), v: null }
    : dbaKind === 'na' ? { text: rng.pick(['N/A', 'n/a']), v: null } : dbaKind === 'legal' ? { text: legal, v: null } : { text: '', v: null };
  let tax: Profile['tax'];
  if (c === 'CA') {
    const d = luhn9(rng, String(rng.int(1, 8)));
    const prog = `${rng.pick(['RC', 'RT'])}000${rng.int(1, 2)}`;
    const text = rng.pick([`${d} ${prog}`, `${d}${prog}`, `${d.slice(0, 5)} ${d.slice(5)} ${prog}`, d]);
    tax = { text, digits: text === d ? d : d + prog, type: 'BN', label: 'Business Number (BN)' };
  } else if (ent.id === 'sole_proprietorship' && soleTax && rng.chance(0.5)) {
    const d = soleTax.digits;
    tax = { text: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, digits: d, type: soleTax.type, label: 'Federal Tax ID (EIN or SSN)' };
  } else {
    const d = ein(rng);
    tax = rng.chance(0.8) ? { text: `${d.slice(0, 2)}-${d.slice(2)}`, digits: d, type: 'EIN', label: 'Federal Tax ID' } : { text: d, digits: d, type: 'EIN', label: 'Federal Tax ID (EIN)' };
  }
  const amountV = rng.int(c === 'CA' ? 10 : 5, 300) * (rng.chance(0.5) ? 1000 : 500);
  const freqV = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const countV = { daily: rng.int(60, 252), weekly: rng.int(12, 52), biweekly: rng.int(6, 26), monthly: rng.int(3, 18) }[freqV];
  const payV = Math.round(amountV * rng.float(1.2, 1.45) / countV * 100) / 100;
  const freqText = { daily: ['Daily', 'DAILY', 'daily'], weekly: ['Weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Biweekly', 'bi-weekly'], monthly: ['Monthly'] }[freqV];
  const startIso = isoDate(rng, 1991, 2023);
  const st = rng.weighted([['code', 8], ['name', 2]] as const) === 'code' ? city.code : city.name;
  const zipSep = rng.chance(0.5) ? ' ' : '  ';
  const monthlyV = Math.round(amountV * rng.float(0.6, 1.8) / 100) * 100;
  const people = Array.from({ length: 6 }, () => names.person());
  const others = (v: number, gen: () => number) => { let x = gen(); while (x === v) x = gen(); return x; };
  const incStates = (c === 'US' ? ['DE', 'NV', 'WY', 'Delaware'] : ['Federal (CBCA)', 'ON', 'BC']).filter((s) => s !== city.code);
  const formerTax = ownerTax(rng, c, true).tax!.text;
  return {
    country: c, countryLabel: c === 'US' ? 'United States' : 'Canada',
    entity: { id: ent.id, text: rng.pick(ent.texts) }, legal, dba, industry: { text: rng.chance(0.8) ? ind.text : ind.text.toLowerCase(), id: ind.id }, tax,
    street: `${rng.int(10, 9999)} ${rng.pick(['Main St', 'Commerce Blvd', 'Industrial Pkwy', 'King St W', 'Market St', 'Route 9', 'Queen St E', 'Broadway'])}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`,
    cityLine: `${city.city}, ${st}${zipSep}${city.zip}`, state: { text: st, code: city.code },
    amount: { text: money(rng, amountV, c, false), v: amountV },
    payment: rng.chance(0.6) ? { text: money(rng, payV, c, true), v: payV } : null,
    count: rng.chance(0.6) ? { text: String(countV), v: countV } : null,
    freq: rng.chance(0.7) ? { text: rng.pick(freqText), v: freqV } : null,
    start: rng.chance(0.75) ? { text: date(rng, startIso), v: startIso } : null,
    years: `${2025 - Number(startIso.slice(0, 4))} yrs`,
    owners,
    phone: phone(rng, c), email: `info@${legal.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com`,
    monthly: money(rng, others(amountV, () => monthlyV + rng.int(1, 9) * 100), c, false), annual: money(rng, monthlyV * 12, c, false),
    incState: rng.pick(incStates),
    useOfFunds: rng.pick(USE), signed: date(rng, `2025-${String(rng.int(1, 9)).padStart(2, '0')}-${String(rng.int(10, 28))}`),
    rep: { name: people[0]!, phone: phone(rng, c), company: rng.pick(ISOS) },
    landlord: { name: people[1]!, phone: phone(rng, c), company: rng.pick(COMPANIES), rent: `${money(rng, rng.int(18, 90) * 100, c, false)}/mo` },
    bank: { name: rng.pick(BANKS[c]), routing: c === 'US' ? routing(rng) : `${rng.digits(5)}-${rng.digits(3)}`, account: rng.digits(rng.int(8, 12)) },
    refs: [2, 3].map((i) => ({ name: people[i]!, phone: phone(rng, c), company: rng.pick(COMPANIES) })),
    funders: Array.from({ length: rng.int(0, 2) }, () => ({ name: rng.pick(FUNDERS), balance: money(rng, others(amountV, () => rng.int(40, 900) * 50), c, false),
      payment: `${money(rng, rng.int(90, 1400), c, false)}/${rng.pick(['day', 'wk'])}` })),
    former: { name: people[4]!, role: rng.pick(ROLES_OTHER.filter((x) => !owners.some((o) => o.role === x))),
      own: pct(rng, rng.pick([5, 15, 20, 25, 30, 35, 40].filter((v) => !own.includes(v)))), tax: formerTax },
  };
}
