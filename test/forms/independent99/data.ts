// Word lists for set 99 (printed e-mails): people, businesses, places, brokers and funders. All fictional.
export const FIRST = ['Marco', 'Dana', 'Priya', 'Luis', 'Keisha', 'Tomasz', 'Renee', 'Samir', 'Gwen', 'Hector', 'Yuki', 'Brandon',
  'Alicia', 'Dmitri', 'Fatima', 'Colin', 'Noor', 'Estelle', 'Jerome', 'Mei', 'Ravi', 'Odette', 'Curtis', 'Ingrid', 'Tariq', 'Shauna'];
export const MIDDLE = ['J.', 'A.', 'R.', 'M.', 'T.', 'L.', 'K.'];
export const LAST = ['Bellini', 'Okafor', 'Nguyen', 'Castellanos', 'Whitfield', 'Kowalczyk', 'Desrosiers', 'Haddad', 'Lindqvist',
  'de la Cruz', "O'Malley", 'Van Houten', 'Ramirez-Soto', 'Abernathy', 'Takahashi', 'Mbeki', 'St. Pierre', 'Fitzgerald', 'Paquette',
  'Oyelaran', 'Brandt-Molina', 'MacLeod', 'Tremblay', 'Gagnon', 'Yilmaz', 'Esposito'];
export const CREDENTIALS = [', DDS', ', CPA', ', DC', ', MD'];

export const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'VP Operations', 'COO', 'Secretary', 'Director'];
export const CA_ROLES = ['President', 'Director', 'Owner', 'Partner', 'Secretary-Treasurer', 'CEO'];

/** Printed kind of business. The industry id is computed from this text by the reference rule (industry.ts). */
export const INDUSTRY_TEXTS = ['Collision repair and paint', 'Hair salon', 'Italian restaurant', 'Plumbing contractor', 'Dental office',
  'Landscaping and snow removal', 'Commercial cleaning', 'Food truck / catering', 'Convenience store', 'Veterinary clinic',
  'Liquor store', 'Trucking - dump truck hauling', 'Yoga studio', 'HVAC installation and service', 'General contractor',
  'Daycare center', 'Coin laundry', 'Independent drug store', 'IT services', 'Machine shop', 'Wholesale distributor of flooring', 'Bakery and cafe',
  'Pet grooming', 'Used car dealer', 'Roofing contractor', 'Staffing agency', 'Hotel', 'Chiropractor', 'Tire shop and oil change'];

export const BIZ_STEMS = ['Summit Ridge', 'Blue Heron', 'Copperline', 'Northgate', 'Red Maple', 'Harborview', 'Iron Oak', 'Silver Creek',
  'Lakeshore', 'Prairie Wind', 'Granite State', 'Tidewater', 'Golden Mile', 'Cedar Point', 'Riverbend', 'Stonebridge', 'Westfield',
  'Bright Path', 'Eastside', 'Pinecrest', 'Sunset Bay', 'Old Mill', 'Keystone', 'Foxhollow'];
export const BIZ_NOUNS = ['Group', 'Enterprises', 'Holdings', 'Services', 'Partners', 'Company', 'Works', 'Solutions'];

export const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Market St', 'Route 9', 'Harbor Blvd', 'Oak Ridge Rd',
  'Franklin Ave', 'Lakeview Dr', 'Station Rd', 'Mill St', 'Queen St W', 'King St E', 'Rue Saint-Denis', 'Centre Ave'];

export interface Place { city: string; code: string; zip: () => string }
export const US_PLACES: [string, string, string][] = [['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Mesa', 'AZ', '852'],
  ['Paterson', 'NJ', '075'], ['Yonkers', 'NY', '107'], ['Aurora', 'CO', '800'], ['Plano', 'TX', '750'], ['Raleigh', 'NC', '276'],
  ['Tacoma', 'WA', '984'], ['Fresno', 'CA', '937'], ['Joliet', 'IL', '604'], ['Savannah', 'GA', '314'], ['Nashua', 'NH', '030'],
  ['Provo', 'UT', '846'], ['Dover', 'DE', '199'], ['Omaha', 'NE', '681'], ['Richmond', 'VA', '232'], ['Wichita', 'KS', '672']];
export const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Laval', 'QC', 'H7N'], ['Calgary', 'AB', 'T2P'],
  ['Surrey', 'BC', 'V3T'], ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C'],
  ['Kelowna', 'BC', 'V1Y'], ['Ottawa', 'ON', 'K1P']];

export interface Broker { company: string; domain: string; city: string; region: string; zip: string; street: string; country: 'US' | 'CA' }
export const FUNDERS = ['Bluewater Advance', 'Crestmark Merchant Capital', 'Ironclad Funding', 'Pinnacle Receivables', 'Velocity Working Capital',
  'Kingsbridge Funding', 'Atlas Revenue Partners', 'Maple Leaf Merchant Finance'];
export const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC', 'Truist', 'Regions', 'KeyBank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
export const USES = ['inventory', 'payroll', 'new equipment', 'a second location', 'marketing', 'catching up on taxes', 'a truck', 'renovations'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
