// The few reference ids these forms use, copied from /work/shared/reference so the test needs nothing outside the repo.
export const ENTITY_IDS = ['c_corporation', 'llc', 'general_partnership', 'limited_partnership', 'llp', 'sole_proprietorship',
  'nonprofit_corporation', 's_corporation', 'pllc', 'ca_corporation', 'cooperative'] as const;
export const INDUSTRY_IDS = ['restaurant', 'auto_repair', 'personal_care', 'specialty_trade_contractor', 'dental_practice',
  'trucking_local', 'landscaping', 'dry_cleaning', 'cleaning_services', 'convenience_store', 'fitness', 'childcare',
  'retail_general', 'veterinary', 'it_software', 'wholesale_distribution'] as const;
export const US_STATES = ['AL', 'AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'MA', 'MI', 'NC', 'NJ', 'NV', 'NY', 'OH', 'OR', 'PA', 'TN', 'TX', 'VA', 'WA'] as const;
export const CA_PROVINCES = ['AB', 'BC', 'MB', 'NS', 'ON', 'QC', 'SK'] as const;
