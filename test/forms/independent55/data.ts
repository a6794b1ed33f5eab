// A fictional merchant for set 55: the business, its request, its owners, and the decoys a real form also carries
// (landlord, bank, ISO rep, existing funders, equipment vendor, trade references). Nothing here is a real person.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Place { street: string; city: string; state: string; stateName: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; ssn: string; itin: boolean;
  dob: { y: number; m: number; d: number }; home: Place; cell: string; email: string; score: number;
}
export interface Merchant {
  entity: string; entityText: string; legal: string; dba: string | null; industry: string; industryText: string;
  ein: string | null; place: Place; phone: string; email: string; website: string | null;
  start: { y: number; m: number; d: number }; incState: Place['stateName'];
  amount: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; payments: number; payment: number;
  owners: Owner[]; monthlySales: number; employees: number;
  landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string };
  iso: { name: string; company: string; phone: string; email: string };
  funders: { name: string; balance: number; payment: number }[];
  refs: { name: string; phone: string }[];
  vendor: { name: string; phone: string; equipment: string; cost: number; down: number };
}

export const CITIES: [string, string, string, string][] = [
  ['Austin', 'TX', 'Texas', '787'], ['El Paso', 'TX', 'Texas', '799'], ['Tulsa', 'OK', 'Oklahoma', '741'],
  ['Columbus', 'OH', 'Ohio', '432'], ['Raleigh', 'NC', 'North Carolina', '276'], ['Boise', 'ID', 'Idaho', '837'],
  ['Tucson', 'AZ', 'Arizona', '857'], ['Savannah', 'GA', 'Georgia', '314'], ['Spokane', 'WA', 'Washington', '992'],
  ['Knoxville', 'TN', 'Tennessee', '379'], ['Omaha', 'NE', 'Nebraska', '681'], ['Albany', 'NY', 'New York', '122'],
  ['Fresno', 'CA', 'California', '937'], ['Richmond', 'VA', 'Virginia', '232'], ['Des Moines', 'IA', 'Iowa', '503'],
  ['Newark', 'NJ', 'New Jersey', '071'], ['Baton Rouge', 'LA', 'Louisiana', '708'], ['Provo', 'UT', 'Utah', '846'],
  ['Charleston', 'WV', 'West Virginia', '253'], ['Portland', 'ME', 'Maine', '041'], ['Santa Fe', 'NM', 'New Mexico', '875'],
  ['Wichita', 'KS', 'Kansas', '672'], ['Madison', 'WI', 'Wisconsin', '537'], ['Pawtucket', 'RI', 'Rhode Island', '028'],
];
const STREETS = ['Commerce', 'Industrial', 'Mill', 'Quarry', 'Harbor', 'Depot', 'Foundry', 'Cedar', 'Lakeshore', 'Prairie', 'Ridgeview',
  'Canal', 'Juniper', 'Granite', 'Old Mill', 'Stockyard', 'Magnolia', 'Sycamore', 'Tanner', 'Wheeler'];
const SUFFIX = ['St', 'Ave', 'Rd', 'Blvd', 'Pkwy', 'Dr', 'Way', 'Ln'];
const FIRST = ['Marisol', 'Dashiell', 'Oksana', 'Tobias', 'Renata', 'Ezekiel', 'Priya', 'Leland', 'Giselle', 'Augustin', 'Noor',
  'Caspian', 'Yolanda', 'Desmond', 'Ingrid', 'Rafferty', 'Shirin', 'Everett', 'Luz', 'Barnaby', 'Annika', 'Thaddeus', 'Celeste', 'Mateo'];
const LAST = ['Okonkwo', 'Vandermeer', 'Castellanos', 'Brightwater', 'Lindqvist', 'Fairbanks', 'Nakashima', 'Abernathy',
  'Delacroix-Ruiz', 'Whitcombe', 'Ferreira', 'Haverford', 'Kowalczyk', 'Montgomery', 'Oyelaran', 'Pettigrew', 'Quintanilla',
  'Rasmussen', 'St. Clair', 'Thistlewood', 'Van Buren', 'Yarborough', 'Zielinski', 'McAllister'];
