// The merchant behind one set-139 form: every value as printed and, beside it, what applications.md reads from it.
// A layout prints some of these; the truth keeps only what was printed (index.ts).
import type { Rng } from '../../statements/generator/prng.ts';
import {
  CA_ENTITY_ROW, CA_PLACES, CREDENTIALS, DECOY_FIRST, DECOY_LAST, FIRST_NAMES, FREQUENCIES, FUNDERS, INCORPORATION_STATES,
  INDUSTRY_TEXTS, LAST_NAMES, NAME_A, OTHER_ENTITY, STREETS, TITLES, US_ENTITY_ROW, US_PLACES, BANKS, CA_BANKS, type EntityChoice,
} from './data.ts';
import { bn, ein, masked, money, phone, postal, randomDate, sin, ssn, type TaxId } from './format.ts';

export interface Owner {
  first: string; last: string; nameText: string;
  roleText: string | null; ownership: number; ownershipText: string;
  /** The tax id as printed (masked or not), null when blank; `tax` is the read value, null when masked or blank. */
  taxText: string | null; tax: TaxId | null;
  dobText: string | null; dob: string | null;
  creditText: string | null;
  home: string;
}

export interface Funder { name: string; balance: string; payment: string }

export interface Merchant {
  canada: boolean;
  legal: string;
  /** DBA as printed (may be `SAME`, `N/A` or the legal name again), and the read trade name. */
  dbaText: string | null; dba: string | null;
  entityRow: readonly EntityChoice[];
  /** Index of the checked box in entityRow, -1 for "Other", null when none is checked. */
  entityIdx: number | null; entityOther: string | null; entityId: string | null;
  industryText: string; industry: string;
  taxText: string | null; tax: TaxId | null;
  street: string; city: string; state: string; zip: string;
  startText: string | null; start: string | null; yearsText: string | null;
  amountText: string; amount: number;
  paymentText: string | null; payment: number | null;
  numberText: string | null; number: number | null;
  freqIdx: number | null;
  phone: string; email: string; website: string | null;
  own: 'Own' | 'Rent';
  owners: Owner[];
  stateOfInc: string;
  landlord: string; landlordPhone: string; rent: string;
  bank: string; routing: string; account: string;
  refs: { name: string; phone: string }[];
  isoRep: string;
  funders: Funder[];
  monthlySales: string; annualRevenue: string;
}

function owner(rng: Rng, used: Set<string>, i: number, canada: boolean, share: number): Owner {
  let first: string = rng.pick(FIRST_NAMES), last: string = rng.pick(LAST_NAMES);
  while (used.has(first) || used.has(last)) { first = rng.pick(FIRST_NAMES); last = rng.pick(LAST_NAMES); }
  used.add(first); used.add(last);
  const form = rng.weighted([['plain', 4], ['middle', 2], ['comma', 2], ['cred', 1]] as const);
  const nameText = form === 'middle' ? `${first} ${rng.alnum(1, 'ABCDEFGHJKLMNPRSTW')}. ${last}`
    : form === 'comma' ? `${last}, ${first}` : form === 'cred' ? `${first} ${last}${rng.pick(CREDENTIALS)}` : `${first} ${last}`;
  const t = canada ? sin(rng) : ssn(rng, rng.chance(0.12));
  const taxMode = rng.weighted([['full', 5], ['masked', 3], ['blank', 1]] as const);
  const dob = randomDate(rng, 1954, 1996, false, canada);
  const hasDob = rng.chance(0.8);
  const credit = rng.chance(0.45) ? String(rng.int(540, 810)) : null;
  const home = `${rng.int(10, 9899)} ${rng.pick(STREETS)}, ${rng.pick(canada ? CA_PLACES : US_PLACES).city}`;
  return {
    first, last, nameText,
    roleText: rng.chance(0.9) ? (i === 0 ? rng.pick(TITLES.slice(0, 5)) : rng.pick(TITLES.slice(3))) : null,
    ownership: share, ownershipText: rng.pick([`${share}%`, `${share}`, `${share} %`]),
    taxText: taxMode === 'blank' ? null : taxMode === 'masked' ? masked(rng, t) : t.text,
    tax: taxMode === 'full' ? t : null,
    dobText: hasDob ? dob.text : null, dob: hasDob ? dob.iso : null,
    creditText: credit, home,
  };
}

