// Pools the seeded deals draw from: people, places, kinds of business (each description checked against the
// industries reference by applications.md's longest-alias rule), funders, banks and brokers that appear as decoys.

export const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Aisha', 'Thomas',
  'Huong', 'Priya', 'Kevin', 'Rosa', 'Daniel', 'Fatima', 'Brian', 'Yolanda', 'Anthony', 'Mei', 'Gregory', 'Sofia', 'Tyrone',
  'Hannah', 'Raj', 'Olga', 'Marcus', 'Elena', 'Dmitri', 'Grace', 'Luis', 'Keisha', 'Samuel', 'Ingrid', 'Omar', 'Tamara', 'Victor',
  'Claire', 'Hector', 'Naomi', 'Wesley', 'Beatriz', 'Jamal', 'Colleen', 'Andre', 'Lucia', 'Trevor', 'Mariam', 'Curtis'];

export const LAST = ['Alvarez', 'Brennan', 'Castillo', 'Delgado', 'Ellison', 'Fitzgerald', 'Goldberg', 'Hawthorne', 'Iqbal', 'Jankowski',
  'Kaplan', 'Lindqvist', 'Mendoza', 'Nakamura', 'Okafor', 'Petrov', 'Quintero', 'Rasmussen', 'Sandoval', 'Thibodeaux', 'Underwood',
  'Vasquez', 'Whitfield', 'Yilmaz', 'Zimmerman', 'Patel', 'Chen', 'Moreau', 'Abernathy', 'Kowalczyk', "O'Connell", 'McAllister',
  'Smith-Jones', 'De La Cruz', 'van der Berg', 'Garcia-Lopez', 'St. Pierre', 'Da Silva', 'MacKenzie', 'Oyelaran', 'Harrington',
  'Bui', 'Sorensen', 'Ferreira', 'Lombardi', 'Washington', 'Dubois', 'Kim', 'Haddad', 'Novak'];

export const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Pkwy', 'Maple Ave', 'Market St', 'Elm St', 'Route 9',
  'Lakeview Blvd', 'Harbor Rd', 'Center St', 'Pine Ridge Rd', 'Broadway', 'Washington Ave', 'Sunset Blvd', 'Cedar Ln',
  'Riverside Dr', 'Park Pl', 'Mill Rd', 'Highland Ave'];

/** [city, state, zip prefix] */
export const US_CITIES: readonly (readonly [string, string, string])[] = [
  ['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Houston', 'TX', '770'], ['Fresno', 'CA', '937'], ['Brooklyn', 'NY', '112'],
  ['Paterson', 'NJ', '075'], ['Atlanta', 'GA', '303'], ['Charlotte', 'NC', '282'], ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'],
  ['Aurora', 'IL', '605'], ['Nashville', 'TN', '372'], ['Tacoma', 'WA', '984'], ['Allentown', 'PA', '181'], ['Worcester', 'MA', '016'],
  ['Baton Rouge', 'LA', '708'], ['Las Vegas', 'NV', '891'], ['Salt Lake City', 'UT', '841'], ['Richmond', 'VA', '232'],
  ['Milwaukee', 'WI', '532'], ['Tulsa', 'OK', '741'], ['Birmingham', 'AL', '352'], ['Portland', 'OR', '972'], ['Omaha', 'NE', '681'],
  ['Hartford', 'CT', '061'], ['Detroit', 'MI', '482'], ['Kansas City', 'MO', '641'], ['Louisville', 'KY', '402'],
  ['Albuquerque', 'NM', '871'], ['Boise', 'ID', '837'], ['Baltimore', 'MD', '212'], ['Charleston', 'SC', '294'],
];

