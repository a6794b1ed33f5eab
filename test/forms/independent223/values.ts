// The printed values of a model, each with the truth it gives (applications.md's reading rules), and the truth
// built back from what was placed: a value never placed stays null.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Fields, PlacedValue, Val } from './canvas.ts';
import { iso, money, nameText, usDate, type Contact, type Model, type Owner } from './model.ts';

const A = (i: number, f: string) => `application.applicants[${i}].${f}`;
const val = (key: string, text: string | null | undefined, fields: Fields = {}): Val | null => (text ? { key, text, fields } : null);

/** Business values, keyed by what the form's blank asks. */
export function biz(m: Model) {
  const taxFields: Fields = { 'application.business_tax_id': m.ein.replace(/\D/g, ''), 'application.business_tax_id_country': 'US',
    'application.business_tax_id_type': m.taxIsSsn ? (m.ein.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN' };
  const state: Fields = { 'application.state_region': m.addr.state, 'application.country': 'United States' };
  return {
    legal: val('legal_name', m.legal, { 'application.legal_name': m.legal }),
    dba: val('dba', m.dbaShown, { 'application.trade_name': m.dba }),
    entity: val('entity', m.entityText, { 'application.type_of_entity': m.entityId }),
    industry: val('industry', m.industryText, { 'application.industry': m.industryId }),
    tax: val('tax_id', m.ein, taxFields),
    start: m.yearsOnly ? val('years', `${2025 - m.start.getUTCFullYear()}`, { 'application.business_start_date': null })
      : val('start', m.startText, { 'application.business_start_date': iso(m.start) }),
    street: val('street', m.addr.street),
    city: val('city', m.addr.city),
    state: val('state', m.addr.state, state),
    zip: val('zip', m.addr.zip),
    fullAddr: val('address', `${m.addr.street}, ${m.addr.city}, ${m.addr.state} ${m.addr.zip}`, state),
    phone: val('biz_phone', m.phone), email: val('biz_email', m.email), web: val('website', m.website),
    amount: val('amount', money(m.amount), { 'application.requested_amount': m.amount }),
    payment: val('payment', m.payment ? money(m.payment) : null, { 'application.requested_payment': m.payment }),
    nPay: val('n_payments', m.nPayments ? String(m.nPayments) : null, { 'application.number_of_payments': m.nPayments }),
    freq: val('frequency', m.freq ? m.freq[0]!.toUpperCase() + m.freq.slice(1).replace('biweekly', 'Bi-Weekly').replace('Biweekly', 'Bi-Weekly') : null,
      { 'application.payment_frequency': m.freq }),
    use: val('use_of_funds', m.use), sales: val('monthly_sales', money(m.monthlySales)), employees: val('employees', String(m.employees)),
    inc: val('state_of_incorporation', m.incState),
    rent: val('rent', money(m.rent)),
  };
}

/** One owner's values, `i` its place in the truth's applicants[]. */
export function owner(o: Owner, i: number, lastFirst = false) {
  const p = o.person;
  const masked = `XXX-XX-${o.ssn.slice(-4)}`;
  const ssnFields: Fields = o.ssnShow === 'full'
    ? { [A(i, 'tax_id')]: o.ssn.replace(/\D/g, ''), [A(i, 'tax_id_type')]: o.ssn.startsWith('9') ? 'ITIN' : 'SSN', [A(i, 'tax_id_country')]: 'US' }
    : { [A(i, 'tax_id')]: null };
  return {
    name: val(`owner${i + 1}_name`, nameText(p, lastFirst), { [A(i, 'first_name')]: p.first, [A(i, 'last_name')]: p.last }),
    title: val(`owner${i + 1}_title`, o.title, { [A(i, 'role')]: o.title }),
    pct: val(`owner${i + 1}_pct`, o.pct === null ? null : `${o.pct}%`, { [A(i, 'ownership')]: o.pct }),
    ssn: val(`owner${i + 1}_ssn`, o.ssnShow === 'blank' ? null : o.ssnShow === 'full' ? o.ssn : masked, ssnFields),
    dob: val(`owner${i + 1}_dob`, o.dob ? usDate(o.dob, null, 0) : null, { [A(i, 'date_of_birth')]: iso(o.dob) }),
    credit: val(`owner${i + 1}_credit`, o.credit ? String(o.credit) : null, { [A(i, 'credit_score')]: o.credit }),
    home: val(`owner${i + 1}_home`, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`),
    phone: val(`owner${i + 1}_phone`, o.phone), email: val(`owner${i + 1}_email`, o.email),
  };
}

/** A non-owner's values: all decoys. */
export function other(c: Contact, key: string) {
  return { name: val(`${key}_name`, nameText(c.person)), phone: val(`${key}_phone`, c.phone), email: val(`${key}_email`, c.email),
    extra: val(`${key}_extra`, c.extra), role: val(`${key}_role`, c.role) };
}
export const decoy = (key: string, text: string | null | undefined): Val | null => val(key, text);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as read from the placed values. */
export function truthFrom(placed: PlacedValue[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, value] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = value;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = value;
    }
  }
  return app;
}
