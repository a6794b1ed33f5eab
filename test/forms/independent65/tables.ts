// Fixed lists for the Midwest broker forms: people, places, businesses (with the industry id their printed
// description gives under applications.md's longest-alias rule) and entity wordings (with their reference id).

export const FIRST = ['Mark', 'Denise', 'Tomasz', 'Angela', 'Rashad', 'Kristin', 'Luis', 'Heather', 'Dwayne', 'Mai', 'Brent', 'Olga',
  'Terrence', 'Jolene', 'Gus', 'Priya', 'Curtis', 'Renee', 'Ahmed', 'Shauna', 'Nils', 'Marisol', 'Dale', 'Tamika'] as const;
export const MIDDLE = ['A', 'J', 'R', 'T', 'L', 'M', 'E', 'K'] as const;
export const LAST = ['Kowalski', 'Lindqvist', 'Okafor', 'Schreiber', 'Nguyen', 'Brandt', 'Haugen', 'Ruiz-Hanson', 'Van Der Meer',
  'Delgado', 'Pruitt', 'Janssen', 'Washington', 'Obermeyer', 'De la Cruz', 'Kaminski', 'Thao', 'McCready', 'Sorensen', 'Abernathy'] as const;
/** Surnames kept for decoy people (landlords, references, reps) so they never meet an owner's name. */
export const DECOY_LAST = ['Fairbanks', 'Whitcomb', 'Gallagher', 'Pemberton', 'Stroud', 'Hollis', 'Marchetti', 'Quinlan', 'Radcliffe', 'Yoder'] as const;
export const DECOY_FIRST = ['Gary', 'Linda', 'Phil', 'Sheila', 'Roger', 'Connie', 'Walt', 'Bev'] as const;

/** Titles by entity family: [first owner's, later owners']. */
export const TITLES = {
  llc: [['Managing Member', 'Owner', 'Member', 'CEO', 'Owner/Operator'], ['Member', 'Managing Member', 'General Manager', 'COO']],
  corp: [['President', 'CEO', 'Owner', 'President/CEO'], ['Vice President', 'Secretary/Treasurer', 'COO', 'Director']],
} as const;

export interface Place { city: string; state: string; stateName: string; zip: string }
export const PLACES: readonly Place[] = [
  { city: 'Naperville', state: 'IL', stateName: 'Illinois', zip: '60540' },
  { city: 'Peoria', state: 'IL', stateName: 'Illinois', zip: '61602' },
  { city: 'Dayton', state: 'OH', stateName: 'Ohio', zip: '45402' },
  { city: 'Toledo', state: 'OH', stateName: 'Ohio', zip: '43604' },
  { city: 'Grand Rapids', state: 'MI', stateName: 'Michigan', zip: '49503' },
  { city: 'Lansing', state: 'MI', stateName: 'Michigan', zip: '48933' },
  { city: 'Duluth', state: 'MN', stateName: 'Minnesota', zip: '55802' },
  { city: 'Rochester', state: 'MN', stateName: 'Minnesota', zip: '55901' },
  { city: 'Springfield', state: 'MO', stateName: 'Missouri', zip: '65806' },
  { city: 'Kansas City', state: 'MO', stateName: 'Missouri', zip: '64106' },
  { city: 'Green Bay', state: 'WI', stateName: 'Wisconsin', zip: '54301' },
  { city: 'Madison', state: 'WI', stateName: 'Wisconsin', zip: '53703' },
  { city: 'Topeka', state: 'KS', stateName: 'Kansas', zip: '66603' },
  { city: 'Overland Park', state: 'KS', stateName: 'Kansas', zip: '66210' },
  { city: 'Fort Wayne', state: 'IN', stateName: 'Indiana', zip: '46802' },
  { city: 'Des Moines', state: 'IA', stateName: 'Iowa', zip: '50309' },
  { city: 'Omaha', state: 'NE', stateName: 'Nebraska', zip: '68102' },
  { city: 'Fargo', state: 'ND', stateName: 'North Dakota', zip: '58102' },
  { city: 'Louisville', state: 'KY', stateName: 'Kentucky', zip: '40202' },
  { city: 'Tulsa', state: 'OK', stateName: 'Oklahoma', zip: '74103' },
  { city: 'Nashville', state: 'TN', stateName: 'Tennessee', zip: '37203' },
  { city: 'Denver', state: 'CO', stateName: 'Colorado', zip: '80202' },
  { city: 'Pittsburgh', state: 'PA', stateName: 'Pennsylvania', zip: '15222' },
  { city: 'Austin', state: 'TX', stateName: 'Texas', zip: '78701' },
];

export const STREETS = ['Main St', 'Oak Ave', 'Washington Blvd', 'Lincoln Hwy', 'Grand River Ave', 'Lake St', 'Prairie Rd', 'Division St',
  'Maple Dr', 'County Road 12', 'Commerce Pkwy', 'Elm St', 'Jefferson Ave', 'Industrial Dr'] as const;

export interface Business { name: string; kind: readonly string[]; industry: string; use: readonly string[] }
/** Business names (without the entity suffix) and descriptions; `industry` is what the reference's longest contained
 *  label or alias gives for every `kind` (checked by the test against the shared reference data). */
