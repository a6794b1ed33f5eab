// The merchant behind one form of set 35: a franchisee or multi-location business with its franchisor, parent,
// affiliates, other locations and owners (individuals, and sometimes a holding company that owns a share).
import { Rng } from '../../statements/generator/prng.ts';

export interface Person {
  first: string; middle: string | null; last: string; title: string; pct: number; taxId: string; masked: boolean;
  dob: string; dobIso: string; showDob: boolean; credit: number | null; home: string; phone: string;
}
export interface Company { name: string; ein: string; pct: number; title: string }
export interface Location { street: string; city: string; region: string; zip: string; phone: string; label: string }
export interface Affiliate { name: string; ein: string; relation: string }

export interface Merchant {
  ca: boolean; legal: string; dba: string | null; dbaPrinted: string; entityText: string; entityId: string;
  taxIdPrinted: string; taxId: string; taxIdType: string; region: string; regionName: string; incState: string;
  street: string; city: string; zip: string; phone: string; email: string; website: string | null;
  industryText: string; industryId: string; start: { printed: string; iso: string } | null; years: number;
  amount: number; amountPrinted: string; payment: number | null; nPayments: number | null; freq: string | null; use: string;
  franchisor: string; agreementNo: string; unitNo: string; parent: Company; mgmt: { name: string; phone: string } | null;
  prevName: string | null; affiliates: Affiliate[]; locations: Location[]; owners: Person[]; holding: Company | null;
  holdingAt: number; bank: { name: string; routing: string; account: string }; landlord: { name: string; phone: string };
  advances: { funder: string; balance: string; payment: string }[]; iso: { name: string; company: string; phone: string };
  sales: string; employees: number;
}

export const BRANDS: readonly [string, string, string, string][] = [
  // brand, franchisor legal name, type of business as written, industry id
  ['Slice Republic', 'Slice Republic Franchising, LLC', 'Pizzeria', 'restaurant'],
  ['IronCore Fitness', 'IronCore Franchise Systems Inc.', 'Fitness center', 'fitness'],
  ['Bean & Barrel', 'Bean & Barrel Coffee Co.', 'Coffee shop', 'restaurant'],
  ['ShearGenius', 'ShearGenius Salons International, Inc.', 'Hair salon', 'personal_care'],
  ['LubeLine Express', 'LubeLine Franchising Corp.', 'Auto repair and oil change', 'auto_repair'],
  ['BrightMinds', 'BrightMinds Learning Franchise LLC', 'Tutoring center', 'education_private'],
  ['FreshPress', 'FreshPress Cleaners Franchise Group', 'Dry cleaner', 'dry_cleaning'],
  ['QuickStop Market', 'QuickStop Brands, LLC', 'Convenience store', 'convenience_store'],
  ['Pawsitive Grooming', 'Pawsitive Pet Franchise Co.', 'Pet grooming', 'pet_services'],
  ['HomeHeart Care', 'HomeHeart Franchise Systems, LLC', 'Home care agency', 'home_health_care'],
  ['SparkleMax', 'SparkleMax Franchising Inc.', 'Commercial cleaning', 'cleaning_services'],
  ['Little Sprouts', 'Little Sprouts Early Learning Franchise LLC', 'Daycare', 'childcare'],
  ['FlowRight Plumbing', 'FlowRight Franchise Holdings, Inc.', 'Plumbing services', 'specialty_trade_contractor'],
  ['WaveWash', 'WaveWash Express Franchising LLC', 'Car wash', 'car_wash'],
  ['Golden Crust', 'Golden Crust Bakery Franchise Corp.', 'Bakery cafe', 'restaurant'],
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const EIN_PREFIX = [12, 13, 20, 22, 26, 27, 30, 33, 35, 36, 38, 45, 46, 47, 54, 58, 61, 65, 74, 81, 82, 83, 84, 85, 86, 87, 88, 91, 92, 93, 94, 95];
export const p2 = (n: number): string => String(n).padStart(2, '0');
export const money = (n: number, cents = false): string => '$' + n.toLocaleString('en-US', cents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {});
export const ein = (r: Rng): string => `${r.pick(EIN_PREFIX)}-${r.digits(7).replace(/^0/, '4')}`;

/** A date printed one of the ways merchants write it, with its ISO form. */
export function printDate(r: Rng, y: number, m: number, d: number, ca: boolean): { printed: string; iso: string } {
  const iso = `${y}-${p2(m)}-${p2(d)}`;
  const style = r.int(0, 3);
  const printed = style === 0 ? `${p2(m)}/${p2(d)}/${y}` : style === 1 ? `${m}/${d}/${String(y).slice(2)}`
    : style === 2 ? `${MONTHS[m - 1]} ${d}, ${y}` : ca ? iso : `${p2(m)}-${p2(d)}-${y}`;
  return { printed, iso };
}
