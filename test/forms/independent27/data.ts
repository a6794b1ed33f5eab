// The merchant behind one marked-up application: what the corrected form finally says (the truth), the values the
// merchant or broker struck out (decoys), and the office's own numbers (decoys). Seeded; never Math.random.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; last: string; middle: string; role: string; pct: number; dobIso: string;
  ssn: string; ssnType: 'SSN' | 'ITIN'; masked: boolean; score: number | null; home: string;
  /** 'Last, First' when true. */
  lastFirst: boolean;
}

/** A correction: the struck (old) text beside the final one. */
export interface Fix { old: string; initials: string }

export interface Merchant {
  legal: string; dba: string | null; entityId: string; entityText: string; industryId: string; industryText: string;
  taxId: string; taxType: 'EIN' | 'SSN'; street: string; city: string; state: string; zip: string; phone: string; email: string;
  website: string | null; startIso: string; amount: number; payment: number | null; nPayments: number | null; freq: string | null;
  useOfFunds: string; owners: Owner[]; removedOwner: Owner | null;
  /** Keyed by field: 'amount', 'dba', 'start', 'phone', 'pct0', 'ssn0', 'legal', 'taxId', 'score0', 'street'. */
  fixes: Record<string, Fix>;
  nullWord: string; incState: string; landlord: string; landlordPhone: string; routing: string; account: string; bank: string;
  advances: { funder: string; balance: number; payment: number }[]; refs: { name: string; phone: string }[];
  office: { deal: string; rep: string; approved: number; factor: string; iso: string; funderEin: string };
  monthlySales: number; employees: number; dateSigned: string;
}

const FIRST = ['Maria', 'James', 'Darnell', 'Priya', 'Tomasz', 'Keisha', 'Luis', 'Hannah', 'Omar', 'Grace', 'Victor', 'Mei', 'Dwayne', 'Rosa', 'Anil', 'Colleen', 'Bao', 'Terrence', 'Ingrid', 'Rafael'];
const LAST = ['Okafor', 'Delgado', 'Brennan', 'Whitfield', 'Nguyen', 'Kowalski', 'Haddad', 'Van der Berg', 'Ortiz-Luna', 'McAllister', 'Patel', 'Sorensen', 'Abernathy', 'Castellanos', 'Liang', 'Fairbanks', "O'Donnell", 'Rasmussen', 'Tran', 'Goldberg'];
const WORDS = ['Summit', 'Harbor', 'Red Oak', 'Bluebird', 'Granite', 'Cedar Lane', 'Northstar', 'Riverbend', 'Golden Gate', 'Lakeshore', 'Ironwood', 'Sunrise', 'Maple', 'Crescent', 'Pioneer', 'Silver Creek'];
export const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Co-Owner', 'Secretary'];

/** Printed type of business -> industries reference id (the longest alias contained, word-bounded). */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Pizzeria', 'restaurant', 'Pizza'], ['Family restaurant', 'restaurant', 'Kitchen'], ['Hair salon', 'personal_care', 'Salon'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Landscaping / lawn care', 'landscaping', 'Landscapes'],
  ['Dental office', 'dental_practice', 'Dental'], ['Convenience store', 'convenience_store', 'Mart'], ['Auto body shop', 'auto_repair', 'Collision'],
  ['Daycare center', 'childcare', 'Kids Academy'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Fitness center', 'fitness', 'Fitness'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Pet grooming', 'pet_services', 'Pet Spa'], ['Commercial cleaning', 'cleaning_services', 'Janitorial'],
  ['Liquor store', 'liquor_store', 'Spirits'], ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Electrical contractor', 'specialty_trade_contractor', 'Electric'],
  ['Food truck', 'food_truck_catering', 'Street Eats'], ['Nail salon', 'personal_care', 'Nails'], ['Hotel', 'hotel_motel', 'Inn'],
];

