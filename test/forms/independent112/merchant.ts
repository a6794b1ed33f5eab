// The seeded merchant behind one independent112 form: a business of the US West / Midwest or of Canada's prairies,
// its owners, its request, and the people and numbers around it that are not the application's (the decoys).
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export type EntityKey = 'llc' | 'corp' | 'scorp' | 'sole' | 'partnership' | 'llp' | 'pllc';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Address { street: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  /** Digits of the SSN / ITIN / SIN. */
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; score: number; home: Address; cell: string; email: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string | null; entity: EntityKey; entityId: string;
  industryText: string; industryId: string;
  /** Digits (a BN with its program account, uppercase). */
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  start: string; incRegion: string; addr: Address; phone: string; email: string; website: string | null;
  amount: number; payment: number; npay: number; freq: Freq; use: string; monthlySales: number; employees: number;
  owners: Owner[];
  landlord: string; landlordPhone: string; bank: string; routing: string; account: string; rep: string; repPhone: string;
  refs: { name: string; phone: string }[]; funders: { name: string; balance: number; payment: number }[];
}

const US_REGIONS: Record<string, { name: string; cities: [string, string][]; area: string[] }> = {
  CA: { name: 'California', cities: [['Fresno', '937'], ['Sacramento', '958'], ['Riverside', '925'], ['Oakland', '946'], ['San Diego', '921']], area: ['559', '916', '951', '510', '619'] },
  NV: { name: 'Nevada', cities: [['Henderson', '890'], ['Reno', '895'], ['Las Vegas', '891']], area: ['702', '775'] },
  AZ: { name: 'Arizona', cities: [['Mesa', '852'], ['Tucson', '857'], ['Flagstaff', '860'], ['Chandler', '852']], area: ['480', '520', '928', '602'] },
  UT: { name: 'Utah', cities: [['Provo', '846'], ['Ogden', '844'], ['St. George', '847'], ['Sandy', '840']], area: ['801', '385', '435'] },
  CO: { name: 'Colorado', cities: [['Aurora', '800'], ['Fort Collins', '805'], ['Pueblo', '810'], ['Grand Junction', '815']], area: ['303', '720', '970', '719'] },
  MN: { name: 'Minnesota', cities: [['Duluth', '558'], ['Rochester', '559'], ['St. Cloud', '563'], ['Bloomington', '554']], area: ['612', '651', '218', '507'] },
  WI: { name: 'Wisconsin', cities: [['Madison', '537'], ['Green Bay', '543'], ['Eau Claire', '547'], ['Kenosha', '531']], area: ['608', '920', '715', '414'] },
  MO: { name: 'Missouri', cities: [['Springfield', '658'], ['Columbia', '652'], ['Joplin', '648'], ['St. Charles', '633']], area: ['417', '573', '314', '816'] },
};
const CA_REGIONS: Record<string, { name: string; cities: [string, string][]; area: string[] }> = {
  AB: { name: 'Alberta', cities: [['Red Deer', 'T4N'], ['Lethbridge', 'T1J'], ['Calgary', 'T2E'], ['Edmonton', 'T5J'], ['Grande Prairie', 'T8V']], area: ['403', '780', '587'] },
  SK: { name: 'Saskatchewan', cities: [['Saskatoon', 'S7K'], ['Regina', 'S4P'], ['Moose Jaw', 'S6H'], ['Prince Albert', 'S6V']], area: ['306', '639'] },
  MB: { name: 'Manitoba', cities: [['Winnipeg', 'R3C'], ['Brandon', 'R7A'], ['Steinbach', 'R5G'], ['Thompson', 'R8N']], area: ['204', '431'] },
};
export function regionName(code: string): string { return (US_REGIONS[code] ?? CA_REGIONS[code])?.name ?? code; }

const FIRST = ['Maria', 'Daniel', 'Kou', 'Ingrid', 'Abdirahman', 'Lucia', 'Tyler', 'Mai', 'Erik', 'Jasmine', 'Rafael', 'Brooke', 'Nguyen', 'Hector',
  'Shelby', 'Oksana', 'Gurpreet', 'Tanner', 'Rosa', 'Dmitri', 'Leilani', 'Cody', 'Fatima', 'Marisol', 'Travis', 'Ana', 'Brett', 'Yer', 'Kristin', 'Joaquin'];
const LAST = ['Alvarez', 'Vang', 'Lindqvist', 'Hassan', 'Okafor', 'Van Dyke', 'Thorsen', 'de la Cruz', 'Smith-Nakamura', 'Kowalczuk', 'Yellowhorse',
  'Brandt', 'Sandhu', 'Becker', "O'Neill", 'MacLeod', 'Del Rio', 'Fjelstad', 'Tran', 'Garcia-Lopez', 'Schultz', 'Lor', 'Dubois', 'Petrenko', 'Whitecalf'];
