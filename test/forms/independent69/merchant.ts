// One independent69 merchant: the business as printed (with the truth each printed value gives), its owners, and the
// decoys a real broker's form carries (landlord, bank, ISO rep, business contact, non-owner spouse, references,
// existing funders, state of incorporation).
import type { Rng } from '../../statements/generator/prng.ts';
import { AREA, BANKS, DBA_WORDS, DECOY_FIRST, DECOY_LAST, FUNDERS, INDUSTRIES, NAME_STEMS, PLACES, USES, dashEin, dashSsn, einDigits,
  isoDate, money, phone, printDate } from './data.ts';
import { makeOwners, type Owner } from './owners.ts';

export interface Person { name: string; phone: string; email: string }
export interface Merchant {
  legal: string; dbaText: string; dbaTruth: string | null;
  entityId: string; entityText: string; industryText: string; industryId: string;
  taxText: string; taxId: string | null; taxType: string | null; taxCountry: string | null;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string;
  startIso: string | null; startText: string; years: string;
  amount: number; amountText: string; payment: number; paymentText: string; nPayments: number; freq: string; freqText: string;
  use: string; monthly: string; annual: string; employees: string; incState: string;
  owners: Owner[];
  d: Decoys;
}
export interface Decoys {
  landlord: string; landlordPhone: string; rent: string; bank: string; routing: string; account: string;
  iso: Person; contact: Person; spouse: Person; emergency: Person; refs: Person[];
  funders: { name: string; balance: string; payment: string }[]; brokerAddress: string;
}

const ENTITY_TEXT: Record<string, readonly string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'], c_corporation: ['Corporation', 'C-Corp', 'Inc.', 'C Corp'],
  s_corporation: ['S-Corp', 'S Corporation', 'S Corp'], pllc: ['PLLC', 'Professional LLC'],
  general_partnership: ['Partnership', 'General Partnership'], limited_partnership: ['LP', 'Limited Partnership'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'],
};
const SUFFIX: Record<string, readonly string[]> = {
  llc: [', LLC', ' LLC', ', L.L.C.'], c_corporation: [', Inc.', ' Inc', ' Corp.', ' Corporation'], s_corporation: [', Inc.', ' Inc.'],
  pllc: [', PLLC'], general_partnership: [' Partners', ' & Associates'], limited_partnership: [', LP', ' L.P.'], sole_proprietorship: [''],
};

function entityFor(rng: Rng, n: number, industry: string): string {
  if (n === 1 && rng.chance(0.18)) return 'sole_proprietorship';
  if (['dental_practice', 'medical_practice', 'veterinary'].includes(industry) && rng.chance(0.5)) return 'pllc';
  return rng.weighted([['llc', 5], ['c_corporation', 2], ['s_corporation', 2], ['general_partnership', n > 1 ? 1 : 0], ['limited_partnership', n > 1 ? 0.5 : 0]]);
}

function names(rng: Rng, entity: string, stem: string, o: Owner): { legal: string; dbaText: string; dbaTruth: string | null } {
  if (entity === 'sole_proprietorship') return { legal: `${o.first} ${o.last}`, dbaText: stem, dbaTruth: stem };
  const suffix = rng.pick(SUFFIX[entity]!);
  const r = rng.next();
  if (r < 0.3) {
    const initials = stem.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('');
    return { legal: `${initials} ${rng.pick(['Ventures', 'Holdings', 'Enterprises', 'Group'])}${suffix}`, dbaText: stem, dbaTruth: stem };
  }
  const legal = `${stem}${suffix}`;
  if (r < 0.5) { const dba = `${stem} ${rng.pick(DBA_WORDS)}`; return { legal, dbaText: dba, dbaTruth: dba }; }
  return { legal, dbaText: rng.pick(['SAME', 'Same', 'N/A', '', '', legal]), dbaTruth: null };
}

function businessTax(rng: Rng, entity: string, o: Owner): Pick<Merchant, 'taxText' | 'taxId' | 'taxType' | 'taxCountry'> {
  if (entity === 'sole_proprietorship' && rng.chance(0.6)) return { taxText: dashSsn(o.ssn), taxId: o.ssn, taxType: 'SSN', taxCountry: 'US' };
  const ein = einDigits(rng);
  const r = rng.next();
  if (r < 0.55) return { taxText: dashEin(ein), taxId: ein, taxType: 'EIN', taxCountry: 'US' };
  if (r < 0.78) return { taxText: ein, taxId: ein, taxType: 'EIN', taxCountry: 'US' };
  if (r < 0.9) return { taxText: `XX-XXX${ein.slice(5)}`, taxId: null, taxType: 'EIN', taxCountry: 'US' };
  return { taxText: '', taxId: null, taxType: null, taxCountry: null };
}

