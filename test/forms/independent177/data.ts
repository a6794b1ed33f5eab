// Independent177: a Canadian merchant and its printed variants. Only the seeded Rng; every choice that changes what
// the form says is drawn here (never in the drawing code), so the three styles of one seed share one truth.
import type { Rng } from '../../statements/generator/prng.ts';

export type Prov = 'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT' | 'NT';
export const PROV_NAME: Record<Prov, string> = { AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador', NS: 'Nova Scotia', ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Quebec', SK: 'Saskatchewan',
  YT: 'Yukon', NT: 'Northwest Territories' };
const PROV_ALIAS: Partial<Record<Prov, string>> = { AB: 'Alta.', BC: 'B.C.', MB: 'Man.', NS: 'N.S.', ON: 'Ont.', QC: 'Québec', SK: 'Sask.', PE: 'P.E.I.', NB: 'N.B.' };
const CITIES: [string, Prov, string][] = [['Toronto', 'ON', 'M'], ['Ottawa', 'ON', 'K'], ['Mississauga', 'ON', 'L'], ['Hamilton', 'ON', 'L'],
  ['Sudbury', 'ON', 'P'], ['Calgary', 'AB', 'T'], ['Edmonton', 'AB', 'T'], ['Red Deer', 'AB', 'T'], ['Vancouver', 'BC', 'V'], ['Surrey', 'BC', 'V'],
  ['Kelowna', 'BC', 'V'], ['Winnipeg', 'MB', 'R'], ['Regina', 'SK', 'S'], ['Saskatoon', 'SK', 'S'], ['Montréal', 'QC', 'H'], ['Laval', 'QC', 'H'],
  ['Québec', 'QC', 'G'], ['Sherbrooke', 'QC', 'J'], ['Halifax', 'NS', 'B'], ['Moncton', 'NB', 'E'], ["St. John's", 'NL', 'A'],
  ['Charlottetown', 'PE', 'C'], ['Whitehorse', 'YT', 'Y'], ['Yellowknife', 'NT', 'X']];
const STREETS = ['King St W', 'Rue Sainte-Catherine', 'Jasper Ave', 'Portage Ave', 'Main St', 'Queen St E', 'Granville St', '17 Ave SW',
  'Boul. René-Lévesque', 'Yonge St', 'Albert St', 'Barrington St', 'Whyte Ave', 'Dundas St', 'Kingsway', 'Macleod Trail SE', 'Water St'];
const FIRST = ['Marie-Claude', 'Jean-François', 'Amélie', 'Priya', 'Harpreet', 'Wei', 'Liam', 'Olivia', 'Noah', 'Emma', 'Mathieu', 'Sophie',
  'Raj', 'Aisha', 'Connor', 'Siobhan', 'Tyler', 'Kwame', 'Nadia', 'Étienne', 'Gurpreet', 'Mei', 'Hannah', 'Louis'];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'MacDonald', "O'Brien", 'Singh', 'Nguyen', 'Chen', 'Patel', 'Wong', 'Campbell',
  'Fraser', 'St-Pierre', 'Lévesque', 'Van der Berg', 'de la Fontaine', 'Sandhu', 'Okafor', 'Kowalski', 'Morrison', 'Thompson-Reid', 'Leblanc'];
