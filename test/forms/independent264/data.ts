// The applicant behind one form of set 264: who the merchant is, what they asked for, who owns it, and the
// people and numbers a real form carries that are not the application's (decoys). Every printed variant is paired
// with the value applications.md reads from it, so the layouts only choose where a variant goes.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

export interface Owner {
  first: string;
  middle: string; // '' or an initial with its dot
  last: string;
  cred: string; // '' or a credential printed after the name (dropped by the reader)
  role: string;
  ownership: number;
  ownText: string;
  taxText: string; // '' when blank
  taxId: string | null;
  taxType: string | null;
  dobText: string;
  dobIso: string | null;
  creditText: string;
  credit: number | null;
  email: string;
  phone: string;
  home: string[];
}

export interface Money { text: string; value: number }

export interface Business {
  country: Country;
  legal: string;
  dbaText: string; // '' when blank
  trade: string | null;
  entityId: string;
  entityText: string;
  industryText: string;
  industryId: string;
  taxText: string; // '' when blank
  taxLabel: string;
  taxId: string | null;
  taxType: string | null;
  street: string;
  cityLine: string; // "Austin, TX 78701" or "Austin, Texas 78701"
  region: string;
  phone: string;
  email: string;
  website: string;
  startText: string; // a date, or "" when the form gives years in business instead
  startIso: string | null;
  yearsText: string;
  amount: Money;
  payment: Money | null;
  numPayments: number | null;
  freqText: string;
  freq: string | null;
  useOfFunds: string;
  monthlySales: string;
  owners: Owner[];
  decoys: {
    isoRep: string; isoEmail: string; isoPhone: string;
    landlord: string; landlordPhone: string; rent: string;
    bankName: string; routing: string; account: string;
    tradeRefs: { name: string; phone: string }[];
    funders: { name: string; balance: string; payment: string }[];
    stateOfInc: string;
  };
}

const FIRST = ['Maria', 'James', 'Anne-Marie', 'Jean-Luc', 'Priya', 'Darnell', 'Mei', 'Oluwaseun', 'Rosa', 'Thomas', 'Keisha',
  'Dmitri', 'Siobhan', 'Carlos', 'Hannah', 'Tuan', 'Fatima', 'Brandon', 'Lucia', 'Marcus', 'Ingrid', 'Rahul', 'Colleen', 'Andre'];
const LAST = ['de la Cruz', 'Van der Berg', "O'Brien", 'Garcia-Mendez', "D'Angelo", 'MacLeod', 'Nguyen', 'Okafor', 'Kowalski',
  'Smith-Jones', 'del Rio', 'von Stein', 'Le', 'Abernathy', 'Castellanos', 'Haddad', 'Lindqvist', 'Pham', 'McAllister', 'Brennan-Shaw'];
const CREDS = ['CPA', 'DDS', 'MD', 'PE', 'Esq.', 'DVM', 'RN'];
const ROLES = ['Owner', 'CEO', 'Managing Member', 'President', 'Partner', 'Member', 'Vice President', 'Secretary/Treasurer', 'Director', 'COO'];

/** Type-of-business text and the industries reference id the longest word-bounded label or alias match gives. */
const INDUSTRIES: [string, string, string][] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Family dental office', 'dental_practice', 'Dental'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['HVAC installation and service', 'specialty_trade_contractor', 'Comfort Air'],
  ['Commercial cleaning', 'cleaning_services', 'Janitorial'], ['Auto body shop', 'auto_repair', 'Collision'],
  ['Landscaping and lawn care', 'landscaping', 'Greenscape'], ['Coffee shop', 'restaurant', 'Roasters'],
  ['Boutique clothing store', 'retail_general', 'Outfitters'], ['Local trucking', 'trucking_local', 'Hauling'],
  ['Freight broker', 'freight_logistics', 'Logistics'], ['Gym / fitness center', 'fitness', 'Fitness'],
  ['Nail salon', 'personal_care', 'Nails'], ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['Web design and IT services', 'it_software', 'Digital'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Physical therapy clinic', 'medical_practice', 'Rehab'], ['Liquor store', 'liquor_store', 'Spirits'],
  ['Convenience store', 'convenience_store', 'Mart'], ['Insurance agency', 'insurance_agency', 'Insurance Group'],
  ['Home care agency', 'home_health_care', 'Home Care'], ['Machine shop', 'manufacturing', 'Machine Works'],
  ['Catering', 'food_truck_catering', 'Catering'], ['Law office', 'law_firm', 'Legal'], ['Pet grooming', 'pet_services', 'Paws'],
];
const ADJ = ['Summit', 'Blue Heron', 'Ironwood', 'Cedar Point', 'Golden Gate', 'Harborview', 'Red Mesa', 'Northstar', 'Willow Creek', 'Lakeshore', 'Prairie'];

