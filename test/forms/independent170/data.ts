// The merchant behind one generated form: every value a layout may print, already paired with the truth fields the
// printed text gives by applications.md's rules (V), and the people and numbers that are not the application's.
import type { Rng } from '../../statements/generator/prng.ts';

export type FieldValue = string | number | null;
export type Fields = Record<string, FieldValue>;
/** One printable value and what it gives. */
export interface V { text: string; fields: Fields }

export interface Owner {
  full: V; first: V; last: V; title: V; own: V; score: V | null; tax: V; dob: V;
  home: string; homeCity: string; cell: string; email: string;
}
export interface Merchant {
  country: 'US' | 'CA';
  legal: V; dba: V | null; dbaBlankText: string | null; entity: string; industry: V | null;
  tax: V; taxLabelKind: 'EIN' | 'SSN' | 'BN';
  street: string; city: string; state: V; zip: string; cityStateZip: V;
  phone: string; email: string; website: string;
  start: V | null; years: string;
  amount: V; payment: V; nPayments: V; freq: string; useOfFunds: string;
  monthlySales: string; annualRevenue: string; employees: string; own: 'Own' | 'Rent';
  owners: Owner[];
  landlord: { name: string; phone: string; rent: string };
  bank: { name: string; routing: string; account: string; contact: string };
  refs: { name: string; contact: string; phone: string }[];
  iso: { name: string; phone: string; email: string };
  funders: { name: string; balance: string; payment: string }[];
  stateOfInc: string;
}

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Aisha', 'David', 'Priya', 'Carlos', 'Jennifer', 'Kevin', 'Olga',
  'Thomas', 'Nadia', 'Andre', 'Gloria', 'Tuan', 'Rebecca', 'Samuel', 'Keisha', 'Luis', 'Hannah', 'Victor', 'Denise'];
const LAST = ['Okafor', 'De La Cruz', 'Whitfield', 'Nguyen', "O'Brien", 'Castellano', 'Smith-Harper', 'Van der Berg',
  'Kowalski', 'Abernathy', 'Delgado', 'Haddad', 'Pemberton', 'Lindqvist', 'Moreau-Blais', 'Park', 'Ferreira', 'Goldstein'];
const CA_FIRST = ['Jean-Luc', 'Chantal', 'Marc', 'Isabelle', 'Raj', 'Mei', 'Connor', 'Sophie', 'Amir', 'Genevieve', 'Liam', 'Yuki'];
const CA_LAST = ['Tremblay', 'Gagnon', 'Bouchard', 'MacDonald', 'Singh', 'Leblanc', 'St-Pierre', 'Chen', 'Fraser', 'Roy-Cote'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'COO'];
const CREDENTIALS = ['DC', 'DDS', 'DVM', 'MD', 'CPA'];

/** Industries: the text a merchant writes and the reference id it reads as (longest word-bounded alias). */
const INDUSTRIES: [string, string][] = [
  ['Italian restaurant', 'restaurant'], ['Hair salon', 'personal_care'], ['HVAC contractor', 'specialty_trade_contractor'],
  ['Auto body shop', 'auto_repair'], ['Dental office', 'dental_practice'], ['Landscaping & lawn care', 'landscaping'],
  ['Convenience store', 'convenience_store'], ['Pet grooming salon', 'pet_services'], ['Commercial cleaning', 'cleaning_services'],
  ['Coffee shop', 'restaurant'], ['Gym / fitness center', 'fitness'], ['Used car dealer', 'auto_dealer_used'],
  ['Plumbing services', 'specialty_trade_contractor'], ['Veterinary clinic', 'veterinary'], ['Daycare center', 'childcare'],
  ['Liquor store', 'liquor_store'], ['Bakery cafe', 'restaurant'], ['Roofing contractor', 'specialty_trade_contractor'],
  ['E-commerce apparel', 'ecommerce'], ['Florist', 'retail_general'], ['Dry cleaner', 'dry_cleaning'],
  ['Machine shop', 'manufacturing'], ['Catering', 'food_truck_catering'], ['Tire shop', 'auto_repair'],
  ['Medical office', 'medical_practice'], ['Dump truck hauling', 'trucking_local'],
];
const WORDS = ['Summit', 'Harbor', 'Blue Ridge', 'Ironwood', 'Crescent', 'Lakeside', 'Golden Gate', 'Pinecrest', 'Redstone',
  'Silver Creek', 'Northgate', 'Evergreen', 'Prairie', 'Cedar Point', 'Riverbend', 'Oak Hollow', 'Beacon', 'Granite'];
