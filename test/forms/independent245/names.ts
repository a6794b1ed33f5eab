// Word lists for set 245: fictional people, businesses, places, funders. ASCII only (the standard PDF fonts'
// encoding and the AcroForm appearance streams are written as plain strings).

export const FIRST = ['Dana', 'Marcus', 'Priya', 'Luis', 'Keisha', 'Tomasz', 'Aaliyah', 'Brendan', 'Mei', 'Rafael', 'Colleen',
  'Dmitri', 'Yolanda', 'Hector', 'Sunita', 'Grant', 'Ngozi', 'Wesley', 'Ines', 'Omar', 'Trudy', 'Jamal', 'Francesca', 'Quentin',
  'Rosalind', 'Devin', 'Lucia', 'Abdul', 'Harriet', 'Minh'];

export const LAST_PLAIN = ['Whitfield', 'Okafor', 'Lindqvist', 'Barrera', 'Castellano', 'Nakamura', 'Pruitt', 'Haddad', 'Kowalczyk',
  'Ferreira', 'Ashworth', 'Delacroix', 'Mbeki', 'Sorensen', 'Tran', 'Gutierrez', 'Rasmussen', 'Abernathy', 'Patel', 'Yilmaz'];
/** Hyphens, particles, apostrophes, Mc/Mac: the last name keeps them whole. */
export const LAST_HARD = ["O'Brien", "D'Angelo", 'Garcia-Lopez', 'Smith-Oyelaran', 'de la Cruz', 'Van der Berg', 'St. Pierre',
  'McAllister', 'von Stade', "O'Neil-Baptiste", 'Del Rosario', 'da Silva', 'Le Blanc', 'MacKenzie'];

export const MIDDLE = 'ABCDEFGHJKLMNPRSTW';
/** Credentials printed after a name and dropped from last_name. */
export const CREDENTIALS = ['DC', 'DDS', 'CPA', 'MD', 'DVM', 'PE'];

export const ROLES_MULTI = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary',
  'Co-Owner', 'Treasurer'];
export const ROLES_SOLE = ['Owner', 'Sole Proprietor', 'Proprietor', 'Owner/Operator'];

/** [printed type of business, intended industry id]. The id the rule gives is checked against it in the test. */
export const INDUSTRY_PHRASES: [string, string][] = [
  ['Family dental office', 'dental_practice'], ['Veterinary clinic', 'veterinary'], ['Italian restaurant', 'restaurant'],
  ['Auto repair / body shop', 'auto_repair'], ['HVAC contractor', 'specialty_trade_contractor'], ['Plumbing services', 'specialty_trade_contractor'],
  ['Hair salon & spa', 'personal_care'], ['Commercial cleaning', 'cleaning_services'], ['Landscaping & lawn care', 'landscaping'],
  ['Daycare center', 'childcare'], ['Coffee shop', 'restaurant'], ['Food truck', 'food_truck_catering'],
  ['Local trucking - dump truck hauling', 'trucking_local'], ['Chiropractor office', 'medical_practice'], ['Pet grooming salon', 'pet_services'],
  ['Convenience store', 'convenience_store'], ['Liquor store', 'liquor_store'], ['Boutique clothing store', 'retail_general'],
  ['Machine shop / fabrication', 'manufacturing'], ['General contractor - remodeling', 'general_contractor'], ['Home health care agency', 'home_health_care'],
  ['Staffing agency', 'staffing_agency'], ['Yoga studio', 'fitness'], ['Coin laundry', 'dry_cleaning'], ['Roofing contractor', 'specialty_trade_contractor'],
  ['Wholesale distributor - janitorial supplies', 'wholesale_distribution'], ['Independent drug store', 'pharmacy'], ['Tire shop', 'auto_repair'],
  ['Bakery cafe', 'restaurant'], ['Used car dealer', 'auto_dealer_used'], ['IT services / managed support', 'it_software'],
  ['Car wash & detailing', 'car_wash'], ['Motel', 'hotel_motel'], ['Insurance agency', 'insurance_agency'],
];

