// Word lists for the fictional merchants of set 93: people, places, business words and the kinds of business (each
// printed text with the industry id applications.md's longest-match rule gives it, checked by the test).

export const FIRST = ['Maria', 'James', 'Aisha', 'Tomas', 'Priya', 'Derek', 'Hannah', 'Luis', 'Mei', 'Olusegun', 'Grace', 'Victor',
  'Natalia', 'Brandon', 'Yusuf', 'Colleen', 'Dmitri', 'Keisha', 'Ramon', 'Ingrid', 'Tariq', 'Lorraine', 'Emeka', 'Sofia', 'Wesley',
  'Anh', 'Beatriz', 'Curtis', 'Fiona', 'Gustavo', 'Imani', 'Jerome', 'Katya', 'Marcus', 'Noor', 'Patrick', 'Rosalind', 'Samir'] as const;
export const MIDDLE = ['A.', 'J.', 'T.', 'R.', 'M.', 'L.', 'E.', 'K.'] as const;
export const LAST = ['Delgado', 'Okafor', 'Brennan', 'Nguyen', 'Patel', 'Kowalski', 'Lindqvist', 'Haddad', 'Morrison', 'Castellanos',
  'Abernathy', 'Yamamoto', 'Fitzgerald', 'Osei', 'Marchetti', 'Sorensen', 'Whitfield', 'Rahman', 'Baptiste', 'Kaczmarek',
  'Garcia-Lopez', 'Smith-Wong', 'de la Cruz', 'Van Dyke', "O'Connell", 'McAllister', 'St. Pierre', 'del Rio'] as const;
/** Credentials a name may carry, by the kind of business (or a PLLC's professional). */
export const CREDENTIALS: Record<string, string> = { dental_practice: 'DDS', veterinary: 'DVM', professional_services: 'CPA', medical_practice: 'DPT', pllc: 'PE' };

export const BIZ_WORDS = ['Summit Ridge', 'Blue Heron', 'Copper Kettle', 'Harbor Point', 'Oak & Ember', 'Granite State', 'Redwood',
  'Silver Lake', 'Northgate', 'Prairie Wind', 'Lakeshore', 'Iron Bridge', 'Golden Mile', 'Cedar Hollow', 'Riverbend', 'Twin Pines',
  'Brightwater', 'Old Mill', 'Crescent', 'Foxglove', 'High Plains', 'Westbrook', 'Stonegate', 'Marigold'] as const;

/** A kind of business: the text a form prints, a longer description, the word used in a company name, the id. */
export interface Trade { text: string; desc: string; noun: string; id: string }
export const TRADES: readonly Trade[] = [
  { text: 'Pizzeria', desc: 'Family-owned pizzeria, dine-in and take-out', noun: 'Pizza Co', id: 'restaurant' },
  { text: 'Coffee shop', desc: 'Coffee shop with pastries and a small lunch menu', noun: 'Coffee', id: 'restaurant' },
  { text: 'Collision repair', desc: 'Collision repair and paint for insurance work', noun: 'Auto Body', id: 'auto_repair' },
  { text: 'Tire shop', desc: 'Tire shop and alignment, two bays', noun: 'Tire & Wheel', id: 'auto_repair' },
  { text: 'Hair salon', desc: 'Hair salon, six chairs, color and cuts', noun: 'Salon', id: 'personal_care' },
  { text: 'Plumbing contractor', desc: 'Residential plumbing service and repair', noun: 'Plumbing', id: 'specialty_trade_contractor' },
  { text: 'Roofing', desc: 'Roofing installation and repair, commercial and residential', noun: 'Roofing', id: 'specialty_trade_contractor' },
  { text: 'Lawn care', desc: 'Lawn care and seasonal cleanup for homeowners', noun: 'Lawn & Garden', id: 'landscaping' },
  { text: 'Dental office', desc: 'General dental office, two hygienists', noun: 'Dental Group', id: 'dental_practice' },
  { text: 'Veterinary clinic', desc: 'Veterinary clinic for small animals', noun: 'Animal Care', id: 'veterinary' },
  { text: 'Moving company', desc: 'Local moving company with three trucks', noun: 'Movers', id: 'trucking_local' },
  { text: 'Dry cleaner', desc: 'Dry cleaner with same-day pressing', noun: 'Cleaners', id: 'dry_cleaning' },
  { text: 'Commercial cleaning', desc: 'Commercial cleaning of offices and medical suites', noun: 'Facility Services', id: 'cleaning_services' },
  { text: 'Daycare', desc: 'Licensed daycare for ages 1 to 5', noun: 'Little Learners', id: 'childcare' },
  { text: 'Convenience store', desc: 'Convenience store with lottery and deli counter', noun: 'Quick Mart', id: 'convenience_store' },
  { text: 'Liquor store', desc: 'Liquor store, beer and wine', noun: 'Spirits', id: 'liquor_store' },
  { text: 'Fitness center', desc: 'Fitness center with group classes', noun: 'Fitness', id: 'fitness' },
  { text: 'Used car dealer', desc: 'Used car dealer, about 40 units on the lot', noun: 'Motors', id: 'auto_dealer_used' },
  { text: 'Physical therapy', desc: 'Outpatient physical therapy practice', noun: 'Rehab Partners', id: 'medical_practice' },
  { text: 'Catering', desc: 'Corporate and wedding catering', noun: 'Catering', id: 'food_truck_catering' },
  { text: 'Machine shop', desc: 'CNC machine shop, aerospace parts', noun: 'Precision', id: 'manufacturing' },
  { text: 'IT services', desc: 'IT services and network support for small offices', noun: 'Tech Solutions', id: 'it_software' },
  { text: 'Nail salon', desc: 'Nail salon, manicures and pedicures', noun: 'Nails', id: 'personal_care' },
  { text: 'Pet grooming', desc: 'Pet grooming and self-wash stations', noun: 'Pet Spa', id: 'pet_services' },
  { text: 'Florist', desc: 'Florist for weddings and events', noun: 'Flowers', id: 'retail_general' },
  { text: 'Electrical contractor', desc: 'Electrical contractor, new construction wiring', noun: 'Electric', id: 'specialty_trade_contractor' },
  { text: 'Bookkeeping', desc: 'Bookkeeping and payroll for small businesses', noun: 'Accounting Services', id: 'professional_services' },
  { text: 'Home health care', desc: 'Home health care, skilled nursing visits', noun: 'Home Care', id: 'home_health_care' },
];

