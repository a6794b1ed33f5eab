// The fictional main-street merchant behind one form of set 230: restaurants, bars, salons and shops, usually owned by
// a married couple, with card processing, a lease, a second location and the other people real forms carry.
import { Rng } from '../../statements/generator/prng.ts';
import { entityOf, industryOf } from './reference.ts';

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; ssn: string; ssnMasked: boolean;
  dob: string | null; credit: number | null; home: Address; cell: string; email: string;
}
export interface Merchant {
  legal: string; dbaPrinted: string; dba: string | null; entityPrinted: string; entityId: string; industryText: string;
  industryId: string | null; taxId: string; taxIdType: 'EIN' | 'SSN'; startIso: string | null; address: Address;
  second: Address; stateOfInc: string; phone: string; email: string; website: string | null; employees: number;
  landlord: { name: string; phone: string; rent: number; leaseEnd: string }; processor: { name: string; mid: string; volume: number; ticket: number };
  bank: { name: string; routing: string; account: string }; iso: { name: string; phone: string; id: string };
  funders: { name: string; balance: number; payment: number }[]; refs: { name: string; phone: string }[];
  requested: number; payment: number | null; nPayments: number | null; freq: string | null; useOfFunds: string;
  seasonal: string; monthlySales: number; owners: Owner[];
}

const CITIES: [string, string, string][] = [['Savannah', 'GA', '31401'], ['Asheville', 'NC', '28801'], ['Hoboken', 'NJ', '07030'],
  ['Fort Collins', 'CO', '80521'], ['Tempe', 'AZ', '85281'], ['Portland', 'ME', '04101'], ['Burlington', 'VT', '05401'],
  ['Sarasota', 'FL', '34236'], ['Madison', 'WI', '53703'], ['Boise', 'ID', '83702'], ['Lancaster', 'PA', '17602'],
  ['Galveston', 'TX', '77550'], ['Ann Arbor', 'MI', '48104'], ['Chattanooga', 'TN', '37402'], ['Providence', 'RI', '02903']];
const STREETS = ['Main St', 'Broad St', 'Market St', 'Elm Ave', 'Water St', 'Front St', 'Church St', 'Maple Ave', 'Harbor Blvd', 'King St', 'Union Ave'];
const HUSBANDS = ['Marco', 'Dimitri', 'Luis', 'Kevin', 'Anthony', 'Samuel', 'Tuan', 'Rafael', 'Brian', 'Omar', 'Patrick', 'Jae'];
const WIVES = ['Teresa', 'Elena', 'Maria', 'Jennifer', 'Grace', 'Nadia', 'Linh', 'Rosa', 'Colleen', 'Amira', 'Shannon', 'Min'];
const SURNAMES = ['Bellini', 'Papadakis', 'De La Cruz', 'Okafor', "O'Donnell", 'Nguyen', 'Vasquez', 'Kowalski', 'Haddad', 'Van der Berg', 'Morales', 'Lindqvist'];
const MAIDEN = ['Ruiz', 'Carter', 'Moreau', 'Santos', 'Kim', 'Walsh'];
const PARTNERS: [string, string][] = [['Derek', 'Sloane'], ['Priya', 'Raman'], ['Hector', 'Ibarra'], ['Wendy', 'Castellano']];

