// Items shared by the layouts: each carries the truth it gives when printed (applications.md's rules), or is a decoy.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Item, Sets, Form } from './engine.ts';
import { date, fullName, maskedSsn, money, phone, ssn, FREQ_LABEL, type Merchant, type Owner } from './model.ts';

export interface Fmt { money: 'dollar' | 'plain' | 'cad' | 'bare'; date: 'us' | 'iso' | 'long' | 'short'; phone: number }

export const countryName = (m: Merchant): string => (m.country === 'US' ? 'United States' : 'Canada');
export const field = (key: string, label: string, value: string, sets?: Sets, w?: number, extra: Partial<Extract<Item, { t: 'field' }>> = {}): Item =>
  ({ t: 'field', key, label, value, ...(sets ? { sets } : {}), ...(w ? { w } : {}), ...extra });
export const decoy = (key: string, label: string, value: string, w?: number): Item => field(key, label, value, undefined, w, { decoy: true });

export function dba(m: Merchant, r: Rng, label: string, w?: number): Item {
  const blank = m.dba === null ? r.pick(['', 'N/A', 'SAME']) : m.dba;
  return field('business.dba', label, blank, m.dba && m.dba !== m.legal ? { trade_name: m.dba } : undefined, w);
}
export const legal = (m: Merchant, label: string, w?: number): Item => field('business.legal_name', label, m.legal, { legal_name: m.legal }, w);
export const taxSets = (m: Merchant): Sets => ({ business_tax_id: m.taxId, business_tax_id_type: m.taxType, business_tax_id_country: m.country });
export const taxId = (m: Merchant, label: string, w?: number): Item => field('business.tax_id', label, m.taxPrinted, taxSets(m), w);
export const industry = (m: Merchant, label: string, w?: number): Item => field('business.industry', label, m.industryText, { industry: m.industryId }, w);
export const started = (m: Merchant, f: Fmt, label: string, w?: number): Item =>
  field('business.start_date', label, date(m.start, f.date), { business_start_date: m.start }, w);
export const stateSets = (m: Merchant): Sets => ({ state_region: m.region.code, country: countryName(m) });
export const amount = (m: Merchant, f: Fmt, label: string, w?: number): Item => field('funding.amount', label, money(m.amount, f.money), { requested_amount: m.amount }, w);
export const payment = (m: Merchant, f: Fmt, label: string, w?: number): Item => field('funding.payment', label, money(m.payment, f.money), { requested_payment: m.payment }, w);
export const payments = (m: Merchant, label: string, w?: number): Item => field('funding.payments', label, String(m.payments), { number_of_payments: m.payments }, w);
export const frequency = (m: Merchant, label: string, w?: number): Item => {
  const options = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
  return { t: 'choice', key: 'funding.frequency', label, options: options.map((o) => FREQ_LABEL[o]), selected: options.indexOf(m.frequency),
    sets: { payment_frequency: m.frequency }, ...(w ? { w } : {}) };
};

export function entityChoice(m: Merchant, label: string, w?: number): Item {
  const ids = m.country === 'US' ? ['llc', 'c_corporation', 's_corporation', 'general_partnership', 'sole_proprietorship'] : ['ca_corporation', 'general_partnership', 'sole_proprietorship'];
  const labels: Record<string, string> = { llc: 'LLC', c_corporation: 'Corporation', s_corporation: 'S Corporation', general_partnership: 'Partnership',
    sole_proprietorship: 'Sole Proprietorship', ca_corporation: 'Corporation' };
  return { t: 'choice', key: 'business.entity', label, options: [...ids.map((i) => labels[i]!), 'Non-Profit'], selected: ids.indexOf(m.entity.id),
    sets: { type_of_entity: m.entity.id }, ...(w ? { w } : {}) };
}
export const entitySelect = (m: Merchant, label: string, w?: number): Item =>
  field('business.entity', label, m.entityLabel, { type_of_entity: m.entity.id }, w, { select: true });

export function address(m: Merchant, f: Fmt, split: boolean): Item[] {
  const st = m.country === 'US' ? m.region.code : m.region.name;
  if (!split) return [field('business.address', 'Business address', `${m.street}, ${m.city}, ${m.region.code} ${m.post}`, stateSets(m), 3)];
  return [field('business.street', 'Street address', m.street, undefined, 2), field('business.city', 'City', m.city),
    field('business.state', m.country === 'US' ? 'State' : 'Province', st, stateSets(m), 1, { select: true }),
    field('business.zip', m.country === 'US' ? 'ZIP code' : 'Postal code', m.post),
    field('business.phone', 'Business phone', phone(m.phone, f.phone))];
}

