// Word lists. Applicants and every decoy person draw their last names from one shuffled pool without replacement,
// so no decoy shares a surname with an owner; street and business words hold no surname.

export const FIRST = ['James', 'Maria', 'Ana', 'Jean-Luc', 'Mary-Kate', 'Anne-Marie', 'Kwame', 'Priya', 'Tomasz', 'Siobhan',
  'Dmitri', 'Aisha', 'Luis', 'Mei', 'Carlos', 'Fatima', 'Olusegun', 'Zoe', 'Marcus', 'Elena', 'Rahul', 'Bridget', 'Mateo',
  'Yusuf', 'Ngozi', 'Hyun-woo', 'Colm', 'Ines', 'Desmond', 'Lucia', 'Theo', 'Renata', 'Gideon', 'Marisol'];

export const LAST = ["O'Brien", "D'Angelo", "O'Neill", 'de la Cruz', 'van der Berg', 'del Rosario', 'da Silva', 'Smith-Jones',
  'Garcia-Lopez', 'Nguyen', 'Okafor', 'Kowalczyk', 'McAllister', 'MacDonald', 'Fitzgerald', 'Al-Sayed', 'Patel', 'Johansson',
  'Rossi', 'Haddad', 'Schwartz', 'Dubois', 'Tremblay', 'Gagnon', 'Lefebvre', 'St-Pierre', 'Le Roux', 'von Holt', 'ten Brink',
  'Abernathy', 'Whitfield', 'Kaminski', 'Hernandez', 'Osei', 'Brennan-Shaw', "N'Diaye", 'Van Dyke', 'di Stefano', 'Moreau',
  'Castellanos', 'Iwu', 'Lindqvist', 'Papadakis', 'Ferreira'];

export const CREDENTIALS = ['DC', 'DDS', 'MD', 'CPA', 'PE', 'RN', 'DVM'];

export const STREETS = ['Maple Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Harbor Dr', 'Elm St', 'Market St', 'Ridge Rd',
  'Lakeshore Blvd', 'Pine St', 'Mill Rd', 'Cedar Ln', 'Sunset Blvd', 'Highland Ave', 'Railroad Ave', 'Front St',
  'Orchard Way', 'Quarry Rd', 'Depot St', 'Willow Ct', 'Canal St'];

export const BIZ_A = ['Summit', 'Blue Heron', 'Copper', 'Northstar', 'Granite', 'Silverleaf', 'Lakeside', 'Evergreen', 'Redwood',
  'Ironwood', 'Golden Hour', 'Prairie', 'Coastal', 'Keystone', 'Liberty', 'Pioneer', 'Cobalt', 'Juniper', 'Stonebridge',
  'Bright Path', 'Tidewater', 'High Desert', 'Twin Oaks', 'Lantern'];

