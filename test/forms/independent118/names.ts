// Word lists for independent118 (fictional people, businesses, funders and banks).

/** [city, state, first three zip digits] */
export const US_PLACES: readonly (readonly [string, string, string])[] = [
  ['Scranton', 'PA', '185'], ['Pittsburgh', 'PA', '152'], ['Toms River', 'NJ', '087'], ['Paterson', 'NJ', '075'],
  ['Yonkers', 'NY', '107'], ['Rochester', 'NY', '146'], ['Hartford', 'CT', '061'], ['Worcester', 'MA', '016'],
  ['Columbus', 'OH', '432'], ['Dayton', 'OH', '454'], ['Grand Rapids', 'MI', '495'], ['Naperville', 'IL', '605'],
  ['Kenosha', 'WI', '531'], ['Overland Park', 'KS', '662'], ['Tulsa', 'OK', '741'], ['San Antonio', 'TX', '782'],
  ['Plano', 'TX', '750'], ['Mesa', 'AZ', '852'], ['Henderson', 'NV', '890'], ['Boise', 'ID', '837'],
  ['Fresno', 'CA', '937'], ['Riverside', 'CA', '925'], ['Tacoma', 'WA', '984'], ['Salem', 'OR', '973'],
  ['Boulder', 'CO', '803'], ['Savannah', 'GA', '314'], ['Macon', 'GA', '312'], ['Tampa', 'FL', '336'],
  ['Ocala', 'FL', '344'], ['Charlotte', 'NC', '282'], ['Greenville', 'SC', '296'], ['Knoxville', 'TN', '379'],
  ['Baton Rouge', 'LA', '708'], ['Birmingham', 'AL', '352'], ['Richmond', 'VA', '232'], ['Silver Spring', 'MD', '209'],
  ['Wilmington', 'DE', '198'], ['Des Moines', 'IA', '503'], ['Omaha', 'NE', '681'], ['Albuquerque', 'NM', '871'],
];
/** [city, province, postal code's first letter] */
export const CA_PLACES: readonly (readonly [string, string, string])[] = [
  ['Toronto', 'ON', 'M'], ['Mississauga', 'ON', 'L'], ['Ottawa', 'ON', 'K'], ['London', 'ON', 'N'], ['Sudbury', 'ON', 'P'],
  ['Calgary', 'AB', 'T'], ['Edmonton', 'AB', 'T'], ['Vancouver', 'BC', 'V'], ['Kelowna', 'BC', 'V'], ['Winnipeg', 'MB', 'R'],
  ['Saskatoon', 'SK', 'S'], ['Regina', 'SK', 'S'], ['Halifax', 'NS', 'B'], ['Moncton', 'NB', 'E'], ['Laval', 'QC', 'H'],
  ['Gatineau', 'QC', 'J'], ["St. John's", 'NL', 'A'], ['Charlottetown', 'PE', 'C'],
];
export const STREETS = ['Main Street', 'Commerce Dr.', 'N. Elm Ave', 'Industrial Pkwy', 'Route 9 South', 'Market St', 'Lakeview Blvd',
  'Old Mill Road', 'W. 3rd Street', 'Harbourfront Way', 'Kingston Rd', 'Sherbrooke St. W', 'Park Avenue South', 'Veterans Memorial Hwy',
  'Fairview Lane', 'Station Square', 'Riverside Drive East', 'Boulevard of the Americas'];
export const FIRST = ['Maria', 'James', 'Priya', 'DeShawn', 'Jean-Luc', 'Mary-Kate', 'Anh', 'Roberto', 'Siobhan', 'Tomasz', 'Aisha', 'Kevin',
  'Lucia', 'Darnell', 'Hye-Jin', 'Patrick', 'Fatima', 'Giovanni', 'Rebecca', 'Olumide', 'Chantal', 'Wei', 'Marcus', 'Ingrid', 'Rafael',
  'Nadia', 'Colm', 'Yolanda', 'Dmitri', 'Shauna'];
export const LAST = ['Delgado', "O'Brien", 'van der Berg', 'Smith-Haddad', 'Nguyen', 'De La Cruz', 'McAllister', 'Okafor', 'Kowalski',
  'St. Pierre', 'Patel', 'Fitzgerald', 'da Silva', "D'Angelo", 'Lindqvist', 'Washington', 'Abernathy-Lowe', 'Ramirez', 'Van Buren',
  'Kim', 'MacNeil', 'Haddad', 'Rossi', 'Bergeron', 'Ó Súilleabháin', 'Chen', 'Thibodeaux', 'von Essen', 'Mbeki', 'Goldberg'];
