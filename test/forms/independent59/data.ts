// Set 59: the merchant of a broker-to-funder submission sheet, and the ISO (broker) who sends it. Every value the
// layouts print comes from here: the merchant's (truth) and the ISO's, the funder's and the positions' (decoys).
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; fico: number | null;
  taxId: string; taxDigits: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dobIso: string; home: string;
}
export interface Iso {
  company: string; ein: string; street: string; city: string; state: string; zip: string; rep: string; repEmail: string;
  repPhone: string; isoId: string; points: string; funder: string; funderRep: string;
}
export interface Position { funder: string; balance: string; payment: string; freq: string }
export interface Merchant {
  country: 'US' | 'CA'; legal: string; dba: string | null; entityText: string; entityId: string; taxId: string | null;
  taxDigits: string | null; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN' | null; state: string; stateName: string; stateOfInc: string;
  street: string; city: string; zip: string; phone: string; email: string; industryText: string; industryId: string;
  startIso: string; years: number; amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[]; monthly: number; positions: Position[]; routing: string; account: string; bank: string;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomasz', 'Priya', 'Dmitri', 'Keisha', 'Luis', 'Hannah', 'Oluwaseun', 'Grace', 'Marco',
  'Nadia', 'Trevor', 'Mei', 'Rafael', 'Colleen', 'Andre', 'Yusuf', 'Brenda', 'Sofia', 'Kwame', 'Ingrid', 'Darnell'];
const LAST = ['Santos', 'Whitfield', 'Okafor', 'Nowak', 'Raman', 'Petrov', 'Harlow', 'de la Cruz', 'Bergstrom', 'Adeyemi',
  "O'Connell", 'Ferreira', 'Smith-Jones', 'Van Buren', 'Tran', 'Castellano', 'McAllister', 'Dubois', 'Haddad', 'Lindqvist'];
const W1 = ['Summit', 'Harbor', 'Copper', 'Golden', 'Prairie', 'Redwood', 'Bayside', 'Granite', 'Silver Oak', 'Lakeview',
  'Northgate', 'Riverbend', 'Blue Heron', 'Ironwood', 'Maple Leaf', 'Sunset', 'Cedar', 'Pinecrest'];
// Printed industry text -> industries id (the longest label or alias the text contains; checked by the test).
export const INDUSTRIES: [string, string, string][] = [
  ['Full-service restaurant', 'restaurant', 'Kitchen'], ['Coffee shop', 'restaurant', 'Roasters'], ['Dental office', 'dental_practice', 'Dental'],
  ['Hair salon', 'personal_care', 'Salon'], ['Plumbing & HVAC', 'specialty_trade_contractor', 'Mechanical'], ['Lawn care', 'landscaping', 'Lawn Co'],
  ['Auto body shop', 'auto_repair', 'Collision'], ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Daycare center', 'childcare', 'Kids Academy'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Wholesale distributor', 'wholesale_distribution', 'Supply'],
  ['Convenience store', 'convenience_store', 'Market'], ['Machine shop', 'manufacturing', 'Fabrication'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Chiropractor', 'medical_practice', 'Chiropractic'], ['IT services', 'it_software', 'Tech'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Florist', 'retail_general', 'Flowers'], ['Gym', 'fitness', 'Fitness']];
const US_STATES: [string, string, string][] = [['NY', 'New York', 'Brooklyn'], ['NJ', 'New Jersey', 'Paterson'], ['FL', 'Florida', 'Tampa'],
  ['TX', 'Texas', 'San Antonio'], ['CA', 'California', 'Fresno'], ['GA', 'Georgia', 'Savannah'], ['IL', 'Illinois', 'Joliet'],
  ['OH', 'Ohio', 'Dayton'], ['AZ', 'Arizona', 'Mesa'], ['NC', 'North Carolina', 'Durham'], ['PA', 'Pennsylvania', 'Allentown'],
  ['CO', 'Colorado', 'Aurora'], ['WA', 'Washington', 'Tacoma'], ['MI', 'Michigan', 'Lansing'], ['TN', 'Tennessee', 'Knoxville']];
const CA_PROV: [string, string, string, string][] = [['ON', 'Ontario', 'Mississauga', 'L5B'], ['BC', 'British Columbia', 'Surrey', 'V3T'],
  ['AB', 'Alberta', 'Calgary', 'T2P'], ['QC', 'Quebec', 'Laval', 'H7N'], ['MB', 'Manitoba', 'Winnipeg', 'R3C'], ['NS', 'Nova Scotia', 'Halifax', 'B3H']];
const STREETS = ['Main St', 'Industrial Pkwy', 'Commerce Dr', 'Elm Ave', 'Market St', 'Oak Blvd', 'Route 9', 'Lakeshore Rd', 'King St W'];
const FUNDERS = ['Fora Capital Partners', 'Bright Bay Funding', 'Lendmark Advance', 'Clearwater Merchant Capital', 'Pinnacle Revenue Finance',
  'Everest Receivables', 'Cobalt Capital Group', 'Stonegate Advance'];
