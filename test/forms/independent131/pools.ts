// Word pools for set 131's merchants: people, places, business words, printed industries (each with the industries
// reference id a careful reader gets from it: independent131.test.ts checks every one against the reference's rule).

export const FIRST = ['Maria', 'James', 'Aisha', 'Dmitri', 'Keisha', 'Tomás', 'Priya', 'Luis', 'Nguyen', 'Olga', 'Darnell', 'Fatima',
  'Kevin', 'Rosa', 'Hiroshi', 'Brenda', 'Marcus', 'Yolanda', 'Samir', 'Colleen', 'Andre', 'Mei', 'Patrick', 'Ifeoma', 'Grant',
  'Lucia', 'Raj', 'Tamika', 'Victor', 'Sofia', 'Wendell', 'Ana', 'Chidi', 'Erin', 'Gustavo', 'Noor', 'Bernard', 'Jasmine', 'Pierre',
  'Geneviève', 'Mathieu', 'Harpreet', 'Siobhan', 'Cody'];

export const LAST = ['Lopez', 'Okafor', 'Whitfield', 'Petrov', 'Jackson', 'Haddad', 'Patel', 'Romero', 'Tran', 'Kowalski', 'Brooks',
  'Nakamura', 'Sullivan', 'Abernathy', 'Castillo', 'Chen', "O'Brien", 'Mensah', 'Greenberg', 'Delgado', 'Schultz', 'Ivanova', 'Park',
  'Smith-Jones', 'de la Cruz', 'Van der Berg', 'McAllister', 'Dubois', 'Tremblay', 'Gagnon', 'Singh', 'MacLeod', 'Fitzgerald',
  'Baptiste', 'Al-Masri', 'Rivera-Ortiz', 'St. Pierre', 'Kaur'];

export const CREDENTIALS = ['DC', 'DDS', 'CPA', 'DVM', 'MD'];

export const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'VP', 'Secretary', 'COO', 'Pres.', 'Mgr. Member',
  'General Partner', 'Director', 'Treasurer'];

export const STREET_NAMES = ['Main St', 'Oak Ave', 'Route 9', 'Industrial Pkwy', 'Elm St', 'Commerce Dr', 'Broadway', 'Maple Rd', 'Harbor Blvd',
  'Cedar Ln', 'Market St', 'Lakeshore Dr', 'King St W', 'Rue Principale', 'Pine St', 'Union Ave', 'Airport Rd', '5th Ave'];

export const US_PLACES: readonly (readonly [string, string, string])[] = [
  ['Houston', 'TX', '770'], ['Dallas', 'TX', '752'], ['Miami', 'FL', '331'], ['Orlando', 'FL', '328'], ['Brooklyn', 'NY', '112'],
  ['Yonkers', 'NY', '107'], ['Newark', 'NJ', '071'], ['Paterson', 'NJ', '075'], ['Atlanta', 'GA', '303'], ['Chicago', 'IL', '606'],
  ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Detroit', 'MI', '482'],
  ['Nashville', 'TN', '372'], ['Las Vegas', 'NV', '891'], ['Fresno', 'CA', '937'], ['San Diego', 'CA', '921'], ['Seattle', 'WA', '981'],
  ['Boise', 'ID', '837'], ['Tulsa', 'OK', '741'], ['Baltimore', 'MD', '212'], ['Hartford', 'CT', '061'], ['Richmond', 'VA', '232'],
  ['Birmingham', 'AL', '352'], ['Omaha', 'NE', '681'], ['Portland', 'OR', '972'], ['Philadelphia', 'PA', '191'], ['Salt Lake City', 'UT', '841'],
];

export const CA_PLACES: readonly (readonly [string, string, string])[] = [
  ['Toronto', 'ON', 'M'], ['Mississauga', 'ON', 'L'], ['Ottawa', 'ON', 'K'], ['Montréal', 'QC', 'H'], ['Laval', 'QC', 'H'],
  ['Calgary', 'AB', 'T'], ['Edmonton', 'AB', 'T'], ['Vancouver', 'BC', 'V'], ['Surrey', 'BC', 'V'], ['Winnipeg', 'MB', 'R'],
  ['Halifax', 'NS', 'B'], ['Regina', 'SK', 'S'], ['Moncton', 'NB', 'E'], ['St. John\'s', 'NL', 'A'],
];

