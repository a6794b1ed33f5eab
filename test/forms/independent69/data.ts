// Pools and printed formats for the independent69 merchants (Pacific Northwest and Mountain West brokers). Every
// choice is drawn from a seeded Rng, never Math.random.
import type { Rng } from '../../statements/generator/prng.ts';

export const FIRST = ['Maria', 'Daniel', 'Priya', 'Tomas', 'Keiko', 'Brandon', 'Alicia', 'Marcus', 'Hannah', 'Ezra', 'Lucia',
  'Garrett', 'Naomi', 'Wesley', 'Rosa', 'Colton', 'Ingrid', 'Theo', 'Marisol', 'Dakota', 'Serena', 'Julian', 'Tess', 'Ruben'] as const;
export const LAST = ['Castillo-Reyes', 'Whitfield', 'Okafor', 'Lindqvist', 'Nakamura', 'de la Cruz', 'Van Dyke', "O'Brien",
  'McAllister', 'Sandoval', 'Thornbury', 'Baca-Montoya', 'Halvorsen', 'Two Feathers', 'Abernathy', 'Kowalczyk', 'Esquibel',
  'Larkin-Shaw', 'Redhorse', 'Fairbanks', 'Yazzie', 'Pettersen', 'Quintana', 'St. Clair'] as const;
/** Names for decoy people only (landlords, reps, spouses, contacts): never an owner's last name. */
export const DECOY_FIRST = ['Gordon', 'Wendy', 'Curtis', 'Shelby', 'Nolan', 'Audrey', 'Vince', 'Paula', 'Reid', 'Joanne'] as const;
export const DECOY_LAST = ['Pemberton', 'Kestrel', 'Ashdown', 'Molina', 'Fenwick', 'Hargrove', 'Delacroix', 'Brannigan', 'Voss', 'Tillman'] as const;
export const SUFFIXES = ['Jr.', 'Sr.', 'III', 'II'] as const;
export const CREDENTIALS = ['CPA', 'DDS', 'PE', 'RN', 'MBA', 'DVM'] as const;
export const TITLES = ['Owner', 'President', 'Managing Member', 'Vice President', 'CEO', 'Member', 'Partner', 'Secretary/Treasurer',
  'General Manager', 'Chief Executive Officer', 'Co-Owner', 'Managing Partner', 'COO', 'Treasurer'] as const;

