// One fictional merchant per (layout, seed): the same business in every style. Plain data only; the layouts decide
// what is printed (and so what enters the truth).
import { Rng } from '../../statements/generator/prng.ts';

export interface Ymd { y: number; m: number; d: number }
export interface Addr { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: Ymd; home: Addr; credit: number; cell: string; email: string;
}
export interface Merchant {
  country: 'US' | 'CA';
  legal: string;
  /** The DBA as written on the form: a name, or SAME / N/A / '' / the legal name again. */
  dbaText: string;
  dba: string | null;
  entity: string; // entity-types id
  industryText: string; industryId: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  start: Ymd; addr: Addr; stateOfInc: string; phone: string; email: string; website: string; employees: number;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; own: 'Own' | 'Rent';
  owners: Owner[];
  landlord: string; landlordPhone: string; bank: string; rtg: string; acct: string;
  funders: { name: string; balance: number; pmt: number }[];
  isoName: string; isoNum: string; refNum: string; refs: { name: string; phone: string }[];
}

const FIRST = ['Maria', 'James', 'Tanya', 'Derek', 'Lucia', 'Omar', 'Priya', 'Kevin', 'Rosa', 'Andre', 'Megan', 'Tuan', 'Carla',
  'Victor', 'Denise', 'Rahul', 'Shauna', 'Marcus', 'Elena', 'Travis', 'Nadia', 'Gregory', 'Yesenia', 'Curtis'];
const LAST = ['Delgado', 'Whitfield', 'Nguyen', 'Okafor-Bello', "O'Neill", 'McAllister', 'De La Rosa', 'Brennan', 'Patel',
  'Van Dyke', 'Kowalski', 'Ramirez-Soto', 'Haddad', 'Lindqvist', 'Castellano', 'Abernathy', 'Mbeki', 'St. Clair', 'Yoon', 'Fairbanks'];
const CA_FIRST = ['Genevieve', 'Liam', 'Harpreet', 'Mathieu', 'Chloe', 'Darnell', 'Amrit', 'Sophie', 'Connor', 'Mei'];
const CA_LAST = ['Tremblay', 'Gagnon', 'MacLeod', 'Sandhu', 'Bouchard', 'Chen', 'Fraser', 'Pelletier', 'Lam', 'Van der Berg'];

/** Free text a merchant writes for "Ind." and the id applications.md's rule gives it (the test checks the rule). */
export const INDUSTRIES: { text: string; id: string; stems: string[] }[] = [
  { text: 'Pizzeria', id: 'restaurant', stems: ['Brick Oven', 'Slice House', 'Napoli'] },
  { text: 'Coffee shop', id: 'restaurant', stems: ['Daily Grind', 'Copper Kettle', 'Bean Street'] },
  { text: 'HVAC contractor', id: 'specialty_trade_contractor', stems: ['Comfort Air', 'Polar Breeze', 'TrueTemp'] },
  { text: 'Plumbing', id: 'specialty_trade_contractor', stems: ['Clearflow', 'Pipeline Pros', 'Rooter King'] },
  { text: 'Hair salon', id: 'personal_care', stems: ['Shear Genius', 'Mane Street', 'Luxe Locks'] },
  { text: 'Dental office', id: 'dental_practice', stems: ['Bright Smile', 'Lakeside Dental', 'Gentle Care'] },
  { text: 'Veterinary clinic', id: 'veterinary', stems: ['Paws & Claws', 'Riverbend Animal', 'Tall Pines Vet'] },
  { text: 'Landscaping / lawn care', id: 'landscaping', stems: ['Greenway', 'Evergreen Yard', 'Cutting Edge'] },
  { text: 'Convenience store', id: 'convenience_store', stems: ['Quick Stop', 'Corner Mart', 'EZ Pantry'] },
  { text: 'Auto repair - mechanic', id: 'auto_repair', stems: ['Precision Auto', 'Gearhead Garage', 'Midtown Motors'] },
  { text: 'Daycare', id: 'childcare', stems: ['Little Sprouts', 'Bright Beginnings', 'Tiny Steps'] },
  { text: 'Local trucking / dump truck', id: 'trucking_local', stems: ['Iron Horse', 'Big Rig', 'Granite Haul'] },
  { text: 'Roofing', id: 'specialty_trade_contractor', stems: ['Summit Roofing', 'Topline', 'Shingle Masters'] },
  { text: 'Gym / fitness center', id: 'fitness', stems: ['Iron Works', 'Peak Performance', 'Core Fit'] },
  { text: 'Florist', id: 'retail_general', stems: ['Petal & Stem', 'Bloom Room', 'Wildflower'] },
  { text: 'Bakery cafe', id: 'restaurant', stems: ['Golden Crust', 'Sugar & Salt', 'Rise Up'] },
];

