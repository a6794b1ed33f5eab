// The reference ids this set's truth may use, copied from the project's reference lists (entity types, industries,
// states, provinces) so the test runs on a clean clone.
export const ENTITY_IDS = ['sole_proprietorship', 'llc', 'pllc', 'c_corporation', 's_corporation', 'ca_corporation'];
export const INDUSTRY_IDS = ['restaurant', 'auto_repair', 'personal_care', 'specialty_trade_contractor', 'landscaping', 'grocery', 'fitness',
  'veterinary', 'trucking_local', 'dental_practice', 'cleaning_services', 'medical_practice'];
export const US_STATES = ['TX', 'OH', 'GA', 'AZ', 'NJ', 'FL', 'OR'];
export const CA_PROVINCES = ['ON', 'QC', 'BC', 'AB', 'MB'];
