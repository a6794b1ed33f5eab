// The fictional deal behind one form: the business, its request, its owners and the people and numbers around it that
// are not the applicant's (decoys). Drawn from (layout, seed) only, never from the style, so the three styles print
// the same deal.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string;
  ownership: number; creditScore: number | null; taxId: string; taxIdKind: 'SSN' | 'ITIN'; masked: boolean;
  dob: string; home: string; homeState: string;
}

export interface Deal {
  entity: { id: string; printed: string; checkbox: string; otherText: string | null };
  legalName: string; dbaPrinted: string;
  industryText: string; industryId: string;
  taxId: string; taxKind: 'EIN' | 'SSN' | 'ITIN';
  street: string; city: string; state: string; stateName: string; zip: string; incState: string;
  phone: string; email: string; website: string;
  startDate: string; yearsInBusiness: number; employees: number;
  amount: number; payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; annualRevenue: number;
  owners: Owner[];
  landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string };
  advances: { funder: string; balance: number; payment: number; frequency: string }[];
  references: { name: string; phone: string }[];
  iso: { name: string; rep: string; phone: string };
  signed: string;
}

const FIRST = ['Maria', 'James', 'Keisha', 'Tomasz', 'Priya', 'Darnell', 'Elena', 'Wei', 'Rosa', 'Connor', 'Aaliyah', 'Mateo', 'Grace', 'Hector', 'Yusuf', 'Brianna'];
const LAST = ['Delgado', 'Okafor', 'Whitfield', 'Nguyen', 'Kowalski', 'Van der Berg', 'Santos-Rivera', "O'Connell", 'Abernathy', 'Park', 'De la Cruz', 'Lindqvist', 'Haddad', 'McAllister', 'Bautista'];
const CREDENTIALS = ['DC', 'DDS', 'CPA', 'MD'];
const WORDS = ['Summit', 'Copper Creek', 'Bayside', 'Ironwood', 'Blue Heron', 'Granite State', 'Lakeshore', 'Red Mesa', 'Sterling', 'Pinewood', 'Harborview', 'Golden Prairie'];
/** Type-of-business text and the industry it must read as (rules.ts checks they agree). */
export const BUSINESS_TEXTS: [string, string][] = [
  ['Veterinary clinic', 'veterinary'], ['Full-service restaurant', 'restaurant'], ['Auto repair and body shop', 'auto_repair'],
  ['HVAC contractor', 'specialty_trade_contractor'], ['Hair salon', 'personal_care'], ['Commercial cleaning', 'cleaning_services'],
  ['Dental office', 'dental_practice'], ['Landscaping & lawn care', 'landscaping'], ['Trucking - local hauling', 'trucking_local'],
  ['Convenience store', 'convenience_store'], ['Daycare center', 'childcare'], ['Yoga studio', 'fitness'], ['Coin laundry', 'dry_cleaning'],
  ['Plumbing contractor', 'specialty_trade_contractor'], ['Home health care agency', 'home_health_care'], ['Used car dealer', 'auto_dealer_used'],
  ['Food truck', 'food_truck_catering'], ['Insurance agency', 'insurance_agency'],
];
const TRADE = ['Grill', 'Auto', 'Services', 'Studio', 'Care', 'Supply', 'Works', 'Express'];
const STATES: [string, string, string][] = [['TX', 'Texas', 'Houston'], ['FL', 'Florida', 'Tampa'], ['NY', 'New York', 'Buffalo'],
  ['CA', 'California', 'Fresno'], ['GA', 'Georgia', 'Savannah'], ['OH', 'Ohio', 'Dayton'], ['NJ', 'New Jersey', 'Newark'],
  ['AZ', 'Arizona', 'Tempe'], ['NC', 'North Carolina', 'Raleigh'], ['IL', 'Illinois', 'Peoria'], ['PA', 'Pennsylvania', 'Erie'], ['CO', 'Colorado', 'Pueblo']];