interface EntityKind { id: string; texts: string[]; suffixes: string[]; weight: number }
const US_ENTITIES: EntityKind[] = [
  { id: 'llc', texts: ['LLC', 'L.L.C.', 'Limited Liability Company', 'LLC - Limited Liability Company'], suffixes: [', LLC', ' LLC', ' L.L.C.'], weight: 6 },
  { id: 'c_corporation', texts: ['Corporation', 'Inc.', 'C-Corp', 'C Corp', 'Corp.', 'Incorporated'], suffixes: [', Inc.', ' Inc', ' Corp.', ' Corporation'], weight: 4 },
  { id: 's_corporation', texts: ['S Corp', 'S-Corp', 'S Corporation', 'Subchapter S'], suffixes: [', Inc.', ' Inc.', ' Corp.'], weight: 3 },
  { id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop', 'Individual'], suffixes: [''], weight: 2 },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership', 'GP'], suffixes: [' Partners', ' & Associates'], weight: 1 },
  { id: 'limited_partnership', texts: ['LP', 'L.P.', 'Limited Partnership'], suffixes: [' LP', ', L.P.'], weight: 1 },
  { id: 'llp', texts: ['LLP', 'Limited Liability Partnership'], suffixes: [', LLP', ' LLP'], weight: 1 },
  { id: 'pllc', texts: ['PLLC', 'Professional LLC', 'P.L.L.C.'], suffixes: [', PLLC', ' PLLC'], weight: 1 },
  { id: 'professional_corporation', texts: ['Professional Corporation', 'P.C.', 'Professional Association', 'P.A.'], suffixes: [', P.C.', ', P.A.'], weight: 1 },
  { id: 'nonprofit_corporation', texts: ['Non-Profit', 'Nonprofit', 'Not-for-profit', '501(c)(3)'], suffixes: [' Foundation, Inc.', ' Community Services'], weight: 1 },
  { id: 'cooperative', texts: ['Co-op', 'Cooperative'], suffixes: [' Cooperative', ' Co-op'], weight: 1 },
  { id: 'trust', texts: ['Trust', 'Business Trust'], suffixes: [' Trust'], weight: 0.5 },
  { id: 'lllp', texts: ['LLLP', 'L.L.L.P.'], suffixes: [' LLLP'], weight: 0.5 },
  { id: 'benefit_corporation', texts: ['Benefit Corp', 'Public Benefit Corporation', 'PBC'], suffixes: [', PBC'], weight: 0.5 },
];
const CA_ENTITIES: EntityKind[] = [
  { id: 'ca_corporation', texts: ['Corporation', 'Inc.', 'Ltd.', 'Limited', 'Incorporated', 'Corp.'], suffixes: [' Inc.', ' Ltd.', ' Limited', ' Corp.'], weight: 6 },
  { id: 'sole_proprietorship', texts: ['Sole Proprietorship', 'Sole Proprietor'], suffixes: [''], weight: 2 },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffixes: [' Partners'], weight: 1 },
  { id: 'limited_partnership', texts: ['LP', 'Limited Partnership'], suffixes: [' LP'], weight: 0.5 },
  { id: 'ca_ulc', texts: ['ULC', 'Unlimited Liability Company'], suffixes: [' ULC'], weight: 1 },
  { id: 'cooperative', texts: ['Co-operative', 'Co-op'], suffixes: [' Co-operative'], weight: 0.5 },
];