export const BUSINESSES: readonly Business[] = [
  { name: 'Riverside Collision', kind: ['Auto body / collision repair', 'Collision repair'], industry: 'auto_repair', use: ['Paint booth upgrade', 'Parts inventory'] },
  { name: 'Maple Street Diner', kind: ['Restaurant', 'Family diner'], industry: 'restaurant', use: ['Kitchen equipment', 'Working capital'] },
  { name: 'Northwoods Plumbing & Heating', kind: ['Plumbing and HVAC contractor', 'Plumbing'], industry: 'specialty_trade_contractor', use: ['Van purchase', 'Payroll'] },
  { name: 'Heartland Family Dental', kind: ['Dental office', 'Dentist'], industry: 'dental_practice', use: ['New X-ray equipment', 'Expansion'] },
  { name: 'Prairie Paws Grooming', kind: ['Dog grooming & boarding', 'Pet grooming'], industry: 'pet_services', use: ['Second location', 'Inventory'] },
  { name: 'Lakeview Fitness', kind: ['Gym / fitness center', 'Fitness center'], industry: 'fitness', use: ['Equipment', 'Marketing'] },
  { name: 'Twin Rivers Freight', kind: ['Freight broker', 'Logistics / freight broker'], industry: 'freight_logistics', use: ['Carrier payments', 'Working capital'] },
  { name: 'Mill Creek Landscaping', kind: ['Landscaping and snow removal', 'Lawn care'], industry: 'landscaping', use: ['Snow plows', 'Seasonal payroll'] },
  { name: 'Golden Crust Bakery Cafe', kind: ['Bakery cafe', 'Coffee shop'], industry: 'restaurant', use: ['Ovens', 'Renovation'] },
  { name: 'Hometown Hair Studio', kind: ['Hair salon', 'Barbershop'], industry: 'personal_care', use: ['Remodel', 'Product inventory'] },
  { name: 'Bluestem Staffing', kind: ['Staffing agency', 'Staffing'], industry: 'staffing_agency', use: ['Payroll gap', 'Working capital'] },
  { name: 'Iron Range Machine Works', kind: ['Machine shop / fabrication', 'Machine shop'], industry: 'manufacturing', use: ['CNC machine', 'Raw materials'] },
  { name: 'Sunrise Kids Academy', kind: ['Child care center', 'Daycare'], industry: 'childcare', use: ['Playground', 'Payroll'] },
  { name: 'Clearwater Coin Laundry', kind: ['Coin laundry', 'Laundromat'], industry: 'dry_cleaning', use: ['New washers', 'Working capital'] },
  { name: 'Lincoln Way Hauling', kind: ['Local trucking', 'Dump truck hauling'], industry: 'trucking_local', use: ['Truck repairs', 'Fuel'] },
  { name: 'Summit Roofing', kind: ['Roofing contractor', 'Roofing'], industry: 'specialty_trade_contractor', use: ['Materials', 'Crew payroll'] },
  { name: 'Cornerstone Liquors', kind: ['Liquor store', 'Wine shop'], industry: 'liquor_store', use: ['Inventory', 'Cooler repair'] },
  { name: 'Harbor Town Veterinary', kind: ['Veterinary clinic', 'Animal hospital'], industry: 'veterinary', use: ['Surgical equipment', 'Expansion'] },
];

export type EntityKey = 'llc' | 'corp' | 'scorp' | 'sole' | 'partnership' | 'pllc';
export interface Entity { key: EntityKey; id: string; words: readonly string[]; suffix: readonly string[] }
/** Entity wordings as printed (each equals an id, label or alias of the reference item `id`, US reading). */
export const ENTITIES: readonly Entity[] = [
  { key: 'llc', id: 'llc', words: ['LLC', 'L.L.C.', 'Limited Liability Company'], suffix: ['LLC', 'L.L.C.'] },
  { key: 'corp', id: 'c_corporation', words: ['Corporation', 'Inc.', 'Corp', 'C Corp'], suffix: ['Inc.', 'Corp.', 'Inc'] },
  { key: 'scorp', id: 's_corporation', words: ['S Corp', 'S-Corp', 'S Corporation'], suffix: ['Inc.', 'Co.'] },
  { key: 'sole', id: 'sole_proprietorship', words: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'], suffix: [] },
  { key: 'partnership', id: 'general_partnership', words: ['Partnership', 'General Partnership'], suffix: [] },
  { key: 'pllc', id: 'pllc', words: ['PLLC', 'Professional LLC'], suffix: ['PLLC'] },
];

export const VALID_EIN_PREFIX = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42,
  43, 45, 46, 47, 48, 51, 52, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 66, 68, 71, 72, 73, 74, 75, 76, 77, 81, 82, 83, 84, 85, 86, 87, 88,
  90, 91, 92, 93, 94, 95, 98, 99] as const;
export const ITIN_GROUPS = [50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80, 81, 82, 83,
  84, 85, 86, 87, 88, 90, 91, 92, 94, 95, 96, 97, 98, 99] as const;

export const BANKS = ['Old National Bank', 'Huntington National Bank', 'Fifth Third Bank', 'Associated Bank', 'Commerce Bank', 'UMB Bank',
  'BMO Bank', 'U.S. Bank', 'Chase', 'Bremer Bank'] as const;
export const FUNDERS = ['Rapid Capital Partners', 'Fundbox', 'Kapitus', 'Everest Business Funding', 'Libertas', 'Mulligan Funding',
  'CFG Merchant Solutions', 'Fora Financial'] as const;
export const VENDORS = ['Sysco', 'Grainger', 'Ferguson Supply', 'Uline', 'Fastenal', 'Menards Pro Desk', 'Gordon Food Service',
  'Lakeside Paper Co.', 'NAPA Auto Parts', 'Sherwin-Williams'] as const;
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
  'December'] as const;
