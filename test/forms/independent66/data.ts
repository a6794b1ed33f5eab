// Pools and small formatters for the Canadian merchants of set 66: provinces with cities and postal prefixes, names,
// industries (printed wording -> reference id), Luhn-checked BN and SIN, money and date formats.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Prov {
  code: string; name: string; abbr: string; area: string;
  cities: readonly (readonly [string, string])[];
  corpLabel: string; numbered: string;
}

export const PROVINCES: Record<string, Prov> = {
  ON: { code: 'ON', name: 'Ontario', abbr: 'Ont.', area: '416', cities: [['Toronto', 'M5V'], ['Ottawa', 'K1P'], ['Hamilton', 'L8P'], ['London', 'N6A'], ['Sudbury', 'P3E']],
    corpLabel: 'Ontario Corporation No.', numbered: 'Ontario Inc.' },
  BC: { code: 'BC', name: 'British Columbia', abbr: 'B.C.', area: '604', cities: [['Vancouver', 'V6B'], ['Victoria', 'V8W'], ['Kelowna', 'V1Y'], ['Surrey', 'V3T']],
    corpLabel: 'BC Incorporation No.', numbered: 'B.C. Ltd.' },
  AB: { code: 'AB', name: 'Alberta', abbr: 'Alta.', area: '403', cities: [['Calgary', 'T2P'], ['Edmonton', 'T5J'], ['Red Deer', 'T4N'], ['Lethbridge', 'T1J']],
    corpLabel: 'Alberta Corporate Access No.', numbered: 'Alberta Ltd.' },
  QC: { code: 'QC', name: 'Quebec', abbr: 'Que.', area: '514', cities: [['Montréal', 'H2X'], ['Québec', 'G1R'], ['Gatineau', 'J8X'], ['Sherbrooke', 'J1H'], ['Laval', 'H7N']],
    corpLabel: 'NEQ (Québec enterprise no.)', numbered: 'Québec inc.' },
  NS: { code: 'NS', name: 'Nova Scotia', abbr: 'N.S.', area: '902', cities: [['Halifax', 'B3H'], ['Dartmouth', 'B2Y'], ['Sydney', 'B1P'], ['Truro', 'B2N']],
    corpLabel: 'N.S. Registry ID', numbered: 'Nova Scotia Limited' },
  MB: { code: 'MB', name: 'Manitoba', abbr: 'Man.', area: '204', cities: [['Winnipeg', 'R3C'], ['Brandon', 'R7A'], ['Steinbach', 'R5G']],
    corpLabel: 'Manitoba Corporation No.', numbered: 'Manitoba Ltd.' },
  SK: { code: 'SK', name: 'Saskatchewan', abbr: 'Sask.', area: '306', cities: [['Regina', 'S4P'], ['Saskatoon', 'S7K'], ['Moose Jaw', 'S6H'], ['Prince Albert', 'S6V']],
    corpLabel: 'Sask. Entity No.', numbered: 'Saskatchewan Ltd.' },
};
export const PROVINCE_CODES = Object.keys(PROVINCES);

export const FIRST = ['Liam', 'Olivia', 'Priya', 'Harpreet', 'Wei', 'Mei', 'Aiden', 'Chloé', 'Mohammed', 'Fatima', 'Connor', 'Siobhan', 'Raj',
  'Nathalie', 'Mathieu', 'Émilie', 'Tyler', 'Kaitlyn', 'Ngozi', 'Hiroshi', 'Sofia', 'Dmitri', 'Anika', 'Gurpreet', 'Tanya', 'Marcus', 'Aaliyah',
  'Noah', 'Hannah', 'Daniel', 'Leila', 'Jean-François', 'Marie-Ève', 'Kwame', 'Ingrid', 'Owen', 'Rosalie', 'Bashir', 'Colleen', 'Tuan'] as const;
export const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'MacDonald', 'MacLeod', 'Smith', 'Brown', 'Wilson', 'Singh', 'Patel', 'Nguyen',
  'Chen', 'Wong', 'Kowalski', 'Friesen', 'Penner', 'Dueck', 'Van der Berg', 'St-Pierre', "O'Brien", 'McKenzie', 'Boateng', 'Okafor', 'Haddad',
  'Fraser', 'Lavoie', 'Lapointe', 'Sandhu', 'Dhillon', 'Giesbrecht', 'da Silva', 'Leblanc-Morin', 'Ahmadi', 'Petrov', 'Lindqvist'] as const;
