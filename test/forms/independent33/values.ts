// Independent set 33: the strings a merchant writes into each slot, and the truth those printed strings give.
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import type { Rng } from '../../statements/generator/prng.ts';
import { money, type Merchant } from './data.ts';

export const DECOY_KEYS = ['landlord', 'landlordPhone', 'bank', 'routing', 'account', 'funder', 'funderBalance', 'funderPayment', 'ref1', 'ref1Phone', 'ref2', 'ref2Phone', 'processor', 'isoRep', 'isoPhone'];

export function entityText(m: Merchant): string {
  if (m.entityOther) return m.entityOther;
  return m.entityBox === 'S-Corp' ? 'S Corp' : m.entityBox;
}

/** Every value the merchant would write, by slot key (a checkbox key `group=Option` is checked when its value is 'X'). */
export function values(m: Merchant, r: Rng, entOptions: readonly string[], freqOptions: readonly string[]): Record<string, string> {
  const v: Record<string, string> = {
    legal: m.legal, dba: m.dbaPrinted, entity: entityText(m), industry: m.industryText, taxid: m.taxIdShown,
    street: m.street, city: m.city, state: m.state, zip: m.zip, csz: `${m.city}, ${m.state} ${m.zip}`, phone: m.phone,
    email: r.chance(0.85) ? m.email : '', website: m.website, start: m.startShown, years: String(2026 - Number(m.startIso.slice(0, 4))),
    inc: m.incState, employees: m.employees, [`own=${m.own}`]: 'X', amount: r.pick([money(m.amount), money(m.amount, true), String(m.amount)]),
    use: m.use, monthly: money(m.monthly), ...m.decoys,
  };
  if (r.chance(0.75)) Object.assign(v, { payment: money(m.payment, true), npay: String(m.payments), freq: m.freq[0]!.toUpperCase() + m.freq.slice(1), [`freq=${freqLabel(m.freq, freqOptions)}`]: 'X' });
  if (entOptions.includes(m.entityBox)) v[`ent=${m.entityBox}`] = 'X';
  else Object.assign(v, { 'ent=Other': 'X', entOther: entityText(m) });
  m.owners.forEach((o, i) => {
    const p = `o${i}.`;
    Object.assign(v, { [p + 'name']: o.printed, [p + 'first']: o.middle && r.chance(0.5) ? `${o.first} ${o.middle}.` : o.first, [p + 'last']: o.last,
      [p + 'role']: o.role, [p + 'pct']: `${o.pct}%`, [p + 'ssn']: r.chance(0.9) ? o.ssnShown : '', [p + 'dob']: r.chance(0.85) ? o.dob : '',
      [p + 'credit']: o.credit === null ? '' : String(o.credit), [p + 'home']: o.home, [p + 'cell']: o.cell, [p + 'signame']: `${o.first} ${o.last}`, [p + 'sigdate']: '11/24/2026' });
  });
  return v;
}

function freqLabel(freq: string, options: readonly string[]): string {
  return options.find((o) => o.toLowerCase().replace(/[^a-z]/g, '') === freq) ?? freq;
}

function applicant(m: Merchant, i: number, has: (k: string) => string): TruthApplicant {
  const o = m.owners[i]!, p = `o${i}.`;
  const masked = o.ssnMasked || !has(p + 'ssn');
  const type = m.ca ? 'SIN' : o.ssn.startsWith('9') ? 'ITIN' : 'SSN';
  return {
    first_name: o.first, last_name: o.last, role: has(p + 'role') ? o.role : null, ownership: has(p + 'pct') ? o.pct : null,
    credit_score: has(p + 'credit') ? o.credit : null, tax_id: masked ? null : o.ssn.replace(/\D/g, ''), tax_id_type: masked ? null : type,
    tax_id_country: masked ? null : m.ca ? 'CA' : 'US', date_of_birth: has(p + 'dob') ? o.dobIso : null,
  };
}

/** The application as applications.md reads the printed values (`printed`: slot key -> the string written there). */
export function truthOf(m: Merchant, printed: Map<string, string>): TruthApplication {
  const has = (k: string): string => printed.get(k) ?? '';
  const t = emptyApplication();
  if (has('legal')) t.legal_name = m.legal;
  if (has('dba')) t.trade_name = m.dbaTruth;
  if (has('entity') || [...printed.keys()].some((k) => k.startsWith('ent='))) t.type_of_entity = m.entityId;
  if (has('industry')) t.industry = m.industryId;
  if (has('taxid')) Object.assign(t, { business_tax_id: m.taxIdDigits, business_tax_id_type: m.taxIdType, business_tax_id_country: m.ca ? 'CA' : 'US' });
  if (has('state') || has('csz')) Object.assign(t, { state_region: m.state, country: m.ca ? 'Canada' : 'United States' });
  if (has('amount')) t.requested_amount = m.amount;
  if (has('payment')) t.requested_payment = m.payment;
  if (has('npay')) t.number_of_payments = m.payments;
  if (has('freq') || [...printed.keys()].some((k) => k.startsWith('freq='))) t.payment_frequency = m.freq;
  if (has('start')) t.business_start_date = m.startIso;
  m.owners.forEach((_o, i) => { if (has(`o${i}.name`) || has(`o${i}.last`)) t.applicants.push(applicant(m, i, has)); });
  return t;
}