const NOUNS = ['Services', 'Group', 'Enterprises', 'Holdings', 'Ventures', 'Partners', 'Works', 'Solutions', 'Company'];
const US_CITIES: [string, string, string][] = [['Springfield', 'IL', '627'], ['Tampa', 'FL', '336'], ['Austin', 'TX', '787'],
  ['Columbus', 'OH', '432'], ['Paterson', 'NJ', '075'], ['Yonkers', 'NY', '107'], ['Mesa', 'AZ', '852'], ['Raleigh', 'NC', '276'],
  ['Aurora', 'CO', '800'], ['Marietta', 'GA', '300'], ['Fresno', 'CA', '937'], ['Tacoma', 'WA', '984'], ['Allentown', 'PA', '181'],
  ['Knoxville', 'TN', '379'], ['Worcester', 'MA', '016'], ['Baton Rouge', 'LA', '708']];
const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L'], ['Toronto', 'ON', 'M'], ['Ottawa', 'ON', 'K'],
  ['Laval', 'QC', 'H'], ['Quebec City', 'QC', 'G'], ['Surrey', 'BC', 'V'], ['Calgary', 'AB', 'T'], ['Winnipeg', 'MB', 'R'],
  ['Halifax', 'NS', 'B'], ['Saskatoon', 'SK', 'S']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Route 9', 'Market St', 'Lakeshore Blvd', 'King St W',
  'Rue Principale', 'Broadway', 'Airport Rd', 'Maple Ave'];
const LANDLORDS = ['Westbrook Property Mgmt', 'J&R Realty Trust', 'Hollis Commercial Leasing', 'Brightpoint Plaza LLC', 'M. Feldman (owner)'];
const BANKS_US = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const SUPPLIERS = ['Sysco Foods', 'Grainger Industrial', 'Uline', 'Ferguson Supply', 'Home Depot Pro', 'US Foods', 'Gordon Food Service',
  'Fastenal', 'Staples Business', 'NAPA Auto Parts'];
const FUNDERS = ['Forward Line Capital', 'Rapid Advance Co', 'Pearl Merchant Funding', 'Everest Business Fund', 'Yellowstone Cap',
  'Kalamata Funding', 'Mantis Capital'];
