// Curated data for the independent156 generator: printed spellings with the reference ids they resolve to under
// applications.md, name pools, and the formatting helpers that print money, dates and tax ids. The generator carries
// its own copy of the few reference facts it needs; the test checks each of them against /work/shared/reference.
import type { Rng } from '../../statements/generator/prng.ts';

/** Printed entity-type spellings (free text) and the US reference id each resolves to. */
export const ENTITY_SPELLINGS: Record<string, readonly string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company', 'Limited Liability Co.'],
  c_corporation: ['Corporation', 'C Corp', 'C-Corp', 'Inc.', 'Corp.'],
  s_corporation: ['S Corp', 'S-Corp', 'S Corporation', 'Subchapter S'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'],
  general_partnership: ['Partnership', 'General Partnership'],
  limited_partnership: ['LP', 'L.P.', 'Limited Partnership'],
  llp: ['LLP', 'L.L.P.'],
  pllc: ['PLLC', 'Professional LLC'],
  professional_corporation: ['P.C.', 'Professional Corporation', 'P.A.'],
  nonprofit_corporation: ['Non-Profit', 'Nonprofit', 'Not-for-profit'],
};

export const ENTITY_WEIGHTS: readonly (readonly [string, number])[] = [
  ['llc', 30], ['c_corporation', 13], ['s_corporation', 13], ['sole_proprietorship', 14], ['general_partnership', 6],
  ['limited_partnership', 4], ['llp', 4], ['pllc', 5], ['professional_corporation', 5], ['nonprofit_corporation', 3],
];

/** Legal-name suffixes per entity type (a sole proprietor's legal name is the owner's name instead). */
export const NAME_SUFFIX: Record<string, readonly string[]> = {
  llc: [', LLC', ' LLC', ', L.L.C.'], c_corporation: [', Inc.', ' Inc.', ' Corp.', ' Corporation', ', Incorporated'],
  s_corporation: [', Inc.', ' Inc', ' Corp.'], general_partnership: [' Partners', ' & Associates', ' Group'],
  limited_partnership: [', LP', ' L.P.'], llp: [' LLP', ', LLP'], pllc: [', PLLC', ' PLLC'],
  professional_corporation: [', P.C.', ' P.A.', ', PC'], nonprofit_corporation: [', Inc.', ' Foundation', ' Association'],
};