const CREDS = ['CPA', 'P.Eng.', 'DDS', 'DC'];
export const INDUSTRIES: [string, string, string][] = [['Full-service restaurant', 'restaurant', 'Bistro'], ['Collision repair & body shop', 'auto_repair', 'Auto Body'],
  ['Dental office', 'dental_practice', 'Dental Centre'], ['Veterinary clinic', 'veterinary', 'Animal Clinic'], ['Hair salon and day spa', 'personal_care', 'Salon & Spa'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Co.'], ['Dump truck hauling', 'trucking_local', 'Haulage'], ['Bakery cafe', 'restaurant', 'Bakehouse'],
  ['General contractor - renovations', 'general_contractor', 'Renovations'], ['Daycare centre', 'childcare', 'Early Learning'],
  ['Independent grocery', 'grocery', 'Fine Foods'], ['Pet grooming & boarding', 'pet_services', 'Pet Lodge'], ['Machine shop / metal fabrication', 'manufacturing', 'Machining'],
  ['Wholesale distributor - food', 'wholesale_distribution', 'Distribution'], ['Plumbing & heating', 'specialty_trade_contractor', 'Plumbing'],
  ['Landscaping and snow removal', 'landscaping', 'Landscapes'], ['Coffee shop', 'restaurant', 'Roasters'], ['Convenience store', 'convenience_store', 'Mart'],
  ['IT services', 'it_software', 'Tech Solutions'], ['Electrical contractor', 'specialty_trade_contractor', 'Electric'], ['Moving company', 'trucking_local', 'Movers'],
  ['Yoga studio', 'fitness', 'Yoga'], ['Auto detailing', 'car_wash', 'Detailing'], ['Catering', 'food_truck_catering', 'Catering'], ['Dry cleaner', 'dry_cleaning', 'Cleaners']];
const WORDS = ['Aurora', 'Maple', 'Boreal', 'Cedar', 'Northern', 'Harbour', 'Prairie', 'Laurentian', 'Summit', 'Glacier', 'Fundy', 'Okanagan', 'Muskoka', 'Rideau', 'Chinook', 'Tundra'];
const FUNDERS = ['Lakeshore Advance Co.', 'Boreal Merchant Funding', 'Timberline Capital', 'Harbourfront Cash Advance', 'Pinegate Finance', 'Northwind Revenue Partners'];
const BANKS: [string, string][] = [['Royal Bank of Canada', '003'], ['TD Canada Trust', '004'], ['Bank of Montreal', '001'], ['Scotiabank', '002'],
  ['CIBC', '010'], ['National Bank', '006'], ['Desjardins', '815'], ['ATB Financial', '219']];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Ymd { y: number; m: number; d: number }
export interface Addr { street: string; city: string; prov: Prov; postal: string }
export interface Person { first: string; last: string; middle: string | null; cred: string | null }
export interface Owner extends Person { title: string; pct: number; sin: string; sinMasked: boolean; dob: Ymd; score: number | null; home: Addr; phone: string }
export interface Merchant {
  legal: string; dba: string | null; dbaPrint: string; entityText: string; entityId: string; soleProp: boolean; industryText: string; industryId: string;
  bn: string; program: string; startDate: Ymd; addr: Addr; phone: string; email: string; website: string; employees: number;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string; monthlySales: number;
  owners: Owner[]; incorporatedUnder: string; gst: string; payroll: string; qst: string; neq: string;
  bank: { name: string; inst: string; transit: string; account: string }; landlord: { name: string; phone: string; rent: number };
  refs: { name: string; phone: string }[]; iso: { name: string; phone: string; email: string }; existing: { funder: string; balance: number; payment: number }[];
}

function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) { let d = Number(body[body.length - 1 - i]); if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; } sum += d; }
  return String((10 - (sum % 10)) % 10);
}
export function nineDigits(r: Rng, first: string): string { const b = first + r.digits(7); return b + luhnDigit(b); }
const L = 'ABCEGHJKLMNPRSTVWXYZ';
export function postal(r: Rng, first: string): string { return `${first}${r.int(0, 9)}${r.pick([...L])} ${r.int(0, 9)}${r.pick([...L])}${r.int(0, 9)}`; }
export function phone(r: Rng): string { return `(${r.pick(['416', '403', '604', '514', '204', '306', '902', '613', '780', '647'])}) ${r.int(200, 989)}-${r.digits(4)}`; }
function addr(r: Rng, notProv?: Prov): Addr {
  const pool = notProv ? CITIES.filter((c) => c[1] !== notProv) : CITIES;
  const [city, prov, pl] = r.pick(pool);
  return { street: `${r.int(12, 9980)} ${r.pick(STREETS)}`, city, prov, postal: postal(r, pl) };
}
function person(r: Rng, used: Set<string>): Person {
  for (;;) {
    const p: Person = { first: r.pick(FIRST), last: r.pick(LAST), middle: r.chance(0.3) ? r.pick([...'ABCDJKLMPRST']) : null, cred: null };
    if (!used.has(p.first) && !used.has(p.last)) { used.add(p.first); used.add(p.last); return p; }
  }
}
export const fullName = (p: Person): string => `${p.first} ${p.last}`;

