// Word lists of set 160: people, places, businesses and the third parties a long application names. Industry texts
// carry the reference id applications.md's rule gives them (checked against the reference in the tests).

export const FIRST = ['James', 'Maria', 'Wei', 'Priya', 'Oluwaseun', 'José', 'Aisha', 'Dmitri', 'Jean-Luc', 'Mei-Ling', "D'Andre",
  'Renée', 'Tomasz', 'Keisha', 'Hiroshi', 'Fatima', 'Connor', 'Guadalupe', 'Anders', 'Nkechi', 'Rahul', 'Siobhan', 'Marcus', 'Ingrid'];
export const FIRST_CA = ['François', 'Marie-Ève', 'Gurpreet', 'Mathieu', 'Siobhan', 'Amrit', 'Geneviève', 'Liam', 'Xiao', 'Karim', 'Nadia', 'Owen'];
export const LAST = ['Smith', 'Nguyen', 'Patel', 'Okafor', 'Kowalski', 'Haddad', 'Johansson', 'Romero', 'Tanaka', 'Fitzgerald', 'Brooks',
  'Chen', 'Goldberg', 'Mensah', 'Novak', "O'Brien", "D'Angelo", 'de la Cruz', 'van der Berg', 'Da Silva', 'St. Pierre', 'Whitfield-Okoro',
  'García-López', 'MacLeod', 'Al-Masri', 'von Holt', 'McAllister', "N'Diaye"];
export const LAST_CA = ['Tremblay', 'Gagnon', 'Bouchard', 'Sandhu', 'Côté', "O'Neill", 'St. Laurent', 'Lévesque-Roy', 'MacKinnon', 'Dhaliwal',
  'Wong', 'de Grandpré'];
export const MIDDLE = 'ABCDEFGHJKLMNPRSTW';
export const CREDENTIALS = ['DC', 'DDS', 'DVM', 'CPA', 'MD', 'PE'];

export interface City { city: string; code: string; name: string; zip: string }
export const US_CITIES: City[] = [
  ['Columbus', 'OH', 'Ohio', '432'], ['Tampa', 'FL', 'Florida', '336'], ['Plano', 'TX', 'Texas', '750'], ['Boise', 'ID', 'Idaho', '837'],
  ['Scranton', 'PA', 'Pennsylvania', '185'], ['Fresno', 'CA', 'California', '937'], ['Savannah', 'GA', 'Georgia', '314'],
  ['Tacoma', 'WA', 'Washington', '984'], ['Newark', 'NJ', 'New Jersey', '071'], ['Raleigh', 'NC', 'North Carolina', '276'],
  ['Mesa', 'AZ', 'Arizona', '852'], ['Aurora', 'CO', 'Colorado', '800'], ['Yonkers', 'NY', 'New York', '107'],
  ['Louisville', 'KY', 'Kentucky', '402'], ['Omaha', 'NE', 'Nebraska', '681'], ['Providence', 'RI', 'Rhode Island', '029'],
  ['Birmingham', 'AL', 'Alabama', '352'], ['Reno', 'NV', 'Nevada', '895'], ['Wichita', 'KS', 'Kansas', '672'],
  ['Hartford', 'CT', 'Connecticut', '061'], ['Baton Rouge', 'LA', 'Louisiana', '708'], ['Portland', 'ME', 'Maine', '041'],
  ['Springfield', 'IL', 'Illinois', '627'], ['Madison', 'WI', 'Wisconsin', '537'], ['Richmond', 'VA', 'Virginia', '232'],
].map(([city, code, name, zip]) => ({ city: city!, code: code!, name: name!, zip: zip! }));
export const CA_CITIES: City[] = [
  ['Mississauga', 'ON', 'Ontario', 'L'], ['Laval', 'QC', 'Quebec', 'H'], ['Surrey', 'BC', 'British Columbia', 'V'],
  ['Calgary', 'AB', 'Alberta', 'T'], ['Winnipeg', 'MB', 'Manitoba', 'R'], ['Halifax', 'NS', 'Nova Scotia', 'B'],
  ['Saskatoon', 'SK', 'Saskatchewan', 'S'], ['Moncton', 'NB', 'New Brunswick', 'E'], ['Ottawa', 'ON', 'Ontario', 'K'],
  ['Sherbrooke', 'QC', 'Quebec', 'J'], ["St. John's", 'NL', 'Newfoundland and Labrador', 'A'], ['Charlottetown', 'PE', 'Prince Edward Island', 'C'],
].map(([city, code, name, zip]) => ({ city: city!, code: code!, name: name!, zip: zip! }));
/** States of incorporation printed beside the address (decoys). */
export const INC_STATES = ['DE', 'NV', 'WY', 'NY', 'FL', 'TX'];
export const STREETS = ['Main St', 'Commerce Blvd', 'Industrial Pkwy', 'Oak Ave', 'Market St', 'Lakeview Dr', 'Harbor Rd', 'Elm St',
  'Route 9', 'Union Ave', 'Mill Rd', 'Pine Ridge Ct', 'Riverside Dr', 'Station Sq'];