/** Printed entity text, reference id, legal-name suffix. */
const ENTITIES: readonly (readonly [string, string, string])[] = [
  ['LLC', 'llc', ' LLC'], ['L.L.C.', 'llc', ', L.L.C.'], ['Limited Liability Company', 'llc', ' LLC'], ['Corporation', 'c_corporation', ', Inc.'],
  ['C-Corp', 'c_corporation', ' Corp.'], ['S-Corp', 's_corporation', ', Inc.'], ['Sole Proprietor', 'sole_proprietorship', ''],
  ['Partnership', 'general_partnership', ' Partners'], ['LLP', 'llp', ' LLP'], ['PLLC', 'pllc', ', PLLC'], ['Limited Partnership', 'limited_partnership', ' LP'],
];

const PLACES: readonly (readonly [string, string, string])[] = [
  ['TX', 'Houston', '770'], ['FL', 'Tampa', '336'], ['NY', 'Yonkers', '107'], ['CA', 'Fresno', '937'], ['GA', 'Marietta', '300'], ['IL', 'Joliet', '604'],
  ['OH', 'Dayton', '454'], ['NJ', 'Paterson', '075'], ['AZ', 'Mesa', '852'], ['NC', 'Durham', '277'], ['PA', 'Allentown', '181'], ['CO', 'Aurora', '800'],
  ['WA', 'Tacoma', '984'], ['TN', 'Knoxville', '379'], ['MI', 'Lansing', '489'], ['NV', 'Henderson', '890'], ['MD', 'Rockville', '208'], ['MN', 'Duluth', '558'],
];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Market St', 'Veterans Blvd', 'Route 9', 'Oak Hollow Rd', 'Lincoln Way', 'Harbor Rd'];
const EIN_PREFIX = [11, 13, 20, 23, 26, 27, 30, 32, 35, 36, 41, 45, 46, 47, 51, 52, 56, 58, 61, 65, 74, 75, 81, 82, 84, 86, 88, 90, 91, 92, 93, 94, 95, 98];
const FUNDERS = ['Yellowstone Capital', 'Rapid Advance Co', 'Forward Line Funding', 'Kapitus Direct', 'Pearl Merchant Fund', 'Libertas Bridge', 'Cloudfund Partners'];
const BANKS = ['Chase', 'Wells Fargo', 'TD Bank', 'Regions', 'PNC', 'Truist', 'Citizens Bank', 'KeyBank'];
const USES = ['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Working capital', 'Renovation', 'Marketing', 'Debt consolidation'];
const NULL_WORDS = ['N/A', 'none', '—', 'n/a', 'NONE', '-- none --'];

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export const einFmt = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const ssnFmt = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

function ssnDigits(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}${r.int(70, 88)}${pad(r.int(1, 9999), 4)}`;
  let area = r.int(101, 665);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
}

function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}

function owner(r: Rng, role: string, pct: number, used: Set<string>): Owner {
  let first = r.pick(FIRST), last = r.pick(LAST);
  while (used.has(first) || used.has(last)) { first = r.pick(FIRST); last = r.pick(LAST); }
  used.add(first); used.add(last);
  const itin = r.chance(0.08);
  return { first, last, middle: r.chance(0.4) ? r.pick(['A.', 'J.', 'M.', 'R.', 'T.']) : '', role, pct, dobIso: isoDate(r, 1956, 1996),
    ssn: ssnDigits(r, itin), ssnType: itin ? 'ITIN' : 'SSN', masked: r.chance(0.3), score: r.chance(0.65) ? r.int(540, 790) : null,
    home: `${r.int(10, 9899)} ${r.pick(['Birch', 'Willow', 'Sycamore', 'Hillcrest', 'Meadow'])} ${r.pick(['Ct', 'Ln', 'Dr', 'Way'])}`, lastFirst: r.chance(0.25) };
}

function splits(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) { const a = r.pick([50, 51, 60, 65, 70, 75, 80]); return [a, 100 - a]; }
  const a = r.pick([34, 40, 50]), b = r.pick([25, 30, 33]);
  return [a, b, 100 - a - b];
}

function owners(r: Rng, maxOwners: number): Owner[] {
  const n = r.int(1, maxOwners);
  const used = new Set<string>();
  const roles = r.shuffle([...ROLES]);
  return splits(r, n).map((p, i) => owner(r, roles[i]!, p, used));
}

function decoyBits(r: Rng, m: Pick<Merchant, 'state' | 'amount'>): Pick<Merchant, 'incState' | 'landlord' | 'landlordPhone' | 'routing' | 'account' | 'bank' | 'advances' | 'refs' | 'office'> {
  const phone = (): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`;
  const incState = r.chance(0.5) ? r.pick(['DE', 'NV', 'WY']) : m.state;
  return {
    incState, landlord: `${r.pick(WORDS)} Property Mgmt`, landlordPhone: phone(), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)), bank: r.pick(BANKS),
    advances: r.chance(0.6) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(40, 900) * 100, payment: r.int(90, 1400) })) : [],
    refs: Array.from({ length: 2 }, () => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply', 'Wholesale', 'Distributors', 'Foods'])}`, phone: phone() })),
    office: { deal: `D-${r.int(24, 26)}${r.digits(5)}`, rep: `${r.pick(FIRST)} ${r.pick(['K.', 'B.', 'S.'])}`, approved: Math.round(m.amount * r.float(0.45, 0.85) / 500) * 500,
      factor: `1.${r.int(22, 49)}`, iso: `${r.pick(['Apex', 'Prime', 'Vector', 'Bridgeway'])} Funding Group`, funderEin: `${r.pick(EIN_PREFIX)}-${r.digits(7)}` },
  };
}

