// The fictional deal behind one submission sheet: the merchant (the truth's source), and everything around it that is
// not the merchant's application (the ISO, the funder's underwriting decision, prior and stacked advances, the bank).
// Everything comes from one Rng, so the truth depends on (layout, seed) only.
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Ymd { y: number; m: number; d: number }
export interface Addr { street: string; city: string; state: string; zip: string }

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  taxId: string; taxIdDigits: string; taxIdType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: Ymd; fico: number | null; home: Addr; cell: string;
}
export interface Position { funder: string; funded: number; balance: number; payment: number; freq: Freq; date: Ymd }
export interface Iso { company: string; repFirst: string; repLast: string; isoId: string; ein: string; phone: string; email: string; points: number; upsell: number; addr: Addr }
export interface Uw { approved: number; factor: string; buy: string; payback: number; payment: number; holdback: number; term: number; fico: number; position: number }

export interface Deal {
  country: Country;
  legal: string; dba: string | null; dbaPrinted: string; entityText: string; entityId: string; entityBox: string;
  industryText: string; industryId: string;
  taxId: string; taxIdDigits: string; taxIdType: 'EIN' | 'SSN' | 'BN'; taxIdBare: boolean;
  start: Ymd; addr: Addr; incState: string; phone: string; email: string; website: string | null;
  amount: number; payment: number; nPayments: number; freq: Freq; use: string; monthly: number; employees: number;
  owners: Owner[]; iso: Iso; uw: Uw; prior: Position; stack: Position[];
  bank: { name: string; routing: string; account: string }; landlord: { name: string; rent: number };
}

const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Tomasz', 'Grace', 'Hector', 'Naomi', 'Victor',
  'Keisha', 'Omar', 'Linh', 'Patrick', 'Sofia', 'Dmitri', 'Renee', 'Andre', 'Yuki', 'Farah', 'Caleb', 'Ingrid', 'Luis', 'Colette'];
const LAST = ['Okafor', 'Delgado', 'Brennan', 'Nguyen', 'Kowalski', 'Haddad', 'Fitzgerald', 'Castellano', 'Lindqvist', 'Abernathy',
  'Garcia-Lopez', 'van der Berg', 'De La Cruz', "O'Donnell", 'Whitfield', 'Tremblay', 'Szabo', 'Mbeki', 'Rosenthal', 'Patel',
  'St. Pierre', 'Yamamoto', 'Ferreira', 'McAllister', 'Bergeron', 'Kaur-Singh'];
const MIDDLE = ['A.', 'J.', 'M.', 'R.', 'T.', 'L.', 'K.'];
const CRED: Record<string, string> = { dental_practice: 'DDS', medical_practice: 'MD', veterinary: 'DVM', professional_services: 'CPA' };