/** Type-of-business phrases with the industry id applications.md's longest-alias rule gives, and a trade word. */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Italian restaurant', 'restaurant', 'Trattoria'],
  ['Auto repair & body shop', 'auto_repair', 'Auto Works'], ['Hair salon', 'personal_care', 'Salon'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Landscaping and lawn care', 'landscaping', 'Grounds'],
  ['Dental office', 'dental_practice', 'Dental'], ['Dump truck hauling', 'trucking_local', 'Hauling'],
  ['Coffee shop', 'restaurant', 'Coffee'], ['Convenience store', 'convenience_store', 'Market'], ['Day spa', 'personal_care', 'Spa'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Fitness center', 'fitness', 'Fitness'],
  ['Daycare center', 'childcare', 'Kids'], ['Moving company', 'trucking_local', 'Movers'],
  ['Software development', 'it_software', 'Labs'], ['Used car dealer', 'auto_dealer_used', 'Motors'],
  ['Pet grooming', 'pet_services', 'Paws'], ['Bakery cafe', 'restaurant', 'Bakehouse'], ['Florist', 'retail_general', 'Flowers'],
  ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'], ['Hotel', 'hotel_motel', 'Inn'],
  ['Medical office', 'medical_practice', 'Health'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Food truck', 'food_truck_catering', 'Eats'], ['Tire shop', 'auto_repair', 'Tire'], ['Insurance agency', 'insurance_agency', 'Insurance'],
  ['Freight broker', 'freight_logistics', 'Logistics'], ['Physical therapy clinic', 'medical_practice', 'Rehab'],
  ['Yoga studio', 'fitness', 'Yoga'], ['Home health agency', 'home_health_care', 'Home Care'],
  ['Electrical contractor', 'specialty_trade_contractor', 'Electric'], ['Liquor store', 'liquor_store', 'Spirits'],
  ['Jewelry store', 'jewelry', 'Jewelers'], ['Machine shop', 'manufacturing', 'Machining'], ['Car wash', 'car_wash', 'Car Wash'],
];

/** Entity ids with the free-text forms a merchant writes and the legal-name suffixes that go with them. */
export const ENTITIES: Record<'US' | 'CA', readonly { id: string; w: number; texts: string[]; suffixes: string[] }[]> = {
  US: [
    { id: 'llc', w: 30, texts: ['LLC', 'L.L.C.', 'Limited Liability Company', 'Limited Liability Co.'], suffixes: [' LLC', ', LLC', ' L.L.C.'] },
    { id: 'c_corporation', w: 18, texts: ['Corporation', 'Inc.', 'C-Corp', 'Corp.', 'C Corp'], suffixes: [', Inc.', ' Inc.', ' Corp.', ' Corporation', ' Incorporated'] },
    { id: 's_corporation', w: 10, texts: ['S Corp', 'S-Corp', 'S Corporation'], suffixes: [', Inc.', ' Inc.', ' Corp.'] },
    { id: 'sole_proprietorship', w: 14, texts: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], suffixes: [] },
    { id: 'general_partnership', w: 6, texts: ['Partnership', 'General Partnership'], suffixes: [' Partners', ' & Associates'] },
    { id: 'limited_partnership', w: 4, texts: ['LP', 'Limited Partnership'], suffixes: [', LP', ' L.P.'] },
    { id: 'llp', w: 3, texts: ['LLP'], suffixes: [' LLP'] },
    { id: 'pllc', w: 4, texts: ['PLLC', 'Professional LLC'], suffixes: [', PLLC', ' PLLC'] },
    { id: 'professional_corporation', w: 3, texts: ['P.C.', 'Professional Corporation'], suffixes: [', P.C.', ' PC'] },
    { id: 'nonprofit_corporation', w: 2, texts: ['Non-Profit', 'Nonprofit', '501(c)(3)'], suffixes: [' Foundation', ' Community Services'] },
  ],
  CA: [
    { id: 'ca_corporation', w: 40, texts: ['Corporation', 'Inc.', 'Ltd.', 'Limited', 'Incorporated'], suffixes: [' Inc.', ' Ltd.', ' Limited', ' Corp.'] },
    { id: 'sole_proprietorship', w: 16, texts: ['Sole Proprietor', 'Sole Proprietorship'], suffixes: [] },
    { id: 'general_partnership', w: 7, texts: ['Partnership', 'General Partnership'], suffixes: [' Partners', ' & Associates'] },
    { id: 'limited_partnership', w: 4, texts: ['LP', 'Limited Partnership'], suffixes: [' LP', ' L.P.'] },
    { id: 'ca_ulc', w: 3, texts: ['ULC', 'Unlimited Liability Company'], suffixes: [' ULC'] },
    { id: 'nonprofit_corporation', w: 2, texts: ['Non-Profit', 'Not-for-profit'], suffixes: [' Foundation'] },
  ],
};

/** Checkbox rows (label -> entity id); an entity with no box is "Other" with its text on the line. */
export const ENTITY_BOXES: Record<'US' | 'CA', readonly (readonly [string, string])[]> = {
  US: [['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
    ['LP', 'limited_partnership'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']],
  CA: [['Corporation', 'ca_corporation'], ['Partnership', 'general_partnership'], ['LP', 'limited_partnership'],
    ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']],
};

export const ROLES: Record<string, string[]> = {
  llc: ['Managing Member', 'Member', 'Manager', 'Owner'], pllc: ['Managing Member', 'Member'],
  c_corporation: ['President', 'CEO', 'Vice President', 'Secretary/Treasurer', 'CFO', 'COO'],
  s_corporation: ['President', 'CEO', 'Vice President', 'Secretary'], ca_corporation: ['President', 'Director', 'CEO', 'Secretary'],
  ca_ulc: ['Director', 'President'], sole_proprietorship: ['Owner', 'Sole Proprietor', 'Proprietor'],
  general_partnership: ['Partner', 'General Partner', 'Managing Partner'], limited_partnership: ['General Partner', 'Limited Partner'],
  llp: ['Partner', 'Managing Partner'], professional_corporation: ['President', 'Shareholder'],
  nonprofit_corporation: ['Executive Director', 'Board Chair', 'Treasurer'],
};

export const US_CITIES: readonly (readonly [string, string, string, string])[] = [
  ['Austin', 'TX', 'Texas', '787'], ['Tampa', 'FL', 'Florida', '336'], ['Columbus', 'OH', 'Ohio', '432'], ['Denver', 'CO', 'Colorado', '802'],
  ['Charlotte', 'NC', 'North Carolina', '282'], ['Phoenix', 'AZ', 'Arizona', '850'], ['Newark', 'NJ', 'New Jersey', '071'],
  ['Brooklyn', 'NY', 'New York', '112'], ['Atlanta', 'GA', 'Georgia', '303'], ['Nashville', 'TN', 'Tennessee', '372'],
  ['Portland', 'OR', 'Oregon', '972'], ['Fresno', 'CA', 'California', '937'], ['Boise', 'ID', 'Idaho', '837'],
  ['Omaha', 'NE', 'Nebraska', '681'], ['Providence', 'RI', 'Rhode Island', '029'], ['Wilmington', 'DE', 'Delaware', '198'],
  ['Baton Rouge', 'LA', 'Louisiana', '708'], ['Madison', 'WI', 'Wisconsin', '537'], ['Las Vegas', 'NV', 'Nevada', '891'],
  ['Springfield', 'MA', 'Massachusetts', '011'], ['Richmond', 'VA', 'Virginia', '232'], ['Salt Lake City', 'UT', 'Utah', '841'],
];

export const CA_CITIES: readonly (readonly [string, string, string, string])[] = [
  ['Toronto', 'ON', 'Ontario', 'M'], ['Mississauga', 'ON', 'Ontario', 'L'], ['Ottawa', 'ON', 'Ontario', 'K'],
  ['Montreal', 'QC', 'Quebec', 'H'], ['Calgary', 'AB', 'Alberta', 'T'], ['Edmonton', 'AB', 'Alberta', 'T'],
  ['Vancouver', 'BC', 'British Columbia', 'V'], ['Surrey', 'BC', 'British Columbia', 'V'], ['Winnipeg', 'MB', 'Manitoba', 'R'],
  ['Halifax', 'NS', 'Nova Scotia', 'B'], ['Saskatoon', 'SK', 'Saskatchewan', 'S'], ['Moncton', 'NB', 'New Brunswick', 'E'],
  ["St. John's", 'NL', 'Newfoundland and Labrador', 'A'], ['Charlottetown', 'PE', 'Prince Edward Island', 'C'],
];

export const FUNDERS = ['Bluewater Advance LLC', 'Forward Line Capital', 'Pinnacle Receivables Group', 'Greenbox Funding',
  'Arcadia Advance', 'Kinetic Merchant Capital', 'Meridian Revenue Partners', 'Redline Funding Corp', 'Polar Star Capital'];
export const BANKS = { US: ['First Meridian Bank', 'Lakeshore Community Bank', 'Union Harbor Bank, N.A.', 'Prairie Savings Bank'],
  CA: ['Northern Shield Bank', 'Maple Leaf Credit Union', 'Caisse Rive-Sud', 'Dominion Trust Bank'] };
export const PROPERTY_CO = ['Harborview Properties LLC', 'Crestline Realty Management', 'Oakmont Plaza Associates', 'Westgate Holdings LP'];
export const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation', 'Marketing'];
export const FREQ_TEXT: Record<string, string[]> = {
  daily: ['Daily', 'daily', 'DAILY'], weekly: ['Weekly', 'weekly'], biweekly: ['Bi-Weekly', 'Biweekly', 'bi-weekly'], monthly: ['Monthly', 'monthly'],
};
export const FREQ_BOXES: readonly (readonly [string, string])[] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