function business(r: Rng, os: Owner[]): Pick<Merchant, 'legal' | 'dba' | 'entityId' | 'entityText' | 'industryId' | 'industryText' | 'taxId' | 'taxType'> {
  const [entityText, entityId, suffix] = r.pick(ENTITIES);
  const [industryText, industryId, word] = r.pick(INDUSTRIES);
  const base = `${r.pick(WORDS)} ${word}`;
  const sole = entityId === 'sole_proprietorship';
  const legal = sole ? `${os[0]!.first} ${os[0]!.last}` : `${base}${suffix}`;
  const dba = sole ? base : r.chance(0.55) ? `${r.pick(WORDS)} ${word}` : null;
  if (sole) os.splice(1);
  if (sole) { os[0]!.pct = 100; os[0]!.role = r.pick(['Owner', 'Proprietor', 'Sole Owner']); }
  return { legal, dba: dba === legal ? null : dba, entityId, entityText, industryId, industryText,
    taxId: sole ? os[0]!.ssn : `${r.pick(EIN_PREFIX)}${r.digits(7)}`, taxType: sole ? 'SSN' : 'EIN' };
}

export function merchant(seed: number, layout: string, maxOwners = 3): Merchant {
  const r = new Rng(`ind27:${layout}:${seed}`);
  const os = owners(r, maxOwners);
  const b = business(r, os);
  if (b.entityId === 'sole_proprietorship') { os[0]!.ssnType = 'SSN'; os[0]!.masked = false; }
  if (b.entityId === 'sole_proprietorship') b.taxId = os[0]!.ssn = os[0]!.ssn.startsWith('9') ? `4${os[0]!.ssn.slice(1)}` : os[0]!.ssn;
  const [state, city, zip3] = r.pick(PLACES);
  const amount = r.int(15, 250) * 1000;
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([24, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 16, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35) / nPayments);
  const m: Merchant = {
    ...b, street: `${r.int(12, 9950)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 420)}` : ''}`, city, state, zip: `${zip3}${r.digits(2)}`,
    phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`, email: `${os[0]!.first.toLowerCase()}@${(b.dba ?? b.legal).toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.5) ? `www.${(b.dba ?? b.legal).toLowerCase().replace(/[^a-z]/g, '')}.com` : null, startIso: isoDate(r, 2003, 2022), amount,
    payment, nPayments, freq, useOfFunds: r.pick(USES), owners: os, removedOwner: null, fixes: {}, nullWord: r.pick(NULL_WORDS),
    monthlySales: r.int(18, 400) * 1000, employees: r.int(1, 45), dateSigned: `${pad(r.int(1, 12))}/${pad(r.int(1, 28))}/2025`,
    ...decoyBits(r, { state, amount }),
  };
  if (m.owners.length < 3 && b.entityId !== 'sole_proprietorship' && r.chance(0.5)) m.removedOwner = owner(r, r.pick(ROLES), r.pick([10, 15, 25]), new Set(os.flatMap((o) => [o.first, o.last])));
  return m;
}

export { Rng };
