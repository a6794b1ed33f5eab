// The fictional Canadian merchant behind one form: values drawn from a seeded Rng, never printed here. Layouts decide
// how (and whether) each value is printed; the truth comes from what they print.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Ymd { y: number; m: number; d: number }
export interface Address { street: string; city: string; prov: string; postal: string }
export interface Owner {
  first: string; middle: string | null; last: string; role: string; pct: number;
  sin: string; sinShown: 'full' | 'masked' | 'blank'; dob: Ymd | null; credit: number | null; home: Address;
}
export type EntityKind = 'corp' | 'numbered' | 'sole' | 'partnership' | 'ulc' | 'profcorp';
export interface Funder { name: string; balance: number; payment: number }
export interface Merchant {
  legal: string; brand: string; opShown: 'brand' | 'same' | 'blank' | 'legal';
  kind: EntityKind; entityId: string; industryText: string; industryId: string;
  bn: string; bnProgram: 'RC0001' | 'RP0001' | 'RT0001'; bnShown: 'program' | 'bare' | 'blank';
  gst: string; qst: string; neq: string; corpNo: string; jurisdiction: string;
  start: Ymd | null; years: number; addr: Address; mailing: Address | null; phone: string; email: string; website: string | null;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; employees: number; owners: Owner[];
  bank: { name: string; institution: string; transit: string; account: string };
  landlord: { name: string; phone: string; rent: number };
  refs: { name: string; phone: string }[];
  iso: { name: string; phone: string; email: string; id: string };
  funders: Funder[];
  accountant: string;
}

const FIRST = ['Jean-François', 'Marie-Ève', 'Siobhan', 'Harpreet', 'Wei', 'Olumide', 'Priya', 'Connor', 'Étienne', 'Mackenzie',
  "D'Arcy", 'Geneviève', 'Rajinder', 'Tomasz', 'Aaliyah', 'Mathieu', 'Kateri', 'Declan', 'Nadia', 'Hyun-Woo', 'Isabelle', 'Farid'];
const LAST = ['Tremblay', 'Gagnon', "O'Neill", 'MacDonald', 'Van der Berg', 'de la Fontaine', 'St-Pierre', 'Côté-Lavoie', "D'Amico",
  'van Dyk', 'Dubois-Chen', 'McAllister', 'Nakamura', 'Bouchard', 'da Silva', 'Di Stefano', 'Okonkwo', 'Grewal', 'LeBlanc',
  'Kowalczyk', 'Fitzgerald-Roy', 'Nguyen', 'Thibodeau', 'Ahmadi'];
const MIDDLE = 'ABCDEFGHJKLMNPRSTW';

/** [brand, type of business as printed, industries.json id] */
const BUSINESSES: readonly (readonly [string, string, string])[] = [
  ['Maple Crust Bakery', 'Bakery cafe', 'restaurant'],
  ['Boulangerie St-Denis', 'Boulangerie / bakery cafe', 'restaurant'],
  ['Northshore Plumbing & Heating', 'Plumbing and heating contractor', 'specialty_trade_contractor'],
  ['Kicking Horse Collision', 'Collision repair / body shop', 'auto_repair'],
  ['Lakeshore Family Dental', 'Dental office', 'dental_practice'],
  ['Riverbend Animal Hospital', 'Veterinary clinic', 'veterinary'],
  ['Polar Shine Janitorial', 'Commercial cleaning', 'cleaning_services'],
  ['Evergreen Yard Works', 'Landscaping and snow removal', 'landscaping'],
  ['Dépanneur Beaubien', 'Dépanneur / convenience store', 'convenience_store'],
  ['Harbourview Fitness', 'Gym / fitness centre', 'fitness'],
  ['Little Sprouts Early Learning', 'Licensed daycare', 'childcare'],
  ['Bytecraft Solutions', 'IT services and web design', 'it_software'],
  ['Prairie Petals', 'Florist', 'retail_general'],
  ['Trans-Canada Auto Sales', 'Used car dealer', 'auto_dealer_used'],
  ['Sea Breeze Motel', 'Motel', 'hotel_motel'],
  ['Sakura Sushi House', 'Sushi restaurant', 'restaurant'],
  ['Quick Lane Tire', 'Tire shop and oil change', 'auto_repair'],
  ['Fresh Press Cleaners', 'Dry cleaner', 'dry_cleaning'],
  ['Salon Élégance', 'Salon de coiffure / hair salon', 'personal_care'],
  ['Big Rig Moving', 'Moving company', 'trucking_local'],
  ['Bluenose Brewpub', 'Brewpub and kitchen', 'bar_nightclub'],
  ['Chinook Electrical', 'Electrical contractor', 'specialty_trade_contractor'],
  ['Rideau Renovations', 'Renovation contractor', 'general_contractor'],
  ['Paws & Claws Grooming', 'Pet grooming', 'pet_services'],
];

