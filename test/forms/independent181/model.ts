// One fictional merchant as its broker's form prints it. Each printed value is a Val: its text and the truth fields it
// gives (applications.md's reading of that text), empty for values that are not the application's (decoys).
import type { Rng } from '../../statements/generator/prng.ts';
import * as D from './data.ts';
import { digitsOf, ein, iso, luhn9, phone, printDate, printMoney, randomDay } from './ids.ts';
import { makeOwner, type Owner } from './owners.ts';
import { A, makeAddress, plain, val, type Address, type Country, type Val } from './values.ts';

export type { Val, Country } from './values.ts';

export interface Party { name: Val; phone: Val; address: Val; contact: Val; amount: Val }

export interface Merchant {
  country: Country;
  legal: Val;
  /** Null: the DBA line is left blank. */
  dba: Val | null;
  entityText: Val;
  /** The checkbox row's checked option (`Other` with `entityOther` on its line). */
  entityOption: string;
  entityOptionVal: Val;
  entityOther: Val | null;
  industry: Val;
  taxId: Val;
  address: Address;
  incState: Val;
  phone: Val; email: Val; website: Val;
  /** Exactly one of start / years is printed. */
  start: Val | null;
  years: Val | null;
  amount: Val;
  payment: Val | null;
  count: Val | null;
  frequency: { option: string; val: Val } | null;
  use: Val; sales: Val;
  owners: Owner[];
  own: boolean;
  landlord: Party;
  references: Party[];
  bank: { name: Val; phone: Val; contact: Val; routing: Val; account: Val };
  lenders: { name: Val; balance: Val; payment: Val; date: Val }[];
  iso: { name: Val; phone: Val; email: Val };
  signDate: Val[];
}

export interface Traits { country: Country; maxOwners: number; einLabelled: boolean }

