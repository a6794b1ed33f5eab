// The merchant behind one Canadian application of set 211: business, owners, and the people and numbers around it
// that are not the application's (bank, landlord, references, existing advances, the broker's rep). Drawn from the
// data stream only: what a form prints of it, and how, is the layout's business.
import type { Rng } from '../../statements/generator/prng.ts';
import { luhnDigit } from './fmt.ts';

export interface Address { street: string; city: string; province: string; postal: string }

export interface Owner {
  first: string; middle: string; last: string; title: string; pct: number; sin: string; dob: string;
  score: number | null; home: Address; phone: string; email: string;
}

export interface Entity { id: string; words: string[] }

export interface Merchant {
  legal: string; operating: string | null; entity: Entity; soleProp: boolean;
  industryText: string; industryId: string;
  bn: string; program: 'RT0001' | 'RC0001';
  start: string; address: Address; phone: string; email: string; website: string | null; employees: number;
  incProvince: string; yearsAtLocation: number; rent: boolean; monthlyRent: number;
  landlord: { name: string; phone: string };
  bank: { name: string; institution: string; transit: string; account: string };
  amount: number; payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; annualRevenue: number;
  advances: { funder: string; balance: number; payment: string }[];
  references: { name: string; contact: string; phone: string }[];
  rep: { name: string; phone: string; id: string };
  owners: Owner[];
}