// Decoy people come from their own pools, so a landlord or an ISO rep never shares a name with an owner.
const DFIRST = ['Harold', 'Bernadette', 'Clifford', 'Doreen', 'Wendell', 'Mildred', 'Rupert', 'Gladys', 'Vernon', 'Loretta'];
const DLAST = ['Pemberton', 'Cobb', 'Ashby', 'Griswold', 'Hollis', 'Kimble', 'Lattimore', 'Norwood', 'Prewitt', 'Tolliver'];
const WORDS = ['Summit', 'Redwood', 'Bluebonnet', 'Copperline', 'Harvest', 'Northgate', 'Ironwood', 'Silverleaf', 'Keystone',
  'Meridian', 'Tidewater', 'Crestview', 'Foxhollow', 'Lone Pine', 'Brightpath', 'Stonegate', 'Riverbend', 'Old Oak'];
// [industry id, printed descriptions]: each description's longest contained alias is the id's (checked by the test).
export const INDUSTRIES: [string, string, string[]][] = [
  ['auto_repair', 'Auto Care', ['Collision repair and paint', 'Mechanic / general auto service', 'Tire shop and alignment']],
  ['restaurant', 'Kitchen', ['Family restaurant', 'Pizzeria, dine-in and delivery', 'Coffee shop']],
  ['specialty_trade_contractor', 'Mechanical', ['HVAC install and service', 'Electrical contractor', 'Roofing contractor']],
  ['trucking_local', 'Hauling', ['Dump truck hauling', 'Local moving company']],
  ['manufacturing', 'Fabrication', ['Machine shop (CNC)', 'Metal fabrication']],
  ['landscaping', 'Grounds', ['Lawn care and landscaping', 'Tree service']],
  ['medical_practice', 'Health', ['Chiropractor office', 'Urgent care']],
  ['dental_practice', 'Dental', ['Dental office', 'Orthodontist practice']],
  ['fitness', 'Fitness', ['Fitness center', 'Martial arts studio']],
  ['personal_care', 'Salon', ['Hair salon', 'Barbershop']],
  ['car_wash', 'Wash', ['Car wash and auto detailing']],
  ['wholesale_distribution', 'Supply', ['Food distributor', 'Wholesaler of paper goods']],
  ['general_contractor', 'Builders', ['General contractor (residential)', 'Home builder']],
  ['dry_cleaning', 'Cleaners', ['Dry cleaner', 'Coin laundry']],
];
export const ENTITIES: [string, string[], string[]][] = [
  // [id, printed free-text forms, legal-name suffixes]
  ['llc', ['LLC', 'Limited Liability Company', 'L.L.C.'], [', LLC', ' LLC', ' L.L.C.']],
  ['c_corporation', ['Corporation', 'C Corp', 'Inc.'], [', Inc.', ' Inc', ' Corp.', ' Corporation']],
  ['s_corporation', ['S Corp', 'S Corporation', 'S-Corp'], [', Inc.', ' Corp.']],
  ['sole_proprietorship', ['Sole Proprietor', 'Sole Proprietorship'], ['']],
  ['general_partnership', ['Partnership', 'General Partnership'], [' Partners', ' & Associates']],
  ['pllc', ['PLLC'], [', PLLC']],
  ['limited_partnership', ['LP', 'Limited Partnership'], [', LP', ' L.P.']],
];
const TITLES: Record<string, [string[], string[]]> = {
  llc: [['Managing Member', 'Owner', 'CEO'], ['Member', 'Managing Member', 'COO']],
  c_corporation: [['President', 'CEO', 'Owner'], ['VP', 'Secretary', 'Treasurer', 'Director']],
  s_corporation: [['President', 'CEO'], ['VP', 'Secretary', 'Treasurer']],
  sole_proprietorship: [['Owner'], ['Owner']],
  general_partnership: [['Partner', 'Managing Partner'], ['Partner']],
  pllc: [['Managing Member'], ['Member']],
  limited_partnership: [['General Partner'], ['Limited Partner', 'General Partner']],
};
const FUNDERS = ['Bellwether Advance Co.', 'Quickline Merchant Capital', 'Ravenmoor Funding', 'Sunvale Capital Group', 'Northstar MCA LLC'];
const BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Heartland Community Bank', 'Summit National Bank', 'Greenway Savings'];
const VENDORS = ['Apex Machinery Sales', 'Lakeside Equipment Co.', 'Tri-County Truck & Trailer', 'ProFab Tooling Supply'];
const EQUIP = ['2021 Ford Transit 250 cargo van', 'Commercial HVAC rooftop unit (10-ton)', 'POS terminals and security camera system',
  'Toyota 8FGU25 forklift', 'Generac 48kW standby generator', '2020 Isuzu NPR box truck', 'Commercial build-out fixtures and signage'];
