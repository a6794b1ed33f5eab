// Word lists for the content model. Every bank, business, person and address is fictional; card processors, MCA
// funders and vendors appear by name only, as description text.

export const BUSINESS_FIRST = ['Glenwood', 'Quarry Lane', 'Harbor Point', 'Bluebird', 'Cedar Ridge', 'Silver Oak', 'Northgate',
  'Redstone', 'Lakeshore', 'Summit', 'Maple Leaf', 'Ironwood', 'Golden Gate', 'Riverbend', 'Brightside', 'Copper Kettle',
  'Eastwind', 'Pinecrest', 'Sunrise', 'Highland', 'Blue Heron', 'Oakmont', 'Prairie Sky', 'Westfield', 'Stonebridge',
  'Tri-County', 'Evergreen', 'Main Street', 'Capital City', 'Union Square', "Rosie's", "Tony's", 'A&M', 'J.R.',
  'Four Corners', 'Liberty', 'Keystone', 'Twin Rivers', 'Coastal', 'Granite State'];
export const BUSINESS_TRADE = ['Lawn and Garden', 'Collision Center', 'Auto Care', 'Plumbing', 'Electric', 'Dental Group',
  'Pizzeria', 'Bakery', 'Trucking', 'Logistics', 'Construction', 'Roofing', 'HVAC Services', 'Cleaning Services',
  'Medical Supply', 'Pet Grooming', 'Fitness Studio', 'Salon and Spa', 'Hardware', 'Landscaping', 'Catering',
  'Family Restaurant', 'Tire and Auto', 'Flooring', 'Printing', 'Veterinary Clinic', 'Physical Therapy', 'Daycare',
  'Coffee House', 'Liquor and Wine', 'Tax Services', 'Cabinetry', 'Welding', 'Towing', 'Pharmacy', 'Car Wash'];
export const DBA_WORDS = ['Metro Auto Care', 'The Green Thumb', 'Slice of Heaven', 'Fresh Start Cleaning', 'Smile Studio',
  'Rapid Roofing', 'Top Shelf Liquors', 'Paws and Claws', 'The Daily Grind', 'Bright Kids Academy', 'Quick Lube Express',
  'Iron Horse Fitness', 'Sweet Treats', 'Precision Plumbing', 'Cool Air Pros'];
export const PERSON_FIRST = ['Maria', 'James', 'Linda', 'Robert', 'Aisha', 'Kevin', 'Sofia', 'Daniel', 'Mei', 'Carlos',
  'Priya', 'Thomas', 'Fatima', 'Jean', 'Olga', 'Marcus', 'Hannah', 'Luis'];
export const PERSON_LAST = ['Gonzalez', 'Smith', 'Nguyen', 'Okafor', 'Patel', 'Kowalski', 'Tremblay', 'Johnson', 'Garcia',
  'Chen', 'Haddad', 'Murphy', 'Rossi', 'Dubois', 'Kim', 'Brown', 'Silva', 'Novak'];

export const STREETS = ['Lakeview Rd', 'Broad St', 'Main St', 'Commerce Dr', 'Industrial Pkwy', 'Oak Ave', 'Market St',
  'Elm St', 'Highway 7', 'Center Blvd', 'Park Ave', 'River Rd', 'Airport Way', 'Harbor Blvd', 'Mill St', 'Union Ave'];

