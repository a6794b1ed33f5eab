// Word lists for the fictional merchants of set 185. Every name is invented; cities are real places so addresses
// look real, but street numbers, phones and tax IDs are random.

export const FIRST_NAMES = ['Maria', 'James', 'Priya', 'Daniel', 'Aisha', 'Robert', 'Mei', 'Carlos', 'Olivia', 'Tomasz', 'Grace',
  'Hector', 'Nadia', 'William', 'Fatima', 'Kevin', 'Lucia', 'Anthony', 'Sofia', 'Marcus', 'Elena', 'Derek', 'Hannah', 'Jamal',
  'Yuki', 'Patrick', 'Rosa', 'Samuel', 'Ingrid', 'Victor', 'Chloe', 'Andre', 'Leah', 'Raymond', 'Tanya', 'Luis'];

export const FRENCH_FIRST = ['Jean-Marc', 'Sylvie', 'Mathieu', 'Genevieve', 'Luc', 'Isabelle', 'Etienne', 'Nathalie'];

// Particles and hyphens are kept in the last name (applications.md).
export const LAST_NAMES = ['Alvarez', 'Whitfield', 'Raman', 'Okafor', 'Kowalski', 'Nguyen', 'Brennan', 'De La Cruz', 'Van der Berg',
  'McAllister', "O'Neill", 'Haddad', 'Lindqvist', 'Moreno-Diaz', 'Castellano', 'Abernathy', 'Tran', 'Goldberg', 'Petrov',
  'Sorensen', 'Da Silva', 'Fitzgerald', 'Kim', 'Washington', 'Rahman', 'Ostrowski', 'St. Clair', 'Bianchi', 'Yamamoto',
  'Harrington-Lowe', 'Delgado', 'Baptiste', 'Novak', 'Chaudhry', 'Le Blanc', 'Ferreira'];

export const FRENCH_LAST = ['Tremblay', 'Gagnon', 'Bouchard', 'Cote', 'Pelletier', 'Lavoie', 'Fortin', 'Gauthier'];

export const CREDENTIALS = ['DC', 'DDS', 'CPA', 'MD', 'DVM', 'PhD'];

export const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary',
  'Treasurer', 'COO', 'Co-Owner', 'General Manager'];

export interface City { city: string; region: string; zip: string; area: string }

export const US_CITIES: City[] = [
  { city: 'Brooklyn', region: 'NY', zip: '112', area: '718' }, { city: 'Albany', region: 'NY', zip: '122', area: '518' },
  { city: 'Newark', region: 'NJ', zip: '071', area: '973' }, { city: 'Hackensack', region: 'NJ', zip: '076', area: '201' },
  { city: 'Miami', region: 'FL', zip: '331', area: '305' }, { city: 'Orlando', region: 'FL', zip: '328', area: '407' },
  { city: 'Houston', region: 'TX', zip: '770', area: '713' }, { city: 'San Antonio', region: 'TX', zip: '782', area: '210' },
  { city: 'Phoenix', region: 'AZ', zip: '850', area: '602' }, { city: 'Denver', region: 'CO', zip: '802', area: '303' },
  { city: 'Atlanta', region: 'GA', zip: '303', area: '404' }, { city: 'Charlotte', region: 'NC', zip: '282', area: '704' },
  { city: 'Columbus', region: 'OH', zip: '432', area: '614' }, { city: 'Chicago', region: 'IL', zip: '606', area: '312' },
  { city: 'Nashville', region: 'TN', zip: '372', area: '615' }, { city: 'Los Angeles', region: 'CA', zip: '900', area: '213' },
  { city: 'Fresno', region: 'CA', zip: '937', area: '559' }, { city: 'Seattle', region: 'WA', zip: '981', area: '206' },
  { city: 'Portland', region: 'OR', zip: '972', area: '503' }, { city: 'Las Vegas', region: 'NV', zip: '891', area: '702' },
  { city: 'Boston', region: 'MA', zip: '021', area: '617' }, { city: 'Philadelphia', region: 'PA', zip: '191', area: '215' },
  { city: 'Baltimore', region: 'MD', zip: '212', area: '410' }, { city: 'Richmond', region: 'VA', zip: '232', area: '804' },
  { city: 'Detroit', region: 'MI', zip: '482', area: '313' }, { city: 'Minneapolis', region: 'MN', zip: '554', area: '612' },
  { city: 'Salt Lake City', region: 'UT', zip: '841', area: '801' }, { city: 'Birmingham', region: 'AL', zip: '352', area: '205' },
  { city: 'New Orleans', region: 'LA', zip: '701', area: '504' }, { city: 'Hartford', region: 'CT', zip: '061', area: '860' },
  { city: 'Wilmington', region: 'DE', zip: '198', area: '302' }, { city: 'Washington', region: 'DC', zip: '200', area: '202' },
  { city: 'San Juan', region: 'PR', zip: '009', area: '787' }, { city: 'Boise', region: 'ID', zip: '837', area: '208' },
];

