// Invented pools for set 265: names, places, businesses, decoy parties. Nothing here is a real person or firm.
import type { Rng } from '../../statements/generator/prng.ts';

export const FIRST = ['Maria', 'James', 'Tanya', 'Robert', 'Aisha', 'Dmitri', 'Jean-Luc', 'Keisha', 'Luis', 'Priya', 'Wen', 'Mary-Beth',
  'Omar', 'Colleen', 'Tomasz', 'Yolanda', 'Carlos', 'Bridget', 'Hector', 'Nadia', 'Darnell', 'Svetlana', 'Kwame', 'Lucia'];
export const LAST = ['Gonzalez', 'Whitfield', 'Nguyen', "O'Neill", 'de la Cruz', 'Garcia-Lopez', 'Van Buren', "D'Angelo", 'Kowalski',
  'Okafor', 'McAllister', 'Smith-Patel', 'del Rosario', 'Abernathy', 'Le Blanc', 'Haddad', 'Brennan', 'Castellanos', 'Yamamoto', 'Ferreira'];
export const MIDDLE = ['A', 'J', 'L', 'M', 'R', 'T', 'K', 'E'];
export const SUFFIX = ['Jr.', 'Sr.', 'III', 'II'];
export const CREDENTIAL = ['DC', 'DDS', 'CPA', 'MD'];
export const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'CFO', 'Secretary', 'Co-Owner'];

export interface Place { city: string; state: string; zip: string; area: string }
export const PLACES: Place[] = [
  { city: 'Tampa', state: 'FL', zip: '33607', area: '813' }, { city: 'Yonkers', state: 'NY', zip: '10701', area: '914' },
  { city: 'Paterson', state: 'NJ', zip: '07501', area: '973' }, { city: 'Mesa', state: 'AZ', zip: '85201', area: '480' },
  { city: 'Fresno', state: 'CA', zip: '93721', area: '559' }, { city: 'Plano', state: 'TX', zip: '75074', area: '972' },
  { city: 'Marietta', state: 'GA', zip: '30060', area: '770' }, { city: 'Toledo', state: 'OH', zip: '43604', area: '419' },
  { city: 'Aurora', state: 'IL', zip: '60505', area: '630' }, { city: 'Charlotte', state: 'NC', zip: '28202', area: '704' },
  { city: 'Tacoma', state: 'WA', zip: '98402', area: '253' }, { city: 'Allentown', state: 'PA', zip: '18101', area: '610' },
  { city: 'Knoxville', state: 'TN', zip: '37902', area: '865' }, { city: 'Lowell', state: 'MA', zip: '01852', area: '978' },
  { city: 'Provo', state: 'UT', zip: '84601', area: '801' }, { city: 'Baton Rouge', state: 'LA', zip: '70802', area: '225' },
];
export const STREETS = ['Main St', 'Commerce Blvd', 'Oak Ave', 'Industrial Pkwy', 'Market St', 'Route 9', 'Elm Street', 'Harbor Dr',
  'Cypress Ln', 'Lincoln Hwy', 'Maple Ct', 'Riverside Ave'];

/** Printed "type of business" texts and the industries id the longest-alias rule gives each. */
export const INDUSTRIES: [string, string, string[]][] = [
  ['Pizzeria', 'restaurant', ['Slice', 'Brick Oven', 'Napoli']],
  ['Hair Salon', 'personal_care', ['Shear', 'Glow', 'Mane']],
  ['Plumbing contractor', 'specialty_trade_contractor', ['Pipeworks', 'FlowRight', 'Drain']],
  ['Dental office', 'dental_practice', ['Bright Smile', 'Crown', 'Enamel']],
  ['Landscaping / lawn care', 'landscaping', ['Greenway', 'Turf', 'Evergreen']],
  ['Convenience store', 'convenience_store', ['QuickStop', 'Corner', 'Express']],
  ['Daycare center', 'childcare', ['Little Sprouts', 'Kiddie', 'Sunbeam']],
  ['Veterinary clinic', 'veterinary', ['Paws', 'Healing Hands Animal', 'Critter']],
  ['Gym / fitness center', 'fitness', ['Iron', 'Peak Performance', 'Flex']],
  ['Laundromat', 'dry_cleaning', ['Suds', 'Fresh Fold', 'Spin City']],
  ['Moving company', 'trucking_local', ['Swift Haul', 'Box & Go', 'Liftline']],
  ['Coffee shop', 'restaurant', ['Bean', 'Daily Grind', 'Roastery']],
  ['Commercial cleaning', 'cleaning_services', ['Sparkle', 'Spotless', 'ProShine']],
  ['Used car dealer', 'auto_dealer_used', ['Auto Mart', 'Car Depot', 'Motors']],
  ['Florist', 'retail_general', ['Petal', 'Bloom', 'Stem']],
  ['HVAC installation and repair', 'specialty_trade_contractor', ['CoolAir', 'Comfort Zone', 'Climate']],
  ['Auto body shop', 'auto_repair', ['Collision Pros', 'Dent', 'Fender']],
  ['Bakery cafe', 'restaurant', ['Crumb', 'Flour & Salt', 'Rise']],
];

export const ADJ = ['Summit', 'Harbor', 'Blue Ridge', 'Lakeside', 'Golden', 'Keystone', 'Pioneer', 'Metro', 'Sunrise', 'Cedar'];

export const FUNDERS = ['Rapid Capital Funding', 'Pearl Advance', 'Velocity Merchant Funding', 'Yellowstone Bridge', 'Forward Line Capital',
  'Kings Cross Funding', 'Fox Trail Capital', 'Iron Gate Advance'];
export const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank', 'KeyBank'];
export const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Working capital', 'Expansion', 'Marketing', 'Renovation', 'Debt consolidation'];

export function person(rng: Rng): string {
  return `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
}
export function phone(rng: Rng, area: string): string {
  return rng.pick([`(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`, `${area}-${rng.int(200, 989)}-${rng.digits(4)}`, `${area}.${rng.int(200, 989)}.${rng.digits(4)}`]);
}