export const INITIALS = 'ABCDEFGHJKLMNPRSTW';
export const STREETS: Record<string, readonly string[]> = {
  ON: ['King St W', 'Yonge Street', 'Dundas St', 'Bank Street', 'Queen St E'], BC: ['Granville St', 'Main Street', 'Douglas St', 'Kingsway'],
  AB: ['Jasper Avenue', '17 Ave SW', 'Gaetz Ave', 'Macleod Trail SE'], QC: ['rue Sainte-Catherine', 'boul. René-Lévesque', 'rue King Ouest', 'chemin Sainte-Foy'],
  NS: ['Barrington St', 'Spring Garden Rd', 'Portland St', 'Prince St'], MB: ['Portage Ave', 'Main Street', 'Pembina Hwy', 'Rosser Ave'],
  SK: ['Albert Street', 'Broadway Ave', 'Victoria Ave E', '8th Street E'],
};
export const STEMS = ['Maple Crest', 'Northern Lights', 'Blue Heron', 'Red Cedar', 'Silver Birch', 'Harbourview', 'Prairie Sky', 'Granite Peak',
  'True North', 'Lakeshore', 'Aurora', 'Coastal', 'Fireweed', 'Laurentian', 'Chinook', 'Bluenose', 'Muskoka', 'Okanagan', 'Westwind', 'Saint-Laurent'] as const;

