// Word lists for the fictional merchants, owners and decoy parties of set 97 (tables everywhere).
export const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Aisha', 'David', 'Priya', 'Carlos', 'Jennifer', 'Kwame', 'Sofia',
  'Daniel', 'Mei', 'Thomas', 'Fatima', 'Andre', 'Rachel', 'Viktor', 'Naomi', 'Hector', 'Ingrid', 'Omar', 'Chloe', 'Tyrone', 'Yuki',
  'Samuel', 'Gabriela', 'Patrick', 'Leila', 'Marcus', 'Elena', 'Jean-Luc', 'Anne-Marie', 'Raj', 'Bridget'];
export const LAST = ['Okafor', 'Delgado', 'Whitaker', 'Nguyen', 'Haddad', 'Kowalski', 'De La Cruz', 'Van der Berg', "O'Neill",
  'Smith-Jones', 'Castellanos', 'Brennan', 'Patel', 'MacLeod', 'Tremblay', 'Gagnon', 'Rossi', 'Abernathy', 'Fitzgerald', 'St. Pierre',
  'Lindqvist', 'Moreno-Diaz', 'Chatterjee', 'Baptiste', 'Yamamoto', 'Hollis', 'Del Rio', 'Ferreira', 'Kim', 'Ostrowski', 'Le Blanc'];
export const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Partner', 'Vice President', 'COO', 'Director', 'Secretary',
  'Member', 'Treasurer', 'General Manager / Owner'];
export const STEMS = ['Summit Ridge', 'Blue Heron', 'Copper Kettle', 'Iron Gate', 'Harbor Point', 'Golden Prairie', 'Red Maple',
  'Silver Creek', 'Northstar', 'Cedar Hollow', 'Lakeshore', 'Granite Peak', 'Willow Bend', 'Pinecrest', 'Twin Oaks', 'Riverside',
  'Bright Path', 'Oak & Anchor', 'Tall Timber', 'Sunset Strip', 'Eastgate', 'Fairview', 'Thunder Bay', 'Kingsway'];
/** Printed "type of business" texts; the industry id is computed from them by applications.md's rule. */
export const BUSINESS_TEXTS: readonly [string, string][] = [
  ['Full-service restaurant', 'Kitchen'], ['Hair salon', 'Salon'], ['Plumbing & HVAC contractor', 'Mechanical'],
  ['Dental office', 'Dental Group'], ['Veterinary clinic', 'Animal Care'], ['Convenience store', 'Market'],
  ['Landscaping / lawn care', 'Landscapes'], ['Auto body shop', 'Collision'], ['Daycare center', 'Kids Academy'],
  ['Gym / fitness center', 'Fitness'], ['Dry cleaner', 'Cleaners'], ['Coffee shop', 'Coffee Co'], ['Commercial cleaning', 'Janitorial'],
  ['Used car dealer', 'Motors'], ['Physical therapy clinic', 'Rehab'], ['Wholesale distributor', 'Supply'],
  ['Property management', 'Property Group'], ['IT services', 'Tech Solutions'], ['Liquor store', 'Wine & Spirits'],
  ['Roofing contractor', 'Roofing'], ['Pet grooming', 'Pet Spa'], ['Florist', 'Flowers'], ['Machine shop', 'Machining'], ['Motel', 'Inn'],
];
export const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Elm St', 'Market St', 'Route 9', 'Harbor Rd',
  'Lincoln Way', 'Park Ave', 'Mill Rd', 'Center St', 'Broadway', 'Sunset Blvd', 'King St W', 'Queen St E', 'Yonge St', 'Rue Principale'];
export const US_CITIES: readonly [string, string, string][] = [
  ['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Phoenix', 'AZ', '850'], ['Newark', 'NJ', '071'],
  ['Denver', 'CO', '802'], ['Raleigh', 'NC', '276'], ['Atlanta', 'GA', '303'], ['Yonkers', 'NY', '107'], ['Fresno', 'CA', '937'],
  ['Nashville', 'TN', '372'], ['Scranton', 'PA', '185'], ['Boise', 'ID', '837'], ['Tacoma', 'WA', '984'], ['Providence', 'RI', '029'],
  ['Omaha', 'NE', '681'], ['Louisville', 'KY', '402'], ['Reno', 'NV', '895'],
];
export const CA_CITIES: readonly [string, string, string][] = [
  ['Toronto', 'ON', 'M5V'], ['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Vancouver', 'BC', 'V6B'], ['Winnipeg', 'MB', 'R3C'],
  ['Halifax', 'NS', 'B3J'], ['Laval', 'QC', 'H7N'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C'], ['Edmonton', 'AB', 'T5J'],
];
export const US_BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions', 'Truist', 'Citizens Bank', 'US Bank', 'KeyBank'];
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins', 'National Bank'];
export const FUNDERS = ['Rapid Capital Funding', 'Forward Line Advance', 'Kalamata Capital', 'Yellowstone Merchant', 'Greenbox Capital',
  'Pearl Funding Group', 'Everest Business Funding', 'Fox Business Capital', 'Cloudfund LLC', 'Mantis Funding', 'Merchant Growth Ltd.'];
export const LANDLORDS = ['Brixmor Property Group', 'Kimco Realty', 'RioCan REIT', 'Sandhu Holdings LLC', 'Park Plaza Associates',
  'Gateway Commercial Properties', 'First Capital REIT', 'Lombardi Family Trust', 'Westfield Management Co.'];
export const PROCESSORS = ['Square', 'Clover / Fiserv', 'Stripe', 'Heartland', 'Moneris', 'Worldpay', 'Toast', 'Global Payments'];
