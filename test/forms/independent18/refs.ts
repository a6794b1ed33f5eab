// Reference ids (copied from the shared reference tables) and the printed texts this set uses for entity types and
// industries, each with the id applications.md's rules give it.

export const US_STATES = 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI'.split(' ');
export const CA_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ');

export const ENTITY_IDS = ('sole_proprietorship general_partnership limited_partnership llp lllp llc pllc l3c c_corporation s_corporation ' +
  'professional_corporation benefit_corporation cooperative nonprofit_corporation trust joint_venture government_entity ca_corporation ca_ulc ' +
  'ca_professional_corporation').split(' ');

export const INDUSTRY_IDS = ('medical_practice dental_practice veterinary pharmacy professional_services manufacturing wholesale_distribution ' +
  'retail_general grocery auto_repair car_wash personal_care childcare cleaning_services funeral_services pet_services restaurant ' +
  'food_truck_catering convenience_store liquor_store ecommerce it_software specialty_trade_contractor landscaping solar_installer ' +
  'property_management hotel_motel nursing_assisted_living home_health_care fitness entertainment_venue education_private dry_cleaning ' +
  'jewelry mobile_home_dealer direct_selling_telemarketing car_rental agriculture logging_forestry import_export courier_delivery ' +
  'trucking_long_haul trucking_local freight_logistics taxi_limo_rideshare auto_dealer_used auto_dealer_new rv_boat_motorcycle_dealer ' +
  'gas_station general_contractor real_estate_agent_broker real_estate_investor_developer law_firm insurance_agency staffing_agency ' +
  'travel_agency bar_nightclub vape_smoke_shop crypto oil_gas holding_company cannabis adult_entertainment firearms gambling bail_bonds ' +
  'pawn_shop check_cashing_msb lending_financial_institution securities_investment collection_agency credit_repair_debt_relief ' +
  'nonprofit_charity_religious political_organization government_public_admin mlm_pyramid').split(' ');

/** Free-text type of business as a merchant writes it -> the industry id (longest label/alias contained, word-bounded). */
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Full-service Italian restaurant', 'restaurant'], ['Veterinary clinic', 'veterinary'], ['Residential plumbing and HVAC', 'specialty_trade_contractor'],
  ['Collision repair and body shop', 'auto_repair'], ['Hair salon and day spa', 'personal_care'], ['Dental office', 'dental_practice'],
  ['Commercial cleaning', 'cleaning_services'], ['Lawn care and snow removal', 'landscaping'], ['Local trucking and hauling', 'trucking_local'],
  ['Convenience store', 'convenience_store'], ['Coffee shop', 'restaurant'], ['Gym / fitness center', 'fitness'],
  ['Wholesale distributor', 'wholesale_distribution'], ['Home health care agency', 'home_health_care'], ['Daycare center', 'childcare'],
  ['Pet grooming and boarding', 'pet_services'], ['Web design and IT services', 'it_software'], ['Catering', 'food_truck_catering'],
  ['General contractor', 'general_contractor'], ['Roadside motel', 'hotel_motel'], ['Dry cleaner', 'dry_cleaning'], ['Bakery cafe', 'restaurant'],
  ['Machine shop', 'manufacturing'], ['Florist', 'retail_general'], ['Roofing contractor', 'specialty_trade_contractor'],
];

/** An entity type as printed (free text or a checkbox's label) -> the entity id, by country. */
export interface EntityChoice { text: string; id: string; box: string | null; suffixes: readonly string[] }
export const US_ENTITIES: readonly EntityChoice[] = [
  { text: 'LLC', id: 'llc', box: 'LLC', suffixes: ['LLC', ', LLC', ' L.L.C.'] },
  { text: 'Limited Liability Company', id: 'llc', box: 'LLC', suffixes: ['LLC', ', LLC'] },
  { text: 'Corporation', id: 'c_corporation', box: 'Corporation', suffixes: [', Inc.', ' Corp.', ' Inc', ' Corporation'] },
  { text: 'S Corp', id: 's_corporation', box: null, suffixes: [', Inc.', ' Inc.'] },
  { text: 'C Corp', id: 'c_corporation', box: null, suffixes: [', Inc.', ' Corp.'] },
  { text: 'Partnership', id: 'general_partnership', box: 'Partnership', suffixes: [' Partners', ' & Associates'] },
  { text: 'LP', id: 'limited_partnership', box: 'LP', suffixes: [', L.P.', ' LP'] },
  { text: 'LLP', id: 'llp', box: 'LLP', suffixes: [' LLP'] },
  { text: 'PLLC', id: 'pllc', box: null, suffixes: [', PLLC'] },
  { text: 'Sole Proprietor', id: 'sole_proprietorship', box: 'Sole Proprietor', suffixes: [] },
];
export const CA_ENTITIES: readonly EntityChoice[] = [
  { text: 'Corporation', id: 'ca_corporation', box: 'Corporation', suffixes: [' Inc.', ' Ltd.', ' Limited', ' Corp.'] },
  { text: 'Sole Proprietorship', id: 'sole_proprietorship', box: 'Sole Proprietor', suffixes: [] },
  { text: 'Partnership', id: 'general_partnership', box: 'Partnership', suffixes: [' Partners'] },
  { text: 'ULC', id: 'ca_ulc', box: null, suffixes: [' ULC'] },
];
export const US_BOXES = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit'];
export const CA_BOXES = ['Corporation', 'Partnership', 'Sole Proprietor', 'Non-Profit'];
