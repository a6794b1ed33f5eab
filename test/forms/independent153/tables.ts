// Word lists for the independent153 forms: entity-type wordings (reference entity-type ids), business descriptions
// (reference industry ids, by the longest word-bounded label or alias), places, names and decoy parties.

/** [printed text, reference id]; `Inc.`/`Corporation`/`Ltd.` resolve by country (c_corporation / ca_corporation). */
export const ENTITIES_US: readonly (readonly [string, string])[] = [
  ['LLC', 'llc'], ['L.L.C.', 'llc'], ['Limited Liability Company', 'llc'], ['Single-Member LLC', 'llc'],
  ['Corporation', 'c_corporation'], ['Inc.', 'c_corporation'], ['C Corp', 'c_corporation'], ['Corp.', 'c_corporation'],
  ['S Corp', 's_corporation'], ['S-Corp', 's_corporation'], ['S Corporation', 's_corporation'],
  ['Partnership', 'general_partnership'], ['General Partnership', 'general_partnership'],
  ['LP', 'limited_partnership'], ['Limited Partnership', 'limited_partnership'], ['LLP', 'llp'],
  ['PLLC', 'pllc'], ['Professional LLC', 'pllc'], ['Co-op', 'cooperative'],
  ['Sole Proprietorship', 'sole_proprietorship'], ['Sole Proprietor', 'sole_proprietorship'], ['Sole Prop', 'sole_proprietorship'],
];
export const ENTITIES_CA: readonly (readonly [string, string])[] = [
  ['Corporation', 'ca_corporation'], ['Inc.', 'ca_corporation'], ['Ltd.', 'ca_corporation'], ['Limited', 'ca_corporation'],
  ['ULC', 'ca_ulc'], ['Unlimited Liability Corporation', 'ca_ulc'], ['Partnership', 'general_partnership'],
  ['General Partnership', 'general_partnership'], ['LP', 'limited_partnership'], ['Co-operative', 'cooperative'],
  ['Sole Proprietorship', 'sole_proprietorship'], ['Sole Proprietor', 'sole_proprietorship'],
];
/** Checkbox rows per country: [label printed beside the box, reference id]; "Other" takes written text. */
export const ENTITY_BOXES = {
  US: [['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'],
    ['Corporation', 'c_corporation'], ['S Corp', 's_corporation']],
  CA: [['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Corporation', 'ca_corporation']],
} as const;

export const LEGAL_SUFFIX: Record<string, readonly string[]> = {
  llc: [' LLC', ', LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Inc.', ' Corp.', ' Corporation'], s_corporation: [', Inc.', ' Inc.'],
  general_partnership: [' Partners', ' & Associates'], limited_partnership: [' Partners, LP', ' Holdings LP'], llp: [' LLP'],
  pllc: [', PLLC', ' PLLC'], cooperative: [' Co-op', ' Cooperative'], ca_corporation: [' Inc.', ' Ltd.', ' Limited', ' Corp.'],
  ca_ulc: [' ULC'],
};

/** [printed business description, industry id by applications.md's longest-match rule]. */
export const INDUSTRIES: readonly (readonly [string, string, readonly string[]])[] = [
  ['Italian restaurant', 'restaurant', ['Trattoria', 'Osteria', 'Kitchen']], ['Coffee shop', 'restaurant', ['Roasters', 'Coffee']],
  ['Bakery cafe', 'restaurant', ['Bakehouse', 'Bread Co']], ['Auto repair and body shop', 'auto_repair', ['Auto Works', 'Collision']],
  ['Hair salon', 'personal_care', ['Salon', 'Hair Studio']], ['Nail salon & spa', 'personal_care', ['Nails', 'Nail Bar']],
  ['Dental office', 'dental_practice', ['Dental', 'Family Dentistry']], ['Veterinary clinic', 'veterinary', ['Animal Care', 'Vet Clinic']],
  ['HVAC contractor', 'specialty_trade_contractor', ['Heating & Air', 'Comfort Systems']],
  ['Plumbing services', 'specialty_trade_contractor', ['Plumbing', 'Pipe & Drain']],
  ['Roofing contractor', 'specialty_trade_contractor', ['Roofing', 'Roof Pros']],
  ['Landscaping and lawn care', 'landscaping', ['Lawn & Garden', 'Landscapes']], ['Commercial cleaning', 'cleaning_services', ['Cleaning', 'Janitorial']],
  ['Dump truck hauling', 'trucking_local', ['Hauling', 'Trucking']], ['Moving company', 'trucking_local', ['Movers', 'Relocation']],
  ['Convenience store', 'convenience_store', ['Mini Mart', 'Food Mart']], ['Liquor store', 'liquor_store', ['Wine & Spirits', 'Liquors']],
  ['Daycare center', 'childcare', ['Little Learners', 'Kids Academy']], ['Chiropractor', 'medical_practice', ['Chiropractic', 'Spine Center']],
  ['Physical therapy clinic', 'medical_practice', ['Physical Therapy', 'Rehab']], ['Gym and fitness center', 'fitness', ['Fitness', 'Athletic Club']],
  ['Used car dealer', 'auto_dealer_used', ['Auto Sales', 'Motors']], ['Bed and breakfast', 'hotel_motel', ['Inn', 'Guest House']],
  ['Pet grooming', 'pet_services', ['Pet Spa', 'Grooming']], ['Laundromat', 'dry_cleaning', ['Laundry', 'Wash House']],
  ['Web design', 'it_software', ['Digital', 'Web Studio']], ['Staffing agency', 'staffing_agency', ['Staffing', 'Workforce']],
  ['Home health care', 'home_health_care', ['Home Care', 'Care Partners']], ['Food truck', 'food_truck_catering', ['Street Eats', 'Tacos']],
  ['Electrical contractor', 'specialty_trade_contractor', ['Electric', 'Power & Light']], ['Bar and grill', 'bar_nightclub', ['Tap House', 'Bar & Grill']],
  ['Florist', 'retail_general', ['Flowers', 'Blooms']], ['Grocery and deli', 'grocery', ['Market', 'Deli & Grocery']],
];

