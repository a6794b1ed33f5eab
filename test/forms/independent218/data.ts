// The fictional merchant behind one form: every value drawn from the seed, each with its printed text and the truth
// value applications.md reads from it. Drawing never depends on the style, so typed, handwritten and fillable share it.
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

export interface Owner {
  printedName: string; first: string; last: string;
  title: string; pct: number; pctText: string;
  dob: string; dobText: string;
  taxText: string | null; taxDigits: string | null; taxType: string; masked: boolean;
  credit: number | null;
  home: { street: string; city: string; region: string; postal: string };
  cell: string; email: string;
}

export interface Merchant {
  country: Country;
  legal: string; dbaText: string; dbaTruth: string | null;
  entityText: string; entityId: string; entityBox: string;
  industryText: string; industryId: string;
  taxText: string; taxTruth: string; taxType: string;
  startText: string; startIso: string;
  street: string; city: string; region: string; postal: string; phone: string; email: string; website: string | null;
  incRegion: string; employees: number; own: 'Own' | 'Rent';
  amount: number; amountText: string; useOfFunds: string;
  payment: number | null; paymentText: string | null; nPayments: number | null; freq: string | null; freqText: string | null;
  monthlySales: string;
  owners: Owner[];
  landlord: { name: string; phone: string; rent: string };
  lender: { name: string; balance: string; payment: string };
  iso: { name: string; company: string; phone: string; email: string; id: string };
  bank: { name: string; routing: string; account: string };
  refs: { name: string; phone: string }[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Derek', 'Priya', 'Tomasz', 'Lucia', 'Kwame', 'Hannah', 'Rafael', 'Mei', 'Connor', 'Yusuf', 'Colette', 'Andre', 'Nadia', 'Graham', 'Soo-jin'];
const LAST = ['Okafor', 'Delgado', 'Whitfield', 'Nguyen', 'Kowalski', 'Haddad', 'Brennan', 'Castellano', 'Lindqvist', 'Abernathy', 'Tremblay', 'Moreau', 'Van der Berg', 'de la Cruz', 'Smith-Ramos', 'O\'Hara', 'MacLeod', 'Fontaine'];
const MIDDLE = ['J.', 'T.', 'R.', 'A.', 'L.', 'M.'];
const CREDS = ['DDS', 'CPA', 'DC', 'RN'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'VP', 'Secretary', 'Director'];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Maple Ave', 'Harbor Blvd', 'Ridge Rd', 'King St W', 'Elm St', 'Lakeshore Rd', 'Station Ave'];
const US_CITIES: [string, string, string][] = [['Allentown', 'PA', '181'], ['Scranton', 'PA', '185'], ['Austin', 'TX', '787'], ['El Paso', 'TX', '799'], ['Tacoma', 'WA', '984'], ['Eugene', 'OR', '974'],
  ['Fresno', 'CA', '937'], ['Trenton', 'NJ', '086'], ['Dayton', 'OH', '454'], ['Boise', 'ID', '837'], ['Tulsa', 'OK', '741'], ['Reno', 'NV', '895']];
const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Hamilton', 'ON', 'L8P'], ['Laval', 'QC', 'H7N'], ['Surrey', 'BC', 'V3T'], ['Calgary', 'AB', 'T2P'], ['Halifax', 'NS', 'B3H'], ['Saskatoon', 'SK', 'S7K'], ['Winnipeg', 'MB', 'R3C']];
/** [printed text, industries id]: each text's longest word-bounded alias or label is the id's (checked by the test). */
export const INDUSTRIES: [string, string][] = [['Pizzeria', 'restaurant'], ['Family restaurant', 'restaurant'], ['Hair salon & spa', 'personal_care'], ['Auto repair / body shop', 'auto_repair'],
  ['HVAC contractor', 'specialty_trade_contractor'], ['Landscaping & snow removal', 'landscaping'], ['Dental office', 'dental_practice'], ['Veterinary clinic', 'veterinary'],
  ['Commercial cleaning', 'cleaning_services'], ['Moving company', 'trucking_local'], ['Gym / fitness center', 'fitness'], ['Wholesale distributor', 'wholesale_distribution'],
  ['Dog grooming', 'pet_services'], ['Roofing', 'specialty_trade_contractor'], ['Coffee shop', 'restaurant']];
const WORDS = ['Summit', 'Blue Heron', 'Ironwood', 'Northgate', 'Cedar Point', 'Granite', 'Riverbend', 'Silver Oak', 'Harborview', 'Red Maple', 'Juniper', 'Copperline'];
const NOUNS: Record<string, string> = { restaurant: 'Kitchen', personal_care: 'Studio', auto_repair: 'Motors', specialty_trade_contractor: 'Mechanical', landscaping: 'Grounds', dental_practice: 'Dental',
  veterinary: 'Animal Care', cleaning_services: 'Facility Services', trucking_local: 'Movers', fitness: 'Athletics', wholesale_distribution: 'Supply', pet_services: 'Paws' };
const LENDERS = ['Rapid Bridge Funding', 'Yellowstone Advance', 'Pinnacle Merchant Capital', 'Clearview Receivables', 'Northern Star Funding'];
const BANKS_US = ['First Keystone Bank', 'Chase', 'Wells Fargo', 'Frontier Community Bank', 'TD Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'Desjardins'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const p2 = (n: number): string => String(n).padStart(2, '0');
export const money = (n: number, cents = false): string => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

function luhn9(r: Rng, first: string): string {
  for (;;) {
    const body = first + r.digits(7);
    for (let c = 0; c <= 9; c++) {
      const s = body + c;
      let sum = 0;
      for (let i = 0; i < 9; i++) { let d = Number(s[i]); if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; } sum += d; }
      if (sum % 10 === 0) return s;
    }
  }
}

function date(r: Rng, y0: number, y1: number): { y: number; m: number; d: number; iso: string } {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  return { y, m, d, iso: `${y}-${p2(m)}-${p2(d)}` };
}

function fmtDate(r: Rng, t: { y: number; m: number; d: number }, country: Country): string {
  const style = r.int(0, country === 'CA' ? 3 : 2);
  if (style === 0) return `${p2(t.m)}/${p2(t.d)}/${t.y}`;
  if (style === 1) return `${t.m}/${t.d}/${String(t.y).slice(2)}`;
  if (style === 2) return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
  return `${t.y}-${p2(t.m)}-${p2(t.d)}`;
}

function ssn(r: Rng): string {
  const a = r.int(101, 665), g = r.int(10, 99), s = r.int(1000, 9999);
  return `${a}-${g}-${s}`;
}

function owner(r: Rng, country: Country, pct: number, i: number, region: string, city: string, zip: string): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const form = r.int(0, 5);
  const printedName = form === 0 ? `${last}, ${first}` : form === 1 ? `${first} ${r.pick(MIDDLE)} ${last}` : form === 2 ? `${first} ${last}, ${r.pick(CREDS)}` : `${first} ${last}`;
  const dob = date(r, 1955, 1996);
  const masked = r.chance(0.3);
  let taxText: string | null, taxDigits: string | null, taxType: string;
  if (country === 'CA') {
    const sin = luhn9(r, String(r.int(1, 7)));
    taxType = 'SIN';
    taxDigits = masked ? null : sin;
    taxText = masked ? `XXX XXX ${sin.slice(6)}` : `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`;
  } else {
    const itin = r.chance(0.12);
    const s = itin ? `9${r.digits(2)}-${r.pick(['70', '78', '88', '92'])}-${r.int(1000, 9999)}` : ssn(r);
    taxType = itin ? 'ITIN' : 'SSN';
    taxDigits = masked ? null : s.replace(/\D/g, '');
    taxText = masked ? `XXX-XX-${s.slice(-4)}` : s;
  }
  if (r.chance(0.1)) { taxText = null; taxDigits = null; }
  const credit = r.chance(0.55) ? r.int(540, 810) : null;
  return {
    printedName, first, last, title: i === 0 ? r.pick(TITLES.slice(0, 5)) : r.pick(TITLES.slice(3)), pct, pctText: r.chance(0.7) ? `${pct}%` : String(pct),
    dob: dob.iso, dobText: fmtDate(r, dob, country), taxText, taxDigits, taxType, masked: masked && taxText !== null, credit,
    home: { street: `${r.int(10, 9999)} ${r.pick(STREETS)}`, city, region, postal: zip },
    cell: phone(r), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}${i ? i + 1 : ''}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
  };
}

