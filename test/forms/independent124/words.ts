// Word lists for fictional merchants, owners, banks and brokers. Every name here is made up.

export const FIRST_US = ['James', 'Maria', 'Daniel', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Priya', 'Michael', 'Keisha', 'David', 'Elena',
  'Anthony', 'Grace', 'Samuel', 'Fatima', 'Brian', 'Rosa', 'Kevin', 'Hannah', 'Jorge', 'Mei', 'Tyrone', 'Olivia', 'Victor', 'Natalia',
  'Dwayne', 'Sofia', 'Raj', 'Megan', 'Omar', 'Claire', 'Terrence', 'Yolanda', 'Gregory', 'Ingrid'];
export const LAST_US = ['Whitfield', 'Ortega-Reyes', 'Nguyen', "O'Connell", 'McAllister', 'Van Houten', 'De la Cruz', 'Okafor', 'Brennan',
  'Castellanos', 'Abernathy', 'Kowalski', 'Delgado', 'Haddad', 'Patel', 'Washington', 'St. James', 'Lindqvist', 'Moreau', 'Fitzgerald',
  'Takahashi', 'Romero', 'Baptiste', 'Hollis', 'Da Silva', 'Kim', 'Adeyemi', 'Sorensen', 'Villanueva', 'Greer-Watkins', 'Del Rio', 'Yoon'];
export const FIRST_CA = ['Marc-André', 'Geneviève', 'Étienne', 'Chantal', 'Jean-François', 'Amélie', 'Pierre', 'Nathalie', 'Harpreet',
  'Gurpreet', 'Wei', 'Liam', 'Émilie', 'Connor', 'Siobhan', 'Darnell', 'Mackenzie', 'Arjun', 'Colette', 'Reza'];
export const LAST_CA = ['Tremblay', 'Gagnon', 'Côté', 'Lévesque', 'Bélanger', 'Gill', 'Sandhu', 'MacDonald', 'Fraser', 'Chen', 'Leblanc',
  'Bouchard', 'St-Pierre', 'Dhillon', 'Wong', 'Van der Meer', 'Ouellette', 'Campbell-Roy', 'Nakamura', 'Poirier'];
export const MIDDLE = 'ABCDEFGHJKLMNPRSTW';

export const PREFIX = ['Summit Ridge', 'Blue Heron', 'Harbor Point', 'Iron Gate', 'Cedar Lane', 'Golden Mile', 'Northstar', 'Red Rock',
  'Silver Creek', 'Twin Oaks', 'Copper Kettle', 'Lakeside', 'Prairie Wind', 'Stonebridge', 'Evergreen', 'Crescent', 'Old Mill',
  'Bright Path', 'Tri-County', 'Westbrook', 'Sunrise', 'Pinecrest', 'Union Square', 'Riverbend', 'Granite State', 'Kestrel'];
export const LONG_TAIL = ['Services', 'Group', 'Associates', 'Enterprises', 'Solutions'];

