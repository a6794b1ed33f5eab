// One merchant, its owners and the paperwork's other parties, drawn from a seed. Each value keeps its printed text and
// the value applications.md reads from it.
import { Rng } from '../../statements/generator/prng.ts';
import { CA_ENTITIES, INDUSTRIES, US_ENTITIES, type EntityChoice } from './refs.ts';

export interface Owner {
  first: string; last: string; printed: string; title: string; pct: number; pctText: string;
  taxText: string; taxDigits: string | null; taxType: string; dob: string; dobText: string;
  home: string; phone: string; email: string; credit: number | null;
}

export interface Merchant {
  ca: boolean; legal: string; dba: string; dbaTruth: string | null; entity: EntityChoice;
  industryText: string; industryId: string; taxText: string; taxDigits: string; taxType: string;
  street: string; city: string; state: string; zip: string; incState: string; phone: string; email: string; website: string;
  start: string; startText: string; amount: number; amountText: string; payment: number; paymentText: string;
  nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; freqText: string; useOfFunds: string;
  owners: Owner[];
  funder: { name: string; address: string; ein: string; bank: string; routing: string; account: string };
  prevFunder: string; prevBalance: string; landlord: string; landlordPhone: string; rent: string; own: boolean;
  purchasePrice: string; purchasedAmount: string; specifiedPct: string; agreementDate: string; witness: string;
  broker: string; brokerRep: string; brokerPhone: string; bankRouting: string; bankAccount: string; bankName: string;
  yearsInBusiness: string; monthlySales: string; employees: string;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomasz', 'Linh', 'Rafael', 'Priya', 'Dmitri', 'Grace', 'Kwame', 'Sofia', 'Hector', 'Naomi', 'Colin',
  'Yusuf', 'Elena', 'Marcus', 'Ingrid', 'Santiago', 'Mei', 'Owen', 'Fatima', 'Reggie', 'Chloe', 'Andre', 'Beatriz'];
const LAST = ['Okafor', 'Delgado', 'Lindqvist', 'Nguyen', 'Brennan', 'Kowalski', 'Abernathy', 'Patel', 'Moreau', 'Haddad', 'Whitfield',
  'De la Cruz', 'Van Dyke', "O'Donnell", 'Garcia-Lopez', 'St. Clair', 'MacPherson', 'Ferreira', 'Yamamoto', 'Osei', 'Castellanos', 'Rourke'];
const MIDDLE = 'ABCDEHJKLMNPRSTW';
const WORDS = ['Summit', 'Harbor', 'Blue Heron', 'Redwood', 'Keystone', 'Ironbridge', 'Maple Leaf', 'Golden Gate', 'Silver Creek', 'Northgate',
  'Lakeshore', 'Copperline', 'Stonefield', 'Prairie Wind', 'Eastside', 'Riverbend', 'Cedar Point', 'Bright Star', 'Old Mill', 'Tri-County'];
const NOUN = ['Holdings', 'Group', 'Enterprises', 'Services', 'Ventures', 'Works', 'Company', 'Partners'];
const US_CITIES: readonly (readonly [string, string, string])[] = [['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Austin', 'TX', '787'],
  ['Newark', 'NJ', '071'], ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'], ['Raleigh', 'NC', '276'], ['Portland', 'OR', '972'],
  ['Buffalo', 'NY', '142'], ['Atlanta', 'GA', '303'], ['Boise', 'ID', '837'], ['Tulsa', 'OK', '741'], ['Madison', 'WI', '537'],
  ['San Diego', 'CA', '921'], ['Reno', 'NV', '895'], ['San Juan', 'PR', '009']];
const CA_CITIES: readonly (readonly [string, string, string])[] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'],
  ['Laval', 'QC', 'H7N'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3J'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C']];
const STREETS = ['Main St', 'Commerce Blvd', 'Industrial Pkwy', 'Elm Avenue', 'Harbour Rd', 'King St W', 'Route 9', 'Oak Street', 'Market Square'];
const TITLES = ['President', 'CEO', 'Managing Member', 'Owner', 'Vice President', 'Secretary/Treasurer', 'Partner', 'COO', 'Director'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FUNDERS = ['Bluewater Receivables Capital LLC', 'Granite Peak Funding Partners, LLC', 'Meridian Revenue Purchase Co.',
  'Atlas Forward Capital LLC', 'Brightline Merchant Funding Corp.', 'Northstar Receivables Group LLC'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });

/** A date written as a person writes it; the ISO date it is. */
export function dateText(r: Rng, y: number, m: number, d: number, short = y >= 2000): string {
  return r.pick([...(short ? [`${pad(m)}/${pad(d)}/${String(y).slice(2)}`] : []), `${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${y}-${pad(m)}-${pad(d)}`]);
}
const iso = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;

