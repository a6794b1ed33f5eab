// The merchant behind one generated form: every value as the applicant printed it, with what applications.md's rules
// read from it (the truth). Layouts choose captions and which of these values they print.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Printed<T> { text: string; truth: T }

export interface Owner {
  /** The name as printed in one box ("Maria T. Lopez", "Lopez, Maria", "Maria Lopez, DC"). */
  name: Printed<null>; first: string; last: string; middle: string;
  firstPrinted: string; lastPrinted: string;
  title: Printed<string | null>;
  pct: Printed<number | null>;
  ssn: Printed<string | null>; ssnType: string | null;
  dob: Printed<string | null>;
  credit: Printed<number | null>;
  home: { street: string; city: string; state: string; zip: string };
  cell: string; email: string;
}

export interface Merchant {
  legal: string;
  dba: Printed<string | null>;
  entity: { id: string | null; text: string; checkbox: string | null; other: string | null };
  industry: Printed<string | null>;
  ein: Printed<string | null>; einType: string | null;
  start: Printed<string | null>;
  yearsInBusiness: string;
  street: string; city: string; state: string; zip: string;
  phone: string; email: string; website: string;
  stateOfInc: string;
  amount: Printed<number | null>;
  payment: Printed<number | null>;
  numPayments: Printed<number | null>;
  frequency: { label: string | null; truth: string | null };
  useOfFunds: string;
  monthlySales: string;
  employees: string;
  owners: Owner[];
  contact: { name: string; title: string; phone: string };
  landlord: { name: string; phone: string; rent: string };
  bank: { name: string; routing: string; account: string; officer: string };
  bank2: { name: string; routing: string; account: string };
  tradeRefs: { name: string; contact: string; phone: string }[];
  iso: { company: string; rep: string; phone: string; email: string };
  existing: { funder: string; balance: string; payment: string }[];
  ownRent: 'Own' | 'Rent';
  signedDate: string;
}

const FIRST = ['Maria', 'James', 'Tanisha', 'Robert', 'Priya', 'Luis', 'Ashley', 'Kevin', 'Mei', 'Darnell', 'Jennifer', 'Omar', 'Sofia',
  'Michael', 'Grace', 'Hector', 'Brianna', 'Daniel', 'Ngozi', 'Thomas', 'Alejandra', 'Wei', 'Keisha', 'Brandon', 'Yusuf', 'Rachel'];
const LAST = ['Lopez', 'Whitfield', 'Okafor', 'Nguyen', 'Patel', 'Garcia-Ramirez', 'Kowalski', 'De La Cruz', "O'Brien", 'van Houten',
  'Thompson', 'Castillo', 'Abernathy', 'Chen', 'McAllister', 'Rosenberg', 'Haddad', 'Baptiste', 'Johnson', 'St. Clair', 'Moreno-Vega',
  'Yamamoto', 'Fitzgerald', 'Delgado', 'Washington'];
