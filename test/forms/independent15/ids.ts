// The few reference ids these forms use, copied from /work/shared/reference so the test needs nothing at run time.
export const ENTITY_IDS = ['sole_proprietorship', 'general_partnership', 'limited_partnership', 'llc', 'pllc', 'c_corporation',
  's_corporation', 'cooperative', 'ca_corporation'] as const;
export const INDUSTRY_IDS = ['restaurant', 'auto_repair', 'personal_care', 'grocery', 'general_contractor', 'specialty_trade_contractor',
  'car_wash', 'pharmacy', 'trucking_local', 'dental_practice', 'veterinary', 'landscaping', 'dry_cleaning', 'pet_services', 'childcare',
  'retail_general', 'food_truck_catering', 'hotel_motel'] as const;
export const US_STATES = ['FL', 'TX', 'NY', 'NJ', 'CA', 'IL', 'AZ', 'GA', 'NV', 'CO', 'PR', 'DE', 'NM'] as const;
export const PROVINCES = ['QC', 'ON', 'NB', 'BC', 'AB', 'MB', 'NS'] as const;
