// Value pools and printed formats: tax numbers that pass their checks, money and dates in the forms real applicants use.
import { Rng } from '../../statements/generator/prng.ts';

export const PEOPLE_FIRST = ['James', 'Maria', 'Robert', 'Aisha', 'Wei', 'Carlos', 'Priya', 'Michael', 'Fatima', 'David', 'Elena', 'Kwame',
  'Sofia', 'Thomas', 'Nadia', 'Luis', 'Hannah', 'Omar', 'Grace', 'Dmitri', 'Yusuf', 'Chloe', 'Andre', 'Mei', 'Patrick', 'Ingrid', 'Rafael',
  'Leila', 'Samuel', 'Bianca', 'Tomasz', 'Keisha', 'Arjun', 'Colleen', 'Hector', 'Yuki', 'Brendan', 'Marisol', 'Viktor', 'Denise'];
export const PEOPLE_LAST = ['Smith', 'Johnson', 'Nguyen', 'Patel', 'Okafor', 'Kowalski', 'Rossi', 'Chen', 'Murphy', 'Haddad', 'Schmidt',
  'Alvarez', 'Lindqvist', 'Park', 'Moreau', 'Whitfield', 'Reyes', 'Brennan', 'Takahashi', 'Mensah', 'Fischer', 'Castillo', 'Novak',
  'Goldberg', 'Hughes', 'Ibrahim', 'Larsen', 'Petrov', 'Sandoval', 'Thompson', 'Walsh', 'Yilmaz', 'Zimmerman', 'Baptiste', 'Dubois'];

export interface City { city: string; code: string; name: string; zip: string }
const US: [string, string, string, string][] = [['Albany', 'NY', 'New York', '12207'], ['Brooklyn', 'NY', 'New York', '11201'],
  ['Austin', 'TX', 'Texas', '78701'], ['Houston', 'TX', 'Texas', '77002'], ['Miami', 'FL', 'Florida', '33130'], ['Orlando', 'FL', 'Florida', '32801'],
  ['Phoenix', 'AZ', 'Arizona', '85004'], ['Denver', 'CO', 'Colorado', '80202'], ['Atlanta', 'GA', 'Georgia', '30303'],
  ['Chicago', 'IL', 'Illinois', '60607'], ['Columbus', 'OH', 'Ohio', '43215'], ['Charlotte', 'NC', 'North Carolina', '28202'],
  ['Nashville', 'TN', 'Tennessee', '37203'], ['Newark', 'NJ', 'New Jersey', '07102'], ['Philadelphia', 'PA', 'Pennsylvania', '19107'],
  ['Seattle', 'WA', 'Washington', '98101'], ['Portland', 'OR', 'Oregon', '97205'], ['Las Vegas', 'NV', 'Nevada', '89101'],
  ['Boston', 'MA', 'Massachusetts', '02108'], ['Detroit', 'MI', 'Michigan', '48226'], ['Baltimore', 'MD', 'Maryland', '21201'],
  ['Richmond', 'VA', 'Virginia', '23219'], ['Los Angeles', 'CA', 'California', '90012'], ['San Diego', 'CA', 'California', '92101'],
  ['Salt Lake City', 'UT', 'Utah', '84101'], ['New Orleans', 'LA', 'Louisiana', '70112'], ['Kansas City', 'MO', 'Missouri', '64106'],
  ['Birmingham', 'AL', 'Alabama', '35203'], ['Louisville', 'KY', 'Kentucky', '40202'], ['San Juan', 'PR', 'Puerto Rico', '00901']];
const CA: [string, string, string, string][] = [['Toronto', 'ON', 'Ontario', 'M5V 2T6'], ['Mississauga', 'ON', 'Ontario', 'L5B 3C2'],
  ['Ottawa', 'ON', 'Ontario', 'K1P 5G4'], ['Montreal', 'QC', 'Quebec', 'H2Y 1C6'], ['Quebec City', 'QC', 'Quebec', 'G1R 4P5'],
  ['Vancouver', 'BC', 'British Columbia', 'V6B 1A1'], ['Surrey', 'BC', 'British Columbia', 'V3T 0A3'], ['Calgary', 'AB', 'Alberta', 'T2P 1J9'],
  ['Edmonton', 'AB', 'Alberta', 'T5J 0N3'], ['Winnipeg', 'MB', 'Manitoba', 'R3C 0V8'], ['Halifax', 'NS', 'Nova Scotia', 'B3J 1S9'],
  ['Saskatoon', 'SK', 'Saskatchewan', 'S7K 1J5'], ['Moncton', 'NB', 'New Brunswick', 'E1C 4M3'], ["St. John's", 'NL', 'Newfoundland and Labrador', 'A1C 5M2'],
  ['Charlottetown', 'PE', 'Prince Edward Island', 'C1A 4P3']];
const city = ([c, code, name, zip]: [string, string, string, string]): City => ({ city: c, code, name, zip });
export const CITIES: Record<'US' | 'CA', City[]> = { US: US.map(city), CA: CA.map(city) };