/** province -> [city, postal FSA] */
export const CITIES: Record<string, readonly (readonly [string, string])[]> = {
  ON: [['Toronto', 'M5V'], ['Ottawa', 'K1P'], ['Mississauga', 'L5B'], ['Hamilton', 'L8P'], ['London', 'N6A'], ['Sudbury', 'P3E']],
  QC: [['Montréal', 'H2X'], ['Québec', 'G1R'], ['Laval', 'H7N'], ['Gatineau', 'J8X'], ['Sherbrooke', 'J1H']],
  BC: [['Vancouver', 'V6B'], ['Surrey', 'V3T'], ['Kelowna', 'V1Y']],
  AB: [['Calgary', 'T2P'], ['Edmonton', 'T5J'], ['Red Deer', 'T4N']],
  MB: [['Winnipeg', 'R3C'], ['Brandon', 'R7A']],
  SK: [['Saskatoon', 'S7K'], ['Regina', 'S4P']],
  NS: [['Halifax', 'B3J'], ['Dartmouth', 'B2Y']],
  NB: [['Moncton', 'E1C'], ['Fredericton', 'E3B']],
  NL: [["St. John's", 'A1C']],
  PE: [['Charlottetown', 'C1A']],
};
const STREETS: Record<string, readonly string[]> = {
  QC: ['Rue Sainte-Catherine O', 'Boul. Saint-Laurent', 'Rue Beaubien E', 'Chemin de la Côte-des-Neiges', 'Boul. des Laurentides'],
  other: ['King St W', 'Macleod Trail SW', 'Portage Ave', 'Water St', 'Main St', 'Queen St E', 'Jasper Ave', 'Kingsway', 'Barrington St'],
};
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