/** [city, state, zip prefix] */
export const US_CITIES: readonly (readonly [string, string, string])[] = [
  ['Seattle', 'WA', '981'], ['Miami', 'FL', '331'], ['Houston', 'TX', '770'], ['Dallas', 'TX', '752'],
  ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'], ['Atlanta', 'GA', '303'], ['Chicago', 'IL', '606'],
  ['Brooklyn', 'NY', '112'], ['Newark', 'NJ', '071'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'],
  ['Nashville', 'TN', '372'], ['Los Angeles', 'CA', '900'], ['San Diego', 'CA', '921'], ['Las Vegas', 'NV', '891'],
  ['Portland', 'OR', '972'], ['Boston', 'MA', '021'], ['Philadelphia', 'PA', '191'], ['Detroit', 'MI', '482'],
  ['Minneapolis', 'MN', '554'], ['Kansas City', 'MO', '641'], ['Salt Lake City', 'UT', '841'], ['Tampa', 'FL', '336'],
  ['Baltimore', 'MD', '212'], ['Richmond', 'VA', '232'], ['Birmingham', 'AL', '352'], ['New Orleans', 'LA', '701'],
];
/** [city, province, postal FSA] */
export const CA_CITIES: readonly (readonly [string, string, string])[] = [
  ['Toronto', 'ON', 'M5V'], ['Mississauga', 'ON', 'L5B'], ['Ottawa', 'ON', 'K1P'], ['Montreal', 'QC', 'H3B'],
  ['Laval', 'QC', 'H7N'], ['Vancouver', 'BC', 'V6B'], ['Surrey', 'BC', 'V3T'], ['Calgary', 'AB', 'T2P'],
  ['Edmonton', 'AB', 'T5J'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3J'], ['Regina', 'SK', 'S4P'],
  ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C'], ["St. John's", 'NL', 'A1C'], ['Charlottetown', 'PE', 'C1A'],
];

export const US_BANKS = ['Summitcrest National Bank', 'Prairie Ridge Trust Bank', 'Harborview Savings Bank',
  'First Meridian Bank', 'Copperline Community Bank', 'Atlantic Crown Bank', 'Pinegate Federal Bank',
  'Lone Oak State Bank', 'Blue Valley Bank & Trust', 'Great Lakes Commerce Bank', 'Sierra Vista Bank',
  'Keystone Heritage Bank'];
export const CA_BANKS = ['Northern Maple Bank', 'Laurentian Shield Bank', 'Banque Riviere-Nord', 'Prairie Crown Credit Union',
  'Pacific Cedar Bank of Canada'];

export interface Funder {
  canonical: string;
  /** As the bank prints the counterparty, cut to the ACH company-name field (~16 chars). */
  descriptor: string;
}

export const US_FUNDERS: readonly Funder[] = [
  { canonical: 'Kapitus', descriptor: 'KAPITUS SERVICIN' },
  { canonical: 'Forward Financing', descriptor: 'FORWARDFINUSA' },
  { canonical: 'OnDeck', descriptor: 'ONDECK CAPITAL' },
  { canonical: 'Fora Financial', descriptor: 'FORA FINANCIAL' },
  { canonical: 'Credibly', descriptor: 'CREDIBLY' },
  { canonical: 'Rapid Finance', descriptor: 'RAPID FINANCE' },
  { canonical: 'Libertas Funding', descriptor: 'LIBERTAS FUNDING' },
  { canonical: 'Yellowstone Capital', descriptor: 'YELLOWSTONE CAPI' },
  { canonical: 'Everest Business Funding', descriptor: 'EVEREST BUSINESS' },
  { canonical: 'CAN Capital', descriptor: 'CAN CAPITAL' },
  { canonical: 'Headway Capital', descriptor: 'HEADWAY CAPITAL' },
  { canonical: 'Mantis Funding', descriptor: 'MANTIS FUNDING L' },
  { canonical: 'Reliant Funding', descriptor: 'RELIANT FUNDING' },
  { canonical: 'Pearl Capital', descriptor: 'PEARL CAPITAL BU' },
  { canonical: 'Greenbox Capital', descriptor: 'GREENBOX CAPITAL' },
];
export const CA_FUNDERS: readonly Funder[] = [
  { canonical: 'Merchant Growth', descriptor: 'MERCHANT GROWTH' },
  { canonical: 'IOU Financial', descriptor: 'IOU FINANCIAL IN' },
  { canonical: 'Thinking Capital', descriptor: 'THINKING CAPITAL' },
  { canonical: 'OnDeck Canada', descriptor: 'ONDECK CANADA' },
];
/** Fixed daily debits from lenders that are in no list (found only by the recurring-amount rule). */
export const UNKNOWN_LENDERS = ['NORTHBRIDGE MRCH SVC', 'HARBORLINE CAP', 'BLUE TIMBER FNDG', 'QUILLSTONE ADV',
  'REDWATER BIZ CAP', 'ASHGROVE MERCH'];

export const US_PROCESSORS = ['SQUARE INC', 'CLOVER', 'STRIPE', 'TOAST INC', 'HEARTLAND', 'WORLDPAY', 'BANKCARD',
  'SHOPIFY', 'PAYPAL', 'FISERV MERCH'];
export const CA_PROCESSORS = ['MONERIS', 'SQUARE CANADA', 'GLOBAL PAYMENTS', 'CHASE PAYMENTECH', 'STRIPE CANADA'];

export const CUSTOMERS = ['ACME SUPPLY CO', 'BRIGHTON HOMES', 'CITY OF RIVERTON', 'DELTA PROPERTY MGMT', 'EAGLE INSURANCE',
  'FAIRVIEW SCHOOLS', 'GRANT MEDICAL GRP', 'HILLTOP HOA', 'KESTREL FOODS', 'LUMEN HOTELS', 'MIDWAY FLEET SVC',
  'OAKRIDGE APTS', 'PEAK MUTUAL INS', 'SENTINEL CASUALTY'];

export const VENDORS: readonly (readonly [string, number, number])[] = [
  ['SHELL OIL', 30, 220], ['HOME DEPOT', 40, 900], ['COSTCO WHSE', 80, 1200], ['AMAZON MKTPLACE', 15, 600],
  ['STAPLES', 20, 300], ['AUTOZONE', 20, 400], ['SYSCO FOODS', 300, 2500], ['OFFICE DEPOT', 15, 250],
  ['GOOGLE GSUITE', 12, 60], ['DOLLAR TREE', 5, 60], ['WALMART', 20, 400], ['LOWES', 40, 800], ['UBER TRIP', 9, 70],
  ['SAMS CLUB', 50, 700], ['USPS PO', 8, 120], ['VERIZON WIRELESS', 80, 400], ['ADOBE', 20, 80], ['TARGET', 15, 200],
];
export const BILLS: readonly (readonly [string, string, number, number])[] = [
  ['ADP', 'PAYROLL', 2500, 15000], ['GUSTO', 'PAYROLL', 2000, 12000], ['PAYCHEX', 'PAYROLL', 2000, 14000],
  ['IRS', 'USATAXPYMT', 400, 4000], ['DUKE ENERGY', 'UTIL PYMT', 150, 1200], ['COMCAST BUSINESS', 'PAYMENT', 90, 400],
  ['STATE FARM', 'INS PREM', 200, 1500], ['AMEX', 'EPAYMENT', 300, 6000], ['WASTE MGMT', 'PAYMENT', 60, 400],
  ['CAPITAL ONE', 'CRCARDPMT', 200, 3000],
];
export const LANDLORDS = ['PEARL STREET PROPERTIES', 'OAKWOOD PLAZA LLC', 'RIVERSIDE HOLDINGS', 'MIDTOWN REALTY GRP'];
export const LOAN_SERVICERS: readonly (readonly [string, string])[] = [
  ['NAVITAS CREDIT CORP', 'LEASE PMT'], ['DE LAGE LANDEN', 'LEASE PMT'], ['BALBOA CAPITAL', 'EQUIP PMT'],
  ['ALLY AUTO', 'AUTO PMT'], ['COMMERCIAL LN SVC', 'LOAN PMT'],
];