export const PROVINCES: Record<string, { name: string; alias: string; letters: string[]; areas: string[]; cities: string[] }> = {
  ON: { name: 'Ontario', alias: 'Ont.', letters: ['M', 'K', 'L', 'N', 'P'], areas: ['416', '647', '905', '613', '519'], cities: ['Toronto', 'Mississauga', 'Ottawa', 'Hamilton', 'London', 'Kitchener', 'Barrie'] },
  BC: { name: 'British Columbia', alias: 'B.C.', letters: ['V'], areas: ['604', '778', '250'], cities: ['Vancouver', 'Surrey', 'Burnaby', 'Kelowna', 'Victoria'] },
  AB: { name: 'Alberta', alias: 'Alta.', letters: ['T'], areas: ['403', '587', '780'], cities: ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge'] },
  NS: { name: 'Nova Scotia', alias: 'N.S.', letters: ['B'], areas: ['902', '782'], cities: ['Halifax', 'Dartmouth', 'Truro', 'Sydney'] },
  MB: { name: 'Manitoba', alias: 'Man.', letters: ['R'], areas: ['204', '431'], cities: ['Winnipeg', 'Brandon', 'Steinbach'] },
  SK: { name: 'Saskatchewan', alias: 'Sask.', letters: ['S'], areas: ['306', '639'], cities: ['Saskatoon', 'Regina'] },
  NB: { name: 'New Brunswick', alias: 'N.B.', letters: ['E'], areas: ['506'], cities: ['Moncton', 'Fredericton', 'Saint John'] },
  NL: { name: 'Newfoundland and Labrador', alias: 'Nfld.', letters: ['A'], areas: ['709'], cities: ["St. John's", 'Mount Pearl'] },
  PE: { name: 'Prince Edward Island', alias: 'P.E.I.', letters: ['C'], areas: ['902'], cities: ['Charlottetown', 'Summerside'] },
};

/** Printed type-of-business text, the industries reference id the longest-alias rule gives for it, name stems. */
const INDUSTRIES: { text: string[]; id: string; stems: string[] }[] = [
  { text: ['Full-service restaurant', 'Family restaurant'], id: 'restaurant', stems: ['Golden Maple Bistro', 'Harbour Lights Kitchen', 'Red Cedar Grill'] },
  { text: ['Dental office', 'General dentist'], id: 'dental_practice', stems: ['Lakeshore Family Dental', 'Bright Smile Dentistry'] },
  { text: ['Auto repair and tire shop', 'Collision repair'], id: 'auto_repair', stems: ['Northline Auto Care', 'Rocky Ridge Collision'] },
  { text: ['Hair salon and day spa', 'Barbershop'], id: 'personal_care', stems: ['Studio Aurora Salon', 'Kingsway Barber Co'] },
  { text: ['Plumbing and heating contractor', 'HVAC installation and service'], id: 'specialty_trade_contractor', stems: ['True North Mechanical', 'Prairie Comfort Heating'] },
  { text: ['Landscaping and snow removal'], id: 'landscaping', stems: ['Evergreen Grounds', 'Bluenose Landscapes'] },
  { text: ['Local trucking and hauling', 'Moving company'], id: 'trucking_local', stems: ['Fraser Valley Haulage', 'Two Rivers Moving'] },
  { text: ['Convenience store'], id: 'convenience_store', stems: ['Corner Maple Mart', 'Beacon Hill Variety'] },
  { text: ['Veterinary clinic', 'Animal hospital'], id: 'veterinary', stems: ['Westwood Animal Hospital', 'Tidewater Veterinary Services'] },
  { text: ['Licensed daycare', 'Daycare centre'], id: 'childcare', stems: ['Little Acorns Early Learning', 'Sunny Days Childcare'] },
  { text: ['Commercial cleaning', 'Janitorial services'], id: 'cleaning_services', stems: ['Spotless Prairie Janitorial', 'ClearView Building Services'] },
  { text: ['Catering company'], id: 'food_truck_catering', stems: ['Fireweed Catering', 'Tablelands Event Catering'] },
  { text: ['Machine shop and metal fabrication'], id: 'manufacturing', stems: ['Great Northern Fabrication & Machining', 'Precision Steelworks'] },
  { text: ['Furniture store'], id: 'retail_general', stems: ['Muskoka Home Furnishings', 'Oak & Birch Interiors'] },
  { text: ['IT services and web design'], id: 'it_software', stems: ['Pixel Harbour Digital', 'Northern Byte Solutions'] },
  { text: ['Independent drug store'], id: 'pharmacy', stems: ['Riverside Apothecary', 'Main Street Drug Mart'] },
];

const FIRST = ['Liam', 'Olivia', 'Noah', 'Emma', 'Jean-François', 'Marie-Ève', 'Harpreet', 'Gurpreet', 'Wei', 'Mei', 'Aiden', 'Chloé',
  'Mohammed', 'Fatima', 'Rajesh', 'Priya', 'Connor', 'Siobhan', 'Duncan', 'Ayesha', 'Tyler', 'Kaitlyn', 'Hiroshi', 'Anh', 'Olena', 'Taras', 'Hélène', 'Alexander'];
const LAST = ['Tremblay', 'MacDonald', 'MacLeod', 'Singh', 'Gill', 'Chen', 'Wong', 'Nguyen', 'Campbell', 'Fraser', 'Gagnon', "O'Brien",
  'Kowalczuk', 'Sharma-Gill', 'Van der Merwe', 'St-Pierre', 'LeBlanc', 'Boucher', 'Dhaliwal', 'Kovalenko', 'de Sousa', 'McKenzie-Brown', 'Okafor'];
const MIDDLE = 'ABCDEFGHJKLMNPRSTW';
const STREETS = ['Dundas St W', 'Portage Ave', 'Barrington St', 'Kingsway', '17 Ave SW', 'Jasper Ave', 'Main St', 'Queen St E', 'Robson St',
  'Quinpool Rd', 'Albert St', 'Yonge St', 'Granville St', 'Macleod Trail SE', 'Gottingen St', 'Pembina Hwy'];
const BANKS: [string, string][] = [['Royal Bank of Canada', '003'], ['TD Canada Trust', '004'], ['Scotiabank', '002'], ['BMO Bank of Montreal', '001'],
  ['CIBC', '010'], ['ATB Financial', '219'], ['Desjardins', '815'], ['Vancity', '809'], ['Servus Credit Union', '899']];
const FUNDERS = ['Northern Lights Funding', 'Loonie Capital Advance', 'Shoreline MCA Inc.', 'Polar Bear Business Capital', 'Crestline Revenue Partners'];
const LANDLORDS = ['Bayview Properties Ltd.', 'Cornerstone Commercial REIT', 'Westgate Holdings Inc.', 'Harbourfront Realty Corp.', 'Tamarack Plaza Management'];
const REFS = ['Sysco Canada', 'Gordon Food Service', 'Wolseley Canada', 'Uline Canada', 'Grand & Toy', 'Staples Business Advantage', 'Home Hardware Building Centre'];
const REPS = ['Daniel Okonkwo', 'Sarah Lindqvist', 'Marc-André Fortin', 'Jasmine Kaur', 'Trevor Boyd'];
const USES = ['Inventory', 'Equipment purchase', 'Renovations', 'Working capital', 'Payroll and expansion', 'Hiring staff', 'Second location'];
const GROUPS = ['Enterprises', 'Group', 'Holdings', 'Ventures', 'Management'];
const CORP_TITLES = ['President', 'CEO', 'Director', 'Secretary', 'Vice-President', 'Owner', 'President & CEO', 'Treasurer'];

function digits(r: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(r.int(0, 9));
  return s;
}

/** A 9-digit number with a Luhn check digit, first digit from `lead`. */
function luhn9(r: Rng, lead: string): string {
  const body = r.pick(lead.split('')) + digits(r, 7);
  return body + luhnDigit(body);
}

function isoDate(r: Rng, y0: number, y1: number): string {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
function address(r: Rng, province: string): Address {
  const p = PROVINCES[province]!;
  const postal = `${r.pick(p.letters)}${r.int(0, 9)}${r.pick(LETTERS.split(''))} ${r.int(0, 9)}${r.pick(LETTERS.split(''))}${r.int(0, 9)}`;
  const unit = r.chance(0.3) ? `Unit ${r.int(2, 40)}, ` : '';
  return { street: `${unit}${r.int(12, 9800)} ${r.pick(STREETS)}`, city: r.pick(p.cities), province, postal };
}

function phone(r: Rng, province: string): string {
  return r.pick(PROVINCES[province]!.areas) + '555' + digits(r, 4);
}

function owner(r: Rng, province: string, title: string, pct: number, used: Set<string>): Owner {
  let last = r.pick(LAST);
  while (used.has(last)) last = r.pick(LAST);
  used.add(last);
  const first = r.pick(FIRST);
  const home = address(r, r.chance(0.85) ? province : r.pick(Object.keys(PROVINCES)));
  const mail = `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'shaw.ca', 'rogers.com', 'telus.net'])}`;
  return { first, middle: r.pick(MIDDLE.split('')), last, title, pct, sin: luhn9(r, '1234567'), dob: isoDate(r, 1956, 1996),
    score: r.chance(0.7) ? r.int(560, 815) : null, home, phone: phone(r, home.province), email: mail };
}

function splits(n: number, r: Rng): number[] {
  if (n === 1) return [r.pick([100, 100, 100, 75, 51])];
  if (n === 2) return r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  return r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20]]);
}