const KINDS: { type: string[]; dba: string[] }[] = [
  { type: ['Italian restaurant', 'Family diner', 'Pizzeria & sports bar', 'Coffee shop / bakery', 'Mexican restaurant & cantina', 'Full service restaurant'],
    dba: ['Nonna Rosa Trattoria', 'The Blue Plate Diner', 'Slice of Heaven', 'Morning Crumb Cafe', 'Casa Azul Cocina', 'Harbor Lights Kitchen'] },
  { type: ['Neighborhood bar & grill', 'Cocktail lounge', 'Brewpub', 'Irish pub'],
    dba: ['The Rusty Anchor Tavern', 'Velvet Owl Lounge', 'Copper Still Brewing', "Finnegan's Wake"] },
  { type: ['Hair salon', 'Nail salon & day spa', 'Barbershop', 'Lash & waxing studio'],
    dba: ['Shear Bliss Studio', 'Polished Nail Lounge', 'Sharp Edge Barber Co.', 'Luxe Lash Bar'] },
  { type: ['Boutique clothing store', 'Gift shop', 'Florist', 'Hardware store', 'Wine shop', 'Pet store & grooming'],
    dba: ['Threads on Main', 'The Curious Sparrow', 'Petal & Stem', 'Ace Corner Hardware', 'Cork & Barrel', 'Wag & Whisker'] },
];
const PROCESSORS = ['Clover / First Data', 'Square', 'Heartland Payment Systems', 'Worldpay', 'Toast POS', 'Elavon'];
const BANKS = ['TD Bank', 'Wells Fargo', 'PNC Bank', 'Regions Bank', 'Chase', 'Truist', 'Citizens Bank'];
const FUNDERS = ['Rapid Capital Funding', 'Kalamata Capital', 'Bluevine', 'Yellowstone Capital', 'Fora Financial', 'Pearl Capital'];
const LANDLORDS = ['Westgate Property Holdings LLC', 'Harbor Square Realty', 'Schuyler Commercial Properties', 'Mill Pond Associates LP'];
const VENDORS = ['Sysco Foods', 'US Foods', 'Sally Beauty Supply', 'Southern Glazer\'s', 'Restaurant Depot', 'SalonCentric'];
const SEASONAL = ['Slow Jan-Feb; summer tourist season doubles sales', 'Holiday season (Nov-Dec) is ~30% of annual revenue',
  'Patio closes Nov-Mar; sales drop about 25% in winter', 'Busy spring (weddings/prom); steady rest of year', 'Football season and St. Patrick\'s Day peaks'];