const ISO_REPS = ['Danny Russo', 'Tamika Greene', 'Eli Brandt', 'Sonia Patel', 'Marco Vitale', 'Kyle Jansen'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const money = (n: number, cents = false) =>
  '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`;

function luhnDigit(d8: string): number {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } s += v; }
  return (10 - (s % 10)) % 10;
}
const luhn9 = (r: Rng, first: number) => { const d8 = String(first) + r.digits(7); return d8 + luhnDigit(d8); };
const EIN_PREFIX = [10, 11, 12, 13, 14, 15, 16, 20, 22, 23, 26, 27, 30, 33, 35, 36, 38, 45, 46, 47, 51, 52, 54, 56, 58, 61, 65, 75, 81, 84, 86, 88, 91, 93, 98];
function ssn(r: Rng): string {
  let area = r.int(1, 899); if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
const itin = (r: Rng) => `9${r.digits(2)}-${r.int(70, 88)}-${pad(r.int(1, 9999), 4)}`;

/** A date printed in one of the forms applications.md lists. */
export function dateText(r: Rng, y: number, m: number, d: number, country: 'US' | 'CA'): string {
  const forms = country === 'CA' ? ['iso', 'long'] : ['mdy', 'mdy', 'mdyy', 'long', 'iso'];
  const f = r.pick(forms);
  if (f === 'mdy') return `${pad(m)}/${pad(d)}/${y}`;
  if (f === 'mdyy') return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  return iso(y, m, d);
}

const ENTITY_WEIGHTS_US: [string, number][] = [['llc', 5], ['c_corporation', 2], ['s_corporation', 3], ['sole_proprietorship', 2],
  ['general_partnership', 1], ['pllc', 1], ['llp', 1]];
const ENTITY_WEIGHTS_CA: [string, number][] = [['ca_corporation', 6], ['sole_proprietorship', 2], ['general_partnership', 1], ['limited_partnership', 1]];
const SUFFIX: Record<string, string[]> = {
  llc: ['LLC', 'L.L.C.', 'LLC'], c_corporation: ['Inc.', 'Corp.', 'Corporation'], s_corporation: ['Inc.', 'Inc'],
  general_partnership: ['Partners', '& Associates'], pllc: ['PLLC'], llp: ['LLP'], ca_corporation: ['Inc.', 'Ltd.', 'Corp.', 'Limited'],
  limited_partnership: ['LP', 'L.P.'],
};

function makeOwner(r: Rng, i: number, country: 'US' | 'CA', own: number, title: string): Owner {
  const p = `application.applicants[${i}].`;
  const first = r.pick(country === 'CA' ? CA_FIRST : FIRST), last = r.pick(country === 'CA' ? CA_LAST : LAST);
  const mi = r.chance(0.4) ? `${r.pick([...'ABCDEJKLMRST'])}.` : '';
  const cred = country === 'US' && r.chance(0.15) ? r.pick(CREDENTIALS) : '';
  const style = r.int(0, 2);
  let text = style === 1 ? `${last}, ${first}${mi ? ' ' + mi : ''}` : `${first}${mi ? ' ' + mi : ''} ${last}`;
  if (cred && style !== 1) text += `, ${cred}`;
  const y = r.int(1958, 1994), m = r.int(1, 12), d = r.int(1, 28);
  const masked = r.chance(0.3);
  let taxText: string, digits: string | null, type: string | null;
  if (country === 'CA') {
    const s = luhn9(r, r.pick([1, 2, 4, 5, 6, 7]));
    taxText = masked ? `XXX-XXX-${s.slice(6)}` : r.chance(0.5) ? `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}` : `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`;
    digits = s; type = 'SIN';
  } else {
    const useItin = r.chance(0.12);
    taxText = useItin ? itin(r) : ssn(r); digits = taxText.replace(/\D/g, ''); type = useItin ? 'ITIN' : 'SSN';
    if (masked) taxText = r.pick(['XXX-XX-', '***-**-', 'xxx-xx-']) + taxText.slice(7);
  }
  const tc = country;
  const tax: V = { text: taxText, fields: masked ? { [p + 'tax_id']: null, [p + 'tax_id_type']: null, [p + 'tax_id_country']: null }
    : { [p + 'tax_id']: digits, [p + 'tax_id_type']: type, [p + 'tax_id_country']: tc } };
  const score = r.chance(0.6) ? r.int(540, 790) : null;
  const c = r.pick(country === 'CA' ? CA_CITIES : US_CITIES);
  return {
    full: { text, fields: { [p + 'first_name']: first, [p + 'last_name']: last } },
    first: { text: first + (mi ? ' ' + mi : ''), fields: { [p + 'first_name']: first } },
    last: { text: last, fields: { [p + 'last_name']: last } },
    title: { text: title, fields: { [p + 'role']: title } },
    own: { text: r.chance(0.5) ? `${own}%` : String(own), fields: { [p + 'ownership']: own } },
    score: score === null ? null : { text: String(score), fields: { [p + 'credit_score']: score } },
    tax, dob: { text: dateText(r, y, m, d, country), fields: { [p + 'date_of_birth']: iso(y, m, d) } },
    home: `${r.int(12, 9899)} ${r.pick(['Birch Ln', 'Willow Ct', 'Hillcrest Rd', 'Sunset Blvd', 'Ch. des Erables', 'Park Pl'])}`,
    homeCity: country === 'CA' ? `${c[0]}, ${c[1]} ${c[2]}${r.int(1, 9)}${r.pick([...'ABCEGHJ'])} ${r.int(1, 9)}${r.pick([...'KLMNPR'])}${r.int(0, 9)}`
      : `${c[0]}, ${c[1]} ${c[2]}${r.digits(2)}-${r.int(1001, 9899)}`,
    cell: phone(r), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@gmail.com`,
  };
}

export function makeMerchant(r: Rng, country: 'US' | 'CA'): Merchant {
  const entity = r.weighted(country === 'CA' ? ENTITY_WEIGHTS_CA : ENTITY_WEIGHTS_US);
  const nOwners = entity === 'sole_proprietorship' ? 1 : /partnership|llp/.test(entity) ? 2 : r.weighted([[1, 2], [2, 3]] as const);
  const split = nOwners === 1 ? [entity === 'sole_proprietorship' ? 100 : r.pick([100, 100, 80, 75])] : r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  const titles = entity === 'llc' || entity === 'pllc' ? ['Managing Member', 'Member'] : entity.includes('partnership') || entity === 'llp' ? ['Partner', 'Partner']
    : entity === 'sole_proprietorship' ? [r.pick(['Owner', 'Sole Owner', 'Proprietor'])] : [r.pick(['President', 'CEO', 'Owner']), r.pick(['Vice President', 'Secretary', 'COO'])];
  const owners = split.map((o, i) => makeOwner(r.fork(`owner${i}`), i, country, o, titles[i] ?? r.pick(TITLES)));
  const [indText, indId] = r.pick(INDUSTRIES);
  const base = `${r.pick(WORDS)} ${indText.split(/[ /&]/)[0]}`.replace(/-/g, ' ');
  let legalText: string;
  if (entity === 'sole_proprietorship') legalText = owners[0]!.full.text.replace(/, [A-Z]{2,3}$/, '').replace(/^(.*), (.*)$/, '$2 $1');
  else if (country === 'CA' && entity === 'ca_corporation' && r.chance(0.3)) legalText = `${r.int(1000, 2999)}${r.digits(6)} ${r.pick(['Ontario', 'Quebec', 'Alberta'])} ${r.pick(['Inc.', 'Ltd.'])}`;
  else legalText = `${base} ${r.pick(NOUNS)}${r.chance(0.3) ? ',' : ''} ${r.pick(SUFFIX[entity]!)}`.replace(' , ', ', ');
  const dbaRoll = r.next();
  const dbaName = `${r.pick(WORDS)} ${r.pick(['Cafe & Grill', 'Auto', 'Studio', 'Express', 'Supply', 'Care', 'Pros', 'Market'])}`;
  const dba: V | null = entity === 'sole_proprietorship' || dbaRoll < 0.55 ? { text: dbaName, fields: { 'application.trade_name': dbaName } }
    : dbaRoll < 0.85 ? { text: r.pick(['SAME', 'N/A', 'Same']), fields: { 'application.trade_name': null } }
    : dbaRoll < 0.93 ? { text: legalText, fields: { 'application.trade_name': null } } : null;
  const c = r.pick(country === 'CA' ? CA_CITIES : US_CITIES);
  const zip = country === 'CA' ? `${c[2]}${r.int(1, 9)}${r.pick([...'ABCEGHJKLMNPRSTVXY'])} ${r.int(1, 9)}${r.pick([...'ABCEGHJKLMNPRSTVXY'])}${r.int(0, 9)}` : `${c[2]}${r.digits(2)}`;
  const cName = country === 'CA' ? 'Canada' : 'United States';
  const stateFields = { 'application.state_region': c[1], 'application.country': cName };
  // Tax ID: EIN, a sole proprietor's SSN, or a BN with or without its program account.
  let tax: V, taxLabelKind: Merchant['taxLabelKind'];
  if (country === 'CA') {
    const bn = luhn9(r, r.int(7, 8)); const prog = r.pick(['RC', 'RT']); const ref = `000${r.int(1, 3)}`;
    const style = r.int(0, 3);
    const text = style === 0 ? `${bn} ${prog}${ref}` : style === 1 ? `${bn}${prog}${ref}` : style === 2 ? `${bn} ${prog} ${ref}` : bn;
    tax = { text, fields: { 'application.business_tax_id': style === 3 ? bn : bn + prog + ref, 'application.business_tax_id_type': 'BN', 'application.business_tax_id_country': 'CA' } };
    taxLabelKind = 'BN';
  } else if (entity === 'sole_proprietorship' && r.chance(0.6)) {
    const o = owners[0]!;
    const t = o.tax.fields['application.applicants[0].tax_id'] as string | null;
    const s = t ? `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}` : ssn(r);
    tax = { text: s, fields: { 'application.business_tax_id': s.replace(/\D/g, ''), 'application.business_tax_id_type': s.startsWith('9') ? 'ITIN' : 'SSN', 'application.business_tax_id_country': 'US' } };
    taxLabelKind = 'SSN';
  } else {
    const e = `${r.pick(EIN_PREFIX)}-${r.digits(7)}`;
    const roll = r.next();
    tax = roll < 0.1 ? { text: `XX-XXX${e.slice(6)}`, fields: { 'application.business_tax_id': null, 'application.business_tax_id_type': null, 'application.business_tax_id_country': null } }
      : { text: roll < 0.35 ? e.replace('-', '') : e, fields: { 'application.business_tax_id': e.replace('-', ''), 'application.business_tax_id_type': 'EIN', 'application.business_tax_id_country': 'US' } };
    taxLabelKind = 'EIN';
  }
  const sy = r.int(2004, 2022), sm = r.int(1, 12), sd = r.int(1, 28);
  const amount = r.int(3, 70) * 5000;
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const n = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 36, 40, 52]) : freq === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([6, 9, 12]);
  const pay = Math.round((amount * r.float(1.25, 1.45)) / n * 100) / 100;
  const monthly = Math.round(amount * r.float(0.35, 1.6) / 10) * 10 + 7;
  const curr = country === 'CA' ? (r.chance(0.5) ? 'CAD ' : '') : '';
  return {
    country, legal: { text: legalText, fields: { 'application.legal_name': legalText } }, dba, dbaBlankText: dba ? null : '',
    entity, industry: r.chance(0.92) ? { text: indText, fields: { 'application.industry': indId } } : null,
    tax, taxLabelKind, street: `${r.int(10, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`,
    city: c[0], state: { text: c[1], fields: stateFields }, zip, cityStateZip: { text: `${c[0]}, ${c[1]} ${zip}`, fields: stateFields },
    phone: phone(r), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    website: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    start: r.chance(0.9) ? { text: dateText(r, sy, sm, sd, country), fields: { 'application.business_start_date': iso(sy, sm, sd) } } : null,
    years: String(2025 - sy),
    amount: { text: curr + money(amount, r.chance(0.3)), fields: { 'application.requested_amount': amount } },
    payment: { text: curr + money(pay, true), fields: { 'application.requested_payment': pay } },
    nPayments: { text: String(n), fields: { 'application.number_of_payments': n } }, freq,
    useOfFunds: r.pick(['Inventory', 'Working capital', 'Equipment purchase', 'Expansion / second location', 'Payroll', 'Marketing', 'Renovations']),
    monthlySales: curr + money(monthly), annualRevenue: curr + money(monthly * 12 + 1300), employees: String(r.pick([2, 3, 4, 5, 7, 8, 10, 11, 14, 15, 16, 17, 19, 21, 22])), own: r.chance(0.25) ? 'Own' : 'Rent',
    owners,
    landlord: { name: r.pick(LANDLORDS), phone: phone(r), rent: money(r.int(12, 95) * 100 + 50) },
    bank: { name: r.pick(country === 'CA' ? BANKS_CA : BANKS_US), routing: country === 'CA' ? `${r.digits(5)}-${r.digits(3)}` : `0${r.int(21, 91)}${r.digits(6)}`,
      account: r.digits(r.int(9, 12)), contact: r.pick(ISO_REPS.map((x) => x.split(' ')[0] + ' (branch)')) },
    refs: r.shuffle([...SUPPLIERS]).slice(0, 2).map((name) => ({ name, contact: r.pick(['AR Dept', 'Jim Kerr', 'Sales desk', 'Lori B.']), phone: phone(r) })),
    iso: { name: r.pick(ISO_REPS), phone: phone(r), email: 'submissions@' },
    funders: r.chance(0.6) ? r.shuffle([...FUNDERS]).slice(0, r.int(1, 2)).map((name) => ({ name, balance: money(r.int(30, 900) * 100 + 11), payment: money(r.int(80, 900) + 0.5, true) })) : [],
    stateOfInc: r.pick((country === 'CA' ? ['ON', 'QC', 'BC', 'AB', 'Federal (CBCA)'] : ['DE', 'NV', 'WY', 'FL', 'NY']).filter((x) => x !== c[1])),
  };
}