/** The merchant of (layout, seed). `maxOwners` is what the layout has room for. */
export function makeMerchant(r: Rng, maxOwners: number): Merchant {
  const province = r.weighted([['ON', 5], ['BC', 3], ['AB', 3], ['NS', 2], ['MB', 2], ['SK', 1], ['NB', 1], ['NL', 1], ['PE', 1]] as const);
  const ind = r.pick(INDUSTRIES);
  const stem = r.pick(ind.stems);
  const kind = r.weighted([['corp', 6], ['sole', 2], ['partnership', 1], ['ulc', ['AB', 'BC', 'NS'].includes(province) ? 1 : 0], ['lp', 0.5]] as const);
  const n = kind === 'sole' ? 1 : kind === 'partnership' ? (r.chance(0.8) ? 2 : Math.min(3, maxOwners)) : r.weighted([[1, 4], [2, 4], [3, maxOwners >= 3 ? 1.5 : 0]] as const);
  const pcts = kind === 'sole' ? [100] : splits(n, r);
  const used = new Set<string>();
  const owners = pcts.map((pct, i) => owner(r, province, kind === 'sole' ? r.pick(['Owner', 'Sole Proprietor', 'Proprietor'])
    : kind === 'partnership' || kind === 'lp' ? (i === 0 && kind === 'lp' ? 'General Partner' : 'Partner') : r.pick(CORP_TITLES), pct, used));
  let legal: string, operating: string | null, entity: Entity;
  const fullName = `${owners[0]!.first} ${owners[0]!.last}`;
  switch (kind) {
    case 'sole':
      legal = fullName; operating = stem;
      entity = { id: 'sole_proprietorship', words: ['Sole Proprietorship', 'Sole Proprietor', 'Sole Prop'] };
      break;
    case 'partnership':
      legal = `${owners.map((o) => o.last).join(' & ')} ${r.pick(['Partners', 'Partnership'])}`; operating = stem;
      entity = { id: 'general_partnership', words: ['Partnership', 'General Partnership'] };
      break;
    case 'lp':
      [legal, operating] = r.chance(0.5) ? [`${stem} Limited Partnership`, null] : [`${owners[0]!.last} ${r.pick(GROUPS)} Limited Partnership`, stem];
      entity = { id: 'limited_partnership', words: ['Limited Partnership', 'LP'] };
      break;
    case 'ulc':
      [legal, operating] = r.chance(0.5) ? [`${stem} ULC`, null] : [`${owners[0]!.last} ${r.pick(GROUPS)} ULC`, stem];
      entity = { id: 'ca_ulc', words: ['ULC', 'Unlimited Liability Company'] };
      break;
    default: {
      const suffix = r.pick(['Ltd.', 'Inc.', 'Corp.', 'Limited', 'Incorporated', 'Corporation']);
      const numbered = r.chance(0.25);
      if (numbered) [legal, operating] = [`${r.int(1000000, 2799999)} ${PROVINCES[province]!.name} ${r.pick(['Inc.', 'Ltd.', 'Limited'])}`, stem];
      else [legal, operating] = r.chance(0.5) ? [`${stem} ${suffix}`, null] : [`${owners[0]!.last} ${r.pick(GROUPS)} ${suffix}`, stem];
      entity = { id: 'ca_corporation', words: ['Corporation', 'Incorporated', 'Ltd.', 'Inc.', 'Limited', 'Corp.'] };
    }
  }
  const amount = r.int(6, 100) * 2500;
  const frequency = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 0.5]] as const);
  const payments = frequency === 'daily' ? r.pick([100, 120, 140, 160, 180]) : frequency === 'weekly' ? r.pick([26, 32, 40, 52])
    : frequency === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.pick([1.25, 1.3, 1.35, 1.4]) / payments) * 100) / 100;
  const bank = r.pick(BANKS);
  const monthlySales = r.int(18, 400) * 1000;
  const addr = address(r, province);
  const domain = stem.toLowerCase().replace(/[^a-z]/g, '').slice(0, 18);
  return {
    legal, operating, entity, soleProp: kind === 'sole', industryText: r.pick(ind.text), industryId: ind.id,
    bn: luhn9(r, '12345678'), program: r.pick(['RT0001', 'RC0001'] as const), start: isoDate(r, 2004, 2023), address: addr,
    phone: phone(r, province), email: `info@${domain}.ca`, website: r.chance(0.6) ? `www.${domain}.ca` : null, employees: r.int(1, 45),
    incProvince: r.chance(0.7) ? province : r.pick(['ON', 'BC', 'AB', 'Federal (CBCA)']), yearsAtLocation: r.int(1, 18), rent: r.chance(0.75),
    monthlyRent: r.int(15, 120) * 100, landlord: { name: r.pick(LANDLORDS), phone: phone(r, province) },
    bank: { name: bank[0], institution: bank[1], transit: digits(r, 5), account: digits(r, r.int(7, 12)) },
    amount, payment, payments, frequency, useOfFunds: r.pick(USES), monthlySales, annualRevenue: monthlySales * 12 + r.int(0, 99) * 1000,
    advances: r.chance(0.5) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(4, 60) * 1000,
      payment: `$${r.int(80, 900)}/${r.pick(['day', 'week'])}` })) : [],
    references: Array.from({ length: 3 }, () => ({ name: r.pick(REFS), contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r, province) })),
    rep: { name: r.pick(REPS), phone: phone(r, 'ON'), id: `ISO-${digits(r, 4)}` },
    owners,
  };
}

/** How an owner's name is printed, and the truth it gives. */
export function ownerName(o: Owner, f: 'plain' | 'middle' | 'last-first'): string {
  if (f === 'middle') return `${o.first} ${o.middle}. ${o.last}`;
  if (f === 'last-first') return `${o.last}, ${o.first}`;
  return `${o.first} ${o.last}`;
}
