// Set 57's merchants: the businesses, owners and decoys that NY / NJ / FL ISOs put on an ordinary MCA application.
// Each value is kept twice: as printed (the text the form carries) and as read (what applications.md makes of it).
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  name: string; first: string; last: string; title: string;
  pct: number; ssnText: string; ssn: string | null; ssnType: string | null;
  dobText: string; dob: string | null; fico: number | null;
  home: string; homeCity: string; phone: string; email: string;
}

export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dbaText: string; dba: string | null;
  entity: 'corp' | 'llc' | 'sole' | 'partnership' | 'scorp' | 'other';
  entityText: string; entityId: string; otherText: string;
  taxText: string; tax: string | null; taxType: string | null;
  startText: string; start: string | null; years: number;
  industryText: string; industry: string | null;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string;
  amountText: string; amount: number; use: string;
  owners: Owner[];
  // decoys
  incState: string; landlord: string; landlordPhone: string; rentText: string; bank: string; bankAcct: string; routing: string;
  iso: string; isoPhone: string; funder: string; balanceText: string; sales: string; adb: string; employees: string;
}

const FIRST = ['Anthony', 'Maria', 'Joseph', 'Yolanda', 'David', 'Priya', 'Luis', 'Rachel', 'Vincent', 'Carmen', 'Michael', 'Sun-Hee',
  'Giovanni', 'Keisha', 'Ahmed', 'Tatiana', 'Frank', 'Esther', 'Rafael', 'Nicole', 'Samuel', 'Dolores', 'Hector', 'Ilana', 'Kevin', 'Marisol'];
const LAST = ['Russo', 'Gonzalez', 'Esposito', 'Patel', 'Cohen', 'Kim', 'Rivera', 'DeLuca', 'Friedman', 'Santiago', 'Nguyen', 'Okafor',
  'Romano', 'Castillo', 'Greenberg', 'Shah', 'Marino', 'Jean-Baptiste', 'De La Cruz', 'Van Dyke', 'Morales', 'Katz', 'Brennan', 'Alvarez'];
