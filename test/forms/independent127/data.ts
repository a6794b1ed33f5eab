// The merchant behind one form of set 127: who it is and, for each value, the text a broker prints and the field
// that text becomes under applications.md's rules. Drawn from a seeded stream, never from the style, so one seed
// gives the same merchant typed, handwritten, fillable or scanned.
import { Rng } from '../../statements/generator/prng.ts';
import { ENTITY_WORDS, INDUSTRY_PHRASES, PLACES, type Place } from './tables.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface TaxId { text: string | null; digits: string | null; type: string | null; country: Country | null }
export interface Owner {
  nameText: string; first: string; last: string; title: string; pct: number; pctText: string;
  score: number | null; tax: TaxId; dobIso: string | null; dobText: string | null; home: string; phone: string; email: string;
}
export interface LayoutSpec {
  country: Country; maxOwners: number; lastFirst: number; entityMode: 'check' | 'text';
  /** Probability that only "years in business" is printed (no start date). */
  yearsOnly: number; payments: boolean;
  /** The tax-ID box's label says EIN, so an EIN may be printed as 9 bare digits. */
  bareEin: boolean;
}
export interface Merchant {
  country: Country; legal: string; dbaText: string | null; dba: string | null;
  entityId: string; entityText: string; industryText: string; industry: string;
  tax: TaxId; startIso: string | null; startText: string | null; years: number;
  street: string; place: Place; zip: string; phone: string; email: string; website: string | null; stateInc: string;
  amount: number | null; amountText: string | null; useOfFunds: string;
  payment: number | null; paymentText: string | null; nPayments: number | null; freq: Freq | null;
  monthlySales: string; annualRevenue: string; employees: string; ownRent: 'Own' | 'Rent';
  owners: Owner[]; landlord: { name: string; phone: string; rent: string };
  bank: { name: string; routing: string; account: string }; refs: { name: string; phone: string }[];
  funders: { name: string; balance: string; payment: string }[]; iso: { name: string; company: string; phone: string; email: string };
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Mei', 'Carlos', 'Priya', 'Daniel', 'Olga', 'Kwame', 'Hannah', 'Tomas', 'Grace',
  'Victor', 'Leah', 'Andre', 'Nadia', 'Samuel', 'Rosa', 'Ethan', 'Yusuf', 'Claire', 'Marcus', 'Ingrid', 'Anne-Marie', 'Jean-Luc'];
const LAST = ['Gonzalez', 'Okafor', 'Whitfield', 'Nguyen', 'Patel', 'Brennan', 'Kowalski', 'Haddad', 'Lindqvist', 'Morrison', 'Tanaka',
  'Abernathy', 'Delgado', 'Fitzgerald', 'Castellanos', 'Schultz', 'Dubois-Tremblay', 'Harper-Lowe', 'de la Cruz', 'Van der Berg',
  "O'Neill", 'McAllister', 'St. Pierre', 'Oyelaran'];
const CREDS = [', DC', ', CPA', ', DDS', ', MD', ', PE'];
const STREETS = ['Commerce St', 'Maple Ave', 'Industrial Pkwy', 'Harbor Blvd', 'Elm Street', 'Old Mill Rd', 'Main St', 'Lakeview Dr', 'Ridge Rd', 'Cedar Lane'];
const WORDS = ['Summit', 'Granite', 'Blue Heron', 'Lakeside', 'Keystone', 'Riverbend', 'Copperfield', 'Oak & Ember', 'Northgate', 'Sunrise',
  'Prairie Wind', 'Golden Mile', 'Ironwood', 'Bayfront', 'Maplewood', 'Silver Creek'];
const BANKS = ['First Meridian Bank', 'Chase', 'Wells Fargo', 'Pinnacle Community Bank', 'TD Bank', 'Regions', 'Valley National'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'Desjardins', 'CIBC'];
const FUNDERS = ['Rapid Lane Capital', 'Arbor Advance', 'Kinetic Funding', 'Clearwater MCA', 'Lighthouse Receivables', 'Bolt Business Cash'];
const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Working capital', 'Marketing', 'Renovation', 'Pay off existing advance'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'VP', 'Co-Owner', 'Director', 'Secretary/Treasurer'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export function fmtDate(rng: Rng, iso: string, country: Country, twoDigitYear = true): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const fmts = country === 'CA'
    ? [`${iso}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`]
    : [`${pad(m)}/${pad(d)}/${y}`, twoDigitYear ? `${m}/${d}/${String(y).slice(2)}` : `${m}/${d}/${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${pad(m)}-${pad(d)}-${y}`, iso,
      `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`];
  return rng.pick(fmts);
}

function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}