export interface IndustryPick { print: string; id: string; nouns: readonly string[] }
/** Printed "type of business" wording and the reference id its longest word-bounded label/alias gives. */
export const INDUSTRIES: readonly IndustryPick[] = [
  { print: 'Restaurant', id: 'restaurant', nouns: ['Bistro', 'Kitchen', 'Grill'] },
  { print: 'Coffee shop', id: 'restaurant', nouns: ['Coffee House', 'Roasters'] },
  { print: 'Bakery cafe', id: 'restaurant', nouns: ['Bakehouse', 'Boulangerie'] },
  { print: 'Auto body shop', id: 'auto_repair', nouns: ['Collision', 'Autobody'] },
  { print: 'Tire shop', id: 'auto_repair', nouns: ['Tire & Wheel', 'Tire Centre'] },
  { print: 'Hair salon', id: 'personal_care', nouns: ['Hair Studio', 'Salon'] },
  { print: 'Dental office', id: 'dental_practice', nouns: ['Dental', 'Family Dentistry'] },
  { print: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Hospital', 'Veterinary Clinic'] },
  { print: 'Plumbing & heating contractor', id: 'specialty_trade_contractor', nouns: ['Plumbing', 'Mechanical'] },
  { print: 'Roofing contractor', id: 'specialty_trade_contractor', nouns: ['Roofing', 'Exteriors'] },
  { print: 'Landscaping and snow removal', id: 'landscaping', nouns: ['Landscapes', 'Grounds'] },
  { print: 'Convenience store', id: 'convenience_store', nouns: ['Variety', 'Mart'] },
  { print: 'Grocery store', id: 'grocery', nouns: ['Foods', 'Fine Foods'] },
  { print: 'Daycare', id: 'childcare', nouns: ['Early Learning', 'Kids Centre'] },
  { print: 'Gym / fitness centre', id: 'fitness', nouns: ['Fitness', 'Athletic Club'] },
  { print: 'Clothing store', id: 'retail_general', nouns: ['Outfitters', 'Boutique'] },
  { print: 'Janitorial services', id: 'cleaning_services', nouns: ['Cleaning', 'Maintenance'] },
  { print: 'Dry cleaner', id: 'dry_cleaning', nouns: ['Cleaners', 'Garment Care'] },
  { print: 'Pet grooming', id: 'pet_services', nouns: ['Pet Spa', 'Grooming'] },
  { print: 'Machine shop', id: 'manufacturing', nouns: ['Machining', 'Precision'] },
  { print: 'Food distributor', id: 'wholesale_distribution', nouns: ['Distributors', 'Food Supply'] },
  { print: 'Pub & grill', id: 'bar_nightclub', nouns: ['Public House', 'Taphouse'] },
  { print: 'Bookkeeping services', id: 'professional_services', nouns: ['Bookkeeping', 'Business Services'] },
  { print: 'Web design', id: 'it_software', nouns: ['Digital', 'Web Studio'] },
  { print: 'Motel', id: 'hotel_motel', nouns: ['Motor Inn', 'Motel'] },
  { print: 'Catering', id: 'food_truck_catering', nouns: ['Catering', 'Events Kitchen'] },
  { print: 'General contractor', id: 'general_contractor', nouns: ['Construction', 'Builders'] },
  { print: 'Car wash', id: 'car_wash', nouns: ['Car Wash', 'Auto Spa'] },
  { print: 'Moving company', id: 'trucking_local', nouns: ['Movers', 'Moving & Storage'] },
];

export const BANKS = [['RBC Royal Bank', '003'], ['TD Canada Trust', '004'], ['BMO Bank of Montreal', '001'], ['Scotiabank', '002'],
  ['CIBC', '010'], ['Desjardins', '815'], ['ATB Financial', '219'], ['National Bank', '006'], ['Affinity Credit Union', '889']] as const;
export const FUNDERS = ['Lendspark Capital', 'Borealis Advance Co.', 'Quickline Merchant Funding', 'Cascade Revenue Partners', 'Tundra Capital Corp.'] as const;
export const ACCOUNTING_FIRMS = ['Fraser & Lam CPA', 'Okafor Chartered Professional Accountants', 'Belanger Comptables', 'Northgate Tax & Accounting'] as const;

/** 9 digits whose Luhn sum is 0 mod 10 (BN, SIN), first digit from `lead`. */
export function luhnNine(rng: Rng, lead: string): string {
  const body = rng.pick(lead.split('')) + rng.digits(7);
  for (let c = 0; c < 10; c++) if (luhnOk(body + c)) return body + c;
  throw new Error('unreachable');
}

export function luhnOk(s: string): boolean {
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = Number(s[s.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

export function postal(rng: Rng, prefix: string): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${prefix} ${rng.int(1, 9)}${L[rng.int(0, L.length - 1)]}${rng.int(0, 9)}`;
}

export function phone(rng: Rng, area: string, style = 0): string {
  const a = `${rng.int(2, 9)}${rng.digits(2)}`, b = rng.digits(4);
  return style === 0 ? `(${area}) ${a}-${b}` : style === 1 ? `${area}-${a}-${b}` : `${area}.${a}.${b}`;
}

export type MoneyFmt = 'dollar' | 'dollar_cents' | 'cad_prefix' | 'cad_suffix' | 'plain' | 'french';
export function money(n: number, f: MoneyFmt): string {
  const whole = Number.isInteger(n);
  const en = n.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  const cents = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  switch (f) {
    case 'dollar': return `$${en}`;
    case 'dollar_cents': return `$${cents}`;
    case 'cad_prefix': return `CAD ${en}`;
    case 'cad_suffix': return `$${cents} CAD`;
    case 'plain': return whole ? String(n) : n.toFixed(2);
    case 'french': return `${n.toLocaleString('fr-CA', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).replace(/\s/g, ' ')} $`;
  }
}

export interface Ymd { y: number; m: number; d: number }
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'iso' | 'dmy' | 'long' | 'day_month' | 'iso_slash';
const p2 = (n: number) => String(n).padStart(2, '0');
export const iso = (x: Ymd): string => `${x.y}-${p2(x.m)}-${p2(x.d)}`;
export function date(x: Ymd, f: DateFmt): string {
  switch (f) {
    case 'iso': return iso(x);
    case 'iso_slash': return `${x.y}/${p2(x.m)}/${p2(x.d)}`;
    case 'dmy': return `${p2(x.d)}/${p2(x.m)}/${x.y}`;
    case 'long': return `${MONTHS[x.m - 1]} ${x.d}, ${x.y}`;
    case 'day_month': return `${x.d} ${MONTHS[x.m - 1]} ${x.y}`;
  }
}
export function randomDate(rng: Rng, y0: number, y1: number): Ymd {
  return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) };
}

/** BN printed with or without its program account, in the spacings CRA and merchants use. */
export function bnPrint(bn: string, program: string | null, style: number): string {
  if (!program) return style === 1 ? `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)}` : bn;
  if (style === 1) return `${bn.slice(0, 5)} ${bn.slice(5)} ${program}`;
  if (style === 2) return `${bn}${program}`;
  if (style === 3) return `${bn}-${program}`;
  return `${bn} ${program}`;
}

export function sinPrint(sin: string, mode: 'full' | 'masked', style: number): string {
  const tail = sin.slice(6);
  if (mode === 'masked') return style === 1 ? `***-***-${tail}` : style === 2 ? `XXX XXX ${tail}` : `xxx-xxx-${tail}`;
  return style === 1 ? `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${tail}` : style === 2 ? sin : `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${tail}`;
}