/** Type-of-business text and the industry id applications.md's rule gives it (checked against the reference in the test). */
export const INDUSTRIES: { text: string; id: string; nouns: string[] }[] = [
  { text: 'Italian restaurant', id: 'restaurant', nouns: ['Trattoria', 'Kitchen'] }, { text: 'Pizzeria', id: 'restaurant', nouns: ['Pizza', 'Slice'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Coffee', 'Roasters'] }, { text: 'Hair salon', id: 'personal_care', nouns: ['Hair Studio', 'Salon'] },
  { text: 'Nail salon & spa', id: 'personal_care', nouns: ['Nails', 'Beauty'] }, { text: 'Plumbing contractor', id: 'specialty_trade_contractor', nouns: ['Plumbing', 'Pipeworks'] },
  { text: 'HVAC installation and service', id: 'specialty_trade_contractor', nouns: ['Heating & Air', 'Climate'] },
  { text: 'Roofing', id: 'specialty_trade_contractor', nouns: ['Roofing', 'Exteriors'] }, { text: 'Electrician', id: 'specialty_trade_contractor', nouns: ['Electric'] },
  { text: 'Collision repair / body shop', id: 'auto_repair', nouns: ['Collision', 'Auto Body'] }, { text: 'Tire shop', id: 'auto_repair', nouns: ['Tire', 'Auto'] },
  { text: 'Landscaping and lawn care', id: 'landscaping', nouns: ['Landscapes', 'Lawn'] }, { text: 'Dental office', id: 'dental_practice', nouns: ['Dental', 'Smiles'] },
  { text: 'Chiropractor', id: 'medical_practice', nouns: ['Chiropractic', 'Spine'] }, { text: 'Physical therapy clinic', id: 'medical_practice', nouns: ['Rehab', 'Physio'] },
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Care', 'Vet'] }, { text: 'Daycare center', id: 'childcare', nouns: ['Kids', 'Learning'] },
  { text: 'Convenience store', id: 'convenience_store', nouns: ['Mart', 'Stop'] }, { text: 'Liquor store', id: 'liquor_store', nouns: ['Spirits', 'Wine'] },
  { text: 'Gym / fitness center', id: 'fitness', nouns: ['Fitness', 'Athletics'] }, { text: 'Florist', id: 'retail_general', nouns: ['Flowers', 'Blooms'] },
  { text: 'Clothing boutique', id: 'retail_general', nouns: ['Apparel', 'Threads'] }, { text: 'Pet grooming', id: 'pet_services', nouns: ['Pet Spa', 'Paws'] },
  { text: 'Laundromat', id: 'dry_cleaning', nouns: ['Laundry', 'Wash'] }, { text: 'Commercial cleaning', id: 'cleaning_services', nouns: ['Cleaning', 'Janitorial'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', nouns: ['Motors', 'Auto Sales'] }, { text: 'Moving company', id: 'trucking_local', nouns: ['Movers', 'Moving'] },
  { text: 'Trucking - dump truck hauling', id: 'trucking_local', nouns: ['Hauling', 'Trucking'] }, { text: 'Catering', id: 'food_truck_catering', nouns: ['Catering', 'Events'] },
  { text: 'Food truck', id: 'food_truck_catering', nouns: ['Street Eats', 'Tacos'] }, { text: 'Machine shop', id: 'manufacturing', nouns: ['Machining', 'Fabrication'] },
  { text: 'Bookkeeping services', id: 'professional_services', nouns: ['Bookkeeping', 'Tax & Accounting'] },
  { text: 'Tutoring center', id: 'education_private', nouns: ['Learning', 'Tutoring'] }, { text: 'Motel', id: 'hotel_motel', nouns: ['Inn', 'Motor Lodge'] },
  { text: 'Grocery / deli', id: 'grocery', nouns: ['Market', 'Grocery'] }, { text: 'Car wash', id: 'car_wash', nouns: ['Car Wash', 'Auto Spa'] },
  { text: 'Home health care agency', id: 'home_health_care', nouns: ['Home Care', 'Caregivers'] }, { text: 'Insurance agency', id: 'insurance_agency', nouns: ['Insurance'] },
];

/** Entity types: printed free text (each equal to an id, label or alias of the reference entry) and legal-name suffixes. */
export interface Ent { id: string; texts: string[]; suffixes: string[] }
export const ENTITY: Record<'US' | 'CA', Ent[]> = {
  US: [
    { id: 'llc', texts: ['LLC', 'L.L.C.', 'Limited Liability Company', 'llc'], suffixes: [', LLC', ' LLC', ' L.L.C.'] },
    { id: 'c_corporation', texts: ['Corporation', 'C Corp', 'C-Corp', 'Corp.', 'Inc.'], suffixes: [', Inc.', ' Inc.', ' Corp.', ' Corporation'] },
    { id: 's_corporation', texts: ['S Corp', 'S-Corp', 'S Corporation'], suffixes: [', Inc.', ' Inc.'] },
    { id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship', 'Sole Owner'], suffixes: [''] },
    { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffixes: [' Partners', ' & Associates'] },
    { id: 'limited_partnership', texts: ['LP', 'Limited Partnership', 'L.P.'], suffixes: [', LP', ' L.P.'] },
    { id: 'llp', texts: ['LLP', 'L.L.P.'], suffixes: [' LLP'] },
    { id: 'pllc', texts: ['PLLC', 'P.L.L.C.'], suffixes: [', PLLC'] },
  ],
  CA: [
    { id: 'ca_corporation', texts: ['Corporation', 'Corp.', 'Inc.', 'Ltd.', 'Limited'], suffixes: [' Ltd.', ' Inc.', ' Corp.', ' Limited'] },
    { id: 'ca_ulc', texts: ['ULC'], suffixes: [' ULC'] },
    { id: 'sole_proprietorship', texts: ['Sole Proprietorship', 'Sole Proprietor'], suffixes: [''] },
    { id: 'general_partnership', texts: ['Partnership'], suffixes: [' Partners'] },
    { id: 'limited_partnership', texts: ['Limited Partnership', 'LP'], suffixes: [' LP'] },
  ],
};

/** 9 digits with a Luhn check digit (Canadian BN and SIN), starting with `first`. */
export function luhn9(rng: Rng, first: string): string {
  const body = first + rng.digits(7);
  for (let c = 0; c < 10; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let d = Number(s[i]) * (i % 2 ? 2 : 1); if (d > 9) d -= 9; sum += d; }
    if (sum % 10 === 0) return s;
  }
  throw new Error('unreachable');
}
const EIN_PREFIX = ['01', '02', '03', '04', '05', '06', '10', '11', '12', '13', '14', '15', '16', '20', '21', '22', '23', '24', '25', '26', '27',
  '30', '31', '32', '33', '34', '35', '36', '37', '38', '39', '41', '42', '43', '45', '46', '47', '48', '51', '52', '53', '54', '55', '56',
  '57', '58', '59', '61', '62', '63', '64', '65', '66', '67', '68', '71', '72', '73', '74', '75', '76', '77', '81', '82', '83', '84', '85',
  '86', '87', '88', '90', '91', '92', '93', '94', '95', '98', '99'];
export const ein = (rng: Rng): string => rng.pick(EIN_PREFIX) + rng.digits(7);
export function ssn(rng: Rng): string {
  let area = rng.int(1, 899); if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
export function itin(rng: Rng): string {
  const group = rng.pick([...Array.from({ length: 16 }, (_, i) => 50 + i), ...Array.from({ length: 19 }, (_, i) => 70 + i), 90, 91, 92, 94, 95, 96, 97, 98, 99]);
  return '9' + rng.digits(2) + String(group) + String(rng.int(1, 9999)).padStart(4, '0');
}
/** An ABA routing number with a valid checksum. */
export function routing(rng: Rng): string {
  const b = String(rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31])).padStart(2, '0') + rng.digits(6);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...b].reduce((a, d, i) => a + Number(d) * w[i]!, 0);
  return b + ((10 - (s % 10)) % 10);
}
export function phone(rng: Rng, c: 'US' | 'CA'): string {
  const area = rng.pick(c === 'US' ? ['212', '312', '404', '512', '602', '713', '305', '917', '646', '818'] : ['416', '604', '514', '403', '613', '902']);
  const n = `555-01${rng.digits(2)}`;
  return rng.pick([`(${area}) ${n}`, `${area}-${n}`, `${area}.${n.replace('-', '.')}`]);
}
function group(n: string, sep: string): string { return n.replace(/\B(?=(\d{3})+(?!\d))/g, sep); }
/** Money as printed: `$75,000`, `75,000.00`, `$ 75000`, Canadian `CAD 75,000`, `75 000 $`. */
export function money(rng: Rng, v: number, c: 'US' | 'CA', cents: boolean): string {
  const whole = String(Math.floor(v)), dec = (v % 1 !== 0 || (cents && rng.chance(0.7))) ? '.' + String(Math.round((v % 1) * 100)).padStart(2, '0') : '';
  const styles = [`$${group(whole, ',')}${dec}`, `$${group(whole, ',')}${dec}`, `${group(whole, ',')}${dec}`, `$ ${whole}${dec}`, `$${whole}${dec}`];
  if (c === 'CA') styles.push(`CAD ${group(whole, ',')}${dec}`, `$${group(whole, ' ')}${dec}`, `${group(whole, ',')}${dec} CAD`);
  return rng.pick(styles);
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A date as people write it; two-digit years only for 1931-2030 (pivot: 00-30 is 20xx). */
export function date(rng: Rng, iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number) => String(n).padStart(2, '0');
  const mon = MONTHS[m - 1]!;
  return rng.pick([`${p(m)}/${p(d)}/${y}`, `${m}/${d}/${y}`, `${p(m)}/${p(d)}/${String(y).slice(2)}`, `${mon} ${d}, ${y}`,
    `${mon.slice(0, 3)} ${d}, ${y}`, `${p(m)}-${p(d)}-${y}`, iso]);
}
export function pct(rng: Rng, v: number): string {
  return rng.pick([`${v}%`, `${v}%`, `${v}`, `${v} %`]);
}