/** "Type of business" phrases and the industry id the longest word-bounded label/alias gives. */
export const INDUSTRY_PHRASES: readonly (readonly [string, string, readonly string[]])[] = [
  // [printed phrase, industry id, business-name cores]
  ['Veterinary clinic', 'veterinary', ['Harbor Point Animal', 'Cedar Paws Veterinary', 'Bluebonnet Pet']],
  ['Family dental office', 'dental_practice', ['Brightside Dental', 'Maple Smile', 'Northgate Family Dental']],
  ['Collision repair and body shop', 'auto_repair', ['Precision Auto Body', 'Route 9 Collision', 'Ironworks Auto']],
  ['Tire shop', 'auto_repair', ['Roadgrip Tire', 'Tread Masters', 'Eastside Tire']],
  ['Hair salon', 'personal_care', ['Velvet Chair', 'Studio Lumen', 'Crown & Comb']],
  ['Nail salon', 'personal_care', ['Polished Nail Bar', 'Lotus Nails', 'Golden Hands']],
  ['Pizzeria', 'restaurant', ['Brick Oven Brothers', 'Nonna Rosa', 'Slice of Brooklyn']],
  ['Mexican restaurant', 'restaurant', ['Casa Jalisco', 'El Molcajete', 'La Palapa Grill']],
  ['Coffee shop', 'restaurant', ['Daybreak Roasters', 'Grindhouse Coffee', 'Copper Kettle']],
  ['Bakery cafe', 'restaurant', ['Sunrise Bakehouse', 'Flour & Fig', 'Crumb Street']],
  ['Commercial cleaning', 'cleaning_services', ['Spotless Pro', 'ClearView Janitorial', 'Apex Facility']],
  ['HVAC contractor', 'specialty_trade_contractor', ['Polar Air Mechanical', 'Comfort Zone HVAC', 'TrueTemp']],
  ['Roofing', 'specialty_trade_contractor', ['Summit Roofing', 'Top Notch Roofing', 'Ridgeline Exteriors']],
  ['Plumbing services', 'specialty_trade_contractor', ['Flowright Plumbing', 'Copperline', 'Blue Pipe']],
  ['Landscaping & lawn care', 'landscaping', ['Greenway Grounds', 'Evergreen Lawn', 'Oak Hollow Outdoor']],
  ['Convenience store', 'convenience_store', ['Quick Stop Mart', 'Corner Express', 'Sunrise Food Mart']],
  ['Liquor store', 'liquor_store', ['Vintage Cellar', 'Main Street Spirits', 'Barrel House']],
  ['Daycare center', 'childcare', ['Little Acorns', 'Bright Beginnings', 'Tiny Steps']],
  ['Gym / fitness center', 'fitness', ['Ironclad Fitness', 'Pulse Athletic', 'Core Strong']],
  ['Local hauling and dump truck services', 'trucking_local', ['Gravel Road Hauling', 'Big Bend Transport', 'Redline Haulers']],
  ['Medical office', 'medical_practice', ['Riverside Family Medicine', 'Lakeview Health', 'Parkside Medical']],
  ['Physical therapy clinic', 'medical_practice', ['MotionWorks Rehab', 'Stride Physical Therapy', 'Align PT']],
  ['Law office', 'law_firm', ['Hale & Whitford', 'Cordero Legal', 'Brandt Law']],
  ['Insurance agency', 'insurance_agency', ['Keyline Insurance', 'Shield Point', 'Liberty Bell Insurance']],
  ['Dry cleaner', 'dry_cleaning', ['Press & Fold', 'Crystal Cleaners', 'Five Star Dry Cleaning']],
  ['Boutique clothing store', 'retail_general', ['Juniper Row', 'Thread & Needle', 'Marigold Boutique']],
  ['Pet grooming', 'pet_services', ['Fluff & Puff', 'Happy Tails', 'Wagging Wonders']],
  ['Home health care', 'home_health_care', ['Compassion Home Care', 'Caring Hands', 'Heartland Home Health']],
  ['Marketing agency', 'professional_services', ['Brightwave Media', 'Northstar Creative', 'Signal Hill Marketing']],
  ['Machine shop', 'manufacturing', ['Precision Machining', 'Tri-County Machine', 'Steel River Works']],
  ['Wholesale distributor', 'wholesale_distribution', ['Coastal Supply', 'Prime Source', 'Midwest Provisions']],
  ['General contractor', 'general_contractor', ['Cornerstone Builders', 'Keystone Construction', 'Granite Peak Builders']],
  ['Used car dealer', 'auto_dealer_used', ['Value Motors', 'Drive Time Auto Sales', 'Second Gear Motors']],
  ['Food truck', 'food_truck_catering', ['Taco Wagon', 'Rolling Smoke BBQ', 'Street Eats']],
  ['Property management', 'property_management', ['Tenant First', 'Sterling Property', 'Blue Door Rentals']],
];

export const STATES: readonly (readonly [string, string])[] = [
  ['AL', 'Alabama'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'],
  ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['NE', 'Nebraska'],
  ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WI', 'Wisconsin'], ['WV', 'West Virginia'],
];

export const CITIES = ['Springfield', 'Riverton', 'Fairview', 'Georgetown', 'Madison', 'Clinton', 'Franklin', 'Greenville',
  'Bristol', 'Salem', 'Ashland', 'Milton', 'Oxford', 'Burlington', 'Dover', 'Hudson', 'Kingston', 'Lexington', 'Marion', 'Newport'];
export const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Maple Dr', 'Market St', 'Highland Ave',
  'Route 22', 'Elm St', 'Park Pl', 'Washington Ave', 'Lakeshore Rd', 'Mill Rd', 'Center St', 'Broadway'];

export const FIRST = ['Maria', 'Daniel', 'Aisha', 'Tomas', 'Priya', 'Kevin', 'Mary-Kate', 'Jean-Paul', 'Rosa', 'Marcus',
  'Siobhan', 'DeShawn', 'Ana', 'Giovanni', 'Fatima', 'Hyun-woo', 'Brandon', 'Leticia', 'Oluwaseun', 'Connor', 'Mei', 'Rafael',
  'Bethany', 'Luis', 'Anh', 'Kateryna', 'Samuel', 'Yolanda', 'Ibrahim', 'Grace'];
export const LAST = ['Lopez', "O'Brien", 'de la Cruz', 'Van der Berg', 'Smith-Jones', 'McAllister', "D'Angelo", 'Nguyen',
  'Okafor', 'al-Rashid', 'Garcia-Marquez', 'Del Rosario', 'von Stein', 'Kowalski', 'Patel', 'Kim', 'Fitzgerald', 'Le Blanc',
  'MacDonald', 'Ben-David', 'St. Clair', 'da Silva', 'Washington', 'Abernathy', "O'Neil-Park", 'Van Buren', 'Castillo', 'Haddad'];
