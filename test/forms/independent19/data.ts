// A fictional merchant for set 19 (forms from free online tools), drawn from a seed, and the truth it gives.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { emptyApplication } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export interface Place { street: string; city: string; state: string; stateName: string; zip: string }
export interface Owner {
  first: string; middle: string; last: string; cred: string; lastFirst: boolean;
  title: string; pct: number; taxType: 'SSN' | 'ITIN' | 'SIN'; taxPrinted: string; taxDigits: string | null;
  dob: string; dobPrinted: string; home: Place; credit: number | null; phone: string; email: string;
}
export interface Entity { printed: string; box: string; id: string }
export interface Merchant {
  ca: boolean; legal: string; dbaPrinted: string; dba: string | null; entity: Entity; industryText: string; industry: string;
  taxPrinted: string; taxLabel: string; taxDigits: string | null; taxType: string | null;
  addr: Place; phone: string; email: string; website: string; startPrinted: string; start: string | null; years: number;
  amountPrinted: string; amount: number; paymentPrinted: string | null; payment: number | null; nPayments: number | null;
  freqPrinted: string | null; freq: string | null; use: string; own: boolean; employees: number; monthlySales: string;
  owners: Owner[]; d: Decoys;
}
export interface Decoys {
  landlord: string; landlordPhone: string; rent: string; refs: { name: string; contact: string; phone: string }[];
  iso: string; isoCompany: string; isoPhone: string; isoEmail: string; routing: string; account: string; bank: string;
  funder: string; balance: string; incState: string; brokerEin: string;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomasz', 'Priya', 'Derek', 'Lucia', 'Kwame', 'Hannah', 'Mateo', 'Sofia', 'Raymond', 'Mei', 'Omar', 'Brianna', 'Yusuf', 'Chloe', 'Andre', 'Nadia', 'Wesley', 'Ingrid', 'Tariq', 'Colleen', 'Hector'];
const LAST = ['Okafor', 'Delgado', 'Van der Berg', 'Smith-Jones', "O'Neill", 'de la Cruz', 'Nguyen', 'Kowalski', 'Patel', 'Haddad', 'Bergstrom', 'Ferreira', 'MacLeod', 'St. Pierre', 'Lindqvist', 'Abernathy', 'Castillo-Reyes', 'Whitfield', 'Tanaka', 'Boateng'];
const DECOY_FIRST = ['Gloria', 'Vince', 'Sheldon', 'Rita', 'Marcus', 'Pauline', 'Lenny', 'Dolores'];
const DECOY_LAST = ['Hargrove', 'Pettibone', 'Fairweather', 'Quigley', 'Dunmore', 'Albright', 'Kessler', 'Ruggiero'];
const STREETS = ['Maple Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Main St', 'Harbor Rd', 'Elm St', 'Ridgeview Dr', 'Lakeshore Rd', 'Market St', 'Pine Hollow Ln'];
const US: [string, string, string[], string][] = [
  ['TX', 'Texas', ['Austin', 'El Paso', 'Plano'], '7'], ['FL', 'Florida', ['Tampa', 'Orlando', 'Sarasota'], '3'], ['OH', 'Ohio', ['Dayton', 'Akron'], '4'],
  ['NY', 'New York', ['Buffalo', 'Yonkers', 'Albany'], '1'], ['GA', 'Georgia', ['Macon', 'Savannah'], '3'], ['AZ', 'Arizona', ['Tempe', 'Mesa'], '8'],
  ['NJ', 'New Jersey', ['Newark', 'Paterson'], '0'], ['CO', 'Colorado', ['Boulder', 'Pueblo'], '8'], ['WA', 'Washington', ['Tacoma', 'Spokane'], '9'],
  ['NC', 'North Carolina', ['Raleigh', 'Durham'], '2'], ['IL', 'Illinois', ['Peoria', 'Joliet'], '6'], ['PA', 'Pennsylvania', ['Erie', 'Scranton'], '1']];
const CA: [string, string, string[], string][] = [
  ['ON', 'Ontario', ['Hamilton', 'Ottawa', 'London'], 'K'], ['BC', 'British Columbia', ['Kelowna', 'Surrey'], 'V'], ['AB', 'Alberta', ['Calgary', 'Red Deer'], 'T'],
  ['QC', 'Quebec', ['Laval', 'Gatineau'], 'H'], ['MB', 'Manitoba', ['Winnipeg', 'Brandon'], 'R'], ['NS', 'Nova Scotia', ['Halifax', 'Truro'], 'B']];
export const INDUSTRIES: [string, string][] = [
  ['Family restaurant', 'restaurant'], ['HVAC installation and repair', 'specialty_trade_contractor'], ['Hair salon', 'personal_care'],
  ['Collision repair', 'auto_repair'], ['Residential lawn care', 'landscaping'], ['Dental office', 'dental_practice'], ['Dump truck hauling', 'trucking_local'],
  ['Coffee shop', 'restaurant'], ['Daycare center', 'childcare'], ['Commercial cleaning', 'cleaning_services'], ['Convenience store', 'convenience_store'],
  ['Plumbing contractor', 'specialty_trade_contractor'], ['Boutique clothing store', 'retail_general'], ['Pet grooming', 'pet_services'],
  ['Food truck', 'food_truck_catering'], ['Laundromat', 'dry_cleaning'], ['Used car dealer', 'auto_dealer_used'], ['Chiropractor', 'medical_practice'],
  ['Veterinary clinic', 'veterinary'], ['Web design', 'it_software'], ['Liquor store', 'liquor_store'], ['Yoga studio', 'fitness']];
const WORDS = ['Summit', 'Blue Heron', 'Ironwood', 'Cedar Point', 'Golden Gate', 'Northstar', 'Riverbend', 'Copper Kettle', 'Brightside', 'Evergreen', 'Red Maple', 'Harborview'];
const USE = ['Inventory purchase', 'Equipment repair', 'Payroll during slow season', 'New location build-out', 'Marketing campaign', 'Working capital'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Partner', 'Vice President', 'COO', 'Member'];

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

function luhn9(r: Rng): string {
  const d = r.digits(8).split('').map(Number);
  d[0] = r.int(1, 8);
  const sum = d.reduce((s, x, i) => { const v = i % 2 === 1 ? x * 2 : x; return s + (v > 9 ? v - 9 : v); }, 0);
  return d.join('') + String((10 - (sum % 10)) % 10);
}
function ein(r: Rng): string { return `${r.pick(['20', '27', '33', '45', '46', '52', '61', '81', '84', '92'])}-${pad(r.int(1000000, 9999999), 7)}`; }
function ssn(r: Rng, itin: boolean): string {
  return itin ? `9${r.int(10, 99)}-${r.pick(['70', '75', '81', '88', '92'])}-${pad(r.int(1, 9999), 4)}` : `${r.int(101, 665)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
/** A date printed in one of the forms applications.md lists, and its ISO value. */
export function dateText(r: Rng, y: number, m: number, d: number, short = true): string {
  const k = short ? r.int(0, 3) : r.pick([0, 2, 3]);
  if (k === 0) return `${pad(m)}/${pad(d)}/${y}`;
  if (k === 1) return `${m}/${d}/${String(y).slice(2)}`;
  if (k === 2) return `${MONTHS[m - 1]} ${d}, ${y}`;
  return `${m}/${d}/${y}`;
}
export function place(r: Rng, ca: boolean, not?: string): Place {
  const pool = (ca ? CA : US).filter((p) => p[0] !== not);
  const [code, name, cities, z] = r.pick(pool);
  const zip = ca ? `${z}${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVXY')} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(0, 9)}` : `${z}${pad(r.int(1000, 9999), 4)}`;
  return { street: `${r.int(12, 9800)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 410)}` : ''}`, city: r.pick(cities), state: code, stateName: name, zip };
}
export const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`;

function entity(r: Rng, ca: boolean): Entity {
  const us: Entity[] = [{ printed: 'LLC', box: 'LLC', id: 'llc' }, { printed: 'Corporation', box: 'Corporation', id: 'c_corporation' },
    { printed: 'S Corp', box: 'S-Corp', id: 's_corporation' }, { printed: 'Partnership', box: 'Partnership', id: 'general_partnership' },
    { printed: 'LP', box: 'LP', id: 'limited_partnership' }, { printed: 'LLP', box: 'LLP', id: 'llp' }, { printed: 'Sole Proprietor', box: 'Sole Proprietor', id: 'sole_proprietorship' },
    { printed: 'Non-Profit', box: 'Non-Profit', id: 'nonprofit_corporation' }, { printed: 'PLLC', box: 'Other', id: 'pllc' }];
  const cas: Entity[] = [{ printed: 'Corporation', box: 'Corporation', id: 'ca_corporation' }, { printed: 'Sole Proprietorship', box: 'Sole Proprietor', id: 'sole_proprietorship' },
    { printed: 'Partnership', box: 'Partnership', id: 'general_partnership' }, { printed: 'ULC', box: 'Other', id: 'ca_ulc' }];
  return r.weighted((ca ? cas : us).map((e, i) => [e, i < 2 ? 3 : 1] as const));
}
const SUFFIX: Record<string, string[]> = { llc: ['LLC', 'L.L.C.'], c_corporation: ['Inc.', 'Corp.', 'Incorporated'], s_corporation: ['Inc.', 'Inc'],
  general_partnership: ['Partners', '& Sons'], limited_partnership: ['LP', 'L.P.'], llp: ['LLP'], nonprofit_corporation: ['Foundation', 'Inc.'],
  pllc: ['PLLC'], ca_corporation: ['Inc.', 'Ltd.', 'Corp.'], ca_ulc: ['ULC'], sole_proprietorship: [''] };

function owners(r: Rng, ca: boolean, n: number, biz: Place): Owner[] {
  const shares = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25]]) : n === 3 ? r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const used = new Set<string>();
  return shares.map((pct, i) => {
    let first = r.pick(FIRST);
    while (used.has(first)) first = r.pick(FIRST);
    used.add(first);
    const [y, m, d] = [r.int(1956, 1995), r.int(1, 12), r.int(1, 28)];
    const itin = !ca && r.chance(0.15);
    const taxType = ca ? 'SIN' : itin ? 'ITIN' : 'SSN';
    const full = ca ? luhn9(r).replace(/(\d{3})(\d{3})(\d{3})/, r.pick(['$1 $2 $3', '$1-$2-$3'])) : ssn(r, itin);
    const masked = r.chance(0.3);
    const last = r.pick(LAST);
    return { first, middle: r.chance(0.3) ? `${r.alnum(1, 'ABCDEJKLMRST')}.` : '', last, cred: r.chance(0.1) ? r.pick([', DC', ', CPA', ', MD']) : '',
      lastFirst: false, title: i === 0 && n === 1 ? r.pick(['Owner', 'President', 'Sole Owner']) : r.pick(TITLES), pct, taxType,
      taxPrinted: masked ? (ca ? `*** *** ${full.slice(-3)}` : `***-**-${full.slice(-4)}`) : full, taxDigits: masked ? null : full.replace(/\D/g, ''),
      dob: `${y}-${pad(m)}-${pad(d)}`, dobPrinted: dateText(r, y, m, d, false), home: place(r, ca, r.chance(0.5) ? biz.state : undefined),
      credit: r.chance(0.5) ? r.int(540, 810) : null, phone: phone(r), email: `${first.toLowerCase()}.${last.replace(/\W/g, '').toLowerCase()}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` } as Owner;
  });
}

function decoys(r: Rng, ca: boolean, addr: Place): Decoys {
  const nm = (): string => `${r.pick(DECOY_FIRST)} ${r.pick(DECOY_LAST)}`;
  return { landlord: `${r.pick(['Parkside', 'Oakmont', 'Westgate'])} Property Holdings ${r.pick(['LLC', 'Inc.'])}`, landlordPhone: phone(r), rent: money(r.int(18, 95) * 100),
    refs: [0, 1].map(() => ({ name: `${r.pick(['Apex', 'Tri-County', 'Allied', 'Sunbelt', 'Great Lakes'])} ${r.pick(['Supply Co.', 'Distributors', 'Wholesale'])}`, contact: nm(), phone: phone(r) })),
    iso: nm(), isoCompany: `${r.pick(['Fastlane', 'Keystone', 'BlueOak', 'Clearpath'])} ${r.pick(['Capital', 'Funding Partners', 'Business Finance'])}`, isoPhone: phone(r),
    isoEmail: `deals@${r.pick(['fastlanecap', 'keystonefp', 'blueoakbiz'])}.com`, routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)),
    bank: ca ? r.pick(['TD Canada Trust', 'RBC Royal Bank', 'Scotiabank']) : r.pick(['Chase', 'Wells Fargo', 'Bank of America', 'PNC Bank']),
    funder: r.pick(['Rapid Advance Group', 'Yellowstone Funding', 'Pearl Street Capital', 'Everest MCA']), balance: money(r.int(40, 390) * 100 + 17),
    incState: place(r, ca, addr.state).stateName, brokerEin: ein(r) };
}

