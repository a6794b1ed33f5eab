// The fictional Canadian merchant behind one form of set 231: what was filled in, and how each value is printed.
// Only values a careful reader would take from the printed form reach the truth (index.ts builds it from `placed`).
import { Rng } from '../../statements/generator/prng.ts';

export interface Province { code: string; name: string; postal: string[]; cities: string[]; numbered: (n: string) => string; incNo: (n: string) => string }

export const PROVINCES: Province[] = [
  { code: 'BC', name: 'British Columbia', postal: ['V'], cities: ['Kelowna', 'Nanaimo', 'Surrey', 'Kamloops', 'Victoria'], numbered: (n) => `${n} B.C. Ltd.`, incNo: (n) => `BC${n}` },
  { code: 'AB', name: 'Alberta', postal: ['T'], cities: ['Red Deer', 'Lethbridge', 'Edmonton', 'Grande Prairie'], numbered: (n) => `${n} Alberta Ltd.`, incNo: (n) => `20${n}` },
  { code: 'SK', name: 'Saskatchewan', postal: ['S'], cities: ['Saskatoon', 'Regina', 'Moose Jaw'], numbered: (n) => `101${n.slice(1)} Saskatchewan Ltd.`, incNo: (n) => `101${n.slice(1)}` },
  { code: 'MB', name: 'Manitoba', postal: ['R'], cities: ['Winnipeg', 'Brandon', 'Steinbach'], numbered: (n) => `${n} Manitoba Ltd.`, incNo: (n) => n },
  { code: 'ON', name: 'Ontario', postal: ['K', 'L', 'M', 'N', 'P'], cities: ['Hamilton', 'Kingston', 'Sudbury', 'London', 'Barrie'], numbered: (n) => `${n} Ontario Inc.`, incNo: (n) => n },
  { code: 'NS', name: 'Nova Scotia', postal: ['B'], cities: ['Halifax', 'Dartmouth', 'Truro', 'Sydney'], numbered: (n) => `${n} Nova Scotia Limited`, incNo: (n) => `3${n.slice(1)}` },
  { code: 'NB', name: 'New Brunswick', postal: ['E'], cities: ['Moncton', 'Fredericton', 'Saint John'], numbered: (n) => `${n.slice(1)} N.B. Ltd.`, incNo: (n) => n.slice(1) },
  { code: 'PE', name: 'Prince Edward Island', postal: ['C'], cities: ['Charlottetown', 'Summerside'], numbered: (n) => `${n.slice(1)} P.E.I. Inc.`, incNo: (n) => n.slice(1) },
  { code: 'NL', name: 'Newfoundland and Labrador', postal: ['A'], cities: ["St. John's", 'Corner Brook', 'Gander'], numbered: (n) => `${n.slice(2)} Newfoundland and Labrador Inc.`, incNo: (n) => n.slice(2) },
];

