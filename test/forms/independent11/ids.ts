// The few reference ids this set's truth uses, copied from the shared reference (entity-types.json, industries.json,
// states.json, provinces.json) so the tests run on a clean clone.

export const ENTITY_IDS = ['sole_proprietorship', 'general_partnership', 'limited_partnership', 'llp', 'llc', 'pllc', 'c_corporation',
  's_corporation', 'professional_corporation', 'nonprofit_corporation', 'ca_corporation', 'ca_ulc'] as const;

/** Type-of-business texts as printed, with the industry id applications.md's rule gives (longest label or alias contained,
 *  word-bounded), checked against industries.json when the set was written. */
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Pizzeria', 'restaurant'], ['Hair salon', 'personal_care'], ['Plumbing contractor', 'specialty_trade_contractor'],
  ['Collision repair', 'auto_repair'], ['Veterinary clinic', 'veterinary'], ['Dump truck hauling', 'trucking_local'],
  ['Landscaping & lawn care', 'landscaping'], ['Daycare', 'childcare'], ['Dental office', 'dental_practice'],
  ['Fitness center', 'fitness'], ['Convenience store', 'convenience_store'], ['Coffee shop', 'restaurant'],
  ['Commercial cleaning', 'cleaning_services'], ['HVAC services', 'specialty_trade_contractor'], ['Freight broker', 'freight_logistics'],
  ['Laundromat', 'dry_cleaning'], ['Nail salon', 'personal_care'], ['Chiropractor', 'medical_practice'], ['Florist', 'retail_general'],
  ['IT services', 'it_software'], ['Home health care', 'home_health_care'], ['Roofing contractor', 'specialty_trade_contractor'],
  ['Catering', 'food_truck_catering'], ['Bakery cafe', 'restaurant'], ['Event venue', 'entertainment_venue'],
  ['Used car dealer', 'auto_dealer_used'], ['Tire shop', 'auto_repair'], ['Dog grooming', 'pet_services'],
  ['Machine shop', 'manufacturing'], ['Electrical contractor', 'specialty_trade_contractor'], ['Tutoring', 'education_private'],
  ['Liquor store', 'liquor_store'],
];

export const INDUSTRY_IDS = [...new Set(INDUSTRIES.map((x) => x[1]))];

/** US states used, with two cities and a ZIP prefix each. */
export const US_PLACES: Record<string, readonly [string, string, string]> = {
  NY: ['Brooklyn', 'Yonkers', '112'], NJ: ['Newark', 'Paterson', '071'], FL: ['Tampa', 'Orlando', '336'], TX: ['Houston', 'Austin', '770'],
  CA: ['Fresno', 'San Diego', '921'], GA: ['Atlanta', 'Savannah', '303'], IL: ['Chicago', 'Joliet', '606'], OH: ['Columbus', 'Dayton', '432'],
  AZ: ['Phoenix', 'Tempe', '850'], NC: ['Charlotte', 'Raleigh', '282'], PA: ['Allentown', 'Erie', '181'], CO: ['Denver', 'Aurora', '802'],
  DE: ['Dover', 'Wilmington', '199'], NV: ['Reno', 'Henderson', '895'],
};
export const US_STATE_CODES = Object.keys(US_PLACES);

/** Canadian provinces used: a city and the postal code's first letter. */
export const CA_PLACES: Record<string, readonly [string, string]> = {
  ON: ['Mississauga', 'L'], QC: ['Laval', 'H'], BC: ['Surrey', 'V'], AB: ['Calgary', 'T'], MB: ['Winnipeg', 'R'], NS: ['Halifax', 'B'],
};
export const CA_PROVINCE_CODES = Object.keys(CA_PLACES);
