// Word lists for set 194's merchants. Each printed entity or industry text is listed with the reference id that
// applications.md's rules give for it; independent194.test.ts checks every pair against /work/shared/reference.

/** Entity ids with the texts a form may print for them (free text or "Other: ___"), by country. */
export const ENTITY_TEXTS: Record<'US' | 'CA', Record<string, string[]>> = {
  US: {
    llc: ['LLC', 'L.L.C.', 'Limited Liability Company', 'Single-Member LLC'],
    c_corporation: ['Corporation', 'Corp', 'Inc.', 'C Corp', 'C-Corp'],
    s_corporation: ['S Corp', 'S-Corp', 'S Corporation'],
    sole_proprietorship: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'],
    general_partnership: ['Partnership', 'General Partnership'],
    limited_partnership: ['LP', 'Limited Partnership'],
    llp: ['LLP', 'L.L.P.'],
    pllc: ['PLLC', 'Professional LLC'],
    professional_corporation: ['P.C.', 'Professional Corporation'],
    nonprofit_corporation: ['Non-Profit', 'Nonprofit', 'Not-for-profit'],
    cooperative: ['Co-op', 'Cooperative'],
  },
  CA: {
    ca_corporation: ['Corporation', 'Inc.', 'Ltd.', 'Limited'],
    sole_proprietorship: ['Sole Proprietorship', 'Sole Proprietor'],
    general_partnership: ['Partnership', 'General Partnership'],
    limited_partnership: ['Limited Partnership', 'LP'],
    ca_ulc: ['ULC', 'Unlimited Liability Corporation'],
    cooperative: ['Co-operative', 'Co-op'],
    nonprofit_corporation: ['Not-for-profit', 'Non-Profit'],
  },
};

/** How often each entity is drawn (real MCA files: mostly LLCs and corporations). */
export const ENTITY_WEIGHTS: Record<'US' | 'CA', [string, number][]> = {
  US: [['llc', 30], ['c_corporation', 14], ['s_corporation', 14], ['sole_proprietorship', 12], ['general_partnership', 4],
    ['limited_partnership', 3], ['llp', 2], ['pllc', 4], ['professional_corporation', 3], ['nonprofit_corporation', 2], ['cooperative', 1]],
  CA: [['ca_corporation', 45], ['sole_proprietorship', 20], ['general_partnership', 8], ['limited_partnership', 4], ['ca_ulc', 4],
    ['cooperative', 2], ['nonprofit_corporation', 2]],
};

/** Name endings that go with an entity (the legal name's suffix). */
export const LEGAL_SUFFIX: Record<string, string[]> = {
  llc: [', LLC', ' LLC', ', L.L.C.'],
  c_corporation: [', Inc.', ' Inc', ' Corp.', ' Corporation'],
  s_corporation: [', Inc.', ' Inc.', ' Corp'],
  general_partnership: [' Partners', ' & Associates'],
  limited_partnership: [', LP', ' L.P.'],
  llp: [' LLP', ', LLP'],
  pllc: [', PLLC', ' PLLC'],
  professional_corporation: [', P.C.', ' PC'],
  nonprofit_corporation: [' Foundation, Inc.', ' Community Center'],
  cooperative: [' Cooperative', ' Co-op'],
  ca_corporation: [' Inc.', ' Ltd.', ' Limited', ' Corp.'],
  ca_ulc: [' ULC'],
};