export const INC_STATES = ['DE', 'NV', 'WY', 'FL', 'NY', 'TX', 'NJ', 'CA'];

export const NAME_WORDS = ['Summit', 'Blue Ridge', 'Harbor', 'Keystone', 'Golden Gate', 'Riverside', 'Lone Star', 'Empire', 'Evergreen',
  'Northstar', 'Crescent', 'Redwood', 'Liberty', 'Prairie', 'Maple Leaf', 'Ironwood', 'Silver Oak', 'Bayside', 'Pinnacle', 'Cardinal',
  'Tri-County', 'Metro', 'Sunrise', 'Bright Path', 'Granite', 'Eastside'];

/** Printed type of business -> the industries reference id (longest label/alias contained, word-bounded). */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  // [printed text, industry id, business noun used in names]
  ['Pizzeria', 'restaurant', 'Pizza'], ['Family restaurant', 'restaurant', 'Kitchen'], ['Coffee shop', 'restaurant', 'Coffee Co'],
  ['Tire shop & auto service', 'auto_repair', 'Tire & Auto'], ['Collision repair', 'auto_repair', 'Collision'],
  ['Hair salon', 'personal_care', 'Salon'], ['Barbershop', 'personal_care', 'Cuts'], ['Nail salon & spa', 'personal_care', 'Nails'],
  ['Plumbing & HVAC', 'specialty_trade_contractor', 'Mechanical'], ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'],
  ['General contractor', 'general_contractor', 'Builders'], ['Dental office', 'dental_practice', 'Dental'],
  ['Veterinary clinic', 'veterinary', 'Animal Hospital'], ['Chiropractor', 'medical_practice', 'Chiropractic'],
  ['Landscaping / lawn care', 'landscaping', 'Landscaping'], ['Dump truck hauling', 'trucking_local', 'Hauling'],
  ['Owner operator (OTR)', 'trucking_long_haul', 'Transport'], ['Convenience store', 'convenience_store', 'Mart'],
  ['Liquor store', 'liquor_store', 'Spirits'], ['Daycare center', 'childcare', 'Kids Academy'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Boutique - womens apparel', 'retail_general', 'Boutique'],
  ['CrossFit gym', 'fitness', 'Fitness'], ['Laundromat', 'dry_cleaning', 'Laundry'], ['Bakery cafe', 'restaurant', 'Bakery'],
  ['Grocery / bodega', 'grocery', 'Market'], ['Home health care', 'home_health_care', 'Home Care'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Freight broker', 'freight_logistics', 'Logistics'],
  ['Software / IT services', 'it_software', 'Tech'], ['Accounting & bookkeeping', 'professional_services', 'Accounting'],
  ['Florist', 'retail_general', 'Flowers'], ['Hotel', 'hotel_motel', 'Inn'], ['Car wash', 'car_wash', 'Car Wash'],
  ['Pet grooming', 'pet_services', 'Pet Spa'], ['Law office', 'law_firm', 'Law Group'], ['Machine shop', 'manufacturing', 'Machining'],
  ['Food truck', 'food_truck_catering', 'Eats'], ['Moving company', 'trucking_local', 'Movers'],
  ['Insurance agency', 'insurance_agency', 'Insurance'], ['Electrical contractor', 'specialty_trade_contractor', 'Electric'],
];

export const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC', 'Regions', 'Truist', 'Citizens', 'KeyBank', 'US Bank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins', 'National Bank'];
export const FUNDERS = ['Rapid Cap Funding', 'Velocity MCA', 'Pearl Advance', 'Fox Business Capital', 'Kapital Kings', 'Mulligan Advance',
  'Greenline Funding', 'Bluevine Advance Co', 'Cobalt Receivables'];
export const USES = ['Inventory', 'Working capital', 'Payroll', 'Equipment', 'Expansion', 'Debt consolidation', 'Marketing', 'Renovation', 'Taxes'];
export const LANDLORDS = ['Brixton Realty LLC', 'Midtown Properties', 'J & R Holdings', 'Plaza Management Inc', 'Oakridge Commercial RE',
  'Harbor Point Leasing', 'Sunbelt Plaza LP'];
export const REF_NAMES = ['Sysco', 'Uline', 'Grainger', 'Home Depot Pro', 'Restaurant Depot', 'Ferguson', 'Fastenal', 'US Foods',
  'Staples Business', 'Gordon Food Service'];