export function fmtMoney(rng: Rng, v: number, country: Country): string {
  const cents = Math.round(v * 100) % 100 !== 0;
  const grouped = v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  const plain = cents ? v.toFixed(2) : String(v);
  const opts = [`$${grouped}`, `$ ${grouped}`, grouped, plain, `$${grouped}${cents ? '' : '.00'}`];
  if (country === 'CA') opts.push(`CAD ${grouped}`, `$${grouped} CAD`);
  else opts.push(`${grouped} USD`);
  return rng.pick(opts);
}

const dashed = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

function ssn(rng: Rng, country: Country, masked: boolean): TaxId {
  if (country === 'CA') {
    const d = `${rng.pick(['1', '2', '4', '5', '6', '7'])}${rng.digits(8)}`;
    if (masked) return { text: rng.pick([`XXX-XXX-${d.slice(6)}`, `*** *** ${d.slice(6)}`]), digits: null, type: null, country: null };
    return { text: rng.chance(0.5) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, digits: d, type: 'SIN', country: 'CA' };
  }
  const itin = rng.chance(0.15);
  const d = itin ? `9${rng.digits(2)}${rng.pick(['70', '78', '83', '92'])}${rng.digits(4)}` : `${rng.int(1, 8)}${rng.digits(2)}${rng.int(10, 99)}${rng.digits(4)}`;
  if (masked) return { text: rng.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`]), digits: null, type: null, country: null };
  // An ITIN is told from an SSN by its format only, so it is always printed with dashes.
  return { text: itin || rng.chance(0.8) ? dashed(d) : d, digits: d, type: itin ? 'ITIN' : 'SSN', country: 'US' };
}

function person(rng: Rng, spec: LayoutSpec, lastFirst: boolean): { text: string; first: string; last: string } {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const mi = rng.chance(0.4) ? ` ${String.fromCharCode(65 + rng.int(0, 25))}.` : '';
  const cred = rng.chance(0.12) ? rng.pick(CREDS) : '';
  const text = lastFirst ? `${last}, ${first}${mi}` : `${first}${mi} ${last}${cred}`;
  void spec;
  return { text, first, last };
}

function splitPct(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.pick([100, 100, 100, 51, 80])];
  const cuts = rng.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  if (n === 2) return cuts;
  if (n === 3) return rng.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [33.5, 33.5, 33]]);
  return rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
}

export function makeMerchant(layout: string, seed: number, spec: LayoutSpec): Merchant {
  const rng = new Rng(`i127:${layout}:${seed}`);
  const c = spec.country;
  const place = rng.pick(PLACES.filter((p) => p.country === c));
  const incPool = PLACES.filter((p) => p.country === c && p.code !== place.code).map((p) => p.code).concat(c === 'US' ? ['DE', 'NV', 'WY'] : ['Federal (CBCA)']);
  const ind = rng.pick(INDUSTRY_PHRASES);
  const ent = rng.pick(ENTITY_WORDS.filter((e) => e.country === c));
  const nOwners = ent.id === 'sole_proprietorship' ? 1 : rng.int(1, spec.maxOwners);
  const owners: Owner[] = [];
  const pcts = splitPct(rng, nOwners);
  for (let i = 0; i < nOwners; i++) {
    const p = person(rng, spec, rng.chance(spec.lastFirst));
    const dobIso = rng.chance(0.85) ? isoDate(rng, 1958, 1994) : null;
    const city = rng.pick(PLACES.filter((q) => q.country === c));
    owners.push({ nameText: p.text, first: p.first, last: p.last, title: ent.id === 'sole_proprietorship' ? 'Owner' : rng.pick(TITLES),
      pct: pcts[i]!, pctText: rng.chance(0.6) ? `${pcts[i]}%` : String(pcts[i]),
      score: rng.chance(0.45) ? rng.int(540, 790) : null, tax: rng.chance(0.12) ? { text: null, digits: null, type: null, country: null } : ssn(rng, c, rng.chance(0.35)),
      dobIso, dobText: dobIso ? fmtDate(rng, dobIso, c, false) : null,
      home: `${rng.int(10, 9899)} ${rng.pick(STREETS)}, ${city.city}, ${city.code} ${c === 'US' ? city.zip + rng.digits(2) : city.zip + ' ' + rng.alnum(3, '1A2B3C4E5G6H')}`,
      phone: phone(rng), email: `${p.first.toLowerCase().replace(/[^a-z]/g, '')}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` });
  }
  const base = rng.pick(WORDS);
  const legal = ent.id === 'sole_proprietorship' ? `${owners[0]!.first} ${owners[0]!.last}` : `${base} ${ind.noun}${ent.suffix}`;
  const dbaRoll = rng.next();
  const dbaName = `${rng.pick(WORDS)} ${ind.noun}`;
  const dbaText = dbaRoll < 0.5 ? dbaName : dbaRoll < 0.62 ? 'SAME' : dbaRoll < 0.7 ? 'N/A' : dbaRoll < 0.78 ? legal : null;
  const dba = dbaText && !['SAME', 'N/A'].includes(dbaText) && dbaText !== legal ? dbaText : null;
  let tax: TaxId;
  if (c === 'CA') {
    const bn = rng.digits(9), prog = `RC${pad(rng.int(1, 3), 4)}`;
    const roll = rng.int(0, 2);
    tax = roll === 0 ? { text: `${bn} ${prog}`, digits: bn + prog, type: 'BN', country: 'CA' } : roll === 1 ? { text: bn + prog, digits: bn + prog, type: 'BN', country: 'CA' }
      : { text: bn, digits: bn, type: 'BN', country: 'CA' };
  } else if (ent.id === 'sole_proprietorship' && rng.chance(0.5)) {
    // A sole proprietor without an EIN writes the owner's SSN (in full here, even when the owner row masks it).
    // Always with dashes: a bare 9-digit number in a box labelled EIN would read as an EIN.
    const own = owners[0]!.tax;
    tax = own.digits ? { ...own } : ssn(rng, c, false);
    tax = { ...tax, text: dashed(tax.digits!) };
  } else {
    const e = `${rng.int(10, 98)}${rng.digits(7)}`;
    tax = { text: !spec.bareEin || rng.chance(0.75) ? `${e.slice(0, 2)}-${e.slice(2)}` : e, digits: e, type: 'EIN', country: 'US' };
  }
  if (rng.chance(0.06)) tax = { text: null, digits: null, type: null, country: null };
  const startIso = isoDate(rng, 2004, 2022);
  const years = 2025 - Number(startIso.slice(0, 4));
  const yearsOnly = rng.chance(spec.yearsOnly);
  const startBlank = !yearsOnly && rng.chance(0.08);
  const amount = rng.chance(0.9) ? rng.pick([15000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 250000]) : null;
  let payment: number | null = null, nPayments: number | null = null, freq: Freq | null = null;
  if (spec.payments && amount && rng.chance(0.8)) {
    freq = rng.weighted<Freq>([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]]);
    const [lo, hi] = ({ daily: [100, 240], weekly: [24, 52], biweekly: [12, 26], monthly: [6, 18] } as const)[freq];
    nPayments = rng.int(lo, hi);
    payment = Math.round((amount * rng.float(1.22, 1.45) * 100) / nPayments) / 100;
    if (rng.chance(0.5)) payment = Math.round(payment);
  }
  const bankName = rng.pick(c === 'CA' ? CA_BANKS : BANKS);
  const money = (lo: number, hi: number): string => `$${(Math.round(rng.float(lo, hi) / 100) * 100).toLocaleString('en-US')}`;
  return {
    country: c, legal, dbaText, dba, entityId: ent.id, entityText: ent.text, industryText: ind.text, industry: ind.id, tax,
    startIso: yearsOnly || startBlank ? null : startIso, startText: yearsOnly || startBlank ? null : fmtDate(rng, startIso, c), years,
    street: `${rng.int(100, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, place,
    zip: c === 'US' ? place.zip + rng.digits(2) : `${place.zip} ${rng.alnum(3, '1A2B3C4E5G6H')}`, phone: phone(rng),
    email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}${ind.noun.toLowerCase().replace(/[^a-z]/g, '').slice(0, 8)}.com`,
    website: rng.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${c === 'CA' ? 'ca' : 'com'}` : null,
    stateInc: rng.chance(0.5) ? rng.pick(incPool) : place.code,
    amount, amountText: amount === null ? null : fmtMoney(rng, amount, c), useOfFunds: rng.pick(USES),
    payment, paymentText: payment === null ? null : fmtMoney(rng, payment, c), nPayments, freq,
    monthlySales: money(18000, 240000), annualRevenue: money(250000, 2800000), employees: String(rng.int(2, 60)), ownRent: rng.chance(0.7) ? 'Rent' : 'Own',
    owners, landlord: { name: `${rng.pick(WORDS)} Properties LLC`, phone: phone(rng), rent: money(1500, 12000) },
    bank: { name: bankName, routing: c === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.digits(8)}`, account: rng.digits(rng.int(8, 12)) },
    refs: [0, 1].map(() => ({ name: `${rng.pick(WORDS)} ${rng.pick(['Supply Co.', 'Wholesale', 'Distributors Inc.', 'Foods LLC'])}`, phone: phone(rng) })),
    funders: rng.chance(0.55) ? Array.from({ length: rng.int(1, 2) }, () => ({ name: rng.pick(FUNDERS), balance: money(5000, 60000), payment: money(150, 1800) })) : [],
    iso: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, company: '', phone: phone(rng), email: '' },
  };
}

function phone(rng: Rng): string {
  const a = rng.int(201, 989), b = rng.int(200, 989), d = rng.digits(4);
  return rng.pick([`(${a}) ${b}-${d}`, `${a}-${b}-${d}`, `${a}.${b}.${d}`]);
}