function bizTax(r: Rng, ca: boolean, ent: Entity, o: Owner): Pick<Merchant, 'taxPrinted' | 'taxLabel' | 'taxDigits' | 'taxType'> {
  if (ca) {
    const bn = luhn9(r);
    if (r.chance(0.5)) return { taxPrinted: `${bn} RC0001`, taxLabel: 'Business Number (BN)', taxDigits: `${bn}RC0001`, taxType: 'BN' };
    return { taxPrinted: bn, taxLabel: 'Business Number (BN)', taxDigits: bn, taxType: 'BN' };
  }
  if (ent.id === 'sole_proprietorship' && o.taxType === 'SSN' && o.taxDigits && r.chance(0.6)) return { taxPrinted: o.taxPrinted, taxLabel: 'Tax ID (EIN or SSN)', taxDigits: o.taxDigits, taxType: 'SSN' };
  const e = ein(r);
  if (r.chance(0.15)) return { taxPrinted: `**-***${e.slice(-4)}`, taxLabel: 'Federal Tax ID (EIN)', taxDigits: null, taxType: null };
  return r.chance(0.2) ? { taxPrinted: e.replace('-', ''), taxLabel: 'Federal Tax ID (EIN)', taxDigits: e.replace('-', ''), taxType: 'EIN' }
    : { taxPrinted: e, taxLabel: 'Federal Tax ID (EIN)', taxDigits: e.replace('-', ''), taxType: 'EIN' };
}