export function owner(o: Owner, i: number, m: Merchant, f: Fmt, opts: { masked: boolean; lastFirst?: boolean; score?: boolean; home?: boolean }): Item[] {
  const p = `applicants.${i}.`;
  const name = opts.lastFirst ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}${o.cred ? `, ${o.cred}` : ''}` : fullName(o);
  const tax: Sets = opts.masked ? {} : { [`${p}tax_id`]: o.taxId, [`${p}tax_id_type`]: o.taxType, [`${p}tax_id_country`]: m.country };
  const items: Item[] = [
    field(`owner${i + 1}.name`, opts.lastFirst ? 'Full name (Last, First)' : 'Full name', name, { [`${p}first_name`]: o.first, [`${p}last_name`]: o.last }, 2),
    field(`owner${i + 1}.title`, 'Title', o.title, { [`${p}role`]: o.title }),
    field(`owner${i + 1}.ownership`, 'Ownership %', `${o.ownership}%`, { [`${p}ownership`]: o.ownership }),
    field(`owner${i + 1}.tax_id`, m.country === 'US' ? 'SSN / ITIN' : 'SIN', opts.masked ? maskedSsn(o) : ssn(o), tax),
    field(`owner${i + 1}.dob`, 'Date of birth', date(o.dob, f.date === 'short' ? 'us' : f.date), { [`${p}date_of_birth`]: o.dob }),
  ];
  if (opts.score) items.push(field(`owner${i + 1}.score`, 'Est. credit score', o.score === null ? '' : String(o.score), o.score === null ? undefined : { [`${p}credit_score`]: o.score }));
  items.push(field(`owner${i + 1}.phone`, 'Mobile phone', phone(o.phone, f.phone + 1), undefined, 1, { decoy: true }));
  if (opts.home) items.push(decoy(`owner${i + 1}.home`, 'Home address', `${o.home}, ${o.homeCity}, ${m.region.code}`, 2), field(`owner${i + 1}.email`, 'Email', o.email, undefined, 1));
  return items;
}

export function bankDecoys(m: Merchant): Item[] {
  return [decoy('bank.name', 'Bank name', m.bank), decoy('bank.routing', m.country === 'US' ? 'Routing number (ABA)' : 'Transit / institution', m.routing),
    decoy('bank.account', 'Account number', m.account)];
}
export function fundersTable(m: Merchant, f: Fmt): Item {
  return { t: 'table', key: 'funders', w: 3, cols: ['Funder', 'Balance', 'Payment'], rows: m.funders.map((x) => [x.name, money(x.balance, f.money), money(x.payment, f.money)]) };
}
export function refDecoys(m: Merchant, f: Fmt): Item[] {
  return m.refs.flatMap((x, i) => [decoy(`ref${i + 1}.name`, `Trade reference ${i + 1}`, x.name, 2), decoy(`ref${i + 1}.phone`, 'Phone', phone(x.phone, f.phone))]);
}
export function landlordDecoys(m: Merchant, f: Fmt): Item[] {
  return m.rent ? [decoy('landlord.name', 'Landlord / mortgage holder', m.landlord, 2), decoy('landlord.phone', 'Landlord phone', phone(m.landlordPhone, f.phone)),
    decoy('landlord.rent', 'Monthly rent', money(m.rentAmount, f.money))] : [];
}
export const consent = (text: string): Item => ({ t: 'note', key: 'consent', text, w: 3, size: 7.5 });
export const AUTH = 'By submitting this application, each of the above-signed owners certifies that the information provided is true and complete, and ' +
  'authorizes the funder, its agents and assigns to obtain consumer and business credit reports, verify bank and trade references and share this ' +
  'information with funding partners. Electronic signatures are binding under the E-SIGN Act.';

/** The site's own name, address and phone at the top of page 1: decoys, printed as page text in every style. */
export function siteHeader(form: Form, name: string, addr: string, tel: string, color: string): void {
  const x = form.theme.margin;
  form.text(name, x, form.y, 15, { bold: true, color });
  form.text(`${addr}  ·  ${tel}`, x, form.y + 19, 8, { color: '#667085' });
  form.decoys.push(name, tel);
  form.y += 40;
}
