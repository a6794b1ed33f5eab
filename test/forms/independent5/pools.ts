// Word pools for the fifth independent set's fictional merchants. Every industry phrase below was checked once by
// hand against the industries reference with applications.md's rule (the longest label or alias contained in the
// text, word-bounded), so the id beside it is that rule's answer, not a guess.

export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Full-service restaurant', 'restaurant'], ['Auto body shop', 'auto_repair'], ['Hair salon', 'personal_care'],
  ['Plumbing contractor', 'specialty_trade_contractor'], ['Dental office', 'dental_practice'],
  ['Landscaping and lawn care', 'landscaping'], ['Dump truck hauling', 'trucking_local'], ['Convenience store', 'convenience_store'],
  ['Veterinary clinic', 'veterinary'], ['Commercial cleaning', 'cleaning_services'], ['Daycare center', 'childcare'],
  ['Pizzeria', 'restaurant'], ['HVAC installation & repair', 'specialty_trade_contractor'], ['Coffee shop', 'restaurant'],
  ['Chiropractor', 'medical_practice'], ['Boutique clothing store', 'retail_general'], ['Fitness center', 'fitness'],
  ['Liquor store', 'liquor_store'], ['Pet grooming', 'pet_services'], ['Florist', 'retail_general'], ['Machine shop', 'manufacturing'],
  ['IT services', 'it_software'], ['Food truck', 'food_truck_catering'], ['Dry cleaner', 'dry_cleaning'], ['Moving company', 'trucking_local'],
  ['Nail salon', 'personal_care'], ['Bakery cafe', 'restaurant'], ['Used car dealer', 'auto_dealer_used'],
  ['Electrical contractor', 'specialty_trade_contractor'], ['Grocery store', 'grocery'], ['Barbershop', 'personal_care'],
  ['Yoga studio', 'fitness'], ['Tire shop', 'auto_repair'], ['Physical therapy clinic', 'medical_practice'],
  ['Home health care agency', 'home_health_care'],
];

export const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Mei', 'Darnell', 'Priya', 'Thomas', 'Elena', 'Kwame', 'Sofia', 'Brian',
  'Hannah', 'Luis', 'Grace', 'Omar', 'Natalie', 'Vincent', 'Yolanda', 'Patrick', 'Ingrid', 'Samuel', 'Rosa', 'Derek', 'Chloe', 'Tariq',
  'Beatriz', 'Gordon', 'Lena', 'Marcus', 'Fatima', 'Wesley'];
export const LAST = ['Alvarez', 'Okafor', 'Brennan', 'Nguyen', 'Delgado', 'Whitfield', 'Patel', 'Kowalski', 'Haddad', 'Lindqvist',
  'Mbeki', 'Castellano', 'Thornton', 'Yamada', 'Fitzgerald', 'Osei', 'Romero', 'Van der Berg', 'De la Cruz', 'Smith-Jones', 'O\'Neill',
  'McAllister', 'Dos Santos', 'Abernathy', 'Kaminski', 'St. Pierre', 'Garcia-Lopez', 'Di Marco', 'Bergeron', 'Holloway'];
export const INITIALS = 'ABCDEFGHJKLMNPRSTW';
/** Titles by entity (keys: entity ids; `corporation` for the rest). */
export const TITLES: Record<string, readonly string[]> = {
  llc: ['Managing Member', 'Member', 'Owner', 'CEO', 'Manager'],
  pllc: ['Managing Member', 'Member', 'Owner'],
  general_partnership: ['Partner', 'General Partner', 'Managing Partner'],
  limited_partnership: ['General Partner', 'Limited Partner', 'Managing Partner'],
  corporation: ['President', 'CEO', 'Vice President', 'Secretary', 'Treasurer', 'Director', 'Owner', 'COO'],
};

export const NAME_WORDS = ['Summit', 'Harbor', 'Cedar', 'Blue Heron', 'Granite', 'Lakeside', 'Copper Kettle', 'Northgate', 'Silver Oak',
  'Redline', 'Prairie', 'Bright Path', 'Golden Gate', 'Ironwood', 'Maple Leaf', 'Riverbend', 'Sunrise', 'Evergreen', 'Keystone', 'Tri-County',
  'Coastal', 'Pioneer', 'Crescent', 'Union Square', 'Highland', 'Anchor Point'];

