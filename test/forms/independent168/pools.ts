// Word pools for set 168: people, places, industries (printed text and the reference id the rules give), and the
// names of decoys (funders, banks, landlords, references), kept apart from the applicants' own pools.
import type { Rng } from '../../statements/generator/prng.ts';

export const FIRST = ['Maria', 'James', 'Aisha', 'Wei', 'Olumide', 'Sofía', 'Thanh', 'Priya', 'Mateo', 'Siobhan', 'Dmitri',
  'Keisha', 'Hiroshi', 'Fatima', 'Liam', 'Camille', 'Rahul', 'Ngozi', 'Jean-Luc', 'Marie-Ève', 'Björn', 'Zoë', 'Carlos',
  'Min-jun', 'Andrés', 'Kwame', 'Ingrid', 'Tomás', 'Yusuf', 'Chloé', 'Patrick', 'Leilani', 'Darnell', 'Anh', 'Rosalind'];
export const LAST = ["O'Brien", "D'Angelo", 'de la Cruz', 'van der Berg', 'Van Dyke', 'McAllister', 'Nguyen', 'Okafor',
  'Smith-Jones', 'García-López', 'St. Clair', 'Le Blanc', 'da Silva', 'dos Santos', 'Al-Rashid', 'Kowalczyk', 'Abernathy',
  'MacLeod', 'Haddad', 'Papadopoulos', 'Lindqvist', 'Tremblay', 'Gagnon', 'Chen', 'Patel', 'Washington', 'Delacroix',
  'von Hofmann', 'ter Horst', 'Di Napoli', "N'Diaye", 'Bouchard-Roy', 'Ó Briain', 'Fitzgerald', 'Yamamoto'];
/** Decoy people (landlords, ISO reps, references): never an applicant. */
export const OTHER_PEOPLE = ['Gordon Pryce', 'Nadia Belhaj', 'Trevor Lindgren', 'Hollis Vance', 'Marisol Ibarra', 'Quentin Albright',
  'Beatrix Solano', 'Desmond Achterberg', 'Colette Ferrand', 'Rupert Osei', 'Vera Kasprzak', 'Ignatius Moreau'];
export const CREDENTIALS = ['CPA', 'DC', 'DDS', 'MD', 'DVM'];
export const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary',
  'Treasurer', 'COO', 'Director', 'General Manager'];

export const US_CITIES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'],
  ['Denver', 'CO', '802'], ['Phoenix', 'AZ', '850'], ['Raleigh', 'NC', '276'], ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'],
  ['Chicago', 'IL', '606'], ['Atlanta', 'GA', '303'], ['Sacramento', 'CA', '958'], ['Fresno', 'CA', '937'], ['Boise', 'ID', '837'],
  ['Omaha', 'NE', '681'], ['Portland', 'OR', '972'], ['Nashville', 'TN', '372'], ['Richmond', 'VA', '232'], ['Detroit', 'MI', '482'],
  ['Las Vegas', 'NV', '891'], ['Salt Lake City', 'UT', '841'], ['Albuquerque', 'NM', '871'], ['Baltimore', 'MD', '212']];
