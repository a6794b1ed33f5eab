// Word pools for set 100: people, places, businesses, industries and entity types as real forms print them.
// Each industry text is printed as is; its id is the industries reference id the longest word-bounded alias gives
// (checked in the test against the reference file).

export const US_FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Aisha', 'Kevin',
  'Nguyen', 'Tamika', 'Brian', 'Rosa', 'Samuel', 'Elena', 'Derek', 'Priya', 'Marcus', 'Hannah', 'Omar', 'Gloria', 'Trevor', 'Yolanda'];
export const US_LAST = ['Johnson', 'Ramirez', 'Whitfield', 'Okafor', 'Kowalski', 'Brennan', 'Delgado', 'Nakamura', 'Sullivan', 'Patel',
  "O'Connor", 'Smith-Baker', 'De la Cruz', 'Van Dyke', 'McAllister', 'Haddad', 'Castellanos', 'Lindqvist', 'Abernathy', 'Mendoza-Ruiz'];
export const CA_FIRST = ['Jean-Luc', 'Marie-Claude', 'Liam', 'Chloé', 'Étienne', 'Harpreet', 'Olivia', 'Mathieu', 'Wei', 'Gabrielle',
  'Connor', 'Amrit', 'Sophie', 'Nathan', 'Isabelle', 'Raj', 'Émilie', 'Tyler', 'Mei', 'Dylan'];
export const CA_LAST = ['Tremblay', 'Gagnon', 'MacDonald', 'Bouchard', 'Singh', 'Fraser', 'Côté', 'Leblanc', 'Chen', 'St-Pierre',
  'Gill', 'Campbell', 'Pelletier', 'Morrison', 'Desjardins', 'Nguyen', 'Bélanger', 'Sandhu', 'Roy-Lavoie', 'Van Bergen'];
export const MIDDLE = ['A', 'B', 'C', 'D', 'E', 'J', 'K', 'L', 'M', 'R', 'S', 'T'];
export const CREDENTIALS = ['DC', 'DDS', 'CPA', 'MD'];
export const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'COO', 'Director'];
export const CA_ROLES = ['President', 'Director', 'Owner', 'Partner', 'Secretary-Treasurer', 'CEO', 'Vice-President', 'Officer'];

export interface Place { city: string; state: string; zip: string }
export const US_PLACES: Place[] = [
  { city: 'Tampa', state: 'FL', zip: '336' }, { city: 'Austin', state: 'TX', zip: '787' }, { city: 'Columbus', state: 'OH', zip: '432' },
  { city: 'Paterson', state: 'NJ', zip: '075' }, { city: 'Bakersfield', state: 'CA', zip: '933' }, { city: 'Yonkers', state: 'NY', zip: '107' },
  { city: 'Marietta', state: 'GA', zip: '300' }, { city: 'Mesa', state: 'AZ', zip: '852' }, { city: 'Aurora', state: 'CO', zip: '800' },
  { city: 'Joliet', state: 'IL', zip: '604' }, { city: 'Tacoma', state: 'WA', zip: '984' }, { city: 'Charlotte', state: 'NC', zip: '282' },
  { city: 'Knoxville', state: 'TN', zip: '379' }, { city: 'Reno', state: 'NV', zip: '895' }, { city: 'Worcester', state: 'MA', zip: '016' },
  { city: 'Baton Rouge', state: 'LA', zip: '708' }, { city: 'Allentown', state: 'PA', zip: '181' }, { city: 'Provo', state: 'UT', zip: '846' },
];
export const CA_PLACES: Place[] = [
  { city: 'Mississauga', state: 'ON', zip: 'L5B' }, { city: 'Laval', state: 'QC', zip: 'H7N' }, { city: 'Surrey', state: 'BC', zip: 'V3T' },
  { city: 'Calgary', state: 'AB', zip: 'T2P' }, { city: 'Winnipeg', state: 'MB', zip: 'R3C' }, { city: 'Saskatoon', state: 'SK', zip: 'S7K' },
  { city: 'Halifax', state: 'NS', zip: 'B3H' }, { city: 'Moncton', state: 'NB', zip: 'E1C' }, { city: 'Hamilton', state: 'ON', zip: 'L8P' },
  { city: 'Gatineau', state: 'QC', zip: 'J8X' }, { city: 'Kelowna', state: 'BC', zip: 'V1Y' }, { city: 'Edmonton', state: 'AB', zip: 'T5J' },
];
export const PROVINCE_NAMES: Record<string, string> = { ON: 'Ontario', QC: 'Quebec', BC: 'British Columbia', AB: 'Alberta', MB: 'Manitoba',
  SK: 'Saskatchewan', NS: 'Nova Scotia', NB: 'New Brunswick' };
export const STREETS = ['Main St', 'Oak Ave', 'Industrial Pkwy', 'Commerce Dr', 'Elm Street', 'Route 9', 'Harbor Blvd', 'Pine Rd', 'King St W',
  'Rue Saint-Denis', 'Lakeshore Rd', 'Centre St', 'Maple Way', 'Broadway', 'Market St', 'Sunset Blvd', '5th Ave'];

