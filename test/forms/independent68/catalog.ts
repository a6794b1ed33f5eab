// Entity and industry catalogues of independent68: what a checkbox option says and which reference id it is.
export type EntityKey = 'llc' | 'corp' | 'scorp' | 'partnership' | 'soleprop' | 'nonprofit' | 'other';
export const ENTITY_KEYS: readonly EntityKey[] = ['llc', 'corp', 'scorp', 'partnership', 'soleprop', 'nonprofit', 'other'];
export const ENTITY_IDS: Record<Exclude<EntityKey, 'other'>, string> = { llc: 'llc', corp: 'c_corporation', scorp: 's_corporation',
  partnership: 'general_partnership', soleprop: 'sole_proprietorship', nonprofit: 'nonprofit_corporation' };

/** "Other: ___" entity texts, the legal-name suffix each takes, and their reference id. */
export const OTHER_ENTITIES: { text: string; suffix: string; id: string }[] = [
  { text: 'PLLC', suffix: 'PLLC', id: 'pllc' },
  { text: 'LLP', suffix: 'LLP', id: 'llp' },
  { text: 'Limited Partnership', suffix: 'LP', id: 'limited_partnership' },
  { text: 'Professional Corp.', suffix: 'P.C.', id: 'professional_corporation' },
  { text: 'Cooperative', suffix: 'Cooperative', id: 'cooperative' },
  { text: 'Benefit Corp', suffix: 'PBC', id: 'benefit_corporation' },
];

export interface IndustryOption { id: string; labels: string[]; words: string[] }
/** Grid options: each label contains an industries alias or label, word-bounded, so its id is unambiguous. */
export const INDUSTRY_GRID: IndustryOption[] = [
  { id: 'restaurant', labels: ['Restaurant / Cafe', 'Restaurant'], words: ['Kitchen', 'Bistro', 'Grill', 'Trattoria'] },
  { id: 'retail_general', labels: ['Retail Store', 'Retail'], words: ['Outfitters', 'Goods', 'Trading Post'] },
  { id: 'auto_repair', labels: ['Auto Repair / Body Shop', 'Body Shop / Auto Repair'], words: ['Auto Care', 'Collision', 'Motorworks'] },
  { id: 'personal_care', labels: ['Salon / Barber', 'Beauty Salon / Spa'], words: ['Salon', 'Studio'] },
  { id: 'trucking_local', labels: ['Trucking / Hauling', 'Hauling / Moving Company'], words: ['Hauling', 'Transport'] },
  { id: 'medical_practice', labels: ['Medical Office', 'Medical Office / Clinic'], words: ['Family Medicine', 'Health'] },
  { id: 'general_contractor', labels: ['General Contractor', 'Construction / General Contractor'], words: ['Builders', 'Contracting'] },
  { id: 'specialty_trade_contractor', labels: ['Plumbing / HVAC', 'HVAC / Plumbing / Electrical'], words: ['Mechanical', 'Heating & Air'] },
  { id: 'grocery', labels: ['Grocery / Deli', 'Grocery / Market'], words: ['Market', 'Provisions'] },
  { id: 'cleaning_services', labels: ['Cleaning Services', 'Janitorial / Cleaning'], words: ['Maintenance', 'Facility Care'] },
  { id: 'fitness', labels: ['Gym / Fitness'], words: ['Fitness', 'Athletic Club'] },
  { id: 'landscaping', labels: ['Lawn Care / Landscaping'], words: ['Landscapes', 'Lawn & Garden'] },
  { id: 'childcare', labels: ['Daycare / Child Care'], words: ['Learning Center', 'Kids Academy'] },
];
/** Industries written on the grid's "Other:" line (free text read by the longest alias). */
export const OTHER_INDUSTRIES: { text: string; id: string; words: string[] }[] = [
  { text: 'Veterinary clinic', id: 'veterinary', words: ['Animal Care'] },
  { text: 'Pet grooming', id: 'pet_services', words: ['Paws', 'Pet Spa'] },
  { text: 'Food truck', id: 'food_truck_catering', words: ['Eats', 'Street Food'] },
  { text: 'Liquor store', id: 'liquor_store', words: ['Wine & Spirits', 'Spirits'] },
  { text: 'Dry cleaner', id: 'dry_cleaning', words: ['Cleaners'] },
  { text: 'Car wash', id: 'car_wash', words: ['Auto Spa', 'Shine'] },
  { text: 'Insurance agency', id: 'insurance_agency', words: ['Insurance Group'] },
  { text: 'Florist', id: 'retail_general', words: ['Flowers', 'Blooms'] },
  { text: 'Tutoring center', id: 'education_private', words: ['Learning'] },
  { text: 'Dental office', id: 'dental_practice', words: ['Dental Arts', 'Smiles'] },
  { text: 'Machine shop', id: 'manufacturing', words: ['Precision', 'Tool & Die'] },
  { text: 'Convenience store', id: 'convenience_store', words: ['Quick Mart', 'Mini Mart'] },
  { text: 'Staffing agency', id: 'staffing_agency', words: ['Staffing', 'Workforce'] },
];
