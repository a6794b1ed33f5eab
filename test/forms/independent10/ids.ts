// The few reference ids this set's truth uses, copied from the shared reference (entity-types.json, industries.json,
// states.json, provinces.json) so the tests run on a clean clone.

export const ENTITY_IDS = ['sole_proprietorship', 'general_partnership', 'limited_partnership', 'llp', 'llc', 'pllc', 'c_corporation',
  's_corporation', 'professional_corporation', 'nonprofit_corporation', 'ca_corporation', 'ca_ulc'] as const;
export type EntityId = (typeof ENTITY_IDS)[number];

/** Type-of-business texts and the industry id the longest word-bounded label or alias gives (checked against the reference). */
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Italian restaurant', 'restaurant'], ['Hair salon', 'personal_care'], ['Plumbing contractor', 'specialty_trade_contractor'],
  ['Landscaping & lawn care', 'landscaping'], ['Dental office', 'dental_practice'], ['Dump truck hauling', 'trucking_local'],
  ['Collision repair / body shop', 'auto_repair'], ['Veterinary clinic', 'veterinary'], ['Daycare center', 'childcare'],
  ['Commercial cleaning', 'cleaning_services'], ['Convenience store', 'convenience_store'], ['Coffee shop', 'restaurant'],
  ['Fitness center', 'fitness'], ['HVAC service & install', 'specialty_trade_contractor'], ['Software development', 'it_software'],
  ['Liquor store', 'liquor_store'], ['Nail salon', 'personal_care'], ['Freight broker', 'freight_logistics'], ['Dry cleaner', 'dry_cleaning'],
  ['Florist', 'retail_general'], ['Home health care', 'home_health_care'], ['Chiropractor', 'medical_practice'], ['Pizzeria', 'restaurant'],
  ['Tire shop', 'auto_repair'], ['Roofing contractor', 'specialty_trade_contractor'], ['Boutique clothing store', 'retail_general'],
  ['Moving company', 'trucking_local'], ['Yoga studio', 'fitness'], ['Accounting / bookkeeping', 'professional_services'],
  ['Pet grooming', 'pet_services'], ['Hotel', 'hotel_motel'],
];
export const INDUSTRY_IDS = [...new Set(INDUSTRIES.map(([, id]) => id))];

type ZipOf = (d: (n: number) => string) => string;
const us = (code: string, name: string, cities: string[], pre: string): [string, string, string[], ZipOf] =>
  [code, name, cities, (d) => pre + d(5 - pre.length)];
export const US_STATES = [
  us('TX', 'Texas', ['Houston', 'San Antonio', 'Plano', 'El Paso'], '77'), us('FL', 'Florida', ['Tampa', 'Orlando', 'Hialeah'], '33'),
  us('NY', 'New York', ['Brooklyn', 'Yonkers', 'Buffalo'], '1'), us('NJ', 'New Jersey', ['Paterson', 'Edison', 'Newark'], '07'),
  us('CA', 'California', ['Fresno', 'San Jose', 'Riverside'], '9'), us('GA', 'Georgia', ['Atlanta', 'Macon', 'Savannah'], '30'),
  us('IL', 'Illinois', ['Chicago', 'Joliet', 'Aurora'], '60'), us('OH', 'Ohio', ['Columbus', 'Dayton', 'Akron'], '43'),
  us('AZ', 'Arizona', ['Mesa', 'Tucson', 'Chandler'], '85'), us('NC', 'North Carolina', ['Raleigh', 'Durham', 'Charlotte'], '27'),
  us('PA', 'Pennsylvania', ['Allentown', 'Erie', 'Scranton'], '1'), us('CO', 'Colorado', ['Aurora', 'Pueblo', 'Boulder'], '80'),
  us('MI', 'Michigan', ['Lansing', 'Flint', 'Troy'], '48'), us('NV', 'Nevada', ['Henderson', 'Reno'], '89'),
  us('TN', 'Tennessee', ['Memphis', 'Knoxville'], '37'), us('WA', 'Washington', ['Spokane', 'Tacoma'], '98'),
] as const;
/** States of incorporation printed as decoys (Delaware or Wyoming: never a business address of this set). */
export const INCORPORATION_STATES = ['DE', 'WY'] as const;

export const PROVINCES = [
  ['ON', 'Ontario', ['Mississauga', 'Hamilton', 'London', 'Ottawa'], 'L'], ['BC', 'British Columbia', ['Surrey', 'Burnaby', 'Kelowna'], 'V'],
  ['AB', 'Alberta', ['Calgary', 'Edmonton', 'Red Deer'], 'T'], ['QC', 'Quebec', ['Laval', 'Gatineau', 'Sherbrooke'], 'H'],
  ['MB', 'Manitoba', ['Winnipeg', 'Brandon'], 'R'], ['NS', 'Nova Scotia', ['Halifax', 'Truro'], 'B'],
] as const;

export const STATE_CODES: readonly string[] = US_STATES.map((s) => s[0]);
export const PROVINCE_CODES: readonly string[] = PROVINCES.map((p) => p[0]);
export const TAX_ID_TYPES = ['EIN', 'SSN', 'ITIN', 'BN', 'SIN'] as const;
export const FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
