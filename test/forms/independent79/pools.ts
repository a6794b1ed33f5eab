// Name, place and business pools of set 79 (Gulf Coast and Mountain-state brokers), and the industry rule of
// applications.md (the longest label or alias contained in the printed text, word-bounded).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';

export const CITIES: Record<string, [string, string][]> = {
  LA: [['Lafayette', '70501'], ['Baton Rouge', '70802'], ['Houma', '70360'], ['Lake Charles', '70601'], ['Shreveport', '71101'], ['Metairie', '70001']],
  MS: [['Biloxi', '39530'], ['Gulfport', '39501'], ['Hattiesburg', '39401'], ['Jackson', '39201'], ['Tupelo', '38801']],
  AL: [['Mobile', '36602'], ['Dothan', '36301'], ['Huntsville', '35801'], ['Gulf Shores', '36542'], ['Montgomery', '36104']],
  NM: [['Albuquerque', '87102'], ['Las Cruces', '88001'], ['Santa Fe', '87501'], ['Roswell', '88201'], ['Farmington', '87401']],
  MT: [['Billings', '59101'], ['Bozeman', '59715'], ['Missoula', '59801'], ['Great Falls', '59401'], ['Helena', '59601']],
  ID: [['Boise', '83702'], ['Idaho Falls', '83402'], ["Coeur d'Alene", '83814'], ['Twin Falls', '83301'], ['Pocatello', '83201']],
  WY: [['Cheyenne', '82001'], ['Casper', '82601'], ['Jackson', '83001'], ['Sheridan', '82801'], ['Laramie', '82070']],
  TX: [['Beaumont', '77701'], ['Port Arthur', '77640']],
  FL: [['Pensacola', '32502'], ['Destin', '32541']],
  CO: [['Durango', '81301'], ['Grand Junction', '81501']],
  UT: [['Logan', '84321'], ['St. George', '84770']],
};

export const STREETS = ['Johnston St', 'Ambassador Caffery Pkwy', 'Government St', 'Dauphin St', 'Pass Rd', 'Beach Blvd', 'Hardy St',
  'Central Ave NE', 'Lomas Blvd NW', 'Cerrillos Rd', 'Main St', 'Grand Ave', 'N 27th St', 'Reserve St', 'Broadway', 'Fairview Ave',
  'Overland Ave', 'Yellowstone Ave', 'Capitol Ave', 'E 2nd St', 'Snow King Ave', 'Highway 90', 'Old Spanish Trl', 'Airport Rd',
  'Commerce Dr', 'Industrial Park Rd', 'Ranch Rd 12', 'Mountain View Dr', 'Bayou Blue Rd', 'Magnolia Ln'];

export const STEMS = ['Pelican Bay', 'Bayou Teche', 'Magnolia', 'Gulf Breeze', 'Mobile Bay', 'Delta Bend', 'Red Stick', 'Crescent City',
  'Sangre de Cristo', 'Rio Grande', 'Mesa Alta', 'Big Sky', 'Bitterroot', 'Yellowstone', 'Snake River', 'Sawtooth', 'Grand Teton',
  'Wind River', 'Bighorn', 'Powder River', 'Gallatin', 'Clearwater', 'Sandia Peak', 'Pecos Valley', 'Live Oak', 'Cypress Point',
  'Blue Heron', 'High Plains', 'Copper Ridge', 'Elk Horn'];

