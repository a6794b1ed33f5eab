// Fictional people, businesses, places and the industry texts a merchant writes under "Type of business". The
// industry texts are chosen so that applications.md's rule (the longest reference label or alias contained in the
// text, word-bounded) gives exactly the id beside them.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Address, Country } from './model.ts';

export interface Person {
  first: string;
  last: string;
  /** The last name without particles, hyphens or apostrophes (for e-mail addresses). */
  lastPlain: string;
  /** The name as printed on the form: middle initial, credentials, "Last, First" order. */
  printed: string;
  /** The middle initial (printed alone on forms with split name fields). */
  middle: string;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Kevin', 'Sofia', 'Andre', 'Grace',
  'Tomasz', 'Nadia', 'Luis', 'Hannah', 'Omar', 'Chloe', 'Victor', 'Yuki', 'Samuel', 'Fatima', 'Derek', 'Ingrid', 'Carlos', 'Renee'];
const LAST = ['Alvarez', 'Brennan', 'Chen', 'Dubois', 'Okafor', 'Patel', 'Nguyen', 'Kowalski', 'Hartley', 'Lindqvist', 'Moreau',
  'Castillo', 'Fitzgerald', 'Haddad', 'Ivanova', 'Jensen', 'Tremblay', 'Whitaker', 'Yamamoto', 'Abernathy'];
const HARD_LAST = ['Smith-Jones', 'de la Cruz', 'Van Buren', "O'Brien", 'McAllister', 'St. Pierre', 'Garcia-Lopez', 'da Silva', 'Le Blanc'];
const CREDENTIALS = ['DC', 'DDS', 'CPA', 'MD', 'Esq.'];

function person(rng: Rng): Person {
  const first = rng.pick(FIRST);
  const last = rng.chance(0.3) ? rng.pick(HARD_LAST) : rng.pick(LAST);
  const lastPlain = last.replace(/[^A-Za-z]/g, '');
  const style = rng.weighted([['plain', 5], ['middle', 2], ['comma', 2], ['cred', 1]] as const);
  const mid = `${String.fromCharCode(65 + rng.int(0, 25))}.`;
  const printed = style === 'middle' ? `${first} ${mid} ${last}` : style === 'comma' ? `${last}, ${first}` :
    style === 'cred' ? `${first} ${last}, ${rng.pick(CREDENTIALS)}` : `${first} ${last}`;
  return { first, last, lastPlain, printed, middle: style === 'middle' || rng.chance(0.3) ? mid.slice(0, 1) : '' };
}

const STREETS = ['Main St', 'Oak Avenue', 'Commerce Dr', 'Industrial Pkwy', 'Maple Rd', 'Harbor Blvd', 'Elm Street', 'Market St', 'Ridge Rd'];
const US_CITIES: [string, string, string, string][] = [
  ['Austin', 'TX', 'Texas', '787'], ['Tampa', 'FL', 'Florida', '336'], ['Columbus', 'OH', 'Ohio', '432'], ['Denver', 'CO', 'Colorado', '802'],
  ['Newark', 'NJ', 'New Jersey', '071'], ['Phoenix', 'AZ', 'Arizona', '850'], ['Charlotte', 'NC', 'North Carolina', '282'],
  ['Brooklyn', 'NY', 'New York', '112'], ['Fresno', 'CA', 'California', '937'], ['Atlanta', 'GA', 'Georgia', '303'],
  ['Madison', 'WI', 'Wisconsin', '537'], ['Boise', 'ID', 'Idaho', '837'], ['Reno', 'NV', 'Nevada', '895'], ['Tulsa', 'OK', 'Oklahoma', '741'],
];
const CA_CITIES: [string, string, string, string][] = [
  ['Mississauga', 'ON', 'Ontario', 'L5B'], ['Calgary', 'AB', 'Alberta', 'T2P'], ['Surrey', 'BC', 'British Columbia', 'V3T'],
  ['Laval', 'QC', 'Quebec', 'H7N'], ['Winnipeg', 'MB', 'Manitoba', 'R3C'], ['Halifax', 'NS', 'Nova Scotia', 'B3H'],
  ['Saskatoon', 'SK', 'Saskatchewan', 'S7K'], ['Moncton', 'NB', 'New Brunswick', 'E1C'],
];

