// The few reference ids these forms use, copied from /work/shared/reference (entity-types.json, industries.json,
// states.json, provinces.json) so the test does not read /work/shared at run time. Each industry description below
// was checked once against the full industries list by applications.md's rule (the longest label or alias contained,
// word-bounded): 'Tire shop' is auto_repair by 'tire shop', not retail_general by 'shop'.

export const ENTITY_IDS = ['llc', 'c_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership', 'limited_partnership',
  'llp', 'pllc', 'professional_corporation', 'ca_corporation', 'ca_ulc'] as const;

/** Type-of-business text as printed -> industries reference id. */
export const INDUSTRY_TEXT: Record<string, string> = {
  'Italian restaurant': 'restaurant', 'Pizzeria': 'restaurant', 'Hair salon': 'personal_care', 'Auto body shop': 'auto_repair',
  'Plumbing contractor': 'specialty_trade_contractor', 'Dental office': 'dental_practice', 'Veterinary clinic': 'veterinary',
  'Lawn care and landscaping': 'landscaping', 'Moving company': 'trucking_local', 'Commercial cleaning': 'cleaning_services',
  'Daycare center': 'childcare', 'Coffee shop': 'restaurant', 'Yoga studio': 'fitness', 'Convenience store': 'convenience_store',
  'Dry cleaner': 'dry_cleaning', 'Pet grooming': 'pet_services', 'Roofing contractor': 'specialty_trade_contractor',
  'Marketing agency': 'professional_services', 'Machine shop': 'manufacturing', 'Florist': 'retail_general',
  'Urgent care clinic': 'medical_practice', 'Web design studio': 'it_software', 'Food truck': 'food_truck_catering',
  'Roadside motel': 'hotel_motel', 'Chiropractor': 'medical_practice', 'Wholesale distributor': 'wholesale_distribution',
  'Barbershop': 'personal_care', 'Gift shop': 'retail_general', 'Family dentist': 'dental_practice',
  'HVAC service and repair': 'specialty_trade_contractor', 'Bakery cafe': 'restaurant', 'Tire shop': 'auto_repair', 'Nail salon': 'personal_care',
};

export const INDUSTRY_IDS: readonly string[] = [...new Set(Object.values(INDUSTRY_TEXT))];

/** US states used for addresses: code, a city, a ZIP prefix. */
export const US_STATES: readonly (readonly [string, string, string])[] = [
  ['NY', 'Rochester', '146'], ['NJ', 'Paterson', '075'], ['FL', 'Tampa', '336'], ['TX', 'Austin', '787'], ['CA', 'Fresno', '937'],
  ['GA', 'Macon', '312'], ['OH', 'Dayton', '454'], ['IL', 'Peoria', '616'], ['PA', 'Allentown', '181'], ['AZ', 'Mesa', '852'],
  ['NC', 'Durham', '277'], ['CO', 'Pueblo', '810'], ['WA', 'Spokane', '992'], ['MI', 'Lansing', '489'], ['TN', 'Knoxville', '379'],
];
export const INCORPORATION_STATES = ['DE', 'NV', 'WY'] as const;

/** Canadian provinces used: code, a city, a postal code's first three characters. */
export const CA_PROVINCES: readonly (readonly [string, string, string])[] = [
  ['ON', 'Hamilton', 'L8P'], ['BC', 'Kelowna', 'V1Y'], ['AB', 'Red Deer', 'T4N'], ['QC', 'Sherbrooke', 'J1H'], ['MB', 'Brandon', 'R7A'],
  ['NS', 'Halifax', 'B3H'], ['SK', 'Regina', 'S4P'], ['NB', 'Moncton', 'E1C'],
];

export const STATE_CODES: readonly string[] = [...US_STATES.map((s) => s[0]), ...INCORPORATION_STATES];
export const PROVINCE_CODES: readonly string[] = CA_PROVINCES.map((p) => p[0]);
export const FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