export interface Place { city: string; state: string; zips: readonly string[]; streets: readonly string[] }
export const PLACES: readonly Place[] = [
  { city: 'Spokane', state: 'WA', zips: ['99201', '99202', '99205'], streets: ['N Division St', 'E Sprague Ave', 'W Riverside Ave'] },
  { city: 'Tacoma', state: 'WA', zips: ['98402', '98405', '98409'], streets: ['Pacific Ave', 'S 38th St', '6th Ave'] },
  { city: 'Bellingham', state: 'WA', zips: ['98225', '98226'], streets: ['Meridian St', 'Cornwall Ave'] },
  { city: 'Eugene', state: 'OR', zips: ['97401', '97402', '97405'], streets: ['Willamette St', 'W 11th Ave', 'River Rd'] },
  { city: 'Bend', state: 'OR', zips: ['97701', '97702'], streets: ['NE 3rd St', 'SW Century Dr'] },
  { city: 'Salem', state: 'OR', zips: ['97301', '97302'], streets: ['Commercial St SE', 'Lancaster Dr NE'] },
  { city: 'Henderson', state: 'NV', zips: ['89002', '89014', '89052'], streets: ['W Sunset Rd', 'Eastern Ave', 'Green Valley Pkwy'] },
  { city: 'Reno', state: 'NV', zips: ['89502', '89509', '89523'], streets: ['S Virginia St', 'Kietzke Ln', 'Mill St'] },
  { city: 'Provo', state: 'UT', zips: ['84601', '84604', '84606'], streets: ['N University Ave', 'W Center St'] },
  { city: 'Ogden', state: 'UT', zips: ['84401', '84403', '84404'], streets: ['Washington Blvd', 'Harrison Blvd'] },
  { city: 'St. George', state: 'UT', zips: ['84770', '84790'], streets: ['E St George Blvd', 'S River Rd'] },
  { city: 'Boise', state: 'ID', zips: ['83702', '83704', '83706'], streets: ['W Fairview Ave', 'N Orchard St', 'W State St'] },
  { city: 'Idaho Falls', state: 'ID', zips: ['83401', '83402', '83404'], streets: ['W Broadway St', 'S Yellowstone Hwy'] },
  { city: "Coeur d'Alene", state: 'ID', zips: ['83814', '83815'], streets: ['N Government Way', 'E Sherman Ave'] },
  { city: 'Missoula', state: 'MT', zips: ['59801', '59803', '59808'], streets: ['N Reserve St', 'S Higgins Ave', 'Brooks St'] },
  { city: 'Bozeman', state: 'MT', zips: ['59715', '59718'], streets: ['N 7th Ave', 'W Main St'] },
  { city: 'Great Falls', state: 'MT', zips: ['59401', '59404', '59405'], streets: ['10th Ave S', '2nd Ave N'] },
  { city: 'Las Cruces', state: 'NM', zips: ['88001', '88005', '88011'], streets: ['S Solano Dr', 'E Lohman Ave', 'N Main St'] },
  { city: 'Santa Fe', state: 'NM', zips: ['87501', '87505', '87507'], streets: ['Cerrillos Rd', 'St Michaels Dr'] },
  { city: 'Rio Rancho', state: 'NM', zips: ['87124', '87144'], streets: ['Southern Blvd SE', 'Unser Blvd NE'] },
];

/** Printed type of business and the industries-reference id the longest word-bounded label/alias gives. */
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Coffee shop', 'restaurant'], ['Full-service restaurant', 'restaurant'], ['Bakery cafe', 'restaurant'],
  ['Mechanic / auto service', 'auto_repair'], ['HVAC contractor', 'specialty_trade_contractor'], ['Roofing', 'specialty_trade_contractor'],
  ['Electrical contractor', 'specialty_trade_contractor'], ['Tree service and snow removal', 'landscaping'], ['Dental office', 'dental_practice'],
  ['Hair salon', 'personal_care'], ['Dump truck hauling', 'trucking_local'], ['Veterinary clinic', 'veterinary'],
  ['Gym / fitness center', 'fitness'], ['Property management', 'property_management'], ['Commercial cleaning', 'cleaning_services'],
  ['Food truck', 'food_truck_catering'], ['Motel', 'hotel_motel'], ['Wholesale distributor', 'wholesale_distribution'],
  ['Machine shop', 'manufacturing'], ['Pet grooming', 'pet_services'], ['Daycare', 'childcare'], ['Used car dealer', 'auto_dealer_used'],
  ['Physical therapy', 'medical_practice'], ['IT services', 'it_software'], ['Laundromat', 'dry_cleaning'], ['Brewpub', 'bar_nightclub'],
];

