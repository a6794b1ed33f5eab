// What one seed's applicant typed into the online form: every printed string, which optional questions were
// answered, the decoys around them, and the truth a careful reader gets (applications.md's rules). The three styles
// of a seed print this same model, so they share one truth.
import { Rng } from '../../statements/generator/prng.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { entityId, industryId, PROVINCES, US_STATES, type Region } from './reference.ts';
import { business, ein, FIRST, INDUSTRY_TEXT, isoDate, LAST, luhnComplete, printDate, printMoney, ssn, type DateFormat } from './words.ts';

export interface Owner {
  first: string; last: string;
  /** The name as one answer (Full Name questions): `Maria T. Alvarez`, `Alvarez, Maria`, `Maria Alvarez, CPA`. */
  full: string;
  role: string;
  ownership: number | null; ownershipText: string | null;
  credit: number | null; creditText: string | null;
  taxId: string | null; taxText: string | null; taxType: string;
  dob: string | null; dobText: string | null;
  email: string; phone: string; home: string;
}

export interface Model {
  country: 'US' | 'CA';
  legal: string; dbaText: string | null;
  entityOptions: string[]; entityChoice: string; entityOther: string | null;
  industryText: string;
  taxText: string; taxDigits: string; taxType: string;
  street: string; city: string; region: Region; regionAsName: boolean; zip: string;
  phone: string; email: string; website: string | null;
  amountText: string; amount: number; useOfFunds: string;
  paymentText: string | null; payment: number | null; countText: string | null; count: number | null;
  frequencyOptions: string[]; frequency: string | null;
  startText: string | null; start: string | null; yearsText: string | null; monthlySales: string;
  owners: Owner[];
  /** Printed values that are not the application's. */
  decoy: {
    landlord: string; landlordPhone: string; rent: string; bank: string; routing: string; account: string;
    isoRep: string; isoPhone: string; funders: { name: string; balance: string; payment: string }[];
    stateOfInc: string; refs: { name: string; phone: string }[]; submitted: string; responseId: string; signedOn: string;
  };
}

const US_ENTITY = ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'];
const CA_ENTITY = ['Corporation', 'Sole Proprietorship', 'Partnership', 'Limited Partnership', 'Other'];
const FREQUENCIES = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Owner/Operator'];
const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Capital', 'Forward Financing', 'Kalamata Capital', 'Everest Business Funding', 'Fox Funding Group'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'RBC Royal Bank', 'BMO', 'Scotiabank'];
const STREETS = ['Main St', 'Commerce Blvd', 'Industrial Pkwy', 'Oak Ave', 'Market St', 'Route 9', 'Queen St W', 'Elm Street'];

const phone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
const dashSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
const spaceSin = (d: string): string => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;