function luhn9(r: Rng, first: number): string {
  const body = String(first) + r.digits(7);
  for (let c = 0; c < 10; c++) {
    const s = body + c;
    const sum = [...s].reduce((a, ch, i) => { let v = Number(ch) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; return a + v; }, 0);
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}
const EIN_PREFIX = [10, 11, 12, 13, 20, 22, 26, 27, 30, 33, 35, 36, 38, 41, 45, 46, 47, 51, 54, 56, 58, 61, 65, 71, 74, 81, 83, 84, 86, 88, 92, 95, 98];
function ssn(r: Rng): string {
  let area = r.int(1, 665); if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
const itin = (r: Rng): string => `9${r.digits(2)}-${r.int(70, 88)}-${pad(r.int(1, 9999), 4)}`;

function owner(r: Rng, ca: boolean, pct: number, title: string): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const printed = r.weighted([[`${first} ${last}`, 5], [`${first} ${r.pick([...MIDDLE])}. ${last}`, 2], [`${last}, ${first}`, 2]]);
  let taxText: string, taxType: string;
  if (ca) { const s = luhn9(r, r.int(1, 7)); taxType = 'SIN'; taxText = r.chance(0.5) ? `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}` : `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`; }
  else if (r.chance(0.15)) { taxText = itin(r); taxType = 'ITIN'; } else { taxText = ssn(r); taxType = 'SSN'; }
  let taxDigits: string | null = taxText.replace(/\D/g, '');
  if (r.chance(0.3)) {
    const tail = taxDigits.slice(-4);
    taxText = ca ? r.pick([`*** *** ${taxDigits.slice(-3)}`, `XXX-XXX-${taxDigits.slice(-3)}`]) : r.pick([`***-**-${tail}`, `XXX-XX-${tail}`]);
    taxDigits = null;
  }
  const y = r.int(1954, 1994), m = r.int(1, 12), d = r.int(1, 28);
  const hc = ca ? r.pick(CA_CITIES) : r.pick(US_CITIES);
  const home = `${r.int(12, 9870)} ${r.pick(['Birch Ln', 'Willow Ct', 'Park Ave', 'Sunset Dr', 'Hillcrest Rd'])}, ${hc[0]}, ${hc[1]} ${ca ? `${hc[2]} ${r.int(1, 9)}${r.pick([...'ABCEGHJKLM'])}${r.int(1, 9)}` : hc[2] + r.digits(2)}`;
  return { first, last, printed, title, pct, pctText: r.pick([`${pct}%`, `${pct}`, `${pct} %`]), taxText, taxDigits, taxType,
    dob: iso(y, m, d), dobText: dateText(r, y, m, d, false), home, phone: phone(r),
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    credit: r.chance(0.4) ? r.int(540, 810) : null };
}
export const phone = (r: Rng): string => { const a = r.int(201, 989), b = r.int(200, 989), c = r.digits(4); return r.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]); };

function splits(r: Rng, n: number): number[] {
  if (n === 1) return [r.pick([100, 100, 100, 90])];
  if (n === 2) return r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  if (n === 3) return r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]]);
  return r.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
}