export function phone(r: Rng): string {
  return `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.int(1000, 9999)}`;
}

function postal(r: Rng, country: Country, prefix: string): string {
  return country === 'CA' ? `${prefix} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(1, 9)}` : `${prefix}${r.digits(2)}`;
}

export function makeMerchant(r: Rng, country: Country, maxOwners: number): Merchant {
  const [city, region, pre] = r.pick(country === 'CA' ? CA_CITIES : US_CITIES);
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const base = `${r.pick(WORDS)} ${NOUNS[industryId] ?? 'Group'}`;
  const nOwners = r.int(1, maxOwners);
  const sole = country === 'US' && nOwners === 1 && r.chance(0.2);
  const ents: [string, string, string][] = country === 'CA'
    ? [['Inc.', 'Corporation', 'ca_corporation'], ['Ltd.', 'Corporation', 'ca_corporation'], ['Limited', 'Corporation', 'ca_corporation'], ['', 'Partnership', 'general_partnership']]
    : [['LLC', 'LLC', 'llc'], ['Inc.', 'Corporation', 'c_corporation'], ['Corp.', 'Corporation', 'c_corporation'], ['LLC', 'LLC', 'llc'], ['LP', 'LP', 'limited_partnership'], ['PLLC', 'Other', 'pllc']];
  const [suffix, entityBox, entityId] = sole ? ['', 'Sole Proprietor', 'sole_proprietorship'] : r.pick(ents);
  const pcts = nOwners === 1 ? [r.pick([100, 100, 51, 80])] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const owners = pcts.map((p, i) => owner(r.fork(`o${i}`), country, p, i, region, city, postal(r, country, pre)));
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first} ${o0.last}` : `${base}${suffix ? (suffix === 'Inc.' || suffix === 'Corp.' ? ', ' : ' ') + suffix : ''}`;
  if (sole) o0.printedName = `${o0.first} ${o0.last}`;
  const dbaMode = r.int(0, 4);
  const dbaName = sole ? base : `${base.split(' ')[0]} ${industryText.split(/[ /&]/)[0]}`;
  const dbaText = sole ? base : dbaMode === 0 ? 'SAME' : dbaMode === 1 ? 'N/A' : dbaMode === 2 ? legal : dbaName;
  const dbaTruth = sole ? base : dbaMode <= 2 ? null : dbaName;
  const entityText = sole ? 'Sole Proprietor' : entityId === 'pllc' ? 'PLLC' : entityId === 'limited_partnership' ? r.pick(['LP', 'Limited Partnership'])
    : entityBox === 'Partnership' ? 'Partnership' : r.pick([entityBox, suffix]);
  let taxText: string, taxTruth: string, taxType: string;
  if (country === 'CA') {
    const bn = luhn9(r, String(r.int(1, 8)));
    const prog = r.chance(0.6);
    taxText = prog ? `${bn} RC000${r.int(1, 3)}` : `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)}`;
    taxTruth = taxText.replace(/\s/g, ''); taxType = 'BN';
  } else if (sole && o0.taxDigits && r.chance(0.5)) {
    taxText = o0.taxText!; taxTruth = o0.taxDigits; taxType = o0.taxType;
  } else {
    taxText = `${r.pick(['20', '27', '45', '46', '82', '84', '88', '61'])}-${r.digits(7)}`; taxTruth = taxText.replace('-', ''); taxType = 'EIN';
  }
  const start = date(r, 1998, 2022);
  const amount = r.int(10, 250) * 1000;
  const hasTerms = r.chance(0.6);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const nPayments = hasTerms ? (freq === 'daily' ? r.pick([120, 160, 200]) : freq === 'weekly' ? r.pick([26, 40, 52]) : freq === 'biweekly' ? r.pick([13, 26]) : r.pick([6, 12])) : null;
  const payment = hasTerms && nPayments ? Math.round((amount * 1.35) / nPayments * 100) / 100 : null;
  const region2 = country === 'CA' ? r.pick(['ON', 'BC', region]) : r.pick(['DE', 'NV', region]);
  const webBase = base.toLowerCase().replace(/[^a-z]/g, '');
  return {
    country, legal, dbaText, dbaTruth, entityText, entityId, entityBox, industryText, industryId, taxText, taxTruth, taxType,
    startText: fmtDate(r, start, country), startIso: start.iso,
    street: `${r.int(100, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Unit ${r.int(1, 40)}` : ''}`, city, region, postal: postal(r, country, pre), phone: phone(r),
    email: `info@${webBase}.${country === 'CA' ? 'ca' : 'com'}`, website: r.chance(0.6) ? `www.${webBase}.${country === 'CA' ? 'ca' : 'com'}` : null,
    incRegion: region2, employees: r.int(2, 60), own: r.chance(0.25) ? 'Own' : 'Rent',
    amount, amountText: r.chance(0.8) ? money(amount) : `${amount.toLocaleString('en-US')}${country === 'CA' ? ' CAD' : ''}`, useOfFunds: r.pick(['Inventory', 'Equipment', 'Payroll', 'Expansion', 'Working capital', 'Renovation']),
    payment, paymentText: payment === null ? null : money(payment, true), nPayments, freq: hasTerms ? freq : null,
    freqText: hasTerms ? ({ daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as Record<string, string>)[freq]! : null,
    monthlySales: money(r.int(25, 400) * 1000),
    owners,
    landlord: { name: `${r.pick(WORDS)} Properties ${r.pick(['LLC', 'Inc.', 'Ltd.'])}`, phone: phone(r), rent: money(r.int(15, 120) * 100) },
    lender: { name: r.pick(LENDERS), balance: money(r.int(5, 90) * 1000), payment: money(r.int(150, 1900)) },
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, company: '', phone: phone(r), email: '', id: `ISO-${r.digits(5)}` },
    bank: { name: r.pick(country === 'CA' ? BANKS_CA : BANKS_US), routing: country === 'CA' ? `${r.digits(5)}-00${r.digits(1)}` : `0${r.digits(8)}`, account: r.digits(r.int(8, 11)) },
    refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply Co.', 'Wholesale', 'Foods Inc.', 'Parts'])}`, phone: phone(r) })),
  };
}
