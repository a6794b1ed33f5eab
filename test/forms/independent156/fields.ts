// What each printed value gives, by applications.md: the truth paths and values for one printed string.
import type { Rng } from '../../statements/generator/prng.ts';
import { ENTITY_SPELLINGS, iso } from './data.ts';
import type { Deal, Owner } from './model.ts';

type F = Record<string, unknown>;
const A = (k: string) => `application.${k}`;
const O = (i: number, k: string) => `application.applicants[${i}].${k}`;

export const legalF = (d: Deal): F => ({ [A('legal_name')]: d.legal });
/** DBA: null when it is SAME, N/A, "Same as above" or the legal name again. */
export const dbaF = (d: Deal): F => (d.dba ? { [A('trade_name')]: d.dba } : {});
export const entityF = (d: Deal): F => ({ [A('type_of_entity')]: d.entity });
export const industryF = (d: Deal): F => ({ [A('industry')]: d.industry });
export const taxF = (d: Deal): F => ({ [A('business_tax_id')]: d.taxId, [A('business_tax_id_type')]: d.taxType, [A('business_tax_id_country')]: 'US' });
/** The business address's state; US forms do not print the country: it follows from the state. */
export const stateF = (d: Deal): F => ({ [A('state_region')]: d.address.state, [A('country')]: 'United States' });
export const stateText = (d: Deal) => (d.stateShown === 'code' ? d.address.state : d.address.stateName);
export const cityLine = (d: Deal) => `${d.address.city}, ${stateText(d)} ${d.address.zip}`;
export const amountF = (d: Deal): F => ({ [A('requested_amount')]: d.amount });
export const paymentF = (d: Deal): F => (d.payment === null ? {} : { [A('requested_payment')]: d.payment });
export const countF = (d: Deal): F => (d.count === null ? {} : { [A('number_of_payments')]: d.count });
export const freqF = (d: Deal): F => (d.freq === null ? {} : { [A('payment_frequency')]: d.freq });
export const startF = (d: Deal): F => (d.start ? { [A('business_start_date')]: iso(d.start) } : {});

export const nameF = (i: number, o: Owner): F => ({ [O(i, 'first_name')]: o.first, [O(i, 'last_name')]: o.last });
export const firstF = (i: number, o: Owner): F => ({ [O(i, 'first_name')]: o.first });
export const lastF = (i: number, o: Owner): F => ({ [O(i, 'last_name')]: o.last });
export const roleF = (i: number, o: Owner): F => ({ [O(i, 'role')]: o.role });
export const pctF = (i: number, o: Owner): F => (o.pct === null ? {} : { [O(i, 'ownership')]: o.pct });
export const scoreF = (i: number, o: Owner): F => (o.score === null ? {} : { [O(i, 'credit_score')]: o.score });
/** A full SSN / ITIN gives the tax id, its type and country; a masked one gives nothing. */
export const ssnF = (i: number, o: Owner): F =>
  o.ssnShow === 'full' ? { [O(i, 'tax_id')]: o.taxId, [O(i, 'tax_id_type')]: o.taxType, [O(i, 'tax_id_country')]: 'US' } : {};
export const dobF = (i: number, o: Owner): F => (o.dob ? { [O(i, 'date_of_birth')]: iso(o.dob) } : {});

export function pctText(rng: Rng, o: Owner): string | null {
  return o.pct === null ? null : rng.pick([`${o.pct}%`, `${o.pct}%`, String(o.pct), `${o.pct}.0%`, `${o.pct} %`]);
}
export const homeLine = (o: Owner) => `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`;

/** The reference id of a printed entity-type spelling (the layouts' checkbox labels are such spellings). */
export function entityOf(label: string): string {
  for (const [id, list] of Object.entries(ENTITY_SPELLINGS)) if (list.includes(label)) return id;
  throw new Error(`no entity type for ${label}`);
}

/** Checkbox row for the entity type: the matching label is checked, else "Other" with the text on its line. */
export function entityChoice(d: Deal, labels: readonly string[]): { checked: string; other: string | null } {
  const hit = labels.find(l => l !== 'Other' && entityOf(l) === d.entity);
  return hit ? { checked: hit, other: null } : { checked: 'Other', other: d.entityText };
}

export const FREQ_LABELS: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