const US_PLACES: [string, string, string, string][] = [
  ['Austin', 'TX', 'Texas', '787'], ['Tampa', 'FL', 'Florida', '336'], ['Columbus', 'OH', 'Ohio', '432'], ['Denver', 'CO', 'Colorado', '802'],
  ['Newark', 'NJ', 'New Jersey', '071'], ['Yonkers', 'NY', 'New York', '107'], ['Phoenix', 'AZ', 'Arizona', '850'], ['Atlanta', 'GA', 'Georgia', '303'],
  ['Charlotte', 'NC', 'North Carolina', '282'], ['Fresno', 'CA', 'California', '937'], ['Spokane', 'WA', 'Washington', '992'], ['Joliet', 'IL', 'Illinois', '604'],
];
const CA_PLACES: [string, string, string, string][] = [
  ['Mississauga', 'ON', 'Ontario', 'L5B'], ['Burnaby', 'BC', 'British Columbia', 'V5H'], ['Calgary', 'AB', 'Alberta', 'T2P'],
  ['Laval', 'QC', 'Quebec', 'H7N'], ['Halifax', 'NS', 'Nova Scotia', 'B3H'], ['Winnipeg', 'MB', 'Manitoba', 'R3C'],
];
const STREETS = ['Elm Street', 'Commerce Drive', 'Industrial Pkwy', 'Main St.', 'Harbor Blvd', 'Maple Avenue', 'Route 9', 'Lakeview Rd', 'King Street W'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const comma = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Luhn-valid 9 digits (Canadian BN and SIN) starting with `first`. */
export function luhn9(rng: Rng, first: number): string {
  for (;;) {
    const d = [first, ...Array.from({ length: 8 }, () => rng.int(0, 9))];
    const sum = d.reduce((s, v, i) => s + (i % 2 === 1 ? (v * 2 > 9 ? v * 2 - 9 : v * 2) : v), 0);
    if (sum % 10 === 0) return d.join('');
  }
}
const ein = (rng: Rng): string => `${rng.pick(['12', '20', '27', '33', '45', '46', '52', '61', '81', '84', '87', '93'])}${rng.digits(7)}`;
const ssn = (rng: Rng): string => `${rng.int(101, 665)}${pad(rng.int(1, 99))}${pad(rng.int(1, 9999), 4)}`;
const itin = (rng: Rng): string => `9${rng.digits(2)}${rng.int(70, 88)}${pad(rng.int(1, 9999), 4)}`;

/** A date as people write it; Canadian forms avoid the ambiguous numeric orders. */
export function dateText(rng: Rng, y: number, m: number, d: number, country: Country): string {
  const f = country === 'CA' ? rng.pick(['iso', 'long', 'short']) : rng.pick(['mdy', 'mdy', 'md2', 'long', 'short', 'iso', 'dash']);
  const mon = MONTHS[m - 1]!;
  switch (f) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'md2': return `${m}/${d}/${pad(y % 100)}`;
    case 'long': return `${mon} ${d}, ${y}`;
    case 'short': return `${mon.slice(0, 3)} ${d}, ${y}`;
    case 'dash': return `${pad(m)}-${pad(d)}-${y}`;
    default: return `${y}-${pad(m)}-${pad(d)}`;
  }
}

function money(rng: Rng, v: number, country: Country, cents: boolean): string {
  const c = cents ? v.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : comma(v);
  const raw = cents ? v.toFixed(2) : String(v);
  if (country === 'CA') return rng.pick([`$${c}`, `CAD ${c}`, `$${c} CAD`, c]);
  return rng.pick([`$${c}`, `$${c}${cents ? '' : '.00'}`, raw, c, `$ ${c}`, `USD ${c}`]);
}