const CITIES: Record<string, [string, number, number][]> = {
  NY: [['Brooklyn', 11201, 11239], ['Bronx', 10451, 10475], ['Jamaica', 11430, 11436], ['Staten Island', 10301, 10314], ['Yonkers', 10701, 10710], ['Hempstead', 11550, 11551]],
  NJ: [['Newark', 7102, 7114], ['Paterson', 7501, 7514], ['Jersey City', 7302, 7311], ['Edison', 8817, 8837], ['Hackensack', 7601, 7602], ['Elizabeth', 7201, 7208]],
  FL: [['Miami', 33125, 33186], ['Hialeah', 33010, 33018], ['Orlando', 32801, 32839], ['Tampa', 33602, 33629], ['Fort Lauderdale', 33301, 33334], ['Boca Raton', 33427, 33498]],
  PA: [['Philadelphia', 19102, 19154]], CT: [['Stamford', 6901, 6907]], GA: [['Atlanta', 30303, 30349]], TX: [['Houston', 77002, 77099]],
};
const CA_CITIES: [string, string, string][] = [['Toronto', 'ON', 'M'], ['Mississauga', 'ON', 'L'], ['Montreal', 'QC', 'H'], ['Vancouver', 'BC', 'V'], ['Calgary', 'AB', 'T'], ['Winnipeg', 'MB', 'R']];
const STREETS = ['Main St', 'Broadway', 'Flatbush Ave', 'Bergenline Ave', 'Coral Way', 'Jericho Tpke', 'Route 46', 'Biscayne Blvd', 'Atlantic Ave', 'Market St', 'Queen St W', 'Ocean Pkwy'];
// printed type of business -> industries reference id (longest label/alias contained, word-bounded)
export const INDUSTRIES: [string, string][] = [
  ['Restaurant', 'restaurant'], ['Pizzeria', 'restaurant'], ['Coffee Shop', 'restaurant'], ['Hair Salon', 'personal_care'], ['Nail Salon', 'personal_care'],
  ['Auto Body Shop', 'auto_repair'], ['Tire Shop', 'auto_repair'], ['Plumbing', 'specialty_trade_contractor'], ['HVAC Contractor', 'specialty_trade_contractor'],
  ['Roofing', 'specialty_trade_contractor'], ['Dental Office', 'dental_practice'], ['Deli / Grocery', 'grocery'], ['Convenience Store', 'convenience_store'],
  ['Landscaping & Lawn Care', 'landscaping'], ['Daycare', 'childcare'], ['Liquor Store', 'liquor_store'], ['Gym', 'fitness'], ['Dry Cleaner', 'dry_cleaning'],
  ['General Contractor', 'general_contractor'], ['Medical Office', 'medical_practice'], ['Clothing Boutique', 'retail_general'], ['Florist', 'retail_general'],
  ['Pet Grooming', 'pet_services'], ['Car Wash', 'car_wash'], ['Staffing Agency', 'staffing_agency'], ['Wholesale Distributor', 'wholesale_distribution'],
  ['Veterinary Clinic', 'veterinary'], ['Physical Therapy', 'medical_practice'], ['Bodega', 'grocery'], ['Furniture Store', 'retail_general'],
];
const WORDS = ['Bay Ridge', 'Ironbound', 'Seaside', 'Palmetto', 'Liberty', 'Metro', 'Crown', 'Harbor', 'Tri-State', 'Sunrise', 'Golden Key', 'Five Star', 'Coastal', 'Union'];
const FUNDERS = ['Yellowstone Capital', 'Pearl Capital', 'Kapitus', 'Fox Funding', 'Mulligan Funding', 'Everest Business Funding', 'CFG Merchant Solutions'];
const BANKS = ['Chase', 'TD Bank', 'Bank of America', 'Wells Fargo', 'PNC Bank', 'Valley National Bank', 'Santander', 'Truist'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const USES = ['Working capital', 'Inventory', 'Equipment', 'Expansion', 'Payroll', 'Renovation', 'Marketing', 'Debt consolidation'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Owner/Operator'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const p2 = (n: number) => String(n).padStart(2, '0');
export const money = (n: number, cents = false) => n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

/** A date printed in one of the ways owners write it; `short` allows a two-digit year. */
export function dateText(r: Rng, iso: string, short: boolean): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return r.weighted<string>([[`${p2(m)}/${p2(d)}/${y}`, 5], [`${m}/${d}/${y}`, 2], [`${MONTHS[m - 1]} ${d}, ${y}`, 1], [`${p2(m)}-${p2(d)}-${y}`, 1],
    ...(short ? [[`${m}/${d}/${String(y).slice(2)}`, 2] as [string, number]] : [])]);
}
function isoDate(r: Rng, y0: number, y1: number): string { return `${r.int(y0, y1)}-${p2(r.int(1, 12))}-${p2(r.int(1, 28))}`; }
function luhn9(r: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => r.int(0, 9))];
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = d[i]! * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return d.join('') + String((10 - (s % 10)) % 10);
}
function ssn(r: Rng): string {
  let a = r.int(1, 665); if (a === 666) a = 667;
  return `${String(a).padStart(3, '0')}${p2(r.int(1, 99))}${String(r.int(1, 9999)).padStart(4, '0')}`;
}
const EIN_PREFIX = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 41, 45, 46, 47, 51, 52, 54, 55, 56, 58, 61, 65, 71, 72, 74, 81, 82, 83, 84, 86, 87, 88, 90, 91, 92, 93, 95, 98, 99];
const fmtSsn = (s: string) => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;

/** A requested amount in one of the ways ISOs write it: "$50k", "50,000", "$ 50,000.00". */
export function amountText(r: Rng, n: number, ca = false): string {
  const f = r.weighted<string>([[`$${n / 1000}k`, n % 1000 === 0 ? 2 : 0], [money(n), 3], [`$ ${money(n, true)}`, 3], [`$${money(n)}`, 3], [`${n / 1000}K`, n % 1000 === 0 ? 1 : 0]]);
  return ca && r.chance(0.4) ? `${f} CAD` : f;
}