export const CA_CITIES: [string, string, string][] = [['Calgary', 'AB', 'T2P'], ['Edmonton', 'AB', 'T5J'], ['Toronto', 'ON', 'M5V'],
  ['Ottawa', 'ON', 'K1P'], ['Vancouver', 'BC', 'V6B'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3J'], ['Montréal', 'QC', 'H2Y'],
  ['Regina', 'SK', 'S4P'], ['Moncton', 'NB', 'E1C'], ["St. John's", 'NL', 'A1C'], ['Charlottetown', 'PE', 'C1A'], ['Whitehorse', 'YT', 'Y1A']];
const STREETS = ['Maple', 'Commerce', 'Harbor', 'Lakeview', 'Industrial', 'Main', 'Cedar', 'Granite', 'Kingsway', 'Riverside', 'Elm', 'Pioneer'];
const SUFFIX = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Way', 'Pkwy'];

export function street(rng: Rng): string {
  const unit = rng.chance(0.3) ? ` ${rng.pick(['Suite', 'Unit', '#'])} ${rng.int(2, 480)}` : '';
  return `${rng.int(12, 9800)} ${rng.pick(STREETS)} ${rng.pick(SUFFIX)}${unit}`;
}
export function postal(rng: Rng, country: 'US' | 'CA', prefix: string): string {
  return country === 'US' ? `${prefix}${rng.digits(2)}` : `${prefix} ${rng.int(1, 9)}${rng.pick([...'ABCEGHJKLMNPRSTVWXZ'])}${rng.int(0, 9)}`;
}

/** [printed type of business, industries reference id by the longest-alias rule, a word for the business name]. */
export const INDUSTRIES: [string, string, string][] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Coffee shop', 'restaurant', 'Coffee Co'], ['Bakery cafe', 'restaurant', 'Bakehouse'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Hair salon', 'personal_care', 'Salon'], ['Nail salon', 'personal_care', 'Nails'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Roofing & gutters', 'specialty_trade_contractor', 'Roofing'],
  ['HVAC installation and repair', 'specialty_trade_contractor', 'Heating & Air'], ['Collision repair and body shop', 'auto_repair', 'Auto Body'],
  ['Tire shop', 'auto_repair', 'Tire'], ['Dental office', 'dental_practice', 'Dental'], ['Landscaping and lawn care', 'landscaping', 'Landscapes'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Long haul trucking', 'trucking_long_haul', 'Freight Lines'],
  ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Daycare center', 'childcare', 'Little Learners'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Fitness center', 'fitness', 'Fitness'], ['Convenience store', 'convenience_store', 'Market'], ['Used car dealer', 'auto_dealer_used', 'Motors'],
  ['Home health care', 'home_health_care', 'Home Care'], ['Medical office', 'medical_practice', 'Family Medicine'],
  ['Machine shop', 'manufacturing', 'Machine Works'], ['Wholesale distributor', 'wholesale_distribution', 'Supply'],
  ['Boutique clothing store', 'retail_general', 'Boutique'], ['Hotel', 'hotel_motel', 'Inn & Suites'], ['Catering', 'food_truck_catering', 'Catering'],
  ['Event venue', 'entertainment_venue', 'Event Hall'], ['Tutoring center', 'education_private', 'Learning Center'],
  ['Moving company', 'trucking_local', 'Moving & Storage'], ['Bookkeeping services', 'professional_services', 'Bookkeeping'],
  ['Physical therapy clinic', 'medical_practice', 'Physical Therapy'], ['Web design studio', 'it_software', 'Digital'],
];

const NAME_A = ['Summit Ridge', 'Blue Heron', 'Copperleaf', 'North Fork', 'Granite & Pine', 'Three Rivers', 'Lakeshore', 'Silver Birch',
  'Red Maple', 'Ironwood', 'Harborview', 'Prairie Wind', 'Golden Gate', 'Cobblestone', 'Evergreen', 'Bright Star', 'Highland', 'Westgate'];
export const businessCore = (rng: Rng): string => rng.pick(NAME_A);
/** Parent or affiliate company names: never the applicant's pool. */
export const AFFILIATE_CORE = ['Allegheny Holdings', 'Tidewater Group', 'Marlow Ventures', 'Crestline Partners', 'Oakhurst Capital Holdings',
  'Brightwater Enterprises', 'Kestrel Management', 'Northgate Brands', 'Pemberton Holdings', 'Stillwater Group'];

export const FUNDERS = ['Rapidline Funding', 'Cardinal Advance Co.', 'Beacon Merchant Capital', 'Sterling Daily Funding', 'Vantage Receivables',
  'Fulcrum Business Cash', 'Pinewood Capital Group', 'Ironclad Advance'];
export const BANKS_US = ['First Lakeside Bank', 'Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins', 'ATB Financial'];
export const LANDLORDS = ['Elmstead Property Mgmt', 'Crown Realty Partners', 'Lakeside Commons LLC', 'Meridian Plaza Associates',
  'Parkway Retail Holdings', 'Sunbelt Leasing Group'];
export const REFERENCES = ['Sysco Foods', 'Grainger Supply', 'Uline', 'Ferguson Plumbing Supply', 'Staples Business', 'Gordon Food Service',
  'Home Depot Pro', 'Fastenal'];
export const ISO_SHOPS = ['Beacon Street Brokerage', 'Keyline ISO Partners', 'Westbridge Funding Advisors', 'Clearpath Capital Advisors'];
