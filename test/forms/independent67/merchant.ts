// The merchant behind one form: every value the seven layouts may print, drawn from the seed. Printed strings and
// their truth are made in values.ts; this file only draws the facts.
import type { Rng } from '../../statements/generator/prng.ts';

export interface TaxId { digits: string; kind: 'dashed' | 'plain' | 'masked' | 'blank'; type: 'EIN' | 'SSN' | 'ITIN' }
export interface Owner {
  first: string; middle: string; last: string; title: string; pct: number | null; pctFmt: 'pct' | 'bare' | 'dec';
  tax: TaxId; dob: string | null; dobFmt: number; score: number | null; home: string[]; cell: string;
}
export interface Funder { name: string; balance: number; payment: number }
export interface Merchant {
  legal: string; dbaText: string; entityId: string; entityText: string; industryText: string; industryId: string;
  tax: TaxId; start: string | null; startFmt: number; years: number;
  street: string; suite: string; city: string; state: string; zip: string; incState: string;
  phone: string; email: string; website: string; employees: number;
  amount: number | null; amountFmt: number; payment: number | null; nPayments: number | null; freq: string | null;
  monthlySales: number; owners: Owner[];
  landlord: string; landlordPhone: string; rent: number; bank: string; routing: string; account: string;
  refs: { name: string; phone: string }[]; funders: Funder[]; contact: { name: string; phone: string; relation: string };
  signDate: string;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Jennifer', 'Darnell', 'Priya', 'Michael', 'Sofia', 'Thomas',
  'Keisha', 'Andrew', 'Mei', 'Hector', 'Rachel', 'Vikram', 'Denise', 'Tyrone', 'Olga', 'Brandon', 'Yesenia', 'Gregory'];
const LAST = ['Alvarez', 'Whitfield', 'Nguyen', 'Okafor', 'Brennan', 'Castellanos', 'Patel', 'Kowalski', 'Ortiz-Ramos', 'De La Cruz',
  "O'Malley", 'Van Dyke', 'Haddad', 'Lindqvist', 'Washington', 'Yamamoto', 'Ferreira', 'St. Clair', 'Abernathy', 'Mbeki-Jones'];
const DECOY_FIRST = ['Walter', 'Gloria', 'Stanley', 'Bernadette', 'Lloyd', 'Yvonne', 'Clifford', 'Harriet'];
const DECOY_LAST = ['Pemberton', 'Quimby', 'Thistlewood', 'Rourke', 'Delacroix', 'Fairbanks', 'Gunderson', 'Holloway'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Co-Owner', 'Vice President', 'Manager', 'Owner/Operator'];

/** [printed type of business, industries reference id, business name noun] */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Pizzeria', 'restaurant', 'Pizza Kitchen'], ['Hair salon', 'personal_care', 'Hair Studio'], ['Dental office', 'dental_practice', 'Family Dental'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Landscaping & lawn care', 'landscaping', 'Lawn & Garden'],
  ['Coffee shop', 'restaurant', 'Coffee Roasters'], ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Solutions'], ['HVAC installation and repair', 'specialty_trade_contractor', 'Heating & Air'],
  ['Dump truck hauling', 'trucking_local', 'Hauling'], ['Liquor store', 'liquor_store', 'Wine & Spirits'], ['Daycare', 'childcare', 'Little Learners'],
  ['Fitness center', 'fitness', 'Fitness'], ['Florist', 'retail_general', 'Flowers'], ['Convenience store', 'convenience_store', 'Quick Mart'],
  ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Nail salon', 'personal_care', 'Nails & Spa'], ['Catering', 'food_truck_catering', 'Catering'],
  ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'], ['Auto body shop', 'auto_repair', 'Collision'], ['Machine shop', 'manufacturing', 'Precision Machining'],
  ['Insurance agency', 'insurance_agency', 'Insurance Group'], ['IT services', 'it_software', 'Tech Solutions'], ['Mexican restaurant', 'restaurant', 'Cocina'],
  ['Home health care', 'home_health_care', 'Home Care'], ['Clothing store', 'retail_general', 'Boutique'], ['Moving company', 'trucking_local', 'Movers'],
];
const PREFIX = ['Summit', 'Riverbend', 'Golden Oak', 'Blue Heron', 'Ironwood', 'Prairie', 'Harborview', 'Cedar Lane', 'Red Rock', 'Magnolia',
  'Northgate', 'Silver Creek', 'Lakeshore', 'Pioneer', 'Westfield', 'Crescent', 'Twin Pines', 'Sunrise', 'Copperline', 'Bayside'];