export function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  let sum = 0;
  for (let i = 0; i < 8; i++) { let v = d[i]! * (i % 2 === 1 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
  d.push((10 - (sum % 10)) % 10);
  return d.join('');
}

export function address(rng: Rng, prov: string): Address {
  const [city, fsa] = rng.pick(CITIES[prov]!);
  const street = rng.pick(STREETS[prov === 'QC' ? 'QC' : 'other']!);
  const num = rng.int(12, 9880);
  const unit = rng.chance(0.3) ? (prov === 'QC' ? `, bureau ${rng.int(100, 450)}` : `, Unit ${rng.int(1, 30)}`) : '';
  const postal = `${fsa} ${rng.int(0, 9)}${rng.pick(POSTAL_LETTERS.split(''))}${rng.int(0, 9)}`;
  return { street: `${num} ${street}${unit}`, city, prov, postal };
}

function ymd(rng: Rng, y0: number, y1: number): Ymd {
  return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) };
}
const phone = (rng: Rng, area: string): string => `(${area}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
const AREA: Record<string, string> = { ON: '416', QC: '514', BC: '604', AB: '403', MB: '204', SK: '306', NS: '902', NB: '506', NL: '709', PE: '902' };
const NUMBERED: Record<string, string> = { ON: 'Ontario Inc.', QC: 'Québec Inc.', BC: 'B.C. Ltd.', AB: 'Alberta Ltd.', NS: 'Nova Scotia Limited',
  MB: 'Manitoba Ltd.', SK: 'Saskatchewan Ltd.', NB: 'New Brunswick Ltd.', NL: 'Newfoundland and Labrador Inc.', PE: 'P.E.I. Inc.' };

export function makeOwner(rng: Rng, prov: string, role: string, pct: number): Owner {
  const homeProv = rng.chance(0.15) ? rng.pick(prov === 'QC' ? ['ON'] : prov === 'ON' ? ['QC'] : ['BC', 'AB']) : prov;
  return {
    first: rng.pick(FIRST), middle: rng.chance(0.45) ? rng.pick(MIDDLE.split('')) : null, last: rng.pick(LAST), role, pct,
    sin: luhn9(rng, rng.int(1, 7)), sinShown: rng.weighted([['full', 4], ['masked', 3], ['blank', 2]] as const),
    dob: rng.chance(0.8) ? ymd(rng, 1958, 1996) : null, credit: rng.chance(0.7) ? rng.int(560, 820) : null, home: address(rng, homeProv),
  };
}

const FUNDERS = ['Maple Leaf Merchant Funding', 'True North Advance', 'Loonie Capital', 'Clearline Business Finance', 'Boreal Funding Group', 'Beacon Revenue Partners'];

export function makeMerchant(rng: Rng, provinces: readonly string[], roles: { sole: string[]; corp: string[]; partner: string[] }): Merchant {
  const prov = rng.pick(provinces);
  const [brand, industryText, industryId] = rng.pick(BUSINESSES);
  const kind: EntityKind = rng.weighted([['corp', 4], ['numbered', 2], ['sole', 2], ['partnership', 1.2],
    ['ulc', ['BC', 'AB', 'NS'].includes(prov) ? 0.8 : 0], ['profcorp', industryId === 'dental_practice' || industryId === 'veterinary' ? 3 : 0]] as const);
  const nOwners = kind === 'sole' ? 1 : kind === 'partnership' ? rng.int(2, 3) : rng.int(1, 3);
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? rng.pick([[50, 50], [51, 49], [60, 40], [75, 25]]) : rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const owners = pcts.map((p, i) => makeOwner(rng, prov, kind === 'sole' ? rng.pick(roles.sole) : kind === 'partnership' ? rng.pick(roles.partner)
    : i === 0 ? rng.pick(roles.corp.slice(0, 3)) : rng.pick(roles.corp), p));
  const o0 = owners[0]!;
  const suffix = prov === 'QC' ? rng.pick(['Inc.', 'inc.', 'Ltée', 'Inc.']) : rng.pick(['Inc.', 'Ltd.', 'Limited', 'Corp.']);
  const legal = kind === 'corp' ? `${brand} ${suffix}`
    : kind === 'numbered' ? (prov === 'QC' ? `${rng.int(9000, 9499)}-${rng.int(1000, 9999)} ${NUMBERED.QC}` : `${rng.int(1000000, 2999999)} ${NUMBERED[prov]}`)
      : kind === 'sole' ? `${o0.first} ${o0.last}`
        : kind === 'partnership' ? (prov === 'QC' ? `${o0.last} & Associés S.E.N.C.` : `${brand} Partnership`)
          : kind === 'ulc' ? `${brand} ULC` : `Dr. ${o0.first} ${o0.last} ${industryId === 'veterinary' ? 'Veterinary' : 'Dentistry'} Professional Corporation`;
  const entityId = { corp: 'ca_corporation', numbered: 'ca_corporation', sole: 'sole_proprietorship', partnership: 'general_partnership',
    ulc: 'ca_ulc', profcorp: 'ca_professional_corporation' }[kind];
  const opShown = kind === 'numbered' || kind === 'sole' || kind === 'profcorp' ? 'brand' : rng.weighted([['brand', 3], ['same', 1], ['blank', 1], ['legal', 1]] as const);
  const bn = luhn9(rng, rng.int(7, 8));
  const amount = rng.int(15, 250) * 1000 + (rng.chance(0.3) ? 500 : 0);
  const freq = rng.weighted([['daily', 3], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = { daily: rng.pick([100, 120, 140, 160, 180]), weekly: rng.pick([26, 32, 40, 52]), biweekly: rng.pick([13, 20, 26]), monthly: rng.pick([6, 9, 12]) }[freq];
  const payment = Math.round((amount * rng.float(1.28, 1.45) / nPayments) * 100) / 100;
  const start = rng.chance(0.85) ? ymd(rng, 2004, 2022) : null;
  const area = AREA[prov]!;
  const slug = brand.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    legal, brand, opShown, kind, entityId, industryText, industryId, bn,
    bnProgram: kind === 'sole' || kind === 'partnership' ? rng.pick(['RP0001', 'RT0001'] as const) : rng.pick(['RC0001', 'RC0001', 'RP0001'] as const),
    bnShown: rng.weighted([['program', 6], ['bare', 2], ['blank', 1]] as const),
    gst: `${bn} RT0001`, qst: `${rng.int(1000000000, 1299999999)} TQ0001`, neq: String(rng.int(1140000000, 1179999999)),
    corpNo: String(rng.int(1000000, 2999999)), jurisdiction: rng.pick(['Federal (CBCA)', 'Canada', prov === 'QC' ? 'Québec (LSAQ)' : prov === 'ON' ? 'Ontario (OBCA)' : 'Provincial']),
    start, years: start ? 2025 - start.y : rng.int(2, 20), addr: address(rng, prov), mailing: rng.chance(0.25) ? address(rng, prov) : null,
    phone: phone(rng, area), email: `${rng.pick(['info', 'admin', 'accounts', o0.first.toLowerCase().replace(/[^a-z]/g, '')])}@${slug}.ca`,
    website: rng.chance(0.6) ? `www.${slug}.ca` : null,
    amount, payment, nPayments, freq, useOfFunds: rng.pick(['Inventory', 'Equipment purchase', 'Working capital', 'Renovations', 'Payroll and expansion', 'Tax arrears (CRA)']),
    monthlySales: rng.int(18, 160) * 1000, employees: rng.int(1, 45), owners,
    bank: { name: rng.pick(['RBC Royal Bank', 'TD Canada Trust', 'BMO', 'Scotiabank', 'CIBC', 'Desjardins', 'National Bank', 'ATB Financial']),
      institution: rng.pick(['003', '004', '001', '002', '010', '815', '006', '219']), transit: String(rng.int(10000, 99999)), account: String(rng.int(1000000, 99999999)) },
    landlord: { name: `${rng.pick(['Westbrook', 'Harbourfront', 'Laurentian', 'Stonegate'])} Property Management`, phone: phone(rng, area), rent: rng.int(18, 120) * 100 },
    refs: [0, 1].map(() => ({ name: `${rng.pick(['Sysco', 'Gordon Food Service', 'Home Depot Pro', 'Uline Canada', 'Wajax', 'Lumber Liquidators'])}`, phone: phone(rng, area) })),
    iso: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng, rng.pick(['416', '514', '403', '902'])), email: `rep${rng.int(10, 99)}@isodesk.ca`, id: `R-${rng.int(1000, 9999)}` },
    funders: rng.chance(0.55) ? Array.from({ length: rng.int(1, 2) }, () => ({ name: rng.pick(FUNDERS), balance: rng.int(5, 60) * 1000, payment: rng.int(90, 900) })) : [],
    accountant: `${rng.pick(LAST)} & ${rng.pick(LAST)} CPA`,
  };
}

export const iso = (d: Ymd): string => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
export type DateFmt = 'iso' | 'long' | 'mdy' | 'dmy' | 'fr' | 'short';
export function fmtDate(d: Ymd, f: DateFmt): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  switch (f) {
    case 'iso': return iso(d);
    case 'long': return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 'short': return `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d} ${d.y}`;
    case 'mdy': return `${p(d.m)}/${p(d.d)}/${d.y}`;
    case 'dmy': return `${p(d.d)}/${p(d.m)}/${d.y}`;
    case 'fr': return `${d.d === 1 ? '1er' : d.d} ${MOIS[d.m - 1]} ${d.y}`;
  }
}
export type MoneyFmt = 'plain' | 'cents' | 'cad' | 'fr' | 'bare' | 'spaced';
export function fmtMoney(n: number, f: MoneyFmt): string {
  const whole = Number.isInteger(n);
  const en = n.toLocaleString('en-US', { minimumFractionDigits: whole && f !== 'cents' ? 0 : 2, maximumFractionDigits: 2 });
  switch (f) {
    case 'plain': return `$${en}`;
    case 'cents': return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'cad': return `CAD ${en}`;
    case 'bare': return en;
    case 'spaced': return `$ ${en.replace(/,/g, ' ')}`;
    case 'fr': return `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/,/g, ' ').replace('.', ',')} $`;
  }
}
export function fmtSin(o: Owner, sep: ' ' | '-'): string {
  if (o.sinShown === 'blank') return '';
  const s = o.sin;
  return o.sinShown === 'masked' ? `XXX${sep}XXX${sep}${s.slice(6)}` : `${s.slice(0, 3)}${sep}${s.slice(3, 6)}${sep}${s.slice(6)}`;
}
export function fmtBn(m: Merchant, style: 'joined' | 'space' | 'grouped'): string {
  if (m.bnShown === 'blank') return '';
  if (m.bnShown === 'bare') return style === 'grouped' ? `${m.bn.slice(0, 3)} ${m.bn.slice(3, 6)} ${m.bn.slice(6)}` : m.bn;
  return style === 'joined' ? `${m.bn}${m.bnProgram}` : style === 'space' ? `${m.bn} ${m.bnProgram}` : `${m.bn.slice(0, 5)} ${m.bn.slice(5)} ${m.bnProgram.slice(0, 2)} ${m.bnProgram.slice(2)}`;
}
export const fullName = (o: Owner): string => `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`;
