// Word lists for fictional merchants. Every industry text carries the industries reference id the applications.md
// rule gives it (the longest label or alias contained, word-bounded); the test re-derives each one from the shared
// reference, so a wrong pairing here fails there rather than poisoning the truth.

export interface Place { city: string; state: string; zip: string }

export const US_PLACES: readonly Place[] = [
  { city: 'Springfield', state: 'IL', zip: '62704' }, { city: 'Columbus', state: 'OH', zip: '43215' },
  { city: 'Tampa', state: 'FL', zip: '33602' }, { city: 'Orlando', state: 'FL', zip: '32801' },
  { city: 'Houston', state: 'TX', zip: '77002' }, { city: 'San Antonio', state: 'TX', zip: '78205' },
  { city: 'Phoenix', state: 'AZ', zip: '85004' }, { city: 'Mesa', state: 'AZ', zip: '85201' },
  { city: 'Atlanta', state: 'GA', zip: '30303' }, { city: 'Savannah', state: 'GA', zip: '31401' },
  { city: 'Charlotte', state: 'NC', zip: '28202' }, { city: 'Raleigh', state: 'NC', zip: '27601' },
  { city: 'Nashville', state: 'TN', zip: '37203' }, { city: 'Knoxville', state: 'TN', zip: '37902' },
  { city: 'Denver', state: 'CO', zip: '80202' }, { city: 'Aurora', state: 'CO', zip: '80012' },
  { city: 'Newark', state: 'NJ', zip: '07102' }, { city: 'Paterson', state: 'NJ', zip: '07505' },
  { city: 'Brooklyn', state: 'NY', zip: '11201' }, { city: 'Yonkers', state: 'NY', zip: '10701' },
  { city: 'Los Angeles', state: 'CA', zip: '90012' }, { city: 'Fresno', state: 'CA', zip: '93721' },
  { city: 'Las Vegas', state: 'NV', zip: '89101' }, { city: 'Portland', state: 'OR', zip: '97204' },
  { city: 'Seattle', state: 'WA', zip: '98104' }, { city: 'Spokane', state: 'WA', zip: '99201' },
  { city: 'Detroit', state: 'MI', zip: '48226' }, { city: 'Grand Rapids', state: 'MI', zip: '49503' },
  { city: 'Pittsburgh', state: 'PA', zip: '15222' }, { city: 'Allentown', state: 'PA', zip: '18101' },
  { city: 'Baltimore', state: 'MD', zip: '21202' }, { city: 'Richmond', state: 'VA', zip: '23219' },
  { city: 'Birmingham', state: 'AL', zip: '35203' }, { city: 'Jackson', state: 'MS', zip: '39201' },
  { city: 'New Orleans', state: 'LA', zip: '70112' }, { city: 'Tulsa', state: 'OK', zip: '74103' },
  { city: 'Kansas City', state: 'MO', zip: '64106' }, { city: 'Omaha', state: 'NE', zip: '68102' },
  { city: 'Milwaukee', state: 'WI', zip: '53202' }, { city: 'Minneapolis', state: 'MN', zip: '55401' },
  { city: 'Hartford', state: 'CT', zip: '06103' }, { city: 'Providence', state: 'RI', zip: '02903' },
  { city: 'Boise', state: 'ID', zip: '83702' }, { city: 'Salt Lake City', state: 'UT', zip: '84111' },
  { city: 'Albuquerque', state: 'NM', zip: '87102' }, { city: 'Louisville', state: 'KY', zip: '40202' },
  { city: 'Columbia', state: 'SC', zip: '29201' }, { city: 'Washington', state: 'DC', zip: '20005' },
];

export const CA_PLACES: readonly Place[] = [
  { city: 'Toronto', state: 'ON', zip: 'M5V 2T6' }, { city: 'Mississauga', state: 'ON', zip: 'L5B 3C2' },
  { city: 'Ottawa', state: 'ON', zip: 'K1P 5G4' }, { city: 'Hamilton', state: 'ON', zip: 'L8P 4R5' },
  { city: 'Vancouver', state: 'BC', zip: 'V6B 1A1' }, { city: 'Surrey', state: 'BC', zip: 'V3T 4W4' },
  { city: 'Calgary', state: 'AB', zip: 'T2P 1J9' }, { city: 'Edmonton', state: 'AB', zip: 'T5J 0N3' },
  { city: 'Winnipeg', state: 'MB', zip: 'R3C 0V8' }, { city: 'Halifax', state: 'NS', zip: 'B3J 1P3' },
  { city: 'Saskatoon', state: 'SK', zip: 'S7K 1J5' }, { city: 'Laval', state: 'QC', zip: 'H7N 1A1' },
];

/** Full names for the codes the forms may spell out (state of incorporation, a province written in full). */
export const REGION_NAMES: Record<string, string> = {
  DE: 'Delaware', WY: 'Wyoming', NV: 'Nevada', FL: 'Florida', TX: 'Texas', NY: 'New York', ON: 'Ontario',
  BC: 'British Columbia', AB: 'Alberta', CA: 'California', IL: 'Illinois', GA: 'Georgia', NJ: 'New Jersey',
};