function person(rng: Rng, area: string, last?: string): Person {
  const f = rng.pick(DECOY_FIRST), l = last ?? rng.pick(DECOY_LAST);
  return { name: `${f} ${l}`, phone: phone(rng, area), email: `${f[0]!.toLowerCase()}${l.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'icloud.com'])}` };
}

function refs(rng: Rng, area: string): Person[] {
  const [a, b] = rng.shuffle([...DECOY_LAST]);
  const kinds = rng.shuffle(['Supply Co.', 'Wholesale', 'Equipment Rental', 'Paper & Packaging']);
  return [`${a} ${kinds[0]}`, `${b} ${kinds[1]}`].map((name) => ({ ...person(rng, area), name }));
}

function decoys(rng: Rng, area: string, owners: Owner[], broker: { address: string; area: string; domain: string }): Decoys {
  const iso = person(rng, broker.area);
  iso.email = `${iso.name.split(' ')[0]!.toLowerCase()}@${broker.domain}`;
  return {
    landlord: rng.pick([`${rng.pick(DECOY_LAST)} Property Holdings LLC`, `${rng.pick(DECOY_FIRST)} ${rng.pick(DECOY_LAST)}`, 'Gateway Commercial Realty']),
    landlordPhone: phone(rng, area), rent: money(rng.int(18, 95) * 100, rng), bank: rng.pick(BANKS),
    routing: rng.pick(['1230', '1240', '1250', '3210']) + rng.digits(5), account: rng.digits(rng.int(9, 12)),
    iso, contact: person(rng, area), spouse: person(rng, area, owners[0]!.last), emergency: person(rng, area),
    refs: refs(rng, area),
    funders: rng.chance(0.55) ? [{ name: rng.pick(FUNDERS), balance: money(rng.int(40, 380) * 100 + 55, rng), payment: money(rng.int(120, 990) + 7, rng) }] : [],
    brokerAddress: broker.address,
  };
}

const FREQ: readonly (readonly [string, string, readonly number[]])[] = [
  ['daily', 'Daily', [120, 160, 200]], ['weekly', 'Weekly', [26, 40, 52]], ['biweekly', 'Bi-Weekly', [13, 26]], ['monthly', 'Monthly', [6, 12]],
];

/** A merchant for a broker whose home states are `states`, with 1..maxOwners owners. */
export function makeMerchant(rng: Rng, states: readonly string[], maxOwners: number, broker: { address: string; area: string; domain: string }): Merchant {
  const place = rng.pick(PLACES.filter((p) => states.includes(p.state)));
  const [industryText, industryId] = rng.pick(INDUSTRIES) as readonly [string, string];
  const n = rng.weighted([[1, 3], [2, 4], [3, 2], [4, 2]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  const owners = makeOwners(rng, n, place);
  const entityId = entityFor(rng, n, industryId);
  const stem = rng.pick(NAME_STEMS[industryId]!);
  const area = rng.pick(AREA[place.state]!);
  const startIso = rng.chance(0.9) ? isoDate(rng.int(1996, 2022), rng.int(1, 12), rng.int(1, 28)) : null;
  const amount = rng.pick([rng.int(10, 350) * 1000, rng.int(8, 120) * 2500]);
  const [freq, freqText, counts] = rng.pick(FREQ);
  const nPayments = rng.pick(counts);
  const payment = Math.round((amount * rng.float(1.22, 1.42)) / nPayments);
  const pcts = new Set(owners.map((o) => String(o.pct)));
  let employees = String(rng.int(2, 64));
  while (pcts.has(employees)) employees = String(rng.int(2, 64));
  return {
    ...names(rng, entityId, stem, owners[0]!), entityId, entityText: rng.pick(ENTITY_TEXT[entityId]!), industryText, industryId,
    ...businessTax(rng, entityId, owners[0]!),
    street: `${rng.int(100, 9899)} ${rng.pick(place.streets)}${rng.chance(0.3) ? ` Suite ${rng.int(1, 4)}${rng.digits(2)}` : ''}`,
    city: place.city, state: place.state, zip: rng.pick(place.zips), phone: phone(rng, area),
    email: `office@${stem.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    startIso, startText: startIso ? printDate(startIso, rng) : '', years: startIso ? String(2025 - Number(startIso.slice(0, 4))) : '',
    amount, amountText: money(amount, rng), payment, paymentText: money(payment, rng), nPayments, freq, freqText,
    use: rng.pick(USES), monthly: money(Math.round(amount / rng.float(0.6, 1.6) / 100) * 100 + 350, rng),
    annual: money(rng.int(4, 90) * 25000 + 1150, rng), employees, incState: entityId === 'sole_proprietorship' ? '' : rng.pick(['Delaware', 'DE', 'Wyoming', 'WY']),
    owners, d: decoys(rng, area, owners, broker),
  };
}
