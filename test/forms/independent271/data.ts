// Random merchant data for set 271, with the printed text of every value and what applications.md reads from it.
// Free-text values are already in the case they are written (block capitals when `caps`), so truth = printed.
import type { Rng } from '../../statements/generator/prng.ts';

export interface TaxTruth { tax_id: string | null; tax_id_type: string | null; tax_id_country: string | null }
const NO_TAX: TaxTruth = { tax_id: null, tax_id_type: null, tax_id_country: null };

export interface Owner {
  first: string; last: string; middle: string; cred: string;
  /** "First M. Last, DDS" as written in a single name field. */
  full: string;
  /** "Last, First" as written in a "Name (Last, First)" column. */
  lastFirst: string;
  title: string;
  pctText: string | null; pct: number | null;
  taxText: string | null; tax: TaxTruth;
  dobText: string | null; dob: string | null;
  creditText: string | null; credit: number | null;
  home: string; homeCity: string; homeState: string; homeZip: string;
  cell: string; email: string;
}

export interface Merchant {
  caps: boolean; country: 'US' | 'CA';
  /** The entity option as the layout lists it ("Other:PLLC" = Other, with PLLC on its line) and its reference id. */
  entLabel: string; entity: string;
  legal: string; dbaText: string | null; dba: string | null;
  industryText: string; industry: string;
  taxText: string | null; tax: TaxTruth;
  street: string; city: string; stateText: string; state: string; zip: string;
  phone: string; email: string; website: string | null;
  startText: string | null; start: string | null; years: string;
  stateOfInc: string; employees: string;
  amountText: string | null; amount: number | null;
  paymentText: string | null; payment: number | null;
  nPayText: string | null; nPay: number | null;
  freqIdx: number | null; freq: string | null;
  useOfFunds: string;
  owners: Owner[];
  landlord: string; landlordPhone: string; rent: string;
  bank: string; routing: string; account: string;
  tradeRefs: { name: string; phone: string }[];
  funders: { name: string; balance: string; payment: string }[];
  rep: { name: string; phone: string; id: string };
  contact: { name: string; phone: string };
  note: string;
  sales: string;
}

export const FREQ_LABELS = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
const FREQ_IDS = ['daily', 'weekly', 'biweekly', 'monthly'];

const FIRST = ['Maria', 'James', 'Luis', 'Angela', 'Dmitri', 'Keisha', 'Thomas', 'Priya', 'Robert', 'Nguyen', 'Sofia', 'Marcus', 'Heather',
  'Omar', 'Rachel', 'Wei', 'Patrick', 'Latoya', 'Carlos', 'Irene', 'Derek', 'Fatima', 'Glenn', 'Yolanda'];
const LAST = ['Alvarez', 'Okafor', 'Brennan', 'Castillo', 'Whitfield', 'Petrov', 'Harrington', 'Nakamura', 'Delgado', 'McAllister', 'Osei',
  'Garcia-Lopez', 'de la Cruz', 'Van Buren', 'Kowalski', "O'Neill", 'Thibodeaux', 'St. James', 'Abernathy', 'Lindqvist', 'Mbeki'];
const CREDS = [', DDS', ', DC', ', CPA', ', DVM', ', MD'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'Co-Owner', 'Treasurer'];
const WORDS = ['Summit', 'Harbor', 'Red Oak', 'Blue Ridge', 'Granite', 'Lakeshore', 'Pioneer', 'Golden Gate', 'Riverside', 'Northstar', 'Cedar',
  'Silver Lake', 'Prairie', 'Ironwood', 'Coastal', 'Magnolia', 'Highland', 'Evergreen'];