/** Type-of-business texts with the industry id the longest-contained-alias rule gives. */
export const INDUSTRIES: [string, string, string[]][] = [
  ['Pizzeria', 'restaurant', ['Pizza', 'Slice House']],
  ['Full service restaurant & bar', 'restaurant', ['Grill', 'Kitchen']],
  ['Coffee shop / bakery', 'restaurant', ['Coffee Roasters', 'Bakehouse']],
  ['Veterinary clinic', 'veterinary', ['Animal Clinic', 'Pet Hospital']],
  ['Dental office', 'dental_practice', ['Family Dental', 'Smile Studio']],
  ['Collision repair and body shop', 'auto_repair', ['Auto Body', 'Collision Center']],
  ['Tire shop', 'auto_repair', ['Tire & Wheel', 'Tire Pros']],
  ['HVAC contractor', 'specialty_trade_contractor', ['Heating & Air', 'Comfort Systems']],
  ['Plumbing & heating', 'specialty_trade_contractor', ['Plumbing', 'Pipe Works']],
  ['Roofing contractor', 'specialty_trade_contractor', ['Roofing', 'Roof Systems']],
  ['Electrical contractor', 'specialty_trade_contractor', ['Electric', 'Power Services']],
  ['Flooring installation', 'specialty_trade_contractor', ['Floors', 'Flooring Co']],
  ['Hair salon', 'personal_care', ['Hair Studio', 'Salon']],
  ['Nail salon & day spa', 'personal_care', ['Nails & Spa', 'Nail Lounge']],
  ['Barbershop', 'personal_care', ['Barber Co', 'Cuts']],
  ['Trucking - dump truck hauling', 'trucking_local', ['Hauling', 'Trucking']],
  ['Moving company', 'trucking_local', ['Movers', 'Moving & Storage']],
  ['Freight broker', 'freight_logistics', ['Logistics', 'Freight Solutions']],
  ['Landscaping & snow removal', 'landscaping', ['Landscapes', 'Grounds Care']],
  ['Commercial cleaning / janitorial', 'cleaning_services', ['Cleaning Services', 'Janitorial']],
  ['Convenience store', 'convenience_store', ['Mart', 'Quick Stop']],
  ['Liquor store', 'liquor_store', ['Wine & Spirits', 'Liquors']],
  ['Grocery & deli', 'grocery', ['Market', 'Fine Foods']],
  ['Chiropractor', 'medical_practice', ['Chiropractic', 'Spine Center']],
  ['Physical therapy clinic', 'medical_practice', ['Physical Therapy', 'Rehab']],
  ['Daycare center', 'childcare', ['Kids Academy', 'Little Learners']],
  ['Used car dealer', 'auto_dealer_used', ['Auto Sales', 'Motors']],
  ['Gym / fitness center', 'fitness', ['Fitness', 'Strength Club']],
  ['Dry cleaner', 'dry_cleaning', ['Cleaners', 'Garment Care']],
  ['Laundromat', 'dry_cleaning', ['Wash House', 'Laundry']],
  ['Florist', 'retail_general', ['Flowers', 'Blooms']],
  ['Clothing boutique', 'retail_general', ['Boutique', 'Apparel']],
  ['Food truck', 'food_truck_catering', ['Street Eats', 'Tacos']],
  ['IT services / managed services', 'it_software', ['Tech Solutions', 'Networks']],
  ['Marketing agency', 'professional_services', ['Creative', 'Media Group']],
  ['Bookkeeping & tax prep', 'professional_services', ['Accounting', 'Tax Services']],
  ['Motel', 'hotel_motel', ['Inn', 'Motor Lodge']],
  ['Home care agency', 'home_health_care', ['Home Care', 'Caregivers']],
  ['Assisted living facility', 'nursing_assisted_living', ['Senior Living', 'Care Home']],
  ['Car wash', 'car_wash', ['Car Wash', 'Auto Spa']],
  ['Pet grooming', 'pet_services', ['Pet Spa', 'Grooming']],
  ['Machine shop', 'manufacturing', ['Machining', 'Precision']],
  ['Wholesale distributor', 'wholesale_distribution', ['Supply', 'Distributors']],
  ['Tutoring center', 'education_private', ['Learning Center', 'Tutors']],
  ['Insurance agency', 'insurance_agency', ['Insurance Group', 'Insurance']],
  ['Staffing agency', 'staffing_agency', ['Staffing', 'Workforce']],
];

export const NAME_WORDS = ['Summit', 'Harbor', 'Blue Ridge', 'Cedar', 'Ironwood', 'Northgate', 'Lakeshore', 'Red Rock', 'Silver Oak',
  'Pinecrest', 'Golden Gate', 'Riverbend', 'Granite', 'Keystone', 'Magnolia', 'Prairie', 'Coastal', 'Evergreen', 'Highland', 'Union Square',
  'Old Town', 'Maple Leaf', 'Bayview', 'Stonebridge', 'Canyon', 'Lighthouse', 'Southside', 'Westfield', 'Crescent', 'Liberty'];

export const FIRST_NAMES = ['James', 'Maria', 'Robert', 'Linh', 'David', 'Aisha', 'Michael', 'Priya', 'Carlos', 'Jennifer', 'Tomasz', 'Keisha',
  'Daniel', 'Mei', 'Anthony', 'Olga', 'Jean-Luc', 'Fatima', 'Kevin', 'Rosa', 'Marcus', 'Yuki', 'Andre', 'Sofia', 'Hector', 'Brianna',
  'Nikolai', 'Grace', 'Samuel', 'Ines', 'Dwayne', 'Hannah', 'Rajesh', 'Chloe', 'Omar', 'Teresa', 'Wei', 'Ashley', 'Mary-Kate', 'Luis'];
export const CA_FIRST_NAMES = ['Étienne', 'Marie-Ève', 'Sébastien', 'Geneviève', 'Liam', 'Harpreet', 'Chantal', 'Mathieu', 'Nadia', 'Connor',
  'Amélie', 'Raj', 'Siobhan', 'Jian', 'Olivier', 'Brigitte', 'Tyler', 'Manon', 'Gurpreet', 'Noah'];
export const LAST_NAMES = ['Smith', 'Nguyen', 'Garcia', 'Johnson', 'Patel', "O'Connor", 'Kowalski', 'Ruiz-Delgado', 'de la Cruz', 'Van der Berg',
  'McAllister', 'Washington', 'Kim', 'Okafor', 'Rossi', 'Hernandez', 'Brooks', 'Al-Sayed', 'Le', 'Fitzgerald', 'da Silva', 'Goldberg',
  'Chen-Williams', 'Murphy', 'Abernathy', 'Singh', 'Ivanova', 'Thompson', 'St. John', 'Baptiste'];