/** Business names by industry id (stem; the entity suffix is added by the merchant). */
export const NAME_STEMS: Record<string, readonly string[]> = {
  restaurant: ['Basalt & Bean', 'Juniper Table', 'Rimrock Grill', 'Sagebrush Kitchen'],
  auto_repair: ['Ironwood Auto Works', 'Bitterroot Motor Service', 'High Desert Garage'],
  specialty_trade_contractor: ['Cascade Air Comfort', 'Timberline Roofing', 'Gallatin Electric', 'Snowcap Mechanical'],
  landscaping: ['Ponderosa Tree Care', 'Palouse Grounds'],
  dental_practice: ['Sawtooth Family Dental', 'Mesa Vista Dentistry'],
  personal_care: ['Silver Sage Salon', 'Columbia Shears'],
  trucking_local: ['Owyhee Aggregate Hauling', 'Big Horn Haulers'],
  veterinary: ['Clearwater Animal Clinic', 'Sandia Paws Veterinary'],
  fitness: ['Wasatch Strength Co', 'Summit Peak Fitness'],
  property_management: ['Riverbend Property Group', 'Tamarack Residential'],
  cleaning_services: ['Evergreen Janitorial', 'Pueblo Clean Pros'],
  food_truck_catering: ['Green Chile Wagon', 'Rolling Huckleberry'],
  hotel_motel: ['Yellowstone Gateway Lodge', 'Lost Creek Motor Inn'],
  wholesale_distribution: ['Great Basin Supply', 'Inland Empire Distributing'],
  manufacturing: ['Kootenai Precision', 'Spanish Fork Fabrication'],
  pet_services: ['Muddy Paws Grooming', 'Alder Creek Pet Spa'],
  childcare: ['Little Sprouts Learning', 'Cottonwood Kids'],
  auto_dealer_used: ['Valley Auto Outlet', 'Red Rock Motors'],
  medical_practice: ['Kinetic Rehab', 'Three Rivers Therapy'],
  it_software: ['Bluebird Networks', 'Deschutes Data Systems'],
  dry_cleaning: ['Suds City Wash', 'Round Up Laundry'],
  bar_nightclub: ['Bitter Creek Brewing', 'Copper King Taphouse'],
};

export const DBA_WORDS = ['Express', 'Northwest', 'on Main', 'Mountain', 'Station', 'Co.', 'Depot', 'House'] as const;
export const BANKS = ['Umpqua Bank', 'Zions Bank', 'Washington Federal', 'Idaho Central Credit Union', 'First Interstate Bank',
  'Glacier Bank', 'Nevada State Bank', 'Banner Bank', 'Los Alamos National Bank', 'Mountain America CU'] as const;
export const FUNDERS = ['Everest Advance', 'Ridgeline Capital', 'Pronto Funding', 'Bluewater MCA', 'Keystone Merchant', 'Forward Line'] as const;
export const USES = ['Equipment purchase', 'Inventory', 'Payroll', 'Expansion', 'Working capital', 'Renovation', 'Marketing'] as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n: number): string => String(n).padStart(2, '0');

export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${p2(m)}-${p2(d)}`;
}

/** A date printed in one of several forms; the truth is always the ISO date. */
export function printDate(iso: string, rng: Rng): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return rng.pick([
    `${p2(m)}/${p2(d)}/${y}`, `${m}/${d}/${y}`, `${p2(m)}/${p2(d)}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`,
    `${MON[m - 1]} ${d}, ${y}`, iso, `${p2(m)}-${p2(d)}-${y}`,
  ]);
}

export function money(n: number, rng: Rng): string {
  const grouped = n.toLocaleString('en-US');
  return rng.pick([`$${grouped}`, `$${grouped}.00`, grouped, `$ ${grouped}`, `${grouped}.00`, `$${n}`]);
}

export function phone(rng: Rng, area: string): string {
  const a = `${area}`, b = String(rng.int(201, 989)), c = rng.digits(4);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}

export const AREA: Record<string, readonly string[]> = {
  WA: ['509', '253', '360'], OR: ['541', '503', '971'], NV: ['702', '775'], UT: ['801', '385', '435'],
  ID: ['208', '986'], MT: ['406'], NM: ['505', '575'],
};

const EIN_PREFIXES = ['20', '26', '27', '33', '35', '41', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88', '91', '92', '93'];
export function einDigits(rng: Rng): string {
  return rng.pick(EIN_PREFIXES) + rng.digits(7);
}
export function ssnDigits(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + p2(rng.int(1, 99)) + String(rng.int(1, 9999)).padStart(4, '0');
}
export function itinDigits(rng: Rng): string {
  return `9${rng.digits(2)}${rng.int(70, 88)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
export const dashEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const dashSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
