// Word pools for set 164: people, places, business names and the free-text wording owners write. Pure data.

export const FIRST_NAMES = ['James', 'Maria', 'Robert', 'Aisha', 'Michael', 'Linda', 'David', 'Mei', 'Carlos', 'Priya', 'Kevin',
  'Fatima', 'Thomas', 'Svetlana', 'Anthony', 'Keisha', 'Daniel', 'Yolanda', 'Jean-Luc', 'Mary-Kate', 'Oluwaseun', 'Hyun-woo',
  'José', 'Zoë', 'Rashid', 'Colleen', 'Tomasz', 'Ngozi', 'Brandon', 'Lucía', "D'Andre", 'Siobhan', 'Raj', 'Ingrid', 'Malik',
  'Thuy', 'Giovanni', 'Amara', 'Dmitri', 'Esperanza'];

export const LAST_NAMES = ['Johnson', 'de la Cruz', "O'Neil", 'Van der Berg', 'McAllister', 'Al-Hassan', 'St. Clair', "D'Angelo",
  'Nguyen-Tran', 'LeBlanc', 'da Silva', 'Di Marco', 'von Essen', 'Smith-Jones', 'MacLeod', 'Okafor', 'Kowalski', 'Park',
  'Patel', 'García López', 'Washington', 'Brennan', 'Abernathy', "O'Connor-Reyes", 'Del Rio', 'Ben-David', 'Rosenthal',
  'Yamamoto', 'Chukwu', 'Van Buren', 'la Fontaine', 'Ferreira', 'Schultz', 'Ramírez'];

export const CREDENTIALS = ['CPA', 'DC', 'DDS', 'MD', 'PE'];

export const US_PLACES: readonly (readonly [string, string, string, string])[] = [
  ['Dallas', 'TX', 'Texas', '752'], ['Houston', 'TX', 'Texas', '770'], ['Miami', 'FL', 'Florida', '331'],
  ['Tampa', 'FL', 'Florida', '336'], ['Brooklyn', 'NY', 'New York', '112'], ['Los Angeles', 'CA', 'California', '900'],
  ['Fresno', 'CA', 'California', '937'], ['Atlanta', 'GA', 'Georgia', '303'], ['Chicago', 'IL', 'Illinois', '606'],
  ['Newark', 'NJ', 'New Jersey', '071'], ['Phoenix', 'AZ', 'Arizona', '850'], ['Denver', 'CO', 'Colorado', '802'],
  ['Charlotte', 'NC', 'North Carolina', '282'], ['Columbus', 'OH', 'Ohio', '432'], ['Philadelphia', 'PA', 'Pennsylvania', '191'],
  ['Seattle', 'WA', 'Washington', '981'], ['Las Vegas', 'NV', 'Nevada', '891'], ['Detroit', 'MI', 'Michigan', '482'],
  ['Nashville', 'TN', 'Tennessee', '372'], ['Boston', 'MA', 'Massachusetts', '021'], ['New Orleans', 'LA', 'Louisiana', '701'],
  ['Baltimore', 'MD', 'Maryland', '212'], ['Providence', 'RI', 'Rhode Island', '029'], ['Birmingham', 'AL', 'Alabama', '352'],
];

export const CA_PLACES: readonly (readonly [string, string, string, string])[] = [
  ['Toronto', 'ON', 'Ontario', 'M5V'], ['Mississauga', 'ON', 'Ontario', 'L5B'], ['Montréal', 'QC', 'Quebec', 'H2X'],
  ['Vancouver', 'BC', 'British Columbia', 'V6B'], ['Calgary', 'AB', 'Alberta', 'T2P'], ['Winnipeg', 'MB', 'Manitoba', 'R3C'],
  ['Halifax', 'NS', 'Nova Scotia', 'B3H'], ['Saskatoon', 'SK', 'Saskatchewan', 'S7K'],
];

export const INCORPORATION_STATES = [['DE', 'Delaware'], ['NV', 'Nevada'], ['WY', 'Wyoming']] as const;

export const STREETS = ['Commerce St', 'Main Street', 'Industrial Pkwy', 'Oak Avenue', 'Market St', 'Harbor Blvd', 'Elm Street',
  'Route 9', 'Peachtree Rd NE', 'King St W', 'Rue Saint-Denis', 'Granville St', '17th Ave SW', 'Broadway', 'Lakeview Dr'];

export const STEMS = ['Summit Ridge', 'Blue Heron', 'Lakeshore', 'Ironwood', 'Golden Gate', 'Red Oak', 'Silver Creek', 'Northstar',
  'Harbor View', 'Cedar Point', 'Prairie Wind', "O'Malley's", 'Three Sisters', 'Sunrise', 'Eastside', 'Pinecrest', 'Riverbend',
  'Maple & Main', 'Copper Kettle', 'Bright Path'];