/** [type of business as printed, industries id by applications.md's longest-alias rule, nouns for the business's name] */
export const INDUSTRIES: readonly (readonly [string, string, string[]])[] = [
  ['Full-service Italian restaurant', 'restaurant', ['Trattoria', 'Kitchen & Table']],
  ['Residential plumbing & drain repair', 'specialty_trade_contractor', ['Plumbing', 'Drain & Sewer']],
  ['HVAC installation and service', 'specialty_trade_contractor', ['Heating & Air', 'Mechanical']],
  ['Veterinary clinic', 'veterinary', ['Animal Hospital', 'Veterinary Care']],
  ['Collision repair / auto body', 'auto_repair', ['Collision', 'Auto Body']],
  ['Hair salon & day spa', 'personal_care', ['Salon', 'Hair Studio']],
  ['Commercial cleaning services', 'cleaning_services', ['Facility Services', 'Janitorial']],
  ['Landscaping & lawn care', 'landscaping', ['Landscape', 'Lawn & Garden']],
  ['Dental office', 'dental_practice', ['Family Dental', 'Dental Arts']],
  ['Dump truck hauling', 'trucking_local', ['Hauling', 'Aggregate Transport']],
  ['Used car dealer', 'auto_dealer_used', ['Motors', 'Auto Sales']],
  ['Coffee shop & bakery cafe', 'restaurant', ['Coffee Roasters', 'Bakehouse']],
  ['Daycare / early learning center', 'childcare', ['Early Learning', 'Kids Academy']],
  ['Fitness center / gym', 'fitness', ['Fitness', 'Athletic Club']],
  ['Roofing contractor', 'specialty_trade_contractor', ['Roofing', 'Exteriors']],
  ['Chiropractor office', 'medical_practice', ['Chiropractic', 'Spine & Wellness']],
  ['Boutique clothing store', 'retail_general', ['Boutique', 'Outfitters']],
  ['Grocery store & deli', 'grocery', ['Market', 'Fine Foods']],
  ['Moving company', 'trucking_local', ['Moving & Storage', 'Relocation']],
  ['IT services / managed services', 'it_software', ['Technology Solutions', 'Networks']],
  ['Pet grooming & boarding', 'pet_services', ['Pet Resort', 'Grooming']],
  ['Dry cleaner', 'dry_cleaning', ['Cleaners', 'Garment Care']],
  ['Electrical contractor', 'specialty_trade_contractor', ['Electric', 'Electrical Contractors']],
  ['Catering company', 'food_truck_catering', ['Catering', 'Events Kitchen']],
  ['Tire shop & oil change', 'auto_repair', ['Tire & Lube', 'Auto Care']],
  ['Home health care agency', 'home_health_care', ['Home Care', 'Caregivers']],
  ['Physical therapy clinic', 'medical_practice', ['Physical Therapy', 'Rehab']],
  ['Machine shop', 'manufacturing', ['Precision Machining', 'Fabrication']],
  ['Freight broker / logistics', 'freight_logistics', ['Logistics', 'Freight Solutions']],
  ['Nail salon', 'personal_care', ['Nails', 'Nail Lounge']],
  ['Hardware store', 'retail_general', ['Hardware', 'Supply']],
  ['Convenience store', 'convenience_store', ['Quick Stop', 'Corner Mart']],
];
export const FUNDERS = ['Ironbridge Capital', 'Lumen Advance LLC', 'Clearwater Receivables', 'Bluestone Funding Group', 'Redline Merchant Capital',
  'Paragon Daily Funding', 'Northstar Business Advance', 'Kingfisher Capital Partners'];
export const BANKS_US = ['Chase', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'First Citizens Bank', 'Huntington National Bank', 'KeyBank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins', 'ATB Financial'];
export const TITLES_CORP = ['President', 'Vice President', 'Secretary', 'Treasurer', 'CFO', 'COO', 'Director'];
export const TITLES_LLC = ['Managing Member', 'Member', 'Member', 'Co-Owner', 'Operations Manager'];