function owner(rng: Rng, country: 'US' | 'CA', ownership: number | null, dateFormat: DateFormat, streetRegion: Region): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const full = rng.weighted<string>([[`${first} ${last}`, 5], [`${first} ${rng.alnum(1, 'ABCDEFGHJKLMRST')}. ${last}`, 2], [`${last}, ${first}`, 2], [`${first} ${last}, CPA`, 1]]);
  const withPct = rng.chance(0.6);
  const credit = rng.chance(0.5) ? rng.int(560, 810) : null;
  let taxId: string | null, taxText: string | null, taxType: string;
  if (country === 'CA') {
    const d = luhnComplete(String(rng.int(1, 7)) + rng.digits(7));
    taxType = 'SIN';
    const masked = rng.chance(0.3);
    taxId = masked ? null : d;
    taxText = masked ? `*** *** ${d.slice(6)}` : rng.chance(0.7) ? spaceSin(d) : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  } else {
    const itin = rng.chance(0.1);
    const d = itin ? `9${rng.digits(2)}${rng.int(70, 88)}${rng.digits(4)}` : ssn(rng);
    taxType = itin ? 'ITIN' : 'SSN';
    const masked = rng.chance(0.3);
    taxId = masked ? null : d;
    taxText = masked ? rng.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`]) : dashSsn(d);
  }
  if (rng.chance(0.1)) { taxId = null; taxText = null; }
  const dob = rng.chance(0.7) ? isoDate(rng, 1954, 1998) : null;
  const homeState = rng.chance(0.7) ? streetRegion.code : rng.pick(country === 'US' ? US_STATES : PROVINCES).code;
  return {
    first, last, full, role: rng.pick(ROLES),
    ownership, ownershipText: ownership === null ? null : withPct ? `${ownership}%` : String(ownership),
    credit, creditText: credit === null ? null : String(credit), taxId, taxText, taxType,
    dob, dobText: dob ? printDate(dob, dateFormat) : null,
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    phone: phone(rng), home: `${rng.int(10, 9999)} ${rng.pick(['Birch Ln', 'Willow Ct', 'Sunset Dr', 'Hillcrest Rd'])}, ${rng.pick(['Springfield', 'Riverton', 'Fairview'])}, ${homeState} ${rng.digits(5)}`,
  };
}

/** Ownership splits of n owners summing to at most 100. */
function splits(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.8) ? 100 : rng.int(51, 90)];
  if (n === 2) { const a = rng.pick([50, 51, 60, 70, 75, 80]); return [a, 100 - a]; }
  if (n === 3) return rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20]]);
  return rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
}

export function buildModel(layout: string, seed: number, maxOwners: number): Model {
  const rng = new Rng(`independent198:${layout}:${seed}`);
  const country: 'US' | 'CA' = rng.chance(0.25) ? 'CA' : 'US';
  const df = rng.pick<DateFormat>(['mdy', 'mdy', 'mdy_short', 'long', 'iso', 'abbr']);
  const regions = country === 'US' ? US_STATES : PROVINCES;
  const region = rng.pick(regions);
  const n = rng.weighted(Array.from({ length: maxOwners }, (_, i) => [i + 1, i === 0 ? 5 : 3 / i] as const));
  const shares = splits(rng, n);
  const showOwnership = rng.chance(0.85);
  const owners = shares.map((s) => owner(rng, country, showOwnership ? s : null, df, region));
  const [industryText, noun] = rng.pick(INDUSTRY_TEXT);
  const entityOptions = country === 'US' ? US_ENTITY : CA_ENTITY;
  const entityChoice = rng.weighted<string>(country === 'US'
    ? [['LLC', 5], ['Corporation', 3], ['S Corp', 2], ['Partnership', 1], ['Sole Proprietor', 2], ['Other', 1]]
    : [['Corporation', 5], ['Sole Proprietorship', 2], ['Partnership', 1], ['Limited Partnership', 1], ['Other', 1]]);
  const entityOther = entityChoice !== 'Other' ? null : rng.pick(country === 'US' ? ['PLLC', 'LLP', 'Limited Partnership'] : ['ULC', 'Co-operative']);
  const kind = entityOther ?? entityChoice;
  const base = business(rng, noun);
  const sole = kind.startsWith('Sole');
  // A sole proprietorship has one owner, who owns it all.
  if (sole) { owners.splice(1); owners[0]!.role = rng.pick(['Owner', 'Sole Owner', 'Proprietor']); if (owners[0]!.ownership !== null) { owners[0]!.ownership = 100; owners[0]!.ownershipText = owners[0]!.ownershipText!.endsWith('%') ? '100%' : '100'; } }
  const suffix: Record<string, string> = { LLC: rng.pick([', LLC', ' LLC', ' L.L.C.']), Corporation: country === 'US' ? rng.pick([', Inc.', ' Corp.', ' Inc']) : rng.pick([' Ltd.', ' Inc.']),
    'S Corp': ', Inc.', Partnership: ' Partners', PLLC: ', PLLC', LLP: ' LLP', 'Limited Partnership': ', LP', ULC: ' ULC', 'Co-operative': ' Co-operative' };
  // A sole proprietor's legal name is the owner's name; the business is known by its DBA.
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : country === 'CA' && kind === 'Corporation' && rng.chance(0.3)
    ? `${rng.int(1000000, 2999999)} ${region.name} Inc.` : base + (suffix[kind] ?? '');
  const dbaText = sole || legal.match(/^\d/) ? `${base}` : rng.weighted<string | null>([[null, 3], ['SAME', 1], ['N/A', 1], [legal, 1], [`${base} ${rng.pick(['Express', 'of ' + region.name, 'Co.'])}`, 3]]);
  let taxDigits: string, taxText: string, taxType: string;
  if (country === 'CA') {
    const bn = luhnComplete(String(rng.int(1, 8)) + rng.digits(7));
    const program = rng.pick(['RC0001', 'RT0001', 'RP0001']);
    const withProgram = rng.chance(0.7);
    taxDigits = withProgram ? bn + program : bn; taxType = 'BN';
    taxText = withProgram ? rng.pick([`${bn} ${program}`, `${bn}${program}`, `${bn} ${program.slice(0, 2)} ${program.slice(2)}`]) : bn;
  } else if (sole && rng.chance(0.5)) {
    taxDigits = ssn(rng); taxType = 'SSN'; taxText = dashSsn(taxDigits);
    // The owner's SSN question then shows the same number (masked or not).
    const o = owners[0]!;
    if (o.taxText) { o.taxType = 'SSN'; o.taxId = o.taxId ? taxDigits : null; o.taxText = o.taxId ? taxText : `XXX-XX-${taxDigits.slice(5)}`; }
  } else {
    taxDigits = ein(rng); taxType = 'EIN'; taxText = rng.chance(0.75) ? `${taxDigits.slice(0, 2)}-${taxDigits.slice(2)}` : taxDigits;
  }
  const amount = rng.pick([15000, 25000, 30000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 250000]);
  const withPayment = rng.chance(0.45);
  const count = withPayment && rng.chance(0.8) ? rng.pick([60, 80, 100, 120, 140, 24, 52]) : null;
  const payment = withPayment ? Math.round((amount * 1.35) / (count ?? 100)) : null;
  const start = rng.chance(0.8) ? isoDate(rng, 1996, 2023) : null;
  const others = regions.filter((r) => r.code !== region.code);
  const d = {
    landlord: rng.pick(['Parkview Properties LLC', 'Greenleaf Realty Group', 'M. Rosen Holdings', 'Brookfield Commercial']),
    landlordPhone: phone(rng), rent: `$${rng.int(18, 95) * 100}`, bank: rng.pick(BANKS), routing: rng.pick(['0', '1', '2']) + rng.digits(8),
    account: rng.digits(rng.int(9, 12)), isoRep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, isoPhone: phone(rng),
    funders: Array.from({ length: rng.int(0, 2) }, () => ({ name: rng.pick(FUNDERS), balance: `$${(rng.int(800, 9000) * 10 + 7).toLocaleString('en-US')}`, payment: `$${rng.int(150, 1200)}/day` })),
    stateOfInc: country === 'US' && rng.chance(0.5) ? 'Delaware' : rng.pick(others).name,
    refs: Array.from({ length: 2 }, () => ({ name: `${rng.pick(['Sysco', 'Uline', 'Grainger', 'Ferguson Supply', 'Acme Wholesale', 'Home Depot Pro'])}`, phone: phone(rng) })),
    submitted: `${printDate(isoDate(rng, 2024, 2025), 'mdy')} ${rng.int(8, 11)}:${String(rng.int(10, 59))} AM`,
    responseId: String(rng.int(100000, 999999)), signedOn: printDate(isoDate(rng, 2024, 2025), df),
  };
  if (d.stateOfInc === region.name) d.stateOfInc = 'Delaware';
  // The ISO rep is never one of the owners (a decoy must not carry a truth value).
  while (owners.some((o) => `${o.first} ${o.last}` === d.isoRep)) d.isoRep = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  return {
    country, legal, dbaText, entityOptions, entityChoice, entityOther, industryText, taxText, taxDigits, taxType,
    street: `${rng.int(10, 9800)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`, city: rng.pick(['Riverside', 'Franklin', 'Greenville', 'Madison', 'Clinton', 'Georgetown', 'Salem']),
    region, regionAsName: rng.chance(0.35), zip: country === 'US' ? rng.digits(5) : `${rng.alnum(1, 'KLMNT')}${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJ')} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJ')}${rng.int(1, 9)}`,
    phone: phone(rng), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: rng.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    amountText: printMoney(rng, amount, country), amount, useOfFunds: rng.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Working capital']),
    paymentText: payment === null ? null : printMoney(rng, payment, country), payment, countText: count === null ? null : String(count), count,
    frequencyOptions: FREQUENCIES, frequency: withPayment ? rng.pick(FREQUENCIES) : null,
    startText: start ? printDate(start, df) : null, start, yearsText: start ? null : `${rng.int(2, 25)} years`,
    monthlySales: `$${(rng.int(20, 400) * 1000).toLocaleString('en-US')}`, owners, decoy: d,
  };
}

const FREQ_ID: Record<string, string> = { Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' };

/** applications.md's reading of the printed model. */
export function truthOf(m: Model): TruthApplication {
  const t = emptyApplication();
  t.legal_name = m.legal;
  const dba = m.dbaText?.trim() ?? '';
  t.trade_name = !dba || /^(same|n\/a)$/i.test(dba) || dba === m.legal ? null : dba;
  t.type_of_entity = entityId(m.entityOther ?? m.entityChoice, m.country);
  t.industry = industryId(m.industryText);
  t.business_tax_id = m.taxDigits; t.business_tax_id_type = m.taxType; t.business_tax_id_country = m.country;
  t.state_region = m.region.code; t.country = m.country === 'US' ? 'United States' : 'Canada';
  t.requested_amount = m.amount; t.requested_payment = m.payment; t.number_of_payments = m.count;
  t.payment_frequency = m.frequency ? FREQ_ID[m.frequency]! : null; t.business_start_date = m.start;
  t.applicants = m.owners.map((o): TruthApplicant => ({
    first_name: o.first, last_name: o.last, role: o.role, ownership: o.ownership, credit_score: o.credit,
    tax_id: o.taxId, tax_id_type: o.taxId ? o.taxType : null, tax_id_country: o.taxId ? m.country : null, date_of_birth: o.dob,
  }));
  return t;
}
