// The few reference ids these forms use, copied from /work/shared/reference (entity-types, industries, states,
// provinces) so the tests need nothing outside the repo. Each industry text was checked once against the whole
// industries list by applications.md's rule (the longest label or alias contained, word-bounded).

/** Entity text as printed on a US form -> entity-types id. */
export const US_ENTITIES: readonly (readonly [string, string])[] = [
  ['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S Corp', 's_corporation'], ['Sole Proprietor', 'sole_proprietorship'],
  ['Partnership', 'general_partnership'], ['LLP', 'llp'], ['LP', 'limited_partnership'], ['PLLC', 'pllc'],
];

/** Entity text as printed on a Canadian form -> id. */
export const CA_ENTITIES: readonly (readonly [string, string])[] = [
  ['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'],
];

/** Type-of-business text -> industries id (each checked against the full reference). */
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Italian restaurant', 'restaurant'], ['Family dentist', 'dental_practice'], ['Veterinary clinic', 'veterinary'],
  ['Hair salon', 'personal_care'], ['Plumbing contractor', 'specialty_trade_contractor'], ['Landscaping and lawn care', 'landscaping'],
  ['Dump truck hauling', 'trucking_local'], ['Dry cleaner', 'dry_cleaning'], ['Daycare center', 'childcare'], ['Yoga studio', 'fitness'],
  ['Convenience store', 'convenience_store'], ['Coffee shop', 'restaurant'], ['Boutique clothing store', 'retail_general'],
  ['Machine shop', 'manufacturing'], ['Commercial cleaning', 'cleaning_services'], ['HVAC installation and repair', 'specialty_trade_contractor'],
  ['Wholesale food distributor', 'wholesale_distribution'], ['Medical office', 'medical_practice'], ['Auto detailing', 'car_wash'],
  ['Pet grooming', 'pet_services'], ['Bakery cafe', 'restaurant'], ['IT services', 'it_software'], ['Tire shop', 'auto_repair'],
  ['Florist', 'retail_general'], ['Physical therapy clinic', 'medical_practice'], ['Catering', 'food_truck_catering'],
  ['Moving company', 'trucking_local'], ['Roofing contractor', 'specialty_trade_contractor'], ['Chiropractor', 'medical_practice'],
  ['Laundromat', 'dry_cleaning'], ['Nail salon', 'personal_care'], ['Pizzeria', 'restaurant'], ['Electrical contractor', 'specialty_trade_contractor'],
  ['Marketing agency', 'professional_services'], ['Bookkeeping services', 'professional_services'], ['Liquor store', 'liquor_store'],
  ['Motel', 'hotel_motel'], ['Home care agency', 'home_health_care'], ['Tutoring center', 'education_private'],
];

export interface Place { code: string; name: string; cities: readonly string[]; zip: string }

/** US states used (code, name, cities, first digits of the ZIP). */
export const STATES: readonly Place[] = [
  { code: 'TX', name: 'Texas', cities: ['Houston', 'San Antonio', 'Lubbock', 'Waco'], zip: '77' },
  { code: 'FL', name: 'Florida', cities: ['Tampa', 'Orlando', 'Ocala', 'Sarasota'], zip: '33' },
  { code: 'NY', name: 'New York', cities: ['Buffalo', 'Yonkers', 'Albany', 'Brooklyn'], zip: '11' },
  { code: 'CA', name: 'California', cities: ['Fresno', 'Riverside', 'Oakland', 'Bakersfield'], zip: '93' },
  { code: 'GA', name: 'Georgia', cities: ['Macon', 'Savannah', 'Marietta', 'Augusta'], zip: '31' },
  { code: 'OH', name: 'Ohio', cities: ['Dayton', 'Akron', 'Toledo', 'Columbus'], zip: '43' },
  { code: 'NJ', name: 'New Jersey', cities: ['Newark', 'Paterson', 'Trenton', 'Camden'], zip: '07' },
  { code: 'IL', name: 'Illinois', cities: ['Peoria', 'Joliet', 'Aurora', 'Naperville'], zip: '60' },
  { code: 'AZ', name: 'Arizona', cities: ['Mesa', 'Tucson', 'Chandler', 'Tempe'], zip: '85' },
  { code: 'NC', name: 'North Carolina', cities: ['Raleigh', 'Durham', 'Greensboro', 'Wilmington'], zip: '27' },
  { code: 'CO', name: 'Colorado', cities: ['Aurora', 'Pueblo', 'Greeley', 'Boulder'], zip: '80' },
  { code: 'PA', name: 'Pennsylvania', cities: ['Allentown', 'Erie', 'Scranton', 'Reading'], zip: '19' },
];

/** States of incorporation that are not where the business operates (the decoy of a separate state). */
export const INCORPORATION_STATES: readonly Place[] = [
  { code: 'DE', name: 'Delaware', cities: ['Dover'], zip: '19' },
  { code: 'NV', name: 'Nevada', cities: ['Reno'], zip: '89' },
  { code: 'WY', name: 'Wyoming', cities: ['Casper'], zip: '82' },
];

/** Provinces used (code, English name, cities, first letter of the postal code). */
export const PROVINCES: readonly Place[] = [
  { code: 'ON', name: 'Ontario', cities: ['Hamilton', 'London', 'Kingston', 'Mississauga'], zip: 'L' },
  { code: 'BC', name: 'British Columbia', cities: ['Surrey', 'Kelowna', 'Burnaby', 'Victoria'], zip: 'V' },
  { code: 'AB', name: 'Alberta', cities: ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge'], zip: 'T' },
  { code: 'QC', name: 'Quebec', cities: ['Laval', 'Gatineau', 'Sherbrooke', 'Longueuil'], zip: 'H' },
  { code: 'MB', name: 'Manitoba', cities: ['Winnipeg', 'Brandon', 'Steinbach'], zip: 'R' },
  { code: 'NS', name: 'Nova Scotia', cities: ['Halifax', 'Truro', 'Dartmouth'], zip: 'B' },
];

export const ENTITY_IDS: ReadonlySet<string> = new Set([...US_ENTITIES, ...CA_ENTITIES].map(([, id]) => id));
export const INDUSTRY_IDS: ReadonlySet<string> = new Set(INDUSTRIES.map(([, id]) => id));
