// Fixed tables of set 127: entity wordings and business descriptions with the reference id each one reads as
// (checked against /work/shared/reference by the test when that folder is present), and places.
export interface EntityWord { country: 'US' | 'CA'; id: string; text: string; suffix: string }
export interface IndustryPhrase { text: string; noun: string; id: string }
export interface Place { country: 'US' | 'CA'; code: string; city: string; zip: string }

/** `text` is what a merchant writes on an "Other" line or in a free-text entity box. */
export const ENTITY_WORDS: readonly EntityWord[] = [
  { country: 'US', id: 'llc', text: 'LLC', suffix: ', LLC' },
  { country: 'US', id: 'llc', text: 'L.L.C.', suffix: ' LLC' },
  { country: 'US', id: 'llc', text: 'Limited Liability Company', suffix: ', L.L.C.' },
  { country: 'US', id: 'c_corporation', text: 'Inc.', suffix: ', Inc.' },
  { country: 'US', id: 'c_corporation', text: 'Corporation', suffix: ' Corp.' },
  { country: 'US', id: 'c_corporation', text: 'C-Corp', suffix: ' Incorporated' },
  { country: 'US', id: 's_corporation', text: 'S Corp', suffix: ', Inc.' },
  { country: 'US', id: 'sole_proprietorship', text: 'Sole Proprietor', suffix: '' },
  { country: 'US', id: 'general_partnership', text: 'Partnership', suffix: ' Partners' },
  { country: 'US', id: 'limited_partnership', text: 'L.P.', suffix: ', L.P.' },
  { country: 'US', id: 'llp', text: 'LLP', suffix: ' LLP' },
  { country: 'US', id: 'pllc', text: 'PLLC', suffix: ', PLLC' },
  { country: 'US', id: 'professional_corporation', text: 'P.C.', suffix: ', P.C.' },
  { country: 'US', id: 'nonprofit_corporation', text: 'Non-Profit', suffix: ' Foundation' },
  { country: 'CA', id: 'ca_corporation', text: 'Corporation', suffix: ' Inc.' },
  { country: 'CA', id: 'ca_corporation', text: 'Ltd.', suffix: ' Ltd.' },
  { country: 'CA', id: 'ca_corporation', text: 'Incorporated', suffix: ' Incorporated' },
  { country: 'CA', id: 'sole_proprietorship', text: 'Sole Proprietorship', suffix: '' },
  { country: 'CA', id: 'general_partnership', text: 'General Partnership', suffix: ' & Partners' },
  { country: 'CA', id: 'ca_ulc', text: 'ULC', suffix: ' ULC' },
  { country: 'CA', id: 'cooperative', text: 'Co-operative', suffix: ' Co-operative' },
];

/** Printed "type of business" texts; `id` is the longest word-bounded label/alias contained in `text`. */
export const INDUSTRY_PHRASES: readonly IndustryPhrase[] = [
  { text: 'Italian restaurant', noun: 'Trattoria', id: 'restaurant' },
  { text: 'Coffee shop & bakery', noun: 'Coffee House', id: 'restaurant' },
  { text: 'Veterinary clinic', noun: 'Animal Care', id: 'veterinary' },
  { text: 'Physical therapy clinic', noun: 'Rehab Center', id: 'medical_practice' },
  { text: 'Dental office', noun: 'Family Dental', id: 'dental_practice' },
  { text: 'Hair salon', noun: 'Salon', id: 'personal_care' },
  { text: 'Pet grooming salon', noun: 'Pet Spa', id: 'pet_services' },
  { text: 'Auto body shop', noun: 'Collision', id: 'auto_repair' },
  { text: 'Plumbing & HVAC', noun: 'Mechanical', id: 'specialty_trade_contractor' },
  { text: 'Roofing contractor', noun: 'Roofing', id: 'specialty_trade_contractor' },
  { text: 'Commercial cleaning', noun: 'Janitorial', id: 'cleaning_services' },
  { text: 'Landscaping and snow removal', noun: 'Landscapes', id: 'landscaping' },
  { text: 'Convenience store', noun: 'Market', id: 'convenience_store' },
  { text: 'Liquor store', noun: 'Wine & Spirits', id: 'liquor_store' },
  { text: 'Software consulting', noun: 'Tech Solutions', id: 'professional_services' },
  { text: 'Dump truck hauling', noun: 'Hauling', id: 'trucking_local' },
  { text: 'Used car dealer', noun: 'Motors', id: 'auto_dealer_used' },
  { text: 'Daycare center', noun: 'Kids Academy', id: 'childcare' },
  { text: 'Fitness center', noun: 'Fitness', id: 'fitness' },
  { text: 'Furniture store', noun: 'Home Furnishings', id: 'retail_general' },
  { text: 'Food truck', noun: 'Street Eats', id: 'food_truck_catering' },
  { text: 'General contractor - remodeling', noun: 'Builders', id: 'general_contractor' },
  { text: 'Wholesale distributor (produce)', noun: 'Produce', id: 'wholesale_distribution' },
  { text: 'Machine shop / fabrication', noun: 'Machine Works', id: 'manufacturing' },
  { text: 'Home care agency', noun: 'Home Care', id: 'home_health_care' },
  { text: 'Laundromat', noun: 'Laundry', id: 'dry_cleaning' },
];

export const PLACES: readonly Place[] = [
  { country: 'US', code: 'NY', city: 'Yonkers', zip: '107' }, { country: 'US', code: 'NJ', city: 'Paterson', zip: '075' },
  { country: 'US', code: 'TX', city: 'San Antonio', zip: '782' }, { country: 'US', code: 'FL', city: 'Orlando', zip: '328' },
  { country: 'US', code: 'CA', city: 'Fresno', zip: '937' }, { country: 'US', code: 'GA', city: 'Macon', zip: '312' },
  { country: 'US', code: 'OH', city: 'Dayton', zip: '454' }, { country: 'US', code: 'IL', city: 'Peoria', zip: '616' },
  { country: 'US', code: 'AZ', city: 'Mesa', zip: '852' }, { country: 'US', code: 'NC', city: 'Raleigh', zip: '276' },
  { country: 'US', code: 'PA', city: 'Allentown', zip: '181' }, { country: 'US', code: 'CO', city: 'Pueblo', zip: '810' },
  { country: 'US', code: 'WA', city: 'Spokane', zip: '992' }, { country: 'US', code: 'MI', city: 'Lansing', zip: '489' },
  { country: 'CA', code: 'ON', city: 'Mississauga', zip: 'L5B' }, { country: 'CA', code: 'BC', city: 'Surrey', zip: 'V3T' },
  { country: 'CA', code: 'AB', city: 'Red Deer', zip: 'T4N' }, { country: 'CA', code: 'QC', city: 'Laval', zip: 'H7N' },
  { country: 'CA', code: 'MB', city: 'Brandon', zip: 'R7A' }, { country: 'CA', code: 'NS', city: 'Dartmouth', zip: 'B2Y' },
  { country: 'CA', code: 'SK', city: 'Regina', zip: 'S4P' },
];
