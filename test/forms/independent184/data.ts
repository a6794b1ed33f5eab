// Word lists for fictional merchants. Industry texts are what owners write under "Type of business"; the id beside
// each is what applications.md's rule (the longest reference label or alias contained in the text, word-bounded) gives,
// checked against the reference file by the test.

export const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Priya', 'Daniel', 'Fatima', 'Kevin', 'Sofia', 'Marcus',
  'Elena', 'Tyrone', 'Mei', 'Jorge', 'Hannah', 'Omar', 'Grace', 'Dmitri', 'Rosa', 'Anthony', 'Keisha', 'Samuel', 'Yolanda', 'Victor',
  'Brittany', 'Hector', 'Nadia', 'Wesley', 'Lucia', 'Raymond', 'Tamika', 'Gregory', 'Ingrid', 'Tomas', 'Denise', 'Rahul'];
export const FIRST_CA = ['Mathieu', 'Chloé', 'Liam', 'Geneviève', 'Olivier', 'Amélie', 'Connor', 'Harpreet', 'Sébastien', 'Noémie',
  'Wei', 'Brendan', 'Isabelle', 'Gurpreet', 'Étienne', 'Megan', 'François', 'Avery', 'Jasmine', 'Patrick'];
export const LAST = ['Gonzalez', 'Whitfield', 'Nguyen', 'Okafor', 'Patel', 'Kowalski', 'Brennan', 'Castillo', 'Haddad', 'Lindqvist',
  'Washington', 'Romero', 'Chen', 'Ferreira', 'Abernathy', 'Moreno-Vega', 'Smith-Jones', "O'Donnell", 'McAllister', 'De La Cruz',
  'Van Dyke', 'del Rosario', 'St. Clair', 'Yamamoto', 'Petrov', 'Delgado', 'Harrington', 'Adeyemi', 'Bui', 'Esposito', 'Kaplan'];
export const LAST_CA = ['Tremblay', 'Gagnon', 'Bouchard', 'Côté', 'Sandhu', 'MacDonald', 'Leblanc', 'Bélanger', 'Grewal', 'Fraser',
  'Lavoie', 'Nakamura', 'Pelletier-Roy', 'McKenzie', 'Dubois', 'Wong', 'St-Pierre', 'Beaulieu'];

export const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Pkwy', 'Elm Street', 'Broadway', 'Market St', 'Highland Ave',
  'Lakeview Rd', 'Pine St', 'Route 9', 'Park Blvd', 'Franklin Ave', 'Mill Rd', 'Center St', 'Washington Blvd', 'Cedar Ln'];
export const STREETS_CA = ['rue Principale', 'King St W', 'Yonge St', 'Jasper Ave', 'Portage Ave', 'boul. Saint-Laurent',
  'Granville St', 'Dundas St E', 'Macleod Trail SE', 'Main St', 'Water St', 'Robson St'];

/** [code, name, city, zip prefix, phone area] */
export const US_PLACES: readonly (readonly [string, string, string, string, string])[] = [
  ['TX', 'Texas', 'Austin', '787', '512'], ['TX', 'Texas', 'Houston', '770', '713'], ['FL', 'Florida', 'Tampa', '336', '813'],
  ['FL', 'Florida', 'Orlando', '328', '407'], ['NY', 'New York', 'Brooklyn', '112', '718'], ['NJ', 'New Jersey', 'Newark', '071', '973'],
  ['CA', 'California', 'Fresno', '937', '559'], ['CA', 'California', 'San Diego', '921', '619'], ['GA', 'Georgia', 'Atlanta', '303', '404'],
  ['IL', 'Illinois', 'Chicago', '606', '312'], ['OH', 'Ohio', 'Columbus', '432', '614'], ['PA', 'Pennsylvania', 'Allentown', '181', '610'],
  ['NC', 'North Carolina', 'Charlotte', '282', '704'], ['AZ', 'Arizona', 'Mesa', '852', '480'], ['CO', 'Colorado', 'Aurora', '800', '303'],
  ['WA', 'Washington', 'Spokane', '992', '509'], ['TN', 'Tennessee', 'Memphis', '381', '901'], ['MI', 'Michigan', 'Lansing', '489', '517'],
  ['MO', 'Missouri', 'St. Louis', '631', '314'], ['LA', 'Louisiana', 'Baton Rouge', '708', '225'], ['NV', 'Nevada', 'Henderson', '890', '702'],
  ['MA', 'Massachusetts', 'Worcester', '016', '508'], ['VA', 'Virginia', 'Richmond', '232', '804'], ['OK', 'Oklahoma', 'Tulsa', '741', '918'],
  ['NM', 'New Mexico', 'Las Cruces', '880', '575'], ['ME', 'Maine', 'Portland', '041', '207'], ['DC', 'District of Columbia', 'Washington', '200', '202'],
  ['PR', 'Puerto Rico', 'Ponce', '007', '787'], ['WI', 'Wisconsin', 'Madison', '537', '608'], ['UT', 'Utah', 'Provo', '846', '801'],
];

