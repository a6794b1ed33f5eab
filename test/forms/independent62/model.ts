// Set 62 merchants: businesses with many owners, holding companies, non-owner officers, spouses and other decoys.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string; last: string; cred: string; title: string; pct: number;
  /** Printed tax id (may be masked or empty) and what it gives. */
  taxPrinted: string; taxDigits: string | null; taxType: string | null;
  dob: string; dobPrinted: string; street: string; city: string; region: string; zip: string;
  score: number | null; spouse: string; phone: string;
}
export interface Holding { name: string; ein: string; pct: number }
export interface Merchant {
  ca: boolean; legal: string; dbaPrinted: string; dba: string | null;
  entityId: string; entityText: string; entityBox: string; industryText: string; industryId: string;
  taxPrinted: string; taxDigits: string; taxType: string; street: string; city: string; region: string; zip: string;
  phone: string; email: string; startPrinted: string; start: string; amountPrinted: string; amount: number;
  paymentPrinted: string; payment: number; nPayments: number; freq: string; freqText: string;
  owners: Owner[]; holding: Holding | null; officers: { name: string; title: string }[];
  agent: string; accountant: string; accountantPhone: string; routing: string; account: string; bank: string;
  incState: string; monthlySales: string; landlord: string;
}

const FIRST = ['Maria', 'Daniel', 'Priya', 'Oluwaseun', 'Grace', 'Tomasz', 'Hannah', 'Luis', 'Mei', 'Andre', 'Siobhan', 'Rafael',
  'Keisha', 'Dmitri', 'Yusuf', 'Colleen', 'Marcus', 'Ingrid', 'Hector', 'Aiyana', 'Jean-Paul', 'Nadia', 'Curtis', 'Beatriz'];
const LAST = ['Ortega', 'Reyes', 'Nakamura', 'Adeyemi', 'Whitfield', 'Kowalski', 'Brennan', 'de la Cruz', 'Van Dyke', 'Okafor',
  'Lindqvist', 'Haddad', "O'Neill", 'Chen-Watanabe', 'Moreau', 'Patel', 'St. Germain', 'Fitzgerald', 'Delgado', 'Abernathy', 'MacLeod', 'Tremblay'];
const STREETS = ['Harbor Way', 'Ridgeline Rd', 'Commerce Blvd', 'Elm Street', 'Industrial Pkwy', 'Lakeshore Dr', 'Mill Creek Ln', 'Market St'];
const US = [['Austin', 'TX', '787'], ['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Denver', 'CO', '802'], ['Newark', 'NJ', '071'],
  ['Phoenix', 'AZ', '850'], ['Raleigh', 'NC', '276'], ['Portland', 'OR', '972'], ['Chicago', 'IL', '606'], ['Nashville', 'TN', '372']];
const CA = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'], ['Laval', 'QC', 'H7N'], ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C']];
/** Printed type-of-business text and the industries id the longest-alias rule gives. */
export const INDUSTRIES: [string, string][] = [['Italian restaurant', 'restaurant'], ['Hair salon & spa', 'personal_care'],
  ['HVAC contractor', 'specialty_trade_contractor'], ['Veterinary clinic', 'veterinary'], ['Dental practice', 'dental_practice'],
  ['Auto repair / body shop', 'auto_repair'], ['Commercial cleaning', 'cleaning_services'], ['Daycare', 'childcare'],
  ['Landscaping and lawn care', 'landscaping'], ['Wholesale distributor', 'wholesale_distribution'], ['Freight broker', 'freight_logistics'],
  ['Boutique', 'retail_general'], ['Machine shop', 'manufacturing'], ['Gym / fitness studio', 'fitness'], ['Home health care', 'home_health_care']];
const NAME_A = ['Summit', 'Blue Heron', 'Ironwood', 'Cedar Point', 'Northstar', 'Granite', 'Bayside', 'Red Maple', 'Copperline', 'Silver Birch'];
const NAME_B: Record<string, string[]> = {
  restaurant: ['Trattoria', 'Kitchen'], personal_care: ['Salon', 'Studio'], specialty_trade_contractor: ['Mechanical', 'Heating & Air'],
  veterinary: ['Animal Clinic', 'Vet Care'], dental_practice: ['Dental', 'Smiles'], auto_repair: ['Auto Works', 'Collision'],
  cleaning_services: ['Cleaning Co', 'Janitorial'], childcare: ['Kids Academy', 'Little Learners'], landscaping: ['Landscapes', 'Lawn & Tree'],
  wholesale_distribution: ['Supply', 'Distributors'], freight_logistics: ['Logistics', 'Freight'], retail_general: ['Boutique', 'Goods'],
  manufacturing: ['Fabrication', 'Machining'], fitness: ['Fitness', 'Athletics'], home_health_care: ['Home Care', 'Caregivers'],
};
const ENT_US: [string, string, string, string][] = [ // id, free text, checkbox label, legal suffix
  ['llc', 'LLC', 'LLC', 'LLC'], ['llc', 'Limited Liability Company', 'LLC', 'L.L.C.'], ['c_corporation', 'Corporation', 'Corporation', 'Inc.'],
  ['c_corporation', 'C Corp', 'Corporation', 'Corp.'], ['s_corporation', 'S Corp', 'S Corp', 'Inc.'], ['general_partnership', 'Partnership', 'Partnership', 'Partners'],
  ['limited_partnership', 'LP', 'LP', 'L.P.'], ['llp', 'LLP', 'LLP', 'LLP'], ['sole_proprietorship', 'Sole Proprietor', 'Sole Proprietor', '']];
