// The deal behind one form: a Canadian business, its owners and the people and numbers around it (decoys). Drawn
// once per (layout, seed) and shared by the three styles, so typed, handwritten and fillable print the same values.
import { Rng } from '../../statements/generator/prng.ts';

export interface Province { code: string; name: string; alias: string; postal: string; cities: string[] }

// Postal first letters and aliases as in /work/shared/reference/provinces.json.
export const PROVINCES: Province[] = [
  { code: 'ON', name: 'Ontario', alias: 'Ont.', postal: 'KLMN', cities: ['Toronto', 'Ottawa', 'Hamilton', 'Mississauga', 'London', 'Kitchener'] },
  { code: 'BC', name: 'British Columbia', alias: 'B.C.', postal: 'V', cities: ['Vancouver', 'Surrey', 'Kelowna', 'Victoria', 'Burnaby', 'Nanaimo'] },
  { code: 'AB', name: 'Alberta', alias: 'Alta.', postal: 'T', cities: ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge', 'Airdrie'] },
  { code: 'NS', name: 'Nova Scotia', alias: 'N.S.', postal: 'B', cities: ['Halifax', 'Dartmouth', 'Truro', 'Sydney', 'Bridgewater'] },
  { code: 'MB', name: 'Manitoba', alias: 'Man.', postal: 'R', cities: ['Winnipeg', 'Brandon'] },
  { code: 'SK', name: 'Saskatchewan', alias: 'Sask.', postal: 'S', cities: ['Saskatoon', 'Regina'] },
  { code: 'NB', name: 'New Brunswick', alias: 'N.B.', postal: 'E', cities: ['Moncton', 'Fredericton', 'Saint John'] },
  { code: 'PE', name: 'Prince Edward Island', alias: 'P.E.I.', postal: 'C', cities: ['Charlottetown', 'Summerside'] },
  { code: 'NL', name: 'Newfoundland and Labrador', alias: 'Nfld.', postal: 'A', cities: ["St. John's", 'Mount Pearl'] },
];

// Printed type of business -> industries reference id by the longest word-bounded label or alias it contains
// (checked against industries.json in the test).
export const INDUSTRIES: [string, string][] = [
  ['Family restaurant', 'restaurant'], ['Coffee shop', 'restaurant'], ['Bakery cafe', 'restaurant'], ['Sushi restaurant', 'restaurant'],
  ['Collision repair shop', 'auto_repair'], ['Tire shop & oil change', 'auto_repair'], ['Hair salon', 'personal_care'],
  ['Dental office', 'dental_practice'], ['Veterinary clinic', 'veterinary'], ['Physiotherapy clinic', 'medical_practice'],
  ['Landscaping & snow removal', 'landscaping'], ['Local trucking & hauling', 'trucking_local'], ['Moving company', 'trucking_local'],
  ['Plumbing & heating', 'specialty_trade_contractor'], ['Electrical contractor', 'specialty_trade_contractor'],
  ['Convenience store', 'convenience_store'], ['Commercial cleaning', 'cleaning_services'], ['Daycare centre', 'childcare'],
  ['Pet grooming salon', 'pet_services'], ['Florist', 'retail_general'], ['Dry cleaner', 'dry_cleaning'], ['Yoga studio', 'fitness'],
  ['Catering', 'food_truck_catering'], ['Home care agency', 'home_health_care'], ['Freight broker', 'freight_logistics'],
  ['Craft brewpub', 'bar_nightclub'], ['Managed IT services', 'it_software'],
];

const OPERATING = ['Harbourview', 'Northern Lights', 'Maple & Main', 'Tidewater', 'Blue Heron', 'Cedar Ridge', 'Foothills', 'Granite Bay',
  'Old Mill', 'Lighthouse', 'Prairie Sky', 'Evergreen', 'Red Brick', 'Kingsway', 'Bow River', 'Lakeside', 'Sea Glass', 'Ironwood'];
const FIRST = ['Daniel', 'Priya', 'Mei', 'Aisha', 'Connor', 'Siobhan', 'Harjit', 'Olumide', 'Kateri', 'Ravi', 'Nathalie', 'Graham',
  'Farah', 'Wei', 'Tomasz', 'Leah', 'Jean-Luc', 'Mary-Kate', 'Dmitri', 'Gurpreet', 'Fiona', 'Marcus', 'Yasmin', 'Owen'];
const LAST = ['Tremblay', 'MacDonald', "O'Brien", 'Singh', 'Nguyen', 'Chen', 'Gill', 'Okafor-Reid', 'Van der Berg', 'de Souza', 'LeBlanc',
  'Campbell', 'Sandhu', 'Kowalski', 'MacNeil', 'Bouchard', 'St. Pierre', 'Abernethy-Clarke', 'Fraser', 'Mahmoud', 'Dhillon', 'McIntyre'];
const TITLES = ['President', 'Director', 'Owner', 'CEO', 'Secretary-Treasurer', 'Vice-President', 'Managing Director', 'Operations Manager'];
const STREETS = ['Queen St W', 'Kingsway', '17 Ave SW', 'Barrington St', 'Main Street', 'Portage Ave', 'Gottingen St', 'Jasper Ave',
  'Dundas St E', 'Commercial Dr', 'Macleod Trail SE', 'Spring Garden Rd', 'Yonge St', 'Whyte Ave'];
const BANKS: [string, string][] = [['Royal Bank of Canada', '003'], ['TD Canada Trust', '004'], ['Scotiabank', '002'], ['BMO Bank of Montreal', '001'],
  ['CIBC', '010'], ['ATB Financial', '219'], ['Servus Credit Union', '899'], ['Coast Capital Savings', '809']];
const FUNDERS = ['Northstar Advance Corp.', 'Lendgrove Capital', 'Pinnacle Merchant Funding', 'Bay Street Business Cash', 'Rapid Capital Canada', 'Fundthrough West'];
export const PURPOSES = ['Inventory', 'Equipment purchase', 'Renovations', 'Working capital', 'Payroll', 'Expansion - second location', 'Marketing'];

export type EntityKind = 'corp' | 'numbered' | 'sole' | 'partnership' | 'ulc' | 'lp';
export interface Owner {
  first: string; middle: string | null; last: string; title: string; ownership: number | null; sin: string; sinMasked: boolean;
  dob: Date; credit: number | null; street: string; city: string; prov: Province; postal: string; phone: string; email: string;
}
export interface Deal {
  kind: EntityKind; legal: string; operating: string | null; incorporatedIn: string | null; prov: Province; city: string; street: string;
  postal: string; phone: string; email: string; website: string | null; bn: string; program: string; industry: [string, string];
  start: Date; amount: number; payment: number | null; payments: number | null; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null;
  purpose: string; monthlySales: number; employees: number; rent: number; owners: Owner[];
  bank: { name: string; institution: string; transit: string; account: string }; landlord: { name: string; phone: string };
  iso: { name: string; phone: string; email: string }; references: { name: string; phone: string }[];
  advances: { funder: string; balance: number; payment: number }[]; signed: Date;
}

/** Luhn check digit appended to 8 digits: BNs and SINs carry one. */
export function luhn(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export function postalCode(rng: Rng, p: Province): string {
  const L = 'ABCEGHJKLMNPRSTVXY';
  return `${rng.pick([...p.postal])}${rng.int(0, 9)}${rng.pick([...L])} ${rng.int(0, 9)}${rng.pick([...L])}${rng.int(0, 9)}`;
}
const phone = (rng: Rng, area: string): string => `(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`;
const AREA: Record<string, string[]> = { ON: ['416', '647', '905', '613'], BC: ['604', '778', '250'], AB: ['403', '587', '780'], NS: ['902', '782'] };
const areaOf = (rng: Rng, p: Province): string => rng.pick(AREA[p.code] ?? ['204', '306', '506', '709']);

function date(rng: Rng, fromYear: number, toYear: number): Date {
  return new Date(Date.UTC(rng.int(fromYear, toYear), rng.int(0, 11), rng.int(1, 28)));
}
const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };

export function makeDeal(rng: Rng, homeProvince: string, maxOwners: number): Deal {
  const prov = rng.chance(0.6) ? PROVINCES.find((p) => p.code === homeProvince)! : rng.pick(PROVINCES);
  const kind = rng.weighted<EntityKind>([['numbered', 4], ['corp', 3], ['sole', 1.2], ['partnership', 0.8], ['ulc', prov.code === 'ON' ? 0 : 0.7], ['lp', 0.4]]);
  const nOwners = kind === 'sole' ? 1 : kind === 'partnership' || kind === 'lp' ? Math.max(2, rng.int(2, maxOwners)) : rng.int(1, maxOwners);
  const usedLast = new Set<string>();
  const split = rng.pick(SPLITS[nOwners]!);
  const owners: Owner[] = [];
  for (let i = 0; i < nOwners; i++) {
    let last = rng.pick(LAST);
    while (usedLast.has(last)) last = rng.pick(LAST);
    usedLast.add(last);
    const first = rng.pick(FIRST);
    const home = rng.chance(0.8) ? prov : rng.pick(PROVINCES);
    owners.push({ first, middle: rng.chance(0.3) ? `${rng.pick([...'ABCDEFGHJKLMNPRSTW'])}.` : null, last,
      title: kind === 'sole' ? rng.pick(['Owner', 'Sole Proprietor', 'Proprietor']) : kind === 'partnership' || kind === 'lp' ? rng.pick(['Partner', 'Managing Partner', 'General Partner']) : rng.pick(TITLES),
      ownership: split[i]!, sin: luhn(`${rng.pick(['1', '2', '3', '4', '5', '6', '7', '9'])}${rng.digits(7)}`), sinMasked: rng.chance(0.5),
      dob: date(rng, 1958, 1996), credit: rng.chance(0.4) ? rng.int(560, 815) : null, street: `${rng.int(10, 9800)} ${rng.pick(STREETS)}`,
      city: rng.pick(home.cities), prov: home, postal: postalCode(rng, home), phone: phone(rng, areaOf(rng, home)),
      email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'shaw.ca', 'rogers.com', 'bell.net'])}` });
  }
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  const kindWord = industryText.startsWith('Family') ? 'Kitchen' : industryText.replace(/ & .*/, '').replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const brand = `${rng.pick(OPERATING)} ${kindWord}`;
  const incorporated = rng.chance(0.25) ? rng.pick(PROVINCES) : prov;
  const o0 = owners[0]!;
  let legal: string; let operating: string | null = brand; let incorporatedIn: string | null = null;
  if (kind === 'numbered') {
    const fed = rng.chance(0.2);
    incorporatedIn = fed ? 'Canada (CBCA)' : incorporated.name;
    const suffix = fed ? 'Canada Inc.' : incorporated.code === 'BC' ? 'B.C. Ltd.' : incorporated.code === 'NS' ? 'Nova Scotia Limited'
      : `${incorporated.name} ${rng.pick(['Ltd.', 'Inc.', 'Limited'])}`;
    legal = `${fed ? rng.int(10000000, 15999999) : rng.int(1000000, 2899999)} ${suffix}`;
  } else if (kind === 'corp') {
    incorporatedIn = incorporated.name;
    legal = `${brand} ${rng.pick(['Ltd.', 'Inc.', 'Limited', 'Corp.'])}`;
    if (rng.chance(0.5)) operating = rng.pick([null, 'SAME', legal, `${brand}`]);
  } else if (kind === 'ulc') {
    incorporatedIn = rng.pick(['Nova Scotia', 'Alberta', 'British Columbia']);
    legal = `${brand} ULC`;
  } else if (kind === 'sole') {
    legal = `${o0.first} ${o0.last}`;
  } else if (kind === 'lp') {
    legal = `${brand} Limited Partnership`;
  } else {
    legal = `${o0.last} & ${owners[1]!.last} Partnership`;
  }
  const bank = rng.pick(BANKS);
  const monthlySales = Math.round(rng.float(18000, 240000) / 100) * 100;
  const amount = rng.chance(0.6) ? rng.int(10, 150) * 1000 : rng.int(40, 300) * 500;
  const frequency = rng.weighted<Deal['frequency']>([['daily', 3], ['weekly', 3], ['biweekly', 1], ['monthly', 1], [null, 2]]);
  const payments = frequency === 'daily' ? rng.pick([120, 140, 160, 180]) : frequency === 'weekly' ? rng.pick([26, 32, 40, 52])
    : frequency === 'biweekly' ? rng.pick([13, 20, 26]) : frequency === 'monthly' ? rng.pick([6, 9, 12]) : null;
  const payment = payments ? Math.round((amount * rng.float(1.25, 1.45) / payments) * 100) / 100 : null;
  return { kind, legal, operating, incorporatedIn, prov, city: rng.pick(prov.cities), street: `${rng.pick(['', 'Unit 4, ', 'Suite 210, ', '#3-'])}${rng.int(12, 9900)} ${rng.pick(STREETS)}`,
    postal: postalCode(rng, prov), phone: phone(rng, areaOf(rng, prov)), email: `info@${brand.toLowerCase().replace(/[^a-z]/g, '')}.ca`,
    website: rng.chance(0.5) ? `www.${brand.toLowerCase().replace(/[^a-z]/g, '')}.ca` : null, bn: luhn(rng.pick(['7', '8']) + rng.digits(7)),
    program: `RC000${rng.int(1, 2)}`, industry: [industryText, industryId], start: date(rng, 2004, 2022), amount,
    payment, payments, frequency, purpose: rng.pick(PURPOSES), monthlySales, employees: rng.int(1, 45), rent: rng.int(18, 95) * 100, owners,
    bank: { name: bank[0], institution: bank[1], transit: rng.digits(5), account: rng.digits(rng.int(7, 12)) },
    landlord: { name: `${rng.pick(OPERATING)} Properties ${rng.pick(['Inc.', 'Ltd.'])}`, phone: phone(rng, areaOf(rng, prov)) },
    iso: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng, areaOf(rng, prov)), email: `deals${rng.int(1, 99)}@brokermail.ca` },
    references: [0, 1].map(() => ({ name: `${rng.pick(OPERATING)} ${rng.pick(['Supply', 'Wholesale', 'Distributors'])} Ltd.`, phone: phone(rng, areaOf(rng, prov)) })),
    advances: rng.chance(0.5) ? [] : Array.from({ length: rng.int(1, 2) }, () => ({ funder: rng.pick(FUNDERS), balance: rng.int(4, 60) * 500, payment: rng.int(90, 900) })),
    signed: new Date(Date.UTC(2025, rng.int(0, 11), rng.int(1, 28))) };
}