/** [name noun, printed type of business, the industry id the rule gives]. */
export const TRADES: [string, string, string][] = [
  ['Seafood Kitchen', 'Seafood restaurant', 'restaurant'],
  ['Cajun Cafe', 'Cajun restaurant & catering', 'restaurant'],
  ['Collision Center', 'Collision repair and body shop', 'auto_repair'],
  ['Tire & Lube', 'Auto service & tire shop', 'auto_repair'],
  ['Plumbing & Air', 'Plumbing and HVAC contractor', 'specialty_trade_contractor'],
  ['Roofing', 'Residential roofing contractor', 'specialty_trade_contractor'],
  ['Hair Studio', 'Hair salon', 'personal_care'],
  ['Family Dentistry', 'Dental office', 'dental_practice'],
  ['Animal Hospital', 'Veterinary clinic', 'veterinary'],
  ['Lawn & Tree', 'Landscaping & lawn care', 'landscaping'],
  ['Hauling', 'Dump truck hauling', 'trucking_local'],
  ['Freight Lines', 'Long haul trucking', 'trucking_long_haul'],
  ['Oilfield Services', 'Oilfield services', 'oil_gas'],
  ['Cattle Co', 'Cattle ranch', 'agriculture'],
  ['Quick Stop', 'Convenience store with fuel', 'convenience_store'],
  ['Spirits', 'Liquor store', 'liquor_store'],
  ['Motor Lodge', 'Motel & RV park', 'hotel_motel'],
  ['Fitness', 'Fitness center', 'fitness'],
  ['Little Learners', 'Daycare center', 'childcare'],
  ['Janitorial', 'Commercial cleaning', 'cleaning_services'],
  ['Coffee Roasters', 'Coffee shop', 'restaurant'],
  ['Home Health', 'Home health agency', 'home_health_care'],
  ['Builders', 'General contractor', 'general_contractor'],
  ['Electric', 'Electrical contractor', 'specialty_trade_contractor'],
  ['Machine Works', 'Machine shop', 'manufacturing'],
  ['Marine', 'Boat dealer and service', 'rv_boat_motorcycle_dealer'],
  ['Auto Sales', 'Used car dealer', 'auto_dealer_used'],
  ['Outfitters', 'Fly fishing retail & guide service', 'retail_general'],
  ['Chiropractic', 'Chiropractor', 'medical_practice'],
  ['Dry Cleaners', 'Dry cleaner', 'dry_cleaning'],
  ['Tutoring', 'Tutoring center', 'education_private'],
  ['Insurance Group', 'Insurance agency', 'insurance_agency'],
];

export const FIRST = ['James', 'Marie', 'Celeste', 'Antoine', 'Darnell', 'Latoya', 'Beau', 'Colt', 'Wyatt', 'Dakota', 'Maria', 'Jose',
  'Lucia', 'Esteban', 'Hannah', 'Trent', 'Shelby', 'Ruby', 'Amos', 'Nadia', 'Linh', 'Travis', 'Jolene', 'Garrett', 'Ramona',
  'Evangeline', 'Cody', 'Tamika', 'Rosalind', 'Wesley'];
export const LAST = ['Thibodeaux', 'Boudreaux', 'LeBlanc', 'Guidry', 'Hebert', 'Fontenot', 'Broussard', 'Landry', 'Nguyen', 'Tran',
  'Washington', 'McAllister', 'Chavez', 'Baca', 'Montoya', 'Martinez-Ortiz', 'de la Cruz', 'Vigil', 'Lujan', 'Begay', 'Yazzie',
  'Olsen', 'Lindqvist', 'Van Horn', 'Del Rio', "O'Neal", 'McKinney', 'Haugen', 'Petersen-Kyle', 'De Leon'];

export const BANKS = ['Hancock Whitney Bank', 'Gulf Coast Bank & Trust', 'First Interstate Bank', 'Glacier Bank', 'Idaho First Bank',
  'Bank of Jackson Hole', 'Trustmark National Bank', 'Renasant Bank', 'Los Alamos National Bank', 'Red River Bank'];
export const FUNDERS = ['Bayside Capital Funding', 'Rocky Mountain Advance', 'Lone Pine Merchant Funding', 'Crescent Funding LLC',
  'Prairie Wind Capital', 'Harbor Light Advance'];
export const USES = ['Equipment purchase and repairs for the new location', 'Inventory', 'Working capital', 'Payroll and seasonal staffing',
  'Expansion of second location', 'Marketing and new delivery vehicle', 'Debt consolidation', 'Renovation of dining room and kitchen'];

export const STATE_NAMES: Record<string, string> = { LA: 'Louisiana', MS: 'Mississippi', AL: 'Alabama', NM: 'New Mexico', MT: 'Montana',
  ID: 'Idaho', WY: 'Wyoming', TX: 'Texas', FL: 'Florida', CO: 'Colorado', UT: 'Utah', DE: 'Delaware', NV: 'Nevada' };

interface IndustryItem { id: string; label: string; aliases?: string[] }
let industries: IndustryItem[] | null = null;

/** The industries reference id whose label or alias is the longest one contained in `text`, word-bounded. */
export function industryOf(text: string): string | null {
  industries ??= (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: IndustryItem[] }).items;
  let best: { id: string; len: number } | null = null;
  for (const it of industries) {
    for (const name of [it.label, ...(it.aliases ?? [])]) {
      const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(?<![A-Za-z0-9])${esc}(?![A-Za-z0-9])`, 'i').test(text) && (!best || name.length > best.len)) best = { id: it.id, len: name.length };
    }
  }
  return best?.id ?? null;
}