const ENT_CA: [string, string, string, string][] = [['ca_corporation', 'Corporation', 'Corporation', 'Inc.'], ['ca_corporation', 'Ltd.', 'Corporation', 'Ltd.'],
  ['general_partnership', 'Partnership', 'Partnership', 'Partners'], ['sole_proprietorship', 'Sole Proprietor', 'Sole Proprietor', '']];
const TITLES = ['CEO', 'President', 'Managing Member', 'Member', 'Vice President', 'Partner', 'Secretary', 'Treasurer', 'COO', 'Director'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export function luhnDigit(d8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return String((10 - (s % 10)) % 10);
}
export function fmtDate(rng: Rng, iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return rng.pick([`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${pad(m)}-${pad(d)}-${y}`]);
}
export function fmtMoney(rng: Rng, v: number): string {
  const c = v.toLocaleString('en-US');
  return rng.pick([`$${c}`, `$${c}.00`, `${c}`, `$ ${c}`]);
}
function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}
function ssn(rng: Rng): string {
  let a = rng.int(1, 899); if (a === 666) a = 667;
  return `${pad(a, 3)}-${pad(rng.int(1, 99))}-${pad(rng.int(1, 9999), 4)}`;
}
export function ein(rng: Rng): string {
  const bad = [0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97];
  let p = rng.int(10, 98); while (bad.includes(p)) p = rng.int(10, 98);
  return `${p}-${rng.digits(7)}`;
}
function sin(rng: Rng): string { const d = String(rng.int(1, 7)) + rng.digits(7); return d + luhnDigit(d); }
function person(rng: Rng, used: Set<string>): { first: string; last: string } {
  for (;;) { const first = rng.pick(FIRST), last = rng.pick(LAST); if (!used.has(first) && !used.has(last)) { used.add(first); used.add(last); return { first, last }; } }
}
/** Ownership split over n people (plus a holding company share) summing to 100, each person >= 10. */
function split(rng: Rng, n: number, total: number): number[] {
  const out: number[] = []; let left = total;
  for (let i = 0; i < n - 1; i++) { const max = left - 10 * (n - 1 - i); const v = Math.max(10, Math.min(max, Math.round(rng.int(10, Math.max(10, Math.floor((left * 1.4) / (n - i)))) / 5) * 5)); out.push(v); left -= v; }
  out.push(left);
  return out.sort((a, b) => b - a);
}