export const PLACES: readonly (readonly [string, string, string])[] = [
  ['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Denver', 'CO', '802'], ['Raleigh', 'NC', '276'], ['Boise', 'ID', '837'],
  ['Fresno', 'CA', '937'], ['Tucson', 'AZ', '857'], ['Newark', 'NJ', '071'], ['Albany', 'NY', '122'], ['Savannah', 'GA', '314'], ['Omaha', 'NE', '681'],
  ['Spokane', 'WA', '992'], ['Louisville', 'KY', '402'], ['Reno', 'NV', '895'], ['Madison', 'WI', '537'], ['Baton Rouge', 'LA', '708'], ['Hartford', 'CT', '061'],
  ['Tulsa', 'OK', '741'], ['Portland', 'OR', '972'], ['Nashville', 'TN', '372'], ['Wichita', 'KS', '672'], ['Richmond', 'VA', '232'], ['Provo', 'UT', '846'],
];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Market St', 'Elm Street', 'Route 9', 'Maple Ave', 'Broadway', 'Center Rd'];
const ENTITIES: readonly (readonly [string, number, readonly string[], readonly string[]])[] = [
  ['llc', 34, ['LLC', 'Limited Liability Company', 'L.L.C.'], [', LLC', ' LLC']],
  ['c_corporation', 18, ['Corporation', 'Inc.', 'C Corp', 'Corp.'], [', Inc.', ' Corp.', ' Corporation']],
  ['s_corporation', 12, ['S Corp', 'S-Corp', 'S Corporation'], [', Inc.', ' Inc']],
  ['sole_proprietorship', 16, ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], ['']],
  ['general_partnership', 6, ['Partnership', 'General Partnership'], [' Partners', ' & Associates']],
  ['llp', 3, ['LLP'], [' LLP']], ['limited_partnership', 3, ['LP', 'Limited Partnership'], [', L.P.', ' LP']],
  ['pllc', 5, ['PLLC'], [', PLLC']], ['professional_corporation', 3, ['P.C.', 'Professional Corporation'], [', P.C.']],
];
const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'PNC Bank', 'Regions Bank', 'TD Bank', 'US Bank', 'Truist', 'Fifth Third Bank'];
const FUNDERS = ['Kapitus', 'Rapid Capital Funding', 'Everest Business Funding', 'Fox Capital', 'Mulligan Funding', 'Velocity Capital', 'Pearl Capital'];
const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export const phone = (r: Rng): string => `(${r.int(2, 9)}${r.digits(2)}) 555-0${r.digits(3)}`;
const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function ein(r: Rng): string {
  for (;;) { const p = r.digits(2); if (!EIN_BAD.has(p) && p !== '00') return p + r.digits(7); }
}
function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}${r.int(70, 88)}${r.int(1, 9)}${r.digits(3)}`;
  for (;;) { const a = r.int(1, 899); if (a !== 666) return String(a).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0'); }
}

function owners(r: Rng, max: number, entityId: string): Owner[] {
  const n = entityId === 'sole_proprietorship' ? 1 : r.weighted([[1, 5], [2, 4], [3, 2]].filter(([k]) => k! <= max) as [number, number][]);
  const firsts = r.shuffle([...FIRST]), lasts = r.shuffle([...LAST]);
  let left = 100;
  return Array.from({ length: n }, (_, i) => {
    const pct = i === n - 1 ? (r.chance(0.8) ? left : Math.max(5, left - 10)) : Math.min(r.pick([50, 51, 60, 34, 40, 33, 25]), left - 10 * (n - 1 - i));
    left -= pct;
    const y = r.int(1958, 1996);
    return {
      first: firsts[i]!, middle: r.chance(0.35) ? r.pick(['A', 'J', 'M', 'R', 'L', 'T']) : '', last: lasts[i]!,
      title: entityId === 'sole_proprietorship' ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : r.pick(TITLES),
      pct: r.chance(0.92) ? pct : null, pctFmt: r.pick(['pct', 'bare', 'dec'] as const),
      tax: { digits: ssn(r, r.chance(0.08)), kind: r.weighted([['dashed', 5], ['plain', 2], ['masked', 2], ['blank', 1]] as const), type: 'SSN' },
      dob: r.chance(0.85) ? iso(y, r.int(1, 12), r.int(1, 28)) : null, dobFmt: r.int(0, 3), score: r.chance(0.4) ? r.int(540, 790) : null,
      home: [`${r.int(10, 9899)} ${r.pick(['Willow Way', 'Birch Ct', 'Hillcrest Dr', 'Parkview Ln', 'Sycamore Rd'])}`, ''], cell: phone(r),
    };
  }).map((o) => ({ ...o, tax: { ...o.tax, type: o.tax.digits.startsWith('9') ? 'ITIN' : 'SSN' } }));
}

function naming(r: Rng, entityId: string, noun: string, o: Owner[]): { legal: string; dbaText: string } {
  const suffix = r.pick(ENTITIES.find((e) => e[0] === entityId)![3]);
  const base = `${r.pick(PREFIX)} ${noun}`;
  if (entityId === 'sole_proprietorship') return { legal: `${o[0]!.first}${o[0]!.middle ? ` ${o[0]!.middle}.` : ''} ${o[0]!.last}`, dbaText: base };
  const legal = entityId === 'general_partnership' && r.chance(0.5) ? `${o[0]!.last} & ${o[1]?.last ?? r.pick(DECOY_LAST)}${suffix}` : `${base}${suffix}`;
  const dbaText = r.weighted([[base, 4], [`${r.pick(PREFIX)} ${noun}`, 2], ['', 2], ['SAME', 1], ['N/A', 1]]);
  return { legal, dbaText: dbaText === legal ? '' : dbaText };
}

function decoys(r: Rng, m: Partial<Merchant>): Pick<Merchant, 'landlord' | 'landlordPhone' | 'rent' | 'bank' | 'routing' | 'account' | 'refs' | 'funders' | 'contact'> {
  const df = r.shuffle([...DECOY_FIRST]), dl = r.shuffle([...DECOY_LAST]);
  const amt = (lo: number, hi: number): number => { for (;;) { const v = r.int(lo, hi) * 50; if (v !== m.amount && v !== m.payment) return v; } };
  return {
    landlord: r.chance(0.5) ? `${df[0]} ${dl[0]}` : `${dl[0]} Properties LLC`, landlordPhone: phone(r), rent: amt(30, 180),
    bank: r.pick(BANKS), routing: `0${r.int(1, 9)}${r.digits(7)}`, account: r.digits(r.int(8, 12)),
    refs: [0, 1, 2].map((i) => ({ name: `${dl[i + 1]} ${r.pick(['Supply', 'Distributors', 'Wholesale', 'Paper Co.'])}`, phone: phone(r) })),
    funders: r.chance(0.6) ? r.shuffle([...FUNDERS]).slice(0, r.int(1, 2)).map((name) => ({ name, balance: amt(100, 900), payment: amt(4, 40) })) : [],
    contact: { name: `${df[3]} ${dl[4]}`, phone: phone(r), relation: r.pick(['Spouse', 'Brother', 'Accountant', 'Friend']) },
  };
}

export function makeMerchant(r: Rng, maxOwners: number): Merchant {
  const entityId = r.weighted(ENTITIES.map((e) => [e[0], e[1]] as const));
  const entityText = r.pick(ENTITIES.find((e) => e[0] === entityId)![2]);
  const [industryText, industryId, noun] = r.pick(INDUSTRIES);
  const os = owners(r, maxOwners, entityId);
  const { legal, dbaText } = naming(r, entityId, noun, os);
  const [city, state, zip3] = r.pick(PLACES);
  const soleSsn = entityId === 'sole_proprietorship' && r.chance(0.5);
  const tax: TaxId = soleSsn ? { ...os[0]!.tax, kind: r.pick(['dashed', 'plain'] as const) }
    : { digits: ein(r), kind: r.weighted([['dashed', 6], ['plain', 3], ['masked', 1], ['blank', 1]] as const), type: 'EIN' };
  for (const o of os) o.home[1] = `${r.pick(PLACES)[0]}, ${r.chance(0.6) ? state : r.pick(PLACES)[1]} ${r.digits(5)}`;
  const years = r.int(1, 24);
  const amount = r.chance(0.9) ? r.int(10, 300) * 500 : null;
  const nPayments = r.chance(0.7) ? r.pick([60, 90, 120, 26, 52, 12, 150]) : null;
  const m: Partial<Merchant> = { amount, payment: amount && r.chance(0.7) ? Math.round((amount * 1.35) / (nPayments ?? 120) * 100) / 100 : null };
  return {
    legal, dbaText, entityId, entityText, industryText, industryId, tax,
    start: r.chance(0.9) ? `${2025 - years}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}` : null,
    startFmt: r.int(0, 3), years, street: `${r.int(12, 9870)} ${r.pick(STREETS)}`, suite: r.chance(0.4) ? `Suite ${r.int(100, 450)}` : '',
    city, state, zip: zip3 + r.digits(2), incState: r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : state,
    phone: phone(r), email: `${r.pick(['info', 'office', 'billing', 'admin'])}@${legal.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 14)}.com`,
    website: r.chance(0.6) ? `www.${legal.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 12)}.com` : '', employees: r.int(1, 45),
    amount, amountFmt: r.int(0, 3), payment: m.payment!, nPayments, freq: r.chance(0.85) ? r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]]) : null,
    monthlySales: r.int(20, 400) * 1000 + r.int(0, 999), owners: os, ...decoys(r, m),
    signDate: `0${r.int(1, 3)}/${String(r.int(10, 28))}/2026`,
  };
}