const STREETS = ['Commerce St', 'Oak Ave', 'Industrial Pkwy', 'Main St', 'Route 9', 'Market Blvd', 'Elm Rd', 'Harbor Dr'];
const FUNDERS = ['Rapid Capital Partners', 'Forward Line Funding', 'BlueVine Advance', 'Pearl Street Capital', 'Kalamata Funding', 'Cobalt Merchant Capital'];
const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'Regions Bank', 'PNC Bank', 'Truist'];
const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Partner', 'Member', 'VP Operations', 'Secretary'];

/** An EIN with a prefix the IRS issues. */
function ein(r: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = r.int(10, 99);
  while (bad.has(p)) p = r.int(10, 99);
  return `${p}${r.digits(7)}`;
}
function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${String(r.int(1, 99)).padStart(2, '0')}${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function itin(r: Rng): string {
  return `9${r.digits(2)}${r.pick([50, 57, 63, 71, 78, 84, 90, 94, 97])}${String(r.int(1, 9999)).padStart(4, '0')}`;
}
const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;

function owners(r: Rng, n: number, soleName: [string, string] | null): Owner[] {
  const shares = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const used = new Set<string>();
  return shares.map((ownership, i) => {
    let last = soleName && i === 0 ? soleName[1] : r.pick(LAST);
    while (used.has(last)) last = r.pick(LAST);
    used.add(last);
    const [st] = r.pick(STATES);
    const kind = r.chance(0.15) ? 'ITIN' : 'SSN';
    return {
      first: soleName && i === 0 ? soleName[0] : r.pick(FIRST), middle: r.chance(0.35) ? r.pick(['A', 'J', 'M', 'R', 'T']) : null, last,
      credential: r.chance(0.12) ? r.pick(CREDENTIALS) : null, title: i === 0 ? r.pick(TITLES.slice(0, 4)) : r.pick(TITLES.slice(3)),
      ownership, creditScore: r.chance(0.6) ? r.int(540, 790) : null, taxId: kind === 'ITIN' ? itin(r) : ssn(r), taxIdKind: kind,
      masked: r.chance(0.3), dob: iso(r.int(1956, 1996), r.int(1, 12), r.int(1, 28)),
      home: `${r.int(10, 9899)} ${r.pick(['Willow Ln', 'Cedar Ct', 'Birch St', 'Maple Dr', 'Sunset Blvd'])}, ${r.pick(['Austin', 'Orlando', 'Albany', 'Macon', 'Akron'])}, ${st} ${r.digits(5)}`,
      homeState: st,
    } satisfies Owner;
  });
}

export function makeDeal(layout: string, seed: number): Deal {
  const r = new Rng(`independent208:${layout}:${seed}`);
  const kind = r.weighted<string>([['llc', 4], ['c_corporation', 2], ['s_corporation', 1], ['sole_proprietorship', 1.5], ['general_partnership', 1], ['limited_partnership', 0.7], ['pllc', 0.8]]);
  const word = r.pick(WORDS);
  const [industryText, industryId] = r.pick(BUSINESS_TEXTS);
  const trade = `${word} ${r.pick(TRADE)}`;
  const soleName: [string, string] | null = kind === 'sole_proprietorship' ? [r.pick(FIRST), r.pick(LAST)] : null;
  const legal = {
    llc: `${word} ${r.pick(TRADE)}, ${r.pick(['LLC', 'L.L.C.'])}`, c_corporation: `${word} Holdings ${r.pick(['Inc.', 'Corp.', 'Corporation'])}`,
    s_corporation: `${word} Group, Inc.`, sole_proprietorship: soleName ? `${soleName[0]} ${soleName[1]}` : '', general_partnership: `${word} Partners`,
    limited_partnership: `${word} Ventures, L.P.`, pllc: `${word} Professional Services, PLLC`,
  }[kind]!;
  // What the entity cell says: free text for text layouts, the checkbox option for check-column layouts ("Other:" + text).
  const entity = {
    llc: { printed: r.pick(['LLC', 'L.L.C.', 'Limited Liability Company']), checkbox: 'LLC', otherText: null },
    c_corporation: { printed: r.pick(['Corporation', 'Inc', 'C-Corp']), checkbox: 'Corporation', otherText: null },
    s_corporation: { printed: r.pick(['S-Corp', 'S Corporation']), checkbox: 'S-Corp', otherText: null },
    sole_proprietorship: { printed: r.pick(['Sole Proprietor', 'Sole Prop']), checkbox: 'Sole Proprietor', otherText: null },
    general_partnership: { printed: 'Partnership', checkbox: 'Partnership', otherText: null },
    limited_partnership: { printed: r.pick(['LP', 'L.P.']), checkbox: 'Other', otherText: 'Limited Partnership' },
    pllc: { printed: 'PLLC', checkbox: 'Other', otherText: r.pick(['PLLC', 'Professional LLC']) },
  }[kind]!;
  const dbaPrinted = r.weighted<string>([[trade, 5], ['SAME', 1], ['N/A', 1], ['', 1], [legal, 0.7]]);
  const taxKind = kind === 'sole_proprietorship' && r.chance(0.7) ? (r.chance(0.2) ? 'ITIN' : 'SSN') : 'EIN';
  const taxId = taxKind === 'EIN' ? ein(r) : taxKind === 'ITIN' ? itin(r) : ssn(r);
  const [state, stateName, city] = r.pick(STATES);
  const incState = r.chance(0.4) ? r.pick(['DE', 'NV', 'WY']) : state;
  const startYear = r.int(2004, 2022);
  const amount = r.pick([15000, 25000, 35000, 50000, 75000, 100000, 150000, 250000]) + (r.chance(0.2) ? 2500 : 0);
  const frequency = r.weighted<Deal['frequency']>([['daily', 4], ['weekly', 3], ['biweekly', 1], ['monthly', 0.6]]);
  const payments = { daily: r.pick([120, 160, 180, 200]), weekly: r.pick([24, 32, 40, 52]), biweekly: r.pick([12, 18, 26]), monthly: r.pick([6, 9, 12]) }[frequency];
  const payment = Math.round((amount * r.float(1.25, 1.45) / payments) * 100) / 100;
  const monthlySales = r.int(30, 400) * 1000 + r.int(0, 99) * 10;
  const ownerList = owners(r, r.weighted([[1, 4], [2, 3], [3, 1]]), soleName);
  const signedMonth = r.int(1, 12);
  return {
    entity: { id: kind, ...entity }, legalName: legal, dbaPrinted, industryText, industryId, taxId, taxKind,
    street: `${r.int(100, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city, state, stateName,
    zip: r.digits(5).replace(/^0/, '3'), incState, phone: phone(r), email: `${r.pick(['info', 'office', 'accounts', 'owner'])}@${word.toLowerCase().replace(/\s+/g, '')}.com`,
    website: `www.${word.toLowerCase().replace(/\s+/g, '')}${r.pick(['', 'co', 'llc'])}.com`,
    startDate: iso(startYear, r.int(1, 12), r.int(1, 28)), yearsInBusiness: 2025 - startYear, employees: r.int(2, 60),
    amount, payment, payments, frequency, useOfFunds: r.pick(USES), monthlySales, annualRevenue: monthlySales * 12 + r.int(0, 9) * 1000,
    owners: ownerList,
    landlord: { name: `${r.pick(['Crestline', 'Parkside', 'Meridian'])} Property Management`, phone: phone(r), rent: r.int(15, 90) * 100 },
    bank: { name: r.pick(BANKS), routing: `0${r.int(1, 3)}${r.digits(7)}`, account: r.digits(r.int(9, 12)) },
    advances: Array.from({ length: r.int(0, 3) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(30, 900) * 100 + r.int(0, 99) / 100 * 100,
      payment: r.int(150, 2400) + r.int(0, 99) / 100, frequency: r.pick(['Daily', 'Weekly']) })),
    references: [{ name: `${r.pick(['Sysco', 'Grainger', 'Uline', 'Fastenal'])} Supply`, phone: phone(r) }, { name: `${r.pick(LAST)} & Sons Distributing`, phone: phone(r) }],
    iso: { name: r.pick(['Atlas ISO Group', 'Prime Merchant Brokers', 'Keystone Funding Advisors']), rep: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) },
    signed: iso(2025, signedMonth, r.int(1, 28)),
  };
}