export const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Elm Street', 'Market St', 'Center Rd',
  'Highland Ave', 'Route 9', 'Lakeshore Dr', 'Maple Ave', 'Washington Blvd', 'Park Place', 'Mill Road', 'Fairview Ave',
  'Broadway', 'Pine Street', 'Cedar Lane', 'Harbor Way', 'Victoria St', 'King St W', 'Riverside Dr'];

export const UNITS = ['', '', '', ' Suite 200', ' Unit 4', ' Ste 110', ' #3B', ' Bldg C'];

export interface Trade { text: string; industry: string; nouns: readonly string[] }

export const TRADES: readonly Trade[] = [
  { text: 'Restaurant', industry: 'restaurant', nouns: ['Grill', 'Kitchen', 'Bistro'] },
  { text: 'Mexican restaurant', industry: 'restaurant', nouns: ['Cantina', 'Taqueria'] },
  { text: 'Coffee shop', industry: 'restaurant', nouns: ['Coffee Co', 'Roasters', 'Espresso Bar'] },
  { text: 'Pizzeria', industry: 'restaurant', nouns: ['Pizza', 'Slice House'] },
  { text: 'Auto repair / body shop', industry: 'auto_repair', nouns: ['Auto Body', 'Collision'] },
  { text: 'Tire shop', industry: 'auto_repair', nouns: ['Tire & Wheel', 'Tire Center'] },
  { text: 'Hair salon', industry: 'personal_care', nouns: ['Salon', 'Hair Studio'] },
  { text: 'Barbershop', industry: 'personal_care', nouns: ['Barbers', 'Cuts'] },
  { text: 'Nail salon & spa', industry: 'personal_care', nouns: ['Nails', 'Nail Lounge'] },
  { text: 'Plumbing contractor', industry: 'specialty_trade_contractor', nouns: ['Plumbing', 'Pipe & Drain'] },
  { text: 'HVAC installation and repair', industry: 'specialty_trade_contractor', nouns: ['Heating & Air', 'Mechanical'] },
  { text: 'Roofing', industry: 'specialty_trade_contractor', nouns: ['Roofing', 'Exteriors'] },
  { text: 'Electrical contractor', industry: 'specialty_trade_contractor', nouns: ['Electric', 'Power Services'] },
  { text: 'General contractor', industry: 'general_contractor', nouns: ['Builders', 'Construction'] },
  { text: 'Landscaping / lawn care', industry: 'landscaping', nouns: ['Landscaping', 'Lawn & Garden'] },
  { text: 'Dump truck hauling', industry: 'trucking_local', nouns: ['Hauling', 'Trucking'] },
  { text: 'Moving company', industry: 'trucking_local', nouns: ['Movers', 'Moving & Storage'] },
  { text: 'Daycare center', industry: 'childcare', nouns: ['Learning Center', 'Kids Academy'] },
  { text: 'Dental office', industry: 'dental_practice', nouns: ['Dental', 'Family Dentistry'] },
  { text: 'Chiropractor', industry: 'medical_practice', nouns: ['Chiropractic', 'Spine & Wellness'] },
  { text: 'Physical therapy clinic', industry: 'medical_practice', nouns: ['Physical Therapy', 'Rehab'] },
  { text: 'Veterinary clinic', industry: 'veterinary', nouns: ['Animal Hospital', 'Veterinary'] },
  { text: 'Convenience store', industry: 'convenience_store', nouns: ['Food Mart', 'Quick Stop'] },
  { text: 'Liquor store', industry: 'liquor_store', nouns: ['Wine & Spirits', 'Liquors'] },
  { text: 'Gym / fitness center', industry: 'fitness', nouns: ['Fitness', 'Athletic Club'] },
  { text: 'Dry cleaner', industry: 'dry_cleaning', nouns: ['Cleaners', 'Dry Cleaning'] },
  { text: 'Laundromat', industry: 'dry_cleaning', nouns: ['Laundry', 'Wash & Fold'] },
  { text: 'Florist', industry: 'retail_general', nouns: ['Flowers', 'Floral'] },
  { text: 'Clothing boutique', industry: 'retail_general', nouns: ['Boutique', 'Apparel'] },
  { text: 'Commercial cleaning', industry: 'cleaning_services', nouns: ['Cleaning Services', 'Janitorial'] },
  { text: 'IT services', industry: 'it_software', nouns: ['Tech Solutions', 'Networks'] },
  { text: 'Accounting / bookkeeping', industry: 'professional_services', nouns: ['Accounting', 'Tax & Bookkeeping'] },
  { text: 'Pet grooming', industry: 'pet_services', nouns: ['Pet Spa', 'Grooming'] },
  { text: 'Hotel', industry: 'hotel_motel', nouns: ['Inn', 'Hotel'] },
  { text: 'Grocery store', industry: 'grocery', nouns: ['Market', 'Grocery'] },
  { text: 'Used car dealer', industry: 'auto_dealer_used', nouns: ['Auto Sales', 'Motors'] },
  { text: 'Home health care', industry: 'home_health_care', nouns: ['Home Care', 'Health Services'] },
  { text: 'Food truck', industry: 'food_truck_catering', nouns: ['Street Eats', 'Food Co'] },
  { text: 'Catering', industry: 'food_truck_catering', nouns: ['Catering', 'Events & Catering'] },
  { text: 'Bar & grill', industry: 'bar_nightclub', nouns: ['Tavern', 'Taphouse'] },
  { text: 'Wholesale distributor', industry: 'wholesale_distribution', nouns: ['Supply', 'Distributors'] },
  { text: 'Machine shop', industry: 'manufacturing', nouns: ['Machining', 'Fabrication'] },
  { text: 'Staffing agency', industry: 'staffing_agency', nouns: ['Staffing', 'Workforce'] },
  { text: 'Tutoring center', industry: 'education_private', nouns: ['Learning', 'Tutoring'] },
  { text: 'Car wash', industry: 'car_wash', nouns: ['Car Wash', 'Auto Spa'] },
  { text: 'E-commerce', industry: 'ecommerce', nouns: ['Goods', 'Online'] },
];

