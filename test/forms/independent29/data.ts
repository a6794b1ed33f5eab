// Word lists the deals are drawn from: people, places, kinds of business (the printed "type of business" and words
// for a trade name), banks and funders. All fictional combinations.

export interface Trade { text: string; nouns: string[]; credential?: string; pro?: boolean }

/** Printed "type of business" phrases; industryOf() gives each its reference id (checked in the test). */
export const TRADES: Trade[] = [
  { text: 'Italian restaurant', nouns: ['Trattoria', 'Ristorante', 'Kitchen'] },
  { text: 'Coffee shop', nouns: ['Coffee Co.', 'Roasters', 'Espresso'] },
  { text: 'Mexican restaurant', nouns: ['Cantina', 'Taqueria', 'Cocina'] },
  { text: 'Pizzeria', nouns: ['Pizza', 'Pizzeria', 'Slice House'] },
  { text: 'Bar & grill', nouns: ['Tap House', 'Bar & Grill', 'Pub'] },
  { text: 'Hair salon', nouns: ['Hair Studio', 'Salon', 'Hair Lounge'] },
  { text: 'Barbershop', nouns: ['Barbershop', 'Barber Co.', 'Cuts'] },
  { text: 'Nail salon', nouns: ['Nails', 'Nail Spa', 'Nail Bar'] },
  { text: 'Auto body shop', nouns: ['Auto Body', 'Collision', 'Body Works'] },
  { text: 'Tire shop & auto service', nouns: ['Tire & Auto', 'Tire Pros'] },
  { text: 'Plumbing contractor', nouns: ['Plumbing', 'Plumbing & Drain'] },
  { text: 'HVAC contractor', nouns: ['Heating & Air', 'Mechanical', 'Climate Control'] },
  { text: 'Electrical contractor', nouns: ['Electric', 'Electrical Services'] },
  { text: 'Roofing contractor', nouns: ['Roofing', 'Roof Systems'] },
  { text: 'Landscaping & lawn care', nouns: ['Landscaping', 'Lawn & Garden', 'Outdoor Services'] },
  { text: 'Long haul trucking', nouns: ['Transport', 'Freight Lines', 'Logistics'] },
  { text: 'Moving company', nouns: ['Movers', 'Moving & Storage'] },
  { text: 'Dental office', nouns: ['Dental', 'Family Dentistry', 'Smiles'], credential: 'DDS', pro: true },
  { text: 'Chiropractor', nouns: ['Chiropractic', 'Spine & Wellness'], credential: 'DC', pro: true },
  { text: 'Veterinary clinic', nouns: ['Animal Hospital', 'Veterinary Clinic', 'Pet Clinic'], credential: 'DVM', pro: true },
  { text: 'Physical therapy clinic', nouns: ['Physical Therapy', 'Rehab Center'] },
  { text: 'Medical office', nouns: ['Medical Group', 'Family Medicine', 'Health Center'], credential: 'MD', pro: true },
  { text: 'Convenience store', nouns: ['Food Mart', 'Mini Mart', 'Quick Stop'] },
  { text: 'Liquor store', nouns: ['Wine & Spirits', 'Liquors'] },
  { text: 'Clothing boutique', nouns: ['Boutique', 'Apparel'] },
  { text: 'Florist', nouns: ['Flowers', 'Floral Design'] },
  { text: 'Gym / fitness center', nouns: ['Fitness', 'Athletic Club', 'Strength'] },
  { text: 'Daycare center', nouns: ['Learning Center', 'Kids Academy', 'Early Learning'] },
  { text: 'Commercial cleaning', nouns: ['Cleaning Services', 'Janitorial', 'Building Services'] },
  { text: 'Food truck', nouns: ['Street Eats', 'Tacos', 'BBQ'] },
  { text: 'Catering', nouns: ['Catering', 'Events & Catering'] },
  { text: 'Pet grooming', nouns: ['Pet Spa', 'Grooming', 'Paws'] },
  { text: 'Dry cleaner', nouns: ['Cleaners', 'Dry Cleaning'] },
  { text: 'Car wash', nouns: ['Car Wash', 'Auto Spa'] },
  { text: 'General contractor', nouns: ['Builders', 'Construction', 'Contracting'] },
  { text: 'IT services', nouns: ['Technologies', 'IT Solutions', 'Tech'] },
  { text: 'Hotel', nouns: ['Inn', 'Hotel', 'Suites'] },
  { text: 'Home health care', nouns: ['Home Care', 'Home Health'] },
  { text: 'Used car dealer', nouns: ['Auto Sales', 'Motors', 'Car Center'] },
  { text: 'Wholesale distributor', nouns: ['Distributors', 'Supply'] },
  { text: 'Machine shop', nouns: ['Machine Works', 'Precision', 'Fabrication'] },
  { text: 'Insurance agency', nouns: ['Insurance Agency', 'Insurance Group'] },
  { text: 'Grocery store', nouns: ['Market', 'Grocery', 'Foods'] },
  { text: 'Accounting & bookkeeping', nouns: ['Accounting', 'Tax & Bookkeeping', 'CPA Group'] },
  { text: 'Bakery cafe', nouns: ['Bakery', 'Bake Shop', 'Patisserie'] },
];