/** Industry id -> what owners write under "Type of Business" (each reads to that id by the longest-alias rule) and name nouns. */
export const INDUSTRY_TEXT: Record<string, { phrases: string[]; nouns: string[] }> = {
  restaurant: { phrases: ['Family restaurant', 'Pizzeria', 'Coffee shop', 'Diner / breakfast', 'Restaurant - Mexican'], nouns: ['Grill', 'Kitchen', 'Bistro'] },
  auto_repair: { phrases: ['Auto repair & body shop', 'Collision repair', 'Mechanic / tires'], nouns: ['Auto Works', 'Motors Service'] },
  personal_care: { phrases: ['Hair salon', 'Barbershop', 'Nail salon & spa'], nouns: ['Salon', 'Studio'] },
  specialty_trade_contractor: { phrases: ['Plumbing & HVAC', 'Roofing contractor', 'Electrical contractor'], nouns: ['Mechanical', 'Roofing'] },
  landscaping: { phrases: ['Landscaping and lawn care', 'Tree service', 'Lawn care / snow removal'], nouns: ['Landscapes', 'Lawn & Garden'] },
  trucking_local: { phrases: ['Local trucking / hauling', 'Dump truck hauling', 'Moving company'], nouns: ['Hauling', 'Transport'] },
  dental_practice: { phrases: ['Dental office', 'General dentist', 'Orthodontist practice'], nouns: ['Dental', 'Smiles'] },
  veterinary: { phrases: ['Veterinary clinic', 'Animal hospital'], nouns: ['Animal Care', 'Veterinary'] },
  fitness: { phrases: ['Fitness center', 'Yoga studio', 'Gym'], nouns: ['Fitness', 'Athletics'] },
  grocery: { phrases: ['Grocery store', 'Bodega', 'Butcher & deli'], nouns: ['Market', 'Foods'] },
  convenience_store: { phrases: ['Convenience store', 'Corner store'], nouns: ['Quick Stop', 'Mart'] },
  cleaning_services: { phrases: ['Commercial cleaning', 'Janitorial services'], nouns: ['Cleaning', 'Janitorial'] },
  it_software: { phrases: ['IT services', 'Web design', 'Software development'], nouns: ['Technologies', 'Digital'] },
  general_contractor: { phrases: ['General contractor', 'Home builder', 'Construction company'], nouns: ['Builders', 'Construction'] },
  medical_practice: { phrases: ['Urgent care', 'Chiropractor', 'Physical therapy'], nouns: ['Health', 'Wellness Center'] },
  ecommerce: { phrases: ['Online store', 'E-commerce (Shopify store)'], nouns: ['Goods', 'Supply Co'] },
  dry_cleaning: { phrases: ['Dry cleaner', 'Laundromat'], nouns: ['Cleaners', 'Laundry'] },
  pet_services: { phrases: ['Dog grooming', 'Pet store'], nouns: ['Pet Spa', 'Paws'] },
  food_truck_catering: { phrases: ['Catering', 'Food truck'], nouns: ['Catering', 'Eats'] },
  jewelry: { phrases: ['Jewelry store'], nouns: ['Jewelers'] },
  professional_services: { phrases: ['Accounting & bookkeeping', 'Marketing agency', 'Consulting'], nouns: ['Advisors', 'Group'] },
  wholesale_distribution: { phrases: ['Wholesale produce distributor', 'Wholesale distribution'], nouns: ['Distributors', 'Supply'] },
  manufacturing: { phrases: ['Machine shop', 'Cabinet manufacturer'], nouns: ['Manufacturing', 'Fabrication'] },
  car_wash: { phrases: ['Car wash & detailing', 'Car wash'], nouns: ['Car Wash', 'Auto Spa'] },
  bar_nightclub: { phrases: ['Sports bar', 'Tavern & grill', 'Brewpub'], nouns: ['Tap House', 'Tavern'] },
  childcare: { phrases: ['Daycare center', 'Child care center'], nouns: ['Kids Academy', 'Learning Center'] },
};

export const FUNDERS = ['Rapid Capital Funding', 'Fora Advance', 'Greenbox Merchant Capital', 'Yellowstone Advance', 'Pearl Partners',
  'Kapitus Advance', 'CFG Merchant', 'Everest Business Capital', 'Mulligan Advance', 'Fox Funding Group'];
export const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins'];
export const REF_COMPANIES = ['Sysco Foods', 'Uline', 'Grainger', 'Home Depot Pro', 'Ferguson Supply', 'Staples Business', 'Napa Auto Parts',
  'Sherwin-Williams', 'Gordon Food Service', 'Fastenal'];
export const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Expansion / second location', 'Payroll', 'Renovation',
  'Marketing', 'Pay off existing advance'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