function businessTax(r: Rng, ca: boolean, sole: Owner | null): { taxText: string; taxDigits: string; taxType: string } {
  if (!ca && sole && sole.taxDigits && r.chance(0.6)) return { taxText: sole.taxText, taxDigits: sole.taxDigits, taxType: sole.taxType };
  if (ca) {
    const bn = luhn9(r, r.int(7, 8)), prog = r.pick(['RC0001', 'RT0001', 'RC0002']);
    const taxText = r.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn} ${prog.slice(0, 2)} ${prog.slice(2)}`]);
    return { taxText, taxDigits: bn + prog, taxType: 'BN' };
  }
  const t = `${r.pick(EIN_PREFIX)}-${r.digits(7)}`;
  return { taxText: t, taxDigits: t.replace('-', ''), taxType: 'EIN' };
}

function parties(r: Rng, ca: boolean): Pick<Merchant, 'funder' | 'prevFunder' | 'prevBalance' | 'landlord' | 'landlordPhone' | 'rent' | 'own' |
  'witness' | 'broker' | 'brokerRep' | 'brokerPhone' | 'bankRouting' | 'bankAccount' | 'bankName'> {
  const fc = r.pick(US_CITIES);
  const funders = r.shuffle([...FUNDERS]);
  return {
    funder: { name: funders[0]!, address: `${r.int(100, 999)} ${r.pick(['Broad St', 'Wall Street', 'Flagler Ave', 'Lexington Ave'])}, Suite ${r.int(200, 2400)}, ${fc[0]}, ${fc[1]} ${fc[2]}${r.digits(2)}`,
      ein: `${r.pick(EIN_PREFIX)}-${r.digits(7)}`, bank: r.pick(['Signature Commerce Bank', 'First Metro Trust', 'Valley National Savings']),
      routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    prevFunder: funders[1]!, prevBalance: money(r.int(40, 600) * 100), own: r.chance(0.3),
    landlord: `${r.pick(WORDS)} ${r.pick(['Realty', 'Property Management', 'Properties LLC'])}`, landlordPhone: phone(r), rent: money(r.int(12, 120) * 100),
    witness: `${r.pick(FIRST)} ${r.pick(LAST)}`, broker: `${r.pick(WORDS)} ${r.pick(['Capital Advisors', 'Funding Solutions', 'Business Finance'])}`,
    brokerRep: `${r.pick(FIRST)} ${r.pick(LAST)}`, brokerPhone: phone(r),
    bankRouting: ca ? `${r.digits(5)}-${r.digits(3)}` : `0${r.digits(8)}`, bankAccount: r.digits(r.int(8, 12)),
    bankName: ca ? r.pick(['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO']) : r.pick(['Chase', 'Wells Fargo', 'Bank of America', 'PNC Bank', 'Truist']),
  };
}

/** A whole merchant for one seed. `allowCa` false keeps a layout to US merchants. */
export function merchant(r: Rng, allowCa: boolean): Merchant {
  const ca = allowCa && r.chance(0.35);
  const entity = r.pick(ca ? CA_ENTITIES : US_ENTITIES);
  const [city, state, zip3] = ca ? r.pick(CA_CITIES) : r.pick(US_CITIES);
  const n = entity.id === 'sole_proprietorship' ? 1 : r.weighted([[1, 3], [2, 4], [3, 2], [4, 2]] as const);
  const pcts = splits(r, n);
  const owners = pcts.map((p, i) => owner(r, ca, p, i === 0 && n === 1 ? r.pick(['Owner', 'Sole Owner', 'President']) : r.pick(TITLES)));
  const sole = entity.id === 'sole_proprietorship' ? owners[0]! : null;
  const base = `${r.pick(WORDS)} ${r.pick(NOUN)}`;
  const legal = sole ? `${sole.first} ${sole.last}` : (ca && entity.id === 'ca_corporation' && r.chance(0.3) ? `${r.int(1000000, 2999999)} ${r.pick(['Ontario', 'Alberta', 'B.C.'])} Ltd.` : base + r.pick(entity.suffixes));
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const dbaName = `${r.pick(WORDS)} ${industryText.split(' ').slice(-1)[0]!.replace(/^\w/, (c) => c.toUpperCase())}`;
  const dbaKind = r.weighted([['name', 6], ['same', 1], ['na', 1], ['blank', 1]] as const);
  const dba = dbaKind === 'name' ? dbaName : dbaKind === 'same' ? 'SAME' : dbaKind === 'na' ? 'N/A' : '';
  const tax = businessTax(r, ca, sole);
  const sy = r.int(1996, 2022), sm = r.int(1, 12), sd = r.int(1, 28);
  const amount = r.int(10, 400) * 1000 + r.pick([0, 0, 500]);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([24, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 16, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35 / nPayments) * 100) / 100;
  const ap = r.int(2023, 2025), am = r.int(1, 12), ad = r.int(1, 28);
  const price = amount - r.int(1, 9) * 1000;
  const p = parties(r, ca);
  return {
    ca, legal, dba, dbaTruth: dbaKind === 'name' ? dbaName : null, entity, industryText, industryId, ...tax,
    street: `${r.int(10, 19999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Unit ${r.int(1, 40)}` : ''}`, city, state,
    zip: ca ? `${zip3} ${r.int(1, 9)}${r.pick([...'ABCEGHJKLMNPRSTVWXYZ'])}${r.int(1, 9)}` : zip3 + r.digits(2),
    incState: ca ? r.pick(['Ontario', 'British Columbia', 'Alberta']) : r.pick(['DE', 'NV', 'WY', state]), phone: phone(r),
    email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    start: iso(sy, sm, sd), startText: dateText(r, sy, sm, sd), amount, amountText: r.pick([`$${money(amount)}`, `$${money(amount, true)}`, `${money(amount)}`, `$ ${money(amount)}`]) + (ca && r.chance(0.5) ? ' CAD' : ''),
    payment, paymentText: `$${money(payment, true)}`, nPayments, freq, freqText: freq === 'biweekly' ? r.pick(['Bi-Weekly', 'Biweekly']) : freq[0]!.toUpperCase() + freq.slice(1),
    useOfFunds: r.pick(['Inventory', 'Equipment purchase', 'Payroll and working capital', 'Expansion / second location', 'Marketing', 'Debt consolidation']),
    owners, ...p,
    purchasePrice: `$${money(price, true)}`, purchasedAmount: `$${money(Math.round(price * r.float(1.25, 1.49)), true)}`, specifiedPct: `${r.int(6, 18)}%`,
    agreementDate: dateText(r, ap, am, ad), yearsInBusiness: String(Math.max(1, 2026 - sy)), monthlySales: `$${money(r.int(25, 600) * 1000)}`,
    employees: String(r.int(2, 85)),
  };
}
