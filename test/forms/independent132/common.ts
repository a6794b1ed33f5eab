// Value texts with their truth, in a broker's habits. Each returns [printed text, truth fields]; a printed value that
// reads as nothing (a masked SSN, 'SAME', a month-and-year start) carries null so the record still says it was printed.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Fields } from './sheet.ts';
import type { Merchant, Owner } from './model.ts';
import { ein, frequency, fullDate, iso, masked, money, moneyStyleFor, ownership, partialDate, sin, ssn,
  type DateStyle, type MoneyStyle, type OwnStyle, type PartialStyle, type TaxStyle } from './formats.ts';

export interface Habits {
  money: readonly MoneyStyle[]; date: readonly DateStyle[]; partial: readonly PartialStyle[]; partialShare: number;
  own: readonly OwnStyle[]; tax: readonly TaxStyle[]; ssnTax: readonly TaxStyle[]; maskShare: number; lastFirst: boolean;
}
export type V = [string, Fields];

export function amountV(rng: Rng, h: Habits, n: number, field: string | null, currency = 'USD'): V {
  const text = money(n, moneyStyleFor(n, rng.pick(h.money)), currency);
  return [text, field ? { [field]: n } : {}];
}

/** Owner name as printed; the truth drops the middle initial and credentials and swaps 'Last, First'. */
export function nameV(o: Owner, i: number, lastFirst: boolean): V {
  const mi = o.mi ? ` ${o.mi}.` : '';
  const text = lastFirst ? `${o.last}, ${o.first}${mi}` : `${o.first}${mi} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
  return [text, { [`applicants[${i}].first_name`]: o.first, [`applicants[${i}].last_name`]: o.last }];
}

export function ownV(rng: Rng, h: Habits, o: Owner, i: number): V {
  return [ownership(o.ownership, rng.pick(h.own)), { [`applicants[${i}].ownership`]: o.ownership }];
}

/** The owner's SSN / ITIN / SIN: in full (digits), masked (null) or left blank (''). */
export function personTaxV(rng: Rng, h: Habits, o: Owner, i: number): V {
  const p = `applicants[${i}].`;
  const r = rng.next();
  if (r < h.maskShare) {
    return [masked(o.taxId, rng, o.taxType === 'SIN'), { [`${p}tax_id`]: null }];
  }
  if (r < h.maskShare + 0.1) return ['', {}];
  const style = rng.pick(h.ssnTax);
  const text = o.taxType === 'SIN' ? sin(o.taxId, style === 'bare' ? 'spaced' : style) : ssn(o.taxId, style);
  return [text, { [`${p}tax_id`]: o.taxId, [`${p}tax_id_type`]: o.taxType, [`${p}tax_id_country`]: o.taxType === 'SIN' ? 'CA' : 'US' }];
}

export function dobV(rng: Rng, h: Habits, o: Owner, i: number, ca: boolean): V {
  const styles = ca ? h.date.filter((s) => s !== 'us' && s !== 'us_short') : h.date;
  return [fullDate(o.dob, rng.pick(styles.length ? styles : ['iso'])), { [`applicants[${i}].date_of_birth`]: iso(o.dob) }];
}

export function creditV(o: Owner, i: number): V {
  return o.credit === null ? ['', {}] : [String(o.credit), { [`applicants[${i}].credit_score`]: o.credit }];
}

/** Business start: a full date (ISO truth) or, for some merchants, a month or a year only (null truth). */
export function startV(rng: Rng, h: Habits, m: Merchant): V {
  if (rng.chance(h.partialShare)) return [partialDate(m.start, rng.pick(h.partial)), { business_start_date: null }];
  const styles = m.country === 'CA' ? h.date.filter((s) => s !== 'us' && s !== 'us_short') : h.date;
  return [fullDate(m.start, rng.pick(styles.length ? styles : ['iso'])), { business_start_date: iso(m.start) }];
}

/** Federal tax ID / Business Number. `bareOk`: the label names the kind (EIN), so 9 bare digits still read. */
export function bizTaxV(rng: Rng, h: Habits, m: Merchant, bareOk: boolean): V {
  const f = { business_tax_id: m.taxId, business_tax_id_type: m.taxType, business_tax_id_country: m.country };
  if (m.taxType === 'BN') {
    const bn = m.taxId.slice(0, 9), prog = m.taxId.slice(9);
    const text = rng.pick([`${bn} ${prog}`, `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${prog}`, `${bn}-${prog.slice(0, 2)}-${prog.slice(2)}`, m.taxId]);
    return [text, f];
  }
  let style = rng.pick(h.tax);
  if (style === 'bare' && (!bareOk || m.taxType !== 'EIN')) style = 'spaced';
  return [m.taxType === 'EIN' ? ein(m.taxId, style) : ssn(m.taxId, style), f];
}

export function dbaV(rng: Rng, m: Merchant): V {
  if (m.dba) return [m.dba, { trade_name: m.dba }];
  const t = rng.pick(['SAME', 'N/A', '', m.legal, 'same as above']);
  return [t, t ? { trade_name: null } : {}];
}

export function freqV(rng: Rng, m: Merchant): V {
  return [frequency(m.freq, rng), { payment_frequency: m.freq }];
}

export const entityF = (m: Merchant): Fields => ({ type_of_entity: m.entity.id });
export const stateF = (m: Merchant): Fields => ({ state_region: m.state, country: m.country === 'CA' ? 'Canada' : 'United States' });
export const industryF = (m: Merchant): Fields => ({ industry: m.industry });