function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.pick([100, 100, 80, 75])];
  if (n === 2) { const a = rng.pick([50, 51, 60, 70, 75]); return [a, 100 - a]; }
  const a = rng.pick([40, 50, 34]); const b = rng.pick([25, 30]); return [a, b, 100 - a - b];
}

function entity(rng: Rng, m: Pick<Merchant, 'canada'>): Pick<Merchant, 'entityRow' | 'entityIdx' | 'entityOther' | 'entityId'> {
  const row = m.canada ? CA_ENTITY_ROW : US_ENTITY_ROW;
  const pick = rng.weighted<number>(m.canada ? [[0, 6], [1, 2], [2, 1], [-1, 1], [-2, 1]] : [[0, 4], [1, 5], [2, 1], [3, 2], [-1, 2], [-2, 1]]);
  if (pick === -2) return { entityRow: row, entityIdx: null, entityOther: null, entityId: null };
  if (pick === -1) {
    const [text, id] = m.canada ? ['ULC', 'ca_ulc'] : rng.pick(OTHER_ENTITY);
    return { entityRow: row, entityIdx: -1, entityOther: text, entityId: id };
  }
  const c = row[pick]!;
  return { entityRow: row, entityIdx: pick, entityOther: null, entityId: m.canada ? c.ca : c.us };
}

function legalName(rng: Rng, m: Merchant, word: string): string {
  const base = `${rng.pick(NAME_A)} ${word}`;
  const id = m.entityId;
  if (m.canada && rng.chance(0.3) && id === 'ca_corporation') return `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Canada', 'Alberta'])} Inc.`;
  if (id === 'llc') return `${base}, ${rng.pick(['LLC', 'L.L.C.', 'LLC'])}`;
  if (id === 'c_corporation' || id === 'ca_corporation') return `${base}${rng.pick([', Inc.', ' Inc.', ' Corp.', ' Ltd.', ' Corporation'])}`;
  if (id === 'general_partnership') return `${base} Partners`;
  if (id === 'pllc') return `${base}, PLLC`;
  if (id === 'llp') return `${base} LLP`;
  if (id === 'limited_partnership') return `${base}, L.P.`;
  if (id === 'ca_ulc') return `${base} ULC`;
  if (id === 's_corporation') return `${base}, Inc.`;
  // No entity printed: a name without a suffix, so the entity type is not hinted at anywhere.
  return `${base} ${rng.pick(['Group', 'Enterprises', 'Services'])}`;
}

