// Fictional pools for set 122 (names, places, industries) and the formats values are printed in.
import type { Rng } from '../../statements/generator/prng.ts';

export const FIRST = ['Marisol', 'Dwayne', 'Priya', 'Tobias', 'Keisha', 'Anton', 'Lucia', 'Grant', 'Yesenia', 'Colin', 'Renata', 'Hector',
  'Imani', 'Wesley', 'Mei', 'Darnell', 'Sofia', 'Brennan', 'Noor', 'Travis', 'Ingrid', 'Rafael', 'Tamsin', 'Omar', 'Celeste', 'Jorge',
  'Annika', 'Desmond', 'Farah', 'Luca', 'Bridget', 'Kwame', 'Elena', 'Malik', 'Harriet', 'Vikram', 'Odette', 'Caleb', 'Zainab', 'Russell'];
export const FIRST_CA = ['Étienne', 'Geneviève', 'Mathieu', 'Chantal', 'Liam', 'Avneet', 'Siobhan', 'Jean-Luc', 'Harpreet', 'Maëlle', 'Connor',
  'Nadia', 'Owen', 'Sanjeev', 'Brigitte', 'Kieran', 'Mireille', 'Declan', 'Tara', 'Wei', 'Hamza', 'Louise', 'Ravi', 'Élodie'];
export const LAST = ['Okafor', 'Lindqvist', 'Castellanos', 'Whitfield', 'Nakamura', 'Brannigan', 'Osei', 'Delacroix-Hart', 'Varga', 'Pruitt',
  'De La Cruz', 'Halvorsen', 'Mbeki', 'Santangelo', 'Thibodeaux', 'Abernathy', 'Quintero', 'van der Meer', 'Kowalczyk', 'Ferreira-Lopes',
  'Greenleaf', 'Iyer', 'McCandless', "O'Rourke", 'Rasmussen', 'Szabo', 'Trujillo', 'Underhill', 'Wexford', 'Yilmaz', 'Ashby', 'Beaumont'];
export const LAST_CA = ['Tremblay', 'Gagnon-Roy', 'Bouchard', 'MacLeod', 'Sandhu', 'Fraser', 'Côté', 'Lachance', 'Dhillon', 'Pelletier',
  'Mackenzie', 'Nguyen', 'St-Pierre', 'Grewal', 'Bélanger', 'Doucette', 'Laframboise', 'MacIsaac', 'Arsenault', 'Chowdhury'];
export const MIDDLE = 'ABCDEFGHJKLMNPRSTW'.split('');
export const CREDENTIALS = ['CPA', 'DDS', 'DC', 'MBA', 'RN', 'PE'];

export interface Place { city: string; st: string; zip: () => string }
const usZip = (p: string) => (r: Rng) => p + r.digits(5 - p.length);
const caPost = (p: string) => (r: Rng) => `${p}${r.int(1, 9)}${r.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R'])} ${r.int(1, 9)}${r.pick(['T', 'V', 'W', 'X', 'Y', 'Z'])}${r.int(0, 9)}`;
export const US_PLACES: [string, string, (r: Rng) => string][] = [
  ['Tampa', 'FL', usZip('336')], ['Orlando', 'FL', usZip('328')], ['Newark', 'NJ', usZip('071')], ['Paterson', 'NJ', usZip('075')],
  ['Yonkers', 'NY', usZip('107')], ['Albany', 'NY', usZip('122')], ['Houston', 'TX', usZip('770')], ['San Antonio', 'TX', usZip('782')],
  ['Atlanta', 'GA', usZip('303')], ['Savannah', 'GA', usZip('314')], ['Charlotte', 'NC', usZip('282')], ['Phoenix', 'AZ', usZip('850')],
  ['Columbus', 'OH', usZip('432')], ['Denver', 'CO', usZip('802')], ['Nashville', 'TN', usZip('372')], ['Sacramento', 'CA', usZip('958')],
  ['Fresno', 'CA', usZip('937')], ['Aurora', 'IL', usZip('605')], ['Tacoma', 'WA', usZip('984')], ['Providence', 'RI', usZip('029')],
  ['Baton Rouge', 'LA', usZip('708')], ['Las Vegas', 'NV', usZip('891')], ['Richmond', 'VA', usZip('232')], ['Wilmington', 'DE', usZip('198')],
];
export const CA_PLACES: [string, string, (r: Rng) => string][] = [
  ['Calgary', 'AB', caPost('T2')], ['Edmonton', 'AB', caPost('T5')], ['Vancouver', 'BC', caPost('V6')], ['Kelowna', 'BC', caPost('V1')],
  ['Mississauga', 'ON', caPost('L5')], ['Ottawa', 'ON', caPost('K1')], ['Hamilton', 'ON', caPost('L8')], ['Winnipeg', 'MB', caPost('R3')],
  ['Saskatoon', 'SK', caPost('S7')], ['Regina', 'SK', caPost('S4')], ['Halifax', 'NS', caPost('B3')], ['Moncton', 'NB', caPost('E1')],
  ['Laval', 'QC', caPost('H7')], ['Gatineau', 'QC', caPost('J8')], ['Charlottetown', 'PE', caPost('C1')], ['St. John\'s', 'NL', caPost('A1')],
];
export const STREETS = ['Commerce Pkwy', 'Old Mill Rd', 'Harbor View Dr', 'Juniper Ave', 'Industrial Blvd', 'Main St', 'Kessler Way',
  'Orchard Ln', 'Pinecrest Ct', 'Canal St', 'Wabash Ave', 'Ridgeline Rd', 'Sycamore St', 'Lakeshore Blvd', 'Prospect Ave', 'Eastgate Dr'];
