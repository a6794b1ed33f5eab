// The truth of a set-139 form: what applications.md reads from each printed value, and null for every value the
// layout did not print (a blank line, a masked number, a field the form has no place for).
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { freqId } from './model.ts';
import type { Merchant } from './model.ts';
import type { Printed } from './paint.ts';
import { ak } from './entries.ts';

/** Every value the merchant could give, by truth key. */
export function candidates(m: Merchant): Map<string, string | number> {
  const c = new Map<string, string | number>();
  c.set('legal_name', m.legal);
  if (m.dba) c.set('trade_name', m.dba);
  if (m.entityId) c.set('type_of_entity', m.entityId);
  c.set('industry', m.industry);
  if (m.tax) {
    c.set('business_tax_id', m.tax.digits); c.set('business_tax_id_type', m.tax.type); c.set('business_tax_id_country', m.tax.country);
  }
  c.set('state_region', m.state);
  c.set('country', m.canada ? 'Canada' : 'United States');
  c.set('requested_amount', m.amount);
  if (m.payment !== null) c.set('requested_payment', m.payment);
  if (m.number !== null) c.set('number_of_payments', m.number);
  if (m.freqIdx !== null) c.set('payment_frequency', freqId(m.freqIdx));
  if (m.start) c.set('business_start_date', m.start);
  m.owners.forEach((o, i) => {
    c.set(ak(i, 'first_name'), o.first); c.set(ak(i, 'last_name'), o.last);
    if (o.roleText) c.set(ak(i, 'role'), o.roleText);
    c.set(ak(i, 'ownership'), o.ownership);
    if (o.tax) { c.set(ak(i, 'tax_id'), o.tax.digits); c.set(ak(i, 'tax_id_type'), o.tax.type); c.set(ak(i, 'tax_id_country'), o.tax.country); }
    if (o.dob) c.set(ak(i, 'date_of_birth'), o.dob);
    if (o.creditText) c.set(ak(i, 'credit_score'), Number(o.creditText));
  });
  return c;
}

const emptyApplicant = (): TruthApplicant => ({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });

export function buildTruth(m: Merchant, printed: readonly Printed[]): TruthApplication {
  const c = candidates(m);
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of printed) {
    for (const key of p.keys) {
      const v = c.get(key);
      if (v === undefined) throw new Error(`printed ${key} (${p.text}) has no value`);
      const a = /^applicants\[(\d+)\]\.(\w+)$/.exec(key);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[key] = v;
      }
    }
  }
  return app;
}