function decoys(rng: Rng, m: Merchant): void {
  m.stateOfInc = m.canada ? (m.state === 'ON' ? 'Canada (CBCA)' : 'Ontario') : rng.pick(INCORPORATION_STATES.filter((s) => s !== m.state));
  m.landlord = `${rng.pick(DECOY_FIRST)} ${rng.pick(DECOY_LAST)}`;
  m.landlordPhone = phone(rng);
  m.rent = money(rng, rng.int(18, 90) * 100 + 25, false);
  m.bank = rng.pick(m.canada ? CA_BANKS : BANKS);
  m.routing = m.canada ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.int(1, 9)}${rng.digits(7)}`;
  m.account = rng.digits(rng.int(9, 12));
  m.refs = [0, 1].map(() => ({ name: `${rng.pick(DECOY_FIRST)} ${rng.pick(DECOY_LAST)}`, phone: phone(rng) }));
  m.isoRep = `${rng.pick(DECOY_FIRST)} ${rng.pick(DECOY_LAST)}`;
  const funders = rng.shuffle([...FUNDERS]);
  m.funders = Array.from({ length: rng.int(0, 2) }, (_, i) => ({ name: funders[i]!, balance: money(rng, rng.int(30, 900) * 100 + 37, false),
    payment: money(rng, rng.int(150, 2400) + 0.5, false) }));
  m.monthlySales = money(rng, rng.int(40, 400) * 1000 + 250, m.canada);
  m.annualRevenue = money(rng, rng.int(6, 40) * 100000 + 5000, m.canada);
}

export function makeMerchant(rng: Rng, canada: boolean): Merchant {
  const m = { canada } as Merchant;
  Object.assign(m, entity(rng, m));
  const [industryText, industry, word] = rng.pick(INDUSTRY_TEXTS);
  m.industryText = industryText; m.industry = industry;
  const sole = m.entityId === 'sole_proprietorship';
  const n = sole ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const used = new Set<string>();
  m.owners = (sole ? [100] : shares(rng, n)).map((s, i) => owner(rng, used, i, canada, s));
  m.legal = sole ? `${m.owners[0]!.first} ${m.owners[0]!.last}` : legalName(rng, m, word);
  const dbaName = `${rng.pick(NAME_A)} ${word}`;
  const dbaMode = sole ? 'real' : rng.weighted([['real', 5], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  m.dbaText = dbaMode === 'real' ? dbaName : dbaMode === 'blank' ? null : dbaMode === 'legal' ? m.legal : dbaMode;
  m.dba = dbaMode === 'real' ? dbaName : null;
  // A sole proprietor without an EIN writes the owner's SSN as the business's tax id.
  const ownTax = m.owners[0]!.tax;
  const t = canada ? bn(rng) : sole && ownTax && rng.chance(0.6) ? ownTax : ein(rng);
  const taxMode = rng.weighted([['full', 7], ['masked', 2], ['blank', 1]] as const);
  m.taxText = taxMode === 'blank' ? null : taxMode === 'masked' ? masked(rng, t) : t.text;
  m.tax = taxMode === 'full' ? t : null;
  const place = rng.pick(canada ? CA_PLACES : US_PLACES);
  m.street = `${rng.int(100, 24999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(2, 450)}` : ''}`;
  m.city = place.city; m.state = place.state; m.zip = postal(rng, place.zip, canada);
  const startMode = rng.weighted([['date', 7], ['years', 2], ['blank', 1]] as const);
  const start = randomDate(rng, 2003, 2022, true, canada);
  m.startText = startMode === 'date' ? start.text : null;
  m.start = startMode === 'date' ? start.iso : null;
  m.yearsText = startMode === 'years' ? String(rng.int(2, 19)) : null;
  m.amount = rng.int(10, 250) * 1000 / (rng.chance(0.3) ? 2 : 1);
  m.amountText = money(rng, m.amount, canada);
  m.freqIdx = rng.chance(0.85) ? rng.int(0, 3) : null;
  const hasTerms = rng.chance(0.75);
  const count = [rng.int(60, 180), rng.int(16, 52), rng.int(8, 26), rng.int(6, 18)][m.freqIdx ?? 1]!;
  m.number = hasTerms ? count : null;
  m.numberText = hasTerms ? String(count) : null;
  const pay = Math.round((m.amount * rng.float(1.2, 1.45) / count) * 100) / 100;
  m.payment = hasTerms && rng.chance(0.8) ? pay : null;
  m.paymentText = m.payment === null ? null : money(rng, m.payment, canada);
  m.phone = phone(rng);
  m.email = `${rng.pick(['office', 'info', 'accounts', m.owners[0]!.first.toLowerCase()])}@${word.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(2, 99)}.${canada ? 'ca' : 'com'}`;
  m.website = rng.chance(0.5) ? `www.${word.toLowerCase().replace(/[^a-z]/g, '')}-${rng.pick(NAME_A).toLowerCase().replace(/[^a-z]/g, '')}.${canada ? 'ca' : 'com'}` : null;
  m.own = rng.chance(0.3) ? 'Own' : 'Rent';
  decoys(rng, m);
  return m;
}

export function freqLabel(i: number): string { return FREQUENCIES[i]![0]; }
export function freqId(i: number): string { return FREQUENCIES[i]![1]; }
