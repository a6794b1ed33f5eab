// Word pools for the packets: people, places, businesses, funders and banks. Every name is fictional; banks are
// real institutions' names because real forms print them (they are only ever decoys here).

export const FIRST_US = ['James', 'Maria', 'Robert', 'Latoya', 'Michael', 'Jennifer', 'David', 'Guadalupe', 'William', 'Priya',
  'Anthony', 'Keisha', 'Daniel', 'Mei', 'Marcus', 'Elena', 'Thomas', 'Aisha', 'Kevin', 'Rosa', 'Brian', 'Tamika', 'Hector', 'Linh',
  'Gregory', 'Svetlana', 'Darnell', 'Colleen', 'Raj', 'Yesenia', 'Jean-Paul', 'Mary-Kate', 'Omar', 'Deborah', 'Vikram', 'Shanice'];

export const LAST_US = ['Johnson', 'Ramirez', 'Okafor', 'Nguyen', 'Patel', 'Sullivan', "O'Brien", 'McAllister', 'Washington',
  'Kowalski', 'Delgado', 'Friedman', 'Castellanos', 'Abernathy', 'Yamamoto', 'Brennan', 'Haddad', 'Lindqvist', 'Morales',
  'Smith-Jones', 'Nguyen-Tran', 'Garcia-Lopez', 'de la Cruz', 'Van Dyke', 'St. James', 'Da Silva', 'Le Blanc', 'MacDonald', 'Oyelaran'];

export const FIRST_CA = ['Jean-François', 'Marie-Ève', 'Liam', 'Chloé', 'Mathieu', 'Olivia', 'Gurpreet', 'Sophie', 'Raj', 'Émilie',
  'Connor', 'Isabelle', 'Wei', 'Nathalie', 'Owen', 'Amélie', 'Darius', 'Geneviève', 'Harpreet', 'Luc'];

export const LAST_CA = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Lévesque', 'Gagné', 'Morin', 'Singh', 'MacKenzie',
  'Chen', 'St-Onge', 'Fraser', 'Bélanger', 'Dhillon', 'Leblanc-Poirier', 'Van der Berg', "O'Connor", 'Pelletier', 'Wong'];

export const US_PLACES: readonly (readonly [string, string, string])[] = [
  ['TX', 'Dallas', '752'], ['TX', 'San Antonio', '782'], ['FL', 'Tampa', '336'], ['FL', 'Orlando', '328'], ['GA', 'Marietta', '300'],
  ['NY', 'Yonkers', '107'], ['NJ', 'Paterson', '075'], ['IL', 'Naperville', '605'], ['OH', 'Columbus', '432'], ['NC', 'Raleigh', '276'],
  ['AZ', 'Mesa', '852'], ['CO', 'Aurora', '800'], ['WA', 'Tacoma', '984'], ['PA', 'Allentown', '181'], ['TN', 'Knoxville', '379'],
  ['MI', 'Grand Rapids', '495'], ['CA', 'Fresno', '937'], ['CA', 'Riverside', '925'], ['NV', 'Henderson', '890'], ['MD', 'Rockville', '208'],
  ['LA', 'Baton Rouge', '708'], ['MO', 'Springfield', '658'], ['OK', 'Tulsa', '741'], ['UT', 'Provo', '846'], ['CT', 'Stamford', '069'],
];

export const CA_PLACES: readonly (readonly [string, string, string])[] = [
  ['ON', 'Mississauga', 'L5B'], ['ON', 'Hamilton', 'L8P'], ['ON', 'Ottawa', 'K1P'], ['QC', 'Laval', 'H7N'], ['QC', 'Montréal', 'H2X'],
  ['BC', 'Surrey', 'V3T'], ['BC', 'Kelowna', 'V1Y'], ['AB', 'Calgary', 'T2P'], ['AB', 'Edmonton', 'T5J'], ['MB', 'Winnipeg', 'R3C'],
  ['NS', 'Halifax', 'B3H'], ['SK', 'Saskatoon', 'S7K'], ['NB', 'Moncton', 'E1C'],
];

export const PROVINCE_NAMES: Record<string, string> = { ON: 'Ontario', QC: 'Québec', BC: 'British Columbia', AB: 'Alberta',
  MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan', NB: 'New Brunswick' };

/** How a numbered company of each province ends (`1234567 Ontario Inc.`, `BC1234567 B.C. Ltd.`). */
export const NUMBERED_SUFFIX: Record<string, string> = { ON: 'Ontario Inc.', QC: 'Québec inc.', BC: 'B.C. Ltd.', AB: 'Alberta Ltd.',
  MB: 'Manitoba Ltd.', NS: 'Nova Scotia Limited', SK: 'Saskatchewan Ltd.', NB: 'New Brunswick Inc.' };

export const STREETS_US = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Oak Ave', 'Market St', 'Route 9', 'Elm Street', 'Harbor Blvd',
  'Kings Hwy', 'Lakeview Rd', 'Pioneer Way', 'Broad St', 'N. Central Ave', 'W. 5th St'];
export const STREETS_CA = ['Centre St', 'Rue Saint-Denis', 'Yonge St', 'Bay St', 'Maple Crescent', 'King St W', 'Boul. Saint-Laurent',
  'Jasper Ave', 'Portage Ave', 'Queen St E', 'Main St', '17 Ave SW'];

export const UNITS = ['', '', '', 'Suite 110', 'Unit B', 'Ste. 4', '#12', 'Bldg 2', 'Unit 7'];