function addr(r: Rng, cityIdx?: number): Address {
  const c = CITIES[cityIdx ?? r.int(0, CITIES.length - 1)]!;
  return { street: `${r.int(12, 4890)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(1, 9)}${r.pick(['A', 'B', '0'])}` : ''}`, city: c[0], state: c[1], zip: c[2] };
}
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`;
const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const ssn = (r: Rng): string => `${r.int(101, 665)}-${r.int(10, 99)}-${r.int(1000, 9999)}`;

function owner(r: Rng, first: string, last: string, title: string, pct: number): Owner {
  return { first, middle: r.chance(0.4) ? r.pick(['J', 'M', 'A', 'R', 'L']) : null, last, title, pct, ssn: ssn(r), ssnMasked: r.chance(0.25),
    dob: r.chance(0.85) ? iso(r.int(1958, 1994), r.int(1, 12), r.int(1, 28)) : null, credit: r.chance(0.5) ? r.int(540, 790) : null,
    home: addr(r), cell: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` };
}

function owners(r: Rng, solo: boolean): Owner[] {
  const i = r.int(0, HUSBANDS.length - 1);
  const last = r.pick(SURNAMES);
  if (solo) return [owner(r, r.chance(0.5) ? HUSBANDS[i]! : WIVES[i]!, last, 'Owner', 100)];
  const wifeLast = r.chance(0.3) ? `${r.pick(MAIDEN)}-${last}` : last;
  const three = r.chance(0.3);
  const split = three ? r.pick([[40, 40, 20], [37.5, 37.5, 25], [35, 35, 30]]) : r.pick([[50, 50], [60, 40], [51, 49]]);
  const titles = r.pick([['President', 'Vice President'], ['Owner', 'Co-Owner'], ['Managing Member', 'Member'], ['CEO', 'Secretary']]);
  const list = [owner(r, HUSBANDS[i]!, last, titles[0]!, split[0]!), owner(r, WIVES[i]!, wifeLast, titles[1]!, split[1]!)];
  list[1]!.home = { ...list[0]!.home };
  if (r.chance(0.5)) list.reverse();
  if (three) { const p = r.pick(PARTNERS); list.push(owner(r, p[0], p[1], 'Partner', split[2]!)); }
  return list;
}

export function makeMerchant(seed: number, layout: string): Merchant {
  const r = new Rng(`independent230:${layout}:${seed}`);
  const kindIdx = r.int(0, KINDS.length - 1);
  const kind = KINDS[kindIdx]!;
  const k = r.int(0, kind.type.length - 1);
  const entity = r.weighted([['LLC', 5], ['Corporation', 2], ['S-Corp', 2], ['Partnership', 1], ['Sole Proprietor', 1]] as const);
  const own = owners(r, entity === 'Sole Proprietor');
  const o0 = own[0]!;
  const street = r.pick(STREETS).replace(/ (St|Ave|Blvd)$/, '');
  const legalBase = r.pick([`${o0.last.replace(/[^A-Za-z]/g, '')} Family Enterprises`, `${o0.first[0]}${own[1]?.first[0] ?? 'K'} Hospitality Group`,
    `${street} Street Ventures`, `${r.int(101, 988)} ${street} Holdings`, `Twin ${r.pick(['Oaks', 'Rivers', 'Pines'])} Management`]);
  const suffix = { LLC: r.pick([', LLC', ' LLC', ' L.L.C.']), Corporation: r.pick([', Inc.', ' Corp.', ' Inc']), 'S-Corp': r.pick([', Inc.', ' Inc.']),
    Partnership: r.pick([' Partners', ' & Co.']), 'Sole Proprietor': '' }[entity];
  const legal = entity === 'Sole Proprietor' ? `${o0.first} ${o0.last}` : `${legalBase}${suffix}`;
  const dbaName = kind.dba[k]!;
  const dbaPrinted = r.chance(0.08) ? 'SAME' : dbaName;
  const cityIdx = r.int(0, 14);
  const address = addr(r, cityIdx);
  const second = addr(r, r.chance(0.6) ? cityIdx : (cityIdx + 3) % 15);
  const startYear = r.int(2006, 2022);
  const requested = r.pick([25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000]);
  const nPayments = r.pick([120, 140, 160, 180, 200, 250]);
  const freq = r.pick(['Daily', 'Weekly', 'Bi-Weekly']);
  const factor = r.pick([1.29, 1.35, 1.42, 1.49]);
  const count = freq === 'Daily' ? nPayments : freq === 'Weekly' ? Math.round(nPayments / 5) : Math.round(nPayments / 10);
  const industryText = kind.type[k]!;
  const volume = r.int(18, 140) * 1000;
  return {
    legal, dbaPrinted, dba: dbaPrinted === 'SAME' ? null : dbaName, entityPrinted: entity, entityId: entityOf(entity)!, industryText, industryId: industryOf(industryText),
    taxId: entity === 'Sole Proprietor' ? o0.ssn : `${r.int(10, 98)}-${r.digits(7)}`, taxIdType: entity === 'Sole Proprietor' ? 'SSN' : 'EIN',
    startIso: r.chance(0.85) ? iso(startYear, r.int(1, 12), r.int(1, 28)) : null, address, second,
    stateOfInc: r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : address.state, phone: phone(r),
    email: `info@${dbaName.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com`, website: r.chance(0.6) ? `www.${dbaName.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com` : null,
    employees: r.int(3, 38), landlord: { name: r.pick(LANDLORDS), phone: phone(r), rent: r.int(18, 95) * 100, leaseEnd: `${r.int(1, 12)}/${r.int(2026, 2031)}` },
    processor: { name: r.pick(PROCESSORS), mid: r.digits(r.pick([12, 15, 16])), volume, ticket: r.int(1200, 9800) / 100 },
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    iso: { name: `${r.pick(['Jordan', 'Alexis', 'Casey', 'Morgan'])} ${r.pick(['Whitfield', 'Brandt', 'Okoye', 'Russo'])}`, phone: phone(r), id: `ISO-${r.int(1000, 9999)}` },
    funders: r.chance(0.55) ? Array.from({ length: r.int(1, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(40, 600) * 100, payment: r.int(90, 900) })) : [],
    refs: [0, 1].map(() => ({ name: r.pick(VENDORS), phone: phone(r) })),
    requested, payment: Math.round((requested * factor) / count * 100) / 100, nPayments: count, freq, useOfFunds: r.pick(['Inventory', 'Renovation', 'Equipment', 'Working capital', 'Payroll / seasonal']),
    seasonal: r.pick(SEASONAL), monthlySales: Math.round(volume * r.float(1.1, 1.5) / 100) * 100, owners: own,
  };
}

export const money = (n: number, cents = false): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
export const mdy = (isoDate: string, short = false): string => { const [y, m, d] = isoDate.split('-'); return `${m}/${d}/${short ? y!.slice(2) : y}`; };
export const longDate = (isoDate: string): string => { const [y, m, d] = isoDate.split('-').map(Number); return `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m! - 1]} ${d}, ${y}`; };
export const maskSsn = (s: string): string => `XXX-XX-${s.slice(-4)}`;