export interface Place { city: string; region: string; name: string; zip: string; area: string }
export const US_PLACES: readonly Place[] = [
  { city: 'Newark', region: 'NJ', name: 'New Jersey', zip: '07102', area: '973' },
  { city: 'Brooklyn', region: 'NY', name: 'New York', zip: '11215', area: '718' },
  { city: 'Tampa', region: 'FL', name: 'Florida', zip: '33602', area: '813' },
  { city: 'Houston', region: 'TX', name: 'Texas', zip: '77002', area: '713' },
  { city: 'Phoenix', region: 'AZ', name: 'Arizona', zip: '85004', area: '602' },
  { city: 'Columbus', region: 'OH', name: 'Ohio', zip: '43215', area: '614' },
  { city: 'Atlanta', region: 'GA', name: 'Georgia', zip: '30303', area: '404' },
  { city: 'Charlotte', region: 'NC', name: 'North Carolina', zip: '28202', area: '704' },
  { city: 'Denver', region: 'CO', name: 'Colorado', zip: '80202', area: '303' },
  { city: 'Sacramento', region: 'CA', name: 'California', zip: '95814', area: '916' },
  { city: 'Nashville', region: 'TN', name: 'Tennessee', zip: '37203', area: '615' },
  { city: 'Scranton', region: 'PA', name: 'Pennsylvania', zip: '18503', area: '570' },
  { city: 'Kenosha', region: 'WI', name: 'Wisconsin', zip: '53140', area: '262' },
  { city: 'Baton Rouge', region: 'LA', name: 'Louisiana', zip: '70802', area: '225' },
];
export const CA_PLACES: readonly Place[] = [
  { city: 'Mississauga', region: 'ON', name: 'Ontario', zip: 'L5B 3C2', area: '905' },
  { city: 'Hamilton', region: 'ON', name: 'Ontario', zip: 'L8P 4R5', area: '905' },
  { city: 'Ottawa', region: 'ON', name: 'Ontario', zip: 'K1P 5G4', area: '613' },
  { city: 'London', region: 'ON', name: 'Ontario', zip: 'N6A 3K7', area: '519' },
  { city: 'Barrie', region: 'ON', name: 'Ontario', zip: 'L4M 3B2', area: '705' },
];
/** Where owners of an Ontario business may live: across a provincial border. */
export const CA_HOMES: readonly Place[] = [
  { city: 'Gatineau', region: 'QC', name: 'Quebec', zip: 'J8X 2K1', area: '819' },
  { city: 'Winnipeg', region: 'MB', name: 'Manitoba', zip: 'R3C 1A6', area: '204' },
  { city: 'Calgary', region: 'AB', name: 'Alberta', zip: 'T2P 1J9', area: '403' },
];
/** States of incorporation used when the form prints one: Delaware, Wyoming and Nevada, as real filings often are. */
export const INC_STATES = [['DE', 'Delaware'], ['WY', 'Wyoming'], ['NV', 'Nevada']] as const;

export const STREETS = ['Main St', 'Market Street', 'Oak Avenue', 'Industrial Pkwy', 'Elm St', 'Commerce Dr', 'Broad Street',
  'Lincoln Ave', 'Harbor Blvd', 'Route 9', 'Sunset Rd', 'Mill Road', 'Station Plaza'];
export const CA_STREETS = ['Queen St W', 'King Street E', 'Dundas St', 'Yonge Street', 'Bank St', 'Lakeshore Rd', 'Rue Principale'];
export const BANKS = ['First Keystone Bank', 'Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank',
  'Truist', 'Citizens Bank', 'Santander'];
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins'];
export const FUNDERS = ['Pinnacle Advance Group', 'Clearwater Funding', 'Rapid Ledger Capital', 'Forward Line Funding',
  'Oakmont Revenue Partners', 'Bluestone Capital', 'Velocity MCA'];
export const REFERENCE_FIRMS = ['Sysco Foods', 'Grainger Supply', 'Ferguson Plumbing Supply', 'Staples Business', 'Uline',
  'Restaurant Depot', 'Home Depot Pro', 'Fastenal', 'Gordon Food Service'];
export const USES = ['Working capital', 'Equipment purchase', 'Inventory', 'Expansion', 'Payroll', 'Renovation', 'Marketing'];
