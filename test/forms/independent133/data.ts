// Seeded merchants for set 133: what is printed (display strings) and what a careful reader gets from it (truth).
import type { Rng } from '../../statements/generator/prng.ts';

export type Fields = Record<string, string | number | null>;
/** One printed value: its text and the truth paths it gives (none: a decoy). */
export interface Val { text: string; fields: Fields }

export interface Owner {
  name: Val; title: Val; pct: Val; ssn: Val; dob: Val; score: Val; home: Val; cell: Val; masked: boolean;
}
export interface Merchant {
  country: 'US' | 'CA';
  legal: Val; dba: Val; entity: Val; entityChoice: string; industry: Val; taxId: Val; taxLabel: string;
  street: Val; city: Val; state: Val; zip: Val; phone: Val; email: Val; website: Val; incState: Val;
  start: Val; amount: Val; payment: Val | null; count: Val | null; freq: Val | null; freqChoice: string | null;
  useOfFunds: Val; monthlySales: Val; rentOwn: string; owners: Owner[];
  landlord: Val; landlordPhone: Val; bank: Val; routing: Val; account: Val; isoRep: Val; isoId: Val;
  funders: { name: Val; balance: Val; payment: Val }[]; refs: { name: Val; phone: Val }[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Tomasz', 'Keisha', 'Hector', 'Mei', 'Omar',
  'Brittany', 'Luis', 'Grace', 'Dmitri', 'Fatima', 'Connor', 'Yolanda', 'Andre', 'Sofia', 'Wei', 'Nadia', 'Raymond', 'Chantal', 'Jean-Luc'];
const LAST = ['Alvarez', 'Okafor', 'Nguyen-Tran', 'Brennan', 'Patel', 'de la Cruz', "O'Neill", 'Kowalski', 'Van Dyke', 'Haddad',
  'Washington', 'Lindqvist', 'Castillo', 'Friedman', 'Abernathy', 'St. Pierre', 'Morales-Vega', 'Yamamoto', 'Dubois', 'MacLeod'];
const WORDS = ['Summit', 'Blue Heron', 'Copperline', 'Northgate', 'Red Maple', 'Silver Creek', 'Harbor Point', 'Ironwood',
  'Golden Mesa', 'Lakeshore', 'Prairie Wind', 'Cedar Hollow', 'Brightwater', 'Twin Oaks', 'Granite State', 'Sunbelt'];
/** Printed "type of business" text -> industries reference id (the longest word-bounded alias contained). */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Family restaurant', 'restaurant', 'Kitchen'], ['Coffee shop', 'restaurant', 'Coffee Co'], ['Collision repair', 'auto_repair', 'Auto Body'],
  ['HVAC installation', 'specialty_trade_contractor', 'Heating & Air'], ['Hair salon', 'personal_care', 'Salon'],
  ['Dental office', 'dental_practice', 'Dental'], ['Veterinary clinic', 'veterinary', 'Animal Clinic'],
  ['Landscaping and lawn care', 'landscaping', 'Landscapes'], ['Dump truck hauling', 'trucking_local', 'Hauling'],
  ['Daycare', 'childcare', 'Kids Academy'], ['Plumbing', 'specialty_trade_contractor', 'Plumbing'],
  ['Convenience store', 'convenience_store', 'Market'], ['Liquor store', 'liquor_store', 'Wine & Spirits'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Services'], ['Fitness center', 'fitness', 'Fitness'],
  ['Pet grooming', 'pet_services', 'Pet Spa'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Machine shop', 'manufacturing', 'Machining'],
  ['Roofing', 'specialty_trade_contractor', 'Roofing'], ['Used car dealer', 'auto_dealer_used', 'Motors'],
  ['Home health care', 'home_health_care', 'Home Care'], ['Food truck', 'food_truck_catering', 'Street Eats'],
  ['Freight broker', 'freight_logistics', 'Logistics'], ['IT services', 'it_software', 'Tech Solutions'],
  ['Bookkeeping', 'professional_services', 'Bookkeeping'], ['Chiropractor', 'medical_practice', 'Chiropractic'],
];
const US_PLACES: readonly (readonly [string, string, string])[] = [['TX', 'Houston', '770'], ['FL', 'Tampa', '336'], ['NY', 'Buffalo', '142'],
  ['CA', 'Fresno', '937'], ['GA', 'Savannah', '314'], ['OH', 'Dayton', '454'], ['AZ', 'Mesa', '852'], ['NJ', 'Newark', '071'],
  ['IL', 'Peoria', '616'], ['NC', 'Raleigh', '276'], ['CO', 'Pueblo', '810'], ['WA', 'Spokane', '992'], ['PA', 'Erie', '165'], ['TN', 'Memphis', '381']];
const CA_PLACES: readonly (readonly [string, string, string])[] = [['ON', 'Mississauga', 'L5B'], ['BC', 'Kelowna', 'V1Y'], ['AB', 'Red Deer', 'T4N'],
  ['QC', 'Laval', 'H7N'], ['NS', 'Halifax', 'B3H'], ['MB', 'Brandon', 'R7A'], ['SK', 'Regina', 'S4P']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Route 9', 'King St W', 'Airport Rd', 'Market Sq', 'Bay Blvd'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FUNDERS = ['Rapid Bridge Funding', 'Pinnacle Advance', 'Crestmark MCA', 'Forward Line Capital', 'Bluevine Flex', 'Meadow Capital'];

const p2 = (n: number): string => String(n).padStart(2, '0');
const v = (text: string, fields: Fields = {}): Val => ({ text, fields });
export const money = (n: number, cents = false): string => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

function luhnDigit(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) { let x = Number(d8[i]) * (i % 2 ? 2 : 1); if (x > 9) x -= 9; sum += x; }
  return String((10 - (sum % 10)) % 10);
}
function ein(r: Rng): string {
  const prefixes = [12, 20, 23, 26, 27, 30, 33, 35, 38, 45, 46, 47, 52, 54, 61, 65, 81, 82, 83, 84, 85, 86, 87, 88, 91, 92, 93, 98];
  return `${r.pick(prefixes)}-${r.digits(7)}`;
}
function ssn(r: Rng): string { return `${r.int(101, 665)}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`; }
function itin(r: Rng): string { return `9${r.digits(2)}-${r.pick([50, 57, 63, 71, 78, 84, 90, 94, 97])}-${String(r.int(1000, 9999))}`; }
function nine(r: Rng): string { const d = String(r.int(1, 8)) + r.digits(7); return d + luhnDigit(d); }

/** A date printed in one of the spec's forms, with its ISO value. */
function date(r: Rng, y0: number, y1: number): Val {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  const iso = `${y}-${p2(m)}-${p2(d)}`;
  const form = r.int(0, y >= 2000 ? 3 : 2);
  const text = form === 0 ? `${p2(m)}/${p2(d)}/${y}` : form === 1 ? `${MONTHS[m - 1]} ${d}, ${y}` : form === 2 ? `${y}-${p2(m)}-${p2(d)}` : `${m}/${d}/${String(y).slice(2)}`;
  return v(text, { _: iso });
}
const at = (val: Val, path: string): Val => ({ text: val.text, fields: val.text ? { [path]: val.fields._ ?? val.text } : {} });

interface Entity { id: string; printed: string[]; suffix: string[]; choice: string }
const US_ENTITIES: Entity[] = [
  { id: 'llc', printed: ['LLC', 'Limited Liability Company', 'L.L.C.'], suffix: ['LLC', 'L.L.C.'], choice: 'LLC' },
  { id: 'c_corporation', printed: ['Corporation', 'Inc.', 'C-Corp'], suffix: ['Inc.', 'Corp.', 'Corporation'], choice: 'Corporation' },
  { id: 's_corporation', printed: ['S-Corp', 'S Corporation'], suffix: ['Inc.', 'Corp.'], choice: 'S-Corp' },
  { id: 'sole_proprietorship', printed: ['Sole Proprietor', 'Sole Prop'], suffix: [], choice: 'Sole Proprietor' },
  { id: 'general_partnership', printed: ['Partnership', 'General Partnership'], suffix: ['Partners', '& Associates'], choice: 'Partnership' },
  { id: 'limited_partnership', printed: ['LP', 'Limited Partnership'], suffix: ['LP', 'L.P.'], choice: 'LP' },
  { id: 'pllc', printed: ['PLLC'], suffix: ['PLLC'], choice: 'Other' },
  { id: 'llp', printed: ['LLP'], suffix: ['LLP'], choice: 'LLP' },
  { id: 'nonprofit_corporation', printed: ['Non-Profit'], suffix: ['Foundation', 'Community Center'], choice: 'Non-Profit' },
];
const CA_ENTITIES: Entity[] = [
  { id: 'ca_corporation', printed: ['Corporation', 'Inc.', 'Ltd.'], suffix: ['Inc.', 'Ltd.', 'Limited'], choice: 'Corporation' },
  { id: 'sole_proprietorship', printed: ['Sole Proprietor'], suffix: [], choice: 'Sole Proprietor' },
  { id: 'general_partnership', printed: ['Partnership'], suffix: ['Partners'], choice: 'Partnership' },
];
const TITLES: Record<string, string[]> = { llc: ['Managing Member', 'Member', 'Owner', 'CEO'], pllc: ['Managing Member', 'Member'],
  general_partnership: ['Partner', 'General Partner'], limited_partnership: ['General Partner', 'Partner'], llp: ['Partner'],
  sole_proprietorship: ['Owner', 'Sole Owner', 'Proprietor'], nonprofit_corporation: ['Executive Director', 'Director'] };

export function makeMerchant(r: Rng, allowCanada: boolean): Merchant {
  const country: 'US' | 'CA' = allowCanada && r.chance(0.4) ? 'CA' : 'US';
  const ent = r.pick(country === 'CA' ? CA_ENTITIES : US_ENTITIES);
  const [indText, indId, indWord] = r.pick(INDUSTRIES);
  const place = r.pick(country === 'CA' ? CA_PLACES : US_PLACES);
  const nOwners = ent.id === 'sole_proprietorship' ? 1 : r.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : nOwners === 3 ? r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const owners: Owner[] = [];
  const names: [string, string][] = [];
  for (let i = 0; i < nOwners; i++) {
    const f = r.pick(FIRST), l = r.pick(LAST);
    names.push([f, l]);
    const mi = r.chance(0.3) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
    const cred = indId === 'medical_practice' && r.chance(0.5) ? ', DC' : indId === 'dental_practice' && r.chance(0.5) ? ', DDS' : '';
    const name = r.chance(0.25) ? `${l}, ${f}${mi}` : `${f}${mi} ${l}${cred}`;
    const title = r.pick(TITLES[ent.id] ?? ['President', 'CEO', 'Vice President', 'Secretary', 'Director']);
    const a = `application.applicants[${i}].`;
    const kind = r.weighted([['full', 5], ['masked', 3], ['blank', 1], ['itin', country === 'US' ? 1 : 0]] as const);
    let tax: string, masked = false;
    const tf: Fields = {};
    if (country === 'CA') tax = nine(r).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');
    else tax = kind === 'itin' ? itin(r) : ssn(r);
    if (kind === 'masked') { masked = true; tax = r.pick(['XXX-XX-', '***-**-', 'xxx-xx-']) + tax.replace(/\D/g, '').slice(-4); if (country === 'CA') tax = '*** *** ' + tax.slice(-3); }
    else if (kind === 'blank') tax = '';
    else Object.assign(tf, { [a + 'tax_id']: tax.replace(/\D/g, ''), [a + 'tax_id_type']: country === 'CA' ? 'SIN' : tax.startsWith('9') ? 'ITIN' : 'SSN', [a + 'tax_id_country']: country });
    const dob = r.chance(0.15) ? v('') : r.chance(0.12) ? v(`**/**/${r.int(1955, 1999)}`) : at(date(r, 1955, 1999), a + 'date_of_birth');
    const sc = r.int(540, 805);
    const score = r.chance(0.55) ? v(String(sc), { [a + 'credit_score']: sc }) : v('');
    owners.push({
      name: v(name, { [a + 'first_name']: f, [a + 'last_name']: l }), title: v(title, { [a + 'role']: title }),
      pct: v(`${pcts[i]}%`, { [a + 'ownership']: pcts[i]! }), ssn: v(tax, tf), dob, score, masked,
      home: v(`${r.int(12, 9800)} ${r.pick(['Willow Ln', 'Oak Ct', 'Birch Rd', 'Maple Dr', 'Rue Principale'])}, ${r.pick(US_PLACES.concat(CA_PLACES))[1]}`),
      cell: v(`(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`),
    });
  }
  // Business identity.
  const base = r.chance(0.5) ? `${r.pick(WORDS)} ${indWord}` : `${names[0]![1]} ${indWord}`;
  let legal: string;
  if (ent.id === 'sole_proprietorship') legal = `${names[0]![0]} ${names[0]![1]}`;
  else if (country === 'CA' && ent.id === 'ca_corporation' && r.chance(0.3)) legal = `${r.int(1000000, 2999999)} ${({ ON: 'Ontario', BC: 'B.C.', AB: 'Alberta', QC: 'Québec', NS: 'Nova Scotia', MB: 'Manitoba', SK: 'Saskatchewan' } as Record<string, string>)[place[0]]} ${r.pick(ent.suffix)}`;
  else {
    const suf = r.pick(ent.suffix);
    legal = `${base}${/^(Inc\.|Corp\.|LLC|L\.L\.C\.|Ltd\.)$/.test(suf) && r.chance(0.5) ? ',' : ''} ${suf}`;
  }
  const dbaKind = r.weighted([['name', 5], ['blank', 2], ['same', 2]] as const);
  const dbaName = ent.id === 'sole_proprietorship' || /^\d/.test(legal) ? `${r.pick(WORDS)} ${indWord}` : `${r.pick(WORDS)} ${indWord}`;
  const dba = dbaKind === 'blank' ? v('') : dbaKind === 'same' ? v(r.pick(['SAME', 'N/A', 'Same as above'])) : v(dbaName, { 'application.trade_name': dbaName });
  if (dba.text === legal) dba.fields = {};
  const entText = r.pick(ent.printed);
  // Tax ID.
  let taxText: string, taxFields: Fields, taxLabel: string;
  if (country === 'CA') {
    const bn = nine(r), prog = r.pick(['RC0001', 'RT0001', 'RC0002']);
    taxText = r.chance(0.5) ? `${bn} ${prog}` : `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${prog}`;
    taxFields = { 'application.business_tax_id': bn + prog, 'application.business_tax_id_type': 'BN', 'application.business_tax_id_country': 'CA' };
    taxLabel = 'Business Number (BN)';
  } else if (ent.id === 'sole_proprietorship' && r.chance(0.6)) {
    taxText = owners[0]!.masked || !owners[0]!.ssn.text ? ssn(r) : owners[0]!.ssn.text;
    taxFields = { 'application.business_tax_id': taxText.replace(/\D/g, ''), 'application.business_tax_id_type': taxText.startsWith('9') ? 'ITIN' : 'SSN', 'application.business_tax_id_country': 'US' };
    taxLabel = 'Federal Tax ID (EIN or SSN)';
  } else {
    taxText = ein(r);
    taxFields = { 'application.business_tax_id': taxText.replace(/\D/g, ''), 'application.business_tax_id_type': 'EIN', 'application.business_tax_id_country': 'US' };
    taxLabel = 'Federal Tax ID (EIN)';
  }
  const taxId = r.chance(0.08) ? v('') : v(taxText, taxFields);
  const states = (country === 'CA' ? CA_PLACES : US_PLACES).map((x) => x[0]);
  const incState = r.pick(states.filter((s) => s !== place[0]).concat(country === 'US' ? ['DE', 'DE', 'NV'] : []));
  const zip = country === 'CA' ? `${place[2]} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}` : `${place[2]}${r.digits(2)}`;
  const amount = r.pick([15000, 25000, 35000, 50000, 60000, 75000, 100000, 125000, 150000, 250000]);
  const hasTerms = r.chance(0.65);
  const freqChoice = r.pick(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']);
  const count = freqChoice === 'Daily' ? r.pick([60, 90, 120, 140]) : freqChoice === 'Weekly' ? r.pick([16, 24, 32, 52]) : freqChoice === 'Bi-Weekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const pay = Math.round((amount * 1.35 / count) * 100) / 100;
  const payText = money(pay, true);
  const start = r.chance(0.12) ? v('') : at(date(r, 1994, 2024), 'application.business_start_date');
  const routing = `${r.pick(['0', '1', '2'])}${r.digits(8)}`;
  return {
    country, entityChoice: ent.choice,
    legal: v(legal, { 'application.legal_name': legal }), dba,
    entity: v(ent.choice === 'Other' ? entText : entText, { 'application.type_of_entity': ent.id }),
    industry: v(indText, { 'application.industry': indId }), taxId, taxLabel,
    street: v(`${r.int(10, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`),
    city: v(place[1]), state: v(place[0], { 'application.state_region': place[0], 'application.country': country === 'CA' ? 'Canada' : 'United States' }),
    zip: v(zip), phone: v(`(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`),
    email: v(`${names[0]![0].toLowerCase().replace(/\W/g, '')}@${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}`),
    website: v(r.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}` : ''),
    incState: v(incState), start,
    amount: r.chance(0.06) ? v('') : v(r.chance(0.3) ? `${money(amount)}${country === 'CA' ? ' CAD' : ''}` : money(amount, r.chance(0.3)), { 'application.requested_amount': amount }),
    payment: hasTerms ? v(payText, { 'application.requested_payment': pay }) : null,
    count: hasTerms ? v(String(count), { 'application.number_of_payments': count }) : null,
    freq: hasTerms ? v(freqChoice, { 'application.payment_frequency': freqChoice.toLowerCase().replace('-', '') }) : null,
    freqChoice: hasTerms ? freqChoice : null,
    useOfFunds: v(r.pick(['Inventory', 'Payroll & working capital', 'Equipment purchase', 'Expansion', 'Marketing', 'Debt consolidation'])),
    monthlySales: v(money(r.int(18, 400) * 1000)), rentOwn: r.pick(['Rent', 'Rent', 'Own']), owners,
    landlord: v(`${r.pick(['Parkside', 'Westfield', 'Crown', 'Riverbend'])} Property Mgmt`), landlordPhone: v(`(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`),
    bank: v(r.pick(country === 'CA' ? ['RBC Royal Bank', 'TD Canada Trust', 'Desjardins'] : ['Chase', 'Wells Fargo', 'Regions Bank', 'PNC Bank', 'TD Bank'])),
    routing: v(country === 'CA' ? `${r.digits(5)}-${r.pick(['003', '004', '815'])}` : routing), account: v(r.digits(r.int(9, 12))),
    isoRep: v(`${r.pick(FIRST)} ${r.pick(LAST)}`), isoId: v(`ISO-${r.digits(5)}`),
    funders: r.chance(0.6) ? Array.from({ length: r.int(1, 2) }, () => ({ name: v(r.pick(FUNDERS)), balance: v(money(r.int(4, 80) * 1000)), payment: v(money(r.int(150, 1900), true)) })) : [],
    refs: Array.from({ length: 2 }, () => ({ name: v(`${r.pick(WORDS)} Supply`), phone: v(`(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`) })),
  };
}