const CREDENTIALS = ['DC', 'DDS', 'CPA', 'MD', 'Esq.'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Owner/Operator', 'CFO', 'Secretary'];
const STREETS = ['Commerce St', 'Main Street', 'Industrial Blvd', 'Oak Avenue', 'Route 9', 'Harbor Dr', 'Elm St', 'Market Street', 'Airport Rd',
  'Peachtree Ln', 'Lakeshore Dr', 'Broadway', 'Center Pkwy'];
const CITIES: [string, string, string][] = [['Houston', 'TX', '770'], ['Tampa', 'FL', '336'], ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'],
  ['Phoenix', 'AZ', '850'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Atlanta', 'GA', '303'], ['Fresno', 'CA', '937'],
  ['Aurora', 'CO', '800'], ['Nashville', 'TN', '372'], ['Allentown', 'PA', '181'], ['Tacoma', 'WA', '984'], ['Kansas City', 'MO', '641'],
  ['Baton Rouge', 'LA', '708'], ['Providence', 'RI', '029'], ['Las Vegas', 'NV', '891'], ['Richmond', 'VA', '232']];
/** Industry text as a merchant writes it, and the id applications.md's longest-alias rule gives (checked by the test). */
export const INDUSTRIES: [string, string | null, string][] = [
  ['Italian restaurant', 'restaurant', 'Bistro'], ['Coffee shop', 'restaurant', 'Roasters'], ['Hair salon', 'personal_care', 'Salon'],
  ['Barbershop', 'personal_care', 'Cuts'], ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['HVAC installation & repair', 'specialty_trade_contractor', 'Heating & Air'], ['Landscaping and lawn care', 'landscaping', 'Lawn & Garden'],
  ['Dental office', 'dental_practice', 'Family Dental'], ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Auto body shop', 'auto_repair', 'Collision'],
  ['Daycare center', 'childcare', 'Little Learners'], ['Used car dealer', 'auto_dealer_used', 'Auto Sales'], ['Convenience store', 'convenience_store', 'Food Mart'],
  ['Nail salon', 'personal_care', 'Nails'], ['Laundromat', 'dry_cleaning', 'Wash & Fold'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Food truck', 'food_truck_catering', 'Street Eats'], ['Roofing', 'specialty_trade_contractor', 'Roofing'], ['Chiropractor', 'medical_practice', 'Chiropractic'],
  ['Boutique clothing store', 'retail_general', 'Boutique'], ['Janitorial services', 'cleaning_services', 'Facility Services'],
  ['Staffing agency', 'staffing_agency', 'Staffing'], ['Motel', 'hotel_motel', 'Inn'], ['Car wash', 'car_wash', 'Car Wash'],
  ['Moving company', 'trucking_local', 'Movers'], ['Machine shop', 'manufacturing', 'Precision Machining'], ['Tire shop', 'auto_repair', 'Tire & Auto'],
  ['Bakery', null, 'Bakery'], ['Auto repair shop', 'retail_general', 'Auto Repair'], ['Fitness center', 'fitness', 'Fitness'],
  ['Home health care', 'home_health_care', 'Home Care'], ['Liquor store', 'liquor_store', 'Wine & Spirits']];
const NAME_WORDS = ['Summit', 'Blue Ridge', 'Golden Gate', 'Riverbend', 'Lone Star', 'Empire', 'Coastal', 'Pinnacle', 'Heritage', 'Magnolia',
  'Redwood', 'Crescent', 'Evergreen', 'Northside', 'Keystone', 'Silver Oak', 'Bayview', 'Prairie'];
/** [id, free-text spellings, legal-name suffixes] */
const ENTITIES: [string, string[], string[]][] = [
  ['llc', ['LLC', 'Limited Liability Company', 'L.L.C.'], [' LLC', ', LLC', ' L.L.C.']],
  ['c_corporation', ['Corporation', 'C-Corp', 'Corp', 'Inc.'], [', Inc.', ' Corp.', ' Inc', ' Corporation']],
  ['s_corporation', ['S-Corp', 'S Corporation', 'S Corp'], [', Inc.', ' Inc.', ' Corp.']],
  ['sole_proprietorship', ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], ['']],
  ['general_partnership', ['Partnership', 'General Partnership'], [' Partners', ' & Associates']],
  ['llp', ['LLP'], [' LLP']],
  ['limited_partnership', ['LP', 'Limited Partnership'], [' LP', ', L.P.']],
  ['nonprofit_corporation', ['Non-Profit', 'Nonprofit'], [' Foundation, Inc.', ' Community Center']],
  ['pllc', ['PLLC'], [' PLLC']]];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation', 'Debt consolidation', 'Hire staff'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank', 'KeyBank', 'Fifth Third Bank'];
const FUNDERS = ['Yellowstone Capital', 'Rapid Advance', 'Forward Financing', 'Kapitus', 'Fox Funding', 'Everest Business Funding', 'Pearl Capital'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number) => String(n).padStart(2, '0');
const money = (n: number) => n.toLocaleString('en-US');

export function phone(rng: Rng): string {
  const a = rng.int(201, 989), b = rng.int(200, 989), c = rng.digits(4);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}

/** A date printed in one of the forms merchants use; month-only forms read as the first of the month. */
export function printDate(rng: Rng, y: number, m: number, d: number, kinds: string[]): Printed<string> {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const k = rng.pick(kinds);
  switch (k) {
    case 'mdy': return { text: `${pad(m)}/${pad(d)}/${y}`, truth: iso };
    case 'mdy-short': return { text: `${m}/${d}/${y}`, truth: iso };
    case 'mdyy': return { text: `${pad(m)}/${pad(d)}/${String(y).slice(2)}`, truth: iso };
    case 'long': return { text: `${MONTHS[m - 1]} ${d}, ${y}`, truth: iso };
    case 'iso': return { text: iso, truth: iso };
    case 'my': return { text: `${pad(m)}/${y}`, truth: `${y}-${pad(m)}-01` };
    case 'month-year': return { text: `${MONTHS[m - 1]} ${y}`, truth: `${y}-${pad(m)}-01` };
    default: return { text: `${MONTHS[m - 1]!.slice(0, 3)} ${y}`, truth: `${y}-${pad(m)}-01` };
  }
}

function ssnFor(rng: Rng, kind: string): { text: string; truth: string | null; type: string | null } {
  const itin = rng.chance(0.12);
  const area = itin ? `9${rng.int(0, 9)}${rng.int(0, 9)}` : String(rng.int(101, 665)).padStart(3, '0');
  const group = itin ? String(rng.pick([70, 71, 72, 78, 80, 83, 88, 90, 92, 94, 97])) : pad(rng.int(1, 99));
  const serial = String(rng.int(1, 9999)).padStart(4, '0');
  if (kind === 'full') return { text: `${area}-${group}-${serial}`, truth: `${area}${group}${serial}`, type: itin ? 'ITIN' : 'SSN' };
  if (kind === 'spaced') return { text: `${area} ${group} ${serial}`, truth: `${area}${group}${serial}`, type: itin ? 'ITIN' : 'SSN' };
  if (kind === 'blank') return { text: '', truth: null, type: null };
  if (kind === 'na') return { text: 'N/A', truth: null, type: null };
  return { text: rng.pick([`***-**-${serial}`, `XXX-XX-${serial}`, `xxx-xx-${serial}`, `***-**-${serial}`]), truth: null, type: null };
}

function makeOwner(rng: Rng, i: number, nameStyles: string[], pct: number | null, city: [string, string, string]): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const middle = rng.chance(0.4) ? rng.pick('ABCDEFGHJKLMNPRSTW'.split('')) : '';
  const ns = rng.pick(nameStyles);
  let name: string;
  let firstPrinted = first;
  if (ns === 'last-first') name = `${last}, ${first}${middle ? ` ${middle}.` : ''}`;
  else if (ns === 'cred') name = `${first} ${last}, ${rng.pick(CREDENTIALS)}`;
  else name = `${first}${middle ? ` ${middle}.` : ''} ${last}`;
  if (middle && ns !== 'last-first') firstPrinted = `${first} ${middle}.`;
  const titleText = rng.chance(0.08) ? '' : rng.pick(i === 0 ? TITLES.slice(0, 8) : TITLES);
  const pctText = pct === null ? rng.pick(['', 'N/A']) : rng.pick([`${pct}%`, `${pct}`, `${pct} %`]);
  const ssn = ssnFor(rng, rng.weighted([['full', 5], ['spaced', 1], ['masked', 4], ['blank', 1], ['na', 0.5]] as const));
  const by = rng.int(1955, 1998), bm = rng.int(1, 12), bd = rng.int(1, 28);
  const dob: Printed<string | null> = rng.chance(0.12) ? { text: '', truth: null } : printDate(rng, by, bm, bd, ['mdy', 'mdy', 'mdy-short', 'long', 'iso']);
  const cs = rng.int(540, 805);
  const credit: Printed<number | null> = rng.weighted([[{ text: String(cs), truth: cs }, 5], [{ text: '', truth: null }, 3], [{ text: 'Unknown', truth: null }, 1]] as const);
  const homeCity = rng.chance(0.3) ? rng.pick(CITIES) : city;
  return {
    name: { text: name, truth: null }, first, last, middle, firstPrinted, lastPrinted: last,
    title: { text: titleText, truth: titleText || null },
    pct: { text: pctText, truth: pct },
    ssn: { text: ssn.text, truth: ssn.truth }, ssnType: ssn.type,
    dob, credit,
    home: { street: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`, city: homeCity[0], state: homeCity[1], zip: homeCity[2] + rng.digits(2) },
    cell: phone(rng), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
  };
}

export interface MerchantOptions { maxOwners: number; nameStyles?: string[]; startKinds?: string[]; checkboxes?: string[] }

export function makeMerchant(rng: Rng, o: MerchantOptions): Merchant {
  const [entityId, spellings, suffixes] = rng.weighted(ENTITIES.map((e, i) => [e, i < 3 ? 4 : 1] as const));
  const [indText, indId, indWord] = rng.pick(INDUSTRIES);
  const city = rng.pick(CITIES);
  const ownerCount = entityId === 'sole_proprietorship' ? 1 : rng.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const n = Math.min(ownerCount, o.maxOwners);
  const split = n === 1 ? [100] : n === 2 ? rng.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : n === 3 ? rng.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const owners = split.map((p, i) => makeOwner(rng, i, o.nameStyles ?? ['plain', 'plain', 'last-first', 'cred'], rng.chance(0.08) ? null : p, city));
  const sole = entityId === 'sole_proprietorship';
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : `${rng.pick(NAME_WORDS)} ${indWord}${rng.pick(suffixes)}`;
  const dbaName = `${rng.pick(NAME_WORDS)} ${indWord}`;
  const dba: Printed<string | null> = sole ? { text: dbaName, truth: dbaName }
    : rng.weighted([[{ text: dbaName, truth: dbaName }, 5], [{ text: '', truth: null }, 2], [{ text: 'SAME', truth: null }, 1], [{ text: 'N/A', truth: null }, 1], [{ text: legal, truth: null }, 1]] as const);
  const checkboxes = o.checkboxes ?? [];
  const spelled = rng.pick(spellings);
  const cb = checkboxes.find((c) => spellings.map(norm).includes(norm(c))) ?? null;
  const entityBlank = rng.chance(0.06);
  const entity = entityBlank ? { id: null, text: '', checkbox: null, other: null }
    : { id: entityId, text: spelled, checkbox: cb, other: cb ? null : spelled };
  // business tax id: an EIN, the owner's SSN for a sole proprietor, sometimes masked or blank
  let ein: Printed<string | null>; let einType: string | null = null;
  const einDigits = `${rng.pick(['20', '26', '27', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88', '90', '92', '93'])}${rng.digits(7)}`;
  const einKind = rng.weighted([['ein', 7], ['masked', 1.5], ['blank', 0.7], ['ssn', sole ? 4 : 0]] as const);
  if (einKind === 'ein') { ein = { text: `${einDigits.slice(0, 2)}-${einDigits.slice(2)}`, truth: einDigits }; einType = 'EIN'; }
  else if (einKind === 'masked') ein = { text: rng.pick([`XX-XXX${einDigits.slice(5)}`, `**-***${einDigits.slice(5)}`]), truth: null };
  else if (einKind === 'blank') ein = { text: '', truth: null };
  else if (owners[0]!.ssn.truth) { ein = { text: owners[0]!.ssn.text.replace(/ /g, '-'), truth: owners[0]!.ssn.truth }; einType = owners[0]!.ssnType; }
  else { ein = { text: `${einDigits.slice(0, 2)}-${einDigits.slice(2)}`, truth: einDigits }; einType = 'EIN'; }
  const sy = rng.int(2004, 2022), sm = rng.int(1, 12), sd = rng.int(1, 28);
  const start: Printed<string | null> = rng.chance(0.06) ? { text: '', truth: null } : printDate(rng, sy, sm, sd, o.startKinds ?? ['mdy', 'my', 'month-year', 'long', 'mdyy']);
  const amt = rng.int(2, 60) * 5000;
  const amount: Printed<number | null> = rng.chance(0.06) ? { text: '', truth: null }
    : { text: rng.pick([`$${money(amt)}`, money(amt), `$${money(amt)}.00`, String(amt), `$ ${money(amt)}`]), truth: amt };
  const freq = rng.weighted([[['Daily', 'daily'], 4], [['Weekly', 'weekly'], 3], [['Bi-Weekly', 'biweekly'], 1], [['Monthly', 'monthly'], 1], [[null, null], 1.5]] as const);
  const nPay = freq[1] === 'daily' ? rng.pick([100, 120, 140, 160]) : freq[1] === 'weekly' ? rng.pick([24, 32, 40, 52]) : freq[1] === 'biweekly' ? rng.pick([12, 18, 26]) : 12;
  const pay = amt > 0 ? Math.round((amt * 1.35) / nPay) : 0;
  const payment: Printed<number | null> = freq[1] && rng.chance(0.75) ? { text: rng.pick([`$${money(pay)}`, `${money(pay)}.00`, `$${money(pay)}.00`]), truth: pay } : { text: '', truth: null };
  const numPayments: Printed<number | null> = freq[1] && rng.chance(0.7) ? { text: String(nPay), truth: nPay } : { text: '', truth: null };
  const contactFirst = rng.pick(FIRST), contactLast = rng.pick(LAST);
  const signed = printDate(rng, 2025, rng.int(1, 12), rng.int(1, 28), ['mdy', 'mdy-short']);
  return {
    legal, dba, entity, industry: { text: indText, truth: indId }, ein, einType, start,
    yearsInBusiness: String(Math.max(1, 2025 - sy)),
    street: `${rng.int(100, 20999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(1, 400)}` : ''}`, city: city[0], state: city[1], zip: city[2] + rng.digits(2),
    phone: phone(rng), email: `${rng.pick(['info', 'office', 'admin', 'contact'])}@${legal.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com`,
    website: rng.chance(0.5) ? `www.${dbaName.toLowerCase().replace(/[^a-z]/g, '')}.com` : '',
    stateOfInc: rng.chance(0.4) ? 'DE' : rng.chance(0.5) ? city[1] : rng.pick(['NV', 'WY', 'DE', 'FL']),
    amount, payment, numPayments, frequency: { label: freq[0], truth: freq[1] },
    useOfFunds: rng.pick(USES), monthlySales: `$${money(rng.int(15, 400) * 1000)}`, employees: String(rng.int(1, 45)),
    owners,
    contact: { name: `${contactFirst} ${contactLast}`, title: rng.pick(['Office Manager', 'Bookkeeper', 'Controller', 'Assistant']), phone: phone(rng) },
    landlord: { name: `${rng.pick(NAME_WORDS)} Properties ${rng.pick(['LLC', 'Group', 'Management'])}`, phone: phone(rng), rent: `$${money(rng.int(12, 120) * 100)}` },
    bank: { name: rng.pick(BANKS), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)), officer: `${rng.pick(FIRST)} ${rng.pick(LAST)}` },
    bank2: { name: rng.pick(BANKS), routing: `${rng.int(1, 3)}${rng.digits(8)}`, account: rng.digits(10) },
    tradeRefs: [0, 1].map(() => ({ name: `${rng.pick(NAME_WORDS)} ${rng.pick(['Supply Co.', 'Distributors', 'Wholesale', 'Foods Inc.'])}`, contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng) })),
    iso: { company: `${rng.pick(NAME_WORDS)} Funding Group`, rep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng), email: `deals@${rng.pick(['fundfast', 'capitalbridge', 'mcahub', 'bizfunders'])}.com` },
    existing: rng.chance(0.55) ? Array.from({ length: rng.int(1, 2) }, () => ({ funder: rng.pick(FUNDERS), balance: `$${money(rng.int(5, 80) * 1000)}`, payment: `$${money(rng.int(100, 900))}/${rng.pick(['day', 'wk'])}` })) : [],
    ownRent: rng.chance(0.3) ? 'Own' : 'Rent',
    signedDate: signed.text,
  };
}

export function norm(s: string): string { return s.toLowerCase().replace(/[^a-z0-9]/g, ''); }

/** Truth of one owner's fields (names per applications.md: middle initial and credentials dropped). */
export function ownerTruth(o: Owner): Record<string, unknown> {
  return { first_name: o.first, last_name: o.last };
}