const US_PLACES: [string, string, string][] = [['TX', 'Houston', '770'], ['FL', 'Orlando', '328'], ['NY', 'Yonkers', '107'],
  ['NJ', 'Paterson', '075'], ['GA', 'Marietta', '300'], ['OH', 'Dayton', '454'], ['IL', 'Joliet', '604'], ['AZ', 'Mesa', '852'],
  ['NC', 'Raleigh', '276'], ['PA', 'Allentown', '181'], ['CO', 'Aurora', '800'], ['TN', 'Knoxville', '379'], ['MI', 'Lansing', '489'],
  ['NV', 'Henderson', '890'], ['WA', 'Tacoma', '984'], ['MO', 'Springfield', '658']];
const CA_PLACES: [string, string, string][] = [['ON', 'Mississauga', 'L5B'], ['ON', 'Hamilton', 'L8P'], ['BC', 'Surrey', 'V3T'],
  ['AB', 'Calgary', 'T2P'], ['AB', 'Edmonton', 'T5J'], ['QC', 'Laval', 'H7N'], ['MB', 'Winnipeg', 'R3C'], ['NS', 'Halifax', 'B3J'],
  ['SK', 'Regina', 'S4P']];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Blvd', 'Maple St', 'Route 9', 'Cedar Ln', 'Market St', 'Park Ave', 'Lakeview Rd'];
const FUNDERS = ['Bluewater Advance', 'Harbor Point Funding', 'Crestline Capital', 'Ironclad Merchant Funding', 'Lanternfish Capital', 'Tidewell Funding'];
const BANKS = ['First Meridian Bank', 'Citizens Trust Bank', 'Pinnacle Community Bank', 'Great Plains Bank'];
const CA_BANKS = ['Northshore Credit Union', 'Laurentian Savings', 'Prairie Trust'];
const ISOS = ['Dana Pruitt', 'Miles Garner', 'Jordan Kessler', 'Alexis Ward', 'Brent Holloway'];
const LANDLORDS = ['Parkview Realty LLC', 'Hollis Property Mgmt', 'Gateway Commercial Partners', 'Broad St Holdings'];

function luhn9(r: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => r.int(0, 9))];
  let sum = 0;
  for (let i = 0; i < 8; i++) { let v = d[i]! * (i % 2 === 1 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
  return d.join('') + String((10 - (sum % 10)) % 10);
}
const EIN_BAD = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
function ein(r: Rng): string { let p = r.int(10, 99); while (EIN_BAD.has(p)) p = r.int(10, 99); return `${p}${r.digits(7)}`; }
function ssn(r: Rng): string {
  let a = r.int(1, 899); while (a === 666) a = r.int(1, 899);
  return `${String(a).padStart(3, '0')}${String(r.int(1, 99)).padStart(2, '0')}${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function itin(r: Rng): string { return `9${r.digits(2)}${r.int(70, 88)}${String(r.int(1, 9999)).padStart(4, '0')}`; }
function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`; }
function ymd(r: Rng, y0: number, y1: number): Ymd { return { y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) }; }

export interface MerchantOptions { country: 'US' | 'CA'; maxOwners: number; entities: string[]; maskRate: number }