export const NAME_WORDS = ['Summit', 'Blue Ridge', 'Harbor', 'Golden Gate', 'Lakeside', 'Iron Horse', 'Silver Oak', 'Redwood',
  'Prairie', 'Magnolia', 'Cornerstone', 'Evergreen', 'Northside', 'Sunrise', 'Keystone', 'Riverbend', 'Liberty', 'Cardinal',
  'Granite', 'Tri-County', 'Pioneer', 'Bayview', 'Copper Creek', 'Old Town', 'Westfield', 'Hilltop', 'Pacific', 'Maple Leaf'];

export const FIRST_NAMES = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Aisha',
  'Thomas', 'Tuan', 'Daniel', 'Sofia', 'Kevin', 'Priya', 'Anthony', 'Rachel', 'Luis', 'Keisha', 'Brian', 'Mei', 'Omar',
  'Angela', 'Steven', 'Fatima', 'Gregory', 'Tamika', 'Victor', 'Hannah', 'Marcus', 'Elena', 'Derek', 'Yolanda', 'Raj',
  'Colleen', 'Andre', 'Lucia', 'Samuel', 'Bridget'];

export const LAST_NAMES = ['Johnson', 'Garcia', 'Williams', 'Nguyen', 'Patel', 'Rodriguez', 'Okafor', 'Kowalski', 'Chen',
  'Thompson', 'Martinez', 'Brown', 'Haddad', 'Sullivan', 'Kim', 'Washington', 'Fischer', 'Ramirez', 'Murphy', 'Singh',
  "O'Brien", 'De La Cruz', 'Van Dyke', 'Lopez-Garcia', 'Smith-Jones', 'McAllister', 'St. Pierre', 'Del Rio', 'Abernathy',
  'Castillo', 'Novak', 'Baptiste', 'Yamamoto', 'Greene', 'Rossi', 'Dubois', 'Ferreira', 'MacLeod', 'Bianchi', 'Osei'];

/** Credentials printed after a professional's name (and dropped from the truth). */
export const CREDENTIALS: Record<string, readonly string[]> = { dental_practice: ['DDS', 'DMD'], medical_practice: ['DC', 'MD', 'PT'],
  veterinary: ['DVM'], professional_services: ['CPA', 'EA'] };

export const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing',
  'Renovation', 'Debt consolidation', 'Purchase new truck', 'Hire staff', 'Seasonal inventory', 'Taxes'];

export const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist',
  'Fifth Third Bank', 'Citizens Bank', 'US Bank', 'KeyBank', 'Huntington'];
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];

export const FUNDERS = ['Rapid Ledger Capital', 'Bluewave Funding', 'Crestmark Advance', 'Ironbridge Capital',
  'Velocity Receivables', 'Oakline Funding', 'Pinnacle Business Cash', 'Fairway Advance'];

export const LANDLORDS = ['Brightstone Properties LLC', 'Main Street Realty', 'Harmon Property Group', 'Westgate Plaza Mgmt',
  'Colonial Commercial RE', 'Lakeview Holdings', 'Pellman Realty Trust'];

export const REF_COMPANIES = ['Sysco', 'Grainger', 'Uline', 'Home Depot Pro', 'Fastenal', 'Staples Business', 'US Foods',
  'Ferguson Supply', 'Gordon Food Service', 'NAPA Auto Parts'];

export const REPS = ['Jordan Blake', 'Tasha Grier', 'Mike Rinaldi', 'Alyssa Ford', 'Devon Price', 'Shawn Mercer', 'Gina Russo'];

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
  'November', 'December'];