export interface IndustryDef { id: string; texts: string[]; nouns: string[]; cred?: string[]; long: string[] }
// Each printed "type of business" text reads as `id` by applications.md's longest-alias rule (the test checks it).
export const INDUSTRIES: IndustryDef[] = [
  { id: 'restaurant', texts: ['Family restaurant', 'Pizzeria', 'Coffee shop', 'Restaurant - full service', 'Diner'], nouns: ['Grill', 'Kitchen', 'Bistro', 'Diner', 'Trattoria'], long: ['Mediterranean Grill & Catering'] },
  { id: 'auto_repair', texts: ['Collision repair & body shop', 'Mechanic - general auto service', 'Tire shop & oil change'], nouns: ['Auto Care', 'Collision', 'Motorworks', 'Tire & Lube'], long: ['Collision Center & Auto Glass'] },
  { id: 'specialty_trade_contractor', texts: ['Plumbing & HVAC contractor', 'Roofing contractor', 'Electrical contractor', 'Flooring installation'], nouns: ['Plumbing & Heating', 'Roofing', 'Electric', 'Floors'], long: ['Plumbing, Heating & Air Conditioning'] },
  { id: 'personal_care', texts: ['Hair salon', 'Barbershop', 'Nail salon & spa'], nouns: ['Salon', 'Barber Co.', 'Nail Studio'], long: ['Hair Studio & Day Spa'] },
  { id: 'medical_practice', texts: ['Chiropractor', 'Physical therapy clinic', 'Urgent care clinic'], nouns: ['Chiropractic', 'Physical Therapy', 'Urgent Care'], cred: ['DC', 'DPT', 'MD'], long: ['Orthopedic & Sports Rehabilitation'] },
  { id: 'dental_practice', texts: ['Dental office', 'Orthodontist'], nouns: ['Dental', 'Family Dentistry', 'Orthodontics'], cred: ['DDS', 'DMD'], long: ['Family & Cosmetic Dentistry'] },
  { id: 'veterinary', texts: ['Veterinary clinic', 'Animal hospital'], nouns: ['Animal Hospital', 'Veterinary Clinic'], cred: ['DVM'], long: ['Veterinary Hospital & Pet Wellness Center'] },
  { id: 'landscaping', texts: ['Landscaping & lawn care', 'Tree service', 'Lawn care and snow removal'], nouns: ['Landscaping', 'Lawn & Tree'], long: ['Landscape Design & Snow Management'] },
  { id: 'general_contractor', texts: ['General contractor', 'Home builder', 'Construction company'], nouns: ['Builders', 'Construction', 'Homes'], long: ['Construction & Restoration'] },
  { id: 'convenience_store', texts: ['Convenience store', 'Corner store & deli'], nouns: ['Mart', 'Quick Stop', 'Food Mart'], long: ['Food Mart & Convenience'] },
  { id: 'trucking_local', texts: ['Dump truck hauling', 'Moving company'], nouns: ['Hauling', 'Movers', 'Transport'], long: ['Hauling & Excavation Transport'] },
  { id: 'cleaning_services', texts: ['Commercial cleaning', 'Janitorial services'], nouns: ['Cleaning', 'Janitorial'], long: ['Commercial Cleaning & Facility Maintenance'] },
  { id: 'fitness', texts: ['Fitness center', 'Yoga studio', 'Martial arts studio'], nouns: ['Fitness', 'Yoga', 'Martial Arts'], long: ['Fitness & Performance Training Center'] },
  { id: 'childcare', texts: ['Daycare center', 'Child care center'], nouns: ['Kids Academy', 'Daycare', 'Little Learners'], long: ['Early Learning & Child Care Center'] },
  { id: 'grocery', texts: ['Grocery store', 'Supermarket'], nouns: ['Market', 'Grocery', 'Foods'], long: ['International Foods & Grocery'] },
  { id: 'professional_services', texts: ['Accounting & bookkeeping', 'Marketing agency'], nouns: ['Bookkeeping', 'Marketing', 'Tax & Accounting'], cred: ['CPA'], long: ['Tax, Accounting & Business Advisory'] },
  { id: 'food_truck_catering', texts: ['Catering', 'Food truck'], nouns: ['Catering', 'Street Eats'], long: ['Catering & Event Food Service'] },
  { id: 'retail_general', texts: ['Florist', 'Clothing boutique', 'Hardware store'], nouns: ['Boutique', 'Flowers', 'Hardware'], long: ['Home, Garden & Hardware Supply'] },
  { id: 'liquor_store', texts: ['Liquor store'], nouns: ['Wine & Spirits', 'Liquors'], long: ['Fine Wine & Spirits Emporium'] },
  { id: 'pet_services', texts: ['Pet grooming', 'Dog grooming & boarding'], nouns: ['Pet Spa', 'Grooming'], long: ['Pet Grooming & Boarding Resort'] },
];

export const US_CITIES: [string, string, string][] = [['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Charlotte', 'NC', '282'],
  ['Phoenix', 'AZ', '850'], ['Aurora', 'CO', '800'], ['Allentown', 'PA', '181'], ['Newark', 'NJ', '071'], ['Yonkers', 'NY', '107'],
  ['Houston', 'TX', '770'], ['San Antonio', 'TX', '782'], ['Nashville', 'TN', '372'], ['Atlanta', 'GA', '303'], ['Springfield', 'MO', '658'],
  ['Reno', 'NV', '895'], ['Boise', 'ID', '837'], ['Tacoma', 'WA', '984'], ['Portland', 'OR', '972'], ['Fresno', 'CA', '937'],
  ['Worcester', 'MA', '016'], ['Hartford', 'CT', '061'], ['Baltimore', 'MD', '212'], ['Richmond', 'VA', '232'], ['Louisville', 'KY', '402'],
  ['Omaha', 'NE', '681'], ['Tulsa', 'OK', '741'], ['Albuquerque', 'NM', '871'], ['Madison', 'WI', '537'], ['Grand Rapids', 'MI', '495'],
  ['Indianapolis', 'IN', '462'], ['Birmingham', 'AL', '352'], ['Salt Lake City', 'UT', '841'], ['Des Moines', 'IA', '503']];