/** Other people (landlords, references, underwriters, ISO reps): never an applicant's name. */
export const OTHER_FIRST = ['Harold', 'Janet', 'Victor', 'Lorraine', 'Wesley', 'Denise', 'Curtis', 'Monica', 'Randall', 'Tamara'];
export const OTHER_LAST = ['Whitaker', 'Bergstrom', 'Calloway', 'Pruitt', 'Lindqvist', 'Ashby', 'Thorne', 'Maddox', 'Quinlan', 'Sorensen'];
export const ROLES = ['CEO', 'President', 'Managing Member', 'Owner', 'Member', 'Vice President', 'COO', 'CFO', 'Partner', 'Secretary'];
export const CREDENTIALS = ['CPA', 'DC', 'MD', 'DDS', 'PE'];
export const OTHER_FUNDERS = ['Pinnacle Advance Group', 'Bluewater Capital', 'Rapid Lane Funding', 'Northpoint Receivables',
  'Crescent Merchant Capital', 'Granite Funding Co.'];
export const BANKS = ['First Citizens Community Bank', 'Harborview Savings', 'Prairie State Bank', 'Union Valley Credit Union',
  'Chase Bank', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank'];
export const SUPPLIERS = ['Sysco Foods', 'Grainger Supply', 'Uline', 'Ferguson', 'Coastal Paper Co.', 'Apex Wholesale', 'ABC Supply'];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export interface Ymd { y: number; m: number; d: number }
export const iso = (t: Ymd) => `${t.y}-${pad(t.m)}-${pad(t.d)}`;
export function randomDate(rng: Rng, y0: number, y1: number): Ymd {
  return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) };
}

/** A date in one of the printed forms applications.md reads (two-digit years only for 2000-2029). */
export function fmtDate(rng: Rng, t: Ymd, allowShortYear: boolean): string {
  const forms = ['mdy', 'mdy', 'long', 'iso', 'dash', 'short'];
  if (allowShortYear && t.y >= 2000 && t.y < 2030) forms.push('yy', 'yy');
  const f = rng.pick(forms);
  switch (f) {
    case 'long': return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
    case 'short': return `${MONTHS[t.m - 1]!.slice(0, 3)}. ${t.d}, ${t.y}`;
    case 'iso': return iso(t);
    case 'dash': return `${pad(t.m)}-${pad(t.d)}-${t.y}`;
    case 'yy': return `${t.m}/${t.d}/${pad(t.y % 100)}`;
    default: return `${pad(t.m)}/${pad(t.d)}/${t.y}`;
  }
}

export function fmtMoney(rng: Rng, v: number, forms = ['dollar', 'dollar', 'cents', 'plain', 'spaced', 'bare']): string {
  const cents = v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = Number.isInteger(v) ? v.toLocaleString('en-US') : cents;
  switch (rng.pick(forms)) {
    case 'cents': return `$${cents}`;
    case 'plain': return whole;
    case 'spaced': return `$ ${cents}`;
    case 'bare': return Number.isInteger(v) ? String(v) : v.toFixed(2);
    default: return `$${whole}`;
  }
}

const EIN_PREFIXES = ['10', '11', '12', '13', '14', '15', '16', '20', '21', '22', '23', '24', '25', '26', '27', '30', '31', '32',
  '33', '34', '35', '36', '37', '38', '39', '41', '42', '43', '45', '46', '47', '51', '52', '54', '56', '58', '59', '61', '62', '65',
  '71', '72', '73', '74', '75', '76', '77', '81', '82', '83', '84', '85', '86', '87', '88', '90', '91', '92', '93', '94', '95', '98', '99'];
export const ein = (rng: Rng) => rng.pick(EIN_PREFIXES) + rng.digits(7).replace(/^0000000$/, '1000001');
export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return pad(area, 3) + pad(rng.int(1, 99)) + pad(rng.int(1, 9999), 4);
}
export const itin = (rng: Rng) => `9${rng.digits(2)}${rng.int(70, 88)}${pad(rng.int(1, 9999), 4)}`;
export const dashSsn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const dashEin = (d: string) => `${d.slice(0, 2)}-${d.slice(2)}`;
export const maskSsn = (rng: Rng, d: string) => rng.pick(['XXX-XX-', '***-**-', 'xxx-xx-', '###-##-']) + d.slice(5);

/** An ABA routing number with a valid check digit. */
export function routing(rng: Rng): string {
  const d = [rng.int(0, 1), rng.int(1, 9), ...Array.from({ length: 6 }, () => rng.int(0, 9))];
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = d.reduce((a, x, i) => a + x * w[i]!, 0);
  return d.join('') + String((10 - (s % 10)) % 10);
}
export const phone = (rng: Rng) => `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.digits(4)}`;
export const zip = (rng: Rng) => pad(rng.int(1001, 99950), 5);
