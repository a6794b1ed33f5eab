// The printed text of each deal value and the truth it gives by applications.md's rules (rules.ts). Layouts choose
// which of these they print and where; the truth then holds exactly what was printed.
import type { Deal, Owner } from './deal.ts';
import { entityId, formatDate, formatMoney, industryId, stateCode, taxIdType, tradeName, accountingNegative, type DateFormat, type MoneyFormat } from './rules.ts';
import type { Check, Value } from './sheet.ts';

const A = 'application.';
const ap = (i: number, f: string): string => `${A}applicants[${i}].${f}`;
const US = { [`${A}country`]: 'United States' };

export const legalName = (d: Deal): Value => ({ key: 'legal_name', text: d.legalName, fields: { [`${A}legal_name`]: d.legalName } });
export const dba = (d: Deal): Value => ({ key: 'trade_name', text: d.dbaPrinted, fields: { [`${A}trade_name`]: tradeName(d.dbaPrinted, d.legalName) } });
export const entityText = (d: Deal): Value => ({ key: 'type_of_entity', text: d.entity.printed, fields: { [`${A}type_of_entity`]: entityId(d.entity.printed) } });
export const industry = (d: Deal): Value => ({ key: 'industry', text: d.industryText, fields: { [`${A}industry`]: industryId(d.industryText) } });

/** The business tax ID: `NN-NNNNNNN`, `NNN-NN-NNNN`, or bare digits under a label that names it. */
export function taxId(d: Deal, bare: boolean, labelSays: 'EIN' | 'SSN' | null): Value {
  const id = d.taxId;
  const text = bare ? id : d.taxKind === 'EIN' ? `${id.slice(0, 2)}-${id.slice(2)}` : `${id.slice(0, 3)}-${id.slice(3, 5)}-${id.slice(5)}`;
  return { key: 'business_tax_id', text, fields: { [`${A}business_tax_id`]: id, [`${A}business_tax_id_type`]: taxIdType(text, labelSays),
    [`${A}business_tax_id_country`]: 'US', ...US } };
}

/** The business address's state, as its code or its name; it also says the country (US forms rarely print it). */
export const state = (d: Deal, asName: boolean): Value => {
  const text = asName ? d.stateName : d.state;
  return { key: 'state_region', text, fields: { [`${A}state_region`]: stateCode(text), ...US } };
};

export const startDate = (d: Deal, f: DateFormat): Value =>
  ({ key: 'business_start_date', text: formatDate(d.startDate, f), fields: { [`${A}business_start_date`]: d.startDate }, align: 'r' });

export function moneyValue(key: string, field: string | null, v: number, f: MoneyFormat): Value {
  return { key, text: formatMoney(v, f), fields: field ? { [`${A}${field}`]: v } : undefined, align: 'r', prefix: f === 'accounting' ? '$' : undefined };
}
export const payments = (d: Deal): Value => ({ key: 'number_of_payments', text: String(d.payments), fields: { [`${A}number_of_payments`]: d.payments }, align: 'r' });
export const FREQ_LABELS: [Deal['frequency'], string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];
export const frequencyText = (d: Deal): Value =>
  ({ key: 'payment_frequency', text: FREQ_LABELS.find(([f]) => f === d.frequency)![1], fields: { [`${A}payment_frequency`]: d.frequency } });
export const frequencyCheck = (d: Deal, f: Deal['frequency'], label: string): Check =>
  ({ key: `frequency_${f}`, checked: d.frequency === f, label, fields: d.frequency === f ? { [`${A}payment_frequency`]: f } : undefined });

/** Check-column options for entity type; "Other" takes the text written beside it (its own value). */
export const ENTITY_OPTIONS = ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor', 'Other'];
export function entityCheck(d: Deal, option: string): Check {
  const on = d.entity.checkbox === option;
  return { key: `entity_${option.toLowerCase().replace(/\W+/g, '_')}`, checked: on, label: option,
    fields: on && option !== 'Other' ? { [`${A}type_of_entity`]: entityId(option) } : undefined };
}
export const entityOther = (d: Deal): Value | undefined => d.entity.otherText
  ? { key: 'type_of_entity_other', text: d.entity.otherText, fields: { [`${A}type_of_entity`]: entityId(d.entity.otherText) } } : undefined;

/** An owner's name: `First M. Last, DC` or `Last, First`; the truth drops initials and credentials. */
export function ownerName(o: Owner, i: number, lastFirst: boolean): Value {
  const cred = o.credential ? `, ${o.credential}` : '';
  const text = lastFirst ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}` : `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${cred}`;
  return { key: `owner${i}_name`, text, fields: { [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last } };
}
export const ownerFirst = (o: Owner, i: number): Value => ({ key: `owner${i}_first`, text: o.first, fields: { [ap(i, 'first_name')]: o.first } });
export const ownerLast = (o: Owner, i: number): Value => ({ key: `owner${i}_last`, text: o.last, fields: { [ap(i, 'last_name')]: o.last } });
export const ownerTitle = (o: Owner, i: number): Value => ({ key: `owner${i}_title`, text: o.title, fields: { [ap(i, 'role')]: o.title } });
export const ownerShare = (o: Owner, i: number, f: 'pct' | 'pct2' | 'bare'): Value => ({ key: `owner${i}_ownership`,
  text: f === 'pct' ? `${o.ownership}%` : f === 'pct2' ? `${o.ownership.toFixed(2)}%` : String(o.ownership), fields: { [ap(i, 'ownership')]: o.ownership }, align: 'r' });
export const ownerScore = (o: Owner, i: number): Value =>
  ({ key: `owner${i}_credit_score`, text: o.creditScore ? String(o.creditScore) : '', fields: { [ap(i, 'credit_score')]: o.creditScore }, align: 'r' });
export const ownerDob = (o: Owner, i: number, f: DateFormat): Value =>
  ({ key: `owner${i}_dob`, text: formatDate(o.dob, f), fields: { [ap(i, 'date_of_birth')]: o.dob }, align: 'r' });
/** An owner's SSN/ITIN, full or masked; a masked one gives nothing (tax ID, type and country null). */
export function ownerTaxId(o: Owner, i: number): Value {
  const t = o.taxId;
  const text = o.masked ? `XXX-XX-${t.slice(5)}` : `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
  return { key: `owner${i}_tax_id`, text, fields: { [ap(i, 'tax_id')]: o.masked ? null : t, [ap(i, 'tax_id_type')]: o.masked ? null : taxIdType(text, null),
    [ap(i, 'tax_id_country')]: o.masked ? null : 'US' } };
}

/** A decoy value: printed, a reader must not take it for the applicant's. */
export const decoy = (key: string, text: string, align?: 'l' | 'r' | 'c'): Value => ({ key, text, align });
export const outflow = (key: string, v: number): Value => decoy(key, accountingNegative(v), 'r');
export const note = (key: string, text: string, align?: 'l' | 'r' | 'c'): Value => ({ key, text, align, note: true });