interface Ind { text: string; id: string; nouns: string[] }
const INDUSTRIES: Ind[] = [
  { text: 'Pizzeria', id: 'restaurant', nouns: ['Pizza Co', 'Slice House'] }, { text: 'Mexican restaurant', id: 'restaurant', nouns: ['Cantina', 'Taqueria'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Coffee Roasters', 'Espresso Bar'] }, { text: 'Hair salon', id: 'personal_care', nouns: ['Salon', 'Hair Studio'] },
  { text: 'Barbershop', id: 'personal_care', nouns: ['Barber Co', 'Cuts'] }, { text: 'Collision repair', id: 'auto_repair', nouns: ['Collision', 'Auto Body'] },
  { text: 'Auto service & tire shop', id: 'auto_repair', nouns: ['Tire & Auto', 'Auto Care'] }, { text: 'HVAC contractor', id: 'specialty_trade_contractor', nouns: ['Heating & Air', 'Mechanical'] },
  { text: 'Plumbing contractor', id: 'specialty_trade_contractor', nouns: ['Plumbing', 'Drain & Sewer'] }, { text: 'Dental office', id: 'dental_practice', nouns: ['Family Dental', 'Smiles'] },
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Care', 'Pet Hospital'] }, { text: 'Lawn care & landscaping', id: 'landscaping', nouns: ['Lawn & Garden', 'Greenscapes'] },
  { text: 'Dump truck hauling', id: 'trucking_local', nouns: ['Hauling', 'Aggregate Transport'] }, { text: 'Fitness center', id: 'fitness', nouns: ['Fitness', 'Strength Lab'] },
  { text: 'Daycare', id: 'childcare', nouns: ['Little Learners', 'Kids Academy'] }, { text: 'Convenience store', id: 'convenience_store', nouns: ['Mini Mart', 'Food Mart'] },
  { text: 'Liquor store', id: 'liquor_store', nouns: ['Wine & Spirits', 'Liquors'] }, { text: 'Clothing store', id: 'retail_general', nouns: ['Apparel', 'Outfitters'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', nouns: ['Janitorial', 'Cleaning Services'] }, { text: 'Chiropractor', id: 'medical_practice', nouns: ['Chiropractic', 'Spine & Wellness'] },
  { text: 'Machine shop', id: 'manufacturing', nouns: ['Precision Machining', 'Tool & Die'] }, { text: 'Catering', id: 'food_truck_catering', nouns: ['Catering', 'Events Kitchen'] },
  { text: 'Hotel', id: 'hotel_motel', nouns: ['Inn & Suites', 'Lodge'] }, { text: 'IT services', id: 'it_software', nouns: ['Tech Solutions', 'Networks'] },
  { text: 'Pet grooming', id: 'pet_services', nouns: ['Pet Spa', 'Grooming'] }, { text: 'Car wash', id: 'car_wash', nouns: ['Car Wash', 'Auto Spa'] },
  { text: 'Electrical contractor', id: 'specialty_trade_contractor', nouns: ['Electric', 'Power Systems'] }, { text: 'Wholesale distributor', id: 'wholesale_distribution', nouns: ['Supply', 'Distributors'] },
  { text: 'Nail salon', id: 'personal_care', nouns: ['Nails', 'Nail Lounge'] }, { text: 'Bookkeeping & tax prep', id: 'professional_services', nouns: ['Tax & Accounting', 'Bookkeeping'] },
  { text: 'Moving company', id: 'trucking_local', nouns: ['Movers', 'Moving & Storage'] }, { text: 'Dry cleaner', id: 'dry_cleaning', nouns: ['Cleaners', 'Dry Cleaning'] },
  { text: 'Yoga studio', id: 'fitness', nouns: ['Yoga', 'Hot Yoga'] }, { text: 'Furniture store', id: 'retail_general', nouns: ['Furniture', 'Home Furnishings'] },
  { text: 'Event venue', id: 'entertainment_venue', nouns: ['Event Hall', 'Banquets'] }, { text: 'Assisted living', id: 'nursing_assisted_living', nouns: ['Senior Living', 'Care Home'] },
];
const ADJ = ['Summit', 'Blue Heron', 'Ironwood', 'Harborview', 'Golden Mile', 'Red Oak', 'Northgate', 'Silverline', 'Cedar Point',
  'Bright Star', 'Riverbend', 'Lakeside', 'Evergreen', 'Twin Pines', 'Crescent', 'Union Square', 'Old Mill', 'Prairie Wind'];

const US_CITIES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Dallas', 'TX', '752'], ['Columbus', 'OH', '432'], ['Newark', 'NJ', '071'],
  ['Brooklyn', 'NY', '112'], ['Phoenix', 'AZ', '850'], ['Atlanta', 'GA', '303'], ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'],
  ['Nashville', 'TN', '372'], ['Sacramento', 'CA', '958'], ['Worcester', 'MA', '016'], ['Milwaukee', 'WI', '532'], ['Richmond', 'VA', '232'],
  ['Las Vegas', 'NV', '891'], ['Baton Rouge', 'LA', '708'], ['Tulsa', 'OK', '741'], ['Allentown', 'PA', '181']];
const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'], ['Laval', 'QC', 'H7N'],
  ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3J'], ['Saskatoon', 'SK', 'S7K'], ['Hamilton', 'ON', 'L8P'], ['Edmonton', 'AB', 'T5J'], ['Moncton', 'NB', 'E1C']];
const STREETS = ['Main St', 'Commerce Blvd', 'Industrial Pkwy', 'Maple Ave', 'Route 9', 'King St W', 'Elm Street', 'Harbor Dr', 'Market Rd', 'Sunset Blvd', 'Park Ave', 'Lakeshore Rd'];
const FUNDERS = ['Velocity Advance LLC', 'Greenbridge Capital', 'Rapid Lane Funding', 'Pinnacle Receivables', 'Fox Hollow Capital', 'Bluewater MCA',
  'Everstone Funding Group', 'Cardinal Business Capital', 'Northstar Revenue Partners', 'Mercury Advance Corp'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'Citizens Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const TITLES_ONE = ['Owner', 'CEO', 'President', 'Managing Member', 'Owner/Operator'];
const TITLES_MORE = ['Partner', 'Vice President', 'Member', 'COO', 'Secretary', 'Co-Owner', 'Director'];
const USES = ['Inventory', 'Payroll', 'Equipment purchase', 'Expansion / 2nd location', 'Working capital', 'Marketing', 'Renovations', 'Debt consolidation'];

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export const iso = (d: Ymd): string => `${d.y}-${pad(d.m)}-${pad(d.d)}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A date as a person writes it: `us` 03/14/2012, `short` 3/14/12, `long` March 14, 2012, `abbr` Mar 14, 2012, `iso` 2012-03-14. */
export function fmtDate(d: Ymd, f: 'us' | 'short' | 'long' | 'abbr' | 'iso'): string {
  if (f === 'us') return `${pad(d.m)}/${pad(d.d)}/${d.y}`;
  if (f === 'short') return `${d.m}/${d.d}/${pad(d.y % 100)}`;
  if (f === 'long') return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
  if (f === 'abbr') return `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d}, ${d.y}`;
  return iso(d);
}
const date = (r: Rng, y0: number, y1: number): Ymd => ({ y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) });

function luhn9(r: Rng, first: number): string {
  const s = String(first) + r.digits(7);
  let sum = 0;
  for (let i = 0; i < 8; i++) { let v = Number(s[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
  return s + String((10 - (sum % 10)) % 10);
}
const EIN_PREFIX = ['11', '13', '20', '22', '26', '27', '30', '33', '36', '45', '46', '47', '51', '54', '59', '61', '65', '81', '83', '88', '92'];
export function ein(r: Rng): string { return `${r.pick(EIN_PREFIX)}-${r.digits(7)}`; }
function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
const phone = (r: Rng, ca: boolean): string => `(${ca ? r.pick(['416', '403', '604', '514', '204', '902']) : r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const slug = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');

export function makeDeal(r: Rng, country: Country): Deal {
  const ca = country === 'CA';
  const ind = r.pick(INDUSTRIES);
  const [city, state, zip3] = r.pick(ca ? CA_CITIES : US_CITIES);
  const zip = ca ? `${zip3} ${r.int(1, 9)}${r.pick(['A', 'E', 'K', 'R', 'W'])}${r.int(1, 9)}` : zip3 + r.digits(2);
  const addr: Addr = { street: `${r.int(12, 9850)} ${r.pick(STREETS)}`, city, state, zip };
  const others = (ca ? CA_CITIES : US_CITIES).filter((c) => c[1] !== state);
  const incState = r.chance(0.5) ? (ca ? 'Federal (CBCA)' : r.pick(['DE', 'WY', 'NV'])) : r.pick(others)[1];

  // Entity: the printed text, the id it reads as, and the box a checkbox row would tick.
  const ent = ca
    ? r.weighted<[string, string, string, string]>([[['Corporation', 'ca_corporation', 'Corporation', 'Inc.'], 3], [['Ltd.', 'ca_corporation', 'Corporation', 'Ltd.'], 2],
      [['Sole Proprietorship', 'sole_proprietorship', 'Sole Proprietorship', ''], 2], [['Partnership', 'general_partnership', 'Partnership', '& Partners'], 1]])
    : r.weighted<[string, string, string, string]>([[['LLC', 'llc', 'LLC', 'LLC'], 4], [['Corporation', 'c_corporation', 'Corporation', 'Inc.'], 2],
      [['S-Corp', 's_corporation', 'S-Corp', 'Inc.'], 2], [['Sole Prop', 'sole_proprietorship', 'Sole Prop', ''], 2],
      [['Partnership', 'general_partnership', 'Partnership', 'Partners'], 1], [['PLLC', 'pllc', 'Other', 'PLLC'], 1]]);
  const nOwners = ent[1] === 'sole_proprietorship' ? 1 : r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]]);
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : nOwners === 3 ? r.pick([[40, 30, 30], [50, 25, 25], [34, 33, 33]]) : [40, 20, 20, 20];
  const firsts = r.shuffle([...FIRST]), lasts = r.shuffle([...LAST]);
  const owners: Owner[] = pcts.map((pct, i) => {
    const sin = ca;
    const itin = !ca && r.chance(0.1);
    const digits = sin ? luhn9(r, r.int(1, 7)) : itin ? `9${r.digits(2)}${r.int(70, 88)}${r.digits(4)}` : ssn(r).replace(/-/g, '');
    const taxId = sin ? (r.chance(0.5) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`)
      : `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
    const hc = r.pick(ca ? CA_CITIES : US_CITIES);
    return { first: firsts[i]!, middle: r.chance(0.3) ? r.pick(MIDDLE) : null, last: lasts[i]!, cred: i === 0 && CRED[ind.id] && r.chance(0.5) ? CRED[ind.id]! : null,
      title: i === 0 ? (ent[1] === 'sole_proprietorship' ? r.pick(['Owner', 'Sole Proprietor', 'Proprietor']) : r.pick(TITLES_ONE)) : r.pick(TITLES_MORE), pct,
      taxId, taxIdDigits: digits, taxIdType: sin ? 'SIN' : itin ? 'ITIN' : 'SSN', masked: !itin && r.chance(0.25), dob: date(r, 1956, 1996),
      fico: r.chance(0.8) ? r.int(540, 790) : null,
      home: { street: `${r.int(3, 990)} ${r.pick(['Oak Ln', 'Birch Ct', 'Willow Way', 'Ridge Rd', 'Chestnut St', 'Rue Principale'])}`, city: hc[0], state: hc[1], zip: hc[2] + (ca ? ' 1K4' : r.digits(2)) },
      cell: phone(r, ca) };
  });
  const o0 = owners[0]!;
  const sole = ent[1] === 'sole_proprietorship';
  const core = `${r.pick(ADJ)} ${r.pick(ind.nouns)}`;
  const legal = sole ? `${o0.first} ${o0.last}` : ent[3] === 'Partners' || ent[3] === '& Partners' ? `${o0.last} ${ent[3]}` : `${core}${ent[3] === 'LLC' && r.chance(0.3) ? ', LLC' : ' ' + ent[3]}`;
  const dba = sole ? core : r.weighted<string | null>([[`${r.pick(ADJ)} ${r.pick(ind.nouns)}`, 5], [null, 3]]);
  const dbaPrinted = dba ?? r.pick(['', 'SAME', 'N/A', legal]);

  // Tax ID: EIN (sometimes bare 9 digits under an "(EIN)" label), a sole proprietor's SSN, or a BN with program account.
  let taxId: string, taxIdDigits: string, taxIdType: Deal['taxIdType'], taxIdBare = false;
  if (ca) {
    const bn = luhn9(r, r.int(7, 8)), prog = `RC${pad(r.int(1, 3), 4)}`;
    taxId = r.chance(0.5) ? `${bn} ${prog}` : `${bn.slice(0, 5)} ${bn.slice(5)} ${prog}`; taxIdDigits = bn + prog; taxIdType = 'BN';
  } else if (sole && r.chance(0.5) && !o0.masked && o0.taxIdType === 'SSN') {
    taxId = o0.taxId; taxIdDigits = o0.taxIdDigits; taxIdType = 'SSN';
  } else {
    taxId = ein(r); taxIdDigits = taxId.replace('-', ''); taxIdType = 'EIN';
    if (r.chance(0.25)) { taxId = taxIdDigits; taxIdBare = true; }
  }
  const freq = r.weighted<Freq>([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]]);
  const amount = r.int(8, 120) * (r.chance(0.5) ? 2500 : 1000);
  const nPayments = freq === 'daily' ? r.pick([60, 80, 100, 120, 140, 160]) : freq === 'weekly' ? r.pick([16, 20, 26, 30, 36, 52]) : freq === 'biweekly' ? r.pick([8, 12, 13, 18, 26]) : r.pick([6, 9, 12, 18]);
  const payment = Math.round((amount * r.float(1.22, 1.42)) / nPayments) + (r.chance(0.4) ? r.int(1, 99) / 100 : 0);
  const monthly = Math.round(amount * r.float(0.6, 2.5) / 100) * 100;

  const isoFirst = r.pick(FIRST.filter((f) => !owners.some((o) => o.first === f)));
  const isoLast = r.pick(LAST.filter((l) => !owners.some((o) => o.last === l)));
  const isoCo = r.pick(['Granite Path Funding', 'Brightpath Business Capital', 'Crossroads ISO Group', 'Delmar Merchant Partners', 'Eastgate Capital Brokers', 'Frontier Deal Flow Inc.']);
  const [ic, is, iz] = r.pick(ca ? CA_CITIES : US_CITIES);
  const isoObj: Iso = { company: isoCo, repFirst: isoFirst, repLast: isoLast, isoId: `${r.pick(['ISO', 'BRK', 'P'])}-${r.digits(5)}`, ein: ein(r),
    phone: phone(r, ca), email: `${isoFirst.toLowerCase()}@${slug(isoCo)}.com`, points: r.int(6, 12), upsell: r.int(0, 4),
    addr: { street: `${r.int(100, 2400)} ${r.pick(STREETS)}, Suite ${r.int(100, 900)}`, city: ic, state: is, zip: iz + (ca ? ' 2B7' : r.digits(2)) } };

  const approved = Math.round(amount * r.float(0.55, 0.9) / 500) * 500;
  const factorN = r.float(1.24, 1.49), buyN = factorN - r.float(0.06, 0.14);
  const uwTerm = Math.max(4, nPayments + (freq === 'daily' ? r.pick([-20, -10, 10, 20, 30]) : r.pick([-4, 4, 6, 8])));
  const payback = Math.round(approved * factorN) + (Math.round(approved * factorN) % 1000 === 0 ? 17 : 0);
  const uw: Uw = { approved, factor: factorN.toFixed(2), buy: buyN.toFixed(2), payback, payment: Math.round(payback / uwTerm * 100) / 100,
    holdback: r.int(8, 20), term: uwTerm, fico: r.int(520, 800), position: r.int(1, 3) };
  const pos = (): Position => {
    let funded = r.int(10, 90) * 1000;
    if (funded === amount) funded += 5000;
    return { funder: r.pick(FUNDERS), funded, balance: Math.round(funded * r.float(0.15, 0.9)), payment: r.int(90, 900) + (r.chance(0.5) ? 0.5 : 0),
      freq: r.pick(['daily', 'weekly'] as const), date: date(r, 2024, 2025) };
  };
  const prior = pos();
  const stack = Array.from({ length: r.int(1, 3) }, pos);
  const start = date(r, 2004, 2022);
  // Decoys never equal the merchant's values (a reader must not be able to get the right answer from the wrong box).
  const ficos = new Set(owners.map((o) => o.fico));
  while (ficos.has(uw.fico)) uw.fico += 7;
  if (Math.abs(uw.payment - payment) < 1) uw.payment += 11.5;
  for (const p of [prior, ...stack]) { if (p.payment === payment) p.payment += 25; if (p.balance === amount) p.balance += 333; }
  return {
    country, legal, dba, dbaPrinted, entityText: ent[0], entityId: ent[1], entityBox: ent[2], industryText: ind.text, industryId: ind.id,
    taxId, taxIdDigits, taxIdType, taxIdBare, start, addr, incState, phone: phone(r, ca), email: `${r.pick(['info', 'office', 'accounts', slug(o0.first)])}@${slug(core).slice(0, 14)}.${ca ? 'ca' : 'com'}`,
    website: r.chance(0.6) ? `www.${slug(core).slice(0, 14)}.${ca ? 'ca' : 'com'}` : null,
    amount, payment, nPayments, freq, use: r.pick(USES), monthly, employees: r.int(2, 45), owners, iso: isoObj, uw, prior, stack,
    bank: { name: r.pick(ca ? BANKS_CA : BANKS_US), routing: ca ? `0${r.digits(2)}-${r.digits(5)}` : `0${r.digits(8)}`, account: r.digits(r.int(8, 12)) },
    landlord: { name: `${r.pick(ADJ)} Properties ${r.pick(['LLC', 'Inc.', 'Ltd.'])}`, rent: r.int(15, 120) * 100 },
  };
}

/** The owner's name as a layout prints it. */
export function ownerName(o: Owner, style: 'full' | 'lastfirst' | 'plain'): string {
  if (style === 'lastfirst') return `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}`;
  const base = style === 'full' && o.middle ? `${o.first} ${o.middle} ${o.last}` : `${o.first} ${o.last}`;
  return o.cred ? `${base}, ${o.cred}` : base;
}
export function maskTax(o: Owner): string {
  return o.taxIdType === 'SIN' ? `XXX XXX ${o.taxIdDigits.slice(6)}` : `XXX-XX-${o.taxIdDigits.slice(5)}`;
}
export const FREQ_LABEL: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
