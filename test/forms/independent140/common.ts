// What each printed value of the merchant gives the truth (applications.md's table), shared by the four layouts.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './model.ts';
import type { SetFields, Sheet } from './sheet.ts';

export const countryName = (m: Merchant) => (m.country === 'US' ? 'United States' : 'Canada');
export const FREQ_WORD: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export function biz(m: Merchant) {
  return {
    legal: { legal_name: m.legal } as SetFields,
    dba: (m.dba ? { trade_name: m.dba } : {}) as SetFields,
    entity: { type_of_entity: m.entityId } as SetFields,
    industry: (m.industryId ? { industry: m.industryId } : {}) as SetFields,
    tax: { business_tax_id: m.taxId, business_tax_id_type: m.taxType, business_tax_id_country: m.country } as SetFields,
    state: { state_region: m.state, country: countryName(m) } as SetFields,
    amount: { requested_amount: m.amount } as SetFields,
    payment: { requested_payment: m.payment } as SetFields,
    n: { number_of_payments: m.nPayments } as SetFields,
    freq: { payment_frequency: m.freq } as SetFields,
    start: { business_start_date: m.startIso } as SetFields,
  };
}

export function own(i: number, o: Owner, m: Merchant) {
  const p = `applicants.${i}.`;
  return {
    name: { [`${p}first_name`]: o.first, [`${p}last_name`]: o.last } as SetFields,
    title: { [`${p}role`]: o.title } as SetFields,
    pct: { [`${p}ownership`]: o.pct } as SetFields,
    tax: (o.taxId ? { [`${p}tax_id`]: o.taxId, [`${p}tax_id_type`]: o.taxType, [`${p}tax_id_country`]: m.country } : {}) as SetFields,
    dob: { [`${p}date_of_birth`]: o.dobIso } as SetFields,
    credit: (o.credit !== null ? { [`${p}credit_score`]: o.credit } : {}) as SetFields,
  };
}

/** Blanks by seed: a value the merchant did not fill. */
export function blanks(r: Rng) {
  return { start: r.chance(0.12), credit: r.chance(0.3), payment: r.chance(0.2), industry: r.chance(0.08) };
}

/** The authorisation paragraph every form carries (wording by country). */
export function authorisation(m: Merchant, broker: string): string {
  const privacy = m.country === 'CA'
    ? 'Each undersigned consents, under the Personal Information Protection and Electronic Documents Act (PIPEDA), to the collection, use and disclosure of personal information, including a credit report from Equifax Canada or TransUnion Canada.'
    : 'Each undersigned authorizes the obtaining of consumer and business credit reports and the verification of all information given here.';
  return `By signing below, each of the undersigned certifies that the information in this application is true and complete, and authorizes ${broker}, its assigns and funding partners to share it for the purpose of a purchase of future receivables. ${privacy}`;
}

/** Signature lines: printed name and date per owner (names already given above; not new truth). */
export function signatures(s: Sheet, m: Merchant, x: number, y: number, w: number): void {
  m.owners.forEach((o, i) => {
    const cx = x + (i % 3) * (w / 3);
    s.line(cx, y, cx + w / 3 - 14).label('Signature', cx, y + 2, { size: 6.5 });
    s.value(`${o.first} ${o.last}`, cx, y + 24, w / 3 - 14, { size: 8.5 }).line(cx, y + 24, cx + w / 3 - 14).label('Printed name / Date', cx, y + 26, { size: 6.5 });
  });
}