export const STREETS_CA = ['rue Principale', 'King St W', 'Portage Ave', 'boul. Saint-Laurent', 'Jasper Ave', 'Barrington St', 'Dundas St E'];

/** Type-of-business texts and the industry the rule reads from each (null: no label or alias inside). */
export const INDUSTRIES: [string, string | null][] = [
  ['Family restaurant', 'restaurant'], ['Coffee shop and bakery', 'restaurant'], ['Veterinary clinic', 'veterinary'],
  ['Pediatric dental office', 'dental_practice'], ['Hair salon and day spa', 'personal_care'], ['Residential HVAC and plumbing', 'specialty_trade_contractor'],
  ['Electrical contractor', 'specialty_trade_contractor'], ['Commercial lawn care and snow removal', 'landscaping'], ['Dump truck hauling', 'trucking_local'],
  ['Commercial cleaning / janitorial', 'cleaning_services'], ['Latin grocery and deli', 'grocery'], ['Yoga studio', 'fitness'],
  ['Child care center', 'childcare'], ['Managed IT services', 'it_software'], ['Bookkeeping and tax preparation', 'professional_services'],
  ['Wholesale food distributor', 'wholesale_distribution'], ['Laundromat and dry cleaner', 'dry_cleaning'], ['Dog grooming and pet boarding', 'pet_services'],
  ['Custom cabinet manufacturer', 'manufacturing'], ['Physical therapy clinic', 'medical_practice'], ['Roadside motel', 'hotel_motel'],
  ['Florist and gift shop', 'retail_general'], ['Car wash and auto detailing', 'car_wash'], ['Catering and event food truck', 'food_truck_catering'],
  ['Independent drug store', 'pharmacy'], ['Collision repair and paint', 'auto_repair'], ['Tutoring center', 'education_private'],
  ['Residential remodeler', 'general_contractor'], ['Last mile delivery', 'courier_delivery'], ['Wedding photography', null],
  ['Custom picture framing', null], ['Chiropractor office', 'medical_practice'],
];

export const PLACE_WORDS = ['Summit', 'Harbor', 'Copper', 'Blue Heron', 'Maple Leaf', 'Granite', 'Riverbend', 'Cedar', 'Lakeshore', 'Ironwood',
  'Golden Gate', 'Prairie', 'North Fork', 'Silver Birch', 'Redstone', 'Beacon', 'Twin Oaks', 'Sunrise', 'Willow Creek', 'Keystone'];
export const NOUN_WORDS = ['Holdings', 'Group', 'Enterprises', 'Services', 'Ventures', 'Partners', 'Works', 'Solutions', 'Brothers', 'Company'];

export const FUNDERS = ['Rapid Oak Funding', 'Meridian Merchant Capital', 'BlueHarbor Advance', 'Cobalt Ridge Capital', 'Tidewater Funding Co.',
  'Pinecrest Receivables', 'Lantern Street Capital', 'Ironbridge MCA', 'Vantage Daily Funding', 'Clearwater Revenue Partners'];
export const BANKS_US = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Harbor Trust Bank', 'Citizens Mercantile Bank', 'Granite State Savings'];
export const BANKS_CA = ['Northern Maple Bank', 'Caisse Riveraine', 'Dominion Pacific Trust', 'Prairie Credit Union'];
export const LANDLORDS = ['Oakview Property Holdings LLC', 'Dominion Realty Partners', 'Westgate Plaza Management', 'Feldstein Family Trust',
  'Crossroads Commercial Realty', 'Harwood Land Co.'];
export const MORTGAGE = ['Keystone Savings Bank', 'Atlantic Mortgage Servicing', 'Heritage Commercial Lending'];
export const TRADE_REFS = ['Allied Restaurant Supply', 'Midstate Lumber Co.', 'Tri-County Paper Goods', 'Summit Office Supply', 'Pacific Rim Imports',
  'Great Lakes Packaging', 'Metro Uniform Service', 'ProTool Distributors'];
export const USES = ['Inventory', 'Payroll', 'Equipment purchase', 'Renovation', 'Marketing', 'Working capital', 'Debt consolidation',
  'Second location', 'Vehicle repairs', 'Tax payment'];
export const ISO_REPS = ['Derek Falcone', 'Samantha Ortiz', 'Brian Kessler', 'Monique Baptiste', 'Trevor Lindqvist', 'Jasmine Albright'];