function owner(r: Rng, ca: boolean, state: string, pct: number, mask: boolean): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST), mi = r.chance(0.3) ? ` ${r.alnum(1, 'ABCDEFGHJKLMNPRSTW')}.` : '';
  const num = ca ? luhn9(r, r.int(1, 7)) : r.chance(0.1) ? `9${p2(r.int(0, 99))}${r.int(70, 88)}${String(r.int(1, 9999)).padStart(4, '0')}` : ssn(r);
  const type = ca ? 'SIN' : num.startsWith('9') ? 'ITIN' : 'SSN';
  const shown = ca ? `${num.slice(0, 3)} ${num.slice(3, 6)} ${num.slice(6)}` : fmtSsn(num);
  const ssnText = mask ? (ca ? `XXX XXX ${num.slice(6)}` : `XXX-XX-${num.slice(5)}`) : shown;
  const dobIso = isoDate(r, 1956, 1994), dobBlank = r.chance(0.1);
  const homeState = ca ? state : r.chance(0.7) ? state : r.pick(['NY', 'NJ', 'FL', 'PA', 'CT']);
  const hc = r.pick(CITIES[homeState] ?? CITIES.NY!), city = ca ? CA_CITIES.find((c) => c[1] === state)![0] : hc[0];
  return {
    name: `${first}${mi} ${last}`, first, last, title: r.pick(TITLES), pct,
    ssnText, ssn: mask ? null : num, ssnType: mask ? null : type,
    dobText: dobBlank ? '' : dateText(r, dobIso, false), dob: dobBlank ? null : dobIso, fico: r.chance(0.45) ? r.int(540, 790) : null,
    home: `${r.int(10, 9899)} ${r.pick(['Oak', 'Elm', 'Maple', 'Park', 'Cedar', 'Bay'])} ${r.pick(['Ave', 'St', 'Ln', 'Dr', 'Ct'])}`,
    homeCity: ca ? `${city}, ${state}` : `${city}, ${homeState} ${String(r.int(hc[1], hc[2])).padStart(5, '0')}`,
    phone: `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.digits(4)}`, email: `${first.toLowerCase().replace(/\W/g, '')}${r.int(1, 99)}@${r.pick(['gmail.com', 'yahoo.com', 'aol.com', 'outlook.com'])}`,
  };
}

export interface MerchantOptions { country?: 'US' | 'CA'; states?: string[]; maxOwners?: number; }