/** Printed business type -> industries reference id. */
export const INDUSTRIES: [string, string][] = [
  ['Pizzeria', 'restaurant'], ['Family restaurant', 'restaurant'], ['Coffee shop', 'restaurant'], ['Bakery cafe', 'restaurant'],
  ['Hair salon', 'personal_care'], ['Nail salon & spa', 'personal_care'], ['Plumbing & heating', 'specialty_trade_contractor'],
  ['Roofing contractor', 'specialty_trade_contractor'], ['Electrical contractor', 'specialty_trade_contractor'],
  ['Auto service & tire shop', 'auto_repair'], ['Collision repair', 'auto_repair'], ['Lawn care & snow removal', 'landscaping'],
  ['Dental office', 'dental_practice'], ['Veterinary clinic', 'veterinary'], ['Dump truck hauling', 'trucking_local'],
  ['Convenience store', 'convenience_store'], ['Day care center', 'childcare'], ['Gym / fitness center', 'fitness'],
  ['Laundromat', 'dry_cleaning'], ['Janitorial services', 'cleaning_services'], ['Boutique clothing store', 'retail_general'],
  ['IT services', 'it_software'], ['Home health care agency', 'home_health_care'], ['Pet grooming', 'pet_services'],
  ['Food truck', 'food_truck_catering'], ['Moving company', 'trucking_local'], ['Used car dealer', 'auto_dealer_used'],
  ['Physical therapy clinic', 'medical_practice'], ['Liquor store', 'liquor_store'], ['Medical billing & consulting', 'professional_services'],
];

export const NAME_A = ['Summit', 'Blue Harbor', 'Red Maple', 'Granite', 'Evergreen', 'Silver Lake', 'Northstar', 'Cedar Point', 'Prairie',
  'Golden Gate', 'Iron Horse', 'Riverbend', 'Coastal', 'Lakeside', 'Highland', 'Oak & Ash', 'Bright Path', 'Union Square', 'Tri-County'];
export const NAME_B = ['Holdings', 'Group', 'Enterprises', 'Services', 'Ventures', 'Brothers', 'Partners', 'Works', 'Solutions', 'Co.'];

/** entity kind -> [printed type texts, legal name suffixes, id] per country. */
export interface EntityKind { id: string; printed: string[]; suffixes: string[]; sole?: boolean }
export const US_ENTITIES: EntityKind[] = [
  { id: 'llc', printed: ['LLC', 'Limited Liability Company', 'L.L.C.'], suffixes: [' LLC', ', LLC', ', L.L.C.'] },
  { id: 'llc', printed: ['LLC'], suffixes: [' LLC'] },
  { id: 'c_corporation', printed: ['Corporation', 'C Corp', 'Inc.'], suffixes: [', Inc.', ' Inc.', ' Corp.', ' Corporation'] },
  { id: 's_corporation', printed: ['S Corp', 'S Corporation', 'S-Corp'], suffixes: [', Inc.', ' Inc'] },
  { id: 'sole_proprietorship', printed: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], suffixes: [''], sole: true },
  { id: 'general_partnership', printed: ['Partnership', 'General Partnership'], suffixes: [' Partners', ' & Associates'] },
  { id: 'limited_partnership', printed: ['Limited Partnership', 'LP'], suffixes: [', LP', ' L.P.'] },
  { id: 'pllc', printed: ['PLLC', 'Professional LLC'], suffixes: [', PLLC', ' PLLC'] },
];
export const CA_ENTITIES: EntityKind[] = [
  { id: 'ca_corporation', printed: ['Corporation', 'Incorporated', 'Ltd.', 'Corp.'], suffixes: [' Inc.', ' Ltd.', ' Limited', ' Corp.'] },
  { id: 'ca_corporation', printed: ['Corporation', 'Inc.'], suffixes: [' Inc.', ' Ltd.'] },
  { id: 'sole_proprietorship', printed: ['Sole Proprietorship', 'Sole Proprietor'], suffixes: [''], sole: true },
  { id: 'general_partnership', printed: ['General Partnership', 'Partnership'], suffixes: [' & Partners', ' Partnership'] },
  { id: 'ca_ulc', printed: ['ULC', 'Unlimited Liability Corporation'], suffixes: [' ULC'] },
];

export const BANKS_US = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins', 'National Bank'];
export const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Advance', 'Fox Business Capital', 'Pearl Lane Funding', 'Everest Receivables',
  'Kalamata Partners', 'Bluevine', 'OnDeck', 'Fundbox', 'Mulligan Funding', 'Merchant Growth', 'Iou Financial'];
export const USES = ['Inventory', 'Equipment purchase', 'Working capital', 'Expansion', 'Payroll', 'Marketing', 'Renovation', 'Debt consolidation'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
