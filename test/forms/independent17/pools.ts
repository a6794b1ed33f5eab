// Name, place and wording pools for the independent17 forms (fictional merchants exporting portal applications).
export const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Tomas', 'Grace', 'Kevin', 'Sofia', 'Andre',
  'Hannah', 'Victor', 'Leah', 'Omar', 'Claire', 'Rafael', 'Naomi', 'Derek', 'Yuki', 'Samuel', 'Ingrid', 'Carlos', 'Bianca', 'Trevor'];
export const LAST = ['Gonzalez', 'Whitaker', 'Okafor', 'Smith-Jones', 'De la Cruz', "O'Brien", 'Van Dyke', 'Nguyen', 'Kowalski', 'Bennett',
  'Haddad', 'Lindqvist', 'Moreau', 'Patel', 'Reyes-Alvarez', 'Thornton', 'MacLeod', 'Ferreira', 'Saint-Pierre', 'Abernathy', 'Castellano', 'Dubois'];
export const STEMS = ['Summit Ridge', 'Blue Harbor', 'Iron Creek', 'Copper Lantern', 'Northgate', 'Silver Birch', 'Redwood Lane', 'Harborview',
  'Stonebridge', 'Prairie Wind', 'Lakeshore', 'Cedar Point', 'Bright Path', 'Oak & Ember', 'Granite Peak', 'Tidewater', 'Juniper Row'];
export const TITLES = ['CEO', 'President', 'Owner', 'Managing Member', 'Partner', 'Vice President', 'COO', 'Secretary', 'Director', 'CFO'];
export const CREDS = [', DC', ', CPA', ', MD', ', DDS'];

/** Type-of-business texts and the industry id applications.md's longest-alias rule gives for each (checked in the test). */
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Italian restaurant', 'restaurant'], ['Hair salon', 'personal_care'], ['Veterinary clinic', 'veterinary'], ['Family dentist', 'dental_practice'],
  ['Plumbing contractor', 'specialty_trade_contractor'], ['Auto body shop', 'auto_repair'], ['Coffee shop', 'restaurant'],
  ['Dump truck hauling', 'trucking_local'], ['Yoga studio', 'fitness'], ['Daycare center', 'childcare'], ['Convenience store', 'convenience_store'],
  ['Dry cleaner', 'dry_cleaning'], ['Commercial cleaning', 'cleaning_services'], ['Custom software development', 'it_software'],
  ['Pet grooming', 'pet_services'], ['Food truck', 'food_truck_catering'], ['Urgent care clinic', 'medical_practice'], ['Machine shop', 'manufacturing'],
  ['Wholesale distributor', 'wholesale_distribution'], ['Boutique clothing store', 'retail_general'], ['Liquor store', 'liquor_store'],
  ['Roofing contractor', 'specialty_trade_contractor'], ['Tire shop', 'auto_repair'], ['CPA firm', 'professional_services'],
  ['Electrical contractor', 'specialty_trade_contractor'], ['Hotel', 'hotel_motel'], ['Chiropractor', 'medical_practice'], ['Bakery cafe', 'restaurant'],
];

