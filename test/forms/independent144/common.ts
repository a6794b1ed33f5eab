// What every independent144 layout shares: the layout interface and the printed values with the truth fields each
// gives (applications.md's reading rules applied to the text as printed).
import type { Rng } from '../../statements/generator/prng.ts';
import { entityOf, fmtDate, industryOf, iso, money, type Country, type DateFmt, type Merchant, type Owner } from './data.ts';
import type { Sheet, Val } from './kit.ts';

export interface Layout {
  name: string;
  broker: string;
  landscape: boolean;
  countries: readonly Country[];
  maxOwners: number;
  typedFont: string;
  draw(s: Sheet, m: Merchant, r: Rng): void;
}

const COUNTRY_NAME: Record<Country, string> = { US: 'United States', CA: 'Canada' };
export const decoy = (key: string, text: string | null): Val => ({ key, text });

export const legalVal = (m: Merchant): Val => ({ key: 'legal_name', text: m.legal, fields: { legal_name: m.legal } });
export const dbaVal = (m: Merchant): Val => ({ key: 'trade_name', text: m.dba, fields: { trade_name: m.dbaTruth } });
export const industryVal = (m: Merchant): Val => ({ key: 'industry', text: m.industryText, fields: { industry: industryOf(m.industryText) } });
/** A written entity type (free text): read by the entity-types reference. */
export const entityVal = (text: string | null, m: Merchant): Val => ({ key: 'entity', text, fields: text ? { type_of_entity: entityOf(text, m.country) } : {} });
export function taxVal(m: Merchant, text = m.taxIdText): Val {
  return { key: 'business_tax_id', text, fields: m.taxId ? { business_tax_id: m.taxId, business_tax_id_type: m.taxIdType, business_tax_id_country: m.country } : {} };
}
export const startVal = (m: Merchant, f: DateFmt): Val => ({ key: 'start_date', text: m.start ? fmtDate(m.start, f) : null, fields: m.start ? { business_start_date: iso(m.start) } : {} });
/** The business state or province: gives state_region and the country (US forms do not print it). */
export const regionVal = (m: Merchant, text = m.address.region): Val => ({ key: 'state', text, fields: { state_region: m.address.region, country: COUNTRY_NAME[m.country] } });
export const cityLineVal = (m: Merchant): Val => ({ key: 'city_state_zip', text: `${m.address.city}, ${m.address.region} ${m.address.postal}`,
  fields: { state_region: m.address.region, country: COUNTRY_NAME[m.country] } });
export const amountVal = (m: Merchant, r: Rng): Val => ({ key: 'requested_amount', text: money(m.amount, r, m.country), fields: { requested_amount: m.amount } });
export const paymentVal = (m: Merchant, r: Rng): Val => ({ key: 'requested_payment', text: m.payment ? money(m.payment, r, m.country) : null, fields: m.payment ? { requested_payment: m.payment } : {} });
export const countVal = (m: Merchant): Val => ({ key: 'number_of_payments', text: m.payments ? String(m.payments) : null, fields: m.payments ? { number_of_payments: m.payments } : {} });
const FREQ_WORDS: Record<string, readonly string[]> = { daily: ['Daily', 'Daily (M-F)'], weekly: ['Weekly'], biweekly: ['Bi-weekly', 'Every 2 weeks', 'Biweekly'], monthly: ['Monthly'] };
/** Payment frequency written as a word. */
export const freqVal = (m: Merchant, r: Rng): Val => ({ key: 'payment_frequency', text: m.frequency ? r.pick(FREQ_WORDS[m.frequency]!) : null,
  fields: m.frequency ? { payment_frequency: m.frequency } : {} });

// ---- owners ----
const ap = (i: number, f: string) => `applicants[${i}].${f}`;
export const nameVal = (i: number, o: Owner, text: string): Val => ({ key: `owner${i + 1}_name`, text, fields: { [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last } });
export const firstVal = (i: number, o: Owner, withMiddle: boolean): Val => ({ key: `owner${i + 1}_first`, text: withMiddle && o.middle ? `${o.first} ${o.middle}.` : o.first, fields: { [ap(i, 'first_name')]: o.first } });
export const lastVal = (i: number, o: Owner): Val => ({ key: `owner${i + 1}_last`, text: o.last, fields: { [ap(i, 'last_name')]: o.last } });
export const titleVal = (i: number, o: Owner): Val => ({ key: `owner${i + 1}_title`, text: o.title, fields: { [ap(i, 'role')]: o.title } });
export const pctVal = (i: number, o: Owner, r: Rng): Val => ({ key: `owner${i + 1}_pct`, text: r.chance(0.75) ? `${o.pct}%` : String(o.pct), fields: { [ap(i, 'ownership')]: o.pct } });
export const creditVal = (i: number, o: Owner): Val => ({ key: `owner${i + 1}_credit`, text: o.credit ? String(o.credit) : null, fields: { [ap(i, 'credit_score')]: o.credit } });
export const dobVal = (i: number, o: Owner, f: DateFmt): Val => ({ key: `owner${i + 1}_dob`, text: o.dob ? fmtDate(o.dob, f) : null, fields: { [ap(i, 'date_of_birth')]: o.dob ? iso(o.dob) : null } });
/** The owner's SSN/ITIN/SIN; masked or blank gives null number, type and country (the type belongs to the number). */
export const idVal = (i: number, o: Owner): Val => ({ key: `owner${i + 1}_taxid`, text: o.idText,
  fields: { [ap(i, 'tax_id')]: o.id, [ap(i, 'tax_id_type')]: o.idType, [ap(i, 'tax_id_country')]: o.idCountry } });
export const homeVal = (i: number, o: Owner): Val => decoy(`owner${i + 1}_home`, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`);

/** Decoys most forms carry: landlord, bank numbers, references, existing advances, ISO rep. */
export function funderLine(m: Merchant, r: Rng): string | null {
  const f = m.funders[0];
  return f ? (r.chance(0.5) ? `${f.name}, bal. ${money(f.balance, r, m.country)}` : `${f.name} ${money(f.payment, r, m.country)}/day`) : null;
}
export const AUTH = 'By signing below, each owner certifies that the information above is true and complete, and authorizes the recipient, its '
  + 'assigns and any funding source to obtain consumer and business credit reports, verify bank and trade references, and contact landlords '
  + 'and creditors. A photocopy or electronic copy of this authorization is as valid as the original.';

/** The entity type as a person writes it on a free-text line (null: left blank). */
export function entityText(m: Merchant, r: Rng): string | null {
  if (r.chance(0.08)) return null;
  const w: Record<string, readonly string[]> = { sole: ['Sole Prop', 'Sole Proprietor', 'Sole Proprietorship'], partnership: ['Partnership', 'General Partnership'],
    llc: ['LLC', 'L.L.C.', 'LLC'], scorp: ['S-Corp', 'S Corp', 'S Corporation'], ulc: ['ULC', 'Unlimited Liability Corporation'],
    corp: m.country === 'US' ? ['Corp', 'Corporation', 'Inc.', 'C-Corp'] : ['Corporation', 'Inc.', 'Ltd.', 'Corp.'] };
  return r.pick(w[m.kind]!);
}
