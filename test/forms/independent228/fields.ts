// Printed text and truth paths of each applicant value, shared by the four layouts; and the truth built from what
// the canvas placed (only printed values are non-null).
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Placed } from './canvas.ts';
import { FREQ_PRINT, money, usDate, type Deal, type Owner } from './model.ts';
import type { Rng } from '../../statements/generator/prng.ts';

export type Val = [string, Record<string, unknown>];
const A = 'application.';
const P = (i: number, f: string): string => `${A}applicants[${i}].${f}`;

export function bizVals(d: Deal, r: Rng): Record<string, Val> {
  const req = d.req;
  return {
    legal: [d.legal, { [A + 'legal_name']: d.legal }],
    dba: [d.dbaPrinted, { [A + 'trade_name']: d.dba }],
    entity: [d.entity.free, { [A + 'type_of_entity']: d.entity.id }],
    industry: [d.industryText, { [A + 'industry']: d.industryId }],
    tax: [d.taxPrinted, { [A + 'business_tax_id']: d.taxDigits, [A + 'business_tax_id_type']: d.taxType }],
    start: [d.startPrinted, { [A + 'business_start_date']: d.startIso }],
    state: [d.addr.state, { [A + 'state_region']: d.addr.state }],
    cityStateZip: [`${d.addr.city}, ${d.addr.state} ${d.addr.zip}`, { [A + 'state_region']: d.addr.state }],
    amount: [money(req.amount, r.chance(0.5)), { [A + 'requested_amount']: req.amount }],
    payment: [req.payment === null ? '' : money(req.payment), { [A + 'requested_payment']: req.payment }],
    n: [req.n === null ? '' : String(req.n), { [A + 'number_of_payments']: req.n }],
    freq: [req.freq === null ? '' : r.pick(FREQ_PRINT[req.freq]!), { [A + 'payment_frequency']: req.freq }],
  };
}

export function ownerVals(o: Owner, i: number, nameForm: 'first' | 'lastFirst'): Record<string, Val> {
  const mid = o.middle ? ` ${o.middle}.` : '';
  const name = nameForm === 'first' ? `${o.first}${mid} ${o.last}` : `${o.last}, ${o.first}${mid}`;
  const tax: Val = o.ssnShown === 'full'
    ? [o.ssn, { [P(i, 'tax_id')]: o.ssn.replace(/\D/g, ''), [P(i, 'tax_id_type')]: o.itin ? 'ITIN' : 'SSN', [P(i, 'tax_id_country')]: 'US' }]
    : [o.ssnShown === 'masked' ? `XXX-XX-${o.ssn.slice(-4)}` : '', {}];
  return {
    name: [name, { [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last }],
    title: [o.title, { [P(i, 'role')]: o.title }],
    pct: [`${o.pct}%`, { [P(i, 'ownership')]: o.pct }],
    ssn: tax,
    dob: [o.dob ? usDate(o.dob, 'short') : '', { [P(i, 'date_of_birth')]: o.dob }],
    score: [o.score === null ? '' : String(o.score), { [P(i, 'credit_score')]: o.score }],
  };
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

export function truthFrom(placed: Placed[], owners: number): TruthApplication {
  const app = emptyApplication();
  for (let i = 0; i < owners; i++) app.applicants.push({ ...EMPTY });
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) (app.applicants[Number(m[1])] as unknown as Record<string, unknown>)[m[2]!] = v;
      else (app as unknown as Record<string, unknown>)[path.slice(A.length)] = v;
    }
  }
  // US forms: the country is read from the state and the tax ID, not printed.
  app.country = 'United States';
  if (app.business_tax_id) app.business_tax_id_country = 'US';
  return app;
}