export const CA_LAST_NAMES = ['Tremblay', 'Gagné', 'Bélanger', 'Lévesque', 'St-Pierre', 'MacDonald', 'Sandhu', 'Côté', 'Wong', 'Fraser',
  'Bouchard-Roy', 'Leblanc', 'Dhillon', 'Morin', 'Campbell', 'Nguyen', 'Ouellet', 'Desjardins', 'McKenzie', 'Grewal'];
/** Credentials a form may print after a name; applications.md drops them. */
export const CREDENTIALS = [', DDS', ', DC', ', CPA', ', MD', ', DVM', ', PT', ', Esq.'];
export const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'COO', 'Owner/Operator',
  'Managing Partner', 'Treasurer'];
export const CA_TITLES = ['President', 'Director', 'Owner', 'Partner', 'Secretary-Treasurer', 'CEO', 'Vice-President', 'Operator'];

export const STREETS = ['Main St', 'Commerce Dr', 'Oak Avenue', 'Industrial Pkwy', 'W 3rd Street', 'Elm St', 'Market Street', 'Route 9',
  'Harbor Blvd', 'N Central Ave', 'Peachtree Rd NE', 'Lakeview Dr', 'Washington Ave', 'S Broadway', 'Airport Rd', 'Sunset Blvd'];
export const CA_STREETS = ['rue Saint-Denis', 'Yonge Street', 'Jasper Ave', 'Portage Ave', 'Barrington St', 'Granville St', 'boul. René-Lévesque O',
  'King St W', 'Main Street', '17 Ave SW', 'Dundas St E', 'Water St'];

/** [city, state, zip prefix] */
export const US_CITIES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Miami', 'FL', '331'], ['Houston', 'TX', '770'],
  ['Dallas', 'TX', '752'], ['Austin', 'TX', '787'], ['Phoenix', 'AZ', '850'], ['Atlanta', 'GA', '303'], ['Charlotte', 'NC', '282'],
  ['Columbus', 'OH', '432'], ['Brooklyn', 'NY', '112'], ['Newark', 'NJ', '071'], ['Chicago', 'IL', '606'], ['Denver', 'CO', '802'],
  ['Las Vegas', 'NV', '891'], ['Nashville', 'TN', '372'], ['Philadelphia', 'PA', '191'], ['Seattle', 'WA', '981'], ['Boise', 'ID', '837'],
  ['Baton Rouge', 'LA', '708'], ['Richmond', 'VA', '232'], ['Salt Lake City', 'UT', '841'], ['Kansas City', 'MO', '641'],
  ['Anaheim', 'CA', '928'], ['Fresno', 'CA', '937'], ['Hartford', 'CT', '061'], ['Birmingham', 'AL', '352'], ['Omaha', 'NE', '681'],
  ['Albuquerque', 'NM', '871'], ['Baltimore', 'MD', '212'], ['Washington', 'DC', '200'], ['San Juan', 'PR', '009'], ['Portland', 'OR', '972']];
/** [city, province, postal code's first letter] */
export const CA_CITIES: [string, string, string][] = [['Toronto', 'ON', 'M'], ['Mississauga', 'ON', 'L'], ['Ottawa', 'ON', 'K'],
  ['Montréal', 'QC', 'H'], ['Laval', 'QC', 'H'], ['Québec', 'QC', 'G'], ['Calgary', 'AB', 'T'], ['Edmonton', 'AB', 'T'],
  ['Vancouver', 'BC', 'V'], ['Surrey', 'BC', 'V'], ['Winnipeg', 'MB', 'R'], ['Halifax', 'NS', 'B'], ['Saskatoon', 'SK', 'S'],
  ['Moncton', 'NB', 'E'], ["St. John's", 'NL', 'A'], ['Charlottetown', 'PE', 'C'], ['Whitehorse', 'YT', 'Y']];
export const INCORPORATION_STATES = ['DE', 'NV', 'WY', 'NY', 'FL', 'TX', 'NJ', 'DE', 'DE'];
export const CA_JURISDICTIONS = ['Federal (CBCA)', 'ON', 'BC', 'AB', 'QC', 'NS', 'Canada (federal)'];

export const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'Citizens Bank', 'U.S. Bank',
  'Navy Federal CU', 'First Horizon', 'KeyBank', 'Fifth Third Bank', 'Santander'];
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins', 'National Bank', 'ATB Financial'];
export const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Capital', 'Fora Financial', 'Kalamata Capital', 'Everest Business Funding',
  'Pearl Capital', 'Mulligan Funding', 'Forward Financing', 'Headway Capital', 'Fundbox', 'Libertas Funding', 'Greenbox Capital'];
export const CA_FUNDERS = ['Merchant Growth', 'iCapital', 'Thinking Capital', 'Journey Capital', 'Canacap', '2M7 Financial'];
export const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Marketing', 'Renovation',
  'Debt consolidation', 'Hire staff', 'Second location', 'Taxes'];
export const SUPPLIERS = ['Sysco', 'US Foods', 'Grainger', 'Uline', 'Ferguson', 'Home Depot Pro', 'Fastenal', 'McLane', 'HD Supply',
  'Restaurant Depot', 'Gordon Food Service', 'Bunzl'];
