// One merchant as a sparse, partly filled application: every value as printed (blank = '') and the truth it gives.
import { Rng } from '../../statements/generator/prng.ts';

export type Scalar = string | number | null;
/** A printed value: its text ('' = left blank) and the truth paths it gives (empty when it gives nothing). */
export interface Val { text: string; fields: Record<string, Scalar> }
export interface Owner { v: Record<string, Val>; first: string; last: string; pct: number }
export interface Deal {
  ca: boolean;
  v: Record<string, Val>;
  owners: Owner[];
  /** The checkbox label to mark for the entity and the schedule (null: none marked). */
  entityBox: { label: string; id: string } | null;
  freqBox: string | null;
  decoys: Decoys;
}
export interface Decoys { funder: string; advNo: string; balance: string; advPay: string; routing: string; account: string;
  landlord: string; rent: string; iso: string; isoPhone: string; bank: string }

export const FILLERS = ['N/A', 'TBD', 'see attached', 'on file', 'will provide', '-'];
const A = 'application.';
const blank = (): Val => ({ text: '', fields: {} });
const val = (text: string, fields: Record<string, Scalar> = {}): Val => ({ text, fields });

/** Present with probability pKeep, else blank or a filler word (both give nothing). */
function sparse(r: Rng, pKeep: number, v: Val): Val {
  if (r.chance(pKeep)) return v;
  return r.chance(0.55) ? blank() : val(r.pick(FILLERS));
}

const FIRST = ['Maria', 'James', 'Deshawn', 'Priya', 'Luis', 'Karen', 'Tomasz', 'Aaliyah', 'Robert', 'Mei', 'Omar', 'Jennifer',
  'Carlos', 'Nadia', 'Kevin', 'Rosa', 'Samuel', 'Fatima', 'Derek', 'Lucy', 'Andre', 'Hannah', 'Victor', 'Grace'];
const LAST = ['Lopez', 'Whitfield', 'Okafor', 'Patel', 'Ruiz-Moreno', 'Nguyen', 'Kowalski', 'De La Cruz', 'Brennan', 'Chen',
  'Haddad', 'van der Berg', 'Castillo', 'Morrison', 'Abernathy', "O'Neill", 'Tremblay', 'Singh', 'Fitzgerald', 'Baptiste'];
const WORD = ['Summit', 'Harbor', 'Bluebird', 'Iron Gate', 'Golden Oak', 'Northline', 'Red Maple', 'Keystone', 'Silver Creek',
  'Prairie', 'Eastside', 'Riverbend', 'Lakeshore', 'Cedar Hill', 'Granite', 'Sunrise', 'Union Square', 'Westbrook'];
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Hair salon', 'personal_care', 'Salon'], ['Pizzeria', 'restaurant', 'Pizza'], ['Plumbing', 'specialty_trade_contractor', 'Plumbing'],
  ['Dental office', 'dental_practice', 'Dental'], ['Collision repair', 'auto_repair', 'Auto Body'], ['Lawn care', 'landscaping', 'Lawn & Garden'],
  ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Daycare', 'childcare', 'Kids Academy'], ['Electrical contractor', 'specialty_trade_contractor', 'Electric'],
  ['Coffee shop', 'restaurant', 'Coffee'], ['Food truck', 'food_truck_catering', 'Street Eats'], ['Moving company', 'trucking_local', 'Movers'],
  ['Florist', 'retail_general', 'Flowers'], ['HVAC', 'specialty_trade_contractor', 'Heating & Air'], ['Convenience store', 'convenience_store', 'Mini Mart'],
  ['Veterinarian', 'veterinary', 'Animal Care'], ['Janitorial', 'cleaning_services', 'Janitorial'], ['Used car dealer', 'auto_dealer_used', 'Auto Sales'],
  ['Barbershop', 'personal_care', 'Barbers'], ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Tire shop', 'auto_repair', 'Tire'],
  ['Dog grooming', 'pet_services', 'Pet Spa'], ['Laundromat', 'dry_cleaning', 'Laundry'], ['Web design', 'it_software', 'Digital']];
const US_PLACES = [['Houston', 'TX', '770'], ['Tampa', 'FL', '336'], ['Newark', 'NJ', '071'], ['Phoenix', 'AZ', '850'], ['Columbus', 'OH', '432'],
  ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'], ['Brooklyn', 'NY', '112'], ['Atlanta', 'GA', '303'], ['Fresno', 'CA', '937']];
const CA_PLACES = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'], ['Laval', 'QC', 'H7N'], ['Halifax', 'NS', 'B3H'],
  ['Winnipeg', 'MB', 'R3C'], ['Saskatoon', 'SK', 'S7K']];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Blvd', 'Elm Street', 'King St W', 'Route 9', 'Market Street', '2nd Ave'];

export function luhn9(r: Rng, first: string): string {
  let s = first + r.digits(7);
  for (let c = 0; c < 10; c++) {
    const d = s + String(c);
    const sum = [...d].reduce((t, ch, i) => { let x = Number(ch) * (i % 2 ? 2 : 1); if (x > 9) x -= 9; return t + x; }, 0);
    if (sum % 10 === 0) { s = d; break; }
  }
  return s;
}
const money = (n: number): string => n.toLocaleString('en-US');
const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const mdY = (y: number, m: number, d: number): string => `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Money as merchants write it: "$50k", "50,000", "$ 50,000.00", "50000". */
export function amountVal(r: Rng, n: number, path: string): Val {
  const k = n % 1000 === 0 && n >= 10000 ? `$${n / 1000}k` : `$${money(n)}`;
  const text = r.pick([k, money(n), `$${money(n)}.00`, String(n), `$${money(n)}`]);
  return val(text, { [A + path]: n });
}

/** A start date as written: full date, "03/2017", "since 2019", "March 2017"; partial dates read as the period's first day. */
function startVal(r: Rng): Val {
  const y = r.int(2005, 2023), m = r.int(1, 12), d = r.int(1, 28);
  const kind = r.weighted([['full', 4], ['my', 2], ['since', 2], ['long', 1], ['yrs', 1]] as const);
  if (kind === 'full') return val(r.chance(0.5) ? mdY(y, m, d) : `${m}/${d}/${String(y).slice(2)}`, { [A + 'business_start_date']: iso(y, m, d) });
  if (kind === 'my') return val(`${String(m).padStart(2, '0')}/${y}`, { [A + 'business_start_date']: iso(y, m, 1) });
  if (kind === 'since') return val(`since ${y}`, { [A + 'business_start_date']: iso(y, 1, 1) });
  if (kind === 'long') return val(`${MONTHS[m - 1]} ${y}`, { [A + 'business_start_date']: iso(y, m, 1) });
  return val(`${2026 - y} yrs`);
}
export { blank, val, sparse, money, iso, mdY };
export type Place = readonly string[];
export function place(r: Rng, ca: boolean): Place { return r.pick(ca ? CA_PLACES : US_PLACES); }
export function street(r: Rng): string { return `${r.int(12, 9890)} ${r.pick(STREETS)}`; }
export function personName(r: Rng): [string, string] { return [r.pick(FIRST), r.pick(LAST)]; }
export function companyWord(r: Rng): string { return r.pick(WORD); }
export { startVal };