// Decoy people come from their own lists, so a decoy never equals an owner.
const DECOY_PEOPLE = ['Gloria Winfield', 'Ray Pettibone', 'Sandra Kellerman', 'Doug Ashcroft', 'Monica Treviño', 'Neil Abernathy', 'Carla Huizenga', 'Wes Pruitt'];
const REPS = ['Jordan Whitaker', 'Alexis Brennan', 'Marcus Feld', 'Tara Quinlan', 'Devon Holt', 'Priya Raman'];
const FUNDERS = ['Ridgeway Capital', 'Lantern Advance', 'Copperline Funding', 'Bluestem Receivables', 'Meridian Bridge Funding', 'Arrowhead Capital Group'];
const BANKS_US = ['Wells Fargo', 'U.S. Bank', 'Zions Bank', 'Commerce Bank', 'Associated Bank', 'Chase', 'Bank of America', 'FirstBank'];
const BANKS_CA = ['ATB Financial', 'RBC Royal Bank', 'Conexus Credit Union', 'Servus Credit Union', 'TD Canada Trust', 'Assiniboine Credit Union'];

export const INDUSTRIES: { text: string; id: string; nouns: string[]; ca?: boolean }[] = [
  { text: 'Mexican restaurant', id: 'restaurant', nouns: ['Cocina', 'Taqueria', 'Kitchen'] },
  { text: 'Auto repair & tire shop', id: 'auto_repair', nouns: ['Auto Works', 'Automotive', 'Tire & Lube'], ca: true },
  { text: 'HVAC contractor', id: 'specialty_trade_contractor', nouns: ['Heating & Air', 'Mechanical', 'Comfort Systems'], ca: true },
  { text: 'Landscaping & snow removal', id: 'landscaping', nouns: ['Landscape', 'Yard Pros', 'Lawn & Snow'], ca: true },
  { text: 'Dental office', id: 'dental_practice', nouns: ['Family Dental', 'Smiles', 'Dental Studio'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Coffee Co', 'Roasters', 'Espresso'] },
  { text: 'Dump truck hauling', id: 'trucking_local', nouns: ['Hauling', 'Excavating & Hauling', 'Aggregate'], ca: true },
  { text: 'Hair salon', id: 'personal_care', nouns: ['Salon', 'Hair Studio', 'Beauty Bar'], ca: true },
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Hospital', 'Veterinary', 'Pet Clinic'], ca: true },
  { text: 'Plumbing & drain service', id: 'specialty_trade_contractor', nouns: ['Plumbing', 'Rooter & Plumbing'] },
  { text: 'Grocery & meat market', id: 'grocery', nouns: ['Market', 'Foods', 'Mercado'] },
  { text: 'Gym / fitness center', id: 'fitness', nouns: ['Fitness', 'Strength Club', 'Athletics'], ca: true },
  { text: 'Commercial cleaning', id: 'cleaning_services', nouns: ['Janitorial', 'Cleaning Services', 'Building Services'], ca: true },
  { text: 'Pet grooming salon', id: 'pet_services', nouns: ['Pet Spa', 'Grooming', 'Paws'] },
  { text: 'Machine shop', id: 'manufacturing', nouns: ['Machine', 'Precision', 'Fabrication'], ca: true },
  { text: 'Oilfield services', id: 'oil_gas', nouns: ['Oilfield Services', 'Energy Services', 'Well Services'], ca: true },
  { text: 'Trucking - owner operator', id: 'trucking_long_haul', nouns: ['Transport', 'Freight Lines', 'Trucking'], ca: true },
  { text: 'Daycare center', id: 'childcare', nouns: ['Little Learners', 'Kids Academy', 'Daycare'] },
];
const PLACES: Record<string, string[]> = {
  CA: ['Sierra', 'Golden State', 'Central Valley', 'Pacific Crest'], NV: ['Silver State', 'High Desert', 'Great Basin', 'Red Rock'],
  AZ: ['Saguaro', 'Desert Sun', 'Mogollon', 'Copper State'], UT: ['Wasatch', 'Beehive', 'Red Rock', 'Deseret'],
  CO: ['Front Range', 'Rocky Mountain', 'Pikes Peak', 'Mile High'], MN: ['North Woods', 'Lakeshore', 'North Star', 'Iron Range'],
  WI: ['Driftless', 'Lakeshore', 'Badger State', 'Northwoods'], MO: ['Ozark', 'Gateway', 'Show-Me', 'Big Muddy'],
  AB: ['Chinook', 'Bow River', 'Aspen Parkland', 'Foothills'], SK: ['Qu\'Appelle', 'Wheatland', 'Prairie Sky', 'Living Skies'],
  MB: ['Assiniboine', 'Red River', 'Northern Lights', 'Interlake'],
};
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Marketing', 'Renovation', 'Tax payment'];
const STREETS = ['Main St', 'Railroad Ave', 'Broadway', '1st Ave N', 'Industrial Blvd', 'Cedar Dr', 'Commerce Way', 'Elm St', 'Frontage Rd', '17 Ave SE'];

function luhn9(rng: Rng, first: number): string {
  const d = [first, ...rng.digits(7).split('').map(Number)];
  for (let c = 0; c <= 9; c++) {
    const all = [...d, c];
    const sum = all.reduce((s, v, i) => s + (i % 2 === 1 ? ((v * 2) % 10) + Math.floor((v * 2) / 10) : v), 0);
    if (sum % 10 === 0) return all.join('');
  }
  return d.join('') + '0';
}
function ein(rng: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = rng.int(10, 99);
  while (bad.has(p)) p = rng.int(10, 99);
  return String(p) + rng.digits(7);
}
function ssn(rng: Rng, itin: boolean): string {
  if (itin) return '9' + rng.digits(2) + String(rng.pick([50, 57, 63, 70, 78, 84, 90, 94])) + String(rng.int(1000, 9999));
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
function iso(y: number, m: number, d: number): string { return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`; }
function phone(rng: Rng, area: string): string { return `(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`; }

function address(rng: Rng, country: Country, region: string): Address {
  const r = (country === 'US' ? US_REGIONS : CA_REGIONS)[region]!;
  const [city, zp] = rng.pick(r.cities);
  const postal = country === 'US' ? zp + rng.digits(2) : `${zp} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(1, 9)}`;
  return { street: `${rng.int(101, 9899)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Unit ${rng.int(2, 20)}` : ''}`, city, region, postal };
}

export function makeMerchant(seed: number, layout: string, country: Country, regions: string[]): Merchant {
  const rng = new Rng(`independent112:${layout}:${seed}`);
  const region = rng.pick(regions);
  const areas = (country === 'US' ? US_REGIONS : CA_REGIONS)[region]!.area;
  const ind = rng.pick(INDUSTRIES.filter((i) => country === 'US' || i.ca));
  let entity: EntityKey = country === 'US'
    ? rng.weighted<EntityKey>([['llc', 40], ['corp', 18], ['scorp', 12], ['sole', 12], ['partnership', 7], ['llp', 3], ['pllc', 3]])
    : rng.weighted<EntityKey>([['corp', 70], ['sole', 18], ['partnership', 12]]);
  // Only licensed professions form PLLCs and LLPs.
  const professional = ['dental_practice', 'veterinary'].includes(ind.id);
  if ((entity === 'pllc' || entity === 'llp') && !professional) entity = 'llc';
  if (country === 'US' && professional && rng.chance(0.45)) entity = rng.pick(['pllc', 'llp'] as const);
  const entityId = { llc: 'llc', corp: country === 'US' ? 'c_corporation' : 'ca_corporation', scorp: 's_corporation', sole: 'sole_proprietorship',
    partnership: 'general_partnership', llp: 'llp', pllc: 'pllc' }[entity];
  const multi = entity === 'partnership' || entity === 'llp';
  const nOwners = entity === 'sole' ? 1 : rng.weighted([[1, multi ? 0 : 35], [2, 40], [3, 15], [4, 10]]);
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? rng.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : nOwners === 3 ? rng.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const titles = entity === 'llc' || entity === 'pllc' ? ['Managing Member', 'Member', 'Member', 'Member'] : entity === 'sole' ? ['Owner']
    : entity === 'partnership' || entity === 'llp' ? ['Partner', 'Partner', 'Partner', 'Partner'] : ['President', 'Vice President', 'Secretary', 'Treasurer'];
  const used = new Set<string>();
  const owners: Owner[] = pcts.map((pct, i) => {
    let first = rng.pick(FIRST), last = rng.pick(LAST);
    while (used.has(first) || used.has(last)) { first = rng.pick(FIRST); last = rng.pick(LAST); }
    used.add(first); used.add(last);
    const itin = country === 'US' && rng.chance(0.1);
    const homeRegion = rng.chance(0.8) ? region : rng.pick(Object.keys(country === 'US' ? US_REGIONS : CA_REGIONS));
    return { first, middle: rng.chance(0.35) ? rng.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, last,
      cred: ind.id === 'dental_practice' && i === 0 && rng.chance(0.5) ? 'DDS' : ind.id === 'veterinary' && i === 0 && rng.chance(0.5) ? 'DVM' : null,
      title: i === 0 && rng.chance(0.3) ? rng.pick(['CEO', 'Owner', 'Owner/Operator']) : titles[i]!, pct,
      taxId: country === 'CA' ? luhn9(rng, rng.pick([1, 2, 4, 5, 6, 7])) : ssn(rng, itin), taxType: country === 'CA' ? 'SIN' : itin ? 'ITIN' : 'SSN',
      dob: iso(rng.int(1958, 2000), rng.int(1, 12), rng.int(1, 28)), score: rng.int(540, 790), home: address(rng, country, homeRegion),
      cell: phone(rng, rng.pick(areas)), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}` };
  });
  const place = rng.pick(PLACES[region]!);
  const brand = `${place} ${rng.pick(ind.nouns)}`;
  const o0 = owners[0]!;
  let legal: string;
  let dba: string | null = rng.chance(0.45) ? brand : null;
  if (entity === 'sole') { legal = `${o0.first} ${o0.last}`; dba = brand; }
  else if (country === 'CA' && entity === 'corp' && rng.chance(0.4)) { legal = `${rng.digits(1).replace('0', '1')}${rng.digits(rng.int(6, 8))} ${regionName(region)} Ltd.`; dba = brand; }
  else {
    const base = dba && rng.chance(0.6) ? `${o0.last.replace(/ /g, '')} ${rng.pick(['Enterprises', 'Holdings', 'Group'])}` : brand;
    legal = entity === 'llc' ? `${base}${rng.pick([' LLC', ', LLC', ' L.L.C.'])}` : entity === 'pllc' ? `${base} PLLC` : entity === 'llp' ? `${base} LLP`
      : entity === 'partnership' ? `${base} Partners` : country === 'CA' ? `${base} ${rng.pick(['Ltd.', 'Inc.', 'Corp.'])}` : `${base}${rng.pick([', Inc.', ' Inc.', ' Corp.', ' Corporation'])}`;
  }
  const taxType = country === 'CA' ? 'BN' : entity === 'sole' && rng.chance(0.6) ? (o0.taxType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN';
  const taxId = country === 'CA' ? `${luhn9(rng, rng.int(1, 8))}RC0001` : taxType === 'EIN' ? ein(rng) : o0.taxId;
  const freq = rng.weighted<Freq>([['daily', 45], ['weekly', 40], ['biweekly', 8], ['monthly', 7]]);
  const amount = rng.int(3, 100) * 5000;
  const npay = freq === 'daily' ? rng.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([20, 26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([12, 13, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * rng.float(1.22, 1.45) / npay) * 100) / 100;
  const y = rng.int(2004, 2024);
  const incRegion = country === 'US' ? rng.pick(['DE', 'WY', 'NV', 'SD'].filter((r) => r !== region)) : rng.pick(['Canada (CBCA)', 'British Columbia', 'Ontario']);
  const decoyPeople = rng.shuffle([...DECOY_PEOPLE]);
  const nFund = rng.weighted([[0, 40], [1, 35], [2, 25]]);
  return {
    country, legal, dba, entity, entityId,
    industryText: ['CA', 'NV', 'AZ'].includes(region) && ind.text.includes('snow') ? 'Landscaping & lawn care' : ind.text, industryId: ind.id, taxId, taxType, start: iso(y, rng.int(1, 12), rng.int(1, 28)), incRegion,
    addr: address(rng, country, region), phone: phone(rng, rng.pick(areas)),
    email: `${rng.pick(['info', 'office', 'admin', o0.first.toLowerCase()])}@${brand.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
    website: rng.chance(0.6) ? `www.${brand.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}` : null,
    amount, payment, npay, freq, use: rng.pick(USES), monthlySales: rng.int(18, 400) * 1000 + rng.int(0, 999), employees: rng.int(1, 45), owners,
    landlord: decoyPeople[0]!, landlordPhone: phone(rng, rng.pick(areas)), bank: rng.pick(country === 'US' ? BANKS_US : BANKS_CA),
    routing: country === 'US' ? rng.pick(['1', '0', '2']) + rng.digits(8) : `${rng.digits(5)}-${rng.pick(['219', '003', '004', '815', '879'])}`,
    account: rng.digits(rng.int(7, 12)), rep: rng.pick(REPS), repPhone: phone(rng, rng.pick(areas)),
    refs: [{ name: decoyPeople[1]!, phone: phone(rng, rng.pick(areas)) }, { name: `${rng.pick(['Valley', 'Summit', 'Prairie', 'Metro'])} Supply Co.`, phone: phone(rng, rng.pick(areas)) }],
    funders: rng.shuffle([...FUNDERS]).slice(0, nFund).map((name) => ({ name, balance: rng.int(3000, 90000) + 0.37, payment: rng.int(150, 2500) + 0.5 })),
  };
}
