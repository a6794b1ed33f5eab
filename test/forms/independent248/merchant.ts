// One fictional merchant: the business, its owners, and the people and numbers around it that are not applicants.
import type { Rng } from '../../statements/generator/prng.ts';
import { INDUSTRIES, address, date, ein, luhn9, money, owners, person, ssn, type Address, type Country, type Owner, type Person } from './data.ts';

export interface Entity { label: string; id: string }
export interface Merchant {
  country: Country;
  legal: string;
  dbaPrinted: string; // '' | 'SAME' | 'N/A' | a name
  dba: string | null;
  entity: Entity;
  entityText: string; // free-text entity as printed ("L.L.C.", "Corp.")
  industryText: string;
  industry: string;
  taxPrinted: string;
  taxLabel: string;
  taxId: string | null;
  taxType: string | null;
  start: { iso: string; printed: string } | null;
  years: number;
  addr: Address;
  mailing: Address | null;
  incState: string;
  phone: string;
  email: string;
  website: string;
  employees: string;
  amount: number | null;
  amountPrinted: string;
  useOfFunds: string;
  payment: number | null;
  paymentPrinted: string;
  nPayments: number | null;
  frequency: string | null;
  frequencyLabel: string;
  monthlySales: string;
  owners: Owner[];
  other: Person & { role: string; home: Address; dobPrinted: string; taxPrinted: string };
  landlord: string;
  landlordPhone: string;
  rent: string;
  bank: string;
  routing: string;
  account: string;
  iso: Person;
  isoPhone: string;
  funders: { name: string; balance: string; payment: string }[];
  refs: { name: string; phone: string }[];
}

const US_ENTITIES: readonly (readonly [string, string, string, number])[] = [
  ['LLC', 'llc', 'LLC', 5], ['Corporation', 'c_corporation', 'Corp.', 3], ['S-Corp', 's_corporation', 'S Corp', 2],
  ['Partnership', 'general_partnership', 'Partnership', 1], ['Sole Proprietor', 'sole_proprietorship', 'Sole Prop', 2],
];
const CA_ENTITIES: readonly (readonly [string, string, string, number])[] = [
  ['Corporation', 'ca_corporation', 'Corporation', 5], ['Sole Proprietorship', 'sole_proprietorship', 'Sole Proprietor', 2],
  ['Partnership', 'general_partnership', 'General Partnership', 1],
];
const BASES = ['Summit Ridge', 'Blue Heron', 'Iron Gate', 'Harbor Light', 'Golden Oak', 'Red Maple', 'Northstar', 'Silver Creek',
  'Lakeside', 'Cornerstone', 'Brightwater', 'Timberline', 'Stonebridge', 'Pinecrest', 'Riverbend', 'Eastgate'];
const FUNDERS = ['Rapid Capital Funding', 'Kalamata Advance', 'Cobalt Merchant Group', 'Yellowstone Bridge', 'Forward Line Capital',
  'Pearl Street Funding', 'Mulberry Advance Co.'];
const BANKS = ['Chase', 'Bank of America', 'TD Bank', 'Wells Fargo', 'PNC Bank', 'Regions', 'Citizens Bank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Marketing', 'Renovation'];

