// The merchant behind one form, drawn from the seed: business, request, owners and the decoys around them (landlord,
// bank, references, the broker's rep, existing advances). Layouts choose what to print and how.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number; taxId: string; masked: boolean;
  dob: string; credit: number | null; home: string; homeCity: string; cell: string;
}
export interface Advance { funder: string; balance: number; payment: number }
export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; dbaWritten: string; entity: string; entityLabel: string;
  industry: string; industryText: string;
  taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  start: string; stateCode: string; stateName: string; incState: string;
  street: string; city: string; zip: string; phone: string; email: string; website: string | null;
  amount: number; payment: number; numPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; employees: number; rent: boolean; rentAmount: number;
  owners: Owner[];
  landlord: { name: string; phone: string }; bank: { name: string; routing: string; account: string };
  refs: { name: string; phone: string }[]; rep: { name: string; phone: string }; advances: Advance[];
}

const FIRST = ['Anthony', 'Maria', 'Joseph', 'Rosa', 'Salvatore', 'Denise', 'Kevin', 'Yolanda', 'Dmitri', 'Priya', 'Marcus',
  'Theresa', 'Hector', 'Lorraine', 'Walter', 'Mei', 'Gerald', 'Carmen', 'Stanley', 'Aisha', 'Vincent', 'Bernadette', 'Raymond', 'Olga'];
const LAST = ['Russo', 'Kowalski', 'Okafor', 'Delgado', 'Schneider', 'De La Cruz', "O'Brien", 'Van Dyke', 'Nguyen', 'Patel',
  'Goldberg', 'Smith-Jones', 'Marchetti', 'Washington', 'Lindqvist', 'Haddad', 'McAllister', 'Abernathy', 'Kaminski', 'Ferrante'];
const CA_FIRST = ['Jean-Luc', 'Marie-Eve', 'Sylvain', 'Nathalie', 'Francois', 'Genevieve', 'Mathieu', 'Isabelle', 'Luc', 'Chantal'];
const CA_LAST = ['Tremblay', 'Gagnon', 'Roy', 'Cote', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagne-Pelletier', 'Bergeron'];
const BASES = ['Empire', 'Liberty', 'Main Street', 'Garden State', 'Lakeshore', 'Riverside', 'Keystone', 'Sunrise', 'Union Square',
  'Harbor', 'Midtown', 'Crown', 'Pioneer', 'Golden Gate', 'Heritage', 'North Shore', 'Tri-County', 'Capitol', 'Parkside', 'Old Mill'];
const CA_BASES = ['Plateau', 'Mont-Royal', 'Saint-Laurent', 'Laurentides', 'Boreal', 'Vieux-Port', 'Outremont', 'Rosemont'];

/** Printed type of business -> industries.json id (the longest alias contained in the text). */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['PIZZERIA', 'restaurant', 'Pizza'], ['HAIR SALON', 'personal_care', 'Salon'], ['PLUMBING CONTRACTOR', 'specialty_trade_contractor', 'Plumbing'],
  ['DAYCARE CENTER', 'childcare', 'Kids'], ['COLLISION REPAIR', 'auto_repair', 'Collision'], ['DENTAL OFFICE', 'dental_practice', 'Dental'],
  ['CONVENIENCE STORE', 'convenience_store', 'Food Mart'], ['DRY CLEANER', 'dry_cleaning', 'Cleaners'], ['COFFEE SHOP', 'restaurant', 'Coffee'],
  ['LIQUOR STORE', 'liquor_store', 'Wine & Spirits'], ['HVAC SERVICE', 'specialty_trade_contractor', 'Heating & Cooling'],
  ['MOVING COMPANY', 'trucking_local', 'Movers'], ['FLORIST', 'retail_general', 'Flowers'], ['BODEGA / DELI', 'grocery', 'Deli'],
  ['VETERINARIAN', 'veterinary', 'Animal Care'], ['LANDSCAPING & SNOW REMOVAL', 'landscaping', 'Lawn & Snow'],
];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Renovation', 'Taxes', 'Marketing'];
const FUNDERS = ['Pearl Capital', 'Yellowstone', 'Rapid Finance', 'Fox Funding', 'Everest Business Funding', 'Kapitus', 'Mulligan'];
const BANKS_US = ['Chase', 'TD Bank', 'Bank of America', 'PNC Bank', 'Huntington', 'Fifth Third', 'Valley National', 'Chemical Bank'];
const BANKS_CA = ['Desjardins', 'Banque Nationale', 'RBC', 'TD Canada Trust', 'BMO'];
const CA_STREETS = ['rue Saint-Denis', 'boul. Saint-Laurent', 'rue Beaubien Est', 'av. du Mont-Royal', 'rue Jean-Talon Ouest', 'boul. Cote-Vertu'];
const STREETS = ['Main St', 'Broadway', 'Central Ave', 'Washington Blvd', 'Grand River Ave', 'Route 46', 'Oak St', 'Lake Shore Dr'];

