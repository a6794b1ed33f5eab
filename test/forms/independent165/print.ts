// How one value of a Case is printed, and the fields applications.md's rules read from that print. Every choice
// uses the content Rng, so the text (and so the truth) is the same in every style.
import type { Rng } from '../../statements/generator/prng.ts';
import { date, money, FREQ_TEXT, type Case, type Owner } from './data.ts';
import type { FieldValue } from './canvas.ts';

export type Fields = Record<string, FieldValue>;
export interface Printed { text: string; fields: Fields }
const COUNTRY = { US: 'United States', CA: 'Canada' } as const;

export const legal = (c: Case): Printed => ({ text: c.legal, fields: { legal_name: c.legal } });
export function trade(c: Case): Printed {
  const t = c.tradeName.trim();
  const none = !t || /^(same|n\/a)$/i.test(t) || t === c.legal;
  return { text: c.tradeName, fields: { trade_name: none ? null : t } };
}
export const entity = (c: Case, text = c.entityText): Printed => ({ text, fields: { type_of_entity: c.entityId } });
export const industry = (c: Case): Printed => ({ text: c.industryText, fields: { industry: c.industryId } });
/** The business tax ID; `bare` prints an EIN / BN without separators (its label must then name it). */
export function businessTax(c: Case, r: Rng, bare = false): Printed {
  const d = c.taxDigits;
  let text: string;
  let id = d;
  if (c.taxType === 'EIN') text = bare ? d : `${d.slice(0, 2)}-${d.slice(2)}`;
  else if (c.taxType === 'BN') {
    id = d + c.bnProgram;
    const [p, n] = [c.bnProgram.slice(0, 2), c.bnProgram.slice(2)];
    text = r.pick([`${d} ${p}${n}`, `${d}${p}${n}`, `${d} ${p} ${n}`, `${d}-${p}-${n}`]);
  } else if (c.taxType === 'SIN') text = r.pick([`${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`]);
  else text = `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  return { text, fields: { business_tax_id: id, business_tax_id_type: c.taxType, business_tax_id_country: c.country } };
}
/** The state / province of the business address, alone (`TX`, `Ontario`). */
export function state(c: Case, r: Rng): Printed {
  return { text: r.chance(0.7) ? c.state : c.stateName, fields: { state_region: c.state, country: COUNTRY[c.country] } };
}
/** The whole address on one line: `12 Main St, Austin, TX 78701`. */
export function addressLine(c: Case, r: Rng): Printed {
  const st = c.country === 'CA' && r.chance(0.4) ? c.stateName : c.state;
  return { text: `${c.street}, ${c.city}, ${st} ${c.zip}`, fields: { state_region: c.state, country: COUNTRY[c.country] } };
}
export function started(c: Case, r: Rng, blank = 0.1): Printed {
  return r.chance(blank) ? { text: '', fields: {} } : { text: date(c.start, r, c.country), fields: { business_start_date: c.start } };
}
export interface Terms { amount: Printed; payment: Printed; count: Printed; freq: Printed }
/** The real request; a broker sometimes leaves payment, count and frequency blank (then null). */
export function terms(c: Case, r: Rng, blank = 0.15): Terms {
  const cad = c.country === 'CA';
  const empty = { text: '', fields: {} };
  const skip = r.chance(blank);
  const countText = r.chance(0.8) ? String(c.count) : `${c.count} pmts`;
  return {
    amount: { text: money(c.amount, r, cad), fields: { requested_amount: c.amount } },
    payment: skip ? empty : { text: money(c.payment, r, cad), fields: { requested_payment: c.payment } },
    count: skip ? empty : { text: countText, fields: { number_of_payments: c.count } },
    freq: skip && r.chance(0.5) ? empty : { text: r.pick(FREQ_TEXT[c.freq]), fields: { payment_frequency: c.freq } },
  };
}

const A = (i: number, f: Fields): Fields => Object.fromEntries(Object.entries(f).map(([k, v]) => [`applicants[${i}].${k}`, v]));
export interface OwnerPrint { name: Printed; role: Printed; pct: Printed; tax: Printed; dob: Printed; score: Printed; home: string }
/** One owner's values; `lastFirst` prints `Last, First M.`. */
export function ownerPrint(o: Owner, i: number, r: Rng, opts: { lastFirst?: boolean; mask?: number; score?: number; country: 'US' | 'CA' }): OwnerPrint {
  const mi = o.middle ? ` ${o.middle}${r.chance(0.7) ? '.' : ''}` : '';
  const name = opts.lastFirst ? `${o.last}, ${o.first}${mi}` : `${o.first}${mi} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
  const d = o.tax;
  const masked = r.chance(opts.mask ?? 0.2);
  let tax: string;
  if (o.taxType === 'SIN') {
    const sep = r.pick([' ', '-']);
    tax = masked ? `XXX${sep}XXX${sep}${d.slice(6)}` : `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
  } else tax = masked ? `${r.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${d.slice(5)}` : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  const pct = `${o.pct}${r.chance(0.75) ? '%' : ''}`;
  const showScore = r.chance(opts.score ?? 0.6);
  return {
    name: { text: name, fields: A(i, { first_name: o.first, last_name: o.last }) },
    role: { text: o.role, fields: A(i, { role: o.role }) },
    pct: { text: pct, fields: A(i, { ownership: o.pct }) },
    tax: { text: tax, fields: A(i, masked ? { tax_id: null, tax_id_type: null, tax_id_country: null } : { tax_id: d, tax_id_type: o.taxType, tax_id_country: opts.country }) },
    dob: { text: date(o.dob, r, opts.country), fields: A(i, { date_of_birth: o.dob }) },
    score: showScore ? { text: String(o.score), fields: A(i, { credit_score: o.score }) } : { text: '', fields: {} },
    home: `${o.home}, ${o.homeLine}`,
  };
}

/** A position's payment with its schedule in the same cell (`$412.35/day`), so no frequency cell repeats a real one. */
export const posPayment = (p: { payment: number; freq: 'daily' | 'weekly' }, r: Rng, cad = false) =>
  `${money(p.payment, r, cad).replace(/ CAD$/, '')}${p.freq === 'daily' ? r.pick(['/day', ' /day', ' daily']) : r.pick(['/wk', ' /week', ' wkly'])}`;