/** A business line: what the form prints as the type of business, the id the industries reference gives for it
 *  (checked against the rule at generation), name words, and a credential its owners may carry. */
export interface Line { text: string; id: string; names: string[]; credential?: string }

export const LINES: Line[] = [
  { text: 'Family dental office', id: 'dental_practice', names: ['Bright Smile Dental', 'Lakeside Family Dentistry'], credential: 'DDS' },
  { text: 'Veterinary clinic', id: 'veterinary', names: ['Willow Creek Animal Care', 'Paws & Claws Veterinary'], credential: 'DVM' },
  { text: 'Chiropractic clinic', id: 'medical_practice', names: ['Align Spine Center', 'Keystone Chiropractic'], credential: 'DC' },
  { text: 'Pizzeria', id: 'restaurant', names: ["Nonna Rosa's Pizza", 'Brick Oven Co'] },
  { text: 'Full service restaurant & bar', id: 'restaurant', names: ['Copper Kettle Grill', 'Blue Agave Cantina'] },
  { text: 'Coffee shop', id: 'restaurant', names: ['Daily Grind Coffee', 'Roastery Row'] },
  { text: 'Collision repair & body shop', id: 'auto_repair', names: ['Precision Collision', 'Southside Auto Body'] },
  { text: 'Auto repair / mechanic', id: 'auto_repair', names: ['Midtown Motors Service', 'Wrench Works Auto'] },
  { text: 'Hair salon', id: 'personal_care', names: ['Studio Luxe Salon', 'Mane Street Hair'] },
  { text: 'Plumbing & HVAC', id: 'specialty_trade_contractor', names: ['Reliable Comfort Mechanical', 'Flowright Plumbing'] },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', names: ['Summit Ridge Roofing', 'Ironclad Roofing'] },
  { text: 'Landscaping and lawn care', id: 'landscaping', names: ['Greenway Lawn Pros', 'Evergreen Grounds'] },
  { text: 'Local trucking / hauling', id: 'trucking_local', names: ['Big Rig Hauling', 'Tri-County Transport'] },
  { text: 'Convenience store', id: 'convenience_store', names: ['Quick Stop Mart', 'Corner Express'] },
  { text: 'Gym / fitness center', id: 'fitness', names: ['Iron Temple Fitness', 'Core Strength Studio'] },
  { text: 'Daycare', id: 'childcare', names: ['Little Sprouts Learning', 'Sunshine Kids Academy'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', names: ['Spotless Facility Services', 'Pristine Janitorial'] },
  { text: 'Liquor store', id: 'liquor_store', names: ['Top Shelf Spirits', 'Vineyard Cellars'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', names: ['Budget Auto Sales', 'Prime Pre-Owned'] },
  { text: 'Online store (Shopify)', id: 'ecommerce', names: ['Urban Thread Supply', 'Northpeak Outfitters'] },
  { text: 'Nail salon', id: 'personal_care', names: ['Polished Nail Bar', 'Lotus Nails & Spa'] },
  { text: 'Dry cleaner', id: 'dry_cleaning', names: ['Crystal Cleaners', 'Pressed Perfect'] },
  { text: 'Staffing agency', id: 'staffing_agency', names: ['Workforce Bridge', 'Apex Talent Partners'] },
  { text: 'Pet grooming', id: 'pet_services', names: ['Fluffy Tails Grooming', 'Wag & Wash'] },
  { text: 'Catering', id: 'food_truck_catering', names: ['Silver Platter Catering', 'Fresh Table Events'] },
  { text: 'Machine shop', id: 'manufacturing', names: ['Precision Tool & Die', 'Allied Machining'] },
  { text: 'Furniture store', id: 'retail_general', names: ['Oak & Iron Home', 'Comfort Living Furniture'] },
  { text: 'Construction company', id: 'general_contractor', names: ['Cornerstone Builders', 'Bedrock Construction'] },
  { text: 'Accounting & bookkeeping', id: 'professional_services', names: ['Ledger Line Advisors', 'Balance Point'], credential: 'CPA' },
  { text: 'Hotel', id: 'hotel_motel', names: ['Harbor View Inn', 'Gateway Suites'] },
];

export const FUNDERS = ['Rapid Lane Funding', 'Bluestone Capital', 'Everpeak Advance', 'Cobalt Merchant Funding', 'Granite Bay Capital',
  'Fundwell Partners', 'Liberty Draw', 'Meridian Receivables', 'Swiftline Capital', 'Oakmont Advance Group'];

export const BANKS_US = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'First Lakeshore Bank',
  'Truist', 'Pinnacle Community Bank', 'Citizens Bank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Desjardins', 'Scotiabank', 'BMO', 'CIBC', 'National Bank'];

export const LANDLORDS = ['Westgate Properties LLC', 'Crown Plaza Realty', 'J&M Holdings', 'Lakeshore Commercial RE',
  'Parkview Management Co.', 'Stonebridge Realty Group', 'R. Feldman Properties'];

export const SUPPLIERS = ['Sysco', 'Uline', 'Grainger', 'Ferguson Supply', 'Henry Schein', 'Patterson Dental', 'NAPA Auto Parts',
  'Home Depot Pro', 'Staples Business', 'McKesson', 'Gordon Food Service', 'Fastenal'];

export const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Renovation', 'Marketing',
  'Debt consolidation', 'Hiring'];

export const CREDENTIALS_FROM: Record<string, string> = { DDS: 'dental', DVM: 'vet', DC: 'chiro', CPA: 'acct' };