export function makeMerchant(layout: string, seed: number, o: MerchantOptions): Merchant {
  const r = new Rng(`independent51:${layout}:${seed}`);
  const ca = o.country === 'CA';
  const ind = r.pick(INDUSTRIES);
  const entity = r.pick(o.entities);
  const sole = entity === 'sole_proprietorship';
  const nOwners = sole ? 1 : Math.min(o.maxOwners, r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const));
  const splits: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25]], 3: [[40, 35, 25], [34, 33, 33], [50, 25, 25]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  const pcts = r.pick(splits[nOwners]!);
  const titles = sole ? ['Owner', 'Sole Owner', 'Prop.'] : entity === 'llc' || entity === 'pllc' ? ['Managing Member', 'Member', 'Mbr', 'CEO']
    : entity === 'general_partnership' || entity === 'limited_partnership' ? ['Partner', 'Gen. Partner', 'Mng. Partner']
      : ca ? ['President', 'Director', 'Dir.', 'CEO'] : ['President', 'Pres.', 'CEO', 'VP', 'Secy', 'COO'];
  const place = r.pick(ca ? CA_PLACES : US_PLACES);
  const usedLast = new Set<string>();
  const owners: Owner[] = [];
  for (let i = 0; i < nOwners; i++) {
    let last = r.pick(ca ? CA_LAST : LAST);
    while (usedLast.has(last)) last = r.pick(ca ? CA_LAST : LAST);
    usedLast.add(last);
    const hp = r.chance(0.7) ? place : r.pick(ca ? CA_PLACES : US_PLACES);
    const taxType = ca ? 'SIN' : r.chance(0.12) ? 'ITIN' : 'SSN';
    const first = r.pick(ca ? CA_FIRST : FIRST);
    owners.push({ first, middle: r.chance(0.35) ? r.pick(['A', 'J', 'L', 'M', 'R', 'T']) : null, last,
      title: i === 0 ? titles[0]! : r.pick(titles.slice(1).length ? titles.slice(1) : titles), pct: pcts[i]!,
      taxId: taxType === 'SIN' ? luhn9(r, r.int(1, 7)) : taxType === 'ITIN' ? itin(r) : ssn(r), taxType, masked: r.chance(o.maskRate),
      dob: ymd(r, 1956, 1996), home: { street: `${r.int(12, 9870)} ${r.pick(STREETS)}`, city: hp[1], state: hp[0], zip: ca ? `${hp[2]} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(1, 9)}` : `${hp[2]}${r.digits(2)}` },
      credit: r.int(560, 790), cell: phone(r), email: `${first.toLowerCase()}.${last.replace(/[^A-Za-z]/g, '').toLowerCase()}@gmail.com` });
  }
  if (!sole && owners.length > 1 && r.chance(0.3)) owners[0]!.title = titles[1] ?? titles[0]!;
  const stem = r.pick(ind.stems);
  const o0 = owners[0]!;
  let legal: string;
  if (sole) legal = `${o0.first}${o0.middle ? ` ${o0.middle}.` : ''} ${o0.last}`;
  else if (ca && entity === 'ca_corporation' && r.chance(0.4)) legal = `${r.int(1000000, 2799999)} ${({ ON: 'Ontario', BC: 'B.C.', AB: 'Alberta', QC: 'Quebec' } as Record<string, string>)[place[0]] ?? 'Canada'} Inc.`;
  else {
    const base = r.chance(0.5) ? stem : `${stem} ${r.pick(['Group', 'Enterprises', 'Services', 'Holdings', 'Co'])}`;
    const suffix: Record<string, string[]> = { llc: ['LLC', ', LLC', ' L.L.C.'], pllc: ['PLLC', ', PLLC'], c_corporation: ['Inc.', ', Inc.', 'Corp.', 'Corporation'],
      s_corporation: ['Inc.', ', Inc.', 'Corp.'], general_partnership: [' Partners', ' & Associates'], limited_partnership: [' LP', ', L.P.'],
      ca_corporation: ['Inc.', 'Ltd.', 'Corp.', ' Limited'] };
    const sfx = r.pick(suffix[entity] ?? ['Inc.']);
    legal = sfx.startsWith(',') || sfx.startsWith(' ') ? `${base}${sfx}` : `${base} ${sfx}`;
  }
  const dbaName = sole || /^\d/.test(legal) ? `${stem} ${r.pick(['', 'Co.', 'Express', 'Plus'])}`.trim() : `${stem} ${r.pick(['of ' + place[1], 'Express', 'Too', '2'])}`;
  const dbaMode = sole || /^\d/.test(legal) ? 'name' : r.weighted([['name', 5], ['SAME', 2], ['N/A', 1], ['', 1], ['legal', 1]] as const);
  const dbaText = dbaMode === 'name' ? dbaName : dbaMode === 'legal' ? legal : dbaMode;
  const freq = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const amount = r.int(8, 300) * (r.chance(0.5) ? 1000 : 500);
  const nPayments = freq === 'daily' ? r.pick([60, 80, 100, 120, 140, 160, 180, 200]) : freq === 'weekly' ? r.pick([16, 20, 24, 26, 30, 36, 40, 52])
    : freq === 'biweekly' ? r.pick([8, 10, 12, 13, 18, 26]) : r.pick([6, 9, 12, 18]);
  const payment = Math.round((amount * r.float(1.22, 1.45) / nPayments) * 100) / 100;
  const taxType = ca ? 'BN' : sole && r.chance(0.6) ? (o0.taxType as 'SSN' | 'ITIN') : 'EIN';
  const funders = Array.from({ length: r.int(0, 2) }, () => ({ name: r.pick(FUNDERS), balance: Math.round(r.cents(3000, 90000) + 37) / 100, pmt: r.cents(120, 2400) / 100 }));
  let landlord = r.pick(LANDLORDS);
  if (r.chance(0.4)) landlord = `${r.pick(['Walter', 'Irene', 'Sam', 'Judith'])} ${r.pick(['Greaves', 'Pomeroy', 'Lasko', 'Birch'])}`;
  return {
    country: o.country, legal, dbaText, dba: dbaMode === 'name' ? dbaName : null, entity, industryText: ind.text, industryId: ind.id,
    taxId: taxType === 'BN' ? `${luhn9(r, r.int(7, 8))}RC0001` : taxType !== 'EIN' ? o0.taxId : ein(r), taxType,
    start: ymd(r, 1999, 2023), addr: { street: `${r.int(100, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` ${r.pick(['Ste', 'Unit', '#'])} ${r.int(1, 240)}` : ''}`,
      city: place[1], state: place[0], zip: ca ? `${place[2]} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(1, 9)}` : `${place[2]}${r.digits(2)}` },
    stateOfInc: r.chance(0.25) ? (ca ? 'Canada (CBCA)' : r.pick(['DE', 'NV', 'WY'])) : place[0], phone: phone(r),
    email: `${r.pick(['info', 'office', 'admin', 'billing'])}@${stem.replace(/[^A-Za-z]/g, '').toLowerCase()}.${ca ? 'ca' : 'com'}`,
    website: r.chance(0.6) ? `www.${stem.replace(/[^A-Za-z]/g, '').toLowerCase()}.${ca ? 'ca' : 'com'}` : '', employees: r.int(2, 45),
    amount, payment, nPayments, freq, use: r.pick(['Working capital', 'Inventory', 'Equipment', 'Payroll', 'Expansion', 'Renovation', 'Taxes']),
    monthlySales: r.int(25, 400) * 1000 + r.int(0, 999), own: r.chance(0.25) ? 'Own' : 'Rent',
    owners, landlord, landlordPhone: phone(r), bank: r.pick(ca ? CA_BANKS : BANKS),
    rtg: ca ? `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '815'])}` : `0${r.int(11, 72)}${r.digits(6)}`, acct: r.digits(r.int(8, 12)),
    funders, isoName: r.pick(ISOS), isoNum: `ISO-${r.int(100, 9999)}`, refNum: `${r.int(24, 25)}-${r.digits(5)}`,
    refs: [0, 1].map(() => ({ name: `${r.pick(['Sysco', 'Ace Supply', 'Metro Wholesale', 'Uline', 'Grainger', 'Staples'])} Acct`, phone: phone(r) })),
  };
}
