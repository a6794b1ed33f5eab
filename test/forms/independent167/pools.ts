// Word pools for set 167: people, businesses, places, and the people and firms around a deal that are not applicants.
// Decoy pools (reps, landlords, funders, references) share no name with the owner pools.

export const FIRST = ['James', 'María', 'DeShawn', 'Priya', 'Wei', 'Olusegun', 'Siobhan', 'José', 'Mary-Kate', 'Tomasz',
  'Aaliyah', 'Hiroshi', 'Fatima', 'Connor', 'Lucía', 'Dmitri', 'Anh', 'Rachel', 'Kwame', 'Ingrid', 'Marcus', 'Beatriz',
  'Yusuf', 'Sofia', 'Gabriel', 'Nadia', 'Jean-Luc', 'Chloé', 'Raj', 'Thandiwe', 'Ana-Lucía', 'Zoë', 'Bjorn', 'Keisha'];

export const LAST = ["O'Brien", 'de la Cruz', 'van der Berg', 'McAllister', 'Smith-Jones', "D'Angelo", 'Nguyen', 'Okafor',
  'García-López', 'von Stein', 'da Silva', 'Di Marco', 'Kowalski', 'Abernathy', 'MacLeod', 'Haddad', 'Johansson',
  'Ben-David', 'Le Roux', 'Fitzgerald', 'Ramírez', 'Chukwu-Eze', 'Al-Sayed', 'St-Pierre', 'Tremblay', 'Papadopoulos',
  'Yamamoto', "N'Diaye", 'del Toro', 'Van Buren-Ortiz', 'Washington', "O'Neil-Baptiste"];

export const CREDENTIALS = ['DDS', 'MD', 'CPA', 'DVM', 'DC', 'PE'];
export const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Co-Owner', 'Director',
  'Owner/Operator', 'VP Operations', 'Secretary/Treasurer'];

// Decoy people: ISO reps, landlords, references, e-mail senders. None of these is an owner name.
export const OTHER_PEOPLE = ['Jamie Park', 'Trevor Lindqvist', 'Dana Whitfield', 'Carlos Medeiros', 'Helen Achterberg',
  'Marty Kessler', 'Brooke Yancey', 'Victor Halloran', 'Nina Szabo', 'Gordon Pike', 'Lena Vasquez-Hart', 'Omar Farouk',
  'Tess Gallagher', 'Rui Tanaka', 'Pauline Ouellet', 'Scott Brandt'];

export const FUNDERS = ['Ironbridge Capital', 'Fastlane Funding', 'Crestview Advance', 'Pinnacle Merchant Funding',
  'Bluewater Business Capital', 'Redline Receivables', 'Keystone Daily Funding', 'Orchard Street Capital', 'Tidal Advance Group'];