/** Printed type of business -> industries reference id (longest word-bounded alias; checked in the test). */
export const INDUSTRIES: [string, string][] = [
  ['Family restaurant', 'restaurant'], ['Coffee shop & bakery cafe', 'restaurant'], ['Auto repair & tire shop', 'auto_repair'],
  ['Hair salon', 'personal_care'], ['Dental office', 'dental_practice'], ['Veterinary clinic', 'veterinary'], ['Plumbing & heating', 'specialty_trade_contractor'],
  ['Landscaping and snow removal', 'landscaping'], ['Convenience store', 'convenience_store'], ['Daycare centre', 'childcare'],
  ['Commercial cleaning', 'cleaning_services'], ['Local trucking / dump truck', 'trucking_local'], ['Physiotherapy clinic', 'medical_practice'],
  ['Brewpub', 'bar_nightclub'], ['Fitness centre (gym)', 'fitness'], ['Pet grooming', 'pet_services'], ['Roofing contractor', 'specialty_trade_contractor'],
  ['Used car dealer', 'auto_dealer_used'], ['Furniture store', 'retail_general'], ['Catering', 'food_truck_catering'], ['Motel', 'hotel_motel'],
];
const TRADE = ['Harbourview', 'Northern Lights', 'Tidewater', 'Bluenose', 'Chinook', 'Prairie Sky', 'Kootenay', 'Lakehead', 'Fundy', 'Cabot Trail', 'Red River', 'Okanagan'];
const SUFFIX: Record<string, string[]> = {
  restaurant: ['Kitchen', 'Bistro', 'Cafe'], auto_repair: ['Auto Centre', 'Tire & Lube'], personal_care: ['Hair Studio', 'Salon'], dental_practice: ['Dental Centre'],
  veterinary: ['Animal Clinic', 'Veterinary Centre'], specialty_trade_contractor: ['Mechanical', 'Roofing'], landscaping: ['Yard & Snow'], convenience_store: ['Mart', 'Corner Store'],
  childcare: ['Little Learners', 'Early Learning Centre'], cleaning_services: ['Janitorial'], trucking_local: ['Hauling'], medical_practice: ['Physio & Rehab'],
  bar_nightclub: ['Brewing Co.', 'Taphouse'], fitness: ['Fitness'], pet_services: ['Pet Spa'], auto_dealer_used: ['Motors', 'Auto Sales'], retail_general: ['Home Furnishings'],
  food_truck_catering: ['Catering'], hotel_motel: ['Motor Inn'],
};
const FIRST = ['Liam', 'Olivia', 'Noah', 'Chloe', 'Ethan', 'Madison', 'Connor', 'Avery', 'Mathieu', 'Priya', 'Harjit', 'Wei', 'Siobhan', 'Duncan', 'Fatima', 'Keegan', 'Roxanne', 'Darcy'];
const LAST = ['MacDonald', 'Tremblay', 'Fraser', 'Nguyen', 'Sandhu', 'Campbell', 'LeBlanc', 'Gallant', 'Chen', 'Morrison', 'Doucette', 'Kowalchuk', 'Friesen', 'Arsenault',
  'Tremblay-Gagnon', 'de Vries', "O'Keefe", 'Van der Meer', 'St-Pierre', 'Halvorson'];
const STREETS = ['Main St', 'Portage Ave', 'Water St', 'Barrington St', 'Jasper Ave', 'Kingsway', 'Albert St', 'Queen St W', 'Spring Garden Rd', 'Macleod Trail SE'];
const FUNDERS = ['Maplewood Capital', 'Northbridge Advance', 'Lumen Funding Corp.', 'Boreal Merchant Finance', 'Granite Peak Capital'];
const BANKS: [string, string][] = [['Royal Bank of Canada', '003'], ['TD Canada Trust', '004'], ['Scotiabank', '002'], ['BMO Bank of Montreal', '001'], ['CIBC', '010'], ['ATB Financial', '219'], ['Desjardins', '815']];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; sin: string | null; sinShown: 'full' | 'masked' | 'blank';
  dob: string | null; score: number | null; home: string; homeProv: Province; cell: string; email: string;
}
export interface Merchant {
  prov: Province; provPrinted: string; city: string; street: string; postal: string; phone: string; email: string; website: string | null;
  legal: string; trade: string | null; tradePrinted: string; entityPrinted: string; entityId: string; entityChoice: string;
  industryText: string; industryId: string; bn: string; bnPrinted: string; bnTruth: string; startIso: string | null; startPrinted: string;
  yearsInBusiness: number; incJurisdiction: string; incNo: string; employees: number; rentOwn: 'Rent' | 'Own'; monthlySales: number; annualRevenue: number;
  amount: number; amountPrinted: string; use: string; payment: number; paymentPrinted: string; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[]; landlord: string; landlordPhone: string; rent: string; accountant: string; accountantPhone: string; wcb: string;
  bank: string; institution: string; transit: string; account: string; advances: { funder: string; balance: string; payment: string }[];
  refs: { name: string; phone: string }[]; rep: string; repPhone: string; brokerBn: string; signDate: string;
}

export function luhnComplete(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(first8[i]) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return first8 + String((10 - (sum % 10)) % 10);
}
const pad = (n: number) => String(n).padStart(2, '0');
export const money = (n: number, cents = false) => n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const phone = (r: Rng) => `(${r.pick(['204', '250', '306', '403', '416', '506', '519', '604', '709', '780', '902'])}) ${r.int(200, 989)}-${r.digits(4)}`;
const postal = (r: Rng, p: Province) => {
  const L = 'ABCEGHJKLMNPRSTVXY';
  return `${r.pick(p.postal)}${r.int(0, 9)}${r.pick([...L])} ${r.int(0, 9)}${r.pick([...L])}${r.int(0, 9)}`;
};
export const spaceSin = (s: string, sep: string) => `${s.slice(0, 3)}${sep}${s.slice(3, 6)}${sep}${s.slice(6)}`;