export interface Place { code: string; name: string; cities: readonly string[]; zip: () => string; area: readonly string[] }

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

function ein(r: Rng): string {
  const prefixes = ['11', '13', '20', '22', '26', '27', '30', '31', '36', '38', '45', '46', '65', '81', '83', '84', '86', '88'];
  return r.pick(prefixes) + r.digits(7);
}
function ssn(r: Rng, itin = false): string {
  if (itin) return `9${r.digits(2)}${r.pick(['70', '78', '84', '91', '95'])}${pad(r.int(1, 9999), 4)}`;
  return `${pad(r.int(101, 665), 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
}
function sin(r: Rng): string {
  // Luhn-valid 9 digits starting with 1-7.
  const d = [r.int(1, 7), ...Array.from({ length: 7 }, () => r.int(0, 9))];
  let sum = 0;
  d.forEach((v, i) => { const x = i % 2 === 1 ? v * 2 : v; sum += x > 9 ? x - 9 : x; });
  d.push((10 - (sum % 10)) % 10);
  return d.join('');
}
function phone(r: Rng, area: readonly string[]): string {
  return `${r.pick(area)}${r.int(200, 989)}${r.digits(4)}`;
}
function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}

export function makeMerchant(rng: Rng, place: Place): Merchant {
  const r = rng.fork('merchant');
  const ca = place.code === 'QC' || place.code === 'ON';
  const first = ca ? CA_FIRST : FIRST, last = ca ? CA_LAST : LAST;
  const nOwners = r.weighted([[1, 5], [2, 4], [3, 2], [4, 1]] as const);
  const entity = ca ? r.weighted([['ca_corporation', 6], ['sole_proprietorship', 2], ['general_partnership', 1]] as const)
    : nOwners === 1 ? r.weighted([['llc', 5], ['c_corporation', 3], ['s_corporation', 2], ['sole_proprietorship', 3]] as const)
      : r.weighted([['llc', 5], ['c_corporation', 3], ['s_corporation', 2], ['general_partnership', 2], ['limited_partnership', 1]] as const);
  const [ind, industry, indWord] = r.pick(INDUSTRIES);
  const creds = industry === 'dental_practice' ? ['DDS', 'DMD'] : industry === 'veterinary' ? ['DVM'] : [];
  const owners: Owner[] = [];
  let left = 100;
  for (let i = 0; i < (entity === 'sole_proprietorship' ? 1 : nOwners); i++) {
    const isLast = i === (entity === 'sole_proprietorship' ? 0 : nOwners - 1);
    const pct = isLast ? left : r.pick([20, 25, 30, 33, 40, 50, 51, 60].filter((p) => p <= left - 20 * (nOwners - i - 1)).concat([20]));
    left -= pct;
    const f = r.pick(first);
    owners.push({ first: f, middle: r.chance(0.4) ? r.pick(['A', 'J', 'M', 'R', 'T', 'L']) : null, last: r.pick(last), cred: i === 0 && creds.length && r.chance(0.7) ? r.pick(creds) : null,
      title: i === 0 ? r.pick(entity === 'llc' ? ['Managing Member', 'Member', 'Owner', 'CEO'] : ['President', 'Owner', 'CEO', 'Partner'])
        : r.pick(['Vice President', 'Secretary', 'Partner', 'Member', 'Treasurer', 'COO']),
      pct, taxId: ca ? sin(r) : ssn(r, r.chance(0.08)), masked: r.chance(0.3), dob: isoDate(r, 1954, 1996),
      credit: r.chance(0.6) ? r.int(540, 790) : null, home: `${r.int(12, 9980)} ${r.pick(['Elm', 'Maple', 'Birch', 'Hillcrest', 'Rue Beaubien', 'Cedar'])} ${r.pick(['St', 'Ave', 'Ct', 'Rd'])}`,
      homeCity: r.pick(place.cities), cell: phone(r, place.area) });
  }
  const base = r.pick(ca ? CA_BASES : BASES);
  const o0 = owners[0]!;
  let legal: string;
  let entityLabel: string;
  switch (entity) {
    case 'llc': legal = `${base} ${indWord} ${r.pick(['LLC', 'L.L.C.', 'Group LLC'])}`; entityLabel = 'LLC'; break;
    case 'c_corporation': legal = `${base} ${indWord} ${r.pick(['Inc.', 'Corp.', 'Co., Inc.', 'Corporation'])}`; entityLabel = 'CORPORATION'; break;
    case 's_corporation': legal = `${base} ${indWord}, Inc.`; entityLabel = 'S-CORP'; break;
    case 'general_partnership': legal = ca ? `${base} ${indWord} S.E.N.C.` : `${o0.last} & ${r.pick(last)} ${indWord}`; entityLabel = 'PARTNERSHIP'; break;
    case 'limited_partnership': legal = `${base} ${indWord} Partners, L.P.`; entityLabel = 'LIMITED PARTNERSHIP'; break;
    case 'ca_corporation': legal = r.chance(0.3) ? `${r.int(9000, 9499)}-${r.digits(4)} Quebec Inc.` : `${base} ${indWord} ${r.pick(['Inc.', 'Ltee', 'Ltd.'])}`; entityLabel = 'CORPORATION'; break;
    default: legal = `${o0.first} ${o0.last}`; entityLabel = 'SOLE PROPRIETOR';
  }
  const soleSsn = entity === 'sole_proprietorship' && !ca && r.chance(0.6);
  const dba = entity === 'sole_proprietorship' || r.chance(0.55) ? `${r.pick([base, o0.last + "'s", 'The ' + base])} ${indWord}` : null;
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 175000, 250000]);
  const numPayments = r.pick([60, 80, 100, 120, 140, 160, 24, 36, 52]);
  const frequency = numPayments <= 52 ? r.pick(['weekly', 'biweekly', 'monthly'] as const) : 'daily';
  const payment = Math.round((amount * 1.35) / numPayments * 100) / 100;
  const nAdv = r.weighted([[0, 4], [1, 3], [2, 2]] as const);
  return {
    country: ca ? 'CA' : 'US', legal, dba, dbaWritten: dba ?? r.pick(['SAME', 'N/A', '', 'same as above']), entity, entityLabel,
    industry, industryText: ind,
    taxId: ca ? sin(r).slice(0, 9) : soleSsn ? o0.taxId : ein(r),
    taxIdType: ca ? 'BN' : soleSsn ? (o0.taxId.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN',
    start: isoDate(r, 1994, 2023), stateCode: place.code, stateName: place.name,
    incState: r.chance(0.25) && !ca ? r.pick(['DE', 'NV', 'WY']) : place.code,
    street: `${r.int(10, 4999)} ${r.pick(ca ? CA_STREETS : STREETS)}${r.chance(0.3) ? `, ${ca ? 'bureau' : 'Suite'} ${r.int(100, 450)}` : ''}`, city: r.pick(place.cities), zip: place.zip(),
    phone: phone(r, place.area), email: `${o0.first.toLowerCase().replace(/[^a-z]/g, '')}@${base.toLowerCase().replace(/[^a-z]/g, '')}${indWord.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}`,
    website: r.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}${indWord.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}` : null,
    amount, payment, numPayments, frequency, useOfFunds: r.pick(USES), monthlySales: r.int(18, 160) * 1000, employees: r.int(1, 45),
    rent: r.chance(0.75), rentAmount: r.int(12, 95) * 100, owners,
    landlord: { name: `${r.pick(['Ace', 'Tri-State', 'Metro', 'Sterling'])} Realty ${r.pick(['LLC', 'Corp.', 'Associates'])}`, phone: phone(r, place.area) },
    bank: { name: r.pick(ca ? BANKS_CA : BANKS_US), routing: ca ? `0${r.digits(3)}-${r.digits(5)}` : `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    refs: [0, 1].map(() => ({ name: `${r.pick(BASES)} ${r.pick(['Supply', 'Distributors', 'Wholesale'])} ${r.pick(['Inc.', 'LLC'])}`, phone: phone(r, place.area) })),
    rep: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r, place.area) },
    advances: Array.from({ length: nAdv }, () => ({ funder: r.pick(FUNDERS), balance: r.int(5, 60) * 1000, payment: r.int(150, 900) })),
  };
}

export const fmt = {
  money: (n: number, cents = true): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`,
  ein: (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`,
  ssn: (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`,
  ssnMasked: (d: string): string => `XXX-XX-${d.slice(5)}`,
  phone: (d: string): string => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
  phoneDots: (d: string): string => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
  mdy: (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`,
  mdyShort: (iso: string): string => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(2, 4)}`,
  long: (iso: string): string => `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`,
};