const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function ein(r: Rng): string {
  let p: string;
  do p = r.digits(2); while (EIN_BAD.has(p) || p.startsWith('9'));
  return p + r.digits(7);
}
export function ssn(r: Rng, itin = false): string {
  if (itin) return '9' + r.digits(2) + String(r.pick([70, 71, 72, 73, 75, 78, 80, 84, 88])) + String(r.int(1000, 9999));
  return String(r.int(101, 665)) + String(r.int(10, 99)) + String(r.int(1001, 9999));
}
export const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(201, 989)}-${r.int(1000, 9999)}`;
export function place(r: Rng, c = r.pick(CITIES)): Place {
  return { street: `${r.int(12, 9899)} ${r.pick(STREETS)} ${r.pick(SUFFIX)}${r.chance(0.25) ? ` Suite ${r.int(100, 450)}` : ''}`,
    city: c[0], state: c[1], stateName: c[2], zip: c[3] + r.digits(2) };
}
const round = (v: number, to: number): number => Math.round(v / to) * to;
const person = (r: Rng): string => `${r.pick(DFIRST)} ${r.pick(DLAST)}`;

export function merchant(r: Rng, maxOwners = 3): Merchant {
  const [entity, texts, suffixes] = r.weighted(ENTITIES.map((e) => [e, ([3, 2, 1.2, 1.2, 0.6, 0.5, 0.4] as const)[ENTITIES.indexOf(e)]!] as const));
  const sole = entity === 'sole_proprietorship';
  const nOwners = sole || entity === 'pllc' ? 1 : Math.min(maxOwners, r.weighted([[1, 4], [2, 4], [3, 2]] as const));
  const firsts = r.shuffle([...FIRST]), lasts = r.shuffle([...LAST]);
  const bizPlace = place(r);
  // Owners live and the business is incorporated in other states than where it operates: the decoy states bite.
  const elsewhere = (): (typeof CITIES)[number] => r.pick(CITIES.filter((c) => c[1] !== bizPlace.state));
  const home0 = place(r, elsewhere());
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const owners: Owner[] = pcts.map((pct, i) => {
    const itin = r.chance(0.08) && !(sole && i === 0);
    const first = firsts[i]!, last = lasts[i]!;
    return { first, middle: r.chance(0.3) ? r.pick(['A', 'J', 'M', 'R', 'T']) : null, last,
      title: r.pick(TITLES[entity]![i === 0 ? 0 : 1]), pct, ssn: ssn(r, itin), itin,
      dob: { y: r.int(1952, 1997), m: r.int(1, 12), d: r.int(1, 28) }, home: i > 0 && r.chance(0.5) ? home0 : place(r, elsewhere()),
      cell: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@mail${r.int(1, 9)}.example`,
      score: r.int(540, 805) };
  });
  const [industry, word, descs] = r.pick(INDUSTRIES);
  const w1 = r.pick(WORDS);
  const core = entity === 'general_partnership' ? `${owners[0]!.last} & ${owners[1]?.last ?? r.pick(DLAST)}` : `${w1} ${word}`;
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : core + r.pick(suffixes);
  const dba = sole ? `${w1} ${word}` : r.chance(0.45) ? `${r.pick(WORDS.filter((w) => w !== w1))} ${word}` : null;
  const freq = r.weighted([['daily', 3], ['weekly', 4], ['biweekly', 1], ['monthly', 2]] as const);
  const amount = round(r.cents(12000, 400000) / 100, r.pick([500, 1000, 2500, 5000]));
  const payments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 36, 40, 52]) : freq === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([12, 24, 36, 48, 60]);
  const payment = Math.round((amount * r.float(1.12, 1.45)) / payments * 100) / 100;
  const vendorCost = round(amount * r.float(1.08, 1.4), 50);
  return {
    entity, entityText: r.pick(texts), legal, dba, industry, industryText: r.pick(descs),
    ein: sole && r.chance(0.75) ? null : ein(r), place: bizPlace, phone: phone(r),
    email: `office@${(dba ?? legal).toLowerCase().replace(/[^a-z]/g, '').slice(0, 16)}.example`,
    website: r.chance(0.5) ? `www.${(dba ?? legal).toLowerCase().replace(/[^a-z]/g, '').slice(0, 18)}.example` : null,
    start: { y: r.int(1998, 2022), m: r.int(1, 12), d: r.int(1, 28) }, incState: elsewhere()[2],
    amount, freq, payments, payment, owners, monthlySales: round(r.cents(30000, 600000) / 100, 100), employees: r.int(2, 11),
    landlord: { name: r.chance(0.5) ? person(r) : `${r.pick(DLAST)} Property Holdings`, phone: phone(r), rent: round(r.int(1500, 14000), 50) },
    bank: { name: r.pick(BANKS), routing: '0' + r.digits(8), account: r.digits(r.int(9, 12)) },
    iso: { name: person(r), company: `${r.pick(DLAST)} Business Funding`, phone: phone(r), email: `deals${r.int(1, 99)}@isodesk.example` },
    funders: r.chance(0.6) ? r.shuffle([...FUNDERS]).slice(0, r.int(1, 2)).map((name) => ({ name, balance: round(r.int(4000, 90000), 10) + 0.5 * r.int(0, 1), payment: round(r.int(150, 2400), 5) })) : [],
    refs: [{ name: `${r.pick(DLAST)} Supply Co.`, phone: phone(r) }, { name: `${r.pick(DLAST)} Wholesale`, phone: phone(r) }],
    vendor: { name: r.pick(VENDORS), phone: phone(r), equipment: r.pick(EQUIP), cost: vendorCost, down: round(vendorCost - amount, 50) || 500 },
  };
}

// Printed forms of values.
const p2 = (n: number): string => String(n).padStart(2, '0');
export const iso = (d: { y: number; m: number; d: number }): string => `${d.y}-${p2(d.m)}-${p2(d.d)}`;
export const mdy = (d: { y: number; m: number; d: number }): string => `${p2(d.m)}/${p2(d.d)}/${d.y}`;
export const my = (d: { y: number; m: number }): string => `${p2(d.m)}/${d.y}`;
export const money = (v: number, cents = false): string => '$' + v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
export const hyphenSsn = (s: string): string => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
export const hyphenEin = (s: string): string => `${s.slice(0, 2)}-${s.slice(2)}`;
/** A share as a decimal: 0.5, 0.25, 1.00. */
export const decimal = (pct: number): string => (pct === 100 ? '1.00' : String(pct / 100));
export const fullName = (o: Owner, mid = true): string => `${o.first}${mid && o.middle ? ` ${o.middle}.` : ''} ${o.last}`;