export const CA_CITIES: City[] = [
  { city: 'Toronto', region: 'ON', zip: 'M', area: '416' }, { city: 'Mississauga', region: 'ON', zip: 'L', area: '905' },
  { city: 'Ottawa', region: 'ON', zip: 'K', area: '613' }, { city: 'Montreal', region: 'QC', zip: 'H', area: '514' },
  { city: 'Quebec City', region: 'QC', zip: 'G', area: '418' }, { city: 'Calgary', region: 'AB', zip: 'T', area: '403' },
  { city: 'Edmonton', region: 'AB', zip: 'T', area: '780' }, { city: 'Vancouver', region: 'BC', zip: 'V', area: '604' },
  { city: 'Winnipeg', region: 'MB', zip: 'R', area: '204' }, { city: 'Saskatoon', region: 'SK', zip: 'S', area: '306' },
  { city: 'Halifax', region: 'NS', zip: 'B', area: '902' }, { city: 'Moncton', region: 'NB', zip: 'E', area: '506' },
  { city: "St. John's", region: 'NL', zip: 'A', area: '709' }, { city: 'Charlottetown', region: 'PE', zip: 'C', area: '902' },
  { city: 'Whitehorse', region: 'YT', zip: 'Y', area: '867' },
];

export const PROVINCE_NAMES: Record<string, string> = { ON: 'Ontario', QC: 'Quebec', AB: 'Alberta', BC: 'British Columbia',
  MB: 'Manitoba', SK: 'Saskatchewan', NS: 'Nova Scotia', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  PE: 'Prince Edward Island', YT: 'Yukon' };

export const STREETS = ['Main St', 'Oak Avenue', 'Commerce Blvd', 'Industrial Pkwy', 'Maple Dr', 'Harbor Way', 'Elm Street',
  'Lakeshore Rd', 'Union Ave', 'Route 9', 'King St W', 'Cedar Lane', 'Market Street', 'Pine Ridge Rd', 'Broadway', 'Mill Rd'];