export function makeMerchant(r: Rng): Merchant {
  const used = new Set<string>();
  const addr0 = addr(r);
  const [industryText, industryId, noun] = r.pick(INDUSTRIES);
  const nOwners = r.weighted([[1, 5], [2, 4], [3, 1]] as const);
  const soleProp = nOwners === 1 && r.chance(0.4);
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : [40, 35, 25];
  const owners: Owner[] = pcts.map((pct, i) => {
    const p = person(r, used);
    if (r.chance(0.12)) p.cred = r.pick(CREDS);
    return { ...p, pct, title: soleProp ? 'Owner' : r.pick(i === 0 ? ['President', 'CEO', 'Owner', 'Director', 'President & CEO'] : ['Director', 'Secretary-Treasurer', 'Partner', 'VP Operations']),
      sin: nineDigits(r, String(r.int(1, 7))), sinMasked: r.chance(0.35), dob: { y: r.int(1958, 1998), m: r.int(1, 12), d: r.int(1, 28) },
      score: r.chance(0.6) ? r.int(560, 820) : null, home: r.chance(0.8) ? { ...addr(r), prov: addr0.prov } : addr(r), phone: phone(r) };
  });
  for (const o of owners) if (o.home.prov === addr0.prov) { o.home.city = addr0.city; o.home.postal = postal(r, addr0.postal[0]!); }
  const place = r.pick(WORDS);
  let legal: string, entityText: string, entityId: string;
  if (soleProp) { legal = fullName(owners[0]!); entityText = r.pick(['Sole Proprietorship', 'Sole Proprietor']); entityId = 'sole_proprietorship'; }
  else if (nOwners >= 2 && r.chance(0.2)) { legal = `${owners[0]!.last} & ${owners[1]!.last} ${r.pick(['Partners', 'Group'])}`; entityText = r.pick(['Partnership', 'General Partnership']); entityId = 'general_partnership'; }
  else {
    const num = r.digits(7).replace(/^0/, '1');
    legal = r.weighted([[`${num} ${PROV_NAME[addr0.prov].replace('British Columbia', 'B.C.')} ${r.pick(['Ltd.', 'Inc.'])}`, 3],
      [`${num} Canada Inc.`, 1], [`${place} ${noun} ${r.pick(['Ltd.', 'Inc.', 'Corp.', 'Limited'])}`, 4]] as const);
    if (addr0.prov === 'QC' && /^\d/.test(legal)) legal = `9${r.digits(3)}-${r.digits(4)} Québec Inc.`;
    const alt = r.chance(0.3) && ['AB', 'BC', 'NS'].includes(addr0.prov);
    entityText = alt ? 'ULC' : r.pick(['Corporation', 'Corporation', 'Ltd.', 'Inc.', 'Limited', 'Incorporated']); entityId = alt ? 'ca_ulc' : 'ca_corporation';
  }
  const dbaKind = r.weighted([['name', 6], ['same', 2], ['blank', 1], ['na', 1]] as const);
  const dba = dbaKind === 'name' ? `${place} ${noun}` : null;
  const dbaPrint = dba ?? (dbaKind === 'same' ? r.pick(['SAME', 'Same']) : dbaKind === 'na' ? 'N/A' : '');
  const bn = nineDigits(r, String(r.int(1, 8)));
  const program = r.pick(['RC', 'RC', 'RT']);
  const amount = r.pick([15000, 25000, 35000, 40000, 50000, 60000, 75000, 100000, 125000, 150000]) + r.pick([0, 0, 500, 2500]);
  const nPayments = r.pick([60, 80, 100, 120, 140, 160, 26, 52]);
  const freq = nPayments < 60 ? 'weekly' : r.pick(['daily', 'daily', 'weekly', 'biweekly'] as const);
  const payment = Math.round((amount * r.float(1.25, 1.45)) / nPayments);
  const used2 = new Set(used);
  const bankName = r.pick(BANKS);
  return {
    legal, dba, dbaPrint, entityText, entityId, soleProp, industryText, industryId, bn, program,
    startDate: { y: r.int(2003, 2022), m: r.int(1, 12), d: r.int(1, 28) }, addr: addr0, phone: phone(r),
    email: `${r.pick(['info', 'office', 'accounts', 'admin'])}@${place.toLowerCase()}${noun.toLowerCase().replace(/[^a-z]/g, '')}.ca`,
    website: `www.${place.toLowerCase()}${noun.toLowerCase().replace(/[^a-z]/g, '')}.ca`, employees: ((n) => (n === 26 ? 27 : n))(r.int(2, 45)),
    amount, payment, nPayments, freq, use: r.pick(['Inventory', 'Equipment purchase', 'Working capital', 'Renovation', 'Payroll', 'Expansion']),
    monthlySales: r.int(18, 240) * 1000 + r.int(0, 999), owners,
    incorporatedUnder: r.chance(0.5) ? 'Federal (CBCA)' : PROV_NAME[addr(r, addr0.prov).prov],
    gst: `${bn}RT0001`, payroll: `${bn}RP${r.pick(['0001', '0002'])}`, qst: `${r.int(1, 3)}${r.digits(9)}TQ0001`, neq: `11${r.digits(8)}`,
    bank: { name: bankName[0], inst: bankName[1], transit: r.digits(5).replace(/^0/, '1'), account: r.digits(r.int(7, 11)) },
    landlord: { name: r.chance(0.5) ? fullName(person(r, used2)) : `${r.pick(WORDS)} Property Management Inc.`, phone: phone(r), rent: r.int(18, 120) * 100 },
    refs: [0, 1].map(() => ({ name: r.chance(0.5) ? fullName(person(r, used2)) : `${r.pick(WORDS)} ${r.pick(['Supply', 'Wholesale', 'Foods', 'Equipment'])} Ltd.`, phone: phone(r) })),
    iso: { ...((p) => ({ name: fullName(p), phone: phone(r), email: `${p.first.toLowerCase().replace(/[^a-z]/g, '')}@broker.ca` }))(person(r, used2)) },
    existing: r.chance(0.6) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(30, 600) * 100, payment: r.int(80, 900) })) : [],
  };
}