function owners(r: Rng, n: number, prov: Province): Owner[] {
  const shares = n === 1 ? [r.pick([100, 100, 100, 75, 51])] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]);
  const titles = n === 1 ? ['President', 'Owner', 'Director', 'President & CEO'] : ['President', 'Vice-President', 'Director', 'Secretary-Treasurer', 'Partner', 'Officer'];
  const used = new Set<string>();
  return shares.map((pct, i) => {
    let first = r.pick(FIRST);
    while (used.has(first)) first = r.pick(FIRST);
    used.add(first);
    const last = i > 0 && r.chance(0.3) ? '' : r.pick(LAST);
    const homeProv = r.chance(0.8) ? prov : r.pick(PROVINCES);
    const sinShown = r.weighted([['full', 3], ['masked', 3], ['blank', 2]] as const);
    const y = r.int(1958, 1994), m = r.int(1, 12), d = r.int(1, 28);
    return {
      first, middle: r.chance(0.3) ? r.pick(['J.', 'M.', 'R.', 'A.']) : null, last, title: i === 0 ? r.pick(titles.slice(0, 4)) : r.pick(titles.slice(1)), pct,
      sin: luhnComplete(`${r.pick(['1', '2', '4', '5', '6', '7'])}${r.digits(7)}`), sinShown,
      dob: r.chance(0.75) ? `${y}-${pad(m)}-${pad(d)}` : null, score: r.chance(0.35) ? r.int(560, 820) : null,
      home: `${r.int(10, 9999)} ${r.pick(STREETS)}, ${r.pick(homeProv.cities)}, ${homeProv.code} ${postal(r, homeProv)}`, homeProv,
      cell: phone(r), email: `${first.toLowerCase()}@${r.pick(['gmail.com', 'shaw.ca', 'outlook.com', 'eastlink.ca', 'rogers.com'])}`,
    };
  }).map((o, i, all) => (o.last ? o : { ...o, last: all[0]!.last || 'Fraser' }));
}