/** [code, name, city, postal first letter, phone area] */
export const CA_PLACES: readonly (readonly [string, string, string, string, string])[] = [
  ['ON', 'Ontario', 'Mississauga', 'L', '905'], ['ON', 'Ontario', 'Ottawa', 'K', '613'], ['ON', 'Ontario', 'Toronto', 'M', '416'],
  ['QC', 'Quebec', 'Laval', 'H', '450'], ['QC', 'Québec', 'Sherbrooke', 'J', '819'], ['BC', 'British Columbia', 'Surrey', 'V', '604'],
  ['AB', 'Alberta', 'Calgary', 'T', '403'], ['AB', 'Alberta', 'Edmonton', 'T', '780'], ['MB', 'Manitoba', 'Winnipeg', 'R', '204'],
  ['SK', 'Saskatchewan', 'Regina', 'S', '306'], ['NS', 'Nova Scotia', 'Halifax', 'B', '902'], ['NB', 'New Brunswick', 'Moncton', 'E', '506'],
  ['NL', 'Newfoundland and Labrador', "St. John's", 'A', '709'], ['PE', 'Prince Edward Island', 'Charlottetown', 'C', '902'],
  ['YT', 'Yukon', 'Whitehorse', 'Y', '867'],
];

export interface IndustryText { text: string; id: string; nouns: string[]; cred?: string }