const ISO_NAMES = ['Keystone Merchant Advisors LLC', 'Atlas Business Funding Group Inc.', 'Brightline Capital Brokers LLC',
  'Evergreen Funding Solutions Corp.', 'Parkside Commercial Capital LLC', 'Hudson Point Financial Inc.'];
const EIN_PREFIX = ['10', '11', '13', '14', '16', '20', '22', '23', '26', '27', '30', '33', '36', '38', '41', '45', '46', '47', '51', '54',
  '56', '58', '61', '65', '72', '74', '76', '81', '83', '84', '86', '88', '90', '92', '93', '95', '98'];

export const money = (n: number, cents = false) => n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
function luhn9(r: Rng, first: string): string {
  for (;;) {
    const d = first + r.digits(7);
    let s = 0;
    for (let i = 0; i < 8; i++) { let v = Number(d[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
    return d + String((10 - (s % 10)) % 10);
  }
}
export function ein(r: Rng): string { return `${r.pick(EIN_PREFIX)}-${r.digits(7)}`; }
function ssn(r: Rng): string {
  let area = r.int(1, 899); if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
function itin(r: Rng): string { return `9${r.digits(2)}-${r.pick(['70', '72', '78', '81', '84', '90', '94'])}-${pad(r.int(1, 9999), 4)}`; }
export function phone(r: Rng, ca = false): string {
  return `(${ca ? r.pick(['416', '604', '403', '514', '204', '902']) : r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
}

export function isoDate(y: number, m: number, d: number): string { return `${y}-${pad(m)}-${pad(d)}`; }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A date as printed: several broker habits. */
export function fmtDate(iso: string, r: Rng, ca = false): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const k = r.int(0, ca ? 2 : 3);
  if (k === 0) return `${pad(m)}/${pad(d)}/${y}`;
  if (k === 1) return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (k === 2) return iso;
  return `${m}/${d}/${String(y).slice(2)}`;
}
/** Money as printed, with or without `$`, cents, CAD. */
export function fmtMoney(n: number, r: Rng, ca = false): string {
  const k = r.int(0, 3);
  const body = money(n, k === 1 || !Number.isInteger(n));
  if (ca && r.chance(0.5)) return `CAD ${body}`;
  return k === 2 ? body : k === 3 ? `$ ${body}` : `$${body}`;
}

function person(r: Rng): [string, string] { return [r.pick(FIRST), r.pick(LAST)]; }

export function makeMerchant(r: Rng, country: 'US' | 'CA'): Merchant {
  const ca = country === 'CA';
  const [indText, indId, indWord] = r.pick(INDUSTRIES);
  const kind = ca ? r.weighted([['corp', 5], ['sole', 2], ['part', 1]] as const)
    : r.weighted([['llc', 5], ['corp', 3], ['scorp', 2], ['sole', 2], ['part', 1], ['llp', 1], ['pllc', 1]] as const);
  const nOwners = kind === 'sole' ? 1 : r.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const owners: Owner[] = [];
  let left = 100;
  for (let i = 0; i < nOwners; i++) {
    const [first, last] = person(r);
    const pct = i === nOwners - 1 ? left : r.pick(nOwners === 2 ? [50, 60, 51, 75] : [40, 34, 45]);
    left -= pct;
    const type = ca ? 'SIN' : r.chance(0.12) ? 'ITIN' : 'SSN';
    const taxId = type === 'SIN' ? luhn9(r, r.pick(['1', '2', '4', '5', '6', '7'])).replace(/(\d{3})(\d{3})(\d{3})/, '$1-$2-$3') : type === 'ITIN' ? itin(r) : ssn(r);
    const y = r.int(1955, 1995), m = r.int(1, 12), d = r.int(1, 28);
    owners.push({ first, middle: r.chance(0.3) ? `${r.pick([...'ABCDEJKLMRST'])}.` : null, last, pct,
      title: kind === 'sole' ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : i === 0 ? r.pick(kind === 'llc' ? ['Managing Member', 'Member', 'CEO'] : ['President', 'CEO', 'Owner']) : r.pick(['Partner', 'VP', 'Member', 'Secretary', 'Co-Owner']),
      fico: r.chance(0.75) ? r.int(540, 790) : null, taxId, taxDigits: taxId.replace(/\D/g, ''), taxType: type, masked: r.chance(0.25), dobIso: isoDate(y, m, d),
      home: `${r.int(12, 9800)} ${r.pick(['Birch Ln', 'Willow Ct', 'Hillcrest Dr', 'Park Ave', 'Sunrise Way'])}` });
  }
  const base = `${r.pick(W1)} ${indWord}`;
  let legal: string, entityText: string, entityId: string;
  if (kind === 'sole') {
    legal = `${owners[0]!.first} ${owners[0]!.last}`;
    entityText = r.pick(ca ? ['Sole Proprietorship', 'Sole Proprietor'] : ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop']); entityId = 'sole_proprietorship';
  } else if (kind === 'corp') {
    legal = ca ? r.pick([`${base} Inc.`, `${base} Ltd.`, `${r.int(1000000, 2999999)} ${r.pick(['Ontario', 'Alberta', 'B.C.'])} Inc.`]) : r.pick([`${base}, Inc.`, `${base} Corp.`, `${base} Corporation`]);
    entityText = r.pick(ca ? ['Corporation', 'Inc.', 'Ltd.'] : ['Corporation', 'C-Corp', 'Inc.']); entityId = ca ? 'ca_corporation' : 'c_corporation';
  } else if (kind === 'scorp') { legal = `${base}, Inc.`; entityText = r.pick(['S-Corp', 'S Corporation']); entityId = 's_corporation';
  } else if (kind === 'part') { legal = `${base} Partners`; entityText = 'Partnership'; entityId = 'general_partnership';
  } else if (kind === 'llp') { legal = `${base} LLP`; entityText = 'LLP'; entityId = 'llp';
  } else if (kind === 'pllc') { legal = `${base}, PLLC`; entityText = 'PLLC'; entityId = 'pllc';
  } else { legal = r.pick([`${base}, LLC`, `${base} LLC`, `${base} L.L.C.`]); entityText = r.pick(['LLC', 'Limited Liability Company', 'L.L.C.']); entityId = 'llc'; }
  const dba = kind === 'sole' ? `${base}` : r.chance(0.55) ? `${r.pick(W1)} ${indWord}` : null;
  let taxId: string | null, taxType: Merchant['taxType'];
  if (ca) { taxId = `${luhn9(r, r.pick(['7', '8']))}${r.chance(0.5) ? ' ' : ''}RC0001`; taxType = 'BN'; }
  else if (kind === 'sole' && r.chance(0.5)) { taxId = owners[0]!.taxId; taxType = owners[0]!.taxType === 'ITIN' ? 'ITIN' : 'SSN'; }
  else { taxId = ein(r); taxType = 'EIN'; }
  const years = r.int(1, 22);
  const startIso = isoDate(2025 - years, r.int(1, 12), r.int(1, 28));
  let state: string, stateName: string, city: string, zip: string;
  if (ca) { const p = r.pick(CA_PROV); [state, stateName, city] = [p[0], p[1], p[2]]; zip = `${p[3]} ${r.int(1, 9)}${r.pick([...'ABCEGHJK'])}${r.int(1, 9)}`; }
  else { const s = r.pick(US_STATES); [state, stateName, city] = s; zip = r.digits(5); }
  const freq = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const amount = r.pick([15000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 250000]);
  const nPayments = freq === 'daily' ? r.pick([60, 80, 100, 120, 140, 160]) : freq === 'weekly' ? r.pick([16, 20, 26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 18, 24]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.28, 1.49)) / nPayments * 100) / 100;
  const monthly = Math.round(amount / r.float(0.6, 1.4) / 100) * 100;
  const positions: Position[] = [];
  for (let i = r.int(0, 3); i > 0; i--) {
    positions.push({ funder: r.pick(FUNDERS), balance: fmtMoney(r.int(30, 900) * 100 + 50, r, ca), payment: `$${money(r.int(90, 1900) + 0.5, true)}`, freq: r.pick(['Daily', 'Weekly']) });
  }
  return { country, legal, dba, entityText, entityId, taxId, taxDigits: taxId ? taxId.replace(/[^0-9A-Z]/g, '') : null, taxType, state, stateName,
    stateOfInc: ca ? state : r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : state, street: `${r.int(10, 9999)} ${r.pick(STREETS)}`, city, zip,
    phone: phone(r, ca), email: `${owners[0]!.first.toLowerCase()}@${base.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}`,
    industryText: indText, industryId: indId, startIso, years, amount, payment, nPayments, freq, owners, monthly, positions,
    routing: r.pick(['0210', '0260', '0311', '0440', '0710', '1110', '1210']) + r.digits(5), account: r.digits(r.int(9, 12)),
    bank: r.pick(['Chase', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Bank of America', 'Truist', 'RBC Royal Bank']) };
}

export function makeIso(r: Rng, avoidState: string, avoidEin: string | null, fixed: string | null): Iso {
  const [f, l] = person(r);
  const s = r.pick(US_STATES.filter((x) => x[0] !== avoidState));
  let e = ein(r); while (avoidEin && e === avoidEin) e = ein(r);
  const company = fixed ?? r.pick(ISO_NAMES);
  return { company, ein: e, street: `${r.int(100, 2400)} ${r.pick(['Broadway', 'Wall St', 'Biscayne Blvd', 'Madison Ave', 'Sunrise Hwy'])}, Suite ${r.int(200, 1900)}`,
    city: s[2], state: s[0], zip: r.digits(5), rep: `${f} ${l}`, repEmail: `${f[0]!.toLowerCase()}${l.toLowerCase().replace(/[^a-z]/g, '')}@${company.split(' ')[0]!.toLowerCase()}${r.pick(['funding', 'capital', 'iso'])}.com`,
    repPhone: phone(r), isoId: `${r.pick(['ISO', 'BRK', 'P'])}-${r.digits(5)}`, points: r.pick(['8 pts', '10 points', '12%', '6 + 2 upsell', '9 pts']),
    funder: r.pick(FUNDERS), funderRep: `${r.pick(FIRST)} ${r.pick(LAST)}` };
}