/** [city, province, postal code's first three] */
export const CA_CITIES: readonly (readonly [string, string, string])[] = [
  ['Mississauga', 'ON', 'L5B'], ['Hamilton', 'ON', 'L8P'], ['Calgary', 'AB', 'T2P'], ['Edmonton', 'AB', 'T5J'], ['Surrey', 'BC', 'V3T'],
  ['Burnaby', 'BC', 'V5H'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3H'], ['Saskatoon', 'SK', 'S7K'], ['Laval', 'QC', 'H7N'],
  ['Moncton', 'NB', 'E1C'], ['Ottawa', 'ON', 'K1P'],
];

/** A kind of business: the description printed, the industry id it reads as, and words for a business name. */
export interface Trade { text: string; id: string; stems: readonly string[]; tail: readonly string[] }

export const TRADES: readonly Trade[] = [
  { text: 'Italian restaurant', id: 'restaurant', stems: ['Trattoria Bella', 'Nonna Rosa', 'Vesuvio'], tail: ['Kitchen', 'Ristorante'] },
  { text: 'Pizzeria', id: 'restaurant', stems: ['Brick Oven', 'Slice Brothers', 'Napoli Express'], tail: ['Pizza', 'Pizzeria'] },
  { text: 'Coffee shop', id: 'restaurant', stems: ['Daily Grind', 'Copper Kettle', 'Bean Theory'], tail: ['Coffee', 'Cafe'] },
  { text: 'Auto repair & body shop', id: 'auto_repair', stems: ['Precision', 'Eastside', 'Tri-County'], tail: ['Auto Body', 'Collision'] },
  { text: 'Hair salon', id: 'personal_care', stems: ['Studio Luxe', 'Mane Street', 'Bella Vita'], tail: ['Salon', 'Hair Studio'] },
  { text: 'Nail salon', id: 'personal_care', stems: ['Polished', 'Lotus', 'Crystal'], tail: ['Nails', 'Nail Spa'] },
  { text: 'Plumbing contractor', id: 'specialty_trade_contractor', stems: ['Reliable', 'Blue Line', 'Keystone'], tail: ['Plumbing', 'Plumbing & Drain'] },
  { text: 'HVAC contractor', id: 'specialty_trade_contractor', stems: ['Polar Air', 'Comfort Zone', 'AllSeason'], tail: ['Heating & Cooling', 'HVAC'] },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', stems: ['Summit', 'Ironclad', 'Top Notch'], tail: ['Roofing', 'Roofing Co'] },
  { text: 'Electrical contractor', id: 'specialty_trade_contractor', stems: ['Bright Spark', 'Volt', 'Current'], tail: ['Electric', 'Electrical Services'] },
  { text: 'Dental office', id: 'dental_practice', stems: ['Smile Bright', 'Gentle Care', 'Parkside'], tail: ['Dental', 'Family Dentistry'] },
  { text: 'Veterinary clinic', id: 'veterinary', stems: ['Paws & Claws', 'Countryside', 'Healing Hands'], tail: ['Animal Clinic', 'Veterinary'] },
  { text: 'Landscaping and lawn care', id: 'landscaping', stems: ['Green Acres', 'Evergreen', 'Cutting Edge'], tail: ['Landscaping', 'Lawn Care'] },
  { text: 'Convenience store', id: 'convenience_store', stems: ['Quick Stop', 'Corner', 'Express'], tail: ['Mart', 'Food Mart'] },
  { text: 'Grocery store', id: 'grocery', stems: ['La Favorita', 'Fresh Fields', 'Golden Harvest'], tail: ['Market', 'Supermarket'] },
  { text: 'Daycare center', id: 'childcare', stems: ['Little Sprouts', 'Sunshine Kids', 'Bright Beginnings'], tail: ['Learning Center', 'Academy'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', stems: ['Spotless', 'ProShine', 'Crystal Clear'], tail: ['Cleaning', 'Janitorial'] },
  { text: 'Fitness center', id: 'fitness', stems: ['Iron Works', 'Peak Performance', 'Core'], tail: ['Fitness', 'Gym'] },
  { text: 'Boutique clothing store', id: 'retail_general', stems: ['Willow & Thread', 'Urban Threads', 'Magnolia'], tail: ['Boutique', 'Apparel'] },
  { text: 'Liquor store', id: 'liquor_store', stems: ['Cork & Barrel', 'Top Shelf', 'Village'], tail: ['Wine & Spirits', 'Liquors'] },
  { text: 'Physical therapy clinic', id: 'medical_practice', stems: ['Motion', 'Restore', 'ActiveLife'], tail: ['Physical Therapy', 'Rehab'] },
  { text: 'Chiropractor', id: 'medical_practice', stems: ['Align', 'Spine & Wellness', 'Backbone'], tail: ['Chiropractic', 'Chiropractic Center'] },
  { text: 'Food truck', id: 'food_truck_catering', stems: ['Taco Loco', 'Smoke Signals', 'Rolling Wok'], tail: ['Food Truck', 'Eats'] },
  { text: 'Catering', id: 'food_truck_catering', stems: ['Silver Platter', 'Gather', 'Thyme & Table'], tail: ['Catering', 'Events'] },
  { text: 'Dry cleaner', id: 'dry_cleaning', stems: ['Press Perfect', 'Fresh Start', 'Royal'], tail: ['Cleaners', 'Dry Cleaning'] },
  { text: 'Pet grooming', id: 'pet_services', stems: ['Wag N Wash', 'Fluffy Tails', 'Happy Hound'], tail: ['Grooming', 'Pet Spa'] },
  { text: 'Marketing agency', id: 'professional_services', stems: ['Brightpath', 'Northstar', 'Signal'], tail: ['Marketing', 'Media Group'] },
  { text: 'IT services', id: 'it_software', stems: ['Bytewise', 'NetCore', 'Cloudline'], tail: ['Technologies', 'IT Solutions'] },
  { text: 'Machine shop', id: 'manufacturing', stems: ['Precision Tool', 'Midwest', 'Accu-Cut'], tail: ['Machining', 'Manufacturing'] },
  { text: 'Car wash', id: 'car_wash', stems: ['Splash', 'Shine Time', 'Bubbles'], tail: ['Car Wash', 'Auto Spa'] },
  { text: 'Florist', id: 'retail_general', stems: ['Petals', 'Bloom Room', 'Wildflower'], tail: ['Florist', 'Flowers'] },
  { text: 'Home health care agency', id: 'home_health_care', stems: ['Compassionate', 'Comfort Keepers', 'Golden Years'], tail: ['Home Care', 'Home Health'] },
  { text: 'Moving company', id: 'trucking_local', stems: ['Two Guys', 'Swift', 'Careful'], tail: ['Moving', 'Movers'] },
  { text: 'Tire shop', id: 'auto_repair', stems: ['Tread Right', 'Rubber Road', 'Discount'], tail: ['Tire', 'Tire & Wheel'] },
  { text: 'Urgent care clinic', id: 'medical_practice', stems: ['FirstMed', 'QuickCare', 'CityMD'], tail: ['Urgent Care', 'Walk-In Clinic'] },
  { text: 'Tree service', id: 'landscaping', stems: ['Timberline', 'Oak & Ash', 'Skyline'], tail: ['Tree Service', 'Tree Care'] },
  { text: 'Furniture store', id: 'retail_general', stems: ['Homestead', 'Loft & Living', 'Oakwood'], tail: ['Furniture', 'Home Furnishings'] },
  { text: 'Bakery cafe', id: 'restaurant', stems: ['Flour Power', 'Sweet Crumb', 'Rise'], tail: ['Bakery', 'Bake Shop'] },
  { text: 'Wholesale distributor', id: 'wholesale_distribution', stems: ['Continental', 'Prime Source', 'Allied'], tail: ['Supply', 'Distributors'] },
  { text: 'Event venue', id: 'entertainment_venue', stems: ['The Grand', 'Willow Creek', 'Loft 21'], tail: ['Events', 'Event Hall'] },
];

export const FUNDERS = ['Rapid Capital Funding', 'Fundbox', 'Kapitus', 'Forward Financing', 'Pearl Capital', 'Greenbox Capital',
  'Mulligan Funding', 'Everest Business Funding', 'Credibly', 'Fora Financial', 'Bizfund', 'Libertas Funding'];

export const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'Citizens Bank',
  'KeyBank', 'Fifth Third Bank', 'U.S. Bank', 'Huntington Bank'];

export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins'];

export const USES = ['Working capital', 'Inventory purchase', 'Equipment', 'Expansion', 'Payroll', 'Marketing', 'Renovation',
  'Debt consolidation', 'Hiring staff', 'Second location'];

export const REF_COMPANIES = ['Sysco', 'Uline', 'Grainger', 'Home Depot Pro', 'Ferguson Supply', 'US Foods', 'Staples Business',
  'Fastenal', 'Restaurant Depot', 'Coastal Supply Co.', 'Patterson Dental', 'Henry Schein'];
