// Word lists for the set-190 forms: owners, places, businesses and the people and companies around them (decoys).
// All fictional. Industry texts carry the reference id the longest word-bounded alias gives (checked by the test
// against /work/shared/reference/industries.json), so a text that reads naturally but matches a shorter, wrong alias
// ("Auto repair shop" is retail by "shop") never gets in.

export const FIRST_NAMES = ['Marcus', 'Jennifer', 'Luis', 'Tamika', 'Robert', 'Priya', 'Dmitri', 'Angela', 'Kevin', 'Rosa', 'Darnell',
  'Heather', 'Vinh', 'Carlos', 'Megan', 'Oluwaseun', 'Brian', 'Yolanda', 'Tyler', 'Fatima', 'Gregory', 'Sofia', 'Andre', 'Nicole',
  'Hector', 'Kimberly', 'Raj', 'Shanice', 'William', 'Elena', 'Jamal', 'Christine', 'Thanh', 'Patrick', 'Guadalupe', 'Derek'] as const;

export const LAST_NAMES = ['Whitfield', 'Okafor', 'Delgado', 'Nguyen', 'Patel', 'Kowalski', 'Brennan', 'Hollis', 'Castillo', 'Thompson',
  'Abernathy', 'Rahman', 'Lindqvist', 'Mercado', 'Washington', 'Goldberg', 'Fitzgerald', 'Tran', 'Osei', 'Marchetti', 'Sandoval',
  'Pruitt', 'Haddad', 'Kaczmarek', 'Boateng', 'Reyes', 'Caldwell', 'Yamamoto', 'Ferreira', 'Lockhart'] as const;

/** Last names a reader must keep whole: hyphens and particles. */
export const HARD_LAST_NAMES = ['Garcia-Lopez', 'De La Cruz', 'van der Berg', "O'Donnell", 'St. Pierre', 'McAllister-Hughes', 'Di Stefano',
  'Le Blanc', 'Ruiz-Ortega', 'Mac Donald'] as const;

/** Credentials printed after a name, dropped from the last name. */
export const CREDENTIALS = ['DC', 'DDS', 'CPA', 'MD', 'DVM', 'Esq.'] as const;

export const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Co-Owner', 'Secretary',
  'Treasurer', 'COO', 'General Partner', 'Sole Owner', 'Officer'] as const;

/** City, state code, state name, ZIP prefix: business and home addresses. */
export const PLACES = [
  ['Dallas', 'TX', 'Texas', '752'], ['Plano', 'TX', 'Texas', '750'], ['Houston', 'TX', 'Texas', '770'], ['Miami', 'FL', 'Florida', '331'],
  ['Orlando', 'FL', 'Florida', '328'], ['Tampa', 'FL', 'Florida', '336'], ['Atlanta', 'GA', 'Georgia', '303'], ['Marietta', 'GA', 'Georgia', '300'],
  ['Charlotte', 'NC', 'North Carolina', '282'], ['Raleigh', 'NC', 'North Carolina', '276'], ['Phoenix', 'AZ', 'Arizona', '850'],
  ['Mesa', 'AZ', 'Arizona', '852'], ['Denver', 'CO', 'Colorado', '802'], ['Aurora', 'CO', 'Colorado', '800'], ['Columbus', 'OH', 'Ohio', '432'],
  ['Cleveland', 'OH', 'Ohio', '441'], ['Nashville', 'TN', 'Tennessee', '372'], ['Memphis', 'TN', 'Tennessee', '381'],
  ['Newark', 'NJ', 'New Jersey', '071'], ['Paterson', 'NJ', 'New Jersey', '075'], ['Brooklyn', 'NY', 'New York', '112'],
  ['Yonkers', 'NY', 'New York', '107'], ['Chicago', 'IL', 'Illinois', '606'], ['Joliet', 'IL', 'Illinois', '604'],
  ['Detroit', 'MI', 'Michigan', '482'], ['Las Vegas', 'NV', 'Nevada', '891'], ['Sacramento', 'CA', 'California', '958'],
  ['Fresno', 'CA', 'California', '937'], ['Riverside', 'CA', 'California', '925'], ['Seattle', 'WA', 'Washington', '981'],
  ['Spokane', 'WA', 'Washington', '992'], ['Portland', 'OR', 'Oregon', '972'], ['Baltimore', 'MD', 'Maryland', '212'],
  ['Richmond', 'VA', 'Virginia', '232'], ['Birmingham', 'AL', 'Alabama', '352'], ['Louisville', 'KY', 'Kentucky', '402'],
  ['Indianapolis', 'IN', 'Indiana', '462'], ['Kansas City', 'MO', 'Missouri', '641'], ['Philadelphia', 'PA', 'Pennsylvania', '191'],
  ['Pittsburgh', 'PA', 'Pennsylvania', '152'], ['Hartford', 'CT', 'Connecticut', '061'], ['Salt Lake City', 'UT', 'Utah', '841'],
  ['Albuquerque', 'NM', 'New Mexico', '871'], ['Oklahoma City', 'OK', 'Oklahoma', '731'], ['New Orleans', 'LA', 'Louisiana', '701'],
] as const;

/** States people incorporate in away from home: a decoy beside the business address. */
export const INCORPORATION_STATES = ['DE', 'NV', 'WY', 'FL', 'NY', 'TX', 'NJ', 'CA'] as const;

