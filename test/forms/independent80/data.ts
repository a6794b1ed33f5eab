// Fictional word lists for set 80 (bank-style and CDFI small-business credit applications): names, streets, business
// words, industries as a borrower describes them (with the reference id the longest-alias rule gives), purposes.
export const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Roberto', 'Linh', 'Gregory', 'Fatima', 'Owen', 'Keisha', 'Tomasz',
  'Elena', 'Marcus', 'Hana', 'Victor', 'Sofia', 'Darnell', 'Ingrid', 'Rafael', 'Yolanda', 'Samuel', 'Mei', 'Patrick', 'Naomi', 'Hector'];
export const LAST = ['Okafor', 'Delgado', 'Nguyen', 'Brennan', 'Whitfield', 'Kowalski', 'Haddad', 'Lindqvist', 'Moreau', 'Castellanos',
  'Abernathy', 'Tran', 'Oyelaran', 'Fitzgerald', 'Park', 'Van der Berg', 'Smith-Jones', "O'Donnell", 'Benavides', 'Rasmussen', 'Achebe',
  'De la Cruz', 'MacAllister', 'Petrov', 'Yamamoto', 'Greenberg'];
export const MIDDLE = ['A.', 'J.', 'L.', 'M.', 'R.', 'T.', 'K.', 'E.'];
export const CREDENTIALS = [', CPA', ', DDS', ', DVM', ', MD', ', PE', ', Jr.'];

export const WORDS = ['Riverbend', 'Copperline', 'Blue Heron', 'Granite Hill', 'Lakeshore', 'Prairie Wind', 'Ironwood', 'Harbor Light',
  'Sunbury', 'Red Maple', 'Westgate', 'Old Mill', 'Silver Creek', 'Tall Pines', 'Fairhaven', 'Cobalt Ridge', 'Northfield', 'Juniper'];
export const STREETS = ['Main St', 'Commerce Dr', 'Elm Ave', 'Industrial Pkwy', 'Market St', 'Oak Blvd', 'Depot Rd', 'Canal St',
  'Highland Ave', 'Mill Pond Rd', 'Washington St', 'Lincoln Way'];
export const CITIES_US: [string, string, string][] = [['Dayton', 'OH', '454'], ['Fresno', 'CA', '937'], ['Albuquerque', 'NM', '871'],
  ['Macon', 'GA', '312'], ['Spokane', 'WA', '992'], ['Lowell', 'MA', '018'], ['Tulsa', 'OK', '741'], ['Erie', 'PA', '165'],
  ['Laredo', 'TX', '780'], ['Duluth', 'MN', '558'], ['Asheville', 'NC', '288'], ['Baton Rouge', 'LA', '708'], ['Yonkers', 'NY', '107'],
  ['Camden', 'NJ', '081'], ['Pueblo', 'CO', '810'], ['Mobile', 'AL', '366'], ['Gary', 'IN', '464'], ['Flint', 'MI', '485']];
export const CITIES_CA: [string, string, string][] = [['Thunder Bay', 'ON', 'P7B'], ['Sudbury', 'ON', 'P3A'], ['Prince George', 'BC', 'V2L'],
  ['Red Deer', 'AB', 'T4N'], ['Moncton', 'NB', 'E1C'], ['Brandon', 'MB', 'R7A'], ['Sydney', 'NS', 'B1P'], ['Saskatoon', 'SK', 'S7K']];

/** Business descriptions as printed, each with the industries id the longest word-bounded alias gives, and a name word. */
export const INDUSTRIES: [string, string, string][] = [
  ['Full-service restaurant', 'restaurant', 'Kitchen'], ['Family dental practice', 'dental_practice', 'Dental'],
  ['Auto repair and body shop', 'auto_repair', 'Auto Works'], ['Commercial cleaning / janitorial', 'cleaning_services', 'Cleaning Co'],
  ['Licensed child care center', 'childcare', 'Learning Center'], ['HVAC installation & service', 'specialty_trade_contractor', 'Mechanical'],
  ['Landscaping and lawn care', 'landscaping', 'Landscapes'], ['Veterinary clinic', 'veterinary', 'Animal Hospital'],
  ['Hair salon and barbershop', 'personal_care', 'Salon'], ['Machine shop / metal fabrication', 'manufacturing', 'Fabrication'],
  ['Local trucking and hauling', 'trucking_local', 'Hauling'], ['Specialty grocery and deli', 'grocery', 'Market'],
  ['Home health care agency', 'home_health_care', 'Home Care'], ['Fitness center', 'fitness', 'Fitness'],
  ['Food truck and catering', 'food_truck_catering', 'Catering'], ['Bookkeeping and tax services', 'professional_services', 'Accounting'],
  ['Coin laundry / laundromat', 'dry_cleaning', 'Laundry'], ['Wholesale food distributor', 'wholesale_distribution', 'Distributors'],
];
export const PURPOSES = ['Working capital', 'Equipment purchase', 'Inventory', 'Leasehold improvements', 'Refinance existing debt',
  'Payroll / hiring', 'Marketing and expansion', 'Vehicle purchase'];
export const COLLATERAL = ['Business equipment', 'Accounts receivable', 'Inventory', 'Commercial vehicle', '2nd lien on residence', 'Blanket UCC-1 lien'];
export const CREDITORS = ['First Federal Savings', 'Pioneer Equipment Finance', 'Ally Auto', 'Chase Ink Card', 'Kabbage Line of Credit',
  'SBA EIDL', 'Wells Fargo BusinessLine', 'Amex Business Gold'];
export const FUNDERS = ['Rapid Bridge Funding', 'Clearview Advance LLC', 'Summit Receivables', 'Everline Capital', 'Bluestone MCA Group'];
export const BANKS = ['Heartland Community Bank', 'Citizens Trust', 'PNC Bank', 'Regions Bank', 'TD Bank', 'First Horizon', 'KeyBank'];
export const BANKS_CA = ['Caisse Desjardins', 'RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'Servus Credit Union'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