export function merchant(r: Rng, opts: { canada: boolean; maxOwners: number; payments: boolean }): Merchant {
  const ca = opts.canada && r.chance(0.35);
  const addr = place(r, ca);
  const ent = entity(r, ca);
  const n = ent.id === 'sole_proprietorship' ? 1 : r.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const os = owners(r, ca, Math.min(n, opts.maxOwners), addr);
  const [ind, indId] = r.pick(INDUSTRIES);
  const word = r.pick(WORDS);
  const suffix = r.pick(SUFFIX[ent.id] ?? ['Inc.']);
  const legal = ent.id === 'sole_proprietorship' ? `${os[0]!.first} ${os[0]!.last}` : `${word} ${ind.split(' ').slice(-1)[0]!.replace(/^\w/, (c) => c.toUpperCase())} ${suffix}`.replace(',', '');
  const dbaKind = ent.id === 'sole_proprietorship' ? 'name' : r.pick(['name', 'name', 'same', 'na', 'blank']);
  const dbaName = `${word} ${r.pick(['Express', 'Pros', 'Co', 'House', 'Works'])}`;
  const dbaPrinted = dbaKind === 'name' ? dbaName : dbaKind === 'same' ? 'SAME' : dbaKind === 'na' ? 'N/A' : '';
  const [sy, sm, sd] = [r.int(2004, 2022), r.int(1, 12), r.int(1, 28)];
  const noStart = r.chance(0.15);
  const amount = r.int(10, 250) * 1000 + (r.chance(0.2) ? 500 : 0);
  const payN = opts.payments && r.chance(0.7);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160]) : freq === 'weekly' ? r.pick([26, 32, 40]) : freq === 'biweekly' ? r.pick([13, 16, 20]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35 / nPayments) * 100) / 100;
  const own = r.chance(0.3);
  return { ca, legal, dbaPrinted, dba: dbaKind === 'name' ? dbaName : null, entity: ent, industryText: ind, industry: indId, ...bizTax(r, ca, ent, os[0]!),
    addr, phone: phone(r), email: `info@${word.replace(/\W/g, '').toLowerCase()}${r.pick(['biz', 'co', 'shop'])}.com`, website: `www.${word.replace(/\W/g, '').toLowerCase()}.${ca ? 'ca' : 'com'}`,
    startPrinted: noStart ? '' : dateText(r, sy, sm, sd), start: noStart ? null : `${sy}-${pad(sm)}-${pad(sd)}`, years: 2026 - sy,
    amountPrinted: r.pick([money(amount), money(amount, true), String(amount), ca ? `CAD ${money(amount)}` : money(amount)]), amount,
    paymentPrinted: payN ? money(payment, true) : null, payment: payN ? payment : null, nPayments: payN ? nPayments : null,
    freqPrinted: payN ? { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[freq]! : null, freq: payN ? freq : null,
    use: r.pick(USE), own, employees: r.int(2, 45), monthlySales: money(r.int(25, 400) * 1000 + 250), owners: os, d: decoys(r, ca, addr) };
}

export const ownerName = (o: Owner): string => (o.lastFirst ? `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}` : `${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}`) + o.cred;

export function truthOf(m: Merchant): TruthApplication {
  const app = emptyApplication();
  const cc = m.ca ? 'CA' : 'US';
  Object.assign(app, { legal_name: m.legal, trade_name: m.dba && m.dba !== m.legal ? m.dba : null, type_of_entity: m.entity.id, industry: m.industry,
    business_tax_id: m.taxDigits, business_tax_id_type: m.taxType, business_tax_id_country: m.taxDigits ? cc : null, state_region: m.addr.state,
    country: m.ca ? 'Canada' : 'United States', requested_amount: m.amount, requested_payment: m.payment, number_of_payments: m.nPayments,
    payment_frequency: m.freq, business_start_date: m.start });
  app.applicants = m.owners.map((o): TruthApplicant => ({ first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct, credit_score: o.credit,
    tax_id: o.taxDigits, tax_id_type: o.taxDigits ? o.taxType : null, tax_id_country: o.taxDigits ? cc : null, date_of_birth: o.dob }));
  return app;
}