export const BIZ_WORDS_A = ['Summit', 'Harbor', 'Copper', 'Maple', 'Ironwood', 'Bluebonnet', 'Granite', 'Silver Creek', 'Oak Hollow',
  'Red Mesa', 'Northgate', 'Sunrise', 'Lakeshore', 'Cypress', 'Pioneer', 'Golden Gate', 'Riverbend', 'Twin Pines', 'Magnolia', 'Eastside'];
export const BIZ_WORDS_B = ['Group', 'Services', 'Enterprises', 'Holdings', 'Partners', 'Ventures', 'Solutions', 'Associates', 'Works', 'Brands'];
export const DBA_WORDS = ['Express', 'Pro', 'Plus', 'Depot', 'Corner', 'Place', 'Station', 'Studio', 'Center', 'House'];

/** [city, state code, zip prefix]. */
export const CITIES: [string, string, string][] = [
  ['Tampa', 'FL', '336'], ['Orlando', 'FL', '328'], ['Houston', 'TX', '770'], ['San Antonio', 'TX', '782'], ['Phoenix', 'AZ', '850'],
  ['Atlanta', 'GA', '303'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Brooklyn', 'NY', '112'], ['Newark', 'NJ', '071'],
  ['Philadelphia', 'PA', '191'], ['Nashville', 'TN', '372'], ['Denver', 'CO', '802'], ['Las Vegas', 'NV', '891'], ['Chicago', 'IL', '606'],
  ['Detroit', 'MI', '482'], ['Baton Rouge', 'LA', '708'], ['Birmingham', 'AL', '352'], ['Sacramento', 'CA', '958'], ['Seattle', 'WA', '981'],
  ['Richmond', 'VA', '232'], ['Kansas City', 'MO', '641'], ['Boise', 'ID', '837'], ['Hartford', 'CT', '061'], ['Albuquerque', 'NM', '871'],
  ['Salt Lake City', 'UT', '841'], ['Omaha', 'NE', '681'], ['Providence', 'RI', '029'], ['Columbia', 'SC', '292'], ['Wilmington', 'DE', '198'],
];
export const STREETS = ['Main St', 'Commerce Blvd', 'Oak Ave', 'Industrial Pkwy', 'Market St', 'Elm St', 'Highland Rd', 'Peachtree St NE',
  'Route 9', 'Sunset Blvd', 'Lakeview Dr', 'W 5th St', 'Airport Rd', 'Veterans Hwy', 'Franklin Ave', 'County Road 12'];
export const SUITES = ['Suite 200', 'Unit B', 'Ste 4', '#112', 'Bldg 3'];
export const INC_STATES = ['DE', 'NV', 'WY', 'FL', 'TX', 'NY'];

export const FUNDERS = ['Rapid Lane Capital', 'Forward Line Funding', 'Pinnacle Merchant Advance', 'Everstream Capital', 'Greenbox Funding',
  'Blue Ledger Capital', 'Yellowstone Advance Co.', 'Lendvault Partners'];
export const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'Regions Bank', 'PNC Bank', 'Truist', 'Fifth Third Bank', 'Citizens Bank'];
export const PROCESSORS = ['Square', 'Clover / First Data', 'Stripe', 'Heartland', 'Worldpay', 'Toast', 'Elavon'];
export const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation', 'Hire staff',
  'Debt consolidation', 'New location build-out'];
export const REF_COMPANIES = ['Sysco', 'Grainger', 'Uline', 'Ferguson Supply', 'ABC Supply', 'Patterson Dental', 'NAPA Auto Parts', 'Staples Business',
  'US Foods', 'Home Depot Pro'];
export const LANDLORDS = ['Brightwater Properties LLC', 'Greystone Realty', 'M & K Holdings', 'Centerpoint Commercial', 'Hollis Property Mgmt',
  'Parkway Plaza Associates'];