// ---- printed forms of one value --------------------------------------------------------------------------------
const ABBR = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
const p2 = (n: number): string => String(n).padStart(2, '0');
export const iso = (d: Ymd): string => `${d.y}-${p2(d.m)}-${p2(d.d)}`;
export type DateStyle = 'iso' | 'long' | 'dmy' | 'abbr' | 'slash';
export function fmtDate(d: Ymd, s: DateStyle): string {
  switch (s) {
    case 'iso': return iso(d);
    case 'long': return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 'dmy': return `${d.d} ${MONTHS[d.m - 1]} ${d.y}`;
    case 'abbr': return `${ABBR[d.m - 1]} ${d.d}, ${d.y}`;
    case 'slash': return `${d.y}/${p2(d.m)}/${p2(d.d)}`;
  }
}
export type MoneyStyle = 'cents' | 'cad' | 'fr' | 'suffix' | 'plain';
export function fmtMoney(n: number, s: MoneyStyle): string {
  const g = n.toLocaleString('en-US');
  switch (s) {
    case 'cents': return `$${g}.00`;
    case 'cad': return `CAD ${g}`;
    case 'fr': return `${g.replace(/,/g, ' ')} $`;
    case 'suffix': return `$${g} CAD`;
    case 'plain': return `$${g}`;
  }
}
export type BnStyle = 'plain' | 'joined' | 'spaced' | 'dashed' | 'prefix' | 'bare';
/** The business number as printed, and the value applications.md reads from it. */
export function fmtBN(bn: string, program: string, s: BnStyle): { text: string; value: string; bare: boolean } {
  const acct = `${program}0001`;
  switch (s) {
    case 'plain': return { text: `${bn} ${acct}`, value: bn + acct, bare: false };
    case 'joined': return { text: bn + acct, value: bn + acct, bare: false };
    case 'spaced': return { text: `${bn.slice(0, 5)} ${bn.slice(5)} ${program} 0001`, value: bn + acct, bare: false };
    case 'dashed': return { text: `${bn.slice(0, 3)}-${bn.slice(3, 6)}-${bn.slice(6)} ${acct}`, value: bn + acct, bare: false };
    case 'prefix': return { text: `BN ${bn}`, value: bn, bare: false };
    case 'bare': return { text: `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)}`, value: bn, bare: true };
  }
}
export function fmtSIN(sin: string, masked: boolean, s: number): string {
  const parts = [sin.slice(0, 3), sin.slice(3, 6), sin.slice(6)];
  if (masked) return s === 0 ? `XXX XXX ${parts[2]}` : s === 1 ? `***-***-${parts[2]}` : `xxx-xxx-${parts[2]}`;
  return s === 0 ? parts.join(' ') : s === 1 ? parts.join('-') : sin;
}
export type ProvStyle = 'code' | 'name' | 'alias';
export function fmtProv(p: Prov, s: ProvStyle): string {
  return s === 'code' ? p : s === 'name' ? PROV_NAME[p] : (PROV_ALIAS[p] ?? PROV_NAME[p]);
}
/** An owner's name as printed: `First M. Last, CPA` or `Last, First`. */
export function fmtName(o: Person, lastFirst: boolean): string {
  if (lastFirst) return `${o.last}, ${o.first}`;
  return `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
}
export const addrLine = (a: Addr, prov: string): string => `${a.street}, ${a.city}, ${prov} ${a.postal}`;
