// Word pools for the synthetic applications. Industry texts carry the industries reference id that applications.md's
// rule gives (the longest label or alias contained in the text, word-bounded); the test re-derives each from the
// reference file. Entity texts are printed exactly as listed; each equals an id, label or alias of its entity type.

export const FIRST = ['Marcus', 'Linda', 'Jose', 'Tanya', 'Robert', 'Mei', 'Darnell', 'Priya', 'Kevin', 'Angela', 'Luis', 'Heather',
  'Samuel', 'Yolanda', 'Brian', 'Nadia', 'Trevor', 'Carmen', 'Gregory', 'Fatima', 'Dustin', 'Rosa', 'Anthony', 'Keisha', 'Victor',
  'Jennifer', 'Omar', 'Brittany', 'Douglas', 'Thuy'];

/** Last names with hyphens, apostrophes and particles: the reader keeps them whole. */
export const LAST = ['Alvarez', 'Brennan', 'Okafor', 'Nguyen', 'Whitaker', 'Castillo-Reyes', "O'Donnell", 'De La Cruz', 'Patel',
  'Kowalski', 'van der Berg', 'Thompson', 'McAllister', 'Haddad', 'Dubois', 'Fitzgerald', 'Simmons', 'Romano', 'St. Clair',
  'Yamamoto', 'Washington', 'Goldberg', 'Mendoza', 'Harper-Lee', 'Byrne', 'Lindqvist', 'Abernathy', 'Oyelaran'];

export const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Route 9', 'W Broad St', 'Elm Ave', 'Harbor Blvd', 'Oak Ridge Rd',
  'Market St', 'Veterans Hwy', 'N 5th Ave', 'Lakeview Ter', 'Sunset Blvd', 'Depot St'];

/** [state code, state name, a city in it, zip prefix] */
export const PLACES: readonly (readonly [string, string, string, string])[] = [
  ['NJ', 'New Jersey', 'Paterson', '075'], ['NY', 'New York', 'Yonkers', '107'], ['FL', 'Florida', 'Hialeah', '330'],
  ['TX', 'Texas', 'Garland', '750'], ['GA', 'Georgia', 'Marietta', '300'], ['OH', 'Ohio', 'Dayton', '454'],
  ['CA', 'California', 'Fresno', '937'], ['IL', 'Illinois', 'Joliet', '604'], ['PA', 'Pennsylvania', 'Allentown', '181'],
  ['NC', 'North Carolina', 'Durham', '277'], ['AZ', 'Arizona', 'Mesa', '852'], ['MI', 'Michigan', 'Lansing', '489'],
  ['TN', 'Tennessee', 'Knoxville', '379'], ['CO', 'Colorado', 'Aurora', '800'], ['MA', 'Massachusetts', 'Worcester', '016'],
  ['VA', 'Virginia', 'Roanoke', '240'], ['NV', 'Nevada', 'Henderson', '890'], ['MD', 'Maryland', 'Frederick', '217'],
];

export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Pizzeria', 'restaurant'], ['Full service restaurant & bar', 'restaurant'], ['Hair salon', 'personal_care'],
  ['Auto body / collision repair', 'auto_repair'], ['Plumbing & HVAC contractor', 'specialty_trade_contractor'],
  ['Landscaping & snow removal', 'landscaping'], ['Dental office', 'dental_practice'], ['Veterinary clinic', 'veterinary'],
  ['Trucking - local hauling', 'trucking_local'], ['Convenience store / deli', 'convenience_store'], ['Daycare center', 'childcare'],
  ['Chiropractor', 'medical_practice'], ['Coffee shop', 'restaurant'], ['Dry cleaner', 'dry_cleaning'],
  ['Used car dealer', 'auto_dealer_used'], ['Florist', 'retail_general'], ['Commercial cleaning', 'cleaning_services'],
  ['Roofing contractor', 'specialty_trade_contractor'], ['Wholesale distributor', 'wholesale_distribution'],
  ['Home health care agency', 'home_health_care'], ['Nail salon & spa', 'personal_care'], ['Pet grooming', 'pet_services'],
  ['Moving company', 'trucking_local'], ['Machine shop', 'manufacturing'], ['Catering', 'food_truck_catering'],
  ['Liquor store', 'liquor_store'], ['Boutique clothing store', 'retail_general'], ['Tire shop & auto service', 'auto_repair'],
  ['Martial arts studio', 'fitness'], ['Property management', 'property_management'],
  ['General contractor - residential remodeling', 'general_contractor'], ['Physical therapy clinic', 'medical_practice'],
  ['Barbershop', 'personal_care'], ['Insurance agency', 'insurance_agency'], ['Marketing agency', 'professional_services'],
  ['IT services / managed services', 'it_software'],
];

/** Name stems and the suffix + free-text entity + checkbox label + id that go with them. */
export const ENTITIES: readonly { suffix: string; text: string; box: string; id: string }[] = [
  { suffix: 'LLC', text: 'LLC', box: 'LLC', id: 'llc' },
  { suffix: 'L.L.C.', text: 'Limited Liability Company', box: 'LLC', id: 'llc' },
  { suffix: 'Inc.', text: 'Inc.', box: 'Corporation', id: 'c_corporation' },
  { suffix: 'Corp.', text: 'Corporation', box: 'Corporation', id: 'c_corporation' },
  { suffix: 'Inc', text: 'S Corp', box: 'S-Corp', id: 's_corporation' },
  { suffix: 'PLLC', text: 'PLLC', box: 'Other', id: 'pllc' },
  { suffix: 'LP', text: 'Limited Partnership', box: 'LP', id: 'limited_partnership' },
  { suffix: '& Sons', text: 'Partnership', box: 'Partnership', id: 'general_partnership' },
  { suffix: '', text: 'Sole Proprietor', box: 'Sole Proprietor', id: 'sole_proprietorship' },
];

export const STEMS = ['Summit Ridge', 'Blue Heron', 'Tri-County', 'Golden Gate', 'Redline', 'Maplewood', 'Iron Horse', 'Northstar',
  'Bayside', 'Crescent', 'Pinecrest', 'Liberty', 'Cornerstone', 'Silver Oak', 'Empire', 'Lakeshore', 'Magnolia', 'Keystone'];

export const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'COO'];

export const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank',
  'KeyBank', 'Santander'];

export const FUNDERS = ['Rapid Capital Funding', 'Forward Financing', 'Pearl Capital', 'Fox Business Funding', 'Everest Business Funding',
  'Kalamata Capital', 'Mantis Funding', 'Greenbox Capital', 'Yellowstone Capital'];

export const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Marketing',
  'Renovation', 'Catch up on taxes'];

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
  'December'];