export interface City { city: string; code: string; zip: string }
export const US_CITIES: readonly City[] = [
  { city: 'Austin', code: 'TX', zip: '787' }, { city: 'Columbus', code: 'OH', zip: '432' }, { city: 'Tampa', code: 'FL', zip: '336' },
  { city: 'Denver', code: 'CO', zip: '802' }, { city: 'Phoenix', code: 'AZ', zip: '850' }, { city: 'Charlotte', code: 'NC', zip: '282' },
  { city: 'Newark', code: 'NJ', zip: '071' }, { city: 'Brooklyn', code: 'NY', zip: '112' }, { city: 'Atlanta', code: 'GA', zip: '303' },
  { city: 'Nashville', code: 'TN', zip: '372' }, { city: 'Portland', code: 'OR', zip: '972' }, { city: 'Richmond', code: 'VA', zip: '232' },
  { city: 'Madison', code: 'WI', zip: '537' }, { city: 'Boise', code: 'ID', zip: '837' }, { city: 'Omaha', code: 'NE', zip: '681' },
  { city: 'Albuquerque', code: 'NM', zip: '871' }, { city: 'Baton Rouge', code: 'LA', zip: '708' }, { city: 'Reno', code: 'NV', zip: '895' },
  { city: 'Louisville', code: 'KY', zip: '402' }, { city: 'Birmingham', code: 'AL', zip: '352' }, { city: 'Providence', code: 'RI', zip: '029' },
  { city: 'Hartford', code: 'CT', zip: '061' }, { city: 'Des Moines', code: 'IA', zip: '503' }, { city: 'Wichita', code: 'KS', zip: '672' },
  { city: 'Pittsburgh', code: 'PA', zip: '152' }, { city: 'Chicago', code: 'IL', zip: '606' }, { city: 'Detroit', code: 'MI', zip: '482' },
  { city: 'Minneapolis', code: 'MN', zip: '554' }, { city: 'Kansas City', code: 'MO', zip: '641' }, { city: 'Seattle', code: 'WA', zip: '981' },
  { city: 'Sacramento', code: 'CA', zip: '958' }, { city: 'Baltimore', code: 'MD', zip: '212' }, { city: 'Indianapolis', code: 'IN', zip: '462' },
  { city: 'Oklahoma City', code: 'OK', zip: '731' }, { city: 'Columbia', code: 'SC', zip: '292' }, { city: 'Salt Lake City', code: 'UT', zip: '841' },
];
export const CA_CITIES: readonly City[] = [
  { city: 'Toronto', code: 'ON', zip: 'M5V' }, { city: 'Mississauga', code: 'ON', zip: 'L5B' }, { city: 'Ottawa', code: 'ON', zip: 'K1P' },
  { city: 'Vancouver', code: 'BC', zip: 'V6B' }, { city: 'Calgary', code: 'AB', zip: 'T2P' }, { city: 'Edmonton', code: 'AB', zip: 'T5J' },
  { city: 'Winnipeg', code: 'MB', zip: 'R3C' }, { city: 'Halifax', code: 'NS', zip: 'B3J' }, { city: 'Regina', code: 'SK', zip: 'S4P' },
  { city: 'Moncton', code: 'NB', zip: 'E1C' }, { city: 'Victoria', code: 'BC', zip: 'V8W' }, { city: "St. John's", code: 'NL', zip: 'A1C' },
];
export const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Blvd', 'Elm St', 'Maple Rd', 'Market St', 'Harbor Way',
  'Lincoln Ave', 'Park Pl', 'River Rd', 'Station St', 'Airport Rd', 'Mill St', 'Washington Blvd', 'Cedar Ln'] as const;
export const FUNDERS = ['Rapid Lane Capital', 'Bluewave Funding', 'Keystone Advance', 'Northstar Business Capital', 'Pinnacle MCA',
  'Swift Path Funding', 'Evergreen Receivables'] as const;
export const BANKS = ['First Harbor Bank', 'Citizens Prairie Bank', 'Summit National Bank', 'Lakeview Credit Union', 'Pioneer Trust'] as const;
export const CA_BANKS = ['Northern Dominion Bank', 'Maple Trust', 'Caisse Laurentienne'] as const;
export const REF_COMPANIES = ['Sysco Supply', 'Ace Wholesale', 'Metro Paper Co', 'Gulf Coast Distributors', 'Allied Parts', 'Uline'] as const;