export const INDUSTRIES: readonly IndustryText[] = [
  { text: 'Family restaurant', id: 'restaurant', nouns: ['Grill', 'Kitchen', 'Diner'] },
  { text: 'Pizzeria', id: 'restaurant', nouns: ['Pizza', 'Pizzeria'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Coffee Co.', 'Roasters', 'Café'] },
  { text: 'Hair salon', id: 'personal_care', nouns: ['Salon', 'Hair Studio'] },
  { text: 'Barbershop', id: 'personal_care', nouns: ['Barbers', 'Cuts'] },
  { text: 'Nail salon & spa', id: 'personal_care', nouns: ['Nails', 'Nail Lounge'] },
  { text: 'Plumbing contractor', id: 'specialty_trade_contractor', nouns: ['Plumbing', 'Plumbing & Drain'] },
  { text: 'HVAC install/repair', id: 'specialty_trade_contractor', nouns: ['Heating & Air', 'Mechanical'] },
  { text: 'Roofing', id: 'specialty_trade_contractor', nouns: ['Roofing', 'Roof Systems'] },
  { text: 'Dental office', id: 'dental_practice', nouns: ['Dental', 'Family Dentistry'], cred: 'DDS' },
  { text: 'Chiropractor', id: 'medical_practice', nouns: ['Chiropractic', 'Spine & Wellness'], cred: 'DC' },
  { text: 'Physical therapy clinic', id: 'medical_practice', nouns: ['Physical Therapy', 'Rehab'] },
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Hospital', 'Veterinary'], cred: 'DVM' },
  { text: 'Auto body shop', id: 'auto_repair', nouns: ['Collision', 'Auto Body'] },
  { text: 'Tire shop', id: 'auto_repair', nouns: ['Tire & Wheel', 'Tires'] },
  { text: 'Car wash', id: 'car_wash', nouns: ['Car Wash', 'Auto Spa'] },
  { text: 'Convenience store', id: 'convenience_store', nouns: ['Mart', 'Food Mart'] },
  { text: 'Liquor store', id: 'liquor_store', nouns: ['Liquors', 'Wine & Spirits'] },
  { text: 'Grocery store', id: 'grocery', nouns: ['Market', 'Grocery'] },
  { text: 'Clothing boutique', id: 'retail_general', nouns: ['Boutique', 'Apparel'] },
  { text: 'Florist', id: 'retail_general', nouns: ['Flowers', 'Floral'] },
  { text: 'Daycare', id: 'childcare', nouns: ['Learning Center', 'Kids Academy'] },
  { text: 'Janitorial services', id: 'cleaning_services', nouns: ['Cleaning', 'Janitorial'] },
  { text: 'Lawn care & landscaping', id: 'landscaping', nouns: ['Lawn & Landscape', 'Outdoor Services'] },
  { text: 'Long haul trucking', id: 'trucking_long_haul', nouns: ['Transport', 'Freight Lines'] },
  { text: 'Moving company', id: 'trucking_local', nouns: ['Movers', 'Moving & Storage'] },
  { text: 'Gym / fitness center', id: 'fitness', nouns: ['Fitness', 'Athletic Club'] },
  { text: 'Dry cleaner', id: 'dry_cleaning', nouns: ['Cleaners', 'Dry Cleaning'] },
  { text: 'Pet grooming', id: 'pet_services', nouns: ['Pet Spa', 'Grooming'] },
  { text: 'Food truck', id: 'food_truck_catering', nouns: ['Tacos', 'Street Eats'] },
  { text: 'Catering', id: 'food_truck_catering', nouns: ['Catering', 'Events Catering'] },
  { text: 'Machine shop', id: 'manufacturing', nouns: ['Machine Works', 'Precision'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', nouns: ['Auto Sales', 'Motors'] },
  { text: 'Hotel', id: 'hotel_motel', nouns: ['Inn', 'Suites'] },
  { text: 'Insurance agency', id: 'insurance_agency', nouns: ['Insurance', 'Insurance Group'] },
  { text: 'Web design / IT services', id: 'it_software', nouns: ['Digital', 'Tech Solutions'] },
  { text: 'Bookkeeping & tax prep', id: 'professional_services', nouns: ['Accounting', 'Tax & Bookkeeping'] },
  { text: 'Electrical contractor', id: 'specialty_trade_contractor', nouns: ['Electric', 'Electrical Services'] },
];

export const NAME_WORDS = ['Summit', 'Riverside', 'Blue Heron', 'Oak Street', 'Lakeshore', 'Evergreen', 'Pioneer', 'Cedar Hill', 'Sunrise',
  'Harbor View', 'Red Rock', 'Silver Creek', 'Prairie', 'Northgate', 'Magnolia', 'Copper Canyon', 'Bright Star', 'Golden Spoon',
  'Ironwood', 'Bayside', 'Twin Pines', 'Westend', 'Hilltop', 'Liberty', 'Cornerstone', 'Crescent', 'Stonebridge', 'Willow'];
export const NAME_WORDS_CA = ['Maple Leaf', 'Northern Lights', 'Boréal', 'Laurentian', 'Rideau', 'Prairie Sky', 'Fundy', 'Muskoka',
  'Okanagan', 'Great Lakes', 'Chinook', 'Saint-Laurent', 'True North', 'Aurora'];

export const USES = ['Working capital', 'Equipment purchase', 'Inventory', 'Expansion', 'Payroll', 'Renovation', 'Marketing',
  'New location', 'Pay off taxes', 'Truck repairs', 'Consolidate advances'];
export const BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Union Square Bank', 'Heartland Trust', 'Pinnacle National Bank'];
export const BANKS_CA = ['Banque Laurentide', 'Prairie Credit Union', 'Dominion Trust', 'Caisse Populaire Boréale'];
export const FUNDERS = ['Ironclad Merchant Funding', 'Pinecrest Advance', 'Lumen Capital Partners', 'Bluepeak Funding', 'Swift Ledger Capital',
  'Granite Bay Advance'];
export const REF_COMPANIES = ['Sysco-Westway Supply', 'Apex Wholesale', 'Metro Paper & Janitorial', 'Delta Auto Parts', 'Keller Produce',
  'Allied Equipment Rental'];
