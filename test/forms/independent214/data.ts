// Pools of fictional values for set 214 (US franchise and multi-location operators) and the few rules of
// applications.md this generator needs to state its truth (industry by longest alias, entity text -> id).
import { readFileSync } from 'node:fs';

const REF = '/work/shared/reference';
interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(`${REF}/${f}`, 'utf8')) as { items: RefItem[] }).items;
export const INDUSTRIES = load('industries.json');
export const ENTITY_TYPES = load('entity-types.json');
export const STATES = (JSON.parse(readFileSync(`${REF}/states.json`, 'utf8')) as { items: { code: string; name: string }[] }).items;

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${esc(a)}($|[^A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** applications.md: the US entity type whose id, label or alias equals the text (case and punctuation ignored). */
export function entityOf(text: string): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'corporation', 'incorporated'].includes(n)) return 'c_corporation';
  const hits = ENTITY_TYPES.filter((e) => (e.countries ?? []).includes('US')
    && [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  return hits.length === 1 ? hits[0]!.id : null;
}

export interface Brand { brand: string; short: string; franchisor: string; kinds: string[] }
export const BRANDS: Brand[] = [
  { brand: 'Brightside Burgers', short: 'Brightside', franchisor: 'Brightside Brands Franchising, LLC', kinds: ['Quick-service restaurant', 'Fast food restaurant (burgers)'] },
  { brand: 'Pie Society Pizza', short: 'Pie Society', franchisor: 'Pie Society Franchise Corp.', kinds: ['Pizzeria', 'Pizza restaurant - carryout & delivery'] },
  { brand: 'Daybreak Bean Co.', short: 'Daybreak', franchisor: 'Daybreak Franchising Inc.', kinds: ['Coffee shop', 'Drive-thru coffee shop'] },
  { brand: 'IronPeak Fitness', short: 'IronPeak', franchisor: 'IronPeak Franchise Systems, LLC', kinds: ['Fitness center', '24-hour gym'] },
  { brand: 'Shear Genius Salons', short: 'Shear Genius', franchisor: 'SG Salon Concepts, Inc.', kinds: ['Hair salon', 'Hair salon & barber'] },
  { brand: 'LubeLine Express', short: 'LubeLine', franchisor: 'LubeLine Franchise Group, LLC', kinds: ['Oil change and auto service', 'Quick lube / oil change'] },
  { brand: 'Bright Minds Learning Center', short: 'Bright Minds', franchisor: 'Bright Minds Education Franchising, LLC', kinds: ['Tutoring center', 'After-school tutoring'] },
  { brand: 'Little Acorns Academy', short: 'Little Acorns', franchisor: 'Acorn Early Learning Franchise Co.', kinds: ['Child care center', 'Daycare / early learning'] },
  { brand: 'Wag & Wash Pet Spa', short: 'Wag & Wash', franchisor: 'W&W Franchising, LLC', kinds: ['Pet grooming', 'Dog grooming and pet store'] },
  { brand: 'Glide Express Car Wash', short: 'Glide', franchisor: 'Glide Wash Systems, Inc.', kinds: ['Car wash', 'Express tunnel car wash'] },
  { brand: 'Crestline Inn & Suites', short: 'Crestline', franchisor: 'Crestline Hospitality Franchising, LLC', kinds: ['Hotel', 'Limited-service hotel'] },
  { brand: 'FreshPress Cleaners', short: 'FreshPress', franchisor: 'FreshPress Franchise Corp.', kinds: ['Dry cleaner', 'Dry cleaner and laundromat'] },
  { brand: 'HearthSide Home Care', short: 'HearthSide', franchisor: 'HearthSide Senior Services Franchising, LLC', kinds: ['Home care agency', 'Non-medical home care agency'] },
  { brand: 'RestWell Mattress Outlet', short: 'RestWell', franchisor: 'RestWell Retail Franchising, Inc.', kinds: ['Mattress store', 'Mattress and bedding store'] },
  { brand: 'Swift Stop', short: 'Swift Stop', franchisor: 'Swift Stop Franchise Holdings, LLC', kinds: ['Convenience store', 'Convenience store (no fuel)'] },
  { brand: 'GreenBlade Lawn Pros', short: 'GreenBlade', franchisor: 'GreenBlade Franchising, LLC', kinds: ['Lawn care', 'Lawn care and landscaping'] },
];

export const CITIES: [string, string, string][] = [
  ['Tampa', 'FL', '336'], ['Orlando', 'FL', '328'], ['Austin', 'TX', '787'], ['Plano', 'TX', '750'], ['Phoenix', 'AZ', '850'],
  ['Marietta', 'GA', '300'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Aurora', 'CO', '800'], ['Franklin', 'TN', '370'],
  ['Carmel', 'IN', '460'], ['Overland Park', 'KS', '662'], ['Richmond', 'VA', '232'], ['Boise', 'ID', '837'], ['Omaha', 'NE', '681'],
  ['Schenectady', 'NY', '123'], ['Pittsburgh', 'PA', '152'], ['Sacramento', 'CA', '958'], ['Louisville', 'KY', '402'],
  ['Hoover', 'AL', '352'], ['Sandy', 'UT', '840'], ['Waukesha', 'WI', '531'], ['Baton Rouge', 'LA', '708'], ['Tulsa', 'OK', '741'],
  ['Greenville', 'SC', '296'], ['Edison', 'NJ', '088'], ['Naperville', 'IL', '605'], ['Bellevue', 'WA', '980'],
];
export const STREETS = ['Main St', 'Commerce Pkwy', 'Oak Ridge Blvd', 'Market Square Dr', 'W. Kennedy Blvd', 'Route 9', 'Harbor View Rd',
  'N. Lamar Blvd', 'Peachtree Industrial Blvd', 'Crossroads Plaza', 'Elm Creek Dr', 'S. Federal Hwy', 'Town Center Way', 'Highway 64 E'];
export const FIRST = ['Maria', 'James', 'Priya', 'Daniel', 'Keisha', 'Robert', 'Lucia', 'Michael', 'Anh', 'Christopher', 'Fatima', 'Gregory',
  'Yesenia', 'Thomas', 'Aaliyah', 'Kevin', 'Sofia', 'Rajesh', 'Bethany', 'Marcus', 'Elena', 'Jean-Luc', 'Tariq'];
export const LAST = ['Alvarez', 'Patel', 'Nguyen', "O'Neill", 'Garcia-Lopez', 'De La Cruz', 'Van der Berg', 'Washington', 'Kowalski',
  'McAllister', 'Thompson', 'Okafor', 'Christopherson-Whitfield', 'Rahman', 'St. John', 'Delgado', 'Brennan', 'Yamamoto', 'Di Stefano', 'Hollister'];
export const ROLES = ['Managing Member', 'President', 'CEO', 'Owner', 'Member', 'Operating Partner', 'Vice President', 'Secretary/Treasurer', 'Principal'];
export const BANKS = ['First Horizon Bank', 'Regions Bank', 'Truist', 'Fifth Third Bank', 'Huntington National Bank', 'Synovus', 'PNC Bank', 'Zions Bank'];
export const FUNDERS = ['Rapid Lane Funding', 'Meridian Advance Co.', 'BlueCrest Capital', 'Stacked Deck Funding', 'Ocelot Business Capital'];
export const USES = ['Remodel to new brand standards', 'Equipment upgrade', 'Working capital', 'Open new unit', 'Franchise renewal fee and signage',
  'Inventory and payroll', 'Refinance existing advance'];
export const LANDLORDS = ['Crossgate Retail Properties LLC', 'Sunbelt Commercial Realty', 'Parkway Plaza Associates, LP', 'Gold Coast Property Mgmt'];
export const REPS = ['Derek Simmons', 'Angela Ruiz', 'Tom Becker', 'Nadia Hussain', 'Chris Valdez'];