export const STATE_NAMES: Record<string, string> = { OH: 'Ohio', FL: 'Florida', NC: 'North Carolina', AZ: 'Arizona', CO: 'Colorado',
  PA: 'Pennsylvania', NJ: 'New Jersey', NY: 'New York', TX: 'Texas', TN: 'Tennessee', GA: 'Georgia', MO: 'Missouri', NV: 'Nevada',
  ID: 'Idaho', WA: 'Washington', OR: 'Oregon', CA: 'California', MA: 'Massachusetts', CT: 'Connecticut', MD: 'Maryland', VA: 'Virginia',
  KY: 'Kentucky', NE: 'Nebraska', OK: 'Oklahoma', NM: 'New Mexico', WI: 'Wisconsin', MI: 'Michigan', IN: 'Indiana', AL: 'Alabama',
  UT: 'Utah', IA: 'Iowa', DE: 'Delaware', WY: 'Wyoming' };
export const CA_CITIES: [string, string, string][] = [['Toronto', 'ON', 'M4C'], ['Mississauga', 'ON', 'L5B'], ['Ottawa', 'ON', 'K1P'],
  ['Hamilton', 'ON', 'L8P'], ['London', 'ON', 'N6A'], ['Calgary', 'AB', 'T2P'], ['Edmonton', 'AB', 'T5J'], ['Red Deer', 'AB', 'T4N'],
  ['Vancouver', 'BC', 'V5K'], ['Surrey', 'BC', 'V3T'], ['Kelowna', 'BC', 'V1Y'], ['Winnipeg', 'MB', 'R3C'], ['Regina', 'SK', 'S4P'],
  ['Saskatoon', 'SK', 'S7K'], ['Halifax', 'NS', 'B3H'], ['Moncton', 'NB', 'E1C'], ['Montréal', 'QC', 'H2X'], ['Laval', 'QC', 'H7N'],
  ['Gatineau', 'QC', 'J8Y'], ["St. John's", 'NL', 'A1C'], ['Charlottetown', 'PE', 'C1A']];
export const PROVINCE_NAMES: Record<string, string> = { ON: 'Ontario', AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba',
  SK: 'Saskatchewan', NS: 'Nova Scotia', NB: 'New Brunswick', QC: 'Québec', NL: 'Newfoundland and Labrador', PE: 'Prince Edward Island' };
export const STREETS = ['Maple', 'Commerce', 'Industrial', 'Harbor', 'Ridgeway', 'Lincoln', 'Park', 'Main', 'Oak Hollow', 'Kingsley',
  'Westfield', 'Mill Creek', 'Railroad', 'Cedar', 'Elm', 'Sunset', 'Dufferin', 'Heritage', 'Quarry', 'Lakeview'];
export const STREET_KINDS = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Pkwy', 'Way', 'Ln'];

export const BANKS_US = ['First Prairie Bank', 'Harborside Federal Credit Union', 'Keystone Valley Bank', 'Mid-Atlantic Community Bank',
  'Sunbelt National Bank', 'Cascade Savings Bank'];
export const BANKS_CA = [['Dominion Maple Bank', '004'], ['Caisse Populaire des Rivières', '815'], ['Northern Shield Credit Union', '809'],
  ['Lakehead Trust Company', '010']] as const;
export const FUNDERS = ['Crescent Bay Funding', 'Ironwood Advance LLC', 'Bluewater Capital Partners', 'Rapid Ledger Funding',
  'Cornerstone MCA Group', 'Pinnacle Receivables Co.', 'Greenline Business Capital'];
export const LANDLORDS = ['Ridgeway Properties LLC', 'Meridian Plaza Management', 'Hollister Realty Trust', 'Oakmont Commercial Leasing',
  'Brightwater Holdings', 'Castle Rock Property Group'];
export const TRADE_REFS = ['Brightline Foodservice Supply', 'Valley Wholesale Distributors', 'Allied Parts Supply', 'Metro Uniform & Linen',
  'Summit Equipment Rental', 'Great Lakes Packaging', 'Coastal Building Supply'];
export const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Marketing',
  'Renovation of the dining room and new walk-in cooler', 'Purchase of two used service vans and tools for new crew',
  'Pay off existing advance and cover seasonal payroll'];