function address(rng: Rng, country: Country): Address {
  const [city, state, stateName, zip] = rng.pick(country === 'CA' ? CA_CITIES : US_CITIES);
  const street = `${rng.int(10, 9899)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, ${rng.pick(['Suite', 'Unit'])} ${rng.int(1, 400)}` : ''}`;
  const z = country === 'CA' ? `${zip} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(1, 9)}` : `${zip}${rng.digits(2)}`;
  return { street, city, state, stateText: rng.chance(0.8) ? state : stateName, zip: z };
}

function otherState(rng: Rng, country: Country, not: string): string {
  const pool = (country === 'CA' ? CA_CITIES : [...US_CITIES, ['', 'DE', '', ''], ['', 'DE', '', ''], ['', 'WY', '', '']]).map((c) => c[1]!).filter((s) => s !== not);
  return rng.pick(pool);
}

/** [printed type of business, industries reference id, a word for the business name]. */
export const INDUSTRIES: [string, string, string][] = [
  ['Pizzeria', 'restaurant', 'Trattoria'], ['Coffee shop', 'restaurant', 'Roasters'], ['Bakery cafe', 'restaurant', 'Bakehouse'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Dental office', 'dental_practice', 'Dental'], ['Chiropractor', 'medical_practice', 'Spine & Wellness'],
  ['Physical therapy clinic', 'medical_practice', 'Rehab'], ['Auto repair and tire shop', 'auto_repair', 'Auto Works'],
  ['Hair salon', 'personal_care', 'Salon'], ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['HVAC installation and service', 'specialty_trade_contractor', 'Heating & Air'], ['Landscaping and lawn care', 'landscaping', 'Greenscapes'],
  ['Freight broker', 'freight_logistics', 'Logistics'], ['Daycare center', 'childcare', 'Little Learners'],
  ['Gym and fitness center', 'fitness', 'Fitness'], ['Convenience store', 'convenience_store', 'Quick Stop'],
  ['General contractor and home builder', 'general_contractor', 'Builders'], ['IT services', 'it_software', 'Tech Solutions'],
  ['Janitorial services', 'cleaning_services', 'Cleaning'], ['Florist', 'retail_general', 'Blooms'], ['Hotel', 'hotel_motel', 'Lodge'],
  ['Law office', 'law_firm', 'Legal Group'], ['Pet grooming', 'pet_services', 'Paws'], ['Food truck', 'food_truck_catering', 'Street Eats'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Machine shop', 'manufacturing', 'Precision'], ['Auto detailing and car wash', 'car_wash', 'Shine'],
  ['Trucking company - dump truck hauling', 'trucking_local', 'Hauling'], ['Liquor store', 'liquor_store', 'Spirits'],
];

const STEMS = ['Summit Ridge', 'Blue Heron', 'Cedar Point', 'Ironwood', 'Silver Lake', 'Red Maple', 'Northstar', 'Golden Gate', 'Lakeside',
  'Pioneer', 'Evergreen', 'Harborview', 'Brightline', 'Stonebridge', 'Copperfield', 'Riverbend', 'Oak Hollow', 'Westfield'];
const COMPANIES = ['Atlas', 'Beacon', 'Crescent', 'Delta', 'Frontier', 'Granite', 'Horizon', 'Keystone', 'Liberty', 'Meridian', 'Pinnacle', 'Sterling'];
const FUNDERS = ['Rapid Advance Partners', 'Greenline Capital', 'Fundwell Merchant Services', 'Apex Daily Funding', 'Torrent Finance',
  'BlueCrest Advance', 'Mainstreet Receivables'];
const BANKS_US = ['First Prairie Bank', 'Coastal Community Bank', 'Union Trust Bank', 'Granite State Credit Union', 'Midland National Bank'];
const BANKS_CA = ['Northern Provincial Bank', 'Laurentian Trust', 'Prairie Credit Union', 'Maritime Savings Bank'];

export const names = {
  person,
  fullName: (rng: Rng) => `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
  address,
  otherState,
  industry(rng: Rng) {
    const [text, id, word] = rng.pick(INDUSTRIES);
    return { text, id, word };
  },
  businessStem: (rng: Rng, word: string) => `${rng.pick(STEMS)} ${word}`,
  dba: (rng: Rng, stem: string) => rng.pick([stem, `${stem.split(' ')[0]} ${rng.pick(['Express', 'Pros', 'Co', 'Group', 'Studio'])}`, `The ${stem}`]),
  company: (rng: Rng) => rng.pick(COMPANIES),
  funder: (rng: Rng) => rng.pick(FUNDERS),
  bank: (rng: Rng, country: Country) => rng.pick(country === 'CA' ? BANKS_CA : BANKS_US),
  phone: (rng: Rng) => rng.pick([`(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, `${rng.int(201, 989)}-${rng.int(200, 989)}-${rng.digits(4)}`]),
};
