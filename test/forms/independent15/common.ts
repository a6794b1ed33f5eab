// What the layouts share beyond drawing: blanks chosen once per merchant, and the truth each printed value gives.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { emptyApplication } from '../generator/truth.ts';
import type { Merchant, Owner } from './model.ts';

/** Which optional values this seed leaves blank or masks (the style never changes these). */
export interface Blanks { start: boolean; amount: boolean; dob: boolean[]; ssnMasked: boolean[]; credit: boolean[]; lastFirst: boolean; entity: boolean }
export function blanks(rng: Rng, m: Merchant): Blanks {
  return { start: rng.chance(0.15), amount: rng.chance(0.1), dob: m.owners.map(() => rng.chance(0.2)), ssnMasked: m.owners.map(() => rng.chance(0.3)),
    credit: m.owners.map(() => rng.chance(0.5)), lastFirst: rng.chance(0.35), entity: rng.chance(0.1) };
}

export function ownerPrinted(o: Owner, lastFirst: boolean): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  return lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}`;
}
export function maskedId(id: string): string { return id.includes('-') ? `XXX-XX-${id.slice(-4)}` : `*** *** ${id.slice(-3)}`; }
export function digits(s: string): string { return s.replace(/\D/g, ''); }

/** The application the printed form gives; owners' fields as printed (nulls where blank or masked). */
export function truthOf(m: Merchant, b: Blanks, o: { country: 'US' | 'CA'; taxType: string; taxId: string | null; freq: boolean; payment: boolean; count: boolean;
  credit: boolean; dob: boolean; ownerCount?: number; bn?: string }): TruthApplication {
  const a = emptyApplication();
  a.legal_name = m.legal;
  a.trade_name = !m.dba || m.dba === 'SAME' || m.dba === m.legal ? null : m.dba;
  a.type_of_entity = b.entity ? null : m.entity.id;
  a.industry = m.industry.id;
  a.business_tax_id = o.taxId;
  a.business_tax_id_country = o.taxId ? o.country : null;
  a.business_tax_id_type = o.taxId ? o.taxType : null;
  a.state_region = m.state;
  a.country = o.country === 'US' ? 'United States' : 'Canada';
  a.requested_amount = b.amount ? null : m.amount;
  a.requested_payment = o.payment ? m.payment : null;
  a.number_of_payments = o.count ? m.count : null;
  a.payment_frequency = o.freq ? m.freq : null;
  a.business_start_date = b.start ? null : m.start;
  a.applicants = m.owners.slice(0, o.ownerCount ?? 4).map((w, i): TruthApplicant => ({ first_name: w.first, last_name: w.last, role: w.title, ownership: w.pct,
    credit_score: o.credit && !b.credit[i] ? w.credit : null, tax_id: b.ssnMasked[i] ? null : digits(w.ssn),
    tax_id_type: b.ssnMasked[i] ? null : o.country === 'US' ? 'SSN' : 'SIN', tax_id_country: b.ssnMasked[i] ? null : o.country,
    date_of_birth: o.dob && !b.dob[i] ? w.dob : null }));
  return a;
}