export function makeMerchant(r: Rng, o: MerchantOptions = {}): Merchant {
  const ca = o.country === 'CA';
  let state: string, city: string, zip: string;
  if (ca) { const c = r.pick(CA_CITIES); [city, state] = c; zip = `${c[2]}${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVXY')} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(0, 9)}`; }
  else { state = r.weighted((o.states ?? ['NY', 'NJ', 'FL']).map((s) => [s, 3] as [string, number]).concat([['PA', 0.15], ['CT', 0.15], ['GA', 0.1], ['TX', 0.1]])); const c = r.pick(CITIES[state]!); city = c[0]; zip = String(r.int(c[1], c[2])).padStart(5, '0'); }
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const entity = r.weighted<Merchant['entity']>([['llc', ca ? 0 : 5], ['corp', ca ? 7 : 4], ['sole', 2], ['partnership', 1], ['scorp', ca ? 0 : 1], ['other', ca ? 0 : 0.6]]);
  const nOwners = entity === 'sole' ? 1 : Math.min(o.maxOwners ?? 2, r.weighted([[1, 5], [2, 4], [3, 1.5]]));
  const mask = r.chance(0.3);
  const shares = nOwners === 1 ? [entity === 'sole' || r.chance(0.8) ? 100 : r.pick([51, 75, 80])] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]);
  const owners = shares.map((p) => owner(r, ca, state, p, mask));
  if (entity === 'sole') owners[0]!.title = r.pick(['Owner', 'Owner', 'Sole Proprietor', 'Proprietor']);
  const base = `${r.pick(WORDS)} ${industryText.split(/[ /&]+/)[0]}`;
  const ent: Record<Merchant['entity'], [string, string, string]> = ca
    ? { corp: [r.chance(0.4) ? `${r.int(1000000, 2999999)} ${{ ON: 'Ontario', QC: 'Québec', BC: 'B.C.', AB: 'Alberta', MB: 'Manitoba' }[state] ?? 'Canada'} Inc.` : `${base} ${r.pick(['Inc.', 'Ltd.', 'Corp.'])}`, 'Corporation', 'ca_corporation'],
      llc: [`${base} Ltd.`, 'Ltd.', 'ca_corporation'], sole: [owners[0]!.name, 'Sole Proprietorship', 'sole_proprietorship'],
      partnership: [`${base} Partners`, 'Partnership', 'general_partnership'], scorp: ['', '', ''], other: ['', '', ''] }
    : { corp: [`${base} ${r.pick(['Inc.', 'Corp.', 'Inc', 'Corporation'])}`, r.pick(['Corporation', 'Corp.', 'Inc.', 'C Corp']), 'c_corporation'],
      llc: [`${base} ${r.pick(['LLC', 'L.L.C.', 'Group LLC'])}`, r.pick(['LLC', 'L.L.C.', 'Limited Liability Company']), 'llc'],
      sole: [owners[0]!.name, r.pick(['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship']), 'sole_proprietorship'],
      partnership: [`${base} Partners`, 'Partnership', 'general_partnership'], scorp: [`${base} Inc.`, r.pick(['S Corp', 'S-Corp']), 's_corporation'],
      other: r.chance(0.5) ? [`${base} PLLC`, 'PLLC', 'pllc'] : [`${base} Partners LP`, 'LP', 'limited_partnership'] };
  const [legal, entityText, entityId] = ent[entity];
  const dbaName = `${r.pick(WORDS)} ${industryText.split(' /')[0]}`;
  const dbaText = entity === 'sole' ? dbaName : r.weighted([['Same', 3], ['SAME', 1], ['', 2], ['N/A', 1], [dbaName, 4], [legal, 0.5]]);
  const dba = ['', 'same', 'n/a'].includes(dbaText.toLowerCase()) || dbaText === legal ? null : dbaText;
  // business tax id
  let taxText: string, tax: string | null, taxType: string | null;
  if (ca) { const bn = luhn9(r, r.int(7, 8)), pa = `${r.pick(['RC', 'RT'])}0001`; taxText = r.chance(0.7) ? `${bn} ${pa}` : `${bn}${pa}`; tax = bn + pa; taxType = 'BN'; }
  else if (entity === 'sole' && r.chance(0.5)) { taxText = owners[0]!.ssnText; tax = owners[0]!.ssn; taxType = owners[0]!.ssnType; }
  else { const e = `${r.pick(EIN_PREFIX)}${r.digits(7)}`; taxText = `${e.slice(0, 2)}-${e.slice(2)}`; tax = e; taxType = 'EIN'; }
  if (r.chance(0.12)) { taxText = ca ? '' : `XX-XXX${(tax ?? '0000').slice(-4)}`; tax = null; taxType = null; }
  const startIso = isoDate(r, 1998, 2022), years = 2025 - Number(startIso.slice(0, 4));
  const startBlank = r.chance(0.08);
  const amount = r.pick([15, 20, 25, 30, 35, 40, 50, 60, 75, 80, 100, 120, 150, 200, 250]) * 1000 + (r.chance(0.15) ? 500 : 0);
  const sales = r.int(30, 420) * 1000 + r.int(1, 999);
  const noIndustry = r.chance(0.06);
  const domain = base.toLowerCase().replace(/[^a-z]/g, '');
  return {
    country: ca ? 'CA' : 'US', legal, dbaText, dba, entity, entityText, entityId, otherText: entity === 'other' ? entityText : '',
    taxText, tax, taxType, startText: startBlank ? '' : dateText(r, startIso, true), start: startBlank ? null : startIso, years,
    industryText: noIndustry ? '' : industryText, industry: noIndustry ? null : industryId, street: `${r.int(12, 8999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, ${r.pick(['Suite', 'Unit', 'Ste'])} ${r.int(1, 40)}` : ''}`,
    city, state, zip, phone: `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.digits(4)}`, email: `info@${domain}.com`, website: r.chance(0.6) ? `www.${domain}.com` : '',
    amountText: amountText(r, amount, ca), amount, use: r.pick(USES), owners,
    incState: ca ? r.pick(['Federal (CBCA)', 'ON', state]) : r.pick(['DE', state, 'NV']),
    landlord: `${r.pick(['Brookfield', 'Vornado', 'Kushner', 'Acme', 'Silverstein', 'Triangle'])} ${r.pick(['Realty', 'Properties', 'Management', 'Mortgage Co.'])}`,
    landlordPhone: `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.digits(4)}`, rentText: `$${money(r.int(18, 120) * 100)}`,
    bank: r.pick(ca ? CA_BANKS : BANKS), bankAcct: r.digits(r.int(9, 12)), routing: ca ? `${r.digits(5)}-${r.digits(3)}` : `0${r.int(11, 72)}${r.digits(6)}`,
    iso: r.pick(['Jordan Blake', 'Eli Weiss', 'Dana Pierce', 'Chris Amato', 'Nate Goldstein', 'Tony Ferraro', 'Stacy Lin']), isoPhone: `(${r.int(201, 989)}) ${r.int(200, 999)}-${r.digits(4)}`, funder: r.pick(FUNDERS),
    balanceText: `$${money(r.int(4, 90) * 1000 + r.int(1, 999))}`, sales: `$${money(sales)}`, adb: `$${money(r.int(2, 60) * 1000 + r.int(1, 999))}`, employees: String(r.int(1, 45)),
  };
}
