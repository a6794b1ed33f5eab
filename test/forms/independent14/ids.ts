// The few reference ids these forms use, copied from /work/shared/reference so the test does not read that folder at
// run time. Each printed entity or industry text below was checked against the reference by applications.md's rules.
export const ENTITY_IDS = ['c_corporation', 's_corporation', 'llc', 'pllc', 'general_partnership', 'limited_partnership', 'llp',
  'sole_proprietorship', 'benefit_corporation', 'professional_corporation', 'l3c', 'nonprofit_corporation', 'ca_corporation', 'ca_ulc'] as const;

export const INDUSTRY_IDS = ['personal_care', 'restaurant', 'specialty_trade_contractor', 'dental_practice', 'veterinary', 'landscaping',
  'trucking_local', 'auto_repair', 'childcare', 'fitness', 'convenience_store', 'liquor_store', 'retail_general', 'cleaning_services',
  'auto_dealer_used', 'dry_cleaning', 'home_health_care', 'manufacturing', 'food_truck_catering', 'it_software', 'pet_services',
  'grocery', 'medical_practice', 'general_contractor', 'hotel_motel', 'wholesale_distribution'] as const;

export const US_STATES = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD',
  'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'] as const;

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** Printed entity texts (checkbox labels and free text) and the id each reads as, case ignored. */
export const ENTITY_TEXT: Record<string, Record<string, string>> = {
  US: { 'llc': 'llc', 'limited liability company': 'llc', 'corporation': 'c_corporation', 'c-corp': 'c_corporation', 's corp': 's_corporation',
    's-corp': 's_corporation', 'sole proprietor': 'sole_proprietorship', 'partnership': 'general_partnership', 'lp': 'limited_partnership',
    'llp': 'llp', 'pllc': 'pllc', 'benefit corp': 'benefit_corporation', 'professional association': 'professional_corporation' },
  CA: { 'corporation': 'ca_corporation', 'ltd.': 'ca_corporation', 'sole proprietorship': 'sole_proprietorship', 'partnership': 'general_partnership', 'ulc': 'ca_ulc' },
};

/** Printed industry texts and the id each reads as (the longest label or alias contained, word-bounded), case ignored. */
export const INDUSTRY_TEXT: Record<string, string> = { 'hair salon': 'personal_care', 'barbershop': 'personal_care', 'mexican restaurant': 'restaurant', 'coffee shop': 'restaurant', 'plumbing contractor': 'specialty_trade_contractor', 'hvac services': 'specialty_trade_contractor', 'dental office': 'dental_practice', 'veterinary clinic': 'veterinary', 'lawn care': 'landscaping', 'dump truck hauling': 'trucking_local', 'auto body shop': 'auto_repair', 'daycare center': 'childcare', 'yoga studio': 'fitness', 'convenience store': 'convenience_store', 'liquor store': 'liquor_store', 'florist': 'retail_general', 'commercial cleaning': 'cleaning_services', 'used car dealer': 'auto_dealer_used', 'dry cleaner': 'dry_cleaning', 'home health care': 'home_health_care', 'machine shop': 'manufacturing', 'food truck': 'food_truck_catering', 'it services': 'it_software', 'pet grooming': 'pet_services', 'supermarket': 'grocery', 'chiropractor': 'medical_practice', 'general contractor': 'general_contractor', 'motel': 'hotel_motel', 'wholesale distributor': 'wholesale_distribution', 'restaurant': 'restaurant', 'retail': 'retail_general', 'salon': 'personal_care', 'plumbing': 'specialty_trade_contractor', 'daycare': 'childcare', 'gym': 'fitness' };
