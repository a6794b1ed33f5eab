// Pools for set 139: people, places, businesses and the printed texts whose reference ids are known. The pools of
// decoy people (landlords, references, ISO reps) share no name with the owners' pools, so a decoy never equals a
// truth value by chance.

export const FIRST_NAMES = ['Marisol', 'Dwayne', 'Priya', 'Tobias', 'Keiko', 'Rafael', 'Bronwyn', 'Desmond', 'Ingrid', 'Lamar',
  'Anneliese', 'Caleb', 'Ximena', 'Oluwaseun', 'Harriet', 'Nikolai', 'Shauna', 'Emeka', 'Rosalind', 'Thaddeus', 'Yesenia', 'Gideon'] as const;

/** Last names with hyphens, particles and apostrophes: the reader keeps them whole. */
export const LAST_NAMES = ['Okonkwo', 'García-López', 'van der Berg', 'O\'Halloran', 'De La Cruz', 'MacAllister', 'Nakamura',
  'Thibodeaux', 'St. Germain', 'Abernathy-Cole', 'Villanueva', 'Lindqvist', 'di Marco', 'Pemberton', 'Kowalczyk', 'Achterberg'] as const;

export const DECOY_FIRST = ['Wendell', 'Gloria', 'Barnaby', 'Felicity', 'Horace', 'Imelda', 'Jasper', 'Lucinda'] as const;
export const DECOY_LAST = ['Fairweather', 'Quackenbush', 'Ellsworth', 'Brightwater', 'Honeycutt', 'Pettigrew', 'Stallworth'] as const;

export const CREDENTIALS = [', DC', ', CPA', ', DDS', ', MD'] as const;

export const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Director', 'Secretary/Treasurer'] as const;

export interface Place { city: string; state: string; zip: string }

export const US_PLACES: readonly Place[] = [
  { city: 'Tulsa', state: 'OK', zip: '741' }, { city: 'Fresno', state: 'CA', zip: '937' }, { city: 'Savannah', state: 'GA', zip: '314' },
  { city: 'Boise', state: 'ID', zip: '837' }, { city: 'Paterson', state: 'NJ', zip: '075' }, { city: 'El Paso', state: 'TX', zip: '799' },
  { city: 'Dayton', state: 'OH', zip: '454' }, { city: 'Knoxville', state: 'TN', zip: '379' }, { city: 'Tacoma', state: 'WA', zip: '984' },
  { city: 'Yonkers', state: 'NY', zip: '107' }, { city: 'Scottsdale', state: 'AZ', zip: '852' }, { city: 'Lakeland', state: 'FL', zip: '338' },
  { city: 'Baton Rouge', state: 'LA', zip: '708' }, { city: 'Aurora', state: 'CO', zip: '800' },
];

export const CA_PLACES: readonly Place[] = [
  { city: 'Mississauga', state: 'ON', zip: 'L5B' }, { city: 'Burnaby', state: 'BC', zip: 'V5H' }, { city: 'Red Deer', state: 'AB', zip: 'T4N' },
  { city: 'Laval', state: 'QC', zip: 'H7N' }, { city: 'Brandon', state: 'MB', zip: 'R7A' }, { city: 'Dartmouth', state: 'NS', zip: 'B2Y' },
  { city: 'Saskatoon', state: 'SK', zip: 'S7K' }, { city: 'Moncton', state: 'NB', zip: 'E1C' },
];

export const INCORPORATION_STATES = ['DE', 'NV', 'WY', 'SD'] as const;

export const STREETS = ['Juniper Ave', 'Old Mill Rd', 'Commerce Pkwy', 'Halsted St', 'Riverbend Dr', 'Foundry Ln', 'Kessler Blvd',
  'Orchard Way', 'Canal St', 'Sycamore Ct'] as const;

export const NAME_A = ['Blue Heron', 'Iron Gate', 'Copper Kettle', 'Northstar', 'Tall Pine', 'Redwater', 'Silver Creek', 'Granite Peak',
  'Lantern', 'Harvest Moon', 'Fox Hollow', 'Bayside'] as const;

/** Printed "type of business" texts and the industry id the longest-alias rule gives (checked against the
 *  reference in the test). */
export const INDUSTRY_TEXTS: readonly (readonly [string, string, string])[] = [
  // [printed text, industry id, word for the legal name]
  ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Hair salon', 'personal_care', 'Styles'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['Auto body shop', 'auto_repair', 'Autoworks'],
  ['Pizzeria', 'restaurant', 'Pizza'],
  ['Dental office', 'dental_practice', 'Dental'],
  ['Landscaping and lawn care', 'landscaping', 'Landscapes'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'],
  ['Coffee shop', 'restaurant', 'Roasters'],
  ['Daycare center', 'childcare', 'Kids Academy'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'],
  ['Fitness center', 'fitness', 'Fitness'],
  ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Machine shop', 'manufacturing', 'Machining'],
  ['HVAC installation and repair', 'specialty_trade_contractor', 'Heating & Air'],
  ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Bookkeeping services', 'professional_services', 'Bookkeeping'],
  ['Convenience store', 'convenience_store', 'Market'],
  ['Food truck', 'food_truck_catering', 'Street Eats'],
  ['Moving company', 'trucking_local', 'Movers'],
];

/** Entity choices of a checkbox row: printed label, US id, Canadian id. */
export interface EntityChoice { label: string; us: string; ca: string }

export const US_ENTITY_ROW: readonly EntityChoice[] = [
  { label: 'Corporation', us: 'c_corporation', ca: 'ca_corporation' },
  { label: 'LLC', us: 'llc', ca: 'llc' },
  { label: 'Partnership', us: 'general_partnership', ca: 'general_partnership' },
  { label: 'Sole Proprietor', us: 'sole_proprietorship', ca: 'sole_proprietorship' },
  { label: 'Non-Profit', us: 'nonprofit_corporation', ca: 'nonprofit_corporation' },
];

export const CA_ENTITY_ROW: readonly EntityChoice[] = [
  { label: 'Corporation', us: 'c_corporation', ca: 'ca_corporation' },
  { label: 'Sole Proprietorship', us: 'sole_proprietorship', ca: 'sole_proprietorship' },
  { label: 'Partnership', us: 'general_partnership', ca: 'general_partnership' },
  { label: 'Co-operative', us: 'cooperative', ca: 'cooperative' },
];

/** Texts written on an "Other: ___" line and their ids. */
export const OTHER_ENTITY: readonly (readonly [string, string])[] = [['PLLC', 'pllc'], ['S Corp', 's_corporation'], ['LLP', 'llp'], ['L.P.', 'limited_partnership']];

export const FREQUENCIES = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const;

export const BANKS = ['First Prairie Bank', 'Cobalt Federal Credit Union', 'Harbor Mutual Savings', 'Keel & Anchor Bank'] as const;
export const CA_BANKS = ['Caisse Boréale', 'Northern Shield Bank', 'Lakehead Credit Union'] as const;
export const FUNDERS = ['Rapid Rail Funding', 'Greenlight Advance Co', 'Summit Stack Capital', 'Pivot Merchant Group'] as const;

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