export const BANKS_US = ['Chase', 'Wells Fargo', 'Bank of America', 'PNC Bank', 'Regions Bank', 'Truist', 'U.S. Bank', 'Citizens Bank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
export const SUPPLIERS = ['Sysco Foods', 'Grainger Supply', 'Uline', 'Ferguson Plumbing Supply', 'Patterson Dental',
  'Staples Business', 'Home Depot Pro', 'Gordon Food Service', 'McKesson', 'Fastenal'];

export const PLACES = ['Summit', 'Harbor', 'Maple', 'Riverside', 'Copper', 'Bluebird', 'Granite', 'Lakeshore', 'Oak Hollow',
  'Prairie', 'Northgate', 'Silverline', 'Cedar', 'Beacon', 'Golden Gate', 'Red Rock', 'Willow Creek', 'Evergreen', 'Twin Pines'];

/** Type of business as printed, the industry id the reading rule gives, and nouns for the business name. */
export const INDUSTRIES: readonly { text: string; id: string; nouns: string[] }[] = [
  { text: 'Family dental office', id: 'dental_practice', nouns: ['Dental', 'Smiles Dental Care'] },
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Hospital', 'Veterinary Care'] },
  { text: 'Italian restaurant', id: 'restaurant', nouns: ['Trattoria', 'Kitchen'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Coffee Roasters', 'Espresso Bar'] },
  { text: 'Auto repair / tire shop', id: 'auto_repair', nouns: ['Auto Care', 'Tire & Brake'] },
  { text: 'Hair salon', id: 'personal_care', nouns: ['Salon', 'Hair Studio'] },
  { text: 'HVAC contractor', id: 'specialty_trade_contractor', nouns: ['Heating & Air', 'Mechanical'] },
  { text: 'Plumbing services', id: 'specialty_trade_contractor', nouns: ['Plumbing', 'Pipe Works'] },
  { text: 'Landscaping and lawn care', id: 'landscaping', nouns: ['Landscapes', 'Lawn & Garden'] },
  { text: 'Convenience store', id: 'convenience_store', nouns: ['Quick Mart', 'Corner Market'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', nouns: ['Cleaning Services', 'Janitorial'] },
  { text: 'Daycare center', id: 'childcare', nouns: ['Kids Academy', 'Little Learners'] },
  { text: 'Yoga studio', id: 'fitness', nouns: ['Yoga', 'Flow Studio'] },
  { text: 'Online store (Shopify)', id: 'ecommerce', nouns: ['Goods', 'Supply Co'] },
  { text: 'Physical therapy clinic', id: 'medical_practice', nouns: ['Physical Therapy', 'Rehab & Wellness'] },
  { text: 'Machine shop', id: 'manufacturing', nouns: ['Machine Works', 'Precision Machining'] },
  { text: 'Pet grooming', id: 'pet_services', nouns: ['Pet Spa', 'Grooming'] },
  { text: 'Dry cleaner', id: 'dry_cleaning', nouns: ['Cleaners', 'Laundry & Press'] },
  { text: 'Liquor store', id: 'liquor_store', nouns: ['Wine & Spirits', 'Bottle House'] },
  { text: 'Moving company', id: 'trucking_local', nouns: ['Movers', 'Moving & Storage'] },
  { text: 'IT services', id: 'it_software', nouns: ['Tech Solutions', 'Networks'] },
  { text: 'General contractor', id: 'general_contractor', nouns: ['Builders', 'Construction'] },
  { text: 'Food truck', id: 'food_truck_catering', nouns: ['Street Eats', 'Taco Truck'] },
  { text: 'Home care agency', id: 'home_health_care', nouns: ['Home Care', 'Caregivers'] },
  { text: 'Auto detailing', id: 'car_wash', nouns: ['Detailing', 'Auto Spa'] },
  { text: 'Boutique clothing store', id: 'retail_general', nouns: ['Boutique', 'Apparel'] },
  { text: 'Bakery cafe', id: 'restaurant', nouns: ['Bakery', 'Bread Co'] },
];

export const US_CITIES: readonly [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'],
  ['Columbus', 'OH', '432'], ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'], ['Charlotte', 'NC', '282'],
  ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'], ['Fresno', 'CA', '937'], ['Atlanta', 'GA', '303'],
  ['Madison', 'WI', '537'], ['Boise', 'ID', '837'], ['Portland', 'OR', '972'], ['Springfield', 'IL', '627'],
  ['Baton Rouge', 'LA', '708'], ['Nashville', 'TN', '372'], ['Kansas City', 'MO', '641'], ['Reno', 'NV', '895']];
export const CA_CITIES: readonly [string, string, string][] = [['Toronto', 'ON', 'M'], ['Mississauga', 'ON', 'L'],
  ['Calgary', 'AB', 'T'], ['Vancouver', 'BC', 'V'], ['Winnipeg', 'MB', 'R'], ['Halifax', 'NS', 'B'], ['Laval', 'QC', 'H'],
  ['Saskatoon', 'SK', 'S'], ['Moncton', 'NB', 'E'], ['Charlottetown', 'PE', 'C']];
export const STREETS = ['Main St', 'Elm Ave', 'Commerce Dr', 'Industrial Pkwy', 'King St W', 'Oak Blvd', 'Market St',
  'Lakeview Rd', 'Queen St E', 'Pioneer Way', 'Harbour Rd', 'Sunset Blvd', 'Station Ave', 'Mill Rd'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
  'November', 'December'];
