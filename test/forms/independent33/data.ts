// Independent set 33: one merchant (business, owners, request, decoys) drawn from a seed, and its truth.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string; last: string; printed: string; role: string; pct: number;
  ssn: string; ssnShown: string; ssnMasked: boolean; dob: string; dobIso: string; credit: number | null;
  home: string; cell: string;
}

export interface Merchant {
  ca: boolean; legal: string; dbaPrinted: string; dbaTruth: string | null;
  entityBox: string; entityOther: string; entityId: string;
  industryText: string; industryId: string;
  taxIdShown: string; taxIdDigits: string; taxIdType: string;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string;
  startShown: string; startIso: string; incState: string; employees: string; own: 'Own' | 'Rent';
  amount: number; payment: number; payments: number; freq: string; use: string; monthly: number;
  owners: Owner[];
  decoys: Record<string, string>;
}

const FIRST = ['Maria', 'James', 'Tamika', 'Robert', 'Priya', 'Luis', 'Hannah', 'Dmitri', 'Keisha', 'Owen', 'Yolanda', 'Samuel', 'Grace', 'Hector', 'Mei', 'Andre', 'Colleen', 'Farid'];
const LAST = ['Alvarez', 'Whitfield', 'Okafor', 'Brennan', 'Castellanos', 'Nguyen', 'Van der Berg', 'Lindqvist', 'Moreau-Blais', 'Patel', 'Kowalski', "O'Donnell", 'Haddad', 'Delacroix', 'Fitzgerald', 'Ramos'];
const NAMEWORDS = ['Summit', 'Harbor', 'Blue Heron', 'Copperline', 'Maple Grove', 'Redstone', 'Silver Creek', 'Northgate', 'Lakeside', 'Ironwood', 'Golden Gate', 'Prairie Wind', 'Twin Oaks', 'Cedar Point'];

// [printed business type, industries id] (checked against the longest word-bounded label/alias rule)
const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Full service restaurant', 'restaurant', 'Grill'], ['Auto repair and body shop', 'auto_repair', 'Auto Works'],
  ['Hair salon', 'personal_care', 'Salon'], ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['Dental office', 'dental_practice', 'Dental'], ['Landscaping & lawn care', 'landscaping', 'Landscapes'],
  ['Grocery', 'grocery', 'Market'], ['Trucking - local hauling', 'trucking_local', 'Hauling'],
  ['Daycare center', 'childcare', 'Kids Academy'], ['Gym', 'fitness', 'Fitness'],
  ['Veterinary clinic', 'veterinary', 'Animal Hospital'], ['Liquor store', 'liquor_store', 'Spirits'],
];