/** [code, name, cities with ZIP prefixes] */
export const US_PLACES: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = [
  ['TX', 'Texas', [['Austin', '787'], ['Houston', '770'], ['San Antonio', '782']]], ['NY', 'New York', [['Brooklyn', '112'], ['Buffalo', '142']]],
  ['FL', 'Florida', [['Tampa', '336'], ['Orlando', '328'], ['Miami', '331']]], ['CA', 'California', [['Fresno', '937'], ['San Diego', '921']]],
  ['NJ', 'New Jersey', [['Newark', '071'], ['Paterson', '075']]], ['IL', 'Illinois', [['Chicago', '606'], ['Peoria', '616']]],
  ['GA', 'Georgia', [['Atlanta', '303'], ['Savannah', '314']]], ['AZ', 'Arizona', [['Phoenix', '850'], ['Tucson', '857']]],
  ['OH', 'Ohio', [['Columbus', '432'], ['Dayton', '454']]], ['PA', 'Pennsylvania', [['Pittsburgh', '152'], ['Allentown', '181']]],
  ['NC', 'North Carolina', [['Charlotte', '282'], ['Raleigh', '276']]], ['CO', 'Colorado', [['Denver', '802'], ['Aurora', '800']]],
  ['WA', 'Washington', [['Spokane', '992'], ['Tacoma', '984']]], ['MA', 'Massachusetts', [['Worcester', '016'], ['Boston', '021']]],
  ['NV', 'Nevada', [['Las Vegas', '891'], ['Reno', '895']]], ['TN', 'Tennessee', [['Nashville', '372'], ['Memphis', '381']]],
];
export const CA_PLACES: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = [
  ['ON', 'Ontario', [['Toronto', 'M'], ['Ottawa', 'K'], ['London', 'N']]], ['QC', 'Quebec', [['Montréal', 'H'], ['Laval', 'H'], ['Québec', 'G']]],
  ['BC', 'British Columbia', [['Vancouver', 'V'], ['Kelowna', 'V']]], ['AB', 'Alberta', [['Calgary', 'T'], ['Edmonton', 'T']]],
  ['MB', 'Manitoba', [['Winnipeg', 'R']]], ['NS', 'Nova Scotia', [['Halifax', 'B']]], ['SK', 'Saskatchewan', [['Regina', 'S'], ['Saskatoon', 'S']]],
];
export const STREETS = ['Main St', 'Commerce Blvd', 'Oak Avenue', 'Industrial Pkwy', 'Market Street', 'Riverside Dr', 'Elm St', 'Harbor Way',
  'Queen St W', 'King Street', 'Pine Rd', 'Lakeshore Blvd'];

export const FIRST = ['Maria', 'James', 'Sean', 'Aisha', 'Daniel', 'Priya', 'Carlos', 'Linh', 'Rebecca', 'Omar', 'Jean-Luc', 'Mary-Kate',
  'Anne-Marie', 'Tomasz', 'Keisha', 'Victor', 'Hannah', 'Rafael', 'Mei', 'Dmitri', 'Grace', 'Luis', 'Nadia', 'Kwame', 'Ingrid', 'Marc-André'];
export const LAST = ["O'Brien", "D'Angelo", 'McAllister', 'Smith-Jones', 'Nguyen', 'de la Cruz', 'van der Berg', 'Da Silva', 'del Rosario',
  'Van Dyke', 'Okafor', 'Kowalski', 'Hernandez-Ruiz', "O'Neil", 'Patel', 'Le Blanc', 'von Ahn', 'Di Santo', 'Abernathy', 'Chen', 'Fitzgerald',
  'St-Pierre', 'Gagné', 'Lévesque', 'Brooks', 'MacKenzie', "N'Diaye", 'Al-Hassan'];
export const CREDENTIALS = ['DC', 'CPA', 'MD', 'DDS', 'PE', 'DVM'];
export const ROLES: Record<string, readonly string[]> = {
  llc: ['Managing Member', 'Member', 'Manager', 'Owner'], pllc: ['Managing Member', 'Member'], c_corporation: ['President', 'CEO', 'Secretary', 'Treasurer', 'VP'],
  s_corporation: ['President', 'CEO', 'Vice President'], general_partnership: ['Partner', 'General Partner'],
  limited_partnership: ['General Partner', 'Limited Partner'], llp: ['Partner', 'Managing Partner'], cooperative: ['President', 'Board Chair'],
  ca_corporation: ['Director', 'President', 'CEO', 'Secretary'], ca_ulc: ['Director', 'President'],
  sole_proprietorship: ['Owner', 'Sole Proprietor', 'Proprietor'],
};

export const FUNDERS = ['Rapid Capital Funding', 'Bluevine', 'Kapitus', 'Mulligan Funding', 'Everest Business Funding', 'Fora Financial',
  'Forward Financing', 'Pearl Capital', 'Yellowstone Capital', 'Headway Capital', 'Merchant Growth', 'Libro Capital'];
export const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins', 'National Bank'];
export const PROPERTY_COS = ['Greenway Property Mgmt', 'Brightstone Realty', 'Lakeside Holdings', 'Parkview Properties', 'Cornerstone Commercial'];