function ownerShares(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) return rng.pick([[50, 50], [51, 49], [60, 40], [75, 25], [70, 30]]);
  if (n === 3) return rng.pick([[33.33, 33.33, 33.34], [40, 30, 30], [50, 25, 25], [34, 33, 33]]);
  return rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 25, 25, 20]]);
}

function ownText(rng: Rng, v: number): string {
  return rng.pick([`${v}%`, String(v), `${v} %`, `${v.toFixed(v % 1 ? 2 : 1)}%`, `${v} percent`]);
}

function makeOwner(rng: Rng, country: Country, share: number, usedLast: Set<string>, place: [string, string, string, string]): Owner {
  let last = rng.pick(LAST);
  while (usedLast.has(last)) last = rng.pick(LAST);
  usedLast.add(last);
  const first = rng.pick(FIRST);
  const y = rng.int(1955, 1995), m = rng.int(1, 12), d = rng.int(1, 28);
  const taxMode = rng.weighted([['full', 4], ['masked', 3], ['blank', 2]] as const);
  let taxText = '', taxId: string | null = null, taxType: string | null = null;
  if (country === 'CA') {
    const sin = luhn9(rng, rng.int(1, 7));
    if (taxMode === 'full') { taxId = sin; taxType = 'SIN'; taxText = rng.pick([`${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`, `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`, sin]); }
    if (taxMode === 'masked') taxText = rng.pick([`*** *** ${sin.slice(6)}`, `XXX-XXX-${sin.slice(6)}`]);
  } else {
    const n = rng.chance(0.12) ? itin(rng) : ssn(rng);
    if (taxMode === 'full') { taxId = n; taxType = n.startsWith('9') ? 'ITIN' : 'SSN'; taxText = rng.chance(0.8) ? `${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}` : n; }
    if (taxMode === 'masked') taxText = rng.pick([`XXX-XX-${n.slice(5)}`, `***-**-${n.slice(5)}`, `xxx-xx-${n.slice(5)}`]);
  }
  const credit = rng.chance(0.35) ? rng.int(560, 810) : null;
  const dobBlank = rng.chance(0.15);
  const num = rng.int(12, 9870);
  const homeCity = country === 'CA' ? `${place[0]}, ${place[1]} ${place[3]} ${rng.int(1, 9)}${rng.pick(['A', 'K', 'R'])}${rng.int(1, 9)}`
    : `${place[0]}, ${place[1]} ${place[3]}${pad(rng.int(1, 99))}`;
  return {
    first, middle: rng.chance(0.4) ? `${rng.pick(['A', 'J', 'M', 'R', 'T', 'L', 'K'])}.` : '', last, cred: rng.chance(0.15) ? rng.pick(CREDS) : '',
    role: rng.pick(ROLES), ownership: share, ownText: ownText(rng, share), taxText, taxId, taxType,
    dobText: dobBlank ? '' : dateText(rng, y, m, d, country), dobIso: dobBlank ? null : `${y}-${pad(m)}-${pad(d)}`,
    creditText: credit === null ? '' : String(credit), credit,
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`,
    phone: phone(rng, country), home: [`${num} ${rng.pick(['Oak Hollow Ln', 'Birch Ct', 'Ridge Rd', 'Sunset Dr', 'Chestnut St'])}`, homeCity],
  };
}

function phone(rng: Rng, country: Country): string {
  const a = country === 'CA' ? rng.pick(['416', '604', '403', '514', '902', '204']) : String(rng.int(201, 989));
  return rng.pick([`(${a}) ${rng.int(200, 989)}-${rng.digits(4)}`, `${a}-${rng.int(200, 989)}-${rng.digits(4)}`, `${a}.${rng.int(200, 989)}.${rng.digits(4)}`]);
}

/** Printed full name: "First M. Last, CRED" or "Last, First M.". */
export function fullName(o: Owner, swapped: boolean): string {
  const given = o.middle ? `${o.first} ${o.middle}` : o.first;
  if (swapped) return `${o.last}, ${given}`;
  return `${given} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
}

export function makeBusiness(rng: Rng, country: Country, maxOwners: number): Business {
  const kinds = country === 'CA' ? CA_ENTITIES : US_ENTITIES;
  const kind = rng.weighted(kinds.map((k) => [k, k.weight] as const));
  const [industryText, industryId, word] = rng.pick(INDUSTRIES);
  const place = rng.pick(country === 'CA' ? CA_PLACES : US_PLACES);
  const sole = kind.id === 'sole_proprietorship';
  const n = sole ? 1 : rng.weighted([[1, 3], [2, 4], [3, 2], [4, 1]].filter(([k]) => k! <= maxOwners).map(([k, w]) => [k!, w!] as const));
  const shares = ownerShares(rng, n);
  const used = new Set<string>();
  const owners = shares.map((s) => makeOwner(rng, country, s, used, place));
  const brand = `${rng.pick(ADJ)} ${word}`;
  const o1 = owners[0]!;
  const numbered = country === 'CA' && kind.id === 'ca_corporation' && rng.chance(0.25);
  const legal = sole ? `${o1.first} ${o1.last}` : numbered ? `${rng.int(1000000, 2999999)} ${place[2]} Inc.` : `${brand}${rng.pick(kind.suffixes)}`;
  // DBA: a brand, blank, SAME, N/A or the legal name again (all but the brand give null).
  const dbaMode = sole || numbered ? 'brand' : rng.weighted([['brand', 4], ['blank', 2], ['same', 1], ['na', 1], ['legal', 1]] as const);
  const dbaText = dbaMode === 'brand' ? (sole || numbered ? brand : `${rng.pick(ADJ)} ${word}`) : dbaMode === 'blank' ? ''
    : dbaMode === 'same' ? rng.pick(['SAME', 'Same', 'same as above']) : dbaMode === 'na' ? rng.pick(['N/A', 'n/a', 'NA']) : legal;
  const trade = dbaMode === 'brand' && dbaText !== legal ? dbaText : null;
  // Tax id: EIN / BN (full, bare, masked, blank); a sole proprietor often writes the SSN.
  let taxText = '', taxId: string | null = null, taxType: string | null = null;
  let taxLabel = country === 'CA' ? 'Business Number (BN)' : 'Federal Tax ID (EIN)';
  const mode = rng.weighted([['full', 6], ['masked', 2], ['blank', 1]] as const);
  if (country === 'CA') {
    const bn = luhn9(rng, rng.int(7, 8)), prog = `${rng.pick(['RC', 'RT', 'RP'])}000${rng.int(1, 2)}`;
    if (mode === 'full') {
      const withProg = rng.chance(0.7);
      taxId = withProg ? `${bn}${prog}` : bn; taxType = 'BN';
      taxText = withProg ? rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn} ${prog.slice(0, 2)} ${prog.slice(2)}`]) : bn;
    } else if (mode === 'masked') taxText = `*****${bn.slice(5)} ${prog}`;
  } else if (sole && rng.chance(0.7)) {
    const n = rng.chance(0.2) ? itin(rng) : ssn(rng);
    taxLabel = rng.pick(['Tax ID (EIN or SSN)', 'Federal Tax ID / SSN']);
    if (mode !== 'blank') { taxId = n; taxType = n.startsWith('9') ? 'ITIN' : 'SSN'; taxText = `${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`; }
  } else {
    const e = ein(rng);
    if (mode === 'full') { taxId = e; taxType = 'EIN'; taxText = rng.chance(0.75) ? `${e.slice(0, 2)}-${e.slice(2)}` : e; }
    else if (mode === 'masked') taxText = rng.pick([`XX-XXX${e.slice(5)}`, `**-***${e.slice(5)}`]);
  }
  const sy = rng.int(1998, 2023), sm = rng.int(1, 12), sd = rng.int(1, 28);
  const years = rng.chance(0.15);
  const amount = rng.int(3, 60) * 5000;
  const terms = rng.chance(0.55);
  const freq = terms ? rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const) : null;
  const numPayments = freq === null ? null : freq === 'daily' ? rng.pick([120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52])
    : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const payV = numPayments === null ? 0 : Math.round((amount * 1.35 / numPayments) * 100) / 100;
  const freqText = freq === null ? '' : rng.pick({ daily: ['Daily', 'daily', 'Daily (M-F)'], weekly: ['Weekly', 'weekly', 'Once a week'],
    biweekly: ['Bi-Weekly', 'Biweekly', 'Every 2 weeks'], monthly: ['Monthly', 'monthly'] }[freq]);
  const cityLine = country === 'CA' ? `${place[0]}, ${rng.chance(0.7) ? place[1] : place[2]} ${place[3]} ${rng.int(1, 9)}${rng.pick(['A', 'K', 'R'])}${rng.int(1, 9)}`
    : `${place[0]}, ${rng.chance(0.7) ? place[1] : place[2]} ${place[3]}${pad(rng.int(1, 99))}`;
  const slug = brand.toLowerCase().replace(/[^a-z]/g, '');
  const funders = Array.from({ length: rng.int(0, 2) }, () => ({ name: rng.pick(['Rapid Bridge Capital', 'Everline Funding', 'Kestrel Advance', 'Plaza Merchant Capital']),
    balance: `$${comma(rng.int(4, 60) * 1000)}`, payment: `$${comma(rng.int(150, 900))}/day` }));
  return {
    country, legal, dbaText, trade, entityId: kind.id, entityText: rng.pick(kind.texts), industryText, industryId, taxText, taxLabel, taxId, taxType,
    street: `${rng.int(10, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, cityLine, region: place[1],
    phone: phone(rng, country), email: `${rng.pick(['info', 'office', 'accounts', 'hello'])}@${slug}.${country === 'CA' ? 'ca' : 'com'}`,
    website: rng.chance(0.6) ? `www.${slug}.${country === 'CA' ? 'ca' : 'com'}` : '',
    startText: years ? '' : dateText(rng, sy, sm, sd, country), startIso: years ? null : `${sy}-${pad(sm)}-${pad(sd)}`,
    yearsText: String(2025 - sy), amount: { text: money(rng, amount, country, false), value: amount },
    payment: numPayments === null ? null : { text: money(rng, payV, country, true), value: payV }, numPayments, freqText, freq,
    useOfFunds: rng.pick(['Inventory', 'Payroll and working capital', 'Equipment purchase', 'Expansion - second location', 'Marketing', 'Debt consolidation']),
    monthlySales: `$${comma(rng.int(20, 400) * 1000)}`, owners,
    decoys: {
      isoRep: `${rng.pick(FIRST)} ${rng.pick(['Whitfield', 'Sorensen', 'Baptiste', 'Kaur', 'Moretti'])}`, isoEmail: `${rng.pick(['deals', 'submissions', 'rep'])}${rng.int(1, 99)}@broker-desk.net`,
      isoPhone: phone(rng, country), landlord: `${rng.pick(['Crescent', 'Parkway', 'Stonegate'])} Property Holdings`, landlordPhone: phone(rng, country),
      rent: `$${comma(rng.int(18, 95) * 100)}`, bankName: country === 'CA' ? rng.pick(['TD Canada Trust', 'RBC Royal Bank', 'Scotiabank']) : rng.pick(['Chase', 'Wells Fargo', 'PNC Bank', 'Truist', 'Regions Bank']),
      routing: country === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.int(11, 99)}${rng.digits(6)}`, account: rng.digits(rng.int(9, 12)),
      tradeRefs: [0, 1].map(() => ({ name: `${rng.pick(['Sysco', 'Uline', 'Grainger', 'Fastenal', 'Ferguson'])} ${rng.pick(['Supply', 'Distribution', ''])}`.trim(), phone: phone(rng, country) })),
      funders, stateOfInc: country === 'CA' ? rng.pick(['Federal (CBCA)', 'Ontario', 'British Columbia']) : rng.pick(['Delaware', 'Nevada', 'Wyoming', place[2]]),
    },
  };
}