export const STREETS_CA = ['rue Principale', 'Portage Ave', 'Jasper Ave', 'Barrington St', 'Kingsway', 'boul. Saint-Martin', 'Queen St E',
  'Macleod Trail SE', 'Robson St', '8th Street E', 'Water St', 'Albert St'];

/** Industry pool: the intended reference id, "type of business" texts a merchant writes, and name nouns. */
export const INDUSTRIES: { id: string; texts: string[]; nouns: string[] }[] = [
  { id: 'restaurant', texts: ['Restaurant', 'Mexican restaurant', 'Pizzeria', 'Coffee shop', 'Family diner'], nouns: ['Kitchen', 'Bistro', 'Grill', 'Cantina'] },
  { id: 'auto_repair', texts: ['Collision repair & body shop', 'Auto service / mechanic', 'Tire shop'], nouns: ['Auto Works', 'Collision', 'Motors Service'] },
  { id: 'personal_care', texts: ['Hair salon', 'Barbershop', 'Nail salon & spa'], nouns: ['Salon', 'Studio', 'Beauty Bar'] },
  { id: 'specialty_trade_contractor', texts: ['Plumbing & HVAC', 'Roofing contractor', 'Electrical contractor'], nouns: ['Mechanical', 'Roofing', 'Electric'] },
  { id: 'general_contractor', texts: ['General contractor', 'Home builder', 'Renovation contractor'], nouns: ['Builders', 'Construction', 'Homes'] },
  { id: 'dental_practice', texts: ['Dental office', 'Orthodontist'], nouns: ['Dental', 'Family Dentistry', 'Smiles'] },
  { id: 'veterinary', texts: ['Veterinary clinic', 'Animal hospital'], nouns: ['Animal Hospital', 'Veterinary', 'Pet Clinic'] },
  { id: 'trucking_local', texts: ['Dump truck hauling', 'Moving company', 'Local trucking'], nouns: ['Hauling', 'Transport', 'Movers'] },
  { id: 'landscaping', texts: ['Landscaping & lawn care', 'Tree service'], nouns: ['Landscapes', 'Lawn & Garden', 'Tree Care'] },
  { id: 'grocery', texts: ['Grocery store', 'Supermarket', 'Bodega / deli'], nouns: ['Market', 'Foods', 'Grocers'] },
  { id: 'fitness', texts: ['Fitness center', 'Yoga studio', 'Gym'], nouns: ['Fitness', 'Athletic Club', 'Strength'] },
  { id: 'cleaning_services', texts: ['Commercial cleaning', 'Janitorial services'], nouns: ['Cleaning', 'Janitorial', 'Facility Services'] },
  { id: 'it_software', texts: ['IT services', 'Web design & software'], nouns: ['Technologies', 'Digital', 'Systems'] },
  { id: 'childcare', texts: ['Child care center', 'Daycare'], nouns: ['Learning Center', 'Kids Academy', 'Little Ones'] },
  { id: 'convenience_store', texts: ['Convenience store', 'Mini mart'], nouns: ['Quick Stop', 'Express Mart', 'Corner Store'] },
  { id: 'medical_practice', texts: ['Chiropractor', 'Urgent care clinic', 'Physical therapy'], nouns: ['Wellness', 'Health Partners', 'Spine & Rehab'] },
  { id: 'retail_general', texts: ['Clothing boutique', 'Florist', 'Hardware store'], nouns: ['Boutique', 'Supply', 'Goods'] },
  { id: 'dry_cleaning', texts: ['Dry cleaner', 'Laundromat'], nouns: ['Cleaners', 'Laundry', 'Wash & Fold'] },
  { id: 'food_truck_catering', texts: ['Catering', 'Food truck'], nouns: ['Catering', 'Eats', 'Provisions'] },
  { id: 'manufacturing', texts: ['Machine shop', 'Metal fabrication'], nouns: ['Fabrication', 'Manufacturing', 'Machine Works'] },
  { id: 'wholesale_distribution', texts: ['Food distributor', 'Wholesale distribution'], nouns: ['Distributors', 'Wholesale', 'Supply Co'] },
  { id: 'pet_services', texts: ['Dog grooming', 'Pet boarding'], nouns: ['Pet Spa', 'Paws', 'Kennels'] },
];
export const NAME_WORDS = ['Blue Heron', 'Summit', 'Copper Creek', 'Riverbend', 'Northgate', 'Ironwood', 'Lakeside', 'Silver Pine', 'Bayfront',
  'Redstone', 'Harvest Moon', 'Granite Peak', 'Wildflower', 'Crescent', 'Meridian', 'Foxhollow', 'Prairie Sky', 'Tidewater', 'Oak & Anchor', 'Sunbright'];

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy4' | 'mdy2' | 'long' | 'iso' | 'mon' | 'dmy_long' | 'mdy4pad';
const p2 = (n: number) => String(n).padStart(2, '0');
/** A date (ISO) as printed in the given format. */
export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (f) {
    case 'mdy4': return `${m}/${d}/${y}`;
    case 'mdy4pad': return `${p2(m)}/${p2(d)}/${y}`;
    case 'mdy2': return `${p2(m)}/${p2(d)}/${p2(y % 100)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'mon': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'dmy_long': return `${d} ${MONTHS[m - 1]} ${y}`;
    default: return iso;
  }
}
export function randomDate(r: Rng, y0: number, y1: number): string {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  return `${y}-${p2(m)}-${p2(d)}`;
}

export type MoneyFmt = 'plain' | 'cents' | 'bare' | 'cad' | 'space';
/** Dollars as printed. */
export function fmtMoney(v: number, f: MoneyFmt): string {
  const cents = !Number.isInteger(v) || f === 'cents';
  const s = v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  if (f === 'bare') return s;
  if (f === 'cad') return `CAD ${s}`;
  if (f === 'space') return `$ ${s.replace(/,/g, ' ')}`;
  return `$${s}`;
}

const EIN_BAD = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
export function ein(r: Rng): string {
  let p = r.int(10, 99);
  while (EIN_BAD.has(p)) p = r.int(10, 99);
  return `${p}-${r.digits(7)}`;
}
export function ssn(r: Rng, itin = false): string {
  if (itin) return `9${r.digits(2)}-${r.pick(['70', '71', '75', '78', '81', '88', '90', '92'])}-${String(r.int(1, 9999)).padStart(4, '0')}`;
  let a = r.int(1, 899);
  if (a === 666) a = 667;
  return `${String(a).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
/** Nine digits whose last is the Luhn check digit (Canadian BN and SIN). */
export function luhn9(r: Rng, first: number): string {
  const body = String(first) + r.digits(7);
  for (let c = 0; c < 10; c++) if (luhnOk(body + c)) return body + c;
  return body + '0';
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
export const phone = (r: Rng, area?: string) => `(${area ?? r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`;
export const PROVINCE_NAMES: Record<string, string> = { AB: 'Alberta', BC: 'British Columbia', ON: 'Ontario', MB: 'Manitoba', SK: 'Saskatchewan',
  NS: 'Nova Scotia', NB: 'New Brunswick', QC: 'Quebec', PE: 'Prince Edward Island', NL: 'Newfoundland and Labrador' };
/** Entity types as merchants write them in a free-text box. */
export const ENTITY_TEXT_CA: Record<string, string[]> = { ca_corporation: ['Corporation', 'Ltd.', 'Incorporated', 'Limited'],
  sole_proprietorship: ['Sole Proprietorship', 'Sole Proprietor'], general_partnership: ['Partnership', 'General Partnership'],
  limited_partnership: ['Limited Partnership', 'LP'], ca_ulc: ['ULC', 'Unlimited Liability Corporation'], cooperative: ['Co-operative', 'Cooperative'] };
export const ENTITY_TEXT_US: Record<string, string[]> = { llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], c_corporation: ['C-Corp', 'Corporation', 'C Corp'],
  s_corporation: ['S-Corp', 'S Corporation', 'S Corp'], sole_proprietorship: ['Sole Proprietorship', 'Sole Prop'], general_partnership: ['Partnership', 'General Partnership'],
  limited_partnership: ['LP', 'Limited Partnership'], llp: ['LLP'], pllc: ['PLLC'], professional_corporation: ['Professional Corporation', 'P.C.'],
  nonprofit_corporation: ['Non-Profit', 'Nonprofit'] };