export interface MerchantOptions { ca?: boolean; minOwners?: number; maxOwners?: number; holding?: number; soleProp?: boolean; masked?: number }
export function makeMerchant(rng: Rng, o: MerchantOptions = {}): Merchant {
  const ca = !!o.ca;
  const used = new Set<string>();
  let ent = rng.pick(ca ? ENT_CA : ENT_US);
  const sole = o.soleProp !== false && ent[0] === 'sole_proprietorship' ? true : false;
  if (ent[0] === 'sole_proprietorship' && !sole) ent = (ca ? ENT_CA : ENT_US)[0]!;
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  const brand = `${rng.pick(NAME_A)} ${rng.pick(NAME_B[industryId]!)}`;
  const holdingOn = !sole && o.holding !== undefined && rng.chance(o.holding);
  const n = sole ? 1 : rng.int(o.minOwners ?? 1, o.maxOwners ?? 3);
  const holdPct = holdingOn ? rng.pick([20, 25, 30, 40]) : 0;
  const pcts = sole ? [100] : split(rng, n, 100 - holdPct);
  const loc = rng.pick(ca ? CA : US);
  const owners: Owner[] = pcts.map((pct, i) => {
    const p = person(rng, used);
    const masked = rng.chance(o.masked ?? 0.3);
    const itin = !ca && rng.chance(0.1);
    let taxPrinted: string, taxDigits: string | null = null, taxType: string | null = null;
    if (ca) { const s = sin(rng); if (masked) taxPrinted = `*** *** ${s.slice(6)}`; else { taxPrinted = `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; taxDigits = s; taxType = 'SIN'; } }
    else {
      const s = itin ? `9${rng.digits(2)}-${rng.int(70, 88)}-${rng.digits(4)}` : ssn(rng);
      if (masked) taxPrinted = rng.pick(['XXX-XX-', '***-**-']) + s.slice(7);
      else if (rng.chance(0.05)) taxPrinted = '';
      else { taxPrinted = s; taxDigits = s.replace(/-/g, ''); taxType = itin ? 'ITIN' : 'SSN'; }
    }
    const dob = isoDate(rng, 1958, 1996);
    const hl = rng.pick(ca ? CA : US);
    return { first: p.first, middle: rng.chance(0.35) ? `${rng.pick('ABCDEJKLMRST'.split(''))}.` : '', last: p.last,
      cred: rng.chance(0.08) ? rng.pick([', CPA', ', DC', ', MBA']) : '', title: sole ? 'Owner' : i === 0 ? rng.pick(TITLES.slice(0, 3)) : rng.pick(TITLES.slice(3)),
      pct, taxPrinted, taxDigits, taxType, dob, dobPrinted: fmtDate(rng, dob), street: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`,
      city: hl[0]!, region: hl[1]!, zip: ca ? `${hl[2]} ${rng.int(1, 9)}${rng.pick(['A', 'K', 'R', 'W'])}${rng.int(1, 9)}` : `${hl[2]}${rng.digits(2)}`,
      score: rng.chance(0.6) ? rng.int(540, 810) : null, spouse: `${rng.pick(FIRST.filter((f) => !used.has(f)))} ${p.last}`,
      phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}` };
  });
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first} ${o0.last}` : `${brand}${ent[3] ? (ent[3].startsWith(',') ? '' : ent[3] === 'Partners' ? ' ' : ', ') + ent[3] : ''}`.replace(', LLC', rng.chance(0.5) ? ' LLC' : ', LLC');
  const dbaKind = rng.int(0, 9);
  const dbaPrinted = sole ? brand : dbaKind < 4 ? `${rng.pick(NAME_A)} ${rng.pick(NAME_B[industryId]!)}` : dbaKind < 6 ? rng.pick(['SAME', 'N/A', 'Same']) : dbaKind < 7 ? legal : '';
  const dba = /^(same|n\/a|)$/i.test(dbaPrinted) || dbaPrinted === legal ? null : dbaPrinted;
  let taxPrinted: string, taxDigits: string, taxType: string;
  if (ca) { const b = sin(rng); taxDigits = `${b}RC0001`; taxPrinted = rng.pick([`${b} RC0001`, `${b}RC0001`, `${b.slice(0, 3)} ${b.slice(3, 6)} ${b.slice(6)} RC 0001`]); taxType = 'BN'; }
  else if (sole && o0.taxDigits && o0.taxType === 'SSN' && rng.chance(0.6)) { taxPrinted = o0.taxPrinted; taxDigits = o0.taxDigits; taxType = 'SSN'; }
  else { taxPrinted = ein(rng); taxDigits = taxPrinted.replace('-', ''); taxType = 'EIN'; }
  const start = isoDate(rng, 1998, 2023);
  const amount = rng.int(3, 60) * 5000;
  const nPayments = rng.pick([60, 80, 100, 120, 140, 26, 52]);
  const freq = nPayments < 60 ? 'weekly' : 'daily';
  const payment = Math.round((amount * 1.38) / nPayments);
  const holdBrand = `${rng.pick(NAME_A)} ${rng.pick(['Holdings', 'Capital Group', 'Ventures', 'Family Partners'])}${rng.pick([' LLC', ', Inc.', ' LP'])}`;
  const off = person(rng, used);
  const agentP = person(rng, used), acc = person(rng, used);
  return {
    ca, legal, dbaPrinted, dba, entityId: ent[0], entityText: ent[1], entityBox: ent[2], industryText, industryId,
    taxPrinted, taxDigits, taxType, street: `${rng.int(100, 9899)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`,
    city: loc[0]!, region: loc[1]!, zip: ca ? `${loc[2]} ${rng.int(1, 9)}C${rng.int(1, 9)}` : `${loc[2]}${rng.digits(2)}`,
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, email: `office@${brand.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    startPrinted: fmtDate(rng, start), start, amountPrinted: fmtMoney(rng, amount), amount, paymentPrinted: fmtMoney(rng, payment), payment,
    nPayments, freq, freqText: freq === 'daily' ? rng.pick(['Daily', 'daily (M-F)']) : 'Weekly',
    owners, holding: holdingOn ? { name: holdBrand, ein: ein(rng), pct: holdPct } : null,
    officers: rng.chance(0.7) ? [{ name: `${off.first} ${off.last}`, title: rng.pick(['Controller', 'General Manager', 'Office Manager', 'Operations Manager']) }] : [],
    agent: `${agentP.first} ${agentP.last}, Registered Agent Services`, accountant: `${acc.first} ${acc.last}, CPA`,
    accountantPhone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(8, 11)),
    bank: rng.pick(ca ? ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO'] : ['Chase', 'Wells Fargo', 'PNC Bank', 'Regions Bank', 'Truist']),
    incState: ca ? rng.pick(['ON', 'Federal (CBCA)', 'BC']) : rng.pick(['DE', 'NV', 'WY', 'DE'].filter((x) => x !== loc[1])),
    monthlySales: fmtMoney(rng, rng.int(4, 90) * 5000), landlord: `${rng.pick(NAME_A)} Property Mgmt`,
  };
}

export const fullName = (o: Owner) => `${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}${o.cred}`;
export const lastFirst = (o: Owner) => `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}`;