export function makeMerchant(seed: number, layout: string, maxOwners: number): Merchant {
  const r = new Rng(`independent231:${layout}:${seed}`);
  const prov = r.pick(PROVINCES);
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const trade = `${r.pick(TRADE)} ${r.pick(SUFFIX[industryId] ?? ['Services'])}`;
  const num = r.digits(7).replace(/^0/, '1');
  const kind = r.weighted([['numbered', 5], ['named', 3], ['sole', 1], ['partnership', 1], ['ulc', ['BC', 'AB', 'NS'].includes(prov.code) ? 1 : 0]] as const);
  const n = kind === 'sole' ? 1 : kind === 'partnership' ? Math.min(2, maxOwners) : r.int(1, maxOwners);
  const os = owners(r, n, prov);
  if (kind === 'sole') os[0] = { ...os[0]!, pct: 100, title: 'Owner' };
  const named = `${trade} ${r.pick(['Ltd.', 'Inc.', 'Limited', 'Corp.'])}`;
  const legal = kind === 'numbered' ? prov.numbered(num) : kind === 'named' ? named : kind === 'sole' ? `${os[0]!.first} ${os[0]!.last}`
    : kind === 'partnership' ? `${os[0]!.last} & ${os[1]?.last ?? 'Campbell'} Partnership` : `${trade} ULC`;
  const [entityPrinted, entityId, entityChoice] = kind === 'sole' ? [r.pick(['Sole Proprietorship', 'Sole Proprietor']), 'sole_proprietorship', 'Sole Proprietorship']
    : kind === 'partnership' ? ['General Partnership', 'general_partnership', 'Partnership'] : kind === 'ulc' ? ['ULC', 'ca_ulc', 'ULC']
      : [r.pick(['Corporation', 'Ltd.', 'Incorporated', 'Corp.']), 'ca_corporation', 'Corporation'];
  const tradeMode = kind === 'named' ? r.weighted([['same', 2], ['na', 1], ['blank', 1], ['trade', 1]] as const) : r.weighted([['trade', 6], ['blank', 1]] as const);
  const tradeName = kind === 'named' ? (tradeMode === 'trade' ? `${r.pick(TRADE)} ${r.pick(SUFFIX[industryId] ?? ['Services'])}` : null) : tradeMode === 'trade' ? trade : null;
  const tradePrinted = tradeName ?? (tradeMode === 'same' ? 'SAME' : tradeMode === 'na' ? 'N/A' : '');
  const bn9 = luhnComplete(`${r.pick(['7', '8'])}${r.digits(7)}`);
  const prog = r.pick(['RC', 'RT', 'RT', 'RP']);
  const bnStyle = r.weighted([['spaced', 3], ['compact', 2], ['bare', 2], ['dashed', 1]] as const);
  const bnPrinted = bnStyle === 'spaced' ? `${bn9} ${prog}0001` : bnStyle === 'compact' ? `${bn9}${prog}0001` : bnStyle === 'bare' ? spaceSin(bn9, ' ') : `${bn9}-${prog}-0001`;
  const years = r.int(1, 24);
  const sy = 2025 - years, sm = r.int(1, 12), sd = r.int(1, 28);
  const startMode = r.weighted([['iso', 2], ['long', 2], ['dmy', 1], ['years', 1]] as const);
  const startPrinted = startMode === 'iso' ? `${sy}-${pad(sm)}-${pad(sd)}` : startMode === 'long' ? `${MONTHS[sm - 1]} ${sd}, ${sy}`
    : startMode === 'dmy' ? `${pad(Math.max(sd, 13))}/${pad(sm)}/${sy}` : `${years} yrs`;
  const startIso = startMode === 'years' ? null : `${sy}-${pad(sm)}-${pad(startMode === 'dmy' ? Math.max(sd, 13) : sd)}`;
  const amount = r.int(3, 60) * 5000;
  const freq = r.pick(['daily', 'weekly', 'weekly', 'biweekly', 'monthly'] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35 / nPayments) * 100) / 100;
  const [bank, institution] = r.pick(BANKS);
  const monthly = r.int(20, 300) * 1000;
  return {
    prov, provPrinted: r.chance(0.5) ? prov.code : prov.name, city: r.pick(prov.cities), street: `${r.int(1, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Unit ${r.int(1, 40)}` : ''}`,
    postal: postal(r, prov), phone: phone(r), email: `info@${trade.toLowerCase().replace(/[^a-z]+/g, '')}.ca`, website: r.chance(0.5) ? `www.${trade.toLowerCase().replace(/[^a-z]+/g, '')}.ca` : null,
    legal, trade: tradeName, tradePrinted, entityPrinted, entityId, entityChoice, industryText, industryId, bn: bn9, bnPrinted,
    bnTruth: bnStyle === 'bare' ? bn9 : `${bn9}${prog}0001`, startIso, startPrinted, yearsInBusiness: years,
    incJurisdiction: r.chance(0.3) ? 'Federal (CBCA)' : r.chance(0.3) ? r.pick(PROVINCES).name : prov.name, incNo: kind === 'numbered' ? prov.incNo(num) : r.digits(7),
    employees: r.int(1, 45), rentOwn: r.chance(0.75) ? 'Rent' : 'Own', monthlySales: monthly, annualRevenue: monthly * 12,
    amount, amountPrinted: r.pick([`$${money(amount)}`, `$${money(amount, true)}`, `${money(amount)} CAD`, `CAD $${money(amount)}`]), use: r.pick(['Inventory', 'Equipment', 'Renovations', 'Working capital', 'Payroll', 'Expansion']),
    payment, paymentPrinted: `$${money(payment, true)}`, nPayments, freq,
    owners: os, landlord: `${r.pick(FIRST)} ${r.pick(LAST)} Properties Ltd.`, landlordPhone: phone(r), rent: `$${money(r.int(15, 90) * 100)}`,
    accountant: `${r.pick(LAST)} & Associates CPA`, accountantPhone: phone(r), wcb: `${r.digits(7)}`,
    bank, institution, transit: r.digits(5), account: r.digits(7), refs: [0, 1].map(() => ({ name: `${r.pick(TRADE)} Supply`, phone: phone(r) })),
    advances: r.chance(0.5) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: `$${money(r.int(4, 60) * 1000)}`, payment: `$${money(r.int(100, 900))}` })) : [],
    rep: `${r.pick(FIRST)} ${r.pick(LAST)}`, repPhone: phone(r), brokerBn: luhnComplete(`7${r.digits(7)}`), signDate: `2025-${pad(r.int(1, 9))}-${pad(r.int(1, 28))}`,
  };
}

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