export const PLACES = ['Blue Heron', 'Maple Street', 'Golden Gate', 'Old Town', 'Riverside', 'Summit', 'Lakeshore', 'Brookside', 'Red Oak',
  'Harborview', 'Copper Kettle', 'Union Square', 'Silver Creek', 'Northside', 'Cedar Point', 'Eastgate', 'Hillcrest', 'Magnolia',
  'Pinecrest', 'Bayfront', 'Westwood', 'Ironbridge', 'Stonegate', 'Willow Bend', 'Crescent', 'Greenfield', 'Highland', 'Sunset',
  'Fairview', 'Oakmont', 'Prairie Wind', 'Twin Rivers', 'Liberty Hill', 'Canyon', 'Evergreen', 'Pacific Rim', 'Empire', 'Tri-County'];

export const FIRST = ['Maria', 'James', 'Priya', 'Luis', 'Angela', 'Kevin', 'Tamika', 'Daniel', 'Mei', 'Robert', 'Fatima', 'Anthony',
  'Jessica', 'Hector', 'Olga', 'Marcus', 'Sofia', 'Brian', 'Aisha', 'Thomas', 'Linh', 'Carlos', 'Rachel', 'Dmitri', 'Keisha', 'Samuel',
  'Grace', 'Andre', 'Nadia', 'Patrick', 'Rosa', 'Vikram', 'Heather', 'Jamal', 'Yuki', 'Eduardo', 'Christine', 'Omar', 'Bianca', 'Wei',
  'Gabriel', 'Deborah', 'Tyrone', 'Ingrid', 'Raj', 'Monique', 'Sean', 'Lucia', 'Frank', 'Amara'];

export const LAST = ['Gonzalez', 'Patel', 'Nguyen', "O'Connell", 'Washington', 'Kowalski', 'Chen', 'Ramirez', 'Schneider', 'Okafor',
  'Rossi', 'Kim', 'Haddad', 'Johnson', 'De La Cruz', 'Van Dyke', 'Smith-Jones', 'Abernathy', 'Delgado', 'Petrov', 'Singh',
  'MacLeod', 'Ruiz-Moreno', 'Thompson', 'Yamamoto', 'Ferreira', 'Brooks', 'Castillo', 'Lindqvist', 'Mensah', 'di Stefano',
  'Friedman', 'Alvarez', 'Byrne', 'Tran', 'Herrera', 'Novak', 'Mitchell', 'Sato', 'Jablonski', 'St. Pierre', 'Bergstrom',
  'Moreau', 'Reyes', 'Whitaker', 'Ibrahim', 'Lopez', 'Carter', 'Hoang', 'Fitzgerald'];

export const MIDDLE = ['A', 'B', 'C', 'D', 'E', 'J', 'K', 'L', 'M', 'R', 'S', 'T', 'W'];