// The type of business as printed, with the industry id applications.md's rule gives for it (longest label or alias
// contained, word-bounded); the test re-derives each id from the reference file. Some are deliberately close to a trap
// (a "shop" that is not retail, a "clinic" that is veterinary).
export interface Trade { text: string; id: string; nouns: string[] }
export const TRADES: Trade[] = [
  { text: 'Full-service restaurant', id: 'restaurant', nouns: ['Kitchen', 'Bistro', 'Table'] },
  { text: 'Auto repair and body shop', id: 'auto_repair', nouns: ['Auto Works', 'Motors', 'Garage'] },
  { text: 'Hair salon', id: 'personal_care', nouns: ['Salon', 'Studio'] },
  { text: 'HVAC contractor', id: 'specialty_trade_contractor', nouns: ['Heating & Air', 'Comfort Systems'] },
  { text: 'Residential plumbing services', id: 'specialty_trade_contractor', nouns: ['Plumbing', 'Pipe Works'] },
  { text: 'Dental office', id: 'dental_practice', nouns: ['Dental', 'Family Dentistry'] },
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Care', 'Pet Hospital'] },
  { text: 'Commercial cleaning / janitorial', id: 'cleaning_services', nouns: ['Cleaning Co', 'Facility Services'] },
  { text: 'Daycare center', id: 'childcare', nouns: ['Little Learners', 'Kids Academy'] },
  { text: 'Gym / fitness center', id: 'fitness', nouns: ['Fitness', 'Athletic Club'] },
  { text: 'Convenience store', id: 'convenience_store', nouns: ['Mart', 'Quick Stop'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Coffee', 'Roasters'] },
  { text: 'Clothing boutique', id: 'retail_general', nouns: ['Boutique', 'Apparel'] },
  { text: 'Physical therapy clinic', id: 'medical_practice', nouns: ['Physical Therapy', 'Rehab'] },
  { text: 'Dry cleaner', id: 'dry_cleaning', nouns: ['Cleaners', 'Laundry'] },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', nouns: ['Roofing', 'Exteriors'] },
  { text: 'General contractor', id: 'general_contractor', nouns: ['Builders', 'Construction'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', nouns: ['Auto Sales', 'Motors'] },
  { text: 'Pet grooming and boarding', id: 'pet_services', nouns: ['Pet Spa', 'Paws'] },
  { text: 'Machine shop', id: 'manufacturing', nouns: ['Machining', 'Precision'] },
  { text: 'Food distributor', id: 'wholesale_distribution', nouns: ['Foods', 'Distributors'] },
  { text: 'IT services / managed services', id: 'it_software', nouns: ['Tech Solutions', 'Networks'] },
  { text: 'Home health care agency', id: 'home_health_care', nouns: ['Home Care', 'Health Services'] },
  { text: 'Hotel', id: 'hotel_motel', nouns: ['Inn', 'Suites'] },
  { text: 'Nail salon', id: 'personal_care', nouns: ['Nails', 'Nail Bar'] },
  { text: 'Tire shop', id: 'auto_repair', nouns: ['Tire', 'Wheel & Tire'] },
  { text: 'Food truck', id: 'food_truck_catering', nouns: ['Street Eats', 'Tacos'] },
  { text: 'Landscaping and lawn care', id: 'landscaping', nouns: ['Landscaping', 'Lawn & Garden'] },
  { text: 'Moving company', id: 'trucking_local', nouns: ['Movers', 'Moving & Storage'] },
  { text: 'Accounting and bookkeeping', id: 'professional_services', nouns: ['Accounting', 'Tax & Books'] },
  { text: 'Liquor store', id: 'liquor_store', nouns: ['Wine & Spirits', 'Liquors'] },
  { text: 'Retail pharmacy / drug store', id: 'pharmacy', nouns: ['Pharmacy', 'Drugs'] },
];

export const BRAND_WORDS = ['Summit', 'Bluewater', 'Red Oak', 'Silverline', 'Northgate', 'Golden Hour', 'Riverside', 'Evergreen',
  'Ironwood', 'Lakeview', 'Granite', 'Sunrise', 'Copper Kettle', 'Blue Heron', 'Tall Pines', 'Harvest', 'Crescent', 'Oakridge',
  'Prairie', 'Bayside', 'Highland', 'Maplewood', 'Westbrook', 'Starlight'];

export const GROUP_WORDS = ['Holdings', 'Enterprises', 'Group', 'Ventures', 'Services', 'Partners', 'Management'];

// Existing funders and lenders named in debt schedules: decoys that look like company names.
export const LENDERS = ['Fairway Advance Co.', 'Rapid Lane Capital', 'Cobalt Merchant Funding', 'Pinecrest Bank', 'Atlas Equipment Finance',
  'Vantage Receivables LLC', 'Meridian Business Credit', 'Clearpath Funding', 'First Prairie Bank', 'Oakmont Capital Group',
  'Sterling Daily Funding', 'Bridgeway SBA Lending'];

export const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'US Bank', 'Citizens Bank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins', 'ATB Financial'];

export const USES = ['Working capital', 'Inventory', 'Equipment', 'Payroll', 'Expansion', 'Marketing', 'Debt consolidation', 'Renovation'];

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