function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 989)}-${String(r.int(0, 9999)).padStart(4, '0')}`; }

export function merchant(r: Rng, country: Country, o: { payments?: boolean; nonOwner?: 'guarantor' | 'spouse' } = {}): Merchant {
  const [label, id, text] = r.weighted((country === 'US' ? US_ENTITIES : CA_ENTITIES).map((e) => [e, e[3]] as const));
  const sole = id === 'sole_proprietorship';
  const n = sole ? 1 : id === 'general_partnership' ? r.int(2, 3) : r.weighted([[1, 3], [2, 4], [3, 2]] as const);
  const addr = address(r, country);
  const os = owners(r, n, country, sole, addr.state);
  const [indText, industry] = r.pick(INDUSTRIES);
  const base = r.pick(BASES);
  const word = indText.split(/[ &/-]+/)[0]!;
  let legal: string;
  if (sole) legal = os[0]!.printed.replace(/,.*$/, '');
  else if (id === 'llc') legal = `${base} ${word} ${r.pick(['LLC', 'L.L.C.', 'Group LLC'])}`;
  else if (id === 'general_partnership') legal = `${os[0]!.last} & ${os[1]!.last} ${r.pick(['Partners', 'Associates'])}`;
  else if (country === 'CA') legal = r.chance(0.35) ? `${r.int(1000000, 2999999)} ${r.pick(['Ontario', 'Alberta', 'B.C.'])} Inc.` : `${base} ${word} ${r.pick(['Inc.', 'Ltd.', 'Limited'])}`;
  else legal = `${base} ${word} ${r.pick(['Inc.', 'Corp.', 'Corporation', 'Co., Inc.'])}`.replace(/^(.*) (Inc\.)$/, r.chance(0.5) ? '$1, $2' : '$1 $2');
  const dbaKind = sole || /^\d/.test(legal) ? 'name' : r.weighted([['name', 5], ['blank', 2], ['same', 2]] as const);
  const dbaName = `${r.pick(BASES.filter((b) => b !== base))} ${indText.replace(/ (contractor|office|company|clinic)$/i, '')}`.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const dbaPrinted = dbaKind === 'name' ? dbaName : dbaKind === 'same' ? r.pick(['SAME', 'N/A', 'Same']) : '';
  // Tax id of the business.
  let taxPrinted = '', taxLabel = country === 'US' ? 'Federal Tax ID' : 'Business Number (BN)', taxId: string | null = null, taxType: string | null = null;
  const tk = r.weighted([['full', 6], ['masked', 2], ['blank', 1]] as const);
  if (country === 'CA') {
    const bn = luhn9(r, r.pick(['7', '8', '1']));
    if (tk === 'full') {
      const sp = r.chance(0.5);
      taxPrinted = sp ? `${bn} RC0001` : `${bn}RC0001`; taxId = `${bn}RC0001`; taxType = 'BN';
    } else if (tk === 'masked') taxPrinted = `XXXXX${bn.slice(5)} RC0001`;
  } else if (sole && r.chance(0.5) && tk !== 'blank') {
    const v = ssn(r);
    taxLabel = 'Tax ID (EIN or SSN)';
    taxPrinted = tk === 'full' ? v : `XXX-XX-${v.slice(7)}`;
    if (tk === 'full') { taxId = v.replace(/-/g, ''); taxType = 'SSN'; }
  } else if (tk !== 'blank') {
    const v = ein(r);
    const bare = r.chance(0.25);
    if (bare) taxLabel = 'Federal Tax ID (EIN)';
    taxPrinted = tk === 'full' ? (bare ? v.replace('-', '') : v) : `XX-XXX${v.slice(6)}`;
    if (tk === 'full') { taxId = v.replace('-', ''); taxType = 'EIN'; }
  }
  const start = r.chance(0.9) ? date(r, 2003, 2022, country) : null;
  const amount = r.chance(0.85) ? r.int(2, 40) * 5000 : null;
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPay = freq === 'daily' ? r.pick([100, 120, 140, 160]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  const pays = o.payments === true && amount !== null && r.chance(0.8);
  const payment = pays ? Math.round((amount! * 1.35) / nPay) : null;
  const nonOwner = person(r, false);
  const orole = o.nonOwner === 'spouse' ? r.pick(['Spouse', 'Spouse (non-owner)', 'Spouse / Co-signer']) : r.pick(['Guarantor', 'Personal Guarantor', 'Co-Guarantor']);
  const sd = date(r, 1960, 1992, country);
  return {
    country, legal, dbaPrinted, dba: dbaKind === 'name' && dbaName !== legal ? dbaName : null,
    entity: { label, id }, entityText: text, industryText: indText, industry,
    taxPrinted, taxLabel, taxId, taxType, start, years: start ? 2024 - Number(start.iso.slice(0, 4)) : r.int(2, 15), addr,
    mailing: r.chance(0.4) ? address(r, country, addr.state) : null,
    incState: r.chance(0.4) ? (country === 'US' ? r.pick(['DE', 'NV', 'WY']) : r.pick(['ON', 'AB', 'BC'])) : addr.state,
    phone: phone(r), email: `${r.pick(['info', 'office', 'accounts', os[0]!.first.toLowerCase().replace(/\W/g, '')])}@${base.toLowerCase().replace(/\W/g, '')}${word.toLowerCase().replace(/\W/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
    website: r.chance(0.6) ? `www.${base.toLowerCase().replace(/\W/g, '')}${word.toLowerCase().replace(/\W/g, '')}.${country === 'US' ? 'com' : 'ca'}` : '',
    employees: String(r.int(1, 45)),
    amount, amountPrinted: amount === null ? '' : money(r, amount, country), useOfFunds: r.pick(USES),
    payment, paymentPrinted: payment === null ? '' : money(r, payment, country), nPayments: pays ? nPay : null,
    frequency: pays ? freq : null, frequencyLabel: { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[freq],
    monthlySales: money(r, r.int(12, 260) * 1000, country), owners: os,
    other: { ...nonOwner, role: orole, home: address(r, country), dobPrinted: sd.printed, taxPrinted: country === 'US' ? `XXX-XX-${r.digits(4)}` : `XXX XXX ${r.digits(3)}` },
    landlord: `${r.pick(BASES)} Properties ${r.pick(['LLC', 'Inc.', 'Mgmt'])}`, landlordPhone: phone(r), rent: money(r, r.int(18, 95) * 100, country),
    bank: r.pick(country === 'US' ? BANKS : CA_BANKS), routing: country === 'US' ? `0${r.digits(8)}` : `0${r.digits(4)}-${r.digits(3)}`,
    account: r.digits(r.int(9, 12)), iso: person(r, false), isoPhone: phone(r),
    funders: r.chance(0.6) ? Array.from({ length: r.int(1, 2) }, () => ({ name: r.pick(FUNDERS), balance: money(r, r.int(4, 60) * 1000, country), payment: money(r, r.int(150, 1900), country) })) : [],
    refs: Array.from({ length: 2 }, () => ({ name: `${r.pick(BASES)} ${r.pick(['Supply', 'Wholesale', 'Distributors', 'Foods'])}`, phone: phone(r) })),
  };
}