const US_PLACES: readonly (readonly [string, string, string])[] = [
  ['Houston', 'TX', '770'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Atlanta', 'GA', '303'], ['Phoenix', 'AZ', '850'],
  ['Newark', 'NJ', '071'], ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'], ['Fresno', 'CA', '937'], ['Brooklyn', 'NY', '112'],
];
const CA_PLACES: readonly (readonly [string, string, string])[] = [
  ['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'], ['Laval', 'QC', 'H7N'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3H'],
];
const STREETS = ['Main St', 'Commerce Blvd', 'Industrial Pkwy', 'Oak Ave', 'Route 9', 'Elm Street', 'Market St', 'Airport Rd', 'King St W'];
const FUNDERS = ['Rapid Capital Funding', 'Forward Financing', 'Kapitus', 'Fox Business Funding', 'Everest Business Funding'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

function luhnComplete(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]) * (i % 2 === 1 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
  return d8 + String((10 - (sum % 10)) % 10);
}

function ssn(r: Rng, itin = false): string {
  if (itin) return `9${r.int(10, 99)}-${r.pick(['70', '78', '83', '91', '95'])}-${pad(r.int(1, 9999), 4)}`;
  return `${pad(r.int(101, 665), 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}

function date(r: Rng, y0: number, y1: number): [number, number, number] { return [r.int(y0, y1), r.int(1, 12), r.int(1, 28)]; }
const iso = ([y, m, d]: [number, number, number]): string => `${y}-${pad(m)}-${pad(d)}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function shown(r: Rng, [y, m, d]: [number, number, number]): string {
  return r.pick([`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${pad(m)}-${pad(d)}-${y}`]);
}

function owner(r: Rng, ca: boolean, i: number, pct: number, place: string): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST), middle = r.chance(0.4) ? r.pick(['A', 'J', 'M', 'R', 'T']) : '';
  const itin = !ca && r.chance(0.1);
  const num = ca ? (() => { const d = luhnComplete(String(r.int(1, 7)) + r.digits(7)); return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`; })() : ssn(r, itin);
  const masked = r.chance(0.3);
  const last4 = num.replace(/\D/g, '').slice(-4);
  const ssnShown = masked ? (ca ? `XXX XXX ${num.slice(-3)}` : r.pick([`XXX-XX-${last4}`, `***-**-${last4}`])) : num;
  const dob = date(r, 1958, 1996);
  const style = r.int(0, 3);
  const printed = style === 0 ? `${last}, ${first}` : middle && style === 1 ? `${first} ${middle}. ${last}` : `${first} ${last}`;
  const role = i === 0 ? r.pick(['Owner', 'President', 'CEO', 'Managing Member', 'Owner/Operator']) : r.pick(['Partner', 'Vice President', 'Member', 'Secretary', 'COO']);
  return { first, middle, last, printed, role, pct, ssn: num, ssnShown, ssnMasked: masked, dob: shown(r, dob), dobIso: iso(dob),
    credit: r.chance(0.6) ? r.int(540, 790) : null, home: `${r.int(12, 9890)} ${r.pick(STREETS)}, ${place}`, cell: phone(r) };
}

function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(201, 989)}-${pad(r.int(0, 9999), 4)}`; }

function entity(r: Rng, ca: boolean, sole: boolean, prof: boolean): { box: string; other: string; id: string; suffix: string } {
  if (sole) return { box: 'Sole Proprietor', other: '', id: 'sole_proprietorship', suffix: '' };
  if (ca) return r.pick([{ box: 'Corporation', other: '', id: 'ca_corporation', suffix: ' Inc.' }, { box: 'Corporation', other: '', id: 'ca_corporation', suffix: ' Ltd.' },
    { box: 'Partnership', other: '', id: 'general_partnership', suffix: ' Partners' }]);
  return r.pick([{ box: 'LLC', other: '', id: 'llc', suffix: ' LLC' }, { box: 'LLC', other: '', id: 'llc', suffix: ', LLC' },
    { box: 'Corporation', other: '', id: 'c_corporation', suffix: ', Inc.' }, { box: 'S-Corp', other: '', id: 's_corporation', suffix: ' Inc' },
    { box: 'Partnership', other: '', id: 'general_partnership', suffix: ' Partners' }, prof ? { box: 'Other', other: 'PLLC', id: 'pllc', suffix: ' PLLC' } : { box: 'Other', other: 'Limited Partnership', id: 'limited_partnership', suffix: ' LP' }]);
}

function taxId(r: Rng, ca: boolean, sole: boolean, o: Owner): [string, string, string] {
  if (sole && !ca) return [o.ssn, o.ssn.replace(/\D/g, ''), o.ssn.startsWith('9') ? 'ITIN' : 'SSN'];
  if (ca) {
    const bn = luhnComplete(String(r.int(7, 8)) + r.digits(7)), prog = `RC${pad(r.int(1, 3), 4)}`;
    return [r.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${prog}`]), bn + prog, 'BN'];
  }
  const ein = `${r.pick(['20', '27', '33', '46', '47', '81', '82', '84', '85', '88', '93'])}-${r.digits(7)}`;
  return [ein, ein.replace('-', ''), 'EIN'];
}

export function makeMerchant(r: Rng, ca: boolean): Merchant {
  const [city, state, zp] = r.pick(ca ? CA_PLACES : US_PLACES);
  const zip = ca ? `${zp} ${r.int(1, 9)}${r.pick(['A', 'K', 'R', 'W'])}${r.int(1, 9)}` : zp + pad(r.int(1, 99));
  const place = `${city}, ${state} ${zip}`;
  const sole = r.chance(0.15);
  const n = sole ? 1 : r.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const pcts = n === 1 ? [100] : n === 2 ? r.pick([[51, 49], [50, 50], [60, 40], [75, 25]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const owners = pcts.map((p, i) => owner(r.fork(`o${i}`), ca, i, p, place));
  if (sole) Object.assign(owners[0]!, { role: 'Owner', ssnMasked: false, ssnShown: owners[0]!.ssn });
  const [indText, indId, indWord] = r.pick(INDUSTRIES);
  const ent = entity(r, ca, sole, indId === 'dental_practice' || indId === 'veterinary');
  const base = `${r.pick(NAMEWORDS)} ${indWord}`;
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : `${base}${ent.suffix}`;
  const dbaKind = r.int(0, 5);
  const dbaPrinted = sole || dbaKind < 2 ? (sole ? base : `${r.pick(NAMEWORDS)} ${indWord}`) : dbaKind === 2 ? 'SAME' : dbaKind === 3 ? 'N/A' : dbaKind === 4 ? '' : legal;
  const dbaTruth = ['SAME', 'N/A', '', legal].includes(dbaPrinted) ? null : dbaPrinted;
  const [taxShown, taxDigits, taxType] = taxId(r, ca, sole, owners[0]!);
  const start = date(r, 2004, 2022);
  const amount = r.int(3, 60) * 5000, payments = r.pick([60, 90, 120, 150, 26, 40, 52]);
  const freq = payments >= 60 ? 'daily' : r.pick(['weekly', 'biweekly']);
  const payment = Math.round((amount * 1.35 / payments) * 100) / 100;
  const street = `${r.int(10, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`;
  const slug = base.toLowerCase().replace(/[^a-z]/g, '');
  const decoys: Record<string, string> = {
    landlord: `${r.pick(NAMEWORDS)} Properties LLC`, landlordPhone: phone(r), bank: r.pick(ca ? ['TD Canada Trust', 'RBC Royal Bank', 'BMO'] : ['Chase', 'Wells Fargo', 'Bank of America', 'Truist']),
    routing: ca ? `${r.digits(5)}-00${r.int(1, 9)}` : `0${r.int(21, 99)}${r.digits(6)}`, account: r.digits(r.int(9, 12)),
    funder: r.pick(FUNDERS), funderBalance: money(r.int(4, 40) * 1000), funderPayment: money(r.int(150, 900)),
    ref1: `${r.pick(LAST)} Supply Co.`, ref1Phone: phone(r), ref2: `${r.pick(NAMEWORDS)} Wholesale Inc.`, ref2Phone: phone(r),
    isoRep: `${r.pick(['Jordan', 'Alyssa', 'Trevor', 'Nicole', 'Brandon', 'Vanessa'])} ${r.pick(['Pierce', 'Marks', 'Goldberg', 'Santiago', 'Whitaker'])}`, isoPhone: phone(r), processor: r.pick(['Square', 'Clover', 'Stripe', 'Heartland', 'Moneris']),
  };
  return {
    ca, legal, dbaPrinted, dbaTruth, entityBox: ent.box, entityOther: ent.other, entityId: ent.id, industryText: indText, industryId: indId,
    taxIdShown: taxShown, taxIdDigits: taxDigits, taxIdType: taxType, street, city, state, zip, phone: phone(r),
    email: `${owners[0]!.first.toLowerCase()}@${slug}.${ca ? 'ca' : 'com'}`, website: r.chance(0.6) ? `www.${slug}.${ca ? 'ca' : 'com'}` : '',
    startShown: shown(r, start), startIso: iso(start), incState: ca ? r.pick(['ON', 'Federal (CBCA)', state]) : r.pick(['DE', 'NV', 'WY', state]),
    employees: String(r.int(2, 60)), own: r.chance(0.3) ? 'Own' : 'Rent',
    amount, payment, payments, freq, use: r.pick(['Working capital', 'Inventory', 'Equipment purchase', 'Expansion / remodel', 'Payroll & marketing']),
    monthly: r.int(25, 400) * 1000, owners, decoys,
  };
}