/** Printed industry text -> industries reference id (checked against the reference's longest-alias rule in the test). */
export const INDUSTRIES: [string, string, string][] = [
  ['Pizzeria', 'restaurant', 'Pizza'], ['Italian restaurant', 'restaurant', 'Trattoria'], ['Hair salon', 'personal_care', 'Salon'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['HVAC install & repair', 'specialty_trade_contractor', 'Heating & Air'],
  ['Dental office', 'dental_practice', 'Dental'], ['Landscaping / lawn care', 'landscaping', 'Landscaping'], ['Food truck', 'food_truck_catering', 'Street Eats'],
  ['Dump truck hauling', 'trucking_local', 'Hauling'], ['Day care center', 'childcare', 'Kids Academy'], ['Coin laundry', 'dry_cleaning', 'Laundromat'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Gym / fitness center', 'fitness', 'Fitness'],
  ['Convenience store', 'convenience_store', 'Quick Mart'], ['Florist', 'retail_general', 'Flowers'], ['Auto body shop', 'auto_repair', 'Collision'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Co'], ['Staffing', 'staffing_agency', 'Staffing'], ['Web design', 'it_software', 'Digital'],
  ['Physical therapy', 'medical_practice', 'Physio'], ['Liquor store', 'liquor_store', 'Wine & Spirits'], ['Roofing', 'specialty_trade_contractor', 'Roofing'],
  ['Dog grooming', 'pet_services', 'Pet Spa'], ['Tire shop', 'auto_repair', 'Tire'], ['Moving company', 'trucking_local', 'Movers'],
  ['Bakery cafe', 'restaurant', 'Bakery'], ['Nail salon', 'personal_care', 'Nails'],
];

export const US_STATES: [string, string][] = [['NY', 'New York'], ['NJ', 'New Jersey'], ['FL', 'Florida'], ['TX', 'Texas'], ['CA', 'California'],
  ['GA', 'Georgia'], ['IL', 'Illinois'], ['OH', 'Ohio'], ['PA', 'Pennsylvania'], ['AZ', 'Arizona'], ['NC', 'North Carolina'], ['CO', 'Colorado'],
  ['MI', 'Michigan'], ['TN', 'Tennessee'], ['WA', 'Washington'], ['MA', 'Massachusetts'], ['NV', 'Nevada'], ['MD', 'Maryland']];
export const CA_PROVS: [string, string, string][] = [['ON', 'Ontario', 'M5V'], ['BC', 'British Columbia', 'V6B'], ['AB', 'Alberta', 'T2P'],
  ['QC', 'Quebec', 'H3B'], ['MB', 'Manitoba', 'R3C'], ['NS', 'Nova Scotia', 'B3H'], ['SK', 'Saskatchewan', 'S4P']];
const US_CITIES = ['Springfield', 'Fairview', 'Riverton', 'Greenville', 'Madison', 'Clinton', 'Franklin', 'Georgetown', 'Salem', 'Ashland'];
const CA_CITIES = ['Toronto', 'Vancouver', 'Calgary', 'Montreal', 'Winnipeg', 'Halifax', 'Regina', 'Mississauga', 'Surrey'];
const STREETS = ['Main St', 'Oak Ave', 'Route 9', 'Industrial Blvd', 'Maple Dr', 'Commerce Way', 'Elm St', 'Park Rd', 'Lakeview Pkwy', 'King St W'];
const FUNDERS = ['Ridgeline Funding', 'Oakmont Advance', 'Pinnacle Merchant Capital', 'FastLane Funding', 'Broadway Capital Group', 'Cobalt Advance'];
const BANKS = ['First Citizens Bank', 'Chase', 'Wells Fargo', 'TD Bank', 'Regions Bank', 'PNC Bank', 'Bank of America', 'RBC Royal Bank', 'BMO', 'Scotiabank'];
const NOTES = ['call after 3pm', '2nd location on Main St', 'best # is cell', 'closed Mondays', 'pls text, no email', 'slow season Jan-Feb',
  'ask for Maria at front desk', 'landlord is my uncle', 'new POS since March'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number): string => n.toLocaleString('en-US');

function luhn9(r: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => r.int(0, 9))];
  let sum = 0;
  for (let i = 0; i < 8; i++) { let v = d[i]! * (i % 2 === 1 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
  return d.join('') + String((10 - (sum % 10)) % 10);
}

/** A date written one of several ways; `iso` is what applications.md reads (null when masked). */
export function writeDate(r: Rng, y: number, m: number, d: number, ca: boolean, maskable: boolean): { text: string; iso: string | null } {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  if (maskable && r.chance(0.15)) return { text: r.pick([`**/**/${y}`, `XX/XX/${y}`]), iso: null };
  const us = [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${m}-${d}-${y}`, `${MONTHS[m - 1]} ${d}, ${y}`,
    `${MONTHS[m - 1]!.slice(0, 3)} ${d} ${y}`, iso];
  const can = [iso, `${MONTHS[m - 1]} ${d}, ${y}`, `${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`];
  return { text: r.pick(ca ? can : us), iso };
}

function ssn(r: Rng, ca: boolean, allowBlank: boolean): { text: string | null; tax: TaxTruth } {
  const k = r.next();
  if (allowBlank && k < 0.1) return { text: r.pick([null, 'N/A']), tax: NO_TAX };
  if (ca) {
    const s = luhn9(r, r.int(1, 7));
    if (k < 0.45) return { text: r.pick([`XXX XXX ${s.slice(6)}`, `***-***-${s.slice(6)}`]), tax: NO_TAX };
    return { text: r.chance(0.5) ? `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}` : `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`, tax: { tax_id: s, tax_id_type: 'SIN', tax_id_country: 'CA' } };
  }
  if (k < 0.45) { const l4 = pad(r.int(1, 9999), 4); return { text: r.pick([`***-**-${l4}`, `XXX-XX-${l4}`, `xxx-xx-${l4}`]), tax: NO_TAX }; }
  const itin = r.chance(0.12);
  const a = itin ? String(r.int(900, 999)) : pad(r.pick([r.int(1, 665), r.int(667, 899)]), 3);
  const g = itin ? String(r.pick([r.int(70, 88), r.int(50, 65)])) : pad(r.int(1, 99));
  const s = pad(r.int(1, 9999), 4);
  const text = r.pick([`${a}-${g}-${s}`, `${a} ${g} ${s}`]);
  return { text, tax: { tax_id: a + g + s, tax_id_type: itin ? 'ITIN' : 'SSN', tax_id_country: 'US' } };
}

const EIN_PREFIX = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 45, 46, 47, 48,
  51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74, 75, 76, 77, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];

function phone(r: Rng): string {
  const a = r.int(201, 989), b = r.int(200, 989), c = pad(r.int(0, 9999), 4);
  return r.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`]);
}

export interface MerchantOpts { caps: boolean; country: 'US' | 'CA'; maxOwners: number; entities: readonly (readonly [string, string])[]; soleProp?: number }

export function makeMerchant(r: Rng, o: MerchantOpts): Merchant {
  const C = (s: string): string => (o.caps ? s.toUpperCase() : s);
  const ca = o.country === 'CA';
  const [indText, industry, indWord] = r.pick(INDUSTRIES);
  const word = r.pick(WORDS);
  const nOwners = r.weighted([[1, 5], [2, 3], [3, 1.5], [4, 1]].filter(([n]) => n! <= o.maxOwners) as [number, number][]);
  const owners: Owner[] = [];
  let pctLeft = 100;
  for (let i = 0; i < nOwners; i++) {
    const first = r.pick(FIRST), last = r.pick(LAST);
    const middle = r.chance(0.35) ? `${r.pick(['A', 'J', 'R', 'M', 'L', 'T'])}.` : '';
    const cred = r.chance(0.12) ? r.pick(CREDS) : '';
    const pct = i === nOwners - 1 ? pctLeft : Math.max(10, Math.min(pctLeft - 10 * (nOwners - 1 - i), r.pick([50, 51, 60, 75, 40, 34, 33, 25, 20])));
    pctLeft -= pct;
    const pctStyle = r.next();
    const blankPct = r.chance(0.08);
    const t = ssn(r, ca, true);
    const dobD = writeDate(r, r.int(1955, 1998), r.int(1, 12), r.int(1, 28), ca, true);
    const blankDob = r.chance(0.1);
    const credit = r.chance(0.6) ? r.int(520, 800) : null;
    owners.push({
      first: C(first), last: C(last), middle: C(middle), cred: C(cred),
      full: C(`${first} ${middle ? middle + ' ' : ''}${last}${cred}`), lastFirst: C(`${last}, ${first}${middle ? ' ' + middle : ''}`),
      title: C(i === 0 ? r.pick(TITLES.slice(0, 5)) : r.pick(TITLES)),
      pctText: blankPct ? null : pctStyle < 0.5 ? String(pct) : pctStyle < 0.8 ? `${pct}%` : `${pct} %`, pct: blankPct ? null : pct,
      taxText: t.text, tax: t.tax,
      dobText: blankDob ? null : dobD.text, dob: blankDob ? null : dobD.iso,
      creditText: credit === null ? r.pick([null, 'N/A', 'unsure', '?']) : String(credit), credit,
      home: C(`${r.int(10, 9999)} ${r.pick(STREETS)}`), homeCity: C(r.pick(ca ? CA_CITIES : US_CITIES)),
      homeState: ca ? r.pick(CA_PROVS)[0] : r.pick(US_STATES)[0], homeZip: ca ? `${r.pick(CA_PROVS)[2]} ${r.int(1, 9)}${r.pick(['A', 'K', 'R'])}${r.int(1, 9)}` : pad(r.int(1001, 99950), 5),
      cell: phone(r), email: `${first[0]}${last.replace(/[^A-Za-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`.toLowerCase(),
    });
  }
  // entity
  const soleProp = nOwners === 1 && r.chance(o.soleProp ?? 0.15);
  const ent = soleProp ? (o.entities.find(([, id]) => id === 'sole_proprietorship') ?? r.pick(o.entities)) : r.pick(o.entities.filter(([, id]) => id !== 'sole_proprietorship'));
  const suffix: Record<string, string[]> = { llc: ['LLC', 'L.L.C.'], c_corporation: ['Inc.', 'Corp.', 'Inc'], ca_corporation: ['Inc.', 'Ltd.', 'Corp.'],
    general_partnership: ['& Partners', 'Partners'], s_corporation: ['Inc.', 'Inc'], pllc: ['PLLC'], limited_partnership: ['LP'], ca_ulc: ['ULC'], llp: ['LLP'] };
  const indWordC = indWord;
  const legalRaw = ent[1] === 'sole_proprietorship' ? `${owners[0]!.first} ${owners[0]!.last}` : `${word} ${indWordC} ${r.pick(suffix[ent[1]] ?? ['LLC'])}`.replace(/ (Inc|Ltd|Corp)/, r.chance(0.4) ? ', $1' : ' $1');
  const legal = ent[1] === 'sole_proprietorship' ? `${owners[0]!.first} ${owners[0]!.last}` : C(legalRaw);
  const dbaK = r.next();
  const dbaReal = C(`${r.pick(WORDS)} ${indWord}`);
  const dbaText = ent[1] === 'sole_proprietorship' ? dbaReal : dbaK < 0.35 ? dbaReal : dbaK < 0.5 ? r.pick(['SAME', 'Same', 'N/A', 'same as above']) : dbaK < 0.6 ? legal : null;
  const dba = dbaText && dbaText === dbaReal ? dbaReal : null;
  // business tax id
  let taxText: string | null; let tax: TaxTruth;
  if (soleProp && !ca && owners[0]!.tax.tax_id && owners[0]!.tax.tax_id_type === 'SSN') {
    const d = owners[0]!.tax.tax_id; taxText = `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`; tax = { ...owners[0]!.tax };
  } else if (ca) {
    const bn = luhn9(r, r.int(1, 8)); const prog = `${r.pick(['RC', 'RT', 'RP'])}000${r.int(1, 3)}`;
    const k = r.next();
    if (k < 0.12) { taxText = `XXXXX${bn.slice(5)} ${prog}`; tax = NO_TAX; } else {
      taxText = r.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${prog}`, `${bn}-${prog}`]);
      tax = { tax_id: bn + prog, tax_id_type: 'BN', tax_id_country: 'CA' };
    }
  } else {
    const ein = `${r.pick(EIN_PREFIX)}${r.digits(7)}`;
    const k = r.next();
    if (k < 0.1) { taxText = r.pick([`XX-XXX${ein.slice(5)}`, `**-***${ein.slice(5)}`]); tax = NO_TAX; } else if (k < 0.16) { taxText = r.pick([null, 'N/A', 'applied for']); tax = NO_TAX; } else {
      taxText = r.pick([`${ein.slice(0, 2)}-${ein.slice(2)}`, `${ein.slice(0, 2)} ${ein.slice(2)}`, ein, `${ein.slice(0, 2)} - ${ein.slice(2)}`]);
      tax = { tax_id: ein, tax_id_type: 'EIN', tax_id_country: 'US' };
    }
  }
  const st = ca ? r.pick(CA_PROVS) : r.pick(US_STATES);
  const stateText = r.chance(0.25) ? C(st[1]) : st[0];
  const sy = r.int(2003, 2022);
  const startBlank = r.chance(0.1);
  const sd = writeDate(r, sy, r.int(1, 12), r.int(1, 28), ca, false);
  const amount = r.pick([15, 20, 25, 30, 35, 40, 50, 60, 75, 80, 100, 120, 150, 200, 250]) * 1000 + (r.chance(0.2) ? 500 : 0);
  const amountText = r.chance(0.06) ? null : r.pick([`$${money(amount)}`, `${money(amount)}`, `$ ${money(amount)}.00`, `${String(amount).replace(/(\d)(\d{3})$/, '$1 $2')}`, `$${amount}`]) + (ca && r.chance(0.3) ? ' CAD' : '');
  const freqIdx = r.chance(0.2) ? null : r.weighted([[0, 4], [1, 3], [2, 1], [3, 1]]);
  const nPay = freqIdx === null ? null : [r.pick([120, 140, 160, 180]), r.pick([26, 32, 40, 52]), r.pick([13, 20, 26]), r.pick([6, 9, 12])][freqIdx]!;
  const payment = nPay === null ? null : Math.round((amount * 1.38) / nPay);
  const payBlank = r.chance(0.15);
  const nBlank = r.chance(0.15);
  return {
    caps: o.caps, country: o.country, entLabel: ent[0], entity: ent[1], legal, dbaText, dba,
    industryText: C(indText), industry, taxText, tax,
    street: C(`${r.int(10, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` ${r.pick(['Suite', 'Unit', '#'])} ${r.int(1, 300)}` : ''}`), city: C(r.pick(ca ? CA_CITIES : US_CITIES)),
    stateText, state: st[0], zip: ca ? `${(st as [string, string, string])[2]} ${r.int(1, 9)}${r.pick(['A', 'K', 'R', 'W'])}${r.int(1, 9)}` : pad(r.int(1001, 99950), 5),
    phone: phone(r), email: `info@${word.replace(/ /g, '').toLowerCase()}${indWord.replace(/[^A-Za-z]/g, '').toLowerCase()}.com`,
    website: r.chance(0.5) ? `www.${word.replace(/ /g, '').toLowerCase()}${indWord.replace(/[^A-Za-z]/g, '').toLowerCase()}.com` : null,
    startText: startBlank ? null : sd.text, start: startBlank ? null : sd.iso, years: String(2025 - sy),
    stateOfInc: r.chance(0.4) ? (ca ? 'Federal (CBCA)' : 'DE') : ca ? st[1] : st[0], employees: String(r.int(1, 45)),
    amountText, amount: amountText === null ? null : amount,
    paymentText: payment === null || payBlank ? null : r.pick([`$${money(payment)}`, money(payment), `${payment}.00`]), payment: payment === null || payBlank ? null : payment,
    nPayText: nPay === null || nBlank ? null : String(nPay), nPay: nPay === null || nBlank ? null : nPay,
    freqIdx, freq: freqIdx === null ? null : FREQ_IDS[freqIdx]!,
    useOfFunds: C(r.pick(['Inventory', 'Equipment', 'Payroll', 'Expansion', 'Working capital', 'Renovation', 'Marketing', 'Pay off taxes'])),
    owners,
    landlord: C(`${r.pick(WORDS)} Properties ${r.pick(['LLC', 'Inc.', 'Mgmt'])}`), landlordPhone: phone(r), rent: `$${money(r.int(12, 90) * 100)}`,
    bank: C(r.pick(BANKS.slice(ca ? 6 : 0, ca ? 10 : 7))), routing: ca ? `${pad(r.int(1, 99999), 5)}-${pad(r.int(1, 999), 3)}` : `0${r.digits(8)}`, account: r.digits(r.int(8, 12)),
    tradeRefs: [0, 1].map(() => ({ name: C(`${r.pick(WORDS)} ${r.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Parts'])}`), phone: phone(r) })),
    funders: r.chance(0.5) ? [] : Array.from({ length: r.int(1, 2) }, () => ({ name: C(r.pick(FUNDERS)), balance: `$${money(r.int(5, 60) * 1000)}`, payment: `$${money(r.int(150, 900))}` })),
    rep: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), id: `ISO-${r.digits(4)}` },
    contact: { name: C(`${r.pick(FIRST)} ${r.pick(LAST)}`), phone: phone(r) },
    note: r.pick(NOTES), sales: `$${money(r.int(25, 400) * 1000)}`,
  };
}