/** City, state, zip prefix, area code. */
export const US_CITIES: [string, string, string, string][] = [
  ['Brooklyn', 'NY', '112', '718'], ['Yonkers', 'NY', '107', '914'], ['Hackensack', 'NJ', '076', '201'], ['Newark', 'NJ', '071', '973'],
  ['Philadelphia', 'PA', '191', '215'], ['Pittsburgh', 'PA', '152', '412'], ['Miami', 'FL', '331', '305'], ['Orlando', 'FL', '328', '407'],
  ['Tampa', 'FL', '336', '813'], ['Atlanta', 'GA', '303', '404'], ['Savannah', 'GA', '314', '912'], ['Charlotte', 'NC', '282', '704'],
  ['Houston', 'TX', '770', '713'], ['San Antonio', 'TX', '782', '210'], ['Dallas', 'TX', '752', '214'], ['Phoenix', 'AZ', '850', '602'],
  ['Tucson', 'AZ', '857', '520'], ['Los Angeles', 'CA', '900', '213'], ['San Diego', 'CA', '921', '619'], ['Fresno', 'CA', '937', '559'],
  ['Denver', 'CO', '802', '303'], ['Chicago', 'IL', '606', '312'], ['Naperville', 'IL', '605', '630'], ['Columbus', 'OH', '432', '614'],
  ['Cleveland', 'OH', '441', '216'], ['Detroit', 'MI', '482', '313'], ['Nashville', 'TN', '372', '615'], ['Memphis', 'TN', '381', '901'],
  ['Las Vegas', 'NV', '891', '702'], ['Seattle', 'WA', '981', '206'], ['Boston', 'MA', '021', '617'], ['Worcester', 'MA', '016', '508'],
  ['Baltimore', 'MD', '212', '410'], ['Richmond', 'VA', '232', '804'], ['New Orleans', 'LA', '701', '504'], ['Birmingham', 'AL', '352', '205'],
  ['Salt Lake City', 'UT', '841', '801'], ['Hartford', 'CT', '061', '860'], ['Milwaukee', 'WI', '532', '414'], ['San Juan', 'PR', '009', '787'],
];

/** City, province, postal FSA, area code. */
export const CA_CITIES: [string, string, string, string][] = [
  ['Toronto', 'ON', 'M5V', '416'], ['Mississauga', 'ON', 'L5B', '905'], ['Ottawa', 'ON', 'K1P', '613'], ['Hamilton', 'ON', 'L8P', '905'],
  ['Vancouver', 'BC', 'V6B', '604'], ['Surrey', 'BC', 'V3T', '778'], ['Calgary', 'AB', 'T2P', '403'], ['Edmonton', 'AB', 'T5J', '780'],
  ['Winnipeg', 'MB', 'R3C', '204'], ['Regina', 'SK', 'S4P', '306'], ['Halifax', 'NS', 'B3J', '902'], ['Montreal', 'QC', 'H3B', '514'],
  ['Moncton', 'NB', 'E1C', '506'], ["St. John's", 'NL', 'A1C', '709'],
];

export const STREETS = ['Main St', 'Broadway', 'Oak Ave', 'Elm St', 'Washington Blvd', 'Park Ave', 'Market St', 'Industrial Pkwy', 'Lake Rd',
  'Commerce Dr', 'Church St', 'Highland Ave', 'Sunset Blvd', 'River Rd', 'Franklin St', 'Center St', 'Maple Ave', 'Route 9',
  'Airport Rd', 'Jefferson Ave', 'Pine St', 'Cedar Ln', 'Harbor Way', 'Ridge Rd', 'Union Ave', 'King St', 'Queen St W', 'Dundas St'];

export const US_BANKS = ['JPMorgan Chase Bank', 'Bank of America', 'Wells Fargo Bank', 'TD Bank', 'PNC Bank', 'Citizens Bank', 'Regions Bank',
  'Truist Bank', 'U.S. Bank', 'KeyBank', 'Santander Bank', 'Fifth Third Bank', 'Capital One'];
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins'];

export const FUNDERS = ['Crestline Funding', 'Ironwood Capital', 'Velocity Merchant Group', 'Fairway Advance', 'Blue Ridge Receivables',
  'Atlas Business Cash', 'Meridian Revenue Partners', 'Greenlight Working Capital', 'Cobalt Funding Source', 'Northstar Advance Co.'];

export const USES = ['Working capital', 'Inventory purchase', 'Equipment', 'Expansion', 'Payroll', 'Marketing', 'Renovation',
  'Debt consolidation', 'New location', 'Truck repairs', 'Hiring staff', 'Seasonal inventory'];

export const LANDLORDS = ['Greystone Property Mgmt', 'Parkview Realty LLC', 'Benchmark Holdings', 'Tri-State Commercial Properties',
  'Lakeside Plaza Associates', 'JMK Realty Corp', 'Corner Lot Properties', 'Broad Street Partners LP', 'Westfield Mgmt Group'];

export const REFERENCE_VENDORS = ['Sysco', 'Uline', 'Grainger', 'Ferguson Supply', 'ABC Supply Co.', 'Restaurant Depot', 'Home Depot Pro',
  'Patterson Dental', 'Henry Schein', 'Staples Business', 'Fastenal', 'Ace Distributors', 'Sally Beauty Pro', 'NAPA Auto Parts'];