export interface EntityPick { id: string; option: string; other?: string[]; free: string[]; suffix: string[]; sole?: boolean }
export const US_ENTITIES: [EntityPick, number][] = [
  [{ id: 'llc', option: 'LLC', free: ['LLC', 'L.L.C.', 'Limited Liability Company'], suffix: [' LLC', ', LLC', ' L.L.C.'] }, 35],
  [{ id: 'c_corporation', option: 'Corporation', free: ['Corporation', 'Inc.', 'Corp', 'C Corp'], suffix: [', Inc.', ' Inc.', ' Corp.', ' Corporation'] }, 20],
  [{ id: 's_corporation', option: 'Other', other: ['S Corp', 'S-Corp'], free: ['S Corp', 'S-Corp', 'S Corporation'], suffix: [', Inc.', ' Inc.'] }, 10],
  [{ id: 'sole_proprietorship', option: 'Sole Proprietor', free: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'], suffix: [], sole: true }, 12],
  [{ id: 'general_partnership', option: 'Partnership', free: ['Partnership', 'General Partnership'], suffix: [' Partners'] }, 5],
  [{ id: 'limited_partnership', option: 'LP', free: ['LP', 'L.P.', 'Limited Partnership'], suffix: [' LP', ', L.P.'] }, 4],
  [{ id: 'llp', option: 'LLP', free: ['LLP'], suffix: [' LLP'] }, 3],
  [{ id: 'pllc', option: 'Other', other: ['PLLC'], free: ['PLLC'], suffix: [' PLLC'] }, 4],
  [{ id: 'nonprofit_corporation', option: 'Non-Profit', free: ['Non-Profit', 'Nonprofit'], suffix: [', Inc.'] }, 2],
];
export const CA_ENTITIES: [EntityPick, number][] = [
  [{ id: 'ca_corporation', option: 'Corporation', free: ['Corporation', 'Inc.', 'Ltd.', 'Corp.'], suffix: [' Inc.', ' Ltd.', ' Corp.', ' Limited', ' Ltée'] }, 55],
  [{ id: 'sole_proprietorship', option: 'Sole Proprietorship', free: ['Sole Proprietorship', 'Sole Proprietor'], suffix: [], sole: true }, 20],
  [{ id: 'general_partnership', option: 'Partnership', free: ['Partnership'], suffix: [' Partners'] }, 10],
  [{ id: 'ca_ulc', option: 'Other', other: ['ULC'], free: ['ULC'], suffix: [' ULC'] }, 5],
  [{ id: 'cooperative', option: 'Other', other: ['Co-operative', 'Co-op'], free: ['Co-operative', 'Co-op'], suffix: [' Co-operative'] }, 4],
];
export const ENTITY_OPTIONS: Record<Country, string[]> = {
  US: ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'],
  CA: ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other'],
};
const PROVINCE_NAME: Record<string, string> = { ON: 'Ontario', QC: 'Québec', AB: 'Alberta', BC: 'B.C.', MB: 'Manitoba', SK: 'Saskatchewan',
  NS: 'Nova Scotia', NB: 'New Brunswick', NL: 'Newfoundland' };

/** A landlord, reference, bank contact or rep: usually in the merchant's own state or province. */
function party(rng: Rng, key: string, country: Country, name: string, money: boolean, near?: string): Party {
  const amount = rng.int(18, 140) * 50;
  return { name: val(`${key}.name`, name), phone: val(`${key}.phone`, phone(rng)),
    address: makeAddress(rng, key, country, false, near && rng.chance(0.75) ? near : undefined).line,
    contact: val(`${key}.contact`, `${rng.pick(country === 'US' ? D.US_FIRST : D.CA_FIRST)} ${rng.pick(['Hale', 'Brandt', 'Lowell', 'Pruitt', 'Cavanagh', 'Dube'])}`),
    amount: val(`${key}.amount`, money ? printMoney(rng, amount, country) : '') };
}

export function makeMerchant(rng: Rng, t: Traits): Merchant {
  const c = t.country;
  const ent = rng.weighted(c === 'US' ? US_ENTITIES : CA_ENTITIES);
  const [bizText, industryId, nouns] = rng.pick(D.INDUSTRIES);
  const stem = rng.pick(D.STEMS);
  const address = makeAddress(rng, 'business', c, true);
  const st = address.state.text;
  let nOwners: number = ent.sole ? 1 : rng.weighted([[1, 35], [2, 40], [3, 15], [4, 10]] as const);
  nOwners = Math.min(nOwners, t.maxOwners);
  const pcts = rng.pick(({ 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [80, 20]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] } as Record<number, number[][]>)[nOwners]!);
  const used = new Set<string>();
  const owners = pcts.map((p, i) => makeOwner(rng, { country: c, index: i, pct: p, entity: ent.id, businessText: bizText, state: st, used }));

  // The legal name: a sole proprietor's is the owner's own name; Canadian corporations are often numbered companies.
  const first = owners[0]!;
  let legalText: string;
  let numbered = false;
  if (ent.sole) legalText = `${first.plainFirst} ${first.plainLast}`;
  else if (c === 'CA' && ent.id === 'ca_corporation' && rng.chance(0.2)) {
    numbered = true;
    legalText = st === 'QC' ? `${rng.int(9000, 9399)}-${rng.digits(4)} Québec inc.` : `${rng.int(1000000, 2899999)} ${PROVINCE_NAME[st] ?? 'Ontario'} Inc.`;
  } else legalText = `${stem} ${rng.pick(nouns)}${rng.pick(ent.suffix)}`;
  const legal = val('business.legal_name', legalText, { [A('legal_name')]: legalText });

  const brand = `${rng.pick(D.STEMS.filter((s) => s !== stem))} ${rng.pick(nouns)}`;
  const dbaMode = ent.sole || numbered ? 'brand' : rng.weighted([['brand', 30], ['stripped', 15], ['SAME', 15], ['N/A', 10], ['equal', 10], ['blank', 20]] as const);
  const dbaText = dbaMode === 'brand' ? brand : dbaMode === 'stripped' ? `${stem} ${legalText.slice(stem.length + 1).replace(/,? (LLC|L\.L\.C\.|Inc\.|Corp\.|Corporation|LP|L\.P\.|LLP|PLLC|Partners|Ltd\.|Limited|Ltée|ULC|Co-operative)$/, '')}`
    : dbaMode === 'equal' ? legalText : dbaMode;
  const dba = dbaMode === 'blank' ? null : val('business.dba', dbaText,
    { [A('trade_name')]: dbaText === legalText || dbaMode === 'SAME' || dbaMode === 'N/A' ? null : dbaText });

  const entFree = rng.pick(ent.free);
  const entityText = val('business.entity', entFree, { [A('type_of_entity')]: ent.id });
  const other = ent.other ? rng.pick(ent.other) : null;
  const entityOptionVal = val('business.entity_box', ent.option, { [A('type_of_entity')]: ent.id });

  // Business tax ID: EIN (bare digits only where the label names it), the owner's SSN/ITIN for a US sole proprietor,
  // a BN with its program account in Canada.
  let taxText: string, taxType: string;
  if (c === 'CA') {
    const bn = luhn9(rng, rng.int(1, 8));
    const prog = rng.pick(['RC0001', 'RT0001']);
    taxText = rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 5)} ${bn.slice(5)} ${prog}`]);
    taxType = 'BN';
  } else if (ent.sole) {
    taxText = first.fullTaxId;
    taxType = taxText.startsWith('9') ? 'ITIN' : 'SSN';
  } else {
    const e = ein(rng);
    taxText = t.einLabelled && rng.chance(0.3) ? digitsOf(e) : e;
    taxType = 'EIN';
  }
  const taxId = val('business.tax_id', taxText, { [A('business_tax_id')]: taxText.replace(/[^0-9A-Z]/g, ''),
    [A('business_tax_id_type')]: taxType, [A('business_tax_id_country')]: c });

  const startDay = randomDay(rng, 1996, 2023);
  const useYears = rng.chance(0.15);
  const start = useYears ? null : val('business.start_date', printDate(rng, startDay, c), { [A('business_start_date')]: iso(startDay) });
  const years = useYears ? val('business.years', String(2025 - startDay.y)) : null;

  const amountN = rng.int(c === 'US' ? 15 : 12, 350) * (rng.chance(0.5) ? 1000 : 500);
  const amount = val('funding.amount', printMoney(rng, amountN, c), { [A('requested_amount')]: amountN });
  const terms = rng.weighted([['none', 40], ['freq', 20], ['all', 40]] as const);
  const freq = rng.weighted([['daily', 45], ['weekly', 35], ['biweekly', 10], ['monthly', 10]] as const);
  const label = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[freq];
  const n = rng.pick({ daily: [60, 80, 100, 120, 140, 160, 180], weekly: [16, 20, 24, 30, 36, 40, 52], biweekly: [8, 10, 12, 13, 26], monthly: [6, 9, 12] }[freq]);
  const pay = Math.round((amountN * rng.float(1.22, 1.45) / n) * 100) / 100;
  const payment = terms === 'all' ? val('funding.payment', printMoney(rng, pay, c, true), { [A('requested_payment')]: pay }) : null;
  const count = terms === 'all' ? val('funding.count', String(n), { [A('number_of_payments')]: n }) : null;
  const frequency = terms === 'none' ? null : { option: label, val: val('funding.frequency', label, { [A('payment_frequency')]: freq }) };

  const own = rng.chance(0.25);
  const landlord = party(rng, own ? 'mortgage' : 'landlord', c, own ? rng.pick(D.MORTGAGE_HOLDERS) : rng.pick(D.LANDLORDS), true, st);
  const refNames = rng.shuffle([...D.REFERENCES]);
  const references = [0, 1].map((i) => party(rng, `reference${i + 1}`, c, refNames[i]!, false, st));
  const bankName = rng.pick(c === 'US' ? D.BANKS_US : D.BANKS_CA);
  const bank = { name: val('bank.name', bankName), phone: val('bank.phone', phone(rng)), contact: party(rng, 'bank', c, bankName, false).contact,
    routing: val('bank.routing', c === 'US' ? `0${rng.int(1, 3)}${rng.digits(7)}` : `${rng.digits(5)}-${rng.pick(['001', '003', '815', '829'])}`),
    account: val('bank.account', rng.digits(rng.int(7, 12))) };
  const nLenders = rng.weighted([[0, 40], [1, 35], [2, 20], [3, 5]] as const);
  const lenderNames = rng.shuffle([...D.LENDERS]);
  const lenders = Array.from({ length: nLenders }, (_, i) => ({
    name: val(`lender${i + 1}.name`, lenderNames[i]!),
    balance: val(`lender${i + 1}.balance`, printMoney(rng, rng.int(30, 900) * 100, c)),
    payment: val(`lender${i + 1}.payment`, printMoney(rng, rng.int(9000, 250000) / 100, c, true)),
    date: val(`lender${i + 1}.date`, printDate(rng, randomDay(rng, 2023, 2024), c)),
  }));
  const rep = party(rng, 'iso', c, '', false);
  const signDay = randomDay(rng, 2025, 2025);
  return {
    country: c, legal, dba, entityText, entityOption: ent.option, entityOptionVal,
    entityOther: other ? val('business.entity_other', other, { [A('type_of_entity')]: ent.id }) : null,
    industry: val('business.industry', bizText, { [A('industry')]: industryId }), taxId, address,
    incState: val('business.inc_state', rng.chance(0.35) ? (c === 'US' ? 'DE' : 'Federal') : st),
    phone: val('business.phone', phone(rng)),
    email: val('business.email', `${rng.pick(['info', 'office', 'accounts', plain(first.plainFirst)])}@${plain(brand)}.${c === 'US' ? 'com' : 'ca'}`),
    website: val('business.website', `www.${plain(brand)}.${c === 'US' ? 'com' : 'ca'}`),
    start, years, amount, payment, count, frequency,
    use: val('funding.use', rng.pick(D.USES)), sales: val('funding.sales', printMoney(rng, rng.int(25, 400) * 1000, c)),
    owners, own, landlord, references, bank, lenders,
    iso: { name: val('iso.name', rep.contact.text), phone: val('iso.phone', rep.phone.text), email: val('iso.email', `${plain(rep.contact.text.split(' ')[0]!)}@brokerdesk.net`) },
    signDate: owners.map((_, i) => val(`signature${i + 1}.date`, printDate(rng, signDay, c))),
  };
}