export interface EntityPick { id: string; box: string; free: readonly string[]; other?: string; suffix: readonly string[] }
/** Entity types by country: the checkbox label, free-text spellings (each an alias of the id) and legal-name suffixes. */
export const ENTITIES_US: readonly EntityPick[] = [
  { id: 'llc', box: 'LLC', free: ['LLC', 'Limited Liability Company', 'L.L.C.'], suffix: [' LLC', ', LLC', ' L.L.C.'] },
  { id: 'c_corporation', box: 'Corporation', free: ['Corporation', 'C Corp', 'Inc.'], suffix: [', Inc.', ' Corp.', ' Inc', ' Corporation'] },
  { id: 'sole_proprietorship', box: 'Sole Proprietor', free: ['Sole Proprietor', 'Sole Proprietorship'], suffix: [''] },
  { id: 'general_partnership', box: 'Partnership', free: ['Partnership', 'General Partnership'], suffix: [' Partners', ' & Associates'] },
  { id: 'limited_partnership', box: 'LP', free: ['LP', 'Limited Partnership'], suffix: [' Partners, L.P.', ' LP'] },
  { id: 'llp', box: 'LLP', free: ['LLP', 'Limited Liability Partnership'], suffix: [' LLP'] },
  { id: 'nonprofit_corporation', box: 'Non-Profit', free: ['Non-Profit', 'Nonprofit'], suffix: [' Foundation', ' Community Association'] },
  { id: 's_corporation', box: 'Other', other: 'S Corp', free: ['S Corp', 'S-Corp'], suffix: [', Inc.'] },
  { id: 'pllc', box: 'Other', other: 'PLLC', free: ['PLLC', 'Professional LLC'], suffix: [' PLLC'] },
];
export const ENTITIES_CA: readonly EntityPick[] = [
  { id: 'ca_corporation', box: 'Corporation', free: ['Corporation', 'Ltd.', 'Inc.', 'Incorporated'], suffix: [' Ltd.', ' Inc.', ' Limited', ' Corp.'] },
  { id: 'sole_proprietorship', box: 'Sole Proprietor', free: ['Sole Proprietor', 'Sole Proprietorship'], suffix: [''] },
  { id: 'general_partnership', box: 'Partnership', free: ['Partnership', 'General Partnership'], suffix: [' Partners'] },
  { id: 'limited_partnership', box: 'LP', free: ['LP', 'Limited Partnership'], suffix: [' LP'] },
  { id: 'llp', box: 'LLP', free: ['LLP'], suffix: [' LLP'] },
  { id: 'nonprofit_corporation', box: 'Non-Profit', free: ['Non-Profit', 'Not-for-profit'], suffix: [' Society', ' Foundation'] },
  { id: 'ca_ulc', box: 'Other', other: 'ULC', free: ['ULC', 'Unlimited Liability Company'], suffix: [' ULC'] },
];
export const BOXES_US = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'];
export const BOXES_CA = ['Corporation', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'];

export const US_PLACES: readonly (readonly [string, string, string, string])[] = [
  ['Austin', 'TX', 'Texas', '787'], ['Tampa', 'FL', 'Florida', '336'], ['Columbus', 'OH', 'Ohio', '432'], ['Denver', 'CO', 'Colorado', '802'],
  ['Raleigh', 'NC', 'North Carolina', '276'], ['Phoenix', 'AZ', 'Arizona', '850'], ['Newark', 'NJ', 'New Jersey', '071'],
  ['Sacramento', 'CA', 'California', '958'], ['Brooklyn', 'NY', 'New York', '112'], ['Nashville', 'TN', 'Tennessee', '372'],
  ['Boise', 'ID', 'Idaho', '837'], ['Portland', 'OR', 'Oregon', '972'], ['Atlanta', 'GA', 'Georgia', '303'], ['Chicago', 'IL', 'Illinois', '606'],
];
export const CA_PLACES: readonly (readonly [string, string, string, string])[] = [
  ['Toronto', 'ON', 'Ontario', 'M5V'], ['Calgary', 'AB', 'Alberta', 'T2P'], ['Vancouver', 'BC', 'British Columbia', 'V6B'],
  ['Montreal', 'QC', 'Quebec', 'H3B'], ['Halifax', 'NS', 'Nova Scotia', 'B3J'], ['Winnipeg', 'MB', 'Manitoba', 'R3C'], ['Regina', 'SK', 'Saskatchewan', 'S4P'],
];
export const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'King St W', 'Elm Street', 'Harbor Dr', 'Market Rd', 'Front St'];
export const FUNDERS = ['Velocity Capital Group', 'Pinnacle Advance LLC', 'Rapid Bridge Funding', 'Clearwater Merchant Capital', 'Atlas Receivables'];
export const BANKS = ['First Meridian Bank', 'Coastal Trust Bank', 'Heritage Community CU', 'Royal Maple Bank', 'Northern Savings'];
export const ISOS = ['Brightline Funding Partners', 'CapitalFlow Brokerage', 'Main Street Advance Advisors', 'FundPath ISO'];
export const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Marketing', 'Renovation'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