export const STREETS = ['Main St', 'Commerce Dr', 'Industrial Blvd', 'Oak Ave', 'Maple St', 'Market St', 'Park Ave', 'Elm St',
  'Airport Rd', 'Highway 6 N', 'W 5th St', 'Lakeview Pkwy', 'Pine Ridge Rd', 'Jefferson Ave', 'Route 9', 'Washington Blvd',
  'Crossroads Ct', 'Riverside Dr', 'N Central Expy', 'Peachtree Ind Blvd'] as const;

export const UNITS = ['Suite 100', 'Ste 210', 'Unit B', '#4', 'Bldg 2', 'Suite 305'] as const;

/** [printed type of business, expected industry id]. */
export const INDUSTRY_TEXTS: readonly (readonly [string, string])[] = [
  ['Family restaurant', 'restaurant'], ['Pizzeria', 'restaurant'], ['Coffee shop & bakery', 'restaurant'],
  ['Auto repair / body shop', 'auto_repair'], ['Collision repair', 'auto_repair'], ['Tire shop', 'auto_repair'],
  ['Hair salon', 'personal_care'], ['Nail salon & spa', 'personal_care'], ['Barbershop', 'personal_care'],
  ['HVAC contractor', 'specialty_trade_contractor'], ['Plumbing services', 'specialty_trade_contractor'],
  ['Roofing', 'specialty_trade_contractor'], ['Electrical contractor', 'specialty_trade_contractor'],
  ['Flooring installation', 'specialty_trade_contractor'], ['General contractor', 'general_contractor'],
  ['Residential remodeler', 'general_contractor'], ['Landscaping & lawn care', 'landscaping'], ['Tree service', 'landscaping'],
  ['Veterinary clinic', 'veterinary'], ['Dental office', 'dental_practice'], ['Chiropractor', 'medical_practice'],
  ['Urgent care clinic', 'medical_practice'], ['Physical therapy', 'medical_practice'], ['Trucking - local hauling', 'trucking_local'],
  ['Moving company', 'trucking_local'], ['Long haul trucking', 'trucking_long_haul'], ['Convenience store', 'convenience_store'],
  ['Liquor store', 'liquor_store'], ['Grocery / deli', 'grocery'], ['Clothing boutique', 'retail_general'],
  ['Furniture store', 'retail_general'], ['Daycare center', 'childcare'], ['Commercial cleaning', 'cleaning_services'],
  ['Gym / fitness center', 'fitness'], ['Dry cleaner', 'dry_cleaning'], ['Used car dealer', 'auto_dealer_used'],
  ['Machine shop', 'manufacturing'], ['Food distributor', 'wholesale_distribution'], ['Catering', 'food_truck_catering'],
  ['Hotel', 'hotel_motel'], ['Home health care agency', 'home_health_care'], ['IT services', 'it_software'],
  ['Marketing agency', 'professional_services'], ['Pet grooming', 'pet_services'], ['Car wash', 'car_wash'],
  ['Bar & grill', 'bar_nightclub'], ['Insurance agency', 'insurance_agency'], ['Drug store / pharmacy', 'pharmacy'],
];

/** Name stems for businesses; the entity's suffix is added by the model. */
export const BUSINESS_STEMS = ['Summit Ridge', 'Blue Heron', 'Lone Star', 'Golden Gate', 'Redwood', 'Ironclad', 'Harbor Point',
  'Silver Oak', 'Northside', 'Prairie Wind', 'Cornerstone', 'Magnolia', 'Bayou', 'Granite State', 'Evergreen', 'Crescent City',
  'Three Rivers', 'High Desert', 'Keystone', 'Tidewater', 'Copper Canyon', 'Sunbelt', 'Pioneer', 'Liberty Square'] as const;

export const BUSINESS_WORDS = ['Enterprises', 'Group', 'Holdings', 'Services', 'Solutions', 'Ventures', 'Company', 'Partners'] as const;

export const DBA_WORDS = ['Grill', 'Auto Care', 'Salon', 'Express', 'Market', 'Pros', 'Studio', 'Depot', 'Kitchen', 'Clinic', 'Outfitters',
  'Mechanical', 'Logistics', 'Cleaners', 'Wellness', 'Supply'] as const;

export const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Fifth Third Bank',
  'Citizens Bank', 'KeyBank', 'Huntington', 'BBVA / PNC', 'Navy Federal CU', 'First Horizon'] as const;

/** Existing MCA funders a merchant lists (positions): fictional names. */
export const FUNDERS = ['Rapid Line Capital', 'Pinnacle Advance', 'Forward Financing Group', 'Hudson Merchant Funding', 'Velocity Capital',
  'Everest Business Funding', 'Greenbox Advance', 'Mulberry Capital', 'Parkview Funding', 'Cobalt Merchant Capital'] as const;

export const SUPPLIERS = ['Sysco', 'US Foods', 'Ferguson Supply', 'Grainger', 'Home Depot Pro', 'Uline', 'NAPA Auto Parts', 'Cintas',
  'Lowe\'s Pro', 'McKesson', 'Patterson Dental', 'Henry Schein', 'Fastenal', 'Staples Business'] as const;

export const LANDLORDS = ['Crossroads Property Mgmt', 'Oakmont Realty LLC', 'JRB Properties', 'Westfield Commercial', 'Hanley Realty Group',
  'Marlow & Sons Properties', 'Plaza Center Associates', 'Brightline Leasing'] as const;

export const USES_OF_FUNDS = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation',
  'Consolidate balances', 'New location', 'Truck repairs'] as const;

export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'aol.com', 'icloud.com'] as const;
